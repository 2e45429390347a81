"""kernels/reductions.py: reductions along each axis, argmax, cumsum."""

import numpy as np
import pytest

from tilec_run import TOL, assert_close, cdiv, empty_poisoned, launch, next_pow2, quantize

SRC = "reductions.py"


def make_x(rng, M, N, stride):
    x, x64 = quantize(rng.standard_normal((M, stride)) + 0.25, "fp32")
    return x, x64[:, :N]


@pytest.mark.parametrize("M,N,stride,bm", [(45, 100, 104, 16), (1, 7, 7, 8), (33, 128, 128, 32)])
def test_row_reduce(rng, M, N, stride, bm):
    x, x64 = make_x(rng, M, N, stride)
    row_sum = empty_poisoned(M, "fp32")
    row_max = empty_poisoned(M, "fp32")
    row_argmax = empty_poisoned(M, "i32")
    res = launch(SRC, "row_reduce_kernel", "*fp32,*fp32,*fp32,*i32,i32,i32,i32",
                 [x, row_sum, row_max, row_argmax, stride, M, N], grid=(cdiv(M, bm),),
                 constexprs={"BLOCK_M": bm, "BLOCK_N": next_pow2(N)})
    assert_close(res[1], x64.sum(axis=1), TOL["fp32"], "RowSum")
    assert np.array_equal(res[2], x64.max(axis=1).astype(np.float32)), "RowMax"
    assert np.array_equal(res[3], x64.argmax(axis=1).astype(np.int32)), \
        f"RowArgmax: got {res[3]}, expected {x64.argmax(axis=1)}"


def test_argmax_ties_pick_lowest_index():
    M, N = 4, 10
    x = np.zeros((M, N), dtype=np.float32)
    x[0, [2, 5, 9]] = 3.0
    x[1, :] = -1.0
    x[2, [9, 0]] = 1.0
    x[3, 7] = 2.0
    row_sum = empty_poisoned(M, "fp32")
    row_max = empty_poisoned(M, "fp32")
    row_argmax = empty_poisoned(M, "i32")
    res = launch(SRC, "row_reduce_kernel", "*fp32,*fp32,*fp32,*i32,i32,i32,i32",
                 [x, row_sum, row_max, row_argmax, N, M, N], grid=(1,),
                 constexprs={"BLOCK_M": 4, "BLOCK_N": 16})
    assert list(res[3]) == [2, 0, 0, 7]


@pytest.mark.parametrize("M,N,stride,bm,bn", [(45, 100, 104, 16, 32), (100, 3, 3, 32, 4),
                                             (5, 64, 64, 8, 64)])
def test_col_reduce(rng, M, N, stride, bm, bn):
    x, x64 = make_x(rng, M, N, stride)
    col_sum = empty_poisoned(N, "fp32")
    col_min = empty_poisoned(N, "fp32")
    res = launch(SRC, "col_reduce_kernel", "*fp32,*fp32,*fp32,i32,i32,i32",
                 [x, col_sum, col_min, stride, M, N], grid=(cdiv(N, bn),),
                 constexprs={"BLOCK_M": bm, "BLOCK_N": bn})
    assert_close(res[1], x64.sum(axis=0), TOL["fp32"], "ColSum")
    assert np.array_equal(res[2], x64.min(axis=0).astype(np.float32)), "ColMin"


@pytest.mark.parametrize("M,N,bm", [(21, 100, 8), (3, 1, 4), (16, 256, 16)])
def test_cumsum(rng, M, N, bm):
    stride_x = N + 5
    x, x64 = make_x(rng, M, N, stride_x)
    y = empty_poisoned((M, N), "fp32")
    res = launch(SRC, "cumsum_kernel", "*fp32,*fp32,i32,i32,i32,i32",
                 [x, y, stride_x, N, M, N], grid=(cdiv(M, bm),),
                 constexprs={"BLOCK_M": bm, "BLOCK_N": next_pow2(N)})
    assert_close(res[1], np.cumsum(x64, axis=1), TOL["fp32"], "cumsum")
