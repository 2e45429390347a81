"""Matrix multiply C = A @ B (fp16/bf16 in, fp32 accumulation, fp16 out) over
host-side tensor descriptors (triton.tools.tensor_descriptor.TensorDescriptor
or tilec.TensorDescriptor arguments), with grouped tile order for L2 reuse.
On sm_90/sm_90a the loads in the K loop are copied by the TMA
(tile-pipeline-async, num_stages >= 2) when a block's rows are whole
128-byte multiples; elsewhere they are masked loads of the descriptor's
block (docs/kernel-abi.md)."""
import triton
import triton.language as tl


@triton.jit
def matmul_desc_kernel(a_desc, b_desc, c_desc, M, N, K, BLOCK_M: tl.constexpr,
                       BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + (pid % num_pid_in_group) % group_size_m
    pid_n = (pid % num_pid_in_group) // group_size_m
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = a_desc.load([pid_m * BLOCK_M, k * BLOCK_K])
        b = b_desc.load([k * BLOCK_K, pid_n * BLOCK_N])
        acc = tl.dot(a, b, acc)
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.float16))
