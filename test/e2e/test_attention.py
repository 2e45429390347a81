"""kernels/flash_attention.py and kernels/decode_attention.py."""

import math

import numpy as np
import pytest

from tilec_run import (TOL, as_float64, assert_close, cdiv, empty_poisoned, launch, next_pow2,
                       quantize)

LOG2E = 1.0 / math.log(2.0)


def ref_attention(q, k, v, sm_scale, causal):
    """q: (Z, H, N, D), k/v: (Z, H_KV, N, D) float64 -> (o, lse2) with lse2 in base 2."""
    Z, H, N, D = q.shape
    H_KV = k.shape[1]
    k = np.repeat(k, H // H_KV, axis=1)
    v = np.repeat(v, H // H_KV, axis=1)
    s = np.einsum("zhmd,zhnd->zhmn", q, k) * sm_scale
    if causal:
        s = np.where(np.tril(np.ones((N, N), dtype=bool)), s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    e = np.exp(s - m)
    l = e.sum(axis=-1, keepdims=True)
    o = np.einsum("zhmn,zhnd->zhmd", e / l, v)
    lse2 = (m[..., 0] + np.log(l[..., 0])) * LOG2E
    return o, lse2


def elem_strides(a):
    return [s // a.itemsize for s in a.strides]


@pytest.mark.parametrize("Z,H,H_KV,N,causal,dt,bm,bn,layout", [
    (1, 2, 2, 128, False, "fp16", 64, 32, "bhsd"),   # block-aligned, MHA
    (2, 2, 2, 100, False, "bf16", 64, 32, "bhsd"),   # ragged N, non-causal
    (1, 2, 2, 256, True, "fp16", 64, 64, "bhsd"),    # causal, aligned, BLOCK_M == BLOCK_N
    (2, 4, 1, 200, True, "fp16", 64, 32, "bhsd"),    # causal, ragged, MQA
    (1, 4, 2, 317, True, "bf16", 64, 32, "bhsd"),    # causal, ragged, GQA 2:1
    (1, 4, 2, 150, False, "fp16", 32, 32, "bshd"),   # GQA, non-causal, (Z, N, H, D) layout
    (1, 2, 1, 77, True, "fp32", 32, 16, "bshd"),     # fp32 (tf32 dot), tiny ragged
])
def test_flash_attention(rng, Z, H, H_KV, N, causal, dt, bm, bn, layout):
    D = 64
    sm_scale = 1.0 / math.sqrt(D)

    def make(heads):
        shape = (Z, heads, N, D) if layout == "bhsd" else (Z, N, heads, D)
        buf, v64 = quantize(rng.standard_normal(shape), dt)
        if layout == "bshd":
            # Logical (Z, heads, N, D) view and its strides into the (Z, N, heads, D) buffer.
            view = buf.transpose(0, 2, 1, 3)
            return buf, v64.transpose(0, 2, 1, 3), elem_strides(view)
        return buf, v64, elem_strides(buf)

    q, q64, sq = make(H)
    k, k64, sk = make(H_KV)
    v, v64, sv = make(H_KV)
    out_shape = (Z, H, N, D) if layout == "bhsd" else (Z, N, H, D)
    o = empty_poisoned(out_shape, dt)
    so = elem_strides(o.transpose(0, 2, 1, 3) if layout == "bshd" else o)
    m = empty_poisoned((Z, H, N), "fp32")

    sig = f"*{dt}:16,*{dt}:16,*{dt}:16,fp32,*fp32,*{dt}:16," + ",".join(["i32"] * 20)
    args = [q, k, v, sm_scale, m, o, *sq, *sk, *sv, *so, Z, H, H_KV, N]
    res = launch("flash_attention.py", "_attn_fwd", sig, args,
                 grid=(cdiv(N, bm), Z * H),
                 constexprs={"HEAD_DIM": D, "BLOCK_M": bm, "BLOCK_N": bn, "IS_CAUSAL": causal},
                 num_warps=4)
    o_ref, lse_ref = ref_attention(q64, k64, v64, sm_scale, causal)
    o_got = as_float64(res[5], dt)
    if layout == "bshd":
        o_got = o_got.transpose(0, 2, 1, 3)
    assert_close(o_got, o_ref, TOL["tf32"] if dt == "fp32" else TOL[dt], "O")
    assert_close(res[4], lse_ref, 2e-3 if dt == "fp32" else 1e-4, "M (base-2 LSE)")


def round_e4m3(x):
    """float64 -> the nearest e4m3fn value (ties to even; x in [0, 448])."""
    _, e = np.frexp(x)
    ulp = np.exp2(np.maximum(e - 4, -9).astype(np.float64))  # 3 mantissa bits, subnormals 2^-9
    return np.round(x / ulp) * ulp


def ref_attention_fp8(q, k, v, qk_scale2, v_scale, causal, bm, bn):
    """The fp8 forward's own recurrence in float64 (base 2, key blocks of `bn`
    in the kernel's order, P rounded to e4m3 before P @ V, row sums of the
    unrounded P): exact but for the kernel's fp32 arithmetic."""
    Z, H, N, D = q.shape
    o = np.zeros((Z, H, N, D))
    for m0 in range(0, N, bm):
        rows = np.arange(m0, min(m0 + bm, N))
        hi = min(m0 + bm, N) if causal else N
        m_i = np.full((Z, H, len(rows)), -np.inf)
        l_i = np.ones((Z, H, len(rows)))
        acc = np.zeros((Z, H, len(rows), D))
        for n0 in range(0, hi, bn):
            cols = np.arange(n0, min(n0 + bn, N))
            s = np.einsum("zhmd,zhnd->zhmn", q[:, :, rows], k[:, :, cols]) * qk_scale2
            if causal:
                s = np.where(rows[:, None] >= cols[None, :], s, -np.inf)
            m_ij = np.maximum(m_i, s.max(axis=-1))
            p = np.exp2(s - m_ij[..., None])
            alpha = np.exp2(m_i - m_ij)
            l_i = l_i * alpha + p.sum(axis=-1)
            acc = acc * alpha[..., None] + np.einsum("zhmn,zhnd->zhmd", round_e4m3(p),
                                                     v[:, :, cols])
            m_i = m_ij
        o[:, :, rows] = acc / l_i[..., None] * v_scale
    return o


@pytest.mark.parametrize("Z,H,N,D,causal,bm,bn", [
    (1, 2, 128, 64, False, 64, 64),    # aligned, one key block per 64 rows
    (1, 2, 256, 128, True, 128, 64),   # causal, head dim 128
    (2, 2, 100, 64, True, 64, 32),     # ragged N, causal
    (1, 2, 160, 64, False, 32, 128),   # BLOCK_N > BLOCK_M, ragged last key block
])
def test_flash_attention_fp8(rng, Z, H, N, D, causal, bm, bn):
    """`_attn_fwd_fp8`: e4m3 Q/K/V (per-tensor scales folded into sm_scale and
    v_scale), V stored with the sequence contiguous (stride_vn == 1), O in
    fp16, against the kernel's recurrence in float64 with P rounded to e4m3."""
    from test_dot_dtypes import decode_e4m3fn, random_fp8
    q, q64 = random_fp8(rng, (Z, H, N, D), decode_e4m3fn, 4.0)
    k, k64 = random_fp8(rng, (Z, H, N, D), decode_e4m3fn, 4.0)
    vt, vt64 = random_fp8(rng, (Z, H, D, N), decode_e4m3fn, 4.0)   # V^T contiguous
    v64 = vt64.transpose(0, 1, 3, 2)
    sv = [s // vt.itemsize for s in vt.transpose(0, 1, 3, 2).strides]
    q_s, k_s, v_s = 0.5, 0.375, 1.5
    sm_scale = 1.0 / math.sqrt(D) * q_s * k_s
    o = empty_poisoned((Z, H, N, D), "fp16")
    m = empty_poisoned((Z, H, N), "fp32")
    stride16 = "i32:16" if N % 16 == 0 else "i32"
    sig = ("*fp8e4nv:16,*fp8e4nv:16,*fp8e4nv:16,fp32,fp32,*fp32,*fp16:16,"
           + ",".join(["i32:16", "i32:16", "i32:16", "i32:1"] * 2)
           + f",{stride16},{stride16},i32:1,{stride16},"
           + ",".join(["i32:16", "i32:16", "i32:16", "i32:1"]) + ",i32,i32,i32,i32")
    args = [q, k, vt, sm_scale, v_s, m, o, *elem_strides(q), *elem_strides(k), *sv,
            *elem_strides(o), Z, H, H, N]
    res = launch("flash_attention.py", "_attn_fwd_fp8", sig, args,
                 grid=(cdiv(N, bm), Z * H),
                 constexprs={"HEAD_DIM": D, "BLOCK_M": bm, "BLOCK_N": bn, "IS_CAUSAL": causal},
                 num_warps=4)
    o_ref = ref_attention_fp8(q64, k64, v64 * v_s, sm_scale * LOG2E, 1.0, causal, bm, bn)
    assert_close(as_float64(res[6], "fp16"), o_ref, 2e-3, "O")
    _, lse_ref = ref_attention(q64, k64, v64, sm_scale, causal)
    assert_close(res[5], lse_ref, 1e-4, "M (base-2 LSE)")


@pytest.mark.parametrize("B,H,H_KV,seq_lens,num_splits,dt", [
    (3, 4, 2, [300, 77, 5], 4, "fp16"),     # GQA; short sequences leave splits empty
    (2, 2, 2, [513, 1000], 3, "bf16"),      # num_splits not a power of two
    (1, 4, 1, [257], 8, "fp32"),            # MQA, many splits
    (2, 2, 2, [64, 1], 1, "fp16"),          # single split, one-token sequence
])
def test_decode_attention(rng, B, H, H_KV, seq_lens, num_splits, dt):
    D, BLOCK_N = 64, 32
    S_max = max(seq_lens) + 3
    sm_scale = 1.0 / math.sqrt(D)
    q, q64 = quantize(rng.standard_normal((B, H, D)), dt)
    k, k64 = quantize(rng.standard_normal((B, H_KV, S_max, D)), dt)
    v, v64 = quantize(rng.standard_normal((B, H_KV, S_max, D)), dt)
    lens = np.array(seq_lens, dtype=np.int32)
    o_part = empty_poisoned((B, H, num_splits, D), "fp32")
    lse_part = empty_poisoned((B, H, num_splits), "fp32")

    sig1 = (f"*{dt}:16,*{dt}:16,*{dt}:16,*i32,fp32,*fp32:16,*fp32,"
            + ",".join(["i32"] * 20))
    args1 = [q, k, v, lens, sm_scale, o_part, lse_part,
             *elem_strides(q), *elem_strides(k), *elem_strides(v),
             *elem_strides(o_part), *elem_strides(lse_part), H, H_KV]
    res1 = launch("decode_attention.py", "_decode_split_kernel", sig1, args1,
                  grid=(B, H, num_splits), constexprs={"HEAD_DIM": D, "BLOCK_N": BLOCK_N})
    o_part, lse_part = res1[5], res1[6]
    assert not np.isnan(o_part).any(), "O_partial has unwritten (NaN) entries"
    assert not np.isnan(lse_part).any(), "Lse_partial has unwritten (NaN) entries"

    out = empty_poisoned((B, H, D), dt)
    lse = empty_poisoned((B, H), "fp32")
    sig2 = f"*fp32:16,*fp32,*{dt}:16,*fp32," + ",".join(["i32"] * 12)
    args2 = [o_part, lse_part, out, lse, *elem_strides(o_part), *elem_strides(lse_part),
             *elem_strides(out), H, num_splits]
    res2 = launch("decode_attention.py", "_decode_combine_kernel", sig2, args2, grid=(B, H),
                  constexprs={"HEAD_DIM": D, "BLOCK_S": next_pow2(num_splits)})

    o_ref = np.zeros((B, H, D))
    lse_ref = np.zeros((B, H))
    group = H // H_KV
    for b in range(B):
        L = seq_lens[b]
        for h in range(H):
            s = k64[b, h // group, :L] @ q64[b, h] * sm_scale
            mx = s.max()
            e = np.exp(s - mx)
            o_ref[b, h] = e @ v64[b, h // group, :L] / e.sum()
            lse_ref[b, h] = (mx + np.log(e.sum())) * LOG2E
            # Splits past the end of a short sequence are empty: o = 0, lse = -inf.
            split_len = cdiv(cdiv(L, num_splits), BLOCK_N) * BLOCK_N
            for sp in range(num_splits):
                if sp * split_len >= L:
                    assert lse_part[b, h, sp] == -np.inf, (b, h, sp, lse_part[b, h, sp])
                    assert not o_part[b, h, sp].any(), (b, h, sp)
    assert_close(as_float64(res2[2], dt), o_ref, TOL["fp32"] * 10 if dt == "fp32" else TOL[dt], "O")
    assert_close(res2[3], lse_ref, 1e-5, "Lse (base 2)")
