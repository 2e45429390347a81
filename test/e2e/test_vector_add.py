"""kernels/vector_add.py: out = x + y, ragged tail."""

import numpy as np
import pytest

from tilec_run import TOL, assert_close, as_float64, cdiv, empty_poisoned, launch, quantize

SRC = "vector_add.py"


@pytest.mark.parametrize("dt", ["fp32", "fp16", "bf16"])
@pytest.mark.parametrize("n,block", [(1000, 128), (1, 64), (4097, 1024)])
def test_add_float(rng, dt, n, block):
    x, x64 = quantize(rng.standard_normal(n), dt)
    y, y64 = quantize(rng.standard_normal(n), dt)
    out = empty_poisoned(n, dt)
    res = launch(SRC, "add_kernel", f"*{dt}:16,*{dt}:16,*{dt}:16,i32",
                 [x, y, out, n], grid=(cdiv(n, block),), constexprs={"BLOCK_SIZE": block})
    # Inputs are not modified.
    assert np.array_equal(res[0], x) and np.array_equal(res[1], y)
    assert_close(as_float64(res[2], dt), x64 + y64, TOL[dt])


def test_add_int32_wraps(rng):
    n = 777
    x = rng.integers(-2**31, 2**31, size=n, dtype=np.int64).astype(np.int32)
    y = rng.integers(-2**31, 2**31, size=n, dtype=np.int64).astype(np.int32)
    x[:2] = [2**31 - 1, -2**31]
    y[:2] = [1, -1]
    out = empty_poisoned(n, "i32")
    res = launch(SRC, "add_kernel", "*i32,*i32,*i32,i32", [x, y, out, n],
                 grid=(cdiv(n, 256),), constexprs={"BLOCK_SIZE": 256})
    ref = ((x.astype(np.int64) + y) & 0xFFFFFFFF).astype(np.uint32).view(np.int32)
    assert np.array_equal(res[2], ref)
    assert res[2][0] == -2**31 and res[2][1] == 2**31 - 1


def test_add_extra_programs_do_nothing(rng):
    # More programs than blocks: the extra ones are fully masked.
    n, block = 300, 128
    x, x64 = quantize(rng.standard_normal(n), "fp32")
    y, y64 = quantize(rng.standard_normal(n), "fp32")
    out = empty_poisoned(n, "fp32")
    res = launch(SRC, "add_kernel", "*fp32,*fp32,*fp32,i32", [x, y, out, n],
                 grid=(cdiv(n, block) + 3,), constexprs={"BLOCK_SIZE": block})
    assert_close(res[2], x64 + y64, TOL["fp32"])
