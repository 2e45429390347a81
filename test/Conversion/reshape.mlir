// RUN: tilec-opt %s --tile-assign-layouts="num-warps=4 chip=gfx942" --convert-tile-to-llvm=chip=gfx942 | FileCheck %s
// RUN: tilec-opt %s --tile-assign-layouts="num-warps=4 chip=sm_90" --convert-tile-to-llvm=chip=sm_90 | FileCheck %s
// A reshape to a higher rank goes through shared memory in the source's
// row-major order (found by the tile-IR fuzzer: the store used the result's rank).
// CHECK-LABEL: llvm.func @reshape
// CHECK: llvm.store %{{.*}}, %{{.*}} : {{f32|vector<[0-9]+xf32>}}, !llvm.ptr<3>
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> {{f32|vector<[0-9]+xf32>}}
// CHECK-NOT: tile.reshape
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
