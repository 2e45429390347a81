"""FlashAttention-2 forward over packed variable-length sequences (``cu_seqlens``).

The kernel of kernels/flash_attention.py, for a batch of sequences of
different lengths packed along the token axis with no padding: sequence ``b``
is the rows ``[cu_seqlens[b], cu_seqlens[b+1])`` of ``Q``, ``K``, ``V`` and
``Out``, which are ``(total, heads, HEAD_DIM)`` with strides per token, head
and dim (``Q``/``Out`` ``H`` heads, ``K``/``V`` ``H_KV``; grouped-query as in
the dense kernel). Self-attention: queries and keys share ``cu_seqlens``
(i32, ``B + 1`` entries, non-decreasing; zero-length sequences allowed) and,
when ``IS_CAUSAL``, the diagonal (key ``n`` visible to query ``m`` iff
``n <= m`` within the sequence).

Grid: ``(cdiv(max_seqlen, BLOCK_M), B * H)``; program ``(start_m, b*H + h)``
owns query rows ``[start_m*BLOCK_M, +BLOCK_M)`` of sequence ``b``, head
``h``, and does nothing when they start past the sequence's end.

``M`` output: ``(H, total)`` fp32, ``stride_mh`` elements between heads
(``total`` for a contiguous buffer), the base-2 log-sum-exp of each query
row's scaled scores, as the dense kernel writes it:
kernels/flash_attention_bwd.py's ``*_varlen`` kernels read it.

Constexpr parameters: ``HEAD_DIM``, ``BLOCK_M``, ``BLOCK_N`` (powers of two,
at least 16), ``IS_CAUSAL``; causal needs ``BLOCK_M % BLOCK_N == 0``.
"""

import triton
import triton.language as tl


@triton.jit
def _varlen_fwd_inner(acc, l_i, m_i, q,
                      K_base, V_base, stride_kn, stride_kk, stride_vn, stride_vk,
                      start_m, qk_scale, seq_len,
                      offs_m, offs_n, offs_d,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, STAGE: tl.constexpr):
    # STAGE 1: causal, blocks left of the diagonal (no mask). 2: causal,
    # blocks on the diagonal (masked). 3: non-causal, all blocks.
    if STAGE == 1:
        lo, hi = 0, start_m * BLOCK_M
    elif STAGE == 2:
        lo, hi = start_m * BLOCK_M, tl.minimum((start_m + 1) * BLOCK_M, seq_len)
        lo = tl.multiple_of(lo, BLOCK_M)
    else:
        lo, hi = 0, seq_len
    for start_n in tl.range(lo, hi, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        offs_kv = start_n + offs_n
        kv_valid = offs_kv < seq_len
        k = tl.load(K_base + offs_kv[None, :] * stride_kn + offs_d[:, None] * stride_kk,
                    mask=kv_valid[None, :], other=0.0)
        qk = tl.dot(q, k)
        if STAGE == 2:
            visible = (offs_m[:, None] >= offs_kv[None, :]) & kv_valid[None, :]
            qk = qk * qk_scale + tl.where(visible, 0.0, -1.0e6)
        elif STAGE == 3:
            qk = qk * qk_scale + tl.where(kv_valid[None, :], 0.0, -1.0e6)
        else:
            qk = qk * qk_scale
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(V_base + offs_kv[:, None] * stride_vn + offs_d[None, :] * stride_vk,
                    mask=kv_valid[:, None], other=0.0)
        acc = tl.dot(p.to(v.dtype), v, acc * alpha[:, None])
        m_i = m_ij
    return acc, l_i, m_i


@triton.jit
def _attn_fwd_varlen(Q, K, V, sm_scale, M, Out, cu_seqlens,
                     stride_qm, stride_qh, stride_qk,
                     stride_kn, stride_kh, stride_kk,
                     stride_vn, stride_vh, stride_vk,
                     stride_om, stride_oh, stride_ok,
                     stride_mh, H, H_KV,
                     HEAD_DIM: tl.constexpr,
                     BLOCK_M: tl.constexpr,
                     BLOCK_N: tl.constexpr,
                     IS_CAUSAL: tl.constexpr):
    start_m = tl.program_id(0)
    off_b = tl.program_id(1) // H
    off_h = (tl.program_id(1) % H).to(tl.int64)
    off_hk = off_h // (H // H_KV)
    seq_start = tl.load(cu_seqlens + off_b)
    seq_len = tl.load(cu_seqlens + off_b + 1) - seq_start
    if start_m * BLOCK_M < seq_len:
        tok = seq_start.to(tl.int64)
        q_base = Q + tok * stride_qm + off_h * stride_qh
        k_base = K + tok * stride_kn + off_hk * stride_kh
        v_base = V + tok * stride_vn + off_hk * stride_vh
        offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_n = tl.arange(0, BLOCK_N)
        offs_d = tl.arange(0, HEAD_DIM)
        q_valid = offs_m < seq_len
        m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
        l_i = tl.zeros([BLOCK_M], dtype=tl.float32) + 1.0
        acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
        qk_scale = sm_scale * 1.44269504
        q = tl.load(q_base + offs_m[:, None] * stride_qm + offs_d[None, :] * stride_qk,
                    mask=q_valid[:, None], other=0.0)
        if IS_CAUSAL:
            tl.static_assert(BLOCK_M % BLOCK_N == 0)
            acc, l_i, m_i = _varlen_fwd_inner(acc, l_i, m_i, q, k_base, v_base,
                                              stride_kn, stride_kk, stride_vn, stride_vk,
                                              start_m, qk_scale, seq_len, offs_m, offs_n, offs_d,
                                              BLOCK_M, BLOCK_N, 1)
            acc, l_i, m_i = _varlen_fwd_inner(acc, l_i, m_i, q, k_base, v_base,
                                              stride_kn, stride_kk, stride_vn, stride_vk,
                                              start_m, qk_scale, seq_len, offs_m, offs_n, offs_d,
                                              BLOCK_M, BLOCK_N, 2)
        else:
            acc, l_i, m_i = _varlen_fwd_inner(acc, l_i, m_i, q, k_base, v_base,
                                              stride_kn, stride_kk, stride_vn, stride_vk,
                                              start_m, qk_scale, seq_len, offs_m, offs_n, offs_d,
                                              BLOCK_M, BLOCK_N, 3)
        m_i += tl.math.log2(l_i)
        acc = acc / l_i[:, None]
        tl.store(M + off_h * stride_mh + tok + offs_m, m_i, mask=q_valid)
        o_base = Out + tok * stride_om + off_h * stride_oh
        tl.store(o_base + offs_m[:, None] * stride_om + offs_d[None, :] * stride_ok,
                 acc.to(Out.dtype.element_ty), mask=q_valid[:, None])
