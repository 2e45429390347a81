"""Split-KV decoding attention (flash-decoding) for one query token per sequence.

Inputs: ``Q`` ``(B, H, HEAD_DIM)`` (the current token's queries), the K/V cache
``K``, ``V`` ``(B, H_KV, S_max, HEAD_DIM)`` (any strides), and ``Seq_lens``
``(B,)`` i32: sequence ``b`` attends to cache positions ``[0, Seq_lens[b])``
(``1 <= Seq_lens[b] <= S_max``; lengths differ per sequence, so they are read
at run time). Grouped-query attention: query head ``h`` reads K/V head
``h // (H // H_KV)``.

Two kernels:

``_decode_split_kernel`` (grid ``(B, H, num_splits)``)
    Program ``(b, h, s)`` takes split ``s`` of the sequence: positions
    ``[s*L, min((s+1)*L, seq_len))`` with ``L = cdiv(cdiv(seq_len, num_splits),
    BLOCK_N) * BLOCK_N`` (``num_splits = tl.num_programs(2)``), walks it in
    ``BLOCK_N`` blocks with the online-softmax recurrence (scores
    ``q . k * sm_scale * log2(e)``, ``tl.math.exp2``; the dot products are
    ``tl.sum`` reductions since there is one query row), and writes the
    normalized partial output ``O_partial[b, h, s, :]`` (fp32) and its
    log-sum-exp in **base 2**, ``Lse_partial[b, h, s] = log2(sum 2^score)``.
    A split that holds no position (short sequences) writes ``o = 0`` and
    ``lse = -inf``.

``_decode_combine_kernel`` (grid ``(B, H)``)
    Merges the splits: with ``w_s = 2^(lse_s - max_s lse_s)``,
    ``O[b, h] = sum_s w_s o_s / sum_s w_s`` (cast to ``Out``'s element type)
    and ``Lse[b, h] = max + log2(sum_s w_s)`` (fp32, base 2).

Runtime parameters: see the signatures; strides are in elements; ``sm_scale``
is fp32; ``H``, ``H_KV``, ``num_splits`` are i32.
Constexpr parameters: ``HEAD_DIM`` (power of two), ``BLOCK_N`` (power of two,
split kernel), ``BLOCK_S`` (power of two ``>= num_splits``, combine kernel).
"""

import triton
import triton.language as tl


@triton.jit
def _decode_split_kernel(Q, K, V, Seq_lens, sm_scale, O_partial, Lse_partial,
                         stride_qb, stride_qh, stride_qd,
                         stride_kb, stride_kh, stride_kn, stride_kd,
                         stride_vb, stride_vh, stride_vn, stride_vd,
                         stride_pb, stride_ph, stride_ps, stride_pd,
                         stride_lb, stride_lh, stride_ls,
                         H, H_KV,
                         HEAD_DIM: tl.constexpr, BLOCK_N: tl.constexpr):
    off_b = tl.program_id(0)
    off_h = tl.program_id(1)
    split = tl.program_id(2)
    num_splits = tl.num_programs(2)
    off_h_kv = off_h // (H // H_KV)

    seq_len = tl.load(Seq_lens + off_b)
    split_len = tl.cdiv(tl.cdiv(seq_len, num_splits), BLOCK_N) * BLOCK_N
    split_start = split * split_len
    split_end = tl.minimum(split_start + split_len, seq_len)

    offs_d = tl.arange(0, HEAD_DIM)
    offs_n = tl.arange(0, BLOCK_N)
    q = tl.load(Q + off_b * stride_qb + off_h * stride_qh + offs_d * stride_qd).to(tl.float32)
    qk_scale = sm_scale * 1.44269504  # 1/ln(2): work in base 2
    k_base = K + off_b.to(tl.int64) * stride_kb + off_h_kv.to(tl.int64) * stride_kh
    v_base = V + off_b.to(tl.int64) * stride_vb + off_h_kv.to(tl.int64) * stride_vh

    m_i = -float("inf")
    l_i = 0.0
    acc = tl.zeros([HEAD_DIM], dtype=tl.float32)
    for start_n in range(split_start, split_end, BLOCK_N):
        offs_kv = start_n + offs_n
        kv_valid = offs_kv < split_end
        k = tl.load(k_base + offs_kv[:, None] * stride_kn + offs_d[None, :] * stride_kd,
                    mask=kv_valid[:, None], other=0.0).to(tl.float32)
        qk = tl.sum(q[None, :] * k, axis=1) * qk_scale
        qk = tl.where(kv_valid, qk, -float("inf"))
        m_new = tl.maximum(m_i, tl.max(qk, axis=0))
        alpha = tl.math.exp2(m_i - m_new)
        p = tl.math.exp2(qk - m_new)
        v = tl.load(v_base + offs_kv[:, None] * stride_vn + offs_d[None, :] * stride_vd,
                    mask=kv_valid[:, None], other=0.0).to(tl.float32)
        acc = acc * alpha + tl.sum(p[:, None] * v, axis=0)
        l_i = l_i * alpha + tl.sum(p, axis=0)
        m_i = m_new

    # Empty split: l_i == 0, acc == 0 -> o = 0, lse = -inf.
    has_keys = l_i > 0.0
    o = acc / tl.where(has_keys, l_i, 1.0)
    lse = tl.where(has_keys, m_i + tl.math.log2(l_i), -float("inf"))
    tl.store(O_partial + off_b * stride_pb + off_h * stride_ph + split * stride_ps + offs_d * stride_pd, o)
    tl.store(Lse_partial + off_b * stride_lb + off_h * stride_lh + split * stride_ls, lse)


@triton.jit
def _decode_combine_kernel(O_partial, Lse_partial, Out, Lse,
                           stride_pb, stride_ph, stride_ps, stride_pd,
                           stride_lb, stride_lh, stride_ls,
                           stride_ob, stride_oh, stride_od,
                           H, num_splits,
                           HEAD_DIM: tl.constexpr, BLOCK_S: tl.constexpr):
    off_b = tl.program_id(0)
    off_h = tl.program_id(1)
    offs_s = tl.arange(0, BLOCK_S)
    offs_d = tl.arange(0, HEAD_DIM)
    s_valid = offs_s < num_splits

    lse = tl.load(Lse_partial + off_b * stride_lb + off_h * stride_lh + offs_s * stride_ls,
                  mask=s_valid, other=-float("inf"))
    lse_max = tl.max(lse, axis=0)
    w = tl.math.exp2(lse - lse_max)
    w_sum = tl.sum(w, axis=0)
    o = tl.load(O_partial + off_b * stride_pb + off_h * stride_ph
                + offs_s[:, None] * stride_ps + offs_d[None, :] * stride_pd,
                mask=s_valid[:, None], other=0.0)
    out = tl.sum(w[:, None] * o, axis=0) / w_sum
    tl.store(Out + off_b * stride_ob + off_h * stride_oh + offs_d * stride_od,
             out.to(Out.dtype.element_ty))
    tl.store(Lse + off_b * H + off_h, lse_max + tl.math.log2(w_sum))
