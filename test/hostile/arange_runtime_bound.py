# HOSTILE: tl.arange with a runtime (non-constexpr) bound
# EXPECT: constexpr|constant|compile-time|compile time|static
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 13
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, n)  #<<
    tl.store(out_ptr + offs, 0.0)
