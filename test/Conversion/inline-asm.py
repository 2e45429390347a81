# tl.inline_asm_elementwise lowers to one llvm inline asm per `pack`
# registers; values narrower than 32 bits are packed into 32-bit vectors as
# Triton packs them (4 x i8 in, 2 x (2 x f16) out for pack 4), outputs come
# first and several results make a struct. PTX and AMDGPU text pass through.
#
# RUN: tilec compile %s --kernel packed --signature "*u8:16,*fp16:16" --constexpr BLOCK=512 --num-warps 4 --target sm_90a --emit llvm | FileCheck %s --check-prefix=PACKED
# RUN: tilec compile %s --kernel two --signature "*i32:16,*i32:16" --num-warps 1 --target sm_80 --emit llvm | FileCheck %s --check-prefix=TWO
# RUN: tilec compile %s --kernel amd --signature "*i32:16" --num-warps 1 --target gfx942 --emit asm | FileCheck %s --check-prefix=AMD
# RUN: not tilec compile %s --kernel bad_constraints --signature "*u8" --emit tile 2>&1 | FileCheck %s --check-prefix=BAD

import triton
import triton.language as tl


# 512 bytes over 128 threads: 4 per lane, one asm per lane.
# PACKED-LABEL: define {{.*}}@packed
# PACKED: call { <2 x half>, <2 x half> } asm "cvt4 $0, $1, $2;", "=r,=r,r"(<4 x i8> %{{.*}})
# PACKED-NOT: asm
# PACKED: ret void
@triton.jit
def packed(x_ptr, y_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    y = tl.inline_asm_elementwise("cvt4 $0, $1, $2;", "=r,=r,r", [tl.load(x_ptr + offs)],
                                  dtype=tl.float16, is_pure=True, pack=4)
    tl.store(y_ptr + offs, y)


# TWO-LABEL: define {{.*}}@two
# TWO: call { i32, i32 } asm "min.s32 $0, $2, $3; max.s32 $1, $2, $3;", "=r,=r,r,r"(i32 %{{.*}}, i32 5)
@triton.jit
def two(x_ptr, y_ptr):
    x = tl.load(x_ptr)
    lo, hi = tl.inline_asm_elementwise("min.s32 $0, $2, $3; max.s32 $1, $2, $3;",
                                       "=r,=r,r,r", [x, 5], dtype=(tl.int32, tl.int32),
                                       is_pure=True, pack=1)
    tl.store(x_ptr, lo)
    tl.store(y_ptr, hi)


# AMD: v_lshlrev_b32 v{{[0-9]+}}, 3, v{{[0-9]+}}
@triton.jit
def amd(x_ptr):
    x = tl.load(x_ptr + tl.arange(0, 64))
    y = tl.inline_asm_elementwise("v_lshlrev_b32 $0, 3, $1", "=v,v", [x], dtype=tl.int32,
                                  is_pure=True, pack=1)
    tl.store(x_ptr + tl.arange(0, 64), y)


# BAD: inline-asm.py:[[@LINE+3]]:12: error: 'tile.inline_asm' op constraints "=r,r" list 1 outputs and 1 inputs; with pack 4 the 1 result(s) and 1 operand(s) need 2 and 1
@triton.jit
def bad_constraints(x_ptr):
    y = tl.inline_asm_elementwise("x", "=r,r", [tl.load(x_ptr + tl.arange(0, 4))],
                                  dtype=tl.float16, is_pure=True, pack=4)
    tl.store(x_ptr.to(tl.pointer_type(tl.float16)) + tl.arange(0, 4), y)
