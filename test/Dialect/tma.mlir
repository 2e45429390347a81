// RUN: tilec-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// The TMA ops (tile-pipeline-async on targets with a tensor memory
// accelerator) and a descriptor load print and parse back; each verifier
// message once.

// CHECK-LABEL: func.func @roundtrip
// CHECK: %[[BARS:.+]] = tilegpu.mbarriers : memref<2xi64, 3>
// CHECK: tilegpu.tma_copy %[[RING:.+]][%{{.+}}], %[[MAP:.+]][%{{.+}}, %{{.+}}], %[[BARS]], %{{.+}} : memref<2x64x64xf16, 3>, !llvm.ptr, memref<2xi64, 3>
// CHECK: tilegpu.tma_copy %[[RING]][%{{.+}}], %[[MAP]][%{{.+}}, %{{.+}}], %[[BARS]] : memref<2x64x64xf16, 3>, !llvm.ptr, memref<2xi64, 3>
// CHECK: tilegpu.mbarrier_wait %[[BARS]][%{{.+}}], %{{.+}} : memref<2xi64, 3>
// CHECK: tilegpu.mbarrier_inval %[[BARS]] : memref<2xi64, 3>
func.func @roundtrip(%ring: memref<2x64x64xf16, 3>, %map: !llvm.ptr, %r: i32, %c: i32, %p: i1) {
  %bars = tilegpu.mbarriers : memref<2xi64, 3>
  tilegpu.tma_copy %ring[%r], %map[%r, %c], %bars, %p : memref<2x64x64xf16, 3>, !llvm.ptr, memref<2xi64, 3>
  tilegpu.tma_copy %ring[%c], %map[%r, %c], %bars : memref<2x64x64xf16, 3>, !llvm.ptr, memref<2xi64, 3>
  tilegpu.mbarrier_wait %bars[%r], %c : memref<2xi64, 3>
  tilegpu.mbarrier_inval %bars : memref<2xi64, 3>
  return
}

// -----

// CHECK-LABEL: func.func @descriptor_load
// CHECK: tile.load %{{.+}}, %{{.+}}, %{{.+}} descriptor(%{{.+}} : !tile.ptr<f16>) [%{{.+}}, %{{.+}}] : tensor<64x64x!tile.ptr<f16>>, tensor<64x64xi1>, tensor<64x64xf16> -> tensor<64x64xf16>
func.func @descriptor_load(%base: !tile.ptr<f16>, %p: tensor<64x64x!tile.ptr<f16>>, %m: tensor<64x64xi1>, %z: tensor<64x64xf16>, %r: i32, %c: i32) -> tensor<64x64xf16> {
  %v = tile.load %p, %m, %z descriptor(%base : !tile.ptr<f16>)[%r, %c] : tensor<64x64x!tile.ptr<f16>>, tensor<64x64xi1>, tensor<64x64xf16> -> tensor<64x64xf16>
  return %v : tensor<64x64xf16>
}

// -----

func.func @descriptor_load_coords(%base: !tile.ptr<f16>, %p: tensor<64x64x!tile.ptr<f16>>, %r: i32) {
  // expected-error @below {{a descriptor load needs the descriptor's base and one coordinate per dimension of a tile result}}
  %v = tile.load %p descriptor(%base : !tile.ptr<f16>)[%r] : tensor<64x64x!tile.ptr<f16>> -> tensor<64x64xf16>
  return
}

// -----

func.func @descriptor_load_element(%base: !tile.ptr<f32>, %p: tensor<64x64x!tile.ptr<f16>>, %r: i32) {
  // expected-error @below {{descriptor base '!tile.ptr<f32>' does not point to the result's elements}}
  %v = tile.load %p descriptor(%base : !tile.ptr<f32>)[%r, %r] : tensor<64x64x!tile.ptr<f16>> -> tensor<64x64xf16>
  return
}

// -----

func.func @mbarriers_not_i64() {
  // expected-error @below {{needs mbarriers: a 1-D memref of i64 in memory space 3, got 'memref<2xi32, 3>'}}
  %bars = tilegpu.mbarriers : memref<2xi32, 3>
  return
}

// -----

func.func @tma_copy_not_slots(%ring: memref<64x64xf16, 3>, %map: !llvm.ptr, %r: i32) {
  %bars = tilegpu.mbarriers : memref<2xi64, 3>
  // expected-error @below {{copies into slots of 2-D tiles in shared memory (a 3-D memref in memory space 3), got 'memref<64x64xf16, 3>'}}
  tilegpu.tma_copy %ring[%r], %map[%r, %r], %bars : memref<64x64xf16, 3>, !llvm.ptr, memref<2xi64, 3>
  return
}

// -----

func.func @tma_copy_coords(%ring: memref<2x64x64xf16, 3>, %map: !llvm.ptr, %r: i32) {
  %bars = tilegpu.mbarriers : memref<2xi64, 3>
  // expected-error @below {{needs one coordinate per dimension of the tile (2), got 3}}
  tilegpu.tma_copy %ring[%r], %map[%r, %r, %r], %bars : memref<2x64x64xf16, 3>, !llvm.ptr, memref<2xi64, 3>
  return
}

// -----

func.func @tma_copy_global_map(%ring: memref<2x64x64xf16, 3>, %map: !llvm.ptr<1>, %r: i32) {
  %bars = tilegpu.mbarriers : memref<2xi64, 3>
  // expected-error @below {{needs the tensor map parameter's address as a generic !llvm.ptr, got '!llvm.ptr<1>'}}
  tilegpu.tma_copy %ring[%r], %map[%r, %r], %bars : memref<2x64x64xf16, 3>, !llvm.ptr<1>, memref<2xi64, 3>
  return
}

// -----

func.func @tma_copy_barriers(%ring: memref<2x64x64xf16, 3>, %map: !llvm.ptr, %bars: memref<2xi64>, %r: i32) {
  // expected-error @below {{needs mbarriers: a 1-D memref of i64 in memory space 3, got 'memref<2xi64>'}}
  tilegpu.tma_copy %ring[%r], %map[%r, %r], %bars : memref<2x64x64xf16, 3>, !llvm.ptr, memref<2xi64>
  return
}
