//===- StreamDotOperands.cpp - invariant dot operands in shared memory ---===//
#include "Layout/Passes.h"

#include "Analysis/SharedMemoryPlan.h"

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
      // Most registers first, ties in program order (by position, not
      // std::stable_sort: see PipelineAsync.cpp).
      SmallVector<std::pair<int64_t, size_t>> keys;
      for (auto [i, cvt] : llvm::enumerate(operands))
        keys.push_back({-int64_t(registersPerLane(cvt.getType())), i});
      llvm::sort(keys);
      SmallVector<tilegpu::ConvertLayoutOp> sorted;
      for (auto [key, i] : keys)
        sorted.push_back(operands[i]);
      operands = std::move(sorted);
      for (tilegpu::ConvertLayoutOp cvt : operands) {
        if (live <= budget)
          break;
        // The buffer as tile-allocate-shared-memory places it. Streamed
        // operands take at most the target's static shared memory (all of it
        // on AMD, CUDA's 48 KiB on NVIDIA): the rest stays for the pipeline
        // slots tile-pipeline-async gives the loops' operands next, which
        // are worth more there than registers (with the whole 227 KiB, Q of
        // attention at head dim 256 took the room of V's second slot).
        int64_t bytes =
            buffers.count(cvt)
                ? 0
                : allocBytes(allocTile(cvt.getSrc().getType(), cvt.getType()));
        if (scratch + buffered + bytes > target->staticSharedMemBytes())
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
