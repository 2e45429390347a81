// tile-assign-layouts: the view chains of tl.split / tl.join (reshape, then
// permute) get result layouts that keep every element in its lane and warp,
// and become tilegpu.view (a renaming of registers; the lowering uses no
// shared memory and no barrier). A lone transpose keeps the default layout
// (a transposed store wants the coalesced one).
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=gfx942" -mlir-print-local-scope | FileCheck %s --check-prefixes=CHECK,GFX942
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=sm_90" -mlir-print-local-scope | FileCheck %s --check-prefixes=CHECK,SM90
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=gfx942" --tile-allocate-shared-memory=chip=gfx942 --convert-tile-to-llvm=chip=gfx942 | FileCheck %s --check-prefix=LLVM

// Why: tl.split of x.reshape([64, 2, 32]).permute(0, 2, 1), as tutorial 09's
// epilogue writes it: both view ops rename registers.
// CHECK-LABEL: func.func @split_chain
// CHECK-NOT: tile.reshape
// CHECK: %[[X:.+]] = tile.load
// CHECK-NOT: tilegpu.convert_layout
// CHECK: %[[V:.+]] = tilegpu.view %[[X]] : tensor<64x64xf32, #tilegpu.blocked<{{.*}}>> -> tensor<64x2x32xf32, #tilegpu.blocked<{{.*}}>>
// CHECK-NEXT: %[[T:.+]] = tilegpu.view %[[V]] {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32, #tilegpu.blocked<{{.*}}>> -> tensor<64x32x2xf32, #tilegpu.blocked<{{.*}}>>
// CHECK-NEXT: tile.reduce(%[[T]]) {axis = 2 : i32}
// LLVM-LABEL: llvm.func @split_chain
// LLVM-NOT: rocdl.barrier
// LLVM: llvm.return
func.func @split_chain(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
  %re = tile.expand_dims %r {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %c64 = arith.constant dense<64> : tensor<64x1xi32>
  %ro = arith.muli %re, %c64 : tensor<64x1xi32>
  %rb = tile.broadcast %ro : tensor<64x1xi32> -> tensor<64x64xi32>
  %ce = tile.expand_dims %r {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %cb = tile.broadcast %ce : tensor<1x64xi32> -> tensor<64x64xi32>
  %off = arith.addi %rb, %cb : tensor<64x64xi32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<64x64x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %off : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xi32>
  %x = tile.load %pa : tensor<64x64x!tile.ptr<f32>> -> tensor<64x64xf32>
  %v = tile.reshape %x : tensor<64x64xf32> -> tensor<64x2x32xf32>
  %t = tile.trans %v {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32> -> tensor<64x32x2xf32>
  %s = tile.reduce(%t) {axis = 2 : i32} : (tensor<64x32x2xf32>) -> tensor<64x32xf32> {
  ^bb0(%a: f32, %b: f32):
    %m = arith.maxnumf %a, %b : f32
    tile.yield %m : f32
  }
  %r32 = tile.make_range {start = 0 : i32, end = 32 : i32} : tensor<32xi32>
  %qe = tile.expand_dims %r {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %c32 = arith.constant dense<32> : tensor<64x1xi32>
  %qo = arith.muli %qe, %c32 : tensor<64x1xi32>
  %qb = tile.broadcast %qo : tensor<64x1xi32> -> tensor<64x32xi32>
  %qc = tile.expand_dims %r32 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  %qcb = tile.broadcast %qc : tensor<1x32xi32> -> tensor<64x32xi32>
  %qoff = arith.addi %qb, %qcb : tensor<64x32xi32>
  %qs = tile.splat %q : !tile.ptr<f32> -> tensor<64x32x!tile.ptr<f32>>
  %qa = tile.addptr %qs, %qoff : tensor<64x32x!tile.ptr<f32>>, tensor<64x32xi32>
  tile.store %qa, %s : tensor<64x32x!tile.ptr<f32>>, tensor<64x32xf32>
  return
}

// -----

// negative: a plain 2-D transpose before a store keeps its shared-memory
// exchange into the default layout.
// CHECK-LABEL: func.func @negative_lone_transpose
// CHECK: tile.trans
// CHECK-NOT: tilegpu.view
func.func @negative_lone_transpose(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
  %re = tile.expand_dims %r {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %c64 = arith.constant dense<64> : tensor<64x1xi32>
  %ro = arith.muli %re, %c64 : tensor<64x1xi32>
  %rb = tile.broadcast %ro : tensor<64x1xi32> -> tensor<64x64xi32>
  %ce = tile.expand_dims %r {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %cb = tile.broadcast %ce : tensor<1x64xi32> -> tensor<64x64xi32>
  %off = arith.addi %rb, %cb : tensor<64x64xi32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<64x64x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %off : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xi32>
  %x = tile.load %pa : tensor<64x64x!tile.ptr<f32>> -> tensor<64x64xf32>
  %t = tile.trans %x {order = array<i32: 1, 0>} : tensor<64x64xf32> -> tensor<64x64xf32>
  %qs = tile.splat %q : !tile.ptr<f32> -> tensor<64x64x!tile.ptr<f32>>
  %qa = tile.addptr %qs, %off : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xi32>
  tile.store %qa, %t : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xf32>
  return
}

// -----

// Why: the same chain on a dot's accumulator. A CDNA accumulator renames
// into a blocked layout, so the conversion sinks past the views and the
// reduction to the halves (no exchange of the whole accumulator); NVIDIA's
// mma.sync accumulator does not: its reshape goes through shared memory,
// the permute after it is a view.
// CHECK-LABEL: func.func @accumulator_split
// GFX942: %[[D:.+]] = tile.dot
// GFX942-NEXT: tilegpu.view %[[D]] : tensor<128x128xf32, #tilegpu.mma<
// SM90: %[[D:.+]] = tile.dot
// SM90-NEXT: %[[R:.+]] = tile.reshape %[[D]]
// SM90-NEXT: tilegpu.view %[[R]] {order
func.func @accumulator_split(%x: f16, %y: f16, %q: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %a = tile.splat %x : f16 -> tensor<128x64xf16>
  %b = tile.splat %y : f16 -> tensor<64x128xf16>
  %c = arith.constant dense<0.0> : tensor<128x128xf32>
  %d = tile.dot %a, %b, %c : tensor<128x64xf16>, tensor<64x128xf16> -> tensor<128x128xf32>
  %v = tile.reshape %d : tensor<128x128xf32> -> tensor<128x2x64xf32>
  %t = tile.trans %v {order = array<i32: 0, 2, 1>} : tensor<128x2x64xf32> -> tensor<128x64x2xf32>
  %s = tile.reduce(%t) {axis = 2 : i32} : (tensor<128x64x2xf32>) -> tensor<128x64xf32> {
  ^bb0(%e: f32, %f: f32):
    %m = arith.addf %e, %f : f32
    tile.yield %m : f32
  }
  %r = tile.make_range {start = 0 : i32, end = 128 : i32} : tensor<128xi32>
  %r64 = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
  %qe = tile.expand_dims %r {axis = 1 : i32} : tensor<128xi32> -> tensor<128x1xi32>
  %c64 = arith.constant dense<64> : tensor<128x1xi32>
  %qo = arith.muli %qe, %c64 : tensor<128x1xi32>
  %qb = tile.broadcast %qo : tensor<128x1xi32> -> tensor<128x64xi32>
  %qc = tile.expand_dims %r64 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %qcb = tile.broadcast %qc : tensor<1x64xi32> -> tensor<128x64xi32>
  %qoff = arith.addi %qb, %qcb : tensor<128x64xi32>
  %qs = tile.splat %q : !tile.ptr<f32> -> tensor<128x64x!tile.ptr<f32>>
  %qa = tile.addptr %qs, %qoff : tensor<128x64x!tile.ptr<f32>>, tensor<128x64xi32>
  tile.store %qa, %s : tensor<128x64x!tile.ptr<f32>>, tensor<128x64xf32>
  return
}
