# HOSTILE: valid kernel compiled for a target that does not exist
# EXPECT: gfx000
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# EXTRA: --target gfx000
# LOCATION: no: the --target option is wrong, whatever the source says
# LINE: none
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    tl.store(out_ptr + offs, x, mask=offs < n)
