# HOSTILE: a parameter name given twice
# EXPECT: duplicate|already|redefin|twice
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 12
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, x_ptr, n, BLOCK: tl.constexpr):  #<<
    tl.store(x_ptr + tl.arange(0, BLOCK), 0.0)
