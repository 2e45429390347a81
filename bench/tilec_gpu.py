"""ctypes binding of the runtime part of tilec's C API (include/tilec-c/tilec.h,
libtilec_rt.so): load tilec code objects and launch them on PyTorch tensors,
on a machine with no compiler."""

import ctypes

ARG_KINDS = {"ptr": 0, "i1": 1, "i8": 2, "i16": 3, "i32": 4, "i64": 5, "fp16": 6,
             "bf16": 7, "fp32": 8, "fp64": 9}
# Signature scalar types -> argument kinds (unsigned share the signed slots).
SCALAR_KIND = {"i1": "i1", "i8": "i8", "u8": "i8", "i16": "i16", "u16": "i16", "i32": "i32",
               "u32": "i32", "i64": "i64", "u64": "i64", "fp16": "fp16", "bf16": "bf16",
               "fp32": "fp32", "fp64": "fp64"}
BACKEND_BEST = 0


class _Value(ctypes.Union):
    _fields_ = [("i", ctypes.c_int64), ("u", ctypes.c_uint64), ("f", ctypes.c_double),
                ("host", ctypes.c_void_p)]


class Arg(ctypes.Structure):
    _fields_ = [("kind", ctypes.c_int32), ("reserved", ctypes.c_int32), ("v", _Value),
                ("bytes", ctypes.c_uint64)]


class TilecError(RuntimeError):
    pass


class Runtime:
    def __init__(self, lib_path):
        self.lib = L = ctypes.CDLL(str(lib_path))
        vp = ctypes.c_void_p
        L.tilec_last_error.restype = ctypes.c_char_p
        L.tilec_device_open.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.POINTER(vp)]
        L.tilec_device_name.argtypes = [vp]
        L.tilec_device_name.restype = ctypes.c_char_p
        L.tilec_device_target.argtypes = [vp]
        L.tilec_device_target.restype = ctypes.c_char_p
        L.tilec_module_load.argtypes = [vp, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p,
                                        ctypes.POINTER(vp)]
        L.tilec_module_get_function.argtypes = [vp, ctypes.c_char_p, ctypes.POINTER(vp)]
        L.tilec_function_launch.argtypes = [vp, ctypes.POINTER(ctypes.c_uint32),
                                            ctypes.POINTER(ctypes.c_uint32), ctypes.c_uint32,
                                            ctypes.POINTER(Arg), ctypes.c_size_t]
        L.tilec_synchronize.argtypes = [vp]
        self.device = vp()
        self._check(L.tilec_device_open(BACKEND_BEST, 0, ctypes.byref(self.device)))
        self.name = L.tilec_device_name(self.device).decode()
        self.target = L.tilec_device_target(self.device).decode()

    def _check(self, rc):
        if rc != 0:
            raise TilecError(self.lib.tilec_last_error().decode())

    def load(self, image: bytes, kernel_name: str):
        fmt = b"cubin" if image[:4] == b"\x7fELF" else b"ptx"
        module = ctypes.c_void_p()
        self._check(self.lib.tilec_module_load(self.device, image, len(image), fmt,
                                               ctypes.byref(module)))
        function = ctypes.c_void_p()
        self._check(self.lib.tilec_module_get_function(module, kernel_name.encode(),
                                                       ctypes.byref(function)))
        return Kernel(self, module, function)

    def synchronize(self):
        self._check(self.lib.tilec_synchronize(self.device))


def scalar_arg(ty, value):
    """A signature scalar type ("i32:16", "fp32", ...) and a Python value -> Arg."""
    kind = SCALAR_KIND[ty.split(":")[0]]
    a = Arg()
    a.kind = ARG_KINDS[kind]
    if kind in ("fp16", "bf16", "fp32", "fp64"):
        a.v.f = float(value)
    else:
        a.v.i = int(value)
    return a


def ptr_arg(tensor):
    a = Arg()
    a.kind = ARG_KINDS["ptr"]
    a.v.u = tensor.data_ptr()
    return a


class Kernel:
    def __init__(self, rt, module, function):
        self.rt, self.module, self.function = rt, module, function

    def launch(self, grid, num_warps, args, warp_size=32):
        """Launches on the default stream; block = num_warps * warp_size."""
        g = list(grid) + [1] * (3 - len(grid))
        grid_arr = (ctypes.c_uint32 * 3)(*g)
        block_arr = (ctypes.c_uint32 * 3)(num_warps * warp_size, 1, 1)
        arr = (Arg * len(args))(*args)
        self.rt._check(self.rt.lib.tilec_function_launch(self.function, grid_arr, block_arr, 0,
                                                         arr, len(args)))
