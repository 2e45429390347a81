# Acceptance corpus: RMS norm followed by an exact (erf) GELU, written
# independently of kernels/.
import triton
import triton.language as tl

INV_SQRT2: tl.constexpr = 0.7071067811865476


@triton.jit
def _gelu_erf(z):
    return 0.5 * z * (1.0 + tl.erf(z * INV_SQRT2))


@triton.jit
def rmsnorm_gelu(src, gamma, dst, n_cols, src_row_stride, dst_row_stride, eps,
                 CHUNK: tl.constexpr):
    """dst[row] = gelu(src[row] / sqrt(mean(src[row]^2) + eps) * gamma), one
    program per row, the row walked in CHUNK-wide pieces (any n_cols)."""
    row = tl.program_id(0).to(tl.int64)
    src_row = src + row * src_row_stride
    dst_row = dst + row * dst_row_stride
    sq = tl.zeros([CHUNK], dtype=tl.float32)
    for start in range(0, n_cols, CHUNK):
        off = start + tl.arange(0, CHUNK)
        v = tl.load(src_row + off, mask=off < n_cols, other=0.0).to(tl.float32)
        sq += v * v
    scale = 1.0 / tl.sqrt(tl.sum(sq, axis=0) / n_cols + eps)
    for start in range(0, n_cols, CHUNK):
        off = start + tl.arange(0, CHUNK)
        keep = off < n_cols
        v = tl.load(src_row + off, mask=keep, other=0.0).to(tl.float32)
        g = tl.load(gamma + off, mask=keep, other=0.0).to(tl.float32)
        z = v * scale * g
        tl.store(dst_row + off, _gelu_erf(z).to(dst.dtype.element_ty), mask=keep)
