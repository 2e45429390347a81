# HOSTILE: bytes 0xFF and a lone 0x80 inside identifiers (not UTF-8)
# EXPECT: utf|invalid|byte|character|encoding
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: none
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    oÿ = offs
    tl.store(out_ptr + oÿ, 0.0, mask=o€ < n)
