"""@tilec.jit: Triton-style kernels compiled by tilec's C++ compiler.

A JITFunction keeps the text of the file its kernel is defined in and the
kernel's parameter list (from Python's signature; `tl.constexpr` annotations
mark compile-time parameters). `kernel[grid](*args, **meta)` infers the
signature from the arguments, specializes it as Triton does, compiles once
per specialization (libtilec.so; the C++ compiler also caches in memory and
on disk) and launches: numpy arrays and CPU DLPack tensors on the CPU
interpreter, device tensors (`data_ptr()` / `__cuda_array_interface__` /
CUDA or ROCm DLPack) on the GPU.
"""

import inspect
import struct
import sys
import threading
from pathlib import Path

from . import _capi, _dlpack, _source
from . import tensor_descriptor as _tensor_descriptor
from .errors import LaunchError, TilecError
from .language import DTYPES, dtype as _tl_dtype
from .tensor_descriptor import TensorDescriptor

try:
    import numpy as _np
except ImportError:  # numpy is only needed for numpy arguments
    _np = None

DEFAULT_NUM_WARPS = 4
DEFAULT_NUM_STAGES = 3
# Triton's enable_fp_fusion default: the backend may contract a * b + c into FMAs.
DEFAULT_FP_FUSION = True

# Names of element types as numpy and PyTorch spell them -> signature types.
_ELEMENT_TYPES = {
    "bool": "i1", "int8": "i8", "int16": "i16", "int32": "i32", "int64": "i64",
    "uint8": "u8", "uint16": "u16", "uint32": "u32", "uint64": "u64",
    "float16": "fp16", "half": "fp16", "bfloat16": "bf16", "float32": "fp32",
    "float": "fp32", "float64": "fp64", "double": "fp64",
    "float8_e4m3fn": "fp8e4nv", "float8_e5m2": "fp8e5",
}
# __cuda_array_interface__ typestr (without byte order) -> signature types.
_TYPESTR = {"b1": "i1", "i1": "i8", "i2": "i16", "i4": "i32", "i8": "i64", "u1": "u8",
            "u2": "u16", "u4": "u32", "u8": "u64", "f2": "fp16", "f4": "fp32", "f8": "fp64"}
_INT_RANGES = {"i1": (0, 1), "i8": (-2**7, 2**7 - 1), "i16": (-2**15, 2**15 - 1),
               "i32": (-2**31, 2**31 - 1), "i64": (-2**63, 2**63 - 1), "u8": (0, 2**8 - 1),
               "u16": (0, 2**16 - 1), "u32": (0, 2**32 - 1), "u64": (0, 2**64 - 1)}
_FLOAT_TYPES = ("fp16", "bf16", "fp32", "fp64")
_BITS = {"i1": 8, "i8": 8, "u8": 8, "fp8e4nv": 8, "fp8e5": 8, "i16": 16, "u16": 16,
         "fp16": 16, "bf16": 16, "i32": 32, "u32": 32, "fp32": 32, "i64": 64, "u64": 64,
         "fp64": 64}


# Triton launch options with no effect in tilec. Each is accepted only with a
# value whose meaning tilec delivers, and refused otherwise: never ignored.
LAUNCH_OPTIONS = ("num_ctas", "maxnreg", "enable_fp_fusion", "debug")
_OPTION_TYPES = (bool, int, type(None))  # option values the fast key holds


def check_launch_options(where, options):
    """Raises for a launch option (num_ctas, maxnreg, enable_fp_fusion, debug)
    that asks for something tilec does not do."""
    for name, value in options.items():
        if name == "num_ctas":
            if isinstance(value, bool) or value != 1:
                raise ValueError(f"{where}: num_ctas={value!r} is not supported: tilec runs "
                                 f"each program on one CTA (workgroup), without thread-block "
                                 f"clusters; num_ctas must be 1")
        elif name == "maxnreg":
            # NVIDIA: at most this many registers per thread (.maxnreg);
            # ignored for AMD targets, as Triton's HIP backend does.
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)
                                      or not 1 <= value <= 255):
                raise ValueError(f"{where}: maxnreg={value!r}: expected None or a register "
                                 f"count from 1 to 255")
        elif name == "enable_fp_fusion":
            # True (Triton's default): the backend may contract a * b + c
            # into FMAs; False: every op rounds, as in the interpreter.
            if not isinstance(value, bool):
                raise TypeError(f"{where}: enable_fp_fusion must be True or False, "
                                f"got {value!r}")
        elif name == "debug":
            if value is not None and value is not False:
                raise ValueError(f"{where}: debug={value!r} is not supported: tilec has no "
                                 f"debug mode (no integer-overflow checks; tl.device_assert "
                                 f"is always compiled in); leave debug None or False")
        else:
            raise TypeError(f"{where}: unknown launch option '{name}'")


def cdiv(x, y):
    return (x + y - 1) // y


def next_power_of_2(n):
    n = int(n)
    return 1 if n <= 1 else 1 << (n - 1).bit_length()


def _dtype_name(dt):
    """A dtype given as tl.bfloat16, "bf16", "bfloat16", numpy or torch dtype
    -> the signature's element type."""
    if isinstance(dt, _tl_dtype):
        return dt.name
    text = str(getattr(dt, "name", None) or dt)
    text = text.split(".")[-1]
    if text in DTYPES:
        return text
    if text in _ELEMENT_TYPES:
        return _ELEMENT_TYPES[text]
    raise TypeError(f"tilec: unknown element type {dt!r}")


class reinterpret:
    """Passes `tensor` (numpy array or device tensor) as a pointer to
    `dtype` elements of the same size, as triton.reinterpret does. numpy has
    no bfloat16: `tilec.reinterpret(u16_array, tl.bfloat16)` passes a uint16
    array's bits as *bf16."""

    def __init__(self, tensor, dtype):
        self.base = tensor
        self.element = _dtype_name(dtype)
        inner = _classify_pointer(tensor)
        if inner is None:
            raise TypeError(f"tilec.reinterpret: {type(tensor).__name__} is not an array "
                            f"or tensor")
        if _BITS.get(inner[1]) != _BITS.get(self.element):
            raise TypeError(f"tilec.reinterpret: cannot view {inner[1]} elements as "
                            f"{self.element} (different sizes)")

    def __repr__(self):
        return f"tilec.reinterpret({self.base!r}, {self.element})"


class _Arg:
    """One runtime argument: its signature type, how it is passed and what
    specialization it allows."""
    __slots__ = ("name", "type", "where", "value", "nbytes", "ordinal", "keep", "entry",
                 "within2g")

    def __init__(self, name, type_, where, value, nbytes=0, ordinal=0, keep=None, entry=None,
                 within2g=False):
        # where: "host" (numpy memory), "device" (a GPU address), "scalar".
        # keep: what must stay alive until the launch returns (a DLPack capsule).
        # entry: None for an argument of its own; for the parts of a tensor
        # descriptor, the signature entry on the first ("tensordesc<...>")
        # and "" on the others.
        self.name, self.type, self.where, self.value = name, type_, where, value
        self.nbytes, self.ordinal, self.keep = nbytes, ordinal, keep
        self.entry = entry
        # A device pointer that starts an allocation under 2 GiB (`:2g`).
        self.within2g = within2g


def _host_span(shape, strides, itemsize):
    """Bytes from an array's first element to the end of its last one."""
    if any(s == 0 for s in shape):
        return 0
    if any(st < 0 for st in strides):
        return None
    return itemsize + sum((n - 1) * st for n, st in zip(shape, strides))


_TORCH_ROCM = None  # whether the loaded PyTorch is a ROCm build (decided once)


def _torch_within_2gib(v):
    """Whether a PyTorch GPU tensor's pointer may be specialized `:2g`: the
    start of its storage (storage_offset 0), which is under 2 GiB. Asked on
    ROCm builds only: on AMD the hint makes loads and stores buffer
    operations; NVIDIA code ignores it, so CUDA launches neither pay for the
    check nor compile twice."""
    global _TORCH_ROCM
    if _TORCH_ROCM is None:
        torch = sys.modules.get("torch")
        _TORCH_ROCM = bool(getattr(getattr(torch, "version", None), "hip", None))
    if not _TORCH_ROCM:
        return False
    try:
        return v.storage_offset() == 0 and v.untyped_storage().nbytes() < 2**31
    except (AttributeError, RuntimeError):
        return False


def _classify_pointer(value):
    """(where, element type, address, bytes, ordinal, keep-alive) of an
    array-like, or None."""
    if isinstance(value, reinterpret):
        where, _, address, nbytes, ordinal, keep = _classify_pointer(value.base)
        return where, value.element, address, nbytes, ordinal, keep
    if _np is not None and isinstance(value, _np.ndarray):
        if value.dtype.name not in _ELEMENT_TYPES:
            raise TypeError(f"numpy dtype {value.dtype} has no tilec element type (bf16: "
                            f"pass tilec.reinterpret(uint16_array, tl.bfloat16))")
        span = _host_span(value.shape, value.strides, value.itemsize)
        if span is None:
            raise TypeError("numpy arrays with negative strides are not supported")
        return "host", _ELEMENT_TYPES[value.dtype.name], value.ctypes.data, span, 0, None
    if hasattr(value, "data_ptr") and hasattr(value, "dtype"):  # PyTorch
        cls = value.__class__
        if cls.__name__ == "Tensor" and cls.__module__ == "torch":
            _FAST.setdefault(cls, _fast_torch)
        name = str(value.dtype).split(".")[-1]
        if name not in _ELEMENT_TYPES:
            raise TypeError(f"tensor dtype {value.dtype} has no tilec element type")
        device = getattr(value, "device", None)
        if device is not None and getattr(device, "type", "cuda") == "cpu":
            item = value.element_size()
            span = _host_span(tuple(value.shape), [s * item for s in value.stride()], item)
            if span is None:
                raise TypeError("tensors with negative strides are not supported")
            return "host", _ELEMENT_TYPES[name], value.data_ptr(), span, 0, None
        ordinal = getattr(device, "index", None) or 0
        return "device", _ELEMENT_TYPES[name], value.data_ptr(), 0, ordinal, None
    cai = getattr(value, "__cuda_array_interface__", None)
    if cai is not None:
        typestr = cai["typestr"][1:]
        if typestr not in _TYPESTR:
            raise TypeError(f"__cuda_array_interface__ typestr {cai['typestr']!r} has no "
                            f"tilec element type")
        return "device", _TYPESTR[typestr], int(cai["data"][0]), 0, 0, None
    if _dlpack.has_dlpack(value):
        b = _dlpack.borrow(value, _host_span)
        return b.where, b.element, b.address, b.nbytes, b.ordinal, b.capsule
    return None


def _classify(name, value):
    try:
        ptr = _classify_pointer(value)
    except TypeError as e:
        raise TypeError(f"argument '{name}': {e}") from None
    if ptr is not None:
        where, elem, address, nbytes, ordinal, keep = ptr
        within2g = (where == "device" and value.__class__.__name__ == "Tensor"
                    and value.__class__.__module__ == "torch" and _torch_within_2gib(value))
        return _Arg(name, "*" + elem, where, address, nbytes, ordinal, keep,
                    within2g=within2g)
    if isinstance(value, bool) or (_np is not None and isinstance(value, _np.bool_)):
        return _Arg(name, "i1", "scalar", bool(value))
    if _np is not None and isinstance(value, _np.integer):
        return _Arg(name, _ELEMENT_TYPES[value.dtype.name], "scalar", int(value))
    if _np is not None and isinstance(value, _np.floating):
        return _Arg(name, _ELEMENT_TYPES.get(value.dtype.name, "fp32"), "scalar",
                    float(value))
    if isinstance(value, int):
        # Triton's rule: i32 when it fits, u64 above i64, else i64.
        if -2**31 <= value < 2**31:
            return _Arg(name, "i32", "scalar", value)
        if 2**63 <= value < 2**64:
            return _Arg(name, "u64", "scalar", value)
        if -2**63 <= value < 2**63:
            return _Arg(name, "i64", "scalar", value)
        raise TypeError(f"argument '{name}': integer {value} does not fit in 64 bits")
    if isinstance(value, float):
        return _Arg(name, "fp32", "scalar", value)
    raise TypeError(f"argument '{name}': cannot pass {type(value).__name__} to a kernel "
                    f"(expected a numpy array, a device or DLPack tensor, a TensorDescriptor, "
                    f"int, float or bool)")


def _is_descriptor(value):
    """tilec's TensorDescriptor, or Triton's (triton.tools.tensor_descriptor:
    the same fields)."""
    return isinstance(value, TensorDescriptor) or (
        value.__class__.__name__ == "TensorDescriptor"
        and all(hasattr(value, f) for f in ("base", "shape", "strides", "block_shape")))


def _classify_descriptor(name, desc):
    """The kernel arguments of a host-side tensor descriptor, in the order
    the signature entry `tensordesc<ELEMENT[BLOCK]>` stands for (Signature.h,
    docs/kernel-abi.md)."""
    if getattr(desc, "layout", None) is not None:
        raise TypeError(f"argument '{name}': a Gluon tensor descriptor (with a shared "
                        f"layout) is not supported by tilec; pass a "
                        f"triton.tools.tensor_descriptor.TensorDescriptor")
    try:
        _tensor_descriptor.check(desc, where=f"argument '{name}'")
    except (TypeError, ValueError) as e:
        raise TypeError(str(e)) from None
    _FAST.setdefault(desc.__class__, _fast_descriptor)  # Triton's class too
    base = _classify(name + ".base", desc.base)
    if not base.type.startswith("*"):
        raise TypeError(f"argument '{name}': the descriptor's base is not an array or tensor")
    elem = base.type[1:]
    if elem == "i1":
        raise TypeError(f"argument '{name}': descriptors of bool tensors are not supported")
    nan = ",nan" if getattr(desc, "padding", "zero") == "nan" else ""
    base.entry = f"tensordesc<{elem}{list(int(b) for b in desc.block_shape)}{nan}>"
    parts = [base]
    for d, n in enumerate(desc.shape):
        parts.append(_Arg(f"{name}.shape[{d}]", "i32", "scalar", int(n), entry=""))
    for d, st in enumerate(list(desc.strides)[:-1]):
        parts.append(_Arg(f"{name}.strides[{d}]", "i64", "scalar", int(st), entry=""))
    return parts


def _descriptor_shape_hint(shape):
    """What the shape is divisible by, as the entry says it (Signature.h):
    "", ":16" or ":[16, 1]"."""
    multiple = [n % 16 == 0 for n in shape]
    if not any(multiple):
        return ""
    if all(multiple):
        return ":16"
    return ":[" + ", ".join("16" if m else "1" for m in multiple) + "]"


def _classify_all(name, value):
    """The kernel arguments of one runtime parameter's value."""
    if _is_descriptor(value):
        return _classify_descriptor(name, value)
    return [_classify(name, value)]


def constexpr_text(name, value):
    """A constexpr value as the compiler reads it (a Python literal or a dtype)."""
    if isinstance(value, bool) or (_np is not None and isinstance(value, _np.bool_)):
        return "True" if value else "False"
    if isinstance(value, int) or (_np is not None and isinstance(value, _np.integer)):
        return str(int(value))
    if isinstance(value, float) or (_np is not None and isinstance(value, _np.floating)):
        return repr(float(value))
    if value is None:
        return "None"
    if isinstance(value, str):
        if '"' not in value:
            return '"' + value + '"'
        if "'" not in value:
            return "'" + value + "'"
        raise TypeError(f"constexpr '{name}': a string with both quote kinds")
    if isinstance(value, _tl_dtype) or (getattr(value, "name", None) in DTYPES):
        return "tl." + DTYPES[getattr(value, "name")].long_name
    raise TypeError(f"constexpr '{name}': cannot pass {type(value).__name__} {value!r} "
                    f"(expected int, float, bool, None, str or a tl dtype)")


def _is_constexpr_annotation(annotation):
    if annotation is inspect.Parameter.empty:
        return False
    if isinstance(annotation, str):  # from __future__ import annotations
        return annotation.split(".")[-1] == "constexpr"
    return getattr(annotation, "__name__", "") == "constexpr"


def _normalize_grid(grid, meta):
    if callable(grid):
        grid = grid(meta)
    if isinstance(grid, int):
        grid = (grid,)
    grid = tuple(int(g) for g in grid)
    if not 1 <= len(grid) <= 3:
        raise ValueError(f"tilec: a grid has 1 to 3 dimensions, got {grid}")
    if any(g < 0 or g >= 2**32 for g in grid):
        raise ValueError(f"tilec: grid {grid} has a dimension out of range")
    return grid + (1,) * (3 - len(grid))


def _signature_entries(signature):
    """The entries of a signature: split at the commas outside <> and []
    (a descriptor's block shape), as lib/FrontEnd/Signature.cpp does."""
    entries, depth, start = [], 0, 0
    for i, c in enumerate(signature + ","):
        if c in "<[":
            depth += 1
        elif c in ">]" and depth:
            depth -= 1
        elif c == "," and (depth == 0 or i == len(signature)):
            entry = signature[start:i].strip()
            if entry:
                entries.append(entry)
            start = i + 1
    return entries


def _parse_signature(signature):
    """(type, hint) per kernel argument: a descriptor entry stands for its
    parts, whose hints are the multiples the kernel relies on."""
    out = []
    for entry in _signature_entries(signature):
        if entry.startswith("tensordesc"):
            inner, _, hint = entry[len("tensordesc<"):].rpartition(">")
            elem, _, dims = inner.partition("[")
            elem = elem.strip()
            dims = [d for d in dims.partition("]")[0].split(",") if d.strip()]
            rank = len(dims)
            hint = hint.strip().lstrip(":").strip("[] ")
            shape_hints = ([h.strip() for h in hint.split(",")] if "," in hint
                           else [hint] * rank)
            multiple = 16 // max(1, min(16, _BITS.get(elem, 8) // 8))
            out.append(("*" + elem, "16"))
            out += [("i32", "16" if h == "16" else "") for h in shape_hints]
            out += [("i64", str(multiple) if multiple > 1 else "")] * (rank - 1)
            continue
        base, _, hints = entry.partition(":")
        # A numeric hint (":16", ":1") a launch checks; ":2g" (a pointer to
        # the start of an allocation under 2 GiB) kept as written.
        parts = [h.strip() for h in hints.split(":") if h.strip()]
        numeric = [h for h in parts if h != "2g"]
        out.append((base, ":".join(numeric + (["2g"] if "2g" in parts else []))))
    return out


def _scalar_matches(arg, type_):
    if arg.type == "i1":
        return type_ == "i1"
    if isinstance(arg.value, int):
        lo_hi = _INT_RANGES.get(type_)
        return lo_hi is not None and type_ != "i1" and lo_hi[0] <= arg.value <= lo_hi[1]
    return type_ in _FLOAT_TYPES


def _specialized_type(arg, hint_allowed, align_allowed=True):
    """The signature entry of one argument, with Triton's specialization
    (`align_allowed` False: never `:16`, as do_not_specialize_on_alignment)."""
    if not hint_allowed or arg.type == "i1" or arg.type.startswith("fp") \
            or arg.type == "bf16":
        return arg.type
    if arg.where == "scalar" and arg.value == 1:
        return arg.type + ":1"
    out = arg.type
    if align_allowed and arg.value % 16 == 0:
        out += ":16"
    if arg.within2g:
        out += ":2g"
    return out


class _Plan:
    """A launch with everything resolved: call it to launch. `keep` holds
    what the arguments' memory needs alive while the plan may run (DLPack
    capsules)."""
    __slots__ = ("device", "run", "kernel", "meta", "keep")

    def __init__(self, device, run, kernel, meta, keep=()):
        self.device, self.run, self.kernel, self.meta = device, run, kernel, meta
        self.keep = [k for k in keep if k is not None]


class _Binary:
    """A precompiled code object registered by load_binary."""

    def __init__(self, image, fmt, kernel_name, signature, constexprs, num_warps):
        self.image, self.format, self.kernel_name = image, fmt, kernel_name
        self.signature = signature
        self.entries = _parse_signature(signature)
        self.constexprs = constexprs
        self.num_warps = num_warps
        self.loaded = {}  # Device -> LoadedFunction
        self.lock = threading.Lock()

    def function(self, device):
        with self.lock:
            fn = self.loaded.get(id(device))
            if fn is None:
                fn = _capi.LoadedFunction(device, self.image, self.format, self.kernel_name)
                self.loaded[id(device)] = fn
            return fn

    def matches(self, args, constexprs, explicit, num_warps):
        if num_warps is not None and num_warps != self.num_warps:
            return False
        if len(args) != len(self.entries):
            return False
        for arg, (type_, hint) in zip(args, self.entries):
            if arg.where == "host":
                return False
            if type_.startswith("*") or arg.where == "device":
                if type_ != arg.type:
                    return False
            elif not _scalar_matches(arg, type_):
                return False
            hints = hint.split(":") if hint else []
            if "2g" in hints:
                # No launch can check that the argument starts an allocation
                # under 2 GiB: a code object compiled with ":2g" (AMD buffer
                # operations) is never picked for a launch.
                return False
            if hints == ["1"]:
                if arg.value != 1:
                    return False
            elif hints and (isinstance(arg.value, float) or arg.value % int(hints[0]) != 0):
                return False
        for name, text in constexprs.items():
            if name in self.constexprs:
                if self.constexprs[name] != text:
                    return False
            elif name in explicit:
                return False
        return True

    def exact_args(self, args):
        out = []
        for arg, (type_, _) in zip(args, self.entries):
            a = _capi.Arg()
            if type_.startswith("*"):
                a.kind = _capi.ARG_POINTER
                a.v.u = arg.value
            elif type_ in _FLOAT_TYPES:
                a.kind = _capi.EXACT_KIND[type_]
                a.v.f = float(arg.value)
            else:
                a.kind = _capi.EXACT_KIND[type_]
                if arg.value >= 2**63:
                    a.v.u = arg.value
                else:
                    a.v.i = int(arg.value)
            out.append(a)
        return out


def _generic_args(args):
    out = []
    for arg in args:
        a = _capi.Arg()
        if arg.where == "host":
            a.kind = _capi.ARG_HOST_POINTER
            a.v.host = arg.value
            a.bytes = arg.nbytes
        elif arg.where == "device":
            a.kind = _capi.ARG_POINTER
            a.v.u = arg.value
        elif arg.type == "i1":
            a.kind = _capi.ARG_BOOL
            a.v.i = int(arg.value)
        elif isinstance(arg.value, float):
            a.kind = _capi.ARG_FLOAT
            a.v.f = arg.value
        elif arg.value >= 2**63:
            a.kind = _capi.ARG_UINT
            a.v.u = arg.value
        else:
            a.kind = _capi.ARG_INT
            a.v.i = arg.value
        out.append(a)
    return out


# The launch fast path (JITFunction.run). A launch whose arguments have the
# same *fast key* as an earlier one reuses that launch's _Launcher: the code
# object loaded on its device and a packer for its argument structs, so it
# costs one generated binder call, one small key, one dict lookup, one
# struct.pack and the C call (tilec_function_launch on a GPU, straight into
# the runtime; tilec_kernel_launch on the interpreter). The key holds all the
# slow path (_plan) decides by: per runtime argument its class (the signature
# type Triton's rules give it, host or device, the device ordinal) and its
# specialization (an int equal to 1, a multiple of 16, an aligned address;
# for a tensor descriptor its base's, the block shape, the padding and the
# shape's multiples of 16, with one payload per kernel argument it stands
# for); the constexpr values with their types; num_warps, num_stages; and which
# parameters were passed by keyword. Types the fast path does not know
# (DLPack producers, tilec.reinterpret, numpy scalars, strided arrays) and
# any launch option always take the slow path.

def _fast_int(v):
    if -0x80000000 <= v <= 0x7fffffff:
        t = "i32"
    elif 0x8000000000000000 <= v <= 0xffffffffffffffff:
        t = "u64"
    elif -0x8000000000000000 <= v <= 0x7fffffffffffffff:
        t = "i64"
    else:
        return None
    return (t, 1 if v == 1 else 16 if v % 16 == 0 else 0), v, 0


def _fast_float(v):
    return "fp32", v, 0


def _fast_bool(v):
    return "i1", int(v), 0


_NUMPY_ELEMENTS = {}  # numpy dtype -> element type (dtype.name is slow to compute)


def _fast_ndarray(v):
    dt = v.dtype
    elem = _NUMPY_ELEMENTS.get(dt)
    if elem is None:
        elem = _ELEMENT_TYPES.get(dt.name)
        if elem is None:
            return None
        _NUMPY_ELEMENTS[dt] = elem
    if not v.flags.c_contiguous:
        return None
    address = v.ctypes.data
    return ("host", elem, address % 16 == 0), address, v.nbytes


_TORCH_ELEMENTS = {}


def _fast_torch(v):
    if not v.is_cuda:
        return None
    dt = v.dtype
    elem = _TORCH_ELEMENTS.get(dt)
    if elem is None:
        elem = _ELEMENT_TYPES.get(str(dt).split(".")[-1])
        if elem is None:
            return None
        _TORCH_ELEMENTS[dt] = elem
    address = v.data_ptr()
    return ("device", elem, v.get_device(), address % 16 == 0,
            _torch_within_2gib(v)), address, 0


def _fast_descriptor(d):
    """A tensor descriptor: (key part, the payloads of its parts), or None
    (the slow path then checks it and words the error). The key holds what
    the slow path specializes on: the base's class, the block shape, the
    padding and which shape dimensions are multiples of 16."""
    base = d.base
    f = _FAST.get(base.__class__)
    r = f(base) if f is not None else None
    if r is None or getattr(d, "layout", None) is not None:
        return None
    base_key, address, nbytes = r
    shape, strides, block = d.shape, d.strides, d.block_shape
    rank = len(shape)
    elem = base_key[1]
    itemsize = _BITS.get(elem, 0) // 8
    if (address % 16 or not 1 <= rank <= 5 or len(strides) != rank or len(block) != rank
            or strides[-1] != 1 or elem == "i1" or not itemsize):
        return None
    for st in strides[:-1]:
        if st.__class__ is not int or (st * itemsize) % 16:
            return None
    for n in shape:
        if n.__class__ is not int or not 0 <= n < 0x80000000:
            return None
    padding = getattr(d, "padding", "zero")
    key = ("desc", base_key, tuple(block), padding, tuple(n % 16 == 0 for n in shape))
    parts = [(base_key, address, nbytes)]
    parts += [("i32", n, 0) for n in shape]
    parts += [("i64", st, 0) for st in strides[:-1]]
    return key, parts


# Exact Python type -> its fast classifier: (key part, value, bytes) or None;
# for a tensor descriptor (key part, [(key part, value, bytes) per part]).
_FAST = {int: _fast_int, float: _fast_float, bool: _fast_bool,
         TensorDescriptor: _fast_descriptor}
if _np is not None:
    _FAST[_np.ndarray] = _fast_ndarray
_CONSTEXPR_TYPES = (int, bool, str, type(None))
_GRID = struct.Struct("<III")


class _Launcher:
    """A cached launch of one specialization on one device."""
    __slots__ = ("kernel", "device", "call", "handle", "block", "packer", "template",
                 "slots", "checks", "num_warps", "num_stages", "function")

    def __init__(self, kernel, device, payloads, exact_kinds, num_warps, num_stages):
        lib = device.lib
        self.kernel, self.device = kernel, device
        self.num_warps, self.num_stages = num_warps, num_stages
        self.checks = []
        fmt, template, slots = "<", [], []
        for i, (key, value, nbytes) in enumerate(payloads):
            cls = key[0] if isinstance(key, tuple) else key
            if exact_kinds is None:  # interpreter: generic kinds, checked by the library
                if cls == "host":
                    kind, code = _capi.ARG_HOST_POINTER, "Q"
                elif cls == "fp32":
                    kind, code = _capi.ARG_FLOAT, "d"
                elif cls == "i1":
                    kind, code = _capi.ARG_BOOL, "q"
                elif cls == "u64":
                    kind, code = _capi.ARG_UINT, "Q"
                else:
                    kind, code = _capi.ARG_INT, "q"
            else:  # a GPU: the parameter's exact kind, no check below Python
                kind = exact_kinds[i]
                code = "Q" if cls in ("device", "u64") else "d" if cls == "fp32" else "q"
            fmt += "ii" + code + "Q"
            slots.append(len(template) + 2)
            template += [kind, 0, 0, 0]
        self.packer = struct.Struct(fmt)
        self.template, self.slots = template, slots
        if exact_kinds is None:
            self.function = None
            self.handle = (kernel.handle, device.handle)
            self.call = lib.kernel_launch_raw
            self.block = None
        else:
            self.function = (kernel.function(device) if isinstance(kernel, _capi.CompiledKernel)
                             else kernel.function(device).function)
            self.handle = self.function
            self.call = lib.function_launch_raw
            warps = num_warps if isinstance(kernel, _capi.CompiledKernel) else kernel.num_warps
            self.block = _GRID.pack(warps * device.warp_size, 1, 1)

    def launch(self, fn, grid, payloads, values):
        if grid.__class__ is not tuple:
            if callable(grid):
                meta = dict(zip(fn.arg_names, values))
                meta["num_warps"] = self.num_warps
                meta["num_stages"] = self.num_stages
                grid = grid(meta)
            if grid.__class__ is int:
                grid = (grid,)
        try:
            n = len(grid)
            if n == 1:
                packed = _GRID.pack(grid[0], 1, 1)
            elif n == 2:
                packed = _GRID.pack(grid[0], grid[1], 1)
            else:
                packed = _GRID.pack(*grid)
            empty = 0 in grid
        except (TypeError, struct.error):
            g = _normalize_grid(grid, None)  # raises the slow path's errors
            packed, empty = _GRID.pack(*g), 0 in g
        for index, lo, hi in self.checks:
            if not lo <= payloads[index][1] <= hi:
                return None
        if empty:
            return self.kernel
        flat = self.template.copy()
        for slot, (_, value, nbytes) in zip(self.slots, payloads):
            flat[slot] = value
            flat[slot + 1] = nbytes
        args = self.packer.pack(*flat)
        if self.block is None:
            rc = self.call(self.handle[0], self.handle[1], packed, args, len(payloads))
        else:
            rc = self.call(self.handle, packed, self.block, 0, args, len(payloads))
        if rc != 0:
            raise LaunchError(self.device.lib.error())
        return self.kernel


class KernelInterface:
    """`kernel[grid](*args, **kwargs)`, shared by jit, autotune and heuristics."""

    def __getitem__(self, grid):
        return lambda *args, **kwargs: self.run(*args, grid=grid, **kwargs)

    def run(self, *args, grid, **kwargs):
        plan = self._plan(args, kwargs, grid)
        if plan.run is not None:
            plan.run()
        return plan.kernel


class JITFunction(KernelInterface):
    def __init__(self, fn, do_not_specialize=None, do_not_specialize_on_alignment=None):
        self.fn = fn
        self.__name__ = fn.__name__
        self.__doc__ = fn.__doc__
        self.__module__ = fn.__module__
        self.__wrapped__ = fn
        # Its file, or the cell linecache holds (a notebook); _source.py says
        # what text a nested kernel compiles from.
        self.src_path = _source.source_path(fn)
        self._source = None
        self.signature = inspect.signature(fn)
        self.params = []
        for p in self.signature.parameters.values():
            if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
                raise TilecError(f"tilec.jit: kernel '{fn.__name__}' has *{p.name}; "
                                 f"kernel parameters are named one by one")
            self.params.append(p)
        self.arg_names = [p.name for p in self.params]
        self.constexpr_names = [p.name for p in self.params
                                if _is_constexpr_annotation(p.annotation)]
        self.do_not_specialize = self._param_names("do_not_specialize", do_not_specialize)
        self.do_not_specialize_on_alignment = self._param_names(
            "do_not_specialize_on_alignment", do_not_specialize_on_alignment)
        self._kernels = {}
        self._binaries = []
        self._lock = threading.Lock()
        self._fast = {}  # fast key -> _Launcher
        self._runtime_index = [i for i, n in enumerate(self.arg_names)
                               if n not in self.constexpr_names]
        self._constexpr_index = [i for i, n in enumerate(self.arg_names)
                                 if n in self.constexpr_names]
        self._binder = self._make_binder()

    def _make_binder(self):
        """A function with the kernel's parameters (and their defaults) plus
        the launch options, returning the values in parameter order: Python's
        own argument binding instead of inspect.Signature.bind. None when the
        parameter list does not allow it (the slow path then binds)."""
        names = self.arg_names
        if set(names) & {"num_warps", "num_stages", "options"} or any(
                p.kind is not p.POSITIONAL_OR_KEYWORD for p in self.params):
            return None
        env, params = {}, []
        for i, p in enumerate(self.params):
            if p.default is inspect.Parameter.empty:
                params.append(p.name)
            else:
                env[f"_default{i}"] = p.default
                params.append(f"{p.name}=_default{i}")
        params.append("*, num_warps=None, num_stages=None, **options")
        code = (f"def binder({', '.join(params)}):\n"
                f"    return ({''.join(n + ', ' for n in names)}), num_warps, num_stages, "
                f"options\n")
        exec(code, env)
        return env["binder"]

    def _fast_key(self, args, kwargs):
        """(key, per-runtime-argument payloads, parameter values) of a launch,
        or None when it must take the slow path."""
        binder = self._binder
        if binder is None:
            return None
        try:
            values, num_warps, num_stages, options = binder(*args, **kwargs)
        except TypeError:
            return None  # the slow path words the error
        key = [num_warps, num_stages, len(args), tuple(kwargs)]
        if options:
            # Launch options (enable_fp_fusion, maxnreg, ...) of plain values
            # join the key; the slow path checked them at the first launch
            # with this key. Their class too: maxnreg=True is refused where
            # maxnreg=1 is not.
            for name in sorted(options):
                v = options[name]
                if name not in LAUNCH_OPTIONS or v.__class__ not in _OPTION_TYPES:
                    return None
                key.append((name, v.__class__, v))
        payloads = []
        for i in self._runtime_index:
            v = values[i]
            f = _FAST.get(v.__class__)
            r = f(v) if f is not None else None
            if r is None:
                return None
            key.append(r[0])
            if len(r) == 2:  # a tensor descriptor: one payload per part
                payloads += r[1]
            else:
                payloads.append(r)
        for i in self._constexpr_index:
            v = values[i]
            if v.__class__ in _CONSTEXPR_TYPES:
                key.append((v.__class__, v))
            elif v.__class__ is float:
                key.append((float, repr(v)))
            else:
                return None
        return tuple(key), payloads, values

    def run(self, *args, grid, **kwargs):
        fast = self._fast_key(args, kwargs)
        if fast is not None:
            launcher = self._fast.get(fast[0])
            if launcher is not None:
                kernel = launcher.launch(self, grid, fast[1], fast[2])
                if kernel is not None:
                    return kernel
        plan = self._plan(args, kwargs, grid)
        if fast is not None:
            with self._lock:
                if fast[0] not in self._fast:
                    self._fast[fast[0]] = self._launcher(plan, fast[1])
        if plan.run is not None:
            plan.run()
        return plan.kernel

    def _launcher(self, plan, payloads):
        device, kernel = plan.device, plan.kernel
        warps, stages = plan.meta["num_warps"], plan.meta["num_stages"]
        if device.is_interpreter:
            return _Launcher(kernel, device, payloads, None, warps, stages)
        if isinstance(kernel, _Binary):
            kinds = [_capi.ARG_POINTER if t.startswith("*") else _capi.EXACT_KIND[t]
                     for t, _ in kernel.entries]
            launcher = _Launcher(kernel, device, payloads, kinds, warps, stages)
            # The key fixes each integer's class, not its range: re-check
            # the narrower entry types (u8, i16, u32, ...) at every launch.
            for i, (t, _) in enumerate(kernel.entries):
                if t in _INT_RANGES and t not in ("i64", "i1"):
                    lo, hi = _INT_RANGES[t]
                    launcher.checks.append((i, lo, hi))
            return launcher
        args = sorted((p for p in kernel.params if not p["is_constexpr"]),
                      key=lambda p: p["arg_index"])
        return _Launcher(kernel, device, payloads, [p["kind"] for p in args], warps, stages)

    def _param_names(self, option, names):
        """Parameter names given by name or index to a jit option."""
        out = set()
        for n in names or ():
            if isinstance(n, int) and not isinstance(n, bool):
                if not 0 <= n < len(self.arg_names):
                    raise TilecError(f"tilec.jit: {option} index {n} is out of range for "
                                     f"'{self.__name__}' ({len(self.arg_names)} parameters)")
                n = self.arg_names[n]
            out.add(n)
        unknown = out - set(self.arg_names)
        if unknown:
            raise TilecError(f"tilec.jit: {option} names unknown parameters "
                             f"{sorted(unknown)} of '{self.__name__}'")
        return out

    def __call__(self, *args, **kwargs):
        raise TilecError(f"'{self.__name__}' is a tilec kernel: launch it with "
                         f"{self.__name__}[grid](...)")

    def __repr__(self):
        return f"<tilec.jit {self.__name__} from {self.src_path}>"

    @property
    def source(self):
        """The text tilec compiles (bytes), made once: the kernel's file, or
        for a kernel defined inside a function or outside a file, the text
        _source.kernel_source makes (same line numbers)."""
        if self._source is None:
            self._source = _source.kernel_source(self.fn)
        return self._source

    def bind(self, args, kwargs):
        """Parameter name -> value for a call (defaults applied)."""
        try:
            bound = self.signature.bind(*args, **kwargs)
        except TypeError as e:
            raise TypeError(f"{self.__name__}: {e}") from None
        bound.apply_defaults()
        return dict(bound.arguments)

    def bind_partial(self, args, kwargs):
        """Parameter name -> value of what a call gives (and defaults);
        kwargs that are not parameters (num_warps, ...) are left out."""
        kwargs = {k: v for k, v in kwargs.items() if k in self.arg_names}
        try:
            bound = self.signature.bind_partial(*args, **kwargs)
        except TypeError as e:
            raise TypeError(f"{self.__name__}: {e}") from None
        bound.apply_defaults()
        return dict(bound.arguments)

    def device_for(self, named):
        """The device a launch with these arguments runs on."""
        return self._device([a for n, v in named.items() if n not in self.constexpr_names
                             for a in _classify_all(n, v)])

    def _split(self, args, kwargs):
        kwargs = dict(kwargs)

        def option(name):
            # A kernel parameter of that name takes the keyword, which is the
            # compile option too (as Triton binds it: tutorial 02's
            # softmax_kernel has a `num_stages` constexpr).
            return kwargs.get(name) if name in self.arg_names else kwargs.pop(name, None)

        num_warps = option("num_warps")
        num_stages = option("num_stages")
        launch = {k: kwargs.pop(k) for k in LAUNCH_OPTIONS
                  if k in kwargs and k not in self.arg_names}
        check_launch_options(self.__name__, launch)
        fp_fusion = launch.get("enable_fp_fusion", DEFAULT_FP_FUSION)
        maxnreg = launch.get("maxnreg") or 0
        values = self.bind(args, kwargs)
        explicit = set(self.arg_names[:len(args)]) | set(kwargs)
        constexprs = {}
        runtime = []
        for p in self.params:
            value = values[p.name]
            if p.name in self.constexpr_names:
                if value is inspect.Parameter.empty:
                    raise TypeError(f"{self.__name__}: missing constexpr '{p.name}'")
                if p.name in explicit:
                    constexprs[p.name] = constexpr_text(p.name, value)
                else:
                    try:  # a default the compiler evaluates itself otherwise
                        constexprs[p.name] = constexpr_text(p.name, value)
                    except TypeError:
                        pass
            else:
                runtime += _classify_all(p.name, value)
        return values, runtime, constexprs, explicit, num_warps, num_stages, (fp_fusion, maxnreg)

    def _device(self, runtime):
        lib = _capi.library()
        where = {a.where for a in runtime} - {"scalar"}
        if len(where) > 1:
            names = ", ".join(f"'{a.name}' ({a.where})" for a in runtime if a.where != "scalar")
            raise TypeError(f"{self.__name__}: host arrays (numpy, run on the interpreter) "
                            f"and device tensors (GPU) cannot be mixed: {names}")
        ordinals = {a.ordinal for a in runtime if a.where == "device"}
        if len(ordinals) > 1:
            raise TypeError(f"{self.__name__}: tensors on several devices {sorted(ordinals)}")
        if where == {"device"} or (not where and not lib.has_compiler):
            return lib.device(_capi.BACKEND_BEST, ordinals.pop() if ordinals else 0)
        return lib.device(_capi.BACKEND_INTERPRETER)

    def specialize(self, runtime):
        """The specialized signature string of these runtime arguments."""
        out = []
        for i, a in enumerate(runtime):
            if a.entry is None:
                out.append(_specialized_type(a, a.name not in self.do_not_specialize,
                                             a.name not in self.do_not_specialize_on_alignment))
            elif a.entry:  # a descriptor: its shape specialized as integers are
                rank = a.entry.count(",", 0, a.entry.index("]")) + 1
                param = a.name[:-len(".base")]
                hint = "" if param in self.do_not_specialize else _descriptor_shape_hint(
                    [p.value for p in runtime[i + 1:i + 1 + rank]])
                out.append(a.entry + hint)
        return ",".join(out)

    def compile(self, signature, constexprs=None, target="auto", num_warps=DEFAULT_NUM_WARPS,
                num_stages=DEFAULT_NUM_STAGES, opt_level=-1, enable_fp_fusion=DEFAULT_FP_FUSION,
                maxnreg=None):
        """Compiles one specialization ahead of time (e.g. for another machine:
        `kernel.compile("*fp32:16,i32", {"BLOCK": 1024}, target="sm_90").save(path)`).
        enable_fp_fusion and maxnreg as at a launch (True, Triton's default: a * b
        + c may become an FMA; maxnreg: NVIDIA register cap). Raises
        CompilationError."""
        check_launch_options(f"{self.__name__}.compile", {"enable_fp_fusion": enable_fp_fusion,
                                                          "maxnreg": maxnreg})
        texts = {k: constexpr_text(k, v) for k, v in (constexprs or {}).items()}
        return _capi.library().compile(self.source, self.src_path, self.__name__, signature,
                                       texts, target, num_warps, num_stages, opt_level,
                                       fp_fusion=enable_fp_fusion,
                                       max_registers=maxnreg or 0)

    def load_binary(self, path, signature, constexprs=None, num_warps=DEFAULT_NUM_WARPS,
                    kernel_name=None, format=None):
        """Registers a precompiled code object (cubin/PTX/hsaco from
        `tilec compile -o` or CompiledKernel.save) for GPU launches. A launch
        whose arguments fit `signature` (types; `:16`/`:1` hints are checked
        against the values) and whose constexprs equal `constexprs` runs it,
        with no compiler needed (libtilec_rt.so)."""
        image = Path(path).read_bytes()
        if format is None:
            suffix = Path(path).suffix.lstrip(".")
            if suffix in ("cubin", "ptx", "hsaco"):
                format = suffix
            elif image[:4] == b"\x7fELF":
                raise TilecError(f"load_binary: say format='cubin' or 'hsaco' for {path}")
            else:
                format = "ptx"
        if format == "ptx" and not image.endswith(b"\0"):
            image += b"\0"
        texts = {k: constexpr_text(k, v) for k, v in (constexprs or {}).items()}
        unknown = set(texts) - set(self.constexpr_names)
        if unknown:
            raise TilecError(f"load_binary: {sorted(unknown)} are not constexpr parameters "
                             f"of '{self.__name__}'")
        runtime_count = len(self.arg_names) - len(self.constexpr_names)
        if len(_signature_entries(signature)) != runtime_count:
            raise TilecError(f"load_binary: signature '{signature}' has "
                             f"{len(_signature_entries(signature))} entries but "
                             f"'{self.__name__}' has {runtime_count} runtime parameters")
        binary = _Binary(image, format, kernel_name or self.__name__, signature, texts,
                         num_warps)
        with self._lock:
            self._binaries.append(binary)
            self._fast.clear()  # earlier launches may now pick this binary
        return binary

    def _plan(self, args, kwargs, grid):
        values, runtime, constexprs, explicit, num_warps, num_stages, (fp_fusion, maxnreg) = \
            self._split(args, kwargs)
        device = self._device(runtime)
        meta = dict(values)
        meta["num_warps"] = num_warps if num_warps is not None else DEFAULT_NUM_WARPS
        meta["num_stages"] = num_stages if num_stages is not None else DEFAULT_NUM_STAGES
        g = _normalize_grid(grid, meta)
        empty = g[0] * g[1] * g[2] == 0

        if not device.is_interpreter:
            for binary in self._binaries:
                if binary.matches(runtime, constexprs, explicit, num_warps):
                    fn = binary.function(device)
                    block = (binary.num_warps * device.warp_size, 1, 1)
                    exact = binary.exact_args(runtime)
                    run = None if empty else (lambda: fn.launch(g, block, exact))
                    return _Plan(device, run, binary, meta, [a.keep for a in runtime])
        lib = _capi.library()
        if not lib.has_compiler:
            loaded = "\n  ".join(f"{b.signature} {b.constexprs} num_warps={b.num_warps}"
                                 for b in self._binaries) or "(none)"
            raise TilecError(
                f"{self.__name__}: no compiler ({lib.path} is the runtime-only library) and "
                f"no loaded binary fits signature '{self.specialize(runtime)}' with "
                f"constexprs {constexprs}; loaded:\n  {loaded}")
        signature = self.specialize(runtime)
        key = (signature, tuple(sorted(constexprs.items())), meta["num_warps"],
               meta["num_stages"], device.target, fp_fusion, maxnreg)
        kernel = self._kernels.get(key)
        if kernel is None:
            kernel = lib.compile(self.source, self.src_path, self.__name__, signature,
                                 constexprs, device.target, meta["num_warps"],
                                 meta["num_stages"], fp_fusion=fp_fusion,
                                 max_registers=maxnreg)
            with self._lock:
                kernel = self._kernels.setdefault(key, kernel)
        generic = _generic_args(runtime)
        run = None if empty else (lambda: kernel.launch(device, g, generic))
        return _Plan(device, run, kernel, meta, [a.keep for a in runtime])

    def warmup(self, *args, grid, **kwargs):
        """Compiles for these arguments without launching; the kernel."""
        return self._plan(args, kwargs, grid).kernel

    @property
    def cache(self):
        """Compiled specializations: (signature, constexprs, num_warps,
        num_stages, target, enable_fp_fusion, maxnreg (0: none)) -> CompiledKernel."""
        return dict(self._kernels)


def jit(fn=None, *, do_not_specialize=None, do_not_specialize_on_alignment=None, debug=None,
        noinline=None, repr=None, launch_metadata=None, version=None):
    """Decorator: `@tilec.jit` or `@tilec.jit(do_not_specialize=["n"])`.
    Triton's other options are accepted only where they ask for what tilec
    does anyway (debug/noinline None or False, repr/launch_metadata/version
    None); anything else is an error, not ignored."""
    where = "tilec.jit"
    check_launch_options(where, {"debug": debug})
    if noinline is not None and noinline is not False:
        raise ValueError(f"{where}: noinline={noinline!r} is not supported: the front end "
                         f"inlines every call of a jit function")
    for name, value in (("repr", repr), ("launch_metadata", launch_metadata),
                        ("version", version)):
        if value is not None:
            raise ValueError(f"{where}: {name}= is not supported (profiler hooks); leave it "
                             f"None")

    def make(f):
        return JITFunction(f, do_not_specialize=do_not_specialize,
                           do_not_specialize_on_alignment=do_not_specialize_on_alignment)
    return make if fn is None else make(fn)
