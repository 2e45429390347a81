"""fp8 conversions and arithmetic on tiles (OCP e4m3fn ``tl.float8e4nv`` and
e5m2 ``tl.float8e5``): ``up`` widens fp8 to fp32, ``down`` rounds fp32 to
the output pointer's fp8 type, ``add_scaled`` computes on fp8 tiles (``x + x
* 0.5`` with an fp8 result). One block of ``BLOCK`` elements per program,
ragged tail masked."""

import triton
import triton.language as tl


@triton.jit
def up(src, dst, n, BLOCK: tl.constexpr):
    off = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = off < n
    x = tl.load(src + off, mask=m)
    tl.store(dst + off, x.to(tl.float32), mask=m)


@triton.jit
def down(src, dst, n, BLOCK: tl.constexpr):
    off = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = off < n
    x = tl.load(src + off, mask=m)
    tl.store(dst + off, x.to(dst.dtype.element_ty), mask=m)


@triton.jit
def add_scaled(src, dst, n, BLOCK: tl.constexpr):
    off = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = off < n
    x = tl.load(src + off, mask=m)
    y = x + x * 0.5
    tl.store(dst + off, y.to(dst.dtype.element_ty), mask=m)
