//===- TargetInfo.cpp - the target table ---------------------------------===//
#include "Target/TargetInfo.h"

#include <optional>

using namespace tilec;

// Matrix-core instructions, preferred first (see TargetInfo::mmaKinds). The
// availability is LLVM's (llc-22 selects these intrinsics for these chips
// and no others): gfx940+ dropped the 4-byte-per-lane int8 MFMAs for ones
// taking 8 bytes; gfx950 adds double-K f16/bf16 and int8 instructions. fp8
// MFMAs exist on gfx942 too, but read the FNUZ encodings there (the OCP ones
// from gfx950 on): gfx942 fp8 dots stay on FMA units.
static const MmaKind kMmaGfx90a[] = {{"mfma_32x32x8", MmaOperands::F16},
                                     {"mfma_16x16x16", MmaOperands::F16},
                                     {"mfma_32x32x8", MmaOperands::I8},
                                     {"mfma_16x16x16", MmaOperands::I8}};
static const MmaKind kMmaGfx942[] = {{"mfma_32x32x8", MmaOperands::F16},
                                     {"mfma_16x16x16", MmaOperands::F16},
                                     {"mfma_32x32x16", MmaOperands::I8},
                                     {"mfma_16x16x32", MmaOperands::I8}};
static const MmaKind kMmaGfx950[] = {
    {"mfma_32x32x16", MmaOperands::F16}, {"mfma_32x32x8", MmaOperands::F16},
    {"mfma_16x16x32", MmaOperands::F16}, {"mfma_16x16x16", MmaOperands::F16},
    {"mfma_32x32x32", MmaOperands::I8},  {"mfma_32x32x16", MmaOperands::I8},
    {"mfma_16x16x64", MmaOperands::I8},  {"mfma_16x16x32", MmaOperands::I8},
    {"mfma_32x32x16", MmaOperands::F8},  {"mfma_16x16x32", MmaOperands::F8}};
static const MmaKind kMmaGfx11[] = {{"wmma_gfx11", MmaOperands::F16}};
static const MmaKind kMmaGfx12[] = {{"wmma_gfx12", MmaOperands::F16}};
static const MmaKind kMmaSync[] = {{"nv_mma_16x8x16", MmaOperands::F16}};

static const TargetInfo kTargets[] = {
    // Occupancy columns: SIMDs per CU/WGP, waves per SIMD, VGPR file per lane,
    // VGPR granule, LDS per CU/WGP, SGPR-limited. CDNA: 512 unified VGPR+AGPR
    // per lane, 8-register granule, 8 waves. RDNA3/4 wave32: 1536 VGPRs per
    // lane (192 KiB per SIMD32), 24-register granule, 16 waves, 128 KiB LDS
    // per WGP (workgroups run in WGP mode).
    // CDNA2: MI200. wave64, 64 KiB LDS, 512 unified VGPR+AGPR.
    {"gfx90a",
     Arch::AMDGPU,
     "amdgcn-amd-amdhsa",
     "gfx90a",
     "+wavefrontsize64",
     64,
     65536,
     256,
     256,
     1024,
     MatrixUnit::MFMA,
     9010,
     0,
     4,
     8,
     512,
     8,
     65536,
     true,
     kMmaGfx90a,
     CrossLane::Gfx9},
    // CDNA3: MI300.
    {"gfx942",
     Arch::AMDGPU,
     "amdgcn-amd-amdhsa",
     "gfx942",
     "+wavefrontsize64",
     64,
     65536,
     256,
     256,
     1024,
     MatrixUnit::MFMA,
     9402,
     0,
     4,
     8,
     512,
     8,
     65536,
     true,
     kMmaGfx942,
     CrossLane::Gfx9},
    // CDNA4: MI350/MI355: 160 KiB LDS.
    {"gfx950",
     Arch::AMDGPU,
     "amdgcn-amd-amdhsa",
     "gfx950",
     "+wavefrontsize64",
     64,
     163840,
     256,
     256,
     1024,
     MatrixUnit::MFMA,
     9500,
     0,
     4,
     8,
     512,
     8,
     163840,
     true,
     kMmaGfx950,
     CrossLane::Gfx9},
    // RDNA3: wave32, WMMA.
    {"gfx1100",
     Arch::AMDGPU,
     "amdgcn-amd-amdhsa",
     "gfx1100",
     "+wavefrontsize32",
     32,
     65536,
     256,
     0,
     1024,
     MatrixUnit::WMMA,
     11000,
     0,
     4,
     16,
     1536,
     24,
     131072,
     false,
     kMmaGfx11,
     CrossLane::Gfx10},
    // RDNA4.
    {"gfx1201",
     Arch::AMDGPU,
     "amdgcn-amd-amdhsa",
     "gfx1201",
     "+wavefrontsize32",
     32,
     65536,
     256,
     0,
     1024,
     MatrixUnit::WMMA,
     12001,
     0,
     4,
     16,
     1536,
     24,
     131072,
     false,
     kMmaGfx12,
     CrossLane::Gfx10},
    // NVIDIA Ampere and Hopper, for running the compiler's code on real
    // silicon.
    {"sm_80",
     Arch::NVPTX,
     "nvptx64-nvidia-cuda",
     "sm_80",
     "+ptx80",
     32,
     166912,
     255,
     0,
     1024,
     MatrixUnit::MMASync,
     0,
     80,
     0,
     0,
     0,
     0,
     0,
     false,
     kMmaSync,
     CrossLane::ShflSync},
    {"sm_90",
     Arch::NVPTX,
     "nvptx64-nvidia-cuda",
     "sm_90",
     "+ptx80",
     32,
     232448,
     255,
     0,
     1024,
     MatrixUnit::MMASync,
     0,
     90,
     0,
     0,
     0,
     0,
     0,
     false,
     kMmaSync,
     CrossLane::ShflSync},
    {"sm_90a",
     Arch::NVPTX,
     "nvptx64-nvidia-cuda",
     "sm_90a",
     "+ptx80",
     32,
     232448,
     255,
     0,
     1024,
     MatrixUnit::MMASync,
     0,
     90,
     0,
     0,
     0,
     0,
     0,
     false,
     kMmaSync,
     CrossLane::ShflSync},
};

llvm::ArrayRef<TargetInfo> tilec::allTargets() { return kTargets; }

const TargetInfo *tilec::lookupTarget(llvm::StringRef name) {
  for (const TargetInfo &t : kTargets)
    if (t.name == name)
      return &t;
  return nullptr;
}

std::string tilec::supportedTargetNames() {
  std::string out;
  for (const TargetInfo &t : kTargets) {
    if (!out.empty())
      out += ", ";
    out += t.name.str();
  }
  return out;
}

namespace {
/// A CUDA compute capability parsed from "sm_XY" (X may have two digits:
/// sm_100 is 10.0), with the "a" (architecture-specific) suffix noted.
struct ComputeCapability {
  unsigned major = 0, minor = 0;
  bool archSpecific = false;
};
} // namespace

static std::optional<ComputeCapability> parseSm(llvm::StringRef name) {
  if (!name.consume_front("sm_"))
    return std::nullopt;
  ComputeCapability cc;
  cc.archSpecific = name.consume_back("a");
  unsigned version;
  if (name.size() < 2 || name.getAsInteger(10, version))
    return std::nullopt;
  cc.major = version / 10;
  cc.minor = version % 10;
  return cc;
}

bool tilec::targetRunsOn(llvm::StringRef compiled, llvm::StringRef arch) {
  if (compiled == arch)
    return true;
  std::optional<ComputeCapability> code = parseSm(compiled);
  std::optional<ComputeCapability> device = parseSm(arch);
  if (!code || !device || device->archSpecific || code->major != device->major)
    return false;
  if (code->archSpecific)
    return code->minor == device->minor;
  return code->minor <= device->minor;
}

const TargetInfo *tilec::targetForDevice(llvm::StringRef arch,
                                         std::string *why) {
  auto fail = [&](const std::string &message) -> const TargetInfo * {
    if (why)
      *why = message;
    return nullptr;
  };
  std::optional<ComputeCapability> cc = parseSm(arch);
  if (!cc) {
    if (const TargetInfo *t = lookupTarget(arch); t && t->isAMDGPU())
      return t;
    return fail("tilec has no target for a GPU of architecture '" + arch.str() +
                "' (targets: " + supportedTargetNames() + ")");
  }
  std::string exact = "sm_" + std::to_string(cc->major * 10 + cc->minor);
  if (const TargetInfo *t = lookupTarget(exact + "a"))
    return t;
  if (const TargetInfo *t = lookupTarget(exact))
    return t;
  // The newest plain target of the same major version that runs here.
  const TargetInfo *best = nullptr;
  for (const TargetInfo &t : kTargets) {
    std::optional<ComputeCapability> tc = parseSm(t.name);
    if (tc && !tc->archSpecific && targetRunsOn(t.name, exact) &&
        (!best || t.smVersion > best->smVersion))
      best = &t;
  }
  if (best)
    return best;
  std::string nvidia;
  for (const TargetInfo &t : kTargets)
    if (t.isNVPTX())
      nvidia += (nvidia.empty() ? "" : ", ") + t.name.str();
  return fail("tilec has no target for CUDA compute capability " +
              std::to_string(cc->major) + "." + std::to_string(cc->minor) +
              " (" + exact + "): its NVIDIA targets are " + nvidia +
              ", and a cubin runs only on its own major version");
}
