# HOSTILE: a class definition inside a kernel
# EXPECT: class|unsupported|not supported
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 13
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    class C:  #<<
        pass
    tl.store(out_ptr + tl.arange(0, BLOCK), 0.0)
