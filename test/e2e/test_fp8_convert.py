"""fp8 <-> fp32 conversions (test/e2e/fp8_convert.py), bit-exact against an
independent numpy model: every one of the 256 byte patterns widened, and
rounding of fp32 values chosen at the edges: exact fp8 values, midpoints
(ties to even), midpoints nudged by one fp32 ulp, subnormals, underflow to
+-0, overflow and infinities (saturating to the largest finite value, as the
GPUs' satfinite conversions and tilec's interpreter do) and NaN. The GPU
lowering (fp8 has no LLVM type: bit manipulation in the compiler) must give
the same bytes; bench/gpu_replay.py checks that on the H200."""

from pathlib import Path

import numpy as np
import pytest

from test_dot_dtypes import decode_e4m3fn, decode_e5m2
from tilec_run import cdiv, empty_poisoned, launch

SRC = str(Path(__file__).resolve().parent / "fp8_convert.py")
TYPES = [("fp8e4nv", decode_e4m3fn, 0x7E), ("fp8e5", decode_e5m2, 0x7B)]


def encode(x, decode, max_bits):
    """Nearest finite fp8 byte to each float64 x (ties: even mantissa),
    saturating, NaN -> a NaN byte, sign kept; by search over the table."""
    codes = np.arange(256, dtype=np.uint8)
    values = decode(codes)
    finite = np.isfinite(values) & (np.abs(values) <= decode(np.array([max_bits]))[0])
    pos_codes = codes[finite & (codes < 0x80)]
    pos_vals = values[finite & (codes < 0x80)]
    out = np.empty(x.shape, np.uint8)
    for i, v in enumerate(x):
        sign = 0x80 if np.signbit(v) else 0
        if np.isnan(v):
            out[i] = sign | (0x7F if max_bits == 0x7E else 0x7E)
            continue
        a = min(abs(v), pos_vals.max())  # saturate (infinities included)
        d = np.abs(pos_vals - a)
        best = np.flatnonzero(d == d.min())
        if len(best) > 1:  # a tie: the even mantissa (even code)
            best = [b for b in best if pos_codes[b] % 2 == 0]
        out[i] = sign | pos_codes[best[0]]
    return out


def edge_values(decode, max_bits):
    codes = np.arange(0x80, dtype=np.uint8)
    vals = decode(codes)
    vals = np.sort(vals[np.isfinite(vals) & (vals <= decode(np.array([max_bits]))[0])])
    mids = (vals[:-1] + vals[1:]) / 2
    f32 = lambda a: a.astype(np.float32)
    up1 = np.nextafter(f32(mids), np.float32(np.inf))
    dn1 = np.nextafter(f32(mids), np.float32(-np.inf))
    special = np.array([0.0, -0.0, 1e-30, -1e-30, 1e6, -1e6, np.inf, -np.inf, np.nan,
                        vals[-1] * 1.0625, vals[-1] * 1.25, 3.0e38], np.float32)
    x = np.concatenate([f32(vals), f32(mids), up1, dn1, special])
    return np.concatenate([x, -x]).astype(np.float32)


def same_bits_or_nan(out, ref, decode):
    nan_out, nan_ref = np.isnan(decode(out)), np.isnan(decode(ref))
    ok = (out == ref) | (nan_out & nan_ref)
    return ok


@pytest.mark.parametrize("dt,decode,max_bits", TYPES)
def test_fp8_up_all_codes(dt, decode, max_bits):
    src = np.arange(256, dtype=np.uint8)
    out = empty_poisoned((256,), "fp32")
    res = launch(SRC, "up", f"*{dt},*fp32,i32", [src, out, 256], grid=(cdiv(256, 128),),
                 constexprs={"BLOCK": 128})
    got = res[1].astype(np.float64)
    ref = decode(src)
    ok = (got == ref) & (np.signbit(got) == np.signbit(ref)) | (np.isnan(got) & np.isnan(ref))
    assert ok.all(), f"{dt}: codes {np.flatnonzero(~ok)[:8].tolist()} widen wrongly"


@pytest.mark.parametrize("dt,decode,max_bits", TYPES)
def test_fp8_down_edges(dt, decode, max_bits):
    x = edge_values(decode, max_bits)
    n = x.size
    out = np.full(n, 0x55, np.uint8)
    res = launch(SRC, "down", f"*fp32,*{dt},i32", [x, out, n], grid=(cdiv(n, 256),),
                 constexprs={"BLOCK": 256})
    ref = encode(x.astype(np.float64), decode, max_bits)
    ok = same_bits_or_nan(res[1], ref, decode)
    bad = np.flatnonzero(~ok)
    assert ok.all(), (f"{dt}: {bad.size} of {n} values round wrongly, e.g. "
                      f"{[(float(x[i]), int(res[1][i]), int(ref[i])) for i in bad[:5]]}")


@pytest.mark.parametrize("dt,decode,max_bits", TYPES)
def test_fp8_arithmetic(rng, dt, decode, max_bits):
    n = 300
    src = rng.integers(0, 256, size=n, dtype=np.uint8)
    src[(np.isnan(decode(src)))] = 0x38  # 1.0 in e4m3fn, 0.5 in e5m2: avoid NaN inputs
    out = np.full(n, 0x55, np.uint8)
    res = launch(SRC, "add_scaled", f"*{dt},*{dt},i32", [src, out, n], grid=(cdiv(n, 128),),
                 constexprs={"BLOCK": 128})
    v = decode(src)
    # x * 0.5 is exact in fp32 but rounds to fp8 first (Triton's type
    # promotion keeps fp8 * float-literal in fp8), then the sum rounds again.
    half = decode(encode(v * 0.5, decode, max_bits))
    ref = encode(v + half, decode, max_bits)
    ok = same_bits_or_nan(res[1], ref, decode)
    assert ok.all(), f"{dt}: {np.flatnonzero(~ok).size} of {n} results differ"
