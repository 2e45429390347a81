//===- DeviceLibs.cpp - linking math bitcode libraries into kernel modules ===//
//
// AMDGPU: math (__ocml_*) and kernel-library (__ockl_*) calls are resolved
// against the ROCm device-library bitcode. The library's configuration knobs,
// which ROCm ships as one oclc_*.bc file per value, are defined here instead
// from the target table, so chips without an oclc_isa_version file (gfx942,
// gfx950, gfx1100, gfx1201 in ROCm 5.2) work too.
//
// NVPTX: __nv_* calls are resolved against CUDA's libdevice.10.bc. Its
// __nvvm_reflect queries are answered by NVVMReflect, which the NVPTX
// TargetMachine runs at the start of every new-PM pipeline and again before
// instruction selection.
//
// The AMD libraries are looked for in $TILEC_DEVICE_LIB_PATH, else beside the
// library holding this code (a release package carries them in
// lib/amdgcn/bitcode), else where Debian's rocm-device-libs puts them.
//
// Only the functions a module references are linked (Linker::LinkOnlyNeeded),
// before the module's one optimization pipeline (linkAndOptimize), which
// inlines the internalized library code into the kernels and folds it there.
//
// A user's libraries (tl.extern_elementwise of functions tilec does not know,
// CodeGenOptions::externLibraries) are linked first, the same way, so that
// their own calls into ocml/libdevice are resolved too: LLVM bitcode or IR
// for the target's architecture, or HIP source compiled for AMD targets
// through comgr with hiprtc's device runtime header (Comgr.h).
//
//===----------------------------------------------------------------------===//
#include "Target/CodeGen.h"
#include "Target/Comgr.h"
#include "Target/Internal.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Transforms/IPO/Internalize.h"

#include <cstdlib>
#include <dlfcn.h>
#include <mutex>

using namespace tilec;
using namespace tilec::detail;

llvm::StringRef tilec::defaultDeviceLibPath() {
  return "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode";
}

const std::string &tilec::bundledDeviceLibPath() {
  static const std::string dir = [] {
    // The file this function was loaded from: libtilec.so in a package.
    Dl_info info;
    if (!dladdr(reinterpret_cast<void *>(&tilec::bundledDeviceLibPath),
                &info) ||
        !info.dli_fname)
      return std::string();
    llvm::SmallString<256> self;
    if (llvm::sys::fs::real_path(info.dli_fname, self))
      return std::string();
    llvm::sys::path::remove_filename(self);
    for (llvm::StringRef rel : {"amdgcn/bitcode", "../lib/amdgcn/bitcode"}) {
      llvm::SmallString<256> candidate(self);
      llvm::sys::path::append(candidate, rel);
      llvm::SmallString<256> ocml(candidate);
      llvm::sys::path::append(ocml, "ocml.bc");
      if (llvm::sys::fs::is_regular_file(ocml)) {
        llvm::sys::path::remove_dots(candidate, /*remove_dot_dot=*/true);
        return std::string(candidate);
      }
    }
    return std::string();
  }();
  return dir;
}

static std::string deviceLibDir(const CodeGenOptions &o) {
  if (!o.deviceLibPath.empty())
    return o.deviceLibPath;
  if (const char *env = std::getenv("TILEC_DEVICE_LIB_PATH"); env && *env)
    return env;
  if (!bundledDeviceLibPath().empty())
    return bundledDeviceLibPath();
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

static constexpr llvm::StringLiteral kDefaultLibdevicePath =
    "/usr/local/cuda/nvvm/libdevice/libdevice.10.bc";

static std::string joinNames(const std::vector<std::string> &names) {
  std::string out;
  for (const std::string &name : names) {
    if (!out.empty())
      out += ", ";
    out += name;
  }
  return out;
}

/// Whether an AMDGPU device library was written for LLVM's lowering before
/// LLVM 17, when `llvm.sqrt.f32` was the hardware's square root
/// (`v_sqrt_f32`, 1 ulp): ROCm 5.2's OCML (Debian's) calls it where it wants
/// that fast root (asin, acos, ...) and builds the correctly rounded one on
/// top of it (`__ocml_sqrt_f32`). LLVM 17 and later lower a plain
/// `llvm.sqrt.f32` correctly rounded, and libraries written for that call
/// `llvm.amdgcn.sqrt.f32` for the fast root, which an older library never
/// declares.
static bool meansHardwareSqrt(const llvm::Module &library) {
  return !library.getFunction("llvm.amdgcn.sqrt.f32");
}

/// Gives the `llvm.sqrt.f32` calls in `f` the meaning they were written for:
/// the hardware's root, which LLVM emits for an approximate (`afn`) one,
/// instead of a correctly rounded sequence that the library then corrects
/// again (meansHardwareSqrt). Where the library needs denormal inputs
/// handled it scales them itself (`__ocml_sqrt_f32`).
static void markHardwareSqrt(llvm::Function &f) {
  for (llvm::Instruction &inst : llvm::instructions(f))
    if (auto *call = llvm::dyn_cast<llvm::IntrinsicInst>(&inst))
      if (call->getIntrinsicID() == llvm::Intrinsic::sqrt &&
          call->getType()->getScalarType()->isFloatTy())
        call->setHasApproxFunc(true);
}

/// Loads the library at `path` and links the functions `m` needs from it.
/// `remedy` tells the user how to provide the file when it cannot be read.
/// `amdgpu`: an AMDGPU device library (markHardwareSqrt where it applies).
static llvm::Error linkLibrary(llvm::Module &m, const Library &lib,
                               const llvm::Twine &path, llvm::StringRef remedy,
                               DiagnosticCapture &diags, bool amdgpu) {
  std::string needs = joinNames(lib.needed);
  llvm::Expected<llvm::MemoryBufferRef> bytes = libraryBytes(path.str());
  if (!bytes)
    return llvm::make_error<DeviceLibraryError>(
        ("device library " + path + " is needed for " + needs +
         " but cannot be read (" + llvm::toString(bytes.takeError()) + "); " +
         remedy)
            .str(),
        lib.needed);
  llvm::Expected<std::unique_ptr<llvm::Module>> library =
      llvm::getLazyBitcodeModule(*bytes, m.getContext());
  if (!library)
    return makeError("device library " + path + " does not load in LLVM " +
                     LLVM_VERSION_STRING + ": " +
                     llvm::toString(library.takeError()));
  // The bitcode's layout string predates LLVM 22's and libdevice's triple is
  // nvptx64-nvidia-gpulibs; the code is layout-agnostic (it was compiled for
  // the same address spaces).
  (*library)->setTargetTriple(m.getTargetTriple());
  (*library)->setDataLayout(m.getDataLayout());
  // When the library's square roots need their meaning restored: what `m`
  // defines before the link (the functions defined after it and not
  // before came from the library).
  bool hardwareSqrt = amdgpu && meansHardwareSqrt(**library);
  llvm::DenseSet<const llvm::Function *> definedBefore;
  if (hardwareSqrt)
    for (const llvm::Function &f : m)
      if (!f.isDeclaration())
        definedBefore.insert(&f);
  if (llvm::Linker::linkModules(m, std::move(*library),
                                llvm::Linker::Flags::LinkOnlyNeeded))
    return diags.takeError("linking " + path);
  if (diags.hasErrors())
    return diags.takeError("linking " + path);
  if (hardwareSqrt)
    for (llvm::Function &f : m)
      if (!f.isDeclaration() && !definedBefore.contains(&f))
        markHardwareSqrt(f);
  for (const std::string &name : lib.needed) {
    llvm::Function *f = m.getFunction(name);
    if (f && f->isDeclaration())
      return makeError("device library " + path + " does not define " + name);
  }
  return llvm::Error::success();
}

/// Where libdevice is looked for, in order. A path the user chose (option or
/// $TILEC_LIBDEVICE_PATH) is the only candidate, so that a mistyped path is an
/// error rather than a silent switch to another CUDA installation.
static std::vector<std::string> libdeviceCandidates(const CodeGenOptions &o) {
  if (!o.libdevicePath.empty())
    return {o.libdevicePath};
  if (const char *env = std::getenv("TILEC_LIBDEVICE_PATH"); env && *env)
    return {env};
  std::vector<std::string> out;
  if (const char *cuda = std::getenv("CUDA_HOME"); cuda && *cuda) {
    llvm::SmallString<256> path(cuda);
    llvm::sys::path::append(path, "nvvm", "libdevice", "libdevice.10.bc");
    out.push_back(std::string(path));
  }
  out.push_back(kDefaultLibdevicePath.str());
  return out;
}

/// The libdevice file to link for `lib.needed`, or an error naming every path
/// tried and the first function that needs it.
static llvm::Expected<std::string> findLibdevice(const CodeGenOptions &o,
                                                 const Library &lib) {
  std::vector<std::string> candidates = libdeviceCandidates(o);
  for (const std::string &path : candidates)
    if (llvm::sys::fs::is_regular_file(path))
      return path;
  std::string needs = lib.needed.front();
  if (lib.needed.size() > 1)
    needs += " (and " + std::to_string(lib.needed.size() - 1) + " more)";
  return llvm::make_error<DeviceLibraryError>(
      "CUDA libdevice is needed for " + needs + " but was not found (tried " +
          joinNames(candidates) +
          "); install the CUDA toolkit's nvvm component, or set "
          "TILEC_LIBDEVICE_PATH to libdevice.10.bc or CUDA_HOME",
      lib.needed);
}

/// Answers libdevice's __nvvm_reflect queries that NVVMReflect does not know.
/// It resolves __CUDA_ARCH from the TargetMachine and __CUDA_FTZ from the
/// nvvm-reflect-ftz module flag (set here to 0, denormals preserved, unless the
/// module chose), and every other query to 0; for __CUDA_PREC_SQRT that would
/// mean sqrt.approx, so it is answered 1 (IEEE sqrt, nvcc's default) here.
static void defineReflectControls(llvm::Module &m) {
  if (!m.getModuleFlag("nvvm-reflect-ftz"))
    m.addModuleFlag(llvm::Module::Override, "nvvm-reflect-ftz", /*Val=*/0u);
  llvm::Function *reflect = m.getFunction("__nvvm_reflect");
  if (!reflect)
    return;
  for (llvm::User *user : llvm::make_early_inc_range(reflect->users())) {
    auto *call = llvm::dyn_cast<llvm::CallInst>(user);
    if (!call || call->getCalledFunction() != reflect || call->arg_size() != 1)
      continue;
    auto *name = llvm::dyn_cast<llvm::GlobalVariable>(
        call->getArgOperand(0)->stripPointerCasts());
    if (!name || !name->hasDefinitiveInitializer())
      continue;
    auto *text =
        llvm::dyn_cast<llvm::ConstantDataSequential>(name->getInitializer());
    if (!text || !text->isCString() ||
        text->getAsCString() != "__CUDA_PREC_SQRT")
      continue;
    call->replaceAllUsesWith(llvm::ConstantInt::get(call->getType(), 1));
    call->eraseFromParent();
  }
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

char DeviceLibraryError::ID = 0;

static bool isHipSource(llvm::StringRef path) {
  llvm::StringRef ext = llvm::sys::path::extension(path);
  return ext == ".hip" || ext == ".cpp" || ext == ".cc" || ext == ".cu" ||
         ext == ".cxx";
}

/// HIP source compiled for `isa`, once per (source, isa) per process.
static llvm::Expected<std::string>
hipBitcode(llvm::StringRef source, llvm::StringRef path, llvm::StringRef isa) {
  static std::mutex mutex;
  static std::map<std::pair<std::string, std::string>, std::string> cache;
  std::array<uint8_t, 32> sum = llvm::SHA256::hash(llvm::ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(source.data()), source.size()));
  std::pair<std::string, std::string> key(
      std::string(reinterpret_cast<const char *>(sum.data()), sum.size()),
      isa.str());
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = cache.find(key);
    if (it != cache.end())
      return it->second;
  }
  llvm::Expected<std::vector<char>> bc = hipSourceToBitcode(source, path, isa);
  if (!bc)
    return bc.takeError();
  std::lock_guard<std::mutex> lock(mutex);
  return cache.emplace(key, std::string(bc->begin(), bc->end())).first->second;
}

/// Loads the user library `lib` (read anew each compile: it is the user's
/// file) and links the functions the kernel calls from it. Errors name the
/// library and list its symbols, so that the pipeline reports them at the
/// first call.
static llvm::Error linkExternLibrary(llvm::Module &m, const TargetInfo &t,
                                     const ExternLibrary &lib,
                                     DiagnosticCapture &diags) {
  auto fail = [&](const llvm::Twine &message) -> llvm::Error {
    return llvm::make_error<DeviceLibraryError>(message.str(), lib.symbols);
  };
  std::string what = "extern library '" + lib.name + "' (" + lib.path + ")";
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(lib.path, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/true);
  if (!file)
    return fail(what + " cannot be read: " + file.getError().message());
  std::unique_ptr<llvm::MemoryBuffer> bytes = std::move(*file);
  if (isHipSource(lib.path)) {
    if (!t.isAMDGPU())
      return fail(what +
                  " is HIP source, which tilec compiles for AMD targets "
                  "only; for " +
                  std::string(t.name) +
                  " give LLVM bitcode (clang-22 --cuda-device-only "
                  "-emit-llvm -c)");
    std::string isa = "amdgcn-amd-amdhsa--" + std::string(t.cpu);
    llvm::Expected<std::string> bc =
        hipBitcode(bytes->getBuffer(), lib.path, isa);
    if (!bc)
      return fail(what + ": " + llvm::toString(bc.takeError()));
    bytes = llvm::MemoryBuffer::getMemBufferCopy(*bc, lib.path);
  }
  llvm::SMDiagnostic parseError;
  std::unique_ptr<llvm::Module> library =
      llvm::parseIR(bytes->getMemBufferRef(), parseError, m.getContext());
  if (!library)
    return fail(what + " is not LLVM bitcode or IR that LLVM " +
                LLVM_VERSION_STRING + " reads (line " +
                llvm::Twine(parseError.getLineNo()) + ": " +
                parseError.getMessage() + ")");
  const llvm::Triple &libTriple = library->getTargetTriple();
  const llvm::Triple &triple = m.getTargetTriple();
  if (libTriple.getArch() != triple.getArch())
    return fail(
        what + " is code for " +
        (libTriple.str().empty() ? std::string("no target") : libTriple.str()) +
        ", not for " + std::string(t.name) + " (" + triple.str() + ")");
  for (const std::string &symbol : lib.symbols) {
    llvm::Function *def = library->getFunction(symbol);
    if (!def || def->isDeclaration())
      return llvm::make_error<DeviceLibraryError>(
          what + " does not define '" + symbol + "'",
          std::vector<std::string>{symbol});
    llvm::Function *use = m.getFunction(symbol);
    if (use && use->getFunctionType() != def->getFunctionType()) {
      std::string have, want;
      llvm::raw_string_ostream(have) << *def->getFunctionType();
      llvm::raw_string_ostream(want) << *use->getFunctionType();
      return llvm::make_error<DeviceLibraryError>(
          "'" + symbol + "' is " + have + " in " + what +
              ", but the kernel calls it as " + want +
              " (check arg_type_symbol_dict)",
          std::vector<std::string>{symbol});
    }
    // The library's own attributes must not forbid inlining it into the
    // kernels (e.g. HIP's noinline at -O0); its visibility may be hidden.
    def->removeFnAttr(llvm::Attribute::NoInline);
    def->removeFnAttr(llvm::Attribute::OptimizeNone);
    def->setVisibility(llvm::GlobalValue::DefaultVisibility);
  }
  library->setTargetTriple(m.getTargetTriple());
  library->setDataLayout(m.getDataLayout());
  if (llvm::Linker::linkModules(m, std::move(library),
                                llvm::Linker::Flags::LinkOnlyNeeded) ||
      diags.hasErrors())
    return fail(llvm::toString(diags.takeError("linking " + what)));
  return llvm::Error::success();
}

llvm::Error tilec::linkDeviceLibraries(llvm::Module &m, const TargetInfo &t,
                                       const CodeGenOptions &o) {
  // What the module defines itself stays external; library code does not.
  llvm::StringSet<> ownDefinitions;
  for (llvm::GlobalValue &gv : m.global_values())
    if (!gv.isDeclaration())
      ownDefinitions.insert(gv.getName());
  if (!o.externLibraries.empty()) {
    if (llvm::Error err = ensurePrepared(m, t))
      return err;
    DiagnosticCapture diags(m.getContext());
    for (const ExternLibrary &lib : o.externLibraries)
      if (llvm::Error err = linkExternLibrary(m, t, lib, diags))
        return err;
  }

  std::vector<Library> libraries;
  if (t.isAMDGPU())
    libraries = {{"ocml.bc", "__ocml_", {}}, {"ockl.bc", "__ockl_", {}}};
  else
    libraries = {{"libdevice.10.bc", "__nv_", {}}};
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
  if (!any && o.externLibraries.empty())
    return llvm::Error::success();
  if (llvm::Error err = ensurePrepared(m, t))
    return err;

  if (any) {
    DiagnosticCapture diags(m.getContext());
    if (t.isAMDGPU()) {
      std::string dir = deviceLibDir(o);
      for (const Library &lib : libraries) {
        if (lib.needed.empty())
          continue;
        llvm::SmallString<256> path(dir);
        llvm::sys::path::append(path, lib.file);
        if (llvm::Error err = linkLibrary(
                m, lib, path,
                "install rocm-device-libs or set TILEC_DEVICE_LIB_PATH", diags,
                /*amdgpu=*/true))
          return err;
      }
    } else {
      llvm::Expected<std::string> path = findLibdevice(o, libraries.front());
      if (!path)
        return path.takeError();
      if (llvm::Error err = linkLibrary(
              m, libraries.front(), *path,
              "set TILEC_LIBDEVICE_PATH to a readable libdevice.10.bc", diags,
              /*amdgpu=*/false))
        return err;
    }
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
  if (t.isAMDGPU()) {
    if (llvm::Error err = defineControlConstants(m, t))
      return err;
  } else {
    defineReflectControls(m);
  }
  llvm::internalizeModule(m, [&](const llvm::GlobalValue &gv) {
    return ownDefinitions.contains(gv.getName());
  });
  return llvm::Error::success();
}
