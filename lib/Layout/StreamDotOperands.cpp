//===- StreamDotOperands.cpp - invariant dot operands in shared memory ---===//
#include "Layout/Passes.h"

#include "Analysis/SharedMemoryPlan.h"
#include "Analysis/WgmmaFit.h"

#include "TargetTable/TargetTable.h"
#include "Tile/IR/TileDialect.h"
#include "TileGPU/IR/Layout.h"
#include "TileGPU/IR/TileGPUDialect.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

namespace tilec {
#define GEN_PASS_DEF_STREAMDOTOPERANDS
#include "Layout/Passes.h.inc"
} // namespace tilec

using namespace mlir;
using namespace tilec;

namespace {

/// 32-bit registers per lane that a tile of `type` occupies (sub-32-bit
/// elements packed two or four to a register, as the backends do).
int64_t registersPerLane(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.getEncoding())
    return 0;
  FailureOr<tilegpu::DistributedLayout> layout =
      tilegpu::analyzeLayout(tensor.getEncoding(), tensor.getShape());
  if (failed(layout))
    return 0;
  Type elem = tensor.getElementType();
  int64_t bits = elem.isIntOrFloat() ? elem.getIntOrFloatBitWidth() : 64;
  return std::max<int64_t>(1, layout->numRegisters() * bits / 32);
}

bool isDotOperandLayout(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor &&
         isa_and_nonnull<tilegpu::DotOperandLayoutAttr>(tensor.getEncoding());
}

/// Conversions into a dot operand layout, defined above `loop` and used by a
/// dot inside it.
SmallVector<tilegpu::ConvertLayoutOp> invariantOperands(scf::ForOp loop) {
  SmallVector<tilegpu::ConvertLayoutOp> out;
  loop.getBody()->walk([&](tile::DotOp dot) {
    for (Value operand : {dot.getA(), dot.getB()}) {
      auto cvt = operand.getDefiningOp<tilegpu::ConvertLayoutOp>();
      if (!cvt || !isDotOperandLayout(cvt.getType()) || loop->isAncestor(cvt) ||
          llvm::is_contained(out, cvt))
        continue;
      out.push_back(cvt);
    }
  });
  return out;
}

/// Whether every dot in `loop` that `cvt` feeds takes it as A and can run
/// on wgmma (isWgmmaCandidate) with a B that changes in the loop (loaded
/// there: tile-pipeline-async puts it in a slot), so that wgmma reads both
/// operands from shared memory: A in shared memory then costs no loads in
/// the loop. (Where the pipeline leaves B in registers after all, the dot
/// stays on mma.sync and reads A with ldmatrix each iteration, as other
/// streamed operands do.)
bool readInPlaceByWgmma(tilegpu::ConvertLayoutOp cvt, scf::ForOp loop,
                        const TargetInfo &target) {
  bool any = false;
  for (Operation *user : cvt->getUsers()) {
    if (!loop->isAncestor(user))
      continue;
    auto dot = dyn_cast<tile::DotOp>(user);
    if (!dot || dot.getA() != cvt.getResult() ||
        dot.getB() == cvt.getResult() || !isWgmmaCandidate(dot, target))
      return false;
    Operation *b = dot.getB().getDefiningOp();
    if (!b || !loop->isAncestor(b))
      return false;
    any = true;
  }
  return any;
}

/// Bytes of the tiles `loop`'s body loads from global memory (what
/// tile-pipeline-async's slots hold, one stage).
int64_t loadedBytes(scf::ForOp loop) {
  int64_t bytes = 0;
  loop.getBody()->walk([&](tile::LoadOp load) {
    if (auto type = dyn_cast<RankedTensorType>(load.getType()))
      bytes += type.getNumElements() * elementBytes(type.getElementType());
  });
  return bytes;
}

/// Replaces the uses of `cvt` inside `loop` by reads of a shared-memory copy
/// of its source; the copy is written where `cvt` was.
void streamFromSharedMemory(tilegpu::ConvertLayoutOp cvt, scf::ForOp loop,
                            DenseMap<Operation *, Value> &buffers) {
  Value &buffer = buffers[cvt];
  if (!buffer) {
    OpBuilder b(cvt);
    auto type = cvt.getType();
    auto memref =
        MemRefType::get(type.getShape(), type.getElementType(),
                        MemRefLayoutAttrInterface{}, b.getI64IntegerAttr(3));
    buffer =
        tilegpu::LocalAllocOp::create(b, cvt.getLoc(), memref, cvt.getSrc());
  }
  for (OpOperand &use : llvm::make_early_inc_range(cvt->getUses())) {
    Operation *user = use.getOwner();
    if (!loop->isAncestor(user))
      continue;
    OpBuilder b(user);
    use.set(
        tilegpu::LocalLoadOp::create(b, cvt.getLoc(), cvt.getType(), buffer));
  }
}

struct StreamDotOperandsPass
    : tilec::impl::StreamDotOperandsBase<StreamDotOperandsPass> {
  using Base::Base;

  void runOnOperation() override {
    FailureOr<const TargetInfo *> found = tilegpu::getTarget(getOperation());
    if (failed(found))
      return signalPassFailure();
    const TargetInfo *target = *found;
    // Half the file for what stays live across iterations; the other half
    // is for each iteration's own tiles (scores, probabilities, the streamed
    // operand's fragments, the other operand). Measured on flash attention:
    // with 3/4, head dim 64 on gfx1100 kept Q in registers and spilled 420
    // bytes; with 1/2 it streams Q and spills 208.
    int64_t budget = int64_t(target->vgprsPerLane + target->agprsPerLane) / 2;
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](scf::ForOp loop) { loops.push_back(loop); });
    // What the kernel's largest other exchange needs (the candidates'
    // own conversions may go away); buffers come on top of it.
    DenseSet<Operation *> candidates;
    for (scf::ForOp loop : loops)
      for (tilegpu::ConvertLayoutOp cvt : invariantOperands(loop))
        candidates.insert(cvt);
    int64_t scratch = 0;
    getOperation().walk([&](Operation *op) {
      if (!candidates.contains(op))
        scratch = std::max(scratch, scratchBytes(op));
    });
    int64_t buffered = 0;
    DenseMap<Operation *, Value> buffers;
    for (scf::ForOp loop : loops) {
      SmallVector<tilegpu::ConvertLayoutOp> operands = invariantOperands(loop);
      if (operands.empty())
        continue;
      int64_t live = 0;
      for (Value arg : loop.getRegionIterArgs())
        live += registersPerLane(arg.getType());
      for (tilegpu::ConvertLayoutOp cvt : operands)
        live += registersPerLane(cvt.getType());
      // Most registers first, then those wgmma reads in place (they cost no
      // loads in the loop), ties in program order (by position, not
      // std::stable_sort: see PipelineAsync.cpp).
      SmallVector<bool> inPlace;
      for (tilegpu::ConvertLayoutOp cvt : operands)
        inPlace.push_back(wgmmaOperands &&
                          readInPlaceByWgmma(cvt, loop, *target));
      SmallVector<std::tuple<int64_t, bool, size_t>> keys;
      for (auto [i, cvt] : llvm::enumerate(operands))
        keys.push_back(
            {-int64_t(registersPerLane(cvt.getType())), !inPlace[i], i});
      llvm::sort(keys);
      for (auto [regs, notInPlace, i] : keys) {
        tilegpu::ConvertLayoutOp cvt = operands[i];
        if (live <= budget && (notInPlace || !wgmmaOperandsAlways))
          continue;
        // The buffer as tile-allocate-shared-memory places it. Streamed
        // operands take at most the target's static shared memory (all of it
        // on AMD, CUDA's 48 KiB on NVIDIA): the rest stays for the pipeline
        // slots tile-pipeline-async gives the loops' operands next, which
        // are worth more there than registers (with the whole 227 KiB, Q of
        // attention at head dim 256 took the room of V's second slot).
        // An operand wgmma reads in place takes up to the whole shared
        // memory, as long as two slots of each tile the loop loads fit
        // beside it (the pipeline then still overlaps copies and dots).
        std::optional<SharedTile> inPlaceTile;
        if (!notInPlace)
          inPlaceTile = wgmmaOperandTile(cvt.getSrc().getType());
        int64_t bytes =
            buffers.count(cvt) ? 0
            : inPlaceTile
                ? allocBytes(*inPlaceTile)
                : allocBytes(allocTile(cvt.getSrc().getType(), cvt.getType()));
        int64_t limit = inPlaceTile ? int64_t(target->sharedMemBytes) -
                                          2 * loadedBytes(loop)
                                    : int64_t(target->staticSharedMemBytes());
        if (scratch + buffered + bytes > limit)
          continue;
        buffered += bytes;
        live -= registersPerLane(cvt.getType());
        streamFromSharedMemory(cvt, loop, buffers);
      }
    }
    for (auto [op, buffer] : buffers)
      if (op->use_empty())
        op->erase();
  }
};

} // namespace
