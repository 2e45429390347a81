// RUN: tilec-opt %s --tile-assign-layouts="num-warps=1 chip=gfx942" --tile-allocate-shared-memory=chip=gfx942 --convert-tile-to-llvm=chip=gfx942 | FileCheck %s --check-prefix=GFX942
// RUN: tilec-opt %s --tile-assign-layouts="num-warps=1 chip=gfx1100" --tile-allocate-shared-memory=chip=gfx1100 --convert-tile-to-llvm=chip=gfx1100 | FileCheck %s --check-prefix=GFX942
// RUN: tilec-opt %s --tile-assign-layouts="num-warps=1 chip=sm_90" --tile-allocate-shared-memory=chip=sm_90 --convert-tile-to-llvm=chip=sm_90 | FileCheck %s --check-prefix=SM90

// exp(x) becomes exp2(x * log2 e) on every target (one hardware exp2, as
// Triton lowers tl.exp). On AMDGPU exp2 keeps subnormal results without
// LLVM's shift-by-64 expansion: below -126 it squares v_exp_f32(x / 2), with
// 0.5 and 1.0 (inline constants) as the selectable scales; nothing else
// expands it again (no llvm.exp2 for the backend to rewrite).
// GFX942-LABEL: llvm.func @exp_tile
// GFX942: %[[LOG2E:.+]] = llvm.mlir.constant(1.44269502 : f32) : f32
// GFX942: %[[X:.+]] = llvm.fmul %{{.*}}, %[[LOG2E]] : f32
// GFX942: %[[M126:.+]] = llvm.mlir.constant(-1.260000e+02 : f32) : f32
// GFX942: %[[TINY:.+]] = llvm.fcmp "olt" %[[X]], %[[M126]] : f32
// GFX942: %[[HALF:.+]] = llvm.mlir.constant(5.000000e-01 : f32) : f32
// GFX942: %[[ONE:.+]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// GFX942: %[[S:.+]] = llvm.select %[[TINY]], %[[HALF]], %[[ONE]] : i1, f32
// GFX942: %[[XS:.+]] = llvm.fmul %[[X]], %[[S]] : f32
// GFX942: %[[E:.+]] = rocdl.exp2 %[[XS]] f32 -> f32
// GFX942: %[[E2:.+]] = llvm.fmul %[[E]], %[[E]] : f32
// GFX942: llvm.select %[[TINY]], %[[E2]], %[[E]] : i1, f32
// GFX942-NOT: llvm.intr.exp2
// GFX942: llvm.return
// SM90-LABEL: llvm.func @exp_tile
// SM90: llvm.fmul %{{.*}}, %{{.*}} : f32
// On NVIDIA exp2 is one ex2.approx.ftz.f32, as Triton's (results below
// 2^-126 flush to zero; docs/language.md).
// SM90: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%{{.*}}) : (f32) -> f32
// SM90: llvm.return
func.func @exp_tile(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %r : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  %v = tile.load %pa : tensor<64x!tile.ptr<f32>> -> tensor<64xf32>
  %e = math.exp %v : tensor<64xf32>
  %qs = tile.splat %q : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  %qa = tile.addptr %qs, %r : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  tile.store %qa, %e : tensor<64x!tile.ptr<f32>>, tensor<64xf32>
  return
}
