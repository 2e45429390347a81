"""ctypes binding of tilec's runtime C API (libtilec_rt.so): load tilec code
objects and launch them on PyTorch tensors, with no compiler on the machine."""

import ctypes
import struct
from pathlib import Path

ARG_KINDS = {"ptr": 0, "i1": 1, "i8": 2, "i16": 3, "i32": 4, "i64": 5, "fp16": 6,
             "bf16": 7, "fp32": 8, "fp64": 9}
# Signature scalar types -> runtime kinds (unsigned share the signed slots).
SCALAR_KIND = {"i1": "i1", "i8": "i8", "u8": "i8", "i16": "i16", "u16": "i16", "i32": "i32",
               "u32": "i32", "i64": "i64", "u64": "i64", "fp16": "fp16", "bf16": "bf16",
               "fp32": "fp32", "fp64": "fp64"}


class Arg(ctypes.Structure):
    _fields_ = [("kind", ctypes.c_int32), ("bits", ctypes.c_uint64)]


class TilecError(RuntimeError):
    pass


class Runtime:
    def __init__(self, lib_path, backend="best"):
        self.lib = ctypes.CDLL(str(lib_path))
        L = self.lib
        L.tilec_rt_last_error.restype = ctypes.c_char_p
        L.tilec_rt_device_name.restype = ctypes.c_char_p
        L.tilec_rt_device_target.restype = ctypes.c_char_p
        L.tilec_rt_device_name.argtypes = [ctypes.c_void_p]
        L.tilec_rt_device_target.argtypes = [ctypes.c_void_p]
        L.tilec_rt_load_module.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t,
                                           ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]
        L.tilec_rt_get_kernel.argtypes = [ctypes.c_void_p, ctypes.c_char_p,
                                          ctypes.POINTER(ctypes.c_void_p)]
        L.tilec_rt_launch.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint32),
                                      ctypes.POINTER(ctypes.c_uint32), ctypes.c_uint32,
                                      ctypes.c_void_p, ctypes.POINTER(Arg), ctypes.c_size_t]
        L.tilec_rt_synchronize.argtypes = [ctypes.c_void_p]
        self.device = ctypes.c_void_p()
        self._check(L.tilec_rt_open_device(backend.encode(), 0, ctypes.byref(self.device)))
        self.name = L.tilec_rt_device_name(self.device).decode()
        self.target = L.tilec_rt_device_target(self.device).decode()

    def _check(self, rc):
        if rc != 0:
            raise TilecError(self.lib.tilec_rt_last_error().decode())

    def load(self, image: bytes, kernel_name: str):
        fmt = b"cubin" if image[:4] == b"\x7fELF" else b"ptx"
        if fmt == b"ptx" and not image.endswith(b"\0"):
            image = image + b"\0"
        module = ctypes.c_void_p()
        self._check(self.lib.tilec_rt_load_module(self.device, image, len(image), fmt,
                                                  ctypes.byref(module)))
        kernel = ctypes.c_void_p()
        self._check(self.lib.tilec_rt_get_kernel(module, kernel_name.encode(),
                                                 ctypes.byref(kernel)))
        return Kernel(self, module, kernel)

    def synchronize(self):
        self._check(self.lib.tilec_rt_synchronize(self.device))


def scalar_arg(ty, value):
    """A signature scalar type and a Python value -> Arg."""
    base = ty.split(":")[0]
    kind = SCALAR_KIND[base]
    if kind == "fp32":
        bits = struct.unpack("<I", struct.pack("<f", float(value)))[0]
    elif kind == "fp64":
        bits = struct.unpack("<Q", struct.pack("<d", float(value)))[0]
    elif kind in ("fp16", "bf16"):
        raise TilecError(f"scalar {kind} arguments are not used by the benchmarks")
    else:
        bits = int(value) & 0xFFFFFFFFFFFFFFFF
    return Arg(ARG_KINDS[kind], bits)


class Kernel:
    def __init__(self, rt, module, handle):
        self.rt, self.module, self.handle = rt, module, handle

    def launch(self, grid, num_warps, args, stream=None):
        """args: list of Arg. grid: up to 3 ints. Block = num_warps * 32 (NVIDIA)."""
        g = list(grid) + [1] * (3 - len(grid))
        grid_arr = (ctypes.c_uint32 * 3)(*g)
        block_arr = (ctypes.c_uint32 * 3)(num_warps * 32, 1, 1)
        arr = (Arg * len(args))(*args)
        self.rt._check(self.rt.lib.tilec_rt_launch(self.handle, grid_arr, block_arr, 0,
                                                   stream, arr, len(args)))


def ptr_arg(tensor):
    return Arg(ARG_KINDS["ptr"], tensor.data_ptr())
