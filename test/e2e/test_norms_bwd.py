"""kernels/norms_bwd.py: layer-norm and RMS-norm backward (dX, and dW/dB through
per-program partial sums and a column reduction), after the forward kernels of
kernels/layer_norm.py and kernels/rms_norm.py, against float64 gradients."""

import numpy as np
import pytest

from tilec_run import TOL, as_float64, assert_close, cdiv, empty_poisoned, launch, next_pow2, quantize

EPS = 1e-5


def layer_norm_ref(x, w, b):
    mean = x.mean(axis=1, keepdims=True)
    rstd = 1.0 / np.sqrt(((x - mean) ** 2).mean(axis=1, keepdims=True) + EPS)
    return (x - mean) * rstd * w + b


def rms_norm_ref(x, w):
    return x / np.sqrt((x ** 2).mean(axis=1, keepdims=True) + EPS) * w


def layer_norm_grads(x, w, dy):
    """float64 (dx, dw, db, dx_terms) of L = sum(layer_norm(x, w, b) * dy);
    dx_terms: the size of the terms dx cancels down from (dx can be far smaller:
    N = 1 RMS norm gives rstd * g * eps / (x^2 + eps))."""
    mean = x.mean(axis=1, keepdims=True)
    rstd = 1.0 / np.sqrt(((x - mean) ** 2).mean(axis=1, keepdims=True) + EPS)
    xhat = (x - mean) * rstd
    g = dy * w
    c_mean, c_xhat = g.mean(axis=1, keepdims=True), (g * xhat).mean(axis=1, keepdims=True)
    dx = rstd * (g - c_mean - xhat * c_xhat)
    terms = rstd * (np.abs(g) + np.abs(c_mean) + np.abs(xhat * c_xhat))
    return dx, (dy * xhat).sum(axis=0), dy.sum(axis=0), terms


def rms_norm_grads(x, w, dy):
    """float64 (dx, dw, dx_terms) of L = sum(rms_norm(x, w) * dy)."""
    rstd = 1.0 / np.sqrt((x ** 2).mean(axis=1, keepdims=True) + EPS)
    xhat = x * rstd
    g = dy * w
    c_xhat = (g * xhat).mean(axis=1, keepdims=True)
    dx = rstd * (g - xhat * c_xhat)
    return dx, (dy * xhat).sum(axis=0), rstd * (np.abs(g) + np.abs(xhat * c_xhat))


def finite_difference(loss, x, idx, h=1e-6):
    xp, xm = x.copy(), x.copy()
    xp[idx] += h
    xm[idx] -= h
    return (loss(xp) - loss(xm)) / (2 * h)


def test_reference_gradients_by_finite_differences(rng):
    # The analytic formulas against central differences on a 3 x 6 problem.
    x, w, b, dy = (rng.standard_normal(s) for s in ((3, 6), 6, 6, (3, 6)))
    dx, dw, db, _ = layer_norm_grads(x, w, dy)
    rdx, rdw, _ = rms_norm_grads(x, w, dy)
    checks = [
        (lambda x_: (layer_norm_ref(x_, w, b) * dy).sum(), x, dx),
        (lambda w_: (layer_norm_ref(x, w_, b) * dy).sum(), w, dw),
        (lambda b_: (layer_norm_ref(x, w, b_) * dy).sum(), b, db),
        (lambda x_: (rms_norm_ref(x_, w) * dy).sum(), x, rdx),
        (lambda w_: (rms_norm_ref(x, w_) * dy).sum(), w, rdw),
    ]
    for loss, arg, grad in checks:
        for _ in range(3):
            idx = tuple(int(rng.integers(0, n)) for n in arg.shape)
            fd = finite_difference(loss, arg, idx)
            assert abs(fd - grad[idx]) <= 1e-6 * max(1.0, abs(fd)), (idx, fd, grad[idx])


def reduce_partials(partial, G, N, dt):
    res = launch("norms_bwd.py", "_norm_bwd_reduce", f"*fp32,*{dt},i32,i32",
                 [partial, empty_poisoned(N, dt), G, N], grid=(cdiv(N, 64),),
                 constexprs={"BLOCK_G": 16, "BLOCK_N": 64})
    return res[1]


# (n_rows, N, programs G, row strides of x and dy): rows not a multiple of G,
# G > n_rows (programs without rows write zero partials), N = 1, one row.
SHAPES = [(37, 1000, 8, 1000, 1003), (5, 64, 5, 64, 64), (3, 37, 16, 40, 37), (1, 1, 1, 1, 1)]


@pytest.mark.parametrize("dt", ["fp32", "fp16", "bf16"])
@pytest.mark.parametrize("n_rows,N,G,stride_x,stride_dy", SHAPES)
def test_layer_norm_backward(rng, dt, n_rows, N, G, stride_x, stride_dy):
    x_full, x64 = quantize(rng.standard_normal((n_rows, stride_x)) * 2.0 + 0.5, dt)
    dy_full, dy64 = quantize(rng.standard_normal((n_rows, stride_dy)), dt)
    w, w64 = quantize(rng.standard_normal(N), dt)
    b, _ = quantize(rng.standard_normal(N), dt)
    x64, dy64 = x64[:, :N], dy64[:, :N]
    block = next_pow2(N)
    res = launch("layer_norm.py", "_layer_norm_fwd_fused",
                 f"*{dt},*{dt},*{dt},*{dt},*fp32,*fp32,i32,i32,fp32",
                 [x_full, empty_poisoned(x_full.shape, dt), w, b, empty_poisoned(n_rows, "fp32"),
                  empty_poisoned(n_rows, "fp32"), stride_x, N, EPS],
                 grid=(n_rows,), constexprs={"BLOCK_SIZE": min(block, 256)})
    mean, rstd = res[4], res[5]

    stride_dx = N + 3
    res = launch("norms_bwd.py", "_layer_norm_bwd_dx",
                 f"*{dt},*{dt},*fp32,*fp32,*{dt},*{dt},*fp32,*fp32,i32,i32,i32,i32,i32",
                 [empty_poisoned((n_rows, stride_dx), dt), dy_full,
                  empty_poisoned((G, N), "fp32"), empty_poisoned((G, N), "fp32"),
                  x_full, w, mean, rstd, stride_x, stride_dy, stride_dx, n_rows, N],
                 grid=(G,), constexprs={"BLOCK_SIZE": block})
    dx, dw_part, db_part = res[0], res[2], res[3]
    dw = reduce_partials(dw_part, G, N, dt)
    db = reduce_partials(db_part, G, N, dt)

    dx_ref, dw_ref, db_ref, dx_terms = layer_norm_grads(x64, w64, dy64)
    assert np.isnan(as_float64(dx, dt)[:, N:]).all(), "dX written past N"
    assert_close(as_float64(dx, dt)[:, :N], dx_ref, TOL[dt], "dX", scale=dx_terms)
    assert_close(as_float64(dw, dt), dw_ref, TOL[dt], "dW")
    assert_close(as_float64(db, dt), db_ref, TOL[dt], "dB")


@pytest.mark.parametrize("dt", ["fp32", "fp16", "bf16"])
@pytest.mark.parametrize("n_rows,N,G,stride_x,stride_dy", SHAPES)
def test_rms_norm_backward(rng, dt, n_rows, N, G, stride_x, stride_dy):
    x_full, x64 = quantize(rng.standard_normal((n_rows, stride_x)), dt)
    dy_full, dy64 = quantize(rng.standard_normal((n_rows, stride_dy)), dt)
    w, w64 = quantize(rng.standard_normal(N) + 1.0, dt)
    x64, dy64 = x64[:, :N], dy64[:, :N]
    block = next_pow2(N)
    res = launch("rms_norm.py", "rms_norm_kernel", f"*{dt},*{dt},*{dt},*fp32,i32,i32,i32,fp32",
                 [x_full, empty_poisoned((n_rows, N), dt), w, empty_poisoned(n_rows, "fp32"),
                  stride_x, N, N, EPS], grid=(n_rows,), constexprs={"BLOCK_SIZE": block})
    rstd = res[3]

    res = launch("norms_bwd.py", "_rms_norm_bwd_dx",
                 f"*{dt},*{dt},*fp32,*{dt},*{dt},*fp32,i32,i32,i32,i32,i32",
                 [empty_poisoned((n_rows, N), dt), dy_full, empty_poisoned((G, N), "fp32"),
                  x_full, w, rstd, stride_x, stride_dy, N, n_rows, N],
                 grid=(G,), constexprs={"BLOCK_SIZE": block})
    dx, dw_part = res[0], res[2]
    dw = reduce_partials(dw_part, G, N, dt)

    dx_ref, dw_ref, dx_terms = rms_norm_grads(x64, w64, dy64)
    assert_close(as_float64(dx, dt), dx_ref, TOL[dt], "dX", scale=dx_terms)
    assert_close(as_float64(dw, dt), dw_ref, TOL[dt], "dW")
