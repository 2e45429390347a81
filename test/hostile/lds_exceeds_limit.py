# HOSTILE: a 256x256 fp32 transpose: its shared-memory (LDS) exchange needs 256 KiB, gfx942 has 64 KiB
# EXPECT: shared memory|lds
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=256
# EXTRA: --target gfx942 --emit llvm
# LOCATION: yes
# LINE: 16
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs[:, None] * BLOCK + offs[None, :])
    y = tl.trans(x)  #<<
    tl.store(out_ptr + offs[:, None] * BLOCK + offs[None, :], y)
