"""kernels/atomics.py: atomics of every kind with Triton's sem=/scope=, a spin lock."""

import numpy as np
import pytest

from tilec_run import cdiv, launch

SIG = "*i32,*i32,*i32,*i32,*fp32,*fp16,*i32,*i32,i32"


@pytest.mark.parametrize("n,block,nbins,warps", [(1000, 128, 16, 4), (77, 64, 8, 2), (4096, 256, 32, 8)])
def test_atomics(rng, n, block, nbins, warps):
    keys = rng.integers(0, 1000, size=n, dtype=np.int32)
    bins = np.zeros(nbins, np.int32)
    maxima = np.concatenate([np.full(nbins, -1, np.int32), np.full(nbins, 1 << 30, np.int32)])
    flags = np.zeros(n, np.int32)
    sums = np.zeros(nbins, np.float32)
    halves = np.zeros(nbins, np.float16)
    lock = np.zeros(1, np.int32)
    counter = np.zeros(1, np.int32)
    grid = cdiv(n, block)
    res = launch("atomics.py", "atomics_kernel", SIG,
                 [bins, keys, maxima, flags, sums, halves, lock, counter, n], grid=(grid,),
                 num_warps=warps, constexprs={"NBINS": nbins, "BLOCK": block})
    b = keys % nbins
    np.testing.assert_array_equal(res[0], np.bincount(b, minlength=nbins))
    want_max = np.full(nbins, -1, np.int64)
    want_min = np.full(nbins, 1 << 30, np.int64)
    np.maximum.at(want_max, b, keys)
    np.minimum.at(want_min, b, keys)
    np.testing.assert_array_equal(res[2], np.concatenate([want_max, want_min]))
    np.testing.assert_array_equal(res[3], np.arange(n) // block + 1)
    want_sums = np.zeros(nbins)
    np.add.at(want_sums, b, keys.astype(np.float64))
    np.testing.assert_array_equal(res[4], want_sums)  # integers below 2**24: exact in any order
    np.testing.assert_array_equal(res[5], np.bincount(b, minlength=nbins).astype(np.float16))
    assert res[6][0] == 0, "the lock is released"
    assert res[7][0] == grid, "one increment per program, under the lock"
