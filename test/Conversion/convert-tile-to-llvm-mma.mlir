// tile.dot on matrix cores: which instruction each chip emits for each
// operand type, and the operand types it takes (f16 vectors; bf16 as i16
// for the older "_1k" instructions and as bf16 for gfx950's; int8 and fp8
// as their bytes packed into i32, i64 or 4 x i32). The dots are sized so
// that each warp (4 warps tiling M) issues one or a few instructions.
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=gfx90a" --tile-allocate-shared-memory=chip=gfx90a --convert-tile-to-llvm=chip=gfx90a | FileCheck %s --check-prefixes=CHECK,GFX90A
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=gfx942" --tile-allocate-shared-memory=chip=gfx942 --convert-tile-to-llvm=chip=gfx942 | FileCheck %s --check-prefixes=CHECK,GFX942
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=gfx950" --tile-allocate-shared-memory=chip=gfx950 --convert-tile-to-llvm=chip=gfx950 | FileCheck %s --check-prefixes=CHECK,GFX950
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=gfx1100" --tile-allocate-shared-memory=chip=gfx1100 --convert-tile-to-llvm=chip=gfx1100 | FileCheck %s --check-prefixes=CHECK,GFX1100
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=sm_90" --tile-allocate-shared-memory=chip=sm_90 --convert-tile-to-llvm=chip=sm_90 | FileCheck %s --check-prefixes=CHECK,SM90
// With the fragments' construction folded: which operand goes where.
// RUN: tilec-opt %s -split-input-file --tile-assign-layouts="num-warps=4 chip=gfx942" --tile-allocate-shared-memory=chip=gfx942 --convert-tile-to-llvm=chip=gfx942 --canonicalize | FileCheck %s --check-prefix=SWAP

// 32 rows per warp, K = 16: two 32x32x8 instructions per warp on gfx90a and
// gfx942, one 32x32x16 on gfx950. The dot's B fragment (from %arg1) is the
// MFMA's first operand and A's (%arg0) its second: the instruction computes
// D^T = B^T A^T, which is the accumulator layout (TileGPU/IR/Layout.cpp).
// CHECK-LABEL: llvm.func @f16_32x32
// SWAP-LABEL: llvm.func @f16_32x32
// SWAP-COUNT-3: llvm.insertelement %arg0
// SWAP-NEXT: %[[A:.+]] = llvm.insertelement %arg0, %{{.+}} : vector<4xf16>
// SWAP-COUNT-3: llvm.insertelement %arg1
// SWAP-NEXT: %[[B:.+]] = llvm.insertelement %arg1, %{{.+}} : vector<4xf16>
// SWAP-NEXT: rocdl.mfma.f32.32x32x8f16 %[[B]], %[[A]], %{{.+}} : (vector<4xf16>, vector<4xf16>, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// GFX90A-COUNT-2: rocdl.mfma.f32.32x32x8f16 {{.*}} : (vector<4xf16>, vector<4xf16>, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// GFX942-COUNT-2: rocdl.mfma.f32.32x32x8f16 {{.*}} : (vector<4xf16>, vector<4xf16>, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// GFX950: rocdl.mfma.f32.32x32x16.f16 {{.*}} : (vector<8xf16>, vector<8xf16>, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// GFX1100-COUNT-4: rocdl.wmma.f32.16x16x16.f16 {{.*}} : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
// SM90-COUNT-8: nvvm.mma.sync
// CHECK-NOT: rocdl.mfma
// CHECK-NOT: rocdl.wmma
// CHECK-NOT: nvvm.mma.sync
// CHECK: llvm.return
func.func @f16_32x32(%x: f16, %y: f16) attributes {tile.kernel} {
  %a = tile.splat %x : f16 -> tensor<128x16xf16>
  %b = tile.splat %y : f16 -> tensor<16x32xf16>
  %c = arith.constant dense<0.0> : tensor<128x32xf32>
  %d = tile.dot %a, %b, %c : tensor<128x16xf16>, tensor<16x32xf16> -> tensor<128x32xf32>
  return
}

// -----

// CHECK-LABEL: llvm.func @bf16_32x32
// GFX90A-COUNT-2: rocdl.mfma.f32.32x32x8bf16.1k {{.*}} : (vector<4xi16>, vector<4xi16>, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// GFX942-COUNT-2: rocdl.mfma.f32.32x32x8bf16.1k {{.*}} : (vector<4xi16>, vector<4xi16>, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// GFX950: rocdl.mfma.f32.32x32x16.bf16 {{.*}} : (vector<8xbf16>, vector<8xbf16>, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// GFX1100-COUNT-4: rocdl.wmma.f32.16x16x16.bf16 {{.*}} : (vector<16xi16>, vector<16xi16>, vector<8xf32>) -> vector<8xf32>
// SM90-COUNT-8: nvvm.mma.sync
// CHECK-NOT: rocdl.mfma
// CHECK: llvm.return
func.func @bf16_32x32(%x: bf16, %y: bf16) attributes {tile.kernel} {
  %a = tile.splat %x : bf16 -> tensor<128x16xbf16>
  %b = tile.splat %y : bf16 -> tensor<16x32xbf16>
  %c = arith.constant dense<0.0> : tensor<128x32xf32>
  %d = tile.dot %a, %b, %c : tensor<128x16xbf16>, tensor<16x32xbf16> -> tensor<128x32xf32>
  return
}

// -----

// 16 rows per warp, K = 32: 16x16x16 twice, or gfx950's 16x16x32 once.
// CHECK-LABEL: llvm.func @f16_16x16
// GFX90A-COUNT-2: rocdl.mfma.f32.16x16x16f16 {{.*}} : (vector<4xf16>, vector<4xf16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// GFX942-COUNT-2: rocdl.mfma.f32.16x16x16f16 {{.*}} : (vector<4xf16>, vector<4xf16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// GFX950: rocdl.mfma.f32.16x16x32.f16 {{.*}} : (vector<8xf16>, vector<8xf16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NOT: rocdl.mfma
// CHECK: llvm.return
func.func @f16_16x16(%x: f16, %y: f16) attributes {tile.kernel} {
  %a = tile.splat %x : f16 -> tensor<64x32xf16>
  %b = tile.splat %y : f16 -> tensor<32x16xf16>
  %c = arith.constant dense<0.0> : tensor<64x16xf32>
  %d = tile.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x16xf16> -> tensor<64x16xf32>
  return
}

// -----

// CHECK-LABEL: llvm.func @bf16_16x16
// GFX90A-COUNT-2: rocdl.mfma.f32.16x16x16bf16.1k {{.*}} : (vector<4xi16>, vector<4xi16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// GFX942-COUNT-2: rocdl.mfma.f32.16x16x16bf16.1k {{.*}} : (vector<4xi16>, vector<4xi16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// GFX950: rocdl.mfma.f32.16x16x32.bf16 {{.*}} : (vector<8xbf16>, vector<8xbf16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NOT: rocdl.mfma
// CHECK: llvm.return
func.func @bf16_16x16(%x: bf16, %y: bf16) attributes {tile.kernel} {
  %a = tile.splat %x : bf16 -> tensor<64x32xbf16>
  %b = tile.splat %y : bf16 -> tensor<32x16xbf16>
  %c = arith.constant dense<0.0> : tensor<64x16xf32>
  %d = tile.dot %a, %b, %c : tensor<64x32xbf16>, tensor<32x16xbf16> -> tensor<64x16xf32>
  return
}

// -----

// int8 into i32, 32 rows per warp, K = 32: 4, 8 or 16 bytes per lane and
// instruction (gfx90a, gfx942, gfx950); RDNA3: per warp 2 x 2 x 2 int8 WMMAs of
// 16 bytes (four i32) per lane; NVIDIA: per warp 2 x 4 mma.sync m16n8k32 of
// 4 (A) and 2 (B) words per lane.
// CHECK-LABEL: llvm.func @i8_32x32
// GFX90A-COUNT-4: rocdl.mfma.i32.32x32x8i8 {{.*}} : (i32, i32, vector<16xi32>, i32, i32, i32) -> vector<16xi32>
// GFX942-COUNT-2: rocdl.mfma.i32.32x32x16.i8 {{.*}} : (i64, i64, vector<16xi32>, i32, i32, i32) -> vector<16xi32>
// GFX950: rocdl.mfma.i32.32x32x32.i8 {{.*}} : (vector<4xi32>, vector<4xi32>, vector<16xi32>, i32, i32, i32) -> vector<16xi32>
// GFX1100-COUNT-8: rocdl.wmma.i32.16x16x16.iu8 {{.*}} : (vector<4xi32>, vector<4xi32>, vector<8xi32>) -> vector<8xi32>
// SM90-COUNT-8: nvvm.mma.sync {{.*}}intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>{{.*}}multiplicandAPtxType = #nvvm.mma_type<s8>{{.*}}shape = #nvvm.shape<m = 16, n = 8, k = 32>
// CHECK-NOT: rocdl.mfma
// CHECK-NOT: rocdl.wmma
// CHECK-NOT: nvvm.mma.sync
// CHECK: llvm.return
func.func @i8_32x32(%x: i8, %y: i8) attributes {tile.kernel} {
  %a = tile.splat %x : i8 -> tensor<128x32xi8>
  %b = tile.splat %y : i8 -> tensor<32x32xi8>
  %c = arith.constant dense<0> : tensor<128x32xi32>
  %d = tile.dot %a, %b, %c : tensor<128x32xi8>, tensor<32x32xi8> -> tensor<128x32xi32>
  return
}

// -----

// int8, 16 rows per warp, K = 64.
// CHECK-LABEL: llvm.func @i8_16x16
// GFX90A-COUNT-4: rocdl.mfma.i32.16x16x16i8 {{.*}} : (i32, i32, vector<4xi32>, i32, i32, i32) -> vector<4xi32>
// GFX942-COUNT-2: rocdl.mfma.i32.16x16x32.i8 {{.*}} : (i64, i64, vector<4xi32>, i32, i32, i32) -> vector<4xi32>
// GFX950: rocdl.mfma.i32.16x16x64.i8 {{.*}} : (vector<4xi32>, vector<4xi32>, vector<4xi32>, i32, i32, i32) -> vector<4xi32>
// CHECK-NOT: rocdl.mfma
// CHECK: llvm.return
func.func @i8_16x16(%x: i8, %y: i8) attributes {tile.kernel} {
  %a = tile.splat %x : i8 -> tensor<64x64xi8>
  %b = tile.splat %y : i8 -> tensor<64x16xi8>
  %c = arith.constant dense<0> : tensor<64x16xi32>
  %d = tile.dot %a, %b, %c : tensor<64x64xi8>, tensor<64x16xi8> -> tensor<64x16xi32>
  return
}

// -----

// fp8 e4m3fn: gfx950's OCP fp8 instruction, its 8 bytes per lane in an i64.
// Elsewhere FMA units, with each fp8 byte widened to f32 in software (the
// e4m3fn magnitude through f16, times 2^8).
// CHECK-LABEL: llvm.func @fp8e4m3_32x32
// GFX950: rocdl.mfma.f32.32x32x16.fp8.fp8 {{.*}} : (i64, i64, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
// GFX942: llvm.bitcast %{{.*}} : i16 to f16
// GFX942: llvm.fpext %{{.*}} : f16 to f32
// GFX942: llvm.fmul %{{.*}}, %{{.*}} : f32
// GFX942: llvm.intr.fma
// CHECK-NOT: rocdl.mfma
// CHECK: llvm.return
func.func @fp8e4m3_32x32(%x: f8E4M3FN, %y: f8E4M3FN) attributes {tile.kernel} {
  %a = tile.splat %x : f8E4M3FN -> tensor<128x16xf8E4M3FN>
  %b = tile.splat %y : f8E4M3FN -> tensor<16x32xf8E4M3FN>
  %c = arith.constant dense<0.0> : tensor<128x32xf32>
  %d = tile.dot %a, %b, %c : tensor<128x16xf8E4M3FN>, tensor<16x32xf8E4M3FN> -> tensor<128x32xf32>
  return
}

// -----

// fp8 e5m2 (bf8 in AMD's names), 16 rows per warp.
// CHECK-LABEL: llvm.func @fp8e5m2_16x16
// GFX950: rocdl.mfma.f32.16x16x32.bf8.bf8 {{.*}} : (i64, i64, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NOT: rocdl.mfma
// CHECK: llvm.return
func.func @fp8e5m2_16x16(%x: f8E5M2, %y: f8E5M2) attributes {tile.kernel} {
  %a = tile.splat %x : f8E5M2 -> tensor<64x32xf8E5M2>
  %b = tile.splat %y : f8E5M2 -> tensor<32x16xf8E5M2>
  %c = arith.constant dense<0.0> : tensor<64x16xf32>
  %d = tile.dot %a, %b, %c : tensor<64x32xf8E5M2>, tensor<32x16xf8E5M2> -> tensor<64x16xf32>
  return
}

// -----

// Chained dots (attention's P @ V): with 4 k per lane (16x16x16, 32x32x8)
// a dot's transposed accumulator holds in each lane the elements the next
// dot's A operand needs there, so the conversion between them is a register
// permutation: three dots, no shared memory. gfx950's 32x32x16 takes 8
// consecutive k per lane and goes through shared memory.
// CHECK-LABEL: llvm.func @chained_dots
// GFX942-COUNT-2: rocdl.mfma.f32.32x32x8f16
// GFX942-NOT: rocdl.barrier
// GFX942-COUNT-4: rocdl.mfma.f32.32x32x8f16
// GFX942-NOT: rocdl.barrier
// GFX942-COUNT-4: rocdl.mfma.f32.32x32x8f16
// GFX942-NOT: rocdl.barrier
// GFX942-NOT: llvm.store
// GFX950: rocdl.mfma.f32.32x32x16.f16
// GFX950: rocdl.barrier
// GFX950: llvm.store
// GFX950: rocdl.barrier
// GFX950-COUNT-2: rocdl.mfma.f32.32x32x16.f16
// CHECK: llvm.return
func.func @chained_dots(%x: f16, %y: f16, %z: f16) attributes {tile.kernel} {
  %a = tile.splat %x : f16 -> tensor<128x16xf16>
  %b = tile.splat %y : f16 -> tensor<16x32xf16>
  %c = arith.constant dense<0.0> : tensor<128x32xf32>
  %s = tile.dot %a, %b, %c : tensor<128x16xf16>, tensor<16x32xf16> -> tensor<128x32xf32>
  %p = arith.truncf %s : tensor<128x32xf32> to tensor<128x32xf16>
  %v = tile.splat %z : f16 -> tensor<32x32xf16>
  %o = tile.dot %p, %v, %c : tensor<128x32xf16>, tensor<32x32xf16> -> tensor<128x32xf32>
  %q = arith.truncf %o : tensor<128x32xf32> to tensor<128x32xf16>
  %r = tile.dot %q, %v, %c : tensor<128x32xf16>, tensor<32x32xf16> -> tensor<128x32xf32>
  return
}
