# A persistent loop whose 128x128 f32 accumulator leaves the matrix-core
# layout for a split epilogue (the pattern of Triton tutorial 09's subtiled
# epilogue; test/Conversion/exchange-slabs-budget.test).
import triton
import triton.language as tl


@triton.jit
def persistent_split_epilogue(a_ptr, b_ptr, c_ptr, num_tiles, K,
                              BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    for tile in range(tl.program_id(0), num_tiles, tl.num_programs(0)):
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, K, BK):
            a = tl.load(a_ptr + (tile * BM + rm)[:, None] * K + (k + rk)[None, :])
            b = tl.load(b_ptr + (k + rk)[:, None] * BN + rn[None, :])
            acc = tl.dot(a, b, acc)
        halves = tl.reshape(acc, (BM, 2, BN // 2)).permute(0, 2, 1)
        left, right = tl.split(halves)
        rows = (tile * BM + rm)[:, None] * BN
        half = tl.arange(0, BN // 2)[None, :]
        tl.store(c_ptr + rows + half, left.to(tl.float16))
        tl.store(c_ptr + rows + BN // 2 + half, right.to(tl.float16))
