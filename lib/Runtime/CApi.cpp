//===- CApi.cpp - C API of the device runtime (include/tilec-c/tilec_rt.h) ===//
#include "tilec-c/tilec_rt.h"
#include "tilec/Runtime.h"

#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <string>

using namespace tilec::rt;

struct tilec_rt_device {
  std::unique_ptr<Device> device;
  std::mutex mutex; // guards buffers
  std::map<uint64_t, DeviceBuffer> buffers;
};
struct tilec_rt_module {
  Module module;
  tilec_rt_device *device;
};
struct tilec_rt_kernel {
  Kernel kernel;
  tilec_rt_device *device;
};

static thread_local std::string lastError;

static int fail(std::string message) {
  lastError = std::move(message);
  return 1;
}

static int check(const Status &status) {
  return status.ok() ? 0 : fail(status.message());
}

extern "C" {

const char *tilec_rt_last_error(void) { return lastError.c_str(); }

int tilec_rt_open_device(const char *backend, int ordinal, tilec_rt_device **out) {
  if (!backend || !out)
    return fail("tilec_rt_open_device: null argument");
  std::string name = backend;
  Result<std::unique_ptr<Device>> device =
      name == "best"   ? openBestDevice()
      : name == "cuda" ? openDevice(Backend::CUDA, ordinal)
      : name == "hip"  ? openDevice(Backend::HIP, ordinal)
                       : Result<std::unique_ptr<Device>>(Status::error(
                             "unknown backend '" + name + "' (expected best, cuda or hip)"));
  if (!device.ok())
    return fail(device.message());
  auto handle = std::make_unique<tilec_rt_device>();
  handle->device = std::move(device).value();
  *out = handle.release();
  return 0;
}

void tilec_rt_close_device(tilec_rt_device *device) { delete device; }

const char *tilec_rt_device_name(const tilec_rt_device *device) {
  return device ? device->device->name().c_str() : "";
}

const char *tilec_rt_device_target(const tilec_rt_device *device) {
  return device ? device->device->targetName().c_str() : "";
}

const char *tilec_rt_device_backend(const tilec_rt_device *device) {
  if (!device)
    return "";
  return device->device->backend() == Backend::CUDA ? "cuda" : "hip";
}

int tilec_rt_synchronize(tilec_rt_device *device) {
  if (!device)
    return fail("tilec_rt_synchronize: null device");
  return check(device->device->synchronize());
}

int tilec_rt_malloc(tilec_rt_device *device, size_t bytes, uint64_t *address) {
  if (!device || !address)
    return fail("tilec_rt_malloc: null argument");
  Result<DeviceBuffer> buffer = device->device->allocate(bytes);
  if (!buffer.ok())
    return fail(buffer.message());
  *address = buffer.value().address();
  std::lock_guard<std::mutex> lock(device->mutex);
  device->buffers.emplace(*address, std::move(buffer).value());
  return 0;
}

int tilec_rt_free(tilec_rt_device *device, uint64_t address) {
  if (!device)
    return fail("tilec_rt_free: null device");
  std::lock_guard<std::mutex> lock(device->mutex);
  if (!device->buffers.erase(address))
    return fail("tilec_rt_free: address was not allocated by tilec_rt_malloc");
  return 0;
}

/// The buffer containing [address, address + bytes), or null.
static const DeviceBuffer *findBuffer(tilec_rt_device *device, uint64_t address,
                                      size_t bytes, size_t *offset) {
  std::lock_guard<std::mutex> lock(device->mutex);
  auto it = device->buffers.upper_bound(address);
  if (it == device->buffers.begin())
    return nullptr;
  --it;
  const DeviceBuffer &buffer = it->second;
  if (address + bytes > buffer.address() + buffer.size())
    return nullptr;
  *offset = address - buffer.address();
  return &buffer;
}

int tilec_rt_copy_to_device(tilec_rt_device *device, uint64_t dst, const void *src,
                            size_t bytes) {
  size_t offset = 0;
  const DeviceBuffer *buffer = device ? findBuffer(device, dst, bytes, &offset) : nullptr;
  if (!buffer)
    return fail("tilec_rt_copy_to_device: destination is not inside a tilec_rt_malloc buffer");
  return check(device->device->copyToDevice(*buffer, src, bytes, offset));
}

int tilec_rt_copy_to_host(tilec_rt_device *device, void *dst, uint64_t src, size_t bytes) {
  size_t offset = 0;
  const DeviceBuffer *buffer = device ? findBuffer(device, src, bytes, &offset) : nullptr;
  if (!buffer)
    return fail("tilec_rt_copy_to_host: source is not inside a tilec_rt_malloc buffer");
  return check(device->device->copyToHost(dst, *buffer, bytes, offset));
}

int tilec_rt_load_module(tilec_rt_device *device, const void *image, size_t size,
                         const char *format, tilec_rt_module **out) {
  if (!device || !image || !format || !out)
    return fail("tilec_rt_load_module: null argument");
  Result<Module> module = device->device->loadModule(
      std::string_view(static_cast<const char *>(image), size), format);
  if (!module.ok())
    return fail(module.message());
  *out = new tilec_rt_module{std::move(module).value(), device};
  return 0;
}

void tilec_rt_unload_module(tilec_rt_module *module) { delete module; }

int tilec_rt_get_kernel(tilec_rt_module *module, const char *name, tilec_rt_kernel **out) {
  if (!module || !name || !out)
    return fail("tilec_rt_get_kernel: null argument");
  Result<Kernel> kernel = module->module.getFunction(name);
  if (!kernel.ok())
    return fail(kernel.message());
  *out = new tilec_rt_kernel{std::move(kernel).value(), module->device};
  return 0;
}

void tilec_rt_release_kernel(tilec_rt_kernel *kernel) { delete kernel; }

int tilec_rt_launch(tilec_rt_kernel *kernel, const uint32_t grid[3], const uint32_t block[3],
                    uint32_t shared_bytes, void *stream, const tilec_rt_arg *args,
                    size_t num_args) {
  if (!kernel || !grid || !block || (num_args && !args))
    return fail("tilec_rt_launch: null argument");
  std::vector<KernelArg> kernelArgs;
  kernelArgs.reserve(num_args);
  for (size_t i = 0; i < num_args; ++i) {
    uint64_t b = args[i].bits;
    switch (args[i].kind) {
    case TILEC_RT_ARG_POINTER: kernelArgs.push_back(KernelArg::pointer(b)); break;
    case TILEC_RT_ARG_I1: kernelArgs.push_back(KernelArg::i1(b != 0)); break;
    case TILEC_RT_ARG_I8: kernelArgs.push_back(KernelArg::i8(int8_t(b))); break;
    case TILEC_RT_ARG_I16: kernelArgs.push_back(KernelArg::i16(int16_t(b))); break;
    case TILEC_RT_ARG_I32: kernelArgs.push_back(KernelArg::i32(int32_t(b))); break;
    case TILEC_RT_ARG_I64: kernelArgs.push_back(KernelArg::i64(int64_t(b))); break;
    case TILEC_RT_ARG_F16: kernelArgs.push_back(KernelArg::f16Bits(uint16_t(b))); break;
    case TILEC_RT_ARG_BF16: kernelArgs.push_back(KernelArg::bf16Bits(uint16_t(b))); break;
    case TILEC_RT_ARG_F32: {
      float f;
      uint32_t bits32 = uint32_t(b);
      std::memcpy(&f, &bits32, sizeof(f));
      kernelArgs.push_back(KernelArg::f32(f));
      break;
    }
    case TILEC_RT_ARG_F64: {
      double d;
      std::memcpy(&d, &b, sizeof(d));
      kernelArgs.push_back(KernelArg::f64(d));
      break;
    }
    default:
      return fail("tilec_rt_launch: argument " + std::to_string(i) + " has unknown kind " +
                  std::to_string(args[i].kind));
    }
  }
  Stream borrowed = kernel->device->device->borrowStream(stream);
  return check(kernel->kernel.launch(Dim3{grid[0], grid[1], grid[2]},
                                     Dim3{block[0], block[1], block[2]}, shared_bytes,
                                     borrowed, kernelArgs));
}

} // extern "C"
