//===- Passes.td - tile-level transforms ---------------------------------===//
#ifndef TILEC_TRANSFORMS_PASSES_TD
#define TILEC_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def PipelineLoads : Pass<"tile-pipeline-loads", "mlir::ModuleOp"> {
  let summary = "Prefetch the next iteration's global loads in scf.for loops";
  let description = [{
    For a loop that holds a `tile.dot` (or whose `tl.range` asks for
    `num_stages` >= 2: the `tile.num_stages` attribute; `num_stages` <= 1
    there turns it off) and whose body writes no memory, every tile load
    whose address,
    mask and `other` depend only on the induction variable and loop-invariant
    values is issued one iteration ahead: the first before the loop, and the
    next one at the top of each iteration, for the iteration after it
    (masked off past the last iteration), carried into the following
    iteration as a loop-carried value. Why: the load's global-memory latency
    then overlaps the current iteration's computation (Triton's
    num_stages = 2); the values loaded are exactly those the original loop
    loads, so results are unchanged (`tilec run --device interp
    --num-stages 2` executes the transformed IR to show it). Loops without
    a dot are left alone unless asked, as Triton's AMD pipeliner does: the
    prefetched tile is live across the whole body, which costs an
    element-wise or reduction loop occupancy (Liger's KL divergence: 88
    VGPRs with the prefetch, 55 without, on gfx942).
  }];
  let dependentDialects = ["mlir::scf::SCFDialect", "mlir::arith::ArithDialect",
                           "mlir::tile::TileDialect"];
}

def SplitLoopPointers : Pass<"tile-split-loop-pointers", "mlir::ModuleOp"> {
  let summary = "Carry a loop's uniformly advancing pointer tiles as one "
                "scalar pointer";
  let description = [{
    A loop-carried tile of pointers that starts as `splat(base) + offsets`
    (a scalar pointer plus an integer tile, as `a_ptr + offs_m[:, None] *
    stride + offs_k[None, :]` is written) and is advanced each iteration
    by the same amount in every element (`a_ptrs += BLOCK_K * stride`) is
    carried as the scalar pointer alone, advanced by that amount; each
    iteration rebuilds the tile as `splat(base') + offsets` from the
    loop-invariant offsets. The addresses are the same: (base + o) + s ==
    (base + s) + o in 64-bit pointer arithmetic with o and s sign-extended,
    as tile.addptr does. Why: a loop-carried pointer tile is one 64-bit
    pointer per element and lane (two VGPRs each on AMD GPUs) live across
    the back edge; the offsets take one 32-bit register each and the base a
    scalar register (Triton's AMD backend splits its pointers likewise).
    AMD targets run it (a matmul's A and B pointers were 68 loop phis of
    64-bit pointers in sglang's block int8 matmul); so does `tilec run
    --device interp --num-stages N` with tile-pipeline-loads, which checks
    it.
  }];
  let dependentDialects = ["mlir::scf::SCFDialect", "mlir::arith::ArithDialect",
                           "mlir::tile::TileDialect"];
}

#endif // TILEC_TRANSFORMS_PASSES_TD
