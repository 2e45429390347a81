"""RMS norm forward: ``y = x * rsqrt(mean(x^2) + eps) * w`` per row.

``X`` and ``Y`` are ``(n_rows, N)`` with row strides ``stride_x`` and
``stride_y`` (elements); ``W`` is a length-``N`` weight. One program per row
(``grid = (n_rows,)``); the whole row is one tile of ``BLOCK_SIZE >= N``
elements, masked past ``N``. Computes in fp32 with ``tl.math.rsqrt``, writes
``Rstd[row] = rsqrt(mean(x^2) + eps)`` (fp32) and stores ``y`` cast to ``Y``'s
element type.

Runtime parameters: ``X``, ``Y``, ``W`` (fp32, fp16 or bf16; one type),
``Rstd`` (fp32), ``stride_x``, ``stride_y``, ``N`` (i32), ``eps`` (fp32).
Constexpr parameters: ``BLOCK_SIZE`` (power of two, ``>= N``).
"""

import triton
import triton.language as tl


@triton.jit
def rms_norm_kernel(X, Y, W, Rstd, stride_x, stride_y, N, eps, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_SIZE)
    mask = cols < N
    x = tl.load(X + row * stride_x + cols, mask=mask, other=0.0).to(tl.float32)
    mean_sq = tl.sum(x * x, axis=0) / N
    rstd = tl.math.rsqrt(mean_sq + eps)
    w = tl.load(W + cols, mask=mask, other=0.0).to(tl.float32)
    y = x * rstd * w
    tl.store(Rstd + row, rstd)
    tl.store(Y + row * stride_y + cols, y.to(Y.dtype.element_ty), mask=mask)
