//===- TargetTableTest.cpp - lib/TargetTable: rows, kinds, devices -------===//
//
// The rows' facts hang together, the matrix-instruction kinds have one
// spelling each, and targetForDevice / warpSizeOnDevice (what the JIT, the
// C API, Python and `tilec run` ask on a GPU) choose as documented; these
// cases need no GPU, only the names the runtime reports. The executable
// links the table alone: it must need neither LLVM nor MLIR.
//
//===----------------------------------------------------------------------===//
#include "TargetTable/TargetTable.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

using namespace tilec;

namespace {

std::string chosen(const char *arch) {
  std::string why;
  const TargetInfo *t = targetForDevice(arch, &why);
  return t ? std::string(t->name) : "error: " + why;
}

// Hopper (9.0) gets the architecture-specific target: wgmma is only there.
TEST(TargetForDevice, HopperGetsTheArchSpecificTarget) {
  EXPECT_EQ(chosen("sm_90"), "sm_90a");
  const TargetInfo *t = targetForDevice("sm_90");
  ASSERT_NE(t, nullptr);
  EXPECT_TRUE(t->offersMma(MmaKind::NvWgmma, MmaOperands::F16));
}

// A compute capability the table lists exactly (without an `a` variant).
TEST(TargetForDevice, PlainTargetWhenThereIsNoArchSpecificOne) {
  EXPECT_EQ(chosen("sm_80"), "sm_80");
}

// 8.6 / 8.9 have no entry of their own: sm_80 code runs on them.
TEST(TargetForDevice, SameMajorVersionFallsBackToALowerMinor) {
  EXPECT_EQ(chosen("sm_86"), "sm_80");
  EXPECT_EQ(chosen("sm_89"), "sm_80");
}

// Blackwell (10.0, "sm_100") and consumer Blackwell (12.0): the table has no
// sm_100a / sm_100 / sm_120 and no cubin of another major version runs there.
TEST(TargetForDevice, UnknownMajorVersionIsAClearError) {
  std::string why;
  EXPECT_EQ(targetForDevice("sm_100", &why), nullptr);
  EXPECT_NE(why.find("compute capability 10.0"), std::string::npos) << why;
  EXPECT_NE(why.find("sm_90a"), std::string::npos) << why;
  EXPECT_EQ(targetForDevice("sm_120", &why), nullptr);
  EXPECT_NE(why.find("12.0"), std::string::npos) << why;
  EXPECT_EQ(targetForDevice("sm_75", &why), nullptr);
}

// AMD devices get their gfx name; unknown chips are an error naming them.
TEST(TargetForDevice, AMDGetsItsGfxName) {
  for (const char *gfx : {"gfx90a", "gfx942", "gfx950", "gfx1100", "gfx1201"})
    EXPECT_EQ(chosen(gfx), gfx);
  std::string why;
  EXPECT_EQ(targetForDevice("gfx1030", &why), nullptr);
  EXPECT_NE(why.find("'gfx1030'"), std::string::npos) << why;
  EXPECT_EQ(targetForDevice("", &why), nullptr);
  EXPECT_EQ(targetForDevice("sm_x", &why), nullptr);
}

// What the launch check accepts: the chosen target always runs on the device
// it was chosen for; sm_90a code never runs on another compute capability.
TEST(TargetRunsOn, MatchesTheChoice) {
  for (const char *arch :
       {"sm_80", "sm_86", "sm_89", "sm_90", "gfx942", "gfx1100"}) {
    const TargetInfo *t = targetForDevice(arch);
    ASSERT_NE(t, nullptr) << arch;
    EXPECT_TRUE(targetRunsOn(t->name, arch)) << arch;
  }
  EXPECT_TRUE(targetRunsOn("sm_90", "sm_90"));
  EXPECT_FALSE(targetRunsOn("sm_80", "sm_90"));
  EXPECT_FALSE(targetRunsOn("sm_90a", "sm_91"));
  EXPECT_FALSE(targetRunsOn("sm_90", "sm_80"));
  EXPECT_FALSE(targetRunsOn("gfx942", "gfx90a"));
  EXPECT_FALSE(targetRunsOn("sm_90", "gfx942"));
}

// Every kind has one spelling, found again by its name; the table is in the
// enum's order.
TEST(MmaKinds, NamesRoundTrip) {
  std::set<std::string> names;
  unsigned index = 0;
  for (const MmaKindInfo &info : allMmaKinds()) {
    EXPECT_EQ(static_cast<unsigned>(info.kind), index++);
    EXPECT_EQ(&getMmaKindInfo(info.kind), &info);
    EXPECT_TRUE(names.insert(std::string(info.name)).second) << info.name;
    EXPECT_EQ(mmaKindNamed(info.name), info.kind) << info.name;
    EXPECT_EQ(mmaKindName(info.kind), info.name);
  }
  EXPECT_EQ(mmaKindName(MmaKind::NvMma16x8x16), "nv_mma_16x8x16");
  EXPECT_EQ(mmaKindName(MmaKind::Mfma32x32x8), "mfma_32x32x8");
  EXPECT_EQ(mmaKindName(MmaKind::WmmaGfx12), "wmma_gfx12");
  EXPECT_FALSE(mmaKindNamed("mfma_64x64x4").has_value());
  EXPECT_FALSE(mmaKindNamed("").has_value());
}

// What a row offers is consistent with the row: layout kinds for its wave
// size, wgmma only where the PTX target is architecture-specific.
TEST(Targets, RowsHangTogether) {
  std::set<std::string> names;
  for (const TargetInfo &t : allTargets()) {
    SCOPED_TRACE(std::string(t.name));
    EXPECT_TRUE(names.insert(std::string(t.name)).second);
    EXPECT_EQ(lookupTarget(t.name), &t);
    EXPECT_TRUE(t.warpSize == 32 || t.warpSize == 64);
    EXPECT_GT(t.sharedMemBytes, 0u);
    EXPECT_GT(t.vgprsPerLane, 0u);
    EXPECT_EQ(t.maxThreadsPerBlock, 1024u);
    EXPECT_EQ(t.cpu, t.name);
    EXPECT_FALSE(t.triple.empty());
    EXPECT_FALSE(t.mmaOffers.empty());
    if (t.isAMDGPU()) {
      EXPECT_EQ(t.features,
                t.warpSize == 64 ? "+wavefrontsize64" : "+wavefrontsize32");
      EXPECT_GT(t.oclcIsaVersion, 0u);
      EXPECT_EQ(t.smVersion, 0u);
      EXPECT_GE(t.ldsPerCU, t.sharedMemBytes);
      EXPECT_FALSE(t.hasAsyncCopy());
      EXPECT_FALSE(t.hasLdMatrix());
    } else {
      EXPECT_EQ(t.warpSize, 32u);
      EXPECT_GE(t.smVersion, 80u);
      EXPECT_EQ(t.oclcIsaVersion, 0u);
      EXPECT_TRUE(t.hasAsyncCopy());
      EXPECT_TRUE(t.hasLdMatrix());
      EXPECT_EQ(t.staticSharedMemBytes(), 49152u);
    }
    for (const MmaOffer &offer : t.mmaOffers) {
      const MmaKindInfo &info = getMmaKindInfo(offer.kind);
      if (info.hasLayout)
        EXPECT_EQ(info.lanes, t.warpSize) << info.name;
    }
    bool archSpecific = t.name.back() == 'a';
    EXPECT_EQ(t.offersMma(MmaKind::NvWgmma, MmaOperands::F16),
              t.isNVPTX() && archSpecific);
  }
  EXPECT_EQ(lookupTarget("gfx9000"), nullptr);
  EXPECT_EQ(supportedTargetNames(),
            "gfx90a, gfx942, gfx950, gfx1100, gfx1201, sm_80, sm_90, sm_90a");
}

// A few facts by name, as the rows' builders set them.
TEST(Targets, NamedFacts) {
  const TargetInfo *gfx942 = lookupTarget("gfx942");
  ASSERT_NE(gfx942, nullptr);
  EXPECT_EQ(gfx942->warpSize, 64u);
  EXPECT_EQ(gfx942->agprsPerLane, 256u);
  EXPECT_EQ(gfx942->oclcIsaVersion, 9402u);
  EXPECT_EQ(gfx942->crossLane, CrossLane::Gfx9);
  EXPECT_TRUE(gfx942->offersMma(MmaKind::Mfma32x32x16, MmaOperands::I8));
  EXPECT_FALSE(gfx942->offersMma(MmaKind::Mfma32x32x16, MmaOperands::F8));
  const TargetInfo *gfx1100 = lookupTarget("gfx1100");
  ASSERT_NE(gfx1100, nullptr);
  EXPECT_EQ(gfx1100->warpSize, 32u);
  EXPECT_EQ(gfx1100->vgprFilePerLane, 1536u);
  EXPECT_EQ(gfx1100->crossLane, CrossLane::Gfx10);
  const TargetInfo *gfx950 = lookupTarget("gfx950");
  ASSERT_NE(gfx950, nullptr);
  EXPECT_EQ(gfx950->sharedMemBytes, 163840u);
  const TargetInfo *sm80 = lookupTarget("sm_80");
  ASSERT_NE(sm80, nullptr);
  EXPECT_EQ(sm80->sharedMemBytes, 166912u);
  EXPECT_EQ(sm80->syncScope(SyncScope::Gpu), "device");
  EXPECT_EQ(gfx942->syncScope(SyncScope::Gpu), "agent");
}

// NVIDIA occupancy (CUDA's calculator, compute capability 9.0): registers
// per warp in units of 256 from 4 sub-partitions of 16384, then threads,
// CTAs and shared memory (1 KiB more per CTA) per SM. Cases from ptxas's
// reports for tilec's attention kernels (occupancy retry, CodeGen.cpp).
TEST(NvidiaOccupancy, CtasPerSMAndRegisterCaps) {
  const TargetInfo *sm90a = lookupTarget("sm_90a");
  ASSERT_NE(sm90a, nullptr);
  // 8 warps: 155 registers -> 160 per thread, 3 warps per sub-partition: 1.
  EXPECT_EQ(sm90a->ctasPerSM(155, 256, 49152), 1u);
  EXPECT_EQ(sm90a->ctasPerSM(128, 256, 49152), 2u);
  EXPECT_EQ(sm90a->ctasPerSM(125, 256, 49152), 2u);
  // Without registers: threads (2048 / 256) and shared memory (228 KiB /
  // 49 KiB) decide.
  EXPECT_EQ(sm90a->ctasPerSM(0, 256, 49152), 4u);
  EXPECT_EQ(sm90a->ctasPerSM(0, 256, 0), 8u);
  EXPECT_EQ(sm90a->ctasPerSM(0, 32, 0), 32u);
  // 4 warps: 172 -> 176 registers, 2 warps per sub-partition: 2; 168: 3.
  EXPECT_EQ(sm90a->ctasPerSM(172, 128, 32768), 2u);
  EXPECT_EQ(sm90a->ctasPerSM(168, 128, 32768), 3u);
  // A CTA larger than the SM's shared memory, or than its threads: none.
  EXPECT_EQ(sm90a->ctasPerSM(32, 128, 233472), 0u);
  EXPECT_EQ(sm90a->ctasPerSM(32, 4096, 0), 0u);
  EXPECT_EQ(sm90a->registerCapForCTAs(2, 256), 128u);
  EXPECT_EQ(sm90a->registerCapForCTAs(3, 128), 168u);
  EXPECT_EQ(sm90a->registerCapForCTAs(1, 128), 248u); // 255 rounded to 8
  EXPECT_EQ(sm90a->registerCapForCTAs(0, 128), 0u);
  EXPECT_EQ(lookupTarget("sm_80")->ctasPerSM(0, 256, 81920), 2u);
  // No NVIDIA model for AMD targets.
  EXPECT_EQ(lookupTarget("gfx942")->ctasPerSM(64, 256, 0), 0u);
  EXPECT_EQ(lookupTarget("gfx942")->registerCapForCTAs(2, 256), 0u);
}

// The warp size the C API reports for a device: the table's for every chip
// it has a target for (or that runs one of its targets' code), the
// hardware's default for other GPUs, 0 for names that are no GPU's.
TEST(WarpSizeOnDevice, TableThenHardwareDefault) {
  EXPECT_EQ(warpSizeOnDevice("gfx942"), 64u);
  EXPECT_EQ(warpSizeOnDevice("gfx90a"), 64u);
  EXPECT_EQ(warpSizeOnDevice("gfx1100"), 32u);
  EXPECT_EQ(warpSizeOnDevice("gfx1201"), 32u);
  EXPECT_EQ(warpSizeOnDevice("sm_90"), 32u);
  EXPECT_EQ(warpSizeOnDevice("sm_86"), 32u);
  // No row: GFX9 chips run wave64, later AMD chips and NVIDIA 32 lanes.
  EXPECT_EQ(warpSizeOnDevice("gfx908"), 64u);
  EXPECT_EQ(warpSizeOnDevice("gfx1030"), 32u);
  EXPECT_EQ(warpSizeOnDevice("sm_75"), 32u);
  EXPECT_EQ(warpSizeOnDevice("sm_100"), 32u);
  EXPECT_EQ(warpSizeOnDevice("interp"), 0u);
  EXPECT_EQ(warpSizeOnDevice(""), 0u);
}

} // namespace
