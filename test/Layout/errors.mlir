// RUN: tilec-opt %s -split-input-file -verify-diagnostics --tile-assign-layouts="num-warps=4 chip=gfx942"
// Pass options are checked before any kernel is looked at; their errors are
// on the module, one per split, so they are checked with FileCheck instead.
// RUN: not tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=gfx9999" 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=3 chip=gfx942" 2>&1 | FileCheck %s --check-prefix=POW2
// RUN: not tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=32 chip=gfx942" 2>&1 | FileCheck %s --check-prefix=TOO-MANY64
// RUN: not tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=64 chip=gfx1100" 2>&1 | FileCheck %s --check-prefix=TOO-MANY32
// RUN: not tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=0 chip=sm_90" 2>&1 | FileCheck %s --check-prefix=ZERO

// CHIP: error: unknown target 'gfx9999' (supported: gfx90a, gfx942, gfx950, gfx1100, gfx1201, sm_80, sm_90, sm_90a)
// POW2: error: num-warps must be a power of two with at most 16 warps of 64 lanes on gfx942, got 3
// 32 x 64 = 2048 lanes is over gfx942's 1024, although 32 is a power of two.
// TOO-MANY64: error: num-warps must be a power of two with at most 16 warps of 64 lanes on gfx942, got 32
// 32 warps of 32 lanes fit on gfx1100; 64 do not.
// TOO-MANY32: error: num-warps must be a power of two with at most 32 warps of 32 lanes on gfx1100, got 64
// ZERO: error: num-warps must be a power of two with at most 32 warps of 32 lanes on sm_90, got 0

// GPU kernels receive scalars and pointers; a tile argument has no lanes to
// come from.
// expected-error @below {{kernel 'tile_arg' takes a tensor argument; GPU kernels take scalars and pointers only}}
func.func @tile_arg(%x: tensor<64xf32>, %p: !tile.ptr<f32>) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  %pa = tile.addptr %ps, %r : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  tile.store %pa, %x : tensor<64x!tile.ptr<f32>>, tensor<64xf32>
  return
}

// -----

// A 2-D tile argument, after a scalar one: reported all the same.
// expected-error @below {{kernel 'tile_arg_2d' takes a tensor argument; GPU kernels take scalars and pointers only}}
func.func @tile_arg_2d(%n: i32, %x: tensor<16x16xi32>) attributes {tile.kernel} {
  return
}

// -----

// Functions that are not kernels are not given layouts, so their tensor
// arguments are fine (no diagnostic).
func.func @helper(%x: tensor<64xf32>) -> tensor<64xf32> {
  return %x : tensor<64xf32>
}
