"""A kernel taking one scalar of every host-passable type (for test/AOT)."""

import triton
import triton.language as tl


@triton.jit
def scalars_kernel(out_ptr, flag, a8, b16, c32, d64, u32, h, bh, f, dd, int, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    v = (a8 + b16 + c32 + d64 + u32 + int).to(tl.float32) + h.to(tl.float32) + bh.to(tl.float32)
    v = v + f + dd.to(tl.float32)
    v = tl.where(flag, v, -v)
    tl.store(out_ptr + offs, v + offs)
