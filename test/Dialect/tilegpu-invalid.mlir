// RUN: tilec-opt %s -split-input-file -verify-diagnostics
// Every verifier message of the tilegpu dialect but the local buffers' (in
// local-buffers.mlir), one case each.
//
// #tilegpu.slice, #tilegpu.mma and #tilegpu.dot_op have no verifier: the
// layout analysis (Layout.cpp) refuses unusable ones (unknown mma kind,
// dot_op parent that is not an mma layout, slice dim out of range) with a
// failure that its users report.
//
// The "non-zero rank" half of the blocked layout's rank check is reachable
// only from C++ builders: the parser rejects an empty array (`[]`) with
// "expected integer value" before the verifier runs.

// expected-error @+1 {{blocked layout arrays must have one equal, non-zero rank}}
#bad = #tilegpu.blocked<sizePerThread = [1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
func.func @blocked_ranks_differ(%x: tensor<64x32xf32, #bad>) {
  return
}


// -----

// expected-error @+1 {{blocked layout sizes must be powers of two, got 3}}
#bad = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [3, 1], order = [1, 0]>
func.func @blocked_not_power_of_two(%x: tensor<64x32xf32, #bad>) {
  return
}

// -----

// expected-error @+1 {{blocked layout sizes must be powers of two, got 0}}
#bad = #tilegpu.blocked<sizePerThread = [0, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
func.func @blocked_zero(%x: tensor<64x32xf32, #bad>) {
  return
}

// -----

// expected-error @+1 {{blocked layout order must be a permutation}}
#bad = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 1]>
func.func @blocked_order_repeats(%x: tensor<64x32xf32, #bad>) {
  return
}

// -----

// expected-error @+1 {{blocked layout order must be a permutation}}
#bad = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [2, 0]>
func.func @blocked_order_out_of_range(%x: tensor<64x32xf32, #bad>) {
  return
}

// -----

#a = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tilegpu.blocked<sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]>
func.func @convert_layout_shape(%x: tensor<64x32xf32, #a>) {
  // expected-error @below {{'tilegpu.convert_layout' op must keep shape and element type: 'tensor<64x32xf32, #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>>' -> 'tensor<32x64xf32, #tilegpu.blocked<sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]>>'}}
  %y = tilegpu.convert_layout %x : tensor<64x32xf32, #a> -> tensor<32x64xf32, #b>
  return
}

// -----

#a = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tilegpu.blocked<sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]>
func.func @convert_layout_element(%x: tensor<64x32xf32, #a>) {
  // expected-error @below {{'tilegpu.convert_layout' op must keep shape and element type}}
  %y = tilegpu.convert_layout %x : tensor<64x32xf32, #a> -> tensor<64x32xf16, #b>
  return
}

// -----

#rows = #tilegpu.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]>
func.func @view_moves_elements(%x: tensor<64x64xf32, #rows>) {
  // expected-error @below {{'tilegpu.view' op layouts move elements between lanes or warps}}
  %t = tilegpu.view %x {order = array<i32: 1, 0>} : tensor<64x64xf32, #rows> -> tensor<64x64xf32, #rows>
  return
}

// -----

#rows = #tilegpu.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]>
func.func @view_bad_order(%x: tensor<64x32xf32, #rows>) {
  // expected-error @below {{'tilegpu.view' op result 'tensor<64x32xf32, #tilegpu.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]>>' is not the source permuted by the order}}
  %t = tilegpu.view %x {order = array<i32: 1, 0>} : tensor<64x32xf32, #rows> -> tensor<64x32xf32, #rows>
  return
}
