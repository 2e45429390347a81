//===- CodeGen.h - from an llvm::Module to loadable GPU code, in-process --===//
//
// The last stage of the pipeline: takes an LLVM module whose kernels are
// already in the target's form (amdgpu_kernel / ptx_kernel functions), and
// produces what a runtime loads: an HSA code object (AMDGPU, code object v5,
// linked by lld in-process) or PTX plus, when ptxas is installed, a cubin.
//
// Every entry point is safe to call from many threads at once as long as each
// call works on a module of its own LLVMContext. Errors a user can trigger
// (invalid IR, missing device libraries, link failures, backend errors) come
// back as llvm::Error; nothing here prints or exits.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_TARGET_CODEGEN_H
#define TILEC_LIB_TARGET_CODEGEN_H

#include "TargetTable/TargetTable.h"
#include "tilec/KernelStats.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <map>
#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace tilec {

/// A user's device library that the kernel's tile.extern_call ops call into
/// (tl.extern_elementwise with a function tilec does not know).
struct ExternLibrary {
  std::string name; // lib_name, for messages
  /// LLVM bitcode or IR (.bc/.ll) for the target's architecture, or HIP
  /// source (.hip/.cpp/.cc/.cu) that AMDGPU targets compile through comgr.
  std::string path;
  std::vector<std::string> symbols; // the functions the kernel calls
};

struct CodeGenOptions {
  /// 0-3: the new-PM pipeline level and the backend's CodeGenOptLevel.
  unsigned optLevel = 3;
  /// Directory holding ocml.bc/ockl.bc. Empty: $TILEC_DEVICE_LIB_PATH, else
  /// bundledDeviceLibPath() when tilec runs from a release package, else
  /// defaultDeviceLibPath().
  std::string deviceLibPath;
  /// NVPTX: CUDA's libdevice.10.bc. Empty: $TILEC_LIBDEVICE_PATH, else the
  /// first that exists of $CUDA_HOME/nvvm/libdevice/libdevice.10.bc and
  /// /usr/local/cuda/nvvm/libdevice/libdevice.10.bc.
  std::string libdevicePath;
  /// NVPTX: run ptxas to produce a cubin when it can be found.
  bool runPtxas = true;
  /// ptxas to use. Empty: `ptxas` on PATH, else /usr/local/cuda/bin/ptxas.
  std::string ptxasPath;
  /// AMDGPU: also keep the assembly text in CompiledBinary::assembly (costs a
  /// second code generation). NVPTX always keeps the PTX.
  bool keepAssembly = false;
  /// Let the backend contract a * b + c into fused multiply-adds (LLVM's
  /// FPOpFusion::Fast; Triton's enable_fp_fusion, which Triton enables by
  /// default). Off: every multiply and add rounds, as in the interpreter
  /// (NVPTX then emits .rn ops so ptxas does not fuse either).
  bool fpFusion = false;
  /// NVPTX: when ptxas's choice of registers holds a kernel one CTA per SM
  /// below what its threads and shared memory allow, assemble it again with
  /// the register cap of that level (`-maxrregcount`) and keep the result if
  /// it spills nothing. Only for modules of one kernel without a register
  /// cap of their own (`.maxnreg`), and only when the cap is at least 4/5 of
  /// ptxas's first choice (deeper cuts spill; each try is a ptxas run).
  bool occupancyRetry = false;
  /// Linked (only what is called) before the device libraries, then
  /// internalized and optimized into the kernels with them.
  std::vector<ExternLibrary> externLibraries;
};

struct CompiledBinary {
  std::vector<char> bytes; // what the runtime loads
  std::string format;      // "hsaco" | "ptx" | "cubin"
  std::string assembly;    // PTX (NVPTX), AMDGPU asm when keepAssembly
  std::vector<KernelStats> kernels;
  std::map<std::string, double> stageMs; // wall time per stage
};

/// Sets the module's triple and data layout from the target's TargetMachine,
/// requests code object v5 on AMDGPU, and verifies the IR.
llvm::Error prepareModule(llvm::Module &m, const TargetInfo &t);

/// Runs the new pass manager's default pipeline at `o.optLevel` with the
/// target's own pass-builder callbacks.
llvm::Error optimizeModule(llvm::Module &m, const TargetInfo &t,
                           const CodeGenOptions &o = CodeGenOptions());

/// A device library (ocml/ockl, libdevice) that the module calls into cannot
/// be found or read. `needed` lists the library functions the module calls,
/// so that a caller that still has the module's source locations (the
/// pipeline's LLVM-dialect module) can report the error at the first call.
class DeviceLibraryError : public llvm::ErrorInfo<DeviceLibraryError> {
public:
  static char ID;
  DeviceLibraryError(std::string message, std::vector<std::string> needed)
      : message(std::move(message)), needed(std::move(needed)) {}
  void log(llvm::raw_ostream &os) const override { os << message; }
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }

  std::string message;
  std::vector<std::string> needed;
};

/// AMDGPU: links ocml.bc / ockl.bc (only what is referenced) when the module
/// calls __ocml_* / __ockl_*, defines the __oclc_* control constants for `t`
/// and internalizes the library code (optimizeModule then inlines and folds
/// it). NVPTX: the same with CUDA's libdevice for __nv_* calls; the module
/// flag nvvm-reflect-ftz (0 unless the module set it) and a correctly rounded
/// sqrt answer libdevice's __nvvm_reflect queries. The user's libraries
/// (`o.externLibraries`) are linked first. A no-op for modules that call no
/// library function.
llvm::Error linkDeviceLibraries(llvm::Module &m, const TargetInfo &t,
                                const CodeGenOptions &o = CodeGenOptions());

/// The LLVM half of every compile, before code emission: prepareModule,
/// linkDeviceLibraries, then one optimizeModule over the kernels and the
/// library code together. Records the "prepare", "device-libs" and
/// "optimize" wall times in `stageMs` when given.
llvm::Error linkAndOptimize(llvm::Module &m, const TargetInfo &t,
                            const CodeGenOptions &o,
                            std::map<std::string, double> *stageMs = nullptr);

/// The device-library directory compiled in (Debian's rocm-device-libs).
llvm::StringRef defaultDeviceLibPath();

/// The device libraries a release package carries beside the library (or
/// executable) holding this code: `<dir>/amdgcn/bitcode` or
/// `<dir>/../lib/amdgcn/bitcode`, where <dir> is that file's directory; empty
/// when there are none (a development build).
const std::string &bundledDeviceLibPath();

/// AMDGPU assembly or PTX. Runs codegen on `m`, which it may modify.
llvm::Expected<std::string>
emitAssembly(llvm::Module &m, const TargetInfo &t,
             const CodeGenOptions &o = CodeGenOptions());

/// AMDGPU relocatable ELF object. Runs codegen on `m`, which it may modify.
llvm::Expected<std::vector<char>>
emitObject(llvm::Module &m, const TargetInfo &t,
           const CodeGenOptions &o = CodeGenOptions());

/// Links one AMDGPU relocatable object into an HSA code object with lld
/// (`ld.lld -shared --no-undefined`), in-process. Calls are serialized.
llvm::Expected<std::vector<char>> linkCodeObject(llvm::ArrayRef<char> object);

/// Everything above, in order. AMDGPU: an "hsaco". NVPTX: a "cubin" when ptxas
/// is found and runPtxas is set, else "ptx" (bytes hold the PTX text).
llvm::Expected<CompiledBinary>
compileModule(llvm::Module &m, const TargetInfo &t,
              const CodeGenOptions &o = CodeGenOptions());

/// Per-kernel statistics from a linked AMDGPU code object's NT_AMDGPU_METADATA
/// note (amdhsa.kernels). Occupancy is filled in when the code object's
/// amdhsa.target names a chip in the target table.
llvm::Expected<std::vector<KernelStats>>
readKernelStats(llvm::ArrayRef<char> codeObject);

/// Waves per SIMD a kernel can keep resident on `t` (0 for NVPTX):
///   min(maxWavesPerSIMD, byVGPR, bySGPR, byLDS) where
///   byVGPR = max(1, vgprFilePerLane / roundUp(vgprs, vgprAllocGranule)), or
///            no limit when vgprs < granule; on gfx90a+ `vgprs` is the unified
///            VGPR+AGPR count (roundUp(arch VGPRs, 4) + AGPRs), which is what
///            the code object's .vgpr_count holds;
///   bySGPR = GFX9 only: 10/9/8/7 waves for <=80/88/100/more SGPRs;
///   byLDS  = ceil(floor(ldsPerCU / lds) * wavesPerWorkgroup / simdsPerCU),
///            wavesPerWorkgroup = ceil(maxFlatWorkgroupSize / waveSize);
///            no limit without LDS.
/// This is LLVM's AMDGPU model (see TargetInfo.h). It ignores scratch,
/// dynamically sized LDS and the barrier-count limit (which never binds
/// before the wave limit on the table's chips).
unsigned computeWavesPerSIMD(const TargetInfo &t, unsigned vgprs,
                             unsigned sgprs, unsigned ldsBytes,
                             unsigned maxFlatWorkgroupSize);

/// Parses `ptxas -v` output into one KernelStats per compiled entry.
std::vector<KernelStats> parsePtxasInfo(llvm::StringRef log);

} // namespace tilec

#endif // TILEC_LIB_TARGET_CODEGEN_H
