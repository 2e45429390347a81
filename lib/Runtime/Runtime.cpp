//===- Runtime.cpp - Backend-independent part of the tilec device runtime -===//

#include "DeviceImpl.h"
#include "TensorMaps.h"

#include <algorithm>

namespace tilec::rt {

using detail::DeviceImplPtr;
using detail::ModuleFormat;
using detail::TensorMapBytes;
using detail::TensorMapEncoding;
using detail::TensorMapRecipe;

const char *backendName(Backend backend) {
  return backend == Backend::CUDA ? "CUDA" : "HIP";
}

//===----------------------------------------------------------------------===//
// Owning handles
//===----------------------------------------------------------------------===//

DeviceBuffer::DeviceBuffer(DeviceBuffer &&other) noexcept
    : impl(std::move(other.impl)), addr(std::exchange(other.addr, 0)),
      bytes(std::exchange(other.bytes, 0)) {}

DeviceBuffer &DeviceBuffer::operator=(DeviceBuffer &&other) noexcept {
  if (this == &other)
    return *this;
  reset();
  impl = std::move(other.impl);
  addr = std::exchange(other.addr, 0);
  bytes = std::exchange(other.bytes, 0);
  return *this;
}

DeviceBuffer::~DeviceBuffer() { reset(); }

void DeviceBuffer::reset() {
  if (impl && addr)
    impl->free(addr);
  impl.reset();
  addr = 0;
  bytes = 0;
}

Stream::Stream(Stream &&other) noexcept
    : impl(std::move(other.impl)), raw(std::exchange(other.raw, nullptr)) {}

Stream &Stream::operator=(Stream &&other) noexcept {
  if (this == &other)
    return *this;
  reset();
  impl = std::move(other.impl);
  raw = std::exchange(other.raw, nullptr);
  return *this;
}

Stream::~Stream() { reset(); }

void Stream::reset() {
  // The default stream (null handle) belongs to the driver.
  if (impl && raw)
    impl->destroyStream(raw);
  impl.reset();
  raw = nullptr;
}

Status Stream::synchronize() const {
  if (!impl)
    return Status::error("synchronize on a stream with no device");
  return impl->synchronizeStream(raw);
}

Event::Event(Event &&other) noexcept
    : impl(std::move(other.impl)), raw(std::exchange(other.raw, nullptr)) {}

Event &Event::operator=(Event &&other) noexcept {
  if (this == &other)
    return *this;
  reset();
  impl = std::move(other.impl);
  raw = std::exchange(other.raw, nullptr);
  return *this;
}

Event::~Event() { reset(); }

void Event::reset() {
  if (impl && raw)
    impl->destroyEvent(raw);
  impl.reset();
  raw = nullptr;
}

//===----------------------------------------------------------------------===//
// Module and Kernel
//===----------------------------------------------------------------------===//

Result<Kernel> Module::getFunction(const std::string &name) const {
  Result<void *> function = impl->getFunction(module.get(), name);
  if (!function.ok())
    return function.status();
  Result<unsigned> shared = impl->requiredSharedBytes(module.get());
  if (!shared.ok())
    return shared.status();
  Result<std::vector<std::uint32_t>> words = impl->tensorMapWords(module.get());
  if (!words.ok())
    return Status::error("kernel '" + name + "': " + words.message());
  std::shared_ptr<const TensorMapRecipe> tensorMaps;
  if (!words->empty()) {
    Result<TensorMapRecipe> recipe =
        detail::decodeTensorMaps(words->data(), words->size());
    if (!recipe.ok())
      return Status::error("kernel '" + name + "': malformed " +
                           detail::kTensorMapsGlobal + ": " + recipe.message());
    // A recipe of no records is no tensor maps: launches stay as cheap.
    if (!recipe->maps.empty())
      tensorMaps = std::make_shared<const TensorMapRecipe>(std::move(*recipe));
  }
  return Kernel(module, impl, *function, name, *shared, std::move(tensorMaps));
}

std::size_t Kernel::tensorMapCount() const {
  return tensorMaps ? tensorMaps->maps.size() : 0;
}

/// Encodes `recipe`'s maps from `args` into `maps` (one entry per record).
static Status buildTensorMaps(detail::DeviceImpl &impl,
                              const std::string &kernelName,
                              const TensorMapRecipe &recipe,
                              const KernelArg *args, std::size_t argCount,
                              TensorMapBytes *maps) {
  for (std::size_t i = 0; i < recipe.maps.size(); ++i) {
    const detail::TensorMapSpec &spec = recipe.maps[i];
    auto fail = [&](const std::string &why) {
      return Status::error("launch of '" + kernelName + "': tensor map " +
                           std::to_string(i) + " (descriptor at argument " +
                           std::to_string(spec.baseArg) + "): " + why);
    };
    TensorMapEncoding encoding;
    if (Status s =
            detail::computeTensorMapEncoding(spec, args, argCount, encoding);
        !s.ok())
      return fail(s.message());
    if (Status s = impl.encodeTensorMap(maps[i], encoding); !s.ok())
      return fail(s.message() + " (" +
                  detail::describeTensorMapEncoding(encoding) + ")");
  }
  return Status::success();
}

Status Kernel::launch(Dim3 grid, Dim3 block, unsigned sharedBytes,
                      const Stream &stream,
                      const std::vector<KernelArg> &args) const {
  return launch(grid, block, sharedBytes, stream, args.data(), args.size());
}

Status Kernel::launch(Dim3 grid, Dim3 block, unsigned sharedBytes,
                      const Stream &stream, const KernelArg *args,
                      std::size_t argCount) const {
  if (grid.x == 0 || grid.y == 0 || grid.z == 0 || block.x == 0 ||
      block.y == 0 || block.z == 0)
    return Status::error(
        "launch of '" + kernelName + "': empty grid (" +
        std::to_string(grid.x) + "x" + std::to_string(grid.y) + "x" +
        std::to_string(grid.z) + ") or block (" + std::to_string(block.x) +
        "x" + std::to_string(block.y) + "x" + std::to_string(block.z) + ")");
  // Both drivers take one pointer per parameter, each pointing at a value
  // of the parameter's exact size; the code object's metadata says how to
  // lay them out. The common case (no tensor maps, a few dozen arguments)
  // allocates nothing: the launch fast path is the driver call.
  std::size_t mapCount = tensorMapCount();
  std::size_t count = argCount + mapCount;
  constexpr std::size_t kInline = 32;
  void *inlineParams[kInline];
  std::unique_ptr<void *[]> heapParams;
  void **params = inlineParams;
  if (count > kInline) {
    heapParams = std::make_unique<void *[]>(count);
    params = heapParams.get();
  }
  for (std::size_t i = 0; i < argCount; ++i)
    params[i] = const_cast<void *>(args[i].data());
  // The maps follow the arguments as 128-byte, 64-byte aligned byval
  // parameters; the driver copies them at cuLaunchKernel.
  std::unique_ptr<TensorMapBytes[]> maps;
  if (mapCount) {
    maps = std::make_unique<TensorMapBytes[]>(mapCount);
    if (Status s = buildTensorMaps(*impl, kernelName, *tensorMaps, args,
                                   argCount, maps.get());
        !s.ok())
      return s;
    for (std::size_t i = 0; i < mapCount; ++i)
      params[argCount + i] = &maps[i];
  }
  return impl->launch(raw, kernelName, grid, block,
                      std::max(sharedBytes, requiredShared), stream.handle(),
                      count ? params : nullptr);
}

std::string detail::describeLaunch(const char *driverCall,
                                   const std::string &name, Dim3 grid,
                                   Dim3 block, unsigned sharedBytes) {
  return std::string(driverCall) + "('" + name + "', grid " +
         std::to_string(grid.x) + "x" + std::to_string(grid.y) + "x" +
         std::to_string(grid.z) + ", block " + std::to_string(block.x) + "x" +
         std::to_string(block.y) + "x" + std::to_string(block.z) + ", shared " +
         std::to_string(sharedBytes) + ")";
}

//===----------------------------------------------------------------------===//
// Device
//===----------------------------------------------------------------------===//

Device::Device(DeviceImplPtr impl)
    : impl(impl), nullStream(std::move(impl), nullptr) {}
Device::~Device() = default;

Backend Device::backend() const { return impl->backend; }
int Device::ordinal() const { return impl->ordinal; }
const std::string &Device::name() const { return impl->name; }
const std::string &Device::targetName() const { return impl->target; }
std::size_t Device::totalMemory() const { return impl->totalMemory; }

Result<DeviceBuffer> Device::allocate(std::size_t bytes) {
  // Zero-byte allocations are legal for kernels that take an empty tensor;
  // the drivers reject them, so hand out one byte.
  Result<DeviceAddress> address = impl->allocate(bytes == 0 ? 1 : bytes);
  if (!address.ok())
    return address.status();
  return DeviceBuffer(impl, *address, bytes);
}

static Status checkRange(const char *operation, const DeviceBuffer &buffer,
                         std::size_t bytes, std::size_t offset) {
  if (!buffer.address())
    return Status::error(std::string(operation) + ": empty DeviceBuffer");
  if (offset > buffer.size() || bytes > buffer.size() - offset)
    return Status::error(std::string(operation) + ": " + std::to_string(bytes) +
                         " bytes at offset " + std::to_string(offset) +
                         " overrun a buffer of " +
                         std::to_string(buffer.size()) + " bytes");
  return Status::success();
}

Status Device::copyToDevice(const DeviceBuffer &dst, const void *src,
                            std::size_t bytes, std::size_t offset) {
  if (Status s = checkRange("copyToDevice", dst, bytes, offset); !s.ok())
    return s;
  if (bytes == 0)
    return Status::success();
  return impl->copyToDevice(dst.address() + offset, src, bytes);
}

Status Device::copyToHost(void *dst, const DeviceBuffer &src, std::size_t bytes,
                          std::size_t offset) {
  if (Status s = checkRange("copyToHost", src, bytes, offset); !s.ok())
    return s;
  if (bytes == 0)
    return Status::success();
  return impl->copyToHost(dst, src.address() + offset, bytes);
}

Status Device::memset(const DeviceBuffer &dst, std::uint8_t value,
                      std::size_t bytes, std::size_t offset) {
  if (Status s = checkRange("memset", dst, bytes, offset); !s.ok())
    return s;
  if (bytes == 0)
    return Status::success();
  return impl->memset(dst.address() + offset, value, bytes);
}

Status Device::synchronize() { return impl->synchronize(); }

static std::optional<ModuleFormat> parseFormat(std::string_view format) {
  if (format == "ptx")
    return ModuleFormat::PTX;
  if (format == "cubin")
    return ModuleFormat::Cubin;
  if (format == "hsaco")
    return ModuleFormat::Hsaco;
  return std::nullopt;
}

Result<Module> Device::loadModule(std::string_view image,
                                  std::string_view format) {
  std::optional<ModuleFormat> parsed = parseFormat(format);
  if (!parsed)
    return Status::error("unknown module format '" + std::string(format) +
                         "' (expected ptx, cubin or hsaco)");
  bool forCuda = *parsed != ModuleFormat::Hsaco;
  if (forCuda != (impl->backend == Backend::CUDA))
    return Status::error("cannot load a " + std::string(format) +
                         " module on a " + backendName(impl->backend) +
                         " device (" + impl->target + ")");
  if (image.empty())
    return Status::error("cannot load an empty " + std::string(format) +
                         " module");
  if (*parsed != ModuleFormat::PTX && image.substr(0, 4) != "\x7f"
                                                            "ELF")
    return Status::error("the " + std::string(format) +
                         " module is not an ELF file");
  Result<void *> raw = impl->loadModule(image, *parsed);
  if (!raw.ok())
    return raw.status();
  // The module is unloaded when the last Module or Kernel using it goes.
  DeviceImplPtr owner = impl;
  std::shared_ptr<void> module(
      *raw, [owner](void *handle) { owner->unloadModule(handle); });
  return Module(impl, std::move(module));
}

Result<Stream> Device::createStream() {
  Result<void *> raw = impl->createStream();
  if (!raw.ok())
    return raw.status();
  return Stream(impl, *raw);
}

Result<Event> Device::createEvent() {
  Result<void *> raw = impl->createEvent();
  if (!raw.ok())
    return raw.status();
  return Event(impl, *raw);
}

Status Device::recordEvent(const Event &event, const Stream &stream) {
  if (!event.handle())
    return Status::error("recordEvent: empty Event");
  return impl->recordEvent(event.handle(), stream.handle());
}

Result<float> Device::elapsedMs(const Event &start, const Event &end) {
  if (!start.handle() || !end.handle())
    return Status::error("elapsedMs: empty Event");
  return impl->elapsedMs(start.handle(), end.handle());
}

//===----------------------------------------------------------------------===//
// Opening devices
//===----------------------------------------------------------------------===//

Result<std::unique_ptr<Device>> openDevice(Backend backend, int ordinal) {
  if (ordinal < 0)
    return Status::error(std::string(backendName(backend)) + " device " +
                         std::to_string(ordinal) + " does not exist");
  Result<DeviceImplPtr> impl = backend == Backend::CUDA
                                   ? detail::openCudaDevice(ordinal)
                                   : detail::openHipDevice(ordinal);
  if (!impl.ok())
    return impl.status();
  return std::make_unique<Device>(std::move(*impl));
}

Result<std::unique_ptr<Device>> openBestDevice() {
  Result<std::unique_ptr<Device>> cuda = openDevice(Backend::CUDA);
  if (cuda.ok())
    return cuda;
  Result<std::unique_ptr<Device>> hip = openDevice(Backend::HIP);
  if (hip.ok())
    return hip;
  return Status::error("CUDA: " + cuda.message() + "; HIP: " + hip.message());
}

} // namespace tilec::rt
