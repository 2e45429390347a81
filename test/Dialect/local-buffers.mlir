// RUN: tilec-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// tilegpu.local_alloc / local_load print and parse back, and take only a
// shared-memory (space 3) buffer of the tile's own shape and element type.

#blocked = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #tilegpu.mma<kind = mfma_16x16x16, warpsPerCTA = [4, 1]>
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

// -----

// Slots for asynchronous copies (tile-pipeline-async): local_buffer,
// async_copy into a slot, async_wait, local_load of a slot.
#blocked = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #tilegpu.mma<kind = nv_mma_16x8x16, warpsPerCTA = [4, 1]>
#dot = #tilegpu.dot_op<opIdx = 1, parent = #mma>
// CHECK-LABEL: func.func @slots
// CHECK: %[[R:.+]] = tilegpu.local_buffer : memref<2x32x32xf16, 3>
// CHECK: tilegpu.async_copy %[[R]][%{{.*}}], %{{.*}}, %{{.*}} {tilegpu.vec = 8 : i32} : memref<2x32x32xf16, 3>, tensor<32x32x!tile.ptr<f16>, #blocked>, tensor<32x32xi1, #blocked>
// CHECK: tilegpu.async_copy %[[R]][%{{.*}}], %{{.*}} : memref<2x32x32xf16, 3>, tensor<32x32x!tile.ptr<f16>, #blocked>
// CHECK: tilegpu.async_wait {pending = 1 : i32}
// CHECK: tilegpu.local_load %[[R]][%{{.*}}] : memref<2x32x32xf16, 3> -> tensor<32x32xf16, #dot_op>
func.func @slots(%p: tensor<32x32x!tile.ptr<f16>, #blocked>, %m: tensor<32x32xi1, #blocked>, %s: i32) -> tensor<32x32xf16, #dot> {
  %r = tilegpu.local_buffer : memref<2x32x32xf16, 3>
  tilegpu.async_copy %r[%s], %p, %m {tilegpu.vec = 8 : i32} : memref<2x32x32xf16, 3>, tensor<32x32x!tile.ptr<f16>, #blocked>, tensor<32x32xi1, #blocked>
  tilegpu.async_copy %r[%s], %p : memref<2x32x32xf16, 3>, tensor<32x32x!tile.ptr<f16>, #blocked>
  tilegpu.async_wait {pending = 1 : i32}
  %y = tilegpu.local_load %r[%s] : memref<2x32x32xf16, 3> -> tensor<32x32xf16, #dot>
  return %y : tensor<32x32xf16, #dot>
}

// -----

func.func @buffer_without_slots() {
  // expected-error @+1 {{needs a memref in memory space 3 (shared memory) with a leading slot dimension}}
  %r = tilegpu.local_buffer : memref<32xf16, 3>
  return
}

// -----

#blocked = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
func.func @copy_wrong_slot_shape(%p: tensor<32x32x!tile.ptr<f16>, #blocked>, %s: i32) {
  %r = tilegpu.local_buffer : memref<2x32x16xf16, 3>
  // expected-error @+1 {{needs a buffer of the tile's shape and element type}}
  tilegpu.async_copy %r[%s], %p : memref<2x32x16xf16, 3>, tensor<32x32x!tile.ptr<f16>, #blocked>
  return
}

// -----

#blocked = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
func.func @copy_bad_mask(%p: tensor<32x32x!tile.ptr<f16>, #blocked>, %m: tensor<32x32xi8, #blocked>, %s: i32) {
  %r = tilegpu.local_buffer : memref<2x32x32xf16, 3>
  // expected-error @+1 {{needs an i1 mask of the pointers' shape}}
  tilegpu.async_copy %r[%s], %p, %m : memref<2x32x32xf16, 3>, tensor<32x32x!tile.ptr<f16>, #blocked>, tensor<32x32xi8, #blocked>
  return
}

// -----

#blocked = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
func.func @copy_not_pointers(%p: tensor<32x32xi64, #blocked>, %s: i32) {
  %r = tilegpu.local_buffer : memref<2x32x32xf16, 3>
  // expected-error @+1 {{needs a tile of pointers}}
  tilegpu.async_copy %r[%s], %p : memref<2x32x32xf16, 3>, tensor<32x32xi64, #blocked>
  return
}

// -----

#blocked = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
func.func @load_slot_of_plain_buffer(%x: tensor<32x32xf16, #blocked>, %s: i32) {
  %b = tilegpu.local_alloc %x : tensor<32x32xf16, #blocked> -> memref<32x32xf16, 3>
  // expected-error @+1 {{with a slot index needs a buffer with one leading slot dimension more than the tile}}
  %y = tilegpu.local_load %b[%s] : memref<32x32xf16, 3> -> tensor<32x32xf16, #blocked>
  return
}

// -----

// A transposed read of a slot: element (i, j) of the result is (j, i) of the
// slot, so the result's shape is the slot's swapped.
#mma = #tilegpu.mma<kind = nv_mma_16x8x16, warpsPerCTA = [4, 1]>
#dot = #tilegpu.dot_op<opIdx = 1, parent = #mma>
// CHECK-LABEL: func.func @transposed_slot
// CHECK: tilegpu.local_load %{{.*}}[%{{.*}}] {transposed} : memref<2x64x32xf16, 3> -> tensor<32x64xf16, #dot_op>
func.func @transposed_slot(%s: i32) -> tensor<32x64xf16, #dot> {
  %r = tilegpu.local_buffer : memref<2x64x32xf16, 3>
  %y = tilegpu.local_load %r[%s] {transposed} : memref<2x64x32xf16, 3> -> tensor<32x64xf16, #dot>
  return %y : tensor<32x64xf16, #dot>
}

// -----

#blocked = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
func.func @transposed_not_swapped(%s: i32) {
  %r = tilegpu.local_buffer : memref<2x64x32xf16, 3>
  // expected-error @+1 {{needs a buffer of the tile's shape and element type}}
  %y = tilegpu.local_load %r[%s] {transposed} : memref<2x64x32xf16, 3> -> tensor<64x32xf16, #blocked>
  return
}

// -----

#blocked = #tilegpu.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [1, 8, 4], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]>
func.func @transposed_3d(%s: i32) {
  %r = tilegpu.local_buffer : memref<2x2x32x32xf16, 3>
  // expected-error @+1 {{transposed reads a slot (a slot index) of a 2-D tile}}
  %y = tilegpu.local_load %r[%s] {transposed} : memref<2x2x32x32xf16, 3> -> tensor<2x32x32xf16, #blocked>
  return
}

// -----

#blocked = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
func.func @transposed_local_alloc(%x: tensor<32x32xf16, #blocked>) {
  %b = tilegpu.local_alloc %x : tensor<32x32xf16, #blocked> -> memref<32x32xf16, 3>
  // expected-error @+1 {{transposed reads a slot (a slot index) of a 2-D tile}}
  %y = tilegpu.local_load %b {transposed} : memref<32x32xf16, 3> -> tensor<32x32xf16, #blocked>
  return
}
