//===- DeviceImpl.h - Backend interface behind tilec::rt::Device ----------===//
//
// Each backend (Cuda.cpp, Hip.cpp) implements DeviceImpl over a driver
// library it opens with dlopen. Handles cross this interface as void * and
// DeviceAddress; the public classes own them and give them back on
// destruction.
//
//===----------------------------------------------------------------------===//

#ifndef TILEC_LIB_RUNTIME_DEVICEIMPL_H
#define TILEC_LIB_RUNTIME_DEVICEIMPL_H

#include "TensorMaps.h"
#include "tilec/Runtime.h"

#include <string>
#include <vector>

namespace tilec::rt::detail {

enum class ModuleFormat { PTX, Cubin, Hsaco };

class DeviceImpl {
public:
  DeviceImpl(Backend backend, int ordinal)
      : backend(backend), ordinal(ordinal) {}
  virtual ~DeviceImpl() = default;
  DeviceImpl(const DeviceImpl &) = delete;
  DeviceImpl &operator=(const DeviceImpl &) = delete;

  const Backend backend;
  const int ordinal;
  // Filled once while opening; read-only afterwards.
  std::string name;
  std::string target;
  std::size_t totalMemory = 0;

  virtual Result<DeviceAddress> allocate(std::size_t bytes) = 0;
  // The release functions run in destructors: they cannot report errors,
  // and a failure there (after a kernel fault) leaves nothing to undo.
  virtual void free(DeviceAddress address) = 0;
  virtual Status copyToDevice(DeviceAddress dst, const void *src,
                              std::size_t bytes) = 0;
  virtual Status copyToHost(void *dst, DeviceAddress src,
                            std::size_t bytes) = 0;
  virtual Status memset(DeviceAddress dst, std::uint8_t value,
                        std::size_t bytes) = 0;
  virtual Status synchronize() = 0;

  virtual Result<void *> loadModule(std::string_view image,
                                    ModuleFormat format) = 0;
  virtual void unloadModule(void *module) = 0;
  virtual Result<void *> getFunction(void *module, const std::string &name) = 0;
  /// Dynamic shared memory every launch of the module's kernels needs (a
  /// tilec NVIDIA kernel above the static limit says so in its module); 0 if
  /// none.
  virtual Result<unsigned> requiredSharedBytes(void *) { return 0u; }
  /// The words of the module's `tilec_tensor_maps` recipe (TensorMaps.h),
  /// undecoded; empty if the module has none (HIP modules never do).
  virtual Result<std::vector<std::uint32_t>> tensorMapWords(void *) {
    return std::vector<std::uint32_t>();
  }
  /// Encodes one TMA tensor map (cuTensorMapEncodeTiled).
  virtual Status encodeTensorMap(TensorMapBytes &, const TensorMapEncoding &) {
    return Status::error(std::string("TMA tensor maps need a CUDA device, "
                                     "this is a ") +
                         backendName(backend) + " device (" + target + ")");
  }
  virtual Status launch(void *function, const std::string &name, Dim3 grid,
                        Dim3 block, unsigned sharedBytes, void *stream,
                        void **params) = 0;

  virtual Result<void *> createStream() = 0;
  virtual void destroyStream(void *stream) = 0;
  virtual Status synchronizeStream(void *stream) = 0;

  virtual Result<void *> createEvent() = 0;
  virtual void destroyEvent(void *event) = 0;
  virtual Status recordEvent(void *event, void *stream) = 0;
  virtual Result<float> elapsedMs(void *start, void *end) = 0;
};

/// "<driverCall>('<name>', grid XxYxZ, block XxYxZ, shared N)": how a failed
/// launch is named in its error. Built only when a launch fails: a launch
/// that succeeds formats nothing.
std::string describeLaunch(const char *driverCall, const std::string &name,
                           Dim3 grid, Dim3 block, unsigned sharedBytes);

/// Opens device `ordinal` through libcuda.so.1 (Cuda.cpp).
Result<DeviceImplPtr> openCudaDevice(int ordinal);
/// Opens device `ordinal` through libamdhip64.so (Hip.cpp).
Result<DeviceImplPtr> openHipDevice(int ordinal);

} // namespace tilec::rt::detail

#endif // TILEC_LIB_RUNTIME_DEVICEIMPL_H
