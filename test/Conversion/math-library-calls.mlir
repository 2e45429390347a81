// tile.extern_elementwise becomes one call per register of the target's math
// library function (ocml on AMDGPU, libdevice on NVIDIA), declared readnone;
// tile.barrier a workgroup barrier; tl.umulhi's mului_extended on tiles one
// scalar op per register.
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=1 chip=gfx942" --tile-allocate-shared-memory=chip=gfx942 --convert-tile-to-llvm=chip=gfx942 | FileCheck %s --check-prefixes=CHECK,AMD
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=1 chip=gfx1201" --tile-allocate-shared-memory=chip=gfx1201 --convert-tile-to-llvm=chip=gfx1201 | FileCheck %s --check-prefixes=CHECK,AMD
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=1 chip=sm_90" --tile-allocate-shared-memory=chip=sm_90 --convert-tile-to-llvm=chip=sm_90 | FileCheck %s --check-prefixes=CHECK,NV

// f32 and f64 tiles, one- and two-operand functions, and an i32 operand
// (ldexp): the symbol follows the element type.
// AMD-DAG: llvm.func @__ocml_erfinv_f32(f32) -> f32 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none{{.*}}>, no_unwind, will_return}
// AMD-DAG: llvm.func @__ocml_hypot_f64(f64, f64) -> f64
// AMD-DAG: llvm.func @__ocml_ldexp_f32(f32, i32) -> f32
// NV-DAG: llvm.func @__nv_erfinvf(f32) -> f32 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none{{.*}}>, no_unwind, will_return}
// NV-DAG: llvm.func @__nv_hypot(f64, f64) -> f64
// NV-DAG: llvm.func @__nv_ldexpf(f32, i32) -> f32
// CHECK-LABEL: llvm.func @library_calls
// AMD: llvm.call @__ocml_erfinv_f32(%{{.*}}) : (f32) -> f32
// NV: llvm.call @__nv_erfinvf(%{{.*}}) : (f32) -> f32
// AMD: llvm.call @__ocml_hypot_f64(%{{.*}}, %{{.*}}) : (f64, f64) -> f64
// NV: llvm.call @__nv_hypot(%{{.*}}, %{{.*}}) : (f64, f64) -> f64
// AMD: llvm.call @__ocml_ldexp_f32(%{{.*}}, %{{.*}}) : (f32, i32) -> f32
// NV: llvm.call @__nv_ldexpf(%{{.*}}, %{{.*}}) : (f32, i32) -> f32
// CHECK-NOT: tile.extern_elementwise
func.func @library_calls(%p: !tile.ptr<f32>, %q: !tile.ptr<f64>, %e: i32) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %r : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  %x = tile.load %pa : tensor<64x!tile.ptr<f32>> -> tensor<64xf32>
  %y = tile.extern_elementwise "erfinv"(%x) : (tensor<64xf32>) -> tensor<64xf32>
  %qs = tile.splat %q : !tile.ptr<f64> -> tensor<64x!tile.ptr<f64>>
  %qa = tile.addptr %qs, %r : tensor<64x!tile.ptr<f64>>, tensor<64xi32>
  %d = tile.load %qa : tensor<64x!tile.ptr<f64>> -> tensor<64xf64>
  %h = tile.extern_elementwise "hypot"(%d, %d) : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
  %es = tile.splat %e : i32 -> tensor<64xi32>
  %l = tile.extern_elementwise "ldexp"(%y, %es) : (tensor<64xf32>, tensor<64xi32>) -> tensor<64xf32>
  tile.store %pa, %l : tensor<64x!tile.ptr<f32>>, tensor<64xf32>
  tile.store %qa, %h : tensor<64x!tile.ptr<f64>>, tensor<64xf64>
  return
}

// -----

// A scalar operand calls once; the barrier is a workgroup barrier.
// CHECK-LABEL: llvm.func @scalar_call_and_barrier
// AMD: llvm.call @__ocml_lgamma_f32(%{{.*}}) : (f32) -> f32
// NV: llvm.call @__nv_lgammaf(%{{.*}}) : (f32) -> f32
// AMD: rocdl.barrier
// NV: nvvm.barrier
func.func @scalar_call_and_barrier(%p: !tile.ptr<f32>, %x: f32) attributes {tile.kernel} {
  %y = tile.extern_elementwise "lgamma"(%x) : (f32) -> f32
  tile.barrier
  tile.store %p, %y : !tile.ptr<f32>, f32
  return
}

// -----

// The high half of a 32-bit product on a tile: one mului_extended per
// register (the arith patterns take scalars only).
// CHECK-LABEL: llvm.func @umulhi_tile
// CHECK-COUNT-4: llvm.mul {{.*}} : i64
// CHECK-NOT: arith.mului_extended
func.func @umulhi_tile(%p: !tile.ptr<i32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 256 : i32} : tensor<256xi32>
  %ps = tile.splat %p : !tile.ptr<i32> -> tensor<256x!tile.ptr<i32>>
  %pa = tile.addptr %ps, %r : tensor<256x!tile.ptr<i32>>, tensor<256xi32>
  %x = tile.load %pa : tensor<256x!tile.ptr<i32>> -> tensor<256xi32>
  %lo, %hi = arith.mului_extended %x, %x : tensor<256xi32>
  tile.store %pa, %hi : tensor<256x!tile.ptr<i32>>, tensor<256xi32>
  return
}
