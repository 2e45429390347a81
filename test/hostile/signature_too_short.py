# HOSTILE: valid kernel, signature lists 2 of its 3 runtime parameters
# EXPECT: signature|parameter|argument|expected|count|mismatch
# SIGNATURE: *fp32,*fp32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: none
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    tl.store(out_ptr + offs, x, mask=offs < n)
