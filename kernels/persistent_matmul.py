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


@triton.jit
def matmul_advancing_pointers(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                              BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # One tile per program; the K loop carries its A and B pointers and
    # advances them by BK each step (the Triton idiom), rows and columns past
    # the edge clamped to the first ones (loads in bounds, stores masked).
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    rm_safe = tl.where(rm < M, rm, 0)
    rn_safe = tl.max_contiguous(tl.multiple_of(tl.where(rn < N, rn, 0), BN), BN)
    a_ptrs = a_ptr + rm_safe[:, None] * stride_am + rk[None, :]
    b_ptrs = b_ptr + rk[:, None] * stride_bk + rn_safe[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for kt in range(tl.cdiv(K, BK)):
        k_left = K - kt * BK
        a = tl.load(a_ptrs, mask=rk[None, :] < k_left, other=0.0)
        b = tl.load(b_ptrs, mask=rk[:, None] < k_left, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK
        b_ptrs += BK * stride_bk
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], acc.to(tl.float16), mask=mask)
