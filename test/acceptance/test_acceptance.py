"""Acceptance corpus (test/acceptance/kernels): each kernel run on tilec's CPU
interpreter and compared with a float64 NumPy reference.

The kernels were written for this corpus, independently of kernels/ and of
test/e2e; see README.md. Run: /usr/bin/python3 -m pytest -q test/acceptance

Data is random (seed printed; TILEC_E2E_SEED=<seed> reproduces a run), so
every check is bounded by what a correct kernel can be off by for *any*
input: float errors are measured against the magnitude of the terms that are
summed or cancel, integer and max/argmax results must be exact (the
reference resolves ties the way the kernel documents: first index).
"""

import math
import os
import sys
from pathlib import Path

import numpy as np
import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "e2e"))

import tilec_run  # noqa: E402
from tilec_run import TOL, as_float64, assert_close, cdiv, empty_poisoned, next_pow2, quantize  # noqa: E402

KERNELS = HERE / "kernels"

pytestmark = pytest.mark.skipif(
    tilec_run.find_tilec() is None,
    reason="tilec binary not found at "
           f"{os.environ.get('TILEC_BIN') or tilec_run.REPO_ROOT / 'build' / 'bin' / 'tilec'} "
           "(build it, or point TILEC_BIN at one)")


def launch(src, kernel, signature, args, grid, constexprs, num_warps=None):
    """tilec_run.launch on a kernel of this corpus, always on the interpreter."""
    return tilec_run.launch(KERNELS / src, kernel, signature, args, grid,
                            constexprs=constexprs, num_warps=num_warps, dev="interp")


@pytest.fixture
def rng(request):
    return tilec_run.seeded_rng(request)


def elem_strides(a):
    """Element strides of a numpy array (what a Triton user passes as strides)."""
    return [s // a.itemsize for s in a.strides]


# ---------------------------------------------------------------------------
# 1. vector add


@pytest.mark.parametrize("n,tile", [(1, 128), (1000, 256), (1024, 1024), (4097, 1024),
                                    (65537, 4096)])
def test_vadd(rng, n, tile):
    pad = 37  # elements past n must stay untouched
    a, a64 = quantize(rng.standard_normal(n + pad), "fp32")
    b, b64 = quantize(rng.standard_normal(n + pad), "fp32")
    c = empty_poisoned((n + pad,), "fp32")
    res = launch("vec_add.py", "vadd", "*fp32:16,*fp32:16,*fp32:16,i32", [a, b, c, n],
                 grid=(cdiv(n, tile),), constexprs={"TILE": tile})
    # One fp32 rounding of the exact sum: bit-exact.
    np.testing.assert_array_equal(res[2][:n], (a64[:n] + b64[:n]).astype(np.float32))
    assert np.isnan(res[2][n:]).all(), "vadd wrote past n"


@pytest.mark.parametrize("n,tile,programs,alpha", [(5000, 512, 3, 0.75), (511, 512, 4, -2.5),
                                                    (1, 64, 1, 3.0), (4096, 256, 16, 1.0)])
def test_vadd_scaled_gridstride(rng, n, tile, programs, alpha):
    a, a64 = quantize(rng.standard_normal(n + 5) * 4, "fp16")
    b, b64 = quantize(rng.standard_normal(n + 5) * 4, "fp16")
    c = empty_poisoned((n + 5,), "fp16")
    res = launch("vec_add.py", "vadd_scaled_gridstride", "*fp16:16,*fp16:16,*fp16:16,i32,fp32",
                 [a, b, c, n, alpha], grid=(programs,), constexprs={"TILE": tile})
    ref = a64[:n] + alpha * b64[:n]
    got = as_float64(res[2][:n], "fp16")
    # fp32 evaluation (a few 2^-24 of the terms, which may cancel) then one
    # fp16 rounding (half an fp16 ulp of the result, 2^-24 in the subnormals).
    bound = 2.0**-11 * np.abs(ref) + 2.0**-21 * (np.abs(a64[:n]) + np.abs(alpha * b64[:n])) \
        + 2.0**-24
    assert not np.isnan(got).any()
    assert (np.abs(got - ref) <= bound).all(), np.max(np.abs(got - ref) / bound)
    assert np.isnan(as_float64(res[2][n:], "fp16")).all()


# ---------------------------------------------------------------------------
# 2. persistent softmax


def softmax64(x):
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


@pytest.mark.parametrize("dt", ["fp32", "fp16"])
@pytest.mark.parametrize("rows,cols,programs,x_stride,scale", [
    (37, 781, 5, 800, 1.0),     # 5 programs stride over 37 rows; padded input rows
    (5, 100, 8, 100, 1.0),      # more programs than rows: some get none
    (64, 1024, 7, 1024, 1.0),   # full block
    (3, 1, 1, 16, 1.0),         # single column: softmax is 1
    (6, 300, 2, 304, 40.0),     # exp would overflow without the max subtraction
])
def test_softmax_rows(rng, dt, rows, cols, programs, x_stride, scale):
    block = next_pow2(cols)
    y_stride = cols + 3
    x, x64 = quantize(rng.standard_normal((rows, x_stride)) * scale, dt)
    y = empty_poisoned((rows, y_stride), dt)
    res = launch("softmax_persistent.py", "softmax_rows", f"*{dt}:16,*{dt}:16,i32,i32,i32,i32",
                 [x, y, x_stride, y_stride, rows, cols], grid=(programs,),
                 constexprs={"BLOCK": block})
    got = as_float64(res[1], dt)
    ref = softmax64(x64[:, :cols])
    assert_close(got[:, :cols], ref, TOL[dt], "softmax")
    np.testing.assert_allclose(got[:, :cols].sum(axis=1), 1.0, rtol=0,
                               atol=1e-5 if dt == "fp32" else 4e-3)
    assert np.isnan(got[:, cols:]).all(), "softmax wrote past n_cols"


# ---------------------------------------------------------------------------
# 3. layer norm forward


@pytest.mark.parametrize("dt", ["fp32", "fp16"])
@pytest.mark.parametrize("n_rows,n_cols,rows_per_prog", [(10, 300, 4), (7, 1000, 2),
                                                         (1, 1, 4), (33, 64, 8), (4, 129, 1)])
def test_layernorm(rng, dt, n_rows, n_cols, rows_per_prog):
    cols_block = next_pow2(n_cols)
    stride_in, stride_out = n_cols + 8, n_cols + 1
    # A common offset per row: the variance must be computed around the mean.
    data = rng.standard_normal((n_rows, stride_in)) * 2.0 + rng.uniform(-3, 3, (n_rows, 1))
    x, x64 = quantize(data, dt)
    w, w64 = quantize(rng.uniform(0.5, 1.5, n_cols), dt)
    b, b64 = quantize(rng.standard_normal(n_cols) * 0.5, dt)
    y = empty_poisoned((n_rows, stride_out), dt)
    mean = empty_poisoned((n_rows,), "fp32")
    rstd = empty_poisoned((n_rows,), "fp32")
    eps = 1e-5
    res = launch("layernorm.py", "layernorm_fwd",
                 f"*{dt}:16,*{dt}:16,*{dt}:16,*{dt}:16,*fp32,*fp32,i32,i32,i32,i32,fp32",
                 [x, w, b, y, mean, rstd, n_rows, n_cols, stride_in, stride_out, eps],
                 grid=(cdiv(n_rows, rows_per_prog),),
                 constexprs={"ROWS": rows_per_prog, "COLS": cols_block})
    xs = x64[:, :n_cols]
    mu = xs.mean(axis=1, keepdims=True)
    var = ((xs - mu) ** 2).mean(axis=1, keepdims=True)
    inv = 1.0 / np.sqrt(var + eps)
    norm = (xs - mu) * inv * w64
    ref = norm + b64
    assert_close(as_float64(res[3], dt)[:, :n_cols], ref, TOL[dt], "y",
                 scale=np.abs(norm) + np.abs(b64))
    # Mean: fp32 sum of the row, error relative to the row's magnitude.
    assert_close(res[4], mu[:, 0], 1e-5, "mean", scale=np.abs(xs).mean(axis=1))
    assert_close(res[5], inv[:, 0], 1e-4, "rstd")
    assert np.isnan(as_float64(res[3], dt)[:, n_cols:]).all()


# ---------------------------------------------------------------------------
# 4. integer semantics

I32_MIN, I32_MAX = -2**31, 2**31 - 1


def wrap(v, bits):
    """Two's-complement wrap of int64/object values to a signed `bits` integer."""
    v = np.asarray(v, dtype=np.int64)
    m = np.int64(1) << np.int64(bits)
    h = np.int64(1) << np.int64(bits - 1)
    return ((v + h) % m) - h


def int_inputs(rng, n):
    edges = np.array([I32_MIN, I32_MAX, -1, 0, 1, -7, 7, -2, 2, 31, 32, -32, 255, 256,
                      -129, 127, -128, 65535, -65536, 1 << 30, I32_MIN + 1], dtype=np.int64)
    x = rng.integers(I32_MIN, I32_MAX, n, endpoint=True, dtype=np.int64)
    y = rng.integers(I32_MIN, I32_MAX, n, endpoint=True, dtype=np.int64)
    small = rng.integers(-40, 41, n, dtype=np.int64)
    # A third of the divisors small (interesting quotients and remainders).
    y = np.where(rng.random(n) < 0.33, small, y)
    k = min(n, edges.size)
    x[:k] = edges[:k]
    y[:k] = np.roll(edges, 3)[:k]
    y[y == 0] = 3
    y[(x == I32_MIN) & (y == -1)] = -3  # INT_MIN / -1 overflows: undefined, as in C
    return x.astype(np.int32), y.astype(np.int32)


@pytest.mark.parametrize("n,blk", [(1000, 256), (21, 32), (4096, 1024), (1, 16)])
def test_int_semantics(rng, n, blk):
    x, y = int_inputs(rng, n)
    x64, y64 = x.astype(np.int64), y.astype(np.int64)
    r32 = empty_poisoned((14, n), "i32")
    r8 = empty_poisoned((n,), "i8")
    ru8 = empty_poisoned((n,), "u8")
    r16 = empty_poisoned((n,), "i16")
    r64 = empty_poisoned((3, n), "i64")
    res = launch("int_semantics.py", "int_mix", "*i32,*i32,*i32,*i8,*u8,*i16,*i64,i32",
                 [x, y, r32, r8, ru8, r16, r64, n], grid=(cdiv(n, blk),),
                 constexprs={"BLK": blk})
    sh = y64 & 31
    q = np.sign(x64) * np.sign(y64) * (np.abs(x64) // np.abs(y64))  # truncating
    expect = {
        0: q,
        1: x64 - q * y64,
        2: wrap(x64 << sh, 32),
        3: x64 >> sh,
        4: wrap((x64 & 0xFFFFFFFF) >> sh, 32),
        5: wrap(x64 * y64, 32),
        6: wrap(x64 + y64, 32),
        7: x64 & y64,
        8: x64 | y64,
        9: x64 ^ y64,
        10: ~x64,
        11: np.minimum(x64, y64),
        12: np.maximum(x64, y64),
        13: wrap(-x64, 32),
    }
    names = ["//", "%", "<<", ">> (arith)", ">> (logical)", "*", "+", "&", "|", "^", "~",
             "minimum", "maximum", "neg"]
    for k, ref in expect.items():
        got = res[2][k].astype(np.int64)
        bad = np.nonzero(got != ref)[0]
        assert bad.size == 0, (f"x {names[k]} y: {bad.size} mismatches, first at {bad[0]}: "
                               f"x={x[bad[0]]} y={y[bad[0]]} got {got[bad[0]]} "
                               f"expected {ref[bad[0]]}")
    # Self-check of the reference: the remainder has the dividend's sign (C), not the divisor's.
    assert (np.sign(expect[1]) * np.sign(x64) >= 0).all()
    np.testing.assert_array_equal(res[3].astype(np.int64), wrap(x64, 8), "int8(x)")
    np.testing.assert_array_equal(res[4].astype(np.int64), x64 & 0xFF, "uint8(x)")
    np.testing.assert_array_equal(res[5].astype(np.int64), wrap(x64, 16), "int16(x)")
    np.testing.assert_array_equal(res[6][0], x64 * y64, "int64 product")
    np.testing.assert_array_equal(res[6][1], wrap(x64, 8), "int8 -> int64")
    np.testing.assert_array_equal(res[6][2], x64 & 0xFFFF, "uint16 -> int64")


def test_int_semantics_known_values():
    # Hand-checked C semantics, independent of the reference formulas above.
    x = np.array([-7, 7, -7, 7, I32_MAX, I32_MIN, -1, 300], dtype=np.int32)
    y = np.array([2, -2, -2, 2, 2, 2, 33, -1], dtype=np.int32)
    n = x.size
    r32 = empty_poisoned((14, n), "i32")
    res = launch("int_semantics.py", "int_mix", "*i32,*i32,*i32,*i8,*u8,*i16,*i64,i32",
                 [x, y, r32, empty_poisoned((n,), "i8"), empty_poisoned((n,), "u8"),
                  empty_poisoned((n,), "i16"), empty_poisoned((3, n), "i64"), n],
                 grid=(1,), constexprs={"BLK": 8})
    assert list(res[2][0]) == [-3, -3, 3, 3, 1073741823, -1073741824, 0, -300]  # //
    assert list(res[2][1]) == [-1, 1, -1, 1, 1, 0, -1, 0]                      # %
    assert res[2][6][4] == I32_MIN + 1                                          # MAX + 2
    assert res[2][5][4] == -2                                                   # MAX * 2
    assert res[2][13][5] == I32_MIN                                             # -MIN
    assert res[2][3][6] == -1 and res[2][4][6] == 0x7FFFFFFF                    # -1 >> 1
    assert list(res[3][[0, 7]]) == [-7, 44] and res[4][7] == 44 and res[5][7] == 300


# ---------------------------------------------------------------------------
# 5. RMS norm + erf GELU

_erf = np.vectorize(math.erf)


@pytest.mark.parametrize("dt", ["fp32", "fp16"])
@pytest.mark.parametrize("rows,cols,chunk", [(5, 1000, 256), (3, 64, 64), (4, 3000, 1024),
                                             (2, 7, 16)])
def test_rmsnorm_gelu(rng, dt, rows, cols, chunk):
    src_stride, dst_stride = cols + 16, cols + 2
    x, x64 = quantize(rng.standard_normal((rows, src_stride)) * 3.0, dt)
    g, g64 = quantize(rng.uniform(-2.0, 2.0, cols), dt)
    out = empty_poisoned((rows, dst_stride), dt)
    eps = 1e-6
    res = launch("rmsnorm_gelu.py", "rmsnorm_gelu", f"*{dt}:16,*{dt}:16,*{dt}:16,i32,i32,i32,fp32",
                 [x, g, out, cols, src_stride, dst_stride, eps], grid=(rows,),
                 constexprs={"CHUNK": chunk})
    xs = x64[:, :cols]
    z = xs / np.sqrt((xs * xs).mean(axis=1, keepdims=True) + eps) * g64
    ref = 0.5 * z * (1.0 + _erf(z / math.sqrt(2.0)))
    # z is computed in fp32 (relative error ~1e-7, and gelu' is bounded by
    # 1.13), and 1 + erf cancels for z << 0: errors scale with |z|, not gelu(z).
    assert_close(as_float64(res[2], dt)[:, :cols], ref, TOL[dt], "gelu(rmsnorm)",
                 scale=np.maximum(np.abs(ref), np.abs(z)))
    assert np.isnan(as_float64(res[2], dt)[:, cols:]).all()


# ---------------------------------------------------------------------------
# 6. 2-D reductions

RED_SIG = "*fp32,*fp32,*fp32,*i32,i32,i32,i32,i32"


def matrix_view(rng, M, N, layout, values=None):
    """A float32 (M, N) logical matrix stored row-major with padding, or
    column-major; returns (buffer, logical float32 view, s_row, s_col)."""
    vals = rng.standard_normal((M, N)).astype(np.float32) if values is None else values
    if layout == "row":
        buf = np.full((M, N + 5), np.nan, np.float32)
        buf[:, :N] = vals
        return buf, vals, N + 5, 1
    buf = np.ascontiguousarray(vals.T)  # element (m, n) at n*M + m
    return buf, vals, 1, M


def run_row_stats(M, N, buf, sr, sc, br, bc):
    res = launch("reduce2d.py", "row_stats", RED_SIG,
                 [buf, empty_poisoned((M,), "fp32"), empty_poisoned((M,), "fp32"),
                  empty_poisoned((M,), "i32"), M, N, sr, sc],
                 grid=(cdiv(M, br),), constexprs={"BR": br, "BC": bc})
    return res[1], res[2], res[3]


def run_col_stats(M, N, buf, sr, sc, br, bc):
    res = launch("reduce2d.py", "col_stats", RED_SIG,
                 [buf, empty_poisoned((N,), "fp32"), empty_poisoned((N,), "fp32"),
                  empty_poisoned((N,), "i32"), M, N, sr, sc],
                 grid=(cdiv(N, bc),), constexprs={"BR": br, "BC": bc, "ROW_TILES": cdiv(M, br)})
    return res[1], res[2], res[3]


@pytest.mark.parametrize("layout", ["row", "col"])
@pytest.mark.parametrize("M,N,br,bc", [(50, 300, 16, 128), (16, 128, 16, 128), (3, 1000, 4, 256),
                                       (33, 5, 8, 16), (1, 1, 2, 16)])
def test_reductions(rng, layout, M, N, br, bc):
    buf, v, sr, sc = matrix_view(rng, M, N, layout)
    v64 = v.astype(np.float64)
    # axis 1
    s, mx, am = run_row_stats(M, N, buf, sr, sc, br, bc)
    assert_close(s, v64.sum(axis=1), 1e-5, "row sum", scale=np.abs(v64).sum(axis=1))
    np.testing.assert_array_equal(mx, v.max(axis=1), "row max")
    np.testing.assert_array_equal(am, v.argmax(axis=1), "row argmax")
    # axis 0
    s, mx, am = run_col_stats(M, N, buf, sr, sc, br, bc)
    assert_close(s, v64.sum(axis=0), 1e-5, "col sum", scale=np.abs(v64).sum(axis=0))
    np.testing.assert_array_equal(mx, v.max(axis=0), "col max")
    np.testing.assert_array_equal(am, v.argmax(axis=0), "col argmax")
    # axis=None
    res = launch("reduce2d.py", "total_sum", "*fp32,*fp32,i32,i32,i32,i32",
                 [buf, empty_poisoned((1,), "fp32"), M, N, sr, sc], grid=(1,),
                 constexprs={"BR": 8, "BC": 64})
    assert_close(res[1], [v64.sum()], 1e-5, "total", scale=[np.abs(v64).sum()])


@pytest.mark.parametrize("M,N,br,bc", [(20, 300, 8, 64), (70, 9, 16, 8)])
def test_argmax_ties(rng, M, N, br, bc):
    # Few distinct values: every row and column has its maximum many times,
    # within a block and across blocks; the first index must win.
    vals = rng.integers(0, 4, (M, N)).astype(np.float32)
    vals[0, :] = 3.0           # ties everywhere in row 0
    vals[:, 0] = -1.0          # ... but not at column 0
    vals[1, :] = -5.0
    vals[1, [(bc + 1) % N, (2 * bc) % N, N - 1]] = 9.0  # equal maxima in different blocks
    buf, v, sr, sc = matrix_view(rng, M, N, "row", values=vals)
    _, mx, am = run_row_stats(M, N, buf, sr, sc, br, bc)
    np.testing.assert_array_equal(mx, v.max(axis=1))
    np.testing.assert_array_equal(am, v.argmax(axis=1))
    _, mx, am = run_col_stats(M, N, buf, sr, sc, br, bc)
    np.testing.assert_array_equal(mx, v.max(axis=0))
    np.testing.assert_array_equal(am, v.argmax(axis=0))


# ---------------------------------------------------------------------------
# 7. grouped GEMM

GEMM_SIG = "*fp16:16,*fp16:16,*{c}:16,i32,i32,i32,i32,i32,i32,i32,i32,i32"


def run_gemm(rng, M, N, K, bm, bn, bk, group, c_dt="fp32", b_layout="row"):
    a, a64 = quantize(rng.standard_normal((M, K)), "fp16")
    if b_layout == "row":
        b, b64 = quantize(rng.standard_normal((K, N)), "fp16")
    else:  # column-major B: element (k, n) at n*K + k
        bt, bt64 = quantize(rng.standard_normal((N, K)), "fp16")
        b, b64 = bt, bt64.T
    ldc = N + 3
    c = empty_poisoned((M, ldc), c_dt)
    sb_k, sb_n = (N, 1) if b_layout == "row" else (1, K)
    res = launch("grouped_gemm.py", "gemm_grouped", GEMM_SIG.format(c=c_dt),
                 [a, b, c, M, N, K, K, 1, sb_k, sb_n, ldc, 1],
                 grid=(cdiv(M, bm) * cdiv(N, bn),),
                 constexprs={"BM": bm, "BN": bn, "BK": bk, "GROUP_SIZE_M": group})
    got = as_float64(res[2], c_dt)
    ref = a64 @ b64
    # Products of fp16 values are exact in fp32; only the fp32 sums round.
    tol = 1e-5 if c_dt == "fp32" else TOL["fp16"]
    assert_close(got[:, :N], ref, tol, "C", scale=np.abs(a64) @ np.abs(b64))
    assert np.isnan(got[:, N:]).all(), "GEMM wrote past N"


@pytest.mark.parametrize("M,N,K,bm,bn,bk,group", [
    (128, 128, 64, 64, 64, 32, 8),     # exact multiples
    (300, 200, 77, 64, 64, 32, 4),     # ragged everywhere; 5 tile-rows: a partial band
    (65, 260, 40, 32, 64, 16, 2),      # K tail of 8, more tile-columns than rows
    (7, 5, 3, 16, 16, 16, 4),          # smaller than one tile, K < BK
    (96, 48, 200, 32, 16, 64, 1),      # GROUP_SIZE_M=1: plain row-major order
])
def test_gemm(rng, M, N, K, bm, bn, bk, group):
    run_gemm(rng, M, N, K, bm, bn, bk, group)


def test_gemm_fp16_out_col_major_b(rng):
    run_gemm(rng, 90, 70, 50, 32, 32, 32, 2, c_dt="fp16", b_layout="col")


def test_gemm_grouped_order_covers_every_tile(rng):
    # Many tiles, group size not dividing the tile-row count: each output tile
    # is written exactly once (a missing one stays NaN, see run_gemm).
    run_gemm(rng, 16 * 11, 16 * 6, 16, 16, 16, 16, 3)


# ---------------------------------------------------------------------------
# 8. attention forward

ATT_SIG = "*fp16,*fp16,*fp16,*fp16,*fp32,fp32," + ",".join(["i32"] * 12) + ",i32"


def attention64(q, k, v, scale, causal):
    s = np.einsum("bqd,bkd->bqk", q, k) * scale
    if causal:
        t = q.shape[1]
        s = np.where(np.tril(np.ones((t, t), bool)), s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    p = np.exp(s - m)
    l = p.sum(axis=-1, keepdims=True)
    p /= l
    return p @ v, p @ np.abs(v), (m + np.log(l))[..., 0]


@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("d,seq,bh,bm,bn", [
    (64, 128, 2, 64, 32),
    (64, 200, 1, 64, 64),     # ragged sequence
    (128, 100, 2, 64, 32),    # head dim 128, ragged
    (64, 77, 2, 32, 64),      # BLOCK_N > BLOCK_M: causal key range ends mid-block
    (128, 256, 1, 128, 64),   # the CDNA tile shape
    (64, 20, 1, 16, 16),      # shorter than one block
])
def test_attention(rng, causal, d, seq, bh, bm, bn):
    scale = 1.0 / math.sqrt(d)
    # q in a [seq, bh, d] (BSHD-like) layout to exercise the strides.
    q_store, _ = quantize(rng.standard_normal((seq, bh, d)), "fp16")
    q = q_store.transpose(1, 0, 2)
    k, k64 = quantize(rng.standard_normal((bh, seq, d)), "fp16")
    v, v64 = quantize(rng.standard_normal((bh, seq, d)), "fp16")
    o = empty_poisoned((bh, seq, d), "fp16")
    lse = empty_poisoned((bh, seq), "fp32")
    qs = [s // 2 for s in q_store.strides]
    res = launch("attention_fwd.py", "flash_fwd", ATT_SIG,
                 [q_store, k, v, o, lse, scale,
                  qs[1], qs[0], qs[2], *elem_strides(k), *elem_strides(v), *elem_strides(o),
                  seq],
                 grid=(cdiv(seq, bm), bh),
                 constexprs={"D": d, "BLOCK_M": bm, "BLOCK_N": bn, "CAUSAL": causal})
    ref, mag, ref_lse = attention64(q.astype(np.float64), k64, v64, scale, causal)
    # P is rounded to fp16 before P @ V and O is stored in fp16: both errors are
    # bounded by 2^-11 of sum_j p_j |v_j|.
    assert_close(as_float64(res[3], "fp16"), ref, TOL["fp16"], "O", scale=mag)
    np.testing.assert_allclose(res[4], ref_lse, rtol=0, atol=1e-4, err_msg="lse")
