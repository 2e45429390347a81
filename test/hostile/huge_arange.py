# HOSTILE: tl.arange over 2^21 elements (Triton's limit is 2^20)
# EXPECT: numel|too large|exceed|maximum|size|limit|elements
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 13
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, 2097152)  #<<
    tl.store(out_ptr + offs, 0.0, mask=offs < n)
