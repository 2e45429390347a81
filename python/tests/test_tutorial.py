"""Triton-tutorial kernels (vector add, fused softmax, matmul) written in this
file with @tilec.jit and run from Python on numpy arrays (the CPU
interpreter), checked against numpy float64 on random data with ragged sizes
and NaN-poisoned outputs. test_gpu.py runs the same kernels on a GPU."""

import numpy as np
import pytest

import tilec
import tilec.language as tl

# Module-level constexprs, visible to the kernels below.
LEAKY_SLOPE: tl.constexpr = 0.01
ROWS_PER_PROGRAM = tl.constexpr(2)


@tilec.jit
def add_kernel(x_ptr, y_ptr, output_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    block_start = pid * BLOCK_SIZE
    offsets = block_start + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    output = x + y
    tl.store(output_ptr + offsets, output, mask=mask)


@tilec.jit
def softmax_kernel(output_ptr, input_ptr, input_row_stride, output_row_stride, n_rows, n_cols,
                   BLOCK_SIZE: tl.constexpr):
    row_start = tl.program_id(0)
    row_step = tl.num_programs(0)
    for row_idx in tl.range(row_start, n_rows, row_step):
        row_start_ptr = input_ptr + row_idx * input_row_stride
        col_offsets = tl.arange(0, BLOCK_SIZE)
        input_ptrs = row_start_ptr + col_offsets
        mask = col_offsets < n_cols
        row = tl.load(input_ptrs, mask=mask, other=-float("inf"))
        row_minus_max = row - tl.max(row, axis=0)
        numerator = tl.exp(row_minus_max)
        denominator = tl.sum(numerator, axis=0)
        softmax_output = numerator / denominator
        output_row_start_ptr = output_ptr + row_idx * output_row_stride
        output_ptrs = output_row_start_ptr + col_offsets
        tl.store(output_ptrs, softmax_output, mask=mask)


@tilec.jit
def leaky_relu(x):
    return tl.where(x >= 0, x, LEAKY_SLOPE * x)


@tilec.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn,
                  stride_cm, stride_cn, BLOCK_SIZE_M: tl.constexpr,
                  BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
                  GROUP_SIZE_M: tl.constexpr, ACTIVATION: tl.constexpr = ""):
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    num_pid_in_group = GROUP_SIZE_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m
    offs_am = (pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M
    offs_bn = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = a_ptr + (offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak)
    b_ptrs = b_ptr + (offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn)
    accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BLOCK_SIZE_K, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_SIZE_K, other=0.0)
        accumulator = tl.dot(a, b, accumulator)
        a_ptrs += BLOCK_SIZE_K * stride_ak
        b_ptrs += BLOCK_SIZE_K * stride_bk
    if ACTIVATION == "leaky_relu":
        accumulator = leaky_relu(accumulator)
    c = accumulator.to(c_ptr.dtype.element_ty)
    offs_cm = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    c_ptrs = c_ptr + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :]
    c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
    tl.store(c_ptrs, c, mask=c_mask)


# Host wrappers, as in the tutorials (they run on numpy arrays or tensors).

def strides(t):
    """Strides in elements of a numpy array or a torch tensor."""
    if hasattr(t, "stride"):
        return tuple(t.stride())
    return tuple(s // t.itemsize for s in t.strides)


def add(x, y, out, block=1024):
    n = out.shape[0]
    add_kernel[lambda meta: (tilec.cdiv(n, meta["BLOCK_SIZE"]),)](x, y, out, n,
                                                                 BLOCK_SIZE=block)
    return out


def softmax(x, out, num_programs=None):
    n_rows, n_cols = x.shape
    block = tilec.next_power_of_2(n_cols)
    programs = num_programs or n_rows
    softmax_kernel[(programs,)](out, x, strides(x)[0], strides(out)[0], n_rows, n_cols,
                                BLOCK_SIZE=block, num_warps=4)
    return out


def matmul(a, b, c, activation="", bm=32, bn=32, bk=16, group=4):
    M, K = a.shape
    _, N = b.shape

    def grid(meta):
        return (tilec.cdiv(M, meta["BLOCK_SIZE_M"]) * tilec.cdiv(N, meta["BLOCK_SIZE_N"]),)

    matmul_kernel[grid](a, b, c, M, N, K, *strides(a), *strides(b), *strides(c),
                        BLOCK_SIZE_M=bm, BLOCK_SIZE_N=bn, BLOCK_SIZE_K=bk, GROUP_SIZE_M=group,
                        ACTIVATION=activation)
    return c


def softmax_reference(x):
    x = x.astype(np.float64)
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def matmul_reference(a, b, activation=""):
    c = a.astype(np.float64) @ b.astype(np.float64)
    if activation == "leaky_relu":
        c = np.where(c >= 0, c, 0.01 * c)
    return c


@pytest.fixture
def rng():
    return np.random.default_rng(1234)


@pytest.mark.parametrize("n", [1, 97, 1000, 4096, 5003])
def test_vector_add(rng, n):
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32)
    out = np.full(n, np.nan, dtype=np.float32)
    add(x, y, out, block=256)
    np.testing.assert_allclose(out, x.astype(np.float64) + y, rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("rows,cols,programs", [(1, 1, None), (7, 33, None), (10, 130, 3),
                                                 (16, 781, 5)])
def test_fused_softmax(rng, rows, cols, programs):
    x = (rng.standard_normal((rows, cols)) * 4).astype(np.float32)
    out = np.full((rows, cols), np.nan, dtype=np.float32)
    softmax(x, out, programs)
    np.testing.assert_allclose(out, softmax_reference(x), rtol=1e-5, atol=1e-6)


def test_fused_softmax_fp16_strided(rng):
    # Rows of a wider buffer: the row strides are not the row lengths.
    buf = rng.standard_normal((9, 80)).astype(np.float16)
    x = buf[:, :67]
    out_buf = np.full((9, 72), np.nan, dtype=np.float16)
    out = out_buf[:, :67]
    softmax(x, out)
    np.testing.assert_allclose(out.astype(np.float64), softmax_reference(x), rtol=2e-3,
                               atol=2e-3)
    assert np.isnan(out_buf[:, 67:]).all()  # nothing written outside the view


@pytest.mark.parametrize("M,N,K,activation", [(45, 37, 29, ""), (64, 96, 48, "leaky_relu"),
                                              (1, 17, 70, "")])
def test_matmul_fp16(rng, M, N, K, activation):
    a = rng.standard_normal((M, K)).astype(np.float16)
    b = rng.standard_normal((K, N)).astype(np.float16)
    c = np.full((M, N), np.nan, dtype=np.float16)
    matmul(a, b, c, activation)
    np.testing.assert_allclose(c.astype(np.float64), matmul_reference(a, b, activation),
                               rtol=1e-2, atol=2e-2)


def test_matmul_fp32_transposed_b(rng):
    # B given as a transposed view (strides (1, K)); fp32 output.
    a = rng.standard_normal((33, 40)).astype(np.float32)
    bt = rng.standard_normal((21, 40)).astype(np.float32)
    b = bt.T
    c = np.full((33, 21), np.nan, dtype=np.float32)
    matmul(a, b, c, bm=16, bn=16, bk=16, group=2)
    # fp32 tl.dot defaults to tf32, as in Triton.
    np.testing.assert_allclose(c, matmul_reference(a, b), rtol=2e-2, atol=5e-2)
