//===- Compiler.cpp - the C API's compiler half (libtilec.so only) --------===//
#include "Handles.h"

#include "TargetTable/TargetTable.h"
#include "tilec/CodeObject.h"

#include "llvm/Support/JSON.h"

#include <cstddef>

using namespace tilec;
using tilec::capi::fail;
using tilec::capi::succeed;

struct tilec_compiler_s {
  std::unique_ptr<Compiler> compiler;
  std::string remote; // tilec_compiler_remote_cache's string
};
struct tilec_kernel_s {
  std::shared_ptr<const CompiledKernel> ck;
};

extern "C" {

int tilec_has_compiler(void) { return 1; }

int tilec_device_open(int backend, int ordinal, tilec_device *out) {
  if (!out)
    return fail("tilec_device_open: null output handle");
  *out = nullptr;
  auto device = std::make_unique<tilec_device_s>();
  if (backend == TILEC_BACKEND_INTERPRETER) {
    device->jit = Device::interpreter();
  } else if (backend == TILEC_BACKEND_BEST) {
    device->jit = Device::best();
  } else if (backend == TILEC_BACKEND_CUDA || backend == TILEC_BACKEND_HIP) {
    Result<Device> d = Device::open(
        backend == TILEC_BACKEND_CUDA ? rt::Backend::CUDA : rt::Backend::HIP,
        ordinal);
    if (!d.ok())
      return fail(d.message());
    device->jit = std::move(*d);
  } else {
    return fail("tilec_device_open: unknown backend " +
                std::to_string(backend));
  }
  device->gpu = device->jit->gpu();
  device->name = device->jit->name();
  device->arch = device->jit->arch();
  device->target = device->jit->target();
  device->warpSize = static_cast<int>(warpSizeOnDevice(device->arch));
  *out = device.release();
  return succeed();
}

int tilec_compiler_create_with_remote(const char *cacheDir,
                                      const char *remoteCache,
                                      tilec_compiler *out) {
  if (!out)
    return fail("tilec_compiler_create: null output handle");
  CompilerOptions options;
  if (cacheDir && !*cacheDir)
    options.diskCache = false;
  else if (cacheDir)
    options.cacheDir = cacheDir;
  if (remoteCache && !*remoteCache)
    options.remote.enabled = false;
  else if (remoteCache)
    options.remote.url = remoteCache;
  auto compiler = std::make_unique<Compiler>(std::move(options));
  std::string remote = compiler->remoteCache();
  *out = new tilec_compiler_s{std::move(compiler), std::move(remote)};
  return succeed();
}

int tilec_compiler_create(const char *cacheDir, tilec_compiler *out) {
  return tilec_compiler_create_with_remote(cacheDir, nullptr, out);
}

const char *tilec_compiler_remote_cache(tilec_compiler compiler) {
  return compiler ? compiler->remote.c_str() : "";
}

int tilec_remote_cache_supported(void) {
  std::string why;
  if (!Compiler::remoteCacheSupported(&why)) {
    fail(why);
    return 0;
  }
  succeed();
  return 1;
}

int tilec_compiler_cache_stats(tilec_compiler compiler,
                               tilec_cache_stats *out) {
  if (!compiler || !out)
    return fail("tilec_compiler_cache_stats: null compiler or output");
  CacheStats s = compiler->compiler->cacheStats();
  out->memory_hits = s.memoryHits;
  out->disk_hits = s.diskHits;
  out->remote_hits = s.remoteHits;
  out->compiles = s.compiles;
  out->corrupt_entries = s.corruptEntries;
  out->remote_corrupt_entries = s.remoteCorruptEntries;
  out->remote_stores = s.remoteStores;
  out->remote_errors = s.remoteErrors;
  return succeed();
}

void tilec_compiler_destroy(tilec_compiler compiler) { delete compiler; }

/// tilec_compile and tilec_compile_ex: `o` holds the options already read.
static int compileWith(tilec_compiler compiler, const char *sourceText,
                       const char *sourcePath, const char *kernelName,
                       const char *signature, const char *const *constexprNames,
                       const char *const *constexprValues, size_t numConstexprs,
                       const CompileOptions &o, tilec_kernel *out,
                       const char *fn) {
  if (!compiler || !kernelName || !out || (!sourceText && !sourcePath) ||
      (numConstexprs && (!constexprNames || !constexprValues)))
    return fail(std::string(fn) +
                ": null compiler, source, kernel name, constexpr array or "
                "output handle");
  *out = nullptr;
  KernelSource source =
      sourceText ? KernelSource::fromText(sourceText,
                                          sourcePath ? sourcePath : "<kernel>")
                 : KernelSource::fromFile(sourcePath);
  Constexprs constexprs;
  for (size_t i = 0; i < numConstexprs; ++i) {
    if (!constexprNames[i] || !constexprValues[i])
      return fail(std::string(fn) + ": null constexpr name or value");
    constexprs.emplace_back(constexprNames[i], constexprValues[i]);
  }
  auto ck = compiler->compiler->compile(
      source, kernelName, signature ? signature : "", constexprs, o);
  if (!ck.ok())
    return fail(ck.message());
  *out = new tilec_kernel_s{*ck};
  return succeed();
}

/// The fields tilec_compile_options and tilec_compile_options_ex share.
static void readCommonOptions(const char *target, uint32_t numWarps,
                              uint32_t numStages, int32_t optLevel,
                              CompileOptions &o) {
  if (target && *target)
    o.target = target;
  if (numWarps)
    o.numWarps = numWarps;
  if (numStages)
    o.numStages = numStages;
  if (optLevel >= 0)
    o.optLevel = static_cast<unsigned>(optLevel);
}

int tilec_compile(tilec_compiler compiler, const char *sourceText,
                  const char *sourcePath, const char *kernelName,
                  const char *signature, const char *const *constexprNames,
                  const char *const *constexprValues, size_t numConstexprs,
                  const tilec_compile_options *options, tilec_kernel *out) {
  CompileOptions o;
  if (options)
    readCommonOptions(options->target, options->num_warps, options->num_stages,
                      options->opt_level, o);
  return compileWith(compiler, sourceText, sourcePath, kernelName, signature,
                     constexprNames, constexprValues, numConstexprs, o, out,
                     "tilec_compile");
}

int tilec_compile_ex(tilec_compiler compiler, const char *sourceText,
                     const char *sourcePath, const char *kernelName,
                     const char *signature, const char *const *constexprNames,
                     const char *const *constexprValues, size_t numConstexprs,
                     const tilec_compile_options_ex *options,
                     tilec_kernel *out) {
  CompileOptions o;
  if (options) {
    // Every field up to opt_level is required; later ones are read only
    // when the caller's struct has them.
    constexpr size_t required =
        offsetof(tilec_compile_options_ex, opt_level) + sizeof(int32_t);
    if (options->size < required ||
        options->size > sizeof(tilec_compile_options_ex))
      return fail("tilec_compile_ex: options->size is " +
                  std::to_string(options->size) + "; expected " +
                  std::to_string(required) + " to " +
                  std::to_string(sizeof(tilec_compile_options_ex)) +
                  " (sizeof(tilec_compile_options_ex))");
    readCommonOptions(options->target, options->num_warps, options->num_stages,
                      options->opt_level, o);
    auto has = [&](size_t offset, size_t bytes) {
      return options->size >= offset + bytes;
    };
    if (has(offsetof(tilec_compile_options_ex, fp_fusion), sizeof(int32_t))) {
      if (options->fp_fusion != 0 && options->fp_fusion != 1)
        return fail("tilec_compile_ex: fp_fusion must be 0 or 1, got " +
                    std::to_string(options->fp_fusion));
      o.fpFusion = options->fp_fusion == 1;
    }
    if (has(offsetof(tilec_compile_options_ex, max_registers),
            sizeof(uint32_t))) {
      if (options->max_registers > 255)
        return fail("tilec_compile_ex: max_registers must be 0 (no cap) or "
                    "1 to 255, got " +
                    std::to_string(options->max_registers));
      o.maxRegisters = options->max_registers;
    }
  }
  return compileWith(compiler, sourceText, sourcePath, kernelName, signature,
                     constexprNames, constexprValues, numConstexprs, o, out,
                     "tilec_compile_ex");
}

void tilec_kernel_release(tilec_kernel kernel) { delete kernel; }

size_t tilec_kernel_num_params(tilec_kernel kernel) {
  return kernel ? kernel->ck->params.size() : 0;
}

size_t tilec_kernel_num_args(tilec_kernel kernel) {
  return kernel ? kernel->ck->arguments().size() : 0;
}

int tilec_kernel_param(tilec_kernel kernel, size_t index,
                       tilec_param_info *out) {
  if (!kernel || !out)
    return fail("tilec_kernel_param: null kernel or output");
  if (index >= kernel->ck->params.size())
    return fail("tilec_kernel_param: index " + std::to_string(index) +
                " out of range (" + std::to_string(kernel->ck->params.size()) +
                " parameters)");
  const ParamInfo &p = kernel->ck->params[index];
  out->name = p.name.c_str();
  out->type = p.type.c_str();
  out->pointee = p.pointeeType.c_str();
  out->value = p.value.c_str();
  out->is_constexpr = p.isConstexpr;
  out->arg_index = p.argIndex;
  // rt::KernelArg::Kind and tilec_arg_kind list the exact kinds in the same
  // order.
  out->kind = p.isConstexpr ? -1 : static_cast<int32_t>(p.kind);
  return succeed();
}

int tilec_kernel_stats_get(tilec_kernel kernel, tilec_kernel_stats *out) {
  if (!kernel || !out)
    return fail("tilec_kernel_stats_get: null kernel or output");
  const CompiledKernel &ck = *kernel->ck;
  const KernelStats &s = ck.stats;
  *out = tilec_kernel_stats{};
  out->vgprs = s.vgprs;
  out->agprs = s.agprs;
  out->sgprs = s.sgprs;
  out->registers = s.registers;
  out->lds_bytes = s.ldsBytes;
  out->scratch_bytes = s.scratchBytes;
  out->spill_store_bytes = s.spillStoreBytes;
  out->spill_load_bytes = s.spillLoadBytes;
  out->vgpr_spills = s.vgprSpills;
  out->sgpr_spills = s.sgprSpills;
  out->kernarg_bytes = s.kernargBytes;
  out->max_flat_workgroup_size = s.maxFlatWorkgroupSize;
  out->waves_per_simd = s.wavesPerSIMD;
  out->code_bytes = s.codeBytes;
  out->num_warps = ck.numWarps;
  out->warp_size = ck.warpSize;
  return succeed();
}

const char *tilec_kernel_target(tilec_kernel kernel) {
  return kernel ? kernel->ck->target.c_str() : "";
}
const char *tilec_kernel_format(tilec_kernel kernel) {
  return kernel ? kernel->ck->format.c_str() : "";
}
const void *tilec_kernel_binary(tilec_kernel kernel, size_t *bytes) {
  if (bytes)
    *bytes = kernel ? kernel->ck->binary.size() : 0;
  return kernel ? kernel->ck->binary.data() : nullptr;
}
const char *tilec_kernel_tile_ir(tilec_kernel kernel) {
  return kernel ? kernel->ck->tileIR.c_str() : "";
}

int tilec_kernel_launch(tilec_kernel kernel, tilec_device device,
                        const uint32_t grid[3], const tilec_arg *args,
                        size_t numArgs) {
  if (!kernel || !device || !grid || (numArgs && !args))
    return fail("tilec_kernel_launch: null kernel, device, grid or args");
  std::vector<const ParamInfo *> params = kernel->ck->arguments();
  std::vector<Arg> converted;
  for (size_t i = 0; i < numArgs; ++i) {
    const tilec_arg &a = args[i];
    // An exact kind must name the parameter's own type.
    if (a.kind <= TILEC_ARG_F64 && i < params.size() &&
        a.kind != static_cast<int32_t>(params[i]->kind))
      return fail("kernel '" + kernel->ck->name + "' argument " +
                  std::to_string(i) + " ('" + params[i]->name + "', " +
                  params[i]->type + "): exact kind " + std::to_string(a.kind) +
                  " does not match the parameter's type");
    switch (a.kind) {
    case TILEC_ARG_POINTER:
      converted.push_back(Arg::devicePointer(a.v.u));
      break;
    case TILEC_ARG_HOST_POINTER:
      converted.push_back(Arg::host(a.v.host, a.bytes));
      break;
    case TILEC_ARG_I1:
    case TILEC_ARG_BOOL:
      converted.push_back(Arg(a.v.i != 0));
      break;
    case TILEC_ARG_I8:
    case TILEC_ARG_I16:
    case TILEC_ARG_I32:
    case TILEC_ARG_I64:
    case TILEC_ARG_INT:
      converted.push_back(Arg(a.v.i));
      break;
    case TILEC_ARG_UINT:
      converted.push_back(Arg(a.v.u));
      break;
    case TILEC_ARG_F16:
    case TILEC_ARG_BF16:
    case TILEC_ARG_F32:
    case TILEC_ARG_F64:
    case TILEC_ARG_FLOAT:
      converted.push_back(Arg(a.v.f));
      break;
    default:
      return fail("tilec_kernel_launch: argument " + std::to_string(i) +
                  " has unknown kind " + std::to_string(a.kind));
    }
  }
  Status s =
      Kernel(kernel->ck)
          .launchArgs(*device->jit, {grid[0], grid[1], grid[2]}, converted);
  if (!s.ok())
    return fail(s.message());
  return succeed();
}

int tilec_kernel_function(tilec_kernel kernel, tilec_device device,
                          tilec_function *out) {
  if (!kernel || !device || !out)
    return fail("tilec_kernel_function: null kernel, device or output handle");
  *out = nullptr;
  Result<rt::Kernel> fn = Kernel(kernel->ck).function(*device->jit);
  if (!fn.ok())
    return fail(fn.message());
  *out = new tilec_function_s{*fn};
  return succeed();
}

/// The calling thread's string of tilec_code_object_inspect/_disassemble.
static thread_local std::string codeObjectText;

const char *tilec_code_object_inspect(const void *image, size_t bytes,
                                      const char *reader) {
  std::string name = reader ? reader : "auto";
  MetadataReader which = MetadataReader::Auto;
  if (name == "comgr")
    which = MetadataReader::Comgr;
  else if (name == "builtin")
    which = MetadataReader::Builtin;
  else if (name != "auto") {
    fail("tilec_code_object_inspect: reader must be auto, comgr or builtin, "
         "got '" +
         name + "'");
    return nullptr;
  }
  Result<CodeObjectInfo> info = readCodeObject(image, bytes, which);
  if (!info) {
    fail(info.message());
    return nullptr;
  }
  llvm::json::Array kernels;
  for (const KernelStats &k : info->kernels)
    kernels.push_back(llvm::json::Object{
        {"name", k.name},
        {"wave_size", k.waveSize},
        {"vgprs", k.vgprs},
        {"agprs", k.agprs},
        {"sgprs", k.sgprs},
        {"lds_bytes", k.ldsBytes},
        {"scratch_bytes", k.scratchBytes},
        {"vgpr_spills", k.vgprSpills},
        {"sgpr_spills", k.sgprSpills},
        {"kernarg_bytes", k.kernargBytes},
        {"max_flat_workgroup_size", k.maxFlatWorkgroupSize},
        {"waves_per_simd", k.wavesPerSIMD},
        {"code_bytes", k.codeBytes},
    });
  llvm::json::Object object{{"isa", info->isa},
                            {"code_object_version", info->codeObjectVersion},
                            {"read_by", info->readBy},
                            {"kernels", std::move(kernels)}};
  codeObjectText.clear();
  llvm::raw_string_ostream os(codeObjectText);
  os << llvm::json::Value(std::move(object));
  os.flush();
  succeed();
  return codeObjectText.c_str();
}

const char *tilec_code_object_disassemble(const void *image, size_t bytes) {
  Result<std::string> text = disassembleCodeObject(image, bytes);
  if (!text) {
    fail(text.message());
    return nullptr;
  }
  codeObjectText = std::move(*text);
  succeed();
  return codeObjectText.c_str();
}

} // extern "C"
