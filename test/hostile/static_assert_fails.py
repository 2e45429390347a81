# HOSTILE: tl.static_assert that fails for the given constexpr
# EXPECT: BLOCK must be a multiple of 32|static_assert|assert
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 13
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    tl.static_assert(BLOCK % 32 == 0, "BLOCK must be a multiple of 32")  #<<
    tl.store(out_ptr + tl.arange(0, BLOCK), 0.0)
