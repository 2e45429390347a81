# HOSTILE: valid kernel, --emit names no output kind
# EXPECT: emit
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# EXTRA: --emit bogus
# LOCATION: no: the --emit option is wrong, whatever the source says
# LINE: none
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    tl.store(out_ptr + offs, x, mask=offs < n)
