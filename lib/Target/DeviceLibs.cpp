//===- DeviceLibs.cpp - linking ROCm's ocml/ockl bitcode into AMDGPU modules
//===//
//
// Math (__ocml_*) and kernel-library (__ockl_*) calls are resolved against the
// ROCm device-library bitcode. Only the functions a module references are
// linked (Linker::LinkOnlyNeeded). The library's configuration knobs, which
// ROCm ships as one oclc_*.bc file per value, are defined here instead from
// the target table, so chips without an oclc_isa_version file (gfx942, gfx950,
// gfx1100, gfx1201 in ROCm 5.2) work too.
//
//===----------------------------------------------------------------------===//
#include "Target/CodeGen.h"
#include "Target/Internal.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Transforms/IPO/Internalize.h"

#include <cstdlib>
#include <mutex>

using namespace tilec;
using namespace tilec::detail;

llvm::StringRef tilec::defaultDeviceLibPath() {
  return "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode";
}

static std::string deviceLibDir(const CodeGenOptions &o) {
  if (!o.deviceLibPath.empty())
    return o.deviceLibPath;
  if (const char *env = std::getenv("TILEC_DEVICE_LIB_PATH"); env && *env)
    return env;
  return defaultDeviceLibPath().str();
}

/// The bytes of a library file, read once per process. Every compile parses
/// its own Module from them (modules belong to one LLVMContext); the buffers
/// live until exit, which lazily loaded modules rely on.
static llvm::Expected<llvm::MemoryBufferRef>
libraryBytes(const std::string &path) {
  static std::mutex mutex;
  static llvm::StringMap<std::unique_ptr<llvm::MemoryBuffer>> cache;
  std::lock_guard<std::mutex> lock(mutex);
  auto it = cache.find(path);
  if (it != cache.end())
    return it->second->getMemBufferRef();
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!buffer)
    return llvm::errorCodeToError(buffer.getError());
  llvm::MemoryBufferRef ref = (*buffer)->getMemBufferRef();
  cache[path] = std::move(*buffer);
  return ref;
}

namespace {
struct Library {
  llvm::StringRef file;   // "ocml.bc"
  llvm::StringRef prefix; // "__ocml_"
  std::vector<std::string> needed;
};
} // namespace

static std::string joinNames(const std::vector<std::string> &names) {
  std::string out;
  for (const std::string &name : names) {
    if (!out.empty())
      out += ", ";
    out += name;
  }
  return out;
}

/// Loads `lib` from `dir` and links the functions `m` needs from it.
static llvm::Error linkLibrary(llvm::Module &m, const Library &lib,
                               const std::string &dir,
                               DiagnosticCapture &diags) {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, lib.file);
  std::string needs = joinNames(lib.needed);
  llvm::Expected<llvm::MemoryBufferRef> bytes = libraryBytes(std::string(path));
  if (!bytes)
    return makeError(
        "device library " + path + " is needed for " + needs +
        " but cannot be read (" + llvm::toString(bytes.takeError()) +
        "); install rocm-device-libs or set TILEC_DEVICE_LIB_PATH");
  llvm::Expected<std::unique_ptr<llvm::Module>> library =
      llvm::getLazyBitcodeModule(*bytes, m.getContext());
  if (!library)
    return makeError("device library " + path + " does not load in LLVM " +
                     LLVM_VERSION_STRING + ": " +
                     llvm::toString(library.takeError()));
  // The bitcode's layout string predates LLVM 22's; the code is layout-agnostic
  // (it was compiled for the same address spaces).
  (*library)->setTargetTriple(m.getTargetTriple());
  (*library)->setDataLayout(m.getDataLayout());
  if (llvm::Linker::linkModules(m, std::move(*library),
                                llvm::Linker::Flags::LinkOnlyNeeded))
    return diags.takeError("linking " + path);
  if (diags.hasErrors())
    return diags.takeError("linking " + path);
  for (const std::string &name : lib.needed) {
    llvm::Function *f = m.getFunction(name);
    if (f && f->isDeclaration())
      return makeError("device library " + path + " does not define " + name);
  }
  return llvm::Error::success();
}

/// Gives the __oclc_* knobs the library code reads their values for `t`.
static llvm::Error defineControlConstants(llvm::Module &m,
                                          const TargetInfo &t) {
  struct Knob {
    llvm::StringRef name;
    unsigned value;
  };
  const Knob knobs[] = {
      {"__oclc_ISA_version", t.oclcIsaVersion},
      {"__oclc_ABI_version", 500},
      {"__oclc_wavefrontsize64", t.warpSize == 64 ? 1u : 0u},
      {"__oclc_finite_only_opt", 0},
      {"__oclc_unsafe_math_opt", 0},
      {"__oclc_daz_opt", 0},
      {"__oclc_correctly_rounded_sqrt32", 1},
  };
  for (const Knob &knob : knobs) {
    llvm::GlobalVariable *gv = m.getNamedGlobal(knob.name);
    // Unreferenced, or the module chose its own value.
    if (!gv || !gv->isDeclaration())
      continue;
    if (!gv->getValueType()->isIntegerTy())
      return makeError("device library declares " + knob.name +
                       " with a non-integer type; unsupported library version");
    gv->setInitializer(llvm::ConstantInt::get(gv->getValueType(), knob.value));
    gv->setConstant(true);
    gv->setLinkage(llvm::GlobalValue::LinkOnceODRLinkage);
    gv->setVisibility(llvm::GlobalValue::ProtectedVisibility);
  }
  return llvm::Error::success();
}

llvm::Error tilec::linkDeviceLibraries(llvm::Module &m, const TargetInfo &t,
                                       const CodeGenOptions &o) {
  if (!t.isAMDGPU())
    return llvm::Error::success();
  Library libraries[] = {{"ocml.bc", "__ocml_", {}},
                         {"ockl.bc", "__ockl_", {}}};
  bool any = false;
  for (llvm::Function &f : m) {
    if (!f.isDeclaration() || f.isIntrinsic())
      continue;
    for (Library &lib : libraries) {
      if (f.getName().starts_with(lib.prefix)) {
        lib.needed.push_back(f.getName().str());
        any = true;
      }
    }
  }
  if (!any)
    return llvm::Error::success();
  if (llvm::Error err = ensurePrepared(m, t))
    return err;

  // What the module defines itself stays external; library code does not.
  llvm::StringSet<> ownDefinitions;
  for (llvm::GlobalValue &gv : m.global_values())
    if (!gv.isDeclaration())
      ownDefinitions.insert(gv.getName());

  {
    DiagnosticCapture diags(m.getContext());
    std::string dir = deviceLibDir(o);
    for (const Library &lib : libraries)
      if (!lib.needed.empty())
        if (llvm::Error err = linkLibrary(m, lib, dir, diags))
          return err;
  }

  for (llvm::Function &f : m) {
    if (f.isDeclaration() || ownDefinitions.contains(f.getName()))
      continue;
    // ROCm 5.2 tags some functions with features of the chips it was built
    // for; this module's TargetMachine decides instead, which also keeps the
    // library inlinable into the kernels.
    f.removeFnAttr("target-cpu");
    f.removeFnAttr("target-features");
  }
  if (llvm::Error err = defineControlConstants(m, t))
    return err;
  llvm::internalizeModule(m, [&](const llvm::GlobalValue &gv) {
    return ownDefinitions.contains(gv.getName());
  });
  return optimizeModule(m, t, o);
}
