# Acceptance corpus: layer norm forward, written independently of kernels/.
import triton
import triton.language as tl


@triton.jit
def layernorm_fwd(inp, weight, bias, outp, mean_out, rstd_out,
                  n_rows, n_cols, stride_in, stride_out, eps,
                  ROWS: tl.constexpr, COLS: tl.constexpr):
    """ROWS rows per program as one [ROWS, COLS] tile (COLS >= n_cols):
    out = (x - mean) / sqrt(var + eps) * weight + bias, biased variance.
    Statistics in fp32, kept 2-D with keep_dims for the broadcasts."""
    r = tl.program_id(0) * ROWS + tl.arange(0, ROWS)[:, None]     # [ROWS, 1]
    c = tl.arange(0, COLS)[None, :]                                # [1, COLS]
    in_tile = (r < n_rows) & (c < n_cols)
    x = tl.load(inp + r * stride_in + c, mask=in_tile, other=0.0).to(tl.float32)
    mu = tl.sum(x, axis=1, keep_dims=True) / n_cols                # [ROWS, 1]
    d = tl.where(in_tile, x - mu, 0.0)
    var = tl.sum(d * d, axis=1, keep_dims=True) / n_cols
    inv = tl.rsqrt(var + eps)
    g = tl.load(weight + c, mask=c < n_cols, other=0.0).to(tl.float32)
    h = tl.load(bias + c, mask=c < n_cols, other=0.0).to(tl.float32)
    y = d * inv * g + h
    tl.store(outp + r * stride_out + c, y.to(outp.dtype.element_ty), mask=in_tile)
    row_ok = r < n_rows
    tl.store(mean_out + r, mu, mask=row_ok)
    tl.store(rstd_out + r, inv, mask=row_ok)
