# Acceptance corpus: integer semantics, written independently of kernels/.
import triton
import triton.language as tl

N_RESULTS: tl.constexpr = 14


@triton.jit
def int_mix(x_ptr, y_ptr, r32_ptr, r8_ptr, ru8_ptr, r16_ptr, r64_ptr, count,
            BLK: tl.constexpr):
    """For int32 x, y (y != 0, and never x == INT_MIN with y == -1) writes
    r32[k, i] for k < N_RESULTS (row stride `count`):
      0 x // y (truncating)   1 x % y (dividend's sign)   2 x << (y & 31)
      3 x >> (y & 31) (arithmetic)   4 uint32(x) >> (y & 31) (logical)
      5 x * y (wraps)   6 x + y (wraps)   7 x & y   8 x | y   9 x ^ y   10 ~x
      11 min(x, y)   12 max(x, y)   13 -x (wraps at INT_MIN)
    and the casts r8 = int8(x), ru8 = uint8(x), r16 = int16(x) (truncation),
    r64[0, i] = int64(x) * int64(y) (exact), r64[1, i] = int64(int8(x))
    (sign extension), r64[2, i] = int64(uint16(x)) (zero extension)."""
    i = tl.program_id(0) * BLK + tl.arange(0, BLK)
    m = i < count
    x = tl.load(x_ptr + i, mask=m, other=0)
    y = tl.load(y_ptr + i, mask=m, other=1)
    sh = y & 31
    res = tl.zeros([BLK], dtype=tl.int32)
    for k in tl.static_range(N_RESULTS):
        if k == 0:
            res = x // y
        elif k == 1:
            res = x % y
        elif k == 2:
            res = x << sh
        elif k == 3:
            res = x >> sh
        elif k == 4:
            res = (x.to(tl.uint32, bitcast=True) >> sh.to(tl.uint32)).to(tl.int32, bitcast=True)
        elif k == 5:
            res = x * y
        elif k == 6:
            res = x + y
        elif k == 7:
            res = x & y
        elif k == 8:
            res = x | y
        elif k == 9:
            res = x ^ y
        elif k == 10:
            res = ~x
        elif k == 11:
            res = tl.minimum(x, y)
        elif k == 12:
            res = tl.maximum(x, y)
        else:
            res = -x
        tl.store(r32_ptr + k * count + i, res, mask=m)
    tl.store(r8_ptr + i, x.to(tl.int8), mask=m)
    tl.store(ru8_ptr + i, x.to(tl.uint8), mask=m)
    tl.store(r16_ptr + i, x.to(tl.int16), mask=m)
    wide = x.to(tl.int64) * y.to(tl.int64)
    tl.store(r64_ptr + i, wide, mask=m)
    tl.store(r64_ptr + count + i, x.to(tl.int8).to(tl.int64), mask=m)
    tl.store(r64_ptr + 2 * count + i, x.to(tl.uint16).to(tl.int64), mask=m)
