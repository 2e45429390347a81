//===- FrontEnd.h - Triton-language source to tile IR --------------------===//
#ifndef TILEC_LIB_FRONTEND_FRONTEND_H
#define TILEC_LIB_FRONTEND_FRONTEND_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/SourceMgr.h"

#include <string>
#include <utility>

namespace tilec {

/// What to compile out of a source file: which kernel, with which argument
/// types (a Triton-AOT-style signature string naming the non-constexpr
/// parameters in order, e.g. "*fp16:16,*fp16,i32:16,fp32") and which values
/// for its constexpr parameters (Python literals or `tl.<dtype>` names).
struct KernelSpec {
  std::string kernelName;
  std::string signature;
  llvm::SmallVector<std::pair<std::string, std::string>> constexprs;
};

/// Parses the main buffer of `sourceMgr` as Triton-language source and
/// builds a module holding one `func.func` with the `tile.kernel` attribute:
/// the specialized kernel, jit callees inlined, constexprs folded. Every op
/// carries the user's file:line:col. Errors are reported through `context`'s
/// diagnostic engine (install a SourceMgrDiagnosticHandler to print the
/// source line and a caret) and yield failure; never a crash.
mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>>
buildTileModule(mlir::MLIRContext &context, llvm::SourceMgr &sourceMgr,
                const KernelSpec &spec);

} // namespace tilec

#endif // TILEC_LIB_FRONTEND_FRONTEND_H
