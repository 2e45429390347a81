// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=gfx942" --tile-allocate-shared-memory=chip=gfx942 --convert-tile-to-llvm=chip=gfx942 | FileCheck %s --check-prefixes=CHECK,GFX942
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=sm_90" --tile-allocate-shared-memory=chip=sm_90 --convert-tile-to-llvm=chip=sm_90 | FileCheck %s --check-prefixes=CHECK,SM90
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=gfx1100" --tile-allocate-shared-memory=chip=gfx1100 --convert-tile-to-llvm=chip=gfx1100 | FileCheck %s --check-prefixes=GFX1100
// The whole GPU half of the pipeline: nothing of tile, tilegpu, arith or scf
// is left once scf, arith and cf are lowered too (only the module's
// tilegpu.target attribute, which the lowering keeps).
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=gfx942" --tile-allocate-shared-memory=chip=gfx942 --convert-tile-to-llvm=chip=gfx942 --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=E2E --implicit-check-not="tile." --implicit-check-not="tilegpu." --implicit-check-not="arith." --implicit-check-not="scf." --implicit-check-not="unrealized_conversion_cast"
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=sm_90" --tile-allocate-shared-memory=chip=sm_90 --convert-tile-to-llvm=chip=sm_90 --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=E2E --implicit-check-not="tile." --implicit-check-not="tilegpu." --implicit-check-not="arith." --implicit-check-not="scf." --implicit-check-not="unrealized_conversion_cast"

// Masked f32 vector add: kernel attributes for 4 waves/warps, one 16-byte
// vector load per 4 registers under an scf.if on the mask (the else branch
// gives zeros), and a vector store under the mask.
// GFX942: llvm.mlir.global internal @tilec_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x i8>
// SM90: llvm.mlir.global internal @tilec_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x i8>
// CHECK-LABEL: llvm.func @masked_add
// CHECK-SAME: (%{{.*}}: !llvm.ptr<1> {llvm.align = 16 : i64}, %{{.*}}: !llvm.ptr<1> {llvm.align = 16 : i64}, %{{.*}}: i32)
// GFX942-SAME: attributes {rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 256, 1, 1>}
// SM90-SAME: attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>}
// GFX942: rocdl.workgroup.id.x
// SM90: nvvm.read.ptx.sreg.ctaid.x
// CHECK: %[[V:.+]] = scf.if %{{.*}} -> (vector<4xf32>) {
// CHECK-NEXT: %[[L:.+]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK-NEXT: scf.yield %[[L]] : vector<4xf32>
// CHECK-NEXT: } else {
// CHECK: llvm.mlir.zero : f32
// CHECK: scf.if %{{[0-9]+}} {
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
// CHECK-NEXT: }
// GFX942-NOT: llvm.load
// CHECK: llvm.return
// E2E: module attributes {tilegpu.target = #tilegpu.target<"{{gfx942|sm_90}}">} {
// E2E-LABEL: llvm.func @masked_add
// E2E: llvm.cond_br
// E2E: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// E2E: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
// E2E: llvm.return
func.func @masked_add(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %c1024 = arith.constant 1024 : i32
  %pid = tile.program_id 0 : i32
  %start = arith.muli %pid, %c1024 : i32
  %r = tile.make_range {start = 0 : i32, end = 1024 : i32} : tensor<1024xi32>
  %s = tile.splat %start : i32 -> tensor<1024xi32>
  %offs = arith.addi %s, %r : tensor<1024xi32>
  %ns = tile.splat %n : i32 -> tensor<1024xi32>
  %mask = arith.cmpi slt, %offs, %ns : tensor<1024xi32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %offs : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %pa, %mask : tensor<1024x!tile.ptr<f32>>, tensor<1024xi1> -> tensor<1024xf32>
  %w = arith.addf %v, %v : tensor<1024xf32>
  %qs = tile.splat %q : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %qa = tile.addptr %qs, %offs : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  tile.store %qa, %w, %mask : tensor<1024x!tile.ptr<f32>>, tensor<1024xf32>, tensor<1024xi1>
  return
}

// -----

// A full reduction of 1024 elements over 4 waves/warps: lane shuffles
// (butterflies over the 64 or 32 lanes), then partial sums meet in shared
// memory between barriers; 4 warps x 4 bytes fit the minimal 16-byte buffer.
// The butterflies take no address registers on AMDGPU: DPP quad_perm for
// lane ^ 1 and ^ 2; on GFX9 ds_swizzle (bitmask mode, and_mask 0x1f,
// xor_mask in bits 10-14) for ^ 4, 8, 16, and the last step of a whole-wave64
// reduction reads lanes 0 and 32 (readlane); on GFX11 DPP row_xmask (0x160 +
// mask) for ^ 4, 8 and v_permlanex16 for ^ 16. The result, the same in every
// lane, is made uniform with readfirstlane.
// CHECK: llvm.mlir.global internal @tilec_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x i8>
// CHECK-LABEL: llvm.func @sum_all
// GFX942: rocdl.update.dpp %{{.*}}, %{{.*}} with 177, 15, 15, true : i32
// GFX942: rocdl.update.dpp %{{.*}}, %{{.*}} with 78, 15, 15, true : i32
// GFX942: %[[SW4:.+]] = llvm.mlir.constant(4127 : i32) : i32
// GFX942-NEXT: rocdl.ds_swizzle %{{.*}}, %[[SW4]]
// GFX942: %[[SW8:.+]] = llvm.mlir.constant(8223 : i32) : i32
// GFX942-NEXT: rocdl.ds_swizzle %{{.*}}, %[[SW8]]
// GFX942: %[[SW16:.+]] = llvm.mlir.constant(16415 : i32) : i32
// GFX942-NEXT: rocdl.ds_swizzle %{{.*}}, %[[SW16]]
// GFX942: %[[L0:.+]] = llvm.mlir.constant(0 : i32) : i32
// GFX942-NEXT: rocdl.readlane %{{.*}}, %[[L0]]
// GFX942: %[[L32:.+]] = llvm.mlir.constant(32 : i32) : i32
// GFX942-NEXT: rocdl.readlane %{{.*}}, %[[L32]]
// GFX942-NOT: rocdl.ds_bpermute
// GFX1100-LABEL: llvm.func @sum_all
// GFX1100: rocdl.update.dpp %{{.*}}, %{{.*}} with 177, 15, 15, true : i32
// GFX1100: rocdl.update.dpp %{{.*}}, %{{.*}} with 78, 15, 15, true : i32
// GFX1100: rocdl.update.dpp %{{.*}}, %{{.*}} with 356, 15, 15, true : i32
// GFX1100: rocdl.update.dpp %{{.*}}, %{{.*}} with 360, 15, 15, true : i32
// GFX1100: %[[LO:.+]] = llvm.mlir.constant(1985229328 : i32) : i32
// GFX1100: %[[HI:.+]] = llvm.mlir.constant(-19088744 : i32) : i32
// GFX1100: rocdl.permlanex16 %[[V:.+]], %[[V]], %[[LO]], %[[HI]], false, false : i32, i32
// GFX1100-NOT: rocdl.ds_
// GFX1100: rocdl.readfirstlane %{{.*}} : f32
// GFX1100-LABEL: llvm.func
// SM90-COUNT-5: nvvm.shfl.sync bfly
// SM90-NOT: nvvm.shfl.sync
// GFX942: rocdl.barrier
// SM90: nvvm.barrier0
// CHECK: %[[SMEM:.+]] = llvm.mlir.addressof @tilec_smem : !llvm.ptr<3>
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// GFX942: rocdl.barrier
// SM90: nvvm.barrier0
// CHECK-COUNT-4: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// GFX942: rocdl.barrier
// GFX942: rocdl.readfirstlane %{{.*}} : f32
// SM90: nvvm.barrier0
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr<1>
// E2E: module attributes {tilegpu.target = #tilegpu.target<"{{gfx942|sm_90}}">} {
// E2E-LABEL: llvm.func @sum_all
func.func @sum_all(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f32>) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 1024 : i32} : tensor<1024xi32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %pa : tensor<1024x!tile.ptr<f32>> -> tensor<1024xf32>
  %s = tile.reduce(%v) {axis = 0 : i32} : (tensor<1024xf32>) -> f32 {
  ^bb0(%a: f32, %b: f32):
    %m = arith.addf %a, %b : f32
    tile.yield %m : f32
  }
  tile.store %q, %s : !tile.ptr<f32>, f32
  return
}

// -----

// convert_layout of 64 f32 (row sums meet a 1-D load): written to shared
// memory in one layout and read back in the other, between barriers. The
// buffer is sized by the largest exchange: 64 x 4 bytes.
// CHECK: llvm.mlir.global internal @tilec_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x i8>
// CHECK-LABEL: llvm.func @negative_reduce_plus_load
// GFX942: rocdl.barrier
// SM90: nvvm.barrier0
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// GFX942: rocdl.barrier
// SM90: nvvm.barrier0
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> {{f32|vector<[0-9]+xf32>}}
// CHECK: llvm.return
// E2E: module attributes {tilegpu.target = #tilegpu.target<"{{gfx942|sm_90}}">} {
// E2E-LABEL: llvm.func @negative_reduce_plus_load
func.func @negative_reduce_plus_load(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %rm = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
  %re = tile.expand_dims %rm {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %c64 = arith.constant dense<64> : tensor<64x1xi32>
  %ro = arith.muli %re, %c64 : tensor<64x1xi32>
  %rb = tile.broadcast %ro : tensor<64x1xi32> -> tensor<64x64xi32>
  %ce = tile.expand_dims %rm {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %cb = tile.broadcast %ce : tensor<1x64xi32> -> tensor<64x64xi32>
  %off = arith.addi %rb, %cb : tensor<64x64xi32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<64x64x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %off : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xi32>
  %v = tile.load %pa : tensor<64x64x!tile.ptr<f32>> -> tensor<64x64xf32>
  %s = tile.reduce(%v) {axis = 1 : i32} : (tensor<64x64xf32>) -> tensor<64xf32> {
  ^bb0(%a: f32, %b: f32):
    %m = arith.addf %a, %b : f32
    tile.yield %m : f32
  }
  %qs = tile.splat %q : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  %qa = tile.addptr %qs, %rm : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  %w = tile.load %qa : tensor<64x!tile.ptr<f32>> -> tensor<64xf32>
  %x = arith.addf %s, %w : tensor<64xf32>
  tile.store %qa, %x : tensor<64x!tile.ptr<f32>>, tensor<64xf32>
  return
}

// -----

// tile.trans of 64x32 f32 through shared memory: 8 KiB, rows padded by 16 bytes.
// CHECK: llvm.mlir.global internal @tilec_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<8704 x i8>
// CHECK-LABEL: llvm.func @trans
// GFX942: rocdl.barrier
// SM90: nvvm.barrier0
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// GFX942: rocdl.barrier
// SM90: nvvm.barrier0
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> {{f32|vector<[0-9]+xf32>}}
// E2E: module attributes {tilegpu.target = #tilegpu.target<"{{gfx942|sm_90}}">} {
// E2E-LABEL: llvm.func @trans
func.func @trans(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %rm = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
  %rn = tile.make_range {start = 0 : i32, end = 32 : i32} : tensor<32xi32>
  %re = tile.expand_dims %rm {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %c32 = arith.constant dense<32> : tensor<64x1xi32>
  %ro = arith.muli %re, %c32 : tensor<64x1xi32>
  %rb = tile.broadcast %ro : tensor<64x1xi32> -> tensor<64x32xi32>
  %ce = tile.expand_dims %rn {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  %cb = tile.broadcast %ce : tensor<1x32xi32> -> tensor<64x32xi32>
  %off = arith.addi %rb, %cb : tensor<64x32xi32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<64x32x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %off : tensor<64x32x!tile.ptr<f32>>, tensor<64x32xi32>
  %v = tile.load %pa : tensor<64x32x!tile.ptr<f32>> -> tensor<64x32xf32>
  %t = tile.trans %v {order = array<i32: 1, 0>} : tensor<64x32xf32> -> tensor<32x64xf32>
  %qs = tile.splat %q : !tile.ptr<f32> -> tensor<32x64x!tile.ptr<f32>>
  %tr = tile.trans %off {order = array<i32: 1, 0>} : tensor<64x32xi32> -> tensor<32x64xi32>
  %qa = tile.addptr %qs, %tr : tensor<32x64x!tile.ptr<f32>>, tensor<32x64xi32>
  tile.store %qa, %t : tensor<32x64x!tile.ptr<f32>>, tensor<32x64xf32>
  return
}

// -----

// tl.cumsum: the operand goes to shared memory (one barrier before, one
// after), then each lane folds the elements before each of its own.
// CHECK-LABEL: llvm.func @scan
// GFX942: rocdl.barrier
// SM90: nvvm.barrier0
// CHECK: llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr<3>
// CHECK: scf.for
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK: llvm.add
// CHECK-NOT: tile.scan
// E2E: module attributes {tilegpu.target = #tilegpu.target<"{{gfx942|sm_90}}">} {
// E2E-LABEL: llvm.func @scan
func.func @scan(%p: !tile.ptr<i32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
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
