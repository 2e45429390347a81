//===- Passes.td - tile-level transforms ---------------------------------===//
#ifndef TILEC_TRANSFORMS_PASSES_TD
#define TILEC_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def PipelineLoads : Pass<"tile-pipeline-loads", "mlir::ModuleOp"> {
  let summary = "Prefetch the next iteration's global loads in scf.for loops";
  let description = [{
    For a loop whose body writes no memory, every tile load whose address,
    mask and `other` depend only on the induction variable and loop-invariant
    values is issued one iteration ahead: the first before the loop, and the
    next one at the top of each iteration, for the iteration after it
    (masked off past the last iteration), carried into the following
    iteration as a loop-carried value. Why: the load's global-memory latency
    then overlaps the current iteration's computation (Triton's
    num_stages = 2); the values loaded are exactly those the original loop
    loads, so results are unchanged (`tilec run --device interp
    --num-stages 2` executes the transformed IR to show it).
  }];
  let dependentDialects = ["mlir::scf::SCFDialect", "mlir::arith::ArithDialect",
                           "mlir::tile::TileDialect"];
}

#endif // TILEC_TRANSFORMS_PASSES_TD
