//===- TargetInfo.h - the one table of target differences ----------------===//
//
// Every chip difference the compiler knows lives in this table: wave size,
// shared-memory (LDS) size, register file, matrix unit. Passes take a
// TargetInfo (looked up from a `chip=` option or `--target`), never compare
// chip names themselves.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_TARGET_TARGETINFO_H
#define TILEC_LIB_TARGET_TARGETINFO_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace tilec {

enum class Arch { AMDGPU, NVPTX };

/// How a butterfly exchange between lanes (`lane ^ mask`) is done.
/// - ShflSync: NVPTX `shfl.sync.bfly`.
/// - Gfx9: DPP quad_perm for masks 1 and 2, `ds_swizzle` (bitmask mode, an
///   immediate pattern) below 32, `ds_bpermute` for 32.
/// - Gfx10: DPP row_xmask below 16, `v_permlanex16` for 16, `ds_bpermute` for
///   32 (wave64 only).
/// Only ds_bpermute needs an address register; the others take immediates.
enum class CrossLane { ShflSync, Gfx9, Gfx10 };

/// The matrix-multiply hardware a target offers to `tile.dot`.
enum class MatrixUnit { None, MFMA, WMMA, MMASync };

/// Operand and accumulator types of a matrix-core instruction.
/// - F16: f16 x f16 or bf16 x bf16 -> f32.
/// - I8: i8 x i8 -> i32 (signed bytes, as the interpreter computes).
/// - F8: fp8 x fp8 -> f32 in the OCP encodings of the tile dialect (e4m3fn,
///   e5m2); chips whose matrix cores read other fp8 encodings (gfx942's
///   FNUZ variants) do not list it.
enum class MmaOperands { F16, I8, F8 };

/// One matrix-core instruction a target offers: a #tilegpu.mma kind
/// (TileGPU/IR/Layout.cpp defines its register layouts) and the operand
/// types it is available for on that target.
struct MmaKind {
  llvm::StringRef kind;
  MmaOperands operands;
};

/// The threads an atomic access synchronizes with (Triton's `scope=`).
enum class SyncScope { Cta, Gpu, System };

struct TargetInfo {
  llvm::StringRef name; // what users type: "gfx942", "sm_90"
  Arch arch;
  llvm::StringRef triple;   // LLVM target triple
  llvm::StringRef cpu;      // LLVM CPU name
  llvm::StringRef features; // LLVM feature string
  unsigned warpSize;        // lanes per wave/warp
  unsigned sharedMemBytes;  // LDS / shared memory per workgroup
  unsigned vgprsPerLane; // architectural vector registers per lane (no AGPRs)
  unsigned agprsPerLane; // accumulation registers per lane (CDNA); 0 elsewhere
  unsigned maxThreadsPerBlock;
  MatrixUnit matrixUnit;
  // Value of ocml's __oclc_ISA_version (9402 for gfx942); 0 for NVPTX.
  unsigned oclcIsaVersion;
  unsigned smVersion; // NVPTX compute capability * 10 (90); 0 for AMDGPU

  // Occupancy model (AMDGPU; all 0 for NVPTX), used by computeWavesPerSIMD in
  // Target/CodeGen.h. The values are LLVM's own (llvm-project
  // llvm/lib/Target/AMDGPU/Utils/AMDGPUBaseInfo.cpp: getMaxWavesPerEU,
  // getTotalNumVGPRs, getVGPRAllocGranule, getEUsPerCU, getLocalMemorySize,
  // getOccupancyWithNumSGPRs; GFX11's 1.5x VGPR file: reviews.llvm.org/D134522)
  // and were cross-checked against the `; Occupancy:` comment llc-22 prints
  // for VGPR-, SGPR- and LDS-bound kernels on each chip.

  // SIMDs sharing a workgroup's LDS: 4 (CDNA CU, RDNA WGP).
  unsigned simdsPerCU;
  // Hardware wave slots per SIMD.
  unsigned maxWavesPerSIMD;
  // VGPR (+AGPR on CDNA) file per SIMD, in registers per lane.
  unsigned vgprFilePerLane;
  // Registers per lane are allocated in multiples of this.
  unsigned vgprAllocGranule;
  // LDS shared by the workgroups resident on one CU (WGP on RDNA).
  unsigned ldsPerCU;
  // GFX9 has 800 SGPRs per SIMD; from GFX10 on SGPRs never limit occupancy.
  bool sgprsLimitOccupancy;

  // The matrix-core instructions `tile.dot` may use, preferred first: the
  // largest instruction tile (M x N, then K) first. The layout pass takes,
  // per dot, the first one for the dot's operand types whose M and N fit
  // the tile each warp computes; the lowering refuses kinds not listed.
  llvm::ArrayRef<MmaKind> mmaKinds;
  CrossLane crossLane;

  /// Shared memory a kernel may declare statically: CUDA caps static
  /// __shared__ at 48 KiB (tilec's NVIDIA kernels beyond it use dynamic
  /// shared memory up to sharedMemBytes, sized by the runtime from the
  /// module); AMDGPU has no such cap below the LDS.
  unsigned staticSharedMemBytes() const {
    return arch == Arch::NVPTX ? 49152u : sharedMemBytes;
  }

  /// True if `kind` is among mmaKinds for `operands`.
  bool offersMma(llvm::StringRef kind, MmaOperands operands) const {
    for (const MmaKind &entry : mmaKinds)
      if (entry.kind == kind && entry.operands == operands)
        return true;
    return false;
  }

  /// `ldmatrix` (sm_75+; every mma.sync target): a warp reads 8x8 tiles of
  /// 16-bit elements from shared memory straight into mma.sync's operand
  /// registers, transposing them on the way if asked.
  bool hasLdMatrix() const { return matrixUnit == MatrixUnit::MMASync; }

  /// `cp.async` (sm_80+): copies from global to shared memory that bypass
  /// registers and complete asynchronously (tile-pipeline-async).
  bool hasAsyncCopy() const { return arch == Arch::NVPTX && smVersion >= 80; }

  /// Hopper's warpgroup matrix multiply (`wgmma.mma_async`): only on the
  /// architecture-specific sm_90a target (PTX refuses it for plain sm_90).
  bool hasWgmma() const {
    return arch == Arch::NVPTX && smVersion >= 90 && cpu.ends_with("a");
  }

  bool isAMDGPU() const { return arch == Arch::AMDGPU; }
  /// LLVM's syncscope name for `scope` on this target (AMDGPU: workgroup,
  /// agent, system; NVPTX: block, device, system).
  llvm::StringRef syncScope(SyncScope scope) const {
    switch (scope) {
    case SyncScope::Cta:
      return isAMDGPU() ? "workgroup" : "block";
    case SyncScope::Gpu:
      return isAMDGPU() ? "agent" : "device";
    case SyncScope::System:
      return "";
    }
    return "";
  }
  bool isNVPTX() const { return arch == Arch::NVPTX; }
};

/// All supported targets, AMD first.
llvm::ArrayRef<TargetInfo> allTargets();
/// The target named `name`, or null.
const TargetInfo *lookupTarget(llvm::StringRef name);
/// "gfx90a, gfx942, ..." for error messages.
std::string supportedTargetNames();

/// The target the JIT compiles for on a GPU that the runtime reports as
/// `arch` (rt::Device::targetName(): "sm_90" from a CUDA device's compute
/// capability, "gfx942" from a HIP device's gcnArchName). The one place that
/// maps devices to targets; the C++ JIT, the C API, Python and `tilec run`
/// all ask it.
/// - CUDA X.Y: `sm_XYa` when the table has it (the architecture-specific
///   target: wgmma on sm_90a; its code runs on X.Y only), else `sm_XY`, else
///   the table's highest `sm_XZ` with Z < Y (a cubin for X.Z runs on X.Y of
///   the same major version: sm_80 code on an sm_86 device).
/// - AMD: the gfx name itself.
/// Null when no target of the table runs on the device; `why` then says so.
const TargetInfo *targetForDevice(llvm::StringRef arch,
                                  std::string *why = nullptr);

/// Whether code compiled for target `compiled` runs on a device the runtime
/// reports as `arch`: the same chip, the `a` variant of its own compute
/// capability, or (NVIDIA) a plain target of the same major version and a
/// lower minor one. The rule targetForDevice chooses by.
bool targetRunsOn(llvm::StringRef compiled, llvm::StringRef arch);

} // namespace tilec

#endif // TILEC_LIB_TARGET_TARGETINFO_H
