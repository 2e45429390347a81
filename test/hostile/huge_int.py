# HOSTILE: an integer constant far beyond 64 bits
# EXPECT: range|overflow|too large|represent|integer|64
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 14
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = offs + 123456789012345678901234567890123456789  #<<
    tl.store(out_ptr + offs, x, mask=offs < n)
