# tl.randint / tl.rand / tl.randn / tl.randint4x (Philox) for one block of
# offsets, 32-bit or 64-bit.
import triton
import triton.language as tl


@triton.jit
def random_kernel(seed, out_int, out_int4, out_uniform, out_normal, n,
                  BLOCK: tl.constexpr, WIDE: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    if WIDE:
        counter = offs.to(tl.int64) + 4294967296
    else:
        counter = offs
    r = tl.randint(seed, counter)
    tl.store(out_int + offs, r, mask=mask)
    r0, r1, r2, r3 = tl.randint4x(seed, counter)
    tl.store(out_int4 + offs * 4 + 0, r0, mask=mask)
    tl.store(out_int4 + offs * 4 + 1, r1, mask=mask)
    tl.store(out_int4 + offs * 4 + 2, r2, mask=mask)
    tl.store(out_int4 + offs * 4 + 3, r3, mask=mask)
    tl.store(out_uniform + offs, tl.rand(seed, counter), mask=mask)
    tl.store(out_normal + offs, tl.randn(seed, counter), mask=mask)
