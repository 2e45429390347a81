"""Language features real kernels use (test/e2e/kernels): early returns under
runtime conditions, helpers imported from a package beside the kernel and
module-level Python, Philox random numbers (bit for bit against an
independent NumPy Philox), join/split/interleave/flip/histogram/xor_sum and
device-side tensor descriptors."""

from pathlib import Path

import numpy as np
import pytest

from philox_ref import philox, uniform
from tilec_run import TOL, TilecError, as_float64, assert_close, cdiv, empty_poisoned, launch, \
    quantize, run_tilec

KERNELS = Path(__file__).resolve().parent / "kernels"


# ---------------------------------------------------------------------------- early returns

@pytest.mark.parametrize("limit", [1.5, 100.0])
def test_early_return(rng, limit):
    n, block, used = 1000, 128, 6            # programs 6 and 7 return at once
    grid = cdiv(n, block)
    x = (rng.standard_normal(n) * 2).astype(np.float32)
    x[3 * block] = 200.0                     # program 3 (odd) returns before the class
    y = empty_poisoned((n,), "fp32")
    cls = np.full(grid, 99, np.int32)
    res = launch(KERNELS / "early_return.py", "early_exit_kernel", "*fp32,*fp32,*i32,i32,i32,fp32",
                 [x, y, cls, n, used, limit], grid=(grid,), constexprs={"BLOCK": block, "SCALE": 3})
    ref_y = np.full(n, np.nan)
    ref_cls = np.full(grid, 99)
    for p in range(used):
        xs = x[p * block:(p + 1) * block].astype(np.float64)
        ref_y[p * block:(p + 1) * block] = np.minimum(xs, limit) if xs.max() > limit else xs * 3
        first = x[p * block]
        if not (p % 2 == 1 and first > 100.0):
            ref_cls[p] = -1 if first < 0 else 0 if first == 0 else 1
    got = res[1].astype(np.float64)
    assert np.array_equal(np.isnan(got), np.isnan(ref_y)), "programs past the end wrote"
    assert_close(got[:used * block], ref_y[:used * block], TOL["fp32"], "y")
    assert np.array_equal(res[2], ref_cls), f"class {res[2]} != {ref_cls}"


# ---------------------------------------------------------------------------- modules

def test_modules_and_module_level_python(rng):
    n = 300
    x, x64 = quantize(rng.standard_normal(n), "fp32")
    y = empty_poisoned((n,), "fp32")
    res = launch(KERNELS / "modules_kernel.py", "modules_kernel", "*fp32,*fp32,i32", [x, y, n],
                 grid=(cdiv(n, 64),))
    ref = (2 * x64 + 1.5) + 3 * x64 + np.log(np.exp(x64) + 1) + np.tanh(x64) + \
        1 / np.sqrt(x64 * x64 + 1)
    assert_close(as_float64(res[1], "fp32"), np.minimum(ref, 65504.0), TOL["fp32"], "y")


def test_module_value_that_cannot_be_evaluated():
    rc, out = run_tilec(["compile", KERNELS / "modules_kernel.py", "--kernel", "uses_unknown_global",
                         "--signature", "*i32", "--emit", "tile"])
    assert rc != 0
    assert "modules_kernel.py:" in out and "global 'DEVICE_COUNT'" in out and \
        "cannot be used in a kernel" in out and "host-side PyTorch" in out, out


# ---------------------------------------------------------------------------- random numbers

@pytest.mark.parametrize("wide", [False, True])
@pytest.mark.parametrize("seed", [12345, -7, 2 ** 40 + 3])
def test_random(seed, wide):
    seed_ty = "i64" if abs(seed) >= 2 ** 31 else "i32"
    n, block = 300, 128
    ints = np.zeros(n, np.uint32)
    ints4 = np.zeros(4 * n, np.uint32)
    uni = empty_poisoned((n,), "fp32")
    nor = empty_poisoned((n,), "fp32")
    sig = f"{seed_ty},*u32,*u32,*fp32,*fp32,i32"
    if wide:
        ints, ints4 = ints.astype(np.uint64), ints4.astype(np.uint64)
        sig = f"{seed_ty},*u64,*u64,*fp32,*fp32,i32"
    res = launch(KERNELS / "random.py", "random_kernel", sig, [seed, ints, ints4, uni, nor, n],
                 grid=(cdiv(n, block),), constexprs={"BLOCK": block, "WIDE": wide})
    offs = np.arange(n)
    counters = (offs + 2 ** 32).astype(np.uint64) if wide else offs.astype(np.uint32)
    # The seed as the kernel sees it: the scalar argument's type, sign-extended to 64 bits.
    seed64 = np.int64(np.int32(seed)) if seed_ty == "i32" else np.int64(seed)
    ref = philox(int(seed64) & ((1 << 64) - 1), counters)
    assert np.array_equal(res[1], ref[0]), "randint"
    assert np.array_equal(res[2].reshape(n, 4).T, ref), "randint4x"
    assert np.array_equal(res[3], uniform(ref[0])), "rand (bit for bit)"
    u1, u2 = np.maximum(uniform(ref[0]).astype(np.float64), 1e-7), uniform(ref[1]).astype(np.float64)
    normal = np.sqrt(-2 * np.log(u1)) * np.cos(2 * np.pi * u2)
    assert_close(res[4].astype(np.float64), normal, TOL["fp32"], "randn")


# ---------------------------------------------------------------------------- tensor ops

def test_join_split_interleave(rng):
    block = 64
    a = rng.standard_normal(block).astype(np.float32)
    b = rng.standard_normal(block).astype(np.float32)
    a[0], b[1] = -0.0, np.nan                # split moves bits: -0.0 and NaN survive
    res = launch(KERNELS / "tensor_ops.py", "join_split_kernel", "*fp32,*fp32,*fp32,*fp32,*fp32",
                 [a, b, empty_poisoned((block * 2,), "fp32"), empty_poisoned((block * 2,), "fp32"),
                  empty_poisoned((block,), "fp32")], grid=(1,), constexprs={"BLOCK": block})
    joined = np.stack([a, b], axis=1).reshape(-1)
    assert np.array_equal(res[2], joined, equal_nan=True)
    assert np.array_equal(res[3], joined, equal_nan=True), "interleave"
    assert np.array_equal(res[4], a - b, equal_nan=True), "split"
    assert np.signbit(res[4][0]) == np.signbit(np.float32(-0.0) - b[0])


@pytest.mark.parametrize("dim", [0, 1, -1])
def test_flip(rng, dim):
    m, n = 8, 32
    x = rng.integers(-1000, 1000, (m, n)).astype(np.int32)
    res = launch(KERNELS / "tensor_ops.py", "flip_kernel", "*i32,*i32",
                 [x, np.zeros_like(x)], grid=(1,), constexprs={"M": m, "N": n, "DIM": dim})
    assert np.array_equal(res[1], np.flip(x, axis=dim))


def test_histogram_xor_sum(rng):
    n, block, bins = 200, 256, 16
    x = rng.integers(-2, bins + 3, n).astype(np.int32)   # some values outside the bins
    res = launch(KERNELS / "tensor_ops.py", "histogram_kernel", "*i32,*i32,*i32,i32",
                 [x, np.full(bins, -1, np.int32), np.zeros(1, np.int32), n], grid=(1,),
                 constexprs={"BLOCK": block, "BINS": bins})
    ref = np.array([np.count_nonzero(x == k) for k in range(bins)])
    assert np.array_equal(res[1], ref)
    assert res[2][0] == np.bitwise_xor.reduce(x)


def test_tensor_descriptor(rng):
    m, n, bm, bn = 100, 70, 32, 32
    x = rng.standard_normal((m, n)).astype(np.float32)
    res = launch(KERNELS / "tensor_ops.py", "descriptor_copy_kernel", "*fp32,*fp32,i32,i32",
                 [x, empty_poisoned((m, n), "fp32"), m, n], grid=(cdiv(m, bm), cdiv(n, bn)),
                 constexprs={"BM": bm, "BN": bn})
    assert np.array_equal(res[1], x * np.float32(2) + np.float32(1))


@pytest.mark.parametrize("dt", ["fp32", "i32"])
@pytest.mark.parametrize("desc", [False, True])
def test_sort(rng, desc, dt):
    m, n = 4, 128
    x = (rng.standard_normal((m, n)) * 100).astype(np.float32 if dt == "fp32" else np.int32)
    x[0, :16] = x[0, 16:32]                  # ties
    res = launch(KERNELS / "tensor_ops.py", "sort_kernel", f"*{dt},*{dt}", [x, np.zeros_like(x)],
                 grid=(1,), constexprs={"M": m, "N": n, "DESC": desc})
    ref = np.sort(x, axis=1)
    assert np.array_equal(res[1], ref[:, ::-1] if desc else ref)


def test_gather(rng):
    m, n, k = 16, 32, 8
    x = rng.standard_normal((m, n)).astype(np.float32)
    idx = rng.integers(0, m, (k, n)).astype(np.int32)
    res = launch(KERNELS / "tensor_ops.py", "gather_kernel", "*fp32,*i32,*fp32",
                 [x, idx, empty_poisoned((k, n), "fp32")], grid=(1,),
                 constexprs={"M": m, "N": n, "K": k})
    assert np.array_equal(res[2], np.take_along_axis(x, idx, 0))


def test_batched_dot(rng):
    b, m, k, n = 2, 16, 32, 16
    a, a64 = quantize(rng.standard_normal((b, m, k)), "fp16")
    w, w64 = quantize(rng.standard_normal((b, k, n)), "fp16")
    res = launch(KERNELS / "tensor_ops.py", "batched_dot_kernel", "*fp16,*fp16,*fp32",
                 [a, w, empty_poisoned((b, m, n), "fp32")], grid=(1,),
                 constexprs={"B": b, "M": m, "K": k, "N": n})
    assert_close(res[2], np.einsum("bmk,bkn->bmn", a64, w64), TOL["fp32"], "batched dot")
