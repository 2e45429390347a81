/*===- tilec.h - the tilec C API: compile and launch kernels from any language
 * ===*
 *
 * A small, stable C interface for ctypes/cffi/FFI users. Two libraries:
 *
 *   libtilec_rt.so  the runtime only (no LLVM): open a GPU, allocate, copy,
 *                   load a code object from bytes, launch, time with events.
 *                   Builds on a GPU machine with only cmake + a C++ compiler
 *                   (-DTILEC_ENABLE_COMPILER=OFF).
 *   libtilec.so     all of the above, plus the compiler (tilec_compiler_*,
 *                   tilec_kernel_*) and the CPU interpreter device.
 *
 * Conventions: every function that can fail returns an int status (TILEC_OK
 * or TILEC_ERROR); the reason is then in tilec_last_error(), a message owned
 * by the calling thread and valid until its next tilec call. Handles are
 * opaque; each *_create/_open/_load has a matching release. Device memory is
 * named by its device address (uint64_t); copies and launches may address any
 * byte inside an allocation and are bounds-checked against it.
 *
 *===----------------------------------------------------------------------===*/
#ifndef TILEC_C_TILEC_H
#define TILEC_C_TILEC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define TILEC_API __attribute__((visibility("default")))
#else
#define TILEC_API
#endif

#define TILEC_OK 0
#define TILEC_ERROR 1

/* Bumped on incompatible changes of this header. */
#define TILEC_C_API_VERSION 1

typedef struct tilec_device_s *tilec_device;
typedef struct tilec_module_s *tilec_module;
typedef struct tilec_function_s *tilec_function;
typedef struct tilec_event_s *tilec_event;
typedef struct tilec_compiler_s *tilec_compiler;
typedef struct tilec_kernel_s *tilec_kernel;

/* The calling thread's last error message ("" if none). */
TILEC_API const char *tilec_last_error(void);
/* TILEC_C_API_VERSION of the library. */
TILEC_API int tilec_api_version(void);
/* 1 in libtilec.so, 0 in libtilec_rt.so. */
TILEC_API int tilec_has_compiler(void);

/*===--- Devices and memory ---------------------------------------------===*/

typedef enum tilec_backend {
  TILEC_BACKEND_BEST = 0, /* CUDA, else HIP, else (libtilec.so) interpreter */
  TILEC_BACKEND_CUDA = 1,
  TILEC_BACKEND_HIP = 2,
  TILEC_BACKEND_INTERPRETER = 3 /* libtilec.so only */
} tilec_backend;

TILEC_API int tilec_device_open(int backend, int ordinal, tilec_device *out);
TILEC_API void tilec_device_close(tilec_device device);
/* "NVIDIA H200", "interpreter"; valid while the device is open. */
TILEC_API const char *tilec_device_name(tilec_device device);
/* The target kernels are compiled for on this device: in libtilec.so the
   one the target table chooses ("sm_90a" on a compute capability 9.0 GPU,
   "sm_80" on 8.x, the gfx name on AMD, "interp"; the architecture when no
   target runs there); in libtilec_rt.so, which has no compiler, the
   device's architecture. */
TILEC_API const char *tilec_device_target(tilec_device device);
/* What the runtime reports: "sm_90" (the compute capability), "gfx942",
   "interp". */
TILEC_API const char *tilec_device_arch(tilec_device device);
/* 32 or 64, from the target table (a GPU it has no target for: the
   hardware's default, 64 on AMD GFX9, 32 elsewhere); 0 for the interpreter. */
TILEC_API int tilec_device_warp_size(tilec_device device);
/* The family of a target of tilec's target table: "cdna" (AMD, MFMA),
   "rdna" (AMD, WMMA), "nvidia"; NULL for a name the table does not have
   (tilec_last_error() says so). Kernel libraries pick tiles per family. */
TILEC_API const char *tilec_target_family(const char *target);
TILEC_API int tilec_device_is_interpreter(tilec_device device);

TILEC_API int tilec_malloc(tilec_device device, size_t bytes,
                           uint64_t *address);
TILEC_API int tilec_free(tilec_device device, uint64_t address);
TILEC_API int tilec_memcpy_htod(tilec_device device, uint64_t dst,
                                const void *src, size_t bytes);
TILEC_API int tilec_memcpy_dtoh(tilec_device device, void *dst, uint64_t src,
                                size_t bytes);
TILEC_API int tilec_memset(tilec_device device, uint64_t dst, uint8_t value,
                           size_t bytes);
TILEC_API int tilec_synchronize(tilec_device device);

/*===--- Arguments ------------------------------------------------------===*/

typedef enum tilec_arg_kind {
  /* Exact parameter types: what a raw tilec_function_launch needs. */
  TILEC_ARG_POINTER = 0, /* v.u: device address */
  TILEC_ARG_I1 = 1,      /* v.i: 0 or 1 */
  TILEC_ARG_I8 = 2,      /* v.i (or v.u): low bits are passed */
  TILEC_ARG_I16 = 3,
  TILEC_ARG_I32 = 4,
  TILEC_ARG_I64 = 5,
  TILEC_ARG_F16 = 6,  /* v.f, rounded to nearest even */
  TILEC_ARG_BF16 = 7, /* v.f, rounded to nearest even */
  TILEC_ARG_F32 = 8,  /* v.f */
  TILEC_ARG_F64 = 9,  /* v.f */
  /* Generic values: checked and converted against a compiled kernel's
     signature by tilec_kernel_launch (libtilec.so). */
  TILEC_ARG_INT = 16,         /* v.i */
  TILEC_ARG_UINT = 17,        /* v.u */
  TILEC_ARG_FLOAT = 18,       /* v.f */
  TILEC_ARG_BOOL = 19,        /* v.i: 0 or 1 */
  TILEC_ARG_HOST_POINTER = 20 /* v.host + bytes: interpreter memory */
} tilec_arg_kind;

typedef struct tilec_arg {
  int32_t kind; /* tilec_arg_kind */
  int32_t reserved;
  union {
    int64_t i;
    uint64_t u;
    double f;
    void *host;
  } v;
  uint64_t bytes; /* TILEC_ARG_HOST_POINTER: size of the host buffer */
} tilec_arg;

/*===--- Code objects (runtime) -----------------------------------------===*/

/* Loads a code object: format "cubin", "ptx" (CUDA) or "hsaco" (HIP). */
TILEC_API int tilec_module_load(tilec_device device, const void *image,
                                size_t bytes, const char *format,
                                tilec_module *out);
TILEC_API void tilec_module_unload(tilec_module module);
TILEC_API int tilec_module_get_function(tilec_module module, const char *name,
                                        tilec_function *out);
TILEC_API void tilec_function_release(tilec_function function);
/* Launches on the default stream: grid and block in {x, y, z}; args in
   parameter order with exact kinds (see docs/kernel-abi.md). Asynchronous;
   faults surface at the next synchronizing call. */
TILEC_API int tilec_function_launch(tilec_function function,
                                    const uint32_t grid[3],
                                    const uint32_t block[3],
                                    uint32_t shared_bytes,
                                    const tilec_arg *args, size_t num_args);

/*===--- Events ---------------------------------------------------------===*/

TILEC_API int tilec_event_create(tilec_device device, tilec_event *out);
TILEC_API void tilec_event_destroy(tilec_event event);
/* Records on the default stream. */
TILEC_API int tilec_event_record(tilec_event event);
/* Milliseconds between two recorded events; waits for `end`. */
TILEC_API int tilec_event_elapsed_ms(tilec_event start, tilec_event end,
                                     float *ms);

/*===--- Compiler (libtilec.so only) ------------------------------------===*/

/* cache_dir: NULL for the default ($TILEC_CACHE_DIR, $XDG_CACHE_HOME/tilec,
   ~/.cache/tilec); "" to cache in memory only. */
TILEC_API int tilec_compiler_create(const char *cache_dir, tilec_compiler *out);
TILEC_API void tilec_compiler_destroy(tilec_compiler compiler);
/* The same, with a remote cache shared by many machines under the disk cache
   (docs/jit.md, "The remote cache"). remote_cache: NULL for
   $TILEC_REMOTE_CACHE (unset or empty: none), "" for none, else
   "redis://[[user]:password@]host[:port][/db][?connect_timeout_ms=N&
   timeout_ms=N&retry_ms=N&ttl_s=N]". A remote cache that cannot be used is
   one warning on stderr, and the compiler works without it. */
TILEC_API int tilec_compiler_create_with_remote(const char *cache_dir,
                                                const char *remote_cache,
                                                tilec_compiler *out);
/* The remote cache in use ("redis://host:port/db"), "" for none; valid while
   the compiler lives. */
TILEC_API const char *tilec_compiler_remote_cache(tilec_compiler compiler);
/* 1 if this library can use a remote cache (built with hiredis's header, and
   the matching libhiredis loads); 0 with the reason in tilec_last_error(). */
TILEC_API int tilec_remote_cache_supported(void);

/* Where a compiler's requests were answered from (tilec::CacheStats). */
typedef struct tilec_cache_stats {
  uint64_t memory_hits, disk_hits, remote_hits, compiles;
  uint64_t corrupt_entries, remote_corrupt_entries, remote_stores;
  uint64_t remote_errors;
} tilec_cache_stats;

TILEC_API int tilec_compiler_cache_stats(tilec_compiler compiler,
                                         tilec_cache_stats *out);

typedef struct tilec_compile_options {
  const char *target;  /* "gfx942", "sm_90", "interp", or NULL/"auto" */
  uint32_t num_warps;  /* 0: 4 */
  uint32_t num_stages; /* 0: 2 */
  int32_t opt_level;   /* -1: 3 */
} tilec_compile_options;

/* tilec_compile_options and what came after it, for tilec_compile_ex.
   `size` is sizeof(tilec_compile_options_ex) as the caller was compiled:
   fields beyond it are not read and keep their defaults, so a later
   libtilec with more fields still takes a caller built against this one
   (set size = sizeof(tilec_compile_options_ex), the rest as needed). */
typedef struct tilec_compile_options_ex {
  uint32_t size;
  const char *target;     /* as in tilec_compile_options */
  uint32_t num_warps;     /* 0: 4 */
  uint32_t num_stages;    /* 0: 2 */
  int32_t opt_level;      /* -1: 3 */
  int32_t fp_fusion;      /* 1: let the backend contract a * b + c into fused
                             multiply-adds (Triton's enable_fp_fusion, its
                             default); 0: every op rounds, as the interpreter
                             does (tilec_compile's behaviour) */
  uint32_t max_registers; /* NVIDIA: at most this many registers per thread
                             (.maxnreg, Triton's maxnreg), 1-255; 0: ptxas's
                             choice; ignored for AMD targets */
} tilec_compile_options_ex;

/* Compiles `kernel_name` from `source_text` (named `source_path` in
   diagnostics) or, when source_text is NULL, from the file `source_path`.
   `signature` as `tilec compile --signature`; constexprs as parallel
   name/value arrays. options may be NULL. On failure tilec_last_error() holds
   the diagnostics (file:line:col, source line, caret). */
TILEC_API int
tilec_compile(tilec_compiler compiler, const char *source_text,
              const char *source_path, const char *kernel_name,
              const char *signature, const char *const *constexpr_names,
              const char *const *constexpr_values, size_t num_constexprs,
              const tilec_compile_options *options, tilec_kernel *out);
/* tilec_compile with tilec_compile_options_ex (NULL: the defaults); a size
   smaller than the fields up to opt_level, or larger than this library
   knows, is an error. */
TILEC_API int
tilec_compile_ex(tilec_compiler compiler, const char *source_text,
                 const char *source_path, const char *kernel_name,
                 const char *signature, const char *const *constexpr_names,
                 const char *const *constexpr_values, size_t num_constexprs,
                 const tilec_compile_options_ex *options, tilec_kernel *out);
TILEC_API void tilec_kernel_release(tilec_kernel kernel);

typedef struct tilec_param_info {
  const char *name;
  const char *type;    /* "*fp16", "i32"; "" for constexprs */
  const char *pointee; /* "fp16" for pointers, else "" */
  const char *value;   /* constexpr value given ("" = its default) */
  int32_t is_constexpr;
  int32_t arg_index; /* position among launch arguments; -1 for constexprs */
  int32_t kind;      /* exact tilec_arg_kind of a runtime parameter */
} tilec_param_info;

/* Strings stay valid while the kernel handle lives. */
TILEC_API size_t tilec_kernel_num_params(tilec_kernel kernel);
TILEC_API int tilec_kernel_param(tilec_kernel kernel, size_t index,
                                 tilec_param_info *out);
TILEC_API size_t tilec_kernel_num_args(tilec_kernel kernel);

typedef struct tilec_kernel_stats {
  uint32_t vgprs, agprs, sgprs, registers;
  uint32_t lds_bytes, scratch_bytes;
  uint32_t spill_store_bytes, spill_load_bytes, vgpr_spills, sgpr_spills;
  uint32_t kernarg_bytes, max_flat_workgroup_size, waves_per_simd;
  uint32_t code_bytes;
  uint32_t num_warps, warp_size;
} tilec_kernel_stats;

TILEC_API int tilec_kernel_stats_get(tilec_kernel kernel,
                                     tilec_kernel_stats *out);
TILEC_API const char *tilec_kernel_target(tilec_kernel kernel);
/* "hsaco", "cubin", "ptx"; "" for interpreter-only kernels. */
TILEC_API const char *tilec_kernel_format(tilec_kernel kernel);
TILEC_API const void *tilec_kernel_binary(tilec_kernel kernel, size_t *bytes);
TILEC_API const char *tilec_kernel_tile_ir(tilec_kernel kernel);

/* What an AMD code object holds (any code object, tilec's or not), as JSON:
   {"isa", "code_object_version", "read_by", "kernels": [{"name", "wave_size",
   "vgprs", "agprs", "sgprs", "lds_bytes", "scratch_bytes", "vgpr_spills",
   "sgpr_spills", "kernarg_bytes", "max_flat_workgroup_size",
   "waves_per_simd", "code_bytes"}]}. `reader`: "auto" (or NULL: ROCm's comgr
   and tilec's reader, every figure cross-checked; tilec's alone without
   comgr), "comgr" or "builtin". NULL on failure (tilec_last_error()). The
   string stays valid until the calling thread's next call of this function
   or of tilec_code_object_disassemble. */
TILEC_API const char *tilec_code_object_inspect(const void *image, size_t bytes,
                                                const char *reader);
/* The code object disassembled by comgr; NULL on failure (no comgr, or a
   chip it does not know). Valid as tilec_code_object_inspect's string. */
TILEC_API const char *tilec_code_object_disassemble(const void *image,
                                                    size_t bytes);

/* Launches on `device` (a GPU: asynchronous, default stream; the
   interpreter: returns when done, pointers are TILEC_ARG_HOST_POINTER).
   Arguments are checked against the signature: count, pointer vs scalar,
   type and range; a mismatch is an error and nothing runs. */
TILEC_API int tilec_kernel_launch(tilec_kernel kernel, tilec_device device,
                                  const uint32_t grid[3], const tilec_arg *args,
                                  size_t num_args);

/* The kernel's code object loaded on GPU `device` (once per device), as a
   function for tilec_function_launch: the fast path of a launch whose
   arguments the caller has already checked (exact kinds, block = num_warps x
   warp size, from tilec_kernel_stats_get). Release with
   tilec_function_release. An error for the interpreter device and for a
   kernel whose target does not run on the device. */
TILEC_API int tilec_kernel_function(tilec_kernel kernel, tilec_device device,
                                    tilec_function *out);

#ifdef __cplusplus
}
#endif

#endif /* TILEC_C_TILEC_H */
