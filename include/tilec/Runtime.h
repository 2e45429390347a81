//===- Runtime.h - Load and launch tilec kernels on CUDA or HIP devices ---===//
//
// The tilec device runtime: open a GPU, move bytes, load a code object (PTX,
// cubin or hsaco) and launch its kernels. It links against neither CUDA nor
// HIP: libcuda.so.1 and libamdhip64.so are opened at run time, so one binary
// serves NVIDIA machines, AMD machines and machines without a GPU (where
// openDevice returns an error saying what is missing).
//
// Errors are values (Status, Result<T>); nothing throws. Every driver error
// names the operation and carries the driver's error name and text.
//
// Ordering: copies, memsets and launches on the default stream run in issue
// order. copyToDevice/copyToHost return when the copy is done and wait for
// earlier work on the default stream and on streams from createStream (which
// synchronize with the default stream). Kernel::launch reports bad launch
// configurations at once; faults inside a kernel surface at the next
// synchronizing call (synchronize, copyToHost, elapsedMs).
//
// Threads: a Device and everything made from it may be used from several
// threads at once; each call makes the device current in the calling thread.
// Buffers, modules, streams and events keep their device's driver context
// alive, so they may outlive the Device object that made them.
//
//===----------------------------------------------------------------------===//

#ifndef TILEC_RUNTIME_H
#define TILEC_RUNTIME_H

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// tilec's API: visible from libtilec.so also when tilec is built with
// -fvisibility=hidden (the release package hides everything else).
#pragma GCC visibility push(default)

namespace tilec::rt {

/// Success, or an error message.
class [[nodiscard]] Status {
public:
  static Status success() { return Status(); }
  static Status error(std::string message) {
    return Status(std::move(message));
  }

  bool ok() const { return !failed; }
  /// The error message; empty on success.
  const std::string &message() const { return text; }

private:
  Status() = default;
  explicit Status(std::string message)
      : failed(true), text(std::move(message)) {}

  bool failed = false;
  std::string text;
};

/// A value of type T, or the Status saying why there is none.
template <class T> class [[nodiscard]] Result {
public:
  Result(T value) : val(std::move(value)), stat(Status::success()) {}
  /// `status` must be an error.
  Result(Status status) : stat(std::move(status)) {}

  bool ok() const { return val.has_value(); }
  /// ok(), as llvm::Expected and std::optional test.
  explicit operator bool() const { return ok(); }
  const Status &status() const { return stat; }
  const std::string &message() const { return stat.message(); }

  T &value() & { return *val; }
  const T &value() const & { return *val; }
  T &&value() && { return std::move(*val); }
  T &operator*() & { return *val; }
  const T &operator*() const & { return *val; }
  T *operator->() { return &*val; }
  const T *operator->() const { return &*val; }

private:
  std::optional<T> val;
  Status stat;
};

enum class Backend { CUDA, HIP };

/// "CUDA" or "HIP".
const char *backendName(Backend backend);

/// A device address as kernels see it.
using DeviceAddress = std::uint64_t;

/// Grid or block extent; unspecified dimensions are 1.
struct Dim3 {
  unsigned x = 1, y = 1, z = 1;
};

namespace detail {
class DeviceImpl;
using DeviceImplPtr = std::shared_ptr<DeviceImpl>;
struct TensorMapRecipe;
} // namespace detail

/// Device memory, freed when the buffer is destroyed. Move-only.
class DeviceBuffer {
public:
  DeviceBuffer() = default;
  DeviceBuffer(DeviceBuffer &&other) noexcept;
  DeviceBuffer &operator=(DeviceBuffer &&other) noexcept;
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  ~DeviceBuffer();

  DeviceAddress address() const { return addr; }
  std::size_t size() const { return bytes; }

private:
  friend class Device;
  DeviceBuffer(detail::DeviceImplPtr impl, DeviceAddress addr,
               std::size_t bytes)
      : impl(std::move(impl)), addr(addr), bytes(bytes) {}
  void reset();

  detail::DeviceImplPtr impl;
  DeviceAddress addr = 0;
  std::size_t bytes = 0;
};

/// A queue of device work. The device's default stream has a null handle.
class Stream {
public:
  Stream() = default;
  Stream(Stream &&other) noexcept;
  Stream &operator=(Stream &&other) noexcept;
  Stream(const Stream &) = delete;
  Stream &operator=(const Stream &) = delete;
  ~Stream();

  /// Waits until all work queued on this stream has finished.
  Status synchronize() const;
  /// The driver's CUstream / hipStream_t.
  void *handle() const { return raw; }

private:
  friend class Device;
  Stream(detail::DeviceImplPtr impl, void *raw)
      : impl(std::move(impl)), raw(raw) {}
  void reset();

  detail::DeviceImplPtr impl;
  void *raw = nullptr;
};

/// A timestamp marker in a stream, for timing (Device::elapsedMs).
class Event {
public:
  Event() = default;
  Event(Event &&other) noexcept;
  Event &operator=(Event &&other) noexcept;
  Event(const Event &) = delete;
  Event &operator=(const Event &) = delete;
  ~Event();

  void *handle() const { return raw; }

private:
  friend class Device;
  Event(detail::DeviceImplPtr impl, void *raw)
      : impl(std::move(impl)), raw(raw) {}
  void reset();

  detail::DeviceImplPtr impl;
  void *raw = nullptr;
};

/// One kernel argument, holding a value of the parameter's exact size.
class KernelArg {
public:
  enum class Kind { Pointer, I1, I8, I16, I32, I64, F16, BF16, F32, F64 };

  static KernelArg pointer(DeviceAddress address) {
    return make(Kind::Pointer, address);
  }
  static KernelArg pointer(const DeviceBuffer &buffer) {
    return pointer(buffer.address());
  }
  /// i1 is passed as one byte holding 0 or 1.
  static KernelArg i1(bool v) { return make(Kind::I1, std::uint8_t(v)); }
  static KernelArg i8(std::int8_t v) { return make(Kind::I8, v); }
  static KernelArg i16(std::int16_t v) { return make(Kind::I16, v); }
  static KernelArg i32(std::int32_t v) { return make(Kind::I32, v); }
  static KernelArg i64(std::int64_t v) { return make(Kind::I64, v); }
  static KernelArg u8(std::uint8_t v) { return make(Kind::I8, v); }
  static KernelArg u16(std::uint16_t v) { return make(Kind::I16, v); }
  static KernelArg u32(std::uint32_t v) { return make(Kind::I32, v); }
  static KernelArg u64(std::uint64_t v) { return make(Kind::I64, v); }
  /// IEEE half / bfloat16 given as their 16-bit patterns.
  static KernelArg f16Bits(std::uint16_t bits) { return make(Kind::F16, bits); }
  static KernelArg bf16Bits(std::uint16_t bits) {
    return make(Kind::BF16, bits);
  }
  static KernelArg f32(float v) { return make(Kind::F32, v); }
  static KernelArg f64(double v) { return make(Kind::F64, v); }

  Kind kind() const { return argKind; }
  /// Size in bytes of the parameter (1, 2, 4 or 8).
  std::size_t size() const { return argSize; }
  /// Points at the value; what `void **kernelParams` entries point to.
  const void *data() const { return storage; }

private:
  template <class T> static KernelArg make(Kind kind, T value);

  Kind argKind = Kind::I32;
  std::size_t argSize = 0;
  alignas(8) unsigned char storage[8] = {};
};

/// A kernel of a loaded module. Copyable; keeps its module loaded.
class Kernel {
public:
  /// Queues the kernel on `stream`. `sharedBytes` is the dynamic shared
  /// memory (LDS) size; at least what the code object requires
  /// (requiredSharedBytes) is given. A kernel with tensor maps
  /// (tensorMapCount) gets them built from its tensor descriptor arguments
  /// and appended after `args`; a descriptor argument the maps cannot
  /// describe (wrong kind, misaligned base, ...) is an error here. Returns
  /// launch errors (bad configuration, too many resources); errors while the
  /// kernel runs appear at the next synchronizing call.
  Status launch(Dim3 grid, Dim3 block, unsigned sharedBytes,
                const Stream &stream, const std::vector<KernelArg> &args) const;
  /// The same with `count` arguments at `args`: a caller that keeps its
  /// arguments elsewhere (on its stack) launches without allocating.
  Status launch(Dim3 grid, Dim3 block, unsigned sharedBytes,
                const Stream &stream, const KernelArg *args,
                std::size_t count) const;

  const std::string &name() const { return kernelName; }
  /// Dynamic shared memory the code object needs at every launch: tilec's
  /// NVIDIA kernels above CUDA's 48 KiB static limit state it in their
  /// module (`tilec_dynamic_smem_bytes`); 0 otherwise.
  unsigned requiredSharedBytes() const { return requiredShared; }
  /// Hopper TMA tensor maps (CUtensorMap) the launch appends to the
  /// arguments, one per record of the module's `tilec_tensor_maps`
  /// (docs/kernel-abi.md); 0 for kernels that do not load through TMA.
  std::size_t tensorMapCount() const;

private:
  friend class Module;
  Kernel(std::shared_ptr<void> module, detail::DeviceImplPtr impl, void *raw,
         std::string name, unsigned requiredShared,
         std::shared_ptr<const detail::TensorMapRecipe> tensorMaps)
      : module(std::move(module)), impl(std::move(impl)), raw(raw),
        kernelName(std::move(name)), requiredShared(requiredShared),
        tensorMaps(std::move(tensorMaps)) {}

  std::shared_ptr<void> module;
  detail::DeviceImplPtr impl;
  void *raw;
  std::string kernelName;
  unsigned requiredShared = 0;
  /// Null when the kernel has none; shared by copies.
  std::shared_ptr<const detail::TensorMapRecipe> tensorMaps;
};

/// A loaded code object; unloaded when it and all its kernels are gone.
class Module {
public:
  Result<Kernel> getFunction(const std::string &name) const;

private:
  friend class Device;
  Module(detail::DeviceImplPtr impl, std::shared_ptr<void> module)
      : impl(std::move(impl)), module(std::move(module)) {}

  detail::DeviceImplPtr impl;
  std::shared_ptr<void> module;
};

/// One GPU. Create with openDevice or openBestDevice.
class Device {
public:
  explicit Device(detail::DeviceImplPtr impl);
  ~Device();

  Backend backend() const;
  int ordinal() const;
  /// Marketing name, e.g. "NVIDIA H200" or "AMD Instinct MI300X".
  const std::string &name() const;
  /// The compiler target: "sm_90" (from the compute capability; never the
  /// "a" variants, which are not device properties) or "gfx942" (gcnArchName
  /// without feature suffixes such as ":sramecc+:xnack-").
  const std::string &targetName() const;
  std::size_t totalMemory() const;

  Result<DeviceBuffer> allocate(std::size_t bytes);
  /// Synchronous copies of `bytes` bytes at `offset` in the buffer.
  Status copyToDevice(const DeviceBuffer &dst, const void *src,
                      std::size_t bytes, std::size_t offset = 0);
  Status copyToHost(void *dst, const DeviceBuffer &src, std::size_t bytes,
                    std::size_t offset = 0);
  /// Sets `bytes` bytes at `offset` to `value`, ordered on the default
  /// stream.
  Status memset(const DeviceBuffer &dst, std::uint8_t value, std::size_t bytes,
                std::size_t offset = 0);
  /// Waits for all work on the device.
  Status synchronize();

  /// Loads a code object. `format` is "ptx" (JIT-compiled by the CUDA
  /// driver; its log is in the error), "cubin" (CUDA) or "hsaco" (HIP).
  /// `image` holds the file's bytes.
  Result<Module> loadModule(std::string_view image, std::string_view format);

  /// The legacy default stream (null handle).
  const Stream &defaultStream() const { return nullStream; }
  /// A new stream that synchronizes with the default stream.
  Result<Stream> createStream();

  Result<Event> createEvent();
  Status recordEvent(const Event &event, const Stream &stream);
  /// Milliseconds between two recorded events; waits for `end`.
  Result<float> elapsedMs(const Event &start, const Event &end);

private:
  detail::DeviceImplPtr impl;
  Stream nullStream;
};

/// Opens device `ordinal` of `backend`. The error says what is missing: the
/// driver library, a device, or the ordinal.
Result<std::unique_ptr<Device>> openDevice(Backend backend, int ordinal = 0);

/// Opens device 0 of CUDA, else of HIP. The error lists both reasons.
Result<std::unique_ptr<Device>> openBestDevice();

template <class T> KernelArg KernelArg::make(Kind kind, T value) {
  static_assert(sizeof(T) <= 8, "kernel arguments are at most 8 bytes");
  KernelArg arg;
  arg.argKind = kind;
  arg.argSize = sizeof(T);
  std::memcpy(arg.storage, &value, sizeof(T));
  return arg;
}

} // namespace tilec::rt

#pragma GCC visibility pop

#endif // TILEC_RUNTIME_H
