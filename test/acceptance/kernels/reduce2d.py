# Acceptance corpus: 2-D reductions, written independently of kernels/.
import triton
import triton.language as tl


@triton.jit
def row_stats(mat, sums, maxes, argmaxes, n_rows, n_cols, s_row, s_col,
              BR: tl.constexpr, BC: tl.constexpr):
    """For BR rows per program: sum, max and argmax (first index on ties)
    along axis 1, walking the columns BC at a time (any n_cols); the matrix
    has arbitrary element strides s_row, s_col."""
    rows = tl.program_id(0) * BR + tl.arange(0, BR)
    rows_ok = rows < n_rows
    run_sum = tl.zeros([BR], dtype=tl.float32)
    run_max = tl.full([BR], float("-inf"), tl.float32)
    run_arg = tl.zeros([BR], dtype=tl.int32)
    for c0 in range(0, n_cols, BC):
        cols = c0 + tl.arange(0, BC)
        ok = rows_ok[:, None] & (cols < n_cols)[None, :]
        tile = tl.load(mat + rows[:, None] * s_row + cols[None, :] * s_col, mask=ok)
        run_sum += tl.sum(tl.where(ok, tile, 0.0), axis=1)
        cand = tl.where(ok, tile, float("-inf"))
        blk_max, blk_arg = tl.max(cand, axis=1, return_indices=True)
        better = blk_max > run_max          # strict: an earlier chunk wins ties
        run_arg = tl.where(better, c0 + blk_arg, run_arg)
        run_max = tl.maximum(run_max, blk_max)
    tl.store(sums + rows, run_sum, mask=rows_ok)
    tl.store(maxes + rows, run_max, mask=rows_ok)
    tl.store(argmaxes + rows, run_arg, mask=rows_ok)


@triton.jit
def col_stats(mat, sums, maxes, argmaxes, n_rows, n_cols, s_row, s_col,
              BR: tl.constexpr, BC: tl.constexpr, ROW_TILES: tl.constexpr):
    """For BC columns per program: sum, max and argmax along axis 0. The
    number of row tiles is a constexpr (ROW_TILES * BR >= n_rows), so the row
    loop is unrolled with tl.static_range; reductions keep their dims."""
    cols = tl.program_id(0) * BC + tl.arange(0, BC)[None, :]     # [1, BC]
    cols_ok = cols < n_cols
    acc = tl.zeros([1, BC], dtype=tl.float32)
    best = tl.full([1, BC], float("-inf"), tl.float32)
    best_at = tl.zeros([1, BC], dtype=tl.int32)
    for t in tl.static_range(ROW_TILES):
        rows = t * BR + tl.arange(0, BR)[:, None]                 # [BR, 1]
        ok = (rows < n_rows) & cols_ok
        tile = tl.load(mat + rows * s_row + cols * s_col, mask=ok, other=0.0)
        acc += tl.sum(tile, axis=0, keep_dims=True)
        tile_m = tl.where(ok, tile, float("-inf"))
        tmax = tl.max(tile_m, axis=0, keep_dims=True)
        targ = tl.argmax(tile_m, axis=0, keep_dims=True)
        take = tmax > best
        best_at = tl.where(take, targ + t * BR, best_at)
        best = tl.where(take, tmax, best)
    tl.store(sums + cols, acc, mask=cols_ok)
    tl.store(maxes + cols, best, mask=cols_ok)
    tl.store(argmaxes + cols, best_at, mask=cols_ok)


@triton.jit
def total_sum(mat, out, n_rows, n_cols, s_row, s_col,
              BR: tl.constexpr, BC: tl.constexpr):
    """out[0] = sum of the whole matrix, one program, axis=None reduction."""
    acc = tl.zeros([BR, BC], dtype=tl.float32)
    for r0 in range(0, n_rows, BR):
        for c0 in range(0, n_cols, BC):
            r = r0 + tl.arange(0, BR)[:, None]
            c = c0 + tl.arange(0, BC)[None, :]
            acc += tl.load(mat + r * s_row + c * s_col,
                           mask=(r < n_rows) & (c < n_cols), other=0.0)
    tl.store(out, tl.sum(acc))
