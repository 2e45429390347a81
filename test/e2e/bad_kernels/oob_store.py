"""Deliberately wrong kernel: the store's mask is off by one (<= instead of <),
so the last program writes one element past the end of out."""

import triton
import triton.language as tl


@triton.jit
def oob_store_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
    tl.store(out_ptr + offs, x + 1.0, mask=offs <= n)
