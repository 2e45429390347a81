//===- Compile.cpp - `tilec compile`: source to IR or code objects -------===//
#include "Driver.h"
#include "SourceInput.h"

#include "Pipeline/Pipeline.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

int tilec::driver::compileMain(int argc, char **argv) {
  cl::OptionCategory category("tilec compile options");
  cl::opt<std::string> inputFile(cl::Positional, cl::desc("<kernel .py or tile IR .mlir>"),
                                 cl::Required, cl::cat(category));
  KernelSpecOptions specOptions(category);
  cl::opt<std::string> emit(
      "emit", cl::desc("what to produce: tile (tile IR, the default)"), cl::init("tile"),
      cl::cat(category));
  cl::opt<std::string> output("o", cl::desc("output file (default: stdout)"),
                              cl::value_desc("path"), cl::init("-"), cl::cat(category));
  cl::HideUnrelatedOptions(category);
  if (!cl::ParseCommandLineOptions(argc, argv, "compile a Triton-language kernel\n",
                                   &errs()))
    return 1;

  mlir::MLIRContext context;
  SourceInput input;
  mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>> module =
      input.load(context, inputFile, specOptions.toSpec());
  if (failed(module))
    return 1;

  if (emit != "tile") {
    errs() << "tilec compile: error: unknown --emit value '" << emit
           << "' (expected: tile)\n";
    return 1;
  }
  std::string text;
  raw_string_ostream os(text);
  (*module)->print(os);
  return writeOutput(output, text) ? 0 : 1;
}
