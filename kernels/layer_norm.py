"""Layer-norm forward, fused: ``y = (x - mean) * rstd * w + b`` per row.

``X`` and ``Y`` are ``(n_rows, N)`` with row stride ``stride`` (elements);
``W`` and ``B`` are length-``N`` vectors. One program per row (launch
``grid = (n_rows,)``). The row is walked in ``BLOCK_SIZE`` chunks three times:
sum for the mean, sum of squared deviations for the (biased, divide-by-N)
variance, then the normalized output, so ``N`` may exceed ``BLOCK_SIZE`` and
need not be a multiple of it. Statistics are computed in fp32 and written to
``Mean[row]`` and ``Rstd[row] = 1 / sqrt(var + eps)`` (fp32 buffers of length
``n_rows``) for a backward pass; ``Y`` is stored in its own element type (the
store converts).

Runtime parameters: ``X``, ``Y``, ``W``, ``B`` (fp32, fp16 or bf16; one type),
``Mean``, ``Rstd`` (fp32), ``stride``, ``N`` (i32), ``eps`` (fp32).
Constexpr parameters: ``BLOCK_SIZE`` (power of two).
"""

import triton
import triton.language as tl


@triton.jit
def _layer_norm_fwd_fused(
        X, Y, W, B, Mean, Rstd,
        stride, N, eps,
        BLOCK_SIZE: tl.constexpr,
):
    row = tl.program_id(0)
    Y += row * stride
    X += row * stride
    # Mean.
    _mean = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        a = tl.load(X + cols, mask=cols < N, other=0.).to(tl.float32)
        _mean += a
    mean = tl.sum(_mean, axis=0) / N
    # Variance.
    _var = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        x = tl.load(X + cols, mask=cols < N, other=0.).to(tl.float32)
        x = tl.where(cols < N, x - mean, 0.)
        _var += x * x
    var = tl.sum(_var, axis=0) / N
    rstd = 1 / tl.sqrt(var + eps)
    tl.store(Mean + row, mean)
    tl.store(Rstd + row, rstd)
    # Normalize and apply the affine transform.
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        mask = cols < N
        w = tl.load(W + cols, mask=mask)
        b = tl.load(B + cols, mask=mask)
        x = tl.load(X + cols, mask=mask, other=0.).to(tl.float32)
        x_hat = (x - mean) * rstd
        y = x_hat * w + b
        tl.store(Y + cols, y, mask=mask)
