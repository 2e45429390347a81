// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=gfx942" --tile-allocate-shared-memory=chip=gfx942 --convert-tile-to-llvm=chip=gfx942 | FileCheck %s
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=sm_90" --tile-allocate-shared-memory=chip=sm_90 --convert-tile-to-llvm=chip=sm_90 | FileCheck %s
// A reshape of a blocked tile to a higher rank keeps every element in its
// lane (tile-assign-layouts makes it a tilegpu.view): registers are renamed,
// nothing goes through shared memory.
// CHECK-LABEL: llvm.func @reshape
// CHECK-NOT: !llvm.ptr<3>
// CHECK-NOT: tile.reshape
// CHECK: llvm.return
func.func @reshape(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 256 : i32} : tensor<256xi32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<256x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %r : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
  %v = tile.load %pa : tensor<256x!tile.ptr<f32>> -> tensor<256xf32>
  %w = tile.reshape %v : tensor<256xf32> -> tensor<16x16xf32>
  %s = tile.reduce(%w) {axis = 1 : i32} : (tensor<16x16xf32>) -> tensor<16xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  %r16 = tile.make_range {start = 0 : i32, end = 16 : i32} : tensor<16xi32>
  %qs = tile.splat %q : !tile.ptr<f32> -> tensor<16x!tile.ptr<f32>>
  %qa = tile.addptr %qs, %r16 : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
  tile.store %qa, %s : tensor<16x!tile.ptr<f32>>, tensor<16xf32>
  return
}

// -----

// A reshape that moves elements between lanes (of a reduction's result,
// which every lane of a row holds) goes through shared memory in the
// source's row-major order (found by the tile-IR fuzzer: the store used the
// result's rank).
// CHECK-LABEL: llvm.func @reshape_of_reduction
// CHECK: llvm.store %{{.*}}, %{{.*}} : {{f32|vector<[0-9]+xf32>}}, !llvm.ptr<3>
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> {{f32|vector<[0-9]+xf32>}}
// CHECK-NOT: tile.reshape
func.func @reshape_of_reduction(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 16 : i32} : tensor<16xi32>
  %re = tile.expand_dims %r {axis = 1 : i32} : tensor<16xi32> -> tensor<16x1xi32>
  %c16 = arith.constant dense<16> : tensor<16x1xi32>
  %ro = arith.muli %re, %c16 : tensor<16x1xi32>
  %rb = tile.broadcast %ro : tensor<16x1xi32> -> tensor<16x16xi32>
  %ce = tile.expand_dims %r {axis = 0 : i32} : tensor<16xi32> -> tensor<1x16xi32>
  %cb = tile.broadcast %ce : tensor<1x16xi32> -> tensor<16x16xi32>
  %off = arith.addi %rb, %cb : tensor<16x16xi32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<16x16x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %off : tensor<16x16x!tile.ptr<f32>>, tensor<16x16xi32>
  %v = tile.load %pa : tensor<16x16x!tile.ptr<f32>> -> tensor<16x16xf32>
  %s = tile.reduce(%v) {axis = 1 : i32} : (tensor<16x16xf32>) -> tensor<16xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  %w = tile.reshape %s : tensor<16xf32> -> tensor<4x4xf32>
  %r4 = tile.make_range {start = 0 : i32, end = 4 : i32} : tensor<4xi32>
  %qe = tile.expand_dims %r4 {axis = 1 : i32} : tensor<4xi32> -> tensor<4x1xi32>
  %c4 = arith.constant dense<4> : tensor<4x1xi32>
  %qo = arith.muli %qe, %c4 : tensor<4x1xi32>
  %qb = tile.broadcast %qo : tensor<4x1xi32> -> tensor<4x4xi32>
  %qc = tile.expand_dims %r4 {axis = 0 : i32} : tensor<4xi32> -> tensor<1x4xi32>
  %qcb = tile.broadcast %qc : tensor<1x4xi32> -> tensor<4x4xi32>
  %qoff = arith.addi %qb, %qcb : tensor<4x4xi32>
  %qs = tile.splat %q : !tile.ptr<f32> -> tensor<4x4x!tile.ptr<f32>>
  %qa = tile.addptr %qs, %qoff : tensor<4x4x!tile.ptr<f32>>, tensor<4x4xi32>
  tile.store %qa, %w : tensor<4x4x!tile.ptr<f32>>, tensor<4x4xf32>
  return
}
