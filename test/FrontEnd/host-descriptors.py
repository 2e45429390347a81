# A tensor descriptor passed from the host (signature entry
# "tensordesc<fp16[16, 32]>") is its base, its shape and its leading strides
# as kernel arguments, carrying what Triton's descriptors guarantee (a
# 16-byte aligned base, strides of 16-byte multiples, a contiguous last
# dimension) and the shape hint the JIT specializes; its load is a masked
# load of zero (or NaN) padding, like a descriptor made in the kernel.
#
# RUN: tilec compile %s --kernel copy --signature "tensordesc<fp16[16, 32]>:[1, 16], tensordesc<fp16[16, 32],nan>" --emit tile | FileCheck %s
# RUN: tilec compile %s --kernel copy --signature "tensordesc<fp16[16, 32]>:[1, 16], tensordesc<fp16[16, 32],nan>" --emit gpu --target sm_90a | FileCheck %s --check-prefix=GPU
# RUN: not tilec compile %s --kernel copy --signature "tensordesc<fp16[16, 32]>, tensordesc<fp16[16, 32]:16>" --emit tile 2>&1 | FileCheck %s --check-prefix=BAD

import triton
import triton.language as tl


# Why: 2 x (base, 2 shapes, 1 stride); the base aligned to 16 bytes, the
# fp16 row stride a multiple of 8 elements, the second shape dimension of the
# first descriptor a multiple of 16 (its hint) and no other shape fact; the
# strides in i64; the last stride is 1, so the column index is not scaled.
# CHECK-LABEL: func.func @copy(
# CHECK-SAME: %arg0: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %arg1: i32, %arg2: i32 {tile.divisibility = 16 : i32}, %arg3: i64 {tile.divisibility = 8 : i32},
# CHECK-SAME: %arg4: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %arg5: i32, %arg6: i32, %arg7: i64 {tile.divisibility = 8 : i32})
# CHECK-DAG: %[[NAN:.+]] = arith.constant dense<0x7E00> : tensor<16x32xf16>
# CHECK-DAG: %[[ZERO:.+]] = arith.constant dense<0.000000e+00> : tensor<16x32xf16>
# CHECK: tile.splat %arg3 : i64
# CHECK: tile.load %{{.*}}, %{{.*}}, %[[ZERO]]
# CHECK: tile.splat %arg7 : i64
# CHECK: tile.load %{{.*}}, %{{.*}}, %[[NAN]]
# CHECK: tile.store
# Why: the column mask is constant over runs of 16 once the shape is a
# multiple of 16, so the first descriptor's load is vectorized (8 x fp16);
# the second's shape has no hint: one element at a time.
# GPU: tile.load {{.*}}tilegpu.vec = 8
# GPU: tile.load {{.*}}tilegpu.vec = 1
# BAD: error: malformed tensor descriptor 'tensordesc<fp16[16, 32]:16>' (text after the block shape
# BAD-SAME: for parameter 'b'
@triton.jit
def copy(a, b):
    x = a.load([tl.program_id(0) * 16, 0])
    y = b.load([tl.program_id(0) * 16, 32])
    a.store([tl.program_id(0) * 16, 0], x + y)
