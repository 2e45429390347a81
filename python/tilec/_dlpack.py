"""Reads a DLPack producer (`__dlpack__` / `__dlpack_device__`) with ctypes only.

A launch borrows the producer's memory: it asks for a capsule, reads the
DLTensor in it (address, element type, shape, strides) and keeps the capsule
alive until the launch returns. It never consumes the capsule (no rename to
"used_dltensor", no call of the deleter): the capsule's own destructor
releases the tensor when the capsule is collected, as the protocol says for
an unconsumed capsule. The legacy (unversioned) capsule is the one
`__dlpack__()` without `max_version` returns, by the protocol.
"""

import ctypes

# DLDeviceType values tilec can run on.
KDL_CPU, KDL_CUDA, KDL_CUDA_HOST, KDL_ROCM, KDL_ROCM_HOST = 1, 2, 3, 10, 11
_HOST_DEVICES = {KDL_CPU: "CPU", KDL_CUDA_HOST: "CUDA pinned host memory",
                 KDL_ROCM_HOST: "ROCm pinned host memory"}
_GPU_DEVICES = {KDL_CUDA: "CUDA", KDL_ROCM: "ROCm"}
_OTHER_DEVICES = {4: "OpenCL", 7: "Vulkan", 8: "Metal", 9: "VPI", 12: "ExtDev",
                  13: "CUDA managed memory", 14: "oneAPI", 15: "WebGPU", 16: "Hexagon",
                  17: "MAIA", 18: "Trainium"}

# (DLDataTypeCode, bits) -> signature element type.
_ELEMENT_TYPES = {
    (0, 8): "i8", (0, 16): "i16", (0, 32): "i32", (0, 64): "i64",
    (1, 8): "u8", (1, 16): "u16", (1, 32): "u32", (1, 64): "u64",
    (2, 16): "fp16", (2, 32): "fp32", (2, 64): "fp64",
    (4, 16): "bf16",
    (6, 8): "i1",
    (10, 8): "fp8e4nv",  # kDLFloat8_e4m3fn
    (12, 8): "fp8e5",    # kDLFloat8_e5m2
}
_CODE_NAMES = {0: "int", 1: "uint", 2: "float", 3: "opaque handle", 4: "bfloat", 5: "complex",
               6: "bool", 7: "float8_e3m4", 8: "float8_e4m3", 9: "float8_e4m3b11fnuz",
               10: "float8_e4m3fn", 11: "float8_e4m3fnuz", 12: "float8_e5m2",
               13: "float8_e5m2fnuz", 14: "float8_e8m0fnu"}


class DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


class DLManagedTensor(ctypes.Structure):
    _fields_ = [("dl_tensor", DLTensor), ("manager_ctx", ctypes.c_void_p),
                ("deleter", ctypes.c_void_p)]


_CAPSULE_NAME = b"dltensor"
_get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_get_pointer.restype = ctypes.c_void_p
_get_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
_is_valid = ctypes.pythonapi.PyCapsule_IsValid
_is_valid.restype = ctypes.c_int
_is_valid.argtypes = [ctypes.py_object, ctypes.c_char_p]


def _device_name(device_type):
    for table in (_HOST_DEVICES, _GPU_DEVICES, _OTHER_DEVICES):
        if device_type in table:
            return table[device_type]
    return "unknown"


def has_dlpack(value):
    return hasattr(value, "__dlpack__") and hasattr(value, "__dlpack_device__")


class Borrowed:
    """What a launch needs from a DLPack producer; `capsule` must outlive the
    launch (the tensor it holds is released when the capsule is collected)."""
    __slots__ = ("where", "element", "address", "nbytes", "ordinal", "capsule")

    def __init__(self, where, element, address, nbytes, ordinal, capsule):
        self.where, self.element, self.address = where, element, address
        self.nbytes, self.ordinal, self.capsule = nbytes, ordinal, capsule


def borrow(value, host_span):
    """A Borrowed for `value`, a DLPack producer; TypeError for what cannot be
    passed. `host_span(shape, byte_strides, itemsize)` sizes host memory."""
    what = type(value).__name__
    device = value.__dlpack_device__()
    try:
        device_type, device_id = int(device[0]), int(device[1])
    except (TypeError, ValueError, IndexError):
        raise TypeError(f"{what}.__dlpack_device__() returned {device!r}, not "
                        f"(device_type, device_id)") from None
    if device_type in _HOST_DEVICES:
        where = "host"
    elif device_type in _GPU_DEVICES:
        where = "device"
    else:
        raise TypeError(f"DLPack device type {device_type} ({_device_name(device_type)}) of "
                        f"{what} is not supported: tilec runs CPU memory (kDLCPU, pinned "
                        f"host memory) on the interpreter and kDLCUDA / kDLROCM memory on "
                        f"the GPU")
    capsule = value.__dlpack__()
    if not _is_valid(capsule, _CAPSULE_NAME):
        raise TypeError(f"{what}.__dlpack__() did not return an unconsumed 'dltensor' "
                        f"capsule (got {capsule!r})")
    managed = DLManagedTensor.from_address(_get_pointer(capsule, _CAPSULE_NAME))
    t = managed.dl_tensor
    if t.device.device_type != device_type:
        raise TypeError(f"{what}: __dlpack_device__() says device type {device_type} but the "
                        f"tensor is on {t.device.device_type}")
    code, bits, lanes = t.dtype.code, t.dtype.bits, t.dtype.lanes
    element = _ELEMENT_TYPES.get((code, bits)) if lanes == 1 else None
    if element is None:
        raise TypeError(f"DLPack element type {_CODE_NAMES.get(code, f'code {code}')}{bits}"
                        f"{f'x{lanes}' if lanes != 1 else ''} of {what} has no tilec "
                        f"element type")
    address = (t.data or 0) + t.byte_offset
    nbytes = 0
    if where == "host":
        itemsize = bits // 8
        shape = [t.shape[i] for i in range(t.ndim)]
        if t.strides:
            strides = [t.strides[i] * itemsize for i in range(t.ndim)]
        else:  # compact row-major (DLPack before 1.0 allows NULL strides)
            strides, step = [], itemsize
            for n in reversed(shape):
                strides.insert(0, step)
                step *= n
        nbytes = host_span(shape, strides, itemsize)
        if nbytes is None:
            raise TypeError(f"DLPack tensors with negative strides are not supported "
                            f"({what})")
    return Borrowed(where, element, address, nbytes, device_id if where == "device" else 0,
                    capsule)
