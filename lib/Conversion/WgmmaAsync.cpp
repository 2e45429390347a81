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

/// Whether `op`, between the top of a loop body and the point where the
/// previous iteration's wgmma groups are waited for, leaves the shared
/// memory those groups read alone: it writes no memory and no scratch
/// (layout conversions and regions may go through shared memory).
bool leavesSlotsAlone(Operation &op) {
  if (isa<tilegpu::ConvertLayoutOp>(op) || op.getNumRegions())
    return false;
  if (isa<tilegpu::LocalLoadOp, tilegpu::MbarrierWaitOp>(op))
    return true;
  if (auto dot = dyn_cast<tile::DotOp>(op))
    return isWgmma(dot);
  return isMemoryEffectFree(&op);
}

/// Lets the last wgmma groups of an iteration of `loop` run on into the
/// next one, where it fits: a loop whose body starts with the barrier
/// tile-pipeline-async puts before the copies for later iterations (TMA or
/// cp.async, each into a buffer of two or more slots, all before the first
/// dot), whose wgmma dots are all issued without waiting, and whose body
/// ends with a wait for all groups whose waited accumulators are only
/// yielded, each to an iteration argument that is either read only as the
/// accumulator of a dot chained onto it (same registers, in issue order) or
/// read only after the dots the body issues before its first wait (W
/// below); when all are of the first kind, the groups in flight must read no
/// register A operand the body computes (below). Then:
///  - the yield passes the dots' results without waiting, and one wait for
///    all follows the loop (before its results are read, and before the
///    slots are reused or the barriers invalidated);
///  - A operands in registers that the body computes (attention's P) must
///    be computed after W, so the next iteration rewrites them only once
///    their group is done;
///  - at W, right after the dots the body issues before its first wait, a
///    wait leaves only those in flight: the previous iteration's groups are
///    done (the accumulators read by other ops than chained dots are taken
///    from it); a barrier then orders every warp group's wait before the
///    copies, which move from the top of the body to after it (they write
///    the slots the previous iteration's dots read);
///  - with the TMA alone, the top-of-body barrier goes (its data is waited
///    for on the slots' mbarriers, the slot reuse is ordered by the new
///    barrier); cp.async data needs it, so it stays.
/// Between the top of the body and W nothing may write shared memory (the
/// previous iteration's groups still read it). So the tensor cores go on
/// with the previous iteration's last dots while the next iteration waits
/// for its data and issues its first dots.
void overlapLoopIterations(scf::ForOp loop, bool registerAInFlight) {
  Block *body = loop.getBody();
  auto yield = cast<scf::YieldOp>(body->getTerminator());
  auto wait = dyn_cast_or_null<tilegpu::WgmmaWaitOp>(yield->getPrevNode());
  auto top = dyn_cast<tilegpu::AsyncWaitOp>(body->front());
  if (!wait || wait.getPending() != 0 || !top)
    return;
  SmallVector<Operation *> copies;
  bool cpAsync = false;
  tile::DotOp last;    // the last dot issued before the body's first wait
  unsigned issued = 0; // dots up to and including `last`
  for (Operation &op :
       llvm::make_range(std::next(body->begin()), Block::iterator(yield))) {
    if (isa<tilegpu::WgmmaWaitOp>(op))
      break;
    if (isa<tilegpu::AsyncCopyOp, tilegpu::TmaCopyOp>(op)) {
      auto buffer = isa<tilegpu::AsyncCopyOp>(op)
                        ? cast<tilegpu::AsyncCopyOp>(op).getBuffer()
                        : cast<tilegpu::TmaCopyOp>(op).getBuffer();
      if (last || buffer.getType().getDimSize(0) < 2)
        return; // a copy after the first dot, or a one-slot copy
      cpAsync |= isa<tilegpu::AsyncCopyOp>(op);
      copies.push_back(&op);
      continue;
    }
    if (!leavesSlotsAlone(op))
      return;
    if (auto dot = dyn_cast<tile::DotOp>(op); dot && isWgmma(dot)) {
      last = dot;
      ++issued;
    }
  }
  // With the TMA alone the top barrier goes, so it must wait for every
  // copy; cp.async's top wait stays where it is and may leave the copies
  // for later iterations in flight (copies two or more iterations ahead):
  // this iteration's copies, moved further down, still commit before it.
  if (copies.empty() || !last || (!cpAsync && top.getPending() != 0))
    return;
  for (Operation &op : *body)
    if (auto dot = dyn_cast<tile::DotOp>(op);
        dot && isWgmma(dot) && !dot->hasAttr(tilegpu::kWgmmaAsyncAttrName))
      return;
  // The waited accumulators: each only yielded, to an argument read only by
  // a chained wgmma dot as its accumulator, or only after `last`.
  SmallVector<unsigned> carried, waitedInBody;
  for (auto [value, waited] :
       llvm::zip_equal(wait.getValues(), wait.getResults())) {
    if (!waited.hasOneUse() || *waited.user_begin() != yield.getOperation() ||
        !value.hasOneUse())
      return;
    unsigned index = waited.use_begin()->getOperandNumber();
    BlockArgument arg = loop.getRegionIterArg(index);
    auto reader = arg.hasOneUse() ? dyn_cast<tile::DotOp>(*arg.user_begin())
                                  : tile::DotOp();
    carried.push_back(index);
    if (reader && isWgmma(reader) && reader.getC() == arg)
      continue;
    for (Operation *user : arg.getUsers()) {
      Operation *op = body->findAncestorOpInBlock(*user);
      if (!op || !last->isBeforeInBlock(op))
        return;
    }
    waitedInBody.push_back(index);
  }
  // Register A operands: loop-invariant ones stay kept by the waits below.
  // Those the body computes are not carried: the body must compute them
  // after W, so that the next iteration writes their registers only once
  // the group that reads them is done (ptxas keeps the registers of a group
  // in flight from being reused; Triton relies on that too).
  SmallVector<Value> keptOutside;
  for (Value v : wait.getKeep()) {
    if (loop.isDefinedOutsideOfLoop(v)) {
      keptOutside.push_back(v);
      continue;
    }
    Operation *def = v.getDefiningOp(); // null for an iteration argument
    if (def)
      def = body->findAncestorOpInBlock(*def);
    if (!def || !last->isBeforeInBlock(def))
      return;
    // ptxas keeps such registers live across the back edge, which costs
    // occupancy or spills where it pays nothing back: measured on an H100
    // (2026-12-06, docs/performance.md), the attention backward's dK/dV and
    // dQ loops, whose carried groups (P^T dO, dS^T Q, dS K) only chain into
    // the next iteration's dots, ran 2-6% slower with them in flight (dQ
    // d64: 160 -> 176 registers, 3 -> 2 CTAs per SM; dK/dV d128: more
    // spills), while the forward, whose P V is waited for by the next
    // iteration's rescale (acc * alpha) right after its first dot, ran
    // 3-13% faster. So loops whose carried accumulators only chain keep
    // their register-A groups inside the iteration, unless asked
    // (overlap-register-a, for timing it where the registers are there).
    if (waitedInBody.empty() && !registerAInFlight)
      return;
  }

  // The yield passes the dots' results; the wait goes.
  for (auto [value, waited] :
       llvm::zip_equal(wait.getValues(), wait.getResults()))
    waited.replaceAllUsesWith(value);
  wait->erase();

  // After the loop: every carried group waited for.
  OpBuilder b(loop->getBlock(), std::next(Block::iterator(loop)));
  SmallVector<Value> results;
  for (unsigned index : carried)
    results.push_back(loop.getResult(index));
  auto after =
      tilegpu::WgmmaWaitOp::create(b, loop.getLoc(), results, keptOutside, 0);
  for (auto [result, waited] : llvm::zip_equal(results, after.getResults()))
    result.replaceAllUsesExcept(waited, after);

  // At W: the previous iteration's groups done, its accumulators read from
  // here on.
  b.setInsertionPointAfter(last);
  SmallVector<Value> args;
  for (unsigned index : waitedInBody)
    args.push_back(loop.getRegionIterArg(index));
  // ptxas serializes every wgmma of the kernel (C7514, "non wgmma
  // instructions reading accumulator registers of a wgmma between start and
  // end of the pipeline stage") when an accumulator carried across the back
  // edge is read by other instructions after a wait that leaves this
  // iteration's groups in flight, even after a later wait for all: then
  // this wait is for all groups (measured with CUDA 13's ptxas on attention,
  // sm_90a). Accumulators only chained into dots keep theirs in flight.
  unsigned pending = waitedInBody.empty() ? issued : 0;
  auto here = tilegpu::WgmmaWaitOp::create(b, last.getLoc(), args, keptOutside,
                                           pending);
  for (auto [arg, waited] : llvm::zip_equal(args, here.getResults()))
    arg.replaceAllUsesExcept(waited, here);
  // Every warp group past that wait, then the copies into the slots the
  // previous iteration read. The barrier's cp.async wait leaves in flight
  // what the top wait left (the copies for later iterations, nothing was
  // committed since), so that the copies stay that many iterations ahead.
  auto barrier = tilegpu::AsyncWaitOp::create(b, top.getLoc(),
                                              cpAsync ? top.getPending() : 0);
  Operation *anchor = barrier;
  for (Operation *copy : copies) {
    copy->moveAfter(anchor);
    anchor = copy;
  }
  if (!cpAsync)
    top->erase();
}

struct WgmmaAsyncPass : tilec::impl::WgmmaAsyncBase<WgmmaAsyncPass> {
  using WgmmaAsyncBase::WgmmaAsyncBase;
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
    if (!overlapIterations)
      return;
    for (Block *block : blocks)
      if (auto loop = dyn_cast<scf::ForOp>(block->getParentOp()))
        overlapLoopIterations(loop, overlapRegisterA);
  }
};
} // namespace
