//===- FuzzCommon.h - shared set-up of tilec's MLIR fuzz targets ----------===//
#ifndef TILEC_TEST_FUZZ_FUZZCOMMON_H
#define TILEC_TEST_FUZZ_FUZZCOMMON_H

#include "Pipeline/Pipeline.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <memory>

namespace tilec::fuzz {

/// Every dialect the pipeline may create, registered once per process.
inline const mlir::DialectRegistry &registry() {
  static const mlir::DialectRegistry *r = [] {
    auto *registry = new mlir::DialectRegistry();
    registerAllDialects(*registry);
    return registry;
  }();
  return *r;
}

/// A fresh context per input (uniqued attributes and locations of earlier
/// inputs would otherwise pile up), single-threaded as `tilec` runs. Its
/// diagnostics are dropped unless TILEC_FUZZ_VERBOSE is set (to read them
/// when reproducing one input).
struct FuzzContext {
  FuzzContext() : context(registry(), mlir::MLIRContext::Threading::DISABLED) {
    context.loadAllAvailableDialects();
    static const bool verbose = std::getenv("TILEC_FUZZ_VERBOSE") != nullptr;
    handler = std::make_unique<mlir::ScopedDiagnosticHandler>(
        &context, [](mlir::Diagnostic &diag) {
          if (verbose)
            llvm::errs() << diag.getLocation() << ": " << diag << "\n";
          return mlir::success();
        });
  }
  mlir::MLIRContext context;
  std::unique_ptr<mlir::ScopedDiagnosticHandler> handler;
};

} // namespace tilec::fuzz

#endif // TILEC_TEST_FUZZ_FUZZCOMMON_H
