# HOSTILE: a statement indented deeper than its block for no reason
# EXPECT: indent
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 14
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
        x = tl.load(x_ptr + offs, mask=offs < n)  #<<
    tl.store(out_ptr + offs, x, mask=offs < n)
