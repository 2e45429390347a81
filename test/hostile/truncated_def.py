# HOSTILE: file ends right after the `def` line's colon (no body)
# EXPECT: unexpected|expected|end of file|eof|indent|body|empty
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: none
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
