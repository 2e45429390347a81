"""Reductions and scans over a 2-D matrix ``X`` of shape ``(M, N)``.

``X`` is fp32, fp16 or bf16, with row stride ``stride_xm`` and contiguous
columns. Every kernel upcasts what it loads to fp32 and computes in fp32
(sums and prefix sums accumulate in fp32, so fp16/bf16 inputs lose nothing
before the final rounding); stores round to the output pointer's element type.
``M`` and ``N`` are runtime values; tiles are masked, with the reduction's
identity as the fill value (0 for sums, -inf for max/argmax, +inf for min), so
neither needs to be a multiple of the block sizes.

``row_reduce_kernel`` (grid ``(cdiv(M, BLOCK_M),)``, ``BLOCK_N >= N``)
    Reduces along axis 1 of a ``BLOCK_M x BLOCK_N`` tile:
    ``RowSum[m] = sum_n X[m, n]``, ``RowMax[m] = max_n X[m, n]``,
    ``RowArgmax[m] = argmax_n X[m, n]`` (i32, lowest index on ties).

``col_reduce_kernel`` (grid ``(cdiv(N, BLOCK_N),)``, any ``BLOCK_M``)
    Reduces along axis 0, looping over row blocks and accumulating:
    ``ColSum[n] = sum_m X[m, n]``, ``ColMin[n] = min_m X[m, n]``.

``cumsum_kernel`` (grid ``(cdiv(M, BLOCK_M),)``, ``BLOCK_N >= N``)
    Inclusive prefix sums along axis 1: ``Y[m, n] = sum_{j<=n} X[m, j]``
    (``Y`` has row stride ``stride_ym``).

Runtime parameters: pointers (``X`` and sums/min/max/Y of a float type, usually
``X``'s; argmax i32), strides, ``M``, ``N`` (i32).
Constexpr parameters: ``BLOCK_M``, ``BLOCK_N`` (powers of two).
"""

import triton
import triton.language as tl


@triton.jit
def row_reduce_kernel(X, RowSum, RowMax, RowArgmax, stride_xm, M, N,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    row_valid = rows < M
    mask = row_valid[:, None] & (cols[None, :] < N)
    ptrs = X + rows[:, None] * stride_xm + cols[None, :]
    x_sum = tl.load(ptrs, mask=mask, other=0.0).to(tl.float32)
    x_max = tl.load(ptrs, mask=mask, other=-float("inf")).to(tl.float32)
    tl.store(RowSum + rows, tl.sum(x_sum, axis=1), mask=row_valid)
    tl.store(RowMax + rows, tl.max(x_max, axis=1), mask=row_valid)
    tl.store(RowArgmax + rows, tl.argmax(x_max, axis=1), mask=row_valid)


@triton.jit
def col_reduce_kernel(X, ColSum, ColMin, stride_xm, M, N,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tl.program_id(0)
    cols = pid * BLOCK_N + tl.arange(0, BLOCK_N)
    col_valid = cols < N
    acc_sum = tl.zeros([BLOCK_N], dtype=tl.float32)
    acc_min = tl.full([BLOCK_N], float("inf"), dtype=tl.float32)
    for row_start in range(0, M, BLOCK_M):
        rows = row_start + tl.arange(0, BLOCK_M)
        mask = (rows[:, None] < M) & col_valid[None, :]
        ptrs = X + rows[:, None] * stride_xm + cols[None, :]
        x = tl.load(ptrs, mask=mask, other=0.0).to(tl.float32)
        acc_sum += tl.sum(x, axis=0)
        acc_min = tl.minimum(acc_min, tl.min(tl.where(mask, x, float("inf")), axis=0))
    tl.store(ColSum + cols, acc_sum, mask=col_valid)
    tl.store(ColMin + cols, acc_min, mask=col_valid)


@triton.jit
def cumsum_kernel(X, Y, stride_xm, stride_ym, M, N,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    x = tl.load(X + rows[:, None] * stride_xm + cols[None, :], mask=mask, other=0.0).to(tl.float32)
    y = tl.cumsum(x, axis=1)
    tl.store(Y + rows[:, None] * stride_ym + cols[None, :], y, mask=mask)
