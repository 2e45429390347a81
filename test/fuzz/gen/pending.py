"""Constructs tilec does not support yet (docs/language.md, "Not supported" and
the `return` rule), each with a generator of a small valid Triton kernel that
uses it and a numpy reference, so that enabling one (kernelgen.ENABLED_PENDING)
is all it takes to fuzz it. Until then test_generated.py checks that tilec
rejects each with a located error, not a crash."""

import numpy as np

from gendata import float_data, pow2, ragged
from gencore import Expect, KernelBuilder, poisoned, quantize, warps_for
from tiling import cdiv

PENDING = {
    "early_exit": "`if pid * BLOCK >= n: return` (a return under a non-constexpr condition)",
    "break": "`break` out of a loop",
    "continue": "`continue` in a loop",
    "block_ptr": "tl.make_block_ptr / tl.advance / boundary_check loads and stores",
}
# A word tilec's error about each names today (so the rejection is the expected one).
REJECTED_WITH = {"early_exit": "return", "break": "break", "continue": "continue",
                 "block_ptr": "make_block_ptr"}


def gen(name, seed, r, g):
    kb = KernelBuilder(r, f"{name}_kernel")
    n = ragged(r, 1, 5000)
    block = pow2(r, 16, 512)
    dt = r.choice(["fp32", "fp16"])
    x, xv = float_data(r, g, (n,), dt)
    kb.ptr("x_ptr", x, dt, "in")
    out = poisoned((n,), dt)
    scale = r.choice([0.5, 1.5, 2.0, -3.0, 0.25, 4.0, -0.75]) \
        if name in ("early_exit", "block_ptr") else 2.0
    ref = quantize(xv * scale, dt)[1]  # one multiply by an exact constant: correctly rounded
    nblk = cdiv(n, block)
    grid = (nblk,)
    if name == "continue":
        blocks = np.arange(n) // block
        ref = np.where(blocks % 2 == 0, ref, np.nan)
    kb.ptr("out_ptr", out, dt, "out", Expect(ref, np.zeros(n)))
    kb.scalar("n", n)
    kb.constexpr("BLOCK", block)
    kb.emit("pid = tl.program_id(0)")
    if name == "early_exit":
        # The programs past the end return early; the rest scale by a drawn constant
        # (so two seeds rarely give the same kernel), the offsets computed before or
        # after the test, the test on the offset or on the program id.
        grid = (nblk + r.randint(1, 4),)
        early_offs = r.random() < 0.5
        if early_offs:
            kb.emit("offs = pid * BLOCK + tl.arange(0, BLOCK)")
        cond = r.choice(["pid * BLOCK >= n", "pid >= tl.cdiv(n, BLOCK)"])
        with kb.block(f"if {cond}:"):
            kb.emit("return")
        if not early_offs:
            kb.emit("offs = pid * BLOCK + tl.arange(0, BLOCK)")
        kb.emit("x = tl.load(x_ptr + offs, mask=offs < n)")
        kb.emit(f"tl.store(out_ptr + offs, x * {scale!r}, mask=offs < n)")
    elif name in ("break", "continue"):
        grid = (1,)
        header = "for blk in range(0, 1 << 20):" if name == "break" else \
            "for blk in range(0, tl.cdiv(n, BLOCK)):"
        with kb.block(header):
            if name == "break":
                with kb.block("if blk * BLOCK >= n:"):
                    kb.emit("break")
            else:
                with kb.block("if blk % 2 == 1:"):
                    kb.emit("continue")
            kb.emit("offs = blk * BLOCK + tl.arange(0, BLOCK)")
            kb.emit("x = tl.load(x_ptr + offs, mask=offs < n)")
            kb.emit("tl.store(out_ptr + offs, x * 2.0, mask=offs < n)")
    elif name == "block_ptr":
        # One program walks the whole vector with block pointers advanced in a
        # for or while loop (drawn), by keyword or positional arguments, the
        # padding option given or not.
        grid = (1,)
        if r.random() < 0.5:
            kb.emit("xb = tl.make_block_ptr(x_ptr, shape=(n,), strides=(1,), offsets=(0,), "
                    "block_shape=(BLOCK,), order=(0,))")
        else:
            kb.emit("xb = tl.make_block_ptr(x_ptr, (n,), (1,), (0,), (BLOCK,), (0,))")
        kb.emit("ob = tl.make_block_ptr(out_ptr, shape=(n,), strides=(1,), offsets=(0,), "
                "block_shape=(BLOCK,), order=(0,))")
        pad = r.choice(["", ", padding_option=\"zero\""])
        body = [f"x = tl.load(xb, boundary_check=(0,){pad})",
                f"tl.store(ob, x * {scale!r}, boundary_check=(0,))",
                "xb = tl.advance(xb, (BLOCK,))",
                "ob = tl.advance(ob, [BLOCK])"]
        if r.random() < 0.5:
            with kb.block("for blk in range(0, tl.cdiv(n, BLOCK)):"):
                for line in body:
                    kb.emit(line)
        else:
            kb.emit("done = 0")
            with kb.block("while done < n:"):
                for line in body:
                    kb.emit(line)
                kb.emit("done += BLOCK")
    else:
        raise ValueError(name)
    kb.features.append(f"pending construct: {name}")
    return kb.case(seed, f"pending:{name}", grid, warps_for(r, block, 64))
