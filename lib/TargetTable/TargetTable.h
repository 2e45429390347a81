//===- TargetTable.h - the one table of target differences ---------------===//
//
// Every chip difference tilec knows lives in this table: wave size,
// shared-memory (LDS) size, register file, matrix instructions, occupancy
// model. Plain C++17 without LLVM or MLIR, so that the runtime-only build
// (libtilec_rt.so, on GPU machines without LLVM) answers from the same rows
// as the compiler. Passes read their target from the module's
// `#tilegpu.target` attribute (TileGPU/IR/TileGPUDialect.h) and never
// compare chip names themselves.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_TARGETTABLE_TARGETTABLE_H
#define TILEC_LIB_TARGETTABLE_TARGETTABLE_H

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tilec {

/// A read-only view of a table's rows (C++17 has no std::span).
template <typename T> class Rows {
public:
  constexpr Rows() = default;
  template <std::size_t N>
  constexpr Rows(const T (&rows)[N]) : first(rows), count(N) {}
  constexpr const T *begin() const { return first; }
  constexpr const T *end() const { return first + count; }
  constexpr std::size_t size() const { return count; }
  constexpr bool empty() const { return count == 0; }
  constexpr const T &operator[](std::size_t i) const { return first[i]; }

private:
  const T *first = nullptr;
  std::size_t count = 0;
};

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

/// The matrix-core instructions tilec emits for `tile.dot`. Each but
/// NvWgmma is the kind of a `#tilegpu.mma` layout (TileGPU/IR/Layout.cpp
/// gives its register layouts); the operand type picks the instruction
/// itself (f16 or bf16, i8, fp8). Their spelling in the IR is mmaKindName's.
enum class MmaKind : unsigned {
  NvMma16x8x16, // nv_mma_16x8x16: NVIDIA mma.sync m16n8k16
  NvWgmma,      // nv_wgmma: Hopper wgmma.mma_async m64nNk16 (sm_90a)
  Mfma16x16x16, // mfma_16x16x16: CDNA v_mfma_*_16x16x16
  Mfma16x16x32, // mfma_16x16x32
  Mfma16x16x64, // mfma_16x16x64
  Mfma32x32x8,  // mfma_32x32x8
  Mfma32x32x16, // mfma_32x32x16
  Mfma32x32x32, // mfma_32x32x32
  WmmaGfx11,    // wmma_gfx11: RDNA3 v_wmma_f32_16x16x16
  WmmaGfx12,    // wmma_gfx12: RDNA4 v_wmma_f32_16x16x16
  NvMma16x8x32, // nv_mma_16x8x32: NVIDIA mma.sync m16n8k32 (int8, fp8)
};

/// The lowering that emits an instruction (one file each in lib/Conversion).
enum class MmaFamily { MmaSync, Wgmma, Mfma, Wmma };

/// What tilec knows about one matrix-core instruction kind.
struct MmaKindInfo {
  MmaKind kind = MmaKind::NvMma16x8x16;
  std::string_view name; // the keyword in `#tilegpu.mma<kind = ...>`
  MmaFamily family = MmaFamily::MmaSync;
  /// Whether a `#tilegpu.mma` layout may name it. NvWgmma has no register
  /// layout of its own: a wgmma dot keeps nv_mma_16x8x16's layouts (each
  /// group of 4 warps holds wgmma's m64 accumulator and A in them) and
  /// names the instruction on the dot (`tilegpu.instruction`).
  bool hasLayout = true;
  /// One instruction's tile (M x N x K) and the lanes that execute it: a
  /// warp or wave; for NvWgmma a warpgroup, with N the dot's (8 to 256).
  unsigned m = 0, n = 0, k = 0, lanes = 0;
};

/// Every kind, in the enum's order.
Rows<MmaKindInfo> allMmaKinds();
const MmaKindInfo &getMmaKindInfo(MmaKind kind);
/// The kind's spelling in the IR: "nv_mma_16x8x16", "mfma_32x32x8", ...
std::string_view mmaKindName(MmaKind kind);
/// The kind spelled `name`, if any.
std::optional<MmaKind> mmaKindNamed(std::string_view name);

/// One matrix-core instruction a target offers, for operands of one class.
struct MmaOffer {
  MmaKind kind = MmaKind::NvMma16x8x16;
  MmaOperands operands = MmaOperands::F16;
};

/// The threads an atomic access synchronizes with (Triton's `scope=`).
enum class SyncScope { Cta, Gpu, System };

/// One row of the table. Rows are built field by field (TargetTable.cpp);
/// every field defaults to zero/empty.
struct TargetInfo {
  std::string_view name;       // what users type: "gfx942", "sm_90"
  Arch arch = Arch::AMDGPU;    //
  std::string_view triple;     // LLVM target triple
  std::string_view cpu;        // LLVM CPU name
  std::string_view features;   // LLVM feature string
  unsigned warpSize = 0;       // lanes per wave/warp
  unsigned sharedMemBytes = 0; // LDS / shared memory per workgroup
  unsigned vgprsPerLane = 0;   // architectural vector registers per lane
  unsigned agprsPerLane = 0;   // accumulation registers per lane (CDNA)
  unsigned maxThreadsPerBlock = 0;
  MatrixUnit matrixUnit = MatrixUnit::None;
  // Value of ocml's __oclc_ISA_version (9402 for gfx942); 0 for NVPTX.
  unsigned oclcIsaVersion = 0;
  unsigned smVersion = 0; // NVPTX compute capability * 10 (90); 0 for AMDGPU

  // Occupancy model (AMDGPU; all 0 for NVPTX), used by computeWavesPerSIMD in
  // Target/CodeGen.h. The values are LLVM's own (llvm-project
  // llvm/lib/Target/AMDGPU/Utils/AMDGPUBaseInfo.cpp: getMaxWavesPerEU,
  // getTotalNumVGPRs, getVGPRAllocGranule, getEUsPerCU, getLocalMemorySize,
  // getOccupancyWithNumSGPRs; GFX11's 1.5x VGPR file: reviews.llvm.org/D134522)
  // and were cross-checked against the `; Occupancy:` comment llc-22 prints
  // for VGPR-, SGPR- and LDS-bound kernels on each chip.

  // SIMDs sharing a workgroup's LDS: 4 (CDNA CU, RDNA WGP).
  unsigned simdsPerCU = 0;
  // Hardware wave slots per SIMD.
  unsigned maxWavesPerSIMD = 0;
  // VGPR (+AGPR on CDNA) file per SIMD, in registers per lane.
  unsigned vgprFilePerLane = 0;
  // Registers per lane are allocated in multiples of this.
  unsigned vgprAllocGranule = 0;
  // LDS shared by the workgroups resident on one CU (WGP on RDNA).
  unsigned ldsPerCU = 0;
  // GFX9 has 800 SGPRs per SIMD; from GFX10 on SGPRs never limit occupancy.
  bool sgprsLimitOccupancy = false;

  // Occupancy model (NVPTX; all 0 for AMDGPU), used by ctasPerSM: CUDA's
  // occupancy calculator (cuda_occupancy.h) for compute capability 8.0 and
  // 9.0. An SM's registers are split over 4 sub-partitions (schedulers);
  // each warp takes its registers per thread rounded up to 8 (256 per warp).
  unsigned registersPerSM = 0;
  unsigned maxThreadsPerSM = 0;
  unsigned maxCTAsPerSM = 0;
  unsigned sharedMemPerSM = 0;          // shared memory an SM holds for CTAs
  unsigned sharedMemReservedPerCTA = 0; // the CUDA runtime's 1 KiB per CTA

  // The matrix-core instructions `tile.dot` may use, preferred first: the
  // largest instruction tile (M x N, then K) first. The layout pass takes,
  // per dot, the first layout kind for the dot's operand types whose M and
  // N fit the tile each warp computes; tile-select-mma-instructions may put
  // a dot on an offered instruction that shares its layout (NvWgmma); the
  // lowering refuses kinds not listed.
  Rows<MmaOffer> mmaOffers;
  CrossLane crossLane = CrossLane::ShflSync;
  /// AMDGPU: the 16-bit halves of a VGPR are operands of their own (gfx11
  /// on, `v1.l`/`v1.h`), so a 32-bit word holding two halves in either
  /// order is used without a shift or rotate. Where they are not, the
  /// loop-carried 16-bit phis packed two to a register are packed in the
  /// order of the elements they carry (PackNarrowPhis.h), so that a word is
  /// the loaded one and needs no `v_alignbit_b32` in or out of the loop.
  bool vgprHalves = false;
  // A matrix-core result stored to global memory is converted to the
  // store's coalesced layout through shared memory when the accumulator
  // layout would store narrower vectors (on NVIDIA a lane holds 2
  // consecutive elements per row: 4-byte stores where the coalesced layout
  // stores 16, as Triton's epilogues do). False: the store moves into the
  // accumulator's layout (AMDGPU: no LDS round trip, and MFMA/WMMA rows run
  // 4-8 elements per lane already). NVIDIA rows set it (H100, 2026-12-07:
  // attention backward +2.8%, forward +1.7% against direct stores;
  // docs/performance.md, "Wide accumulator stores";
  // TILEC_ACCUMULATOR_STORES=direct turns it off).
  bool widensAccumulatorStores = false;
  /// AMDGPU: word 3 of the buffer resource (V#) that loads and stores
  /// through a `:2g` pointer argument (tile.within_2gib) are addressed
  /// with: 32-bit byte offsets from the argument, raw (stride 0) range
  /// checking against 2^31 - 1 bytes, so a masked-off lane reads 0 or
  /// writes nothing without a branch. The format fields are ignored by
  /// untyped buffer_load/buffer_store but must not be 0; RDNA also selects
  /// the raw out-of-bounds check. 0: global loads and stores only (NVIDIA).
  std::uint32_t bufferResourceFlags = 0;

  /// Shared memory a kernel may declare statically: CUDA caps static
  /// __shared__ at 48 KiB (tilec's NVIDIA kernels beyond it use dynamic
  /// shared memory up to sharedMemBytes, sized by the runtime from the
  /// module); AMDGPU has no such cap below the LDS.
  unsigned staticSharedMemBytes() const {
    return arch == Arch::NVPTX ? 49152u : sharedMemBytes;
  }

  /// Waves per SIMD that a kernel's LDS use alone allows: whole workgroups
  /// of `workgroupSize` threads share one CU's (WGP's) LDS and their waves
  /// spread over its SIMDs. maxWavesPerSIMD when it uses none; 0 without an
  /// occupancy model (NVPTX).
  unsigned wavesPerSIMDByLds(unsigned ldsBytes, unsigned workgroupSize) const;

  /// NVIDIA: CTAs of `threads` threads, `registers` per thread and
  /// `sharedBytes` of shared memory that one SM holds at once; 0 without an
  /// occupancy model (AMDGPU) or when one CTA does not fit.
  unsigned ctasPerSM(unsigned registers, unsigned threads,
                     unsigned sharedBytes) const;

  /// NVIDIA: the most registers per thread (a multiple of 8) with which `ctas`
  /// CTAs of `threads` threads fit one SM's register file; 0 when none does.
  unsigned registerCapForCTAs(unsigned ctas, unsigned threads) const;

  /// True if `kind` is among mmaOffers for `operands`.
  bool offersMma(MmaKind kind, MmaOperands operands) const {
    for (const MmaOffer &offer : mmaOffers)
      if (offer.kind == kind && offer.operands == operands)
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

  /// The tensor memory accelerator (sm_90+): `cp.async.bulk.tensor` copies a
  /// block of a tensor described by a tensor map (built by the runtime from
  /// a host-side descriptor) into shared memory, zero-filling what lies
  /// outside the tensor, completing on an mbarrier (tile-pipeline-async).
  bool hasTma() const { return arch == Arch::NVPTX && smVersion >= 90; }

  bool isAMDGPU() const { return arch == Arch::AMDGPU; }
  bool isNVPTX() const { return arch == Arch::NVPTX; }

  /// LLVM's syncscope name for `scope` on this target (AMDGPU: workgroup,
  /// agent, system; NVPTX: block, device, system).
  std::string_view syncScope(SyncScope scope) const {
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
};

/// All supported targets, AMD first.
Rows<TargetInfo> allTargets();
/// The target named `name`, or null.
const TargetInfo *lookupTarget(std::string_view name);
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
const TargetInfo *targetForDevice(std::string_view arch,
                                  std::string *why = nullptr);

/// Whether code compiled for target `compiled` runs on a device the runtime
/// reports as `arch`: the same chip, the `a` variant of its own compute
/// capability, or (NVIDIA) a plain target of the same major version and a
/// lower minor one. The rule targetForDevice chooses by.
bool targetRunsOn(std::string_view compiled, std::string_view arch);

/// Lanes per warp (wave) of a device the runtime reports as `arch`: the
/// warp size of targetForDevice(arch). A GPU the table has no target for
/// still gets its hardware's default, so that code compiled elsewhere can be
/// launched on it: 64 on AMD GFX9 chips (gfx9xx: Vega, CDNA), 32 on later
/// AMD chips (RDNA runs wave32 by default) and on every NVIDIA GPU ("sm_*").
/// 0 for anything else ("interp", "").
unsigned warpSizeOnDevice(std::string_view arch);

} // namespace tilec

#endif // TILEC_LIB_TARGETTABLE_TARGETTABLE_H
