# HOSTILE: tl.arange whose length (100) is not a power of two
# EXPECT: power of 2|power of two|power-of-two|pow2|power
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 13
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, 100)  #<<
    tl.store(out_ptr + offs, 0.0, mask=offs < n)
