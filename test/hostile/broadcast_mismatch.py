# HOSTILE: adding blocks of shapes [16] and [32]
# EXPECT: shape|broadcast|incompatible|mismatch
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 15
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    a = tl.arange(0, 16)
    b = tl.arange(0, 32)
    c = a + b  #<<
    tl.store(out_ptr + b, c)
