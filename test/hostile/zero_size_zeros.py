# HOSTILE: tl.zeros with a zero-sized dimension
# EXPECT: zero|empty|size|shape|power|positive
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 13
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    acc = tl.zeros([0, 16], dtype=tl.float32)  #<<
    tl.store(out_ptr + tl.arange(0, 16), tl.sum(acc, 0))
