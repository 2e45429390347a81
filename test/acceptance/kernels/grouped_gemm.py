# Acceptance corpus: GEMM with the L2-friendly grouped program ordering,
# written independently of kernels/.
import triton
import triton.language as tl


@triton.jit
def gemm_grouped(a, b, c, M, N, K,
                 sa_m, sa_k, sb_k, sb_n, sc_m, sc_n,
                 BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                 GROUP_SIZE_M: tl.constexpr):
    """c[M, N] = a[M, K] @ b[K, N]; fp16 operands, fp32 accumulation, c
    stored in its own type. 1-D grid of cdiv(M, BM) * cdiv(N, BN) programs,
    swizzled so that GROUP_SIZE_M consecutive tile-rows are walked
    column-major (programs that run together share a and b tiles in L2).
    Out-of-range rows/columns are wrapped with % (always in bounds, the
    store is masked); the ragged end of K is masked to zero."""
    pid = tl.program_id(0)
    tiles_m = tl.cdiv(M, BM)
    tiles_n = tl.cdiv(N, BN)
    band = GROUP_SIZE_M * tiles_n              # programs per band of tile-rows
    band_id = pid // band
    top = band_id * GROUP_SIZE_M
    band_rows = tl.minimum(tiles_m - top, GROUP_SIZE_M)
    within = pid % band
    tm = top + within % band_rows
    tn = within // band_rows

    rm = (tm * BM + tl.arange(0, BM)) % M
    rn = (tn * BN + tl.arange(0, BN)) % N
    rk = tl.arange(0, BK)
    a_blk = a + rm[:, None] * sa_m + rk[None, :] * sa_k
    b_blk = b + rk[:, None] * sb_k + rn[None, :] * sb_n

    total = tl.zeros((BM, BN), dtype=tl.float32)
    k_left = K
    for _ in range(tl.cdiv(K, BK)):
        a_t = tl.load(a_blk, mask=rk[None, :] < k_left, other=0.0)
        b_t = tl.load(b_blk, mask=rk[:, None] < k_left, other=0.0)
        total = tl.dot(a_t, b_t, total)
        a_blk += BK * sa_k
        b_blk += BK * sb_k
        k_left -= BK

    om = tm * BM + tl.arange(0, BM)
    on = tn * BN + tl.arange(0, BN)
    dst = c + om[:, None] * sc_m + on[None, :] * sc_n
    tl.store(dst, total.to(c.dtype.element_ty), mask=(om[:, None] < M) & (on[None, :] < N))
