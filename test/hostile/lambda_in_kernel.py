# HOSTILE: a lambda inside a kernel
# EXPECT: lambda|unsupported|not supported
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 13
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    f = lambda v: v + 1  #<<
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, f(offs))
