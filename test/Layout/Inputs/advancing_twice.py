# A matmul whose K loop advances its pointer tiles in two steps: the loop
# carries them in the layout of their arithmetic and converts them for the
# copies (tile-assign-layouts carries a tile in its load's layout only when
# one elementwise step advances it), so tile-pipeline-async's prologue
# copies each need a pointer exchange (test/Layout/pipeline-async-prologue.test).
import triton
import triton.language as tl


@triton.jit
def matmul_advancing_twice(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk,
                           stride_bn, stride_cm, BM: tl.constexpr, BN: tl.constexpr,
                           BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = a_ptr + (rm[:, None] * stride_am + rk[None, :] * stride_ak)
    b_ptrs = b_ptr + (rk[:, None] * stride_bk + rn[None, :] * stride_bn)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for kt in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (rk[None, :] < K - kt * BK), other=0.0)
        b = tl.load(b_ptrs, mask=(rk[:, None] < K - kt * BK) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b)
        a_ptrs += (BK // 2) * stride_ak
        a_ptrs += (BK // 2) * stride_ak
        b_ptrs += (BK // 2) * stride_bk
        b_ptrs += (BK // 2) * stride_bk
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], acc.to(tl.float16), mask=mask)
