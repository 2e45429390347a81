# HOSTILE: valid kernel, no value given for its constexpr BLOCK
# EXPECT: BLOCK
# SIGNATURE: *fp32,*fp32,i32
# LOCATION: yes
# LINE: none
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    tl.store(out_ptr + offs, x, mask=offs < n)
