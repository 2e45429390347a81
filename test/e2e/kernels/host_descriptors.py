"""Kernels taking tensor descriptors from the host (signature entries
"tensordesc<fp16[32, 32]>"), as Triton kernels written for
triton.tools.tensor_descriptor.TensorDescriptor arguments do."""
import triton
import triton.language as tl


@triton.jit
def desc_matmul_kernel(a_desc, b_desc, c_desc, K, BLOCK_M: tl.constexpr,
                       BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = a_desc.load([pid_m * BLOCK_M, k * BLOCK_K])
        b = b_desc.load([k * BLOCK_K, pid_n * BLOCK_N])
        acc = tl.dot(a, b, acc)
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.float16))


@triton.jit
def _tile(desc, i, j, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    return desc.load([i * BLOCK_M, j * BLOCK_N])


@triton.jit
def desc_window_kernel(x_desc, out_ptr, row, col, BLOCK_M: tl.constexpr,
                       BLOCK_N: tl.constexpr):
    # One block at (row, col), read through a helper, written whole: the
    # padding of elements outside the tensor shows.
    x = x_desc.load([row, col])
    offs = tl.arange(0, BLOCK_M)[:, None] * BLOCK_N + tl.arange(0, BLOCK_N)[None, :]
    tl.store(out_ptr + offs, x)


@triton.jit
def desc_rows_kernel(x_desc, y_desc, n_tiles, BLOCK_M: tl.constexpr,
                     BLOCK_N: tl.constexpr):
    # A descriptor passed to a helper inside a runtime loop; y = running sum
    # of the tiles of one block row.
    pid = tl.program_id(0)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    j = 0
    while j < n_tiles:
        acc += _tile(x_desc, pid, j, BLOCK_M, BLOCK_N)
        y_desc.store([pid * BLOCK_M, j * BLOCK_N], acc)
        j += 1


@triton.jit
def desc_3d_kernel(x_desc, y_desc, BLOCK_B: tl.constexpr, BLOCK_M: tl.constexpr,
                   BLOCK_N: tl.constexpr):
    pb = tl.program_id(0)
    pm = tl.program_id(1)
    x = x_desc.load([pb * BLOCK_B, pm * BLOCK_M, 0])
    y_desc.store([pb * BLOCK_B, pm * BLOCK_M, 0], x + 1)


@triton.jit
def desc_matmul_persistent_kernel(a_desc, b_desc, c_desc, M, N, K, BLOCK_M: tl.constexpr,
                                  BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    # Persistent: each program walks the output tiles pid, pid + programs, ...
    # and runs the K loop once per tile (a pipelined loop inside another loop).
    pid = tl.program_id(0)
    programs = tl.num_programs(0)
    tiles_n = tl.cdiv(N, BLOCK_N)
    tiles = tl.cdiv(M, BLOCK_M) * tiles_n
    for tile in range(pid, tiles, programs):
        pid_m = tile // tiles_n
        pid_n = tile % tiles_n
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for k in range(0, tl.cdiv(K, BLOCK_K)):
            a = a_desc.load([pid_m * BLOCK_M, k * BLOCK_K])
            b = b_desc.load([k * BLOCK_K, pid_n * BLOCK_N])
            acc = tl.dot(a, b, acc)
        c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc)


@triton.jit
def desc_matmul_at_kernel(at_desc, b_desc, c_desc, K, BLOCK_M: tl.constexpr,
                          BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    # C = A @ B with A given transposed (at_desc describes A^T, K x M): the
    # dot's A is a transposed view of the loaded block, M its contiguous dim.
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        at = at_desc.load([k * BLOCK_K, pid_m * BLOCK_M])
        b = b_desc.load([k * BLOCK_K, pid_n * BLOCK_N])
        acc = tl.dot(tl.trans(at), b, acc)
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.float16))
