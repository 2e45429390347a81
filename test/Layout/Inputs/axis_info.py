import triton
import triton.language as tl


@triton.jit
def advance_in_loop(src, dst, n_chunks, B: tl.constexpr):
    # The pointer tile is loop-carried and advanced by a constant: it stays a
    # run of B consecutive fp16 starting 16-byte aligned in every iteration.
    off = tl.arange(0, B)
    p = src + off
    acc = tl.zeros([B], dtype=tl.float32)
    for i in range(n_chunks):
        acc += tl.load(p).to(tl.float32)
        p += B
    tl.store(dst + off, acc)


@triton.jit
def advance_by_runtime(src, dst, n_chunks, step, B: tl.constexpr):
    # Advanced by an unknown step: only what the step's hint proves survives.
    off = tl.arange(0, B)
    p = src + off
    acc = tl.zeros([B], dtype=tl.float32)
    for i in range(n_chunks):
        acc += tl.load(p).to(tl.float32)
        p += step
    tl.store(dst + off, acc)


@triton.jit
def wrap(src, dst, n, start, B: tl.constexpr):
    pid = tl.program_id(0)
    # Non-negative (program id, range from 0): `% n` keeps runs of
    # gcd(B, div(pid * B), div(n)) elements.
    a = (pid * B + tl.arange(0, B)) % n
    # `start` may be negative, and C's remainder of a negative run wraps
    # anywhere: no runs.
    b = (start + tl.arange(0, B)) % n
    tl.store(dst + pid * B + tl.arange(0, B), tl.load(src + a) + tl.load(src + b))
