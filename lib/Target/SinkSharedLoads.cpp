//===- SinkSharedLoads.cpp - LDS reads next to their first use ------------===//
#include "Target/SinkSharedLoads.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace {

constexpr unsigned kSharedAddressSpace = 3;

/// Whether a load may not move past `inst`.
bool blocksLoads(const Instruction &inst) {
  if (inst.mayWriteToMemory() || inst.mayHaveSideEffects() || inst.isAtomic())
    return true;
  if (const auto *load = dyn_cast<LoadInst>(&inst))
    return load->isVolatile();
  // Convergent calls without memory effects (MFMA/WMMA, lane exchanges) do
  // not order memory: a load may pass them. Barriers are modeled as
  // writing memory.
  if (const auto *call = dyn_cast<CallBase>(&inst))
    return !call->onlyReadsMemory();
  return false;
}

} // namespace

bool tilec::sinkSharedLoads(Function &f) {
  bool changed = false;
  for (BasicBlock &block : f) {
    SmallVector<LoadInst *> loads;
    for (Instruction &inst : block)
      if (auto *load = dyn_cast<LoadInst>(&inst))
        if (load->isSimple() &&
            load->getPointerAddressSpace() == kSharedAddressSpace)
          loads.push_back(load);
    // In order, so that reads with the same first user keep their order.
    SmallPtrSet<Instruction *, 32> candidates(loads.begin(), loads.end());
    for (LoadInst *load : loads) {
      // The first user or the first instruction the load may not pass;
      // moving is worth it only past something other than these reads.
      Instruction *stop = nullptr;
      bool passesOthers = false;
      for (Instruction *next = load->getNextNode(); next;
           next = next->getNextNode()) {
        bool used = false;
        for (Value *operand : next->operands())
          used |= operand == load;
        if (used || blocksLoads(*next)) {
          stop = next;
          break;
        }
        passesOthers |= !candidates.contains(next);
      }
      if (!stop || !passesOthers)
        continue;
      load->moveBefore(stop->getIterator());
      changed = true;
    }
  }
  return changed;
}
