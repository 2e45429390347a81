# HOSTILE: tl.dot of 1-D blocks
# EXPECT: shape|dimension|dot|rank|2d|2-d|two
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 14
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    a = tl.zeros([16], dtype=tl.float16)
    c = tl.dot(a, a)  #<<
    tl.store(out_ptr + tl.arange(0, 16), c)
