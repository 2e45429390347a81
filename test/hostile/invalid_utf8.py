# HOSTILE: an invalid UTF-8 sequence (0xC3 0x28) in an identifier
# EXPECT: utf|invalid|byte|character|encoding
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: none
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    off√(s = tl.arange(0, BLOCK)
