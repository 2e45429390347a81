// RUN: tilec-opt %s -split-input-file -verify-diagnostics --tile-assign-layouts="num-warps=4 chip=gfx942" --convert-tile-to-llvm=chip=gfx942
// RUN: tilec-opt %s -split-input-file -verify-diagnostics --tile-assign-layouts="num-warps=4 chip=sm_90" --convert-tile-to-llvm=chip=sm_90

// Scans (tl.cumsum, tl.associative_scan) have no GPU lowering yet.
func.func @scan(%p: !tile.ptr<i32>) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
  // expected-error @below {{tile.scan (tl.cumsum, tl.associative_scan) is not supported by the GPU backends yet; it runs on the interpreter}}
  %s = tile.scan(%r) {axis = 0 : i32, reverse = false} : (tensor<64xi32>) -> tensor<64xi32> {
  ^bb0(%a: i32, %b: i32):
    %c = arith.addi %a, %b : i32
    tile.yield %c : i32
  }
  %ps = tile.splat %p : !tile.ptr<i32> -> tensor<64x!tile.ptr<i32>>
  %pa = tile.addptr %ps, %r : tensor<64x!tile.ptr<i32>>, tensor<64xi32>
  tile.store %pa, %s : tensor<64x!tile.ptr<i32>>, tensor<64xi32>
  return
}

// -----

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
