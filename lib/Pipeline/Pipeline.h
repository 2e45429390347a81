//===- Pipeline.h - the one compilation spine of tilec -------------------===//
//
// The CLI, the JIT, the AOT tool and the Python package all compile through
// these functions; nothing else assembles passes.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_PIPELINE_PIPELINE_H
#define TILEC_LIB_PIPELINE_PIPELINE_H

#include "FrontEnd/FrontEnd.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Pass/PassManager.h"

namespace tilec {

/// Registers every dialect and translation the pipeline may create.
void registerAllDialects(mlir::DialectRegistry &registry);

/// Tile-level cleanups the interpreter and every backend start from:
/// inlining, canonicalization, CSE.
void buildTilePipeline(mlir::OpPassManager &pm);

/// Front end + tile pipeline: source in `sourceMgr` -> verified tile IR.
/// Diagnostics go through `context`'s diagnostic engine.
mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>>
compileToTileIR(mlir::MLIRContext &context, llvm::SourceMgr &sourceMgr,
                const KernelSpec &spec);

/// Runs the tile pipeline on an already built module (e.g. parsed `.mlir`).
mlir::LogicalResult runTilePipeline(mlir::ModuleOp module);

} // namespace tilec

#endif // TILEC_LIB_PIPELINE_PIPELINE_H
