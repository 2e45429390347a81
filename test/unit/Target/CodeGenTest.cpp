//===- CodeGenTest.cpp - lib/Target: IR -> code objects, PTX, cubins ------===//
#include "Target/CodeGen.h"
#include "Target/SinkSharedLoads.h"

#include "llvm/BinaryFormat/ELF.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <optional>
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

// y[i] = erf(x[i]) + exp(x[i]) through libdevice, as the NVVM lowering emits.
const char *kErfExpNVPTX = R"(
define ptx_kernel void @erf_exp(ptr addrspace(1) %x, ptr addrspace(1) %y) {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %lane to i64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %idx
  %v = load float, ptr addrspace(1) %px
  %e = call float @__nv_expf(float %v)
  %f = call float @__nv_erff(float %v)
  %r = fadd float %e, %f
  %py = getelementptr float, ptr addrspace(1) %y, i64 %idx
  store float %r, ptr addrspace(1) %py
  ret void
}
declare float @__nv_expf(float)
declare float @__nv_erff(float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)";

// sqrt and an f64 function: libdevice picks their code with __nvvm_reflect
// (__CUDA_FTZ, __CUDA_PREC_SQRT, __CUDA_ARCH).
const char *kSqrtExpNVPTX = R"(
define ptx_kernel void @sqrt_exp(ptr addrspace(1) %x, ptr addrspace(1) %y) {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %lane to i64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %idx
  %v = load float, ptr addrspace(1) %px
  %s = call float @__nv_sqrtf(float %v)
  %d = fpext float %s to double
  %e = call double @__nv_exp(double %d)
  %py = getelementptr double, ptr addrspace(1) %y, i64 %idx
  store double %e, ptr addrspace(1) %py
  ret void
}
declare float @__nv_sqrtf(float)
declare double @__nv_exp(double)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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

bool havePtxas() {
  return bool(llvm::sys::findProgramByName("ptxas")) ||
         llvm::sys::fs::can_execute("/usr/local/cuda/bin/ptxas");
}

/// Sets (or, with null, unsets) an environment variable for one scope.
class ScopedEnv {
public:
  ScopedEnv(const char *name, const char *value) : name(name) {
    if (const char *old = std::getenv(name))
      saved = old;
    if (value)
      setenv(name, value, 1);
    else
      unsetenv(name);
  }
  ~ScopedEnv() {
    if (saved)
      setenv(name, saved->c_str(), 1);
    else
      unsetenv(name);
  }
  ScopedEnv(const ScopedEnv &) = delete;
  ScopedEnv &operator=(const ScopedEnv &) = delete;

private:
  const char *name;
  std::optional<std::string> saved;
};

/// Whether linkDeviceLibraries will find libdevice (same search order).
bool haveLibdevice() {
  if (const char *env = std::getenv("TILEC_LIBDEVICE_PATH"); env && *env)
    return llvm::sys::fs::is_regular_file(env);
  if (const char *cuda = std::getenv("CUDA_HOME"); cuda && *cuda)
    if (llvm::sys::fs::is_regular_file(std::string(cuda) +
                                       "/nvvm/libdevice/libdevice.10.bc"))
      return true;
  return llvm::sys::fs::is_regular_file(
      "/usr/local/cuda/nvvm/libdevice/libdevice.10.bc");
}

bool isElf(const std::vector<char> &bytes) {
  return bytes.size() > 4 && llvm::StringRef(bytes.data(), 4) == "\x7f"
                                                                 "ELF";
}

} // namespace

TEST(TargetTable, OccupancyFieldsAreFilledForAMDGPU) {
  for (const TargetInfo *t : amdTargets()) {
    EXPECT_GT(t->maxWavesPerSIMD, 0u) << std::string(t->name);
    EXPECT_GT(t->vgprFilePerLane, 0u) << std::string(t->name);
    EXPECT_GT(t->vgprAllocGranule, 0u) << std::string(t->name);
    EXPECT_GE(t->ldsPerCU, t->sharedMemBytes) << std::string(t->name);
  }
}

// Expected values are what llc-22 prints as "; Occupancy:" for the same use.
TEST(Occupancy, MatchesLLVMModel) {
  const TargetInfo &gfx942 = target("gfx942");
  EXPECT_EQ(computeWavesPerSIMD(gfx942, 8, 16, 0, 256), 8u);
  EXPECT_EQ(computeWavesPerSIMD(gfx942, 101, 6, 0, 256), 4u); // 512/104
  EXPECT_EQ(computeWavesPerSIMD(gfx942, 0, 108, 0, 256), 7u); // SGPR-bound
  EXPECT_EQ(computeWavesPerSIMD(gfx942, 3, 12, 20000, 256),
            3u); // 3 WGs x 4 waves / 4
  EXPECT_EQ(computeWavesPerSIMD(gfx942, 56, 6, 0, 256),
            8u); // 40 VGPRs + 16 AGPRs
  EXPECT_EQ(computeWavesPerSIMD(gfx942, 256, 6, 0, 256), 2u); // 128 + 128
  EXPECT_EQ(computeWavesPerSIMD(gfx942, 512, 6, 0, 256), 1u);
  EXPECT_EQ(computeWavesPerSIMD(target("gfx950"), 3, 12, 20000, 256), 8u);
  const TargetInfo &gfx1100 = target("gfx1100");
  EXPECT_EQ(computeWavesPerSIMD(gfx1100, 101, 0, 0, 256), 12u); // 1536/120
  EXPECT_EQ(computeWavesPerSIMD(gfx1100, 0, 102, 0, 256), 16u);
  EXPECT_EQ(computeWavesPerSIMD(gfx1100, 3, 6, 20000, 256),
            12u); // 6 WGs x 8 / 4
  EXPECT_EQ(computeWavesPerSIMD(target("gfx1201"), 101, 0, 0, 256), 12u);
  EXPECT_EQ(computeWavesPerSIMD(target("sm_90"), 32, 0, 0, 128), 0u);
}

TEST(AMDGPU, VectorAddCompilesForEveryChip) {
  for (const TargetInfo *t : amdTargets()) {
    SCOPED_TRACE(std::string(t->name));
    llvm::LLVMContext ctx;
    std::unique_ptr<llvm::Module> m = parse(ctx, kVectorAdd);
    ASSERT_TRUE(m);
    CompiledBinary bin = take(compileModule(*m, *t, CodeGenOptions()));
    EXPECT_EQ(bin.format, "hsaco");
    ASSERT_TRUE(isElf(bin.bytes));
    EXPECT_TRUE(hasAmdhsaKernels(bin.bytes));
    ASSERT_EQ(bin.kernels.size(), 1u);
    const KernelStats &k = bin.kernels[0];
    EXPECT_EQ(k.name, "vadd");
    EXPECT_EQ(k.waveSize, t->warpSize);
    EXPECT_GT(k.vgprs, 0u);
    EXPECT_GT(k.sgprs, 0u);
    EXPECT_EQ(k.scratchBytes, 0u);
    EXPECT_EQ(k.ldsBytes, 0u);
    EXPECT_EQ(k.maxFlatWorkgroupSize, 256u);
    EXPECT_EQ(k.wavesPerSIMD, t->maxWavesPerSIMD);
    EXPECT_GT(k.codeBytes, 0u);
    EXPECT_GE(k.textBytes, k.codeBytes);
    // Three pointers and an i32. The kernel reads no implicit argument, so
    // the backend (attributor: amdgpu-no-implicitarg-ptr) appends none.
    EXPECT_EQ(k.kernargBytes, 28u);
    EXPECT_TRUE(bin.stageMs.count("codegen"));
    EXPECT_TRUE(bin.stageMs.count("lld"));
  }
}

TEST(AMDGPU, WaveSizeFollowsTheChip) {
  for (llvm::StringRef chip : {"gfx942", "gfx1100"}) {
    llvm::LLVMContext ctx;
    std::unique_ptr<llvm::Module> m = parse(ctx, kVectorAdd);
    ASSERT_TRUE(m);
    CompiledBinary bin =
        take(compileModule(*m, target(chip), CodeGenOptions()));
    ASSERT_EQ(bin.kernels.size(), 1u);
    EXPECT_EQ(bin.kernels[0].waveSize, chip == "gfx942" ? 64u : 32u);
  }
}

TEST(AMDGPU, StagesComposeAndAssemblyIsKept) {
  const TargetInfo &t = target("gfx942");
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kVectorAdd);
  ASSERT_TRUE(m);
  ASSERT_FALSE(llvm::errorToBool(prepareModule(*m, t)));
  EXPECT_EQ(m->getTargetTriple().str(), "amdgcn-amd-amdhsa");
  EXPECT_FALSE(m->getDataLayout().isDefault());
  ASSERT_FALSE(llvm::errorToBool(optimizeModule(*m, t)));
  std::unique_ptr<llvm::Module> copy = llvm::CloneModule(*m);
  std::string assembly = take(emitAssembly(*copy, t));
  EXPECT_NE(assembly.find(".amdhsa_kernel vadd"), std::string::npos);
  EXPECT_NE(assembly.find("amdhsa.version"), std::string::npos);
  std::vector<char> object = take(emitObject(*m, t));
  ASSERT_TRUE(isElf(object));
  std::vector<char> codeObject = take(linkCodeObject(object));
  ASSERT_TRUE(isElf(codeObject));
  std::vector<KernelStats> stats = take(readKernelStats(codeObject));
  ASSERT_EQ(stats.size(), 1u);
  EXPECT_EQ(stats[0].name, "vadd");

  llvm::LLVMContext ctx2;
  std::unique_ptr<llvm::Module> m2 = parse(ctx2, kVectorAdd);
  CodeGenOptions keep;
  keep.keepAssembly = true;
  CompiledBinary bin = take(compileModule(*m2, t, keep));
  EXPECT_NE(bin.assembly.find("s_endpgm"), std::string::npos);
}

TEST(AMDGPU, OcmlLinksForEveryChip) {
  for (const TargetInfo *t : amdTargets()) {
    SCOPED_TRACE(std::string(t->name));
    llvm::LLVMContext ctx;
    std::unique_ptr<llvm::Module> m = parse(ctx, kErfExp);
    ASSERT_TRUE(m);
    CompiledBinary bin = take(compileModule(*m, *t, CodeGenOptions()));
    ASSERT_TRUE(isElf(bin.bytes));
    // The library was linked and inlined: nothing of it is left to call.
    for (llvm::Function &f : *m)
      EXPECT_FALSE(f.getName().starts_with("__ocml_") && f.isDeclaration())
          << f.getName().str();
    EXPECT_EQ(m->getFunction("__ocml_erf_f32"), nullptr);
    ASSERT_EQ(bin.kernels.size(), 1u);
    EXPECT_GT(bin.kernels[0].vgprs, 0u);
    EXPECT_EQ(bin.kernels[0].scratchBytes, 0u);
    EXPECT_EQ(bin.kernels[0].maxFlatWorkgroupSize, 128u);
  }
}

TEST(AMDGPU, ModulesWithoutLibraryCallsNeedNoLibraries) {
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kVectorAdd);
  CodeGenOptions o;
  o.deviceLibPath = "/nonexistent/tilec-bitcode";
  take(compileModule(*m, target("gfx90a"), o));
}

TEST(AMDGPUErrors, MissingBitcodeNamesPathAndFunction) {
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kErfExp);
  CodeGenOptions o;
  o.deviceLibPath = "/nonexistent/tilec-bitcode";
  llvm::Expected<CompiledBinary> bin = compileModule(*m, target("gfx942"), o);
  ASSERT_FALSE(bin);
  std::string message = llvm::toString(bin.takeError());
  EXPECT_NE(message.find("/nonexistent/tilec-bitcode/ocml.bc"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("__ocml_erf_f32"), std::string::npos) << message;
}

TEST(AMDGPUErrors, EnvironmentOverridesTheBitcodeDirectory) {
  const char *old = std::getenv("TILEC_DEVICE_LIB_PATH");
  std::string saved = old ? old : "";
  setenv("TILEC_DEVICE_LIB_PATH", "/nonexistent/from-env", 1);
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kErfExp);
  llvm::Error err = linkDeviceLibraries(*m, target("gfx942"));
  if (old)
    setenv("TILEC_DEVICE_LIB_PATH", saved.c_str(), 1);
  else
    unsetenv("TILEC_DEVICE_LIB_PATH");
  ASSERT_TRUE(bool(err));
  std::string message = llvm::toString(std::move(err));
  EXPECT_NE(message.find("/nonexistent/from-env/ocml.bc"), std::string::npos)
      << message;
}

TEST(AMDGPUErrors, UnknownLibraryFunctionIsReported) {
  const char *text = R"(
define amdgpu_kernel void @k(ptr addrspace(1) %y) {
  %r = call float @__ocml_no_such_function_f32(float 1.0)
  store float %r, ptr addrspace(1) %y
  ret void
}
declare float @__ocml_no_such_function_f32(float)
)";
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, text);
  llvm::Expected<CompiledBinary> bin =
      compileModule(*m, target("gfx942"), CodeGenOptions());
  ASSERT_FALSE(bin);
  std::string message = llvm::toString(bin.takeError());
  EXPECT_NE(message.find("does not define __ocml_no_such_function_f32"),
            std::string::npos)
      << message;
}

TEST(AMDGPUErrors, UndefinedSymbolFailsTheLink) {
  const char *text = R"(
define amdgpu_kernel void @k(ptr addrspace(1) %y) {
  %r = call float @external_helper(float 1.0)
  store float %r, ptr addrspace(1) %y
  ret void
}
declare float @external_helper(float)
)";
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, text);
  llvm::Expected<CompiledBinary> bin =
      compileModule(*m, target("gfx942"), CodeGenOptions());
  ASSERT_FALSE(bin);
  std::string message = llvm::toString(bin.takeError());
  EXPECT_NE(message.find("lld"), std::string::npos) << message;
  EXPECT_NE(message.find("external_helper"), std::string::npos) << message;
}

TEST(AMDGPUErrors, InvalidIRIsRejectedBeforeCodegen) {
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kVectorAdd);
  // Break the IR: a block without a terminator.
  llvm::Function *f = m->getFunction("vadd");
  f->back().getTerminator()->eraseFromParent();
  llvm::Expected<CompiledBinary> bin =
      compileModule(*m, target("gfx942"), CodeGenOptions());
  ASSERT_FALSE(bin);
  EXPECT_NE(llvm::toString(bin.takeError()).find("invalid LLVM IR"),
            std::string::npos);
}

TEST(AMDGPUErrors, GarbageIsNotACodeObject) {
  std::vector<char> junk(64, 'x');
  llvm::Expected<std::vector<char>> linked = linkCodeObject(junk);
  ASSERT_FALSE(linked);
  llvm::consumeError(linked.takeError());
  llvm::Expected<std::vector<KernelStats>> stats = readKernelStats(junk);
  ASSERT_FALSE(stats);
  llvm::consumeError(stats.takeError());
}

TEST(AMDGPU, ConcurrentCompilesWithSeparateContexts) {
  std::vector<std::string> failures(8);
  std::vector<std::thread> threads;
  std::vector<const TargetInfo *> chips = amdTargets();
  for (size_t i = 0; i < failures.size(); ++i) {
    threads.emplace_back([&, i] {
      llvm::LLVMContext ctx;
      llvm::SMDiagnostic diag;
      std::unique_ptr<llvm::Module> m = llvm::parseIR(
          llvm::MemoryBufferRef(i % 2 ? kErfExp : kVectorAdd, "t.ll"), diag,
          ctx);
      if (!m) {
        failures[i] = "parse";
        return;
      }
      llvm::Expected<CompiledBinary> bin =
          compileModule(*m, *chips[i % chips.size()], CodeGenOptions());
      if (!bin)
        failures[i] = llvm::toString(bin.takeError());
      else if (bin->kernels.size() != 1)
        failures[i] = "no kernel stats";
    });
  }
  for (std::thread &thread : threads)
    thread.join();
  for (const std::string &failure : failures)
    EXPECT_EQ(failure, "");
}

TEST(NVPTX, PtxHasAnEntry) {
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kVectorAddNVPTX);
  ASSERT_TRUE(m);
  CodeGenOptions o;
  o.runPtxas = false;
  CompiledBinary bin = take(compileModule(*m, target("sm_90"), o));
  EXPECT_EQ(bin.format, "ptx");
  std::string ptx(bin.bytes.begin(), bin.bytes.end());
  EXPECT_NE(ptx.find(".entry vadd"), std::string::npos) << ptx;
  EXPECT_NE(ptx.find(".target sm_90"), std::string::npos);
  ASSERT_EQ(bin.kernels.size(), 1u);
  EXPECT_EQ(bin.kernels[0].name, "vadd");
  EXPECT_EQ(bin.kernels[0].waveSize, 32u);
}

TEST(NVPTX, CubinFromPtxas) {
  if (!havePtxas())
    GTEST_SKIP() << "ptxas not installed";
  for (llvm::StringRef chip : {"sm_80", "sm_90", "sm_90a"}) {
    SCOPED_TRACE(chip.str());
    llvm::LLVMContext ctx;
    std::unique_ptr<llvm::Module> m = parse(ctx, kVectorAddNVPTX);
    ASSERT_TRUE(m);
    CompiledBinary bin =
        take(compileModule(*m, target(chip), CodeGenOptions()));
    EXPECT_EQ(bin.format, "cubin");
    ASSERT_TRUE(isElf(bin.bytes));
    EXPECT_NE(bin.assembly.find(".entry vadd"), std::string::npos);
    ASSERT_EQ(bin.kernels.size(), 1u);
    EXPECT_EQ(bin.kernels[0].name, "vadd");
    EXPECT_GT(bin.kernels[0].registers, 0u);
    EXPECT_EQ(bin.kernels[0].spillStoreBytes, 0u);
  }
}

TEST(NVPTX, PtxasLogParsing) {
  const char *log = R"(ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'k1' for 'sm_90a'
ptxas info    : Function properties for k1
    16 bytes stack frame, 8 bytes spill stores, 4 bytes spill loads
ptxas info    : Used 40 registers, used 1 barriers, 4096 bytes smem, 380 bytes cmem[0]
ptxas info    : Compiling entry function 'k2' for 'sm_90a'
ptxas info    : Function properties for k2
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 8 registers, 368 bytes cmem[0]
)";
  std::vector<KernelStats> stats = parsePtxasInfo(log);
  ASSERT_EQ(stats.size(), 2u);
  EXPECT_EQ(stats[0].name, "k1");
  EXPECT_EQ(stats[0].registers, 40u);
  EXPECT_EQ(stats[0].ldsBytes, 4096u);
  EXPECT_EQ(stats[0].scratchBytes, 16u);
  EXPECT_EQ(stats[0].spillStoreBytes, 8u);
  EXPECT_EQ(stats[0].spillLoadBytes, 4u);
  EXPECT_EQ(stats[1].name, "k2");
  EXPECT_EQ(stats[1].registers, 8u);
  EXPECT_EQ(stats[1].ldsBytes, 0u);
}

TEST(NVPTX, BadPtxasPathIsAnError) {
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kVectorAddNVPTX);
  CodeGenOptions o;
  o.ptxasPath = "/nonexistent/ptxas";
  llvm::Expected<CompiledBinary> bin = compileModule(*m, target("sm_90"), o);
  ASSERT_FALSE(bin);
  EXPECT_NE(llvm::toString(bin.takeError()).find("/nonexistent/ptxas"),
            std::string::npos);
}

// libdevice is linked, inlined and gone: the PTX calls nothing external, and
// ptxas (which would reject an undefined .extern .func) accepts it.
TEST(NVPTX, LibdeviceLinksForExpAndErf) {
  if (!haveLibdevice())
    GTEST_SKIP() << "CUDA libdevice not installed";
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kErfExpNVPTX);
  ASSERT_TRUE(m);
  CodeGenOptions o;
  o.runPtxas = false;
  CompiledBinary bin = take(compileModule(*m, target("sm_90"), o));
  EXPECT_EQ(bin.format, "ptx");
  const std::string &ptx = bin.assembly;
  EXPECT_NE(ptx.find(".entry erf_exp"), std::string::npos) << ptx;
  EXPECT_EQ(ptx.find(".extern .func __nv_"), std::string::npos) << ptx;
  EXPECT_EQ(ptx.find("__nvvm_reflect"), std::string::npos) << ptx;
  // Internalized and inlined: only the kernel is left.
  for (llvm::Function &f : *m)
    EXPECT_FALSE(f.getName().starts_with("__nv")) << f.getName().str();
  const llvm::Metadata *ftz = m->getModuleFlag("nvvm-reflect-ftz");
  ASSERT_NE(ftz, nullptr);
  EXPECT_EQ(llvm::mdconst::extract<llvm::ConstantInt>(ftz)->getZExtValue(), 0u);
}

TEST(NVPTX, LibdeviceCubinFromPtxas) {
  if (!haveLibdevice())
    GTEST_SKIP() << "CUDA libdevice not installed";
  if (!havePtxas())
    GTEST_SKIP() << "ptxas not installed";
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kErfExpNVPTX);
  ASSERT_TRUE(m);
  CompiledBinary bin =
      take(compileModule(*m, target("sm_90"), CodeGenOptions()));
  EXPECT_EQ(bin.format, "cubin");
  ASSERT_TRUE(isElf(bin.bytes));
  EXPECT_EQ(bin.assembly.find(".extern .func __nv_"), std::string::npos);
  ASSERT_EQ(bin.kernels.size(), 1u);
  EXPECT_EQ(bin.kernels[0].name, "erf_exp");
  EXPECT_GT(bin.kernels[0].registers, 0u);
}

// __nvvm_reflect answers: FTZ off (no .ftz variants), IEEE sqrt (sqrt.rn, not
// sqrt.approx), and the f64 path compiles; also at -O0, where nothing but the
// always-inliner runs.
TEST(NVPTX, LibdeviceReflectSelectsPreciseNonFtzCode) {
  if (!haveLibdevice())
    GTEST_SKIP() << "CUDA libdevice not installed";
  for (unsigned level : {0u, 3u}) {
    SCOPED_TRACE(level);
    llvm::LLVMContext ctx;
    std::unique_ptr<llvm::Module> m = parse(ctx, kSqrtExpNVPTX);
    ASSERT_TRUE(m);
    CodeGenOptions o;
    o.optLevel = level;
    o.runPtxas = havePtxas();
    CompiledBinary bin = take(compileModule(*m, target("sm_90"), o));
    const std::string &ptx = bin.assembly;
    EXPECT_NE(ptx.find("sqrt.rn.f32"), std::string::npos) << ptx;
    EXPECT_EQ(ptx.find("sqrt.approx"), std::string::npos) << ptx;
    EXPECT_EQ(ptx.find(".ftz"), std::string::npos) << ptx;
    EXPECT_EQ(ptx.find(".extern .func"), std::string::npos) << ptx;
    EXPECT_EQ(ptx.find("__nvvm_reflect"), std::string::npos) << ptx;
  }
}

// A module's own FTZ choice is kept.
TEST(NVPTX, LibdeviceKeepsTheModulesFtzFlag) {
  if (!haveLibdevice())
    GTEST_SKIP() << "CUDA libdevice not installed";
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kSqrtExpNVPTX);
  ASSERT_TRUE(m);
  m->addModuleFlag(llvm::Module::Override, "nvvm-reflect-ftz", /*Val=*/1u);
  CodeGenOptions o;
  o.runPtxas = false;
  CompiledBinary bin = take(compileModule(*m, target("sm_90"), o));
  EXPECT_NE(bin.assembly.find("sqrt.rn.ftz.f32"), std::string::npos)
      << bin.assembly;
}

TEST(NVPTX, ModulesWithoutLibdeviceCallsNeedNoLibdevice) {
  ScopedEnv env("TILEC_LIBDEVICE_PATH", "/nonexistent/libdevice.10.bc");
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kVectorAddNVPTX);
  CodeGenOptions o;
  o.runPtxas = false;
  take(compileModule(*m, target("sm_90"), o));
}

// An explicit TILEC_LIBDEVICE_PATH is not silently replaced by another CUDA.
TEST(NVPTXErrors, MissingLibdeviceNamesPathAndFunction) {
  ScopedEnv env("TILEC_LIBDEVICE_PATH", "/nonexistent/tilec/libdevice.10.bc");
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kErfExpNVPTX);
  llvm::Error err = linkDeviceLibraries(*m, target("sm_90"));
  ASSERT_TRUE(bool(err));
  std::string message = llvm::toString(std::move(err));
  EXPECT_NE(message.find("/nonexistent/tilec/libdevice.10.bc"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("__nv_expf (and 1 more)"), std::string::npos)
      << message;
  EXPECT_EQ(message.find("/usr/local/cuda"), std::string::npos) << message;
}

// Without an explicit path, every default location tried is named.
TEST(NVPTXErrors, MissingLibdeviceListsDefaultLocations) {
  ScopedEnv noOverride("TILEC_LIBDEVICE_PATH", nullptr);
  ScopedEnv cudaHome("CUDA_HOME", "/nonexistent/cuda-home");
  if (llvm::sys::fs::exists("/usr/local/cuda/nvvm/libdevice/libdevice.10.bc"))
    GTEST_SKIP() << "the last default location exists here";
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kErfExpNVPTX);
  llvm::Error err = linkDeviceLibraries(*m, target("sm_90"));
  ASSERT_TRUE(bool(err));
  std::string message = llvm::toString(std::move(err));
  EXPECT_NE(
      message.find("/nonexistent/cuda-home/nvvm/libdevice/libdevice.10.bc, "
                   "/usr/local/cuda/nvvm/libdevice/libdevice.10.bc"),
      std::string::npos)
      << message;
}

// CUDA_HOME is used when TILEC_LIBDEVICE_PATH is unset.
TEST(NVPTX, CudaHomeLocatesLibdevice) {
  if (!llvm::sys::fs::is_regular_file(
          "/usr/local/cuda/nvvm/libdevice/libdevice.10.bc"))
    GTEST_SKIP() << "CUDA libdevice not installed in /usr/local/cuda";
  ScopedEnv noOverride("TILEC_LIBDEVICE_PATH", nullptr);
  ScopedEnv cudaHome("CUDA_HOME", "/usr/local/cuda");
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kErfExpNVPTX);
  ASSERT_FALSE(bool(linkDeviceLibraries(*m, target("sm_90"))));
  // Linked, internalized, not yet inlined: the one optimization does that.
  llvm::Function *expf = m->getFunction("__nv_expf");
  ASSERT_NE(expf, nullptr);
  EXPECT_FALSE(expf->isDeclaration());
  EXPECT_TRUE(expf->hasLocalLinkage());
  ASSERT_FALSE(bool(optimizeModule(*m, target("sm_90"))));
  EXPECT_EQ(m->getFunction("__nv_expf"), nullptr);
}

TEST(NVPTXErrors, UnknownLibdeviceFunctionIsReported) {
  if (!haveLibdevice())
    GTEST_SKIP() << "CUDA libdevice not installed";
  const char *text = R"(
define ptx_kernel void @k(ptr addrspace(1) %y) {
  %r = call float @__nv_no_such_functionf(float 1.0)
  store float %r, ptr addrspace(1) %y
  ret void
}
declare float @__nv_no_such_functionf(float)
)";
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, text);
  llvm::Error err = linkDeviceLibraries(*m, target("sm_90"));
  ASSERT_TRUE(bool(err));
  std::string message = llvm::toString(std::move(err));
  EXPECT_NE(message.find("does not define __nv_no_such_functionf"),
            std::string::npos)
      << message;
}

// Kernels whose resource use is pinned by inline-asm clobbers and an LDS
// array, so the stats can be compared with what llc-22 prints for them.
const char *kResources = R"(
@tile = internal addrspace(3) global [5000 x i32] poison, align 4
define amdgpu_kernel void @uses_agprs() #0 {
  call void asm sideeffect "", "~{v39}"()
  call void asm sideeffect "", "~{a15}"()
  ret void
}
define amdgpu_kernel void @uses_lds(ptr addrspace(1) %p) #0 {
  %g = getelementptr [5000 x i32], ptr addrspace(3) @tile, i32 0, i32 100
  store volatile i32 1, ptr addrspace(3) %g
  %v = load volatile i32, ptr addrspace(3) @tile
  store i32 %v, ptr addrspace(1) %p
  ret void
}
define amdgpu_kernel void @reads_group_size(ptr addrspace(1) %out, i32 %n, i8 %b, double %d) #0 {
  %imp = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %gs = getelementptr i8, ptr addrspace(4) %imp, i64 12
  %v = load i16, ptr addrspace(4) %gs
  %v32 = zext i16 %v to i32
  %s = add i32 %v32, %n
  store i32 %s, ptr addrspace(1) %out
  ret void
}
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
)";

static const KernelStats *findKernel(const CompiledBinary &bin,
                                     llvm::StringRef name) {
  for (const KernelStats &k : bin.kernels)
    if (k.name == name)
      return &k;
  ADD_FAILURE() << "no kernel " << name.str();
  return nullptr;
}

TEST(AMDGPU, StatsAgreeWithLLVMOccupancy) {
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kResources);
  ASSERT_TRUE(m);
  CompiledBinary bin =
      take(compileModule(*m, target("gfx942"), CodeGenOptions()));
  ASSERT_EQ(bin.kernels.size(), 3u);
  const KernelStats *agprs = findKernel(bin, "uses_agprs");
  ASSERT_TRUE(agprs);
  // .vgpr_count is the unified total: v0-v39 rounded to 40, then a0-a15.
  EXPECT_EQ(agprs->vgprs, 56u);
  EXPECT_EQ(agprs->agprs, 16u);
  EXPECT_EQ(agprs->wavesPerSIMD, 8u);
  const KernelStats *lds = findKernel(bin, "uses_lds");
  ASSERT_TRUE(lds);
  EXPECT_EQ(lds->ldsBytes, 20000u);
  EXPECT_EQ(lds->wavesPerSIMD, 3u);
  // Explicit arguments at natural alignment (8, 4, 1, 8 bytes: offsets 0, 8,
  // 12, 16), then code object v5's 256-byte implicit block at 24.
  const KernelStats *dims = findKernel(bin, "reads_group_size");
  ASSERT_TRUE(dims);
  EXPECT_EQ(dims->kernargBytes, 24u + 256u);
}

// The code object is accepted by LLVM's own tools (skips when not installed).
TEST(AMDGPU, CodeObjectReadsBackWithLLVMTools) {
  const char *readelf = "/usr/lib/llvm-22/bin/llvm-readelf";
  const char *objdump = "/usr/lib/llvm-22/bin/llvm-objdump";
  if (!llvm::sys::fs::can_execute(readelf) ||
      !llvm::sys::fs::can_execute(objdump))
    GTEST_SKIP() << "llvm-readelf/llvm-objdump 22 not installed";
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kVectorAdd);
  CompiledBinary bin =
      take(compileModule(*m, target("gfx942"), CodeGenOptions()));
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("tilec-target-test", dir));
  std::string hsaco = (dir + "/vadd.hsaco").str();
  std::string notes = (dir + "/notes.txt").str();
  std::string disasm = (dir + "/disasm.txt").str();
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(hsaco, ec);
    ASSERT_FALSE(ec);
    os.write(bin.bytes.data(), bin.bytes.size());
  }
  auto run = [](const char *tool, std::vector<llvm::StringRef> args,
                const std::string &out) {
    std::optional<llvm::StringRef> redirects[] = {
        std::nullopt, llvm::StringRef(out), llvm::StringRef(out)};
    return llvm::sys::ExecuteAndWait(tool, args, std::nullopt, redirects);
  };
  EXPECT_EQ(run(readelf, {readelf, "--file-header", "--notes", hsaco}, notes),
            0);
  EXPECT_EQ(run(objdump, {objdump, "-d", "--mcpu=gfx942", hsaco}, disasm), 0);
  auto slurp = [](const std::string &path) {
    auto buffer = llvm::MemoryBuffer::getFile(path);
    return buffer ? (*buffer)->getBuffer().str() : std::string();
  };
  std::string notesText = slurp(notes);
  std::string disasmText = slurp(disasm);
  llvm::sys::fs::remove_directories(dir);
  EXPECT_NE(notesText.find("amdhsa.kernels"), std::string::npos) << notesText;
  // Code object v5: ELF ABI version 3, metadata version 1.2.
  EXPECT_NE(notesText.find("ABI Version:                       3"),
            std::string::npos)
      << notesText;
  EXPECT_NE(notesText.find("amdhsa.version:\n  - 1\n  - 2"), std::string::npos)
      << notesText;
  EXPECT_NE(notesText.find(".name:           vadd"), std::string::npos)
      << notesText;
  EXPECT_NE(disasmText.find("<vadd>:"), std::string::npos) << disasmText;
  EXPECT_NE(disasmText.find("s_endpgm"), std::string::npos) << disasmText;
}

// -O0 keeps the library functions as real calls; they must still link.
TEST(AMDGPU, OptLevelZeroCompilesWithLibraries) {
  for (llvm::StringRef chip : {"gfx942", "gfx1201"}) {
    SCOPED_TRACE(chip.str());
    llvm::LLVMContext ctx;
    std::unique_ptr<llvm::Module> m = parse(ctx, kErfExp);
    CodeGenOptions o;
    o.optLevel = 0;
    CompiledBinary bin = take(compileModule(*m, target(chip), o));
    ASSERT_EQ(bin.kernels.size(), 1u);
    EXPECT_GT(bin.kernels[0].vgprs, 0u);
  }
}

TEST(AMDGPUErrors, OptLevelOutOfRange) {
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kVectorAdd);
  CodeGenOptions o;
  o.optLevel = 7;
  llvm::Expected<CompiledBinary> bin = compileModule(*m, target("gfx942"), o);
  ASSERT_FALSE(bin);
  EXPECT_NE(llvm::toString(bin.takeError()).find("out of range"),
            std::string::npos);
}

// A backend error (here: an inline-asm operand the assembler rejects) comes
// back as an error instead of terminating the process, and the context's own
// diagnostic handler is back in place afterwards.
TEST(AMDGPUErrors, BackendErrorsAreCaptured) {
  const char *text = R"(
define amdgpu_kernel void @k() {
  call void asm sideeffect "v_no_such_instruction v0", ""()
  ret void
}
)";
  llvm::LLVMContext ctx;
  const llvm::DiagnosticHandler *before = ctx.getDiagHandlerPtr();
  std::unique_ptr<llvm::Module> m = parse(ctx, text);
  llvm::Expected<CompiledBinary> bin =
      compileModule(*m, target("gfx942"), CodeGenOptions());
  ASSERT_FALSE(bin);
  std::string message = llvm::toString(bin.takeError());
  EXPECT_NE(message.find("code generation for gfx942"), std::string::npos)
      << message;
  EXPECT_EQ(ctx.getDiagHandlerPtr(), before);
}

// ockl's work-item queries read code object v5's hidden arguments when
// __oclc_ABI_version is 500, so the kernel gets the implicit block.
TEST(AMDGPU, OcklLinksAndUsesTheV5HiddenArguments) {
  const char *text = R"(
define amdgpu_kernel void @local_size(ptr addrspace(1) %p) {
  %o = call i64 @__ockl_get_local_size(i32 0)
  store i64 %o, ptr addrspace(1) %p
  ret void
}
declare i64 @__ockl_get_local_size(i32)
)";
  for (llvm::StringRef chip : {"gfx942", "gfx1100"}) {
    SCOPED_TRACE(chip.str());
    llvm::LLVMContext ctx;
    std::unique_ptr<llvm::Module> m = parse(ctx, text);
    CompiledBinary bin =
        take(compileModule(*m, target(chip), CodeGenOptions()));
    ASSERT_EQ(bin.kernels.size(), 1u);
    EXPECT_EQ(bin.kernels[0].kernargBytes, 8u + 256u);
    EXPECT_EQ(m->getFunction("__ockl_get_local_size"), nullptr);
  }
}

//===----------------------------------------------------------------------===//
// sinkSharedLoads (Target/SinkSharedLoads.h)
//===----------------------------------------------------------------------===//

namespace {

// %a and %b feed the product; %c is read before a store to shared memory,
// %d before a barrier, %e from global memory, %f is volatile, %g is used
// only in the next block.
const char *kSharedReads = R"(
define amdgpu_kernel void @reads(ptr addrspace(3) %s, ptr addrspace(1) %g,
                                 ptr addrspace(1) %out) {
entry:
  %a = load float, ptr addrspace(3) %s
  %pb = getelementptr float, ptr addrspace(3) %s, i32 1
  %b = load float, ptr addrspace(3) %pb
  %pc = getelementptr float, ptr addrspace(3) %s, i32 2
  %c = load float, ptr addrspace(3) %pc
  %pd = getelementptr float, ptr addrspace(3) %s, i32 3
  %d = load float, ptr addrspace(3) %pd
  %e = load float, ptr addrspace(1) %g
  %f = load volatile float, ptr addrspace(3) %s
  %pg = getelementptr float, ptr addrspace(3) %s, i32 4
  %gv = load float, ptr addrspace(3) %pg
  %x = fmul float %e, 2.0
  %ab = fmul float %a, %b
  store float 0.0, ptr addrspace(3) %s
  %abc = fadd float %ab, %c
  call void @llvm.amdgcn.s.barrier()
  %abcd = fadd float %abc, %d
  %all = fadd float %abcd, %f
  %y = fadd float %all, %x
  br label %next
next:
  %z = fadd float %y, %gv
  store float %z, ptr addrspace(1) %out
  ret void
}
declare void @llvm.amdgcn.s.barrier()
)";

/// The names of the instructions of `block`, in order.
std::vector<std::string> order(const llvm::BasicBlock &block) {
  std::vector<std::string> names;
  for (const llvm::Instruction &inst : block)
    names.push_back(inst.hasName() ? inst.getName().str()
                                   : std::string(inst.getOpcodeName()));
  return names;
}

} // namespace

TEST(SinkSharedLoads, ReadsMoveToTheirUserButNotPastWrites) {
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> m = parse(ctx, kSharedReads);
  ASSERT_TRUE(m);
  llvm::Function &f = *m->getFunction("reads");
  EXPECT_TRUE(sinkSharedLoads(f));
  // The volatile read %f stops %a .. %d right where they are (only reads
  // between); %gv, used in the next block only, moves down to the store.
  std::vector<std::string> expected = {
      "pb", "pc", "pd", "e",     "a",   "b",    "c",    "d",   "f", "pg",
      "x",  "ab", "gv", "store", "abc", "call", "abcd", "all", "y", "br"};
  EXPECT_EQ(order(f.getEntryBlock()), expected);
  EXPECT_FALSE(sinkSharedLoads(f)); // a fixed point

  // Without the volatile read, %a and %b go to their product, %c stops at
  // the store and %d at the barrier.
  for (llvm::Instruction &inst : f.getEntryBlock())
    if (inst.getName() == "f") {
      inst.replaceAllUsesWith(llvm::ConstantFP::get(inst.getType(), 0.0));
      inst.eraseFromParent();
      break;
    }
  EXPECT_TRUE(sinkSharedLoads(f));
  expected = {"pb",   "pc",   "pd",  "e", "pg", "x",     "a",
              "b",    "ab",   "gv",  "c", "d",  "store", "abc",
              "call", "abcd", "all", "y", "br"};
  EXPECT_EQ(order(f.getEntryBlock()), expected);
  EXPECT_FALSE(sinkSharedLoads(f)); // a fixed point
}
