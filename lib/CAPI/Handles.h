//===- Handles.h - what the C API's opaque handles hold ------------------===//
#ifndef TILEC_LIB_CAPI_HANDLES_H
#define TILEC_LIB_CAPI_HANDLES_H

#include "tilec-c/tilec.h"
#include "tilec/Runtime.h"

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#ifdef TILEC_CAPI_WITH_COMPILER
#include "tilec/Compiler.h"
#endif

struct tilec_device_s {
  tilec::rt::Device *gpu = nullptr; // null: the interpreter
  std::unique_ptr<tilec::rt::Device> owned;
#ifdef TILEC_CAPI_WITH_COMPILER
  std::optional<tilec::Device> jit;
#endif
  std::string name;
  std::string arch;   // what the runtime reports: "sm_90", "gfx942"
  std::string target; // libtilec.so: the JIT's target for it ("sm_90a")
  int warpSize = 0;
  std::mutex mutex;
  // Allocations by base address; copies are checked against them.
  std::map<std::uint64_t, tilec::rt::DeviceBuffer> buffers;
};

/// A kernel of a loaded code object (tilec_module_get_function, or
/// tilec_kernel_function in libtilec.so).
struct tilec_function_s {
  tilec::rt::Kernel kernel;
};

namespace tilec::capi {
/// Sets the calling thread's last error; returns TILEC_ERROR.
int fail(const std::string &message);
/// Clears the last error; returns TILEC_OK.
int succeed();
/// Opens a GPU for `backend` (CUDA/HIP/best) into `device`.
int openGPU(int backend, int ordinal, tilec_device_s &device);
} // namespace tilec::capi

#endif // TILEC_LIB_CAPI_HANDLES_H
