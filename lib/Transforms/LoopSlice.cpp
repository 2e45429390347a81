//===- LoopSlice.cpp - what a loop's loads are computed from -------------===//
#include "Transforms/LoopSlice.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace tilec;

/// Collects into `slice` the body ops `roots` are computed from; records the
/// loop-carried values met in `carried`. False if something else is met.
static bool collect(scf::ForOp forOp, ArrayRef<Value> roots,
                    llvm::SetVector<Operation *> &slice,
                    llvm::SetVector<BlockArgument> &carried) {
  SmallVector<Value> worklist(roots.begin(), roots.end());
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (v == forOp.getInductionVar())
      continue;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner()->getParentOp() == forOp)
        carried.insert(arg);
      continue;
    }
    Operation *def = v.getDefiningOp();
    if (!forOp->isProperAncestor(def))
      continue;
    if (def->getBlock() != forOp.getBody() || def->getNumRegions() ||
        !isMemoryEffectFree(def))
      return false;
    if (slice.insert(def))
      worklist.append(def->operand_begin(), def->operand_end());
  }
  return true;
}

static SmallVector<Operation *> inProgramOrder(ArrayRef<Operation *> ops) {
  SmallVector<Operation *> ordered(ops.begin(), ops.end());
  llvm::sort(ordered,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return ordered;
}

std::optional<LoopSlice> tilec::loopSlice(scf::ForOp forOp, Operation *op) {
  return loopSlice(forOp, op->getOperands());
}

std::optional<LoopSlice> tilec::loopSlice(scf::ForOp forOp, ValueRange values) {
  llvm::SetVector<Operation *> ops;
  llvm::SetVector<BlockArgument> carried;
  if (!collect(forOp, SmallVector<Value>(values), ops, carried))
    return std::nullopt;
  // The carried values must advance by a pure function of carried values,
  // the induction variable and invariants: the yielded value's own slice
  // (which may pull in more carried values, each checked the same way).
  auto yield = cast<scf::YieldOp>(forOp.getBody()->getTerminator());
  llvm::SetVector<Operation *> advance;
  for (unsigned i = 0; i < carried.size(); ++i) {
    BlockArgument arg = carried[i];
    unsigned index = arg.getArgNumber() - forOp.getNumInductionVars();
    Value next = yield.getOperand(index);
    if (!collect(forOp, {next}, advance, carried))
      return std::nullopt;
  }
  LoopSlice slice;
  slice.iv = forOp.getInductionVar();
  slice.lowerBound = forOp.getLowerBound();
  slice.ops = inProgramOrder(ops.getArrayRef());
  for (BlockArgument arg : carried) {
    unsigned index = arg.getArgNumber() - forOp.getNumInductionVars();
    slice.carried.push_back(arg);
    slice.init.push_back(forOp.getInitArgs()[index]);
    slice.next.push_back(yield.getOperand(index));
  }
  slice.advance = inProgramOrder(advance.getArrayRef());
  return slice;
}

void LoopSlice::mapFirstIteration(IRMapping &map) const {
  map.map(iv, lowerBound);
  for (auto [arg, value] : llvm::zip_equal(carried, init))
    map.map(arg, value);
}

void LoopSlice::mapNextIteration(OpBuilder &b, Value nextIv,
                                 IRMapping &map) const {
  // The advanced values, from this iteration's carried values.
  IRMapping now;
  for (Operation *op : advance)
    b.clone(*op, now);
  for (auto [arg, value] : llvm::zip_equal(carried, next))
    map.map(arg, now.lookupOrDefault(value));
  map.map(iv, nextIv);
}

void LoopSlice::mapLaterIteration(OpBuilder &b, ArrayRef<Value> ivs,
                                  IRMapping &map) const {
  SmallVector<Value> values;
  for (BlockArgument arg : carried)
    values.push_back(map.lookupOrDefault(arg));
  Value at = map.lookupOrDefault(iv);
  for (Value nextIv : ivs) {
    IRMapping now;
    now.map(iv, at);
    for (auto [arg, value] : llvm::zip_equal(carried, values))
      now.map(arg, value);
    for (Operation *op : advance)
      b.clone(*op, now);
    for (auto [value, advanced] : llvm::zip_equal(values, next))
      value = now.lookupOrDefault(advanced);
    at = nextIv;
  }
  map.map(iv, at);
  for (auto [arg, value] : llvm::zip_equal(carried, values))
    map.map(arg, value);
}

bool tilec::loopWritesMemory(scf::ForOp forOp) {
  bool writes = false;
  forOp.getBody()->walk([&](Operation *op) {
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if ((effects && effects.hasEffect<MemoryEffects::Write>()) ||
        (!effects && !op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() &&
         !isa<scf::YieldOp>(op) && op->getNumRegions() == 0 &&
         !isMemoryEffectFree(op)))
      writes = true;
  });
  return writes;
}
