"""Attention dropout: kernels/flash_attention.py's _attn_fwd_dropout and
kernels/flash_attention_bwd.py's _attn_bwd_dkdv_dropout / _attn_bwd_dq_dropout.

The keep mask is recomputed here from an independent NumPy Philox (the keys
and counters the kernels document: seed + z * H + h and m * N + n, kept iff
the uniform float exceeds dropout_p), and O, M and the gradients are checked
against the float64 reference of test_attention_bwd.py with that mask; then
the forward and backward must agree on the mask (a gradient check would fail
if the backward dropped different elements than the forward).
"""

import math

import numpy as np
import pytest

from philox_ref import philox, uniform
from test_attention_bwd import i32s, make_tensor, poisoned_like, ref_attention_grads
from tilec_run import TOL, as_float64, assert_close, cdiv, empty_poisoned, launch


def keep_mask(seed, Z, H, N, dropout_p):
    """Head (z, h) draws with key seed + z * H + h, counters m * N + n (32-bit)."""
    counters = np.arange(N * N, dtype=np.uint32).reshape(N, N)
    keep = [uniform(philox(seed + zh, counters)[0]) > np.float32(dropout_p)
            for zh in range(Z * H)]
    return np.stack(keep).reshape(Z, H, N, N)


def run_dropout(tensors, dt, Z, H, H_KV, N, D, causal, bm, bn, sm_scale, dropout_p, seed):
    (q, sq), (k, sk), (v, sv), (do, sdo) = tensors
    fwd_bm, fwd_bn = 32, 16
    res = launch("flash_attention.py", "_attn_fwd_dropout",
                 f"*{dt},*{dt},*{dt},fp32,*fp32,*{dt}," + i32s(20) + ",fp32,i64",
                 [q, k, v, sm_scale, empty_poisoned((Z, H, N), "fp32"), poisoned_like(q),
                  *sq, *sk, *sv, *sq, Z, H, H_KV, N, dropout_p, seed],
                 grid=(cdiv(N, fwd_bm), Z * H),
                 constexprs={"HEAD_DIM": D, "BLOCK_M": fwd_bm, "BLOCK_N": fwd_bn,
                             "IS_CAUSAL": causal})
    m, o = res[4], res[5]
    res = launch("flash_attention_bwd.py", "_attn_bwd_preprocess", f"*{dt},*{dt},*fp32," + i32s(10),
                 [o, do, empty_poisoned((Z, H, N), "fp32"), *sq, *sdo, H, N],
                 grid=(cdiv(N, bm), Z * H), constexprs={"HEAD_DIM": D, "BLOCK_M": bm})
    delta = res[2]
    ce = {"HEAD_DIM": D, "BLOCK_M": bm, "BLOCK_N": bn, "IS_CAUSAL": causal}
    strides = [*sq, *sk, *sv, *sdo, Z, H, H_KV, N, dropout_p, seed]
    res = launch("flash_attention_bwd.py", "_attn_bwd_dkdv_dropout",
                 f"*{dt},*{dt},*{dt},fp32,*{dt},*fp32,*fp32,*{dt},*{dt}," + i32s(20) + ",fp32,i64",
                 [q, k, v, sm_scale, do, m, delta, poisoned_like(k), poisoned_like(v), *strides],
                 grid=(cdiv(N, bn), Z * H_KV), constexprs=ce)
    dk, dv = res[7], res[8]
    res = launch("flash_attention_bwd.py", "_attn_bwd_dq_dropout",
                 f"*{dt},*{dt},*{dt},fp32,*{dt},*fp32,*fp32,*{dt}," + i32s(20) + ",fp32,i64",
                 [q, k, v, sm_scale, do, m, delta, poisoned_like(q), *strides],
                 grid=(cdiv(N, bm), Z * H), constexprs=ce)
    return o, m, delta, res[7], dk, dv


@pytest.mark.parametrize("Z,H,H_KV,N,D,causal,dt,bm,bn,dropout_p,seed", [
    (1, 2, 2, 40, 64, False, "fp16", 32, 16, 0.25, 1234),     # ragged N
    (2, 2, 1, 33, 64, True, "bf16", 16, 32, 0.5, 2 ** 40 + 7),  # causal, GQA, 64-bit seed
    (1, 1, 1, 24, 128, True, "fp16", 32, 32, 0.1, 99),         # head dim 128
])
def test_attention_dropout(rng, Z, H, H_KV, N, D, causal, dt, bm, bn, dropout_p, seed):
    sm_scale = 1.0 / math.sqrt(D)
    q, q64, sq = make_tensor(rng, dt, Z, H, N, D, "bhsd")
    k, k64, sk = make_tensor(rng, dt, Z, H_KV, N, D, "bhsd")
    v, v64, sv = make_tensor(rng, dt, Z, H_KV, N, D, "bhsd")
    do, do64, sdo = make_tensor(rng, dt, Z, H, N, D, "bhsd")
    keep = keep_mask(seed, Z, H, N, dropout_p)
    visible = np.tril(np.ones((N, N), dtype=bool)) if causal else np.ones((N, N), dtype=bool)
    kept = keep[:, :, visible].mean()
    assert abs(kept - (1 - dropout_p)) < 0.1, kept   # the mask is not degenerate
    ref = ref_attention_grads(q64, k64, v64, do64, sm_scale, causal, keep, dropout_p)
    o, m, delta, dq, dk, dv = run_dropout([(q, sq), (k, sk), (v, sv), (do, sdo)], dt, Z, H, H_KV,
                                          N, D, causal, bm, bn, sm_scale, dropout_p, seed)
    assert_close(as_float64(o, dt), ref["o"], TOL[dt], "O")
    assert_close(m, ref["lse2"], 1e-4, "M (every score, dropped or not)")
    assert_close(delta, ref["delta"], TOL[dt], "Delta")
    assert_close(as_float64(dq, dt), ref["dq"], TOL[dt], "dQ", scale=ref["dq_terms"])
    assert_close(as_float64(dk, dt), ref["dk"], TOL[dt], "dK", scale=ref["dk_terms"])
    assert_close(as_float64(dv, dt), ref["dv"], TOL[dt], "dV")


def test_dropout_zero_is_plain_attention(rng):
    # dropout_p = 0 keeps everything: the same O and gradients as the plain kernels' reference.
    Z, H, N, D, dt = 1, 2, 20, 64, "fp16"
    sm_scale = 1.0 / math.sqrt(D)
    tensors, values = [], []
    for _ in range(4):
        buf, v64, st = make_tensor(rng, dt, Z, H, N, D, "bhsd")
        tensors.append((buf, st))
        values.append(v64)
    ref = ref_attention_grads(*values, sm_scale, False)
    o, m, delta, dq, dk, dv = run_dropout(tensors, dt, Z, H, H, N, D, False, 16, 16, sm_scale,
                                          0.0, 5)
    assert_close(as_float64(o, dt), ref["o"], TOL[dt], "O")
    assert_close(as_float64(dq, dt), ref["dq"], TOL[dt], "dQ", scale=ref["dq_terms"])
    assert_close(as_float64(dk, dt), ref["dk"], TOL[dt], "dK", scale=ref["dk_terms"])
    assert_close(as_float64(dv, dt), ref["dv"], TOL[dt], "dV")
