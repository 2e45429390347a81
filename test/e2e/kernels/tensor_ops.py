# join / split / interleave / flip / histogram / xor_sum, tensor descriptors
# (device-side), debug_barrier and assume, each in a small kernel.
import triton
import triton.language as tl


@triton.jit
def join_split_kernel(a_ptr, b_ptr, joined_ptr, inter_ptr, back_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    a = tl.load(a_ptr + offs)
    b = tl.load(b_ptr + offs)
    j = tl.join(a, b)                                       # [BLOCK, 2]
    pair = tl.arange(0, 2)
    tl.store(joined_ptr + offs[:, None] * 2 + pair[None, :], j)
    tl.store(inter_ptr + tl.arange(0, 2 * BLOCK), tl.interleave(a, b))
    x, y = j.split()                                        # method form
    tl.store(back_ptr + offs, x - y)


@triton.jit
def flip_kernel(x_ptr, y_ptr, M: tl.constexpr, N: tl.constexpr, DIM: tl.constexpr):
    rows = tl.arange(0, M)[:, None]
    cols = tl.arange(0, N)[None, :]
    x = tl.load(x_ptr + rows * N + cols)
    tl.store(y_ptr + rows * N + cols, tl.flip(x, DIM))


@triton.jit
def histogram_kernel(x_ptr, h_ptr, xor_ptr, n, BLOCK: tl.constexpr, BINS: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0)
    h = tl.histogram(x, BINS, mask=offs < n)
    tl.store(h_ptr + tl.arange(0, BINS), h)
    tl.store(xor_ptr, tl.xor_sum(x, axis=0))


@triton.jit
def descriptor_copy_kernel(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    # Blocks past the edges read zeros and are not written back out of bounds.
    tl.assume(M > 0)
    src = tl.make_tensor_descriptor(x_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    dst = tl.make_tensor_descriptor(y_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    block = src.load([pm * BM, pn * BN])
    tl.debug_barrier()
    dst.store([pm * BM, pn * BN], block * 2.0 + 1.0)


@triton.jit
def sort_kernel(x_ptr, y_ptr, M: tl.constexpr, N: tl.constexpr, DESC: tl.constexpr):
    rows = tl.arange(0, M)[:, None]
    cols = tl.arange(0, N)[None, :]
    x = tl.load(x_ptr + rows * N + cols)
    tl.store(y_ptr + rows * N + cols, tl.sort(x, descending=DESC))


@triton.jit
def gather_kernel(x_ptr, i_ptr, y_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    cols = tl.arange(0, N)[None, :]
    x = tl.load(x_ptr + tl.arange(0, M)[:, None] * N + cols)
    idx = tl.load(i_ptr + tl.arange(0, K)[:, None] * N + cols)
    tl.store(y_ptr + tl.arange(0, K)[:, None] * N + cols, tl.gather(x, idx, 0))


@triton.jit
def batched_dot_kernel(a_ptr, b_ptr, c_ptr, B: tl.constexpr, M: tl.constexpr, K: tl.constexpr,
                       N: tl.constexpr):
    bb = tl.arange(0, B)[:, None, None]
    a = tl.load(a_ptr + bb * M * K + tl.arange(0, M)[None, :, None] * K + tl.arange(0, K)[None, None, :])
    b = tl.load(b_ptr + bb * K * N + tl.arange(0, K)[None, :, None] * N + tl.arange(0, N)[None, None, :])
    c = tl.dot(a, b)
    tl.store(c_ptr + bb * M * N + tl.arange(0, M)[None, :, None] * N + tl.arange(0, N)[None, None, :], c)
