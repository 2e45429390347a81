//===- CodeObject.h - what an AMD code object holds -----------------------===//
//
// Reads any AMD code object (tilec's or not): its ISA, code object version
// and, per kernel, the metadata figures (registers, LDS, scratch, spills,
// kernarg size), through ROCm's comgr when it loads (dlopened) and through
// tilec's own reader, every figure cross-checked; and disassembles it
// through comgr. `tilec inspect` and `tilec compile --stats` print the same.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_CODEOBJECT_H
#define TILEC_CODEOBJECT_H

#include "tilec/KernelStats.h"
#include "tilec/Runtime.h"

#include <cstddef>
#include <string>
#include <vector>

#pragma GCC visibility push(default)

namespace tilec {

/// Who reads an AMD code object's metadata.
enum class MetadataReader {
  Auto,  // comgr and tilec's reader, cross-checked; tilec's alone without comgr
  Comgr, // comgr only (an error without it)
  Builtin, // tilec's reader only
};

/// What an AMD code object holds.
struct CodeObjectInfo {
  std::string isa;                // "amdgcn-amd-amdhsa--gfx90a"; empty when
                                  // only tilec's reader read it
  unsigned codeObjectVersion = 0; // 5 for amdhsa.version 1.2; 0: not read
  std::string readBy; // "comgr 2.4 and tilec's reader", "tilec's reader
                      // (comgr not available: ...)", ...
  std::vector<KernelStats> kernels;
};

/// The code object's ISA, version and per-kernel figures. With
/// MetadataReader::Auto and comgr present both readers run and a figure they
/// disagree on is an error naming it.
rt::Result<CodeObjectInfo>
readCodeObject(const void *image, std::size_t bytes,
               MetadataReader reader = MetadataReader::Auto);

/// The code object disassembled by comgr (an error without comgr, or for a
/// chip the installed comgr does not know).
rt::Result<std::string> disassembleCodeObject(const void *image,
                                              std::size_t bytes);

} // namespace tilec

#pragma GCC visibility pop

#endif // TILEC_CODEOBJECT_H
