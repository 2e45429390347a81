// The GPU passes take their target from the module's tilegpu.target, which
// the first of them (tile-assign-layouts) sets from its chip option; no
// pass has a default chip of its own.
//
// Set from the option, read back by the later passes:
// RUN: tilec-opt %s --split-input-file --tile-assign-layouts="num-warps=4 chip=gfx1100" 2>&1 | FileCheck %s --check-prefix=SET
// RUN: tilec-opt %s --split-input-file --tile-assign-layouts="num-warps=4 chip=gfx1100" | tilec-opt --split-input-file --tile-stream-dot-operands --tile-select-mma-instructions --tile-allocate-shared-memory --convert-tile-to-llvm | FileCheck %s --check-prefix=LOWERED
// Without a target (and no chip= to give it one) each pass stops with one
// error at the module; a chip= other than the module's target is refused.
// RUN: not tilec-opt %s --split-input-file --tile-assign-layouts="num-warps=4" 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not tilec-opt %s --split-input-file --tile-stream-dot-operands 2>&1 | FileCheck %s --check-prefix=MISSING
// tile-pipeline-async also needs a target with asynchronous copies.
// RUN: not tilec-opt %s --split-input-file --tile-pipeline-async 2>&1 | FileCheck %s --check-prefixes=MISSING,ASYNC
// RUN: not tilec-opt %s --split-input-file --tile-select-mma-instructions 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not tilec-opt %s --split-input-file --tile-allocate-shared-memory 2>&1 | FileCheck %s --check-prefixes=MISSING,LAYOUTS
// The lowering also needs the layouts made for that target.
// RUN: not tilec-opt %s --split-input-file --convert-tile-to-llvm 2>&1 | FileCheck %s --check-prefixes=MISSING,LAYOUTS
// RUN: not tilec-opt %s --split-input-file --tile-assign-layouts="num-warps=4 chip=sm_90" 2>&1 | FileCheck %s --check-prefix=CONFLICT
// RUN: not tilec-opt %s --split-input-file --tile-assign-layouts="num-warps=4 chip=gfx9000" 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// SET: module attributes {tilegpu.num_warps = 4 : i32, tilegpu.target = #tilegpu.target<"gfx1100">, tilegpu.warp_size = 32 : i32}
// SET: module attributes {tilegpu.num_warps = 4 : i32, tilegpu.target = #tilegpu.target<"gfx1100">, tilegpu.warp_size = 32 : i32}
// LOWERED-COUNT-2: llvm.func @k({{.*}}rocdl.flat_work_group_size = "128,128"
// MISSING: module-target.mlir:[[# @LINE + 8]]:1: error: module has no tilegpu.target attribute: give the first GPU pass (tile-assign-layouts) a chip= option (supported: gfx90a, gfx942, gfx950, gfx1100, gfx1201, sm_80, sm_90, sm_90a)
// MISSING-NOT: error:
// LAYOUTS: module-target.mlir:[[# @LINE + 15]]:1: error: module has no layouts for gfx1100 (run tile-assign-layouts with chip=gfx1100 first)
// ASYNC: module-target.mlir:[[# @LINE + 14]]:1: error: gfx1100 has no asynchronous copies into shared memory (tile-pipeline-async)
// CONFLICT: module-target.mlir:[[# @LINE + 13]]:1: error: module is compiled for gfx1100 (tilegpu.target), not for sm_90
// CONFLICT-NOT: error:
// UNKNOWN-COUNT-2: error: unknown target 'gfx9000' (supported: gfx90a, gfx942, gfx950, gfx1100, gfx1201, sm_80, sm_90, sm_90a)
// UNKNOWN-NOT: error:
module {
  func.func @k() attributes {tile.kernel} {
    return
  }
}

// -----

// A module that already has its target (the later passes' case).
module attributes {tilegpu.target = #tilegpu.target<"gfx1100">} {
  func.func @k() attributes {tile.kernel} {
    return
  }
}
