"""Integer semantics: u8 codes (mostly >= 128) used as offsets into small
tables (`table_ptr + codes`, wrapped u8 arithmetic on the codes, widened
codes, a 2-D embedding gather), and random chains of integer ops over i8 /
u8 / i16 / i32 / u32 / i64 with Triton's promotion, wrap-around, C-style
division and remainder, arithmetic and logical shifts, comparisons with
tl.where, tl.minimum/maximum and casts; the reference is exact."""

import numpy as np

from gendata import pow2, ragged
from gencore import (PTR_DTYPES, Expect, KernelBuilder, int_bits, is_unsigned, poisoned,
                     promote_int, warps_for, wrap_int)
from tiling import cdiv, tiles_1d


def gen(seed, r, g):
    return _table(seed, r, g) if r.random() < 0.45 else _arith(seed, r, g)


def _high_codes(g, n):
    c = g.integers(128, 256, size=n)
    low = g.random(n) < 0.15
    c[low] = g.integers(0, 128, size=int(low.sum()))
    return c.astype(np.uint8)


def _table(seed, r, g):
    kb = KernelBuilder(r, "table_kernel")
    n = ragged(r, 1, 8000)
    tdt = r.choice(["fp32", "i32", "fp16", "i8"])
    kind = r.choice(["plain", "plain", "u8wrap", "widened", "shifted", "embed", "u16"])
    if kind == "u16":  # u16 offsets >= 32768 into a 64K-entry byte table
        codes = g.integers(32768, 65536, size=n)
        low = g.random(n) < 0.15
        codes[low] = g.integers(0, 32768, size=int(low.sum()))
        codes = codes.astype(np.uint16)
        tdt = "i8"
    else:
        codes = _high_codes(g, n)
    c = codes.astype(np.int64)
    if kind == "plain":
        size, idx, expr = 256, c, "codes"
    elif kind == "u8wrap":
        k, add = r.choice([2, 3, 5]), r.choice([1, 7, 200])
        # u8 arithmetic wraps (a Python int takes the tensor's type)
        size, idx, expr = 256, (c * k % 256 + add) % 256, f"(codes * {k} + {add})"
    elif kind == "widened":
        k, add = r.choice([2, 3]), r.choice([1, 5])
        size, idx, expr = 256 * k + add, c * k + add, f"(codes.to(tl.int32) * {k} + {add})"
    elif kind == "shifted":
        sh = r.choice([1, 3, 5])
        size, idx, expr = 256 >> sh, c >> sh, f"(codes >> {sh})"
    elif kind == "u16":
        size, idx, expr = 65536, c, "codes"
    else:
        size, idx, expr = 256, c, "codes"
    d = r.choice([1, 3, 8, 16, 33]) if kind == "embed" else 1
    if tdt in ("fp32", "fp16"):
        table = (g.random(size * d) * 200 - 100).astype(PTR_DTYPES[tdt])
    else:
        table = g.integers(-100, 100, size=size * d).astype(PTR_DTYPES[tdt])
    kb.ptr("codes_ptr", codes, "u16" if kind == "u16" else "u8", "in")
    kb.ptr("table_ptr", table, tdt, "in")
    guard = r.choice([0, 4])
    block = pow2(r, 16, 1024 if kind != "embed" else 256)
    out_shape = (n * d + guard,)
    out = poisoned(out_shape, tdt)
    ref = np.array(out, dtype=np.float64 if tdt.startswith("fp") else out.dtype)
    gathered = table.reshape(size, d)[idx]          # (n, d)
    ref[:n * d] = gathered.ravel()
    kb.ptr("out_ptr", out, tdt, "out", Expect(ref))
    n_code = kb.size("n", n)
    d_code = kb.size("D", d) if kind == "embed" else None
    b_code = kb.constexpr("BLOCK", block)
    if kind == "embed":
        bd = max(1, 1 << (d - 1).bit_length())
        bd_code = kb.constexpr("BLOCK_D", bd)
    state = {}
    with tiles_1d(kb, r, n_code, b_code, cdiv(n, block), state) as blk:
        kb.emit(f"offs = {blk} * {b_code} + tl.arange(0, {b_code})")
        kb.emit(f"mask = offs < {n_code}")
        kb.emit("codes = tl.load(codes_ptr + offs, mask=mask, other=0)")
        if kind == "embed":
            kb.emit(f"cols = tl.arange(0, {bd_code})")
            widened = ".to(tl.int32)" if d_code in kb.constexprs else ""
            kb.emit(f"m2 = mask[:, None] & (cols[None, :] < {d_code})")
            kb.emit(f"v = tl.load(table_ptr + codes[:, None]{widened} * {d_code} + cols[None, :], "
                    "mask=m2)")
            kb.emit(f"tl.store(out_ptr + offs[:, None] * {d_code} + cols[None, :], v, mask=m2)")
        else:
            kb.emit(f"v = tl.load(table_ptr + {expr}, mask=mask, other=0)")
            kb.emit("tl.store(out_ptr + offs, v, mask=mask)")
    kb.features.append(f"{'u16' if kind == 'u16' else 'u8'} codes ({kind}) into a {tdt} table, "
                       f"{state['style']}")
    elems = block * (bd if kind == "embed" else 1)
    return kb.case(seed, "intops", state["grid"], warps_for(r, elems, 64))


class IVal:
    __slots__ = ("code", "ref", "dt")

    def __init__(self, code, ref, dt):
        self.code, self.ref, self.dt = code, np.asarray(ref, dtype=np.int64), dt


def _as(v, dt):
    """v's values converted to integer type dt (as int64 holding dt's value)."""
    return wrap_int(v.ref, dt).astype(np.int64)


def _int_op(r, vals, divisors, shifts):
    a, b = r.choice(vals), r.choice(vals)
    op = r.choice(["+", "-", "*", "&", "|", "^", "<<", ">>", "//", "%", "where", "min", "max",
                   "cast", "const", "neg"])
    dt = promote_int(a.dt, b.dt)
    if op in ("+", "-", "*", "&", "|", "^"):
        if int_bits(dt) == 64 and op == "*":
            return None
        x, y = _as(a, dt), _as(b, dt)
        res = {"+": x + y, "-": x - y, "*": x * y, "&": x & y, "|": x | y, "^": x ^ y}[op]
        return IVal(f"{a.code} {op} {b.code}", wrap_int(res, dt), dt)
    if op in ("<<", ">>"):
        s = r.choice(shifts)
        dt = promote_int(a.dt, s.dt)
        if np.max(s.ref) >= int_bits(dt):
            return None
        x = _as(a, dt)
        res = (x << s.ref) if op == "<<" else (x >> s.ref)  # x >= 0 for unsigned: logical
        return IVal(f"{a.code} {op} {s.code}", wrap_int(res, dt), dt)
    if op in ("//", "%"):
        d = r.choice(divisors)
        if is_unsigned(a.dt) != is_unsigned(d.dt):
            return None  # Triton rejects / // % between signed and unsigned
        dt = promote_int(a.dt, d.dt)
        x, y = _as(a, dt), _as(d, dt)
        if (y == 0).any() or (not is_unsigned(dt) and (y == -1).any()):
            return None
        q = np.abs(x) // np.abs(y) * np.where((x < 0) != (y < 0), -1, 1)
        res = q if op == "//" else x - y * q
        return IVal(f"{a.code} {op} {d.code}", wrap_int(res, dt), dt)
    if op == "where":
        x, y = _as(a, dt), _as(b, dt)
        c = r.choice(["<", ">", "==", "!="])
        cond = {"<": x < y, ">": x > y, "==": x == y, "!=": x != y}[c]
        w = r.choice(vals)
        wt = promote_int(a.dt, w.dt)
        return IVal(f"tl.where({a.code} {c} {b.code}, {a.code}, {w.code})",
                    np.where(cond, _as(a, wt), _as(w, wt)), wt)
    if op in ("min", "max"):
        x, y = _as(a, dt), _as(b, dt)
        fn = "minimum" if op == "min" else "maximum"
        return IVal(f"tl.{fn}({a.code}, {b.code})", np.minimum(x, y) if op == "min"
                    else np.maximum(x, y), dt)
    if op == "cast":
        t = r.choice(["i8", "u8", "i16", "i32", "u32", "i64"])
        tl_t = {"i8": "tl.int8", "u8": "tl.uint8", "i16": "tl.int16", "i32": "tl.int32",
                "u32": "tl.uint32", "i64": "tl.int64"}[t]
        return IVal(f"{a.code}.to({tl_t})", _as(a, t), t)
    if op == "neg":
        if is_unsigned(a.dt):
            return None
        return IVal(f"-{a.code}", wrap_int(-a.ref, a.dt), a.dt)
    # A Python int constant: arithmetic keeps a's type (the constant must fit);
    # bitwise ops and shifts turn it into an i32 tensor first, so they promote
    # with i32 (Triton's bitwise_op_type_checking_impl).
    k = r.choice(["+", "*", "&", "^", "|", ">>", "<<"])
    dt = a.dt if k in ("+", "*") else promote_int(a.dt, "i32")
    bits = int_bits(dt)
    if k in (">>", "<<"):
        c = r.randint(0, bits - 1)
    else:
        c = r.choice([1, 3, 7, 100, 0x55])
        if c >= (1 << (int_bits(a.dt) - 1)) and not is_unsigned(a.dt):
            c = 3
    x = _as(a, dt)
    res = {"+": x + c, "*": x * c, "&": x & c, "^": x ^ c, "|": x | c, ">>": x >> c,
           "<<": x << c}[k]
    return IVal(f"{a.code} {k} {c}", wrap_int(res, dt), dt)


def _arith(seed, r, g):
    kb = KernelBuilder(r, "int_kernel")
    n = ragged(r, 1, 8000)
    block = pow2(r, 16, 1024)
    names = []
    specs = [("a", "i32", g.integers(-2**31, 2**31, size=n)),
             ("b", r.choice(["i32", "i16", "u8", "i8", "u32"]), None),
             ("s", "i32", g.integers(0, 8, size=n)),
             ("d", r.choice(["i32", "i16", "i8"]), None)]
    bufs = {}
    for name, dt, vals in specs:
        info = np.iinfo(PTR_DTYPES[dt])
        if vals is None:
            vals = g.integers(int(info.min), int(info.max) + 1, size=n, dtype=np.int64)
        if name == "d":
            small = g.random(n) < 0.5
            vals = np.where(small, g.integers(1, 20, size=n) * np.where(g.random(n) < 0.5, -1, 1),
                            vals)
            vals[(vals == 0) | (vals == -1)] = 7
        if name == "s" and r.random() < 0.5:
            vals = g.integers(0, 32, size=n)
        buf = wrap_int(vals, dt)
        kb.ptr(f"{name}_ptr", buf, dt, "in")
        bufs[name] = (dt, buf)
        names.append(name)
    out_slot = len(kb.params)
    n_code = kb.size("n", n)
    b_code = kb.constexpr("BLOCK", block)
    state = {}
    steps = r.randint(2, 8)
    final = {}
    with tiles_1d(kb, r, n_code, b_code, cdiv(n, block), state) as blk:
        kb.emit(f"offs = {blk} * {b_code} + tl.arange(0, {b_code})")
        kb.emit(f"mask = offs < {n_code}")
        vals, divisors, shifts = [], [], []
        for name in names:
            dt, buf = bufs[name]
            other = "1" if name == "d" else "0"
            kb.emit(f"{name} = tl.load({name}_ptr + offs, mask=mask, other={other})")
            v = IVal(name, buf.astype(np.int64), dt)
            (divisors if name == "d" else shifts if name == "s" else vals).append(v)
        vals.append(shifts[0])
        for _ in range(steps):
            for _try in range(20):
                v = _int_op(r, vals, divisors, shifts)
                if v is not None:
                    break
            if v is None:
                continue
            t = kb.fresh("t")
            kb.emit(f"{t} = {v.code}")
            vals.append(IVal(t, v.ref, v.dt))
        res = vals[-1]
        final["v"] = res
        kb.emit(f"tl.store(out_ptr + offs, {res.code}, mask=mask)")
    res = final["v"]
    guard = r.choice([0, 3])
    out = poisoned((n + guard,), res.dt)
    ref = np.array(out)
    ref[:n] = wrap_int(res.ref, res.dt)
    kb.ptr("out_ptr", out, res.dt, "out", Expect(ref))
    kb.params.insert(out_slot, kb.params.pop())
    kb.features.append(f"{steps} integer ops ending in {res.dt}, {state['style']}")
    return kb.case(seed, "intops", state["grid"], warps_for(r, block, 64))
