"""test/e2e/kernels/libdevice_math.py: the device math library functions
(triton.language.extra.libdevice, tl.math, tl.extra.cuda.libdevice) against
float64 references, in fp32 and in fp16 (computed in fp32 and rounded back).
"""

import math

import numpy as np
import pytest

from tilec_run import TOL, as_float64, assert_close, cdiv, empty_poisoned, launch, quantize

KERNEL = __import__("pathlib").Path(__file__).resolve().parent / "kernels" / "libdevice_math.py"


def erfinv(y):
    """float64 inverse error function: bisection to a bracket, then Newton on math.erf."""
    out = np.empty_like(y)
    for i, v in enumerate(y.flat):
        if v <= -1 or v >= 1:
            out.flat[i] = math.copysign(math.inf, v) if abs(v) == 1 else math.nan
            continue
        lo, hi = -6.0, 6.0
        for _ in range(60):
            mid = 0.5 * (lo + hi)
            if math.erf(mid) < v:
                lo = mid
            else:
                hi = mid
        x = 0.5 * (lo + hi)
        for _ in range(3):
            x -= (math.erf(x) - v) / (2 / math.sqrt(math.pi) * math.exp(-x * x))
        out.flat[i] = x
    return out


def half_away(x):
    return np.sign(x) * np.floor(np.abs(x) + 0.5)


vec = np.vectorize
# name: (reference, low, high); inputs uniform in [low, high).
UNARY = {
    "asin": (np.arcsin, -0.99, 0.99),
    "acos": (np.arccos, -0.99, 0.99),
    "atan": (np.arctan, -20, 20),
    "sinh": (np.sinh, -5, 5),
    "cosh": (np.cosh, -5, 5),
    "tanh": (np.tanh, -6, 6),
    "asinh": (np.arcsinh, -20, 20),
    "acosh": (np.arccosh, 1.01, 30),
    "atanh": (np.arctanh, -0.95, 0.95),
    "erf": (vec(math.erf), -3, 3),
    "erfc": (vec(math.erfc), -2, 4),
    "erfinv": (erfinv, -0.99, 0.99),
    "exp": (np.exp, -10, 10),
    "exp2": (np.exp2, -10, 10),
    "exp10": (lambda x: 10.0 ** x, -4, 4),
    "expm1": (np.expm1, -2, 2),
    "log": (np.log, 0.01, 100),
    "log2": (np.log2, 0.01, 100),
    "log10": (np.log10, 0.01, 100),
    "log1p": (np.log1p, -0.9, 10),
    "tl_math_log1p": (np.log1p, -0.9, 10),
    "rsqrt": (lambda x: 1 / np.sqrt(x), 0.01, 100),
    "cbrt": (np.cbrt, -50, 50),
    "fast_expf": (np.exp, -10, 10),
    "lgamma": (vec(math.lgamma), 0.1, 8),
    "tgamma": (vec(math.gamma), 0.1, 7),
}
# Exact results (rounding, predicates): compared bit for bit.
EXACT = {
    "floor": np.floor,
    "ceil": np.ceil,
    "trunc": np.trunc,
    "round": half_away,
    "tl_extra_round": half_away,
    "rint": np.rint,
    "isnan": lambda x: np.isnan(x).astype(np.float64),
    "isinf": lambda x: np.isinf(x).astype(np.float64),
    "signbit": lambda x: np.signbit(x).astype(np.float64),
}


@pytest.mark.parametrize("dt", ["fp32", "fp16"])
@pytest.mark.parametrize("fn", sorted(UNARY))
def test_unary(rng, fn, dt):
    ref_fn, lo, hi = UNARY[fn]
    n, block = 1000, 256
    x, x64 = quantize(rng.uniform(lo, hi, n), dt)
    out = empty_poisoned((n,), dt)
    res = launch(KERNEL, "unary_kernel", f"*{dt},*{dt},i32", [x, out, n],
                 grid=(cdiv(n, block),), constexprs={"FN": fn, "BLOCK": block})
    ref = ref_fn(x64)
    # fp32: a few ulp of the library (TOL is far above); fp16: one rounding of the result.
    assert_close(as_float64(res[1], dt), ref, TOL[dt], fn)


@pytest.mark.parametrize("fn", sorted(EXACT))
def test_exact(rng, fn):
    n, block = 777, 128
    x = (rng.standard_normal(n) * 4).astype(np.float32)
    # Halfway cases, signed zeros, infinities and NaN.
    x[:12] = [0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.0, -0.0, np.inf, -np.inf, np.nan, -np.nan]
    out = empty_poisoned((n,), "fp32")
    res = launch(KERNEL, "unary_kernel", "*fp32,*fp32,i32", [x, out, n],
                 grid=(cdiv(n, block),), constexprs={"FN": fn, "BLOCK": block})
    ref = EXACT[fn](x.astype(np.float64))
    got = res[1].astype(np.float64)
    same = (got == ref) | (np.isnan(got) & np.isnan(ref))
    assert same.all(), f"{fn}: {np.count_nonzero(~same)} mismatches, first at " \
                       f"{np.argmin(same)}: x={x[np.argmin(same)]} got {got[np.argmin(same)]} " \
                       f"want {ref[np.argmin(same)]}"


BINARY = {
    "atan2": (np.arctan2, (-5, 5), (-5, 5)),
    "pow": (np.power, (0.1, 4), (-3, 3)),
    "fmod": (np.fmod, (-20, 20), (0.5, 3)),
    "hypot": (np.hypot, (-100, 100), (-100, 100)),
    "copysign": (np.copysign, (-5, 5), (-5, 5)),
    "fmax": (np.fmax, (-5, 5), (-5, 5)),
    "fmin": (np.fmin, (-5, 5), (-5, 5)),
    "remainder": (vec(math.remainder), (-20, 20), (0.5, 3)),
    "fdim": (lambda a, b: np.maximum(a - b, 0), (-5, 5), (-5, 5)),
    "ldexp": (lambda a, b: np.ldexp(a, np.trunc(b).astype(np.int64)), (-5, 5), (-8, 8)),
}


@pytest.mark.parametrize("fn", sorted(BINARY))
def test_binary(rng, fn):
    ref_fn, (alo, ahi), (blo, bhi) = BINARY[fn]
    n, block = 1000, 256
    x, x64 = quantize(rng.uniform(alo, ahi, n), "fp32")
    z, z64 = quantize(rng.uniform(blo, bhi, n), "fp32")
    out = empty_poisoned((n,), "fp32")
    res = launch(KERNEL, "binary_kernel", "*fp32,*fp32,*fp32,i32", [x, z, out, n],
                 grid=(cdiv(n, block),), constexprs={"FN": fn, "BLOCK": block})
    assert_close(as_float64(res[2], "fp32"), ref_fn(x64, z64), TOL["fp32"], fn)
