//===- Cuda.cpp - tilec runtime backend over the CUDA driver API ----------===//
//
// libcuda.so.1 is opened with dlopen; the few types and entry points used
// are declared here with the ABI of cuda.h (64-bit Linux). Where cuda.h maps
// a name to a versioned symbol (cuMemAlloc -> cuMemAlloc_v2), the versioned
// symbol is looked up. Each device uses its primary context, made current in
// the calling thread by every operation.
//
//===----------------------------------------------------------------------===//

#include "DeviceImpl.h"

#include <dlfcn.h>

namespace tilec::rt::detail {
namespace {

// cuda.h types. Enums are int-sized; handles are opaque pointers.
using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = struct CUctx_st *;
using CUmodule = struct CUmod_st *;
using CUfunction = struct CUfunc_st *;
using CUstream = struct CUstream_st *;
using CUevent = struct CUevent_st *;
using CUjit_option = int;

constexpr CUresult CUDA_SUCCESS = 0;
constexpr CUresult CUDA_ERROR_NO_DEVICE = 100;
constexpr CUresult CUDA_ERROR_NO_BINARY_FOR_GPU = 209;
constexpr CUresult CUDA_ERROR_NOT_FOUND = 500;
constexpr int CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75;
constexpr int CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76;
constexpr int CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8;
constexpr CUjit_option CU_JIT_INFO_LOG_BUFFER = 3;
constexpr CUjit_option CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4;
constexpr CUjit_option CU_JIT_ERROR_LOG_BUFFER = 5;
constexpr CUjit_option CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6;
constexpr unsigned CU_STREAM_DEFAULT = 0;
constexpr unsigned CU_EVENT_DEFAULT = 0;
// Dynamic shared memory above this needs an explicit opt-in per function.
constexpr unsigned kDefaultSharedLimit = 48 * 1024;

/// The driver entry points, resolved once per process.
struct CudaDriver {
  CUresult (*cuInit)(unsigned);
  CUresult (*cuGetErrorName)(CUresult, const char **);
  CUresult (*cuGetErrorString)(CUresult, const char **);
  CUresult (*cuDeviceGetCount)(int *);
  CUresult (*cuDeviceGet)(CUdevice *, int);
  CUresult (*cuDeviceGetName)(char *, int, CUdevice);
  CUresult (*cuDeviceGetAttribute)(int *, int, CUdevice);
  CUresult (*cuDeviceTotalMem)(std::size_t *, CUdevice);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
  CUresult (*cuDevicePrimaryCtxRelease)(CUdevice);
  CUresult (*cuCtxSetCurrent)(CUcontext);
  CUresult (*cuCtxSynchronize)();
  CUresult (*cuMemAlloc)(CUdeviceptr *, std::size_t);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, std::size_t);
  CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, std::size_t);
  CUresult (*cuMemsetD8)(CUdeviceptr, unsigned char, std::size_t);
  CUresult (*cuModuleLoadDataEx)(CUmodule *, const void *, unsigned,
                                 CUjit_option *, void **);
  CUresult (*cuModuleUnload)(CUmodule);
  CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
  CUresult (*cuModuleGetGlobal)(CUdeviceptr *, std::size_t *, CUmodule,
                                const char *);
  CUresult (*cuFuncSetAttribute)(CUfunction, int, int);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned,
                             unsigned, unsigned, unsigned, CUstream, void **,
                             void **);
  CUresult (*cuStreamCreate)(CUstream *, unsigned);
  CUresult (*cuStreamDestroy)(CUstream);
  CUresult (*cuStreamSynchronize)(CUstream);
  CUresult (*cuEventCreate)(CUevent *, unsigned);
  CUresult (*cuEventDestroy)(CUevent);
  CUresult (*cuEventRecord)(CUevent, CUstream);
  CUresult (*cuEventSynchronize)(CUevent);
  CUresult (*cuEventElapsedTime)(float *, CUevent, CUevent);
  // CUDA 12.0+; null on older drivers, which cannot build TMA tensor maps.
  // The enum parameters (data type, interleave, swizzle, L2 promotion, OOB
  // fill) are int-sized.
  CUresult (*cuTensorMapEncodeTiled)(void *, int, std::uint32_t, void *,
                                     const std::uint64_t *,
                                     const std::uint64_t *,
                                     const std::uint32_t *,
                                     const std::uint32_t *, int, int, int, int);

  /// "CUDA_ERROR_OUT_OF_MEMORY (out of memory)".
  std::string describe(CUresult result) const {
    const char *name = nullptr;
    const char *text = nullptr;
    if (cuGetErrorName(result, &name) != CUDA_SUCCESS || !name)
      return "CUDA error " + std::to_string(result);
    if (cuGetErrorString(result, &text) != CUDA_SUCCESS || !text)
      return name;
    return std::string(name) + " (" + text + ")";
  }

  Status check(CUresult result, const std::string &operation) const {
    if (result == CUDA_SUCCESS)
      return Status::success();
    return Status::error(operation + " failed: " + describe(result));
  }
};

template <class Fn>
static bool resolve(void *library, const char *symbol, Fn &fn,
                    std::string &missing) {
  fn = reinterpret_cast<Fn>(dlsym(library, symbol));
  if (!fn && missing.empty())
    missing = symbol;
  return fn != nullptr;
}

static Result<const CudaDriver *> loadDriverOnce() {
  // Never closed: drivers do not support being unloaded.
  void *library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    const char *why = dlerror();
    return Status::error(std::string("libcuda.so.1 not found (dlopen: ") +
                         (why ? why : "unknown error") + ")");
  }
  static CudaDriver d;
  std::string missing;
  resolve(library, "cuInit", d.cuInit, missing);
  resolve(library, "cuGetErrorName", d.cuGetErrorName, missing);
  resolve(library, "cuGetErrorString", d.cuGetErrorString, missing);
  resolve(library, "cuDeviceGetCount", d.cuDeviceGetCount, missing);
  resolve(library, "cuDeviceGet", d.cuDeviceGet, missing);
  resolve(library, "cuDeviceGetName", d.cuDeviceGetName, missing);
  resolve(library, "cuDeviceGetAttribute", d.cuDeviceGetAttribute, missing);
  resolve(library, "cuDeviceTotalMem_v2", d.cuDeviceTotalMem, missing);
  resolve(library, "cuDevicePrimaryCtxRetain", d.cuDevicePrimaryCtxRetain,
          missing);
  resolve(library, "cuDevicePrimaryCtxRelease_v2", d.cuDevicePrimaryCtxRelease,
          missing);
  resolve(library, "cuCtxSetCurrent", d.cuCtxSetCurrent, missing);
  resolve(library, "cuCtxSynchronize", d.cuCtxSynchronize, missing);
  resolve(library, "cuMemAlloc_v2", d.cuMemAlloc, missing);
  resolve(library, "cuMemFree_v2", d.cuMemFree, missing);
  resolve(library, "cuMemcpyHtoD_v2", d.cuMemcpyHtoD, missing);
  resolve(library, "cuMemcpyDtoH_v2", d.cuMemcpyDtoH, missing);
  resolve(library, "cuMemsetD8_v2", d.cuMemsetD8, missing);
  resolve(library, "cuModuleLoadDataEx", d.cuModuleLoadDataEx, missing);
  resolve(library, "cuModuleUnload", d.cuModuleUnload, missing);
  resolve(library, "cuModuleGetFunction", d.cuModuleGetFunction, missing);
  resolve(library, "cuModuleGetGlobal_v2", d.cuModuleGetGlobal, missing);
  resolve(library, "cuFuncSetAttribute", d.cuFuncSetAttribute, missing);
  resolve(library, "cuLaunchKernel", d.cuLaunchKernel, missing);
  resolve(library, "cuStreamCreate", d.cuStreamCreate, missing);
  resolve(library, "cuStreamDestroy_v2", d.cuStreamDestroy, missing);
  resolve(library, "cuStreamSynchronize", d.cuStreamSynchronize, missing);
  resolve(library, "cuEventCreate", d.cuEventCreate, missing);
  resolve(library, "cuEventDestroy_v2", d.cuEventDestroy, missing);
  resolve(library, "cuEventRecord", d.cuEventRecord, missing);
  resolve(library, "cuEventSynchronize", d.cuEventSynchronize, missing);
  // cuda.h 12.8+ maps cuEventElapsedTime to _v2; older drivers lack it.
  d.cuEventElapsedTime = reinterpret_cast<decltype(d.cuEventElapsedTime)>(
      dlsym(library, "cuEventElapsedTime_v2"));
  if (!d.cuEventElapsedTime)
    resolve(library, "cuEventElapsedTime", d.cuEventElapsedTime, missing);
  // Optional: only kernels with tensor maps need it (CudaDevice says so).
  d.cuTensorMapEncodeTiled =
      reinterpret_cast<decltype(d.cuTensorMapEncodeTiled)>(
          dlsym(library, "cuTensorMapEncodeTiled"));
  if (!missing.empty())
    return Status::error("libcuda.so.1 lacks " + missing +
                         " (NVIDIA driver too old?)");

  CUresult init = d.cuInit(0);
  if (init == CUDA_ERROR_NO_DEVICE)
    return Status::error(
        "CUDA driver found but no device (cuInit: CUDA_ERROR_NO_DEVICE)");
  if (init != CUDA_SUCCESS)
    return Status::error("CUDA driver found but cuInit failed: " +
                         d.describe(init));
  return &d;
}

/// The driver, or why it cannot be used; the same answer for the whole
/// process (cuInit's failure is final too).
static const Result<const CudaDriver *> &loadDriver() {
  static const Result<const CudaDriver *> driver = loadDriverOnce();
  return driver;
}

class CudaDevice final : public DeviceImpl {
public:
  CudaDevice(const CudaDriver &d, int ordinal, CUdevice device,
             CUcontext context)
      : DeviceImpl(Backend::CUDA, ordinal), d(d), device(device),
        context(context) {}

  ~CudaDevice() override { d.cuDevicePrimaryCtxRelease(device); }

  /// Makes the primary context current in the calling thread.
  Status enter() const {
    CUresult result = d.cuCtxSetCurrent(context);
    if (result == CUDA_SUCCESS)
      return Status::success();
    return d.check(result, "cuCtxSetCurrent");
  }

  Result<DeviceAddress> allocate(std::size_t bytes) override {
    if (Status s = enter(); !s.ok())
      return s;
    CUdeviceptr address = 0;
    if (Status s = d.check(d.cuMemAlloc(&address, bytes),
                           "cuMemAlloc(" + std::to_string(bytes) + " bytes)");
        !s.ok())
      return s;
    return DeviceAddress(address);
  }

  void free(DeviceAddress address) override {
    if (enter().ok())
      d.cuMemFree(address);
  }

  Status copyToDevice(DeviceAddress dst, const void *src,
                      std::size_t bytes) override {
    if (Status s = enter(); !s.ok())
      return s;
    return d.check(d.cuMemcpyHtoD(dst, src, bytes),
                   "cuMemcpyHtoD(" + std::to_string(bytes) + " bytes)");
  }

  Status copyToHost(void *dst, DeviceAddress src, std::size_t bytes) override {
    if (Status s = enter(); !s.ok())
      return s;
    return d.check(d.cuMemcpyDtoH(dst, src, bytes),
                   "cuMemcpyDtoH(" + std::to_string(bytes) + " bytes)");
  }

  Status memset(DeviceAddress dst, std::uint8_t value,
                std::size_t bytes) override {
    if (Status s = enter(); !s.ok())
      return s;
    return d.check(d.cuMemsetD8(dst, value, bytes),
                   "cuMemsetD8(" + std::to_string(bytes) + " bytes)");
  }

  Status synchronize() override {
    if (Status s = enter(); !s.ok())
      return s;
    return d.check(d.cuCtxSynchronize(), "cuCtxSynchronize");
  }

  Result<void *> loadModule(std::string_view image,
                            ModuleFormat format) override {
    if (Status s = enter(); !s.ok())
      return s;
    // PTX is text the driver reads up to a NUL; cubins are used in place.
    std::string text;
    const void *data = image.data();
    if (format == ModuleFormat::PTX) {
      text.assign(image);
      data = text.c_str();
    }
    // The JIT's logs explain PTX that does not assemble or link.
    char errorLog[16384] = {};
    char infoLog[4096] = {};
    CUjit_option options[] = {
        CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
        CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES};
    void *values[] = {errorLog, reinterpret_cast<void *>(sizeof(errorLog)),
                      infoLog, reinterpret_cast<void *>(sizeof(infoLog))};
    CUmodule module = nullptr;
    CUresult result = d.cuModuleLoadDataEx(&module, data, 4, options, values);
    if (result == CUDA_SUCCESS)
      return static_cast<void *>(module);
    std::string message = std::string("cuModuleLoadDataEx (") +
                          (format == ModuleFormat::PTX ? "ptx" : "cubin") +
                          " on an " + target +
                          " device) failed: " + d.describe(result);
    // SASS runs only on the major architecture it was assembled for.
    if (result == CUDA_ERROR_NO_BINARY_FOR_GPU && format != ModuleFormat::PTX)
      message += "; a cubin assembled for another major architecture (sm_80 "
                 "code on Hopper, say) does not load: compile for this "
                 "device's target (" +
                 target + " or its 'a' variant) or load the PTX";
    errorLog[sizeof(errorLog) - 1] = '\0';
    if (errorLog[0])
      message += "\n" + std::string(errorLog);
    return Status::error(message);
  }

  void unloadModule(void *module) override {
    if (enter().ok())
      d.cuModuleUnload(static_cast<CUmodule>(module));
  }

  Result<void *> getFunction(void *module, const std::string &name) override {
    if (Status s = enter(); !s.ok())
      return s;
    CUfunction function = nullptr;
    if (Status s =
            d.check(d.cuModuleGetFunction(
                        &function, static_cast<CUmodule>(module), name.c_str()),
                    "cuModuleGetFunction('" + name + "')");
        !s.ok())
      return s;
    return static_cast<void *>(function);
  }

  /// A tilec kernel needing more shared memory than CUDA's 48 KiB of static
  /// shared memory declares it extern and states the size in the module's
  /// `tilec_dynamic_smem_bytes` (a u32); none: 0.
  Result<unsigned> requiredSharedBytes(void *module) override {
    if (Status s = enter(); !s.ok())
      return s;
    CUdeviceptr address = 0;
    std::size_t size = 0;
    if (d.cuModuleGetGlobal(&address, &size, static_cast<CUmodule>(module),
                            "tilec_dynamic_smem_bytes") != CUDA_SUCCESS)
      return 0u;
    std::uint32_t bytes = 0;
    if (size != sizeof(bytes))
      return Status::error("tilec_dynamic_smem_bytes has " +
                           std::to_string(size) + " bytes, expected 4");
    if (Status s = d.check(d.cuMemcpyDtoH(&bytes, address, sizeof(bytes)),
                           "cuMemcpyDtoH(tilec_dynamic_smem_bytes)");
        !s.ok())
      return s;
    return unsigned(bytes);
  }

  /// A tilec kernel loading through TMA states how to build its tensor maps
  /// in the module's `tilec_tensor_maps` (u32 words); none: empty.
  Result<std::vector<std::uint32_t>> tensorMapWords(void *module) override {
    if (Status s = enter(); !s.ok())
      return s;
    CUdeviceptr address = 0;
    std::size_t size = 0;
    CUresult found = d.cuModuleGetGlobal(
        &address, &size, static_cast<CUmodule>(module), kTensorMapsGlobal);
    if (found == CUDA_ERROR_NOT_FOUND)
      return std::vector<std::uint32_t>();
    // Any other failure must not pass for "no tensor maps": the kernel
    // would then read its maps from parameters nobody passed.
    if (Status s = d.check(found, std::string("cuModuleGetGlobal(") +
                                      kTensorMapsGlobal + ")");
        !s.ok())
      return s;
    if (size == 0 || size % sizeof(std::uint32_t) != 0)
      return Status::error(std::string(kTensorMapsGlobal) + " has " +
                           std::to_string(size) +
                           " bytes, not a whole number of 32-bit words");
    std::vector<std::uint32_t> words(size / sizeof(std::uint32_t));
    if (Status s =
            d.check(d.cuMemcpyDtoH(words.data(), address, size),
                    std::string("cuMemcpyDtoH(") + kTensorMapsGlobal + ")");
        !s.ok())
      return s;
    return words;
  }

  Status encodeTensorMap(TensorMapBytes &map,
                         const TensorMapEncoding &e) override {
    if (!d.cuTensorMapEncodeTiled)
      return Status::error("libcuda.so.1 lacks cuTensorMapEncodeTiled: TMA "
                           "tensor maps need CUDA 12 or later (NVIDIA driver "
                           "too old?)");
    if (Status s = enter(); !s.ok())
      return s;
    return d.check(
        d.cuTensorMapEncodeTiled(
            &map, static_cast<int>(e.dataType), e.rank,
            reinterpret_cast<void *>(e.globalAddress), e.globalDim,
            e.globalStrides, e.boxDim, e.elementStrides,
            static_cast<int>(e.interleave), static_cast<int>(e.swizzle),
            static_cast<int>(e.l2Promotion), static_cast<int>(e.oobFill)),
        "cuTensorMapEncodeTiled");
  }

  Status launch(void *function, const std::string &name, Dim3 grid, Dim3 block,
                unsigned sharedBytes, void *stream, void **params) override {
    if (Status s = enter(); !s.ok())
      return s;
    auto fn = static_cast<CUfunction>(function);
    if (sharedBytes > kDefaultSharedLimit) {
      if (Status s =
              d.check(d.cuFuncSetAttribute(
                          fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                          static_cast<int>(sharedBytes)),
                      "cuFuncSetAttribute('" + name + "', max dynamic shared " +
                          std::to_string(sharedBytes) + " bytes)");
          !s.ok())
        return s;
    }
    // cuLaunchKernel reports configuration errors; faults while the kernel
    // runs come back from the next synchronizing call.
    CUresult result = d.cuLaunchKernel(
        fn, grid.x, grid.y, grid.z, block.x, block.y, block.z, sharedBytes,
        static_cast<CUstream>(stream), params, nullptr);
    if (result == CUDA_SUCCESS)
      return Status::success();
    return d.check(result, describeLaunch("cuLaunchKernel", name, grid, block,
                                          sharedBytes));
  }

  Result<void *> createStream() override {
    if (Status s = enter(); !s.ok())
      return s;
    CUstream stream = nullptr;
    if (Status s = d.check(d.cuStreamCreate(&stream, CU_STREAM_DEFAULT),
                           "cuStreamCreate");
        !s.ok())
      return s;
    return static_cast<void *>(stream);
  }

  void destroyStream(void *stream) override {
    if (enter().ok())
      d.cuStreamDestroy(static_cast<CUstream>(stream));
  }

  Status synchronizeStream(void *stream) override {
    if (Status s = enter(); !s.ok())
      return s;
    return d.check(d.cuStreamSynchronize(static_cast<CUstream>(stream)),
                   "cuStreamSynchronize");
  }

  Result<void *> createEvent() override {
    if (Status s = enter(); !s.ok())
      return s;
    CUevent event = nullptr;
    if (Status s =
            d.check(d.cuEventCreate(&event, CU_EVENT_DEFAULT), "cuEventCreate");
        !s.ok())
      return s;
    return static_cast<void *>(event);
  }

  void destroyEvent(void *event) override {
    if (enter().ok())
      d.cuEventDestroy(static_cast<CUevent>(event));
  }

  Status recordEvent(void *event, void *stream) override {
    if (Status s = enter(); !s.ok())
      return s;
    return d.check(d.cuEventRecord(static_cast<CUevent>(event),
                                   static_cast<CUstream>(stream)),
                   "cuEventRecord");
  }

  Result<float> elapsedMs(void *start, void *end) override {
    if (Status s = enter(); !s.ok())
      return s;
    if (Status s = d.check(d.cuEventSynchronize(static_cast<CUevent>(end)),
                           "cuEventSynchronize");
        !s.ok())
      return s;
    float ms = 0;
    if (Status s =
            d.check(d.cuEventElapsedTime(&ms, static_cast<CUevent>(start),
                                         static_cast<CUevent>(end)),
                    "cuEventElapsedTime");
        !s.ok())
      return s;
    return ms;
  }

private:
  const CudaDriver &d;
  CUdevice device;
  CUcontext context;
};

} // namespace

Result<DeviceImplPtr> openCudaDevice(int ordinal) {
  const Result<const CudaDriver *> &loaded = loadDriver();
  if (!loaded.ok())
    return loaded.status();
  const CudaDriver &d = *loaded.value();

  int count = 0;
  if (Status s = d.check(d.cuDeviceGetCount(&count), "cuDeviceGetCount");
      !s.ok())
    return s;
  if (count == 0)
    return Status::error(
        "CUDA driver found but no device (cuDeviceGetCount: 0)");
  if (ordinal >= count)
    return Status::error("CUDA device " + std::to_string(ordinal) +
                         " does not exist (" + std::to_string(count) +
                         " devices)");

  CUdevice device = 0;
  if (Status s = d.check(d.cuDeviceGet(&device, ordinal),
                         "cuDeviceGet(" + std::to_string(ordinal) + ")");
      !s.ok())
    return s;
  char name[256] = {};
  if (Status s = d.check(d.cuDeviceGetName(name, sizeof(name) - 1, device),
                         "cuDeviceGetName");
      !s.ok())
    return s;
  int major = 0;
  int minor = 0;
  if (Status s = d.check(
          d.cuDeviceGetAttribute(
              &major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device),
          "cuDeviceGetAttribute(compute capability major)");
      !s.ok())
    return s;
  if (Status s = d.check(
          d.cuDeviceGetAttribute(
              &minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device),
          "cuDeviceGetAttribute(compute capability minor)");
      !s.ok())
    return s;
  std::size_t totalMemory = 0;
  if (Status s =
          d.check(d.cuDeviceTotalMem(&totalMemory, device), "cuDeviceTotalMem");
      !s.ok())
    return s;

  CUcontext context = nullptr;
  if (Status s = d.check(d.cuDevicePrimaryCtxRetain(&context, device),
                         "cuDevicePrimaryCtxRetain");
      !s.ok())
    return s;
  auto impl = std::make_shared<CudaDevice>(d, ordinal, device, context);
  impl->name = name;
  impl->target = "sm_" + std::to_string(major * 10 + minor);
  impl->totalMemory = totalMemory;
  if (Status s = impl->enter(); !s.ok())
    return s;
  return DeviceImplPtr(std::move(impl));
}

} // namespace tilec::rt::detail
