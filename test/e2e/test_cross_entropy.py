"""kernels/cross_entropy.py: fused cross-entropy loss and dlogits, chunked over
the vocabulary, against float64 references (checked by finite differences)."""

import numpy as np
import pytest

from tilec_run import TOL, as_float64, assert_close, empty_poisoned, launch, quantize

IGNORE = -100


def ce_ref(x, labels, reduction):
    """float64 (per-row loss, reduced loss, dlogits of the reduced loss)."""
    valid = labels != IGNORE
    mx = x.max(axis=1, keepdims=True)
    lse = mx[:, 0] + np.log(np.exp(x - mx).sum(axis=1))
    safe = np.where(valid, labels, 0)
    loss = np.where(valid, lse - x[np.arange(len(x)), safe], 0.0)
    scale = 1.0 / max(int(valid.sum()), 1) if reduction == "mean" else 1.0
    grad = np.exp(x - lse[:, None])
    grad[np.arange(len(x)), safe] -= 1.0
    grad = np.where(valid[:, None], grad * scale, 0.0)
    return loss, loss.sum() * scale, grad


def test_reference_gradient_by_finite_differences(rng):
    x = rng.standard_normal((4, 7)) * 3.0
    labels = np.array([2, IGNORE, 0, 6])
    for reduction in ("mean", "sum"):
        _, _, grad = ce_ref(x, labels, reduction)
        for _ in range(6):
            idx = (int(rng.integers(0, 4)), int(rng.integers(0, 7)))
            xp, xm = x.copy(), x.copy()
            xp[idx] += 1e-6
            xm[idx] -= 1e-6
            fd = (ce_ref(xp, labels, reduction)[1] - ce_ref(xm, labels, reduction)[1]) / 2e-6
            assert abs(fd - grad[idx]) <= 1e-7, (reduction, idx, fd, grad[idx])


@pytest.mark.parametrize("n_rows,V,block,dt,label_dt,reduction,in_place", [
    (6, 5000, 1024, "fp32", "i64", "mean", False),   # ragged last chunk, a few ignored rows
    (5, 32000, 4096, "bf16", "i64", "sum", True),    # in place, bf16
    (4, 1000, 128, "fp16", "i32", "mean", False),    # many chunks, i32 labels
    (1, 1, 16, "fp32", "i32", "sum", False),         # V = 1: loss 0, gradient 0
    (3, 300, 64, "fp32", "i64", "mean", True),       # every row ignored
])
def test_cross_entropy(rng, n_rows, V, block, dt, label_dt, reduction, in_place):
    x, x64 = quantize(rng.standard_normal((n_rows, V)) * 4.0, dt)
    labels = rng.integers(0, V, size=n_rows)
    labels[0], labels[-1] = 0, V - 1          # first and last column
    if n_rows > 2:
        labels[1] = IGNORE
    if V == 300:
        labels[:] = IGNORE
    labels = labels.astype(np.int64 if label_dt == "i64" else np.int32)
    loss_ref, total_ref, grad_ref = ce_ref(x64, labels, reduction)
    n_valid = int((labels != IGNORE).sum())
    scale = np.array([1.0 / max(n_valid, 1) if reduction == "mean" else 1.0], dtype=np.float32)

    if in_place:
        res = launch("cross_entropy.py", "cross_entropy_fwd_bwd_in_place",
                     f"*{dt},*{label_dt},*fp32,*fp32,i32,i32,i32",
                     [x, labels, empty_poisoned(n_rows, "fp32"), scale, V, V, IGNORE],
                     grid=(n_rows,), constexprs={"BLOCK_V": block})
        loss, grad = res[2], res[0]
    else:
        # Row strides differ: the gradient buffer is wider than V.
        res = launch("cross_entropy.py", "cross_entropy_fwd_bwd",
                     f"*{dt},*{label_dt},*fp32,*{dt},*fp32,i32,i32,i32,i32",
                     [x, labels, empty_poisoned(n_rows, "fp32"), empty_poisoned((n_rows, V + 5), dt),
                      scale, V, V + 5, V, IGNORE], grid=(n_rows,), constexprs={"BLOCK_V": block})
        loss, grad = res[2], res[3]
        assert np.isnan(as_float64(grad, dt)[:, V:]).all(), "dLogits written past V"
        grad = grad[:, :V]
    assert_close(loss, loss_ref, 1e-5, "Loss")
    assert_close(loss.astype(np.float64).sum() * scale[0], total_ref, 1e-5, "reduced loss")
    assert_close(as_float64(grad, dt), grad_ref, TOL[dt], "dLogits")
