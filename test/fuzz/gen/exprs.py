"""Random element-wise float computations with a float64 reference and a
first-order error bound.

A `Val` is one tile value of a generated kernel seen over the whole problem
(its reference values for every element of the problem, not of one tile): the
Triton expression that names it, the float64 value of the exact computation on
the kernel's (rounded) inputs, a bound on how far a correct kernel's value may
be from it, and its dtype. Each operation propagates the bound (to first
order) and adds its own rounding: the unit roundoff of its result type, and
for math functions the error of an fp32 implementation (a few ulp; the GPU's
exp is exp2(x * log2 e), whose error grows with |x|). Operations are only
generated where they are safe on the actual data (exp of bounded arguments,
log of positive values, sqrt of non-negative ones, division by |b| + 1), and a
value that could overflow its type is never produced."""

import numpy as np

from gencore import LIMIT, TINY, UNIT, promote_float, round_fp8

U32 = UNIT["fp32"]
# Constants exact in fp16, bf16 and fp32 (a Python float takes the tensor's type).
CONSTS = (0.5, 0.25, 1.5, 2.0, 0.75, 3.0, -1.0, 0.125, 1.25, -0.5, 4.0, -2.0)


class Val:
    __slots__ = ("code", "ref", "err", "dt")

    def __init__(self, code, ref, err, dt):
        self.code = code
        self.ref = np.asarray(ref, dtype=np.float64)
        self.err = np.broadcast_to(np.asarray(err, dtype=np.float64), self.ref.shape)
        self.dt = dt

    def exact(self):
        return not self.err.any()


def rounding(r, dt):
    """Error of rounding the exact result r to dt."""
    return UNIT[dt] * np.abs(r) + TINY[dt]


def cast(a, dt, code=None):
    """a.to(dt): exact widening, rounding when narrowing."""
    if dt == a.dt:
        return a
    wider = a.dt in ("fp16", "bf16") and dt in ("fp32", "fp64") or a.dt == "fp32" and dt == "fp64"
    err = a.err if wider else a.err + rounding(a.ref, dt)
    ref = a.ref
    return Val(code or f"{a.code}.to({_tl(dt)})", ref, err, dt)


def _tl(dt):
    return {"fp32": "tl.float32", "fp16": "tl.float16", "bf16": "tl.bfloat16",
            "fp64": "tl.float64"}[dt]


def _math_err(fn_ulps, r, dt):
    """A math function evaluated in fp32 (fp16/bf16 inputs too) then rounded to dt."""
    err = fn_ulps * U32 * np.abs(r) + TINY["fp32"]
    if dt != "fp32":
        err = err + rounding(r, dt)
    return err


def _promoted(dt, *vals):
    """The operands converted to the op's type (bf16 -> fp16 rounds, and must not
    overflow); None if one would not survive it."""
    out = [cast(v, dt, code=v.code) for v in vals]
    return None if not all(acceptable(v) for v in out) else out


def binary(op, a, b):
    """a op b for two tensors (op in + - *)."""
    dt = promote_float(a.dt, b.dt)
    ab = _promoted(dt, a, b)
    if ab is None:
        return None
    a2, b2 = ab
    if op == "+":
        r = a2.ref + b2.ref
        e = a2.err + b2.err
    elif op == "-":
        r = a2.ref - b2.ref
        e = a2.err + b2.err
    else:
        r = a2.ref * b2.ref
        e = a2.err * np.abs(b2.ref) + b2.err * np.abs(a2.ref) + a2.err * b2.err
    return Val(f"{a.code} {op} {b.code}", r, e + rounding(r, dt), dt)


def scale(a, c):
    r = a.ref * c
    exact_scale = abs(c) in (0.125, 0.25, 0.5, 1.0, 2.0, 4.0)
    e = a.err * abs(c) + (0.0 if exact_scale else rounding(r, a.dt))
    return Val(f"{a.code} * {c!r}", r, e, a.dt)


def add_const(a, c):
    r = a.ref + c
    return Val(f"{a.code} + {c!r}", r, a.err + rounding(r, a.dt), a.dt)


def divide(a, b):
    """a / (|b| + 1): the divisor is at least 1. fp16/bf16 divide in fp32 (the
    result is fp32, as in Triton); NVIDIA's div.full is within 2 ulp."""
    d = add_const(Val(f"tl.abs({b.code})", np.abs(b.ref), b.err, b.dt), 1.0)
    dt = promote_float(a.dt, d.dt, div=True)
    ad = _promoted(dt, a, d)
    if ad is None:
        return None
    a2, d2 = ad
    q = a2.ref / d2.ref
    e = (a2.err + np.abs(q) * d2.err) / d2.ref + 2 * UNIT[dt] * np.abs(q) + TINY[dt]
    return Val(f"{a.code} / (tl.abs({b.code}) + 1.0)", q, e, dt)


def fn(name, a):
    """tl.<name>(a) and its bound; None where it is not safe on this data."""
    x, e = a.ref, a.err
    hi, lo = np.max(x + e), np.min(x - e)
    if name == "exp":
        if hi > 8 or lo < -30:
            return None
        r = np.exp(x)
        err = r * np.expm1(e) + _math_err(8 + 2 * np.abs(x), r, a.dt)
    elif name == "exp2":
        if hi > 11 or lo < -40:
            return None
        r = np.exp2(x)
        err = r * np.expm1(e * np.log(2)) + _math_err(8, r, a.dt)
    elif name == "exp_neg_abs":
        r = np.exp(-np.abs(x))
        err = r * np.expm1(e) + _math_err(8 + 2 * np.abs(x), r, a.dt)
        return Val(f"tl.exp(-tl.abs({a.code}))", r, err, a.dt)
    elif name == "log":
        if lo < 1e-2:
            return None
        r = np.log(x)
        err = e / (x - e) + _math_err(4, r, a.dt) + 4 * U32
    elif name == "log_abs1":
        t = np.abs(x) + 1.0
        et = e + rounding(t, a.dt)
        r = np.log(t)
        err = et / t + _math_err(4, r, a.dt) + 4 * U32
        return Val(f"tl.log(tl.abs({a.code}) + 1.0)", r, err, a.dt)
    elif name == "sqrt":
        if lo < 0:
            return None
        r = np.sqrt(x)
        err = np.minimum(np.sqrt(e), e / (2 * np.sqrt(np.maximum(x - e, 1e-300))))
        err = err + _math_err(2, r, a.dt)
    elif name == "sqrt_abs":
        t = np.abs(x)
        r = np.sqrt(t)
        err = np.minimum(np.sqrt(e), e / (2 * np.sqrt(np.maximum(t - e, 1e-300))))
        err = err + _math_err(2, r, a.dt)
        return Val(f"tl.sqrt(tl.abs({a.code}))", r, err, a.dt)
    elif name == "rsqrt_abs1":
        t = np.abs(x) + 1.0
        et = e + rounding(t, a.dt)
        r = 1.0 / np.sqrt(t)
        err = 0.5 * et * t**-1.5 + _math_err(4, r, a.dt)
        return Val(f"tl.rsqrt(tl.abs({a.code}) + 1.0)", r, err, a.dt)
    elif name == "sigmoid":
        if hi > 20 or lo < -20:
            return None
        r = 1.0 / (1.0 + np.exp(-x))
        err = 0.25 * e + _math_err(16 + 2 * np.abs(x), r, a.dt) + 4 * U32
    elif name == "erf":
        r = np.vectorize(_erf)(x) if x.size else x
        err = 1.13 * e + _math_err(4, r, a.dt) + 4 * U32
    elif name in ("sin", "cos"):
        if np.max(np.abs(x)) > 50:
            return None
        r = np.sin(x) if name == "sin" else np.cos(x)
        err = e + _math_err(4, r, a.dt) + 8 * U32
    elif name == "abs":
        return Val(f"tl.abs({a.code})", np.abs(x), e, a.dt)
    elif name == "neg":
        return Val(f"-{a.code}", -x, e, a.dt)
    elif name in ("floor", "ceil"):
        if not a.exact():
            return None  # discontinuous: only of exact values
        r = np.floor(x) if name == "floor" else np.ceil(x)
        return Val(f"tl.{name}({a.code})", r, 0.0, a.dt)
    elif name == "clamp":
        return Val(f"tl.clamp({a.code}, -1.0, 1.0)", np.clip(x, -1.0, 1.0), e, a.dt)
    elif name in ("fp8e4nv", "fp8e5"):
        # Round trip through fp8: discontinuous, so only of exact values; GPUs
        # refuse fp8 <-> fp64 conversions.
        if not a.exact() or a.dt == "fp64":
            return None
        return Val(f"{a.code}.to(tl.float8{name[3:]}).to({_tl(a.dt)})", round_fp8(x, name), 0.0,
                   a.dt)
    else:
        raise ValueError(name)
    return Val(f"tl.{name}({a.code})", r, err, a.dt)


def _erf(v):
    import math
    return math.erf(v)


def maximum(a, b, which):
    dt = promote_float(a.dt, b.dt)
    ab = _promoted(dt, a, b)
    if ab is None:
        return None
    a, b = ab
    r = np.maximum(a.ref, b.ref) if which == "maximum" else np.minimum(a.ref, b.ref)
    return Val(f"tl.{which}({a.code}, {b.code})", r, np.maximum(a.err, b.err), dt)


def where(cond_code, cond, a, b):
    dt = promote_float(a.dt, b.dt)
    ab = _promoted(dt, a, b)
    if ab is None:
        return None
    a, b = ab
    return Val(f"tl.where({cond_code}, {a.code}, {b.code})", np.where(cond, a.ref, b.ref),
               np.where(cond, a.err, b.err), dt)


def fma(a, b, c):
    dt = promote_float(promote_float(a.dt, b.dt), c.dt)
    abc = _promoted(dt, a, b, c)
    if abc is None:
        return None
    a, b, c = abc
    r = a.ref * b.ref + c.ref
    e = a.err * np.abs(b.ref) + b.err * np.abs(a.ref) + a.err * b.err + c.err
    return Val(f"tl.fma({a.code}, {b.code}, {c.code})", r, e + rounding(r, dt), dt)


UNARY = ("exp", "exp2", "exp_neg_abs", "log", "log_abs1", "sqrt", "sqrt_abs", "rsqrt_abs1",
         "sigmoid", "erf", "sin", "cos", "abs", "neg", "floor", "clamp", "fp8e4nv", "fp8e5")


def acceptable(v):
    """Finite, far from overflow of its type, and a bound that still says something."""
    if not np.all(np.isfinite(v.ref)) or not np.all(np.isfinite(v.err)):
        return False
    mag = np.max(np.abs(v.ref) + v.err) if v.ref.size else 0.0
    if mag > LIMIT.get(v.dt, 1e6):
        return False
    return np.max(v.err) <= 0.05 * max(mag, 1.0)


class Chain:
    """A random sequence of element-wise ops over `leaves` (Vals of the same
    problem shape, or broadcastable to it), each assigned to a fresh temporary
    in the kernel being built. `conds`: (code, bool array) pairs usable as
    tl.where conditions (comparisons of exact values)."""

    def __init__(self, kb, r, leaves, conds=()):
        self.kb, self.r = kb, r
        self.vals = list(leaves)
        self.conds = list(conds)
        self.used = set()
        self.n_leaves = len(self.vals)

    def _pick(self):
        # Favour recent values so the chain gets deep, not only wide.
        i = len(self.vals) - 1 - min(int(self.r.expovariate(0.7)), len(self.vals) - 1)
        self.used.add(self.vals[i].code)
        return self.vals[i]

    def _candidate(self):
        r = self.r
        kind = r.choices(["binary", "unary", "scale", "addc", "div", "minmax", "where", "fma",
                          "cast"], weights=[6, 6, 2, 1, 1, 2, 2, 1, 1])[0]
        a = self._pick()
        if kind == "binary":
            return binary(r.choice("+-*"), a, self._pick())
        if kind == "unary":
            return fn(r.choice(UNARY), a)
        if kind == "scale":
            return scale(a, r.choice(CONSTS))
        if kind == "addc":
            return add_const(a, r.choice(CONSTS))
        if kind == "div":
            return divide(a, self._pick())
        if kind == "minmax":
            return maximum(a, self._pick(), r.choice(["maximum", "minimum"]))
        if kind == "where":
            exact = [v for v in self.vals if v.exact()]
            if len(exact) >= 1 and r.random() < 0.5:
                x = r.choice(exact)
                y = r.choice(exact)
                op = r.choice(["<", ">", "<=", ">="])
                if x is y:
                    c = r.choice([0.0, 0.5, -0.5])
                    self.conds.append((f"{x.code} {op} {c!r}", _cmp(op, x.ref, c)))
                else:
                    self.conds.append((f"{x.code} {op} {y.code}", _cmp(op, x.ref, y.ref)))
            if not self.conds:
                return None
            code, cond = r.choice(self.conds)
            b = self._pick()
            if r.random() < 0.3:
                c = r.choice(CONSTS)
                b = Val(repr(c), np.full_like(a.ref, c), 0.0, a.dt)
            return where(code, cond, a, b)
        if kind == "fma":
            return fma(a, self._pick(), self._pick())
        target = r.choice(["fp32", "fp16", "bf16"])
        if target == a.dt:
            return None
        return cast(a, target)

    def step(self):
        for _ in range(20):
            v = self._candidate()
            if v is None or not acceptable(v):
                continue
            name = self.kb.fresh("t")
            self.kb.emit(f"{name} = {v.code}")
            v = Val(name, v.ref, v.err, v.dt)
            self.vals.append(v)
            return v
        return None

    def run(self, n_ops):
        """n_ops random ops; then every temporary no later op used is added into
        the result (where that stays acceptable), so no work is dead."""
        last = None
        for _ in range(n_ops):
            last = self.step() or last
        if last is None:
            return self.vals[-1]
        for v in self.vals[self.n_leaves:-1]:
            if v.code in self.used or v.ref.shape != last.ref.shape and np.broadcast(
                    v.ref, last.ref).shape != last.ref.shape:
                continue
            s = binary("+", last, v)
            if s is not None and acceptable(s):
                name = self.kb.fresh("t")
                self.kb.emit(f"{name} = {s.code}")
                last = Val(name, s.ref, s.err, s.dt)
        return last


def _cmp(op, a, b):
    return {"<": np.less, ">": np.greater, "<=": np.less_equal, ">=": np.greater_equal}[op](a, b)
