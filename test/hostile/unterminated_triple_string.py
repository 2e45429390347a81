# HOSTILE: a docstring that is never closed (runs to end of file)
# EXPECT: unterminated|string|eof|end of file|quote
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: none
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    """docstring
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, 0.0)
