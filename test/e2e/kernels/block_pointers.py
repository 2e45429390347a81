# Block pointers (tl.make_block_ptr / tl.advance / boundary_check /
# padding_option), written for tilec's tests.
import triton
import triton.language as tl


@triton.jit
def bp_matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                     stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    a_blk = tl.make_block_ptr(base=a_ptr, shape=(M, K), strides=(stride_am, stride_ak),
                              offsets=(pid_m * BLOCK_M, 0), block_shape=(BLOCK_M, BLOCK_K),
                              order=(1, 0))
    b_blk = tl.make_block_ptr(b_ptr, (K, N), (stride_bk, stride_bn), (0, pid_n * BLOCK_N),
                              (BLOCK_K, BLOCK_N), (0, 1))
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_blk, boundary_check=(0, 1), padding_option="zero")
        b = tl.load(b_blk, boundary_check=(0, 1))
        acc += tl.dot(a, b)
        a_blk = tl.advance(a_blk, (0, BLOCK_K))
        b_blk = tl.advance(b_blk, [BLOCK_K, 0])
    c_blk = tl.make_block_ptr(c_ptr, (M, N), (stride_cm, stride_cn),
                              (pid_m * BLOCK_M, pid_n * BLOCK_N), (BLOCK_M, BLOCK_N), (1, 0))
    tl.store(c_blk, acc.to(tl.float16), boundary_check=(0, 1))


@triton.jit
def _row_sum(blk, N, BLOCK: tl.constexpr):
    # A block pointer passed to a helper and advanced in a while loop there.
    total = tl.zeros((BLOCK,), dtype=tl.float32)
    seen = 0
    while seen < N:
        total += tl.load(blk, boundary_check=(0,), padding_option="zero")
        blk = tl.advance(blk, (BLOCK,))
        seen += BLOCK
    return tl.sum(total, axis=0)


@triton.jit
def bp_rows_kernel(x_ptr, sums_ptr, pad_ptr, skip_ptr, M, N, stride_xm,
                   ROWS: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    row = tl.make_block_ptr(x_ptr + pid * stride_xm, (N,), (1,), (0,), (BLOCK,), (0,))
    tl.store(sums_ptr + pid, _row_sum(row, N, BLOCK))
    # NaN padding past the last column (rows checked too: the last block
    # reaches past M).
    tile = tl.make_block_ptr(x_ptr, (M, N), (stride_xm, 1), (pid * ROWS, N - BLOCK // 2),
                             (ROWS, BLOCK), (1, 0))
    vals = tl.load(tile, boundary_check=(0, 1), padding_option="nan")
    out = tl.make_block_ptr(pad_ptr, (M, BLOCK), (BLOCK, 1), (pid * ROWS, 0), (ROWS, BLOCK),
                            (1, 0))
    tl.store(out, vals, boundary_check=(0,))
    # Advanced on a runtime condition: odd rows read from column BLOCK on.
    first = tl.make_block_ptr(x_ptr + pid * stride_xm, (N,), (1,), (0,), (BLOCK,), (0,))
    if pid % 2 == 1:
        first = tl.advance(first, (BLOCK,))
    skip = tl.make_block_ptr(skip_ptr + pid * BLOCK, (BLOCK,), (1,), (0,), (BLOCK,), (0,))
    tl.store(skip, tl.load(first, boundary_check=(0,)) * 2.0)
