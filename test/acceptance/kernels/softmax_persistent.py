# Acceptance corpus: persistent row softmax, written independently of kernels/.
import triton
import triton.language as tl


@triton.jit
def softmax_rows(x_ptr, y_ptr, x_stride, y_stride, rows, cols,
                 BLOCK: tl.constexpr):
    """y[r, :] = softmax(x[r, :]) for every row r; the grid is smaller than
    the number of rows and each program takes rows pid, pid + P, pid + 2P, ...
    A whole row fits in BLOCK (BLOCK >= cols)."""
    me = tl.program_id(0)
    nprog = tl.num_programs(0)
    j = tl.arange(0, BLOCK)
    live = j < cols
    for r in range(me, rows, nprog):
        v = tl.load(x_ptr + r * x_stride + j, mask=live, other=0.0).to(tl.float32)
        v = tl.where(live, v, float("-inf"))
        shifted = v - tl.max(v, axis=0)
        num = tl.exp(shifted)
        den = tl.sum(num, axis=0)
        out = num * (1.0 / den)
        tl.store(y_ptr + r * y_stride + j, out.to(y_ptr.dtype.element_ty), mask=live)
