import triton
import triton.language as tl


@triton.jit
def column_sums(X, Out, stride_row, n_rows, BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr):
    # Sums BLOCK_R-row blocks of an (n_rows, BLOCK_C) matrix with a runtime
    # row stride: X + rows * stride_row inside the loop, rows = start + arange.
    cols = tl.arange(0, BLOCK_C)
    acc = tl.zeros([BLOCK_R, BLOCK_C], dtype=tl.float32)
    for start in range(0, n_rows, BLOCK_R):
        rows = start + tl.arange(0, BLOCK_R)
        x = tl.load(X + rows[:, None] * stride_row + cols[None, :],
                    mask=rows[:, None] < n_rows, other=0.0)
        acc += x.to(tl.float32)
    tl.store(Out + cols, tl.sum(acc, axis=0))
