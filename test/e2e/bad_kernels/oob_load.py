"""Deliberately wrong kernel: the load is not masked, so with BLOCK > n it reads
past the end of x. tilec run must report an out-of-bounds access at the load's
file:line:col (test/e2e/test_errors.py)."""

import triton
import triton.language as tl


@triton.jit
def oob_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(out_ptr + offs, x * 2.0, mask=offs < n)
