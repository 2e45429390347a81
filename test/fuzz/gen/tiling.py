"""How a generated kernel walks its tiles: one tile per program on a 1-D or 2-D
grid (with surplus programs that must do nothing), persistent programs looping
`for tile_id in range(pid, num_tiles, NUM_PROGRAMS)`, a `while` grid-stride
loop, and nested loops (persistent rows, then every column block)."""

from contextlib import contextmanager


def cdiv(a, b):
    return (a + b - 1) // b


def num_programs_code(kb, r, p):
    """NUM_PROGRAMS as a constexpr, a runtime scalar or tl.num_programs(0)."""
    c = r.random()
    if c < 0.4:
        return kb.constexpr("NUM_PROGRAMS", p)
    if c < 0.7:
        return kb.scalar("num_programs", p)
    return "tl.num_programs(0)"


@contextmanager
def tiles_1d(kb, r, n_code, block_code, num_blocks, state):
    """Yields the code of the block index inside whatever loop walks the
    blocks; sets state["grid"]."""
    style = r.choice(["grid", "grid", "persistent", "while"])
    state["style"] = style
    kb.emit("pid = tl.program_id(0)")
    if style == "grid":
        state["grid"] = (num_blocks + r.choice([0, 0, 0, 1, 3]),)
        yield "pid"
    elif style == "persistent":
        p = r.randint(1, max(1, min(6, num_blocks)))
        state["grid"] = (p,)
        step = num_programs_code(kb, r, p)
        with kb.block(f"for blk in range(pid, tl.cdiv({n_code}, {block_code}), {step}):"):
            yield "blk"
    else:
        p = r.randint(1, max(1, min(6, num_blocks)))
        state["grid"] = (p,)
        kb.emit("blk = pid")
        with kb.block(f"while blk * {block_code} < {n_code}:"):
            yield "blk"
            kb.emit("blk += tl.num_programs(0)")


@contextmanager
def tiles_2d(kb, r, m_code, n_code, bm_code, bn_code, num_m, num_n, state, styles=None):
    """Yields (pid_m code, pid_n code) inside the loops that walk the
    (num_m x num_n) tiles; sets state["grid"] and state["style"]."""
    style = r.choice(styles or ["grid2d", "grid2d", "grid2d_swapped", "grid1d", "persistent",
                                "nested"])
    state["style"] = style
    if style == "grid2d":
        kb.emit("pid_m = tl.program_id(0)")
        kb.emit("pid_n = tl.program_id(1)")
        state["grid"] = (num_m, num_n + r.choice([0, 0, 1]))
        yield "pid_m", "pid_n"
    elif style == "grid2d_swapped":
        kb.emit("pid_n = tl.program_id(0)")
        kb.emit("pid_m = tl.program_id(1)")
        state["grid"] = (num_n, num_m)
        yield "pid_m", "pid_n"
    elif style == "grid1d":
        kb.emit("pid = tl.program_id(0)")
        kb.emit(f"num_pid_n = tl.cdiv({n_code}, {bn_code})")
        kb.emit("pid_m = pid // num_pid_n")
        kb.emit("pid_n = pid % num_pid_n")
        state["grid"] = (num_m * num_n,)
        yield "pid_m", "pid_n"
    elif style == "persistent":
        p = r.randint(1, max(1, min(8, num_m * num_n)))
        state["grid"] = (p,)
        kb.emit("pid = tl.program_id(0)")
        kb.emit(f"num_pid_m = tl.cdiv({m_code}, {bm_code})")
        kb.emit(f"num_pid_n = tl.cdiv({n_code}, {bn_code})")
        kb.emit("num_tiles = num_pid_m * num_pid_n")
        step = num_programs_code(kb, r, p)
        with kb.block(f"for tile_id in range(pid, num_tiles, {step}):"):
            kb.emit("pid_m = tile_id // num_pid_n")
            kb.emit("pid_n = tile_id % num_pid_n")
            yield "pid_m", "pid_n"
    elif style == "nested":
        p = r.randint(1, max(1, min(4, num_m)))
        state["grid"] = (p,)
        kb.emit("pid = tl.program_id(0)")
        step = num_programs_code(kb, r, p)
        with kb.block(f"for pid_m in range(pid, tl.cdiv({m_code}, {bm_code}), {step}):"):
            with kb.block(f"for pid_n in range(0, tl.cdiv({n_code}, {bn_code})):"):
                yield "pid_m", "pid_n"
    else:
        raise ValueError(style)
