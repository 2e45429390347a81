//===- Autotuner.cpp - measure configurations, keep the fastest -----------===//
#include "tilec/Autotuner.h"

#include "JIT/Cache.h"
#include "JIT/Status.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

using namespace llvm;
using namespace tilec;

static Error makeError(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

std::string TuningConfig::get(const std::string &name) const {
  for (const auto &[n, v] : constexprs)
    if (n == name)
      return v;
  return "";
}

std::string TuningConfig::str() const {
  std::string s;
  for (const auto &[n, v] : constexprs)
    s += n + "=" + v + ",";
  return s + "num_warps=" + std::to_string(numWarps) +
         ",num_stages=" + std::to_string(numStages);
}

struct Autotuner::Impl {
  Compiler &compiler;
  KernelSource source;
  std::string kernelName;
  std::string signature;
  Constexprs fixed;
  std::vector<TuningConfig> configs;
  std::vector<std::string> keyNames;
  AutotuneOptions options;
  std::vector<std::unique_ptr<JitFunction>> functions; // one per config

  std::mutex mutex;
  std::optional<std::vector<int>> keyIndices; // runtime argument positions
  std::map<std::string, std::size_t> chosen;  // tuning key -> config

  explicit Impl(Compiler &compiler) : compiler(compiler) {}
  Error resolveKey();
  Expected<TuningResult> tune(Device &device, const GridFn &grid,
                              const std::vector<Arg> &args);
  std::string tuningKey(const Device &device, ArrayRef<Arg> args) const;
  std::string diskPath(const std::string &key) const;
};

Autotuner::Autotuner(Compiler &compiler, KernelSource source,
                     std::string kernelName, std::string signature,
                     Constexprs fixed, std::vector<TuningConfig> configs,
                     std::vector<std::string> key, AutotuneOptions options)
    : impl(std::make_unique<Impl>(compiler)) {
  impl->source = std::move(source);
  impl->kernelName = std::move(kernelName);
  impl->signature = std::move(signature);
  impl->fixed = std::move(fixed);
  impl->configs = std::move(configs);
  impl->keyNames = std::move(key);
  impl->options = options;
  for (const TuningConfig &c : impl->configs) {
    Constexprs all = impl->fixed;
    all.insert(all.end(), c.constexprs.begin(), c.constexprs.end());
    CompileOptions o;
    o.numWarps = c.numWarps;
    o.numStages = c.numStages;
    impl->functions.push_back(std::make_unique<JitFunction>(
        compiler, impl->source, impl->kernelName, impl->signature, all, o));
  }
}

Autotuner::~Autotuner() = default;

const std::vector<TuningConfig> &Autotuner::configs() const {
  return impl->configs;
}

Error Autotuner::Impl::resolveKey() {
  std::lock_guard<std::mutex> guard(mutex);
  if (keyIndices)
    return Error::success();
  Result<std::vector<ParamInfo>> params =
      compiler.parameters(source, kernelName);
  if (!params.ok())
    return makeError(params.message());
  std::vector<std::string> runtime;
  for (const ParamInfo &p : *params)
    if (!p.isConstexpr)
      runtime.push_back(p.name);
  std::vector<int> indices;
  for (const std::string &name : keyNames) {
    auto it = llvm::find(runtime, name);
    if (it == runtime.end())
      return makeError("autotune key: kernel '" + kernelName +
                       "' has no runtime parameter named '" + name + "'");
    indices.push_back(static_cast<int>(it - runtime.begin()));
  }
  keyIndices = std::move(indices);
  return Error::success();
}

std::string Autotuner::Impl::tuningKey(const Device &device,
                                       ArrayRef<Arg> args) const {
  std::string key = device.target();
  for (int i : *keyIndices) {
    key += "|";
    if (i >= static_cast<int>(args.size()))
      continue;
    const Arg &a = args[i];
    if (a.isPointer())
      key += "ptr";
    else if (a.kind() == Arg::Kind::Float)
      key += llvm::formatv("{0}", a.floating()).str();
    else
      key += std::to_string(a.integer());
  }
  return key;
}

std::string Autotuner::Impl::diskPath(const std::string &key) const {
  std::string dir = compiler.cacheDir();
  if (dir.empty() || !options.diskCache)
    return "";
  SHA256 hash;
  std::string text = source.text;
  if (source.isFile)
    if (auto buffer = MemoryBuffer::getFile(source.path))
      text = (*buffer)->getBuffer().str();
  for (StringRef part : {StringRef(text), StringRef(kernelName),
                         StringRef(signature), StringRef(key)}) {
    hash.update(std::to_string(part.size()) + ":");
    hash.update(part);
  }
  for (const auto &[n, v] : fixed)
    hash.update(n + "=" + v + ";");
  for (const TuningConfig &c : configs)
    hash.update(c.str() + ";");
  SmallString<256> path(dir);
  sys::path::append(path, "tune-" + jit::toHex(hash.final()) + ".txt");
  return std::string(path);
}

/// Median milliseconds of `repeats` launches of `kernel` after `warmup`.
static Expected<double> timeConfig(Kernel &kernel, Device &device,
                                   rt::Dim3 grid, const std::vector<Arg> &args,
                                   const AutotuneOptions &options) {
  for (unsigned i = 0; i < options.warmup; ++i)
    if (Status s = kernel.launchArgs(device, grid, args); !s.ok())
      return jit::toError(s);
  std::vector<double> times;
  rt::Device *gpu = device.gpu();
  for (unsigned i = 0; i < std::max(1u, options.repeats); ++i) {
    if (!gpu) {
      auto start = std::chrono::steady_clock::now();
      if (Status s = kernel.launchArgs(device, grid, args); !s.ok())
        return jit::toError(s);
      times.push_back(std::chrono::duration<double, std::milli>(
                          std::chrono::steady_clock::now() - start)
                          .count());
      continue;
    }
    rt::Result<rt::Event> start = gpu->createEvent();
    rt::Result<rt::Event> end = gpu->createEvent();
    if (!start.ok() || !end.ok())
      return makeError(start.ok() ? end.message() : start.message());
    rt::Status s = gpu->recordEvent(*start, gpu->defaultStream());
    if (!s.ok())
      return makeError(s.message());
    if (Status s = kernel.launchArgs(device, grid, args); !s.ok())
      return jit::toError(s);
    s = gpu->recordEvent(*end, gpu->defaultStream());
    if (!s.ok())
      return makeError(s.message());
    rt::Result<float> ms = gpu->elapsedMs(*start, *end);
    if (!ms.ok())
      return makeError(ms.message());
    times.push_back(*ms);
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

Expected<TuningResult> Autotuner::Impl::tune(Device &device, const GridFn &grid,
                                             const std::vector<Arg> &args) {
  if (configs.empty())
    return makeError("autotuner for '" + kernelName +
                     "' has no configurations");
  if (Error err = resolveKey())
    return std::move(err);
  std::string key = tuningKey(device, args);
  TuningResult result;
  {
    std::lock_guard<std::mutex> guard(mutex);
    auto it = chosen.find(key);
    if (it != chosen.end()) {
      result.index = it->second;
      result.fromCache = true;
      return result;
    }
  }
  std::string path = diskPath(key);
  if (!path.empty()) {
    if (auto buffer = MemoryBuffer::getFile(path)) {
      auto [indexText, configText] = (*buffer)->getBuffer().split('\n');
      std::size_t index;
      if (!indexText.getAsInteger(10, index) && index < configs.size() &&
          configText.trim() == configs[index].str()) {
        std::lock_guard<std::mutex> guard(mutex);
        chosen[key] = index;
        result.index = index;
        result.fromCache = true;
        return result;
      }
    }
  }

  // Compile every config first, several at once: compiling is CPU-bound and
  // the Compiler is thread-safe. kernelFor only compiles (a module is loaded
  // at its first launch), so the worker threads never touch the device;
  // launches and timing stay on this thread, whose GPU context is current.
  std::vector<std::optional<Result<Kernel>>> kernels(configs.size());
  {
    unsigned workers = std::min<std::size_t>(
        configs.size(), std::max(1u, std::thread::hardware_concurrency()));
    std::atomic<std::size_t> next{0};
    auto work = [&] {
      for (std::size_t i; (i = next++) < configs.size();)
        kernels[i].emplace(functions[i]->kernelFor(device, args));
    };
    std::vector<std::thread> pool;
    for (unsigned w = 1; w < workers; ++w)
      pool.emplace_back(work);
    work();
    for (std::thread &t : pool)
      t.join();
  }

  // Measure every config; one that does not compile or launch is skipped.
  double best = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < configs.size(); ++i) {
    result.medianMs.push_back(std::numeric_limits<double>::infinity());
    result.errors.emplace_back();
    Result<Kernel> &kernel = *kernels[i];
    if (!kernel.ok()) {
      result.errors.back() = kernel.message();
      continue;
    }
    Expected<double> ms =
        timeConfig(*kernel, device, grid(configs[i]), args, options);
    if (!ms) {
      result.errors.back() = toString(ms.takeError());
      continue;
    }
    result.medianMs.back() = *ms;
    if (*ms < best) {
      best = *ms;
      result.index = i;
    }
  }
  if (best == std::numeric_limits<double>::infinity()) {
    std::string why;
    for (std::size_t i = 0; i < configs.size(); ++i)
      why += "\n  " + configs[i].str() + ": " + result.errors[i];
    return makeError("autotuning '" + kernelName +
                     "': no configuration ran:" + why);
  }
  {
    std::lock_guard<std::mutex> guard(mutex);
    chosen[key] = result.index;
  }
  if (!path.empty()) {
    // Atomic: a temporary file renamed into place.
    std::string temp = jit::tempPathFor(path);
    std::error_code ec;
    {
      raw_fd_ostream os(temp, ec, sys::fs::OF_Text);
      if (!ec) {
        os << result.index << "\n" << configs[result.index].str() << "\n";
        os.close();
        // A failed write (full disk) loses only the stored choice; the
        // stream must not end the process when it is destroyed.
        if (os.has_error()) {
          ec = os.error();
          os.clear_error();
        }
      }
    }
    if (ec || sys::fs::rename(temp, path))
      sys::fs::remove(temp);
  }
  return result;
}

Result<TuningResult> Autotuner::tune(Device &device, const GridFn &grid,
                                     const std::vector<Arg> &args) {
  return jit::toResult(impl->tune(device, grid, args));
}

Status Autotuner::launchArgs(Device &device, const GridFn &grid,
                             const std::vector<Arg> &args) {
  Expected<TuningResult> choice = impl->tune(device, grid, args);
  if (!choice)
    return jit::toStatus(choice.takeError());
  return impl->functions[choice->index]->launchArgs(
      device, grid(impl->configs[choice->index]), args);
}
