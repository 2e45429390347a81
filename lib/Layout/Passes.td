//===- Passes.td - layout (GPU) transforms of tile IR --------------------===//
#ifndef TILEC_LAYOUT_PASSES_TD
#define TILEC_LAYOUT_PASSES_TD

include "mlir/Pass/PassBase.td"

def AssignLayouts : Pass<"tile-assign-layouts", "mlir::ModuleOp"> {
  let summary = "Give every tile a distributed layout over lanes and warps";
  let description = [{
    Turns target-independent tile IR into layout-annotated GPU IR: every
    ranked tensor gets a `#tilegpu.blocked` or `#tilegpu.slice` encoding and
    every place where two layouts meet gets an explicit
    `tilegpu.convert_layout` (or the cheap producer is rematerialized in the
    needed layout instead). Why: all later lowering is per lane, and the
    choice of layout decides coalescing and vector width. The layout of each
    rank follows the widest global access of that rank (the anchor): its most
    contiguous dimension becomes the fastest, and a lane holds as many
    consecutive elements as alignment, contiguity and mask constancy allow,
    up to 16 bytes (recorded per access as `tilegpu.vec`). Reductions produce
    slice layouts so that `expand_dims` of their results moves no data.
    Parameterized only by warp size and warp count, so it serves wave64,
    wave32 and NVIDIA warps alike.
  }];
  let options = [
    Option<"numWarps", "num-warps", "unsigned", "4", "warps (waves) per program instance">,
    Option<"chip", "chip", "std::string", "\"gfx942\"",
           "target from the target table; decides the warp size">
  ];
  let dependentDialects = ["mlir::tilegpu::TileGPUDialect"];
}

def StreamDotOperands : Pass<"tile-stream-dot-operands", "mlir::ModuleOp"> {
  let summary = "Keep loop-invariant matrix-core operands in shared memory when registers are short";
  let description = [{
    After loop-invariant code motion, a dot operand that does not change in a
    loop (flash attention's Q) is converted into its matrix-core operand
    layout once, before the loop, and held in registers for the whole loop.
    On chips where that operand layout is large (RDNA3's WMMA repeats A and B
    in both halves of the wave: Q of a 128x128 fp16 tile over 4 waves takes
    128 VGPRs per lane) the loop then runs out of the 256 VGPRs and spills.
    This pass estimates, per scf.for, the registers per lane of the
    loop-carried tiles plus those invariant operands; while that exceeds half
    of the target's register file (VGPRs + AGPRs, from the target table) it
    moves the largest such operand to shared memory: `tilegpu.local_alloc`
    where the conversion was and a `tilegpu.local_load` right before each
    user inside the loop, so only one operand tile at a time is live in
    registers. The rest of the register file is left for the per-iteration
    tiles (scores, probabilities, the other operand).
  }];
  let options = [
    Option<"chip", "chip", "std::string", "\"gfx942\"",
           "target from the target table; gives the register file size">
  ];
  let dependentDialects = ["mlir::tilegpu::TileGPUDialect"];
}

#endif // TILEC_LAYOUT_PASSES_TD
