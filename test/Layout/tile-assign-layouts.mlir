// RUN: tilec-opt %s --tile-assign-layouts="num-warps=4 chip=gfx942" -split-input-file | FileCheck %s --check-prefixes=CHECK,WAVE64,GFX942
// RUN: tilec-opt %s --tile-assign-layouts="num-warps=4 chip=gfx1100" -split-input-file | FileCheck %s --check-prefixes=CHECK,WAVE32,GFX1100
// RUN: tilec-opt %s --tile-assign-layouts="num-warps=4 chip=sm_90" -split-input-file | FileCheck %s --check-prefixes=CHECK,WAVE32,SM90
//
// One input for a wave64 chip (gfx942: 4 x 64 lanes) and two wave32 ones
// (gfx1100, sm_90: 4 x 32 lanes). Layout aliases are captured in
// $-variables because they print before the function label.

// A 16-byte aligned f32 pointer plus a contiguous range, no mask: four
// elements (16 bytes) per lane and access.
// WAVE64: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]>
// WAVE32: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// GFX942: module attributes {tilegpu.num_warps = 4 : i32, tilegpu.target = #tilegpu.target<"gfx942">, tilegpu.warp_size = 64 : i32}
// GFX1100: module attributes {tilegpu.num_warps = 4 : i32, tilegpu.target = #tilegpu.target<"gfx1100">, tilegpu.warp_size = 32 : i32}
// SM90: module attributes {tilegpu.num_warps = 4 : i32, tilegpu.target = #tilegpu.target<"sm_90">, tilegpu.warp_size = 32 : i32}
// CHECK-LABEL: func.func @vec_f32_aligned
// CHECK: tile.make_range {{.*}} : tensor<1024xi32, #[[$B]]>
// CHECK: tile.load %{{.*}} {tilegpu.vec = 4 : i32} : tensor<1024x!tile.ptr<f32>, #[[$B]]> -> tensor<1024xf32, #[[$B]]>
// CHECK: tile.store %{{.*}}, %{{.*}} {tilegpu.vec = 4 : i32} : tensor<1024x!tile.ptr<f32>, #[[$B]]>, tensor<1024xf32, #[[$B]]>
func.func @vec_f32_aligned(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 1024 : i32} : tensor<1024xi32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %pa : tensor<1024x!tile.ptr<f32>> -> tensor<1024xf32>
  %qs = tile.splat %q : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %qa = tile.addptr %qs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  tile.store %qa, %v : tensor<1024x!tile.ptr<f32>>, tensor<1024xf32>
  return
}

// -----

// The same for f16: 16 bytes are eight elements.
// WAVE64: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [8], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]>
// WAVE32: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: func.func @vec_f16_aligned
// CHECK: tile.load %{{.*}} {tilegpu.vec = 8 : i32} : tensor<2048x!tile.ptr<f16>, #[[$B]]>
// CHECK: tile.store %{{.*}}, %{{.*}} {tilegpu.vec = 8 : i32} : tensor<2048x!tile.ptr<f16>, #[[$B]]>
func.func @vec_f16_aligned(%p: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f16> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 2048 : i32} : tensor<2048xi32>
  %ps = tile.splat %p : !tile.ptr<f16> -> tensor<2048x!tile.ptr<f16>>
  %pa = tile.addptr %ps, %r : tensor<2048x!tile.ptr<f16>>, tensor<2048xi32>
  %v = tile.load %pa : tensor<2048x!tile.ptr<f16>> -> tensor<2048xf16>
  %qs = tile.splat %q : !tile.ptr<f16> -> tensor<2048x!tile.ptr<f16>>
  %qa = tile.addptr %qs, %r : tensor<2048x!tile.ptr<f16>>, tensor<2048xi32>
  tile.store %qa, %v : tensor<2048x!tile.ptr<f16>>, tensor<2048xf16>
  return
}

// -----

// Without a divisibility hint the base pointer may be 4-byte aligned only:
// scalar accesses, one element per lane and repetition.
// WAVE64: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]>
// WAVE32: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: func.func @no_hints
// CHECK: tile.load %{{.*}} {tilegpu.vec = 1 : i32} : tensor<1024x!tile.ptr<f32>, #[[$B]]>
// CHECK: tile.store %{{.*}}, %{{.*}} {tilegpu.vec = 1 : i32} : tensor<1024x!tile.ptr<f32>, #[[$B]]>
func.func @no_hints(%p: !tile.ptr<f32>, %q: !tile.ptr<f32>) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 1024 : i32} : tensor<1024xi32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %pa : tensor<1024x!tile.ptr<f32>> -> tensor<1024xf32>
  %qs = tile.splat %q : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %qa = tile.addptr %qs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  tile.store %qa, %v : tensor<1024x!tile.ptr<f32>>, tensor<1024xf32>
  return
}

// -----

// `offs < n` with n a multiple of 16 is uniform over aligned blocks of 16
// elements (mask constancy 16), so the masked access stays 4 wide.
// WAVE64: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]>
// WAVE32: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: func.func @mask_bound_div16
// CHECK: %[[MASK:.+]] = arith.cmpi slt, %{{.*}}, %{{.*}} : tensor<1024xi32, #[[$B]]>
// CHECK: tile.load %{{.*}}, %[[MASK]] {tilegpu.vec = 4 : i32} : tensor<1024x!tile.ptr<f32>, #[[$B]]>, tensor<1024xi1, #[[$B]]>
// CHECK: tile.store %{{.*}}, %{{.*}}, %[[MASK]] {tilegpu.vec = 4 : i32}
func.func @mask_bound_div16(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
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
  tile.store %pa, %v, %mask : tensor<1024x!tile.ptr<f32>>, tensor<1024xf32>, tensor<1024xi1>
  return
}

// -----

// The same with an unhinted bound: the mask may change at any element, so
// each element is its own access.
// WAVE64: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]>
// WAVE32: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: func.func @mask_bound_unknown
// CHECK: %[[MASK:.+]] = arith.cmpi slt, %{{.*}}, %{{.*}} : tensor<1024xi32, #[[$B]]>
// CHECK: tile.load %{{.*}}, %[[MASK]] {tilegpu.vec = 1 : i32} : tensor<1024x!tile.ptr<f32>, #[[$B]]>, tensor<1024xi1, #[[$B]]>
// CHECK: tile.store %{{.*}}, %{{.*}}, %[[MASK]] {tilegpu.vec = 1 : i32}
func.func @mask_bound_unknown(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
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
  tile.store %pa, %v, %mask : tensor<1024x!tile.ptr<f32>>, tensor<1024xf32>, tensor<1024xi1>
  return
}

// -----

// Row-major 2-D tile (rows * stride + cols, stride a multiple of 16): dim 1
// is the fastest (order [1, 0]) and holds the vector. Its row sums are a
// slice of that layout, and expand_dims of them goes back to it without a
// convert_layout.
// WAVE64: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]>
// WAVE32: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK: #[[$ROWS:.+]] = #tilegpu.slice<dim = 1, parent = #[[$B]]>
// CHECK-LABEL: func.func @rows_2d_reduce
// CHECK-NOT: tilegpu.convert_layout
// CHECK: %[[V:.+]] = tile.load %{{.*}} {tilegpu.vec = 4 : i32} : tensor<64x64x!tile.ptr<f32>, #[[$B]]> -> tensor<64x64xf32, #[[$B]]>
// CHECK: %[[S:.+]] = tile.reduce(%[[V]]) {axis = 1 : i32} : (tensor<64x64xf32, #[[$B]]>) -> tensor<64xf32, #[[$ROWS]]>
// CHECK: tile.expand_dims %[[S]] {axis = 1 : i32} : tensor<64xf32, #[[$ROWS]]> -> tensor<64x1xf32, #[[$B]]>
// CHECK-NOT: tilegpu.convert_layout
// CHECK: tile.store %{{.*}}, %{{.*}} {tilegpu.vec = 4 : i32} : tensor<64x64x!tile.ptr<f32>, #[[$B]]>
func.func @rows_2d_reduce(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %stride: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %rm = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
  %re = tile.expand_dims %rm {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %ss = tile.splat %stride : i32 -> tensor<64x1xi32>
  %ro = arith.muli %re, %ss : tensor<64x1xi32>
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
  %se = tile.expand_dims %s {axis = 1 : i32} : tensor<64xf32> -> tensor<64x1xf32>
  %sb = tile.broadcast %se : tensor<64x1xf32> -> tensor<64x64xf32>
  %d = arith.subf %v, %sb : tensor<64x64xf32>
  %qs = tile.splat %q : !tile.ptr<f32> -> tensor<64x64x!tile.ptr<f32>>
  %qa = tile.addptr %qs, %off : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xi32>
  tile.store %qa, %d : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xf32>
  return
}

// -----

// Row sums plus a fresh make_range: the range (and its sitofp) is cheap, so
// it is rebuilt directly in the sums' slice layout instead of converting.
// WAVE64: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]>
// WAVE32: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK: #[[$ROWS:.+]] = #tilegpu.slice<dim = 1, parent = #[[$B]]>
// CHECK-LABEL: func.func @remat_make_range
// CHECK-NOT: tilegpu.convert_layout
// CHECK: %[[S:.+]] = tile.reduce
// CHECK: %[[R:.+]] = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #[[$ROWS]]>
// CHECK: %[[RF:.+]] = arith.sitofp %[[R]] : tensor<64xi32, #[[$ROWS]]> to tensor<64xf32, #[[$ROWS]]>
// CHECK-NOT: tilegpu.convert_layout
// CHECK: arith.addf %[[S]], %[[RF]] : tensor<64xf32, #[[$ROWS]]>
// CHECK-NOT: tilegpu.convert_layout
// CHECK: return
func.func @remat_make_range(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
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
  %r = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
  %rf = arith.sitofp %r : tensor<64xi32> to tensor<64xf32>
  %x = arith.addf %s, %rf : tensor<64xf32>
  %qs = tile.splat %q : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  %qa = tile.addptr %qs, %r : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  tile.store %qa, %x : tensor<64x!tile.ptr<f32>>, tensor<64xf32>
  return
}

// -----

// Row sums plus a tile loaded in the 1-D default layout: a load cannot be
// rebuilt in another layout, so a convert_layout must appear. One element
// per lane: tilegpu.vec is 1 (the width along the lane's register run).
// WAVE64: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]>
// WAVE64: #[[$B1:.+]] = #tilegpu.blocked<sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]>
// WAVE32: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
// WAVE32: #[[$B1:.+]] = #tilegpu.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK: #[[$ROWS:.+]] = #tilegpu.slice<dim = 1, parent = #[[$B]]>
// CHECK-LABEL: func.func @negative_reduce_plus_load
// CHECK: %[[S:.+]] = tile.reduce
// CHECK: %[[W:.+]] = tile.load %{{.*}} {tilegpu.vec = 1 : i32} : tensor<64x!tile.ptr<f32>, #[[$B1]]> -> tensor<64xf32, #[[$B1]]>
// CHECK: %[[WC:.+]] = tilegpu.convert_layout %[[W]] : tensor<64xf32, #[[$B1]]> -> tensor<64xf32, #[[$ROWS]]>
// CHECK: arith.addf %[[S]], %[[WC]] : tensor<64xf32, #[[$ROWS]]>
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

// A loop-carried accumulator keeps the layout of its initial value: the
// iter_arg, the yield and the loop result share it, with no conversion.
// WAVE64: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]>
// WAVE32: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: func.func @for_carried
// CHECK-NOT: tilegpu.convert_layout
// CHECK: %[[ZERO:.+]] = arith.constant dense<0.000000e+00> : tensor<1024xf32, #[[$B]]>
// CHECK: %[[ACC:.+]] = scf.for %{{.*}} iter_args(%[[A:.+]] = %[[ZERO]]) -> (tensor<1024xf32, #[[$B]]>)
// CHECK: %[[V:.+]] = tile.load %{{.*}} {tilegpu.vec = 4 : i32}
// CHECK: %[[SUM:.+]] = arith.addf %[[A]], %[[V]] : tensor<1024xf32, #[[$B]]>
// CHECK: scf.yield %[[SUM]] : tensor<1024xf32, #[[$B]]>
// CHECK-NOT: tilegpu.convert_layout
// CHECK: tile.store %{{.*}}, %[[ACC]] {tilegpu.vec = 4 : i32}
func.func @for_carried(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant dense<0.0> : tensor<1024xf32>
  %r = tile.make_range {start = 0 : i32, end = 1024 : i32} : tensor<1024xi32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero) -> (tensor<1024xf32>) : i32 {
    %v = tile.load %pa : tensor<1024x!tile.ptr<f32>> -> tensor<1024xf32>
    %s = arith.addf %a, %v : tensor<1024xf32>
    scf.yield %s : tensor<1024xf32>
  }
  tile.store %pa, %acc : tensor<1024x!tile.ptr<f32>>, tensor<1024xf32>
  return
}

// -----

// scf.if yielding tiles: both branches' values and the results share a
// layout.
// WAVE64: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]>
// WAVE32: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: func.func @if_yield
// CHECK-NOT: tilegpu.convert_layout
// CHECK: %[[X:.+]] = scf.if %{{.*}} -> (tensor<1024xf32, #[[$B]]>)
// CHECK: scf.yield %{{.*}} : tensor<1024xf32, #[[$B]]>
// CHECK: } else {
// CHECK: arith.constant dense<1.000000e+00> : tensor<1024xf32, #[[$B]]>
// CHECK: scf.yield %{{.*}} : tensor<1024xf32, #[[$B]]>
// CHECK-NOT: tilegpu.convert_layout
// CHECK: tile.store %{{.*}}, %[[X]]
func.func @if_yield(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %c: i1) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 1024 : i32} : tensor<1024xi32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %x = scf.if %c -> (tensor<1024xf32>) {
    %v = tile.load %pa : tensor<1024x!tile.ptr<f32>> -> tensor<1024xf32>
    scf.yield %v : tensor<1024xf32>
  } else {
    %z = arith.constant dense<1.0> : tensor<1024xf32>
    scf.yield %z : tensor<1024xf32>
  }
  tile.store %pa, %x : tensor<1024x!tile.ptr<f32>>, tensor<1024xf32>
  return
}

// -----

// tile.trans moves data between lanes: its result takes the default layout
// of its rank, here the row-major layout of the 64x32 load.
// WAVE64: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// WAVE32: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: func.func @trans
// CHECK: %[[V:.+]] = tile.load %{{.*}} {tilegpu.vec = 4 : i32} : tensor<64x32x!tile.ptr<f32>, #[[$B]]>
// CHECK: tile.trans %[[V]] {order = array<i32: 1, 0>} : tensor<64x32xf32, #[[$B]]> -> tensor<32x64xf32, #[[$B]]>
// The transposed pointers are contiguous along dim 0, not along the
// layout's fastest dim 1: no vector.
// CHECK: tile.store %{{.*}}, %{{.*}} {tilegpu.vec = 1 : i32} : tensor<32x64x!tile.ptr<f32>, #[[$B]]>
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

// Two 64x64 f16 tiles: the first (the anchor) is row-major, the second is
// read column-major (rows + cols * 64) but gets the same row-major layout.
// Its vector width must be the one along the layout's fastest dim (1), not
// along the access's own contiguous dim 0: registers along dim 1 are 128
// bytes apart.
// WAVE64: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// WAVE32: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: func.func @column_major_second_access
// CHECK: tile.load %{{.*}} {tilegpu.vec = 8 : i32} : tensor<64x64x!tile.ptr<f16>, #[[$B]]>
// CHECK: tile.store %{{.*}}, %{{.*}} {tilegpu.vec = 1 : i32} : tensor<64x64x!tile.ptr<f16>, #[[$B]]>
func.func @column_major_second_access(%p: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f16> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %rm = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
  %c64 = arith.constant dense<64> : tensor<64x1xi32>
  %re = tile.expand_dims %rm {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %ro = arith.muli %re, %c64 : tensor<64x1xi32>
  %rb = tile.broadcast %ro : tensor<64x1xi32> -> tensor<64x64xi32>
  %ce = tile.expand_dims %rm {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %cb = tile.broadcast %ce : tensor<1x64xi32> -> tensor<64x64xi32>
  %rowmajor = arith.addi %rb, %cb : tensor<64x64xi32>
  %ps = tile.splat %p : !tile.ptr<f16> -> tensor<64x64x!tile.ptr<f16>>
  %pa = tile.addptr %ps, %rowmajor : tensor<64x64x!tile.ptr<f16>>, tensor<64x64xi32>
  %v = tile.load %pa : tensor<64x64x!tile.ptr<f16>> -> tensor<64x64xf16>
  %c64r = arith.constant dense<64> : tensor<1x64xi32>
  %co = arith.muli %ce, %c64r : tensor<1x64xi32>
  %cob = tile.broadcast %co : tensor<1x64xi32> -> tensor<64x64xi32>
  %reb = tile.broadcast %re : tensor<64x1xi32> -> tensor<64x64xi32>
  %colmajor = arith.addi %reb, %cob : tensor<64x64xi32>
  %qs = tile.splat %q : !tile.ptr<f16> -> tensor<64x64x!tile.ptr<f16>>
  %qa = tile.addptr %qs, %colmajor : tensor<64x64x!tile.ptr<f16>>, tensor<64x64xi32>
  tile.store %qa, %v : tensor<64x64x!tile.ptr<f16>>, tensor<64x64xf16>
  return
}

// -----

// rows * stride + cols with an unhinted stride: each row starts at an
// arbitrary element, so no vector along the rows is aligned (vec 1) even
// though the base pointer is.
// WAVE64: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]>
// WAVE32: #[[$B:.+]] = #tilegpu.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: func.func @unhinted_row_stride
// CHECK: tile.load %{{.*}} {tilegpu.vec = 1 : i32} : tensor<64x64x!tile.ptr<f16>, #[[$B]]>
// CHECK: tile.store %{{.*}}, %{{.*}} {tilegpu.vec = 1 : i32} : tensor<64x64x!tile.ptr<f16>, #[[$B]]>
func.func @unhinted_row_stride(%p: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %stride: i32) attributes {tile.kernel} {
  %rm = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
  %re = tile.expand_dims %rm {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %ss = tile.splat %stride : i32 -> tensor<64x1xi32>
  %ro = arith.muli %re, %ss : tensor<64x1xi32>
  %rb = tile.broadcast %ro : tensor<64x1xi32> -> tensor<64x64xi32>
  %ce = tile.expand_dims %rm {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %cb = tile.broadcast %ce : tensor<1x64xi32> -> tensor<64x64xi32>
  %off = arith.addi %rb, %cb : tensor<64x64xi32>
  %ps = tile.splat %p : !tile.ptr<f16> -> tensor<64x64x!tile.ptr<f16>>
  %pa = tile.addptr %ps, %off : tensor<64x64x!tile.ptr<f16>>, tensor<64x64xi32>
  %v = tile.load %pa : tensor<64x64x!tile.ptr<f16>> -> tensor<64x64xf16>
  %w = arith.addf %v, %v : tensor<64x64xf16>
  tile.store %pa, %w : tensor<64x64x!tile.ptr<f16>>, tensor<64x64xf16>
  return
}
