"""Fused row-wise softmax: ``out[r, :] = exp(x[r, :] - max) / sum(exp(x[r, :] - max))``.

Two kernels over a row-major 2-D input of shape ``(n_rows, n_cols)`` (rows may
be strided; columns are contiguous):

``softmax_kernel``
    One tile per row: the whole row must fit in ``BLOCK_SIZE`` (the next power
    of two >= ``n_cols``); columns past ``n_cols`` are masked with ``-inf`` so
    they contribute ``exp(-inf) = 0``. Persistent style: launch any number of
    programs (e.g. a few per core) and each one loops over rows
    ``pid, pid + num_programs, ...``. Natural-base ``tl.exp``.

``softmax_online_kernel``
    Rows longer than one tile. For each row, a first loop over column blocks
    keeps a running maximum ``m`` and a running sum ``l`` of ``2^(x*log2(e) - m)``
    (rescaling ``l`` by ``2^(m_old - m_new)`` whenever the maximum grows: the
    online-softmax recurrence); a second loop writes
    ``2^(x*log2(e) - m) / l``. Works in base 2 (``tl.math.exp2`` on
    ``x * log2(e)``), since exp2 is the hardware instruction on GPUs and
    ``exp(x - m) == exp2(x*log2(e) - m*log2(e))``. Same persistent row loop.

Both compute in fp32 (inputs are upcast with ``.to(tl.float32)``) and store in
the output pointer's element type (fp32, fp16 or bf16).

Runtime parameters: ``out_ptr``, ``in_ptr``, ``in_row_stride``,
``out_row_stride`` (in elements), ``n_rows``, ``n_cols`` (i32).
Constexpr parameters: ``BLOCK_SIZE`` (power of two; for ``softmax_kernel``
at least ``n_cols``).
"""

import triton
import triton.language as tl

LOG2E = tl.constexpr(1.4426950408889634)


@triton.jit
def softmax_kernel(out_ptr, in_ptr, in_row_stride, out_row_stride, n_rows, n_cols,
                   BLOCK_SIZE: tl.constexpr):
    row_start = tl.program_id(0)
    row_step = tl.num_programs(0)
    col_offsets = tl.arange(0, BLOCK_SIZE)
    mask = col_offsets < n_cols
    for row_idx in tl.range(row_start, n_rows, row_step):
        row_ptr = in_ptr + row_idx * in_row_stride
        row = tl.load(row_ptr + col_offsets, mask=mask, other=-float("inf")).to(tl.float32)
        row_minus_max = row - tl.max(row, axis=0)
        numerator = tl.exp(row_minus_max)
        denominator = tl.sum(numerator, axis=0)
        softmax_output = numerator / denominator
        out_row_ptr = out_ptr + row_idx * out_row_stride
        tl.store(out_row_ptr + col_offsets, softmax_output.to(out_ptr.dtype.element_ty), mask=mask)


@triton.jit
def softmax_online_kernel(out_ptr, in_ptr, in_row_stride, out_row_stride, n_rows, n_cols,
                          BLOCK_SIZE: tl.constexpr):
    row_start = tl.program_id(0)
    row_step = tl.num_programs(0)
    for row_idx in tl.range(row_start, n_rows, row_step):
        row_ptr = in_ptr + row_idx * in_row_stride
        out_row_ptr = out_ptr + row_idx * out_row_stride
        # Pass 1: running max and running sum, in base 2.
        m_i = -float("inf")
        l_i = 0.0
        for col_start in range(0, n_cols, BLOCK_SIZE):
            cols = col_start + tl.arange(0, BLOCK_SIZE)
            x = tl.load(row_ptr + cols, mask=cols < n_cols, other=-float("inf")).to(tl.float32)
            x = x * LOG2E
            m_new = tl.maximum(m_i, tl.max(x, axis=0))
            l_i = l_i * tl.math.exp2(m_i - m_new) + tl.sum(tl.math.exp2(x - m_new), axis=0)
            m_i = m_new
        inv_l = 1.0 / l_i
        # Pass 2: normalized outputs.
        for col_start in range(0, n_cols, BLOCK_SIZE):
            cols = col_start + tl.arange(0, BLOCK_SIZE)
            mask = cols < n_cols
            x = tl.load(row_ptr + cols, mask=mask, other=-float("inf")).to(tl.float32)
            y = tl.math.exp2(x * LOG2E - m_i) * inv_l
            tl.store(out_row_ptr + cols, y.to(out_ptr.dtype.element_ty), mask=mask)
