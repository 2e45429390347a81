"""Layer-norm and RMS-norm backward passes (kernels/layer_norm.py, kernels/rms_norm.py).

With ``xhat = (x - mean) * rstd`` (layer norm) or ``xhat = x * rstd`` (RMS
norm), the row statistics the forward saved, and ``g = dy * w``:

    layer norm:  dx = rstd * (g - mean(g) - xhat * mean(g * xhat))
                 dw = sum over rows of dy * xhat,   db = sum over rows of dy
    RMS norm:    dx = rstd * (g - xhat * mean(g * xhat))
                 dw = sum over rows of dy * xhat

(means over the row's ``N`` columns). Two kernels per norm, no atomics:

``_layer_norm_bwd_dx`` / ``_rms_norm_bwd_dx`` (grid ``(G,)``, any ``G``)
    Program ``p`` takes rows ``p, p + G, p + 2G, ...`` (persistent), writes
    their ``dx`` and keeps fp32 sums of its rows' ``dy * xhat`` (and ``dy``)
    in registers, then writes them to row ``p`` of ``DW_partial`` (and
    ``DB_partial``), ``(G, N)`` fp32 buffers with row stride ``N``. The whole
    row is one tile: ``BLOCK_SIZE`` is a power of two ``>= N``.

``_norm_bwd_reduce`` (grid ``(cdiv(N, BLOCK_N),)``)
    Column sums of a ``(G, N)`` partial buffer: ``Out[c] = sum_p Partial[p, c]``,
    stored in ``Out``'s element type (launch it once for ``dw``, once for
    ``db``).

``X``, ``DY``, ``DX`` are ``(n_rows, N)`` with their own row strides
(elements; columns contiguous), fp32, fp16 or bf16; ``W`` (length ``N``) of
any of those; ``Mean`` and ``Rstd`` fp32 of length ``n_rows`` as the
forwards write them. Everything is computed in fp32.
"""

import triton
import triton.language as tl


@triton.jit
def _layer_norm_bwd_dx(DX, DY, DW_partial, DB_partial, X, W, Mean, Rstd,
                       stride_x, stride_dy, stride_dx, n_rows, N,
                       BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(0)
    cols = tl.arange(0, BLOCK_SIZE)
    mask = cols < N
    w = tl.load(W + cols, mask=mask, other=0.0).to(tl.float32)
    dw = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
    db = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
    for row in tl.range(pid, n_rows, tl.num_programs(0)):
        row64 = row.to(tl.int64)
        x = tl.load(X + row64 * stride_x + cols, mask=mask, other=0.0).to(tl.float32)
        dy = tl.load(DY + row64 * stride_dy + cols, mask=mask, other=0.0).to(tl.float32)
        mean = tl.load(Mean + row)
        rstd = tl.load(Rstd + row)
        xhat = (x - mean) * rstd  # past N it meets only dy = w = 0
        g = dy * w
        c_xhat = tl.sum(g * xhat, axis=0) / N
        c_mean = tl.sum(g, axis=0) / N
        dx = (g - c_mean - xhat * c_xhat) * rstd
        tl.store(DX + row64 * stride_dx + cols, dx.to(DX.dtype.element_ty), mask=mask)
        dw += dy * xhat
        db += dy
    tl.store(DW_partial + pid * N + cols, dw, mask=mask)
    tl.store(DB_partial + pid * N + cols, db, mask=mask)


@triton.jit
def _rms_norm_bwd_dx(DX, DY, DW_partial, X, W, Rstd,
                     stride_x, stride_dy, stride_dx, n_rows, N,
                     BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(0)
    cols = tl.arange(0, BLOCK_SIZE)
    mask = cols < N
    w = tl.load(W + cols, mask=mask, other=0.0).to(tl.float32)
    dw = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
    for row in tl.range(pid, n_rows, tl.num_programs(0)):
        row64 = row.to(tl.int64)
        x = tl.load(X + row64 * stride_x + cols, mask=mask, other=0.0).to(tl.float32)
        dy = tl.load(DY + row64 * stride_dy + cols, mask=mask, other=0.0).to(tl.float32)
        rstd = tl.load(Rstd + row)
        xhat = x * rstd
        g = dy * w
        c_xhat = tl.sum(g * xhat, axis=0) / N
        dx = (g - xhat * c_xhat) * rstd
        tl.store(DX + row64 * stride_dx + cols, dx.to(DX.dtype.element_ty), mask=mask)
        dw += dy * xhat
    tl.store(DW_partial + pid * N + cols, dw, mask=mask)


@triton.jit
def _norm_bwd_reduce(Partial, Out, G, N, BLOCK_G: tl.constexpr, BLOCK_N: tl.constexpr):
    cols = tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)
    col_mask = cols < N
    acc = tl.zeros([BLOCK_G, BLOCK_N], dtype=tl.float32)
    for start in range(0, G, BLOCK_G):
        rows = start + tl.arange(0, BLOCK_G)
        acc += tl.load(Partial + rows[:, None] * N + cols[None, :],
                       mask=(rows[:, None] < G) & col_mask[None, :], other=0.0)
    tl.store(Out + cols, tl.sum(acc, axis=0).to(Out.dtype.element_ty), mask=col_mask)
