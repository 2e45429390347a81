//===- TargetTable.cpp - the target table --------------------------------===//
#include "TargetTable/TargetTable.h"

#include <algorithm>
#include <charconv>
#include <iterator>
#include <system_error>

using namespace tilec;

//===----------------------------------------------------------------------===//
// Matrix-core instruction kinds
//===----------------------------------------------------------------------===//

static constexpr MmaKindInfo mmaKind(MmaKind kind, std::string_view name,
                                     MmaFamily family, unsigned m, unsigned n,
                                     unsigned k, unsigned lanes) {
  MmaKindInfo info;
  info.kind = kind;
  info.name = name;
  info.family = family;
  info.m = m;
  info.n = n;
  info.k = k;
  info.lanes = lanes;
  return info;
}

static constexpr MmaKindInfo wgmmaKind() {
  MmaKindInfo info = mmaKind(MmaKind::NvWgmma, "nv_wgmma", MmaFamily::Wgmma,
                             /*m=*/64, /*n=*/0, /*k=*/16, /*lanes=*/128);
  info.hasLayout = false;
  return info;
}

// In MmaKind's order (getMmaKindInfo indexes by it).
static constexpr MmaKindInfo kMmaKinds[] = {
    mmaKind(MmaKind::NvMma16x8x16, "nv_mma_16x8x16", MmaFamily::MmaSync, 16, 8,
            16, 32),
    wgmmaKind(),
    mmaKind(MmaKind::Mfma16x16x16, "mfma_16x16x16", MmaFamily::Mfma, 16, 16, 16,
            64),
    mmaKind(MmaKind::Mfma16x16x32, "mfma_16x16x32", MmaFamily::Mfma, 16, 16, 32,
            64),
    mmaKind(MmaKind::Mfma16x16x64, "mfma_16x16x64", MmaFamily::Mfma, 16, 16, 64,
            64),
    mmaKind(MmaKind::Mfma32x32x8, "mfma_32x32x8", MmaFamily::Mfma, 32, 32, 8,
            64),
    mmaKind(MmaKind::Mfma32x32x16, "mfma_32x32x16", MmaFamily::Mfma, 32, 32, 16,
            64),
    mmaKind(MmaKind::Mfma32x32x32, "mfma_32x32x32", MmaFamily::Mfma, 32, 32, 32,
            64),
    mmaKind(MmaKind::WmmaGfx11, "wmma_gfx11", MmaFamily::Wmma, 16, 16, 16, 32),
    mmaKind(MmaKind::WmmaGfx12, "wmma_gfx12", MmaFamily::Wmma, 16, 16, 16, 32),
    mmaKind(MmaKind::NvMma16x8x32, "nv_mma_16x8x32", MmaFamily::MmaSync, 16, 8,
            32, 32),
};

static constexpr bool kindsInEnumOrder() {
  for (std::size_t i = 0; i < std::size(kMmaKinds); ++i)
    if (static_cast<std::size_t>(kMmaKinds[i].kind) != i)
      return false;
  return true;
}
static_assert(kindsInEnumOrder(), "kMmaKinds must follow MmaKind's order");

Rows<MmaKindInfo> tilec::allMmaKinds() { return kMmaKinds; }

const MmaKindInfo &tilec::getMmaKindInfo(MmaKind kind) {
  return kMmaKinds[static_cast<std::size_t>(kind)];
}

std::string_view tilec::mmaKindName(MmaKind kind) {
  return getMmaKindInfo(kind).name;
}

std::optional<MmaKind> tilec::mmaKindNamed(std::string_view name) {
  for (const MmaKindInfo &info : kMmaKinds)
    if (info.name == name)
      return info.kind;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// What each target offers
//===----------------------------------------------------------------------===//

// Matrix-core instructions, preferred first (see TargetInfo::mmaOffers). The
// availability is LLVM's (llc-22 selects these intrinsics for these chips
// and no others): gfx940+ dropped the 4-byte-per-lane int8 MFMAs for ones
// taking 8 bytes; gfx950 adds double-K f16/bf16 and int8 instructions; RDNA3
// and RDNA4 have int8 WMMA (v_wmma_i32_16x16x16_iu8) beside f16/bf16. fp8
// MFMAs exist on gfx942 too, but read the FNUZ encodings there (the OCP ones
// from gfx950 on): gfx942 fp8 dots stay on FMA units. wgmma needs the
// architecture-specific sm_90a target (PTX refuses it for plain sm_90).
// NVIDIA int8 dots use mma.sync m16n8k32 on every target, fp8 ones from
// sm_89 on (sm_90, sm_90a); sm_90a offers wgmma for both (DotWGMMA.cpp says
// which dots qualify).
using K = MmaKind;
using O = MmaOperands;
static constexpr MmaOffer kMmaGfx90a[] = {{K::Mfma32x32x8, O::F16},
                                          {K::Mfma16x16x16, O::F16},
                                          {K::Mfma32x32x8, O::I8},
                                          {K::Mfma16x16x16, O::I8}};
static constexpr MmaOffer kMmaGfx942[] = {{K::Mfma32x32x8, O::F16},
                                          {K::Mfma16x16x16, O::F16},
                                          {K::Mfma32x32x16, O::I8},
                                          {K::Mfma16x16x32, O::I8}};
static constexpr MmaOffer kMmaGfx950[] = {
    {K::Mfma32x32x16, O::F16}, {K::Mfma32x32x8, O::F16},
    {K::Mfma16x16x32, O::F16}, {K::Mfma16x16x16, O::F16},
    {K::Mfma32x32x32, O::I8},  {K::Mfma32x32x16, O::I8},
    {K::Mfma16x16x64, O::I8},  {K::Mfma16x16x32, O::I8},
    {K::Mfma32x32x16, O::F8},  {K::Mfma16x16x32, O::F8}};
static constexpr MmaOffer kMmaGfx11[] = {{K::WmmaGfx11, O::F16},
                                         {K::WmmaGfx11, O::I8}};
static constexpr MmaOffer kMmaGfx12[] = {{K::WmmaGfx12, O::F16},
                                         {K::WmmaGfx12, O::I8}};
static constexpr MmaOffer kMmaSync[] = {{K::NvMma16x8x16, O::F16},
                                        {K::NvMma16x8x32, O::I8}};
// fp8 mma.sync (m16n8k32 .e4m3/.e5m2 into f32) needs sm_89+.
static constexpr MmaOffer kMmaSm90[] = {{K::NvMma16x8x16, O::F16},
                                        {K::NvMma16x8x32, O::I8},
                                        {K::NvMma16x8x32, O::F8}};
static constexpr MmaOffer kMmaSm90a[] = {
    {K::NvMma16x8x16, O::F16}, {K::NvWgmma, O::F16},
    {K::NvMma16x8x32, O::I8},  {K::NvWgmma, O::I8},
    {K::NvMma16x8x32, O::F8},  {K::NvWgmma, O::F8}};

//===----------------------------------------------------------------------===//
// The rows
//===----------------------------------------------------------------------===//

/// What every AMDGPU target shares.
static constexpr TargetInfo amdgpu(std::string_view name) {
  TargetInfo t;
  t.name = name;
  t.arch = Arch::AMDGPU;
  t.triple = "amdgcn-amd-amdhsa";
  t.cpu = name;
  t.sharedMemBytes = 65536;
  t.vgprsPerLane = 256;
  t.maxThreadsPerBlock = 1024;
  t.simdsPerCU = 4;
  return t;
}

/// CDNA: wave64, 64 KiB LDS, 512 unified VGPR+AGPR per lane (256 of each
/// architecturally), 8-register granule, 8 waves per SIMD, SGPRs can limit
/// occupancy, MFMA.
static constexpr TargetInfo cdna(std::string_view name) {
  TargetInfo t = amdgpu(name);
  t.features = "+wavefrontsize64";
  t.warpSize = 64;
  t.agprsPerLane = 256;
  t.matrixUnit = MatrixUnit::MFMA;
  t.maxWavesPerSIMD = 8;
  t.vgprFilePerLane = 512;
  t.vgprAllocGranule = 8;
  t.ldsPerCU = 65536;
  t.sgprsLimitOccupancy = true;
  t.crossLane = CrossLane::Gfx9;
  // Data format 32 (bits 15-18 = 4), number format float (bits 12-14 = 7).
  t.bufferResourceFlags = (4u << 15) | (7u << 12);
  return t;
}

/// RDNA3/4: wave32, 1536 VGPRs per lane (192 KiB per SIMD32), 24-register
/// granule, 16 waves per SIMD, 128 KiB LDS per WGP (workgroups run in WGP
/// mode), WMMA.
static constexpr TargetInfo rdna(std::string_view name) {
  TargetInfo t = amdgpu(name);
  t.features = "+wavefrontsize32";
  t.warpSize = 32;
  t.matrixUnit = MatrixUnit::WMMA;
  t.maxWavesPerSIMD = 16;
  t.vgprFilePerLane = 1536;
  t.vgprAllocGranule = 24;
  t.ldsPerCU = 131072;
  t.crossLane = CrossLane::Gfx10;
  t.vgprHalves = true;
  // The same nonzero format bits; bit 24 set (as MLIR's AMDGPU-to-ROCDL
  // lowering sets it from gfx10 on); OOB_SELECT (bits 28-29) = 3: raw
  // buffers are range checked against the offset.
  t.bufferResourceFlags = (3u << 28) | (1u << 24) | (4u << 15) | (7u << 12);
  return t;
}

/// NVIDIA (Ampere and Hopper, for running the compiler's code on real
/// silicon): warps of 32, 255 registers per thread, mma.sync.
static constexpr TargetInfo nvidia(std::string_view name, unsigned smVersion,
                                   unsigned sharedMemBytes) {
  TargetInfo t;
  t.name = name;
  t.arch = Arch::NVPTX;
  t.triple = "nvptx64-nvidia-cuda";
  t.cpu = name;
  t.features = "+ptx84";
  t.warpSize = 32;
  t.sharedMemBytes = sharedMemBytes;
  t.vgprsPerLane = 255;
  t.maxThreadsPerBlock = 1024;
  t.matrixUnit = MatrixUnit::MMASync;
  t.smVersion = smVersion;
  t.mmaOffers = kMmaSync;
  t.crossLane = CrossLane::ShflSync;
  t.widensAccumulatorStores = true;
  t.registersPerSM = 65536;
  t.maxThreadsPerSM = 2048;
  t.maxCTAsPerSM = 32;
  t.sharedMemReservedPerCTA = 1024;
  return t;
}

// CDNA2: MI200.
static constexpr TargetInfo gfx90a() {
  TargetInfo t = cdna("gfx90a");
  t.oclcIsaVersion = 9010;
  t.mmaOffers = kMmaGfx90a;
  return t;
}

// CDNA3: MI300.
static constexpr TargetInfo gfx942() {
  TargetInfo t = cdna("gfx942");
  t.oclcIsaVersion = 9402;
  t.mmaOffers = kMmaGfx942;
  return t;
}

// CDNA4: MI350/MI355: 160 KiB LDS.
static constexpr TargetInfo gfx950() {
  TargetInfo t = cdna("gfx950");
  t.sharedMemBytes = 163840;
  t.ldsPerCU = 163840;
  t.oclcIsaVersion = 9500;
  t.mmaOffers = kMmaGfx950;
  return t;
}

// RDNA3.
static constexpr TargetInfo gfx1100() {
  TargetInfo t = rdna("gfx1100");
  t.oclcIsaVersion = 11000;
  t.mmaOffers = kMmaGfx11;
  return t;
}

// RDNA4.
static constexpr TargetInfo gfx1201() {
  TargetInfo t = rdna("gfx1201");
  t.oclcIsaVersion = 12001;
  t.mmaOffers = kMmaGfx12;
  return t;
}

// Ampere: 163 KiB of shared memory per block.
static constexpr TargetInfo sm80() {
  TargetInfo t = nvidia("sm_80", 80, 166912);
  t.sharedMemPerSM = 167936; // 164 KiB
  return t;
}

// Hopper: 227 KiB; the architecture-specific sm_90a adds wgmma.
static constexpr TargetInfo sm90() {
  TargetInfo t = nvidia("sm_90", 90, 232448);
  t.sharedMemPerSM = 233472; // 228 KiB
  t.mmaOffers = kMmaSm90;
  return t;
}
static constexpr TargetInfo sm90a() {
  TargetInfo t = nvidia("sm_90a", 90, 232448);
  t.sharedMemPerSM = 233472; // 228 KiB
  t.mmaOffers = kMmaSm90a;
  return t;
}

static constexpr TargetInfo kTargets[] = {gfx90a(),  gfx942(),  gfx950(),
                                          gfx1100(), gfx1201(), sm80(),
                                          sm90(),    sm90a()};

Rows<TargetInfo> tilec::allTargets() { return kTargets; }

unsigned TargetInfo::wavesPerSIMDByLds(unsigned ldsBytes,
                                       unsigned workgroupSize) const {
  if (maxWavesPerSIMD == 0 || warpSize == 0)
    return 0;
  if (ldsBytes == 0)
    return maxWavesPerSIMD;
  unsigned wavesPerWorkgroup = (workgroupSize + warpSize - 1) / warpSize;
  unsigned workgroups = ldsPerCU / ldsBytes;
  return std::min(maxWavesPerSIMD,
                  (workgroups * wavesPerWorkgroup + simdsPerCU - 1) /
                      simdsPerCU);
}

// CUDA's occupancy calculator: warps take registers in units of 256 (8 per
// thread) from one of 4 sub-partitions, 1/4 of the SM's file each.
static constexpr unsigned kSubPartitions = 4;

unsigned TargetInfo::ctasPerSM(unsigned registers, unsigned threads,
                               unsigned sharedBytes) const {
  if (registersPerSM == 0 || threads == 0 || threads > maxThreadsPerSM)
    return 0;
  unsigned warps = (threads + warpSize - 1) / warpSize;
  unsigned ctas = std::min(maxCTAsPerSM, maxThreadsPerSM / (warps * warpSize));
  if (registers) {
    unsigned perWarp = (registers + 7) / 8 * 8 * warpSize;
    unsigned warpsPerPartition = registersPerSM / kSubPartitions / perWarp;
    ctas = std::min(ctas, warpsPerPartition * kSubPartitions / warps);
  }
  if (sharedBytes)
    ctas = std::min(ctas,
                    sharedMemPerSM / (sharedBytes + sharedMemReservedPerCTA));
  return ctas;
}

unsigned TargetInfo::registerCapForCTAs(unsigned ctas, unsigned threads) const {
  if (registersPerSM == 0 || ctas == 0 || threads == 0)
    return 0;
  unsigned warps = (threads + warpSize - 1) / warpSize;
  unsigned warpsPerPartition =
      (ctas * warps + kSubPartitions - 1) / kSubPartitions;
  unsigned cap =
      registersPerSM / kSubPartitions / warpsPerPartition / warpSize / 8 * 8;
  return std::min(cap, vgprsPerLane / 8 * 8);
}

const TargetInfo *tilec::lookupTarget(std::string_view name) {
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
    out += t.name;
  }
  return out;
}

//===----------------------------------------------------------------------===//
// Devices
//===----------------------------------------------------------------------===//

namespace {
/// A CUDA compute capability parsed from "sm_XY" (X may have two digits:
/// sm_100 is 10.0), with the "a" (architecture-specific) suffix noted.
struct ComputeCapability {
  unsigned major = 0, minor = 0;
  bool archSpecific = false;
};
} // namespace

static bool consumeFront(std::string_view &s, std::string_view prefix) {
  if (s.substr(0, prefix.size()) != prefix)
    return false;
  s.remove_prefix(prefix.size());
  return true;
}

static std::optional<ComputeCapability> parseSm(std::string_view name) {
  if (!consumeFront(name, "sm_"))
    return std::nullopt;
  ComputeCapability cc;
  if (!name.empty() && name.back() == 'a') {
    cc.archSpecific = true;
    name.remove_suffix(1);
  }
  unsigned version = 0;
  const char *end = name.data() + name.size();
  if (name.size() < 2)
    return std::nullopt;
  std::from_chars_result parsed = std::from_chars(name.data(), end, version);
  if (parsed.ec != std::errc() || parsed.ptr != end)
    return std::nullopt;
  cc.major = version / 10;
  cc.minor = version % 10;
  return cc;
}

bool tilec::targetRunsOn(std::string_view compiled, std::string_view arch) {
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

const TargetInfo *tilec::targetForDevice(std::string_view arch,
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
    return fail("tilec has no target for a GPU of architecture '" +
                std::string(arch) + "' (targets: " + supportedTargetNames() +
                ")");
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
      nvidia += (nvidia.empty() ? "" : ", ") + std::string(t.name);
  return fail("tilec has no target for CUDA compute capability " +
              std::to_string(cc->major) + "." + std::to_string(cc->minor) +
              " (" + exact + "): its NVIDIA targets are " + nvidia +
              ", and a cubin runs only on its own major version");
}

unsigned tilec::warpSizeOnDevice(std::string_view arch) {
  if (const TargetInfo *t = targetForDevice(arch))
    return t->warpSize;
  // GPUs without a row: their hardware's default wave size.
  if (consumeFront(arch, "gfx"))
    return arch.substr(0, 1) == "9" ? 64 : 32;
  if (consumeFront(arch, "sm_"))
    return 32;
  return 0;
}
