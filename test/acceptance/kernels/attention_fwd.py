# Acceptance corpus: FlashAttention-2 style forward pass, written
# independently of kernels/.
import triton
import triton.language as tl


@triton.jit
def flash_fwd(q_ptr, k_ptr, v_ptr, o_ptr, lse_ptr, scale,
              sq_bh, sq_t, sq_d, sk_bh, sk_t, sk_d,
              sv_bh, sv_t, sv_d, so_bh, so_t, so_d,
              seq_len,
              D: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
              CAUSAL: tl.constexpr):
    """o = softmax(scale * q k^T [masked]) v for one (batch*head, query
    block) per program: grid (cdiv(seq_len, BLOCK_M), batch*heads). q, k, v,
    o are [batch*heads, seq_len, D] with the given element strides; lse
    ([batch*heads, seq_len], contiguous fp32) receives the natural-log
    log-sum-exp of each row's scaled scores.

    One loop over key blocks with the online softmax in natural base; for
    CAUSAL the loop stops after the block holding the diagonal and the mask
    (key <= query, key < seq_len) is applied with tl.where on every block."""
    qblk = tl.program_id(0)
    bh = tl.program_id(1).to(tl.int64)
    qi = qblk * BLOCK_M + tl.arange(0, BLOCK_M)
    kj = tl.arange(0, BLOCK_N)
    dd = tl.arange(0, D)

    q = tl.load(q_ptr + bh * sq_bh + qi[:, None] * sq_t + dd[None, :] * sq_d,
                mask=qi[:, None] < seq_len, other=0.0)
    k_rows = k_ptr + bh * sk_bh + dd[None, :] * sk_d
    v_rows = v_ptr + bh * sv_bh + dd[None, :] * sv_d

    row_max = tl.full([BLOCK_M], float("-inf"), tl.float32)
    row_sum = tl.zeros([BLOCK_M], dtype=tl.float32)
    o = tl.zeros([BLOCK_M, D], dtype=tl.float32)

    if CAUSAL:
        kv_end = tl.minimum((qblk + 1) * BLOCK_M, seq_len)
    else:
        kv_end = seq_len
    # Key block 0 holds key 0, visible to every query row, so row_max is
    # finite after the first iteration and -inf scores give exp(...) = 0.
    for n0 in range(0, kv_end, BLOCK_N):
        kn = n0 + kj
        k = tl.load(k_rows + kn[:, None] * sk_t, mask=kn[:, None] < seq_len, other=0.0)
        s = tl.dot(q, tl.trans(k)) * scale
        ok = kn[None, :] < seq_len
        if CAUSAL:
            ok = ok & (kn[None, :] <= qi[:, None])
        s = tl.where(ok, s, float("-inf"))
        new_max = tl.maximum(row_max, tl.max(s, axis=1))
        p = tl.exp(s - new_max[:, None])
        shrink = tl.exp(row_max - new_max)
        row_sum = row_sum * shrink + tl.sum(p, axis=1)
        v = tl.load(v_rows + kn[:, None] * sv_t, mask=kn[:, None] < seq_len, other=0.0)
        o = o * shrink[:, None]
        o = tl.dot(p.to(v.dtype), v, o)
        row_max = new_max

    o = o / row_sum[:, None]
    q_ok = qi < seq_len
    tl.store(o_ptr + bh * so_bh + qi[:, None] * so_t + dd[None, :] * so_d,
             o.to(o_ptr.dtype.element_ty), mask=q_ok[:, None])
    tl.store(lse_ptr + bh * seq_len + qi, row_max + tl.log(row_sum), mask=q_ok)
