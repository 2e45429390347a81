//===- ControlFlowToLLVM.cpp - scf, arith and cf left after the tile lowering //
//
// convert-tile-to-llvm leaves the kernel's loops and branches as scf ops and
// its scalar integer math as arith, inside bodies of many thousands of LLVM
// ops (every tile unrolled into its registers). The upstream passes for them
// (-convert-scf-to-cf, -convert-arith-to-llvm, -convert-cf-to-llvm) each run
// a dialect conversion with pattern rollback over the whole module, which
// records every op they move: on flash attention for gfx1100 that was 0.24 s
// of a 1.4 s compile. This pass applies the same upstream patterns, in the
// same order and with the same legality, but as conversions without pattern
// rollback (none of these patterns fails after changing the IR), so the
// result is the same IR, produced faster.
//
//===----------------------------------------------------------------------===//
#include "Conversion/Passes.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/DialectConversion.h"

namespace tilec {
#define GEN_PASS_DEF_CONVERTCONTROLFLOWTOLLVM
#include "Conversion/Passes.h.inc"
} // namespace tilec

using namespace mlir;

namespace {
struct ConvertControlFlowToLLVM
    : ::tilec::impl::ConvertControlFlowToLLVMBase<ConvertControlFlowToLLVM> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    ConversionConfig config;
    config.allowPatternRollback = false;

    // 1. scf -> cf (as -convert-scf-to-cf).
    {
      RewritePatternSet patterns(ctx);
      populateSCFToControlFlowConversionPatterns(patterns);
      ConversionTarget target(*ctx);
      target.addIllegalOp<scf::ForallOp, scf::ForOp, scf::IfOp,
                          scf::IndexSwitchOp, scf::ParallelOp, scf::WhileOp,
                          scf::ExecuteRegionOp>();
      target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
      if (failed(applyPartialConversion(module, target, std::move(patterns),
                                        config)))
        return signalPassFailure();
    }
    LowerToLLVMOptions options(ctx);
    LLVMTypeConverter converter(ctx, options);
    // 2. arith -> llvm (as -convert-arith-to-llvm).
    {
      RewritePatternSet patterns(ctx);
      arith::populateArithToLLVMConversionPatterns(converter, patterns);
      ConversionTarget target(*ctx);
      target.addLegalDialect<LLVM::LLVMDialect>();
      if (failed(applyPartialConversion(module, target, std::move(patterns),
                                        config)))
        return signalPassFailure();
    }
    // 3. cf -> llvm (as -convert-cf-to-llvm).
    {
      RewritePatternSet patterns(ctx);
      cf::populateControlFlowToLLVMConversionPatterns(converter, patterns);
      cf::populateAssertToLLVMConversionPattern(converter, patterns);
      LLVMConversionTarget target(*ctx);
      if (failed(applyPartialConversion(module, target, std::move(patterns),
                                        config)))
        return signalPassFailure();
    }
  }
};
} // namespace
