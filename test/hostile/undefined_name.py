# HOSTILE: use of a variable that was never assigned
# EXPECT: 'y'|"y"|undefined|not defined|unknown|undeclared|unbound
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 14
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, y, mask=offs < n)  #<<
