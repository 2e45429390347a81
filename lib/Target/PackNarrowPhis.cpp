//===- PackNarrowPhis.cpp - 8/16-bit phis packed 32 bits to a register ----===//
#include "Target/PackNarrowPhis.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"

#include <tuple>

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

/// Puts `phis` in the order of the vector elements they carry: a phi whose
/// value from the first predecessor is `extractelement V, i` (a loaded tile
/// split into scalars) sorts by V's first appearance, then i; the others
/// sort by their own first appearance, keeping their relative order. A packed
/// word then holds consecutive elements in their own order (the loaded vector's
/// words as they are, no 16-bit rotates on the way in or out: LLVM emits the
/// phis of a vector in reverse).
static void sortByElement(SmallVectorImpl<PHINode *> &phis) {
  DenseMap<Value *, unsigned> vectorRank;
  // (vector rank, element index, place in the block): unique keys.
  SmallVector<std::tuple<unsigned, uint64_t, unsigned, PHINode *>> keyed;
  for (auto [place, phi] : llvm::enumerate(phis)) {
    Value *in = phi->getIncomingValue(0);
    auto *extract = dyn_cast<ExtractElementInst>(in);
    auto *index =
        extract ? dyn_cast<ConstantInt>(extract->getIndexOperand()) : nullptr;
    Value *source = index ? extract->getVectorOperand() : in;
    unsigned rank =
        vectorRank.try_emplace(source, vectorRank.size()).first->second;
    keyed.push_back(
        {rank, index ? index->getZExtValue() : 0, unsigned(place), phi});
  }
  llvm::sort(keyed);
  for (auto [i, entry] : llvm::enumerate(keyed))
    phis[i] = std::get<3>(entry);
}

static bool packBlock(BasicBlock &block, bool inElementOrder) {
  MapVector<Type *, SmallVector<PHINode *>> byType;
  for (PHINode &phi : block.phis())
    if (perWord(phi.getType()))
      byType[phi.getType()].push_back(&phi);
  bool changed = false;
  for (auto &[type, phis] : byType) {
    if (inElementOrder)
      sortByElement(phis);
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

bool tilec::packNarrowPhis(Function &f, bool inElementOrder) {
  DominatorTree dom(f);
  LoopInfo loops(dom);
  bool changed = false;
  for (Loop *loop : loops.getLoopsInPreorder())
    changed |= packBlock(*loop->getHeader(), inElementOrder);
  return changed;
}
