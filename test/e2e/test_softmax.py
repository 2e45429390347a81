"""kernels/softmax.py: single-tile persistent softmax and the online (multi-block) variant."""

import numpy as np
import pytest

from tilec_run import (TOL, as_float64, assert_close, empty_poisoned, launch, next_pow2,
                       quantize)

SRC = "softmax.py"


def ref_softmax(x64):
    e = np.exp(x64 - x64.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def run_softmax(rng, kernel, dt, n_rows, n_cols, block, programs, in_stride=None, scale=1.0):
    in_stride = in_stride or n_cols
    data = rng.standard_normal((n_rows, in_stride)) * scale
    x, x64 = quantize(data, dt)
    out = empty_poisoned((n_rows, n_cols), dt)
    res = launch(SRC, kernel, f"*{dt}:16,*{dt}:16,i32,i32,i32,i32",
                 [out, x, in_stride, n_cols, n_rows, n_cols],
                 grid=(programs,), constexprs={"BLOCK_SIZE": block})
    ref = ref_softmax(x64[:, :n_cols])
    got = as_float64(res[0], dt)
    assert_close(got, ref, TOL[dt])
    # Each row sums to one (to the output precision).
    np.testing.assert_allclose(got.sum(axis=1), 1.0, rtol=0, atol=0.05 if dt == "bf16" else 5e-3)


@pytest.mark.parametrize("dt", ["fp32", "fp16", "bf16"])
@pytest.mark.parametrize("n_rows,n_cols,programs,in_stride", [
    (37, 781, 5, 800),    # persistent: 5 programs loop over 37 rows; padded input rows
    (4, 1000, 8, None),   # more programs than rows
    (3, 1, 1, None),      # a single column
])
def test_softmax(rng, dt, n_rows, n_cols, programs, in_stride):
    run_softmax(rng, "softmax_kernel", dt, n_rows, n_cols, next_pow2(n_cols), programs,
                in_stride)


def test_softmax_large_values(rng):
    # exp() would overflow without subtracting the row max.
    run_softmax(rng, "softmax_kernel", "fp32", 6, 300, 512, 2, scale=60.0)


@pytest.mark.parametrize("dt", ["fp32", "fp16", "bf16"])
@pytest.mark.parametrize("n_rows,n_cols,block,programs", [
    (9, 3001, 256, 4),    # 12 column blocks, ragged last one
    (5, 100, 128, 5),     # row shorter than one block
    (3, 512, 128, 2),     # exact multiple of the block
])
def test_softmax_online(rng, dt, n_rows, n_cols, block, programs):
    run_softmax(rng, "softmax_online_kernel", dt, n_rows, n_cols, block, programs)


def test_softmax_online_growing_max(rng):
    # Increasing values: the running max grows in every block, so every
    # rescaling step matters.
    n_rows, n_cols = 2, 1500
    base = np.linspace(-30.0, 30.0, n_cols)[None, :] + 0.1 * rng.standard_normal((n_rows, n_cols))
    x, x64 = quantize(base, "fp32")
    out = empty_poisoned((n_rows, n_cols), "fp32")
    res = launch(SRC, "softmax_online_kernel", "*fp32,*fp32,i32,i32,i32,i32",
                 [out, x, n_cols, n_cols, n_rows, n_cols], grid=(1,),
                 constexprs={"BLOCK_SIZE": 128})
    assert_close(res[0], ref_softmax(x64), 1e-5)
