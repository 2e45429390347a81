// RUN: tilec-opt %s -split-input-file -verify-diagnostics
// Every verifier message of the tilegpu dialect but the local buffers' (in
// local-buffers.mlir), one case each.
//
// #tilegpu.slice and #tilegpu.dot_op have no verifier, and #tilegpu.mma only
// refuses kinds without a layout (an unknown kind does not parse): the
// layout analysis (Layout.cpp) refuses unusable ones (dot_op parent that is
// not an mma layout, slice dim out of range) with a failure that its users
// report.
//
// The "non-zero rank" half of the blocked layout's rank check is reachable
// only from C++ builders: the parser rejects an empty array (`[]`) with
// "expected integer value" before the verifier runs.

// expected-error @+1 {{blocked layout arrays must have one equal, non-zero rank}}
#bad = #tilegpu.blocked<sizePerThread = [1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
func.func @blocked_ranks_differ(%x: tensor<64x32xf32, #bad>) {
  return
}


// -----

// expected-error @+1 {{blocked layout sizes must be powers of two, got 3}}
#bad = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [3, 1], order = [1, 0]>
func.func @blocked_not_power_of_two(%x: tensor<64x32xf32, #bad>) {
  return
}

// -----

// expected-error @+1 {{blocked layout sizes must be powers of two, got 0}}
#bad = #tilegpu.blocked<sizePerThread = [0, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
func.func @blocked_zero(%x: tensor<64x32xf32, #bad>) {
  return
}

// -----

// expected-error @+1 {{blocked layout order must be a permutation}}
#bad = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 1]>
func.func @blocked_order_repeats(%x: tensor<64x32xf32, #bad>) {
  return
}

// -----

// expected-error @+1 {{blocked layout order must be a permutation}}
#bad = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [2, 0]>
func.func @blocked_order_out_of_range(%x: tensor<64x32xf32, #bad>) {
  return
}

// -----

#a = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tilegpu.blocked<sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]>
func.func @convert_layout_shape(%x: tensor<64x32xf32, #a>) {
  // expected-error @below {{'tilegpu.convert_layout' op must keep shape and element type: 'tensor<64x32xf32, #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>>' -> 'tensor<32x64xf32, #tilegpu.blocked<sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]>>'}}
  %y = tilegpu.convert_layout %x : tensor<64x32xf32, #a> -> tensor<32x64xf32, #b>
  return
}

// -----

#a = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tilegpu.blocked<sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]>
func.func @convert_layout_element(%x: tensor<64x32xf32, #a>) {
  // expected-error @below {{'tilegpu.convert_layout' op must keep shape and element type}}
  %y = tilegpu.convert_layout %x : tensor<64x32xf32, #a> -> tensor<64x32xf16, #b>
  return
}

// -----

#rows = #tilegpu.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]>
func.func @view_moves_elements(%x: tensor<64x64xf32, #rows>) {
  // expected-error @below {{'tilegpu.view' op layouts move elements between lanes or warps}}
  %t = tilegpu.view %x {order = array<i32: 1, 0>} : tensor<64x64xf32, #rows> -> tensor<64x64xf32, #rows>
  return
}

// -----

#rows = #tilegpu.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]>
func.func @view_bad_order(%x: tensor<64x32xf32, #rows>) {
  // expected-error @below {{'tilegpu.view' op result 'tensor<64x32xf32, #tilegpu.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]>>' is not the source permuted by the order}}
  %t = tilegpu.view %x {order = array<i32: 1, 0>} : tensor<64x32xf32, #rows> -> tensor<64x32xf32, #rows>
  return
}

// -----

// Matrix-instruction kinds are the target table's keywords (the attribute
// parser then adds which parameter failed).
// expected-error @+2 {{unknown matrix-core instruction kind 'mfma_64x64x4' (kinds: nv_mma_16x8x16, nv_wgmma, mfma_16x16x16,}}
// expected-error @+1 {{failed to parse TileGPU_MmaLayoutAttr parameter 'kind'}}
#bad = #tilegpu.mma<kind = mfma_64x64x4, warpsPerCTA = [4, 1]>

// -----

// wgmma keeps mma.sync's registers; no layout names it.
// expected-error @+1 {{matrix-core instruction kind nv_wgmma has no register layout of its own (a dot names it with tilegpu.instruction)}}
#bad = #tilegpu.mma<kind = nv_wgmma, warpsPerCTA = [4, 1]>

// -----

// expected-error @+1 {{unknown target 'gfx9000' (supported: gfx90a, gfx942, gfx950, gfx1100, gfx1201, sm_80, sm_90, sm_90a)}}
module attributes {tilegpu.target = #tilegpu.target<"gfx9000">} {
}

// -----

// The module's target is the typed attribute, not a string.
// expected-error @+1 {{'tilegpu.target' must be a #tilegpu.target attribute, got "gfx942"}}
module attributes {tilegpu.target = "gfx942"} {
}

// -----

// tilegpu.instruction names an instruction that shares the dot's layout
// (wgmma on mma.sync's); any other is the layout's kind itself.
#mma = #tilegpu.mma<kind = mfma_32x32x8, warpsPerCTA = [4, 1]>
#a = #tilegpu.dot_op<opIdx = 0, parent = #mma>
#b = #tilegpu.dot_op<opIdx = 1, parent = #mma>
func.func @instruction_on_mfma(%a: tensor<128x16xf16, #a>, %b: tensor<16x32xf16, #b>, %c: tensor<128x32xf32, #mma>) {
  // expected-error @below {{'tilegpu.instruction' = nv_wgmma: only nv_wgmma, on a tile.dot with a nv_mma_16x8x16 or nv_mma_16x8x32 result layout, runs a dot on another instruction than its layout's kind}}
  %d = tile.dot %a, %b, %c {tilegpu.instruction = #tilegpu.mma_kind<nv_wgmma>} : tensor<128x16xf16, #a>, tensor<16x32xf16, #b> -> tensor<128x32xf32, #mma>
  return
}

// -----

#mma = #tilegpu.mma<kind = nv_mma_16x8x16, warpsPerCTA = [4, 1]>
#a = #tilegpu.dot_op<opIdx = 0, parent = #mma>
#b = #tilegpu.dot_op<opIdx = 1, parent = #mma>
func.func @instruction_is_the_layout_kind(%a: tensor<64x16xf16, #a>, %b: tensor<16x8xf16, #b>, %c: tensor<64x8xf32, #mma>) {
  // expected-error @below {{'tilegpu.instruction' = nv_mma_16x8x16: only nv_wgmma}}
  %d = tile.dot %a, %b, %c {tilegpu.instruction = #tilegpu.mma_kind<nv_mma_16x8x16>} : tensor<64x16xf16, #a>, tensor<16x8xf16, #b> -> tensor<64x8xf32, #mma>
  return
}

// -----

func.func @instruction_not_a_kind(%a: tensor<16x16xf16>, %b: tensor<16x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error @below {{'tilegpu.instruction' must be a #tilegpu.mma_kind attribute, got "nv_wgmma"}}
  %d = tile.dot %a, %b, %c {tilegpu.instruction = "nv_wgmma"} : tensor<16x16xf16>, tensor<16x16xf16> -> tensor<16x16xf32>
  return
}
