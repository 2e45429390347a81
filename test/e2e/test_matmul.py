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
