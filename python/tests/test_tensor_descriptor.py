"""Host-side tensor descriptors from Python: tilec.TensorDescriptor (and
Triton's class of the same fields) passed to kernels that call
desc.load/desc.store, on the interpreter; the signature tilec specializes
them to; the checks of Triton's descriptor requirements; the drop-in's
triton.tools.tensor_descriptor."""

import dataclasses
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

import tilec
import tilec.language as tl
from tilec.jit import _classify_all


@tilec.jit
def scale_tiles(in_desc, out_desc, alpha, BM: tl.constexpr, BN: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    x = in_desc.load([pm * BM, pn * BN])
    out_desc.store([pm * BM, pn * BN], x * alpha)


@tilec.jit
def window(in_desc, out_ptr, row, col, BM: tl.constexpr, BN: tl.constexpr):
    x = in_desc.load([row, col])
    offs = tl.arange(0, BM)[:, None] * BN + tl.arange(0, BN)[None, :]
    tl.store(out_ptr + offs, x)


def test_scale_through_descriptors():
    x = np.random.default_rng(0).standard_normal((20, 40)).astype(np.float32)
    y = np.full_like(x, np.nan)
    scale_tiles[(2, 2)](tilec.TensorDescriptor.from_tensor(x, [16, 32]),
                        tilec.TensorDescriptor.from_tensor(y, [16, 32]), 2.0, BM=16, BN=32)
    np.testing.assert_array_equal(y, 2 * x)


@pytest.mark.parametrize("padding", ["zero", "nan"])
def test_padding(padding):
    x = np.arange(20 * 40, dtype=np.float32).reshape(20, 40)
    out = np.full((16, 8), 7.0, np.float32)
    window[(1,)](tilec.TensorDescriptor.from_tensor(x, [16, 8], padding=padding), out, 12, 36,
                 BM=16, BN=8)
    np.testing.assert_array_equal(out[:8, :4], x[12:, 36:])
    rest = np.concatenate([out[8:].ravel(), out[:8, 4:].ravel()])
    assert (np.isnan(rest) if padding == "nan" else rest == 0).all()


def test_a_view_with_its_own_strides():
    # A column block of a wider array: the descriptor's stride is the
    # parent's row (a multiple of 16 bytes), not its own width.
    parent = np.random.default_rng(1).standard_normal((32, 64)).astype(np.float32)
    view = parent[:, 16:48]
    y = np.zeros((32, 32), np.float32)
    scale_tiles[(2, 1)](tilec.TensorDescriptor(view, view.shape, [64, 1], [16, 32]),
                        tilec.TensorDescriptor.from_tensor(y, [16, 32]), 1.0, BM=16, BN=32)
    np.testing.assert_array_equal(y, view)


def test_triton_style_descriptor_objects():
    # triton.tools.tensor_descriptor.TensorDescriptor has these fields; an
    # object of that class name is taken as such (Triton is not needed).
    @dataclasses.dataclass
    class TensorDescriptor:
        base: object
        shape: list
        strides: list
        block_shape: list
        padding: str = "zero"

    x = np.ones((16, 32), np.float32)
    y = np.zeros_like(x)
    scale_tiles[(1, 1)](TensorDescriptor(x, [16, 32], [32, 1], [16, 32]),
                        TensorDescriptor(y, [16, 32], [32, 1], [16, 32]), 3.0, BM=16, BN=32)
    assert (y == 3).all()


def test_signature_and_specialization():
    x = np.zeros((32, 48), np.float32)
    y = np.zeros((20, 48), np.float32)
    runtime = (_classify_all("a", tilec.TensorDescriptor.from_tensor(x, [16, 16]))
               + _classify_all("b", tilec.TensorDescriptor.from_tensor(y, [16, 16], "nan"))
               + _classify_all("alpha", 2.0))
    assert [a.name for a in runtime[:4]] == ["a.base", "a.shape[0]", "a.shape[1]", "a.strides[0]"]
    assert scale_tiles.specialize(runtime) == \
        "tensordesc<fp32[16, 16]>:16,tensordesc<fp32[16, 16],nan>:[1, 16],fp32"
    plain = tilec.jit(do_not_specialize=["in_desc"])(scale_tiles.fn)
    runtime[0].name = "in_desc.base"
    assert plain.specialize(runtime).startswith("tensordesc<fp32[16, 16]>,")


def test_requirements_are_checked():
    x = np.zeros((20, 48), np.float32)
    with pytest.raises(ValueError, match="multiple of 16 bytes"):
        tilec.TensorDescriptor(x, [20, 48], [41, 1], [16, 16])
    with pytest.raises(ValueError, match="last dimension must be contiguous"):
        tilec.TensorDescriptor(x, [20, 48], [48, 2], [16, 16])
    with pytest.raises(ValueError, match="16-byte aligned"):
        tilec.TensorDescriptor(x.ravel()[1:], [20, 40], [48, 1], [16, 16])
    with pytest.raises(ValueError, match="powers of two"):
        tilec.TensorDescriptor.from_tensor(x, [16, 24])
    with pytest.raises(ValueError, match="floating-point"):
        tilec.TensorDescriptor.from_tensor(np.zeros((16, 16), np.int32), [16, 16], "nan")
    with pytest.raises(ValueError, match="1 to 5 dimensions"):
        tilec.TensorDescriptor.from_tensor(np.zeros([2] * 6, np.float32), [2] * 6)
    with pytest.raises(TypeError, match="bool tensors"):
        _classify_all("d", tilec.TensorDescriptor.from_tensor(np.zeros((16, 16), bool), [16, 16]))


def test_dropin_tensor_descriptor(tmp_path):
    import importlib.util
    if importlib.util.find_spec("triton") is not None:
        pytest.skip("Triton is installed here: its own tensor_descriptor module is used")
    (tmp_path / "main.py").write_text(textwrap.dedent("""\
        import tilec.triton
        import numpy as np
        import triton
        import triton.language as tl
        from triton.tools.tensor_descriptor import TensorDescriptor

        @triton.jit
        def double(d):
            d.store([0, 0], d.load([0, 0]) * 2)

        x = np.ones((16, 16), np.float32)
        double[(1,)](TensorDescriptor.from_tensor(x, block_shape=[16, 16]))
        assert (x == 2).all()
        print("ok")
        """))
    env = dict(os.environ)
    env["PYTHONPATH"] = str(Path(tilec.__file__).resolve().parents[1])
    proc = subprocess.run([sys.executable, str(tmp_path / "main.py")], capture_output=True,
                          text=True, env=env, cwd=tmp_path, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.strip() == "ok"


@tilec.jit
def add_one_tiles(desc, BM: tl.constexpr, BN: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    desc.store([pm * BM, pn * BN], desc.load([pm * BM, pn * BN]) + 1)


def test_descriptor_launches_take_the_fast_path():
    # Why: a launch with descriptors whose fast key was seen reuses the cached
    # launcher (one payload per part), with each launch's own shape and
    # strides; a shape that changes the specialization gets its own.
    for rows, cols in [(32, 48), (20, 48), (32, 48), (20, 48), (17, 40), (32, 64)]:
        x = np.zeros((rows, cols), np.float32)
        d = tilec.TensorDescriptor.from_tensor(x, [16, 16])
        add_one_tiles[(tilec.cdiv(rows, 16), tilec.cdiv(cols, 16))](d, BM=16, BN=16)
        assert (x == 1).all(), (rows, cols)
    # (32, 48) and (32, 64): shape :16; (20, 48): :[1, 16]; (17, 40): none.
    assert len(add_one_tiles._fast) == 3
    assert {k[0] for k in add_one_tiles.cache} == {
        "tensordesc<fp32[16, 16]>:16", "tensordesc<fp32[16, 16]>:[1, 16]",
        "tensordesc<fp32[16, 16]>"}
    # A broken promise found by the fast path's checks falls back to the
    # slow path, which words the error.
    x = np.zeros((32, 48), np.float32)
    d = tilec.TensorDescriptor.from_tensor(x, [16, 16])
    d.strides = [41, 1]
    with pytest.raises(TypeError, match="multiple of 16 bytes"):
        add_one_tiles[(2, 3)](d, BM=16, BN=16)
