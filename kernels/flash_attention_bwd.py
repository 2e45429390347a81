"""FlashAttention-2 backward: ``dQ``, ``dK``, ``dV`` of
``O = softmax(sm_scale * Q @ K^T [+ causal mask]) @ V`` given ``dO``.

The forward (kernels/flash_attention.py, or kernels/flash_attention_varlen.py
for packed sequences) saves ``M``, each query row's log-sum-exp of the scaled
scores in **base 2**: ``M[m] = log2(sum_n 2^(qk_scale * q_m . k_n))`` with
``qk_scale = sm_scale * log2(e)``. The backward recomputes the probabilities
block by block, never the whole ``N x N`` matrix:

    P    = 2^(qk_scale * Q K^T - M)            (exactly softmax(sm_scale Q K^T))
    dV   = P^T dO
    dP   = dO V^T
    dS   = P * (dP - Delta),  Delta = rowsum(dO * O)
    dQ   = sm_scale * dS K
    dK   = sm_scale * dS^T Q

Three kernels, launched in order:

``_attn_bwd_preprocess`` (grid ``(cdiv(N_CTX, BLOCK_M), Z * H)``)
    ``Delta[z, h, m] = sum_d dO[z, h, m, d] * O[z, h, m, d]`` in fp32.

``_attn_bwd_dkdv`` (grid ``(cdiv(N_CTX, BLOCK_N), Z * H_KV)``)
    Program ``(start_n, z*H_KV + hk)`` keeps the key/value rows
    ``[start_n*BLOCK_N, +BLOCK_N)`` of K/V head ``(z, hk)`` and their fp32
    ``dK``/``dV`` accumulators in registers, and loops over the query heads
    of its group (``h = hk * (H // H_KV) + g``; one head for MHA, all of them
    for MQA) and, for each, over ``BLOCK_M`` query blocks. The group's
    contributions add up in the accumulators: no atomics. Causal: query
    blocks entirely above the diagonal (every ``m < n``) are skipped; the
    blocks that straddle it apply the mask ``n <= m``; the rest run unmasked.

``_attn_bwd_dq`` (grid ``(cdiv(N_CTX, BLOCK_M), Z * H)``)
    Program ``(start_m, z*H + h)`` keeps its ``BLOCK_M`` query rows, their
    ``dO``, ``M`` and ``Delta`` and an fp32 ``dQ`` accumulator, and loops over
    ``BLOCK_N`` key blocks: causal, the blocks left of the diagonal unmasked,
    the ones straddling it masked, none above it; non-causal, all of them
    with key columns past ``N_CTX`` masked.

Shapes (any element strides): ``Q``, ``DO``, ``DQ``: ``(Z, H, N_CTX,
HEAD_DIM)``; ``K``, ``V``, ``DK``, ``DV``: ``(Z, H_KV, N_CTX, HEAD_DIM)``;
``O``: like ``Q``. ``DQ`` has ``Q``'s strides, ``DK`` ``K``'s, ``DV`` ``V``'s.
``M`` and ``Delta``: ``(Z, H, N_CTX)`` fp32, contiguous (the forward's
layout). ``N_CTX`` is a runtime value: rows past it are loaded as zeros (so
their ``dO`` and ``Delta`` are 0 and they add nothing) and not stored.

Packed variable-length batches (``*_varlen`` kernels): sequence ``b`` is the
rows ``[cu_seqlens[b], cu_seqlens[b+1])`` of ``Q``, ``K``, ``V``, ``O``,
``DO`` and the gradients, which are ``(total, heads, HEAD_DIM)`` (strides per
token, head and dim); self-attention, so queries and keys share
``cu_seqlens`` (i32, ``B + 1`` entries) and the causal diagonal. ``M`` and
``Delta`` are ``(H, total)`` fp32, ``stride_mh`` apart per head (the varlen
forward's layout). Grids take the longest sequence, ``max_seqlen``, in place
of ``N_CTX`` and ``B`` in place of ``Z``; programs past their sequence's end
do nothing. Zero-length sequences are allowed.

Attention dropout (``_attn_bwd_dkdv_dropout``, ``_attn_bwd_dq_dropout``, after
``flash_attention.py``'s ``_attn_fwd_dropout``; dense tensors only): ``dropout_p``
and ``seed`` after ``N_CTX``; the forward's keep mask ``Z`` is recomputed from
the same Philox keys and counters (``seed + z * H + h``, ``m * N_CTX + n``) and ``dV = (P * Z / (1 - p))^T dO``, ``dS = P * (dP *
Z / (1 - p) - Delta)`` with ``dP = dO V^T`` and ``Delta = rowsum(dO * O)`` (O
the dropped-out output), as FlashAttention-2 does.

Inputs fp16 or bf16 (fp32 works too: its dots are tf32 like the forward's);
every ``tl.dot`` accumulates in fp32, ``P`` and ``dS`` are cast to the
inputs' type before the dots that consume them (as the forward casts ``P``),
gradients are stored in their pointers' element types.

Constexpr parameters: ``HEAD_DIM`` (power of two, at least 16), ``BLOCK_M``,
``BLOCK_N`` (powers of two, at least 16), ``IS_CAUSAL`` (bool). No
divisibility between ``BLOCK_M`` and ``BLOCK_N`` is needed.
"""

import triton
import triton.language as tl

LOG2E = tl.constexpr(1.4426950408889634)


@triton.jit
def _bwd_delta_block(O_base, DO_base, Delta_base, stride_om, stride_ok, stride_dom, stride_dok,
                     start_m, N_CTX, HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr):
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, HEAD_DIM)
    valid = offs_m < N_CTX
    o = tl.load(O_base + offs_m[:, None] * stride_om + offs_d[None, :] * stride_ok,
                mask=valid[:, None], other=0.0).to(tl.float32)
    do = tl.load(DO_base + offs_m[:, None] * stride_dom + offs_d[None, :] * stride_dok,
                 mask=valid[:, None], other=0.0).to(tl.float32)
    tl.store(Delta_base + offs_m, tl.sum(o * do, axis=1), mask=valid)


@triton.jit
def _bwd_dkdv_inner(dk, dv, k, v, Q_base, DO_base, M_base, Delta_base,
                    stride_qm, stride_qk, stride_dom, stride_dok,
                    lo, hi, qk_scale, N_CTX, offs_n, offs_d, dropout_p, seed, rng_base,
                    BLOCK_M: tl.constexpr, MASKED: tl.constexpr, DROPOUT: tl.constexpr):
    # Query blocks [lo, hi) against this program's key block. MASKED: the
    # blocks straddling the causal diagonal (key n visible to query m iff
    # n <= m).
    for start_m in tl.range(lo, hi, BLOCK_M):
        start_m = tl.multiple_of(start_m, BLOCK_M)
        offs_m = start_m + tl.arange(0, BLOCK_M)
        q_valid = offs_m < N_CTX
        # Q and dO are loaded twice, as (BLOCK_M, D) and transposed (D,
        # BLOCK_M) tiles, rather than transposed in registers with tl.trans:
        # fewer registers on every target (the second load hits the cache).
        # Row statistics come as (1, BLOCK_M) tiles: see FINDINGS.md (1).
        q_t = tl.load(Q_base + offs_m[None, :] * stride_qm + offs_d[:, None] * stride_qk,
                      mask=q_valid[None, :], other=0.0)
        lse = tl.load(M_base + offs_m[None, :], mask=q_valid[None, :], other=0.0)
        # P^T block (BLOCK_N, BLOCK_M), recomputed from the saved LSE.
        p_t = tl.math.exp2(tl.dot(k, q_t) * qk_scale - lse)
        if MASKED:
            p_t = tl.where(offs_m[None, :] >= offs_n[:, None], p_t, 0.0)
        if DROPOUT:
            # The forward's keep mask at (m, n), here transposed (n, m).
            keep_t = tl.rand(seed + rng_base, offs_m[None, :] * N_CTX + offs_n[:, None]) > dropout_p
            pd_t = tl.where(keep_t, p_t * (1.0 / (1.0 - dropout_p)), 0.0)
        else:
            pd_t = p_t
        do = tl.load(DO_base + offs_m[:, None] * stride_dom + offs_d[None, :] * stride_dok,
                     mask=q_valid[:, None], other=0.0)
        dv = tl.dot(pd_t.to(do.dtype), do, dv)
        do_t = tl.load(DO_base + offs_m[None, :] * stride_dom + offs_d[:, None] * stride_dok,
                       mask=q_valid[None, :], other=0.0)
        delta = tl.load(Delta_base + offs_m[None, :], mask=q_valid[None, :], other=0.0)
        dp_t = tl.dot(v, do_t)
        if DROPOUT:
            dp_t = tl.where(keep_t, dp_t * (1.0 / (1.0 - dropout_p)), 0.0)
        ds_t = p_t * (dp_t - delta)
        q = tl.load(Q_base + offs_m[:, None] * stride_qm + offs_d[None, :] * stride_qk,
                    mask=q_valid[:, None], other=0.0)
        dk = tl.dot(ds_t.to(q.dtype), q, dk)
    return dk, dv


@triton.jit
def _bwd_dkdv_head(dk, dv, k, v, Q_base, DO_base, M_base, Delta_base,
                   stride_qm, stride_qk, stride_dom, stride_dok,
                   start_n, qk_scale, N_CTX, offs_n, offs_d, dropout_p, seed, rng_base,
                   BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, IS_CAUSAL: tl.constexpr,
                   DROPOUT: tl.constexpr):
    # One query head's contribution to the key block's dK and dV.
    if IS_CAUSAL:
        n0 = start_n * BLOCK_N
        # Query blocks ending before n0 see none of these keys; from the first
        # multiple of BLOCK_M at or past n0 + BLOCK_N every query sees them all.
        lo = (n0 // BLOCK_M) * BLOCK_M
        band_hi = tl.minimum(((n0 + BLOCK_N + BLOCK_M - 1) // BLOCK_M) * BLOCK_M, N_CTX)
        dk, dv = _bwd_dkdv_inner(dk, dv, k, v, Q_base, DO_base, M_base, Delta_base,
                                 stride_qm, stride_qk, stride_dom, stride_dok,
                                 lo, band_hi, qk_scale, N_CTX, offs_n, offs_d,
                                 dropout_p, seed, rng_base, BLOCK_M, True, DROPOUT)
        dk, dv = _bwd_dkdv_inner(dk, dv, k, v, Q_base, DO_base, M_base, Delta_base,
                                 stride_qm, stride_qk, stride_dom, stride_dok,
                                 band_hi, N_CTX, qk_scale, N_CTX, offs_n, offs_d,
                                 dropout_p, seed, rng_base, BLOCK_M, False, DROPOUT)
    else:
        dk, dv = _bwd_dkdv_inner(dk, dv, k, v, Q_base, DO_base, M_base, Delta_base,
                                 stride_qm, stride_qk, stride_dom, stride_dok,
                                 0, N_CTX, qk_scale, N_CTX, offs_n, offs_d,
                                 dropout_p, seed, rng_base, BLOCK_M, False, DROPOUT)
    return dk, dv


@triton.jit
def _bwd_dq_inner(dq, q, do, lse, delta, K_base, V_base, stride_kn, stride_kk, stride_vn, stride_vk,
                  lo, hi, qk_scale, N_CTX, offs_m, offs_d, dropout_p, seed, rng_base,
                  BLOCK_N: tl.constexpr, MASK: tl.constexpr, DROPOUT: tl.constexpr):
    # Key blocks [lo, hi) against this program's query block. MASK 0: none
    # (blocks left of the diagonal); 1: causal (blocks straddling it); 2:
    # key columns past N_CTX (non-causal).
    for start_n in tl.range(lo, hi, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        offs_n = start_n + tl.arange(0, BLOCK_N)
        kv_valid = offs_n < N_CTX
        # K^T and V^T blocks (HEAD_DIM, BLOCK_N).
        k_t = tl.load(K_base + offs_n[None, :] * stride_kn + offs_d[:, None] * stride_kk,
                      mask=kv_valid[None, :], other=0.0)
        v_t = tl.load(V_base + offs_n[None, :] * stride_vn + offs_d[:, None] * stride_vk,
                      mask=kv_valid[None, :], other=0.0)
        p = tl.math.exp2(tl.dot(q, k_t) * qk_scale - lse)
        if MASK == 1:
            p = tl.where(offs_m[:, None] >= offs_n[None, :], p, 0.0)
        elif MASK == 2:
            p = tl.where(kv_valid[None, :], p, 0.0)
        dp = tl.dot(do, v_t)
        if DROPOUT:
            keep = tl.rand(seed + rng_base, offs_m[:, None] * N_CTX + offs_n[None, :]) > dropout_p
            dp = tl.where(keep, dp * (1.0 / (1.0 - dropout_p)), 0.0)
        ds = p * (dp - delta)
        dq = tl.dot(ds.to(k_t.dtype), tl.trans(k_t), dq)
    return dq


@triton.jit
def _bwd_dq_block(Q_base, K_base, V_base, DO_base, M_base, Delta_base, DQ_base,
                  stride_qm, stride_qk, stride_kn, stride_kk, stride_vn, stride_vk,
                  stride_dom, stride_dok, start_m, sm_scale, N_CTX, dropout_p, seed, rng_base,
                  HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                  IS_CAUSAL: tl.constexpr, DROPOUT: tl.constexpr):
    m0 = start_m * BLOCK_M
    offs_m = m0 + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, HEAD_DIM)
    q_valid = offs_m < N_CTX
    q = tl.load(Q_base + offs_m[:, None] * stride_qm + offs_d[None, :] * stride_qk,
                mask=q_valid[:, None], other=0.0)
    do = tl.load(DO_base + offs_m[:, None] * stride_dom + offs_d[None, :] * stride_dok,
                 mask=q_valid[:, None], other=0.0)
    # (BLOCK_M, 1) tiles: see FINDINGS.md (1).
    lse = tl.load(M_base + offs_m[:, None], mask=q_valid[:, None], other=0.0)
    delta = tl.load(Delta_base + offs_m[:, None], mask=q_valid[:, None], other=0.0)
    qk_scale = sm_scale * LOG2E
    dq = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    if IS_CAUSAL:
        # Key blocks ending at or before m0 are visible to every row here.
        band_lo = (m0 // BLOCK_N) * BLOCK_N
        dq = _bwd_dq_inner(dq, q, do, lse, delta, K_base, V_base,
                           stride_kn, stride_kk, stride_vn, stride_vk,
                           0, band_lo, qk_scale, N_CTX, offs_m, offs_d,
                           dropout_p, seed, rng_base, BLOCK_N, 0, DROPOUT)
        dq = _bwd_dq_inner(dq, q, do, lse, delta, K_base, V_base,
                           stride_kn, stride_kk, stride_vn, stride_vk,
                           band_lo, tl.minimum(m0 + BLOCK_M, N_CTX), qk_scale, N_CTX,
                           offs_m, offs_d, dropout_p, seed, rng_base, BLOCK_N, 1, DROPOUT)
    else:
        dq = _bwd_dq_inner(dq, q, do, lse, delta, K_base, V_base,
                           stride_kn, stride_kk, stride_vn, stride_vk,
                           0, N_CTX, qk_scale, N_CTX, offs_m, offs_d,
                           dropout_p, seed, rng_base, BLOCK_N, 2, DROPOUT)
    dq = dq * sm_scale
    tl.store(DQ_base + offs_m[:, None] * stride_qm + offs_d[None, :] * stride_qk,
             dq.to(DQ_base.dtype.element_ty), mask=q_valid[:, None])


@triton.jit
def _bwd_dkdv_block(Q_base, K_base, V_base, DO_base, M_base, Delta_base, DK_base, DV_base,
                    stride_qh, stride_qm, stride_qk, stride_kn, stride_kk, stride_vn, stride_vk,
                    stride_doh, stride_dom, stride_dok, stride_mh,
                    start_n, first_head, group, sm_scale, N_CTX, dropout_p, seed, rng_head0,
                    HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                    IS_CAUSAL: tl.constexpr, DROPOUT: tl.constexpr):
    # Q_base, DO_base, M_base, Delta_base point at query head 0 of the
    # sequence; heads first_head .. first_head + group - 1 are summed.
    offs_n = start_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    kv_valid = offs_n < N_CTX
    k = tl.load(K_base + offs_n[:, None] * stride_kn + offs_d[None, :] * stride_kk,
                mask=kv_valid[:, None], other=0.0)
    v = tl.load(V_base + offs_n[:, None] * stride_vn + offs_d[None, :] * stride_vk,
                mask=kv_valid[:, None], other=0.0)
    dk = tl.zeros([BLOCK_N, HEAD_DIM], dtype=tl.float32)
    dv = tl.zeros([BLOCK_N, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * LOG2E
    for g in range(0, group):
        h = (first_head + g).to(tl.int64)
        dk, dv = _bwd_dkdv_head(dk, dv, k, v, Q_base + h * stride_qh, DO_base + h * stride_doh,
                                M_base + h * stride_mh, Delta_base + h * stride_mh,
                                stride_qm, stride_qk, stride_dom, stride_dok,
                                start_n, qk_scale, N_CTX, offs_n, offs_d,
                                dropout_p, seed, rng_head0 + h,
                                BLOCK_M, BLOCK_N, IS_CAUSAL, DROPOUT)
    dk = dk * sm_scale
    tl.store(DK_base + offs_n[:, None] * stride_kn + offs_d[None, :] * stride_kk,
             dk.to(DK_base.dtype.element_ty), mask=kv_valid[:, None])
    tl.store(DV_base + offs_n[:, None] * stride_vn + offs_d[None, :] * stride_vk,
             dv.to(DV_base.dtype.element_ty), mask=kv_valid[:, None])


# ----------------------------------------------------------------------------
# Dense (Z, heads, N_CTX, HEAD_DIM) tensors.


@triton.jit
def _attn_bwd_preprocess(O, DO, Delta,
                         stride_oz, stride_oh, stride_om, stride_ok,
                         stride_doz, stride_doh, stride_dom, stride_dok,
                         H, N_CTX,
                         HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr):
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    off_z = (off_hz // H).to(tl.int64)
    off_h = (off_hz % H).to(tl.int64)
    _bwd_delta_block(O + off_z * stride_oz + off_h * stride_oh,
                     DO + off_z * stride_doz + off_h * stride_doh,
                     Delta + off_hz.to(tl.int64) * N_CTX,
                     stride_om, stride_ok, stride_dom, stride_dok,
                     start_m, N_CTX, HEAD_DIM, BLOCK_M)


@triton.jit
def _attn_bwd_dkdv_program(Q, K, V, sm_scale, DO, M, Delta, DK, DV,
                           stride_qz, stride_qh, stride_qm, stride_qk,
                           stride_kz, stride_kh, stride_kn, stride_kk,
                           stride_vz, stride_vh, stride_vn, stride_vk,
                           stride_doz, stride_doh, stride_dom, stride_dok,
                           Z, H, H_KV, N_CTX, dropout_p, seed,
                           HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                           IS_CAUSAL: tl.constexpr, DROPOUT: tl.constexpr):
    start_n = tl.program_id(0)
    off_hz = tl.program_id(1)
    off_z = (off_hz // H_KV).to(tl.int64)
    off_hk = (off_hz % H_KV).to(tl.int64)
    group = H // H_KV
    k_off = off_z * stride_kz + off_hk * stride_kh
    v_off = off_z * stride_vz + off_hk * stride_vh
    stats = M + off_z * H * N_CTX
    _bwd_dkdv_block(Q + off_z * stride_qz, K + k_off, V + v_off, DO + off_z * stride_doz,
                    stats, Delta + off_z * H * N_CTX, DK + k_off, DV + v_off,
                    stride_qh, stride_qm, stride_qk, stride_kn, stride_kk, stride_vn, stride_vk,
                    stride_doh, stride_dom, stride_dok, N_CTX,
                    start_n, off_hk * group, group, sm_scale, N_CTX,
                    dropout_p, seed, off_z * H,
                    HEAD_DIM, BLOCK_M, BLOCK_N, IS_CAUSAL, DROPOUT)


@triton.jit
def _attn_bwd_dq_program(Q, K, V, sm_scale, DO, M, Delta, DQ,
                         stride_qz, stride_qh, stride_qm, stride_qk,
                         stride_kz, stride_kh, stride_kn, stride_kk,
                         stride_vz, stride_vh, stride_vn, stride_vk,
                         stride_doz, stride_doh, stride_dom, stride_dok,
                         Z, H, H_KV, N_CTX, dropout_p, seed,
                         HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                         IS_CAUSAL: tl.constexpr, DROPOUT: tl.constexpr):
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    off_z = (off_hz // H).to(tl.int64)
    off_h = (off_hz % H).to(tl.int64)
    off_hk = off_h // (H // H_KV)
    q_off = off_z * stride_qz + off_h * stride_qh
    _bwd_dq_block(Q + q_off, K + off_z * stride_kz + off_hk * stride_kh,
                  V + off_z * stride_vz + off_hk * stride_vh,
                  DO + off_z * stride_doz + off_h * stride_doh,
                  M + off_hz.to(tl.int64) * N_CTX, Delta + off_hz.to(tl.int64) * N_CTX,
                  DQ + q_off,
                  stride_qm, stride_qk, stride_kn, stride_kk, stride_vn, stride_vk,
                  stride_dom, stride_dok, start_m, sm_scale, N_CTX,
                  dropout_p, seed, off_hz.to(tl.int64),
                  HEAD_DIM, BLOCK_M, BLOCK_N, IS_CAUSAL, DROPOUT)


@triton.jit
def _attn_bwd_dkdv(Q, K, V, sm_scale, DO, M, Delta, DK, DV,
                   stride_qz, stride_qh, stride_qm, stride_qk,
                   stride_kz, stride_kh, stride_kn, stride_kk,
                   stride_vz, stride_vh, stride_vn, stride_vk,
                   stride_doz, stride_doh, stride_dom, stride_dok,
                   Z, H, H_KV, N_CTX,
                   HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                   IS_CAUSAL: tl.constexpr):
    _attn_bwd_dkdv_program(Q, K, V, sm_scale, DO, M, Delta, DK, DV,
                           stride_qz, stride_qh, stride_qm, stride_qk,
                           stride_kz, stride_kh, stride_kn, stride_kk,
                           stride_vz, stride_vh, stride_vn, stride_vk,
                           stride_doz, stride_doh, stride_dom, stride_dok,
                           Z, H, H_KV, N_CTX, 0.0, 0,
                           HEAD_DIM, BLOCK_M, BLOCK_N, IS_CAUSAL, False)


@triton.jit
def _attn_bwd_dq(Q, K, V, sm_scale, DO, M, Delta, DQ,
                 stride_qz, stride_qh, stride_qm, stride_qk,
                 stride_kz, stride_kh, stride_kn, stride_kk,
                 stride_vz, stride_vh, stride_vn, stride_vk,
                 stride_doz, stride_doh, stride_dom, stride_dok,
                 Z, H, H_KV, N_CTX,
                 HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                 IS_CAUSAL: tl.constexpr):
    _attn_bwd_dq_program(Q, K, V, sm_scale, DO, M, Delta, DQ,
                         stride_qz, stride_qh, stride_qm, stride_qk,
                         stride_kz, stride_kh, stride_kn, stride_kk,
                         stride_vz, stride_vh, stride_vn, stride_vk,
                         stride_doz, stride_doh, stride_dom, stride_dok,
                         Z, H, H_KV, N_CTX, 0.0, 0,
                         HEAD_DIM, BLOCK_M, BLOCK_N, IS_CAUSAL, False)


# With attention dropout: dropout_p (fp32) and seed (i64) after N_CTX, as
# flash_attention.py's _attn_fwd_dropout takes them; the same keep mask.
@triton.jit
def _attn_bwd_dkdv_dropout(Q, K, V, sm_scale, DO, M, Delta, DK, DV,
                           stride_qz, stride_qh, stride_qm, stride_qk,
                           stride_kz, stride_kh, stride_kn, stride_kk,
                           stride_vz, stride_vh, stride_vn, stride_vk,
                           stride_doz, stride_doh, stride_dom, stride_dok,
                           Z, H, H_KV, N_CTX, dropout_p, seed,
                           HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                           IS_CAUSAL: tl.constexpr):
    _attn_bwd_dkdv_program(Q, K, V, sm_scale, DO, M, Delta, DK, DV,
                           stride_qz, stride_qh, stride_qm, stride_qk,
                           stride_kz, stride_kh, stride_kn, stride_kk,
                           stride_vz, stride_vh, stride_vn, stride_vk,
                           stride_doz, stride_doh, stride_dom, stride_dok,
                           Z, H, H_KV, N_CTX, dropout_p, seed,
                           HEAD_DIM, BLOCK_M, BLOCK_N, IS_CAUSAL, True)


@triton.jit
def _attn_bwd_dq_dropout(Q, K, V, sm_scale, DO, M, Delta, DQ,
                         stride_qz, stride_qh, stride_qm, stride_qk,
                         stride_kz, stride_kh, stride_kn, stride_kk,
                         stride_vz, stride_vh, stride_vn, stride_vk,
                         stride_doz, stride_doh, stride_dom, stride_dok,
                         Z, H, H_KV, N_CTX, dropout_p, seed,
                         HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                         IS_CAUSAL: tl.constexpr):
    _attn_bwd_dq_program(Q, K, V, sm_scale, DO, M, Delta, DQ,
                         stride_qz, stride_qh, stride_qm, stride_qk,
                         stride_kz, stride_kh, stride_kn, stride_kk,
                         stride_vz, stride_vh, stride_vn, stride_vk,
                         stride_doz, stride_doh, stride_dom, stride_dok,
                         Z, H, H_KV, N_CTX, dropout_p, seed,
                         HEAD_DIM, BLOCK_M, BLOCK_N, IS_CAUSAL, True)


# ----------------------------------------------------------------------------
# Packed variable-length sequences: (total, heads, HEAD_DIM), cu_seqlens.


@triton.jit
def _attn_bwd_preprocess_varlen(O, DO, Delta, cu_seqlens,
                                stride_om, stride_oh, stride_ok,
                                stride_dom, stride_doh, stride_dok,
                                stride_mh, H,
                                HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr):
    start_m = tl.program_id(0)
    off_b = tl.program_id(1) // H
    off_h = (tl.program_id(1) % H).to(tl.int64)
    seq_start = tl.load(cu_seqlens + off_b)
    seq_len = tl.load(cu_seqlens + off_b + 1) - seq_start
    if start_m * BLOCK_M < seq_len:
        tok = seq_start.to(tl.int64)
        _bwd_delta_block(O + tok * stride_om + off_h * stride_oh,
                         DO + tok * stride_dom + off_h * stride_doh,
                         Delta + off_h * stride_mh + tok,
                         stride_om, stride_ok, stride_dom, stride_dok,
                         start_m, seq_len, HEAD_DIM, BLOCK_M)


@triton.jit
def _attn_bwd_dkdv_varlen(Q, K, V, sm_scale, DO, M, Delta, DK, DV, cu_seqlens,
                          stride_qm, stride_qh, stride_qk,
                          stride_kn, stride_kh, stride_kk,
                          stride_vn, stride_vh, stride_vk,
                          stride_dom, stride_doh, stride_dok,
                          stride_mh, H, H_KV,
                          HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                          IS_CAUSAL: tl.constexpr):
    start_n = tl.program_id(0)
    off_b = tl.program_id(1) // H_KV
    off_hk = (tl.program_id(1) % H_KV).to(tl.int64)
    seq_start = tl.load(cu_seqlens + off_b)
    seq_len = tl.load(cu_seqlens + off_b + 1) - seq_start
    if start_n * BLOCK_N < seq_len:
        tok = seq_start.to(tl.int64)
        group = H // H_KV
        k_off = tok * stride_kn + off_hk * stride_kh
        v_off = tok * stride_vn + off_hk * stride_vh
        _bwd_dkdv_block(Q + tok * stride_qm, K + k_off, V + v_off, DO + tok * stride_dom,
                        M + tok, Delta + tok, DK + k_off, DV + v_off,
                        stride_qh, stride_qm, stride_qk, stride_kn, stride_kk,
                        stride_vn, stride_vk, stride_doh, stride_dom, stride_dok, stride_mh,
                        start_n, off_hk * group, group, sm_scale, seq_len, 0.0, 0, 0,
                        HEAD_DIM, BLOCK_M, BLOCK_N, IS_CAUSAL, False)


@triton.jit
def _attn_bwd_dq_varlen(Q, K, V, sm_scale, DO, M, Delta, DQ, cu_seqlens,
                        stride_qm, stride_qh, stride_qk,
                        stride_kn, stride_kh, stride_kk,
                        stride_vn, stride_vh, stride_vk,
                        stride_dom, stride_doh, stride_dok,
                        stride_mh, H, H_KV,
                        HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                        IS_CAUSAL: tl.constexpr):
    start_m = tl.program_id(0)
    off_b = tl.program_id(1) // H
    off_h = (tl.program_id(1) % H).to(tl.int64)
    off_hk = off_h // (H // H_KV)
    seq_start = tl.load(cu_seqlens + off_b)
    seq_len = tl.load(cu_seqlens + off_b + 1) - seq_start
    if start_m * BLOCK_M < seq_len:
        tok = seq_start.to(tl.int64)
        q_off = tok * stride_qm + off_h * stride_qh
        stats = off_h * stride_mh + tok
        _bwd_dq_block(Q + q_off, K + tok * stride_kn + off_hk * stride_kh,
                      V + tok * stride_vn + off_hk * stride_vh,
                      DO + tok * stride_dom + off_h * stride_doh,
                      M + stats, Delta + stats, DQ + q_off,
                      stride_qm, stride_qk, stride_kn, stride_kk, stride_vn, stride_vk,
                      stride_dom, stride_dok, start_m, sm_scale, seq_len, 0.0, 0, 0,
                      HEAD_DIM, BLOCK_M, BLOCK_N, IS_CAUSAL, False)
