"""``C = A @ B`` for the dot operand types beyond f16/bf16/f32: int8 (into an
int32 ``C``) and fp8 (into an fp32 ``C``). Row-major ``A`` (M x K), ``B``
(K x N), ``C`` (M x N); ragged edges are masked (the K tail loads zeros).
The accumulator has ``C``'s element type. Launch on a
``(cdiv(M, BLOCK_M), cdiv(N, BLOCK_N))`` grid.
"""

import triton
import triton.language as tl


@triton.jit
def dot_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
               BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=c_ptr.dtype.element_ty)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + rk
        a = tl.load(a_ptr + rm[:, None] * K + kk[None, :],
                    mask=(rm[:, None] < M) & (kk[None, :] < K), other=0)
        b = tl.load(b_ptr + kk[:, None] * N + rn[None, :],
                    mask=(kk[:, None] < K) & (rn[None, :] < N), other=0)
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc,
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def dot_bt_kernel(a_ptr, bt_ptr, c_ptr, M, N, K,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    """``C = A @ Bt^T`` with Bt stored [N, K] row-major (K contiguous, as a
    linear layer keeps its weight): both operands are K-contiguous in
    memory, which 8-bit dots read from shared memory with ldmatrix on
    NVIDIA (test/Target/ldmatrix.test)."""
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=c_ptr.dtype.element_ty)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + rk
        a = tl.load(a_ptr + rm[:, None] * K + kk[None, :],
                    mask=(rm[:, None] < M) & (kk[None, :] < K), other=0)
        b = tl.load(bt_ptr + rn[None, :] * K + kk[:, None],
                    mask=(kk[:, None] < K) & (rn[None, :] < N), other=0)
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc,
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def scaled_dot_kernel(a_ptr, b_ptr, c_ptr, row_scale_ptr, col_scale_ptr, M, N, K,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    """``C = (A @ B) * row_scale[:, None] * col_scale[None, :]`` in fp32, the
    epilogue of quantized matmuls: the scales are small tiles broadcast over
    the accumulator."""
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    if a_ptr.dtype.element_ty == tl.int8:
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    else:
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + rk
        a = tl.load(a_ptr + rm[:, None] * K + kk[None, :],
                    mask=(rm[:, None] < M) & (kk[None, :] < K), other=0)
        b = tl.load(b_ptr + kk[:, None] * N + rn[None, :],
                    mask=(kk[:, None] < K) & (rn[None, :] < N), other=0)
        acc += tl.dot(a, b)
    rows = tl.load(row_scale_ptr + rm[:, None], mask=rm[:, None] < M).to(tl.float32)
    cols = tl.load(col_scale_ptr + rn[None, :], mask=rn[None, :] < N).to(tl.float32)
    out = acc.to(tl.float32) * rows * cols
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], out,
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def scaled_dot_aligned_kernel(a_ptr, b_ptr, c_ptr, row_scale_ptr, col_scale_ptr, M, N, K,
                              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                              BLOCK_K: tl.constexpr):
    """The scaled epilogue with fp32 scales, whole tiles only (M, N and K
    multiples of the blocks): C's stores are proven 16-byte aligned along N, while the row
    scales are contiguous along M. With 64 rows per warp the epilogue takes
    the row scales' layout (rows in a lane's registers); its stores must then
    be scalar (test/Layout/store-vector-width.test)."""
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
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    rows = tl.load(row_scale_ptr + idx_m, mask=idx_m < M)
    cols = tl.load(col_scale_ptr + idx_n, mask=idx_n < N)
    out = acc.to(tl.float32) * rows * cols
    tl.store(c_ptr + idx_m * N + idx_n, out, mask=(idx_m < M) & (idx_n < N))
