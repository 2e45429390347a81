//===- PackNarrowPhis.cpp - 8/16-bit phis packed 32 bits to a register ----===//
#include "Target/PackNarrowPhis.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

/// Elements of `type` in 32 bits: 4 for i8, 2 for 16-bit types, 0 for
/// anything else.
static unsigned perWord(Type *type) {
  if (type->isIntegerTy(8))
    return 4;
  if (type->isIntegerTy(16) || type->isHalfTy() || type->isBFloatTy())
    return 2;
  return 0;
}

static bool packBlock(BasicBlock &block) {
  MapVector<Type *, SmallVector<PHINode *>> byType;
  for (PHINode &phi : block.phis())
    if (perWord(phi.getType()))
      byType[phi.getType()].push_back(&phi);
  bool changed = false;
  for (auto &[type, phis] : byType) {
    unsigned n = perWord(type);
    for (size_t first = 0; first + 1 < phis.size(); first += n) {
      ArrayRef<PHINode *> group =
          ArrayRef(phis).slice(first, std::min<size_t>(n, phis.size() - first));
      auto *vecType = FixedVectorType::get(type, group.size());
      PHINode *lead = group.front();
      PHINode *packed = PHINode::Create(vecType, lead->getNumIncomingValues(),
                                        lead->getName() + ".packed");
      packed->insertBefore(block.begin());
      DenseMap<BasicBlock *, Value *> built;
      for (BasicBlock *pred : lead->blocks()) {
        Value *&vec = built[pred];
        if (!vec) {
          IRBuilder<> b(pred->getTerminator());
          vec = PoisonValue::get(vecType);
          for (auto [i, phi] : llvm::enumerate(group))
            vec = b.CreateInsertElement(
                vec, phi->getIncomingValueForBlock(pred), b.getInt32(i));
        }
        packed->addIncoming(vec, pred);
      }
      IRBuilder<> b(&*block.getFirstInsertionPt());
      for (auto [i, phi] : llvm::enumerate(group)) {
        phi->replaceAllUsesWith(b.CreateExtractElement(packed, b.getInt32(i)));
        phi->eraseFromParent();
      }
      changed = true;
    }
  }
  return changed;
}

bool tilec::packNarrowPhis(Function &f) {
  DominatorTree dom(f);
  LoopInfo loops(dom);
  bool changed = false;
  for (Loop *loop : loops.getLoopsInPreorder())
    changed |= packBlock(*loop->getHeader());
  return changed;
}
