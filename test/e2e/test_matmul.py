"""kernels/matmul.py: grouped matmul, ragged M/N/K, strides, activation, dtypes."""

import numpy as np
import pytest

from tilec_run import TOL, as_float64, assert_close, cdiv, empty_poisoned, launch, quantize

SRC = "matmul.py"
SIG = "*{0}:16,*{0}:16,*{0}:16,i32,i32,i32,i32,i32,i32,i32,i32,i32"


def leaky_relu(x):
    return np.where(x >= 0, x, 0.01 * x)


def run_matmul(rng, dt, M, N, K, bm, bn, bk, group, activation="", b_col_major=False):
    a, a64 = quantize(rng.standard_normal((M, K)), dt)
    if b_col_major:
        # B stored transposed in memory: element (k, n) at n*K + k.
        bt, bt64 = quantize(rng.standard_normal((N, K)), dt)
        b, b64, stride_bk, stride_bn = bt, bt64.T, 1, K
    else:
        b, b64 = quantize(rng.standard_normal((K, N)), dt)
        stride_bk, stride_bn = N, 1
    c = empty_poisoned((M, N), dt)
    grid = (cdiv(M, bm) * cdiv(N, bn),)
    res = launch(SRC, "matmul_kernel", SIG.format(dt),
                 [a, b, c, M, N, K, K, 1, stride_bk, stride_bn, N, 1], grid=grid,
                 constexprs={"BLOCK_SIZE_M": bm, "BLOCK_SIZE_N": bn, "BLOCK_SIZE_K": bk,
                             "GROUP_SIZE_M": group, "ACTIVATION": activation})
    ref = a64 @ b64
    if activation == "leaky_relu":
        ref = leaky_relu(ref)
    tol = TOL["tf32"] if dt == "fp32" else TOL[dt]
    assert_close(as_float64(res[2], dt), ref, tol, "C")


@pytest.mark.parametrize("dt", ["fp16", "bf16", "fp32"])
def test_matmul_ragged(rng, dt):
    run_matmul(rng, dt, 100, 75, 90, 32, 32, 32, 4)


@pytest.mark.parametrize("M,N,K,bm,bn,bk,group", [
    (129, 65, 47, 64, 32, 16, 2),   # every dim ragged, K tail shorter than a block
    (64, 64, 64, 32, 32, 32, 8),    # exact multiples, group larger than num_pid_m
    (16, 200, 33, 16, 64, 32, 1),   # group size 1 = row-major order
    (7, 5, 3, 16, 16, 16, 4),       # smaller than one block in every dim
])
def test_matmul_shapes(rng, M, N, K, bm, bn, bk, group):
    run_matmul(rng, "fp16", M, N, K, bm, bn, bk, group)


@pytest.mark.parametrize("dt", ["fp16", "fp32"])
def test_matmul_leaky_relu(rng, dt):
    run_matmul(rng, dt, 96, 80, 72, 32, 32, 32, 2, activation="leaky_relu")


def test_matmul_b_column_major(rng):
    run_matmul(rng, "fp16", 70, 50, 40, 32, 32, 16, 2, b_col_major=True)


PERSISTENT_SIG = "*{0}:16,*{0}:16,*{0}:16,i32,i32:16,i32,i32,i32:16,i32:16"


@pytest.mark.parametrize("M,N,K,bm,bn,bk,nprog,warps", [
    (200, 192, 136, 128, 128, 64, 3, 8),   # ragged M and K, 4 tiles over 3 programs
    (200, 192, 136, 128, 128, 64, 3, 4),
    (96, 80, 200, 32, 64, 32, 5, 4),       # more tiles than programs, 7 K steps
    (64, 64, 16, 64, 64, 32, 2, 4),        # one K step, half of it masked; program 1 idles
])
def test_persistent_matmul(rng, M, N, K, bm, bn, bk, nprog, warps):
    """kernels/persistent_matmul.py: a K loop nested in a persistent tile loop
    (the shape that broke software pipelining on the GPU; recorded cases are
    replayed there at every num_stages)."""
    a, a64 = quantize(rng.standard_normal((M, K)), "fp16")
    b, b64 = quantize(rng.standard_normal((K, N)), "fp16")
    c = empty_poisoned((M, N), "fp16")
    res = launch("persistent_matmul.py", "persistent_matmul", PERSISTENT_SIG.format("fp16"),
                 [a, b, c, M, N, K, K, N, N], grid=(nprog,), num_warps=warps,
                 constexprs={"BM": bm, "BN": bn, "BK": bk, "NPROG": nprog})
    assert_close(as_float64(res[2], "fp16"), a64 @ b64, TOL["fp16"], "C")


@pytest.mark.parametrize("M,N,K,bm,bn,bk,warps", [
    (200, 192, 144, 128, 128, 64, 8),   # ragged M and K (K, N multiples of 16: the hints)
    (100, 64, 320, 64, 64, 32, 4),      # 10 K steps
    (64, 128, 16, 64, 128, 32, 4),      # one K step, half masked
])
def test_matmul_advancing_pointers(rng, M, N, K, bm, bn, bk, warps):
    """kernels/persistent_matmul.py::matmul_advancing_pointers: the K loop
    carries A's and B's pointers and advances them each step; with
    num_stages >= 2 both loads are issued an iteration ahead from the
    advanced pointers (recorded cases are replayed on the GPU at every
    num_stages; the test command reruns this suite at num_stages 3 on the
    interpreter)."""
    a, a64 = quantize(rng.standard_normal((M, K)), "fp16")
    b, b64 = quantize(rng.standard_normal((K, N)), "fp16")
    c = empty_poisoned((M, N), "fp16")
    res = launch("persistent_matmul.py", "matmul_advancing_pointers",
                 "*fp16:16,*fp16:16,*fp16:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16",
                 [a, b, c, M, N, K, K, N, N], grid=(cdiv(M, bm), cdiv(N, bn)), num_warps=warps,
                 constexprs={"BM": bm, "BN": bn, "BK": bk})
    assert_close(as_float64(res[2], "fp16"), a64 @ b64, TOL["fp16"], "C")
