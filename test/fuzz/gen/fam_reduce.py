"""Reductions and scans over either axis of a 2-D tile: tl.sum/max/min,
argmax/argmin, tl.reduce and tl.associative_scan with jit combine functions,
tl.cumsum, a softmax (max, exp, sum, divide), on float or integer data, with
the reduced axis covered by one tile or walked by a loop with loop-carried
accumulators (a running carry for scans), and the kept axis walked one block
per program, persistently or by a while loop (nested loops)."""

import numpy as np

from gendata import float_data, matrix, pow2, ragged
from exprs import Chain, Val, acceptable, cast, rounding
from gencore import (FLOATS, UNIT, Expect, KernelBuilder, poisoned, promote_int, warps_for,
                     wrap_int)
from tiling import cdiv, tiles_1d

ONE_TILE_ONLY = ("argmax", "argmin", "softmax")
OUT_2D = ("cumsum", "scan_add", "softmax")


def _helpers(kb, ops):
    if "reduce_add" in ops or "scan_add" in ops:
        kb.helpers.append("def _add_combine(a, b):\n    return a + b")
    if "reduce_max" in ops:
        kb.helpers.append("def _max_combine(a, b):\n    return tl.maximum(a, b)")


def gen(seed, r, g):
    kb = KernelBuilder(r, "reduce_kernel")
    m, n = ragged(r, 1, 300), ragged(r, 1, 300)
    while m * n > 40000:
        m, n = max(1, m // 2), max(1, n // 2)
    axis = r.choice([0, 1])
    kept, red = (m, n) if axis == 1 else (n, m)
    is_int = r.random() < 0.25
    b_kept = pow2(r, 1, 64)
    one_tile = red <= 256 and r.random() < 0.5
    b_red = max(1, 1 << (red - 1).bit_length()) if one_tile else pow2(r, 1, 128)
    while b_kept * b_red > 8192 or b_kept * b_red < 16:
        b_kept = pow2(r, 1, 64)
    choices = ["sum", "max", "min", "sum", "cumsum", "reduce_add", "reduce_max", "scan_add",
               "mean", "argmax", "argmin", "softmax"]
    if is_int:
        choices = ["sum", "max", "min", "cumsum", "reduce_add", "scan_add", "argmax"]
    if not one_tile:
        choices = [c for c in choices if c not in ONE_TILE_ONLY]
    if b_red > 128:  # GPU scans are quadratic in the scanned length: keep them short
        choices = [c for c in choices if c not in ("cumsum", "scan_add")]
    ops = r.sample(sorted(set(choices)), r.choice([1, 1, 2]))
    if any(o in ("cumsum", "scan_add") for o in ops):
        while b_kept * b_red > 4096 and b_kept > 1:
            b_kept //= 2
    exact_f = any(o in ("argmax", "argmin") for o in ops)
    sums = any(o not in ("max", "min", "argmax", "argmin", "reduce_max") for o in ops)
    _helpers(kb, ops)

    # Inputs: X (M, N), maybe Y, a vector along the kept and one along the reduced axis.
    if is_int:
        dt = r.choice(["i32", "i32", "i8", "u8", "i16"])
        lo, hi = (0, 200) if dt == "u8" else (-100, 100)
        x = g.integers(lo, hi, size=(m, n)).astype(np.int64)
        sm, sn = (n + r.choice([0, 3]), 1)
        buf = np.zeros((m, sm), dtype=np.int64)
        buf[:, :n] = x
        x_buf = wrap_int(buf, dt)
        kb.ptr("x_ptr", x_buf, dt, "in")
        x_info = ("x_ptr", dt, x, sm, sn, False)
        mats = [x_info]
    else:
        mats = []
        for i in range(r.choice([1, 1, 2])):
            dt = r.choice(FLOATS)
            buf, vals, sm, sn = matrix(r, g, m, n, dt)
            kb.ptr(f"x{i}_ptr", buf, dt, "in")
            mats.append((f"x{i}_ptr", dt, vals, sm, sn, r.random() < 0.6))
    vecs = []
    if not is_int and r.random() < 0.4:
        which = r.choice(["kept", "red"])
        dt = r.choice(FLOATS)
        size = kept if which == "kept" else red
        buf, vals = float_data(r, g, (size,), dt)
        kb.ptr("v_ptr", buf, dt, "in")
        vecs.append((which, dt, vals))
    out_slot = len(kb.params)
    m_code, n_code = kb.size("M", m), kb.size("N", n)
    strides = [(kb.scalar(f"stride_{name[:-4]}m", sm), kb.scalar(f"stride_{name[:-4]}n", sn))
               for name, dt, vals, sm, sn, up in mats]
    bm, bn = (b_kept, b_red) if axis == 1 else (b_red, b_kept)
    bm_code, bn_code = kb.constexpr("BLOCK_M", bm), kb.constexpr("BLOCK_N", bn)
    kept_code, red_code = (m_code, n_code) if axis == 1 else (n_code, m_code)
    bk_code, br_code = (bm_code, bn_code) if axis == 1 else (bn_code, bm_code)
    ok, orr = ("offs_m", "offs_n") if axis == 1 else ("offs_n", "offs_m")

    def kx(v):  # a kept-axis vector expanded to the tile
        return f"{v}[:, None]" if axis == 1 else f"{v}[None, :]"

    def rx(v):
        return f"{v}[None, :]" if axis == 1 else f"{v}[:, None]"

    def kexp(a):  # numpy: a kept-axis array expanded to (M, N)
        return a[:, None] if axis == 1 else a[None, :]

    def rexp(a):
        return a[None, :] if axis == 1 else a[:, None]

    state = {}
    outs = {}  # op -> (code of the tile result, kind)
    loop_kind = None

    def tile_values():
        """Loads the tile at (offs_m, offs_n) and computes f; returns the Val of f
        (over the whole problem) and its neutralised code for reductions."""
        kb.emit(f"mask = (offs_m[:, None] < {m_code}) & (offs_n[None, :] < {n_code})")
        leaves = []
        neutral_other = None
        first_neutral = False  # whether leaves[0]'s masked lanes hold the op's identity
        for k, (name, dt, vals, sm, sn, up) in enumerate(mats):
            var = kb.fresh("x")
            other = "0"
            if is_int:
                other = r.choice(["0", None])
            elif len(ops) == 1 and ops[0] in ("max", "argmax") and r.random() < 0.5:
                other = "float(\"-inf\")"
                neutral_other = "-inf"
                first_neutral = first_neutral or k == 0
            elif len(ops) == 1 and ops[0] in ("min", "argmin") and r.random() < 0.5:
                other = "float(\"inf\")"
                neutral_other = "inf"
                first_neutral = first_neutral or k == 0
            ptr = f"{name} + offs_m[:, None] * {strides[k][0]} + offs_n[None, :] * {strides[k][1]}"
            load = f"tl.load({ptr}, mask=mask" + (f", other={other})" if other else ")")
            if up:
                load += ".to(tl.float32)"
            kb.emit(f"{var} = {load}")
            leaves.append(Val(var, vals, 0.0, ("fp32" if up else dt) if not is_int else dt))
        if is_int:
            f = leaves[0] if exact_f else _int_chain(kb, r, leaves, dt)
            if not one_tile and f.dt != "i32":
                name = kb.fresh("t")
                kb.emit(f"{name} = {f.code}.to(tl.int32)")
                f = Val(name, f.ref, 0.0, "i32")
            return f, True
        for which, dt, vals in vecs:
            kb.emit(f"v = tl.load(v_ptr + {ok if which == 'kept' else orr}, "
                    f"mask={ok if which == 'kept' else orr} < "
                    f"{kept_code if which == 'kept' else red_code}, other=0.0)")
            leaves.append(Val(kx("v") if which == "kept" else rx("v"),
                              kexp(vals) if which == "kept" else rexp(vals), 0.0, dt))
        if neutral_other and r.random() < 0.6:
            # masked lanes already hold the neutral value, unless only another leaf's do
            return leaves[0], not first_neutral
        v = Chain(kb, r, leaves).run(0 if exact_f else r.choice([0, 1, 2, 4]))
        if v.ref.shape != (m, n):
            v = leaves[0]
        # Sums accumulate in fp32 (the bounds assume it); max/min may stay narrow.
        if v.dt != "fp32" and (sums or r.random() < 0.5):
            name = kb.fresh("t")
            kb.emit(f"{name} = {v.code}.to(tl.float32)")
            v = Val(name, v.ref, v.err, "fp32")
        return v, True

    def reduce_into(f, need_where, acc_state):
        """Emits each op on the tile value f (Val); in loop mode, folds into
        accumulators."""
        for op in ops:
            neutral = {"sum": "0", "mean": "0", "reduce_add": "0", "cumsum": "0", "scan_add": "0",
                       "max": "-inf", "reduce_max": "-inf", "argmax": "-inf", "softmax": "-inf",
                       "min": "inf", "argmin": "inf"}[op]
            code = f.code
            if need_where:
                if is_int:
                    info = np.iinfo(np.dtype({"i8": np.int8, "u8": np.uint8, "i16": np.int16,
                                              "i32": np.int32}[f.dt]))
                    nv = {"0": "0", "-inf": str(info.min), "inf": str(info.max)}[neutral]
                else:
                    nv = {"0": "0.0", "-inf": "float(\"-inf\")", "inf": "float(\"inf\")"}[neutral]
                code = kb.fresh("w")
                kb.emit(f"{code} = tl.where(mask, {f.code}, {nv})")
            ax = f"axis={axis}"
            if op in ("sum", "mean"):
                expr = f"tl.sum({code}, {ax})"
            elif op == "max":
                expr = f"tl.max({code}, {ax})"
            elif op == "min":
                expr = f"tl.min({code}, {ax})"
            elif op == "reduce_add":
                expr = f"tl.reduce({code}, {axis}, _add_combine)"
            elif op == "reduce_max":
                expr = f"tl.reduce({code}, {axis}, _max_combine)"
            elif op in ("argmax", "argmin"):
                expr = f"tl.{op}({code}, {ax})"
            elif op == "cumsum":
                expr = f"tl.cumsum({code}, {ax})"
            elif op == "scan_add":
                expr = f"tl.associative_scan({code}, {axis}, _add_combine)"
            elif op == "softmax":
                kb.emit(f"mx = tl.max({code}, {ax})")
                kb.emit(f"e = tl.where(mask, tl.exp({f.code} - {kx('mx')}), 0.0)")
                kb.emit(f"s = tl.sum(e, {ax})")
                outs[op] = f"e / {kx('s')}"
                continue
            keep = (op not in OUT_2D and acc_state is None and r.random() < 0.2)
            if keep:
                expr = expr[:-1] + ", keep_dims=True)"
            res = kb.fresh("res")
            if acc_state is None:
                kb.emit(f"{res} = {expr}")
                outs[op] = (res, keep)
                continue
            acc = acc_state[op]
            if op in ("sum", "mean", "reduce_add"):
                kb.emit(f"{acc} += {expr}")
            elif op in ("max", "reduce_max"):
                kb.emit(f"{acc} = tl.maximum({acc}, {expr})")
            elif op == "min":
                kb.emit(f"{acc} = tl.minimum({acc}, {expr})")
            else:  # scans: the block's prefix plus the carry of the blocks before
                kb.emit(f"{res} = {expr} + {kx(acc)}")
                kb.emit(f"{acc} += tl.sum({code}, {ax})")
                outs[op] = (res, False)
                store_2d(op, res)

    def store_2d(op, code):
        kb.emit(f"tl.store({op}_ptr + offs_m[:, None] * stride_{op}m + offs_n[None, :], "
                f"{code}, mask=mask)")

    def store_1d(op, code, keep):
        if keep:
            kb.emit(f"tl.store({op}_ptr + {kx(ok)}, {code}, mask={kx(ok)} < {kept_code})")
        else:
            kb.emit(f"tl.store({op}_ptr + {ok}, {code}, mask={ok} < {kept_code})")

    acc_dt = "tl.int32" if is_int else "tl.float32"
    f_holder = {}
    with tiles_1d(kb, r, kept_code, bk_code, cdiv(kept, b_kept), state) as blk:
        kb.emit(f"{ok} = {blk} * {bk_code} + tl.arange(0, {bk_code})")
        if one_tile:
            kb.emit(f"{orr} = tl.arange(0, {br_code})")
            f, need_where = tile_values()
            f_holder["f"] = f
            reduce_into(f, need_where, None)
            for op in ops:
                if op == "softmax":
                    store_2d(op, outs[op])
                elif op in OUT_2D:
                    store_2d(op, outs[op][0])
                else:
                    res, keep = outs[op]
                    if op == "mean":
                        res = f"{res} / {red_code}"
                    store_1d(op, res, keep)
        else:
            loop_kind = r.choice(["for", "for", "while"])
            accs = {}
            for op in ops:
                acc = f"acc_{op}"
                init = {"sum": "tl.zeros", "mean": "tl.zeros", "reduce_add": "tl.zeros",
                        "cumsum": "tl.zeros", "scan_add": "tl.zeros"}.get(op)
                if init:
                    kb.emit(f"{acc} = tl.zeros([{bk_code}], dtype={acc_dt})")
                else:
                    lim = ("-2147483648" if is_int else "float(\"-inf\")") if op != "min" else (
                        "2147483647" if is_int else "float(\"inf\")")
                    kb.emit(f"{acc} = tl.full([{bk_code}], {lim}, {acc_dt})")
                accs[op] = acc
            if loop_kind == "for":
                header = f"for start in range(0, {red_code}, {br_code}):"
                with kb.block(header):
                    kb.emit(f"{orr} = start + tl.arange(0, {br_code})")
                    f, need_where = tile_values()
                    reduce_into(f, need_where, accs)
            else:
                kb.emit("start = 0")
                with kb.block(f"while start < {red_code}:"):
                    kb.emit(f"{orr} = start + tl.arange(0, {br_code})")
                    f, need_where = tile_values()
                    reduce_into(f, need_where, accs)
                    kb.emit(f"start += {br_code}")
            f_holder["f"] = f
            for op in ops:
                if op in OUT_2D:
                    continue
                res = accs[op]
                if op == "mean":
                    res = f"{res} / {red_code}"
                store_1d(op, res, False)
        kb.features.append(f"{state['style']}, axis {axis}, "
                           f"{'one tile' if one_tile else loop_kind + ' loop'}: {'+'.join(ops)}")

    # Outputs and references.
    f = f_holder["f"]
    for op in ops:
        _add_output(kb, r, op, f, axis, m, n, kept, red, is_int, one_tile)
    params = kb.params
    # Output pointers go after the input pointers, before the sizes.
    moved = [p for p in params[out_slot:] if p[0].endswith("_ptr")]
    rest = [p for p in params[out_slot:] if not p[0].endswith("_ptr")]
    kb.params = params[:out_slot] + moved + rest
    return kb.case(seed, "reduce", state["grid"], warps_for(r, bm * bn, 64))


def _int_chain(kb, r, leaves, dt):
    """A little exact integer arithmetic on the loaded ints (small values)."""
    x = leaves[0]
    c = r.choice([1, 2, 3, -1])
    k = r.random()
    if k < 0.3:
        return x
    t = kb.fresh("t")
    if k < 0.6:
        kb.emit(f"{t} = {x.code}.to(tl.int32) * {c}")
        return Val(t, x.ref * c, 0.0, "i32")
    kb.emit(f"{t} = {x.code} - ({x.code} >> 2)")
    # A shift by a Python int promotes with i32 (Triton's bitwise type rule).
    return Val(t, x.ref - (x.ref.astype(np.int64) >> 2), 0.0, promote_int(dt, "i32"))


def _add_output(kb, r, op, f, axis, m, n, kept, red, is_int, one_tile):
    x = f.ref if f.ref.shape == (m, n) else np.broadcast_to(f.ref, (m, n))
    e = np.broadcast_to(f.err, (m, n))
    if op in OUT_2D:
        if op == "softmax":
            mx = x.max(axis=axis, keepdims=True)
            ex = np.exp(x - mx)
            y = ex / ex.sum(axis=axis, keepdims=True)
            emax = e.max(axis=axis, keepdims=True)
            bound = y * (2 * emax + (24 + 2 * np.abs(x - mx) + red) * UNIT["fp32"])
        elif is_int:
            y = np.cumsum(x.astype(np.int64), axis=axis)
            if op == "scan_add":  # a jit combine keeps the type (tl.cumsum widens)
                y = wrap_int(y, f.dt)
            bound = None
        else:
            y = np.cumsum(x, axis=axis)
            idx = np.arange(1, red + 1, dtype=np.float64)
            idx = idx[None, :] if axis == 1 else idx[:, None]
            bound = np.cumsum(e, axis=axis) + (idx + 2) * UNIT["fp32"] * np.cumsum(np.abs(x), axis)
        out_dt = "i32" if is_int else _out_dt(r, y, bound)
        ld = n + r.choice([0, 0, 3, 16])
        buf = poisoned((m, ld), out_dt)
        if is_int:
            ref = np.array(buf)
            ref[:, :n] = wrap_int(y, "i32")
            kb.ptr(f"{op}_ptr", buf, out_dt, "out", Expect(ref))
        else:
            ref = np.full((m, ld), np.nan)
            ref[:, :n] = y
            b = np.zeros((m, ld))
            b[:, :n] = bound + rounding(y, out_dt) if out_dt != "fp32" else bound
            kb.ptr(f"{op}_ptr", buf, out_dt, "out", Expect(ref, b))
        kb.scalar(f"stride_{op}m", ld)
        return
    guard = r.choice([0, 0, 2, 9])
    if op in ("argmax", "argmin"):
        idx = (np.argmax if op == "argmax" else np.argmin)(x, axis=axis).astype(np.int64)
        exact = f.exact() if not is_int else True
        buf = poisoned((kept + guard,), "i32")
        ref = np.array(buf)
        ref[:kept] = idx
        # An index is only defined when f is exact (no near-ties to break differently).
        kb.ptr(f"{op}_ptr", buf, "i32", "out", Expect(ref) if exact else None)
        return
    if op in ("max", "reduce_max", "min"):
        y = x.max(axis=axis) if op != "min" else x.min(axis=axis)
        bound = e.max(axis=axis)
    else:
        y = x.sum(axis=axis, dtype=np.int64 if is_int else np.float64)
        bound = None if is_int else (e.sum(axis=axis) + (red + 2) * UNIT["fp32"] *
                                     np.abs(x).sum(axis=axis))
        if op == "mean":
            y = y / red
            bound = bound / red + 2 * UNIT["fp32"] * np.abs(y)
    if is_int:
        if op == "reduce_add":  # a jit combine keeps the type (tl.sum widens)
            y = wrap_int(y, f.dt)
        buf = poisoned((kept + guard,), "i32")
        ref = np.array(buf)
        ref[:kept] = wrap_int(y, "i32")
        kb.ptr(f"{op}_ptr", buf, "i32", "out", Expect(ref))
        return
    out_dt = _out_dt(r, y, bound)
    buf = poisoned((kept + guard,), out_dt)
    ref = np.concatenate([y, np.full(guard, np.nan)])
    b = bound + (rounding(y, out_dt) if out_dt != "fp32" else 0.0)
    kb.ptr(f"{op}_ptr", buf, out_dt, "out", Expect(ref, np.concatenate([b, np.zeros(guard)])))


def _out_dt(r, y, bound):
    v = Val("y", y, bound, "fp32")
    ok = [d for d in FLOATS if acceptable(cast(v, d))]
    return r.choice(ok) if ok else "fp32"
