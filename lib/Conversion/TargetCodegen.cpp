//===- TargetCodegen.cpp - choice of the target's code generation ---------===//
#include "Conversion/TargetCodegen.h"

#include "Conversion/LoweringCommon.h"

namespace tilec::conversion {

using namespace mlir;

TargetCodegen::~TargetCodegen() = default;

Value TargetCodegen::llvmAtomicRMW(OpBuilder &b, Location loc,
                                   tile::AtomicRMWOp op, LLVM::AtomicBinOp kind,
                                   Value ptr, Value value) const {
  return LLVM::AtomicRMWOp::create(
      b, loc, kind, ptr, value, atomicOrdering(op.getSem()),
      target.syncScope(syncScopeOf(op.getScope())));
}

std::unique_ptr<TargetCodegen> createTargetCodegen(const TargetInfo &target) {
  switch (target.arch) {
  case Arch::AMDGPU:
    return createAMDGPUCodegen(target);
  case Arch::NVPTX:
    return createNVPTXCodegen(target);
  }
  return nullptr;
}

} // namespace tilec::conversion
