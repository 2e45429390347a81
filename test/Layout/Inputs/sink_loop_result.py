# A dot accumulated in a loop whose result feeds elementwise ops with itself
# and a masked store and row sum (test/Layout/sink-conversions-once.test).
import triton
import triton.language as tl


@triton.jit
def square_rows(a_ptr, b_ptr, c_ptr, rs_ptr, N, K, M: tl.constexpr,
                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    offs_m = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    a_ptrs = a_ptr + (offs_m % M)[:, None] * K + offs_k[None, :]
    b_ptrs = b_ptr + (offs_n % N)[:, None] * K + offs_k[None, :]
    for kk in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - kk * BLOCK_K, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[None, :] < K - kk * BLOCK_K, other=0.0)
        acc = tl.dot(a, tl.trans(b), acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K
    sq = (acc - acc) + acc * acc
    mask = (offs_m[:, None] < M) & (offs_n[None, :] < N)
    tl.store(c_ptr + offs_m[:, None] * BLOCK_N + offs_n[None, :], sq.to(tl.bfloat16), mask=mask)
    tl.store(rs_ptr + offs_m, tl.sum(tl.where(mask, sq, 0.0), axis=1), mask=offs_m < M)
