//===- TargetInfoTest.cpp - lib/Target: which target a device gets
//---------===//
//
// targetForDevice is what the JIT, the C API, Python and `tilec run` compile
// for on a GPU; these cases need no GPU, only the names the runtime reports.
//
//===----------------------------------------------------------------------===//
#include "Target/TargetInfo.h"

#include <gtest/gtest.h>

#include <string>

using namespace tilec;

namespace {

std::string chosen(const char *arch) {
  std::string why;
  const TargetInfo *t = targetForDevice(arch, &why);
  return t ? t->name.str() : "error: " + why;
}

// Hopper (9.0) gets the architecture-specific target: wgmma is only there.
TEST(TargetForDevice, HopperGetsTheArchSpecificTarget) {
  EXPECT_EQ(chosen("sm_90"), "sm_90a");
  const TargetInfo *t = targetForDevice("sm_90");
  ASSERT_NE(t, nullptr);
  EXPECT_TRUE(t->hasWgmma());
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

} // namespace
