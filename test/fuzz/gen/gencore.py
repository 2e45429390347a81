"""Shared pieces of the kernel generator: dtypes, the generated case (Case, Arg,
Expect), the builder that writes a kernel's source and parameters, and the
comparison of a run's buffers with a reference (numpy float64 with an error
bound, or another run).

Everything here is numpy only, so that bench/fuzz_replay.py can regenerate a
case's inputs on the GPU machine (no compiler there)."""

import hashlib
import sys
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "e2e"))
from tilec_run import PTR_DTYPES, empty_poisoned, format_constexpr, from_bf16, to_bf16  # noqa: E402

FLOATS = ("fp32", "fp16", "bf16")
FLOAT_TYPES = FLOATS + ("fp64",)
# Unit roundoff and an absolute floor (half the smallest subnormal step, or the
# flush-to-zero threshold where a GPU may flush) per float type.
UNIT = {"fp32": 2.0**-24, "fp16": 2.0**-11, "bf16": 2.0**-8, "fp64": 2.0**-53}
TINY = {"fp32": 2.0**-126, "fp16": 2.0**-24, "bf16": 2.0**-126, "fp64": 2.0**-1022}
# Largest magnitude a generated float value may reach (overflow stays far away).
LIMIT = {"fp32": 1e6, "fp16": 3e3, "bf16": 1e6}
TL_DTYPE = {"fp32": "tl.float32", "fp16": "tl.float16", "bf16": "tl.bfloat16",
            "fp64": "tl.float64", "i1": "tl.int1", "i8": "tl.int8", "i16": "tl.int16",
            "i32": "tl.int32", "i64": "tl.int64", "u8": "tl.uint8", "u16": "tl.uint16",
            "u32": "tl.uint32", "u64": "tl.uint64"}
INTS = ("i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64")


def int_bits(dt):
    return int(dt[1:])


def is_unsigned(dt):
    return dt.startswith("u")


def promote_float(a, b, div=False):
    """Triton's promotion of two float tensor types (semantic.py
    computation_type_impl): fp16 wins over bf16; / and % compute fp16/bf16 in
    fp32."""
    if "fp64" in (a, b):
        return "fp64"
    if "fp32" in (a, b) or div:
        return "fp32"
    if "fp16" in (a, b):
        return "fp16"
    return "bf16"


def promote_int(a, b):
    """Triton's integer promotion (no C-style widening of small types to int)."""
    if a == b:
        return a
    ua, ub = is_unsigned(a), is_unsigned(b)
    ba, bb = int_bits(a), int_bits(b)
    if ua == ub:
        return a if ba >= bb else b
    u, s = (a, b) if ua else (b, a)
    return u if int_bits(u) >= int_bits(s) else s


def wrap_int(x, dt):
    """int64 values -> values of integer type dt, wrapped modulo 2^bits (as the
    kernel's arithmetic does). 64-bit types: numpy's int64 arithmetic already
    wraps; the generator keeps 64-bit values exact."""
    x = np.asarray(x, dtype=np.int64)
    bits = int_bits(dt)
    if bits == 64:
        return x.view(np.uint64) if is_unsigned(dt) else x
    u = x & ((1 << bits) - 1)
    if not is_unsigned(dt):
        u = np.where(u >= 1 << (bits - 1), u - (1 << bits), u)
    return u.astype(PTR_DTYPES[dt])


def quantize(x, dt):
    """float data -> (buffer of type dt, its values as float64)."""
    x = np.asarray(x, dtype=np.float64)
    if dt == "bf16":
        buf = to_bf16(x.astype(np.float32))
        return buf, from_bf16(buf).astype(np.float64)
    buf = x.astype(PTR_DTYPES[dt])
    return buf, buf.astype(np.float64)


# fp8 formats: mantissa bits, smallest normal exponent, largest finite value.
FP8 = {"fp8e4nv": (3, -6, 448.0), "fp8e5": (2, -14, 57344.0)}


def round_fp8(x, fmt):
    """float64 values rounded to an fp8 format as tilec converts (nearest, ties
    to even, overflow saturating to the largest finite value)."""
    mbits, emin, top = FP8[fmt]
    x = np.asarray(x, dtype=np.float64)
    a = np.abs(x)
    e = np.floor(np.log2(np.maximum(a, 2.0**emin)))
    step = 2.0 ** (e - mbits)
    return np.sign(x) * np.minimum(np.round(a / step) * step, top)


def decode(buf, dt):
    """A buffer of type dt -> float64 values (bf16 buffers hold raw bits)."""
    if dt == "bf16":
        return from_bf16(buf).astype(np.float64)
    return np.asarray(buf).astype(np.float64)


def sha256(a):
    a = np.ascontiguousarray(a)
    h = hashlib.sha256()
    h.update(f"{a.dtype.str}{a.shape}".encode())
    h.update(a.tobytes())
    return h.hexdigest()


@dataclass
class Expect:
    """The numpy reference of one output buffer: `ref` has the buffer's shape
    (float64 for float buffers, with NaN where the kernel must not write; the
    exact values for integer buffers); `bound` the absolute error allowed per
    element (None: exact)."""
    ref: np.ndarray
    bound: Optional[np.ndarray] = None


@dataclass
class Arg:
    name: str
    sig: str                 # signature entry: "*fp16:16", "i32", "i32:16", "fp32"
    value: object            # numpy array (pointers) or Python int/float (scalars)
    role: str                # "in", "out" (poisoned before the run), "inout", "scalar"
    expect: Optional[Expect] = None

    @property
    def is_ptr(self):
        return self.sig.startswith("*")

    @property
    def elem(self):
        """Element type of a pointer argument, or the scalar type."""
        return self.sig.lstrip("*").split(":")[0]


@dataclass
class Case:
    seed: int
    family: str
    kernel: str
    source: str
    args: list
    constexprs: dict         # name -> Python literal text (tilec --constexpr)
    grid: tuple
    num_warps: list          # warp counts the kernel allows (the first is its default)
    features: list = field(default_factory=list)
    file_name: str = "kernel.py"

    @property
    def signature(self):
        return ",".join(a.sig for a in self.args)

    @property
    def outputs(self):
        return [i for i, a in enumerate(self.args) if a.role in ("out", "inout")]

    def input_buffers(self):
        """Fresh copies of every pointer argument's buffer as passed to the kernel
        (inputs as generated, outputs poisoned or initialised)."""
        return {i: np.array(a.value, copy=True) for i, a in enumerate(self.args) if a.is_ptr}

    def tilec_options(self):
        """--kernel/--signature/--constexpr options (shared by compile and run)."""
        opts = ["--kernel", self.kernel, "--signature", self.signature]
        for k, v in self.constexprs.items():
            opts += ["--constexpr", f"{k}={v}"]
        return opts

    def fingerprint(self):
        """Hash of everything the kernel sees: source, launch and every buffer."""
        h = hashlib.sha256(self.source.encode())
        h.update(repr((self.signature, sorted(self.constexprs.items()), self.grid,
                       self.num_warps)).encode())
        for a in self.args:
            h.update((sha256(a.value) if a.is_ptr else repr(a.value)).encode())
        return h.hexdigest()


class KernelBuilder:
    """Collects a kernel's parameters, constexprs and body lines."""

    def __init__(self, r, name):
        self.r = r
        self.name = name
        self.params = []       # (name, annotation or None)
        self.args = []
        self.constexprs = {}
        self.lines = []
        self.depth = 1
        self.helpers = []      # source of extra @triton.jit functions
        self.features = []
        self._names = set()

    def fresh(self, base):
        i = 0
        while f"{base}{i}" in self._names:
            i += 1
        self._names.add(f"{base}{i}")
        return f"{base}{i}"

    def ptr(self, name, buf, dt, role, expect=None, align=None):
        """A pointer parameter. `align` None: a random choice of the 16-byte hint
        (buffers come from numpy/torch allocations, which are aligned)."""
        if align is None:
            align = self.r.random() < 0.5
        sig = f"*{dt}" + (":16" if align else "")
        self.params.append((name, None))
        self.args.append(Arg(name, sig, buf, role, expect))
        return name

    def scalar(self, name, value, ty="i32", hints=True):
        """A runtime scalar; integers get the Triton-AOT hints when they hold
        (`:16` for multiples of 16, `:1` for 1) at random."""
        sig = ty
        if hints and ty.startswith(("i", "u")):
            if value == 1 and self.r.random() < 0.3:
                sig += ":1"
            elif value % 16 == 0 and self.r.random() < 0.5:
                sig += ":16"
        self.params.append((name, None))
        self.args.append(Arg(name, sig, value, "scalar"))
        return name

    def size(self, name, value, constexpr_p=0.25):
        """A problem size: a runtime i32 or, sometimes, a constexpr."""
        if self.r.random() < constexpr_p:
            return self.constexpr(name, value)
        return self.scalar(name, value)

    def constexpr(self, name, value):
        self.params.append((name, "tl.constexpr"))
        self.constexprs[name] = format_constexpr(value)
        return name

    def emit(self, line):
        self.lines.append("    " * self.depth + line)

    @contextmanager
    def block(self, header):
        self.emit(header)
        self.depth += 1
        yield
        self.depth -= 1

    def source(self):
        ptrs = [p for p in self.params if p[1] is None]
        consts = [p for p in self.params if p[1] is not None]
        params = [n for n, _ in ptrs] + [f"{n}: {a}" for n, a in consts]
        head = ["import triton", "import triton.language as tl", "", ""]
        for h in self.helpers:
            head += ["@triton.jit", *h.splitlines(), "", ""]
        sig = ",\n        ".join(params)
        head += ["@triton.jit", f"def {self.name}(", f"        {sig}):"]
        return "\n".join(head + self.lines) + "\n"

    def case(self, seed, family, grid, num_warps):
        # Constexprs after the runtime parameters, in the order the source lists them.
        order = [n for n, a in self.params if a is None]
        args = sorted(self.args, key=lambda a: order.index(a.name))
        return Case(seed=seed, family=family, kernel=self.name, source=self.source(),
                    args=args, constexprs=dict(self.constexprs), grid=tuple(grid),
                    num_warps=list(num_warps), features=list(self.features))


def poisoned(shape, dt):
    return empty_poisoned(shape, dt)


def warps_for(r, elems_per_program, max_per_thread=128):
    """Warp counts for a kernel whose biggest tile has `elems_per_program`
    elements: every power of two up to 8 that keeps at most `max_per_thread`
    elements of it per thread (32-lane warps), in random order; the first is the
    kernel's default."""
    ok = [w for w in (1, 2, 4, 8) if elems_per_program / (32 * w) <= max_per_thread] or [8]
    r.shuffle(ok)
    return ok


# ----------------------------------------------------------------------------
# Checking a run


def compare(arg, got, want, bound=None, factor=2.0, limit=4):
    """Mismatches of buffer `got` (the argument's dtype) against `want`: exact
    values (integers, or floats with bound None), or float64 values with NaN
    where the buffer must still hold its poison, within factor * bound per
    element. Returns a list of messages (empty: it matches)."""
    dt = arg.elem
    got = np.asarray(got)
    if got.shape != np.shape(want):
        return [f"{arg.name}: shape {got.shape}, expected {np.shape(want)}"]
    if dt not in FLOAT_TYPES:
        bad = np.argwhere(got != np.asarray(want))
        return [f"{arg.name}[{tuple(int(v) for v in i)}]: got {got[tuple(i)]!r}, expected "
                f"{np.asarray(want)[tuple(i)]!r} ({len(bad)} of {got.size} differ)"
                for i in bad[:limit]]
    g = decode(got, dt)
    w = np.asarray(want, dtype=np.float64)
    b = np.zeros_like(w) if bound is None else np.broadcast_to(
        np.asarray(bound, dtype=np.float64), w.shape)
    nan_bad = np.isnan(g) != np.isnan(w)
    inf = np.isinf(g) | np.isinf(w)
    inf_bad = inf & (g != w) & ~nan_bad
    both = ~np.isnan(g) & ~np.isnan(w) & ~inf
    tol = factor * b + (TINY[dt] if bound is not None else 0.0)
    val_bad = np.zeros_like(nan_bad)
    val_bad[both] = np.abs(g[both] - w[both]) > tol[both]
    out = []
    for what, bad in (("NaN/poison", nan_bad), ("infinity", inf_bad), ("value", val_bad)):
        idx = np.argwhere(bad)
        for i in idx[:limit]:
            i = tuple(int(v) for v in i)
            out.append(f"{arg.name}{list(i)}: {what} mismatch: got {g[i]!r}, expected {w[i]!r}"
                       f" (allowed {tol[i]:.3g}; {len(idx)} of {g.size} elements)")
        if out:
            break
    return out


def check_against_reference(case, buffers, factor=2.0):
    """`buffers`: {arg index: buffer after the run}. Compares every output that
    has a numpy reference. Returns mismatch messages."""
    msgs = []
    for i in case.outputs:
        a = case.args[i]
        if a.expect is None:
            continue
        msgs += compare(a, buffers[i], a.expect.ref, a.expect.bound, factor)
    return msgs


def check_against_run(case, buffers, reference_buffers, factor=2.0):
    """Compares the outputs of one run (a GPU) with another's (the interpreter):
    equal where the generator's reference is exact, else within twice the
    generator's bound (both runs are within it of the float64 value); outputs
    without a generator reference need a relative error below 2e-3."""
    msgs = []
    for i in case.outputs:
        a = case.args[i]
        want = reference_buffers[i]
        if a.elem not in FLOAT_TYPES:
            msgs += compare(a, buffers[i], want)
            continue
        w = decode(want, a.elem)
        if a.expect is not None:
            bound = None if a.expect.bound is None else 2 * a.expect.bound
            msgs += compare(a, buffers[i], w, bound, factor)
            continue
        g = decode(buffers[i], a.elem)
        if (np.isnan(g) != np.isnan(w)).any():
            msgs.append(f"{a.name}: NaN/poison mismatch")
            continue
        m = ~np.isnan(w)
        err = np.linalg.norm(g[m] - w[m]) / (np.linalg.norm(w[m]) or 1.0)
        if not err <= 2e-3:
            msgs.append(f"{a.name}: relative error {err:.3e} > 2e-3")
    return msgs
