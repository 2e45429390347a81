# HOSTILE: a string literal that never closes on its line
# EXPECT: unterminated|string|eol|quote|end of line
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: none
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.static_assert(BLOCK > 0, "oops)
    tl.store(out_ptr + offs, 0.0)
