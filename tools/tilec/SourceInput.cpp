//===- SourceInput.cpp - loading kernels for tilec subcommands -----------===//
#include "SourceInput.h"

#include "Driver.h"

#include "Pipeline/Pipeline.h"
#include "Tile/IR/TileDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace tilec;
using namespace tilec::driver;

KernelSpecOptions::KernelSpecOptions(cl::OptionCategory &category)
    : kernel("kernel", cl::desc("name of the @triton.jit function to compile"),
             cl::value_desc("name"), cl::cat(category)),
      signature(
          "signature",
          cl::desc("types of the non-constexpr parameters, in order, e.g. "
                   "\"*fp16:16,*fp16,i32:16,fp32\"; a tensor descriptor "
                   "parameter: \"tensordesc<fp16[64, 64]>\" "
                   "(docs/kernel-abi.md)"),
          cl::value_desc("sig"), cl::cat(category)),
      constexprs("constexpr",
                 cl::desc("value of a constexpr parameter (repeatable)"),
                 cl::value_desc("NAME=VALUE"), cl::cat(category)) {}

std::optional<KernelSpec> KernelSpecOptions::toSpec() const {
  KernelSpec spec;
  spec.kernelName = kernel;
  spec.signature = signature;
  for (const std::string &c : constexprs) {
    auto [name, value] = StringRef(c).split('=');
    name = name.trim();
    value = value.trim();
    if (name.empty() || value.empty() || !StringRef(c).contains('=')) {
      print(errs(), "tilec: error: --constexpr expects NAME=VALUE, got '{}'\n",
            c);
      return std::nullopt;
    }
    spec.constexprs.emplace_back(name.str(), value.str());
  }
  return spec;
}

mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>>
SourceInput::load(mlir::MLIRContext &context, StringRef path,
                  const std::optional<KernelSpec> &spec) {
  if (!spec)
    return mlir::failure();
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer =
      MemoryBuffer::getFileOrSTDIN(path);
  if (std::error_code ec = buffer.getError()) {
    print(errs(), "tilec: error: cannot read '{}': {}\n", path, ec.message());
    return mlir::failure();
  }
  sourceMgr_.AddNewSourceBuffer(std::move(*buffer), SMLoc());
  handler_ =
      std::make_unique<mlir::SourceMgrDiagnosticHandler>(sourceMgr_, &context);

  if (!path.ends_with(".mlir")) {
    if (spec->kernelName.empty()) {
      errs() << "tilec: error: --kernel is required\n";
      return mlir::failure();
    }
    return compileToTileIR(context, sourceMgr_, *spec);
  }

  mlir::DialectRegistry registry;
  registerAllDialects(registry);
  context.appendDialectRegistry(registry);
  context.loadAllAvailableDialects();
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr_, &context);
  if (!module || failed(mlir::verify(*module)))
    return mlir::failure();
  // Keep only the requested kernel so that later stages see exactly one.
  if (!spec->kernelName.empty()) {
    auto kernel = module->lookupSymbol<mlir::func::FuncOp>(spec->kernelName);
    if (!kernel) {
      print(errs(), "tilec: error: no function named '{}' in '{}'\n",
            spec->kernelName, path);
      return mlir::failure();
    }
  }
  if (failed(runTilePipeline(*module)))
    return mlir::failure();
  return module;
}

/// Writes `data` to `os` and returns the stream's write error, cleared (an
/// uncleared error ends the process when the stream is destroyed).
static Error writeAll(raw_fd_ostream &os, StringRef data) {
  os << data;
  os.flush();
  if (!os.has_error())
    return Error::success();
  std::error_code ec = os.error();
  os.clear_error();
  return errorCodeToError(ec);
}

Error tilec::driver::writeFileAtomically(StringRef path, StringRef data) {
  // A device or a pipe (/dev/null, /dev/stdout) is written in place.
  sys::fs::file_status status;
  if (!sys::fs::status(path, status) && sys::fs::exists(status) &&
      !sys::fs::is_regular_file(status) && !sys::fs::is_directory(status)) {
    std::error_code ec;
    raw_fd_ostream os(path, ec, sys::fs::OF_None);
    if (ec)
      return errorCodeToError(ec);
    return writeAll(os, data);
  }
  Expected<sys::fs::TempFile> temp =
      sys::fs::TempFile::create(path + ".tmp-%%%%%%");
  if (!temp)
    return temp.takeError();
  Error written = Error::success();
  {
    raw_fd_ostream os(temp->FD, /*shouldClose=*/false);
    written = writeAll(os, data);
  }
  if (written)
    return joinErrors(std::move(written), temp->discard());
  return temp->keep(path);
}

bool tilec::driver::writeOutput(StringRef path, StringRef data) {
  if (path == "-") {
    outs() << data;
    outs().flush();
    return true;
  }
  if (Error err = writeFileAtomically(path, data)) {
    print(errs(), "tilec: error: cannot write '{}': {}\n", path,
          toString(std::move(err)));
    return false;
  }
  return true;
}
