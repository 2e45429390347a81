# HOSTILE: valid kernel, -o names a path below a regular file (unwritable, even for root)
# EXPECT: cannot write
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# EXTRA: -o /dev/null/out.mlir
# LOCATION: no: the kernel compiles; writing the -o file fails
# LINE: none
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    tl.store(out_ptr + offs, x, mask=offs < n)
