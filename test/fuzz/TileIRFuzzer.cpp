//===- TileIRFuzzer.cpp - libFuzzer target: tile IR text to the LLVM dialect =//
//
// The input is MLIR text, as `tilec compile kernel.mlir` reads it: parsed with
// every pipeline dialect registered and verified; the tile pipeline runs on
// it; when that succeeds, the GPU pipeline for gfx942 (layout assignment,
// clean-ups) and convert-tile-to-llvm. Translation to LLVM IR and code
// generation are upstream LLVM and slow, so they are left out to keep each
// input fast. Any failure must be a diagnostic.
//
//===----------------------------------------------------------------------===//
#include "FuzzCommon.h"

#include "Conversion/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include <cstddef>
#include <cstdint>
#include <string>

using namespace mlir;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // NUL-terminated, as every tilec caller hands MLIR its text (a file's
  // MemoryBuffer, the JIT's std::string): MLIR's lexer relies on the
  // terminator and reads past the end of a bare fuzzer buffer.
  std::string text(reinterpret_cast<const char *>(data), size);
  tilec::fuzz::FuzzContext fuzz;
  ParserConfig config(&fuzz.context);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(text, config, "fuzz.mlir");
  if (!module || failed(verify(*module)) ||
      failed(tilec::runTilePipeline(*module)))
    return 0;

  const tilec::TargetInfo *target = tilec::lookupTarget("gfx942");
  PassManager pm(&fuzz.context);
  tilec::buildGPUPipeline(pm, *target, tilec::GPUCompileOptions());
  tilec::ConvertTileToLLVMOptions options;
  options.chip = "gfx942";
  pm.addPass(tilec::createConvertTileToLLVM(options));
  (void)pm.run(*module);
  return 0;
}
