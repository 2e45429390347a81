# HOSTILE: a jit function that calls itself
# EXPECT: recurs|cycle|itself
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 13
import triton
import triton.language as tl


@triton.jit
def f(x):
    return f(x)  #<<


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, f(offs))
