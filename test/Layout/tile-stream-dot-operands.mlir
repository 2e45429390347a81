// tile-stream-dot-operands: a loop whose carried tiles plus the loop-invariant
// dot operands it holds need more than half of the register file keeps the
// largest such operand in shared memory: a tilegpu.local_alloc before the
// loop and a tilegpu.local_load before the dot, instead of a conversion held
// in registers across the loop. Here A (128x64 fp16, loaded once) feeds a
// dot into a 128x128 fp32 accumulator at 4 warps. gfx1100: 128 accumulator
// VGPRs + 64 for A as a WMMA operand (repeated in both half-waves) > 128 of
// 256: streamed. gfx942: 64 + 16 of 512 (VGPRs + AGPRs): kept in registers.
// As in the compile pipeline, layouts and loop-invariant code motion first.
// RUN: tilec-opt %s --tile-assign-layouts="num-warps=4 chip=gfx1100" --canonicalize --cse --loop-invariant-code-motion --tile-stream-dot-operands | FileCheck %s --check-prefix=STREAM
// RUN: tilec-opt %s --tile-assign-layouts="num-warps=4 chip=gfx942" --canonicalize --cse --loop-invariant-code-motion --tile-stream-dot-operands | FileCheck %s --check-prefix=KEEP

// STREAM-LABEL: func.func @invariant_a
// STREAM: %[[A:.+]] = tile.load {{.*}} -> tensor<128x64xf16, #{{.+}}>
// STREAM: %[[BUF:.+]] = tilegpu.local_alloc %[[A]] : tensor<128x64xf16, #{{.+}}> -> memref<128x64xf16, 3>
// STREAM-NOT: tilegpu.convert_layout %[[A]]
// STREAM: scf.for
// STREAM: %[[AOP:.+]] = tilegpu.local_load %[[BUF]] : memref<128x64xf16, 3> -> tensor<128x64xf16, #dot_op{{[0-9]*}}>
// STREAM-NEXT: tile.dot %[[AOP]],

// KEEP-LABEL: func.func @invariant_a
// KEEP-NOT: tilegpu.local_alloc
// KEEP: %[[AOP:.+]] = tilegpu.convert_layout {{.*}} : tensor<128x64xf16, #{{.+}}> -> tensor<128x64xf16, #dot_op{{[0-9]*}}>
// KEEP: scf.for
// KEEP: tile.dot %[[AOP]],
func.func @invariant_a(%arg0: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %arg1: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %arg2: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %arg3: i32) attributes {tile.kernel} {
  %cst = arith.constant dense<128> : tensor<128x1xi32>
  %cst_0 = arith.constant dense<128> : tensor<64x1xi32>
  %cst_1 = arith.constant dense<0.000000e+00> : tensor<128x128xf32>
  %cst_2 = arith.constant dense<64> : tensor<128x1xi32>
  %c1_i32 = arith.constant 1 : i32
  %c0_i32 = arith.constant 0 : i32
  %c64_i32 = arith.constant 64 : i32
  %0 = tile.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %1 = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %2 = tile.expand_dims %0 {axis = 1 : i32} : tensor<128xi32> -> tensor<128x1xi32>
  %3 = arith.muli %2, %cst_2 : tensor<128x1xi32>
  %4 = tile.splat %arg0 : !tile.ptr<f16> -> tensor<128x1x!tile.ptr<f16>>
  %5 = tile.addptr %4, %3 : tensor<128x1x!tile.ptr<f16>>, tensor<128x1xi32>
  %6 = tile.expand_dims %1 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %7 = tile.broadcast %5 : tensor<128x1x!tile.ptr<f16>> -> tensor<128x64x!tile.ptr<f16>>
  %8 = tile.broadcast %6 : tensor<1x64xi32> -> tensor<128x64xi32>
  %9 = tile.addptr %7, %8 : tensor<128x64x!tile.ptr<f16>>, tensor<128x64xi32>
  %10 = tile.load %9 : tensor<128x64x!tile.ptr<f16>> -> tensor<128x64xf16>
  %11 = scf.for %arg4 = %c0_i32 to %arg3 step %c1_i32 iter_args(%arg5 = %cst_1) -> (tensor<128x128xf32>)  : i32 {
    %19 = arith.muli %arg4, %c64_i32 : i32
    %20 = tile.expand_dims %1 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
    %21 = tile.splat %19 : i32 -> tensor<64x1xi32>
    %22 = arith.addi %21, %20 : tensor<64x1xi32>
    %23 = arith.muli %22, %cst_0 : tensor<64x1xi32>
    %24 = tile.splat %arg1 : !tile.ptr<f16> -> tensor<64x1x!tile.ptr<f16>>
    %25 = tile.addptr %24, %23 : tensor<64x1x!tile.ptr<f16>>, tensor<64x1xi32>
    %26 = tile.expand_dims %0 {axis = 0 : i32} : tensor<128xi32> -> tensor<1x128xi32>
    %27 = tile.broadcast %25 : tensor<64x1x!tile.ptr<f16>> -> tensor<64x128x!tile.ptr<f16>>
    %28 = tile.broadcast %26 : tensor<1x128xi32> -> tensor<64x128xi32>
    %29 = tile.addptr %27, %28 : tensor<64x128x!tile.ptr<f16>>, tensor<64x128xi32>
    %30 = tile.load %29 : tensor<64x128x!tile.ptr<f16>> -> tensor<64x128xf16>
    %31 = tile.dot %10, %30, %arg5 : tensor<128x64xf16>, tensor<64x128xf16> -> tensor<128x128xf32>
    scf.yield %31 : tensor<128x128xf32>
  }
  %12 = arith.muli %2, %cst : tensor<128x1xi32>
  %13 = tile.splat %arg2 : !tile.ptr<f32> -> tensor<128x1x!tile.ptr<f32>>
  %14 = tile.addptr %13, %12 : tensor<128x1x!tile.ptr<f32>>, tensor<128x1xi32>
  %15 = tile.expand_dims %0 {axis = 0 : i32} : tensor<128xi32> -> tensor<1x128xi32>
  %16 = tile.broadcast %14 : tensor<128x1x!tile.ptr<f32>> -> tensor<128x128x!tile.ptr<f32>>
  %17 = tile.broadcast %15 : tensor<1x128xi32> -> tensor<128x128xi32>
  %18 = tile.addptr %16, %17 : tensor<128x128x!tile.ptr<f32>>, tensor<128x128xi32>
  tile.store %18, %11 : tensor<128x128x!tile.ptr<f32>>, tensor<128x128xf32>
  return
}
