//===- Comgr.h - AMD code objects read through ROCm's comgr --------------===//
//
// comgr (libamd_comgr, ROCm's code object manager) reads the metadata of an
// AMD code object and disassembles it the way the ROCm tools do. tilec has its
// own metadata reader (readKernelStats, used by `tilec compile --stats`); comgr
// is the independent second opinion and the disassembler, for any code
// object, including ones tilec did not produce (`tilec inspect`). Loaded with
// dlopen like HIP (any of the sonames a ROCm install ships), never linked:
// without it tilec works as before and says where comgr was needed.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_TARGET_COMGR_H
#define TILEC_LIB_TARGET_COMGR_H

#include "tilec/CodeObject.h"
#include "tilec/KernelStats.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace tilec {

/// What comgr reads from a code object.
struct ComgrCodeObject {
  std::string isa;           // "amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-"
  unsigned versionMajor = 0; // amdhsa.version (code object v5: 1.2)
  unsigned versionMinor = 0;
  std::vector<KernelStats> kernels; // metadata figures (no occupancy/sizes)
};

/// Whether comgr could be loaded; if not, `why` says what was tried.
bool comgrAvailable(std::string *why = nullptr);

/// comgr's version ("2.4"), empty when unavailable.
std::string comgrVersion();

/// The code object's ISA and kernel metadata, read by comgr.
llvm::Expected<ComgrCodeObject> comgrInspect(llvm::ArrayRef<char> codeObject);

/// The code object disassembled by comgr (llvm-objdump style text).
llvm::Expected<std::string> comgrDisassemble(llvm::ArrayRef<char> codeObject);

/// The code object's ISA, code object version and per-kernel metadata
/// figures. With MetadataReader::Auto and comgr present both readers run and
/// every figure is cross-checked: a disagreement is an error naming it.
llvm::Expected<CodeObjectInfo>
inspectCodeObject(llvm::ArrayRef<char> codeObject, MetadataReader reader);

/// "auto", "comgr", "builtin" -> the reader; nullopt for anything else.
std::optional<MetadataReader> parseMetadataReader(llvm::StringRef name);

/// HIP source of device functions compiled to LLVM bitcode for `isa`
/// ("amdgcn-amd-amdhsa--gfx90a"), with hiprtc's device runtime header
/// (libhiprtc-builtins: what hiprtc compiles with, so __device__, the HIP
/// math functions and vector types are there as in hiprtc) and comgr's HIP
/// compile action (relocatable device code: -fgpu-rdc keeps the non-kernel
/// functions). ROCm 5.2's hiprtc itself returns only linked code objects,
/// never bitcode, hence comgr for the compile step. Errors carry the
/// compiler's log, its locations naming `path` (the source's file).
llvm::Expected<std::vector<char>> hipSourceToBitcode(llvm::StringRef source,
                                                     llvm::StringRef path,
                                                     llvm::StringRef isa);

/// Whether HIP source can be compiled (comgr and hiprtc's header library
/// load); if not, `why` says what is missing.
bool hipCompileAvailable(std::string *why = nullptr);

} // namespace tilec

#endif // TILEC_LIB_TARGET_COMGR_H
