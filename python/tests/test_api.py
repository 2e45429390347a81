"""The tilec package's API on the CPU interpreter: signature inference and
specialization, constexprs, autotune and heuristics, bf16 through
tilec.reinterpret, ahead-of-time compiles, and errors as Python exceptions."""

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import tilec
import tilec.language as tl

HERE = Path(__file__).resolve()
SCALE = tl.constexpr(3)


@tilec.jit
def scale_kernel(x_ptr, out_ptr, n, alpha, BLOCK: tl.constexpr, DTYPE: tl.constexpr = tl.float32):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask).to(tl.float32)
    tl.store(out_ptr + offs, (x * alpha * SCALE).to(DTYPE), mask=mask)


@tilec.jit(do_not_specialize=["n"])
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n), mask=offs < n)


@tilec.jit
def store_scalars(i64_out, f32_out, i1_out, big, x, flag):
    tl.store(i64_out, big)
    tl.store(f32_out, x)
    tl.store(i1_out, flag)


@tilec.autotune(configs=[tilec.Config({"BLOCK": 64}, num_warps=2),
                         tilec.Config({"BLOCK": 128}, num_warps=4)], key=["n"])
@tilec.jit
def tuned_add(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask),
             mask=mask)


@tilec.heuristics({"EVEN": lambda args: args["n"] % args["BLOCK"] == 0})
@tilec.jit
def maybe_masked(x_ptr, out_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    if EVEN:
        tl.store(out_ptr + offs, tl.load(x_ptr + offs) + 1)
    else:
        tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) + 1, mask=offs < n)


@tilec.jit
def bad_kernel(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, 10)
    tl.store(x_ptr + offs, offs)


@tilec.jit
def unmasked_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs))


def grid_1d(n, block):
    return (tilec.cdiv(n, block),)


def test_scalars_and_defaults():
    x = np.arange(100, dtype=np.float32)
    out = np.full(100, np.nan, dtype=np.float32)
    scale_kernel[grid_1d(100, 32)](x, out, 100, 0.5, BLOCK=32)
    np.testing.assert_allclose(out, x.astype(np.float64) * 1.5)
    # A dtype constexpr; fp16 output.
    out16 = np.full(100, np.nan, dtype=np.float16)
    scale_kernel[grid_1d(100, 64)](x, out16, 100, 2.0, BLOCK=64, DTYPE=tl.float16)
    np.testing.assert_allclose(out16.astype(np.float64), x * 6.0, rtol=1e-3)


def test_scalar_types_by_value():
    i64 = np.zeros(1, dtype=np.int64)
    f32 = np.zeros(1, dtype=np.float32)
    i1 = np.zeros(1, dtype=np.bool_)
    store_scalars[(1,)](i64, f32, i1, 2**40 + 3, 1.25, True)
    assert i64[0] == 2**40 + 3 and f32[0] == 1.25 and i1[0]
    signature = next(iter(store_scalars.cache))[0]
    assert signature.split(",")[3:] == ["i64", "fp32", "i1"]


def test_specialization():
    x = np.arange(64, dtype=np.float32)
    out = np.zeros(64, dtype=np.float32)
    for n in (64, 1, 63):
        scale_kernel[(1,)](x, out, n, 1.0, BLOCK=64)
    sigs = {key[0] for key in scale_kernel.cache}
    assert "*fp32:16,*fp32:16,i32:16,fp32" in sigs
    assert "*fp32:16,*fp32:16,i32:1,fp32" in sigs
    assert "*fp32:16,*fp32:16,i32,fp32" in sigs
    # A pointer 4 bytes past 16-byte alignment gets no hint.
    scale_kernel[(1,)](x[1:], out[1:], 63, 1.0, BLOCK=64)
    assert "*fp32,*fp32,i32,fp32" in {key[0] for key in scale_kernel.cache}
    # do_not_specialize: n never gets a hint, so one compile serves all values.
    for n in (16, 1, 7):
        copy_kernel[(1,)](x, out, n, BLOCK=16)
    assert {key[0] for key in copy_kernel.cache} == {"*fp32:16,*fp32:16,i32"}
    np.testing.assert_array_equal(out[:16], x[:16])


def test_signature_hints_parse_and_2g_is_never_assumed():
    _jit = sys.modules["tilec.jit"]  # (tilec.jit is the decorator)
    assert _jit._parse_signature("*fp16:2g:16,i32:16,*fp32:2g,i32:1") == [
        ("*fp16", "16:2g"), ("i32", "16"), ("*fp32", "2g"), ("i32", "1")]
    # A code object compiled with ":2g" (AMD buffer operations: the pointer
    # must start an allocation under 2 GiB) is never picked for a launch,
    # which cannot check that; without the hint the same arguments match.
    x = np.zeros(64, dtype=np.float32)
    args = [_jit._classify("X", x), _jit._classify("n", 64)]
    with_2g = _jit._Binary(b"", "hsaco", "k", "*fp32:16:2g,i32:16", {}, 4)
    plain = _jit._Binary(b"", "hsaco", "k", "*fp32:16,i32:16", {}, 4)
    for a in args:
        a.where = "device" if a.where == "host" else a.where
    assert not with_2g.matches(args, {}, set(), None)
    assert plain.matches(args, {}, set(), None)


class _FakeTorchTensor:
    """Just what tilec's launcher reads of a PyTorch GPU tensor."""

    class _Dtype:
        def __str__(self):
            return "torch.float16"

    class _Storage:
        def __init__(self, nbytes):
            self._nbytes = nbytes

        def nbytes(self):
            return self._nbytes

    def __init__(self, address, storage_offset, storage_bytes):
        import types
        self._address, self._offset = address, storage_offset
        self._storage = self._Storage(storage_bytes)
        self.dtype = self._Dtype()
        self.device = types.SimpleNamespace(type="cuda", index=0)
        self.is_cuda = True

    def data_ptr(self):
        return self._address

    def get_device(self):
        return 0

    def storage_offset(self):
        return self._offset

    def untyped_storage(self):
        return self._storage


_FakeTorchTensor.__name__ = "Tensor"
_FakeTorchTensor.__module__ = "torch"


def test_rocm_tensors_at_storage_start_under_2gib_get_2g(monkeypatch):
    import types
    _jit = sys.modules["tilec.jit"]
    fake = types.ModuleType("torch")
    fake.version = types.SimpleNamespace(hip="6.2")
    monkeypatch.setitem(sys.modules, "torch", fake)
    monkeypatch.setattr(_jit, "_TORCH_ROCM", None)
    whole = _FakeTorchTensor(0x10000, 0, 4096)
    arg = _jit._classify("X", whole)
    assert arg.where == "device" and arg.within2g
    assert _jit._specialized_type(arg, True) == "*fp16:16:2g"
    assert _jit._specialized_type(arg, False) == "*fp16"  # do_not_specialize
    assert _jit._fast_torch(whole)[0] == ("device", "fp16", 0, True, True)
    # A view into its storage, or a storage of 2 GiB or more: no hint.
    for t in (_FakeTorchTensor(0x10010, 8, 4096), _FakeTorchTensor(0x10000, 0, 2**31)):
        a = _jit._classify("X", t)
        assert not a.within2g and _jit._specialized_type(a, True) == "*fp16:16"
        assert _jit._fast_torch(t)[0][-1] is False
    # A CUDA build: never asked.
    fake.version.hip = None
    monkeypatch.setattr(_jit, "_TORCH_ROCM", None)
    assert not _jit._classify("X", whole).within2g
    assert _jit._fast_torch(whole)[0][-1] is False


def test_compiled_kernel_is_cached():
    x = np.ones(10, dtype=np.float32)
    out = np.zeros(10, dtype=np.float32)
    k1 = copy_kernel[(1,)](x, out, 10, BLOCK=16)
    k2 = copy_kernel[(1,)](x, out, 10, BLOCK=16)
    assert k1 is k2
    assert "func.func @copy_kernel" in k1.tile_ir
    assert [p["name"] for p in k1.params] == ["x_ptr", "out_ptr", "n", "BLOCK"]


def test_autotune_interpreter_picks_first_config():
    n = 300
    x = np.random.default_rng(0).standard_normal(n).astype(np.float32)
    y = np.random.default_rng(1).standard_normal(n).astype(np.float32)
    out = np.full(n, np.nan, dtype=np.float32)
    tuned_add[lambda meta: (tilec.cdiv(n, meta["BLOCK"]),)](x, y, out, n)
    np.testing.assert_allclose(out, x.astype(np.float64) + y, rtol=1e-6)
    assert tuned_add.best_config.kwargs == {"BLOCK": 64}
    assert tuned_add.best_config.num_warps == 2
    assert len(tuned_add.cache) == 1
    out[:] = np.nan
    tuned_add[lambda meta: (tilec.cdiv(n, meta["BLOCK"]),)](x, y, out, n)
    assert len(tuned_add.cache) == 1  # same key: not tuned again
    np.testing.assert_allclose(out, x.astype(np.float64) + y, rtol=1e-6)
    with pytest.raises(ValueError, match="auto-tuned"):
        tuned_add[(1,)](x, y, out, n, BLOCK=64)


# tuned_add's kernel over 9 configs, one of which (BLOCK 100, not a power of
# two) does not compile.
tuned_add_many = tilec.autotune(
    configs=[tilec.Config({"BLOCK": b}, num_warps=w) for b in (32, 64, 128, 256) for w in (1, 2)]
    + [tilec.Config({"BLOCK": 100})], key=["n"])(tilec.jit(tuned_add.jit.fn))


def test_autotune_compiles_every_config_on_several_threads():
    # What a GPU tuning does first (the interpreter skips it: timing means
    # nothing there): every config compiled, concurrently, each once; the
    # one that cannot compile reported, the others in the kernel's cache.
    n = 300
    x = np.ones(n, dtype=np.float32)
    out = np.zeros(n, dtype=np.float32)
    tuner = tuned_add_many
    failed = tuner._compile_all(tuner.configs, (x, x, out, n), {},
                                lambda meta: (tilec.cdiv(n, meta["BLOCK"]),))
    assert [c.kwargs for c in failed] == [{"BLOCK": 100}]
    compiled = {(dict(key[1])["BLOCK"], key[2]) for key in tuner.jit.cache}
    assert compiled == {(str(b), w) for b in (32, 64, 128, 256) for w in (1, 2)}


PRUNED_FOR = []


def prune_to_128(configs, named_args, **kwargs):
    PRUNED_FOR.append(named_args["n"])
    return [c for c in configs if c.kwargs["BLOCK"] == 128]


@tilec.autotune(configs=[tilec.Config({"BLOCK": 64}), tilec.Config({"BLOCK": 128})], key=["n"],
                prune_configs_by={"early_config_prune": prune_to_128})
@tilec.jit
def tuned_add_pruned(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask),
             mask=mask)


def test_autotune_prune():
    x = np.ones(200, dtype=np.float32)
    out = np.zeros(200, dtype=np.float32)
    tuned_add_pruned[lambda m: (tilec.cdiv(200, m["BLOCK"]),)](x, x, out, 200)
    assert PRUNED_FOR == [200] and tuned_add_pruned.best_config.kwargs == {"BLOCK": 128}
    np.testing.assert_array_equal(out, 2.0)


def test_heuristics():
    for n in (128, 100):
        x = np.arange(n, dtype=np.int32)
        out = np.full(n, -1, dtype=np.int32)
        maybe_masked[(tilec.cdiv(n, 64),)](x, out, n, BLOCK=64)
        np.testing.assert_array_equal(out, x + 1)
    evens = {dict(key[1])["EVEN"] for key in maybe_masked.fn.cache}
    assert evens == {"True", "False"}


def bf16_bits(values):
    """float -> bfloat16 bits (round to nearest even)."""
    bits = np.asarray(values, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    return rounded.astype(np.uint16)


def bf16_values(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def test_bf16_through_reinterpret():
    from test_tutorial import add_kernel

    rng = np.random.default_rng(3)
    n = 77
    x, y = bf16_bits(rng.standard_normal(n)), bf16_bits(rng.standard_normal(n))
    out = np.full(n, 0x7FC0, dtype=np.uint16)  # bf16 NaN
    bf = [tilec.reinterpret(a, tl.bfloat16) for a in (x, y, out)]
    add_kernel[(2,)](*bf, n, BLOCK_SIZE=64)
    sig = [key[0] for key in add_kernel.cache if key[0].startswith("*bf16")]
    assert sig and sig[0].startswith("*bf16:16,*bf16:16,*bf16:16")
    expected = bf16_values(x) + bf16_values(y)
    np.testing.assert_allclose(bf16_values(out), expected, rtol=2**-7, atol=1e-6)
    with pytest.raises(TypeError, match="different sizes"):
        tilec.reinterpret(np.zeros(4, np.float32), tl.bfloat16)


def test_compilation_error_has_location():
    x = np.zeros(16, dtype=np.int32)
    with pytest.raises(tilec.CompilationError) as info:
        bad_kernel[(1,)](x, BLOCK=16)
    err = info.value
    line = bad_kernel.fn.__code__.co_firstlineno + 2  # the tl.arange line
    assert err.filename == str(HERE) and err.lineno == line
    assert "power of two" in str(err)
    assert "offs = tl.arange(0, 10)" in str(err) and "^" in str(err)


def test_wrong_argument_types():
    x = np.zeros(16, dtype=np.float32)
    with pytest.raises(TypeError, match="argument 'n': cannot pass list"):
        copy_kernel[(1,)](x, x, [16], BLOCK=16)
    with pytest.raises(TypeError, match="argument 'x_ptr': cannot pass str"):
        copy_kernel[(1,)]("x", x, 16, BLOCK=16)
    with pytest.raises(TypeError, match="missing a required argument"):
        copy_kernel[(1,)](x, x, BLOCK=16)
    with pytest.raises(TypeError, match="constexpr 'BLOCK'"):
        copy_kernel[(1,)](x, x, 16, BLOCK=object())
    with pytest.raises(TypeError, match="negative strides"):
        copy_kernel[(1,)](x[::-1], x, 16, BLOCK=16)
    with pytest.raises(TypeError, match="float128|no tilec element type"):
        copy_kernel[(1,)](np.zeros(4, dtype=np.complex64), x, 4, BLOCK=16)

    class FakeDeviceArray:  # a device pointer: mixing it with host memory is refused
        __cuda_array_interface__ = {"data": (0x10000, False), "typestr": "<f4",
                                    "shape": (16,), "version": 3}

    with pytest.raises(TypeError, match="cannot be mixed"):
        copy_kernel[(1,)](x, FakeDeviceArray(), 16, BLOCK=16)
    with pytest.raises(tilec.TilecError, match=r"launch it with copy_kernel\[grid\]"):
        copy_kernel(x, x, 16, BLOCK=16)


def test_out_of_bounds_access_is_a_launch_error():
    # No mask: the interpreter reports the access with the load's location.
    x = np.zeros(40, dtype=np.float32)
    out = np.zeros(40, dtype=np.float32)
    with pytest.raises(tilec.LaunchError, match=r"test_api\.py:\d+:\d+"):
        unmasked_kernel[(2,)](x, out, BLOCK=32)


def test_zero_grid_launches_nothing():
    x = np.zeros(4, dtype=np.float32)
    out = np.full(4, np.nan, dtype=np.float32)
    copy_kernel[(0,)](x, out, 4, BLOCK=16)
    assert np.isnan(out).all()


def test_ahead_of_time_compile(tmp_path):
    from test_tutorial import add_kernel

    ck = add_kernel.compile("*fp32:16,*fp32:16,*fp32:16,i32", {"BLOCK_SIZE": 1024},
                            target="gfx942", num_warps=4)
    assert ck.format == "hsaco" and ck.binary[:4] == b"\x7fELF"
    assert ck.stats["warp_size"] == 64 and ck.stats["num_warps"] == 4
    ck.save(tmp_path / "add.hsaco")
    assert (tmp_path / "add.hsaco").read_bytes() == ck.binary
    ptx = add_kernel.compile("*fp32:16,*fp32:16,*fp32:16,i32", {"BLOCK_SIZE": 1024},
                             target="sm_90")
    assert ptx.format in ("cubin", "ptx") and ptx.binary
    # A registered binary must fit the kernel.
    with pytest.raises(tilec.TilecError, match="has 3 entries"):
        add_kernel.load_binary(tmp_path / "add.hsaco", "*fp32,*fp32,i32")
    with pytest.raises(tilec.TilecError, match="not constexpr parameters"):
        add_kernel.load_binary(tmp_path / "add.hsaco", "*fp32,*fp32,*fp32,i32", {"BLOCK": 4})
    with pytest.raises(tilec.CompilationError, match="unknown target"):
        add_kernel.compile("*fp32,*fp32,*fp32,i32", {"BLOCK_SIZE": 64}, target="gfx9000")


def _comgr_loads():
    import ctypes.util
    return ctypes.util.find_library("amd_comgr") is not None


def test_read_code_object(tmp_path):
    from test_tutorial import add_kernel

    ck = add_kernel.compile("*fp32:16,*fp32:16,*fp32:16,i32", {"BLOCK_SIZE": 1024},
                            target="gfx90a", num_warps=4)
    # tilec's own reader: the figures the compile reported.
    own = tilec.read_code_object(ck.binary, reader="builtin")
    assert own["read_by"] == "tilec's reader"
    (k,) = own["kernels"]
    assert k["name"] == "add_kernel" and k["wave_size"] == 64
    assert k["vgprs"] == ck.stats["vgprs"] and k["sgprs"] == ck.stats["sgprs"]
    assert k["scratch_bytes"] == 0 and k["kernarg_bytes"] > 0
    with pytest.raises(tilec.TilecError, match="not an ELF"):
        tilec.read_code_object(b"not a code object")
    with pytest.raises(tilec.TilecError, match="reader must be auto, comgr or builtin"):
        tilec.read_code_object(ck.binary, reader="other")
    if not _comgr_loads():
        with pytest.raises(tilec.TilecError, match="comgr is not available"):
            tilec.read_code_object(ck.binary, reader="comgr")
        pytest.skip("ROCm's comgr (libamd_comgr) is not installed: the cross-check is untested")
    # comgr and tilec's reader, cross-checked: the same figures, plus the ISA.
    both = tilec.read_code_object(ck.binary)
    assert both["isa"].startswith("amdgcn-amd-amdhsa--gfx90a")
    assert both["code_object_version"] == 5
    assert "comgr" in both["read_by"] and "tilec's reader" in both["read_by"]
    assert both["kernels"] == own["kernels"]
    text = tilec.disassemble_code_object(ck.binary)
    assert "add_kernel:" in text and "s_endpgm" in text


def test_language_module():
    assert tl.constexpr(3) == 3
    assert tl.float16.name == "fp16" and tl.bfloat16.primitive_bitwidth == 16
    assert tl.float32.is_fp32() and not tl.int32.is_floating()
    assert scale_kernel.constexpr_names == ["BLOCK", "DTYPE"]


def run_python(code, **env):
    full = dict(os.environ, PYTHONPATH=str(HERE.parents[1]), **env)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=full, cwd=HERE.parent)


def test_kernel_module_imports_without_triton():
    # The kernel files here never import triton; make sure it is not needed.
    r = run_python("import sys; sys.modules['triton'] = None; import test_tutorial; "
                   "print(test_tutorial.add_kernel)")
    assert r.returncode == 0, r.stderr
    assert "tilec.jit add_kernel" in r.stdout


def test_missing_library_is_an_import_error():
    r = run_python("import numpy as np, tilec, test_tutorial as t\n"
                   "x = np.zeros(4, np.float32)\n"
                   "try:\n"
                   "    t.add_kernel[(1,)](x, x, x, 4, BLOCK_SIZE=16)\n"
                   "except ImportError as e:\n"
                   "    print(type(e).__name__, e)\n",
                   TILEC_LIBRARY="/nonexistent/libtilec.so")
    assert r.returncode == 0, r.stderr
    assert "LibraryNotFoundError" in r.stdout and "/nonexistent/libtilec.so" in r.stdout


KERNEL_MODULE = '''
from __future__ import annotations
import tilec
from tilec import language as tl

OFFSET = tl.constexpr(3)
BLOCK: tl.constexpr = 32

@tilec.jit
def shifted(x_ptr, out_ptr, n, DT: tl.constexpr = tl.float32):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, (tl.load(x_ptr + offs, mask=offs < n) + OFFSET).to(DT),
             mask=offs < n)
'''


def test_string_annotations_and_from_import(tmp_path, monkeypatch):
    # `from __future__ import annotations` makes `tl.constexpr` a string.
    (tmp_path / "shifted_kernels.py").write_text(KERNEL_MODULE)
    monkeypatch.syspath_prepend(str(tmp_path))
    import shifted_kernels

    assert shifted_kernels.shifted.constexpr_names == ["DT"]
    x = np.arange(50, dtype=np.float32)
    out = np.full(50, np.nan, dtype=np.float64)
    shifted_kernels.shifted[(2,)](x, out, 50, DT=tl.float64)
    np.testing.assert_array_equal(out, x + 3.0)


def test_internal_compiler_error_is_an_exception(monkeypatch):
    """An LLVM fatal error while compiling for a target (injected: no known
    kernel reaches one) raises CompilationError in the caller; the Python
    process, which shares the compiler, carries on and compiles again."""
    monkeypatch.setenv("TILEC_INJECT_FATAL_ERROR", "codegen")
    with pytest.raises(tilec.CompilationError, match="internal compiler error in LLVM optimization "
                                                     "and code generation for sm_90a"):
        copy_kernel.compile("*fp32:16,*fp32:16,i32", {"BLOCK": 64}, target="sm_90a")
    monkeypatch.delenv("TILEC_INJECT_FATAL_ERROR")
    binary = copy_kernel.compile("*fp32:16,*fp32:16,i32", {"BLOCK": 64}, target="sm_90a")
    assert binary is not None


@tilec.jit
def inline_asm_kernel(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    y = tl.inline_asm_elementwise("shl.b32 $0, $1, 3;", "=r,r", [tl.load(x_ptr + offs)],
                                  dtype=tl.int32, is_pure=True, pack=1)
    tl.store(x_ptr + offs, y)


def test_inline_asm_cannot_run_on_the_interpreter():
    # The kernel compiles for GPU targets (test/Conversion/inline-asm.py);
    # the interpreter says why it cannot run it, at the call.
    inline_asm_kernel.compile("*i32:16", {"BLOCK": 64}, target="sm_90a")
    with pytest.raises(tilec.TilecError, match="cannot run inline assembly") as e:
        inline_asm_kernel[(1,)](np.zeros(64, np.int32), BLOCK=64)
    assert "test_api.py:" in str(e.value)
