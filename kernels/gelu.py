"""Exact (erf-based) GELU, elementwise: ``out = 0.5 * x * (1 + erf(x / sqrt(2)))``.

``gelu_kernel(x_ptr, out_ptr, n_elements, BLOCK_SIZE: tl.constexpr)`` computes
in fp32 (inputs are upcast) and stores in the output pointer's element type.
Exercises ``tl.math.erf``: ocml's erf on AMD GPUs, libdevice's on NVIDIA.
"""

import triton
import triton.language as tl


@triton.jit
def gelu_kernel(x_ptr, out_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask, other=0.0).to(tl.float32)
    y = 0.5 * x * (1.0 + tl.math.erf(x * 0.7071067811865476))
    tl.store(out_ptr + offsets, y.to(out_ptr.dtype.element_ty), mask=mask)
