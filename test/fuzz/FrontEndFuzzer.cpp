//===- FrontEndFuzzer.cpp - libFuzzer target: Triton source to tile IR ----===//
//
// The input is a Triton-language source file. Leading comment lines in the
// test/hostile header format say what to compile:
//
//   # KERNEL: add_kernel            (default "k")
//   # SIGNATURE: *fp32,*fp32,i32
//   # CONSTEXPR: BLOCK=1024         (any number of them)
//
// and the whole input (header included: it is Python comments) is the
// source. It goes through what `tilec compile --emit tile` runs: the front
// end, the verifier and the tile pipeline. Any failure must be a diagnostic.
//
//===----------------------------------------------------------------------===//
#include "FuzzCommon.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <cstddef>
#include <cstdint>

using namespace llvm;

/// Reads the `# KEY: value` lines at the top of `text` into `spec`.
static void parseHeader(StringRef text, tilec::KernelSpec &spec) {
  spec.kernelName = "k";
  while (text.consume_front("# ")) {
    auto [line, rest] = text.split('\n');
    text = rest;
    auto [key, value] = line.split(':');
    key = key.trim();
    value = value.trim();
    if (key == "KERNEL") {
      spec.kernelName = value.str();
    } else if (key == "SIGNATURE") {
      spec.signature = value.str();
    } else if (key == "CONSTEXPR") {
      auto [name, v] = value.split('=');
      spec.constexprs.emplace_back(name.trim().str(), v.trim().str());
    }
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  StringRef text(reinterpret_cast<const char *>(data), size);
  tilec::KernelSpec spec;
  parseHeader(text, spec);

  tilec::fuzz::FuzzContext fuzz;
  SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(MemoryBuffer::getMemBufferCopy(text, "fuzz.py"),
                               SMLoc());
  (void)tilec::compileToTileIR(fuzz.context, sourceMgr, spec);
  return 0;
}
