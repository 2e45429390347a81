//===- Hip.cpp - tilec runtime backend over the HIP module API ------------===//
//
// libamdhip64.so is opened with dlopen; the few types and entry points used
// are declared here with the ABI of hip_runtime_api.h (ROCm 5 to 7, 64-bit
// Linux). HIP's current device is per thread, so every operation selects
// its device first.
//
//===----------------------------------------------------------------------===//

#include "DeviceImpl.h"

#include <dlfcn.h>

#include <cstddef>
#include <cstring>
#include <vector>

namespace tilec::rt::detail {
namespace {

using hipError_t = int;
using hipModule_t = struct ihipModule_t *;
using hipFunction_t = struct ihipModuleSymbol_t *;
using hipStream_t = struct ihipStream_t *;
using hipEvent_t = struct ihipEvent_t *;
using hipMemcpyKind = int;

constexpr hipError_t hipSuccess = 0;
constexpr hipError_t hipErrorNoDevice = 100;
constexpr hipMemcpyKind hipMemcpyHostToDevice = 1;
constexpr hipMemcpyKind hipMemcpyDeviceToHost = 2;

// hipDeviceProp_t changed layout in ROCm 6 (hipGetDevicePropertiesR0600);
// only gcnArchName is read, so only the members before it are declared.
// hip_runtime_api.h of ROCm 5 (hipGetDeviceProperties):
struct DevicePropR0000Prefix {
  char name[256];
  std::size_t totalGlobalMem;
  std::size_t sharedMemPerBlock;
  int regsPerBlock;
  int warpSize;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int clockRate;
  int memoryClockRate;
  int memoryBusWidth;
  std::size_t totalConstMem;
  int major;
  int minor;
  int multiProcessorCount;
  int l2CacheSize;
  int maxThreadsPerMultiProcessor;
  int computeMode;
  int clockInstructionRate;
  unsigned arch; // hipDeviceArch_t: 21 one-bit fields
  int concurrentKernels;
  int pciDomainID;
  int pciBusID;
  int pciDeviceID;
  std::size_t maxSharedMemoryPerMultiProcessor;
  int isMultiGpuBoard;
  int canMapHostMemory;
  int gcnArch;
  char gcnArchName[256];
};

// hip_runtime_api.h of ROCm 6 and 7 (hipDeviceProp_tR0600).
struct DevicePropR0600Prefix {
  char name[256];
  unsigned char uuid[16];
  char luid[8];
  unsigned luidDeviceNodeMask;
  std::size_t totalGlobalMem;
  std::size_t sharedMemPerBlock;
  int regsPerBlock;
  int warpSize;
  std::size_t memPitch;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int clockRate;
  std::size_t totalConstMem;
  int major;
  int minor;
  std::size_t textureAlignment;
  std::size_t texturePitchAlignment;
  int deviceOverlap;
  int multiProcessorCount;
  int kernelExecTimeoutEnabled;
  int integrated;
  int canMapHostMemory;
  int computeMode;
  int maxTexture1D;
  int maxTexture1DMipmap;
  int maxTexture1DLinear;
  int maxTexture2D[2];
  int maxTexture2DMipmap[2];
  int maxTexture2DLinear[3];
  int maxTexture2DGather[2];
  int maxTexture3D[3];
  int maxTexture3DAlt[3];
  int maxTextureCubemap;
  int maxTexture1DLayered[2];
  int maxTexture2DLayered[3];
  int maxTextureCubemapLayered[2];
  int maxSurface1D;
  int maxSurface2D[2];
  int maxSurface3D[3];
  int maxSurface1DLayered[2];
  int maxSurface2DLayered[3];
  int maxSurfaceCubemap;
  int maxSurfaceCubemapLayered[2];
  std::size_t surfaceAlignment;
  int concurrentKernels;
  int ECCEnabled;
  int pciBusID;
  int pciDeviceID;
  int pciDomainID;
  int tccDriver;
  int asyncEngineCount;
  int unifiedAddressing;
  int memoryClockRate;
  int memoryBusWidth;
  int l2CacheSize;
  int persistingL2CacheMaxSize;
  int maxThreadsPerMultiProcessor;
  int streamPrioritiesSupported;
  int globalL1CacheSupported;
  int localL1CacheSupported;
  std::size_t sharedMemPerMultiprocessor;
  int regsPerMultiprocessor;
  int managedMemory;
  int isMultiGpuBoard;
  int multiGpuBoardGroupID;
  int hostNativeAtomicSupported;
  int singleToDoublePrecisionPerfRatio;
  int pageableMemoryAccess;
  int concurrentManagedAccess;
  int computePreemptionSupported;
  int canUseHostPointerForRegisteredMem;
  int cooperativeLaunch;
  int cooperativeMultiDeviceLaunch;
  std::size_t sharedMemPerBlockOptin;
  int pageableMemoryAccessUsesHostPageTables;
  int directManagedMemAccessFromHost;
  int maxBlocksPerMultiProcessor;
  int accessPolicyMaxWindowSize;
  std::size_t reservedSharedMemPerBlock;
  int hostRegisterSupported;
  int sparseHipArraySupported;
  int hostRegisterReadOnlySupported;
  int timelineSemaphoreInteropSupported;
  int memoryPoolsSupported;
  int gpuDirectRDMASupported;
  unsigned gpuDirectRDMAFlushWritesOptions;
  int gpuDirectRDMAWritesOrdering;
  unsigned memoryPoolSupportedHandleTypes;
  int deferredMappingHipArraySupported;
  int ipcEventSupported;
  int clusterLaunch;
  int unifiedFunctionPointers;
  int reserved[63];
  int hipReserved[32];
  char gcnArchName[256];
};

// Room for either whole struct (ROCm 7's is about 1.5 KiB).
constexpr std::size_t kDevicePropBytes = 8192;

/// The runtime entry points, resolved once per process.
struct HipRuntime {
  std::string libraryName;
  hipError_t (*hipInit)(unsigned);
  const char *(*hipGetErrorName)(hipError_t);
  const char *(*hipGetErrorString)(hipError_t);
  hipError_t (*hipGetLastError)();
  hipError_t (*hipGetDeviceCount)(int *);
  hipError_t (*hipSetDevice)(int);
  hipError_t (*hipDeviceGetName)(char *, int, int);
  hipError_t (*hipDeviceTotalMem)(std::size_t *, int);
  // One of these two, with the matching layout.
  hipError_t (*hipGetDevicePropertiesR0600)(void *, int);
  hipError_t (*hipGetDeviceProperties)(void *, int);
  hipError_t (*hipDeviceSynchronize)();
  hipError_t (*hipMalloc)(void **, std::size_t);
  hipError_t (*hipFree)(void *);
  hipError_t (*hipMemcpy)(void *, const void *, std::size_t, hipMemcpyKind);
  hipError_t (*hipMemset)(void *, int, std::size_t);
  hipError_t (*hipModuleLoadData)(hipModule_t *, const void *);
  hipError_t (*hipModuleUnload)(hipModule_t);
  hipError_t (*hipModuleGetFunction)(hipFunction_t *, hipModule_t,
                                     const char *);
  hipError_t (*hipModuleLaunchKernel)(hipFunction_t, unsigned, unsigned,
                                      unsigned, unsigned, unsigned, unsigned,
                                      unsigned, hipStream_t, void **, void **);
  hipError_t (*hipStreamCreate)(hipStream_t *);
  hipError_t (*hipStreamDestroy)(hipStream_t);
  hipError_t (*hipStreamSynchronize)(hipStream_t);
  hipError_t (*hipEventCreate)(hipEvent_t *);
  hipError_t (*hipEventDestroy)(hipEvent_t);
  hipError_t (*hipEventRecord)(hipEvent_t, hipStream_t);
  hipError_t (*hipEventSynchronize)(hipEvent_t);
  hipError_t (*hipEventElapsedTime)(float *, hipEvent_t, hipEvent_t);

  /// "hipErrorOutOfMemory (out of memory)".
  std::string describe(hipError_t error) const {
    const char *name = hipGetErrorName(error);
    const char *text = hipGetErrorString(error);
    std::string result = name ? name : "HIP error " + std::to_string(error);
    if (text && (!name || std::strcmp(name, text) != 0))
      result += std::string(" (") + text + ")";
    return result;
  }

  Status check(hipError_t error, const std::string &operation) const {
    if (error == hipSuccess)
      return Status::success();
    return Status::error(operation + " failed: " + describe(error));
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

static Result<const HipRuntime *> loadRuntimeOnce() {
  static const char *const names[] = {"libamdhip64.so", "libamdhip64.so.6",
                                      "libamdhip64.so.5", "libamdhip64.so.7"};
  void *library = nullptr;
  std::string libraryName;
  std::string lastError;
  for (const char *name : names) {
    // Never closed: runtimes do not support being unloaded.
    library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (library) {
      libraryName = name;
      break;
    }
    const char *why = dlerror();
    lastError = why ? why : "unknown error";
  }
  if (!library)
    return Status::error("libamdhip64.so not found (tried .so, .so.6, .so.5, "
                         ".so.7; dlopen: " +
                         lastError + ")");

  static HipRuntime h;
  h.libraryName = libraryName;
  std::string missing;
  resolve(library, "hipInit", h.hipInit, missing);
  resolve(library, "hipGetErrorName", h.hipGetErrorName, missing);
  resolve(library, "hipGetErrorString", h.hipGetErrorString, missing);
  resolve(library, "hipGetLastError", h.hipGetLastError, missing);
  resolve(library, "hipGetDeviceCount", h.hipGetDeviceCount, missing);
  resolve(library, "hipSetDevice", h.hipSetDevice, missing);
  resolve(library, "hipDeviceGetName", h.hipDeviceGetName, missing);
  resolve(library, "hipDeviceTotalMem", h.hipDeviceTotalMem, missing);
  h.hipGetDevicePropertiesR0600 = reinterpret_cast<hipError_t (*)(void *, int)>(
      dlsym(library, "hipGetDevicePropertiesR0600"));
  if (!h.hipGetDevicePropertiesR0600)
    resolve(library, "hipGetDeviceProperties", h.hipGetDeviceProperties,
            missing);
  resolve(library, "hipDeviceSynchronize", h.hipDeviceSynchronize, missing);
  resolve(library, "hipMalloc", h.hipMalloc, missing);
  resolve(library, "hipFree", h.hipFree, missing);
  resolve(library, "hipMemcpy", h.hipMemcpy, missing);
  resolve(library, "hipMemset", h.hipMemset, missing);
  resolve(library, "hipModuleLoadData", h.hipModuleLoadData, missing);
  resolve(library, "hipModuleUnload", h.hipModuleUnload, missing);
  resolve(library, "hipModuleGetFunction", h.hipModuleGetFunction, missing);
  resolve(library, "hipModuleLaunchKernel", h.hipModuleLaunchKernel, missing);
  resolve(library, "hipStreamCreate", h.hipStreamCreate, missing);
  resolve(library, "hipStreamDestroy", h.hipStreamDestroy, missing);
  resolve(library, "hipStreamSynchronize", h.hipStreamSynchronize, missing);
  resolve(library, "hipEventCreate", h.hipEventCreate, missing);
  resolve(library, "hipEventDestroy", h.hipEventDestroy, missing);
  resolve(library, "hipEventRecord", h.hipEventRecord, missing);
  resolve(library, "hipEventSynchronize", h.hipEventSynchronize, missing);
  resolve(library, "hipEventElapsedTime", h.hipEventElapsedTime, missing);
  if (!missing.empty())
    return Status::error(libraryName + " lacks " + missing);

  hipError_t init = h.hipInit(0);
  if (init == hipErrorNoDevice)
    return Status::error(
        "HIP runtime found but no device (hipInit: hipErrorNoDevice)");
  if (init != hipSuccess)
    return Status::error("HIP runtime found but hipInit failed: " +
                         h.describe(init));
  return &h;
}

static const Result<const HipRuntime *> &loadRuntime() {
  static const Result<const HipRuntime *> runtime = loadRuntimeOnce();
  return runtime;
}

/// "gfx942" from "gfx942:sramecc+:xnack-".
static std::string stripFeatures(const char *gcnArchName) {
  std::string arch(gcnArchName);
  return arch.substr(0, arch.find(':'));
}

/// The device's gcnArchName, read with whichever properties layout this
/// runtime has.
static Result<std::string> readArchName(const HipRuntime &h, int ordinal) {
  std::vector<char> props(kDevicePropBytes, 0);
  std::size_t offset = 0;
  hipError_t error;
  if (h.hipGetDevicePropertiesR0600) {
    error = h.hipGetDevicePropertiesR0600(props.data(), ordinal);
    offset = offsetof(DevicePropR0600Prefix, gcnArchName);
  } else {
    error = h.hipGetDeviceProperties(props.data(), ordinal);
    offset = offsetof(DevicePropR0000Prefix, gcnArchName);
  }
  if (Status s = h.check(error, "hipGetDeviceProperties"); !s.ok())
    return s;
  const char *arch = props.data() + offset;
  // A layout we do not know would show here as something other than a
  // NUL-terminated "gfx..." string.
  if (std::strncmp(arch, "gfx", 3) != 0 || !std::memchr(arch, '\0', 256))
    return Status::error("hipGetDeviceProperties: no gcnArchName where " +
                         h.libraryName +
                         " should put it (unknown ROCm "
                         "version?)");
  return stripFeatures(arch);
}

class HipDevice final : public DeviceImpl {
public:
  HipDevice(const HipRuntime &h, int ordinal)
      : DeviceImpl(Backend::HIP, ordinal), h(h) {}

  /// Selects this device in the calling thread.
  Status enter() const {
    hipError_t error = h.hipSetDevice(ordinal);
    if (error == hipSuccess)
      return Status::success();
    return h.check(error, "hipSetDevice(" + std::to_string(ordinal) + ")");
  }

  Result<DeviceAddress> allocate(std::size_t bytes) override {
    if (Status s = enter(); !s.ok())
      return s;
    void *address = nullptr;
    if (Status s = h.check(h.hipMalloc(&address, bytes),
                           "hipMalloc(" + std::to_string(bytes) + " bytes)");
        !s.ok())
      return s;
    return reinterpret_cast<DeviceAddress>(address);
  }

  void free(DeviceAddress address) override {
    if (enter().ok())
      h.hipFree(reinterpret_cast<void *>(address));
  }

  Status copyToDevice(DeviceAddress dst, const void *src,
                      std::size_t bytes) override {
    if (Status s = enter(); !s.ok())
      return s;
    return h.check(h.hipMemcpy(reinterpret_cast<void *>(dst), src, bytes,
                               hipMemcpyHostToDevice),
                   "hipMemcpy(host to device, " + std::to_string(bytes) +
                       " bytes)");
  }

  Status copyToHost(void *dst, DeviceAddress src, std::size_t bytes) override {
    if (Status s = enter(); !s.ok())
      return s;
    return h.check(h.hipMemcpy(dst, reinterpret_cast<const void *>(src), bytes,
                               hipMemcpyDeviceToHost),
                   "hipMemcpy(device to host, " + std::to_string(bytes) +
                       " bytes)");
  }

  Status memset(DeviceAddress dst, std::uint8_t value,
                std::size_t bytes) override {
    if (Status s = enter(); !s.ok())
      return s;
    return h.check(h.hipMemset(reinterpret_cast<void *>(dst), value, bytes),
                   "hipMemset(" + std::to_string(bytes) + " bytes)");
  }

  Status synchronize() override {
    if (Status s = enter(); !s.ok())
      return s;
    return h.check(h.hipDeviceSynchronize(), "hipDeviceSynchronize");
  }

  Result<void *> loadModule(std::string_view image, ModuleFormat) override {
    if (Status s = enter(); !s.ok())
      return s;
    hipModule_t module = nullptr;
    if (Status s = h.check(h.hipModuleLoadData(&module, image.data()),
                           "hipModuleLoadData (hsaco for " + target + ")");
        !s.ok())
      return s;
    return static_cast<void *>(module);
  }

  void unloadModule(void *module) override {
    if (enter().ok())
      h.hipModuleUnload(static_cast<hipModule_t>(module));
  }

  Result<void *> getFunction(void *module, const std::string &name) override {
    if (Status s = enter(); !s.ok())
      return s;
    hipFunction_t function = nullptr;
    if (Status s = h.check(
            h.hipModuleGetFunction(&function, static_cast<hipModule_t>(module),
                                   name.c_str()),
            "hipModuleGetFunction('" + name + "')");
        !s.ok())
      return s;
    return static_cast<void *>(function);
  }

  Status launch(void *function, const std::string &name, Dim3 grid, Dim3 block,
                unsigned sharedBytes, void *stream, void **params) override {
    if (Status s = enter(); !s.ok())
      return s;
    // hipGetLastError returns and clears the thread's last error: clear it
    // first so that what is read after the launch belongs to the launch.
    h.hipGetLastError();
    hipError_t error = h.hipModuleLaunchKernel(
        static_cast<hipFunction_t>(function), grid.x, grid.y, grid.z, block.x,
        block.y, block.z, sharedBytes, static_cast<hipStream_t>(stream), params,
        nullptr);
    if (error == hipSuccess)
      error = h.hipGetLastError();
    if (error == hipSuccess)
      return Status::success();
    return h.check(error, describeLaunch("hipModuleLaunchKernel", name, grid,
                                         block, sharedBytes));
  }

  Result<void *> createStream() override {
    if (Status s = enter(); !s.ok())
      return s;
    hipStream_t stream = nullptr;
    if (Status s = h.check(h.hipStreamCreate(&stream), "hipStreamCreate");
        !s.ok())
      return s;
    return static_cast<void *>(stream);
  }

  void destroyStream(void *stream) override {
    if (enter().ok())
      h.hipStreamDestroy(static_cast<hipStream_t>(stream));
  }

  Status synchronizeStream(void *stream) override {
    if (Status s = enter(); !s.ok())
      return s;
    return h.check(h.hipStreamSynchronize(static_cast<hipStream_t>(stream)),
                   "hipStreamSynchronize");
  }

  Result<void *> createEvent() override {
    if (Status s = enter(); !s.ok())
      return s;
    hipEvent_t event = nullptr;
    if (Status s = h.check(h.hipEventCreate(&event), "hipEventCreate"); !s.ok())
      return s;
    return static_cast<void *>(event);
  }

  void destroyEvent(void *event) override {
    if (enter().ok())
      h.hipEventDestroy(static_cast<hipEvent_t>(event));
  }

  Status recordEvent(void *event, void *stream) override {
    if (Status s = enter(); !s.ok())
      return s;
    return h.check(h.hipEventRecord(static_cast<hipEvent_t>(event),
                                    static_cast<hipStream_t>(stream)),
                   "hipEventRecord");
  }

  Result<float> elapsedMs(void *start, void *end) override {
    if (Status s = enter(); !s.ok())
      return s;
    if (Status s = h.check(h.hipEventSynchronize(static_cast<hipEvent_t>(end)),
                           "hipEventSynchronize");
        !s.ok())
      return s;
    float ms = 0;
    if (Status s =
            h.check(h.hipEventElapsedTime(&ms, static_cast<hipEvent_t>(start),
                                          static_cast<hipEvent_t>(end)),
                    "hipEventElapsedTime");
        !s.ok())
      return s;
    return ms;
  }

private:
  const HipRuntime &h;
};

} // namespace

Result<DeviceImplPtr> openHipDevice(int ordinal) {
  const Result<const HipRuntime *> &loaded = loadRuntime();
  if (!loaded.ok())
    return loaded.status();
  const HipRuntime &h = *loaded.value();

  int count = 0;
  hipError_t error = h.hipGetDeviceCount(&count);
  if (error == hipErrorNoDevice || (error == hipSuccess && count == 0))
    return Status::error(
        "HIP runtime found but no device (hipGetDeviceCount: " +
        (error == hipSuccess ? std::string("0") : h.describe(error)) + ")");
  if (Status s = h.check(error, "hipGetDeviceCount"); !s.ok())
    return s;
  if (ordinal >= count)
    return Status::error("HIP device " + std::to_string(ordinal) +
                         " does not exist (" + std::to_string(count) +
                         " devices)");

  auto impl = std::make_shared<HipDevice>(h, ordinal);
  if (Status s = impl->enter(); !s.ok())
    return s;
  char name[256] = {};
  if (Status s = h.check(h.hipDeviceGetName(name, sizeof(name) - 1, ordinal),
                         "hipDeviceGetName");
      !s.ok())
    return s;
  std::size_t totalMemory = 0;
  if (Status s = h.check(h.hipDeviceTotalMem(&totalMemory, ordinal),
                         "hipDeviceTotalMem");
      !s.ok())
    return s;
  Result<std::string> arch = readArchName(h, ordinal);
  if (!arch.ok())
    return arch.status();
  impl->name = name;
  impl->target = *arch;
  impl->totalMemory = totalMemory;
  return DeviceImplPtr(std::move(impl));
}

} // namespace tilec::rt::detail
