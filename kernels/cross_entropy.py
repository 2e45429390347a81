"""Fused cross-entropy forward and backward over a large vocabulary.

For each row ``r`` of ``Logits`` ``(n_rows, V)`` (row stride
``stride_logits``, columns contiguous) with target ``Labels[r]``:

    Loss[r]       = logsumexp(x_r) - x_r[label]          (0 if label == ignore_index)
    DLogits[r, c] = Scale[0] * (softmax(x_r)[c] - (c == label))   (0 if ignored)

``Scale`` is a one-element fp32 buffer holding the gradient's factor: ``1 /
(number of rows whose label is not ignore_index)`` for a mean reduction,
``1`` for a sum (a device buffer, so a mean needs no host round trip). The
reduced loss is ``sum(Loss) * Scale[0]``. The full softmax is never
materialized: one program per row (``grid = (n_rows,)``) walks the row in
``BLOCK_V`` chunks twice, first with the online max / sum-of-exponentials
recurrence (base 2, rescaling the running sum whenever the maximum grows;
the target's logit is picked up on the way), then writing the gradient
chunk by chunk. ``cross_entropy_fwd_bwd`` writes ``DLogits`` (row stride
``stride_dlogits``); ``cross_entropy_fwd_bwd_in_place`` overwrites ``Logits``
with it (each chunk is read before it is overwritten), saving a
``(n_rows, V)`` buffer.

Logits fp32, fp16 or bf16 (computed in fp32; ``DLogits`` stored in its own
element type); ``Labels`` i32 or i64; ``Loss`` fp32 ``(n_rows,)``. A label
outside ``[0, V)`` other than ``ignore_index`` contributes as if its logit
were 0 (no memory is read for it).

Runtime parameters: ``stride_logits``, ``stride_dlogits``, ``V``,
``ignore_index`` (i32); pointers as named. Constexpr: ``BLOCK_V`` (power of two).
"""

import triton
import triton.language as tl

LOG2E = tl.constexpr(1.4426950408889634)
LN2 = tl.constexpr(0.6931471805599453)


@triton.jit
def _cross_entropy_row(x_row, d_row, Labels, Loss, Scale, row, V, ignore_index,
                       BLOCK_V: tl.constexpr):
    label = tl.load(Labels + row).to(tl.int32)
    cols0 = tl.arange(0, BLOCK_V)
    # Pass 1: running max m and sum l of 2^(x*log2(e) - m); the target's logit.
    m = -float("inf")
    l = 0.0
    x_label = 0.0
    for start in range(0, V, BLOCK_V):
        cols = start + cols0
        mask = cols < V
        x = tl.load(x_row + cols, mask=mask, other=-float("inf")).to(tl.float32)
        x_label += tl.sum(tl.where((cols == label) & mask, x, 0.0), axis=0)
        x2 = x * LOG2E
        m_new = tl.maximum(m, tl.max(x2, axis=0))
        l = l * tl.math.exp2(m - m_new) + tl.sum(tl.math.exp2(x2 - m_new), axis=0)
        m = m_new
    lse2 = m + tl.math.log2(l)
    valid = label != ignore_index
    tl.store(Loss + row, tl.where(valid, lse2 * LN2 - x_label, 0.0))
    # Pass 2: the gradient, (softmax - one_hot) * scale.
    scale = tl.where(valid, tl.load(Scale), 0.0)
    for start in range(0, V, BLOCK_V):
        cols = start + cols0
        mask = cols < V
        x = tl.load(x_row + cols, mask=mask, other=0.0).to(tl.float32)
        p = tl.math.exp2(x * LOG2E - lse2)
        d = (p - tl.where(cols == label, 1.0, 0.0)) * scale
        tl.store(d_row + cols, d.to(d_row.dtype.element_ty), mask=mask)


@triton.jit
def cross_entropy_fwd_bwd(Logits, Labels, Loss, DLogits, Scale,
                          stride_logits, stride_dlogits, V, ignore_index,
                          BLOCK_V: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    _cross_entropy_row(Logits + row * stride_logits, DLogits + row * stride_dlogits,
                       Labels, Loss, Scale, row, V, ignore_index, BLOCK_V)


@triton.jit
def cross_entropy_fwd_bwd_in_place(Logits, Labels, Loss, Scale, stride_logits, V, ignore_index,
                                   BLOCK_V: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    x_row = Logits + row * stride_logits
    _cross_entropy_row(x_row, x_row, Labels, Loss, Scale, row, V, ignore_index, BLOCK_V)
