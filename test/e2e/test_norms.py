"""kernels/layer_norm.py and kernels/rms_norm.py."""

import numpy as np
import pytest

from tilec_run import TOL, as_float64, assert_close, empty_poisoned, launch, next_pow2, quantize

EPS = 1e-5


@pytest.mark.parametrize("dt", ["fp32", "fp16", "bf16"])
@pytest.mark.parametrize("n_rows,N,block", [
    (7, 1000, 256),   # 4 column blocks, ragged last one
    (3, 37, 64),      # one partial block
    (2, 512, 128),    # exact multiple
])
def test_layer_norm(rng, dt, n_rows, N, block):
    x, x64 = quantize(rng.standard_normal((n_rows, N)) * 2.0 + 0.5, dt)
    w, w64 = quantize(rng.standard_normal(N), dt)
    b, b64 = quantize(rng.standard_normal(N), dt)
    y = empty_poisoned((n_rows, N), dt)
    mean = empty_poisoned(n_rows, "fp32")
    rstd = empty_poisoned(n_rows, "fp32")
    res = launch("layer_norm.py", "_layer_norm_fwd_fused",
                 f"*{dt},*{dt},*{dt},*{dt},*fp32,*fp32,i32,i32,fp32",
                 [x, y, w, b, mean, rstd, N, N, EPS], grid=(n_rows,),
                 constexprs={"BLOCK_SIZE": block})
    mean_ref = x64.mean(axis=1)
    var_ref = ((x64 - mean_ref[:, None]) ** 2).mean(axis=1)
    rstd_ref = 1.0 / np.sqrt(var_ref + EPS)
    y_ref = (x64 - mean_ref[:, None]) * rstd_ref[:, None] * w64 + b64
    assert_close(res[4], mean_ref, 1e-5, "Mean")
    assert_close(res[5], rstd_ref, 1e-5, "Rstd")
    assert_close(as_float64(res[1], dt), y_ref, TOL[dt], "Y")


@pytest.mark.parametrize("dt", ["fp32", "fp16", "bf16"])
@pytest.mark.parametrize("n_rows,N,stride_x", [(5, 777, 800), (4, 64, 64), (3, 1, 1)])
def test_rms_norm(rng, dt, n_rows, N, stride_x):
    x_full, x64_full = quantize(rng.standard_normal((n_rows, stride_x)), dt)
    w, w64 = quantize(rng.standard_normal(N) + 1.0, dt)
    y = empty_poisoned((n_rows, N), dt)
    rstd = empty_poisoned(n_rows, "fp32")
    res = launch("rms_norm.py", "rms_norm_kernel", f"*{dt},*{dt},*{dt},*fp32,i32,i32,i32,fp32",
                 [x_full, y, w, rstd, stride_x, N, N, EPS], grid=(n_rows,),
                 constexprs={"BLOCK_SIZE": next_pow2(N)})
    x64 = x64_full[:, :N]
    rstd_ref = 1.0 / np.sqrt((x64 ** 2).mean(axis=1) + EPS)
    assert_close(res[3], rstd_ref, 1e-5, "Rstd")
    assert_close(as_float64(res[1], dt), x64 * rstd_ref[:, None] * w64, TOL[dt], "Y")
