import triton
import triton.language as tl


@triton.jit
def column_sums(X, Y, Out, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    # Masked fp16 loads with other=0 (X) and other=1 (Y), a masked store.
    cols = tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for i in range(0, M, BLOCK_M):
        rows = i + tl.arange(0, BLOCK_M)
        mask = (rows[:, None] < M) & (cols[None, :] < N)
        offs = rows[:, None] * N + cols[None, :]
        acc += tl.load(X + offs, mask=mask, other=0.0).to(tl.float32)
        acc += tl.load(Y + offs, mask=mask, other=1.0).to(tl.float32)
    tl.store(Out + cols, tl.sum(acc, axis=0), mask=cols < N)


@triton.jit
def copy_wide(X, Out, BLOCK: tl.constexpr):
    # Unmasked 16-byte fp32 vectors, 64-bit offsets, a volatile load.
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(X + offs)
    x += tl.load(X + offs, volatile=True)
    tl.store(Out + offs, x)


@triton.jit
def walk_rows(X, Out, M, BLOCK: tl.constexpr):
    # A pointer carried by the loop, derived from X: buffer loads at its
    # byte distance from X.
    p = X + tl.arange(0, BLOCK)
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for i in range(0, M):
        acc += tl.load(p)
        p += BLOCK
    tl.store(Out + tl.arange(0, BLOCK), acc)


@triton.jit
def pick_base(X, Y, Out, flag, BLOCK: tl.constexpr):
    # A pointer that is X or Y: derived from neither alone, so global.
    if flag > 0:
        p = X
    else:
        p = Y
    tl.store(Out + tl.arange(0, BLOCK), tl.load(p + tl.arange(0, BLOCK)))


@triton.jit
def scatter_add(X, Index, Out, n, BLOCK: tl.constexpr):
    # Atomics through Out (`:2g`): buffer atomics, the mask a branch as
    # before, the ordering (acq_rel, gpu) kept by the backend's fences.
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    idx = tl.load(Index + offs, mask=mask, other=0)
    tl.atomic_add(Out + idx, tl.load(X + offs, mask=mask), mask=mask)


@triton.jit
def row_masked(X, Out, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    # The mask is one value per row and the row's offsets are consecutive
    # (N unknown: no vectors): one masked offset per row, the others that
    # plus a constant (folded into the instruction's offset field).
    rows = tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    x = tl.load(X + rows[:, None] * N + cols[None, :], mask=rows[:, None] < M, other=0.0)
    tl.store(Out + rows[:, None] * N + cols[None, :], x + 1.0, mask=rows[:, None] < M)
