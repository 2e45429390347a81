//===- LoopSlice.cpp - what a loop's loads are computed from -------------===//
#include "Transforms/LoopSlice.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/SetVector.h"

using namespace mlir;

std::optional<SmallVector<Operation *>> tilec::addressSlice(scf::ForOp forOp,
                                                            Operation *op) {
  llvm::SetVector<Operation *> slice;
  SmallVector<Value> worklist(op->getOperands());
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (v == forOp.getInductionVar())
      continue;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner()->getParentOp() == forOp)
        return std::nullopt; // a loop-carried value
      continue;
    }
    Operation *def = v.getDefiningOp();
    if (!forOp->isProperAncestor(def))
      continue;
    if (def->getBlock() != forOp.getBody() || def->getNumRegions() ||
        !isMemoryEffectFree(def))
      return std::nullopt;
    if (slice.insert(def))
      worklist.append(def->operand_begin(), def->operand_end());
  }
  SmallVector<Operation *> ordered(slice.begin(), slice.end());
  llvm::sort(ordered,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return ordered;
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
