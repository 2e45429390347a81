# A persistent matmul for the pipelining tests: each program walks tiles
# pid, pid + NPROG, ... and, per tile, a K loop whose trip count is a runtime
# value. B (K x N, N contiguous) is loaded in 16-byte runs and becomes
# cp.async copies into shared-memory slots with num_stages >= 2; A's K mask
# (K has no divisibility hint) keeps its loads scalar, so A reaches its dot
# operand layout through a shared-memory exchange inside the loop, next to
# B's slots. The C tile is stored with a mask (M, N, K ragged).
import triton
import triton.language as tl


@triton.jit
def persistent_matmul(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                      NPROG: tl.constexpr):
    pid = tl.program_id(0)
    tiles_m = tl.cdiv(M, BM)
    tiles = tiles_m * tl.cdiv(N, BN)
    rk = tl.arange(0, BK)
    for t in range(pid, tiles, NPROG):
        tm = t % tiles_m
        tn = t // tiles_m
        rm = tm * BM + tl.arange(0, BM)
        rn = tn * BN + tl.arange(0, BN)
        rm_safe = tl.where(rm < M, rm, 0)
        rn_safe = tl.max_contiguous(tl.multiple_of(tl.where(rn < N, rn, 0), BN), BN)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for kt in range(tl.cdiv(K, BK)):
            k = kt * BK + rk
            a = tl.load(a_ptr + rm_safe[:, None] * stride_am + k[None, :],
                        mask=k[None, :] < K, other=0.0)
            b = tl.load(b_ptr + k[:, None] * stride_bk + rn_safe[None, :],
                        mask=k[:, None] < K, other=0.0)
            acc = tl.dot(a, b, acc)
        mask = (rm[:, None] < M) & (rn[None, :] < N)
        tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], acc.to(tl.float16), mask=mask)
