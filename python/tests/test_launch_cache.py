"""The launch fast path (jit._Launcher): a launch whose fast key was seen
before reuses the cached launcher and must behave exactly as the slow path
would: same specialization, same results, same errors. On the CPU
interpreter, plus the GPU argument packing through a fake device (the
launcher's seam), so that it is checked without a GPU."""

import struct
import sys

import numpy as np
import pytest

import tilec
import tilec.language as tl
from tilec import _capi


@tilec.jit
def axpy_kernel(x_ptr, out_ptr, n, alpha, BLOCK: tl.constexpr, SHIFT: tl.constexpr = 0):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) * alpha + SHIFT, mask=mask)


@tilec.jit
def flag_kernel(out_ptr, flag, FLAG: tl.constexpr):
    if FLAG:
        tl.store(out_ptr, flag + 10)
    else:
        tl.store(out_ptr, flag + 20)


def run_axpy(n, alpha=2.0, block=64, **kw):
    rng = np.random.default_rng(n)
    x = rng.standard_normal(n).astype(np.float32)
    out = np.full(n, np.nan, dtype=np.float32)
    axpy_kernel[(tilec.cdiv(n, block),)](x, out, n, alpha, BLOCK=block, **kw)
    return x, out


def test_cached_launches_are_correct_for_every_size():
    # Why: sizes of one fast key (the same i32 class and hints) reuse one
    # launcher; the results must still be those of each launch's values.
    for n in (1, 5, 16, 17, 48, 100, 1000, 1003, 4096):
        for _ in range(2):
            x, out = run_axpy(n)
            np.testing.assert_array_equal(out, x * np.float32(2.0))
    # n == 1 (":1"), multiples of 16 (":16") and the rest: three specializations,
    # as the slow path compiles them; no launcher per size.
    sigs = {key[0] for key in axpy_kernel.cache}
    assert {s.split(",")[2] for s in sigs} == {"i32:1", "i32:16", "i32"}
    assert len(axpy_kernel._fast) <= 3 * 2  # per specialization, positional or keyword


def test_constexpr_values_and_types_select_launchers():
    # Why: 1, True and 1.0 hash alike but are different constexprs.
    x, out = run_axpy(40, SHIFT=1)
    np.testing.assert_array_equal(out, x * np.float32(2.0) + 1)
    x, out = run_axpy(40, SHIFT=3)
    np.testing.assert_array_equal(out, x * np.float32(2.0) + 3)
    out = np.zeros(1, dtype=np.int32)
    for flag_value, want in ((True, 17), (1, 17), (False, 27), (0, 27)):
        flag_kernel[(1,)](out, 7, FLAG=flag_value)
        assert out[0] == want, (flag_value, out[0])
    texts = {dict(key[1])["FLAG"] for key in flag_kernel.cache}
    assert texts == {"True", "1", "False", "0"}


def test_grids_and_empty_grids():
    n = 100
    x = np.arange(n, dtype=np.float32)
    out = np.full(n, np.nan, dtype=np.float32)
    axpy_kernel[(2,)](x, out, n, 1.0, BLOCK=64)  # warm the cache
    for grid in ([2], 2, (2, 1), (2, 1, 1), lambda meta: (tilec.cdiv(n, meta["BLOCK"]),),
                 (np.int64(2),), (2.0,)):
        out[:] = np.nan
        axpy_kernel[grid](x, out, n, 1.0, BLOCK=64)
        np.testing.assert_array_equal(out, x)
    out[:] = np.nan
    assert axpy_kernel[(0,)](x, out, n, 1.0, BLOCK=64) is not None  # no launch
    assert np.isnan(out).all()
    with pytest.raises(ValueError, match="out of range"):
        axpy_kernel[(-1,)](x, out, n, 1.0, BLOCK=64)
    with pytest.raises(ValueError, match="1 to 3 dimensions"):
        axpy_kernel[(1, 1, 1, 1)](x, out, n, 1.0, BLOCK=64)


def test_errors_after_caching_are_the_slow_paths():
    x, out = run_axpy(64)
    with pytest.raises(TypeError, match="axpy_kernel"):
        axpy_kernel[(1,)](x, out, 64, BLOCK=64)  # alpha missing
    with pytest.raises(TypeError, match="axpy_kernel"):
        axpy_kernel[(1,)](x, out, 64, 1.0, BLOCK=64, NOPE=1)
    with pytest.raises(ValueError, match="num_ctas"):
        axpy_kernel[(1,)](x, out, 64, 1.0, BLOCK=64, num_ctas=2)
    with pytest.raises(TypeError, match="cannot pass str"):
        axpy_kernel[(1,)](x, out, "64", 1.0, BLOCK=64)
    with pytest.raises(tilec.LaunchError):  # an out-of-bounds access, found by the interpreter
        axpy_kernel[(1,)](x[:8], out, 64, 1.0, BLOCK=64)


def test_launch_options_take_the_fast_path():
    # Why: a launch with Triton's launch options (enable_fp_fusion, maxnreg)
    # reuses its launcher from the second time on; each option value has its
    # own launcher (it is part of the compiled code's key), and an option
    # value refused once is refused every time, never taken for a seen one
    # that hashes alike (True == 1).
    n = 40
    before = len(axpy_kernel._fast)
    for options in ({"enable_fp_fusion": False}, {"enable_fp_fusion": True},
                    {"enable_fp_fusion": False, "maxnreg": 1}):
        for _ in range(2):
            x, out = run_axpy(n, **options)
            np.testing.assert_array_equal(out, x * np.float32(2.0))
    assert len(axpy_kernel._fast) == before + 3
    x = np.zeros(n, dtype=np.float32)
    with pytest.raises(ValueError, match="maxnreg=True"):
        axpy_kernel[(1,)](x, x, n, 2.0, BLOCK=64, enable_fp_fusion=False, maxnreg=True)
    with pytest.raises(TypeError, match="enable_fp_fusion must be True or False"):
        axpy_kernel[(1,)](x, x, n, 2.0, BLOCK=64, enable_fp_fusion=0)
    with pytest.raises(TypeError, match="unexpected keyword argument 'fp_fusion'"):
        axpy_kernel[(1,)](x, x, n, 2.0, BLOCK=64, fp_fusion=False)


def test_types_the_fast_path_does_not_know_still_work():
    # Why: strided arrays and numpy scalars take the slow path every time, as
    # before; a kernel sees a strided array's memory from its first element.
    n = 50
    base = np.arange(2 * n, dtype=np.float32)
    out = np.full(n, np.nan, dtype=np.float32)
    for _ in range(2):
        axpy_kernel[(1,)](base[::2], out, n, 1.0, BLOCK=64)
        np.testing.assert_array_equal(out, base[:n])
    out[:] = np.nan
    axpy_kernel[(1,)](base, out, np.int32(n), np.float32(1.0), BLOCK=64)
    np.testing.assert_array_equal(out, base[:n])


class _FakeLib:
    """What _Launcher needs of a Library, recording the C calls."""

    def __init__(self):
        self.calls = []

        def record(*args):
            self.calls.append(args)
            return 0
        self.function_launch_raw = record
        self.kernel_launch_raw = record

    def error(self):
        return "fake"


class _FakeDevice:
    is_interpreter = False
    warp_size = 32
    handle = "device"

    def __init__(self):
        self.lib = _FakeLib()


class _FakeKernel(_capi.CompiledKernel):
    def __init__(self):  # no library: only what the launcher reads
        pass

    def function(self, device):
        return "function"


def test_gpu_packing_through_a_fake_device():
    # Why: on a GPU the launcher packs exact-kind tilec_arg structs itself and
    # calls tilec_function_launch with no check below it; check the bytes.
    device = _FakeDevice()
    payloads = [(("device", "fp32", 0, True), 0x7f0000001000, 0),
                (("i32", 16), 64, 0), ("fp32", 0.5, 0), (("u64", 0), 2**63 + 5, 0),
                ("i1", 1, 0)]
    kinds = [_capi.ARG_POINTER, _capi.ARG_I32, _capi.ARG_F32, _capi.ARG_I64, _capi.ARG_I1]
    kernel = _FakeKernel()
    launcher = sys.modules["tilec.jit"]._Launcher(kernel, device, payloads, kinds, 8, 3)
    assert launcher.launch(None, (3, 2), payloads, ()) is kernel
    (handle, grid, block, shared, args, n), = device.lib.calls
    assert handle == "function" and shared == 0 and n == 5
    assert struct.unpack("<III", grid) == (3, 2, 1)
    assert struct.unpack("<III", block) == (8 * 32, 1, 1)
    rows = [struct.unpack_from("<ii8sQ", args, 24 * i) for i in range(5)]
    assert [r[0] for r in rows] == kinds
    assert struct.unpack("<Q", rows[0][2])[0] == 0x7f0000001000
    assert struct.unpack("<q", rows[1][2])[0] == 64
    assert struct.unpack("<d", rows[2][2])[0] == 0.5
    assert struct.unpack("<Q", rows[3][2])[0] == 2**63 + 5
    assert struct.unpack("<q", rows[4][2])[0] == 1
    # An empty grid calls nothing.
    device.lib.calls.clear()
    launcher.launch(None, (0,), payloads, ())
    assert device.lib.calls == []
