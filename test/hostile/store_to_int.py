# HOSTILE: tl.store through an integer, not a pointer
# EXPECT: pointer|store|ptr
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 13
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    tl.store(n + tl.arange(0, BLOCK), 0.0)  #<<
