"""FlashAttention-2 forward: ``O = softmax(sm_scale * Q @ K^T [+ causal mask]) @ V``.

Shapes (any element strides): ``Q``, ``O``: ``(Z, H, N_CTX, HEAD_DIM)``;
``K``, ``V``: ``(Z, H_KV, N_CTX, HEAD_DIM)``; ``M``: ``(Z, H, N_CTX)`` fp32,
contiguous. Grouped-query attention: ``H`` must be a multiple of ``H_KV``
and query head ``h`` reads K/V head ``h // (H // H_KV)`` (``H_KV == H`` is
plain multi-head attention, ``H_KV == 1`` multi-query attention).

Grid: ``(cdiv(N_CTX, BLOCK_M), Z * H)``. Program ``(start_m, z*H + h)`` owns
query rows ``[start_m*BLOCK_M, start_m*BLOCK_M + BLOCK_M)`` of head ``(z, h)``
and streams K/V in ``BLOCK_N`` blocks with the online-softmax recurrence in
base 2: scores are scaled by ``qk_scale = sm_scale * log2(e)`` and
exponentiated with ``tl.math.exp2``; the running max ``m_i``, running sum
``l_i`` and the fp32 accumulator are rescaled by ``exp2(m_old - m_new)``.
``N_CTX`` is a runtime value: query rows past it are loaded as zeros and not
stored, key columns past it get a ``-1e6`` score (probability 0 after exp2).

Causal (``IS_CAUSAL``): key ``n`` is visible to query ``m`` iff ``n <= m``.
As in Triton's tutorial the key range is split in two stages: the off-band
blocks ``[0, start_m*BLOCK_M)`` are entirely visible and run without a mask;
the on-band blocks ``[start_m*BLOCK_M, (start_m+1)*BLOCK_M)`` apply the
causal mask; blocks above the diagonal are never visited. This needs
``BLOCK_M % BLOCK_N == 0`` (checked with ``tl.static_assert``).

Inputs fp16, bf16 (or fp32); both ``tl.dot``s accumulate in fp32 (the
probabilities are cast to V's type for the second one) and ``O`` is stored in
its own element type.

``M`` output: the log-sum-exp of each row's *scaled* scores, in **base 2**:
``M[z, h, m] = log2(sum_n 2^(qk_scale * q_m . k_n))``, i.e. the natural-base
``logsumexp(sm_scale * q_m . k_n)`` times ``log2(e)``. The backward pass
recomputes ``P = exp2(qk_scale * S - M)``.

Runtime parameters: ``Q``, ``K``, ``V`` (pointers), ``sm_scale`` (fp32),
``M`` (*fp32), ``Out`` (pointer), the 16 strides (elements),
``Z``, ``H``, ``H_KV``, ``N_CTX`` (i32).
Constexpr parameters: ``HEAD_DIM``, ``BLOCK_M``, ``BLOCK_N`` (powers of two,
at least 16), ``IS_CAUSAL`` (bool).

``_attn_fwd_dropout``: the same with attention dropout (training), two more
runtime parameters after ``N_CTX``: ``dropout_p`` (fp32, in [0, 1)) and
``seed`` (i64). Probability ``P[m, n]`` of head ``(z, h)`` is kept iff
``tl.rand(seed + z * H + h, m * N_CTX + n) > dropout_p`` (Philox4x32 with a
64-bit key: one key per head, 32-bit counters, so ``N_CTX`` <= 65536; two
seeds closer than ``Z * H`` share masks across heads, so draw seeds at
random) and kept ones are scaled by ``1 / (1 - dropout_p)``:
``O = (P * keep / (1 - p)) @ V``; ``M`` is the log-sum-exp of every score, as
without dropout. The backward (``flash_attention_bwd.py``'s ``*_dropout``
kernels) recomputes the same mask.
"""

import triton
import triton.language as tl


@triton.jit
def _attn_fwd_inner(acc, l_i, m_i, q,
                    K_base, V_base, stride_kn, stride_kk, stride_vn, stride_vk,
                    start_m, qk_scale, N_CTX,
                    offs_m, offs_n, offs_d, dropout_p, seed, rng_base,
                    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, STAGE: tl.constexpr,
                    DROPOUT: tl.constexpr):
    # STAGE 1: causal, off-band (fully visible) blocks left of the diagonal.
    # STAGE 2: causal, on-band blocks straddling the diagonal (masked).
    # STAGE 3: non-causal, every key block.
    if STAGE == 1:
        lo, hi = 0, start_m * BLOCK_M
    elif STAGE == 2:
        lo, hi = start_m * BLOCK_M, tl.minimum((start_m + 1) * BLOCK_M, N_CTX)
        lo = tl.multiple_of(lo, BLOCK_M)
    else:
        lo, hi = 0, N_CTX
    for start_n in tl.range(lo, hi, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        offs_kv = start_n + offs_n
        kv_valid = offs_kv < N_CTX
        # K^T block: (HEAD_DIM, BLOCK_N).
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
        qk -= m_ij[:, None]
        p = tl.math.exp2(qk)
        l_ij = tl.sum(p, 1)
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + l_ij
        acc = acc * alpha[:, None]
        # V block: (BLOCK_N, HEAD_DIM).
        v = tl.load(V_base + offs_kv[:, None] * stride_vn + offs_d[None, :] * stride_vk,
                    mask=kv_valid[:, None], other=0.0)
        if DROPOUT:
            # The row sum l_i keeps every probability; P @ V only the kept
            # ones, scaled by 1 / (1 - p).
            keep = tl.rand(seed + rng_base, offs_m[:, None] * N_CTX + offs_kv[None, :]) > dropout_p
            p = tl.where(keep, p * (1.0 / (1.0 - dropout_p)), 0.0)
        p = p.to(v.dtype)
        acc = tl.dot(p, v, acc)
        m_i = m_ij
    return acc, l_i, m_i


@triton.jit
def _attn_fwd_program(Q, K, V, sm_scale, M, Out,
                      stride_qz, stride_qh, stride_qm, stride_qk,
                      stride_kz, stride_kh, stride_kn, stride_kk,
                      stride_vz, stride_vh, stride_vn, stride_vk,
                      stride_oz, stride_oh, stride_om, stride_on,
                      Z, H, H_KV, N_CTX, dropout_p, seed, out_scale,
                      HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                      IS_CAUSAL: tl.constexpr, DROPOUT: tl.constexpr,
                      SCALE_OUT: tl.constexpr):
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    off_z = off_hz // H
    off_h = off_hz % H
    off_h_kv = off_h // (H // H_KV)

    q_base = Q + off_z.to(tl.int64) * stride_qz + off_h.to(tl.int64) * stride_qh
    k_base = K + off_z.to(tl.int64) * stride_kz + off_h_kv.to(tl.int64) * stride_kh
    v_base = V + off_z.to(tl.int64) * stride_vz + off_h_kv.to(tl.int64) * stride_vh
    o_base = Out + off_z.to(tl.int64) * stride_oz + off_h.to(tl.int64) * stride_oh

    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    q_valid = offs_m < N_CTX

    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32) + 1.0
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504  # 1/ln(2): work in base 2
    # Dropout's Philox key and counter of (z, h, m, n): seed + z * H + h and
    # m * N_CTX + n (32-bit).
    rng_base = off_hz.to(tl.int64)

    q = tl.load(q_base + offs_m[:, None] * stride_qm + offs_d[None, :] * stride_qk,
                mask=q_valid[:, None], other=0.0)

    if IS_CAUSAL:
        tl.static_assert(BLOCK_M % BLOCK_N == 0)
        acc, l_i, m_i = _attn_fwd_inner(acc, l_i, m_i, q,
                                        k_base, v_base, stride_kn, stride_kk, stride_vn, stride_vk,
                                        start_m, qk_scale, N_CTX,
                                        offs_m, offs_n, offs_d, dropout_p, seed, rng_base,
                                        BLOCK_M, BLOCK_N, 1, DROPOUT)
        acc, l_i, m_i = _attn_fwd_inner(acc, l_i, m_i, q,
                                        k_base, v_base, stride_kn, stride_kk, stride_vn, stride_vk,
                                        start_m, qk_scale, N_CTX,
                                        offs_m, offs_n, offs_d, dropout_p, seed, rng_base,
                                        BLOCK_M, BLOCK_N, 2, DROPOUT)
    else:
        acc, l_i, m_i = _attn_fwd_inner(acc, l_i, m_i, q,
                                        k_base, v_base, stride_kn, stride_kk, stride_vn, stride_vk,
                                        start_m, qk_scale, N_CTX,
                                        offs_m, offs_n, offs_d, dropout_p, seed, rng_base,
                                        BLOCK_M, BLOCK_N, 3, DROPOUT)

    m_i += tl.math.log2(l_i)
    acc = acc / l_i[:, None]
    if SCALE_OUT:
        acc = acc * out_scale
    tl.store(M + off_hz * N_CTX + offs_m, m_i, mask=q_valid)
    o_ptrs = o_base + offs_m[:, None] * stride_om + offs_d[None, :] * stride_on
    tl.store(o_ptrs, acc.to(Out.dtype.element_ty), mask=q_valid[:, None])


@triton.jit
def _attn_fwd(Q, K, V, sm_scale, M, Out,
              stride_qz, stride_qh, stride_qm, stride_qk,
              stride_kz, stride_kh, stride_kn, stride_kk,
              stride_vz, stride_vh, stride_vn, stride_vk,
              stride_oz, stride_oh, stride_om, stride_on,
              Z, H, H_KV, N_CTX,
              HEAD_DIM: tl.constexpr,
              BLOCK_M: tl.constexpr,
              BLOCK_N: tl.constexpr,
              IS_CAUSAL: tl.constexpr):
    _attn_fwd_program(Q, K, V, sm_scale, M, Out,
                      stride_qz, stride_qh, stride_qm, stride_qk,
                      stride_kz, stride_kh, stride_kn, stride_kk,
                      stride_vz, stride_vh, stride_vn, stride_vk,
                      stride_oz, stride_oh, stride_om, stride_on,
                      Z, H, H_KV, N_CTX, 0.0, 0, 1.0,
                      HEAD_DIM, BLOCK_M, BLOCK_N, IS_CAUSAL, False, False)


@triton.jit
def _attn_fwd_dropout(Q, K, V, sm_scale, M, Out,
                      stride_qz, stride_qh, stride_qm, stride_qk,
                      stride_kz, stride_kh, stride_kn, stride_kk,
                      stride_vz, stride_vh, stride_vn, stride_vk,
                      stride_oz, stride_oh, stride_om, stride_on,
                      Z, H, H_KV, N_CTX, dropout_p, seed,
                      HEAD_DIM: tl.constexpr,
                      BLOCK_M: tl.constexpr,
                      BLOCK_N: tl.constexpr,
                      IS_CAUSAL: tl.constexpr):
    _attn_fwd_program(Q, K, V, sm_scale, M, Out,
                      stride_qz, stride_qh, stride_qm, stride_qk,
                      stride_kz, stride_kh, stride_kn, stride_kk,
                      stride_vz, stride_vh, stride_vn, stride_vk,
                      stride_oz, stride_oh, stride_om, stride_on,
                      Z, H, H_KV, N_CTX, dropout_p, seed, 1.0,
                      HEAD_DIM, BLOCK_M, BLOCK_N, IS_CAUSAL, True, False)


@triton.jit
def _attn_fwd_fp8(Q, K, V, sm_scale, v_scale, M, Out,
                  stride_qz, stride_qh, stride_qm, stride_qk,
                  stride_kz, stride_kh, stride_kn, stride_kk,
                  stride_vz, stride_vh, stride_vn, stride_vk,
                  stride_oz, stride_oh, stride_om, stride_on,
                  Z, H, H_KV, N_CTX,
                  HEAD_DIM: tl.constexpr,
                  BLOCK_M: tl.constexpr,
                  BLOCK_N: tl.constexpr,
                  IS_CAUSAL: tl.constexpr):
    """FP8 attention: Q, K, V in e4m3 (``tl.float8e4nv``) holding the real
    values divided by per-tensor scales q_s, k_s, v_s. Pass ``sm_scale`` =
    softmax scale * q_s * k_s (the scores' scale) and ``v_scale`` = v_s; O
    (fp16/bf16/fp32) is ``softmax(scores) @ (V * v_s)``. Both dots take fp8
    operands into fp32 (P is rounded to e4m3 for the second, as
    ``p.to(v.dtype)`` says); ``M`` is the base-2 log-sum-exp as in
    ``_attn_fwd``. On NVIDIA wgmma reads fp8 operands K-major only, so V
    should be stored with its sequence dimension contiguous
    (``stride_vn == 1``, V^T contiguous), as Triton's tutorial does."""
    _attn_fwd_program(Q, K, V, sm_scale, M, Out,
                      stride_qz, stride_qh, stride_qm, stride_qk,
                      stride_kz, stride_kh, stride_kn, stride_kk,
                      stride_vz, stride_vh, stride_vn, stride_vk,
                      stride_oz, stride_oh, stride_om, stride_on,
                      Z, H, H_KV, N_CTX, 0.0, 0, v_scale,
                      HEAD_DIM, BLOCK_M, BLOCK_N, IS_CAUSAL, False, True)
