//===- AllocateSharedMemory.cpp - place every tile kept in shared memory -===//
//
// tile-allocate-shared-memory: the one placement of shared memory (LDS) of a
// kernel, from the sizes of Analysis/SharedMemoryPlan.h, recorded in the IR
// for convert-tile-to-llvm to read (it computes no sizes of its own):
//   - each tilegpu.local_alloc buffer: live to the end of the kernel, one
//     after another from offset 0 (kSharedOffsetAttr);
//   - the scratch area after them (kScratchBaseAttr; on a 1 KiB boundary
//     when a loop has slots, since swizzled slots need it);
//   - each pipelined loop's tilegpu.local_buffer slots: at the start of the
//     scratch area while the loop runs (kSharedOffsetAttr absolute; the
//     loop's kLoopSlotBytesAttr says how many bytes its ops exchange after);
//   - the exchanges, reductions and scans reuse the scratch area one after
//     another. Its size is that of the largest exchange inside a loop (one
//     before or after every loop is cut into slabs of that size when its
//     layouts allow, so it does not size the kernel), or less when the
//     kernel would not fit the target otherwise (kExchangeLimitAttr);
//   - which pairs of dot-operand exchanges share one pair of barriers
//     (kFusedExchangeAttr on the first), where the LDS they take together
//     does not cost occupancy;
//   - the kernel's total (kSharedBytesAttr), checked against the target.
//
//===----------------------------------------------------------------------===//
#include "Layout/Passes.h"

#include "Analysis/SharedMemoryPlan.h"
#include "TargetTable/TargetTable.h"
#include "TileGPU/IR/TileGPUDialect.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"

namespace tilec {
#define GEN_PASS_DEF_ALLOCATESHAREDMEMORY
#include "Layout/Passes.h.inc"
} // namespace tilec

using namespace mlir;
using namespace tilec;

namespace {

/// Below this, exchanges are never cut into slabs (each slab costs two
/// barriers); the scratch area is at least this large.
constexpr int64_t kMinExchangeLimit = 16384;

struct AllocateSharedMemoryPass
    : tilec::impl::AllocateSharedMemoryBase<AllocateSharedMemoryPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<const TargetInfo *> found = tilegpu::getTarget(module, chip);
    if (failed(found))
      return signalPassFailure();
    const TargetInfo *target = *found;
    StringRef chipName = target->name;
    FailureOr<unsigned> warps = tilegpu::getLayoutWarps(module, *target);
    if (failed(warps))
      return signalPassFailure();
    MLIRContext *ctx = &getContext();
    auto i64 = [&](int64_t v) {
      return IntegerAttr::get(IntegerType::get(ctx, 64), v);
    };
    if (failed(checkBuffers(module, *target)))
      return signalPassFailure();

    // Slots: relative to the scratch area (made absolute at the end), each
    // loop's after those of the loops around it.
    DenseMap<Operation *, int64_t> loopSlots;
    DenseMap<Operation *, int64_t> slotOffsets;
    bool invalid = false;
    module.walk([&](tilegpu::LocalBufferOp buffer) {
      Operation *loop = nullptr;
      for (Operation *user : buffer->getUsers())
        if (isa<tilegpu::LocalLoadOp>(user) && !loop)
          loop = user->getParentOfType<scf::ForOp>();
      if (!loop) {
        buffer.emitError("shared-memory slots that no loop reads");
        invalid = true;
        return;
      }
      int64_t &bytes = loopSlots[loop];
      SharedTile slot = bufferTile(buffer);
      if (slot.swizzle) // wgmma descriptors: 1 KiB boundaries
        bytes = llvm::alignTo(bytes, 1024);
      slotOffsets[buffer] = bytes + enclosingLoopSlotBytes(loop->getParentOp());
      bytes += buffer.getBuffer().getType().getDimSize(0) * slotStride(slot);
      loop->setAttr(kLoopSlotBytesAttr, i64(bytes));
    });
    if (invalid || failed(checkPrologues(module, loopSlots, chipName)))
      return signalPassFailure();

    int64_t allocated = 0;
    module.walk([&](tilegpu::LocalAllocOp alloc) {
      SharedTile tile = bufferTile(alloc);
      allocated = allocOffset(allocated, tile);
      alloc->setAttr(kSharedOffsetAttr, i64(allocated));
      allocated += allocBytes(tile);
    });
    // mbarriers: 8 bytes each, live to the end too.
    module.walk([&](tilegpu::MbarriersOp barriers) {
      allocated = llvm::alignTo(allocated, 8);
      barriers->setAttr(kSharedOffsetAttr, i64(allocated));
      allocated += 8 * barriers.getBarriers().getType().getNumElements();
    });
    int64_t scratchBase =
        loopSlots.empty() ? allocated : llvm::alignTo(allocated, 1024);

    ScratchPlan plan = planScratch(module, loopSlots, scratchBase, *target);

    // Fused operand exchanges (fusableExchangePartner: a matmul's two dot
    // operands through one pair of barriers) take fewer registers but both
    // tiles' bytes at once: kept where the LDS then still admits as many
    // waves per SIMD as without, or at least half the target's maximum
    // (docs/performance.md, "AMD code quality"). Targets without an
    // occupancy model (NVPTX) keep their exchanges apart.
    if (fuseOperandExchanges != "auto" && fuseOperandExchanges != "always" &&
        fuseOperandExchanges != "never") {
      module.emitError() << "tile-allocate-shared-memory: "
                         << "fuse-operand-exchanges must be auto, always or "
                         << "never, not '" << fuseOperandExchanges << "'";
      return signalPassFailure();
    }
    SmallVector<Operation *> fusable;
    module.walk([&](tilegpu::ConvertLayoutOp cvt) {
      if (fuseOperandExchanges != "never" &&
          fusableExchangePartner(cvt, INT64_MAX))
        fusable.push_back(cvt);
    });
    if (!fusable.empty()) {
      for (Operation *op : fusable)
        op->setAttr(kFusedExchangeAttr, UnitAttr::get(ctx));
      ScratchPlan fused = planScratch(module, loopSlots, scratchBase, *target);
      unsigned threads = *warps * target->warpSize;
      unsigned before = target->wavesPerSIMDByLds(
                   unsigned(scratchBase + plan.scratch), threads),
               after = target->wavesPerSIMDByLds(
                   unsigned(scratchBase + fused.scratch), threads);
      bool occupancy = after > 0 && (after >= before ||
                                     2 * after >= target->maxWavesPerSIMD);
      if (scratchBase + fused.scratch <= int64_t(target->sharedMemBytes) &&
          (occupancy || fuseOperandExchanges == "always"))
        plan = fused;
      else
        for (Operation *op : fusable)
          op->removeAttr(kFusedExchangeAttr);
    }
    int64_t limit = plan.limit;
    int64_t total = scratchBase + plan.scratch;
    if (total > int64_t(target->sharedMemBytes)) {
      InFlightDiagnostic diag = plan.largest->emitError();
      diag << "kernel needs " << total
           << " bytes of shared memory (LDS) for its data exchanges";
      if (scratchBase)
        diag << " (" << scratchBase << " of them for tiles kept in shared "
             << "memory)";
      diag << "; " << chipName << " allows " << target->sharedMemBytes
           << " (use smaller tiles)";
      return signalPassFailure();
    }
    for (auto [buffer, offset] : slotOffsets)
      buffer->setAttr(kSharedOffsetAttr, i64(scratchBase + offset));
    module->setAttr(kSharedBytesAttr, i64(total));
    module->setAttr(kScratchBaseAttr, i64(scratchBase));
    module->setAttr(kExchangeLimitAttr, i64(limit));
  }

  /// Asynchronous-copy buffers only where the target has such copies.
  static LogicalResult checkBuffers(ModuleOp module, const TargetInfo &target) {
    bool invalid = false;
    module.walk([&](Operation *op) {
      if (!target.hasAsyncCopy() &&
          isa<tilegpu::LocalBufferOp, tilegpu::AsyncCopyOp,
              tilegpu::AsyncWaitOp>(op)) {
        op->emitError("asynchronous copies are not available on ")
            << target.name;
        invalid = true;
      }
      if (!target.hasTma() &&
          isa<tilegpu::TmaCopyOp, tilegpu::MbarriersOp, tilegpu::MbarrierWaitOp,
              tilegpu::MbarrierInvalOp>(op)) {
        op->emitError("the tensor memory accelerator (TMA) is not available "
                      "on ")
            << target.name;
        invalid = true;
      }
    });
    return failure(invalid);
  }

  /// Before a loop with slots, its first copies are in flight from the first
  /// tilegpu.async_copy into its slots on; code there runs with the scratch
  /// area over those slots. tile-pipeline-async issues the copies only after
  /// computing all of their operands; anything else that exchanges data
  /// through shared memory in that stretch would corrupt the slots, so it is
  /// an internal error rather than a wrong result.
  static LogicalResult
  checkPrologues(ModuleOp module, const DenseMap<Operation *, int64_t> &loops,
                 StringRef chip) {
    bool invalid = false;
    for (auto &entry : loops) {
      Operation *loop = entry.first;
      Operation *firstCopy = nullptr;
      for (Operation *op = loop->getPrevNode(); op; op = op->getPrevNode()) {
        Value copied;
        if (auto copy = dyn_cast<tilegpu::AsyncCopyOp>(op))
          copied = copy.getBuffer();
        else if (auto tma = dyn_cast<tilegpu::TmaCopyOp>(op))
          copied = tma.getBuffer();
        if (copied)
          if (auto buffer = copied.getDefiningOp<tilegpu::LocalBufferOp>())
            if (llvm::any_of(buffer->getUsers(), [&](Operation *user) {
                  return isa<tilegpu::LocalLoadOp>(user) &&
                         loop->isAncestor(user);
                }))
              firstCopy = op;
      }
      if (!firstCopy)
        continue;
      for (Operation *op = firstCopy->getNextNode(); op != loop;
           op = op->getNextNode()) {
        Operation *user = nullptr;
        op->walk([&](Operation *nested) {
          if (!user && scratchBytes(nested) > 0)
            user = nested;
        });
        if (user) {
          user->emitError("internal compiler error: this op exchanges data "
                          "through shared memory while the copies into the "
                          "next loop's pipeline slots are in flight (stage "
                          "tile-allocate-shared-memory, target ")
              << chip << ")";
          invalid = true;
        }
      }
    }
    return failure(invalid);
  }

  /// The scratch area: its size, the exchange size above which exchanges
  /// go in slabs, and the op that needs the most.
  struct ScratchPlan {
    int64_t limit = 0, scratch = 0;
    Operation *largest = nullptr;
  };

  /// The scratch area: the largest exchange inside a loop (or a loop's
  /// slots), at least kMinExchangeLimit; smaller when that does not fit.
  static ScratchPlan planScratch(ModuleOp module,
                                 const DenseMap<Operation *, int64_t> &loops,
                                 int64_t scratchBase,
                                 const TargetInfo &target) {
    ScratchPlan plan;
    plan.limit = kMinExchangeLimit;
    module.walk([&](Operation *op) {
      if (op->getParentOfType<scf::ForOp>() ||
          op->getParentOfType<scf::WhileOp>())
        plan.limit = std::max(plan.limit, scratchBytes(op));
    });
    for (auto &entry : loops)
      plan.limit = std::max(plan.limit, entry.second);
    plan.scratch = measureScratch(module, loops, plan.limit, plan.largest);
    while (scratchBase + plan.scratch > int64_t(target.sharedMemBytes) &&
           plan.limit > 1024) {
      plan.limit /= 2;
      plan.scratch = measureScratch(module, loops, plan.limit, plan.largest);
    }
    return plan;
  }

  /// The scratch area that every op needs with exchanges above `limit` in
  /// slabs: its own bytes after the slots of the loops around it, and each
  /// loop's slots; `largest` is the op that needs the most.
  static int64_t measureScratch(ModuleOp module,
                                const DenseMap<Operation *, int64_t> &loops,
                                int64_t limit, Operation *&largest) {
    int64_t most = 16;
    largest = module;
    module.walk([&](Operation *op) {
      int64_t bytes = scratchBytes(op, limit);
      if (bytes)
        bytes += enclosingLoopSlotBytes(op);
      else if (loops.count(op))
        bytes = enclosingLoopSlotBytes(op);
      if (bytes > most) {
        most = bytes;
        largest = op;
      }
    });
    return most;
  }
};

} // namespace
