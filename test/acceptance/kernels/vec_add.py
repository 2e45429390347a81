# Acceptance corpus: element-wise vector add, written independently of kernels/.
import triton
import triton.language as tl


@triton.jit
def vadd(a_ptr, b_ptr, c_ptr, n, TILE: tl.constexpr):
    """c = a + b over n elements; one TILE per program, tail masked."""
    base = tl.program_id(axis=0) * TILE
    idx = base + tl.arange(0, TILE)
    inside = idx < n
    a = tl.load(a_ptr + idx, mask=inside, other=0.0)
    b = tl.load(b_ptr + idx, mask=inside, other=0.0)
    tl.store(c_ptr + idx, a + b, mask=inside)


@triton.jit
def vadd_scaled_gridstride(a_ptr, b_ptr, c_ptr, n, alpha, TILE: tl.constexpr):
    """c = a + alpha * b, computed in fp32, a fixed number of programs striding
    over the tiles (grid-stride loop); the loads use no `other`."""
    lane = tl.arange(0, TILE)
    n_tiles = tl.cdiv(n, TILE)
    for t in range(tl.program_id(0), n_tiles, tl.num_programs(0)):
        idx = t * TILE + lane
        ok = idx < n
        a = tl.load(a_ptr + idx, mask=ok).to(tl.float32)
        b = tl.load(b_ptr + idx, mask=ok).to(tl.float32)
        res = a + alpha * b
        tl.store(c_ptr + idx, res.to(c_ptr.dtype.element_ty), mask=ok)
