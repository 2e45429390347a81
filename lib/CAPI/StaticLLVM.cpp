//===- StaticLLVM.cpp - what the static LLVM archives expect of the link --===//
//
// Built into libtilec.so in the release build only (-DTILEC_STATIC_LLVM=ON).
// Debian's LLVM has Polly registered as a pass-builder extension
// (llvm/Support/Extension.def), so its static libLLVMLTO.a, which lld pulls
// in, references getPollyPluginInfo(); Polly itself ships only as a plugin.
// tilec never runs LTO (lld links finished AMDGPU objects), so the extension
// registers nothing.
//
//===----------------------------------------------------------------------===//
#include "llvm/Config/llvm-config.h"
#include "llvm/Plugins/PassPlugin.h"

llvm::PassPluginLibraryInfo getPollyPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "Polly (not included)", LLVM_VERSION_STRING,
          [](llvm::PassBuilder &) {}};
}
