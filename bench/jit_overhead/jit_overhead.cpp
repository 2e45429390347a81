//===- jit_overhead.cpp - what the JIT costs: compiles, hits, launches ----===//
//
// Prints three tables:
//   1. cold compile time per kernel and target (no cache), with code size;
//   2. cache-hit latency: in-memory hit, on-disk hit (a new Compiler on a
//      warm directory), and JitFunction's per-launch specialization lookup;
//   3. host overhead per GPU launch (when a GPU is present): the driver's
//      own cuLaunchKernel (the floor: the benchmark opens libcuda.so.1
//      itself and loads the same cubin; CUDA only) vs raw
//      rt::Kernel::launch vs tilec::Kernel::launch (argument checks) vs
//      JitFunction::launch (specialization + lookup), each the median over
//      batches of 200 asynchronous launches of a one-program vector add
//      (short enough that the launch queue never fills and blocks).
// The interpreter is excluded from launch timings (it runs the kernel).
//
//   jit_overhead [kernels-dir [target,target,...]]
//
// Needs only the installed C++ API (tilec::jit): tilec's build makes it as
// tilec-bench-jit-overhead (examples/CMakeLists.txt), and
// bench/jit_overhead/CMakeLists.txt builds it against a release package
// (bench/h200.sh, step cpp). The cold-compile table covers the targets
// given (default: the interpreter and one target per family the issue
// measures: sm_90a, gfx942, gfx1100).
//
//===----------------------------------------------------------------------===//
#include "tilec/Compiler.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include <dlfcn.h>
#include <unistd.h>

using namespace tilec;
using Clock = std::chrono::steady_clock;

namespace {

/// cuLaunchKernel called directly, on the code object tilec loads too: the
/// floor under every tilec launch path. Opens libcuda.so.1 itself (the
/// driver API's C ABI: handles are pointers, results ints); 0 when it
/// cannot (no CUDA driver, an AMD device).
struct DriverFloor {
  using LoadData = int (*)(void **, const void *);
  using GetFunction = int (*)(void **, void *, const char *);
  using Launch = int (*)(void *, unsigned, unsigned, unsigned, unsigned,
                         unsigned, unsigned, unsigned, void *, void **,
                         void **);
  Launch launch = nullptr;
  void *function = nullptr;

  bool open(const std::vector<char> &binary, const char *kernel) {
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib)
      return false;
    auto load = reinterpret_cast<LoadData>(dlsym(lib, "cuModuleLoadData"));
    auto get = reinterpret_cast<GetFunction>(dlsym(lib, "cuModuleGetFunction"));
    launch = reinterpret_cast<Launch>(dlsym(lib, "cuLaunchKernel"));
    void *module = nullptr;
    return load && get && launch && load(&module, binary.data()) == 0 &&
           get(&function, module, kernel) == 0;
  }
};

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
    std::fprintf(stderr, "error: %s\n", result.message().c_str());
    std::exit(1);
  }
  return std::move(*result);
}
void must(const Status &status) {
  if (!status.ok()) {
    std::fprintf(stderr, "error: %s\n", status.message().c_str());
    std::exit(1);
  }
}

double msSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start)
      .count();
}

/// "*fp32:16,i32:1" -> "*fp32,i32": JitFunction adds the hints itself.
std::string withoutHints(const std::string &signature) {
  std::string out;
  std::size_t start = 0;
  while (start <= signature.size()) {
    std::size_t end = signature.find(',', start);
    if (end == std::string::npos)
      end = signature.size();
    std::string entry = signature.substr(start, end - start);
    out += (out.empty() ? "" : ",") + entry.substr(0, entry.find(':'));
    start = end + 1;
  }
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

std::vector<std::string> splitList(const std::string &list) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < list.size()) {
    std::size_t end = list.find(',', start);
    if (end == std::string::npos)
      end = list.size();
    if (end > start)
      out.push_back(list.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

int main(int argc, char **argv) {
#ifdef TILEC_KERNELS_DIR
  std::string dir = argc > 1 ? argv[1] : TILEC_KERNELS_DIR;
#else
  if (argc < 2) {
    std::fprintf(stderr, "usage: jit_overhead kernels-dir [targets]\n");
    return 2;
  }
  std::string dir = argv[1];
#endif
  std::vector<std::string> targets =
      splitList(argc > 2 ? argv[2] : "interp,sm_90a,gfx942,gfx1100");

  // 1. Cold compiles.
  std::printf("== cold compile (ms; no cache) ==\n%-20s", "kernel");
  for (const std::string &t : targets)
    std::printf("%10s", t.c_str());
  std::printf("\n");
  for (const Case &c : cases()) {
    std::printf("%-20s", c.kernel);
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
        std::printf("%10s", "error");
        continue;
      }
      std::printf("%10.1f", ms);
    }
    std::printf("\n");
    std::fflush(stdout);
  }

  // 2. Cache hits.
  std::string cacheDir = (std::filesystem::temp_directory_path() /
                          ("tilec-bench-cache-" + std::to_string(::getpid())))
                             .string();
  std::filesystem::create_directories(cacheDir);
  Device device = Device::best();
  std::string target = device.isInterpreter() ? "gfx942" : device.target();
  std::printf("\n== cache hits (us), target %s ==\n", target.c_str());
  std::printf("%-20s%12s%12s%12s\n", "kernel", "memory", "disk", "jit-lookup");
  for (const Case &c : cases()) {
    KernelSource source = KernelSource::fromFile(dir + "/" + c.file);
    CompileOptions o;
    o.target = target;
    o.numWarps = c.numWarps;
    {
      Compiler warm({cacheDir, true});
      auto ck = warm.compile(source, c.kernel, c.signature, c.constexprs, o);
      if (!ck.ok()) {
        std::printf("%-20s%12s\n", c.kernel, "error");
        continue;
      }
    }
    Compiler compiler({cacheDir, true});
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
    std::printf("%-20s%12.2f%12.1f%12.2f\n", c.kernel, memUs, diskUs, jitUs);
    std::fflush(stdout);
  }

  // 3. Launch overhead on a GPU.
  std::printf("\n== host overhead per launch (us) ==\n");
  if (device.isInterpreter()) {
    std::printf(
        "no GPU: skipped (the interpreter runs kernels synchronously)\n");
    std::filesystem::remove_all(cacheDir);
    return 0;
  }
  Compiler compiler({cacheDir, true});
  // A copy: cases() returns a temporary, which must outlive the reference.
  const std::vector<Case> all = cases();
  const Case &add = all[0];
  CompileOptions o;
  o.target = device.target();
  auto ck = compiler.compile(KernelSource::fromFile(dir + "/" + add.file),
                             add.kernel, add.signature, add.constexprs, o);
  if (!ck.ok()) {
    std::printf("error: %s\n", ck.message().c_str());
    return 1;
  }
  rt::Device &gpu = *device.gpu();
  const int n = 1024;
  auto x = gpu.allocate(n * 4), y = gpu.allocate(n * 4),
       z = gpu.allocate(n * 4);
  if (!x.ok() || !y.ok() || !z.ok()) {
    std::printf("error: allocation failed\n");
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
  // Host time per call: batches short enough that the stream's launch queue
  // never fills (thousands of launches in a row end up waiting for the GPU
  // to run the kernels, and time the GPU's throughput instead), the GPU
  // drained between batches outside the timing; the median batch.
  const int batches = 41, perBatch = 200;
  auto timeIt = [&](auto &&launch) {
    std::vector<double> us;
    for (int b = 0; b < batches; ++b) {
      (void)gpu.synchronize();
      auto start = Clock::now();
      for (int i = 0; i < perBatch; ++i)
        launch();
      us.push_back(msSince(start) * 1000 / perBatch);
    }
    (void)gpu.synchronize();
    std::sort(us.begin(), us.end());
    return us[us.size() / 2];
  };
  unsigned block = (*ck)->numWarps * (*ck)->warpSize;
  double floorUs = 0;
  DriverFloor driver;
  if (gpu.backend() == rt::Backend::CUDA &&
      driver.open((*ck)->binary, add.kernel)) {
    rt::DeviceAddress px = x->address(), py = y->address(), pz = z->address();
    int pn = n;
    void *params[] = {&px, &py, &pz, &pn};
    floorUs = timeIt([&] {
      (void)driver.launch(driver.function, 1, 1, 1, block, 1, 1, 0, nullptr,
                          params, nullptr);
    });
  }
  double rawUs = timeIt([&] {
    const rt::KernelArg list[] = {
        rt::KernelArg::pointer(*x), rt::KernelArg::pointer(*y),
        rt::KernelArg::pointer(*z), rt::KernelArg::i32(n)};
    (void)raw->launch({1, 1, 1}, {block, 1, 1}, 0, gpu.defaultStream(), list,
                      4);
  });
  double kernelUs =
      timeIt([&] { must(kernel.launch(device, {1, 1, 1}, *x, *y, *z, n)); });
  double jitUs =
      timeIt([&] { must(jit.launch(device, {1, 1, 1}, *x, *y, *z, n)); });
  if (floorUs > 0)
    std::printf("%-36s%10.2f\n", "cuLaunchKernel alone (floor)", floorUs);
  std::printf("%-36s%10.2f\n", "rt::Kernel::launch (driver)", rawUs);
  std::printf("%-36s%10.2f\n", "tilec::Kernel::launch (checked)", kernelUs);
  std::printf("%-36s%10.2f\n", "tilec::JitFunction::launch", jitUs);
  std::filesystem::remove_all(cacheDir);
  return 0;
}
