// Which matrix-core instruction (#tilegpu.mma kind) each dot gets, per chip:
// the first of the target table's instructions for the operand types whose
// M and N fit the tile each warp computes (warps tile M first). Operands come
// from splats of scalars so that only the dot matters, except in the last
// cases, about the layout of an operand's load.
// RUN: tilec-opt %s --tile-assign-layouts="num-warps=4 chip=gfx90a" -split-input-file | FileCheck %s --check-prefixes=CHECK,GFX90A
// RUN: tilec-opt %s --tile-assign-layouts="num-warps=4 chip=gfx942" -split-input-file | FileCheck %s --check-prefixes=CHECK,GFX942
// RUN: tilec-opt %s --tile-assign-layouts="num-warps=4 chip=gfx950" -split-input-file | FileCheck %s --check-prefixes=CHECK,GFX950
// RUN: tilec-opt %s --tile-assign-layouts="num-warps=4 chip=gfx1100" -split-input-file | FileCheck %s --check-prefixes=CHECK,GFX1100
// RUN: tilec-opt %s --tile-assign-layouts="num-warps=4 chip=sm_90" -split-input-file | FileCheck %s --check-prefixes=CHECK,SM90

// Flash attention's shape: BLOCK_M = 128 over 4 warps is 32 rows per warp,
// so CDNA takes a 32x32 instruction (half the instructions of 16x16), gfx950
// the one with twice the K.
// GFX90A: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_32x32x8, warpsPerCTA = [4, 1]>
// GFX942: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_32x32x8, warpsPerCTA = [4, 1]>
// GFX950: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_32x32x16, warpsPerCTA = [4, 1]>
// GFX1100: #[[$MMA:.+]] = #tilegpu.mma<kind = wmma_gfx11, warpsPerCTA = [4, 1]>
// SM90: #[[$MMA:.+]] = #tilegpu.mma<kind = nv_mma_16x8x16, warpsPerCTA = [4, 1]>
// CHECK-LABEL: func.func @f16_32_rows_per_warp
// CHECK: tile.dot {{.*}} -> tensor<128x64xf32, #[[$MMA]]>
func.func @f16_32_rows_per_warp(%x: f16, %y: f16) attributes {tile.kernel} {
  %a = tile.splat %x : f16 -> tensor<128x64xf16>
  %b = tile.splat %y : f16 -> tensor<64x64xf16>
  %c = arith.constant dense<0.0> : tensor<128x64xf32>
  %d = tile.dot %a, %b, %c : tensor<128x64xf16>, tensor<64x64xf16> -> tensor<128x64xf32>
  return
}

// -----

// 16 rows per warp: a 32x32 instruction would not fit, 16x16 stays.
// GFX90A: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_16x16x16, warpsPerCTA = [4, 1]>
// GFX942: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_16x16x16, warpsPerCTA = [4, 1]>
// GFX950: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_16x16x32, warpsPerCTA = [4, 1]>
// GFX1100: #[[$MMA:.+]] = #tilegpu.mma<kind = wmma_gfx11, warpsPerCTA = [4, 1]>
// SM90: #[[$MMA:.+]] = #tilegpu.mma<kind = nv_mma_16x8x16, warpsPerCTA = [4, 1]>
// CHECK-LABEL: func.func @f16_16_rows_per_warp
// CHECK: tile.dot {{.*}} -> tensor<64x64xf32, #[[$MMA]]>
func.func @f16_16_rows_per_warp(%x: f16, %y: f16) attributes {tile.kernel} {
  %a = tile.splat %x : f16 -> tensor<64x32xf16>
  %b = tile.splat %y : f16 -> tensor<32x64xf16>
  %c = arith.constant dense<0.0> : tensor<64x64xf32>
  %d = tile.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
  return
}

// -----

// 32 rows per warp but only 16 columns: 32x32 does not fit N.
// GFX90A: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_16x16x16, warpsPerCTA = [4, 1]>
// GFX942: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_16x16x16, warpsPerCTA = [4, 1]>
// GFX950: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_16x16x32, warpsPerCTA = [4, 1]>
// CHECK-LABEL: func.func @bf16_narrow_n
// CHECK: tile.dot {{.*}} -> tensor<128x16xf32, #{{.+}}>
func.func @bf16_narrow_n(%x: bf16, %y: bf16) attributes {tile.kernel} {
  %a = tile.splat %x : bf16 -> tensor<128x32xbf16>
  %b = tile.splat %y : bf16 -> tensor<32x16xbf16>
  %c = arith.constant dense<0.0> : tensor<128x16xf32>
  %d = tile.dot %a, %b, %c : tensor<128x32xbf16>, tensor<32x16xbf16> -> tensor<128x16xf32>
  return
}

// -----

// gfx950 with K = 16: the double-K 16x16x32 does not divide K, 16x16x16 does.
// GFX950: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_16x16x16, warpsPerCTA = [4, 1]>
// GFX950-LABEL: func.func @f16_k16_16_rows
// GFX950: tile.dot {{.*}} -> tensor<64x64xf32, #[[$MMA]]>
func.func @f16_k16_16_rows(%x: f16, %y: f16) attributes {tile.kernel} {
  %a = tile.splat %x : f16 -> tensor<64x16xf16>
  %b = tile.splat %y : f16 -> tensor<16x64xf16>
  %c = arith.constant dense<0.0> : tensor<64x64xf32>
  %d = tile.dot %a, %b, %c : tensor<64x16xf16>, tensor<16x64xf16> -> tensor<64x64xf32>
  return
}

// -----

// int8 into i32 on CDNA: gfx90a's 4-byte-per-lane instructions, gfx942's
// 8-byte ones, gfx950's 16-byte ones; RDNA3's int8 WMMA; NVIDIA's
// mma.sync m16n8k32.
// GFX90A: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_32x32x8, warpsPerCTA = [4, 1]>
// GFX942: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_32x32x16, warpsPerCTA = [4, 1]>
// GFX950: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_32x32x32, warpsPerCTA = [4, 1]>
// GFX1100: #[[$MMA:.+]] = #tilegpu.mma<kind = wmma_gfx11, warpsPerCTA = [4, 1]>
// SM90: #[[$MMA:.+]] = #tilegpu.mma<kind = nv_mma_16x8x32, warpsPerCTA = [4, 1]>
// CHECK-LABEL: func.func @i8_32_rows_per_warp
// CHECK: tile.dot {{.*}} -> tensor<128x64xi32, #[[$MMA]]>
func.func @i8_32_rows_per_warp(%x: i8, %y: i8) attributes {tile.kernel} {
  %a = tile.splat %x : i8 -> tensor<128x64xi8>
  %b = tile.splat %y : i8 -> tensor<64x64xi8>
  %c = arith.constant dense<0> : tensor<128x64xi32>
  %d = tile.dot %a, %b, %c : tensor<128x64xi8>, tensor<64x64xi8> -> tensor<128x64xi32>
  return
}

// -----

// int8 with 16 rows per warp and K = 32: gfx942 has a 16-row int8
// instruction only with K = 32 (16x16x32).
// GFX90A: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_16x16x16, warpsPerCTA = [4, 1]>
// GFX942: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_16x16x32, warpsPerCTA = [4, 1]>
// GFX950: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_16x16x32, warpsPerCTA = [4, 1]>
// CHECK-LABEL: func.func @i8_16_rows_per_warp
// CHECK: tile.dot {{.*}} -> tensor<64x64xi32, #{{.+}}>
func.func @i8_16_rows_per_warp(%x: i8, %y: i8) attributes {tile.kernel} {
  %a = tile.splat %x : i8 -> tensor<64x32xi8>
  %b = tile.splat %y : i8 -> tensor<32x64xi8>
  %c = arith.constant dense<0> : tensor<64x64xi32>
  %d = tile.dot %a, %b, %c : tensor<64x32xi8>, tensor<32x64xi8> -> tensor<64x64xi32>
  return
}

// -----

// int8 with K = 16 on gfx942: no 16-row instruction divides K, so the 32x32
// one sets the warp grid (2 x 2 warps of 32x32) rather than falling back to
// FMA units.
// GFX942: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_32x32x16, warpsPerCTA = [2, 2]>
// GFX942-LABEL: func.func @i8_k16
// GFX942: tile.dot {{.*}} -> tensor<64x64xi32, #[[$MMA]]>
func.func @i8_k16(%x: i8, %y: i8) attributes {tile.kernel} {
  %a = tile.splat %x : i8 -> tensor<64x16xi8>
  %b = tile.splat %y : i8 -> tensor<16x64xi8>
  %c = arith.constant dense<0> : tensor<64x64xi32>
  %d = tile.dot %a, %b, %c : tensor<64x16xi8>, tensor<16x64xi8> -> tensor<64x64xi32>
  return
}

// -----

// fp8 (OCP e4m3fn): matrix cores on gfx950 only. gfx942's fp8 MFMAs read the
// FNUZ encodings (another exponent bias and NaN), so its fp8 dots, like
// gfx90a's, RDNA3's and NVIDIA's here, stay on FMA units.
// GFX950: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_32x32x16, warpsPerCTA = [4, 1]>
// GFX90A: #[[$BLK:.+]] = #tilegpu.blocked
// GFX942: #[[$BLK:.+]] = #tilegpu.blocked
// CHECK-LABEL: func.func @fp8e4m3_32_rows_per_warp
// GFX950: tile.dot {{.*}} -> tensor<128x64xf32, #[[$MMA]]>
// GFX90A: tile.dot {{.*}} -> tensor<128x64xf32, #[[$BLK]]>
// GFX942: tile.dot {{.*}} -> tensor<128x64xf32, #[[$BLK]]>
func.func @fp8e4m3_32_rows_per_warp(%x: f8E4M3FN, %y: f8E4M3FN) attributes {tile.kernel} {
  %a = tile.splat %x : f8E4M3FN -> tensor<128x64xf8E4M3FN>
  %b = tile.splat %y : f8E4M3FN -> tensor<64x64xf8E4M3FN>
  %c = arith.constant dense<0.0> : tensor<128x64xf32>
  %d = tile.dot %a, %b, %c : tensor<128x64xf8E4M3FN>, tensor<64x64xf8E4M3FN> -> tensor<128x64xf32>
  return
}

// -----

// fp8 e5m2 with 16 rows per warp.
// GFX950: #[[$MMA:.+]] = #tilegpu.mma<kind = mfma_16x16x32, warpsPerCTA = [4, 1]>
// GFX942: #[[$BLK:.+]] = #tilegpu.blocked
// CHECK-LABEL: func.func @fp8e5m2_16_rows_per_warp
// GFX950: tile.dot {{.*}} -> tensor<64x64xf32, #[[$MMA]]>
// GFX942: tile.dot {{.*}} -> tensor<64x64xf32, #[[$BLK]]>
func.func @fp8e5m2_16_rows_per_warp(%x: f8E5M2, %y: f8E5M2) attributes {tile.kernel} {
  %a = tile.splat %x : f8E5M2 -> tensor<64x32xf8E5M2>
  %b = tile.splat %y : f8E5M2 -> tensor<32x64xf8E5M2>
  %c = arith.constant dense<0.0> : tensor<64x64xf32>
  %d = tile.dot %a, %b, %c : tensor<64x32xf8E5M2>, tensor<32x64xf8E5M2> -> tensor<64x64xf32>
  return
}

// -----

// negative: an f16 accumulator has no matrix-core instruction here.
// CHECK: #[[$BLK:.+]] = #tilegpu.blocked
// CHECK-NOT: #tilegpu.mma
// CHECK-LABEL: func.func @negative_f16_accumulator
// CHECK: tile.dot {{.*}} -> tensor<128x64xf16, #[[$BLK]]>
func.func @negative_f16_accumulator(%x: f16, %y: f16) attributes {tile.kernel} {
  %a = tile.splat %x : f16 -> tensor<128x64xf16>
  %b = tile.splat %y : f16 -> tensor<64x64xf16>
  %c = arith.constant dense<0.0> : tensor<128x64xf16>
  %d = tile.dot %a, %b, %c : tensor<128x64xf16>, tensor<64x64xf16> -> tensor<128x64xf16>
  return
}

// -----

// A 128x128 f16 operand loaded once (flash attention's Q) into a 32x32 MFMA
// operand: all 32 rows of an instruction are lanes, so its one-time
// conversion cannot be split along M; the load spreads lanes over half of K
// instead (K's top bit in registers, as in the operand layout), and the
// lowering converts it through shared memory in two halves. 16-row
// instructions (RDNA, NVIDIA) keep row 64 in registers: unchanged.
// GFX942: #[[$SPLIT:.+]] = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// GFX950: #[[$SPLIT:.+]] = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// GFX1100: #[[$ROWS:.+]] = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
// SM90: #[[$ROWS:.+]] = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: func.func @operand_loaded_once
// GFX942: tile.load {{.*}} -> tensor<128x128xf16, #[[$SPLIT]]>
// GFX950: tile.load {{.*}} -> tensor<128x128xf16, #[[$SPLIT]]>
// GFX1100: tile.load {{.*}} -> tensor<128x128xf16, #[[$ROWS]]>
// SM90: tile.load {{.*}} -> tensor<128x128xf16, #[[$ROWS]]>
func.func @operand_loaded_once(%p: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %y: f16) attributes {tile.kernel} {
  %rm = tile.make_range {start = 0 : i32, end = 128 : i32} : tensor<128xi32>
  %re = tile.expand_dims %rm {axis = 1 : i32} : tensor<128xi32> -> tensor<128x1xi32>
  %c128 = arith.constant dense<128> : tensor<128x1xi32>
  %ro = arith.muli %re, %c128 : tensor<128x1xi32>
  %rb = tile.broadcast %ro : tensor<128x1xi32> -> tensor<128x128xi32>
  %ce = tile.expand_dims %rm {axis = 0 : i32} : tensor<128xi32> -> tensor<1x128xi32>
  %cb = tile.broadcast %ce : tensor<1x128xi32> -> tensor<128x128xi32>
  %off = arith.addi %rb, %cb : tensor<128x128xi32>
  %ps = tile.splat %p : !tile.ptr<f16> -> tensor<128x128x!tile.ptr<f16>>
  %pa = tile.addptr %ps, %off : tensor<128x128x!tile.ptr<f16>>, tensor<128x128xi32>
  %q = tile.load %pa : tensor<128x128x!tile.ptr<f16>> -> tensor<128x128xf16>
  %b = tile.splat %y : f16 -> tensor<128x64xf16>
  %c = arith.constant dense<0.0> : tensor<128x64xf32>
  %d = tile.dot %q, %b, %c : tensor<128x128xf16>, tensor<128x64xf16> -> tensor<128x64xf32>
  return
}

// -----

// negative: loaded in a loop, where the exchange sizes shared memory anyway
// (the lowering splits only conversions outside loops): the load keeps the
// layout that covers a row with one lane group.
// GFX942: #[[$ROWS:.+]] = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]>
// GFX942-NOT: threadsPerWarp = [8, 8]
// GFX942-LABEL: func.func @negative_operand_loaded_in_loop
// GFX942: tile.load {{.*}} -> tensor<128x128xf16, #[[$ROWS]]>
func.func @negative_operand_loaded_in_loop(%p: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %y: f16, %n: i32) attributes {tile.kernel} {
  %rm = tile.make_range {start = 0 : i32, end = 128 : i32} : tensor<128xi32>
  %re = tile.expand_dims %rm {axis = 1 : i32} : tensor<128xi32> -> tensor<128x1xi32>
  %c128 = arith.constant dense<128> : tensor<128x1xi32>
  %ro = arith.muli %re, %c128 : tensor<128x1xi32>
  %rb = tile.broadcast %ro : tensor<128x1xi32> -> tensor<128x128xi32>
  %ce = tile.expand_dims %rm {axis = 0 : i32} : tensor<128xi32> -> tensor<1x128xi32>
  %cb = tile.broadcast %ce : tensor<1x128xi32> -> tensor<128x128xi32>
  %off = arith.addi %rb, %cb : tensor<128x128xi32>
  %ps = tile.splat %p : !tile.ptr<f16> -> tensor<128x128x!tile.ptr<f16>>
  %pa = tile.addptr %ps, %off : tensor<128x128x!tile.ptr<f16>>, tensor<128x128xi32>
  %b = tile.splat %y : f16 -> tensor<128x64xf16>
  %c = arith.constant dense<0.0> : tensor<128x64xf32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<128x64xf32>) : i32 {
    %q = tile.load %pa : tensor<128x128x!tile.ptr<f16>> -> tensor<128x128xf16>
    %d = tile.dot %q, %b, %acc : tensor<128x128xf16>, tensor<128x64xf16> -> tensor<128x64xf32>
    scf.yield %d : tensor<128x64xf32>
  }
  return
}
