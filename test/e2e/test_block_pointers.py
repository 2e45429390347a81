"""Block pointers (tl.make_block_ptr, tl.advance, boundary_check,
padding_option) on the interpreter against float64 references: a matmul
whose block pointers advance in a loop over ragged M/N/K, a block pointer
passed to a helper and advanced in a while loop, NaN padding, a store checked
in one dimension only, and a block pointer advanced under a runtime
condition."""

from pathlib import Path

import numpy as np
import pytest

from tilec_run import TOL, assert_close, cdiv, empty_poisoned, launch, quantize, \
    run_tilec

KERNELS = Path(__file__).resolve().parent / "kernels"
SRC = KERNELS / "block_pointers.py"


@pytest.mark.parametrize("m,n,k", [(64, 64, 64), (77, 45, 83), (16, 130, 40)])
@pytest.mark.parametrize("b_transposed", [False, True])
def test_block_pointer_matmul(rng, m, n, k, b_transposed):
    bm, bn, bk = 32, 32, 32
    a, a64 = quantize(rng.standard_normal((m, k)), "fp16")
    w, w64 = quantize(rng.standard_normal((k, n)), "fp16")
    # B stored as (N, K) row-major and read through strides (1, K).
    wb = np.ascontiguousarray(w.T) if b_transposed else w
    stride_bk, stride_bn = (1, k) if b_transposed else (n, 1)
    c = empty_poisoned((m, n), "fp16")
    res = launch(SRC, "bp_matmul_kernel", "*fp16,*fp16,*fp16," + ",".join(["i32"] * 9),
                 [a, wb, c, m, n, k, k, 1, stride_bk, stride_bn, n, 1],
                 grid=(cdiv(m, bm), cdiv(n, bn)),
                 constexprs={"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk})
    assert_close(res[2].astype(np.float64), a64 @ w64, TOL["fp16"], "block-pointer matmul")


def test_block_pointer_rows(rng):
    m, n, rows, block = 6, 50, 4, 16
    x = rng.standard_normal((m, n)).astype(np.float32)
    sums = empty_poisoned((m,), "fp32")
    pad = np.full((m, block), 7.0, np.float32)     # rows past M stay 7: not written
    skip = empty_poisoned((m * block,), "fp32")
    grid = m
    res = launch(SRC, "bp_rows_kernel", "*fp32,*fp32,*fp32,*fp32,i32,i32,i32",
                 [x, sums, pad, skip, m, n, n], grid=(grid,),
                 constexprs={"ROWS": rows, "BLOCK": block})
    assert_close(res[1].astype(np.float64), x.astype(np.float64).sum(axis=1), TOL["fp32"],
                 "row sums")
    # Program p writes rows p*ROWS.. (checked against M); the last program's
    # tile overlaps an earlier one's, so rebuild what the writes leave.
    ref = np.full((m, block), 7.0)
    for p in range(grid):
        for r in range(p * rows, min((p + 1) * rows, m)):
            cols = np.arange(n - block // 2, n - block // 2 + block)
            ref[r] = np.where(cols < n, x[r, np.minimum(cols, n - 1)], np.nan)
    got = res[2].astype(np.float64)
    assert np.array_equal(np.isnan(got), np.isnan(ref)), "NaN padding"
    assert np.array_equal(got[~np.isnan(ref)], ref[~np.isnan(ref)]), "padded tile"
    ref_skip = np.concatenate([x[p, (p % 2) * block:(p % 2) * block + block] * 2.0
                               for p in range(m)])
    assert np.array_equal(res[3], ref_skip.astype(np.float32)), "conditional advance"


BAD = {
    "mask": ("tl.load(p, mask=offs < 4)", "'mask' and 'other' cannot be given with a block pointer"),
    "dim": ("tl.load(p, boundary_check=(2,))", "boundary_check must name dimensions of the block"),
    "pad": ("tl.load(p, boundary_check=(0,), padding_option='inf')",
            "padding_option must be \"zero\" or \"nan\""),
    "order": ("tl.make_block_ptr(x_ptr, (8, 8), (8, 1), (0, 0), (4, 4), (0, 0))",
              "order must be a permutation"),
    "rank": ("tl.make_block_ptr(x_ptr, (8, 8), (8, 1), (0,), (4, 4), (1, 0))",
             "must have the same length"),
    "advance": ("tl.advance(p, (1, 2))", "needs 1 offsets"),
    "not_bp": ("tl.advance(x_ptr, (1,))", "advance() expects a block pointer"),
    "plain_check": ("tl.load(x_ptr + offs, boundary_check=(0,))",
                    "boundary_check and padding_option are for block pointers"),
    "shape_store": ("tl.store(p, tl.zeros((8,), tl.float32))", "must have the block's shape"),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_block_pointer_errors(tmp_path, name):
    line, message = BAD[name]
    src = tmp_path / "bad.py"
    src.write_text(
        "import triton\nimport triton.language as tl\n\n\n@triton.jit\n"
        "def k(x_ptr):\n"
        "    offs = tl.arange(0, 4)\n"
        "    p = tl.make_block_ptr(x_ptr, (16,), (1,), (0,), (4,), (0,))\n"
        f"    r = {line}\n")
    rc, out = run_tilec(["compile", str(src), "--kernel", "k", "--signature", "*fp32",
                         "--emit", "tile"])
    assert rc == 1, out
    assert message in out
    assert "bad.py:9:" in out, "the error names the line"
