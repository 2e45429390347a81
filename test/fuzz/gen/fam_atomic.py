"""Atomics whose result does not depend on the order the programs run in:
integer adds/max/min/and/or/xor into bins indexed by u8 codes (mostly >= 128)
or i32 codes, float max/min into bins, float adds and exchanges where every
element gets exactly one contribution (through a permutation: the returned old
values are then defined too), and split accumulation of integer-valued floats
or ints from several programs into one 2-D tile (sums exact in any order)."""

import numpy as np

from gendata import pow2, ragged
from gencore import Expect, KernelBuilder, poisoned, warps_for, wrap_int
from tiling import cdiv, tiles_1d

SEM = ("", "", ", sem=\"relaxed\"", ", sem=\"acq_rel\", scope=\"gpu\"")


def gen(seed, r, g):
    kind = r.choice(["bins", "bins", "once", "split"])
    if kind == "bins":
        return _bins(seed, r, g)
    if kind == "once":
        return _once(seed, r, g)
    return _split(seed, r, g)


def _codes(r, g, n, nbins):
    if nbins == 256 and r.random() < 0.8:
        return g.integers(128, 256, size=n).astype(np.uint8), "u8"
    return g.integers(0, nbins, size=n).astype(np.int32), "i32"


def _bins(seed, r, g):
    kb = KernelBuilder(r, "bins_kernel")
    n = ragged(r, 1, 20000)
    block = pow2(r, 16, 1024)
    nbins = r.choice([256, 256, 17, 64])
    codes, cdt = _codes(r, g, n, nbins)
    if cdt == "u8" and r.random() < 0.5:
        # mostly high codes, some low: the u8 offsets must be zero-extended
        low = g.random(n) < 0.2
        codes[low] = g.integers(0, 128, size=int(low.sum()))
    op = r.choice(["add1", "add", "max", "min", "or", "xor", "and", "fmax", "fmin"])
    kb.ptr("codes_ptr", codes, cdt, "in")
    float_op = op in ("fmax", "fmin")
    vdt = "fp32" if float_op else "i32"
    if op != "add1":
        if float_op:
            vals = (g.random(n) * 8 - 4).astype(np.float32)
        elif op in ("or", "xor", "and"):
            vals = g.integers(-2**31, 2**31, size=n).astype(np.int64).astype(np.int32)
        else:
            vals = g.integers(-1000, 1000, size=n).astype(np.int32)
        kb.ptr("vals_ptr", vals, vdt, "in")
    guard = r.choice([0, 3])
    if float_op:
        init = (g.random(nbins + guard) * 8 - 4).astype(np.float32)
    elif op == "and":
        init = np.full(nbins + guard, -1, dtype=np.int32)
    else:
        init = g.integers(-50, 50, size=nbins + guard).astype(np.int32)
    ref = init.astype(np.float64 if float_op else np.int64).copy()
    c = codes.astype(np.int64)
    if op == "add1":
        np.add.at(ref, c, 1)
    elif op == "add":
        np.add.at(ref, c, vals.astype(np.int64))
    elif op in ("max", "fmax"):
        np.maximum.at(ref, c, vals.astype(ref.dtype))
    elif op in ("min", "fmin"):
        np.minimum.at(ref, c, vals.astype(ref.dtype))
    else:
        fn = {"or": np.bitwise_or, "xor": np.bitwise_xor, "and": np.bitwise_and}[op]
        fn.at(ref, c, vals.astype(np.int64))
    expect = Expect(ref if float_op else wrap_int(ref, "i32"))
    kb.ptr("bins_ptr", init, vdt, "inout", expect)
    counters = r.random() < 0.35
    n_code = kb.size("n", n)
    b_code = kb.constexpr("BLOCK", block)
    state = {}
    with tiles_1d(kb, r, n_code, b_code, cdiv(n, block), state) as blk:
        kb.emit(f"offs = {blk} * {b_code} + tl.arange(0, {b_code})")
        kb.emit(f"mask = offs < {n_code}")
        kb.emit("codes = tl.load(codes_ptr + offs, mask=mask, other=0)")
        if cdt == "u8" and r.random() < 0.3:
            kb.emit("codes = codes.to(tl.int32)")
        value = "1"
        if op != "add1":
            kb.emit("v = tl.load(vals_ptr + offs, mask=mask)")
            value = "v"
        fn = {"add1": "atomic_add", "add": "atomic_add", "max": "atomic_max", "min": "atomic_min",
              "or": "atomic_or", "xor": "atomic_xor", "and": "atomic_and", "fmax": "atomic_max",
              "fmin": "atomic_min"}[op]
        kb.emit(f"tl.{fn}(bins_ptr + codes, {value}, mask=mask{r.choice(SEM)})")
        if counters:
            # Scalar atomics: once per program and block, whatever the warps.
            kb.emit("tl.atomic_add(count_ptr, 1)")
            kb.emit("tl.atomic_add(count_ptr + 1, tl.sum(mask.to(tl.int32)))")
            kb.emit(f"tl.atomic_max(count_ptr + 2, {blk}{r.choice(SEM)})")
            # The old values of a scalar atomic are tickets 0, 1, ...: their sum is fixed.
            kb.emit("ticket = tl.atomic_add(count_ptr + 3, 1)")
            kb.emit("tl.atomic_add(count_ptr + 4, ticket)")
    if counters:
        blocks = state["grid"][0] if state["style"] == "grid" else cdiv(n, block)
        init = np.array([0, 0, -1, 0, 0, 12345], dtype=np.int32)
        kb.ptr("count_ptr", init, "i32", "inout",
               Expect(np.array([blocks, n, blocks - 1, blocks, blocks * (blocks - 1) // 2, 12345],
                               dtype=np.int32)))
        kb.features.append("scalar counters")
    kb.features.append(f"{op} into {nbins} bins by {cdt} codes, {state['style']}")
    return kb.case(seed, "atomic", state["grid"], warps_for(r, block, 64))


def _once(seed, r, g):
    kb = KernelBuilder(r, "scatter_once_kernel")
    n = ragged(r, 1, 20000)
    block = pow2(r, 16, 1024)
    dt = r.choice(["fp32", "fp32", "i32"])
    op = r.choice(["add", "add", "xchg"])
    perm = g.permutation(n).astype(np.int32)
    if dt == "fp32":
        x = (g.random(n) * 4 - 2).astype(np.float32)
        base = (g.random(n) * 4 - 2).astype(np.float32)
    else:
        x = g.integers(-10**6, 10**6, size=n).astype(np.int32)
        base = g.integers(-10**6, 10**6, size=n).astype(np.int32)
    kb.ptr("perm_ptr", perm, "i32", "in")
    kb.ptr("x_ptr", x, dt, "in")
    new = base.copy()
    if op == "add":
        new[perm] = base[perm] + x  # one fp32 rounding per element, as the atomic does
    else:
        new[perm] = x
    old = base[perm]
    store_old = r.random() < 0.7

    def exp(a, guard=0):
        if dt == "fp32":
            return Expect(np.concatenate([a.astype(np.float64), np.full(guard, np.nan)]))
        return Expect(np.concatenate([a, np.full(guard, np.iinfo(np.int32).min, np.int32)]))

    kb.ptr("out_ptr", base, dt, "inout", exp(new))
    guard = r.choice([0, 5])
    if store_old:
        kb.ptr("old_ptr", poisoned((n + guard,), dt), dt, "out", exp(old, guard))
    n_code = kb.size("n", n)
    b_code = kb.constexpr("BLOCK", block)
    state = {}
    with tiles_1d(kb, r, n_code, b_code, cdiv(n, block), state) as blk:
        kb.emit(f"offs = {blk} * {b_code} + tl.arange(0, {b_code})")
        kb.emit(f"mask = offs < {n_code}")
        kb.emit("p = tl.load(perm_ptr + offs, mask=mask, other=0)")
        kb.emit("x = tl.load(x_ptr + offs, mask=mask)")
        fn = "atomic_add" if op == "add" else "atomic_xchg"
        kb.emit(f"old = tl.{fn}(out_ptr + p, x, mask=mask{r.choice(SEM)})")
        if store_old:
            kb.emit("tl.store(old_ptr + offs, old, mask=mask)")
    kb.features.append(f"{dt} {op} once per element through a permutation, {state['style']}")
    return kb.case(seed, "atomic", state["grid"], warps_for(r, block, 64))


def _split(seed, r, g):
    kb = KernelBuilder(r, "split_accumulate_kernel")
    parts = r.randint(1, 6)
    m, n = ragged(r, 1, 100), ragged(r, 1, 100)
    bm, bn = pow2(r, 1, 64), pow2(r, 1, 64)
    while bm * bn > 4096 or bm * bn < 16:
        bm, bn = pow2(r, 1, 64), pow2(r, 1, 64)
    dt = r.choice(["fp32", "i32"])
    x = g.integers(-64, 65, size=(parts, m, n))
    xs = x.astype(np.float32 if dt == "fp32" else np.int32)
    init = g.integers(-64, 65, size=(m, n)).astype(xs.dtype)
    kb.ptr("x_ptr", xs, dt, "in")
    total = init.astype(np.int64) + x.sum(axis=0)
    kb.ptr("out_ptr", init, dt, "inout",
           Expect(total.astype(np.float64) if dt == "fp32" else wrap_int(total, "i32")))
    m_code, n_code = kb.size("M", m), kb.size("N", n)
    bm_c, bn_c = kb.constexpr("BLOCK_M", bm), kb.constexpr("BLOCK_N", bn)
    kb.emit("part = tl.program_id(0)")
    kb.emit("pid_m = tl.program_id(1)")
    kb.emit("pid_n = tl.program_id(2)")
    kb.emit(f"offs_m = pid_m * {bm_c} + tl.arange(0, {bm_c})")
    kb.emit(f"offs_n = pid_n * {bn_c} + tl.arange(0, {bn_c})")
    kb.emit(f"mask = (offs_m[:, None] < {m_code}) & (offs_n[None, :] < {n_code})")
    kb.emit(f"offs = offs_m[:, None] * {n_code} + offs_n[None, :]")
    kb.emit(f"x = tl.load(x_ptr + part * {m_code} * {n_code} + offs, mask=mask, other=0)")
    kb.emit(f"tl.atomic_add(out_ptr + offs, x, mask=mask{r.choice(SEM)})")
    kb.features.append(f"{dt} split accumulation of {parts} parts (3-D grid)")
    return kb.case(seed, "atomic", (parts, cdiv(m, bm), cdiv(n, bn)), warps_for(r, bm * bn, 64))
