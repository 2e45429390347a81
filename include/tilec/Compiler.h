//===- Compiler.h - compile and launch Triton-language kernels from C++ ---===//
//
// The tilec JIT: compile a `@triton.jit` kernel from C++ with no Python, cache
// the result in memory and on disk, and launch it on a GPU (CUDA or HIP) or
// on the CPU reference interpreter. docs/jit.md is the guide.
//
//   tilec::Compiler compiler;                       // one per process
//   tilec::Device device = tilec::Device::best();   // GPU, else interpreter
//   auto ck = compiler.compile(tilec::KernelSource::fromFile("add.py"),
//                              "add_kernel", "*fp32,*fp32,*fp32,i32",
//                              {{"BLOCK_SIZE", "1024"}},
//                              {device.target(), /*numWarps=*/4});
//   if (!ck.ok()) ... ck.message() ...              // diagnostics + caret
//   tilec::Kernel kernel(*ck);
//   tilec::Status s = kernel.launch(device, {blocks, 1, 1}, x, y, out, n);
//
// Errors are values: tilec::Status and tilec::Result<T> (the runtime's
// rt::Status and rt::Result, tilec/Runtime.h), holding the message; nothing
// throws. This header needs no LLVM header or library.
//
// Threads: a Compiler, a Device, a Kernel and a JitFunction may each be used
// from many threads at once.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_COMPILER_H
#define TILEC_COMPILER_H

#include "tilec/KernelStats.h"
#include "tilec/Runtime.h"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

// tilec's API: visible from libtilec.so also when tilec is built with
// -fvisibility=hidden (the release package hides everything else).
#pragma GCC visibility push(default)

namespace tilec {

/// Success or an error message; a value or the error saying why there is
/// none. `ok()`, `message()`, `*result`.
using Status = rt::Status;
template <class T> using Result = rt::Result<T>;

/// Triton-language source: text held in memory, or a file to read.
struct KernelSource {
  /// `name` is the file name diagnostics and source locations show.
  static KernelSource fromText(std::string text,
                               std::string name = "<kernel>") {
    return {std::move(text), std::move(name), /*isFile=*/false};
  }
  static KernelSource fromFile(std::string path) {
    return {std::string(), std::move(path), /*isFile=*/true};
  }

  std::string text;
  std::string path;
  bool isFile = false;
};

/// Values of constexpr parameters: {name, value} with values written as in
/// `tilec compile --constexpr` (Python literals or `tl.<dtype>` names).
using Constexprs = std::vector<std::pair<std::string, std::string>>;

struct CompileOptions {
  /// "gfx942", "sm_90", ..., "interp" (tile IR only, for the interpreter), or
  /// "auto": the target of the best GPU present, "interp" without one.
  std::string target = "auto";
  unsigned numWarps = 4; // power of two, 1 to 32
  /// 1: no software pipelining (default); 2 or more: NVIDIA (sm_80+) copies
  /// the dot-operand loads of loops into shared memory with cp.async one
  /// iteration ahead, AMD issues the next iteration's loads into registers
  /// (docs/language.md). Part of the cache key.
  unsigned numStages = 1;
  unsigned optLevel = 3; // 0 to 3
  /// AMD targets: keep at least this many waves per SIMD resident (caps the
  /// registers per wave; `tilec compile --waves-per-eu`); 0: the backend's
  /// choice. Ignored for NVIDIA and the interpreter. Part of the cache key.
  unsigned wavesPerEU = 0;
  /// Let the backend fuse a * b + c into FMAs (`tilec compile --fp-fusion`,
  /// Triton's enable_fp_fusion); off by default: every op rounds as in the
  /// interpreter. Part of the cache key.
  bool fpFusion = false;
  /// NVIDIA targets: at most this many registers per thread (`.maxnreg`,
  /// Triton's maxnreg; `tilec compile --maxnreg`), 1 to 255; 0: ptxas's
  /// choice. Ignored for AMD (as Triton's HIP backend ignores it) and the
  /// interpreter. Part of the cache key.
  unsigned maxRegisters = 0;
};

/// One parameter of the Python kernel, in declaration order; a host-side
/// tensor descriptor parameter (signature entry "tensordesc<fp16[64, 64]>")
/// is one entry per kernel argument it is passed as, named after its parts:
/// "desc.base", "desc.shape[0]", ..., "desc.strides[0]", ...,
/// "desc.padding_nan" (docs/kernel-abi.md).
struct ParamInfo {
  std::string name;
  bool isConstexpr = false;
  /// Constexprs: the value given at compile time; empty when the parameter's
  /// default was used.
  std::string value;
  /// Runtime parameters: the signature entry without its hint ("*fp16",
  /// "i32"), the hint ("1": equal to 1; a number N: a multiple of N, "16"
  /// from the signature, the alignment of a descriptor's base and strides;
  /// or empty), the pointee ("fp16") for pointers, how the value is passed,
  /// and its position among the kernel's arguments. Constexprs have
  /// argIndex -1. Kernel launches check the hints.
  std::string type;
  std::string hint;
  std::string pointeeType;
  rt::KernelArg::Kind kind = rt::KernelArg::Kind::I32;
  int argIndex = -1;

  bool isPointer() const {
    return !isConstexpr && kind == rt::KernelArg::Kind::Pointer;
  }
};

/// The result of one compilation. Immutable and shared.
struct CompiledKernel {
  std::string name;
  std::string target;       // "gfx942", "sm_90", ... or "interp"
  std::string format;       // "hsaco", "cubin", "ptx"; empty for "interp"
  std::vector<char> binary; // the code object the runtime loads
  KernelStats stats;        // registers, LDS, ... (empty for "interp")
  std::vector<ParamInfo> params;
  std::string tileIR; // tile IR with source locations: what the
                      // interpreter runs, for every target
  std::string sourceName;
  std::string signature;
  Constexprs constexprs;
  unsigned numWarps = 4;
  unsigned numStages = 1;
  unsigned optLevel = 3;
  unsigned warpSize = 0; // 0 for "interp"
  std::string cacheKey;  // hex SHA-256 of everything that made it
  /// The user libraries linked in (tl.extern_elementwise of a function of
  /// the user's), by path.
  std::vector<std::string> externLibraries;
  /// Every file besides the kernel's source text that made this kernel (the
  /// modules its source imports, the user libraries), with the hex SHA-256 of
  /// its contents when compiled. The cache key covers only the source text,
  /// so a cached kernel is used only while each of these files still hashes
  /// the same (memory, disk and remote cache alike).
  std::vector<std::pair<std::string, std::string>> dependencies;

  /// The runtime (non-constexpr) parameters, in argument order.
  std::vector<const ParamInfo *> arguments() const;
};

/// Where a compile request was answered from.
struct CacheStats {
  std::uint64_t memoryHits = 0;
  std::uint64_t diskHits = 0;
  std::uint64_t compiles = 0;
  std::uint64_t corruptEntries = 0; // on disk
  /// The remote cache (RemoteCacheOptions): requests it answered (the entry
  /// is then written to the disk cache too), compiles this Compiler published
  /// there (its SET NX won), entries found corrupt there (deleted,
  /// recompiled, republished), and failed round trips (connect, timeout,
  /// server error) after which the remote cache was skipped.
  std::uint64_t remoteHits = 0;
  std::uint64_t remoteStores = 0;
  std::uint64_t remoteCorruptEntries = 0;
  std::uint64_t remoteErrors = 0;
};

/// A compile cache shared by many machines, looked up after the memory and
/// disk caches (docs/jit.md, "The remote cache"). Redis, through hiredis
/// loaded at run time; without it, one warning and no remote cache.
struct RemoteCacheOptions {
  /// "redis://[[user]:password@]host[:port][/db][?name=value&...]". Empty:
  /// $TILEC_REMOTE_CACHE (unset or empty: no remote cache). The query
  /// parameters connect_timeout_ms, timeout_ms, retry_ms and ttl_s override
  /// the fields below.
  std::string url;
  /// false: no remote cache, whatever $TILEC_REMOTE_CACHE says.
  bool enabled = true;
  /// Bounds on connecting and on each command. A server that does not answer
  /// in time costs that long once; the JIT carries on locally.
  unsigned connectTimeoutMs = 100;
  unsigned timeoutMs = 200;
  /// After a failure the remote cache is skipped for this long, then one
  /// reconnection is tried; 0: skipped for the rest of the process.
  unsigned retryMs = 30000;
  /// Expiry of published entries in seconds; 0: none (the server's
  /// maxmemory policy evicts).
  unsigned ttlSeconds = 0;
};

struct CompilerOptions {
  /// On-disk cache directory. Empty: $TILEC_CACHE_DIR, else
  /// $XDG_CACHE_HOME/tilec, else ~/.cache/tilec.
  std::string cacheDir;
  /// false: cache in memory only.
  bool diskCache = true;
  /// Receives warnings (corrupt cache entry, unwritable cache directory,
  /// unreachable remote cache).
  /// Unset: written to stderr.
  std::function<void(const std::string &)> log;
  /// The remote (shared) cache under the disk cache.
  RemoteCacheOptions remote;
};

/// Compiles kernels through the tilec pipeline, once per distinct request:
/// results are cached in memory, on disk and optionally in a remote cache
/// (docs/jit.md, "The compile cache"). Each
/// compilation uses its own MLIRContext and LLVMContext; concurrent requests
/// for the same kernel compile it once.
class Compiler {
public:
  explicit Compiler(CompilerOptions options = CompilerOptions());
  ~Compiler();
  Compiler(const Compiler &) = delete;
  Compiler &operator=(const Compiler &) = delete;

  /// Compiles kernel `kernelName` of `source` for the non-constexpr parameter
  /// types `signature` (as `tilec compile --signature`, e.g.
  /// "*fp16:16,*fp16,i32:16,fp32") and the given constexprs. On failure the
  /// error holds the diagnostics: file:line:col, the source line, a caret.
  Result<std::shared_ptr<const CompiledKernel>>
  compile(const KernelSource &source, std::string_view kernelName,
          std::string_view signature, const Constexprs &constexprs = {},
          const CompileOptions &options = CompileOptions());

  /// The parameters of `kernelName` as declared (names, which are
  /// constexpr); types are known only after a compile.
  Result<std::vector<ParamInfo>> parameters(const KernelSource &source,
                                            std::string_view kernelName);

  CacheStats cacheStats() const;
  /// The on-disk cache directory; empty when caching in memory only.
  std::string cacheDir() const;
  /// The remote cache in use ("redis://host:port/db", no password); empty
  /// when there is none or it could not be set up.
  std::string remoteCache() const;
  /// Whether this build of tilec and this machine can use a remote cache
  /// (hiredis's header at build time, its library now); if not, why.
  static bool remoteCacheSupported(std::string *why = nullptr);
  /// Forgets the in-memory cache (the disk cache stays).
  void clearMemoryCache();
  /// What "auto" resolves to in this process: a GPU's target, or "interp".
  std::string autoTarget();
  /// Sends a warning to the log callback (or stderr).
  void warn(const std::string &message) const;

private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};

/// Where kernels run: a GPU opened through the tilec runtime, or the CPU
/// interpreter (pointer arguments are then host memory). Copies share the
/// device and the modules loaded on it.
class Device {
public:
  /// The CPU reference interpreter.
  static Device interpreter();
  /// Device `ordinal` of `backend`; the error says what is missing.
  static Result<Device> open(rt::Backend backend, int ordinal = 0);
  /// The best GPU present (CUDA, then HIP), else the interpreter.
  static Device best();

  bool isInterpreter() const;
  /// The runtime device; null for the interpreter.
  rt::Device *gpu() const;
  /// The target the JIT compiles for on this device, chosen by the target
  /// table: "sm_90a" on a Hopper GPU (compute capability 9.0), "sm_80" on
  /// 8.x, the gfx name ("gfx942") on AMD; "interp" for the interpreter. When
  /// no target runs on the GPU: its architecture, and targetError() says why.
  std::string target() const;
  /// What the runtime reports: "sm_90" (the compute capability), "gfx942".
  std::string arch() const;
  /// Why no tilec target runs on this GPU; empty when one does.
  std::string targetError() const;
  /// A readable name: "NVIDIA H200", "interpreter".
  std::string name() const;

  struct State;
  const std::shared_ptr<State> &state() const { return st; }

private:
  explicit Device(std::shared_ptr<State> state) : st(std::move(state)) {}
  std::shared_ptr<State> st;
};

/// One launch argument, checked against the parameter it binds to.
class Arg {
public:
  enum class Kind { DevicePointer, HostPointer, Int, UInt, Float, Bool };

  /// GPU memory.
  Arg(const rt::DeviceBuffer &buffer)
      : argKind(Kind::DevicePointer), address(buffer.address()),
        bytes(buffer.size()) {}
  static Arg devicePointer(rt::DeviceAddress address) {
    Arg a;
    a.argKind = Kind::DevicePointer;
    a.address = address;
    return a;
  }
  /// Host memory, for the interpreter; accesses are bounds-checked.
  static Arg host(void *data, std::size_t bytes) {
    Arg a;
    a.argKind = Kind::HostPointer;
    a.hostData = data;
    a.bytes = bytes;
    return a;
  }
  template <class T>
  Arg(std::vector<T> &v) : Arg(host(v.data(), v.size() * sizeof(T))) {}

  Arg(bool v) : argKind(Kind::Bool), intValue(v) {}
  template <class T,
            std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>,
                             int> = 0>
  Arg(T v)
      : argKind(std::is_signed_v<T> ? Kind::Int : Kind::UInt),
        intValue(static_cast<std::int64_t>(v)) {}
  template <class T, std::enable_if_t<std::is_floating_point_v<T>, int> = 0>
  Arg(T v) : argKind(Kind::Float), floatValue(static_cast<double>(v)) {}

  Kind kind() const { return argKind; }
  bool isPointer() const {
    return argKind == Kind::DevicePointer || argKind == Kind::HostPointer;
  }
  /// Pointers: the address (device or host) as an integer.
  std::uint64_t pointerValue() const {
    return argKind == Kind::HostPointer
               ? static_cast<std::uint64_t>(
                     reinterpret_cast<std::uintptr_t>(hostData))
               : address;
  }
  void *hostPointer() const { return hostData; }
  std::size_t sizeBytes() const { return bytes; }
  /// Int/UInt/Bool: the value (UInt: its bits).
  std::int64_t integer() const { return intValue; }
  double floating() const { return floatValue; }

private:
  Arg() = default;
  Kind argKind = Kind::Int;
  rt::DeviceAddress address = 0;
  void *hostData = nullptr;
  std::size_t bytes = 0;
  std::int64_t intValue = 0;
  double floatValue = 0;
};

/// A compiled kernel, launchable on any device of its target (and on the
/// interpreter, which runs its tile IR). Cheap to copy.
class Kernel {
public:
  explicit Kernel(std::shared_ptr<const CompiledKernel> compiled)
      : ck(std::move(compiled)) {}

  const CompiledKernel &compiled() const { return *ck; }
  const std::shared_ptr<const CompiledKernel> &shared() const { return ck; }

  /// Launches on `device` with `grid` program instances and one argument per
  /// non-constexpr parameter, in order. A wrong count, a pointer for a
  /// scalar, a scalar of the wrong type or out of range, device memory on the
  /// interpreter or a kernel compiled for another target is an error, and
  /// nothing runs. GPU launches are asynchronous (default stream unless
  /// `stream` is given); interpreter launches return when done.
  template <class... A>
  Status launch(Device &device, rt::Dim3 grid, A &&...args) const {
    const std::array<Arg, sizeof...(A)> list{Arg(args)...};
    return launchArgs(device, grid, list.data(), list.size());
  }
  Status launchArgs(Device &device, rt::Dim3 grid, const std::vector<Arg> &args,
                    const rt::Stream *stream = nullptr) const;
  /// The same with `count` arguments at `args` (a launch of a cached kernel
  /// with up to 16 arguments then allocates nothing).
  Status launchArgs(Device &device, rt::Dim3 grid, const Arg *args,
                    std::size_t count,
                    const rt::Stream *stream = nullptr) const;

  /// The code object loaded on GPU `device` (once per device; the
  /// interpreter has none), for launches that skip the checks: exact
  /// rt::KernelArg values, block = numWarps x warpSize, on any stream.
  Result<rt::Kernel> function(Device &device) const;

private:
  std::shared_ptr<const CompiledKernel> ck;
};

/// A kernel specialized at launch, as Triton's `@jit` does: integer
/// arguments equal to 1 compile as `:1`, integers and pointers divisible by
/// 16 as `:16` (except parameters named in `doNotSpecialize`); each distinct
/// specialization is compiled once (through the Compiler's cache) for the
/// launching device's target.
class JitFunction {
public:
  /// `signature` gives the types of the non-constexpr parameters, e.g.
  /// "*fp32,*fp32,*fp32,i32"; hints written there are kept and checked at
  /// launch. `options.target` must be "auto" or the launching device's.
  JitFunction(Compiler &compiler, KernelSource source, std::string kernelName,
              std::string signature, Constexprs constexprs = {},
              CompileOptions options = CompileOptions(),
              std::vector<std::string> doNotSpecialize = {});
  ~JitFunction();

  template <class... A>
  Status launch(Device &device, rt::Dim3 grid, A &&...args) {
    const std::array<Arg, sizeof...(A)> list{Arg(args)...};
    return launchArgs(device, grid, list.data(), list.size());
  }
  Status launchArgs(Device &device, rt::Dim3 grid, const std::vector<Arg> &args,
                    const rt::Stream *stream = nullptr);
  /// The same with `count` arguments at `args`; a launch whose
  /// specialization was compiled before allocates nothing (up to 16
  /// arguments).
  Status launchArgs(Device &device, rt::Dim3 grid, const Arg *args,
                    std::size_t count, const rt::Stream *stream = nullptr);

  /// The specialized signature `args` select, e.g. "*fp32:16,*fp32,i32:1".
  Result<std::string> specialize(const std::vector<Arg> &args);
  /// The kernel `args` select on `device`, compiled if needed.
  Result<Kernel> kernelFor(const Device &device, const std::vector<Arg> &args);
  /// Distinct specializations compiled or found so far.
  std::size_t numSpecializations() const;

private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};

} // namespace tilec

#pragma GCC visibility pop

#endif // TILEC_COMPILER_H
