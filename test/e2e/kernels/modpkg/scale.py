import triton
import triton.language as tl

SCALE_DEFAULT: tl.constexpr = 3


@triton.jit
def scale(x, factor: tl.constexpr = SCALE_DEFAULT):
    return x * factor
