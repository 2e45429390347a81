"""DLPack producers (`__dlpack__` / `__dlpack_device__`) as kernel arguments:
CPU ones run on the interpreter in place, like numpy arrays; CUDA/ROCm ones
are device memory; other devices and element types are TypeErrors."""

import ctypes

import numpy as np
import pytest

import tilec
import tilec.language as tl
from tilec import _dlpack


@tilec.jit
def row_scale_kernel(x_ptr, out_ptr, stride_x, n_cols, alpha, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride_x + cols, mask=mask).to(tl.float32)
    tl.store(out_ptr + row * n_cols + cols, x * alpha + row, mask=mask)


class NumpyDLPack:
    """A DLPack producer and nothing else: delegates to a numpy array."""

    def __init__(self, array):
        self.array = array
        self.capsules = []

    def __dlpack__(self, stream=None):
        capsule = self.array.__dlpack__()
        self.capsules.append(capsule)
        return capsule

    def __dlpack_device__(self):
        return self.array.__dlpack_device__()


_get_name = ctypes.pythonapi.PyCapsule_GetName
_get_name.restype = ctypes.c_char_p
_get_name.argtypes = [ctypes.py_object]
_capsule_new = ctypes.pythonapi.PyCapsule_New
_capsule_new.restype = ctypes.py_object
_capsule_new.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]
_NAME = b"dltensor"


class HandMadeDLPack:
    """A DLPack producer built field by field (numpy cannot export bf16 nor a
    byte_offset): `data` is the base buffer, the tensor starts `byte_offset`
    bytes into it with the given shape, element strides and type code/bits."""

    def __init__(self, data, byte_offset, shape, strides, code, bits, device=(1, 0)):
        self.data, self.device = data, device
        self.shape = (ctypes.c_int64 * len(shape))(*shape)
        self.strides = (ctypes.c_int64 * len(strides))(*strides) if strides is not None else None
        t = _dlpack.DLManagedTensor()
        t.dl_tensor.data = data.ctypes.data
        t.dl_tensor.device = _dlpack.DLDevice(*device)
        t.dl_tensor.ndim = len(shape)
        t.dl_tensor.dtype = _dlpack.DLDataType(code, bits, 1)
        t.dl_tensor.shape = self.shape
        if self.strides is not None:
            t.dl_tensor.strides = self.strides
        t.dl_tensor.byte_offset = byte_offset
        self.managed = t  # no deleter: this object owns everything
        self.capsules = []

    def __dlpack__(self, stream=None):
        capsule = _capsule_new(ctypes.addressof(self.managed), _NAME, None)
        self.capsules.append(capsule)
        return capsule

    def __dlpack_device__(self):
        return self.device


def to_bf16(a):
    u = np.asarray(a, dtype=np.float32).view(np.uint32).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def from_bf16(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


def test_cpu_dlpack_runs_like_numpy():
    rng = np.random.default_rng(7)
    rows, cols, stride = 5, 37, 48
    base = rng.standard_normal((rows, stride)).astype(np.float32)
    x = NumpyDLPack(base[:, :cols])  # strided rows: numpy exports the strides
    out_array = np.full((rows, cols), np.nan, dtype=np.float32)
    out = NumpyDLPack(out_array)
    row_scale_kernel[(rows,)](x, out, stride, cols, 0.5, BLOCK=64)
    expected = base[:, :cols] * np.float32(0.5) + np.arange(rows, dtype=np.float32)[:, None]
    np.testing.assert_array_equal(out_array, expected)
    # Element types and alignment come from the DLPack tensors.
    assert any(key[0].startswith("*fp32:16,*fp32:16,") for key in row_scale_kernel.cache)
    # Borrowed, never consumed: the capsules keep their name.
    for capsule in x.capsules + out.capsules:
        assert _get_name(capsule) == b"dltensor"


def test_dlpack_bf16_byte_offset_and_strides():
    rng = np.random.default_rng(11)
    rows, cols, stride, offset = 3, 20, 24, 4  # elements
    values = rng.standard_normal(offset + rows * stride).astype(np.float32)
    bits = to_bf16(values)
    x = HandMadeDLPack(bits, byte_offset=2 * offset, shape=(rows, cols), strides=(stride, 1),
                       code=4, bits=16)
    out = np.full((rows, cols), np.nan, dtype=np.float32)
    row_scale_kernel[(rows,)](x, out, stride, cols, 2.0, BLOCK=32)
    seen = from_bf16(bits[offset:].reshape(-1)[:rows * stride].reshape(rows, stride)[:, :cols])
    np.testing.assert_array_equal(out, seen * np.float32(2.0)
                                  + np.arange(rows, dtype=np.float32)[:, None])
    assert any(key[0].startswith("*bf16,") for key in row_scale_kernel.cache)
    assert _get_name(x.capsules[-1]) == b"dltensor"


def test_dlpack_without_strides_is_row_major():
    bits = to_bf16(np.arange(8, dtype=np.float32))
    x = HandMadeDLPack(bits, byte_offset=0, shape=(2, 4), strides=None, code=4, bits=16)
    out = np.full((2, 4), np.nan, dtype=np.float32)
    row_scale_kernel[(2,)](x, out, 4, 4, 1.0, BLOCK=4)
    np.testing.assert_array_equal(out, np.arange(8, dtype=np.float32).reshape(2, 4)
                                  + np.array([[0], [1]], dtype=np.float32))


def test_dlpack_unsupported_device_is_a_type_error():
    x = NumpyDLPack(np.zeros(4, dtype=np.float32))
    out = np.zeros(4, dtype=np.float32)

    class OpenCLBuffer(NumpyDLPack):
        def __dlpack_device__(self):
            return (4, 0)  # kDLOpenCL

    with pytest.raises(TypeError, match=r"argument 'x_ptr': DLPack device type 4 \(OpenCL\)"):
        row_scale_kernel[(1,)](OpenCLBuffer(x.array), out, 4, 4, 1.0, BLOCK=4)


def test_dlpack_unsupported_element_type_is_a_type_error():
    data = np.zeros(8, dtype=np.complex64)
    out = np.zeros(4, dtype=np.float32)
    with pytest.raises(TypeError, match="argument 'x_ptr': DLPack element type complex64"):
        row_scale_kernel[(1,)](HandMadeDLPack(data, 0, (4,), (1,), code=5, bits=64), out, 4, 4,
                               1.0, BLOCK=4)


def test_gpu_dlpack_is_device_memory():
    # A kDLCUDA tensor is device memory: with a host array in the same launch
    # that is refused before anything runs (no GPU needed to see it).
    data = np.zeros(16, dtype=np.float32)
    gpu = HandMadeDLPack(data, 0, (16,), (1,), code=2, bits=32, device=(2, 0))
    out = np.zeros(16, dtype=np.float32)
    with pytest.raises(TypeError, match=r"cannot be mixed: 'x_ptr' \(device\), 'out_ptr' \(host\)"):
        row_scale_kernel[(1,)](gpu, out, 16, 16, 1.0, BLOCK=16)
