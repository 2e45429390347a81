"""Kernels defined where Triton allows them besides a file's module level:
inside test functions, closing over constexprs and jit helpers of the
enclosing scope, and in sources only linecache holds (notebook cells). Run on
the CPU interpreter; diagnostics keep the user's line numbers."""

import linecache

import numpy as np
import pytest

import tilec
import tilec.language as tl

BLOCK = 64            # a module-level constexpr the nested kernels below may read
SCALE = 3.0


@tilec.jit
def same_name(x_ptr, out_ptr, n, B: tl.constexpr):
    # A module-level kernel of the name a nested one uses below: never used
    # by it.
    offs = tl.arange(0, B)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs) * 0.0 - 1.0, mask=offs < n)


def test_nested_kernel_closes_over_constexprs_and_helpers():
    factor = 2.5
    width = 32
    dtype = tl.float32

    @tilec.jit
    def twice(x):
        return x * factor

    @tilec.jit
    def same_name(x_ptr, out_ptr, n, B: tl.constexpr):
        offs = tl.program_id(0) * width + tl.arange(0, width)
        mask = offs < n
        x = tl.load(x_ptr + offs, mask=mask)
        tl.store(out_ptr + offs, (twice(x) + SCALE).to(dtype), mask=mask)

    n = 100
    x = np.random.default_rng(0).standard_normal(n).astype(np.float32)
    out = np.full(n, np.nan, np.float32)
    same_name[(tilec.cdiv(n, width),)](x, out, n, B=BLOCK)
    np.testing.assert_array_equal(out, x * np.float32(factor) + np.float32(SCALE))


def test_two_nested_kernels_of_one_name():
    def make(k):
        @tilec.jit
        def kern(x_ptr, n):
            offs = tl.arange(0, BLOCK)
            tl.store(x_ptr + offs, tl.full((BLOCK,), k, tl.int32), mask=offs < n)
        return kern

    a, b = np.zeros(10, np.int32), np.zeros(10, np.int32)
    make(4)[(1,)](a, 10)
    make(9)[(1,)](b, 10)
    assert (a == 4).all() and (b == 9).all()


def test_closure_that_is_no_constexpr_is_an_error():
    table = np.arange(4)

    @tilec.jit
    def uses_table(x_ptr):
        tl.store(x_ptr, table)

    with pytest.raises(tilec.TilecError, match="uses 'table', a ndarray"):
        uses_table[(1,)](np.zeros(1, np.int32))


def test_closure_shadowing_a_module_global_is_an_error():
    SCALE = 5.0  # noqa: N806: the module's SCALE is 3.0

    @tilec.jit
    def shadow(x_ptr):
        tl.store(x_ptr, SCALE)

    with pytest.raises(tilec.TilecError, match="closes over 'SCALE', which the module also"):
        shadow[(1,)](np.zeros(1, np.float32))


def test_nested_kernel_errors_name_the_users_line():
    @tilec.jit
    def broken(x_ptr):
        tl.store(x_ptr, tl.arange(0, 3))  # not a power of two

    with pytest.raises(tilec.CompilationError) as e:
        broken[(1,)](np.zeros(4, np.int32))
    line = broken.fn.__code__.co_firstlineno + 2
    assert f"test_nested_kernels.py:{line}:" in str(e.value)


CELL = '''\
import tilec
import tilec.language as tl

@tilec.jit
def cell_kernel(x_ptr, n):
    offs = tl.arange(0, WIDTH)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) + OFFSET, mask=offs < n)
'''


def test_kernel_from_a_notebook_cell():
    # IPython keeps each cell's source in linecache under a name that is no
    # file; globals the kernel reads may come from other cells.
    name = "<ipython-input-7-0123456789ab>"
    linecache.cache[name] = (len(CELL), None, CELL.splitlines(keepends=True), name)
    try:
        scope = {"WIDTH": 16, "OFFSET": 1.5}
        exec(compile(CELL, name, "exec"), scope)
        kernel = scope["cell_kernel"]
        assert kernel.src_path == name
        x = np.arange(10, dtype=np.float32)
        kernel[(1,)](x, 10)
        np.testing.assert_array_equal(x, np.arange(10, dtype=np.float32) + 1.5)
    finally:
        del linecache.cache[name]


def test_no_source_is_a_clear_error():
    scope = {}
    code = "import tilec\ndef f(x_ptr):\n    pass\n"
    exec(compile(code, "<stdin>", "exec"), scope)
    with pytest.raises(tilec.TilecError, match="source of 'f' is not available"):
        tilec.jit(scope["f"])
