//===- PipelineLoads.cpp - prefetch next-iteration loads in loops --------===//
#include "Transforms/LoopSlice.h"
#include "Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace tilec {
#define GEN_PASS_DEF_PIPELINELOADS
#include "Transforms/Passes.h.inc"
} // namespace tilec

using namespace mlir;
using namespace tilec;

/// Clones `load` (and its address slice) for the iteration whose induction
/// variable is `iv` (`map` gives the slice's inputs there), masked off unless
/// `iv < ub`.
static Value emitLoadAt(OpBuilder &b, tile::LoadOp load, const LoopSlice &slice,
                        IRMapping &map, Value iv, Value ub) {
  Location loc = load.getLoc();
  for (Operation *op : slice.ops)
    b.clone(*op, map);
  auto type = cast<RankedTensorType>(load.getType());
  Value inRange =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, iv, ub);
  auto maskType = RankedTensorType::get(type.getShape(), b.getI1Type());
  Value mask = tile::SplatOp::create(b, loc, maskType, inRange);
  if (load.getMask())
    mask = arith::AndIOp::create(b, loc, map.lookupOrDefault(load.getMask()),
                                 mask);
  Value other =
      load.getOther()
          ? map.lookupOrDefault(load.getOther())
          : Value(arith::ConstantOp::create(b, loc, type, b.getZeroAttr(type)));
  auto next =
      tile::LoadOp::create(b, loc, type, map.lookupOrDefault(load.getPtr()),
                           mask, other, /*descBase=*/Value(),
                           /*descCoords=*/ValueRange(), load.getIsVolatile());
  return next.getResult();
}

/// Whether the loop's own body (not a nested loop's) holds a tile.dot.
static bool holdsDot(scf::ForOp forOp) {
  WalkResult r = forOp.getBody()->walk<WalkOrder::PreOrder>([](Operation *op) {
    if (isa<scf::ForOp>(op))
      return WalkResult::skip();
    return isa<tile::DotOp>(op) ? WalkResult::interrupt()
                                : WalkResult::advance();
  });
  return r.wasInterrupted();
}

/// Which loops prefetch, as Triton's AMD pipeliner chooses them: a loop with
/// `tl.range(..., num_stages=S)` (the `tile.num_stages` attribute) prefetches
/// when S >= 2 and never when S <= 1; any other loop only when it holds a
/// dot (loads that feed no dot keep their registers: element-wise and
/// reduction loops keep their occupancy).
static bool wantsPrefetch(scf::ForOp forOp) {
  if (auto stages = forOp->getAttrOfType<IntegerAttr>("tile.num_stages"))
    return stages.getInt() >= 2;
  return holdsDot(forOp);
}

static void pipelineLoop(scf::ForOp forOp) {
  if (!wantsPrefetch(forOp) || loopWritesMemory(forOp) ||
      !forOp.getInductionVar().getType().isSignlessInteger())
    return;
  SmallVector<std::pair<tile::LoadOp, LoopSlice>, 2> loads;
  for (Operation &op : forOp.getBody()->without_terminator()) {
    auto load = dyn_cast<tile::LoadOp>(op);
    if (!load || load.getIsVolatile() || !isa<RankedTensorType>(load.getType()))
      continue;
    if (std::optional<LoopSlice> slice = loopSlice(forOp, load))
      loads.emplace_back(load, std::move(*slice));
  }
  if (loads.empty())
    return;

  OpBuilder b(forOp);
  Value lb = forOp.getLowerBound(), ub = forOp.getUpperBound(),
        step = forOp.getStep();
  SmallVector<Value> first;
  for (auto &[load, slice] : loads) {
    IRMapping map;
    slice.mapFirstIteration(map);
    first.push_back(emitLoadAt(b, load, slice, map, lb, ub));
  }

  IRRewriter rewriter(forOp.getContext());
  rewriter.setInsertionPoint(forOp);
  Value iv = forOp.getInductionVar();
  FailureOr<LoopLikeOpInterface> newLoop = forOp.replaceWithAdditionalYields(
      rewriter, first, /*replaceInitOperandUsesInLoop=*/false,
      [&](OpBuilder &, Location loc, ArrayRef<BlockArgument>) {
        // Issued first thing in the body, so the loads are in flight while
        // this iteration computes.
        OpBuilder nb =
            OpBuilder::atBlockBegin(cast<BlockArgument>(iv).getOwner());
        Value nextIv = arith::AddIOp::create(nb, loc, iv, step);
        SmallVector<Value> next;
        for (auto &[load, slice] : loads) {
          IRMapping map;
          slice.mapNextIteration(nb, nextIv, map);
          next.push_back(emitLoadAt(nb, load, slice, map, nextIv, ub));
        }
        return next;
      });
  if (failed(newLoop))
    return;
  auto loop = cast<scf::ForOp>(newLoop->getOperation());
  unsigned base = loop.getNumRegionIterArgs() - loads.size();
  for (auto [i, entry] : llvm::enumerate(loads)) {
    tile::LoadOp load = entry.first;
    load.getResult().replaceAllUsesWith(loop.getRegionIterArgs()[base + i]);
    load->erase();
  }
}

namespace {
struct PipelineLoadsPass : tilec::impl::PipelineLoadsBase<PipelineLoadsPass> {
  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](scf::ForOp forOp) { loops.push_back(forOp); });
    for (scf::ForOp forOp : loops)
      pipelineLoop(forOp);
  }
};
} // namespace
