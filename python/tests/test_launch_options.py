"""Triton's launch options: enable_fp_fusion is honoured (True, Triton's
default, lets a * b + c become an FMA); the ones tilec has no use for are
accepted only with a value whose meaning tilec delivers; any other value is
an error naming the option, never silently ignored."""

import numpy as np
import pytest

import tilec
import tilec.language as tl


@tilec.jit
def axpy_kernel(x_ptr, y_ptr, out_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, alpha * x + tl.load(y_ptr + offs, mask=mask), mask=mask)


@tilec.jit(do_not_specialize_on_alignment=["n", 1])
def aligned_kernel(x_ptr, y_ptr, out_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, alpha * x + tl.load(y_ptr + offs, mask=mask), mask=mask)


def _data(n=100):
    rng = np.random.default_rng(3)
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32)
    # Separately rounded multiply and add: what tilec computes, fused or not asked.
    expected = (np.float32(1.5) * x).astype(np.float32) + y
    return x, y, expected


@pytest.mark.parametrize("options", [
    {"num_ctas": 1}, {"maxnreg": None}, {"maxnreg": 64}, {"enable_fp_fusion": True},
    {"enable_fp_fusion": False}, {"debug": False}, {"debug": None},
    {"num_ctas": 1, "maxnreg": None, "enable_fp_fusion": False, "debug": False},
])
def test_neutral_launch_options_run(options):
    x, y, expected = _data()
    out = np.full_like(x, np.nan)
    axpy_kernel[(4,)](x, y, out, x.size, 1.5, BLOCK=32, **options)
    np.testing.assert_array_equal(out, expected)


@pytest.mark.parametrize("option,value,error,match", [
    ("num_ctas", 2, ValueError, r"axpy_kernel: num_ctas=2 is not supported"),
    ("num_ctas", True, ValueError, r"num_ctas=True"),
    ("maxnreg", 0, ValueError, r"axpy_kernel: maxnreg=0: expected None or a register count"),
    ("maxnreg", 256, ValueError, r"maxnreg=256: expected None"),
    ("maxnreg", 64.0, ValueError, r"maxnreg=64.0: expected None"),
    ("enable_fp_fusion", "yes", TypeError, r"enable_fp_fusion must be True or False"),
    ("debug", True, ValueError, r"axpy_kernel: debug=True is not supported"),
])
def test_other_launch_option_values_are_errors(option, value, error, match):
    x, y, _ = _data()
    out = np.full_like(x, np.nan)
    with pytest.raises(error, match=match):
        axpy_kernel[(4,)](x, y, out, x.size, 1.5, BLOCK=32, **{option: value})
    assert np.isnan(out).all()  # refused before launching


def test_unknown_launch_keyword_is_an_error():
    x, y, _ = _data()
    with pytest.raises(TypeError, match="unexpected keyword argument 'num_ctaz'"):
        axpy_kernel[(4,)](x, y, x, x.size, 1.5, BLOCK=32, num_ctaz=1)


@pytest.mark.parametrize("kwargs,error,match", [
    ({"debug": True}, ValueError, r"tilec.jit: debug=True is not supported"),
    ({"noinline": True}, ValueError, r"tilec.jit: noinline=True is not supported"),
    ({"repr": lambda meta: "k"}, ValueError, r"tilec.jit: repr= is not supported"),
    ({"launch_metadata": lambda *a: {}}, ValueError, r"launch_metadata= is not supported"),
    ({"version": 2}, ValueError, r"version= is not supported"),
    ({"num_ctas": 1}, TypeError, r"unexpected keyword argument 'num_ctas'"),
])
def test_jit_options(kwargs, error, match):
    with pytest.raises(error, match=match):
        tilec.jit(**kwargs)(axpy_kernel.fn)


def test_jit_neutral_options_are_accepted():
    k = tilec.jit(debug=False, noinline=False, repr=None, launch_metadata=None)(axpy_kernel.fn)
    x, y, expected = _data()
    out = np.full_like(x, np.nan)
    k[(4,)](x, y, out, x.size, 1.5, BLOCK=32)
    np.testing.assert_array_equal(out, expected)


def test_do_not_specialize_on_alignment():
    x, y, expected = _data(64)
    out = np.full_like(x, np.nan)
    aligned_kernel[(2,)](x, y, out, 64, 1.5, BLOCK=32)
    np.testing.assert_array_equal(out, expected)
    # n (by name) and y_ptr (by index) lose :16, the others keep it.
    assert "*fp32:16,*fp32,*fp32:16,i32,fp32" in {key[0] for key in aligned_kernel.cache}
    x1, y1, _ = _data(1)
    aligned_kernel[(1,)](x1, y1, np.empty_like(x1), 1, 1.5, BLOCK=32)
    # ... but a 1 still specializes.
    assert "*fp32:16,*fp32,*fp32:16,i32:1,fp32" in {key[0] for key in aligned_kernel.cache}
    with pytest.raises(tilec.TilecError, match="do_not_specialize_on_alignment names unknown"):
        tilec.jit(do_not_specialize_on_alignment=["m"])(axpy_kernel.fn)
    with pytest.raises(tilec.TilecError, match="index 9 is out of range"):
        tilec.jit(do_not_specialize_on_alignment=[9])(axpy_kernel.fn)


def test_config_and_autotune_options():
    tilec.Config({"BLOCK": 32}, num_ctas=1, maxnreg=None)
    with pytest.raises(ValueError, match=r"tilec.Config: num_ctas=2 is not supported"):
        tilec.Config({"BLOCK": 32}, num_ctas=2)
    with pytest.raises(ValueError, match=r"tilec.Config: maxnreg=300: expected None"):
        tilec.Config({"BLOCK": 32}, maxnreg=300)
    capped = tilec.Config({"BLOCK": 32}, maxnreg=64)
    assert capped.all_kwargs()["maxnreg"] == 64 and "maxnreg: 64" in repr(capped)
    assert "maxnreg" not in tilec.Config({"BLOCK": 32}).all_kwargs()
    configs = [tilec.Config({"BLOCK": 32})]
    tilec.autotune(configs, key=["n"], use_cuda_graph=False, cache_results=False)
    for name, value in (("use_cuda_graph", True), ("cache_results", True),
                        ("pre_hook", print), ("post_hook", print), ("do_bench", print)):
        with pytest.raises(ValueError, match=f"tilec.autotune: {name}=.* is not supported"):
            tilec.autotune(configs, key=["n"], **{name: value})
    with pytest.raises(TypeError, match="unexpected keyword argument 'bogus'"):
        tilec.autotune(configs, key=["n"], bogus=1)


@tilec.jit
def stages_param_kernel(out_ptr, n, num_stages: tl.constexpr, BLOCK: tl.constexpr):
    # A constexpr parameter named like a launch option (Triton's tutorial 02
    # has one): the launch keyword binds to it and is the option too.
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.full((BLOCK,), num_stages, tl.int32), mask=offs < n)


@pytest.mark.parametrize("stages", [1, 3])
def test_parameter_named_like_a_launch_option(stages):
    out = np.full(50, -1, dtype=np.int32)
    stages_param_kernel[(2,)](out, out.size, num_stages=stages, BLOCK=32)
    np.testing.assert_array_equal(out, np.full(50, stages, dtype=np.int32))


def test_parameter_named_like_a_launch_option_is_required():
    out = np.zeros(50, dtype=np.int32)
    with pytest.raises(TypeError, match="num_stages"):
        stages_param_kernel[(2,)](out, out.size, BLOCK=32)


def test_enable_fp_fusion_reaches_the_code_object():
    """True (the default, as in Triton) contracts alpha * x + y into one
    fused multiply-add; False keeps a multiply and an add (gfx942, the code
    object compiled here; comgr's disassembly where present)."""
    sig = "*fp32:16,*fp32:16,*fp32:16,i32,fp32"
    fused = axpy_kernel.compile(sig, {"BLOCK": 64}, target="gfx942")
    same = axpy_kernel.compile(sig, {"BLOCK": 64}, target="gfx942", enable_fp_fusion=True)
    plain = axpy_kernel.compile(sig, {"BLOCK": 64}, target="gfx942", enable_fp_fusion=False)
    assert fused.binary == same.binary
    assert fused.binary != plain.binary
    try:
        fused_asm = tilec.disassemble_code_object(fused.binary)
        plain_asm = tilec.disassemble_code_object(plain.binary)
    except tilec.TilecError:
        return  # no comgr: the code objects differ, which is what it checks
    assert "v_fma" in fused_asm
    assert "v_fma" not in plain_asm and "v_mul_f32" in plain_asm
    with pytest.raises(TypeError, match="enable_fp_fusion must be True or False"):
        axpy_kernel.compile(sig, {"BLOCK": 64}, target="gfx942", enable_fp_fusion=1)


def test_enable_fp_fusion_is_part_of_the_specialization():
    x, y, expected = _data()
    for options in ({}, {"enable_fp_fusion": False}, {"enable_fp_fusion": True}):
        out = np.full_like(x, np.nan)
        axpy_kernel[(7,)](x, y, out, x.size, 1.5, BLOCK=16, **options)
        np.testing.assert_array_equal(out, expected)  # the interpreter rounds each op
    keys = [k for k in axpy_kernel.cache if dict(k[1]).get("BLOCK") == "16"]
    assert sorted(k[-2] for k in keys) == [False, True]  # (..., enable_fp_fusion, maxnreg)


def test_maxnreg_reaches_the_code_object():
    """maxnreg (NVIDIA) caps the registers per thread: `.maxnreg N` in the PTX
    (the code object when ptxas is absent) or a cubin within N registers; part
    of the specialization; AMD targets ignore it, as Triton's HIP backend does."""
    sig = "*fp32:16,*fp32:16,*fp32:16,i32,fp32"
    capped = axpy_kernel.compile(sig, {"BLOCK": 64}, target="sm_90a", maxnreg=64)
    free = axpy_kernel.compile(sig, {"BLOCK": 64}, target="sm_90a")
    assert capped.binary != free.binary
    if capped.binary.startswith(b"\x7fELF"):
        assert capped.stats["registers"] <= 64
    else:
        assert b".maxnreg 64" in capped.binary and b".maxnreg" not in free.binary
    amd = axpy_kernel.compile(sig, {"BLOCK": 64}, target="gfx942", maxnreg=64)
    assert amd.binary == axpy_kernel.compile(sig, {"BLOCK": 64}, target="gfx942").binary
    x, y, expected = _data()
    out = np.full_like(x, np.nan)
    axpy_kernel[(4,)](x, y, out, x.size, 1.5, BLOCK=32, maxnreg=64)
    np.testing.assert_array_equal(out, expected)
    assert any(k[-1] == 64 for k in axpy_kernel.cache)
