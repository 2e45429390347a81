//===- tilec-opt.cpp - mlir-opt with tilec's dialects and passes ---------===//
#include "Conversion/Passes.h"
#include "Layout/Passes.h"
#include "Pipeline/Pipeline.h"
#include "Tile/IR/TileDialect.h"
#include "TileGPU/IR/TileGPUDialect.h"
#include "Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::registerTransformsPasses();
  mlir::registerConversionPasses();
  tilec::registerTileLayoutPasses();
  tilec::registerTileConversionPasses();
  tilec::registerTileTransformsPasses();
  tilec::registerPipelines();
  mlir::DialectRegistry registry;
  registry.insert<mlir::tile::TileDialect, mlir::tilegpu::TileGPUDialect,
                  mlir::arith::ArithDialect, mlir::math::MathDialect,
                  mlir::scf::SCFDialect, mlir::func::FuncDialect,
                  mlir::LLVM::LLVMDialect>();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "tilec optimizer driver\n", registry));
}
