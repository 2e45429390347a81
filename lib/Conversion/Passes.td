//===- Passes.td - conversion of layout-annotated tile IR to LLVM --------===//
#ifndef TILEC_CONVERSION_PASSES_TD
#define TILEC_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTileToLLVM : Pass<"convert-tile-to-llvm", "mlir::ModuleOp"> {
  let summary = "Lower layout-annotated tile IR to the LLVM dialect with ROCDL or NVVM";
  let description = [{
    Every tile becomes the registers one lane holds (an LLVM struct), as its
    layout encoding prescribes; tile ops become per-register scalar code,
    vectorized global loads/stores (width from `tilegpu.vec`), lane shuffles
    and shared-memory (LDS) exchanges for reductions and layout conversions,
    and GPU ids/barriers through the `gpu` dialect, lowered to ROCDL or NVVM
    by the `chip`'s target table entry. Why one pass: the lowering of each op
    needs the same layout arithmetic; only id/barrier/shuffle/math lowering
    and kernel attributes differ per target, and those come from upstream
    GPU-to-ROCDL/NVVM patterns selected by the target table. The target is
    the module's `tilegpu.target`; a `chip` option gives a module without
    one its target (IR written by hand) and must agree with it otherwise.
  }];
  let options = [
    Option<"chip", "chip", "std::string", "",
           "target from the target table for a module without "
           "tilegpu.target (default: the module's)">,
    Option<"zeroPageMaskedLoads", "zero-page-masked-loads", "bool", "false",
           "AMDGPU: a masked load's masked-off lanes read a 64-byte zero "
           "page in global memory instead of branching around the load, so "
           "the loop body stays one basic block for the scheduler (at the "
           "price of more registers in flight); the pipeline chooses it "
           "when the default spills and it spills less">,
    Option<"bufferAccesses", "buffer-accesses", "bool", "true",
           "AMDGPU: loads, stores and atomics through a pointer argument "
           "with the signature's `:2g` hint (tile.within_2gib) plus offsets "
           "become buffer operations (32-bit offsets; masked-off lanes of "
           "loads and stores out of range: no branch, no 64-bit address); "
           "false: global ones "
           "(the pipeline's alternative when buffer operations spill or "
           "cost waves)">
  ];
  let dependentDialects = ["mlir::LLVM::LLVMDialect", "mlir::ROCDL::ROCDLDialect",
                           "mlir::NVVM::NVVMDialect", "mlir::gpu::GPUDialect",
                           "mlir::scf::SCFDialect", "mlir::arith::ArithDialect"];
}

def SelectMmaInstructions : Pass<"tile-select-mma-instructions", "mlir::ModuleOp"> {
  let summary = "Choose the matrix instruction of dots whose layout allows more than one";
  let description = [{
    A dot's `#tilegpu.mma` layout names the instruction it runs on, except
    where another instruction shares that layout. On sm_90a (a target that
    offers `nv_wgmma`), a `nv_mma_16x8x16` dot whose B operand is a
    tile-pipeline-async slot stored with the 128-byte swizzle, read only by
    the dot, runs on Hopper's `wgmma.mma_async`: the mma.sync layouts
    already give each group of 4 warps 64 consecutive rows, wgmma's m64
    accumulator and register A, and B is read from shared memory through a
    descriptor. This pass makes that choice and records it on the dot as
    `tilegpu.instruction = #tilegpu.mma_kind<nv_wgmma>`, so that it shows in
    the layout-annotated IR (`tilec compile --emit gpu`); the lowering only
    follows it. Why a pass of its own, here: the slot's swizzle and
    contiguous dimension are the lowering's shared-memory placement
    (SharedMemory.h), and the pass runs late in the GPU pipeline (before tile-wgmma-async), once the
    slots exist and CSE has settled who reads them.
  }];
  let dependentDialects = ["mlir::tilegpu::TileGPUDialect"];
}

def WgmmaAsync : Pass<"tile-wgmma-async", "mlir::ModuleOp"> {
  let summary = "Issue wgmma dots without waiting, and wait where their results are read";
  let description = [{
    A `wgmma.mma_async` group runs while the warpgroup goes on until a
    `wgmma.wait_group`; waiting right after each dot (what a dot on
    `nv_wgmma` does by itself) leaves the tensor cores idle between dots and
    the code between a dot and its first reader unoverlapped. Per block,
    this pass first moves each wgmma dot, with the ops its operands need,
    up to right after the previous wgmma dot or the last op that may write
    memory (or has regions), so a dot that does not depend on the code
    before it issues early (the attention backward's dP = dO V^T next to
    S = Q K^T, while P = exp(S - m) is computed). Then it marks every wgmma
    dot `tilegpu.wgmma_async` (it issues and commits its group only) and
    places a `tilegpu.wgmma_wait` before the first op that reads a result
    still in flight: `pending` is the number of groups issued after the
    youngest one that op needs (groups complete in order), its values are
    the completed dots' results (their later uses read the wait's results)
    and it keeps the dots' register A operands live. A dot accumulating into
    the result of another, which nothing else reads, needs no wait (same
    registers, in issue order). Before an op with regions and before the
    terminator everything is waited for, so no group is in flight across
    blocks or loop iterations, with one exception: in a loop whose body
    starts with the barrier before the copies for later iterations (TMA or
    cp.async, each into two or more slots, all before the first dot) and
    ends with the wait for all groups, whose waited accumulators are only
    yielded to arguments read either only as a chained dot's accumulator
    (and then the groups in flight read no register A operand the body
    computes: measured slower, the registers stay live; overlap-register-a
    lifts that for timing) or only after the
    dots the body issues before its first wait (W), the last groups of an
    iteration run on into the next: the yield passes the dots' results
    unwaited (one wait follows the loop), register A operands the body
    computes (attention's P) must be computed after W, and at W a wait
    retires the previous iteration's groups (leaving this iteration's in flight when
    only chained dots read the carried accumulators; otherwise all of them,
    because ptxas serializes every wgmma of the kernel when other
    instructions read an accumulator carried across the back edge after a
    wait that leaves groups in flight). A barrier then orders every warp
    group's wait before the copies, which move from the top of the body to
    after it (they overwrite the slots the previous iteration's dots read);
    with the TMA alone the top barrier goes (its data is waited for on the
    slots' mbarriers), cp.async data needs it. Nothing between the top of
    the body and W may write shared memory. So the tensor cores go on with
    an iteration's last dots while the next iteration waits for its data
    and issues its first dots (attention: P V with the next Q K^T; a
    matmul: one k-step with the next).
    Runs after tile-select-mma-instructions.
  }];
  let options = [
    Option<"overlapIterations", "overlap-iterations", "bool", "true",
           "let a loop's last wgmma groups run on into its next iteration "
           "where that is safe (off: every group is waited for in its "
           "iteration)">,
    Option<"overlapRegisterA", "overlap-register-a", "bool", "false",
           "also where the carried accumulators only chain into the next "
           "iteration's dots and the groups in flight read register A "
           "operands the body computes (the backward's dS K; a diagnostic "
           "for timing: those registers stay live across the back edge)">
  ];
  let dependentDialects = ["mlir::tilegpu::TileGPUDialect"];
}

def ConvertControlFlowToLLVM : Pass<"tile-convert-control-flow-to-llvm", "mlir::ModuleOp"> {
  let summary = "scf, arith and cf left after convert-tile-to-llvm to LLVM, without pattern rollback";
  let description = [{
    The upstream -convert-scf-to-cf, -convert-arith-to-llvm and
    -convert-cf-to-llvm, in that order, with their patterns and legality,
    each as a dialect conversion without pattern rollback. Why a pass of its
    own: after convert-tile-to-llvm the loop bodies hold every tile's
    registers as scalar LLVM ops, and a conversion with rollback records each
    op it moves; on the largest kernels (flash attention on RDNA) the three
    upstream passes took a fifth of the compile. Same IR, less time.
  }];
  let dependentDialects = ["mlir::LLVM::LLVMDialect", "mlir::cf::ControlFlowDialect"];
}

#endif // TILEC_CONVERSION_PASSES_TD
