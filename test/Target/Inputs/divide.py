import triton
import triton.language as tl


@triton.jit
def divide_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x / y, mask=mask)
    tl.store(out_ptr + n + offs, tl.math.div_rn(x, y), mask=mask)
    tl.store(out_ptr + 2 * n + offs, tl.math.fdiv(x, y, ieee_rounding=True), mask=mask)
    tl.store(out_ptr + 3 * n + offs, tl.math.fdiv(x, y), mask=mask)
