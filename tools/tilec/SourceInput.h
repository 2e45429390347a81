//===- SourceInput.h - what every tilec subcommand does with its input ---===//
//
// The kernel-selection options (--kernel, --signature, --constexpr), loading
// a `.py` (front end + tile pipeline) or `.mlir` (parse + tile pipeline) file
// with diagnostics that show the source line and a caret, and atomic output.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_TOOLS_TILEC_SOURCEINPUT_H
#define TILEC_TOOLS_TILEC_SOURCEINPUT_H

#include "FrontEnd/FrontEnd.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>
#include <optional>
#include <string>

namespace tilec::driver {

/// --kernel, --signature and --constexpr, registered in `category`.
struct KernelSpecOptions {
  explicit KernelSpecOptions(llvm::cl::OptionCategory &category);
  /// Splits NAME=VALUE constexprs; reports malformed ones.
  std::optional<KernelSpec> toSpec() const;

  llvm::cl::opt<std::string> kernel;
  llvm::cl::opt<std::string> signature;
  llvm::cl::list<std::string> constexprs;
};

/// Owns the source buffer and the diagnostic handler for as long as the
/// module built from it lives.
class SourceInput {
public:
  /// Reads `path` and builds verified tile IR for `spec` (`.mlir` input is
  /// parsed as tile IR; the spec's kernel name selects the function then).
  /// Errors are printed with their location; returns failure.
  mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>>
  load(mlir::MLIRContext &context, llvm::StringRef path,
       const std::optional<KernelSpec> &spec);

  llvm::SourceMgr &sourceMgr() { return sourceMgr_; }

private:
  llvm::SourceMgr sourceMgr_;
  std::unique_ptr<mlir::SourceMgrDiagnosticHandler> handler_;
};

/// Writes `data` to `path` ("-" = stdout) atomically (temporary file, then
/// rename), so a failed run never leaves a broken output. Reports errors.
bool writeOutput(llvm::StringRef path, llvm::StringRef data);

/// Writes `data` to the file `path` through a temporary file renamed into
/// place; on any failure, the temporary file is removed and `path` untouched.
llvm::Error writeFileAtomically(llvm::StringRef path, llvm::StringRef data);

} // namespace tilec::driver

#endif // TILEC_TOOLS_TILEC_SOURCEINPUT_H
