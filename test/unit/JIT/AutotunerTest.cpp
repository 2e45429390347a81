//===- AutotunerTest.cpp - tests of tilec::Autotuner on the interpreter ---===//
#include "tilec/Autotuner.h"

#include "llvm/Support/FileSystem.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

using namespace tilec;

namespace {

// out = x, the slow way: ITERS rounds of acc = acc/2 + x/2, which leaves acc
// equal to x exactly (halving is exact) but costs the interpreter 4 tensor
// ops per round. ITERS=2000 is three orders of magnitude slower than ITERS=1.
const char *kKernel =
    "import triton\n"
    "import triton.language as tl\n"
    "\n"
    "@triton.jit\n"
    "def copy_kernel(x_ptr, out_ptr, n, ITERS: tl.constexpr,\n"
    "                BLOCK: tl.constexpr):\n"
    "    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)\n"
    "    mask = offs < n\n"
    "    x = tl.load(x_ptr + offs, mask=mask)\n"
    "    acc = x\n"
    "    for i in range(ITERS):\n"
    "        acc = acc * 0.5 + x * 0.5\n"
    "    tl.store(out_ptr + offs, acc, mask=mask)\n";

KernelSource source() { return KernelSource::fromText(kKernel, "tune.py"); }

std::string freshDir() {
  llvm::SmallString<128> dir;
  llvm::sys::fs::createUniqueDirectory("tilec-autotune", dir);
  return std::string(dir);
}

TuningConfig config(const std::string &iters, const std::string &block) {
  return {{{"ITERS", iters}, {"BLOCK", block}}, /*numWarps=*/4};
}

Autotuner::GridFn gridFor(int n) {
  return [n](const TuningConfig &c) {
    unsigned block = std::stoul(c.get("BLOCK"));
    return rt::Dim3{(n + block - 1) / block, 1, 1};
  };
}

AutotuneOptions fewRuns() {
  AutotuneOptions o;
  o.warmup = 1;
  o.repeats = 3;
  return o;
}

/// Random input of `n` floats and a NaN-poisoned output.
struct Data {
  explicit Data(int n) : x(n), out(n, std::numeric_limits<float>::quiet_NaN()) {
    std::mt19937 rng(n);
    std::uniform_real_distribution<float> dist(-8, 8);
    for (float &v : x)
      v = dist(rng);
  }
  std::vector<float> x, out;
};

} // namespace

// The slow config comes first and the fast one second: the tuner must pick by
// the measured medians, not by position. (The gap is ~1000x, so this is not a
// timing-sensitive assertion.) The choice is then kept in memory, and on disk
// for a second Autotuner of another Compiler, which benchmarks nothing.
TEST(Autotuner, ChoosesByMeasuredTimeAndKeepsTheChoiceOnDisk) {
  std::string dir = freshDir();
  const int n = 1000;
  std::vector<TuningConfig> configs = {config("2000", "128"),
                                       config("1", "128")};
  Device device = Device::interpreter();
  {
    Compiler compiler({dir, true});
    Autotuner tuner(compiler, source(), "copy_kernel", "*fp32,*fp32,i32", {},
                    configs, /*key=*/{"n"}, fewRuns());
    Data d(n);
    std::vector<Arg> args = {Arg(d.x), Arg(d.out), Arg(n)};
    auto result = tuner.tune(device, gridFor(n), args);
    ASSERT_TRUE(static_cast<bool>(result)) << result.message();
    EXPECT_FALSE(result->fromCache);
    EXPECT_EQ(result->index, 1u);
    ASSERT_EQ(result->medianMs.size(), 2u);
    EXPECT_GT(result->medianMs[0], 10 * result->medianMs[1])
        << result->medianMs[0] << " ms vs " << result->medianMs[1] << " ms";
    EXPECT_EQ(result->errors, (std::vector<std::string>{"", ""}));
    EXPECT_EQ(compiler.cacheStats().compiles, 2u);
    // Asked again: answered from memory, no new compile.
    auto again = tuner.tune(device, gridFor(n), args);
    ASSERT_TRUE(static_cast<bool>(again));
    EXPECT_TRUE(again->fromCache);
    EXPECT_EQ(again->index, 1u);
    EXPECT_TRUE(again->medianMs.empty());
    // launch() runs the choice, correctly (tuning wrote `out` too: repoison).
    std::fill(d.out.begin(), d.out.end(), std::nanf(""));
    Status err = tuner.launch(device, gridFor(n), d.x, d.out, n);
    ASSERT_TRUE(err.ok()) << err.message();
    EXPECT_EQ(d.out, d.x);
  }
  bool tuneFile = false;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec))
    tuneFile |= llvm::StringRef(it->path()).contains("/tune-");
  EXPECT_TRUE(tuneFile) << "no tune-*.txt in " << dir;

  // Another process's view: a new Compiler and Autotuner on the same
  // directory. The key (n = 1000) was tuned: nothing is compiled to choose.
  Compiler compiler({dir, true});
  Autotuner tuner(compiler, source(), "copy_kernel", "*fp32,*fp32,i32", {},
                  configs, /*key=*/{"n"}, fewRuns());
  Data d(n);
  std::vector<Arg> args = {Arg(d.x), Arg(d.out), Arg(n)};
  auto recalled = tuner.tune(device, gridFor(n), args);
  ASSERT_TRUE(static_cast<bool>(recalled));
  EXPECT_TRUE(recalled->fromCache);
  EXPECT_EQ(recalled->index, 1u);
  EXPECT_TRUE(recalled->medianMs.empty());
  CacheStats s = compiler.cacheStats();
  EXPECT_EQ(s.compiles + s.diskHits + s.memoryHits, 0u);

  // Another key value (n = 999) is a new tuning: both configs run again.
  const int m = 999;
  Data e(m);
  std::vector<Arg> other = {Arg(e.x), Arg(e.out), Arg(m)};
  auto retuned = tuner.tune(device, gridFor(m), other);
  ASSERT_TRUE(static_cast<bool>(retuned));
  EXPECT_FALSE(retuned->fromCache);
  EXPECT_EQ(retuned->medianMs.size(), 2u);
  EXPECT_EQ(retuned->index, 1u);
}

// Every config is compiled before any is timed, on several threads at once
// (as many as the machine has cores, at most one per config): each config's
// kernel is compiled exactly once, failures stay with their config, and the
// choice is the same as one at a time. (Run under TSan in the sanitizer
// build.)
TEST(Autotuner, CompilesEveryConfigOnceOnSeveralThreads) {
  const int n = 1000;
  std::vector<TuningConfig> configs;
  for (const char *block : {"64", "128", "256", "512"})
    for (const char *iters : {"1", "200"})
      configs.push_back(config(iters, block));
  configs.push_back(config("1", "100")); // not a power of two: fails
  Device device = Device::interpreter();
  Compiler compiler({freshDir(), true});
  Autotuner tuner(compiler, source(), "copy_kernel", "*fp32,*fp32,i32", {},
                  configs, /*key=*/{"n"}, fewRuns());
  Data d(n);
  std::vector<Arg> args = {Arg(d.x), Arg(d.out), Arg(n)};
  auto result = tuner.tune(device, gridFor(n), args);
  ASSERT_TRUE(static_cast<bool>(result)) << result.message();
  ASSERT_EQ(result->errors.size(), configs.size());
  for (std::size_t i = 0; i + 1 < configs.size(); ++i)
    EXPECT_EQ(result->errors[i], "") << configs[i].str();
  EXPECT_NE(result->errors.back(), "");
  EXPECT_TRUE(std::isinf(result->medianMs.back()));
  EXPECT_EQ(configs[result->index].get("ITERS"), "1");
  EXPECT_EQ(compiler.cacheStats().compiles, configs.size() - 1);
  std::fill(d.out.begin(), d.out.end(), std::nanf(""));
  Status err = tuner.launch(device, gridFor(n), d.x, d.out, n);
  ASSERT_TRUE(err.ok()) << err.message();
  EXPECT_EQ(d.out, d.x);
}

// A stored choice that no longer matches the config list (here: the configs
// were reordered, so index 1 names another config) is not trusted.
TEST(Autotuner, StoredChoiceForOtherConfigsIsIgnored) {
  std::string dir = freshDir();
  const int n = 300;
  Device device = Device::interpreter();
  Data d(n);
  std::vector<Arg> args = {Arg(d.x), Arg(d.out), Arg(n)};
  {
    Compiler compiler({dir, true});
    Autotuner tuner(compiler, source(), "copy_kernel", "*fp32,*fp32,i32", {},
                    {config("2000", "64"), config("1", "64")}, {"n"},
                    fewRuns());
    auto r = tuner.tune(device, gridFor(n), args);
    ASSERT_TRUE(static_cast<bool>(r));
    EXPECT_EQ(r->index, 1u);
  }
  Compiler compiler({dir, true});
  Autotuner swapped(compiler, source(), "copy_kernel", "*fp32,*fp32,i32", {},
                    {config("1", "64"), config("2000", "64")}, {"n"},
                    fewRuns());
  auto r = swapped.tune(device, gridFor(n), args);
  ASSERT_TRUE(static_cast<bool>(r));
  EXPECT_FALSE(r->fromCache);
  EXPECT_EQ(r->index, 0u);
}

// A config that does not compile (BLOCK=48: tl.arange needs a power of two)
// is skipped with the compiler's located diagnostic as its reason; the
// others still compete.
TEST(Autotuner, SkipsConfigsThatFailToCompile) {
  Compiler compiler({"", /*diskCache=*/false});
  Device device = Device::interpreter();
  const int n = 500;
  Autotuner tuner(compiler, source(), "copy_kernel", "*fp32,*fp32,i32", {},
                  {config("1", "48"), config("2000", "64"), config("1", "64")},
                  {"n"}, fewRuns());
  Data d(n);
  std::vector<Arg> args = {Arg(d.x), Arg(d.out), Arg(n)};
  auto r = tuner.tune(device, gridFor(n), args);
  ASSERT_TRUE(static_cast<bool>(r)) << r.message();
  EXPECT_EQ(r->index, 2u);
  ASSERT_EQ(r->errors.size(), 3u);
  EXPECT_NE(r->errors[0].find("tune.py:7:"), std::string::npos) << r->errors[0];
  EXPECT_NE(r->errors[0].find("power of"), std::string::npos) << r->errors[0];
  EXPECT_TRUE(std::isinf(r->medianMs[0]));
  EXPECT_EQ(r->errors[1], "");
  EXPECT_EQ(r->errors[2], "");
  std::fill(d.out.begin(), d.out.end(), std::nanf(""));
  Status err = tuner.launch(device, gridFor(n), d.x, d.out, n);
  ASSERT_TRUE(err.ok()) << err.message();
  EXPECT_EQ(d.out, d.x);
}

// When no config compiles, the error names every config and why it failed,
// and nothing is launched.
TEST(Autotuner, AllConfigsFailingIsAClearError) {
  Compiler compiler({"", /*diskCache=*/false});
  Device device = Device::interpreter();
  const int n = 100;
  Autotuner tuner(compiler, source(), "copy_kernel", "*fp32,*fp32,i32", {},
                  {config("1", "48"), config("1", "96")}, {"n"}, fewRuns());
  Data d(n);
  Status err = tuner.launch(device, gridFor(n), d.x, d.out, n);
  ASSERT_FALSE(err.ok());
  std::string text = err.message();
  EXPECT_NE(text.find("autotuning 'copy_kernel': no configuration ran"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("ITERS=1,BLOCK=48,num_warps=4"), std::string::npos)
      << text;
  EXPECT_NE(text.find("ITERS=1,BLOCK=96,num_warps=4"), std::string::npos)
      << text;
  EXPECT_NE(text.find("tune.py:7:"), std::string::npos) << text;
  for (float v : d.out)
    ASSERT_TRUE(std::isnan(v));
}

// Mistakes in the tuner's own setup are errors, not crashes.
TEST(Autotuner, BadKeyAndNoConfigsAreErrors) {
  Compiler compiler({"", /*diskCache=*/false});
  Device device = Device::interpreter();
  const int n = 10;
  Data d(n);
  std::vector<Arg> args = {Arg(d.x), Arg(d.out), Arg(n)};
  Autotuner badKey(compiler, source(), "copy_kernel", "*fp32,*fp32,i32", {},
                   {config("1", "64")}, {"N_CTX"});
  auto r = badKey.tune(device, gridFor(n), args);
  ASSERT_FALSE(static_cast<bool>(r));
  EXPECT_EQ(r.message(),
            "autotune key: kernel 'copy_kernel' has no runtime parameter "
            "named 'N_CTX'");
  Autotuner empty(compiler, source(), "copy_kernel", "*fp32,*fp32,i32", {}, {},
                  {"n"});
  auto e = empty.tune(device, gridFor(n), args);
  ASSERT_FALSE(static_cast<bool>(e));
  EXPECT_EQ(e.message(), "autotuner for 'copy_kernel' has no configurations");
}
