"""tl.dot on int8 (into int32) and fp8 (e4m3fn, e5m2; into fp32) operands,
ragged in every dimension (test/e2e/dot_dtypes.py), against numpy: int8
products summed exactly in int64 (the result fits int32), fp8 bytes decoded
independently and multiplied in float64. These are the semantics the GPU
lowerings (CDNA MFMA int8/fp8 instructions, the FMA fallback) must match."""

from pathlib import Path

import numpy as np
import pytest

from tilec_run import assert_close, cdiv, empty_poisoned, launch

SRC = str(Path(__file__).resolve().parent / "dot_dtypes.py")
SHAPES = [
    # M, N, K, BLOCK_M, BLOCK_N, BLOCK_K
    (100, 75, 90, 32, 32, 32),      # ragged everywhere, K tail shorter than a block
    (130, 70, 150, 128, 64, 64),    # attention-like tile: 32 rows per warp
    (20, 40, 17, 16, 16, 16),       # one 16x16 tile per warp and less
]


def run_dot(dt, acc, a, b, M, N, K, bm, bn, bk, kernel="dot_kernel"):
    c = empty_poisoned((M, N), acc)
    sig = f"*{dt},*{dt},*{acc},i32,i32,i32"
    res = launch(SRC, kernel, sig, [a, b, c, M, N, K],
                 grid=(cdiv(M, bm), cdiv(N, bn)),
                 constexprs={"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk})
    return res[2]


@pytest.mark.parametrize("M,N,K,bm,bn,bk", SHAPES)
def test_dot_int8(rng, M, N, K, bm, bn, bk):
    a = rng.integers(-128, 128, size=(M, K), dtype=np.int8)
    b = rng.integers(-128, 128, size=(K, N), dtype=np.int8)
    out = run_dot("i8", "i32", a, b, M, N, K, bm, bn, bk)
    ref = a.astype(np.int64) @ b.astype(np.int64)
    assert np.array_equal(out.astype(np.int64), ref), \
        f"int8 dot differs at {np.argwhere(out.astype(np.int64) != ref)[:4].tolist()}"


# Whole tiles (K a multiple of 16: aligned rows, the ldmatrix path on
# NVIDIA) and ragged ones.
BT_SHAPES = [
    (128, 64, 128, 64, 64, 64),
    (100, 75, 90, 32, 32, 32),
    (130, 70, 160, 128, 64, 32),
]


@pytest.mark.parametrize("M,N,K,bm,bn,bk", BT_SHAPES)
def test_dot_int8_bt(rng, M, N, K, bm, bn, bk):
    """B K-contiguous (stored transposed, [N, K])."""
    a = rng.integers(-128, 128, size=(M, K), dtype=np.int8)
    bt = rng.integers(-128, 128, size=(N, K), dtype=np.int8)
    out = run_dot("i8", "i32", a, bt, M, N, K, bm, bn, bk, kernel="dot_bt_kernel")
    ref = a.astype(np.int64) @ bt.astype(np.int64).T
    assert np.array_equal(out.astype(np.int64), ref), \
        f"int8 dot differs at {np.argwhere(out.astype(np.int64) != ref)[:4].tolist()}"


def decode_e4m3fn(bits):
    """OCP fp8 e4m3fn bytes -> float64 (bias 7, no infinities, S.1111.111 NaN)."""
    bits = bits.astype(np.int64)
    sign = np.where(bits & 0x80, -1.0, 1.0)
    exp, man = (bits >> 3) & 0xF, bits & 0x7
    value = np.where(exp == 0, man * 2.0**-9, (1 + man / 8) * 2.0 ** (exp - 7))
    return np.where((exp == 15) & (man == 7), np.nan, sign * value)


def decode_e5m2(bits):
    """OCP fp8 e5m2 bytes -> float64 (bias 15, IEEE-like infinities and NaNs)."""
    bits = bits.astype(np.int64)
    sign = np.where(bits & 0x80, -1.0, 1.0)
    exp, man = (bits >> 2) & 0x1F, bits & 0x3
    value = np.where(exp == 0, man * 2.0**-16, (1 + man / 4) * 2.0 ** (exp - 15))
    value = np.where(exp == 31, np.where(man == 0, np.inf, np.nan), value)
    return sign * value


def random_fp8(rng, shape, decode, max_abs):
    """Random fp8 bytes of finite values with |x| <= max_abs (so that the
    sums stay far from overflow), as uint8 (fp8 travels as raw bytes)."""
    bits = rng.integers(0, 256, size=shape, dtype=np.uint8)
    values = decode(bits)
    bad = ~np.isfinite(values) | (np.abs(values) > max_abs)
    bits[bad] = 0
    return bits, decode(bits)


@pytest.mark.parametrize("dt,decode", [("fp8e4nv", decode_e4m3fn), ("fp8e5", decode_e5m2)])
@pytest.mark.parametrize("M,N,K,bm,bn,bk", SHAPES)
def test_dot_fp8(rng, dt, decode, M, N, K, bm, bn, bk):
    a, a64 = random_fp8(rng, (M, K), decode, 16.0)
    b, b64 = random_fp8(rng, (K, N), decode, 16.0)
    out = run_dot(dt, "fp32", a, b, M, N, K, bm, bn, bk)
    # Products of fp8 values are exact in fp32; only the fp32 sums round.
    assert_close(out, a64 @ b64, 1e-6, "C", scale=np.abs(a64) @ np.abs(b64))


@pytest.mark.parametrize("M,N,K,bm,bn,bk", BT_SHAPES)
def test_dot_fp8_bt(rng, M, N, K, bm, bn, bk):
    """fp8 e4m3fn with B K-contiguous (stored transposed, [N, K])."""
    a, a64 = random_fp8(rng, (M, K), decode_e4m3fn, 16.0)
    bt, bt64 = random_fp8(rng, (N, K), decode_e4m3fn, 16.0)
    out = run_dot("fp8e4nv", "fp32", a, bt, M, N, K, bm, bn, bk, kernel="dot_bt_kernel")
    assert_close(out, a64 @ bt64.T, 1e-6, "C", scale=np.abs(a64) @ np.abs(bt64.T))


@pytest.mark.parametrize("dt", ["i8", "fp16"])
@pytest.mark.parametrize("M,N,K,bm,bn,bk", SHAPES)
def test_scaled_dot(rng, dt, M, N, K, bm, bn, bk):
    """A per-row and per-column scaled epilogue (the layouts keep the
    accumulator in place and move the scales: test/Layout/sink-past-scales.test)."""
    if dt == "i8":
        a = rng.integers(-128, 128, size=(M, K), dtype=np.int8)
        b = rng.integers(-128, 128, size=(K, N), dtype=np.int8)
    else:
        a = rng.standard_normal((M, K)).astype(np.float16)
        b = rng.standard_normal((K, N)).astype(np.float16)
    rows = (rng.random(M) + 0.5).astype(np.float16)
    cols = (rng.random(N) + 0.5).astype(np.float16)
    c = empty_poisoned((M, N), "fp32")
    res = launch(SRC, "scaled_dot_kernel", f"*{dt},*{dt},*fp32,*fp16,*fp16,i32,i32,i32",
                 [a, b, c, rows, cols, M, N, K], grid=(cdiv(M, bm), cdiv(N, bn)),
                 constexprs={"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk})
    prod = a.astype(np.float64) @ b.astype(np.float64)
    ref = prod * rows.astype(np.float64)[:, None] * cols.astype(np.float64)[None, :]
    scale = (np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64))) \
        * rows.astype(np.float64)[:, None] * cols.astype(np.float64)[None, :]
    assert_close(res[2], ref, 1e-5, "C", scale=scale)


@pytest.mark.parametrize("M,N,K,bm,bn,bk,warps", [
    (512, 128, 128, 256, 64, 64, 4),   # 64 rows per warp: the epilogue in the row scales' layout
    (512, 128, 128, 256, 64, 64, 8),
    (128, 256, 64, 64, 128, 32, 4),
])
def test_scaled_dot_aligned(rng, M, N, K, bm, bn, bk, warps):
    """int8 matmul with fp32 row and column scales and stores proven aligned
    along N (H100 run 51: torchao's int8 matmul at 64 rows per warp stored
    pairs of rows as one 8-byte vector to consecutive columns)."""
    a = rng.integers(-128, 128, size=(M, K), dtype=np.int8)
    b = rng.integers(-128, 128, size=(K, N), dtype=np.int8)
    rows = (rng.random(M) + 0.5).astype(np.float32)
    cols = (rng.random(N) + 0.5).astype(np.float32)
    c = empty_poisoned((M, N), "fp32")
    res = launch(SRC, "scaled_dot_aligned_kernel",
                 "*i8:16,*i8:16,*fp32:16,*fp32:16,*fp32:16,i32:16,i32:16,i32:16",
                 [a, b, c, rows, cols, M, N, K], grid=(cdiv(M, bm), cdiv(N, bn)),
                 constexprs={"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk}, num_warps=warps)
    prod = a.astype(np.float64) @ b.astype(np.float64)
    ref = prod * rows.astype(np.float64)[:, None] * cols.astype(np.float64)[None, :]
    scale = (np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64))) \
        * rows.astype(np.float64)[:, None] * cols.astype(np.float64)[None, :]
    assert_close(res[2], ref, 1e-5, "C", scale=scale)
