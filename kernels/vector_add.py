"""Element-wise vector addition: ``out[i] = x[i] + y[i]`` for ``0 <= i < n_elements``.

Each program instance handles one contiguous block of ``BLOCK_SIZE`` elements;
the tail block is masked, so ``n_elements`` need not be a multiple of the block.
Launch with ``grid = (cdiv(n_elements, BLOCK_SIZE),)``.

Runtime parameters: ``x_ptr``, ``y_ptr``, ``out_ptr`` (same element type, any
float or integer type), ``n_elements`` (i32).
Constexpr parameters: ``BLOCK_SIZE`` (power of two).
"""

import triton
import triton.language as tl


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    block_start = pid * BLOCK_SIZE
    offsets = block_start + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    output = x + y
    tl.store(out_ptr + offsets, output, mask=mask)
