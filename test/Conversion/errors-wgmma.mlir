// A dot put on nv_wgmma (tilegpu.instruction) that the target does not
// offer it on, or that does not qualify (IR written by hand: the
// tile-select-mma-instructions pass only marks dots that do), is refused
// with an error on the dot, before the conversion starts, instead of
// falling back to mma.sync.
// RUN: tilec-opt %s -split-input-file -verify-diagnostics --convert-tile-to-llvm

// Plain sm_90: PTX has wgmma only for sm_90a.
#mma = #tilegpu.mma<kind = nv_mma_16x8x16, warpsPerCTA = [4, 1]>
#a = #tilegpu.dot_op<opIdx = 0, parent = #mma>
#b = #tilegpu.dot_op<opIdx = 1, parent = #mma>
module attributes {tilegpu.num_warps = 4 : i32, tilegpu.target = #tilegpu.target<"sm_90">, tilegpu.warp_size = 32 : i32} {
  func.func @not_offered(%x: f16, %y: f16) attributes {tile.kernel} {
    %a = tile.splat %x : f16 -> tensor<64x16xf16, #a>
    %b = tile.splat %y : f16 -> tensor<16x16xf16, #b>
    %c = arith.constant dense<0.0> : tensor<64x16xf32, #mma>
    // expected-error @below {{matrix-core instruction 'nv_wgmma' is not available on sm_90 for 'f16' x 'f16' -> 'f32' dots}}
    %d = tile.dot %a, %b, %c {tilegpu.instruction = #tilegpu.mma_kind<nv_wgmma>} : tensor<64x16xf16, #a>, tensor<16x16xf16, #b> -> tensor<64x16xf32, #mma>
    return
  }
}

// -----

// sm_90a, but B is in registers, not in a shared-memory slot.
#mma = #tilegpu.mma<kind = nv_mma_16x8x16, warpsPerCTA = [4, 1]>
#a = #tilegpu.dot_op<opIdx = 0, parent = #mma>
#b = #tilegpu.dot_op<opIdx = 1, parent = #mma>
module attributes {tilegpu.num_warps = 4 : i32, tilegpu.target = #tilegpu.target<"sm_90a">, tilegpu.warp_size = 32 : i32} {
  func.func @b_not_in_a_slot(%x: f16, %y: f16) attributes {tile.kernel} {
    %a = tile.splat %x : f16 -> tensor<64x16xf16, #a>
    %b = tile.splat %y : f16 -> tensor<16x16xf16, #b>
    %c = arith.constant dense<0.0> : tensor<64x16xf32, #mma>
    // expected-error @below {{this dot cannot run on nv_wgmma (tilegpu.instruction): B is not a slot read only by the dot}}
    %d = tile.dot %a, %b, %c {tilegpu.instruction = #tilegpu.mma_kind<nv_wgmma>} : tensor<64x16xf16, #a>, tensor<16x16xf16, #b> -> tensor<64x16xf32, #mma>
    return
  }
}

// -----

// sm_90a, but the warps do not tile M in groups of 4 (wgmma's m64).
#mma = #tilegpu.mma<kind = nv_mma_16x8x16, warpsPerCTA = [2, 2]>
#a = #tilegpu.dot_op<opIdx = 0, parent = #mma>
#b = #tilegpu.dot_op<opIdx = 1, parent = #mma>
module attributes {tilegpu.num_warps = 4 : i32, tilegpu.target = #tilegpu.target<"sm_90a">, tilegpu.warp_size = 32 : i32} {
  func.func @warps_along_n(%x: f16, %y: f16) attributes {tile.kernel} {
    %a = tile.splat %x : f16 -> tensor<32x16xf16, #a>
    %b = tile.splat %y : f16 -> tensor<16x16xf16, #b>
    %c = arith.constant dense<0.0> : tensor<32x16xf32, #mma>
    // expected-error @below {{this dot cannot run on nv_wgmma (tilegpu.instruction): its warps do not tile M in groups of 4}}
    %d = tile.dot %a, %b, %c {tilegpu.instruction = #tilegpu.mma_kind<nv_wgmma>} : tensor<32x16xf16, #a>, tensor<16x16xf16, #b> -> tensor<32x16xf32, #mma>
    return
  }
}

// -----

// tilegpu.wgmma_async only on a dot that runs on nv_wgmma.
#mma = #tilegpu.mma<kind = nv_mma_16x8x16, warpsPerCTA = [4, 1]>
#a = #tilegpu.dot_op<opIdx = 0, parent = #mma>
#b = #tilegpu.dot_op<opIdx = 1, parent = #mma>
module attributes {tilegpu.num_warps = 4 : i32, tilegpu.target = #tilegpu.target<"sm_90a">, tilegpu.warp_size = 32 : i32} {
  func.func @async_mma_sync(%x: f16, %y: f16) attributes {tile.kernel} {
    %a = tile.splat %x : f16 -> tensor<64x16xf16, #a>
    %b = tile.splat %y : f16 -> tensor<16x16xf16, #b>
    %c = arith.constant dense<0.0> : tensor<64x16xf32, #mma>
    // expected-error @below {{'tilegpu.wgmma_async' is a unit attribute of a tile.dot on nv_wgmma}}
    %d = tile.dot %a, %b, %c {tilegpu.wgmma_async} : tensor<64x16xf16, #a>, tensor<16x16xf16, #b> -> tensor<64x16xf32, #mma>
    return
  }
}

// -----

// A wgmma_wait gives back what it waits for, type for type.
#mma = #tilegpu.mma<kind = nv_mma_16x8x16, warpsPerCTA = [4, 1]>
module attributes {tilegpu.num_warps = 4 : i32, tilegpu.target = #tilegpu.target<"sm_90a">, tilegpu.warp_size = 32 : i32} {
  func.func @wait_types(%x: f32) attributes {tile.kernel} {
    %c = tile.splat %x : f32 -> tensor<64x16xf32, #mma>
    // expected-error @below {{'tilegpu.wgmma_wait' op results must have the types of the waited values}}
    %d = tilegpu.wgmma_wait %c {pending = 0 : i32} : tensor<64x16xf32, #mma> -> tensor<64x32xf32, #mma>
    return
  }
}
