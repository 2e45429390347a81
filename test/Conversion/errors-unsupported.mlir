// RUN: tilec-opt %s -split-input-file -verify-diagnostics --tile-assign-layouts="num-warps=4 chip=gfx942" --tile-allocate-shared-memory=chip=gfx942 --convert-tile-to-llvm=chip=gfx942
// RUN: tilec-opt %s -split-input-file -verify-diagnostics --tile-assign-layouts="num-warps=4 chip=sm_90" --tile-allocate-shared-memory=chip=sm_90 --convert-tile-to-llvm=chip=sm_90

// A constant tile whose elements differ has no per-lane lowering.
func.func @non_splat_constant(%p: !tile.ptr<i32>) attributes {tile.kernel} {
  // expected-error @below {{non-uniform tile constants are not supported by the GPU backends}}
  %c = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  %r = tile.make_range {start = 0 : i32, end = 4 : i32} : tensor<4xi32>
  %ps = tile.splat %p : !tile.ptr<i32> -> tensor<4x!tile.ptr<i32>>
  %pa = tile.addptr %ps, %r : tensor<4x!tile.ptr<i32>>, tensor<4xi32>
  tile.store %pa, %c : tensor<4x!tile.ptr<i32>>, tensor<4xi32>
  return
}
