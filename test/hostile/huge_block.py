# HOSTILE: tl.zeros with 2^32 elements (Triton's limit is 2^20 per tensor)
# EXPECT: numel|too large|exceed|maximum|size|limit|elements
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 13
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    acc = tl.zeros([65536, 65536], dtype=tl.float32)  #<<
    tl.store(out_ptr + tl.arange(0, BLOCK), tl.sum(tl.sum(acc, 1), 0))
