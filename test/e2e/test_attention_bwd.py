"""kernels/flash_attention_bwd.py (and kernels/flash_attention_varlen.py's forward).

Each case runs the forward kernel for O and the base-2 LSE M, then the three
backward kernels, and checks dQ, dK, dV (and Delta) against float64 gradients
of ``L = sum(O * dO)`` computed from the math below, whose own correctness a
finite-difference test checks on a tiny problem.
"""

import math

import numpy as np
import pytest

from tilec_run import (TOL, as_float64, assert_close, cdiv, empty_poisoned, launch, quantize)

LOG2E = 1.0 / math.log(2.0)



def ref_attention_grads(q, k, v, do, sm_scale, causal, keep=None, dropout_p=0.0):
    """float64 forward and backward of attention, from the definitions.

    q, do: (Z, H, N, D); k, v: (Z, H_KV, N, D). Returns a dict: o, lse2 (base 2),
    delta, dq, dk, dv, and the magnitudes of the terms summed into dq and dk
    (dq_terms, dk_terms); query head h reads K/V head h // (H // H_KV), so dK/dV
    sum over each group's query heads. With `keep` ((Z, H, N, N) bool) attention
    dropout: O = (P * keep / (1 - dropout_p)) V, the softmax itself unchanged."""
    Z, H, N, D = q.shape
    H_KV = k.shape[1]
    group = H // H_KV
    kr = np.repeat(k, group, axis=1)
    vr = np.repeat(v, group, axis=1)
    s = np.einsum("zhmd,zhnd->zhmn", q, kr) * sm_scale
    if causal:
        s = np.where(np.tril(np.ones((N, N), dtype=bool)), s, -np.inf)
    mx = s.max(axis=-1, keepdims=True)
    e = np.exp(s - mx)
    l = e.sum(axis=-1, keepdims=True)
    p = e / l
    drop = 1.0 if keep is None else keep / (1.0 - dropout_p)
    pd = p * drop
    o = pd @ vr
    lse2 = (mx[..., 0] + np.log(l[..., 0])) * LOG2E
    # L = sum(o * do): dL/dp = do v^T; softmax's Jacobian gives
    # dS = p * (dp - rowsum(p * dp)) and rowsum(p * dp) = rowsum(do * o).
    # With dropout dL/dp = (do v^T) * keep / (1 - p), and still
    # rowsum(p * dp) = rowsum(do * o).
    dp = (do @ vr.transpose(0, 1, 3, 2)) * drop
    delta = (do * o).sum(axis=-1)
    ds = p * (dp - delta[..., None])
    dq = ds @ kr * sm_scale
    dk = (ds.transpose(0, 1, 3, 2) @ q * sm_scale).reshape(Z, H_KV, group, N, D).sum(axis=2)
    dv = (pd.transpose(0, 1, 3, 2) @ do).reshape(Z, H_KV, group, N, D).sum(axis=2)
    dq_terms = np.abs(ds) @ np.abs(kr) * sm_scale
    dk_terms = (np.abs(ds).transpose(0, 1, 3, 2) @ np.abs(q) * sm_scale).reshape(
        Z, H_KV, group, N, D).sum(axis=2)
    return dict(o=o, lse2=lse2, delta=delta, dq=dq, dk=dk, dv=dv, dq_terms=dq_terms,
                dk_terms=dk_terms)


@pytest.mark.parametrize("dropout", [False, True])
def test_reference_gradients_by_finite_differences(rng, dropout):
    # The analytic reference against central differences of L = sum(O * dO),
    # causal GQA on a tiny problem, in float64 (with dropout: a fixed mask).
    Z, H, H_KV, N, D = 1, 4, 2, 5, 4
    keep = rng.random((Z, H, N, N)) > 0.3 if dropout else None
    q = rng.standard_normal((Z, H, N, D))
    k = rng.standard_normal((Z, H_KV, N, D))
    v = rng.standard_normal((Z, H_KV, N, D))
    do = rng.standard_normal((Z, H, N, D))
    sm_scale = 0.7
    ref = ref_attention_grads(q, k, v, do, sm_scale, True, keep, 0.3)
    dq, dk, dv = ref["dq"], ref["dk"], ref["dv"]

    def loss(q_, k_, v_):
        return (ref_attention_grads(q_, k_, v_, do, sm_scale, True, keep, 0.3)["o"] * do).sum()

    h = 1e-6
    for name, x, g in (("q", q, dq), ("k", k, dk), ("v", v, dv)):
        for _ in range(4):
            idx = tuple(int(rng.integers(0, n)) for n in x.shape)
            xp, xm = x.copy(), x.copy()
            xp[idx] += h
            xm[idx] -= h
            args_p = {"q": q, "k": k, "v": v}
            args_m = dict(args_p)
            args_p[name], args_m[name] = xp, xm
            fd = (loss(**{a + "_": b for a, b in args_p.items()})
                  - loss(**{a + "_": b for a, b in args_m.items()})) / (2 * h)
            assert abs(fd - g[idx]) <= 1e-6 * max(1.0, abs(fd)), (name, idx, fd, g[idx])


def elem_strides(a):
    return [s // a.itemsize for s in a.strides]


def make_tensor(rng, dt, Z, heads, N, D, layout):
    """A (Z, heads, N, D) tensor stored in `layout`: the buffer, its float64 values
    as (Z, heads, N, D), and the element strides of that logical view."""
    shape = (Z, heads, N, D) if layout == "bhsd" else (Z, N, heads, D)
    buf, v64 = quantize(rng.standard_normal(shape), dt)
    if layout == "bshd":
        return buf, v64.transpose(0, 2, 1, 3), elem_strides(buf.transpose(0, 2, 1, 3))
    return buf, v64, elem_strides(buf)


def i32s(n):
    return ",".join(["i32"] * n)


def poisoned_like(buf):
    return np.full_like(buf, np.nan if buf.dtype == np.float16 else 0x7FC0)


def run_dense(tensors, dt, Z, H, H_KV, N, D, causal, bm, bn, sm_scale, ref):
    """Forward (kernels/flash_attention.py) for O and M, then the three backward
    kernels; checks M and Delta, returns (dq, dk, dv) buffers. `tensors`:
    (buffer, strides) of q, k, v, do; O takes Q's layout."""
    (q, sq), (k, sk), (v, sv), (do, sdo) = tensors
    o = poisoned_like(q)
    so = sq
    fwd_bm, fwd_bn = 32, 16
    res = launch("flash_attention.py", "_attn_fwd",
                 f"*{dt},*{dt},*{dt},fp32,*fp32,*{dt}," + i32s(20),
                 [q, k, v, sm_scale, empty_poisoned((Z, H, N), "fp32"), o,
                  *sq, *sk, *sv, *so, Z, H, H_KV, N],
                 grid=(cdiv(N, fwd_bm), Z * H),
                 constexprs={"HEAD_DIM": D, "BLOCK_M": fwd_bm, "BLOCK_N": fwd_bn,
                             "IS_CAUSAL": causal})
    m, o = res[4], res[5]
    assert_close(m, ref["lse2"], 1e-4, "M")

    res = launch("flash_attention_bwd.py", "_attn_bwd_preprocess", f"*{dt},*{dt},*fp32," + i32s(10),
                 [o, do, empty_poisoned((Z, H, N), "fp32"), *so, *sdo, H, N],
                 grid=(cdiv(N, bm), Z * H), constexprs={"HEAD_DIM": D, "BLOCK_M": bm})
    delta = res[2]
    assert_close(delta, ref["delta"], TOL[dt], "Delta")

    ce = {"HEAD_DIM": D, "BLOCK_M": bm, "BLOCK_N": bn, "IS_CAUSAL": causal}
    strides = [*sq, *sk, *sv, *sdo, Z, H, H_KV, N]
    res = launch("flash_attention_bwd.py", "_attn_bwd_dkdv",
                 f"*{dt},*{dt},*{dt},fp32,*{dt},*fp32,*fp32,*{dt},*{dt}," + i32s(20),
                 [q, k, v, sm_scale, do, m, delta, poisoned_like(k), poisoned_like(v), *strides],
                 grid=(cdiv(N, bn), Z * H_KV), constexprs=ce)
    dk, dv = res[7], res[8]
    res = launch("flash_attention_bwd.py", "_attn_bwd_dq",
                 f"*{dt},*{dt},*{dt},fp32,*{dt},*fp32,*fp32,*{dt}," + i32s(20),
                 [q, k, v, sm_scale, do, m, delta, poisoned_like(q), *strides],
                 grid=(cdiv(N, bm), Z * H), constexprs=ce)
    return res[7], dk, dv


@pytest.mark.parametrize("Z,H,H_KV,N,D,causal,dt,bm,bn,layout", [
    (1, 2, 2, 128, 64, False, "fp16", 32, 64, "bhsd"),   # block-aligned MHA
    (2, 2, 2, 100, 64, True, "bf16", 32, 64, "bhsd"),    # causal, ragged N
    (1, 4, 2, 77, 64, True, "fp16", 64, 32, "bhsd"),     # GQA 2, BLOCK_M > BLOCK_N, ragged
    (1, 4, 1, 50, 128, False, "bf16", 32, 32, "bhsd"),   # MQA (GQA 4), head dim 128
    (1, 1, 1, 1, 64, True, "fp16", 16, 16, "bhsd"),      # N = 1, one head
    (1, 8, 2, 200, 128, True, "fp16", 64, 64, "bhsd"),   # GQA 4, head dim 128, causal
    (2, 4, 2, 150, 64, False, "fp16", 64, 32, "bshd"),   # (Z, N, H, D) layout, dO bhsd
])
def test_attention_backward(rng, Z, H, H_KV, N, D, causal, dt, bm, bn, layout):
    sm_scale = 1.0 / math.sqrt(D)
    q, q64, sq = make_tensor(rng, dt, Z, H, N, D, layout)
    k, k64, sk = make_tensor(rng, dt, Z, H_KV, N, D, layout)
    v, v64, sv = make_tensor(rng, dt, Z, H_KV, N, D, layout)
    # dO in the other layout, so its strides are not Q's.
    do, do64, sdo = make_tensor(rng, dt, Z, H, N, D, "bhsd" if layout == "bshd" else "bshd")
    ref = ref_attention_grads(q64, k64, v64, do64, sm_scale, causal)
    dq, dk, dv = run_dense([(q, sq), (k, sk), (v, sv), (do, sdo)], dt, Z, H, H_KV, N, D,
                           causal, bm, bn, sm_scale, ref)

    def logical(buf):
        x = as_float64(buf, dt)
        return x.transpose(0, 2, 1, 3) if layout == "bshd" else x

    assert_close(logical(dq), ref["dq"], TOL[dt], "dQ")
    assert_close(logical(dk), ref["dk"], TOL[dt], "dK")
    assert_close(logical(dv), ref["dv"], TOL[dt], "dV")


def test_attention_backward_scores_far_below_zero(rng):
    # Every score near -500 (LSE2 about -740): 2^(score - LSE) is fine for real
    # keys, but a padded key column (K = 0, score 0) would give 2^740 = inf and
    # inf * 0 = NaN in dQ unless it is masked. Ragged N, non-causal, so the last
    # key block has such columns. Q and K share a large common direction, so
    # dQ and dK cancel (sum of dS over a row is 0): compared on the terms' scale.
    Z, H, H_KV, N, D, dt = 1, 2, 1, 50, 64, "fp16"
    sm_scale = 1.0 / math.sqrt(D)
    q, q64 = quantize(8.0 + 0.1 * rng.standard_normal((Z, H, N, D)), dt)
    k, k64 = quantize(-8.0 + 0.1 * rng.standard_normal((Z, H_KV, N, D)), dt)
    v, v64 = quantize(rng.standard_normal((Z, H_KV, N, D)), dt)
    do, do64 = quantize(rng.standard_normal((Z, H, N, D)), dt)
    ref = ref_attention_grads(q64, k64, v64, do64, sm_scale, False)
    assert ref["lse2"].max() < -600
    dq, dk, dv = run_dense([(x, elem_strides(x)) for x in (q, k, v, do)], dt, Z, H, H_KV, N, D,
                           False, 32, 32, sm_scale, ref)
    assert_close(as_float64(dq, dt), ref["dq"], TOL[dt], "dQ", scale=ref["dq_terms"])
    assert_close(as_float64(dk, dt), ref["dk"], TOL[dt], "dK", scale=ref["dk_terms"])
    assert_close(as_float64(dv, dt), ref["dv"], TOL[dt], "dV")


@pytest.mark.parametrize("lens,H,H_KV,D,causal,dt,bm,bn", [
    ([37, 0, 1, 100], 4, 2, 64, True, "fp16", 32, 32),   # zero-length and one-token sequences
    ([64, 17, 0], 2, 1, 128, False, "bf16", 32, 64),     # MQA, head dim 128, non-causal
])
def test_attention_varlen(rng, lens, H, H_KV, D, causal, dt, bm, bn):
    sm_scale = 1.0 / math.sqrt(D)
    B = len(lens)
    cu = np.concatenate([[0], np.cumsum(lens)]).astype(np.int32)
    total, max_len = int(cu[-1]), max(lens)
    q, q64 = quantize(rng.standard_normal((total, H, D)), dt)
    k, k64 = quantize(rng.standard_normal((total, H_KV, D)), dt)
    v, v64 = quantize(rng.standard_normal((total, H_KV, D)), dt)
    do, do64 = quantize(rng.standard_normal((total, H, D)), dt)

    ref = {n: np.zeros_like(x) for n, x in (("o", q64), ("dq", q64), ("dk", k64), ("dv", v64))}
    lse_ref = np.zeros((H, total))
    delta_ref = np.zeros((H, total))
    for b in range(B):
        s, e = cu[b], cu[b + 1]
        if s == e:
            continue
        seq = [x[s:e].transpose(1, 0, 2)[None] for x in (q64, k64, v64, do64)]
        r = ref_attention_grads(*seq, sm_scale, causal)
        for n in ("o", "dq", "dk", "dv"):
            ref[n][s:e] = r[n][0].transpose(1, 0, 2)
        lse_ref[:, s:e] = r["lse2"][0]
        delta_ref[:, s:e] = r["delta"][0]

    st = elem_strides
    fwd_bm, fwd_bn = 32, 16
    res = launch("flash_attention_varlen.py", "_attn_fwd_varlen",
                 f"*{dt},*{dt},*{dt},fp32,*fp32,*{dt},*i32," + i32s(15),
                 [q, k, v, sm_scale, empty_poisoned((H, total), "fp32"),
                  empty_poisoned(q.shape, dt), cu, *st(q), *st(k), *st(v), *st(q), total, H, H_KV],
                 grid=(cdiv(max_len, fwd_bm), B * H),
                 constexprs={"HEAD_DIM": D, "BLOCK_M": fwd_bm, "BLOCK_N": fwd_bn,
                             "IS_CAUSAL": causal})
    m, o = res[4], res[5]
    assert_close(m, lse_ref, 1e-4, "M")
    assert_close(as_float64(o, dt), ref["o"], TOL[dt], "O")

    res = launch("flash_attention_bwd.py", "_attn_bwd_preprocess_varlen",
                 f"*{dt},*{dt},*fp32,*i32," + i32s(8),
                 [o, do, empty_poisoned((H, total), "fp32"), cu, *st(o), *st(do), total, H],
                 grid=(cdiv(max_len, bm), B * H), constexprs={"HEAD_DIM": D, "BLOCK_M": bm})
    delta = res[2]
    assert_close(delta, delta_ref, TOL[dt], "Delta")

    ce = {"HEAD_DIM": D, "BLOCK_M": bm, "BLOCK_N": bn, "IS_CAUSAL": causal}
    strides = [*st(q), *st(k), *st(v), *st(do), total, H, H_KV]
    res = launch("flash_attention_bwd.py", "_attn_bwd_dkdv_varlen",
                 f"*{dt},*{dt},*{dt},fp32,*{dt},*fp32,*fp32,*{dt},*{dt},*i32," + i32s(15),
                 [q, k, v, sm_scale, do, m, delta, empty_poisoned(k.shape, dt),
                  empty_poisoned(v.shape, dt), cu, *strides],
                 grid=(cdiv(max_len, bn), B * H_KV), constexprs=ce)
    dk, dv = res[7], res[8]
    res = launch("flash_attention_bwd.py", "_attn_bwd_dq_varlen",
                 f"*{dt},*{dt},*{dt},fp32,*{dt},*fp32,*fp32,*{dt},*i32," + i32s(15),
                 [q, k, v, sm_scale, do, m, delta, empty_poisoned(q.shape, dt), cu, *strides],
                 grid=(cdiv(max_len, bm), B * H), constexprs=ce)
    dq = res[7]
    assert_close(as_float64(dq, dt), ref["dq"], TOL[dt], "dQ")
    assert_close(as_float64(dk, dt), ref["dk"], TOL[dt], "dK")
    assert_close(as_float64(dv, dt), ref["dv"], TOL[dt], "dV")
