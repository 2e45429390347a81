import triton
import triton.language as tl


# Fuzz seed 1002126 (test/fuzz/gen), the kernel ptxas -O3 miscompiled: the
# running max of a masked, negated int32 tile per row.
@triton.jit
def negated_max_kernel(x_ptr, max_ptr, M, N, stride_xm, BLOCK_M: tl.constexpr,
                       BLOCK_N: tl.constexpr):
    offs_m = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    acc = tl.full([BLOCK_M], -2147483648, tl.int32)
    for start in range(0, N, BLOCK_N):
        offs_n = start + tl.arange(0, BLOCK_N)
        mask = (offs_m[:, None] < M) & (offs_n[None, :] < N)
        x = tl.load(x_ptr + offs_m[:, None] * stride_xm + offs_n[None, :], mask=mask, other=0)
        w = tl.where(mask, x * -1, -2147483648)
        acc = tl.maximum(acc, tl.max(w, axis=1))
    # A negation that reaches no min/max stays a neg.s32.
    tl.store(max_ptr + offs_m, -acc, mask=offs_m < M)
