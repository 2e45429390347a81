"""Integer semantics: C-style division, shifts and two's-complement wrap-around.

``int_ops_kernel`` reads two int32 vectors ``a`` and ``b`` (``b != 0``) and an
int32 vector of shift amounts ``s`` (``0 <= s < 32``) and writes, for each of
the ``n`` elements, one row of ``Out`` (an ``(OUT_COLS=11, n)`` int32 matrix,
row stride ``n``):

====  =====================================================================
row   value
====  =====================================================================
0     ``a // b``  -- Triton integer division truncates toward zero (like C,
      unlike Python): ``-7 // 2 == -3``
1     ``a % b``   -- remainder has the sign of the dividend: ``-7 % 2 == -1``
2     ``a << s``  -- bits shifted out are lost (wraps)
3     ``a >> s``  -- arithmetic shift on signed int32 (sign-extending)
4     ``(a as uint32) >> s`` -- logical shift (zero-filling), bits stored back
      as int32
5     ``a * b``   -- wraps modulo 2^32
6     ``a + b``   -- wraps modulo 2^32
7     ``a - b``   -- wraps modulo 2^32
8     ``a & b``
9     ``a | b``
10    ``a ^ b``
====  =====================================================================

``constexpr_int_kernel`` checks the other half of the rule: arithmetic on
*constexpr* values is evaluated by the Python front end with Python semantics
(floor division and floor modulo) before the kernel runs. It stores
``[A // B, A % B, A * B, -A // B]`` into ``Out`` (int32, length 4) for the
constexprs ``A`` and ``B``.

Runtime parameters: ``A_ptr``, ``B_ptr``, ``S_ptr``, ``Out`` (*i32), ``n`` (i32).
Constexpr parameters: ``BLOCK_SIZE`` (power of two); ``A``, ``B`` (ints) for
``constexpr_int_kernel``.
"""

import triton
import triton.language as tl


@triton.jit
def int_ops_kernel(A_ptr, B_ptr, S_ptr, Out, n, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offs < n
    a = tl.load(A_ptr + offs, mask=mask, other=1)
    b = tl.load(B_ptr + offs, mask=mask, other=1)
    s = tl.load(S_ptr + offs, mask=mask, other=0)
    tl.store(Out + 0 * n + offs, a // b, mask=mask)
    tl.store(Out + 1 * n + offs, a % b, mask=mask)
    tl.store(Out + 2 * n + offs, a << s, mask=mask)
    tl.store(Out + 3 * n + offs, a >> s, mask=mask)
    logical = a.to(tl.uint32, bitcast=True) >> s.to(tl.uint32)
    tl.store(Out + 4 * n + offs, logical.to(tl.int32, bitcast=True), mask=mask)
    tl.store(Out + 5 * n + offs, a * b, mask=mask)
    tl.store(Out + 6 * n + offs, a + b, mask=mask)
    tl.store(Out + 7 * n + offs, a - b, mask=mask)
    tl.store(Out + 8 * n + offs, a & b, mask=mask)
    tl.store(Out + 9 * n + offs, a | b, mask=mask)
    tl.store(Out + 10 * n + offs, a ^ b, mask=mask)


@triton.jit
def constexpr_int_kernel(Out, A: tl.constexpr, B: tl.constexpr):
    offs = tl.arange(0, 4)
    vals = tl.where(offs == 0, A // B,
                    tl.where(offs == 1, A % B,
                             tl.where(offs == 2, A * B, -A // B)))
    tl.store(Out + offs, vals)


@triton.jit
def codebook_dequant_kernel(Codes, Table, Scales, Out, n, BLOCK_SIZE: tl.constexpr,
                            GROUP: tl.constexpr):
    # 8-bit blockwise dequantization: out[i] = table[codes[i]] * scales[i // GROUP].
    # Codes are uint8 (0..255): the table offset must be zero-extended, never
    # sign-extended (codes >= 128 index the upper half of the table).
    offs = tl.program_id(0) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offs < n
    codes = tl.load(Codes + offs, mask=mask, other=0)
    value = tl.load(Table + codes, mask=mask, other=0.0)
    scale = tl.load(Scales + offs // GROUP, mask=mask, other=0.0)
    tl.store(Out + offs, value * scale, mask=mask)
