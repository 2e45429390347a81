//===- JITTest.cpp - tests of the C++ JIT API (include/tilec/Compiler.h) --===//
#include "tilec/Compiler.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <random>
#include <sys/resource.h>
#include <thread>
#include <unistd.h>

using namespace tilec;

namespace {

const std::string kSourceDir = TILEC_SOURCE_DIR;

KernelSource vectorAdd() {
  return KernelSource::fromFile(kSourceDir + "/kernels/vector_add.py");
}
KernelSource softmax() {
  return KernelSource::fromFile(kSourceDir + "/kernels/softmax.py");
}

CompileOptions interpOptions() {
  CompileOptions o;
  o.target = "interp";
  return o;
}

/// A fresh, empty cache directory under the build's temp dir.
std::string freshDir(const std::string &name) {
  llvm::SmallString<128> dir;
  llvm::sys::fs::createUniqueDirectory("tilec-jit-" + name, dir);
  return std::string(dir);
}

std::string errorText(const Status &s) {
  return s.ok() ? std::string("<no error>") : s.message();
}

template <class T> std::string errorText(const Result<T> &r) {
  return r.ok() ? std::string("<no error>") : r.message();
}

/// Runs the fp32 vector add on the interpreter with `n` elements (a ragged
/// tail) and checks every element against x + y; the output starts as NaN
/// so unwritten elements fail.
void checkVectorAdd(const std::shared_ptr<const CompiledKernel> &ck, int n,
                    unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-4, 4);
  std::vector<float> x(n), y(n),
      out(n, std::numeric_limits<float>::quiet_NaN());
  for (int i = 0; i < n; ++i) {
    x[i] = dist(rng);
    y[i] = dist(rng);
  }
  Device device = Device::interpreter();
  Kernel kernel(ck);
  unsigned blocks = (n + 127) / 128;
  Status err = kernel.launch(device, {blocks, 1, 1}, x, y, out, n);
  ASSERT_TRUE(err.ok()) << errorText(err);
  for (int i = 0; i < n; ++i)
    ASSERT_EQ(out[i], static_cast<float>(static_cast<double>(x[i]) + y[i]))
        << "element " << i;
}

std::shared_ptr<const CompiledKernel> compileAdd(Compiler &c) {
  auto ck = c.compile(vectorAdd(), "add_kernel", "*fp32,*fp32,*fp32,i32",
                      {{"BLOCK_SIZE", "128"}}, interpOptions());
  EXPECT_TRUE(static_cast<bool>(ck)) << errorText(ck);
  return ck ? *ck : nullptr;
}

} // namespace

//===----------------------------------------------------------------------===//
// Diagnostics
//===----------------------------------------------------------------------===//

// A semantic error in the kernel body: the message has file:line:col, the
// source line and a caret, as `tilec compile` prints them.
TEST(JITDiagnostics, CompileErrorHasLocationLineAndCaret) {
  Compiler c({"", /*diskCache=*/false});
  const char *text = "import triton\n"
                     "import triton.language as tl\n"
                     "@triton.jit\n"
                     "def k(p):\n"
                     "    x = tl.load(p + undefined_name)\n";
  auto ck = c.compile(KernelSource::fromText(text, "bad.py"), "k", "*fp32", {},
                      interpOptions());
  std::string msg = errorText(ck);
  EXPECT_NE(msg.find("bad.py:5:"), std::string::npos) << msg;
  EXPECT_NE(msg.find("x = tl.load(p + undefined_name)"), std::string::npos)
      << msg;
  EXPECT_NE(msg.find("^"), std::string::npos) << msg;
}

// A syntax error is located too.
TEST(JITDiagnostics, SyntaxErrorHasLocation) {
  Compiler c({"", false});
  auto ck =
      c.compile(KernelSource::fromText("def k(p):\n    x = = 1\n", "syn.py"),
                "k", "*fp32", {}, interpOptions());
  std::string msg = errorText(ck);
  EXPECT_NE(msg.find("syn.py:2:"), std::string::npos) << msg;
}

// Signature and constexpr mistakes get the front end's messages, as in the
// CLI.
TEST(JITDiagnostics, SignatureAndConstexprErrors) {
  Compiler c({"", false});
  auto tooFew = c.compile(vectorAdd(), "add_kernel", "*fp32,*fp32",
                          {{"BLOCK_SIZE", "128"}}, interpOptions());
  EXPECT_NE(errorText(tooFew).find("signature has 2 entries but parameter "
                                   "'out_ptr' needs one"),
            std::string::npos)
      << errorText(tooFew);
  auto badType = c.compile(vectorAdd(), "add_kernel", "*fp32,*fp32,*fp33,i32",
                           {{"BLOCK_SIZE", "128"}}, interpOptions());
  EXPECT_NE(errorText(badType).find("unknown type 'fp33'"), std::string::npos)
      << errorText(badType);
  auto noValue = c.compile(vectorAdd(), "add_kernel", "*fp32,*fp32,*fp32,i32",
                           {}, interpOptions());
  EXPECT_NE(errorText(noValue).find("constexpr parameter 'BLOCK_SIZE' has no "
                                    "value"),
            std::string::npos);
  auto unknown =
      c.compile(vectorAdd(), "add_kernel", "*fp32,*fp32,*fp32,i32",
                {{"BLOCK_SIZE", "128"}, {"NOPE", "1"}}, interpOptions());
  EXPECT_NE(errorText(unknown).find("has no parameter named 'NOPE'"),
            std::string::npos);
  auto empty = c.compile(vectorAdd(), "add_kernel", "*fp32,*fp32,*fp32,i32",
                         {{"BLOCK_SIZE", ""}}, interpOptions());
  EXPECT_NE(errorText(empty).find("expects NAME=VALUE"), std::string::npos);
  CompileOptions bad = interpOptions();
  bad.target = "gfx9000";
  auto target = c.compile(vectorAdd(), "add_kernel", "*fp32,*fp32,*fp32,i32",
                          {{"BLOCK_SIZE", "128"}}, bad);
  EXPECT_NE(errorText(target).find("unknown target 'gfx9000'"),
            std::string::npos);
  bad = interpOptions();
  bad.numWarps = 3;
  auto warps = c.compile(vectorAdd(), "add_kernel", "*fp32,*fp32,*fp32,i32",
                         {{"BLOCK_SIZE", "128"}}, bad);
  EXPECT_NE(errorText(warps).find("power of two"), std::string::npos);
  auto missing = c.compile(KernelSource::fromFile("/nonexistent/k.py"), "k", "",
                           {}, interpOptions());
  EXPECT_NE(errorText(missing).find("cannot read '/nonexistent/k.py'"),
            std::string::npos);
}

// The parameter list: names, types, pointees, constexprs and their values.
TEST(JITCompile, ParametersDescribed) {
  Compiler c({"", false});
  auto ck = compileAdd(c);
  ASSERT_TRUE(ck);
  ASSERT_EQ(ck->params.size(), 5u);
  EXPECT_EQ(ck->params[0].name, "x_ptr");
  EXPECT_EQ(ck->params[0].type, "*fp32");
  EXPECT_EQ(ck->params[0].pointeeType, "fp32");
  EXPECT_TRUE(ck->params[0].isPointer());
  EXPECT_EQ(ck->params[3].name, "n_elements");
  EXPECT_EQ(ck->params[3].kind, rt::KernelArg::Kind::I32);
  EXPECT_EQ(ck->params[3].argIndex, 3);
  EXPECT_TRUE(ck->params[4].isConstexpr);
  EXPECT_EQ(ck->params[4].value, "128");
  EXPECT_EQ(ck->arguments().size(), 4u);
  EXPECT_NE(ck->tileIR.find("add_kernel"), std::string::npos);
  EXPECT_NE(ck->tileIR.find("vector_add.py"), std::string::npos)
      << "tile IR keeps source locations";
}

// A host-side tensor descriptor parameter is one entry of the signature and
// one ParamInfo per kernel argument it is passed as, with the promises the
// code relies on as hints, checked at every launch.
TEST(JITCompile, TensorDescriptorParameters) {
  Compiler c({"", false});
  KernelSource src = KernelSource::fromFile(
      kSourceDir + "/test/e2e/kernels/host_descriptors.py");
  auto ck = c.compile(src, "desc_window_kernel",
                      "tensordesc<fp32[16, 16]>:[1, 16],*fp32,i32,i32",
                      {{"BLOCK_M", "16"}, {"BLOCK_N", "16"}}, interpOptions());
  ASSERT_TRUE(static_cast<bool>(ck)) << errorText(ck);
  std::vector<const ParamInfo *> args = (*ck)->arguments();
  ASSERT_EQ(args.size(), 7u);
  EXPECT_EQ(args[0]->name, "x_desc.base");
  EXPECT_EQ(args[0]->type, "*fp32");
  EXPECT_EQ(args[0]->hint, "16");
  EXPECT_EQ(args[1]->name, "x_desc.shape[0]");
  EXPECT_EQ(args[1]->hint, "");
  EXPECT_EQ(args[2]->hint, "16");
  EXPECT_EQ(args[3]->name, "x_desc.strides[0]");
  EXPECT_EQ(args[3]->type, "i64");
  EXPECT_EQ(args[3]->hint, "4"); // 16 bytes of fp32
  EXPECT_EQ(args[4]->name, "out_ptr");
  EXPECT_EQ(args[4]->argIndex, 4);

  std::vector<float> x(20 * 48), out(256, NAN);
  for (size_t i = 0; i < x.size(); ++i)
    x[i] = static_cast<float>(i);
  Kernel k(*ck);
  Device d = Device::interpreter();
  Status err = k.launch(d, {1, 1, 1}, x, 20, 48, std::int64_t(48), out, 12, 40);
  ASSERT_TRUE(err.ok()) << errorText(err);
  for (int r = 0; r < 16; ++r)
    for (int col = 0; col < 16; ++col) {
      bool inside = 12 + r < 20 && 40 + col < 48;
      ASSERT_EQ(out[r * 16 + col], inside ? x[(12 + r) * 48 + 40 + col] : 0.0f)
          << r << "," << col;
    }
  std::string msg = errorText(
      k.launch(d, {1, 1, 1}, x, 20, 48, std::int64_t(47), out, 12, 40));
  EXPECT_NE(msg.find("'x_desc.strides[0]', i64): the value is not a multiple "
                     "of 4"),
            std::string::npos)
      << msg;
  msg = errorText(
      k.launch(d, {1, 1, 1}, x, 20, 40, std::int64_t(48), out, 12, 40));
  EXPECT_NE(msg.find("'x_desc.shape[1]', i32): the value is not a multiple "
                     "of 16"),
            std::string::npos)
      << msg;

  JitFunction fn(c, src, "desc_window_kernel",
                 "tensordesc<fp32[16, 16]>,*fp32,i32,i32",
                 {{"BLOCK_M", "16"}, {"BLOCK_N", "16"}}, interpOptions());
  auto sig = fn.specialize({x, 20, 48, std::int64_t(48), out, 12, 32});
  ASSERT_TRUE(static_cast<bool>(sig)) << errorText(sig);
  EXPECT_EQ(*sig, "tensordesc<fp32[16, 16]>:[1, 16],*fp32:16,i32,i32:16");
  sig = fn.specialize({x, 20, 48, std::int64_t(48), out, 12});
  EXPECT_NE(errorText(sig).find("takes 7 argument(s), got 6"),
            std::string::npos)
      << errorText(sig);
  err = fn.launch(d, {1, 1, 1}, x, 20, 48, std::int64_t(48), out, 12, 40);
  EXPECT_TRUE(err.ok()) << errorText(err);
}

//===----------------------------------------------------------------------===//
// Launch argument checks
//===----------------------------------------------------------------------===//

TEST(JITLaunch, ArgumentMismatchesAreErrors) {
  Compiler c({"", false});
  auto ck = compileAdd(c);
  ASSERT_TRUE(ck);
  Kernel k(ck);
  Device d = Device::interpreter();
  std::vector<float> x(8), y(8), out(8);
  auto expectError = [&](const Status &err, const std::string &what) {
    std::string msg = errorText(err);
    EXPECT_NE(msg.find(what), std::string::npos) << msg;
  };
  expectError(k.launch(d, {1, 1, 1}, x, y, out), "takes 4 argument(s)");
  expectError(k.launch(d, {1, 1, 1}, x, y, out, 8, 9), "got 5");
  expectError(
      k.launch(d, {1, 1, 1}, x, 3, out, 8),
      "argument 1 ('y_ptr', *fp32): expected a pointer, got an integer");
  expectError(k.launch(d, {1, 1, 1}, x, y, out, out),
              "'n_elements', i32): expected a scalar");
  expectError(k.launch(d, {1, 1, 1}, x, y, out, 8.0f),
              "expected an integer, got a floating-point value");
  expectError(k.launch(d, {1, 1, 1}, x, y, out, std::int64_t(1) << 40),
              "1099511627776 is out of range");
  expectError(k.launch(d, {1, 1, 1}, x, y, out, true),
              "expected an integer, got a bool");
  expectError(k.launch(d, {1, 1, 1}, x, y, Arg::devicePointer(0x1000), 8),
              "the interpreter needs host memory");
  expectError(k.launch(d, {0, 1, 1}, x, y, out, 8), "empty grid");
  // Out-of-bounds accesses are caught by the interpreter, with a location.
  std::vector<float> small(4);
  expectError(k.launch(d, {1, 1, 1}, x, y, small, 8), "vector_add.py:");
}

//===----------------------------------------------------------------------===//
// Cache
//===----------------------------------------------------------------------===//

TEST(JITCache, SecondCompileHitsMemory) {
  Compiler c({freshDir("mem"), true});
  auto a = compileAdd(c);
  auto b = compileAdd(c);
  ASSERT_TRUE(a && b);
  EXPECT_EQ(a.get(), b.get());
  CacheStats s = c.cacheStats();
  EXPECT_EQ(s.compiles, 1u);
  EXPECT_EQ(s.memoryHits, 1u);
  // Anything in the key changes the result: here numWarps.
  CompileOptions o = interpOptions();
  o.numWarps = 8;
  auto other = c.compile(vectorAdd(), "add_kernel", "*fp32,*fp32,*fp32,i32",
                         {{"BLOCK_SIZE", "128"}}, o);
  ASSERT_TRUE(static_cast<bool>(other));
  EXPECT_NE(other->get(), a.get());
  EXPECT_EQ(c.cacheStats().compiles, 2u);
}

TEST(JITCompile, WavesPerEUIsAnAMDOptionInTheKey) {
  Compiler c({freshDir("waves"), true});
  CompileOptions o;
  o.target = "gfx942";
  auto plain = c.compile(softmax(), "softmax_kernel",
                         "*fp16:16,*fp16:16,i32:16,i32:16,i32,i32:16",
                         {{"BLOCK_SIZE", "4096"}}, o);
  o.wavesPerEU = 8;
  auto eight = c.compile(softmax(), "softmax_kernel",
                         "*fp16:16,*fp16:16,i32:16,i32:16,i32,i32:16",
                         {{"BLOCK_SIZE", "4096"}}, o);
  ASSERT_TRUE(plain && eight);
  EXPECT_NE((*plain)->cacheKey, (*eight)->cacheKey);
  EXPECT_EQ(c.cacheStats().compiles, 2u);
  o.wavesPerEU = 9; // gfx942 SIMDs hold 8 waves
  auto tooMany = c.compile(softmax(), "softmax_kernel",
                           "*fp16:16,*fp16:16,i32:16,i32:16,i32,i32:16",
                           {{"BLOCK_SIZE", "4096"}}, o);
  ASSERT_FALSE(static_cast<bool>(tooMany));
  EXPECT_NE(tooMany.message().find("waves-per-eu 9"), std::string::npos);
}

TEST(JITCompile, FpFusionIsInTheKeyAndTheCode) {
  Compiler c({freshDir("fusion"), true});
  CompileOptions o;
  o.target = "gfx942";
  KernelSource source = KernelSource::fromText(
      "import triton.language as tl\n"
      "@triton.jit\n"
      "def k(x, y, z, o, BLOCK: tl.constexpr):\n"
      "    r = tl.arange(0, BLOCK)\n"
      "    tl.store(o + r, tl.load(x + r) * tl.load(y + r) "
      "+ tl.load(z + r))\n");
  auto plain = c.compile(source, "k", "*fp32:16,*fp32:16,*fp32:16,*fp32:16",
                         {{"BLOCK", "256"}}, o);
  o.fpFusion = true;
  auto fused = c.compile(source, "k", "*fp32:16,*fp32:16,*fp32:16,*fp32:16",
                         {{"BLOCK", "256"}}, o);
  ASSERT_TRUE(plain && fused);
  EXPECT_NE((*plain)->cacheKey, (*fused)->cacheKey);
  EXPECT_EQ(c.cacheStats().compiles, 2u);
  // v_mul_f32 + v_add_f32 against one v_fma_f32: different code objects.
  EXPECT_NE((*plain)->binary, (*fused)->binary);
}

// A cached kernel is used only while the files it was made from besides its
// source text (an imported module, a user library of tl.extern_elementwise)
// are unchanged: in memory, and on disk for another Compiler.
TEST(JITCache, CachedKernelsFollowTheirFiles) {
  std::string cacheDir = freshDir("deps-cache");
  std::string dir = freshDir("deps-src");
  auto write = [&](const std::string &name, const std::string &text) {
    std::ofstream(dir + "/" + name) << text;
  };
  write("helper.py", "import triton\n"
                     "import triton.language as tl\n"
                     "@triton.jit\n"
                     "def scale(x):\n"
                     "    return x * 2.0\n");
  write("lib.ll", "target triple = \"amdgcn-amd-amdhsa\"\n"
                  "define float @plus(float %x) {\n"
                  "  %r = fadd float %x, 1.0\n"
                  "  ret float %r\n"
                  "}\n");
  write("main.py",
        "import triton\n"
        "import triton.language as tl\n"
        "from helper import scale\n"
        "@triton.jit\n"
        "def k(x_ptr, out_ptr, BLOCK: tl.constexpr):\n"
        "    r = tl.arange(0, BLOCK)\n"
        "    x = tl.load(x_ptr + r)\n"
        "    y = tl.extern_elementwise('lib', 'lib.ll', [scale(x)],\n"
        "        {(tl.dtype('fp32'),): ('plus', tl.dtype('fp32'))}, True)\n"
        "    tl.store(out_ptr + r, y)\n");
  KernelSource source = KernelSource::fromFile(dir + "/main.py");
  CompileOptions o;
  o.target = "gfx942";
  auto compileK = [&](Compiler &c) {
    auto ck =
        c.compile(source, "k", "*fp32:16,*fp32:16", {{"BLOCK", "256"}}, o);
    EXPECT_TRUE(static_cast<bool>(ck)) << errorText(ck);
    return ck ? *ck : nullptr;
  };

  Compiler first({cacheDir, true});
  auto original = compileK(first);
  ASSERT_TRUE(original);
  ASSERT_EQ(original->dependencies.size(), 2u);
  EXPECT_NE(original->dependencies[0].first.find("helper.py"),
            std::string::npos);
  EXPECT_NE(original->dependencies[1].first.find("lib.ll"), std::string::npos);
  EXPECT_EQ(compileK(first).get(), original.get());
  EXPECT_EQ(first.cacheStats().memoryHits, 1u);
  {
    Compiler other({cacheDir, true});
    ASSERT_TRUE(compileK(other));
    EXPECT_EQ(other.cacheStats().diskHits, 1u);
  }

  // The library changes: memory and disk entries are stale.
  write("lib.ll", "target triple = \"amdgcn-amd-amdhsa\"\n"
                  "define float @plus(float %x) {\n"
                  "  %r = fadd float %x, 3.0\n"
                  "  ret float %r\n"
                  "}\n");
  auto relinked = compileK(first);
  ASSERT_TRUE(relinked);
  EXPECT_NE(relinked->binary, original->binary);
  EXPECT_EQ(first.cacheStats().compiles, 2u);
  EXPECT_EQ(first.cacheStats().memoryHits, 1u);
  {
    Compiler other({cacheDir, true});
    auto again = compileK(other);
    ASSERT_TRUE(again);
    // The entry was rewritten by `first`'s compile: a hit, of the new code.
    EXPECT_EQ(other.cacheStats().diskHits, 1u);
    EXPECT_EQ(again->binary, relinked->binary);
  }
  // The imported module changes: the same.
  write("helper.py", "import triton\n"
                     "import triton.language as tl\n"
                     "@triton.jit\n"
                     "def scale(x):\n"
                     "    return x * 4.0\n");
  {
    Compiler other({cacheDir, true});
    auto rebuilt = compileK(other);
    ASSERT_TRUE(rebuilt);
    EXPECT_EQ(other.cacheStats().diskHits, 0u);
    EXPECT_EQ(other.cacheStats().compiles, 1u);
    EXPECT_NE(rebuilt->binary, relinked->binary);
  }
}

// Run in a child process by DiskHitInAnotherProcess: compiles against the
// cache directory in $TILEC_JIT_TEST_CHILD_DIR and exits 0 only on a disk hit
// with a correct result.
TEST(JITCacheChild, CompileFromDisk) {
  const char *dir = std::getenv("TILEC_JIT_TEST_CHILD_DIR");
  if (!dir)
    GTEST_SKIP() << "only run as the child of DiskHitInAnotherProcess";
  Compiler c({dir, true});
  auto ck = compileAdd(c);
  ASSERT_TRUE(ck);
  EXPECT_EQ(c.cacheStats().diskHits, 1u);
  EXPECT_EQ(c.cacheStats().compiles, 0u);
  checkVectorAdd(ck, 1000, 7);
}

TEST(JITCache, DiskHitInAnotherProcess) {
  std::string dir = freshDir("disk");
  {
    Compiler c({dir, true});
    ASSERT_TRUE(compileAdd(c));
    EXPECT_EQ(c.cacheStats().compiles, 1u);
  }
  std::string self = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  std::string env = "TILEC_JIT_TEST_CHILD_DIR=" + dir;
  std::vector<llvm::StringRef> args = {self, "--gtest_filter=JITCacheChild.*"};
  std::vector<llvm::StringRef> envp = {env};
  std::string error;
  int rc = llvm::sys::ExecuteAndWait(self, args, envp, {}, 0, 0, &error);
  EXPECT_EQ(rc, 0) << error;
}

// Run in child processes by ConcurrentProcessesCompileOnce: compiles a GPU
// kernel (slow enough for the processes to overlap) into the shared directory
// $TILEC_JIT_TEST_RACE_DIR and records how many compiles it did.
TEST(JITCacheChild, CompileOrRead) {
  const char *dir = std::getenv("TILEC_JIT_TEST_RACE_DIR");
  if (!dir)
    GTEST_SKIP() << "only run as a child of ConcurrentProcessesCompileOnce";
  Compiler c({dir, true});
  CompileOptions o;
  o.target = "gfx942";
  auto ck =
      c.compile(softmax(), "softmax_kernel", "*fp32,*fp32,i32,i32,i32,i32",
                {{"BLOCK_SIZE", "1024"}}, o);
  ASSERT_TRUE(static_cast<bool>(ck)) << errorText(ck);
  EXPECT_EQ((*ck)->format, "hsaco");
  std::ofstream(std::string(dir) + "/count-" + std::to_string(::getpid()))
      << c.cacheStats().compiles;
}

// Four processes ask for one kernel at once: the flock on <key>.lock lets one
// compile; the others wait and read its entry.
TEST(JITCache, ConcurrentProcessesCompileOnce) {
  std::string dir = freshDir("race");
  std::string self = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  std::string env = "TILEC_JIT_TEST_RACE_DIR=" + dir;
  std::vector<llvm::StringRef> args = {
      self, "--gtest_filter=JITCacheChild.CompileOrRead"};
  std::vector<llvm::StringRef> envp = {env};
  std::vector<llvm::sys::ProcessInfo> children;
  for (int i = 0; i < 4; ++i)
    children.push_back(llvm::sys::ExecuteNoWait(self, args, envp));
  for (llvm::sys::ProcessInfo &child : children) {
    llvm::sys::ProcessInfo done =
        llvm::sys::Wait(child, /*SecondsToWait=*/std::nullopt);
    EXPECT_EQ(done.ReturnCode, 0);
  }
  int compiles = 0, reports = 0;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec)) {
    if (llvm::sys::path::filename(it->path()).starts_with("count-")) {
      int n = 0;
      std::ifstream(it->path()) >> n;
      compiles += n;
      ++reports;
    }
  }
  EXPECT_EQ(reports, 4);
  EXPECT_EQ(compiles, 1);
}

/// Compiles once into `dir`, damages the entry with `damage`, and checks that
/// a new Compiler warns once, recompiles and still computes the right thing.
static void
checkCorruption(const std::function<void(const std::string &)> &damage) {
  std::string dir = freshDir("corrupt");
  std::string key;
  {
    Compiler c({dir, true});
    auto ck = compileAdd(c);
    ASSERT_TRUE(ck);
    key = ck->cacheKey;
  }
  std::string path = dir + "/" + key + ".tkc";
  ASSERT_TRUE(llvm::sys::fs::exists(path));
  damage(path);
  std::vector<std::string> warnings;
  std::mutex m;
  Compiler c({dir, true, [&](const std::string &w) {
                std::lock_guard<std::mutex> g(m);
                warnings.push_back(w);
              }});
  auto ck = compileAdd(c);
  ASSERT_TRUE(ck);
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_NE(warnings[0].find("corrupt compile cache entry"), std::string::npos)
      << warnings[0];
  CacheStats s = c.cacheStats();
  EXPECT_EQ(s.corruptEntries, 1u);
  EXPECT_EQ(s.compiles, 1u);
  checkVectorAdd(ck, 777, 3);
  // The rewritten entry is good: a third Compiler reads it without warning.
  Compiler again(
      {dir, true, [&](const std::string &w) { warnings.push_back(w); }});
  ASSERT_TRUE(compileAdd(again));
  EXPECT_EQ(again.cacheStats().diskHits, 1u);
  EXPECT_EQ(warnings.size(), 1u);
}

TEST(JITCache, TruncatedEntryRecompiles) {
  checkCorruption([](const std::string &path) {
    uint64_t size;
    ASSERT_FALSE(llvm::sys::fs::file_size(path, size));
    ASSERT_EQ(::truncate(path.c_str(), size / 2), 0);
  });
}

TEST(JITCache, FlippedByteRecompiles) {
  checkCorruption([](const std::string &path) {
    std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
    f.seekg(200);
    char byte;
    f.read(&byte, 1);
    byte ^= 0x20;
    f.seekp(200);
    f.write(&byte, 1);
  });
}

TEST(JITCache, UnwritableDirFallsBackToMemory) {
  std::vector<std::string> warnings;
  // A directory below a regular file can never be created, even by root.
  Compiler c({"/dev/null/tilec-cache", true,
              [&](const std::string &w) { warnings.push_back(w); }});
  EXPECT_EQ(c.cacheDir(), "");
  auto a = compileAdd(c);
  auto b = compileAdd(c);
  ASSERT_TRUE(a && b);
  EXPECT_EQ(c.cacheStats().memoryHits, 1u);
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_NE(warnings[0].find("caching in memory only"), std::string::npos);
  checkVectorAdd(a, 300, 11);
}

// Run in a child process by FullDiskFallsBackToMemory: files may grow to 64
// bytes only (RLIMIT_FSIZE, SIGXFSZ ignored: writes fail with EFBIG, as on a
// full disk), so the cache entry cannot be written. The compile still
// succeeds, with one warning, and no entry or temporary file is left.
TEST(JITCacheChild, CompileOnFullDisk) {
  const char *dir = std::getenv("TILEC_JIT_TEST_FULL_DIR");
  if (!dir)
    GTEST_SKIP() << "only run as the child of FullDiskFallsBackToMemory";
  ASSERT_NE(::signal(SIGXFSZ, SIG_IGN), SIG_ERR);
  struct rlimit limit = {64, 64};
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &limit), 0);
  std::vector<std::string> warnings;
  Compiler c({dir, true, [&](const std::string &w) { warnings.push_back(w); }});
  auto a = compileAdd(c);
  auto b = compileAdd(c);
  ASSERT_TRUE(a && b);
  EXPECT_EQ(c.cacheStats().compiles, 1u);
  EXPECT_EQ(c.cacheDir(), "");
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_NE(warnings[0].find("caching in memory only"), std::string::npos)
      << warnings[0];
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec))
    EXPECT_FALSE(llvm::StringRef(it->path()).contains(".tkc"))
        << "left behind: " << it->path();
  checkVectorAdd(a, 300, 12);
}

TEST(JITCache, FullDiskFallsBackToMemory) {
  std::string dir = freshDir("full");
  std::string self = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  std::string env = "TILEC_JIT_TEST_FULL_DIR=" + dir;
  std::vector<llvm::StringRef> args = {
      self, "--gtest_filter=JITCacheChild.CompileOnFullDisk"};
  std::vector<llvm::StringRef> envp = {env};
  std::string error;
  int rc = llvm::sys::ExecuteAndWait(self, args, envp, {}, 0, 0, &error);
  EXPECT_EQ(rc, 0) << error;
}

// Run in a child process by KilledWriterLeavesNoStaleTemp: files may grow to
// 64 bytes and SIGXFSZ keeps its default action, so the kernel kills this
// process in the middle of writing the cache entry's temporary file, as a
// crash or `kill -9` during the write would. Reaching the end is a failure.
TEST(JITCacheChild, KilledWhileWritingEntry) {
  const char *dir = std::getenv("TILEC_JIT_TEST_KILL_DIR");
  if (!dir)
    GTEST_SKIP() << "only run as the child of KilledWriterLeavesNoStaleTemp";
  ASSERT_NE(::signal(SIGXFSZ, SIG_DFL), SIG_ERR);
  struct rlimit noCore = {0, 0};
  ASSERT_EQ(::setrlimit(RLIMIT_CORE, &noCore), 0);
  struct rlimit limit = {64, 64};
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &limit), 0);
  Compiler c({dir, true});
  compileAdd(c);
  ADD_FAILURE() << "the child survived writing its cache entry";
}

/// The names in `dir` that contain `part`.
static std::vector<std::string> filesContaining(const std::string &dir,
                                                llvm::StringRef part) {
  std::vector<std::string> names;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec)) {
    llvm::StringRef name = llvm::sys::path::filename(it->path());
    if (name.contains(part))
      names.push_back(name.str());
  }
  std::sort(names.begin(), names.end());
  return names;
}

/// Creates an empty file `dir/name` last modified `age` ago.
static void touch(const std::string &dir, const std::string &name,
                  std::chrono::seconds age) {
  std::string path = dir + "/" + name;
  int fd;
  ASSERT_FALSE(llvm::sys::fs::openFileForWrite(path, fd));
  ASSERT_FALSE(llvm::sys::fs::setLastAccessAndModificationTime(
      fd, std::chrono::system_clock::now() - age));
  ::close(fd);
}

// A process killed while writing a cache entry leaves its temporary file; the
// next process to open the cache directory removes it (its writer is gone),
// compiles, stores a good entry and computes the right result. Temporary files
// whose writer may still be running are kept unless they are old.
TEST(JITCache, KilledWriterLeavesNoStaleTemp) {
  std::string dir = freshDir("killed");
  std::string self = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  std::string env = "TILEC_JIT_TEST_KILL_DIR=" + dir;
  std::vector<llvm::StringRef> args = {
      self, "--gtest_filter=JITCacheChild.KilledWhileWritingEntry"};
  std::vector<llvm::StringRef> envp = {env};
  std::string error;
  int rc = llvm::sys::ExecuteAndWait(self, args, envp, {}, 0, 0, &error);
  ASSERT_EQ(rc, -2) << "the child was not killed: " << error;
  std::vector<std::string> left = filesContaining(dir, ".tkc.tmp.");
  ASSERT_EQ(left.size(), 1u) << "the killed child left no temporary file";
  ASSERT_EQ(filesContaining(dir, ".tkc"), left) << "no finished entry";
  // `<key>.tkc.tmp.<host>.<pid>.<thread>`: the same host, this (live)
  // process's pid, for temporary files the sweep must keep while young.
  llvm::StringRef dead = left[0];
  llvm::StringRef writer = dead.substr(dead.find(".tmp.") + 5);
  std::string host = writer.rsplit('.').first.rsplit('.').first.str();
  ASSERT_FALSE(host.empty()) << dead.str();
  std::string liveFresh = host + "." + std::to_string(::getpid()) + ".1";
  std::string liveOld = host + "." + std::to_string(::getpid()) + ".2";
  touch(dir, "a.tkc.tmp." + liveFresh, std::chrono::seconds(0));
  touch(dir, "b.tkc.tmp." + liveOld, std::chrono::hours(1));
  touch(dir, "c.tkc.tmp.elsewhere_host.1.1", std::chrono::seconds(0));
  touch(dir, "d.tkc.tmp.elsewhere_host.1.1", std::chrono::hours(1));
  touch(dir, "tune-e.txt.tmp.elsewhere_host.1.1", std::chrono::hours(1));
  touch(dir, "f.tkc", std::chrono::hours(1)); // not a temporary file

  Compiler c({dir, true});
  std::vector<std::string> kept = filesContaining(dir, ".tmp.");
  EXPECT_EQ(kept, (std::vector<std::string>{"a.tkc.tmp." + liveFresh,
                                            "c.tkc.tmp.elsewhere_host.1.1"}));
  EXPECT_TRUE(llvm::sys::fs::exists(dir + "/f.tkc"));
  auto ck = compileAdd(c);
  ASSERT_TRUE(ck);
  EXPECT_EQ(c.cacheStats().compiles, 1u);
  EXPECT_EQ(c.cacheStats().corruptEntries, 0u);
  checkVectorAdd(ck, 555, 21);
  // The entry the child never finished is there now, and good.
  Compiler again({dir, true});
  auto hit = compileAdd(again);
  ASSERT_TRUE(hit);
  EXPECT_EQ(again.cacheStats().diskHits, 1u);
  checkVectorAdd(hit, 129, 22);
}

//===----------------------------------------------------------------------===//
// Concurrency
//===----------------------------------------------------------------------===//

// 16 threads compile and launch the same two kernels on the interpreter: each
// kernel compiles once, every result is right. Each thread also generates GPU
// code (no device needed) for gfx942 or sm_90 with one of four block sizes:
// eight distinct code generations (AMDGPU through lld, NVPTX) run at once,
// each asked for by two threads.
TEST(JITConcurrency, SixteenThreadsCompileAndLaunch) {
  Compiler c({freshDir("threads"), true});
  Device device = Device::interpreter();
  std::atomic<int> failures{0};
  std::mutex messagesMutex;
  std::vector<std::string> messages;
  auto report = [&](const std::string &message) {
    std::lock_guard<std::mutex> g(messagesMutex);
    messages.push_back(message);
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < 16; ++t) {
    threads.emplace_back([&, t] {
      auto add = c.compile(vectorAdd(), "add_kernel", "*fp32,*fp32,*fp32,i32",
                           {{"BLOCK_SIZE", "128"}}, interpOptions());
      auto sm =
          c.compile(softmax(), "softmax_kernel", "*fp32,*fp32,i32,i32,i32,i32",
                    {{"BLOCK_SIZE", "128"}}, interpOptions());
      if (!add || !sm) {
        if (!add)
          report(add.message());
        if (!sm)
          report(sm.message());
        ++failures;
        return;
      }
      CompileOptions gpu;
      gpu.target = t % 2 ? "sm_90" : "gfx942";
      std::string block = std::to_string(64 << (t / 2 % 4));
      auto code =
          c.compile(vectorAdd(), "add_kernel", "*fp32:16,*fp32:16,*fp32:16,i32",
                    {{"BLOCK_SIZE", block}}, gpu);
      if (!code) {
        report(code.message());
        ++failures;
        return;
      }
      // A code object for the target: an ELF for AMDGPU, PTX text (or a
      // cubin when ptxas is installed) naming the kernel for NVPTX.
      const std::vector<char> &bin = (*code)->binary;
      std::string head(bin.begin(),
                       bin.begin() + std::min<size_t>(bin.size(), 4));
      bool ok = t % 2 ? ((*code)->format == "cubin" && head == "\x7f"
                                                               "ELF") ||
                            ((*code)->format == "ptx" &&
                             llvm::StringRef(bin.data(), bin.size())
                                 .contains(".entry add_kernel"))
                      : (*code)->format == "hsaco" && head == "\x7f"
                                                              "ELF";
      if (!ok || (*code)->target != gpu.target) {
        report("thread " + std::to_string(t) + ": bad " + (*code)->format +
               " code object for " + gpu.target);
        ++failures;
        return;
      }
      int n = 200 + t;
      std::vector<float> x(n), y(n), out(n, NAN);
      for (int i = 0; i < n; ++i) {
        x[i] = i * 0.5f + t;
        y[i] = -i * 0.25f;
      }
      if (Status err = Kernel(*add).launch(device, {(n + 127) / 128u, 1, 1}, x,
                                           y, out, n);
          !err.ok()) {
        report(err.message());
        ++failures;
        return;
      }
      for (int i = 0; i < n; ++i)
        if (out[i] != x[i] + y[i]) {
          ++failures;
          return;
        }
      int rows = 5, cols = 50 + t;
      std::vector<float> in(rows * cols), res(rows * cols, NAN);
      for (int i = 0; i < rows * cols; ++i)
        in[i] = std::sin(0.1f * i + t);
      if (Status err = Kernel(*sm).launch(device, {3, 1, 1}, res, in, cols,
                                          cols, rows, cols);
          !err.ok()) {
        report(err.message());
        ++failures;
        return;
      }
      for (int r = 0; r < rows; ++r) {
        double mx = -INFINITY, sum = 0;
        for (int j = 0; j < cols; ++j)
          mx = std::max(mx, double(in[r * cols + j]));
        for (int j = 0; j < cols; ++j)
          sum += std::exp(double(in[r * cols + j]) - mx);
        for (int j = 0; j < cols; ++j)
          if (std::fabs(res[r * cols + j] -
                        std::exp(double(in[r * cols + j]) - mx) / sum) > 1e-5) {
            ++failures;
            return;
          }
      }
    });
  }
  for (std::thread &t : threads)
    t.join();
  EXPECT_EQ(failures.load(), 0);
  for (const std::string &m : messages)
    ADD_FAILURE() << m;
  CacheStats s = c.cacheStats();
  // 2 interpreter kernels + 8 GPU ones; the other 30 + 8 requests hit.
  EXPECT_EQ(s.compiles, 10u);
  EXPECT_EQ(s.memoryHits, 38u);
}

//===----------------------------------------------------------------------===//
// JitFunction
//===----------------------------------------------------------------------===//

// The interpreter has no target to choose: it runs tile IR. An explicit GPU
// target on it is refused, and it has no code objects to hand out.
TEST(JITFunction, TargetsOnTheInterpreter) {
  Device d = Device::interpreter();
  EXPECT_EQ(d.target(), "interp");
  EXPECT_EQ(d.arch(), "interp");
  EXPECT_EQ(d.targetError(), "");
  Compiler c({"", false});
  CompileOptions sm90;
  sm90.target = "sm_90";
  JitFunction add(c, vectorAdd(), "add_kernel", "*fp32,*fp32,*fp32,i32",
                  {{"BLOCK_SIZE", "128"}}, sm90);
  std::vector<float> x(8), y(8), out(8);
  std::string msg = errorText(add.launch(d, {1, 1, 1}, x, y, out, 8));
  EXPECT_NE(msg.find("is for sm_90, which does not run on the device"),
            std::string::npos)
      << msg;
  auto ck = compileAdd(c);
  ASSERT_TRUE(ck);
  Result<rt::Kernel> fn = Kernel(ck).function(d);
  ASSERT_FALSE(fn);
  EXPECT_NE(fn.message().find("loads no code objects"), std::string::npos);
}

TEST(JITFunction, SpecializesLikeTriton) {
  Compiler c({"", false});
  JitFunction add(c, vectorAdd(), "add_kernel", "*fp32,*fp32,*fp32,i32",
                  {{"BLOCK_SIZE", "128"}}, interpOptions());
  std::vector<float> x(64, 1), y(64, 2), out(64);
  auto sig = add.specialize({x, y, out, 1});
  ASSERT_TRUE(static_cast<bool>(sig)) << errorText(sig);
  // std::vector data is 16-byte aligned by operator new.
  EXPECT_EQ(*sig, "*fp32:16,*fp32:16,*fp32:16,i32:1");
  sig = add.specialize({x, y, out, 48});
  EXPECT_EQ(*sig, "*fp32:16,*fp32:16,*fp32:16,i32:16");
  sig = add.specialize({x, y, out, 47});
  EXPECT_EQ(*sig, "*fp32:16,*fp32:16,*fp32:16,i32");
  sig = add.specialize({Arg::host(x.data() + 1, 4), y, out, 47});
  EXPECT_EQ(*sig, "*fp32,*fp32:16,*fp32:16,i32");

  Device d = Device::interpreter();
  for (int n : {1, 48, 47, 48}) {
    std::fill(out.begin(), out.end(), NAN);
    Status err = add.launch(d, {1, 1, 1}, x, y, out, n);
    ASSERT_TRUE(err.ok()) << errorText(err);
    for (int i = 0; i < n; ++i)
      ASSERT_EQ(out[i], 3.0f);
    for (int i = n; i < 64; ++i)
      ASSERT_TRUE(std::isnan(out[i]));
  }
  EXPECT_EQ(add.numSpecializations(), 3u);

  JitFunction plain(c, vectorAdd(), "add_kernel", "*fp32,*fp32,*fp32,i32",
                    {{"BLOCK_SIZE", "128"}}, interpOptions(),
                    {"n_elements", "x_ptr"});
  sig = plain.specialize({x, y, out, 1});
  EXPECT_EQ(*sig, "*fp32,*fp32:16,*fp32:16,i32");
  JitFunction wrong(c, vectorAdd(), "add_kernel", "*fp32,*fp32,*fp32,i32",
                    {{"BLOCK_SIZE", "128"}}, interpOptions(), {"nope"});
  sig = wrong.specialize({x, y, out, 1});
  EXPECT_NE(errorText(sig).find("no runtime parameter named 'nope'"),
            std::string::npos);
  // A hint written in the signature is checked.
  JitFunction promised(c, vectorAdd(), "add_kernel", "*fp32,*fp32,*fp32,i32:16",
                       {{"BLOCK_SIZE", "128"}}, interpOptions());
  sig = promised.specialize({x, y, out, 47});
  EXPECT_NE(errorText(sig).find("promises ':16'"), std::string::npos);
  // `:2g` (an allocation under 2 GiB: AMD buffer operations) is the
  // signature writer's promise, which no pointer can show: kept as written
  // in every specialization, next to the hints the values earn; and the
  // kernel compiled with it runs (the interpreter ignores it).
  JitFunction within(c, vectorAdd(), "add_kernel", "*fp32:2g,*fp32,*fp32,i32",
                     {{"BLOCK_SIZE", "128"}}, interpOptions());
  sig = within.specialize({x, y, out, 48});
  ASSERT_TRUE(static_cast<bool>(sig)) << errorText(sig);
  EXPECT_EQ(*sig, "*fp32:16:2g,*fp32:16,*fp32:16,i32:16");
  sig = within.specialize({Arg::host(x.data() + 1, 4), y, out, 47});
  EXPECT_EQ(*sig, "*fp32:2g,*fp32:16,*fp32:16,i32");
  std::fill(out.begin(), out.end(), NAN);
  Status ran = within.launch(d, {1, 1, 1}, x, y, out, 48);
  ASSERT_TRUE(ran.ok()) << errorText(ran);
  for (int i = 0; i < 48; ++i)
    ASSERT_EQ(out[i], 3.0f);
}

//===----------------------------------------------------------------------===//
// GPU
//===----------------------------------------------------------------------===//

TEST(JITGPU, VectorAddOnDevice) {
  Device device = Device::best();
  if (device.isInterpreter())
    GTEST_SKIP() << "no GPU";
  Compiler c({freshDir("gpu"), true});
  JitFunction add(c, vectorAdd(), "add_kernel", "*fp32,*fp32,*fp32,i32",
                  {{"BLOCK_SIZE", "1024"}});
  int n = 100003;
  std::vector<float> x(n), y(n), out(n);
  for (int i = 0; i < n; ++i) {
    x[i] = i * 0.5f;
    y[i] = 1.0f / (i + 1);
  }
  rt::Device &gpu = *device.gpu();
  auto bx = gpu.allocate(n * 4), by = gpu.allocate(n * 4),
       bo = gpu.allocate(n * 4);
  ASSERT_TRUE(bx.ok() && by.ok() && bo.ok());
  ASSERT_TRUE(gpu.copyToDevice(*bx, x.data(), n * 4).ok());
  ASSERT_TRUE(gpu.copyToDevice(*by, y.data(), n * 4).ok());
  ASSERT_TRUE(gpu.memset(*bo, 0xff, n * 4).ok()); // NaN
  Status err = add.launch(device, {(n + 1023) / 1024u, 1, 1}, *bx, *by, *bo, n);
  ASSERT_TRUE(err.ok()) << errorText(err);
  ASSERT_TRUE(gpu.copyToHost(out.data(), *bo, n * 4).ok());
  for (int i = 0; i < n; ++i)
    ASSERT_EQ(out[i], x[i] + y[i]) << i;
  // Host memory is refused on a GPU.
  std::string msg = errorText(add.launch(device, {1, 1, 1}, x, *by, *bo, n));
  EXPECT_NE(msg.find("a GPU needs device memory"), std::string::npos) << msg;
}
