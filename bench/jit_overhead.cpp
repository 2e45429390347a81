//===- jit_overhead.cpp - what the JIT costs: compiles, hits, launches ----===//
//
// Prints three tables:
//   1. cold compile time per kernel and target (no cache), with code size;
//   2. cache-hit latency: in-memory hit, on-disk hit (a new Compiler on a
//      warm directory), and JitFunction's per-launch specialization lookup;
//   3. host overhead per GPU launch (when a GPU is present): raw
//      rt::Kernel::launch vs tilec::Kernel::launch (argument checks) vs
//      JitFunction::launch (specialization + lookup), each the mean over
//      many asynchronous launches of an empty-grid-sized vector add.
// The interpreter is excluded from launch timings (it runs the kernel).
//
//   tilec-bench-jit-overhead [kernels-dir]
//
//===----------------------------------------------------------------------===//
#include "tilec/Compiler.h"

#include "TargetTable/TargetTable.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <string>
#include <vector>

using namespace tilec;
using Clock = std::chrono::steady_clock;

namespace {

struct Case {
  const char *file;
  const char *kernel;
  std::string signature;
  Constexprs constexprs;
  unsigned numWarps;
};

/// The value, or exit with the error: the benchmark measures working calls.
template <class T> T must(Result<T> result) {
  if (!result.ok()) {
    llvm::errs() << "error: " << result.message() << "\n";
    std::exit(1);
  }
  return std::move(*result);
}
void must(const Status &status) {
  if (!status.ok()) {
    llvm::errs() << "error: " << status.message() << "\n";
    std::exit(1);
  }
}

double msSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start)
      .count();
}

/// "*fp32:16,i32:1" -> "*fp32,i32": JitFunction adds the hints itself.
std::string withoutHints(const std::string &signature) {
  llvm::SmallVector<llvm::StringRef> entries;
  llvm::StringRef(signature).split(entries, ',');
  std::string out;
  for (llvm::StringRef e : entries)
    out += (out.empty() ? "" : ",") + e.split(':').first.str();
  return out;
}

std::vector<Case> cases() {
  std::string attention = "*fp16,*fp16,*fp16,fp32,*fp32,*fp16";
  for (int i = 0; i < 20; ++i)
    attention += ",i32";
  return {
      {"vector_add.py",
       "add_kernel",
       "*fp32:16,*fp32:16,*fp32:16,i32",
       {{"BLOCK_SIZE", "1024"}},
       4},
      {"softmax.py",
       "softmax_kernel",
       "*fp32:16,*fp32:16,i32,i32,i32,i32",
       {{"BLOCK_SIZE", "1024"}},
       4},
      {"matmul.py",
       "matmul_kernel",
       "*fp16:16,*fp16:16,*fp16:16,i32,i32,i32,i32:16,i32:1,i32:16,i32:1,"
       "i32:16,i32:1",
       {{"BLOCK_SIZE_M", "64"},
        {"BLOCK_SIZE_N", "64"},
        {"BLOCK_SIZE_K", "32"},
        {"GROUP_SIZE_M", "8"},
        {"ACTIVATION", "\"\""}},
       4},
      {"flash_attention.py",
       "_attn_fwd",
       attention,
       {{"HEAD_DIM", "64"},
        {"BLOCK_M", "64"},
        {"BLOCK_N", "32"},
        {"IS_CAUSAL", "True"}},
       4},
  };
}

} // namespace

int main(int argc, char **argv) {
  std::string dir = argc > 1 ? argv[1] : TILEC_KERNELS_DIR;
  llvm::raw_ostream &os = llvm::outs();

  // 1. Cold compiles.
  std::vector<std::string> targets = {"interp"};
  for (const TargetInfo &t : allTargets())
    targets.push_back(std::string(t.name));
  os << "== cold compile (ms; no cache) ==\n";
  os << llvm::format("%-20s", "kernel");
  for (const std::string &t : targets)
    os << llvm::format("%10s", t.c_str());
  os << "\n";
  for (const Case &c : cases()) {
    os << llvm::format("%-20s", c.kernel);
    for (const std::string &t : targets) {
      Compiler compiler({"", /*diskCache=*/false});
      CompileOptions o;
      o.target = t;
      o.numWarps = c.numWarps;
      auto start = Clock::now();
      auto ck = compiler.compile(KernelSource::fromFile(dir + "/" + c.file),
                                 c.kernel, c.signature, c.constexprs, o);
      double ms = msSince(start);
      if (!ck.ok()) {
        os << llvm::format("%10s", "error");
        continue;
      }
      os << llvm::format("%10.1f", ms);
    }
    os << "\n";
  }

  // 2. Cache hits.
  llvm::SmallString<128> cacheDir;
  llvm::sys::fs::createUniqueDirectory("tilec-bench-cache", cacheDir);
  Device device = Device::best();
  std::string target = device.isInterpreter() ? "gfx942" : device.target();
  os << "\n== cache hits (us), target " << target << " ==\n";
  os << llvm::format("%-20s%12s%12s%12s\n", "kernel", "memory", "disk",
                     "jit-lookup");
  for (const Case &c : cases()) {
    KernelSource source = KernelSource::fromFile(dir + "/" + c.file);
    CompileOptions o;
    o.target = target;
    o.numWarps = c.numWarps;
    {
      Compiler warm({std::string(cacheDir), true});
      auto ck = warm.compile(source, c.kernel, c.signature, c.constexprs, o);
      if (!ck.ok()) {
        os << llvm::format("%-20s%12s\n", c.kernel, "error");
        continue;
      }
    }
    Compiler compiler({std::string(cacheDir), true});
    auto start = Clock::now();
    auto ck = compiler.compile(source, c.kernel, c.signature, c.constexprs, o);
    double diskUs = msSince(start) * 1000;
    const int reps = 2000;
    start = Clock::now();
    for (int i = 0; i < reps; ++i)
      must(compiler.compile(source, c.kernel, c.signature, c.constexprs, o));
    double memUs = msSince(start) * 1000 / reps;
    // JitFunction: specialization of the arguments + its own map (on the
    // launch device: the interpreter when there is no GPU).
    CompileOptions jitOptions = o;
    jitOptions.target = "auto";
    JitFunction jit(compiler, source, c.kernel, withoutHints(c.signature),
                    c.constexprs, jitOptions);
    std::vector<Arg> args;
    for (const ParamInfo *p : (*ck)->arguments())
      args.push_back(p->isPointer() ? Arg::devicePointer(0x10000)
                     : p->kind == rt::KernelArg::Kind::F32 ? Arg(1.0f)
                                                           : Arg(64));
    must(jit.kernelFor(device, args));
    start = Clock::now();
    for (int i = 0; i < reps; ++i)
      must(jit.kernelFor(device, args));
    double jitUs = msSince(start) * 1000 / reps;
    os << llvm::format("%-20s%12.2f%12.1f%12.2f\n", c.kernel, memUs, diskUs,
                       jitUs);
  }

  // 3. Launch overhead on a GPU.
  os << "\n== host overhead per launch (us) ==\n";
  if (device.isInterpreter()) {
    os << "no GPU: skipped (the interpreter runs kernels synchronously)\n";
    return 0;
  }
  Compiler compiler({std::string(cacheDir), true});
  // A copy: cases() returns a temporary, which must outlive the reference.
  const std::vector<Case> all = cases();
  const Case &add = all[0];
  CompileOptions o;
  o.target = device.target();
  auto ck = compiler.compile(KernelSource::fromFile(dir + "/" + add.file),
                             add.kernel, add.signature, add.constexprs, o);
  if (!ck.ok()) {
    os << "error: " << ck.message() << "\n";
    return 1;
  }
  rt::Device &gpu = *device.gpu();
  const int n = 1024;
  auto x = gpu.allocate(n * 4), y = gpu.allocate(n * 4),
       z = gpu.allocate(n * 4);
  if (!x.ok() || !y.ok() || !z.ok()) {
    os << "error: allocation failed\n";
    return 1;
  }
  Kernel kernel(*ck);
  JitFunction jit(compiler, KernelSource::fromFile(dir + "/" + add.file),
                  add.kernel, "*fp32,*fp32,*fp32,i32", add.constexprs);
  // Load the module once, outside the timings.
  must(kernel.launch(device, {1, 1, 1}, *x, *y, *z, n));
  must(jit.launch(device, {1, 1, 1}, *x, *y, *z, n));
  auto module = gpu.loadModule(
      std::string_view((*ck)->binary.data(), (*ck)->binary.size()),
      (*ck)->format);
  auto raw = module->getFunction(add.kernel);
  (void)gpu.synchronize();
  const int reps = 5000;
  auto timeIt = [&](auto &&launch) {
    (void)gpu.synchronize();
    auto start = Clock::now();
    for (int i = 0; i < reps; ++i)
      launch();
    double us = msSince(start) * 1000 / reps;
    (void)gpu.synchronize();
    return us;
  };
  unsigned block = (*ck)->numWarps * (*ck)->warpSize;
  double rawUs = timeIt([&] {
    (void)raw->launch({1, 1, 1}, {block, 1, 1}, 0, gpu.defaultStream(),
                      {rt::KernelArg::pointer(*x), rt::KernelArg::pointer(*y),
                       rt::KernelArg::pointer(*z), rt::KernelArg::i32(n)});
  });
  double kernelUs =
      timeIt([&] { must(kernel.launch(device, {1, 1, 1}, *x, *y, *z, n)); });
  double jitUs =
      timeIt([&] { must(jit.launch(device, {1, 1, 1}, *x, *y, *z, n)); });
  os << llvm::format("%-36s%10.2f\n", "rt::Kernel::launch (driver)", rawUs);
  os << llvm::format("%-36s%10.2f\n", "tilec::Kernel::launch (checked)",
                     kernelUs);
  os << llvm::format("%-36s%10.2f\n", "tilec::JitFunction::launch", jitUs);
  llvm::sys::fs::remove_directories(cacheDir);
  return 0;
}
