// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=gfx1100" --tile-allocate-shared-memory=chip=gfx1100 --convert-tile-to-llvm="chip=gfx1100 zero-page-masked-loads=true" | FileCheck %s
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=gfx1100" --tile-allocate-shared-memory=chip=gfx1100 --convert-tile-to-llvm=chip=gfx1100 | FileCheck %s --check-prefix=BRANCH
// RUN: not tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=sm_90" --tile-allocate-shared-memory=chip=sm_90 --convert-tile-to-llvm="chip=sm_90 zero-page-masked-loads=true" 2>&1 | FileCheck %s --check-prefix=NV
// convert-tile-to-llvm's zero-page-masked-loads (AMDGPU; the pipeline's
// choice for kernels that spill otherwise, lib/Pipeline/Pipeline.cpp): a
// masked load's masked-off lanes read 64 zero bytes of global memory
// (@tilec_zero_page) instead of branching around the load. `other` = +0
// needs nothing more; any other `other` is selected after the load; a
// volatile load keeps its branch (it must not read other memory).
// CHECK: llvm.mlir.global internal constant @tilec_zero_page(dense<0> : tensor<64xi8>) {addr_space = 1 : i32, alignment = 64 : i64} : !llvm.array<64 x i8>
// CHECK-LABEL: llvm.func @zero_other
// CHECK-NOT: scf.if
// CHECK: %[[Z:.+]] = llvm.mlir.addressof @tilec_zero_page : !llvm.ptr<1>
// CHECK: %[[P:.+]] = llvm.select %{{.*}}, %{{.*}}, %[[Z]] : i1, !llvm.ptr<1>
// CHECK-NEXT: %[[L:.+]] = llvm.load %[[P]] {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK-NOT: llvm.select %{{.*}}, %[[L]]
// CHECK: llvm.return
// BRANCH-NOT: tilec_zero_page
// BRANCH-LABEL: llvm.func @zero_other
// BRANCH: scf.if %{{.*}} -> (vector<4xf32>) {
// NV: zero-page-masked-loads is for AMDGPU targets, not sm_90
func.func @zero_other(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 512 : i32} : tensor<512xi32>
  %ns = tile.splat %n : i32 -> tensor<512xi32>
  %mask = arith.cmpi slt, %r, %ns : tensor<512xi32>
  %zero = arith.constant dense<0.0> : tensor<512xf32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<512x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %r : tensor<512x!tile.ptr<f32>>, tensor<512xi32>
  %v = tile.load %pa, %mask, %zero : tensor<512x!tile.ptr<f32>>, tensor<512xi1>, tensor<512xf32> -> tensor<512xf32>
  %qs = tile.splat %q : !tile.ptr<f32> -> tensor<512x!tile.ptr<f32>>
  %qa = tile.addptr %qs, %r : tensor<512x!tile.ptr<f32>>, tensor<512xi32>
  tile.store %qa, %v : tensor<512x!tile.ptr<f32>>, tensor<512xf32>
  return
}

// -----

// CHECK-LABEL: llvm.func @minus_inf_other
// CHECK-NOT: scf.if
// CHECK: %[[P:.+]] = llvm.select %[[M:.+]], %{{.*}}, %{{.*}} : i1, !llvm.ptr<1>
// CHECK-NEXT: %[[L:.+]] = llvm.load %[[P]] {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK: llvm.select %[[M]], %[[L]], %{{.*}} : i1, vector<4xf32>
// CHECK: llvm.return
func.func @minus_inf_other(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 512 : i32} : tensor<512xi32>
  %ns = tile.splat %n : i32 -> tensor<512xi32>
  %mask = arith.cmpi slt, %r, %ns : tensor<512xi32>
  %other = arith.constant dense<0xFF800000> : tensor<512xf32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<512x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %r : tensor<512x!tile.ptr<f32>>, tensor<512xi32>
  %v = tile.load %pa, %mask, %other : tensor<512x!tile.ptr<f32>>, tensor<512xi1>, tensor<512xf32> -> tensor<512xf32>
  %qs = tile.splat %q : !tile.ptr<f32> -> tensor<512x!tile.ptr<f32>>
  %qa = tile.addptr %qs, %r : tensor<512x!tile.ptr<f32>>, tensor<512xi32>
  tile.store %qa, %v : tensor<512x!tile.ptr<f32>>, tensor<512xf32>
  return
}

// -----

// CHECK-LABEL: llvm.func @volatile_load
// CHECK: scf.if %{{.*}} -> (vector<4xf32>) {
// CHECK-NEXT: llvm.load volatile
func.func @volatile_load(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 512 : i32} : tensor<512xi32>
  %ns = tile.splat %n : i32 -> tensor<512xi32>
  %mask = arith.cmpi slt, %r, %ns : tensor<512xi32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<512x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %r : tensor<512x!tile.ptr<f32>>, tensor<512xi32>
  %v = tile.load %pa, %mask {isVolatile} : tensor<512x!tile.ptr<f32>>, tensor<512xi1> -> tensor<512xf32>
  %qs = tile.splat %q : !tile.ptr<f32> -> tensor<512x!tile.ptr<f32>>
  %qa = tile.addptr %qs, %r : tensor<512x!tile.ptr<f32>>, tensor<512xi32>
  tile.store %qa, %v : tensor<512x!tile.ptr<f32>>, tensor<512xf32>
  return
}
