# x * y + z and x * y - z, elementwise: no-fp-contraction.test checks that
# they stay separately rounded multiplies and adds.
import triton
import triton.language as tl


@triton.jit
def mul_add_kernel(x_ptr, y_ptr, z_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    z = tl.load(z_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x * y + z, mask=mask)
    tl.store(out_ptr + n + offs, x * y - z, mask=mask)
