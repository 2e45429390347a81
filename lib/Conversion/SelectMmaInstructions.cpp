//===- SelectMmaInstructions.cpp - the tile-select-mma-instructions pass --===//
//
// Puts the dots that can run on an instruction other than their layout's
// kind on it, and says so in the IR (tilegpu.instruction): today wgmma on
// sm_90a for mma.sync-layout dots whose B is a swizzled slot. The test of
// which dots qualify is DotWGMMA.cpp's getWgmmaOperand, the one the lowering
// checks the choice with.
//
//===----------------------------------------------------------------------===//
#include "Conversion/Dot.h"
#include "Conversion/Passes.h"

#include "Analysis/WgmmaFit.h"
#include "TileGPU/IR/TileGPUDialect.h"

namespace tilec {
#define GEN_PASS_DEF_SELECTMMAINSTRUCTIONS
#include "Conversion/Passes.h.inc"
} // namespace tilec

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;

namespace {
struct SelectMmaInstructionsPass
    : tilec::impl::SelectMmaInstructionsBase<SelectMmaInstructionsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<const TargetInfo *> target = tilegpu::getTarget(module);
    if (failed(target))
      return signalPassFailure();
    auto wgmma = tilegpu::MmaKindAttr::get(&getContext(), MmaKind::NvWgmma);
    module.walk([&](tile::DotOp dot) {
      if (isWgmmaCandidate(dot, **target) && succeeded(getWgmmaOperand(dot)))
        dot->setAttr(tilegpu::kInstructionAttrName, wgmma);
    });
  }
};
} // namespace
