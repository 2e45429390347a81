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
    up to 16 bytes (recorded per access as `tilegpu.vec`: the width proven
    along the dim in which a lane's registers run in the access's final layout,
    set again when sinking conversions moves a store). Reductions produce
    slice layouts so that `expand_dims` of their results moves no data.
    Parameterized only by warp size and warp count, so it serves wave64,
    wave32 and NVIDIA warps alike. The first GPU pass: it gives the module
    its `tilegpu.target` (from `chip`), which every later pass reads.
  }];
  let options = [
    Option<"numWarps", "num-warps", "unsigned", "4", "warps (waves) per program instance">,
    Option<"chip", "chip", "std::string", "",
           "target from the target table, set as the module's tilegpu.target "
           "(default: the module's own); decides the warp size">,
    Option<"accumulatorStores", "accumulator-stores", "std::string", "",
           "how a matrix-core result is stored: `shared` (converted to the "
           "store's coalesced layout through shared memory when that widens "
           "the stores), `direct` (the store moves into the accumulator's "
           "layout); default: the target's (TargetInfo::"
           "widensAccumulatorStores)">
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
    tiles (scores, probabilities, the other operand). The register file
    comes from the module's `tilegpu.target`.

    Streamed operands take at most the target's static shared memory. With
    `wgmma-operands` (set when tile-pipeline-async runs next), on targets
    that offer wgmma for the dot's operand types, an operand that is the A
    of dots wgmma can run (layout, types, warps and shape:
    Analysis/WgmmaFit.h) with a B computed in the loop goes first among
    equals, its buffer is stored in wgmma's K-major swizzled layout
    (bufferTile) and wgmma reads it in place (no loads in the loop), and it
    may take the whole shared memory as long as two slots of each tile the
    loop loads still fit beside it. Below the budget such operands stay in
    registers too: measured on an H100, wgmma reading A from shared memory
    made the attention backward 3-7% faster at head dim 128 (dK/dV and dQ
    above the budget, spilling less) and 1-6% slower at head dim 64 (below
    it), and left the forward at head dim 128 with 8 warps (below it) as
    fast as before.
  }];
  let options = [
    Option<"wgmmaOperands", "wgmma-operands", "bool", /*default=*/"false",
           "Operands over the budget that wgmma can read in place: in its layout, with more shared memory">,
    Option<"wgmmaOperandsAlways", "wgmma-operands-always", "bool", /*default=*/"false",
           "With wgmma-operands: move every operand wgmma can read in place, under the budget too (a diagnostic switch for A/B timing)">
  ];
  let dependentDialects = ["mlir::tilegpu::TileGPUDialect"];
}

def PipelineAsync : Pass<"tile-pipeline-async", "mlir::ModuleOp"> {
  let summary = "Copy a loop's dot operands into shared memory ahead of use, without registers";
  let description = [{
    On targets with asynchronous global-to-shared copies (NVIDIA sm_80+:
    `cp.async`, from the target table), a tile load inside an scf.for whose
    only use is a conversion into a matrix-core operand layout goes through
    shared memory anyway (the conversion is a shared-memory exchange). This
    pass lets the load write shared memory directly: the load and the
    conversion become a `tilegpu.async_copy` into a slot of a
    `tilegpu.local_buffer` and a `tilegpu.local_load` of that slot in the
    operand layout (`ldmatrix` on NVIDIA). Why: the data never occupies
    registers, the two barriers of each exchange become one wait per
    iteration, and a copy can be in flight while the loop computes.
    A copy of several elements writes them as one run, so a slot keeps the
    copied layout's contiguous dimension innermost even where the operand's
    reads would prefer the other one (they then use `ldmatrix .trans`).
    With S slots (`num-stages` S) an operand is copied S - 1 iterations
    ahead: the copies of the first S - 1 iterations before the loop, then at
    the top of each iteration, once that iteration's copies have landed
    (`cp.async.wait_group` leaving the later iterations' groups in flight)
    and every warp is past the previous iteration, the copy for S - 1
    iterations later into the slot the previous iteration read (masked off,
    so zero-filled without reading memory, past the last iteration). With
    one slot the copy is issued at the top of its own iteration and waited
    for just before its use (it still overlaps the work in between). The
    loop carries its two slot indices (the one it reads, from 0, and the one
    it copies into, from S - 1): each iteration the first advances by one,
    wrapping at S, and the second takes its value, so neither is computed
    from the induction variable (a division and a remainder). Slots
    cost shared memory: operands get `num-stages` slots while everything fits
    under the target's shared-memory limit next to what the loop's own
    exchanges and the kernel's `tilegpu.local_alloc` buffers need, then one
    fewer for all down to two, then one, largest first; an operand
    whose single slot does not fit stays a plain load. The loop's buffers
    live only while it runs (the lowering overlaps them with the exchanges
    before and after it). Candidates: loops that write no memory, loads whose
    address and mask depend only on the induction variable and
    loop-invariant values, without `other` or with `other` = 0, at least 4
    contiguous bytes per lane. The module's `tilegpu.target` must offer
    asynchronous copies. In a loop with such candidates, loads of at most 1
    KiB used otherwise (a row of softmax statistics) are copied ahead the
    same way and read back where they were loaded, in their own layout; or,
    when every use is a layout conversion in the load's block, in each
    conversion's layout where it was (the slot is shared memory already: no
    exchange through the scratch area, with its two barriers, per iteration).

    On targets with the tensor memory accelerator (sm_90, sm_90a: the
    target table's `hasTma`), a candidate that is a host-side tensor
    descriptor's load (`tile.load ... descriptor(%base)[coords]`, its base,
    shape and strides still the kernel's arguments) of a 2-D block of 16-bit
    floats with rows of a multiple of 64 elements and 8 to 256 rows, padded
    with zero or NaN, is copied by the TMA instead: no vector-width or
    address condition, only the coordinates are computed ahead. Its slots
    get a `tilegpu.mbarriers` (one per slot, before the loop), each copy
    becomes a `tilegpu.tma_copy` (one thread announces the slot's bytes on
    the slot's barrier and starts one `cp.async.bulk.tensor` per 128-byte
    block of the rows, into the same 128-byte-swizzled slot layout), each
    first read waits with `tilegpu.mbarrier_wait` for the slot's fill count
    parity, and `tilegpu.mbarrier_inval` follows the loop. The tensor map
    itself is a kernel parameter the pass appends (a generic `!llvm.ptr`
    with the `tilegpu.tensor_map` recipe the runtime builds it from, once
    per descriptor; docs/kernel-abi.md, "Tensor maps").
  }];
  let options = [
    Option<"numStages", "num-stages", "unsigned", "2",
           "slots per operand at most (S: S - 1 iterations ahead)">,
    Option<"convertingReads", "converting-reads", "bool", /*default=*/"true",
           "Small loads whose uses are layout conversions: read the slot in each conversion's layout (false: in the load's, then convert; a diagnostic switch for A/B timing)">
  ];
  let dependentDialects = ["mlir::tilegpu::TileGPUDialect",
                           "mlir::arith::ArithDialect"];
}

def AllocateSharedMemory : Pass<"tile-allocate-shared-memory", "mlir::ModuleOp"> {
  let summary = "Place every tile kept in shared memory and size the scratch area";
  let description = [{
    The last pass of the layout stage: one placement of the kernel's shared
    memory (LDS), with the sizes of Analysis/SharedMemoryPlan.h that the
    layout passes budgeted with, recorded in the IR so that
    convert-tile-to-llvm only reads it. `tilegpu.local_alloc` buffers come
    first (live to the end, `tilegpu.shared_offset`), then the scratch area
    (module `tilegpu.scratch_base`, 1 KiB aligned when a loop has slots).
    A pipelined loop's `tilegpu.local_buffer` slots sit at the start of the
    scratch area while it runs (their `tilegpu.shared_offset`; the loop's
    `tilegpu.loop_slot_bytes`); its exchanges come after them, and code
    outside reuses those bytes. The scratch area is as large as the largest
    exchange inside a loop (at least 16 KiB): a larger exchange before or
    after the loops goes through shared memory in slabs of that size where
    its layouts allow (module `tilegpu.exchange_limit`), so a one-time
    conversion does not size the kernel; when the kernel still does not fit,
    the limit halves until it does. The total (`tilegpu.shared_bytes`) above
    the target's shared memory is a located error at the op that needs the
    most; an exchange between a loop's first copies and the loop (it would
    overwrite the slots in flight) is an internal error.

    A matmul's two dot-operand exchanges (the loop's only dot; see
    fusableExchangePartner) may share one pair of barriers
    (`tilegpu.fused_exchange` on the first): with `fuse-operand-exchanges`
    auto (the default) where the LDS both tiles take at once still admits
    as many waves per SIMD as without, or at least half the target's
    maximum (AMDGPU; targets without an occupancy model never fuse); always
    (wherever the kernel still fits) and never are for diagnostics, e.g. to
    run the fused lowering on an NVIDIA GPU.
  }];
  let options = [
    Option<"chip", "chip", "std::string", "",
           "target from the target table for a module without "
           "tilegpu.target (default: the module's)">,
    Option<"fuseOperandExchanges", "fuse-operand-exchanges", "std::string",
           "\"auto\"", "auto, always or never: whether a matmul's two "
           "operand exchanges share a pair of barriers">
  ];
  let dependentDialects = ["mlir::tilegpu::TileGPUDialect"];
}

#endif // TILEC_LAYOUT_PASSES_TD
