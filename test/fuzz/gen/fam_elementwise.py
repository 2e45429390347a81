"""Element-wise kernels: random float math over 1-D vectors or 2-D strided
matrices (with row and column vectors broadcast into them), ragged sizes with
masked loads and stores, walked one tile per program, persistently, by a
`while` loop, or with loop-carried pointers advanced each iteration."""

import numpy as np

from gendata import float_data, matrix, out_matrix, pow2, ragged
from exprs import Chain, Val, acceptable, binary, cast
from gencore import FLOATS, TL_DTYPE, Expect, KernelBuilder, poisoned, warps_for
from tiling import cdiv, tiles_1d, tiles_2d


def _store_value(kb, r, v, out_dt):
    """The stored expression (implicit or explicit conversion) and the Val the
    buffer will hold."""
    stored = cast(v, out_dt, code=v.code)
    if out_dt != v.dt and r.random() < 0.5:
        return f"{v.code}.to({TL_DTYPE[out_dt]})", stored
    return v.code, stored


def _out_dtype(r, v):
    ok = [d for d in FLOATS if acceptable(cast(v, d))]
    return r.choice(ok) if ok else "fp32"


def _leaf_dtype(r):
    return r.choices(["fp32", "fp16", "bf16", "fp64"], weights=[4, 4, 4, 1])[0]


def _offsets(kb, r, blk, block_code):
    """offs of block `blk`, sometimes with 64-bit arithmetic or with the
    (true) tl.multiple_of / tl.max_contiguous hints."""
    k = r.random()
    if k < 0.2:
        kb.features.append("i64 offsets")
        kb.emit(f"offs = {blk}.to(tl.int64) * {block_code} + tl.arange(0, {block_code})")
    elif k < 0.4:
        kb.features.append("multiple_of/max_contiguous hints")
        kb.emit(f"start = tl.multiple_of({blk} * {block_code}, {block_code})")
        kb.emit(f"offs = tl.max_contiguous(start + tl.arange(0, {block_code}), {block_code})")
    else:
        kb.emit(f"offs = {blk} * {block_code} + tl.arange(0, {block_code})")


def gen_1d(seed, r, g):
    kb = KernelBuilder(r, "ew1d_kernel")
    n = ragged(r, 1, 20000)
    block = pow2(r, 16, 2048)
    inputs = []
    for i in range(r.randint(1, 3)):
        dt = _leaf_dtype(r)
        buf, vals = float_data(r, g, (n,), dt)
        inputs.append((kb.ptr(f"x{i}_ptr", buf, dt, "in"), dt, vals,
                       dt != "fp64" and r.random() < 0.4))
    out_slot = len(kb.params)
    n_code = kb.size("n", n)
    block_code = kb.constexpr("BLOCK", block)
    carried = r.random() < 0.3
    # A second output: each block's sum, stored as a scalar per block.
    partial = not carried and r.random() < 0.25
    state = {}

    def body(offs_code, blk=None):
        kb.emit(f"mask = {offs_code} < {n_code}")
        leaves = []
        for name, dt, vals, up in inputs:
            var = kb.fresh("x")
            ptr = f"{name[:-4]}_ptrs" if carried else f"{name} + {offs_code}"
            other = r.choice(["0.0", "1.0", None])
            load = f"tl.load({ptr}, mask=mask" + (f", other={other})" if other else ")")
            if up:
                load += ".to(tl.float32)"
            kb.emit(f"{var} = {load}")
            leaves.append(Val(var, vals, 0.0, "fp32" if up else dt))
        idx = np.arange(n)
        conds = [(f"{offs_code} % 3 == 0", idx % 3 == 0)] if r.random() < 0.3 else []
        v = Chain(kb, r, leaves, conds).run(r.randint(1, 6))
        out_dt = _out_dtype(r, v)
        code, stored = _store_value(kb, r, v, out_dt)
        ptr = "out_ptrs" if carried else f"out_ptr + {offs_code}"
        kb.emit(f"tl.store({ptr}, {code}, mask=mask)")
        if partial:
            kb.emit(f"s = tl.sum(tl.where(mask, {v.code}.to(tl.float32), 0.0))")
            kb.emit(f"tl.store(part_ptr + {blk}, s, mask={blk} * {block_code} < {n_code})")
        return out_dt, stored, v

    if carried:
        # Each program walks ITERS consecutive blocks with pointers advanced in the loop.
        iters = r.randint(1, 5)
        num = cdiv(n, block * iters)
        state["grid"] = (num,)
        kb.emit("pid = tl.program_id(0)")
        kind = r.choice(["const", "static", "runtime", "tl.range"])
        it = kb.constexpr("ITERS", iters) if kind != "runtime" else kb.scalar("iters", iters)
        kb.emit(f"offs = pid * ({block_code} * {it}) + tl.arange(0, {block_code})")
        for name, *_ in inputs:
            kb.emit(f"{name[:-4]}_ptrs = {name} + offs")
        kb.emit("out_ptrs = out_ptr + offs")
        unroll = f", loop_unroll_factor={r.choice([2, 4])}" if r.random() < 0.3 else ""
        header = {"const": f"for i in range({it}):", "static": f"for i in tl.static_range({it}):",
                  "runtime": f"for i in range(0, {it}):",
                  "tl.range": f"for i in tl.range(0, {it}, num_stages={r.randint(1, 4)}{unroll}):"
                  }[kind]
        with kb.block(header):
            out_dt, stored, v = body("offs")
            kb.emit(f"offs += {block_code}")
            for name, *_ in inputs:
                kb.emit(f"{name[:-4]}_ptrs += {block_code}")
            kb.emit(f"out_ptrs += {block_code}")
        kb.features.append(f"loop-carried pointers ({kind})")
    else:
        with tiles_1d(kb, r, n_code, block_code, cdiv(n, block), state) as blk:
            _offsets(kb, r, blk, block_code)
            out_dt, stored, v = body("offs", blk)
        kb.features.append(state["style"])
    guard = r.choice([0, 0, 1, 7, 32])
    ref = np.concatenate([stored.ref, np.full(guard, np.nan)])
    bound = np.concatenate([stored.err, np.zeros(guard)])
    kb.ptr("out_ptr", poisoned((n + guard,), out_dt), out_dt, "out", Expect(ref, bound))
    if partial:
        nb = cdiv(n, block)
        pad = np.zeros(nb * block)
        pad[:n] = v.ref
        epad = np.zeros(nb * block)
        epad[:n] = v.err
        sums = pad.reshape(nb, block).sum(axis=1)
        sb = (epad.reshape(nb, block).sum(axis=1)
              + (block + 2) * 2.0**-24 * np.abs(pad).reshape(nb, block).sum(axis=1))
        kb.ptr("part_ptr", poisoned((nb + 2,), "fp32"), "fp32", "out",
               Expect(np.concatenate([sums, [np.nan, np.nan]]), np.concatenate([sb, [0, 0]])))
        kb.features.append("per-block scalar sums")
    moved = [p for p in kb.params[out_slot:] if p[0].endswith("_ptr")]
    rest = [p for p in kb.params[out_slot:] if not p[0].endswith("_ptr")]
    kb.params = kb.params[:out_slot] + moved + rest
    return kb.case(seed, "elementwise1d", state["grid"], warps_for(r, block, 64))


def gen_2d(seed, r, g):
    kb = KernelBuilder(r, "ew2d_kernel")
    m, n = ragged(r, 1, 300), ragged(r, 1, 300)
    while m * n > 40000:
        m, n = max(1, m // 2), max(1, n // 2)
    bm = pow2(r, 1, 128)
    bn = pow2(r, 1, 128)
    while bm * bn > 8192 or bm * bn < 16:
        bm, bn = pow2(r, 1, 128), pow2(r, 1, 128)
    mats, rows, cols = [], [], []
    for i in range(r.randint(1, 3)):
        dt = _leaf_dtype(r)
        buf, vals, sm, sn = matrix(r, g, m, n, dt)
        name = kb.ptr(f"x{i}_ptr", buf, dt, "in")
        mats.append((name, dt, vals, sm, sn, dt != "fp64" and r.random() < 0.4))
    for vec, size, lst in (("r", n, rows), ("c", m, cols)):
        if r.random() < 0.35:
            dt = r.choice(FLOATS)
            buf, vals = float_data(r, g, (size,), dt)
            lst.append((kb.ptr(f"{vec}0_ptr", buf, dt, "in"), dt, vals))
    out_slot = len(kb.params)
    m_code, n_code = kb.size("M", m), kb.size("N", n)
    strides = []
    for name, dt, vals, sm, sn, up in mats:
        base = name[:-4]
        strides.append((kb.scalar(f"stride_{base}m", sm), kb.scalar(f"stride_{base}n", sn)))
    out_dt_choice = {}
    bm_code, bn_code = kb.constexpr("BLOCK_M", bm), kb.constexpr("BLOCK_N", bn)
    state = {}
    carried = r.random() < 0.3

    def body(om, on, ptrs=None):
        kb.emit(f"mask = ({om}[:, None] < {m_code}) & ({on}[None, :] < {n_code})")
        leaves = []
        for k, (name, dt, vals, sm, sn, up) in enumerate(mats):
            var = kb.fresh("x")
            form = "plain" if ptrs else r.choice(["plain", "plain", "plain", "trans", "reshape"])
            if form == "trans":
                # the transposed tile, loaded [BLOCK_N, BLOCK_M] and tl.trans'ed back
                ptr = (f"{name} + {on}[:, None] * {strides[k][1]} + "
                       f"{om}[None, :] * {strides[k][0]}")
                kb.emit(f"{var}t = tl.load({ptr}, mask=({on}[:, None] < {n_code}) & "
                        f"({om}[None, :] < {m_code}), other=0.0)")
                load = f"tl.trans({var}t)"
            else:
                ptr = ptrs[k] if ptrs else (f"{name} + {om}[:, None] * {strides[k][0]} + "
                                            f"{on}[None, :] * {strides[k][1]}")
                load = f"tl.load({ptr}, mask=mask, other=0.0)"
                if form == "reshape":  # flattened and back: the same elements in order
                    load = (f"tl.reshape(tl.reshape({load}, ({bm_code} * {bn_code},)), "
                            f"({bm_code}, {bn_code}))")
            if form != "plain":
                kb.features.append(f"{form} leaf")
            kb.emit(f"{var} = {load}.to(tl.float32)" if up else f"{var} = {load}")
            leaves.append(Val(var, vals, 0.0, "fp32" if up else dt))
        for name, dt, vals in rows:
            kb.emit(f"rv = tl.load({name} + {on}, mask={on} < {n_code}, other=0.0)")
            code = r.choice(["rv[None, :]", "tl.expand_dims(rv, 0)",
                             f"tl.broadcast_to(rv[None, :], ({bm_code}, {bn_code}))"])
            leaves.append(Val(code, vals[None, :] if "broadcast" not in code else
                              np.broadcast_to(vals[None, :], (m, n)), 0.0, dt))
        for name, dt, vals in cols:
            kb.emit(f"cv = tl.load({name} + {om}, mask={om} < {m_code}, other=0.0)")
            code = r.choice(["cv[:, None]", "tl.expand_dims(cv, 1)"])
            leaves.append(Val(code, vals[:, None], 0.0, dt))
        ii, jj = np.meshgrid(np.arange(m), np.arange(n), indexing="ij")
        conds = []
        if r.random() < 0.3:
            conds.append((f"{om}[:, None] < {on}[None, :]", ii < jj))
        if r.random() < 0.3:
            conds.append((f"({om}[:, None] + {on}[None, :]) % 2 == 0", (ii + jj) % 2 == 0))
        v = Chain(kb, r, leaves, conds).run(r.randint(1, 6))
        if v.ref.shape != (m, n):
            full = leaves[0]
            s = binary("+", v, full)
            if s is None or not acceptable(s):
                v = full
            else:
                name = kb.fresh("t")
                kb.emit(f"{name} = {s.code}")
                v = Val(name, s.ref, s.err, s.dt)
        if "dt" not in out_dt_choice:
            out_dt_choice["dt"] = _out_dtype(r, v)
        code, stored = _store_value(kb, r, v, out_dt_choice["dt"])
        kb.emit(f"tl.store(out_ptr + {om}[:, None] * stride_om + {on}[None, :], {code}, "
                "mask=mask)")
        return stored

    if carried:
        # One program per row block; an inner loop over column blocks with
        # loop-carried pointers and column offsets.
        state["grid"] = (cdiv(m, bm),)
        kb.emit("pid_m = tl.program_id(0)")
        kb.emit(f"offs_m = pid_m * {bm_code} + tl.arange(0, {bm_code})")
        kb.emit(f"offs_n = tl.arange(0, {bn_code})")
        ptrs = []
        for k, (name, *_rest) in enumerate(mats):
            p = f"{name[:-4]}_ptrs"
            kb.emit(f"{p} = {name} + offs_m[:, None] * {strides[k][0]} + "
                    f"offs_n[None, :] * {strides[k][1]}")
            ptrs.append(p)
        with kb.block(f"for j in range(0, tl.cdiv({n_code}, {bn_code})):"):
            stored = body("offs_m", "offs_n", ptrs)
            for k, p in enumerate(ptrs):
                kb.emit(f"{p} += {bn_code} * {strides[k][1]}")
            kb.emit(f"offs_n += {bn_code}")
        kb.features.append("row blocks, inner column loop with loop-carried pointers")
    else:
        with tiles_2d(kb, r, m_code, n_code, bm_code, bn_code, cdiv(m, bm), cdiv(n, bn),
                      state) as (pm, pn):
            kb.emit(f"offs_m = {pm} * {bm_code} + tl.arange(0, {bm_code})")
            kb.emit(f"offs_n = {pn} * {bn_code} + tl.arange(0, {bn_code})")
            stored = body("offs_m", "offs_n")
        kb.features.append(state["style"])
    out_dt = out_dt_choice["dt"]
    out, ld = out_matrix(r, m, n, out_dt)
    ref = np.full(out.shape, np.nan)
    ref[:, :n] = stored.ref
    bound = np.zeros(out.shape)
    bound[:, :n] = stored.err
    kb.ptr("out_ptr", out, out_dt, "out", Expect(ref, bound))
    kb.params.insert(out_slot, kb.params.pop())
    kb.scalar("stride_om", ld)
    return kb.case(seed, "elementwise2d", state["grid"], warps_for(r, bm * bn, 64))
