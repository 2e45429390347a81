# HOSTILE: tl.dot of [16, 32] by [16, 16]: inner dimensions differ
# EXPECT: shape|dimension|dot|mismatch|incompatible|inner
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 15
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    a = tl.zeros([16, 32], dtype=tl.float16)
    b = tl.zeros([16, 16], dtype=tl.float16)
    c = tl.dot(a, b)  #<<
    tl.store(out_ptr + tl.arange(0, 16)[:, None] * 16 + tl.arange(0, 16)[None, :], c)
