# HOSTILE: a non-ASCII operator character (U+2295) between operands
# EXPECT: character|invalid|unexpected|token|u+2295|\u2295|utf
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 14
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = offs ⊕ offs  #<<
    tl.store(out_ptr + offs, x, mask=offs < n)
