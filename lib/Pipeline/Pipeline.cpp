//===- Pipeline.cpp - the one compilation spine of tilec -----------------===//
#include "Pipeline/Pipeline.h"

#include "Tile/IR/TileDialect.h"
#include "TileGPU/IR/TileGPUDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void tilec::registerAllDialects(DialectRegistry &registry) {
  registry.insert<tile::TileDialect, tilegpu::TileGPUDialect, arith::ArithDialect, math::MathDialect,
                  scf::SCFDialect, func::FuncDialect>();
  func::registerInlinerExtension(registry);
}

void tilec::buildTilePipeline(OpPassManager &pm) {
  pm.addPass(createInlinerPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createSymbolDCEPass());
}

LogicalResult tilec::runTilePipeline(ModuleOp module) {
  PassManager pm(module.getContext());
  buildTilePipeline(pm);
  return pm.run(module);
}

FailureOr<OwningOpRef<ModuleOp>>
tilec::compileToTileIR(MLIRContext &context, llvm::SourceMgr &sourceMgr,
                       const KernelSpec &spec) {
  DialectRegistry registry;
  registerAllDialects(registry);
  context.appendDialectRegistry(registry);
  context.loadAllAvailableDialects();
  FailureOr<OwningOpRef<ModuleOp>> module = buildTileModule(context, sourceMgr, spec);
  if (failed(module))
    return failure();
  if (failed(verify(module->get())) || failed(runTilePipeline(module->get())))
    return failure();
  return module;
}
