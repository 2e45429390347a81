import triton
import triton.language as tl


@triton.jit
def row_sums_kernel(X, Out, N, BLOCK_N: tl.constexpr, ROWS: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    acc = tl.zeros([ROWS], dtype=tl.float32)
    for start in range(0, N, BLOCK_N):
        cols = start + tl.arange(0, BLOCK_N)
        x = tl.load(X + rows[:, None] * N + cols[None, :], mask=cols[None, :] < N, other=0.0)
        acc += tl.sum(x, axis=1)
    tl.store(Out + rows, acc)
