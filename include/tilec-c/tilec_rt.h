/*===- tilec_rt.h - C API of the tilec device runtime (no LLVM) ----------===*
 *
 * A stable C interface to tilec's runtime (include/tilec/Runtime.h) for other
 * languages (Python loads libtilec_rt.so with ctypes). Handles are opaque;
 * every function returning int returns 0 on success and non-zero on failure,
 * with the message in tilec_rt_last_error() (thread-local, valid until the
 * next call on the same thread).
 *===----------------------------------------------------------------------===*/
#ifndef TILEC_C_TILEC_RT_H
#define TILEC_C_TILEC_RT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct tilec_rt_device tilec_rt_device;
typedef struct tilec_rt_module tilec_rt_module;
typedef struct tilec_rt_kernel tilec_rt_kernel;

/* Kinds of kernel arguments; `bits` holds the value in its low bytes. */
enum tilec_rt_arg_kind {
  TILEC_RT_ARG_POINTER = 0, /* a device address */
  TILEC_RT_ARG_I1 = 1,
  TILEC_RT_ARG_I8 = 2,
  TILEC_RT_ARG_I16 = 3,
  TILEC_RT_ARG_I32 = 4,
  TILEC_RT_ARG_I64 = 5,
  TILEC_RT_ARG_F16 = 6, /* IEEE half bits */
  TILEC_RT_ARG_BF16 = 7, /* bfloat16 bits */
  TILEC_RT_ARG_F32 = 8, /* float bits */
  TILEC_RT_ARG_F64 = 9  /* double bits */
};

typedef struct tilec_rt_arg {
  int32_t kind;
  uint64_t bits;
} tilec_rt_arg;

const char *tilec_rt_last_error(void);

/* backend: "best", "cuda" or "hip". */
int tilec_rt_open_device(const char *backend, int ordinal, tilec_rt_device **out);
void tilec_rt_close_device(tilec_rt_device *device);
/* "NVIDIA H200"; the compiler target ("sm_90", "gfx942"); "cuda" or "hip". */
const char *tilec_rt_device_name(const tilec_rt_device *device);
const char *tilec_rt_device_target(const tilec_rt_device *device);
const char *tilec_rt_device_backend(const tilec_rt_device *device);
int tilec_rt_synchronize(tilec_rt_device *device);

/* Device memory (for callers without their own allocator). */
int tilec_rt_malloc(tilec_rt_device *device, size_t bytes, uint64_t *address);
int tilec_rt_free(tilec_rt_device *device, uint64_t address);
int tilec_rt_copy_to_device(tilec_rt_device *device, uint64_t dst, const void *src,
                            size_t bytes);
int tilec_rt_copy_to_host(tilec_rt_device *device, void *dst, uint64_t src, size_t bytes);

/* format: "cubin", "ptx" or "hsaco". */
int tilec_rt_load_module(tilec_rt_device *device, const void *image, size_t size,
                         const char *format, tilec_rt_module **out);
void tilec_rt_unload_module(tilec_rt_module *module);
int tilec_rt_get_kernel(tilec_rt_module *module, const char *name, tilec_rt_kernel **out);
void tilec_rt_release_kernel(tilec_rt_kernel *kernel);

/* Launches on `stream` (a CUstream/hipStream_t from anywhere in the process;
 * NULL = the default stream). Arguments are checked only for kind; the
 * caller passes them in the kernel's parameter order. */
int tilec_rt_launch(tilec_rt_kernel *kernel, const uint32_t grid[3], const uint32_t block[3],
                    uint32_t shared_bytes, void *stream, const tilec_rt_arg *args,
                    size_t num_args);

#ifdef __cplusplus
}
#endif

#endif /* TILEC_C_TILEC_RT_H */
