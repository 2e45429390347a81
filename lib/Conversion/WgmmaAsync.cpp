//===- WgmmaAsync.cpp - the tile-wgmma-async pass -------------------------===//
//
// Lets wgmma dots run while the code after them does: each dot on nv_wgmma
// issues its group without waiting (tilegpu.wgmma_async), and a
// tilegpu.wgmma_wait is placed before the first op that reads its result
// (the accumulator of the next dot into the same registers excepted), so
// independent dots issue back to back and the code between a dot and its
// first reader overlaps it. Each dot is first moved up to right after the
// previous wgmma dot (or the last op that writes memory), with the ops its
// operands need, so that a dot independent of the code before it (the
// backward's dP = dO V^T beside P = exp(S - m)) is issued early.
//
//===----------------------------------------------------------------------===//
#include "Conversion/Dot.h"
#include "Conversion/Passes.h"

#include "Tile/IR/TileDialect.h"
#include "TileGPU/IR/TileGPUDialect.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/SetVector.h"

namespace tilec {
#define GEN_PASS_DEF_WGMMAASYNC
#include "Conversion/Passes.h.inc"
} // namespace tilec

using namespace mlir;
using namespace tilec;

namespace {

bool isWgmma(Operation *op) {
  return isa<tile::DotOp>(op) &&
         tilegpu::getDotInstruction(op) == MmaKind::NvWgmma;
}

/// An op a dot must stay after: one with regions, or one that may write
/// memory or has unknown effects (barriers, waits, copies, stores).
bool isFence(Operation *op) {
  if (op->getNumRegions() || op->hasTrait<OpTrait::IsTerminator>())
    return true;
  if (isMemoryEffectFree(op))
    return false;
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  return !effects || !effects.onlyHasEffect<MemoryEffects::Read>();
}

/// The first op of `dot`'s block that reads its result, following chained
/// accumulation (a wgmma dot accumulating into it, its only use) to that
/// dot's first reader; the block's terminator at the latest.
Operation *firstReader(tile::DotOp dot) {
  Block *block = dot->getBlock();
  Value result = dot.getResult();
  while (true) {
    if (result.hasOneUse()) {
      auto next = dyn_cast<tile::DotOp>(*result.user_begin());
      if (next && isWgmma(next) && next.getC() == result &&
          next->getBlock() == block) {
        result = next.getResult();
        continue;
      }
    }
    Operation *first = block->getTerminator();
    for (Operation *user : result.getUsers())
      if (Operation *op = block->findAncestorOpInBlock(*user))
        if (op->isBeforeInBlock(first))
          first = op;
    return first;
  }
}

/// Moves `dot`, with the ops of its block its operands need, up past
/// everything that is not a fence, nor a wgmma dot it depends on or whose
/// result is read before its own: wgmma groups complete in issue order, so
/// dots are issued in the order their results are needed.
void hoist(tile::DotOp dot) {
  Block *block = dot->getBlock();
  llvm::SetVector<Operation *> deps; // everything in the block it depends on
  SmallVector<Value> worklist(dot->getOperands());
  while (!worklist.empty()) {
    Operation *def = worklist.pop_back_val().getDefiningOp();
    if (def && def->getBlock() == block && deps.insert(def))
      worklist.append(def->operand_begin(), def->operand_end());
  }
  Operation *reader = firstReader(dot);
  Operation *limit = nullptr;
  for (Operation *p = dot->getPrevNode(); p; p = p->getPrevNode()) {
    if (isFence(p)) {
      limit = p;
      break;
    }
    auto other = dyn_cast<tile::DotOp>(p);
    if (other && isWgmma(other) &&
        (deps.contains(other) ||
         !reader->isBeforeInBlock(firstReader(other)))) {
      limit = p;
      break;
    }
  }
  SmallVector<Operation *> ops;
  for (Operation *op : deps)
    if (!limit || limit->isBeforeInBlock(op))
      ops.push_back(op);
  llvm::sort(ops,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  ops.push_back(dot);
  Operation *anchor = limit;
  for (Operation *op : ops) {
    if (anchor)
      op->moveAfter(anchor);
    else
      op->moveBefore(block, block->begin());
    anchor = op;
  }
}

/// Issues the block's wgmma dots without waiting, and waits where their
/// results are first read: before an op using one (a dot accumulating into
/// a result that nothing else reads excepted), and for all before an op with
/// regions and the terminator, so no group is in flight across blocks.
void placeWaits(Block &block) {
  SmallVector<tile::DotOp> pending; // issue order
  auto indexOf = [&](Value v) -> int {
    for (auto [i, dot] : llvm::enumerate(pending))
      if (dot.getResult() == v)
        return int(i);
    return -1;
  };
  for (Operation &op : llvm::make_early_inc_range(block)) {
    int youngest = -1;
    if (op.getNumRegions() || op.hasTrait<OpTrait::IsTerminator>()) {
      youngest = int(pending.size()) - 1;
    } else {
      auto dot = dyn_cast<tile::DotOp>(&op);
      for (OpOperand &use : op.getOpOperands()) {
        int i = indexOf(use.get());
        // Chained accumulation: the same registers, in issue order.
        if (i >= 0 && dot && isWgmma(dot) && use.get() == dot.getC() &&
            use.get().hasOneUse())
          continue;
        youngest = std::max(youngest, i);
      }
    }
    if (youngest >= 0) {
      OpBuilder b(&op);
      SmallVector<Value> values, keep;
      for (int i = 0; i <= youngest; ++i) {
        tile::DotOp dot = pending[i];
        // A in registers must stay live until its group completes; A read
        // from shared memory is not in registers (and must keep its one use).
        if (!conversion::wgmmaReadsSharedA(dot))
          keep.push_back(dot.getA());
        // Uses at or after `op` read the waited values; the dot chained
        // onto this one, issued before, keeps its operand.
        if (llvm::any_of(dot->getUses(), [&](OpOperand &use) {
              Operation *user = block.findAncestorOpInBlock(*use.getOwner());
              return user && !user->isBeforeInBlock(&op);
            }))
          values.push_back(dot.getResult());
      }
      auto wait = tilegpu::WgmmaWaitOp::create(
          b, op.getLoc(), values, keep,
          uint32_t(int(pending.size()) - 1 - youngest));
      for (auto [value, waited] : llvm::zip_equal(values, wait.getResults()))
        value.replaceUsesWithIf(waited, [&](OpOperand &use) {
          Operation *user = block.findAncestorOpInBlock(*use.getOwner());
          return user && user != wait && !user->isBeforeInBlock(wait);
        });
      pending.erase(pending.begin(), pending.begin() + youngest + 1);
    }
    if (isWgmma(&op)) {
      op.setAttr(tilegpu::kWgmmaAsyncAttrName, UnitAttr::get(op.getContext()));
      pending.push_back(cast<tile::DotOp>(op));
    }
  }
}

/// Lets the last wgmma groups of an iteration of `loop` run on into the
/// next one, where it fits: a loop whose slots only the TMA fills (its body
/// starts with the barrier tile-pipeline-async puts before the copies for
/// later iterations, issues tilegpu.tma_copy and no cp.async, into slots of
/// two or more), whose wgmma dots read A from shared memory (nothing to keep
/// live in registers) and whose body ends with a wait for all groups whose
/// waited accumulators are only yielded, each to an iteration argument read
/// only as the accumulator of a dot chained onto it (same registers, in
/// issue order). Then:
///  - the yield passes the dots' results without waiting, and one wait for
///    all follows the loop (before its results are read, and before the
///    slots are reused or the barriers invalidated);
///  - right after the body's first dot, a wait leaves that dot alone in
///    flight: the previous iteration's groups, which read the slot the
///    copies below overwrite, are done; a barrier then orders every warp
///    group's wait before the copies, which move from the top of the body
///    to after it;
///  - the top-of-body barrier goes: the TMA's data is waited for on the
///    slots' mbarriers, and the slot reuse is ordered by the new barrier.
/// So the tensor cores go on with the previous iteration's last dot while
/// the next iteration waits for its data and issues its first dot.
void overlapIterations(scf::ForOp loop) {
  Block *body = loop.getBody();
  auto yield = cast<scf::YieldOp>(body->getTerminator());
  auto wait = dyn_cast_or_null<tilegpu::WgmmaWaitOp>(yield->getPrevNode());
  auto top = dyn_cast<tilegpu::AsyncWaitOp>(body->front());
  if (!wait || wait.getPending() != 0 || !wait.getKeep().empty() || !top ||
      top.getPending() != 0)
    return;
  SmallVector<tilegpu::TmaCopyOp> copies;
  tile::DotOp first;
  for (Operation &op : *body) {
    if (isa<tilegpu::AsyncCopyOp>(op))
      return;
    if (auto copy = dyn_cast<tilegpu::TmaCopyOp>(op)) {
      if (first || copy.getBuffer().getType().getDimSize(0) < 2)
        return; // a copy after the first dot, or a one-slot copy
      copies.push_back(copy);
    }
    if (auto dot = dyn_cast<tile::DotOp>(op); dot && isWgmma(dot)) {
      if (!dot->hasAttr(tilegpu::kWgmmaAsyncAttrName) ||
          !conversion::wgmmaReadsSharedA(dot))
        return;
      if (!first)
        first = dot;
    }
  }
  if (copies.empty() || !first)
    return;
  // The waited accumulators: each only yielded, to an argument that only a
  // chained wgmma dot reads as its accumulator.
  SmallVector<unsigned> carried;
  for (auto [value, waited] :
       llvm::zip_equal(wait.getValues(), wait.getResults())) {
    if (!waited.hasOneUse() || *waited.user_begin() != yield.getOperation() ||
        !value.hasOneUse())
      return;
    unsigned index = waited.use_begin()->getOperandNumber();
    BlockArgument arg = loop.getRegionIterArg(index);
    auto reader = arg.hasOneUse() ? dyn_cast<tile::DotOp>(*arg.user_begin())
                                  : tile::DotOp();
    if (!reader || !isWgmma(reader) || reader.getC() != arg)
      return;
    carried.push_back(index);
  }
  // The yield passes the dots' results; the wait moves after the loop.
  for (auto [value, waited] :
       llvm::zip_equal(wait.getValues(), wait.getResults()))
    waited.replaceAllUsesWith(value);
  wait->erase();
  OpBuilder b(loop->getBlock(), std::next(Block::iterator(loop)));
  SmallVector<Value> results;
  for (unsigned index : carried)
    results.push_back(loop.getResult(index));
  auto after =
      tilegpu::WgmmaWaitOp::create(b, loop.getLoc(), results, ValueRange(), 0);
  for (auto [result, waited] : llvm::zip_equal(results, after.getResults()))
    result.replaceAllUsesExcept(waited, after);
  // Only the first dot in flight, every warp group past that wait, then the
  // copies into the slot the previous iteration read.
  b.setInsertionPointAfter(first);
  tilegpu::WgmmaWaitOp::create(b, first.getLoc(), ValueRange(), ValueRange(),
                               1);
  auto barrier = tilegpu::AsyncWaitOp::create(b, top.getLoc(), 0);
  Operation *anchor = barrier;
  for (tilegpu::TmaCopyOp copy : copies) {
    copy->moveAfter(anchor);
    anchor = copy;
  }
  top->erase();
}

struct WgmmaAsyncPass : tilec::impl::WgmmaAsyncBase<WgmmaAsyncPass> {
  void runOnOperation() override {
    llvm::SetVector<Block *> blocks;
    getOperation().walk([&](tile::DotOp dot) {
      if (isWgmma(dot))
        blocks.insert(dot->getBlock());
    });
    for (Block *block : blocks) {
      SmallVector<tile::DotOp> dots;
      for (auto dot : block->getOps<tile::DotOp>())
        if (isWgmma(dot))
          dots.push_back(dot);
      for (tile::DotOp dot : dots)
        hoist(dot);
      placeWaits(*block);
    }
    for (Block *block : blocks)
      if (auto loop = dyn_cast<scf::ForOp>(block->getParentOp()))
        overlapIterations(loop);
  }
};
} // namespace
