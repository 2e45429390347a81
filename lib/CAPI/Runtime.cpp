//===- Runtime.cpp - the C API's runtime half (libtilec_rt.so, libtilec.so)
//===//
//
// Built twice: without TILEC_CAPI_WITH_COMPILER into libtilec_rt.so, which
// needs no LLVM; with it into libtilec.so, where devices also carry the JIT's
// tilec::Device (and the interpreter is a device).
//
//===----------------------------------------------------------------------===//
#include "Handles.h"

#include "Interpreter/FloatFormats.h"
#include "TargetTable/TargetTable.h"

#include <string>

using namespace tilec;

namespace {
thread_local std::string lastError;
} // namespace

int tilec::capi::fail(const std::string &message) {
  lastError = message;
  return TILEC_ERROR;
}

int tilec::capi::succeed() {
  lastError.clear();
  return TILEC_OK;
}

using tilec::capi::fail;
using tilec::capi::succeed;

struct tilec_module_s {
  rt::Module module;
};
struct tilec_event_s {
  rt::Event event;
  tilec_device device;
};

int tilec::capi::openGPU(int backend, int ordinal, tilec_device_s &device) {
  rt::Result<std::unique_ptr<rt::Device>> gpu =
      backend == TILEC_BACKEND_CUDA ? rt::openDevice(rt::Backend::CUDA, ordinal)
      : backend == TILEC_BACKEND_HIP ? rt::openDevice(rt::Backend::HIP, ordinal)
                                     : rt::openBestDevice();
  if (!gpu.ok())
    return fail(gpu.message());
  device.owned = std::move(*gpu);
  device.gpu = device.owned.get();
  device.name = device.gpu->name();
  device.arch = device.target = device.gpu->targetName();
  device.warpSize = static_cast<int>(warpSizeOnDevice(device.arch));
  return succeed();
}

extern "C" {

const char *tilec_last_error(void) { return lastError.c_str(); }

int tilec_api_version(void) { return TILEC_C_API_VERSION; }

#ifndef TILEC_CAPI_WITH_COMPILER
int tilec_has_compiler(void) { return 0; }

int tilec_device_open(int backend, int ordinal, tilec_device *out) {
  if (!out)
    return fail("tilec_device_open: null output handle");
  *out = nullptr;
  if (backend == TILEC_BACKEND_INTERPRETER)
    return fail("tilec_device_open: the interpreter device needs libtilec.so "
                "(this is libtilec_rt.so, the runtime only)");
  if (backend < TILEC_BACKEND_BEST || backend > TILEC_BACKEND_HIP)
    return fail("tilec_device_open: unknown backend " +
                std::to_string(backend));
  auto device = std::make_unique<tilec_device_s>();
  if (capi::openGPU(backend, ordinal, *device) != TILEC_OK)
    return TILEC_ERROR;
  *out = device.release();
  return succeed();
}
#endif

void tilec_device_close(tilec_device device) { delete device; }

const char *tilec_device_name(tilec_device device) {
  return device ? device->name.c_str() : "";
}
const char *tilec_device_target(tilec_device device) {
  return device ? device->target.c_str() : "";
}
const char *tilec_device_arch(tilec_device device) {
  return device ? device->arch.c_str() : "";
}
int tilec_device_warp_size(tilec_device device) {
  return device ? device->warpSize : 0;
}
const char *tilec_target_family(const char *target) {
  const tilec::TargetInfo *t = target ? tilec::lookupTarget(target) : nullptr;
  if (!t) {
    fail(std::string("tilec_target_family: unknown target '") +
         (target ? target : "(null)") + "'");
    return nullptr;
  }
  succeed();
  if (!t->isAMDGPU())
    return "nvidia";
  return t->matrixUnit == tilec::MatrixUnit::MFMA ? "cdna" : "rdna";
}
int tilec_device_is_interpreter(tilec_device device) {
  return device && !device->gpu;
}

static int needGPU(tilec_device device, const char *what) {
  if (!device)
    return fail(std::string(what) + ": null device");
  if (!device->gpu)
    return fail(std::string(what) +
                ": the interpreter device has no device memory; pass host "
                "buffers as TILEC_ARG_HOST_POINTER");
  return TILEC_OK;
}

int tilec_malloc(tilec_device device, size_t bytes, uint64_t *address) {
  if (needGPU(device, "tilec_malloc") != TILEC_OK)
    return TILEC_ERROR;
  if (!address)
    return fail("tilec_malloc: null output address");
  rt::Result<rt::DeviceBuffer> buffer = device->gpu->allocate(bytes);
  if (!buffer.ok())
    return fail(buffer.message());
  *address = buffer->address();
  std::lock_guard<std::mutex> guard(device->mutex);
  device->buffers.emplace(*address, std::move(*buffer));
  return succeed();
}

int tilec_free(tilec_device device, uint64_t address) {
  if (needGPU(device, "tilec_free") != TILEC_OK)
    return TILEC_ERROR;
  std::lock_guard<std::mutex> guard(device->mutex);
  if (device->buffers.erase(address) == 0)
    return fail("tilec_free: " + std::to_string(address) +
                " is not the start of an allocation");
  return succeed();
}

/// The allocation holding [address, address + bytes), and the offset in it.
static const rt::DeviceBuffer *findBuffer(tilec_device device, uint64_t address,
                                          size_t bytes, size_t &offset,
                                          const char *what) {
  auto it = device->buffers.upper_bound(address);
  if (it == device->buffers.begin()) {
    fail(std::string(what) + ": address " + std::to_string(address) +
         " is not in any allocation of this device");
    return nullptr;
  }
  --it;
  offset = address - it->first;
  if (offset > it->second.size() || bytes > it->second.size() - offset) {
    fail(std::string(what) + ": " + std::to_string(bytes) + " bytes at " +
         std::to_string(address) + " run past the end of the " +
         std::to_string(it->second.size()) + "-byte allocation at " +
         std::to_string(it->first));
    return nullptr;
  }
  return &it->second;
}

int tilec_memcpy_htod(tilec_device device, uint64_t dst, const void *src,
                      size_t bytes) {
  if (needGPU(device, "tilec_memcpy_htod") != TILEC_OK)
    return TILEC_ERROR;
  std::lock_guard<std::mutex> guard(device->mutex);
  size_t offset;
  const rt::DeviceBuffer *b =
      findBuffer(device, dst, bytes, offset, "tilec_memcpy_htod");
  if (!b)
    return TILEC_ERROR;
  rt::Status s = device->gpu->copyToDevice(*b, src, bytes, offset);
  return s.ok() ? succeed() : fail(s.message());
}

int tilec_memcpy_dtoh(tilec_device device, void *dst, uint64_t src,
                      size_t bytes) {
  if (needGPU(device, "tilec_memcpy_dtoh") != TILEC_OK)
    return TILEC_ERROR;
  std::lock_guard<std::mutex> guard(device->mutex);
  size_t offset;
  const rt::DeviceBuffer *b =
      findBuffer(device, src, bytes, offset, "tilec_memcpy_dtoh");
  if (!b)
    return TILEC_ERROR;
  rt::Status s = device->gpu->copyToHost(dst, *b, bytes, offset);
  return s.ok() ? succeed() : fail(s.message());
}

int tilec_memset(tilec_device device, uint64_t dst, uint8_t value,
                 size_t bytes) {
  if (needGPU(device, "tilec_memset") != TILEC_OK)
    return TILEC_ERROR;
  std::lock_guard<std::mutex> guard(device->mutex);
  size_t offset;
  const rt::DeviceBuffer *b =
      findBuffer(device, dst, bytes, offset, "tilec_memset");
  if (!b)
    return TILEC_ERROR;
  rt::Status s = device->gpu->memset(*b, value, bytes, offset);
  return s.ok() ? succeed() : fail(s.message());
}

int tilec_synchronize(tilec_device device) {
  if (!device)
    return fail("tilec_synchronize: null device");
  if (!device->gpu)
    return succeed(); // interpreter launches are synchronous
  rt::Status s = device->gpu->synchronize();
  return s.ok() ? succeed() : fail(s.message());
}

int tilec_module_load(tilec_device device, const void *image, size_t bytes,
                      const char *format, tilec_module *out) {
  if (needGPU(device, "tilec_module_load") != TILEC_OK)
    return TILEC_ERROR;
  if (!image || !format || !out)
    return fail("tilec_module_load: null image, format or output handle");
  rt::Result<rt::Module> module = device->gpu->loadModule(
      std::string_view(static_cast<const char *>(image), bytes), format);
  if (!module.ok())
    return fail(module.message());
  *out = new tilec_module_s{std::move(*module)};
  return succeed();
}

void tilec_module_unload(tilec_module module) { delete module; }

int tilec_module_get_function(tilec_module module, const char *name,
                              tilec_function *out) {
  if (!module || !name || !out)
    return fail("tilec_module_get_function: null module, name or output");
  rt::Result<rt::Kernel> kernel = module->module.getFunction(name);
  if (!kernel.ok())
    return fail(kernel.message());
  *out = new tilec_function_s{*kernel};
  return succeed();
}

void tilec_function_release(tilec_function function) { delete function; }

int tilec_function_launch(tilec_function function, const uint32_t grid[3],
                          const uint32_t block[3], uint32_t sharedBytes,
                          const tilec_arg *args, size_t numArgs) {
  if (!function || !grid || !block || (numArgs && !args))
    return fail("tilec_function_launch: null function, grid, block or args");
  // Up to 32 arguments live on the stack: the fast path allocates nothing.
  constexpr size_t kInline = 32;
  rt::KernelArg inlineArgs[kInline];
  std::vector<rt::KernelArg> heapArgs;
  rt::KernelArg *kernelArgs = inlineArgs;
  if (numArgs > kInline) {
    heapArgs.resize(numArgs);
    kernelArgs = heapArgs.data();
  }
  for (size_t i = 0; i < numArgs; ++i) {
    const tilec_arg &a = args[i];
    switch (a.kind) {
    case TILEC_ARG_POINTER:
      kernelArgs[i] = rt::KernelArg::pointer(a.v.u);
      break;
    case TILEC_ARG_I1:
      kernelArgs[i] = rt::KernelArg::i1(a.v.i != 0);
      break;
    case TILEC_ARG_I8:
      kernelArgs[i] = rt::KernelArg::u8(static_cast<uint8_t>(a.v.u));
      break;
    case TILEC_ARG_I16:
      kernelArgs[i] = rt::KernelArg::u16(static_cast<uint16_t>(a.v.u));
      break;
    case TILEC_ARG_I32:
      kernelArgs[i] = rt::KernelArg::u32(static_cast<uint32_t>(a.v.u));
      break;
    case TILEC_ARG_I64:
      kernelArgs[i] = rt::KernelArg::u64(a.v.u);
      break;
    case TILEC_ARG_F16:
      kernelArgs[i] = rt::KernelArg::f16Bits(
          static_cast<uint16_t>(interp::encodeSmallFloat(a.v.f, interp::kF16)));
      break;
    case TILEC_ARG_BF16:
      kernelArgs[i] = rt::KernelArg::bf16Bits(static_cast<uint16_t>(
          interp::encodeSmallFloat(a.v.f, interp::kBF16)));
      break;
    case TILEC_ARG_F32:
      kernelArgs[i] = rt::KernelArg::f32(static_cast<float>(a.v.f));
      break;
    case TILEC_ARG_F64:
      kernelArgs[i] = rt::KernelArg::f64(a.v.f);
      break;
    default:
      return fail("tilec_function_launch: argument " + std::to_string(i) +
                  " has kind " + std::to_string(a.kind) +
                  "; a raw launch needs exact kinds (TILEC_ARG_POINTER, "
                  "TILEC_ARG_I32, TILEC_ARG_F32, ...)");
    }
  }
  static const rt::Stream defaultStream;
  rt::Status s = function->kernel.launch(
      {grid[0], grid[1], grid[2]}, {block[0], block[1], block[2]}, sharedBytes,
      defaultStream, kernelArgs, numArgs);
  return s.ok() ? succeed() : fail(s.message());
}

int tilec_event_create(tilec_device device, tilec_event *out) {
  if (needGPU(device, "tilec_event_create") != TILEC_OK)
    return TILEC_ERROR;
  if (!out)
    return fail("tilec_event_create: null output handle");
  rt::Result<rt::Event> event = device->gpu->createEvent();
  if (!event.ok())
    return fail(event.message());
  *out = new tilec_event_s{std::move(*event), device};
  return succeed();
}

void tilec_event_destroy(tilec_event event) { delete event; }

int tilec_event_record(tilec_event event) {
  if (!event)
    return fail("tilec_event_record: null event");
  rt::Device &gpu = *event->device->gpu;
  rt::Status s = gpu.recordEvent(event->event, gpu.defaultStream());
  return s.ok() ? succeed() : fail(s.message());
}

int tilec_event_elapsed_ms(tilec_event start, tilec_event end, float *ms) {
  if (!start || !end || !ms)
    return fail("tilec_event_elapsed_ms: null event or output");
  rt::Result<float> t = start->device->gpu->elapsedMs(start->event, end->event);
  if (!t.ok())
    return fail(t.message());
  *ms = *t;
  return succeed();
}

} // extern "C"
