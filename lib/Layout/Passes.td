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

#endif // TILEC_LAYOUT_PASSES_TD
