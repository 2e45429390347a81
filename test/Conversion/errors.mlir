// RUN: tilec-opt %s -split-input-file -verify-diagnostics --tile-assign-layouts="num-warps=4 chip=gfx942" --tile-allocate-shared-memory=chip=gfx942 --convert-tile-to-llvm=chip=gfx942
// RUN: tilec-opt %s -split-input-file -verify-diagnostics --tile-assign-layouts="num-warps=4 chip=sm_90" --tile-allocate-shared-memory=chip=sm_90 --convert-tile-to-llvm=chip=sm_90

// A module laid out for one chip is not lowered for another: its
// tilegpu.target says which it is.
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=gfx942" | not tilec-opt -split-input-file --tile-allocate-shared-memory=chip=gfx1100 --convert-tile-to-llvm=chip=gfx1100 2>&1 | FileCheck %s --check-prefix=CHIP
// CHIP: error: module is compiled for gfx942 (tilegpu.target), not for gfx1100

// A 512x128 f32 transpose exchanges 256 KiB through shared memory: more than
// gfx942's 64 KiB LDS and the 227 KiB (static + dynamic) of sm_90.
module {
  func.func @too_much_smem(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %rm = tile.make_range {start = 0 : i32, end = 512 : i32} : tensor<512xi32>
    %rn = tile.make_range {start = 0 : i32, end = 128 : i32} : tensor<128xi32>
    %re = tile.expand_dims %rm {axis = 1 : i32} : tensor<512xi32> -> tensor<512x1xi32>
    %c128 = arith.constant dense<128> : tensor<512x1xi32>
    %ro = arith.muli %re, %c128 : tensor<512x1xi32>
    %rb = tile.broadcast %ro : tensor<512x1xi32> -> tensor<512x128xi32>
    %ce = tile.expand_dims %rn {axis = 0 : i32} : tensor<128xi32> -> tensor<1x128xi32>
    %cb = tile.broadcast %ce : tensor<1x128xi32> -> tensor<512x128xi32>
    %off = arith.addi %rb, %cb : tensor<512x128xi32>
    %ps = tile.splat %p : !tile.ptr<f32> -> tensor<512x128x!tile.ptr<f32>>
    %pa = tile.addptr %ps, %off : tensor<512x128x!tile.ptr<f32>>, tensor<512x128xi32>
    %v = tile.load %pa : tensor<512x128x!tile.ptr<f32>> -> tensor<512x128xf32>
    // The error points at the exchange that needs the most.
    // expected-error-re @below {{kernel needs 264192 bytes of shared memory (LDS) for its data exchanges; {{gfx942 allows 65536|sm_90 allows 232448}} (use smaller tiles)}}
    %t = tile.trans %v {order = array<i32: 1, 0>} : tensor<512x128xf32> -> tensor<128x512xf32>
    %tr = tile.trans %off {order = array<i32: 1, 0>} : tensor<512x128xi32> -> tensor<128x512xi32>
    %qs = tile.splat %q : !tile.ptr<f32> -> tensor<128x512x!tile.ptr<f32>>
    %qa = tile.addptr %qs, %tr : tensor<128x512x!tile.ptr<f32>>, tensor<128x512xi32>
    tile.store %qa, %t : tensor<128x512x!tile.ptr<f32>>, tensor<128x512xf32>
    return
  }
}
