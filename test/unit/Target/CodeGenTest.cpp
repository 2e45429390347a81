//===- CodeGenTest.cpp - lib/Target: IR -> code objects, PTX, cubins ------===//
#include "Target/CodeGen.h"

#include "llvm/BinaryFormat/ELF.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <thread>

using namespace tilec;

namespace {

// c[i] = a[i] + b[i] for i < n; one element per lane.
const char *kVectorAdd = R"(
define amdgpu_kernel void @vadd(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b,
                                ptr addrspace(1) noalias %c, i32 %n) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %group = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %group, 256
  %i = add i32 %base, %lane
  %inb = icmp slt i32 %i, %n
  br i1 %inb, label %body, label %exit
body:
  %idx = sext i32 %i to i64
  %pa = getelementptr float, ptr addrspace(1) %a, i64 %idx
  %pb = getelementptr float, ptr addrspace(1) %b, i64 %idx
  %pc = getelementptr float, ptr addrspace(1) %c, i64 %idx
  %va = load float, ptr addrspace(1) %pa
  %vb = load float, ptr addrspace(1) %pb
  %s = fadd float %va, %vb
  store float %s, ptr addrspace(1) %pc
  br label %exit
exit:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
)";

// y[i] = erf(x[i]) + exp(x[i]): needs ocml.
const char *kErfExp = R"(
define amdgpu_kernel void @erf_exp(ptr addrspace(1) %x, ptr addrspace(1) %y) #0 {
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %lane to i64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %idx
  %v = load float, ptr addrspace(1) %px
  %e = call float @__ocml_erf_f32(float %v)
  %x2 = call float @__ocml_exp_f32(float %v)
  %r = fadd float %e, %x2
  %py = getelementptr float, ptr addrspace(1) %y, i64 %idx
  store float %r, ptr addrspace(1) %py
  ret void
}
declare float @__ocml_erf_f32(float)
declare float @__ocml_exp_f32(float)
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "amdgpu-flat-work-group-size"="1,128" }
)";

// Same vector add for NVPTX.
const char *kVectorAddNVPTX = R"(
define ptx_kernel void @vadd(ptr addrspace(1) %a, ptr addrspace(1) %b,
                             ptr addrspace(1) %c, i32 %n) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %group = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %group, 128
  %i = add i32 %base, %lane
  %inb = icmp slt i32 %i, %n
  br i1 %inb, label %body, label %exit
body:
  %idx = sext i32 %i to i64
  %pa = getelementptr float, ptr addrspace(1) %a, i64 %idx
  %pb = getelementptr float, ptr addrspace(1) %b, i64 %idx
  %pc = getelementptr float, ptr addrspace(1) %c, i64 %idx
  %va = load float, ptr addrspace(1) %pa
  %vb = load float, ptr addrspace(1) %pb
  %s = fadd float %va, %vb
  store float %s, ptr addrspace(1) %pc
  br label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
)";

std::unique_ptr<llvm::Module> parse(llvm::LLVMContext &ctx, const char *text) {
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> m =
      llvm::parseIR(llvm::MemoryBufferRef(text, "test.ll"), diag, ctx);
  if (!m) {
    std::string message;
    llvm::raw_string_ostream os(message);
    diag.print("test", os);
    ADD_FAILURE() << message;
  }
  return m;
}

const TargetInfo &target(llvm::StringRef name) {
  const TargetInfo *t = lookupTarget(name);
  EXPECT_NE(t, nullptr) << name.str();
  return *t;
}

std::vector<const TargetInfo *> amdTargets() {
  std::vector<const TargetInfo *> out;
  for (const TargetInfo &t : allTargets())
    if (t.isAMDGPU())
      out.push_back(&t);
  return out;
}

/// An expected value, or a test failure with the error text.
template <typename T> T take(llvm::Expected<T> value) {
  if (!value) {
    ADD_FAILURE() << llvm::toString(value.takeError());
    return T();
  }
  return std::move(*value);
}

bool hasAmdhsaKernels(const std::vector<char> &bytes) {
  llvm::StringRef text(bytes.data(), bytes.size());
  return text.contains("amdhsa.kernels");
}

bool isElf(const std::vector<char> &bytes) {
  return bytes.size() > 4 && llvm::StringRef(bytes.data(), 4) == "\x7f"
                                                                "ELF";
}

} // namespace

TEST(TargetTable, OccupancyFieldsAreFilledForAMDGPU) {
  for (const TargetInfo *t : amdTargets()) {
    EXPECT_GT(t->maxWavesPerSIMD, 0u) << t->name.str();
    EXPECT_GT(t->vgprFilePerLane, 0u) << t->name.str();
    EXPECT_GT(t->vgprAllocGranule, 0u) << t->name.str();
    EXPECT_GE(t->ldsPerCU, t->sharedMemBytes) << t->name.str();
  }
}

// Expected values are what llc-22 prints as "; Occupancy:" for the same use.
TEST(Occupancy, MatchesLLVMModel) {
  const TargetInfo &gfx942 = target("gfx942");
  EXPECT_EQ(computeWavesPerSIMD(gfx942, 8, 0, 16, 0, 256), 8u);
  EXPECT_EQ(computeWavesPerSIMD(gfx942, 101, 0, 6, 0, 256), 4u);   // 512/104
  EXPECT_EQ(computeWavesPerSIMD(gfx942, 0, 0, 108, 0, 256), 7u);   // SGPR-bound
  EXPECT_EQ(computeWavesPerSIMD(gfx942, 3, 0, 12, 20000, 256), 3u); // 3 WGs x 4 waves / 4
  EXPECT_EQ(computeWavesPerSIMD(gfx942, 40, 16, 6, 0, 256), 8u);   // 56 unified
  EXPECT_EQ(computeWavesPerSIMD(gfx942, 128, 128, 6, 0, 256), 2u); // 256 unified
  EXPECT_EQ(computeWavesPerSIMD(target("gfx950"), 3, 0, 12, 20000, 256), 8u);
  const TargetInfo &gfx1100 = target("gfx1100");
  EXPECT_EQ(computeWavesPerSIMD(gfx1100, 101, 0, 0, 0, 256), 12u); // 1536/120
  EXPECT_EQ(computeWavesPerSIMD(gfx1100, 0, 0, 102, 0, 256), 16u);
  EXPECT_EQ(computeWavesPerSIMD(gfx1100, 3, 0, 6, 20000, 256), 12u); // 6 WGs x 8 / 4
  EXPECT_EQ(computeWavesPerSIMD(target("gfx1201"), 101, 0, 0, 0, 256), 12u);
  EXPECT_EQ(computeWavesPerSIMD(target("sm_90"), 32, 0, 0, 0, 128), 0u);
}
