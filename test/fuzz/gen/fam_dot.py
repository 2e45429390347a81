"""Matrix products: tl.dot over fp16/bf16 (fp32 accumulation) and fp32 (tf32
by default, or an explicit input_precision) tiles with M, N in {16..128} and
K in {16, 32, 64}; ragged M, N, K (masks with other=0.0 on K; rows and columns
masked or wrapped with % as in kernels/matmul.py); row- or column-major
operands, B possibly stored transposed and tl.trans'ed; K loops of several
shapes (cdiv trip count with loop-carried pointers advanced by BLOCK_K *
stride, a stepped range with recomputed pointers, tl.range with num_stages, a
while loop, a static_range over a constexpr K) inside one tile per program or
persistent tile loops; an epilogue of scaling, bias and element-wise math,
and per-tile row sums of the result as a second output."""

import numpy as np

from gendata import float_data, matrix, out_matrix, ragged
from exprs import Chain, Val, acceptable, binary, cast
from gencore import (FLOATS, TINY, TL_DTYPE, UNIT, Expect, KernelBuilder, poisoned, quantize,
                     warps_for)
from tiling import cdiv, tiles_2d

TF32_OPERAND = 2.0**-9   # both operands rounded (or truncated) to tf32
ACC_UNIT = 2.0**-22      # fp32 accumulation, with slack for matrix units' internal order


def gen(seed, r, g):
    kb = KernelBuilder(r, "dot_kernel")
    store_dt = r.choice(["fp16", "fp16", "bf16", "bf16", "fp32", "fp32", "i8"])
    is_int = store_dt == "i8"  # int8 dot, i32 accumulation, exact
    dot_dt = store_dt
    if store_dt == "fp32" and r.random() < 0.3:
        dot_dt = r.choice(["fp16", "bf16"])  # loaded as fp32, cast before the dot
    precision = None
    if dot_dt == "fp32":
        precision = r.choice([None, None, "ieee", "tf32", "tf32x3"])
    while True:
        bm, bn = r.choice([16, 32, 64, 128]), r.choice([16, 32, 64, 128])
        bk = r.choice([16, 32, 64])
        if bm * bn <= 8192 and bm * bk <= 8192 and bk * bn <= 8192:
            break
    m, n, k = ragged(r, 1, 260), ragged(r, 1, 260), ragged(r, 1, 200)
    while m * n > 40000:
        m, n = max(1, m // 2), max(1, n // 2)
    # A second dot of the (cast) result with D (N x P), attention-style: the
    # first dot's N must fit one tile, as it is the second one's K.
    chain2 = not is_int and r.random() < 0.25
    if chain2:
        bp = r.choice([16, 32, 64])
        while bn * bp > 8192:
            bp //= 2
        n, p = ragged(r, 1, bn), ragged(r, 1, bp)
    b_trans = r.random() < 0.3
    kind = "int8" if is_int else r.choice(["signed", "signed", "normal", "small_int"])
    a_buf, a_vals, sam, sak = matrix(r, g, m, k, store_dt, kind)
    if b_trans:
        bt_buf, bt_vals, sbn, sbk = matrix(r, g, n, k, store_dt, kind)
        b_buf, b_vals = bt_buf, bt_vals.T
    else:
        b_buf, b_vals, sbk, sbn = matrix(r, g, k, n, store_dt, kind)
    if chain2:
        d_buf, d_vals, sdn, sdp = matrix(r, g, n, p, store_dt, kind)
    if dot_dt != store_dt:
        a_vals = quantize(a_vals, dot_dt)[1]
        b_vals = quantize(b_vals, dot_dt)[1]
        if chain2:
            d_vals = quantize(d_vals, dot_dt)[1]
    kb.ptr("a_ptr", a_buf, store_dt, "in")
    kb.ptr("b_ptr", b_buf, store_dt, "in")
    if chain2:
        kb.ptr("d_ptr", d_buf, store_dt, "in")
    bias = None
    if not is_int and r.random() < 0.35:
        bdt = r.choice(FLOATS)
        bias_buf, bias = float_data(r, g, (n,), bdt)
        bias = (bias, bdt)
        kb.ptr("bias_ptr", bias_buf, bdt, "in")
    out_slot = len(kb.params)
    k_const = r.random() < 0.25
    m_code = kb.size("M", m)
    n_code = kb.size("N", n)
    k_code = kb.constexpr("K", k) if k_const else kb.scalar("K", k)
    sam_c, sak_c = kb.scalar("stride_am", sam), kb.scalar("stride_ak", sak)
    sbk_c, sbn_c = kb.scalar("stride_bk", sbk), kb.scalar("stride_bn", sbn)
    alpha = None
    if not is_int and r.random() < 0.3:
        alpha = r.choice([0.5, 1.5, -0.75, 2.0, 0.3])
        kb.scalar("alpha", alpha, "fp32")
    bm_c, bn_c, bk_c = (kb.constexpr("BLOCK_M", bm), kb.constexpr("BLOCK_N", bn),
                        kb.constexpr("BLOCK_K", bk))
    if chain2:
        p_code = kb.size("P", p)
        sdn_c, sdp_c = kb.scalar("stride_dn", sdn), kb.scalar("stride_dp", sdp)
        bp_c = kb.constexpr("BLOCK_P", bp)
    wrap_rows = r.random() < 0.4
    k_styles = ["cdiv", "cdiv", "step", "tl.range", "while"]
    if k_const and cdiv(k, bk) <= 8:
        k_styles.append("static")
    k_style = r.choice(k_styles)
    acc_style = r.choice(["acc=", "+=", "kw"])
    rowsum = r.random() < 0.35
    state = {}
    prec = f", input_precision=\"{precision}\"" if precision else ""
    cast_in = f".to({TL_DTYPE[dot_dt]})" if dot_dt != store_dt else ""

    with tiles_2d(kb, r, m_code, n_code, bm_c, bn_c, cdiv(m, bm), cdiv(n, bn), state) as (pm, pn):
        kb.emit(f"offs_m = {pm} * {bm_c} + tl.arange(0, {bm_c})")
        kb.emit(f"offs_n = {pn} * {bn_c} + tl.arange(0, {bn_c})")
        kb.emit(f"offs_k = tl.arange(0, {bk_c})")
        if wrap_rows:
            kb.emit(f"offs_am = offs_m % {m_code}")
            kb.emit(f"offs_bn = offs_n % {n_code}")
            a_rows, b_cols = "offs_am", "offs_bn"
        else:
            a_rows, b_cols = "offs_m", "offs_n"

        def a_ptrs(kexpr):
            return f"a_ptr + {a_rows}[:, None] * {sam_c} + ({kexpr})[None, :] * {sak_c}"

        def b_ptrs(kexpr):
            if b_trans:
                return f"b_ptr + {b_cols}[:, None] * {sbn_c} + ({kexpr})[None, :] * {sbk_c}"
            return f"b_ptr + ({kexpr})[:, None] * {sbk_c} + {b_cols}[None, :] * {sbn_c}"

        def masks(krem):
            am = f"offs_k[None, :] < {krem}"
            bmk = f"offs_k[None, :] < {krem}" if b_trans else f"offs_k[:, None] < {krem}"
            if not wrap_rows:
                am = f"(offs_m[:, None] < {m_code}) & ({am})"
                bmk = (f"(offs_n[:, None] < {n_code}) & ({bmk})" if b_trans
                       else f"({bmk}) & (offs_n[None, :] < {n_code})")
            return am, bmk

        def step(a_src, b_src, krem):
            am, bmk = masks(krem)
            zero = "0" if is_int else "0.0"
            kb.emit(f"a = tl.load({a_src}, mask={am}, other={zero}){cast_in}")
            kb.emit(f"b = tl.load({b_src}, mask={bmk}, other={zero}){cast_in}")
            bop = "tl.trans(b)" if b_trans else "b"
            if acc_style == "acc=":
                kb.emit(f"acc = tl.dot(a, {bop}, acc{prec})")
            elif acc_style == "+=":
                kb.emit(f"acc += tl.dot(a, {bop}{prec})")
            else:
                kb.emit(f"acc = tl.dot(a, {bop}, acc=acc{prec})")

        kb.emit(f"acc = tl.zeros(({bm_c}, {bn_c}), dtype={'tl.int32' if is_int else 'tl.float32'})")
        carried = k_style in ("cdiv", "tl.range")
        if carried:
            kb.emit(f"a_ptrs = {a_ptrs('offs_k')}")
            kb.emit(f"b_ptrs = {b_ptrs('offs_k')}")
            header = (f"for kk in range(0, tl.cdiv({k_code}, {bk_c})):" if k_style == "cdiv" else
                      f"for kk in tl.range(0, tl.cdiv({k_code}, {bk_c}), "
                      f"num_stages={r.randint(1, 4)}):")
            with kb.block(header):
                step("a_ptrs", "b_ptrs", f"{k_code} - kk * {bk_c}")
                kb.emit(f"a_ptrs += {bk_c} * {sak_c}")
                kb.emit(f"b_ptrs += {bk_c} * {sbk_c}")
        elif k_style == "step":
            with kb.block(f"for k0 in range(0, {k_code}, {bk_c}):"):
                step(a_ptrs("k0 + offs_k"), b_ptrs("k0 + offs_k"), f"{k_code} - k0")
        elif k_style == "static":
            with kb.block(f"for kk in tl.static_range({cdiv(k, bk)}):"):
                step(a_ptrs(f"kk * {bk_c} + offs_k"), b_ptrs(f"kk * {bk_c} + offs_k"),
                     f"{k_code} - kk * {bk_c}")
        else:
            kb.emit("k0 = 0")
            with kb.block(f"while k0 < {k_code}:"):
                step(a_ptrs("k0 + offs_k"), b_ptrs("k0 + offs_k"), f"{k_code} - k0")
                kb.emit(f"k0 += {bk_c}")

        # Reference and bound of the accumulator over the whole problem.
        c = a_vals @ b_vals  # float64: exact for the int8 products and sums too
        cabs = np.abs(a_vals) @ np.abs(b_vals)
        op_eps = TF32_OPERAND if dot_dt == "fp32" else 0.0
        acc = Val("acc", c, 0.0 if is_int else cabs * ((k + 4) * ACC_UNIT + op_eps),
                  "i32" if is_int else "fp32")
        leaves = [acc]
        if alpha is not None:
            kb.emit("acc = acc * alpha")
            acc = binary("*", acc, Val("alpha", np.float32(alpha), 0.0, "fp32"))
            acc = Val("acc", acc.ref, acc.err, "fp32")
            leaves = [acc]
        if bias is not None:
            kb.emit(f"bias = tl.load(bias_ptr + offs_n, mask=offs_n < {n_code}, other=0.0)")
            leaves.append(Val("bias[None, :]", bias[0][None, :], 0.0, bias[1]))
        v = Chain(kb, r, leaves).run(0 if is_int else r.choice([0, 0, 1, 2, 3]))
        if v.ref.shape != (m, n):
            v = acc
        if is_int:
            out_dt, stored = "i32", v
        else:
            ok = [d for d in FLOATS if acceptable(cast(v, d))]
            out_dt = store_dt if store_dt in ok else "fp32"
            stored = cast(v, out_dt)
        kb.emit(f"c_mask = (offs_m[:, None] < {m_code}) & (offs_n[None, :] < {n_code})")
        kb.emit(f"tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :] * stride_cn, "
                f"{v.code}.to(c_ptr.dtype.element_ty), mask=c_mask)")
        if rowsum:
            if is_int:
                kb.emit(f"part = tl.sum(tl.where(c_mask, {v.code}, 0), axis=1)")
            else:
                kb.emit(f"part = tl.sum(tl.where(c_mask, {v.code}.to(tl.float32), 0.0), axis=1)")
            # (surplus programs of a 2-D grid have pid_n past the last tile)
            kb.emit(f"tl.store(rs_ptr + {pn} * {m_code} + offs_m, part, "
                    f"mask=(offs_m < {m_code}) & ({pn} * {bn_c} < {n_code}))")
        # (the result must survive the cast to the second dot's operand type)
        chain2 = chain2 and acceptable(cast(v, dot_dt))
        if chain2:
            kb.emit(f"offs_p = tl.arange(0, {bp_c})")
            kb.emit(f"d = tl.load(d_ptr + offs_n[:, None] * {sdn_c} + offs_p[None, :] * {sdp_c}, "
                    f"mask=(offs_n[:, None] < {n_code}) & (offs_p[None, :] < {p_code}), "
                    f"other=0.0){cast_in}")
            kb.emit(f"pt = tl.where(c_mask, {v.code}, 0.0).to({TL_DTYPE[dot_dt]})")
            kb.emit(f"o = tl.dot(pt, d{prec})")
            kb.emit(f"tl.store(o_ptr + offs_m[:, None] * stride_om + offs_p[None, :], o, "
                    f"mask=(offs_m[:, None] < {m_code}) & (offs_p[None, :] < {p_code}) & "
                    f"({pn} * {bn_c} < {n_code}))")

    out, ld = out_matrix(r, m, n, out_dt)
    if is_int:  # exact: |sum| <= 200 * 128 * 128 fits i32
        ref = np.array(out)
        ref[:, :n] = stored.ref.astype(np.int64)
        kb.ptr("c_ptr", out, out_dt, "out", Expect(ref))
    else:
        ref = np.full(out.shape, np.nan)
        ref[:, :n] = stored.ref
        bound = np.zeros(out.shape)
        bound[:, :n] = stored.err
        kb.ptr("c_ptr", out, out_dt, "out", Expect(ref, bound))
    if rowsum and is_int:
        nt = cdiv(n, bn)
        pad = np.zeros((m, nt * bn), dtype=np.int64)
        pad[:, :n] = v.ref.astype(np.int64)
        buf = poisoned((nt, m), "i32")
        kb.ptr("rs_ptr", buf, "i32", "out", Expect(pad.reshape(m, nt, bn).sum(axis=2).T
                                                    .astype(np.int32)))
    elif rowsum:
        nt = cdiv(n, bn)
        pad = np.zeros((m, nt * bn))
        pad[:, :n] = v.ref
        epad = np.zeros((m, nt * bn))
        epad[:, :n] = v.err
        apad = np.abs(pad)
        part = pad.reshape(m, nt, bn).sum(axis=2).T
        pb = (epad.reshape(m, nt, bn).sum(axis=2).T
              + (bn + 2) * 2.0**-24 * apad.reshape(m, nt, bn).sum(axis=2).T)
        kb.ptr("rs_ptr", poisoned((nt, m), "fp32"), "fp32", "out", Expect(part, pb))
    if chain2:
        vq = quantize(v.ref, dot_dt)[1] if dot_dt != "fp32" else v.ref
        e1 = v.err + 2 * UNIT[dot_dt] * np.abs(v.ref) + TINY[dot_dt]
        o = vq @ d_vals
        ob = e1 @ np.abs(d_vals) + (np.abs(vq) @ np.abs(d_vals)) * ((n + 4) * ACC_UNIT + op_eps)
        obuf, old = out_matrix(r, m, p, "fp32")
        oref = np.full(obuf.shape, np.nan)
        oref[:, :p] = o
        obound = np.zeros(obuf.shape)
        obound[:, :p] = ob
        kb.ptr("o_ptr", obuf, "fp32", "out", Expect(oref, obound))
        kb.features.append(f"second dot with D ({n}x{p}, BLOCK_P {bp})")
    moved = [q for q in kb.params[out_slot:] if q[0].endswith("_ptr")]
    rest = [q for q in kb.params[out_slot:] if not q[0].endswith("_ptr")]
    kb.params = kb.params[:out_slot] + moved + rest
    kb.scalar("stride_cm", ld)
    kb.scalar("stride_cn", 1)
    if chain2:
        kb.scalar("stride_om", old)
    kb.features.append(f"{dot_dt} dot{'(' + precision + ')' if precision else ''} "
                       f"{bm}x{bn}x{bk}, K loop {k_style}, {state['style']}"
                       f"{', B transposed' if b_trans else ''}"
                       f"{', rows wrapped' if wrap_rows else ''}")
    # Warps by the largest tile (operands too): one warp for 128x64 operands spills
    # hundreds of registers and compiles for tens of seconds.
    return kb.case(seed, "dot", state["grid"], warps_for(r, max(bm * bn, bm * bk, bk * bn), 128))
