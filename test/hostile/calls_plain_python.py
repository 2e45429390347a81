# HOSTILE: a kernel calling a plain Python (non-@jit) function
# EXPECT: jit|not a|callable|unsupported|cannot call|not supported|helper
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 18
import triton
import triton.language as tl


def helper(x):
    return x + 1


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, helper(offs))  #<<
