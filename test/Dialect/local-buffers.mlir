// RUN: tilec-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// tilegpu.local_alloc / local_load print and parse back, and take only a
// shared-memory (space 3) buffer of the tile's own shape and element type.

#blocked = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #tilegpu.mma<kind = "mfma_16x16x16", warpsPerCTA = [4, 1]>
#dot = #tilegpu.dot_op<opIdx = 0, parent = #mma>
// CHECK-LABEL: func.func @roundtrip
// CHECK: %[[B:.+]] = tilegpu.local_alloc %{{.*}} : tensor<64x32xf16, #blocked> -> memref<64x32xf16, 3>
// CHECK: tilegpu.local_load %[[B]] : memref<64x32xf16, 3> -> tensor<64x32xf16, #dot_op>
func.func @roundtrip(%x: tensor<64x32xf16, #blocked>) -> tensor<64x32xf16, #dot> {
  %b = tilegpu.local_alloc %x : tensor<64x32xf16, #blocked> -> memref<64x32xf16, 3>
  %y = tilegpu.local_load %b : memref<64x32xf16, 3> -> tensor<64x32xf16, #dot>
  return %y : tensor<64x32xf16, #dot>
}

// -----

#blocked = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
func.func @wrong_shape(%x: tensor<64x32xf16, #blocked>) {
  // expected-error @below {{needs a buffer of the tile's shape and element type in memory space 3 (shared memory)}}
  %b = tilegpu.local_alloc %x : tensor<64x32xf16, #blocked> -> memref<32x64xf16, 3>
  return
}

// -----

#blocked = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
func.func @global_memory(%x: tensor<64x32xf16, #blocked>) {
  // expected-error @below {{needs a buffer of the tile's shape and element type in memory space 3 (shared memory)}}
  %b = tilegpu.local_alloc %x : tensor<64x32xf16, #blocked> -> memref<64x32xf16, 1>
  return
}

// -----

#blocked = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
func.func @wrong_element(%b: memref<64x32xf16, 3>) {
  // expected-error @below {{needs a buffer of the tile's shape and element type in memory space 3 (shared memory)}}
  %y = tilegpu.local_load %b : memref<64x32xf16, 3> -> tensor<64x32xf32, #blocked>
  return
}
