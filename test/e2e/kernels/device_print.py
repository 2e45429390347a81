# tl.device_print and print() in kernels, written for tilec's tests.
import triton
import triton.language as tl


@triton.jit
def print_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0)
    tl.device_print("x", x)
    print("n =", n)
    tl.device_print("pair", offs.to(tl.uint8), x, hex=True)
    tl.device_print("done")


@triton.jit
def print_2d_kernel(BLOCK: tl.constexpr):
    m = tl.arange(0, BLOCK)[:, None] * 10 + tl.arange(0, 2)[None, :] - 5
    tl.device_print(" m: ", m.to(tl.int8))
