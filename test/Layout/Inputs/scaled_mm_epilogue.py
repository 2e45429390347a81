import triton
import triton.language as tl


# An int8 matmul whose fp32 result is scaled per row and per column before
# the store, the epilogue of weight-and-activation quantized matmuls.
@triton.jit
def scaled_mm(a_ptr, b_ptr, c_ptr, row_scale_ptr, col_scale_ptr, M, N, K,
              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + rm[:, None] * K + rk[None, :]
    b_ptrs = b_ptr + rk[:, None] * N + rn[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    for k in range(0, K, BLOCK_K):
        acc += tl.dot(tl.load(a_ptrs), tl.load(b_ptrs))
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * N
    rows = tl.load(row_scale_ptr + rm[:, None], mask=rm[:, None] < M).to(tl.float32)
    cols = tl.load(col_scale_ptr + rn[None, :], mask=rn[None, :] < N).to(tl.float32)
    out = acc.to(tl.float32) * rows * cols
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], out, mask=mask)
