"""kernels/reductions.py: reductions along each axis, argmax, cumsum, in fp32, fp16 and bf16.

The reference is float64 numpy over the inputs rounded to the dtype. The kernels
accumulate in fp32 whatever X's type, so each sum must lie within the fp32 summation
bound of the exact sum plus one rounding to the dtype at the store (an fp16 or bf16
accumulation would miss it); max/min/argmax must be exact (they pick one of the
rounded inputs)."""

import numpy as np
import pytest

from tilec_run import as_float64, cdiv, empty_poisoned, launch, next_pow2, quantize

SRC = "reductions.py"
DTYPES = ["fp32", "fp16", "bf16"]

# Unit roundoff and smallest subnormal of each storage type.
UNIT_ROUNDOFF = {"fp32": 2.0**-24, "fp16": 2.0**-11, "bf16": 2.0**-8}
TINY = {"fp32": 2.0**-149, "fp16": 2.0**-24, "bf16": 2.0**-133}


def assert_sum_rounded_once(name, out, dt, ref, abs_sum, n_terms):
    """Elementwise |out - ref| <= u_dt |ref| + (n - 1) u_fp32 sum|x| (+ slack): a sum of
    n_terms values accumulated in fp32 in any order, then rounded once to `dt`."""
    got = as_float64(out, dt)
    assert not np.isnan(got).any(), f"{name}: NaN (unwritten) at {np.argwhere(np.isnan(got))[0]}"
    bound = (UNIT_ROUNDOFF[dt] * np.abs(ref) + 1.01 * max(n_terms - 1, 0) * 2.0**-24 * abs_sum
             + TINY[dt])
    err = np.abs(got - ref)
    bad = err > bound
    if bad.any():
        i = tuple(np.argwhere(bad)[0])
        raise AssertionError(f"{name}: {int(bad.sum())} of {got.size} elements off; first at {i}: "
                             f"got {got[i]!r}, expected {ref[i]!r} (bound {bound[i]:.3e})")


def make_x(rng, M, N, stride, dt):
    x, x64 = quantize(rng.standard_normal((M, stride)) + 0.25, dt)
    return x, x64[:, :N]


@pytest.mark.parametrize("dt", DTYPES)
@pytest.mark.parametrize("M,N,stride,bm", [(45, 100, 104, 16), (1, 7, 7, 8), (33, 128, 128, 32)])
def test_row_reduce(rng, dt, M, N, stride, bm):
    x, x64 = make_x(rng, M, N, stride, dt)
    row_sum = empty_poisoned(M, dt)
    row_max = empty_poisoned(M, dt)
    row_argmax = empty_poisoned(M, "i32")
    res = launch(SRC, "row_reduce_kernel", f"*{dt},*{dt},*{dt},*i32,i32,i32,i32",
                 [x, row_sum, row_max, row_argmax, stride, M, N], grid=(cdiv(M, bm),),
                 constexprs={"BLOCK_M": bm, "BLOCK_N": next_pow2(N)})
    assert_sum_rounded_once("RowSum", res[1], dt, x64.sum(axis=1), np.abs(x64).sum(axis=1), N)
    got_max = as_float64(res[2], dt)
    assert np.array_equal(got_max, x64.max(axis=1)), \
        f"RowMax: got {got_max}, expected {x64.max(axis=1)}"
    # Rounding to fp16/bf16 makes ties likely: numpy, like the kernel, picks the lowest index.
    assert np.array_equal(res[3], x64.argmax(axis=1).astype(np.int32)), \
        f"RowArgmax: got {res[3]}, expected {x64.argmax(axis=1)}"


@pytest.mark.parametrize("dt", DTYPES)
def test_argmax_ties_pick_lowest_index(dt):
    M, N = 4, 10
    x = np.zeros((M, N), dtype=np.float32)
    x[0, [2, 5, 9]] = 3.0
    x[1, :] = -1.0
    x[2, [9, 0]] = 1.0
    x[3, 7] = 2.0
    x, _ = quantize(x, dt)
    row_sum = empty_poisoned(M, dt)
    row_max = empty_poisoned(M, dt)
    row_argmax = empty_poisoned(M, "i32")
    res = launch(SRC, "row_reduce_kernel", f"*{dt},*{dt},*{dt},*i32,i32,i32,i32",
                 [x, row_sum, row_max, row_argmax, N, M, N], grid=(1,),
                 constexprs={"BLOCK_M": 4, "BLOCK_N": 16})
    assert list(res[3]) == [2, 0, 0, 7]


@pytest.mark.parametrize("dt", DTYPES)
@pytest.mark.parametrize("M,N,stride,bm,bn", [(45, 100, 104, 16, 32), (100, 3, 3, 32, 4),
                                             (5, 64, 64, 8, 64)])
def test_col_reduce(rng, dt, M, N, stride, bm, bn):
    x, x64 = make_x(rng, M, N, stride, dt)
    col_sum = empty_poisoned(N, dt)
    col_min = empty_poisoned(N, dt)
    res = launch(SRC, "col_reduce_kernel", f"*{dt},*{dt},*{dt},i32,i32,i32",
                 [x, col_sum, col_min, stride, M, N], grid=(cdiv(N, bn),),
                 constexprs={"BLOCK_M": bm, "BLOCK_N": bn})
    assert_sum_rounded_once("ColSum", res[1], dt, x64.sum(axis=0), np.abs(x64).sum(axis=0), M)
    got_min = as_float64(res[2], dt)
    assert np.array_equal(got_min, x64.min(axis=0)), \
        f"ColMin: got {got_min}, expected {x64.min(axis=0)}"


@pytest.mark.parametrize("dt", DTYPES)
@pytest.mark.parametrize("M,N,bm", [(21, 100, 8), (3, 1, 4), (16, 256, 16)])
def test_cumsum(rng, dt, M, N, bm):
    stride_x = N + 5
    x, x64 = make_x(rng, M, N, stride_x, dt)
    y = empty_poisoned((M, N), dt)
    res = launch(SRC, "cumsum_kernel", f"*{dt},*{dt},i32,i32,i32,i32",
                 [x, y, stride_x, N, M, N], grid=(cdiv(M, bm),),
                 constexprs={"BLOCK_M": bm, "BLOCK_N": next_pow2(N)})
    assert_sum_rounded_once("cumsum", res[1], dt, np.cumsum(x64, axis=1),
                            np.cumsum(np.abs(x64), axis=1), N)
