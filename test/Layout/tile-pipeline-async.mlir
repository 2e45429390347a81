// tile-pipeline-async (NVIDIA sm_80+, num_stages >= 2): in an scf.for that
// writes no memory, a load whose only use is a conversion into a dot operand
// layout, whose address and mask come from the induction variable and loop
// invariants, and whose `other` is zero, becomes tilegpu.async_copy (cp.async,
// global -> shared) into slots of a tilegpu.local_buffer and a
// tilegpu.local_load of the slot in the operand layout. Layouts first
// (tile-assign-layouts), as in the compile pipeline.
// RUN: tilec-opt %s --tile-assign-layouts="num-warps=4 chip=sm_90" --tile-pipeline-async="num-stages=2" -split-input-file | FileCheck %s
// RUN: tilec-opt %s --tile-assign-layouts="num-warps=4 chip=sm_90" --tile-pipeline-async="num-stages=1" -split-input-file | FileCheck %s --check-prefix=STAGES1

// Two slots: B (32x64 fp16, 4096 bytes) is copied one iteration ahead: the
// first copy before the loop (masked off if the loop runs no iteration), a
// wait + barrier at the top of the body, the next copy into the other slot
// (masked off past the end), the dot reading this iteration's slot, and a
// final wait after the loop. A, loaded before the loop, is not touched.
// CHECK-LABEL: func.func @two_slots
// CHECK: %[[A:.+]] = tile.load
// CHECK: %[[BUF:.+]] = tilegpu.local_buffer : memref<2x32x64xf16, 3>
// CHECK: %[[FIRST:.+]] = arith.cmpi slt, %{{.*}}, %[[N:[^ ]+]] : i32
// Every warp is done with the shared memory the slots overlap (before the
// loop) once the first copy's operands are computed, then the copy is issued.
// CHECK: tilegpu.async_wait {pending = 0 : i32}
// CHECK-NEXT: tilegpu.async_copy %[[BUF]][%c0_i32{{.*}}], %{{.*}}, %{{.*}} {tilegpu.vec = 8 : i32}
// The loop carries the slot it reads (from 0) and the one it copies into
// (from 1); each iteration flips the first and hands its value to the second.
// CHECK: scf.for %[[IV:.+]] = %{{.*}} to %[[N]] {{.*}}iter_args({{.*}}, %[[CUR:[^ ]+]] = %c0_i32{{[^,]*}}, %[[NEXT:[^ ]+]] = %c1_i32{{[^)]*}})
// CHECK-NEXT: tilegpu.async_wait {pending = 0 : i32}
// CHECK: tilegpu.async_copy %[[BUF]][%[[NEXT]]]
// CHECK: %[[B:.+]] = tilegpu.local_load %[[BUF]][%[[CUR]]] : memref<2x32x64xf16, 3> -> tensor<32x64xf16, #{{.+}}>
// CHECK: tile.dot %{{.*}}, %[[B]], %{{.*}}
// CHECK-NOT: tile.load
// CHECK: %[[FLIP:.+]] = arith.xori %[[CUR]], %c1_i32{{.*}} : i32
// CHECK-NEXT: scf.yield {{.*}}, %[[FLIP]], %[[CUR]] :
// CHECK-NEXT: }
// CHECK-NEXT: tilegpu.async_wait {pending = 0 : i32}
// STAGES1-LABEL: func.func @two_slots
// STAGES1-NOT: tilegpu.local_buffer
// STAGES1: tile.load
// STAGES1: tile.load
func.func @two_slots(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %c: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
  %cst_0 = arith.constant dense<64> : tensor<32x1xi32>
  %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32>
  %cst_2 = arith.constant dense<32> : tensor<64x1xi32>
  %c1_i32 = arith.constant 1 : i32
  %c0_i32 = arith.constant 0 : i32
  %c32_i32 = arith.constant 32 : i32
  %0 = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %1 = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  %2 = tile.expand_dims %0 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %3 = arith.muli %2, %cst_2 : tensor<64x1xi32>
  %4 = tile.splat %a : !tile.ptr<f16> -> tensor<64x1x!tile.ptr<f16>>
  %5 = tile.addptr %4, %3 : tensor<64x1x!tile.ptr<f16>>, tensor<64x1xi32>
  %6 = tile.expand_dims %1 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  %7 = tile.broadcast %5 : tensor<64x1x!tile.ptr<f16>> -> tensor<64x32x!tile.ptr<f16>>
  %8 = tile.broadcast %6 : tensor<1x32xi32> -> tensor<64x32xi32>
  %9 = tile.addptr %7, %8 : tensor<64x32x!tile.ptr<f16>>, tensor<64x32xi32>
  %10 = tile.load %9 : tensor<64x32x!tile.ptr<f16>> -> tensor<64x32xf16>
  %acc = scf.for %i = %c0_i32 to %n step %c1_i32 iter_args(%arg5 = %zero) -> (tensor<64x64xf32>) : i32 {
    %19 = arith.muli %i, %c32_i32 : i32
    %20 = tile.expand_dims %1 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
    %21 = tile.splat %19 : i32 -> tensor<32x1xi32>
    %22 = arith.addi %21, %20 : tensor<32x1xi32>
    %23 = arith.muli %22, %cst_0 : tensor<32x1xi32>
    %24 = tile.splat %b : !tile.ptr<f16> -> tensor<32x1x!tile.ptr<f16>>
    %25 = tile.addptr %24, %23 : tensor<32x1x!tile.ptr<f16>>, tensor<32x1xi32>
    %26 = tile.expand_dims %0 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %27 = tile.broadcast %25 : tensor<32x1x!tile.ptr<f16>> -> tensor<32x64x!tile.ptr<f16>>
    %28 = tile.broadcast %26 : tensor<1x64xi32> -> tensor<32x64xi32>
    %29 = tile.addptr %27, %28 : tensor<32x64x!tile.ptr<f16>>, tensor<32x64xi32>
    %30 = tile.load %29 : tensor<32x64x!tile.ptr<f16>> -> tensor<32x64xf16>
    %31 = tile.dot %10, %30, %arg5 : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
    scf.yield %31 : tensor<64x64xf32>
  }
  %cst = arith.constant dense<64> : tensor<64x1xi32>
  %12 = arith.muli %2, %cst : tensor<64x1xi32>
  %13 = tile.splat %c : !tile.ptr<f32> -> tensor<64x1x!tile.ptr<f32>>
  %14 = tile.addptr %13, %12 : tensor<64x1x!tile.ptr<f32>>, tensor<64x1xi32>
  %15 = tile.expand_dims %0 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %16 = tile.broadcast %14 : tensor<64x1x!tile.ptr<f32>> -> tensor<64x64x!tile.ptr<f32>>
  %17 = tile.broadcast %15 : tensor<1x64xi32> -> tensor<64x64xi32>
  %18 = tile.addptr %16, %17 : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xi32>
  tile.store %18, %acc : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xf32>
  return
}

// -----

// A mask with `other` zero is kept: masked-off vectors of the copy read
// nothing and are zero-filled (cp.async's source size 0), as the load gave.
// CHECK-LABEL: func.func @masked_zero_other
// CHECK: scf.for
// CHECK: tilegpu.async_copy
// CHECK: tilegpu.local_load
func.func @masked_zero_other(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %c: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
  %cst_0 = arith.constant dense<64> : tensor<32x1xi32>
  %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32>
  %cst_2 = arith.constant dense<32> : tensor<64x1xi32>
  %c1_i32 = arith.constant 1 : i32
  %c0_i32 = arith.constant 0 : i32
  %c32_i32 = arith.constant 32 : i32
  %0 = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %1 = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  %2 = tile.expand_dims %0 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %3 = arith.muli %2, %cst_2 : tensor<64x1xi32>
  %4 = tile.splat %a : !tile.ptr<f16> -> tensor<64x1x!tile.ptr<f16>>
  %5 = tile.addptr %4, %3 : tensor<64x1x!tile.ptr<f16>>, tensor<64x1xi32>
  %6 = tile.expand_dims %1 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  %7 = tile.broadcast %5 : tensor<64x1x!tile.ptr<f16>> -> tensor<64x32x!tile.ptr<f16>>
  %8 = tile.broadcast %6 : tensor<1x32xi32> -> tensor<64x32xi32>
  %9 = tile.addptr %7, %8 : tensor<64x32x!tile.ptr<f16>>, tensor<64x32xi32>
  %10 = tile.load %9 : tensor<64x32x!tile.ptr<f16>> -> tensor<64x32xf16>
  %acc = scf.for %i = %c0_i32 to %n step %c1_i32 iter_args(%arg5 = %zero) -> (tensor<64x64xf32>) : i32 {
    %19 = arith.muli %i, %c32_i32 : i32
    %20 = tile.expand_dims %1 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
    %21 = tile.splat %19 : i32 -> tensor<32x1xi32>
    %22 = arith.addi %21, %20 : tensor<32x1xi32>
    %23 = arith.muli %22, %cst_0 : tensor<32x1xi32>
    %24 = tile.splat %b : !tile.ptr<f16> -> tensor<32x1x!tile.ptr<f16>>
    %25 = tile.addptr %24, %23 : tensor<32x1x!tile.ptr<f16>>, tensor<32x1xi32>
    %26 = tile.expand_dims %0 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %27 = tile.broadcast %25 : tensor<32x1x!tile.ptr<f16>> -> tensor<32x64x!tile.ptr<f16>>
    %28 = tile.broadcast %26 : tensor<1x64xi32> -> tensor<32x64xi32>
    %29 = tile.addptr %27, %28 : tensor<32x64x!tile.ptr<f16>>, tensor<32x64xi32>
    %zeros = arith.constant dense<0.000000e+00> : tensor<32x64xf16>
    %nn = tile.splat %n : i32 -> tensor<32x1xi32>
    %m1 = arith.cmpi slt, %22, %nn : tensor<32x1xi32>
    %m = tile.broadcast %m1 : tensor<32x1xi1> -> tensor<32x64xi1>
    %30 = tile.load %29, %m, %zeros : tensor<32x64x!tile.ptr<f16>>, tensor<32x64xi1>, tensor<32x64xf16> -> tensor<32x64xf16>
    %31 = tile.dot %10, %30, %arg5 : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
    scf.yield %31 : tensor<64x64xf32>
  }
  %cst = arith.constant dense<64> : tensor<64x1xi32>
  %12 = arith.muli %2, %cst : tensor<64x1xi32>
  %13 = tile.splat %c : !tile.ptr<f32> -> tensor<64x1x!tile.ptr<f32>>
  %14 = tile.addptr %13, %12 : tensor<64x1x!tile.ptr<f32>>, tensor<64x1xi32>
  %15 = tile.expand_dims %0 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %16 = tile.broadcast %14 : tensor<64x1x!tile.ptr<f32>> -> tensor<64x64x!tile.ptr<f32>>
  %17 = tile.broadcast %15 : tensor<1x64xi32> -> tensor<64x64xi32>
  %18 = tile.addptr %16, %17 : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xi32>
  tile.store %18, %acc : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xf32>
  return
}

// -----

// negative: a non-zero `other` cannot come from a zero-filling copy.
// CHECK-LABEL: func.func @negative_nonzero_other
// CHECK-NOT: tilegpu.local_buffer
// CHECK: scf.for
// CHECK: tile.load {{.*}}, %{{.*}}, %{{.*}} :
func.func @negative_nonzero_other(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %c: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
  %cst_0 = arith.constant dense<64> : tensor<32x1xi32>
  %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32>
  %cst_2 = arith.constant dense<32> : tensor<64x1xi32>
  %c1_i32 = arith.constant 1 : i32
  %c0_i32 = arith.constant 0 : i32
  %c32_i32 = arith.constant 32 : i32
  %0 = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %1 = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  %2 = tile.expand_dims %0 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %3 = arith.muli %2, %cst_2 : tensor<64x1xi32>
  %4 = tile.splat %a : !tile.ptr<f16> -> tensor<64x1x!tile.ptr<f16>>
  %5 = tile.addptr %4, %3 : tensor<64x1x!tile.ptr<f16>>, tensor<64x1xi32>
  %6 = tile.expand_dims %1 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  %7 = tile.broadcast %5 : tensor<64x1x!tile.ptr<f16>> -> tensor<64x32x!tile.ptr<f16>>
  %8 = tile.broadcast %6 : tensor<1x32xi32> -> tensor<64x32xi32>
  %9 = tile.addptr %7, %8 : tensor<64x32x!tile.ptr<f16>>, tensor<64x32xi32>
  %10 = tile.load %9 : tensor<64x32x!tile.ptr<f16>> -> tensor<64x32xf16>
  %acc = scf.for %i = %c0_i32 to %n step %c1_i32 iter_args(%arg5 = %zero) -> (tensor<64x64xf32>) : i32 {
    %19 = arith.muli %i, %c32_i32 : i32
    %20 = tile.expand_dims %1 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
    %21 = tile.splat %19 : i32 -> tensor<32x1xi32>
    %22 = arith.addi %21, %20 : tensor<32x1xi32>
    %23 = arith.muli %22, %cst_0 : tensor<32x1xi32>
    %24 = tile.splat %b : !tile.ptr<f16> -> tensor<32x1x!tile.ptr<f16>>
    %25 = tile.addptr %24, %23 : tensor<32x1x!tile.ptr<f16>>, tensor<32x1xi32>
    %26 = tile.expand_dims %0 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %27 = tile.broadcast %25 : tensor<32x1x!tile.ptr<f16>> -> tensor<32x64x!tile.ptr<f16>>
    %28 = tile.broadcast %26 : tensor<1x64xi32> -> tensor<32x64xi32>
    %29 = tile.addptr %27, %28 : tensor<32x64x!tile.ptr<f16>>, tensor<32x64xi32>
    %ones = arith.constant dense<1.000000e+00> : tensor<32x64xf16>
    %nn = tile.splat %n : i32 -> tensor<32x1xi32>
    %m1 = arith.cmpi slt, %22, %nn : tensor<32x1xi32>
    %m = tile.broadcast %m1 : tensor<32x1xi1> -> tensor<32x64xi1>
    %30 = tile.load %29, %m, %ones : tensor<32x64x!tile.ptr<f16>>, tensor<32x64xi1>, tensor<32x64xf16> -> tensor<32x64xf16>
    %31 = tile.dot %10, %30, %arg5 : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
    scf.yield %31 : tensor<64x64xf32>
  }
  %cst = arith.constant dense<64> : tensor<64x1xi32>
  %12 = arith.muli %2, %cst : tensor<64x1xi32>
  %13 = tile.splat %c : !tile.ptr<f32> -> tensor<64x1x!tile.ptr<f32>>
  %14 = tile.addptr %13, %12 : tensor<64x1x!tile.ptr<f32>>, tensor<64x1xi32>
  %15 = tile.expand_dims %0 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %16 = tile.broadcast %14 : tensor<64x1x!tile.ptr<f32>> -> tensor<64x64x!tile.ptr<f32>>
  %17 = tile.broadcast %15 : tensor<1x64xi32> -> tensor<64x64xi32>
  %18 = tile.addptr %16, %17 : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xi32>
  tile.store %18, %acc : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xf32>
  return
}

// -----

// negative: the loop writes memory, so no load may move ahead of it.
// CHECK-LABEL: func.func @negative_loop_writes_memory
// CHECK-NOT: tilegpu.local_buffer
// CHECK: scf.for
// CHECK: tile.load
// CHECK: tile.store
func.func @negative_loop_writes_memory(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %c: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
  %cst_0 = arith.constant dense<64> : tensor<32x1xi32>
  %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32>
  %cst_2 = arith.constant dense<32> : tensor<64x1xi32>
  %c1_i32 = arith.constant 1 : i32
  %c0_i32 = arith.constant 0 : i32
  %c32_i32 = arith.constant 32 : i32
  %0 = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %1 = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  %2 = tile.expand_dims %0 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %3 = arith.muli %2, %cst_2 : tensor<64x1xi32>
  %4 = tile.splat %a : !tile.ptr<f16> -> tensor<64x1x!tile.ptr<f16>>
  %5 = tile.addptr %4, %3 : tensor<64x1x!tile.ptr<f16>>, tensor<64x1xi32>
  %6 = tile.expand_dims %1 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  %7 = tile.broadcast %5 : tensor<64x1x!tile.ptr<f16>> -> tensor<64x32x!tile.ptr<f16>>
  %8 = tile.broadcast %6 : tensor<1x32xi32> -> tensor<64x32xi32>
  %9 = tile.addptr %7, %8 : tensor<64x32x!tile.ptr<f16>>, tensor<64x32xi32>
  %10 = tile.load %9 : tensor<64x32x!tile.ptr<f16>> -> tensor<64x32xf16>
  %acc = scf.for %i = %c0_i32 to %n step %c1_i32 iter_args(%arg5 = %zero) -> (tensor<64x64xf32>) : i32 {
    %19 = arith.muli %i, %c32_i32 : i32
    %20 = tile.expand_dims %1 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
    %21 = tile.splat %19 : i32 -> tensor<32x1xi32>
    %22 = arith.addi %21, %20 : tensor<32x1xi32>
    %23 = arith.muli %22, %cst_0 : tensor<32x1xi32>
    %24 = tile.splat %b : !tile.ptr<f16> -> tensor<32x1x!tile.ptr<f16>>
    %25 = tile.addptr %24, %23 : tensor<32x1x!tile.ptr<f16>>, tensor<32x1xi32>
    %26 = tile.expand_dims %0 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %27 = tile.broadcast %25 : tensor<32x1x!tile.ptr<f16>> -> tensor<32x64x!tile.ptr<f16>>
    %28 = tile.broadcast %26 : tensor<1x64xi32> -> tensor<32x64xi32>
    %29 = tile.addptr %27, %28 : tensor<32x64x!tile.ptr<f16>>, tensor<32x64xi32>
    %30 = tile.load %29 : tensor<32x64x!tile.ptr<f16>> -> tensor<32x64xf16>
    %31 = tile.dot %10, %30, %arg5 : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
    %sp = tile.splat %c : !tile.ptr<f32> -> tensor<64x64x!tile.ptr<f32>>
    tile.store %sp, %31 : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xf32>
    scf.yield %31 : tensor<64x64xf32>
  }
  %cst = arith.constant dense<64> : tensor<64x1xi32>
  %12 = arith.muli %2, %cst : tensor<64x1xi32>
  %13 = tile.splat %c : !tile.ptr<f32> -> tensor<64x1x!tile.ptr<f32>>
  %14 = tile.addptr %13, %12 : tensor<64x1x!tile.ptr<f32>>, tensor<64x1xi32>
  %15 = tile.expand_dims %0 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %16 = tile.broadcast %14 : tensor<64x1x!tile.ptr<f32>> -> tensor<64x64x!tile.ptr<f32>>
  %17 = tile.broadcast %15 : tensor<1x64xi32> -> tensor<64x64xi32>
  %18 = tile.addptr %16, %17 : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xi32>
  tile.store %18, %acc : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xf32>
  return
}
