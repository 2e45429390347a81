# Block pointers become pointer arithmetic in int64 and a bounds mask per
# dimension boundary_check names (Triton's rewrite of block pointers); one
# advanced in a loop is carried by its int32 offsets.
#
# RUN: tilec compile %s --kernel checked --signature "*fp16,*fp16,i32,i32,i32" --emit tile | FileCheck %s --check-prefix=CHECKED
# RUN: tilec compile %s --kernel advanced --signature "*fp32,*fp32,i32" --emit tile | FileCheck %s --check-prefix=LOOP

import triton
import triton.language as tl


# Why: only dimension 1 is checked, so the mask compares the column index
# (0 <= j < N) and never the row; the offsets are widened to i64 before the
# strides multiply; NaN pads.
# CHECKED-LABEL: func.func @checked
# CHECKED: %[[NAN:.+]] = arith.constant dense<0x7E00> : tensor<16x32xf16>
# CHECKED: arith.extsi %{{.*}} : tensor<16x1xi32> to tensor<16x1xi64>
# CHECKED: arith.muli %{{.*}}, %{{.*}} : tensor<16x1xi64>
# CHECKED: arith.extsi %{{.*}} : tensor<1x32xi32> to tensor<1x32xi64>
# CHECKED-NOT: arith.cmpi
# CHECKED-DAG: arith.cmpi slt, %{{.*}}, %{{.*}} : tensor<1x32xi32>
# CHECKED-DAG: arith.cmpi sge, %{{.*}}, %{{.*}} : tensor<1x32xi32>
# CHECKED-NOT: arith.cmpi
# CHECKED: tile.load %{{.*}}, %{{.*}}, %[[NAN]]
# CHECKED-NOT: arith.cmpi
# CHECKED: tile.store %{{.*}}, %{{.*}} :
@triton.jit
def checked(x_ptr, y_ptr, M, N, stride):
    p = tl.make_block_ptr(x_ptr, (M, N), (stride, 1), (tl.program_id(0) * 16, 0), (16, 32),
                          (1, 0))
    x = tl.load(p, boundary_check=(1,), padding_option="nan")
    q = tl.make_block_ptr(y_ptr, (M, N), (stride, 1), (tl.program_id(0) * 16, 0), (16, 32),
                          (1, 0))
    tl.store(q, x)


# Why: the loop carries the two block pointers' offsets (i32 scalars) beside
# the accumulator; their shapes, strides and block shapes stay constexprs.
# LOOP-LABEL: func.func @advanced
# LOOP: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}, %[[OFF:.+]] = %{{.*}}) -> (tensor<64xf32>, i32)
# LOOP: tile.load
# LOOP: %[[NEXT:.+]] = arith.addi %[[OFF]], %{{.*}} : i32
# LOOP: scf.yield %{{.*}}, %[[NEXT]] : tensor<64xf32>, i32
@triton.jit
def advanced(x_ptr, out_ptr, n):
    p = tl.make_block_ptr(x_ptr, (n,), (1,), (0,), (64,), (0,))
    acc = tl.zeros((64,), tl.float32)
    for i in range(0, tl.cdiv(n, 64)):
        acc += tl.load(p, boundary_check=(0,))
        p = tl.advance(p, (64,))
    tl.store(out_ptr + tl.arange(0, 64), acc)
