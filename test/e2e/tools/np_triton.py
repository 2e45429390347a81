"""A tiny numpy emulation of the Triton language, to check the e2e *tests* without tilec.

This is not part of the product and not a reference for it: it exists so that
kernels/ and test/e2e/ can be exercised (argument plumbing, strides, numpy
references, tolerances) before or independently of the real compiler. It
supports just the subset the kernels in kernels/ use, with Triton's rules as
far as they matter there: runtime integer ``//`` and ``%`` truncate (C),
constexpr arithmetic is plain Python, Python scalars take the tensor's type,
fp16/bf16 results are rounded per operation, ``tl.dot`` accumulates in fp32.
Used by mock_tilec.py.
"""

import builtins
import math
import sys
import types

import numpy as np


class TritonError(Exception):
    pass


# ---------------------------------------------------------------- dtypes
class DType:
    def __init__(self, name, kind, bits, np_dtype):
        self.name, self.kind, self.bits, self.np = name, kind, bits, np.dtype(np_dtype)

    def is_floating(self):
        return self.kind == "f"

    def is_int(self):
        return self.kind in "iu"

    def __repr__(self):
        return self.name


class PtrType:
    def __init__(self, elem):
        self.element_ty = elem
        self.name = "*" + elem.name

    def __repr__(self):
        return self.name


float16 = DType("fp16", "f", 16, np.float16)
bfloat16 = DType("bf16", "f", 16, np.float32)  # values kept in fp32, rounded to bf16
float32 = DType("fp32", "f", 32, np.float32)
float64 = DType("fp64", "f", 64, np.float64)
int1 = DType("i1", "b", 1, np.bool_)
int8 = DType("i8", "i", 8, np.int8)
int16 = DType("i16", "i", 16, np.int16)
int32 = DType("i32", "i", 32, np.int32)
int64 = DType("i64", "i", 64, np.int64)
uint8 = DType("u8", "u", 8, np.uint8)
uint16 = DType("u16", "u", 16, np.uint16)
uint32 = DType("u32", "u", 32, np.uint32)
uint64 = DType("u64", "u", 64, np.uint64)
DTYPES = {d.name: d for d in [float16, bfloat16, float32, float64, int1, int8, int16, int32,
                              int64, uint8, uint16, uint32, uint64]}


def to_bf16_bits(a):
    a = np.ascontiguousarray(np.asarray(a, dtype=np.float32))
    u = a.view(np.uint32).astype(np.uint64)
    r = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
    r[np.isnan(a)] = 0x7FC0
    return r


def from_bf16_bits(b):
    return (np.asarray(b, dtype=np.uint16).astype(np.uint32) << 16).view(np.float32)


def _fix(values, dt):
    """Round/wrap raw numeric values to dtype dt's representation."""
    with np.errstate(all="ignore"):
        if dt.kind == "f":
            if dt is bfloat16:
                return from_bf16_bits(to_bf16_bits(np.asarray(values, dtype=np.float32)))
            return np.asarray(values).astype(dt.np)
        if dt.kind == "b":
            return np.asarray(values).astype(np.bool_)
        v = np.asarray(values)
        if v.dtype.kind == "f":
            v = np.trunc(v).astype(np.int64)
        return v.astype(np.int64).astype(dt.np) if dt.bits < 64 or v.dtype.kind != "u" else v.astype(dt.np)


# ---------------------------------------------------------------- tensors
class Tensor:
    def __init__(self, v, dtype, buf=None):
        self.v = np.asarray(v)
        self.dtype = dtype
        self.buf = buf  # pointer tensors: the Buffer; v holds element offsets (int64)

    shape = property(lambda self: self.v.shape)

    def __repr__(self):
        return f"Tensor({self.dtype}, {self.v!r})"

    # scalars used by Python control flow
    def __bool__(self):
        return bool(self.v)

    def __int__(self):
        return int(self.v)

    __index__ = __int__

    def __float__(self):
        return float(self.v)

    def __getitem__(self, idx):
        return Tensor(self.v[idx], self.dtype, self.buf)

    def to(self, dtype, bitcast=False):
        if isinstance(dtype, PtrType):
            raise TritonError("pointer casts unsupported")
        if bitcast:
            return Tensor(self.v.view(dtype.np), dtype)
        return Tensor(_fix(self.v, dtype), dtype)

    # arithmetic
    def __add__(self, o): return _binop("add", self, o)
    def __radd__(self, o): return _binop("add", o, self)
    def __sub__(self, o): return _binop("sub", self, o)
    def __rsub__(self, o): return _binop("sub", o, self)
    def __mul__(self, o): return _binop("mul", self, o)
    def __rmul__(self, o): return _binop("mul", o, self)
    def __truediv__(self, o): return _binop("div", self, o)
    def __rtruediv__(self, o): return _binop("div", o, self)
    def __floordiv__(self, o): return _binop("floordiv", self, o)
    def __rfloordiv__(self, o): return _binop("floordiv", o, self)
    def __mod__(self, o): return _binop("mod", self, o)
    def __rmod__(self, o): return _binop("mod", o, self)
    def __lshift__(self, o): return _binop("shl", self, o)
    def __rshift__(self, o): return _binop("shr", self, o)
    def __and__(self, o): return _binop("and", self, o)
    def __rand__(self, o): return _binop("and", o, self)
    def __or__(self, o): return _binop("or", self, o)
    def __ror__(self, o): return _binop("or", o, self)
    def __xor__(self, o): return _binop("xor", self, o)
    def __lt__(self, o): return _binop("lt", self, o)
    def __le__(self, o): return _binop("le", self, o)
    def __gt__(self, o): return _binop("gt", self, o)
    def __ge__(self, o): return _binop("ge", self, o)
    def __eq__(self, o): return _binop("eq", self, o)
    def __ne__(self, o): return _binop("ne", self, o)
    __hash__ = None

    def __neg__(self):
        return _binop("sub", 0, self)


def _scalar_type(x, other_dt):
    if isinstance(x, bool):
        return int1
    if isinstance(x, int):
        return other_dt if other_dt is not None and other_dt.is_int() else (
            int32 if -2**31 <= x < 2**31 else int64)
    if isinstance(x, float):
        return other_dt if other_dt is not None and other_dt.is_floating() else float32
    raise TritonError(f"unsupported value {x!r}")


def _promote(a, b):
    if a is b:
        return a
    if a.kind == "f" or b.kind == "f":
        if a.kind == "f" and b.kind == "f":
            if a.bits == b.bits:  # fp16 vs bf16
                return float32
            return a if a.bits > b.bits else b
        return a if a.kind == "f" else b
    if a.kind == "b":
        return b
    if b.kind == "b":
        return a
    if a.bits != b.bits:
        return a if a.bits > b.bits else b
    return a if a.kind == "u" else b


def as_tensor(x, other_dt=None):
    if isinstance(x, Tensor):
        return x
    dt = _scalar_type(x, other_dt)
    return Tensor(_fix(x, dt), dt)


def _binop(op, a, b):
    if not isinstance(a, Tensor) and not isinstance(b, Tensor):
        raise TritonError("binop on two Python values")
    # pointer arithmetic
    if isinstance(a, Tensor) and isinstance(a.dtype, PtrType):
        if op not in ("add", "sub"):
            if op in ("lt", "le", "gt", "ge", "eq", "ne"):
                raise TritonError("pointer comparison unsupported")
            raise TritonError(f"bad pointer op {op}")
        bt = as_tensor(b, int32)
        off = a.v.astype(np.int64) + (1 if op == "add" else -1) * bt.v.astype(np.int64)
        return Tensor(off, a.dtype, a.buf)
    if isinstance(b, Tensor) and isinstance(b.dtype, PtrType):
        return _binop(op, b, a)
    at = a if isinstance(a, Tensor) else None
    bt = b if isinstance(b, Tensor) else None
    a = as_tensor(a, bt.dtype if bt is not None else None)
    b = as_tensor(b, at.dtype if at is not None else None)
    dt = _promote(a.dtype, b.dtype)
    if op == "div" and dt.is_int():
        dt = float32
    x = _fix(a.v, dt) if a.dtype is not dt else a.v
    y = _fix(b.v, dt) if b.dtype is not dt else b.v
    with np.errstate(all="ignore"):
        if op in ("lt", "le", "gt", "ge", "eq", "ne"):
            f = {"lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal,
                 "eq": np.equal, "ne": np.not_equal}[op]
            return Tensor(f(x, y), int1)
        if dt.is_int():
            x64, y64 = x.astype(np.int64), y.astype(np.int64)
            if op in ("floordiv", "mod"):
                if (y64 == 0).any():
                    raise TritonError("integer division by zero")
                q = np.abs(x64) // np.abs(y64)
                q = np.where((x64 < 0) != (y64 < 0), -q, q)
                r = q if op == "floordiv" else x64 - y64 * q
            elif op == "shl":
                r = x64 << y64
            elif op == "shr":
                r = (x >> y.astype(x.dtype))
                return Tensor(r.astype(dt.np), dt)
            else:
                r = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "and": np.bitwise_and,
                     "or": np.bitwise_or, "xor": np.bitwise_xor}[op](x64, y64)
            return Tensor(r.astype(dt.np), dt)  # wraps
        if dt.kind == "b":
            r = {"and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor}[op](x, y)
            return Tensor(r, int1)
        # floats: compute in the storage type (fp16 arithmetic rounds per op), then round
        r = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide,
             "mod": np.fmod, "floordiv": lambda p, q: np.floor(p / q)}[op](x, y)
        return Tensor(_fix(r, dt), dt)


# ---------------------------------------------------------------- memory
class Buffer:
    def __init__(self, array, elem, name):
        self.elem = elem
        self.name = name
        self.shape = array.shape
        self.raw = np.ascontiguousarray(array).reshape(-1).copy()

    def read(self, idx):
        vals = self.raw[idx]
        return from_bf16_bits(vals) if self.elem is bfloat16 else vals

    def write(self, idx, vals):
        self.raw[idx] = to_bf16_bits(vals) if self.elem is bfloat16 else vals


class Ctx:
    pid = (0, 0, 0)
    grid = (1, 1, 1)
    where = "?"


def _loc():
    f = sys._getframe(3)
    return f"{f.f_code.co_filename}:{f.f_lineno}"


def _check_bounds(ptr, live, what):
    off = ptr.v[live]
    bad = (off < 0) | (off >= ptr.buf.raw.size)
    if bad.any():
        raise TritonError(f"{_loc()}: error: out-of-bounds {what} of buffer {ptr.buf.name} "
                          f"(offset {int(off[bad][0])}, size {ptr.buf.raw.size}) in program {Ctx.pid}")


def load(pointer, mask=None, other=None, **kw):
    elem = pointer.dtype.element_ty
    shape = pointer.v.shape
    live = np.ones(shape, bool) if mask is None else np.broadcast_to(as_tensor(mask).v, shape)
    _check_bounds(pointer, live, "load")
    out = np.zeros(shape, dtype=elem.np)
    if other is not None:
        out[...] = _fix(np.broadcast_to(as_tensor(other, elem).v, shape), elem)
    idx = pointer.v[live]
    out[live] = _fix(pointer.buf.read(idx), elem)
    return Tensor(out, elem)


def store(pointer, value, mask=None, **kw):
    elem = pointer.dtype.element_ty
    shape = pointer.v.shape
    val = as_tensor(value, elem)
    vals = np.broadcast_to(_fix(val.v, elem), shape)
    live = np.ones(shape, bool) if mask is None else np.broadcast_to(as_tensor(mask).v, shape)
    _check_bounds(pointer, live, "store")
    pointer.buf.write(pointer.v[live], vals[live])


# ---------------------------------------------------------------- tl namespace
class constexpr:
    def __new__(cls, v):
        return v


def program_id(axis):
    return Tensor(np.int32(Ctx.pid[axis]), int32)


def num_programs(axis):
    return Tensor(np.int32(Ctx.grid[axis]), int32)


def arange(start, end):
    n = end - start
    if n <= 0 or n & (n - 1):
        raise TritonError("arange's range must be a power of 2")
    return Tensor(np.arange(start, end, dtype=np.int32), int32)


def full(shape, value, dtype):
    return Tensor(np.full(tuple(shape), _fix(value, dtype), dtype=dtype.np), dtype)


def zeros(shape, dtype):
    return full(shape, 0, dtype)


def where(c, x, y):
    c = as_tensor(c)
    xt = x if isinstance(x, Tensor) else None
    yt = y if isinstance(y, Tensor) else None
    x = as_tensor(x, yt.dtype if yt is not None else None)
    y = as_tensor(y, xt.dtype if xt is not None else None)
    dt = _promote(x.dtype, y.dtype)
    return Tensor(np.where(c.v, _fix(x.v, dt), _fix(y.v, dt)), dt)


def _elementwise2(f, a, b):
    at = a if isinstance(a, Tensor) else None
    bt = b if isinstance(b, Tensor) else None
    a = as_tensor(a, bt.dtype if bt is not None else None)
    b = as_tensor(b, at.dtype if at is not None else None)
    dt = _promote(a.dtype, b.dtype)
    return Tensor(_fix(f(_fix(a.v, dt), _fix(b.v, dt)), dt), dt)


def maximum(a, b):
    return _elementwise2(np.maximum, a, b)


def minimum(a, b):
    return _elementwise2(np.minimum, a, b)


def _unary(f):
    def g(x, **kw):
        x = as_tensor(x)
        with np.errstate(all="ignore"):
            return Tensor(_fix(f(x.v.astype(np.float64)), x.dtype), x.dtype)
    return g


exp = _unary(np.exp)
exp2 = _unary(np.exp2)
log = _unary(np.log)
log2 = _unary(np.log2)
sqrt = _unary(np.sqrt)
rsqrt = _unary(lambda v: 1.0 / np.sqrt(v))
abs = _unary(np.abs)


def _reduce(f, x, axis, dt=None):
    x = as_tensor(x)
    if axis is None:
        r = f(x.v.reshape(-1), axis=0)
    else:
        r = f(x.v, axis=axis)
    dt = dt or x.dtype
    return Tensor(_fix(r, dt), dt)


def sum(x, axis=None, keep_dims=False):
    x = as_tensor(x)
    acc = x.dtype
    if x.dtype.is_int() and x.dtype.bits < 32:
        acc = int32
    return _reduce(lambda v, axis: np.sum(v.astype(np.float64 if acc.is_floating() else np.int64),
                                          axis=axis), x, axis, acc)


def max(x, axis=None, keep_dims=False):
    return _reduce(np.max, x, axis)


def min(x, axis=None, keep_dims=False):
    return _reduce(np.min, x, axis)


def argmax(x, axis, tie_break_left=True, keep_dims=False):
    return _reduce(np.argmax, x, axis, int32)


def argmin(x, axis, tie_break_left=True, keep_dims=False):
    return _reduce(np.argmin, x, axis, int32)


def cumsum(x, axis=0, reverse=False):
    x = as_tensor(x)
    return Tensor(_fix(np.cumsum(x.v.astype(np.float64), axis=axis), x.dtype), x.dtype)


def dot(a, b, acc=None, input_precision=None, allow_tf32=None, out_dtype=float32, **kw):
    for t in (a, b):
        if t.v.ndim != 2 or builtins.min(t.v.shape) < 16:
            raise TritonError(f"tl.dot operand shape {t.v.shape}: needs 2-D with dims >= 16")
    if a.dtype is not b.dtype:
        raise TritonError(f"tl.dot operand types differ: {a.dtype} vs {b.dtype}")
    r = a.v.astype(np.float64) @ b.v.astype(np.float64)
    if acc is not None:
        r = acc.v.astype(np.float64) + r
    return Tensor(_fix(r, float32), float32)


def cdiv(a, b):
    return (a + b - 1) // b


def multiple_of(x, n):
    return x


def max_contiguous(x, n):
    return x


def static_assert(cond, msg=""):
    if not cond:
        raise TritonError(f"static_assert failed: {msg}")


def range(*args, **kw):
    return builtins.range(*[int(a) for a in args])


def static_range(*args, **kw):
    return builtins.range(*[int(a) for a in args])


def _py_min(*args):
    if builtins.any(isinstance(a, Tensor) for a in args):
        r = args[0]
        for a in args[1:]:
            r = minimum(r, a)
        return r
    return builtins.min(*args)


def _py_max(*args):
    if builtins.any(isinstance(a, Tensor) for a in args):
        r = args[0]
        for a in args[1:]:
            r = maximum(r, a)
        return r
    return builtins.max(*args)


def _py_range(*args):
    return builtins.range(*[int(a) for a in args])


# ---------------------------------------------------------------- triton namespace
class JITFunction:
    def __init__(self, fn):
        self.fn = fn
        self.__name__ = fn.__name__
        fn.__globals__.update(min=_py_min, max=_py_max, range=_py_range)

    def __call__(self, *a, **k):
        return self.fn(*a, **k)


def jit(fn=None, **kw):
    if fn is None:
        return lambda f: JITFunction(f)
    return JITFunction(fn)


def install():
    """Registers fake `triton` and `triton.language` modules."""
    tl = types.ModuleType("triton.language")
    me = sys.modules[__name__]
    for name in ["float16", "bfloat16", "float32", "float64", "int1", "int8", "int16", "int32",
                 "int64", "uint8", "uint16", "uint32", "uint64", "constexpr", "program_id",
                 "num_programs", "arange", "full", "zeros", "where", "maximum", "minimum",
                 "exp", "exp2", "log", "log2", "sqrt", "rsqrt", "abs", "sum", "max", "min",
                 "argmax", "argmin", "cumsum", "dot", "cdiv", "multiple_of", "max_contiguous",
                 "static_assert", "range", "static_range", "load", "store", "tensor"]:
        setattr(tl, name, getattr(me, name) if name != "tensor" else Tensor)
    tl.math = tl
    triton = types.ModuleType("triton")
    triton.jit = jit
    triton.language = tl
    triton.cdiv = lambda a, b: (a + b - 1) // b
    sys.modules["triton"] = triton
    sys.modules["triton.language"] = tl
    return triton
