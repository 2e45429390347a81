"""Tensor descriptors passed from the host (signature entry
"tensordesc<ELEMENT[BLOCK]>", passed as base, shape and leading strides:
docs/kernel-abi.md) on the interpreter against float64
references: a matmul over ragged M/N/K, NaN and zero padding past the
tensor's end, a descriptor handed to a helper in a runtime loop, a 3-D
descriptor; and the errors for malformed entries and broken promises."""

from pathlib import Path

import numpy as np
import pytest

from tilec_run import TOL, assert_close, cdiv, desc_args, empty_poisoned, launch, \
    quantize, run_tilec

SRC = Path(__file__).resolve().parent / "kernels" / "host_descriptors.py"


def shape_hint(shape):
    """The shape hint tilec's JIT gives a descriptor of this shape."""
    multiple = [n % 16 == 0 for n in shape]
    if not any(multiple):
        return ""
    return ":16" if all(multiple) else ":[" + ", ".join("16" if m else "1" for m in multiple) + "]"


# Ragged M/N/K; shapes of multiples of 16 (with their hints the loads
# vectorize and, at num_stages >= 2 on NVIDIA, become asynchronous copies).
@pytest.mark.parametrize("m,n,k", [(64, 64, 64), (72, 40, 88), (16, 96, 40), (40, 48, 96)])
@pytest.mark.parametrize("hinted", [False, True])
def test_descriptor_matmul(rng, m, n, k, hinted):
    bm, bn, bk = 32, 32, 32
    a, a64 = quantize(rng.standard_normal((m, k)), "fp16")
    w, w64 = quantize(rng.standard_normal((k, n)), "fp16")
    c = empty_poisoned((m, n), "fp16")
    h = (lambda shape: shape_hint(shape)) if hinted else (lambda shape: "")
    sig = (f"tensordesc<fp16[{bm}, {bk}]>{h((m, k))}, tensordesc<fp16[{bk}, {bn}]>{h((k, n))}, "
           f"tensordesc<fp16[{bm}, {bn}]>{h((m, n))}, i32")
    args = desc_args(a) + desc_args(w) + desc_args(c) + [k]
    res = launch(SRC, "desc_matmul_kernel", sig, args, grid=(cdiv(m, bm), cdiv(n, bn)),
                 constexprs={"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk})
    c_out = res[8]  # the third descriptor's base (4 arguments per 2-D descriptor)
    assert_close(c_out.astype(np.float64), a64 @ w64, TOL["fp16"], "descriptor matmul")


# Blocks whose rows are 64 or 128 16-bit elements (whole 128-byte swizzle
# blocks, 8 to 256 rows): on sm_90/sm_90a their loads in the K loop are copied
# by the TMA (tile-pipeline-async), elsewhere by cp.async or plain loads.
# Ragged shapes put blocks partly and wholly outside the tensor.
@pytest.mark.parametrize("m,n,k,bm,bn,bk", [
    (64, 64, 64, 64, 64, 64),
    (200, 136, 200, 64, 64, 64),
    (72, 200, 136, 64, 128, 64),
    (136, 72, 264, 128, 64, 128),
    (40, 64, 72, 16, 64, 64),
    (72, 128, 96, 64, 64, 32),
])
@pytest.mark.parametrize("dtype", ["fp16", "bf16"])
def test_descriptor_matmul_tma_blocks(rng, m, n, k, bm, bn, bk, dtype):
    a, a64 = quantize(rng.standard_normal((m, k)), dtype)
    w, w64 = quantize(rng.standard_normal((k, n)), dtype)
    c = empty_poisoned((m, n), "fp16")  # the kernel stores fp16
    sig = (f"tensordesc<{dtype}[{bm}, {bk}]>, tensordesc<{dtype}[{bk}, {bn}]>, "
           f"tensordesc<fp16[{bm}, {bn}]>, i32")
    args = desc_args(a) + desc_args(w) + desc_args(c) + [k]
    res = launch(SRC, "desc_matmul_kernel", sig, args, grid=(cdiv(m, bm), cdiv(n, bn)),
                 constexprs={"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk},
                 num_warps=8 if bm * bn >= 128 * 64 else 4)
    assert_close(res[8].astype(np.float64), a64 @ w64, TOL[dtype], "descriptor matmul")


# A given transposed (A^T in memory, its rows along M): on sm_90a the dot's A
# is read from its slot by wgmma with A's transpose flag (M-major).
@pytest.mark.parametrize("m,n,k,bm,bn,bk", [
    (128, 64, 128, 64, 64, 64),
    (200, 136, 136, 128, 64, 64),
])
def test_descriptor_matmul_a_transposed(rng, m, n, k, bm, bn, bk):
    at, at64 = quantize(rng.standard_normal((k, m)), "fp16")
    w, w64 = quantize(rng.standard_normal((k, n)), "fp16")
    c = empty_poisoned((m, n), "fp16")
    sig = (f"tensordesc<fp16[{bk}, {bm}]>, tensordesc<fp16[{bk}, {bn}]>, "
           f"tensordesc<fp16[{bm}, {bn}]>, i32")
    args = desc_args(at) + desc_args(w) + desc_args(c) + [k]
    res = launch(SRC, "desc_matmul_at_kernel", sig, args, grid=(cdiv(m, bm), cdiv(n, bn)),
                 constexprs={"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk},
                 num_warps=8 if bm == 128 else 4)
    assert_close(res[8].astype(np.float64), at64.T @ w64, TOL["fp16"], "A^T descriptor matmul")


# NaN padding reaches the dot: with K ragged, A's columns past K are NaN and
# B's rows past K zero, so every output is NaN (NaN * 0); with K whole and M
# ragged, the rows inside the tensor are exact. Zero padding would give
# finite outputs in the first case: the fill mode is what is checked.
@pytest.mark.parametrize("k,expect_nan", [(96, True), (128, False)])
def test_descriptor_matmul_nan_padding(rng, k, expect_nan):
    m, n, bm, bn, bk = 100, 64, 64, 64, 64
    a, a64 = quantize(rng.standard_normal((m, k)), "fp16")
    w, w64 = quantize(rng.standard_normal((k, n)), "fp16")
    c = empty_poisoned((m, n), "fp16")
    sig = (f"tensordesc<fp16[{bm}, {bk}],nan>, tensordesc<fp16[{bk}, {bn}]>, "
           f"tensordesc<fp16[{bm}, {bn}]>, i32")
    args = desc_args(a) + desc_args(w) + desc_args(c) + [k]
    res = launch(SRC, "desc_matmul_kernel", sig, args, grid=(cdiv(m, bm), cdiv(n, bn)),
                 constexprs={"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk})
    got = res[8].astype(np.float64)
    if expect_nan:
        assert np.isnan(got).all(), "NaN padding along K reaches every output"
    else:
        assert_close(got, a64 @ w64, TOL["fp16"], "NaN-padded rows past M are not stored")


@pytest.mark.parametrize("programs", [1, 3])
def test_descriptor_matmul_persistent(rng, programs):
    m, n, k, bm, bn, bk = 136, 200, 200, 64, 64, 64
    a, a64 = quantize(rng.standard_normal((m, k)), "fp16")
    w, w64 = quantize(rng.standard_normal((k, n)), "fp16")
    c = empty_poisoned((m, n), "fp32")
    sig = (f"tensordesc<fp16[{bm}, {bk}]>, tensordesc<fp16[{bk}, {bn}]>, "
           f"tensordesc<fp32[{bm}, {bn}]>, i32, i32, i32")
    args = desc_args(a) + desc_args(w) + desc_args(c) + [m, n, k]
    res = launch(SRC, "desc_matmul_persistent_kernel", sig, args, grid=(programs,),
                 constexprs={"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk})
    assert_close(res[8].astype(np.float64), a64 @ w64, TOL["fp16"], "persistent matmul")


@pytest.mark.parametrize("nan", [False, True])
def test_descriptor_padding(rng, nan):
    x = rng.standard_normal((20, 40)).astype(np.float32)
    out = empty_poisoned((16 * 16,), "fp32")
    row, col = 12, 32
    entry = "tensordesc<fp32[16, 16],nan>" if nan else "tensordesc<fp32[16, 16]>"
    res = launch(SRC, "desc_window_kernel", entry + ",*fp32,i32,i32",
                 desc_args(x) + [out, row, col], grid=(1,),
                 constexprs={"BLOCK_M": 16, "BLOCK_N": 16})
    got = res[4].reshape(16, 16)
    ref = np.full((16, 16), np.nan if nan else 0.0, np.float32)
    ref[:8, :8] = x[row:, col:]
    assert np.array_equal(np.isnan(got), np.isnan(ref)), "padding"
    assert np.array_equal(got[~np.isnan(ref)], ref[~np.isnan(ref)]), "window"


def test_descriptor_in_runtime_loop(rng):
    m, n, bm, bn = 40, 64, 16, 16
    x = rng.standard_normal((m, n)).astype(np.float32)
    y = empty_poisoned((m, n), "fp32")
    res = launch(SRC, "desc_rows_kernel", "tensordesc<fp32[16, 16]>:[1, 16],tensordesc<fp32[16, 16]>,i32",
                 desc_args(x) + desc_args(y) + [n // bn], grid=(cdiv(m, bm),),
                 constexprs={"BLOCK_M": bm, "BLOCK_N": bn})
    tiles = x.astype(np.float64).reshape(m, n // bn, bn)
    ref = np.cumsum(tiles, axis=1).reshape(m, n)
    assert_close(res[4].astype(np.float64), ref, TOL["fp32"], "running tile sums")


def test_descriptor_3d(rng):
    x = rng.standard_normal((3, 24, 8)).astype(np.float32)
    y = empty_poisoned(x.shape, "fp32")
    res = launch(SRC, "desc_3d_kernel", "tensordesc<fp32[2, 16, 8]>,tensordesc<fp32[2, 16, 8]>",
                 desc_args(x) + desc_args(y), grid=(2, 2),
                 constexprs={"BLOCK_B": 2, "BLOCK_M": 16, "BLOCK_N": 8})
    assert np.array_equal(res[6], x + 1)


BAD = {
    "block": ("tensordesc<fp32[16, 12]>", "tile shape dimensions must be powers of two, got 12"),
    "element": ("tensordesc<fp31[16, 16]>", "unknown element type 'fp31'"),
    "bool": ("tensordesc<i1[16, 16]>", "bool elements are not supported"),
    "syntax": ("tensordesc<fp32>", "malformed tensor descriptor 'tensordesc<fp32>'"),
    "hint": ("tensordesc<fp32[16, 16]>:8", "the shape hint is ':16' or one of 1 or 16"),
    "hint_rank": ("tensordesc<fp32[16, 16]>:[16]", "the shape hint is ':16' or one of 1"),
    "padding": ("tensordesc<fp32[16, 16],inf>", "the padding after the block shape is 'nan'"),
    "nan_int": ("tensordesc<i32[16, 16],nan>", "NaN padding needs floating-point elements"),
    "rank": ("tensordesc<fp32[2, 2, 2, 2, 2, 2]>", "a descriptor has 1 to 5 dimensions"),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_descriptor_signature_errors(name):
    entry, message = BAD[name]
    rc, out = run_tilec(["compile", str(SRC), "--kernel", "desc_window_kernel", "--signature",
                         f"{entry},*fp32,i32,i32", "--constexpr", "BLOCK_M=16",
                         "--constexpr", "BLOCK_N=16", "--emit", "tile"])
    assert rc == 1, out
    assert message in out, out
    assert "host_descriptors.py:27:" in out, "the error names the parameter"


def test_descriptor_stride_promise_is_checked(tmp_path):
    # A leading stride of 41 fp32 elements is not a multiple of 16 bytes:
    # refused at launch, not run with misaligned vector loads.
    np.save(tmp_path / "x.npy", np.zeros((20, 41), np.float32))
    np.save(tmp_path / "out.npy", np.zeros((256,), np.float32))
    rc, text = run_tilec([
        "run", str(SRC), "--kernel", "desc_window_kernel", "--signature",
        "tensordesc<fp32[16, 16]>,*fp32,i32,i32", "--constexpr", "BLOCK_M=16",
        "--constexpr", "BLOCK_N=16", "--grid", "1", "--device", "interp",
        "--arg", str(tmp_path / "x.npy"), "--arg", "20", "--arg", "41", "--arg", "41",
        "--arg", str(tmp_path / "out.npy"), "--arg", "0", "--arg", "0"])
    assert rc == 1
    assert "argument 3 is 41, not a multiple of 4" in text, text
