// Dots laid out for a matrix-core instruction the chip lacks (IR written by
// hand, or laid out for another chip) are refused before LLVM, which would
// fail to select the intrinsic or abort.
// RUN: tilec-opt %s -split-input-file -verify-diagnostics --tile-allocate-shared-memory=chip=gfx942 --convert-tile-to-llvm=chip=gfx942

// gfx950's double-K f16 instruction.
#mma = #tilegpu.mma<kind = mfma_32x32x16, warpsPerCTA = [4, 1]>
#a = #tilegpu.dot_op<opIdx = 0, parent = #mma>
#b = #tilegpu.dot_op<opIdx = 1, parent = #mma>
module attributes {tilegpu.num_warps = 4 : i32, tilegpu.warp_size = 64 : i32} {
  func.func @gfx950_only(%x: f16, %y: f16) attributes {tile.kernel} {
    %a = tile.splat %x : f16 -> tensor<128x16xf16, #a>
    %b = tile.splat %y : f16 -> tensor<16x32xf16, #b>
    %c = arith.constant dense<0.0> : tensor<128x32xf32, #mma>
    // expected-error @below {{matrix-core instruction 'mfma_32x32x16' is not available on gfx942 for 'f16' x 'f16' -> 'f32' dots}}
    %d = tile.dot %a, %b, %c : tensor<128x16xf16, #a>, tensor<16x32xf16, #b> -> tensor<128x32xf32, #mma>
    return
  }
}

// -----

// The 4-byte-per-lane int8 instruction is gfx90a's; gfx940 on dropped it.
#mma = #tilegpu.mma<kind = mfma_16x16x16, warpsPerCTA = [4, 1]>
#a = #tilegpu.dot_op<opIdx = 0, parent = #mma>
#b = #tilegpu.dot_op<opIdx = 1, parent = #mma>
module attributes {tilegpu.num_warps = 4 : i32, tilegpu.warp_size = 64 : i32} {
  func.func @gfx90a_int8(%x: i8, %y: i8) attributes {tile.kernel} {
    %a = tile.splat %x : i8 -> tensor<64x16xi8, #a>
    %b = tile.splat %y : i8 -> tensor<16x16xi8, #b>
    %c = arith.constant dense<0> : tensor<64x16xi32, #mma>
    // expected-error @below {{matrix-core instruction 'mfma_16x16x16' is not available on gfx942 for 'i8' x 'i8' -> 'i32' dots}}
    %d = tile.dot %a, %b, %c : tensor<64x16xi8, #a>, tensor<16x16xi8, #b> -> tensor<64x16xi32, #mma>
    return
  }
}

// -----

// gfx942's fp8 instructions read FNUZ fp8, not the OCP e4m3fn of the IR.
#mma = #tilegpu.mma<kind = mfma_32x32x16, warpsPerCTA = [4, 1]>
#a = #tilegpu.dot_op<opIdx = 0, parent = #mma>
#b = #tilegpu.dot_op<opIdx = 1, parent = #mma>
module attributes {tilegpu.num_warps = 4 : i32, tilegpu.warp_size = 64 : i32} {
  func.func @ocp_fp8(%x: f8E4M3FN, %y: f8E4M3FN) attributes {tile.kernel} {
    %a = tile.splat %x : f8E4M3FN -> tensor<128x16xf8E4M3FN, #a>
    %b = tile.splat %y : f8E4M3FN -> tensor<16x32xf8E4M3FN, #b>
    %c = arith.constant dense<0.0> : tensor<128x32xf32, #mma>
    // expected-error @below {{matrix-core instruction 'mfma_32x32x16' is not available on gfx942 for 'f8E4M3FN' x 'f8E4M3FN' -> 'f32' dots}}
    %d = tile.dot %a, %b, %c : tensor<128x16xf8E4M3FN, #a>, tensor<16x32xf8E4M3FN, #b> -> tensor<128x32xf32, #mma>
    return
  }
}

// -----

// No matrix-core instruction accumulates f16.
#mma = #tilegpu.mma<kind = mfma_32x32x8, warpsPerCTA = [4, 1]>
#a = #tilegpu.dot_op<opIdx = 0, parent = #mma>
#b = #tilegpu.dot_op<opIdx = 1, parent = #mma>
module attributes {tilegpu.num_warps = 4 : i32, tilegpu.warp_size = 64 : i32} {
  func.func @f16_accumulator(%x: f16, %y: f16) attributes {tile.kernel} {
    %a = tile.splat %x : f16 -> tensor<128x16xf16, #a>
    %b = tile.splat %y : f16 -> tensor<16x32xf16, #b>
    %c = arith.constant dense<0.0> : tensor<128x32xf16, #mma>
    // expected-error @below {{matrix-core instruction 'mfma_32x32x8' is not available on gfx942 for 'f16' x 'f16' -> 'f16' dots}}
    %d = tile.dot %a, %b, %c : tensor<128x16xf16, #a>, tensor<16x32xf16, #b> -> tensor<128x32xf16, #mma>
    return
  }
}
