//===- Comgr.cpp - AMD code objects read through ROCm's comgr ------------===//
#include "Target/Comgr.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Path.h"

#include <initializer_list>
#include <mutex>

#ifdef TILEC_HAVE_COMGR_H
#include <amd_comgr.h>
#include <dlfcn.h>
#endif

using namespace tilec;

static llvm::Error comgrError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message.str());
}

#ifndef TILEC_HAVE_COMGR_H

bool tilec::comgrAvailable(std::string *why) {
  if (why)
    *why = "tilec was built without comgr's header (amd_comgr.h, Debian "
           "package libamd-comgr-dev)";
  return false;
}
std::string tilec::comgrVersion() { return ""; }
llvm::Expected<ComgrCodeObject> tilec::comgrInspect(llvm::ArrayRef<char>) {
  std::string why;
  comgrAvailable(&why);
  return comgrError("comgr is not available: " + why);
}
llvm::Expected<std::string> tilec::comgrDisassemble(llvm::ArrayRef<char>) {
  std::string why;
  comgrAvailable(&why);
  return comgrError("comgr is not available: " + why);
}
bool tilec::hipCompileAvailable(std::string *why) {
  return comgrAvailable(why);
}
llvm::Expected<std::vector<char>>
tilec::hipSourceToBitcode(llvm::StringRef, llvm::StringRef, llvm::StringRef) {
  std::string why;
  comgrAvailable(&why);
  return comgrError("HIP source needs comgr, which is not available: " + why);
}

#else

namespace {

/// The comgr entry points tilec uses, resolved once from the library.
struct Api {
#define TILEC_COMGR_FN(name) decltype(&::name) name = nullptr;
#define TILEC_COMGR_FNS(X)                                                     \
  X(amd_comgr_get_version)                                                     \
  X(amd_comgr_status_string)                                                   \
  X(amd_comgr_create_data)                                                     \
  X(amd_comgr_release_data)                                                    \
  X(amd_comgr_set_data)                                                        \
  X(amd_comgr_set_data_name)                                                   \
  X(amd_comgr_get_data)                                                        \
  X(amd_comgr_get_data_isa_name)                                               \
  X(amd_comgr_get_data_metadata)                                               \
  X(amd_comgr_destroy_metadata)                                                \
  X(amd_comgr_get_metadata_kind)                                               \
  X(amd_comgr_get_metadata_string)                                             \
  X(amd_comgr_get_metadata_list_size)                                          \
  X(amd_comgr_index_list_metadata)                                             \
  X(amd_comgr_metadata_lookup)                                                 \
  X(amd_comgr_create_data_set)                                                 \
  X(amd_comgr_destroy_data_set)                                                \
  X(amd_comgr_data_set_add)                                                    \
  X(amd_comgr_action_data_get_data)                                            \
  X(amd_comgr_create_action_info)                                              \
  X(amd_comgr_destroy_action_info)                                             \
  X(amd_comgr_action_info_set_isa_name)                                        \
  X(amd_comgr_action_info_set_language)                                        \
  X(amd_comgr_action_info_set_option_list)                                     \
  X(amd_comgr_action_info_set_logging)                                         \
  X(amd_comgr_action_data_count)                                               \
  X(amd_comgr_do_action)
  TILEC_COMGR_FNS(TILEC_COMGR_FN)
#undef TILEC_COMGR_FN
  std::string error; // why the library could not be used; empty if it can
};

/// The first of `names` that dlopen loads; null if none, with `tried`
/// listing them all.
void *openFirst(std::initializer_list<const char *> names, std::string &tried) {
  for (const char *name : names) {
    if (void *handle = dlopen(name, RTLD_NOW | RTLD_LOCAL))
      return handle;
    tried += std::string(tried.empty() ? "" : ", ") + name;
  }
  return nullptr;
}

const Api &api() {
  static Api a;
  static std::once_flag once;
  std::call_once(once, [] {
    // The sonames ROCm releases ship (5.x: .so.2, 6.x: .so.2 and .so.3).
    std::string tried;
    void *handle = openFirst(
        {"libamd_comgr.so.3", "libamd_comgr.so.2", "libamd_comgr.so"}, tried);
    if (!handle) {
      a.error = "libamd_comgr not found (tried " + tried +
                "; Debian package libamd-comgr2, or a ROCm install)";
      return;
    }
#define TILEC_COMGR_RESOLVE(name)                                              \
  a.name = reinterpret_cast<decltype(a.name)>(dlsym(handle, #name));           \
  if (!a.name && a.error.empty())                                              \
    a.error = "libamd_comgr lacks " #name;
    TILEC_COMGR_FNS(TILEC_COMGR_RESOLVE)
#undef TILEC_COMGR_RESOLVE
  });
  return a;
}

std::string statusText(amd_comgr_status_t status) {
  const char *text = nullptr;
  if (api().amd_comgr_status_string &&
      api().amd_comgr_status_string(status, &text) ==
          AMD_COMGR_STATUS_SUCCESS &&
      text)
    return text;
  return "status " + std::to_string(static_cast<int>(status));
}

llvm::Error check(amd_comgr_status_t status, llvm::StringRef what) {
  if (status == AMD_COMGR_STATUS_SUCCESS)
    return llvm::Error::success();
  return comgrError("comgr: " + what + " failed: " + statusText(status));
}

/// An executable data object holding `bytes`, released on destruction.
struct Data {
  amd_comgr_data_t handle{};
  bool valid = false;
  ~Data() {
    if (valid)
      api().amd_comgr_release_data(handle);
  }
};

struct Metadata {
  amd_comgr_metadata_node_t node{};
  bool valid = false;
  ~Metadata() {
    if (valid)
      api().amd_comgr_destroy_metadata(node);
  }
};

llvm::Error makeExecutable(llvm::ArrayRef<char> bytes, Data &data) {
  if (llvm::Error e = check(api().amd_comgr_create_data(
                                AMD_COMGR_DATA_KIND_EXECUTABLE, &data.handle),
                            "create_data"))
    return e;
  data.valid = true;
  if (llvm::Error e = check(
          api().amd_comgr_set_data(data.handle, bytes.size(), bytes.data()),
          "set_data"))
    return e;
  // Data sets only take named data.
  return check(api().amd_comgr_set_data_name(data.handle, "code-object.hsaco"),
               "set_data_name");
}

llvm::Expected<std::string> metadataString(amd_comgr_metadata_node_t node) {
  amd_comgr_metadata_kind_t kind;
  if (llvm::Error e =
          check(api().amd_comgr_get_metadata_kind(node, &kind), "metadata"))
    return std::move(e);
  if (kind != AMD_COMGR_METADATA_KIND_STRING)
    return comgrError("comgr: a metadata value is not a scalar");
  size_t size = 0;
  if (llvm::Error e =
          check(api().amd_comgr_get_metadata_string(node, &size, nullptr),
                "metadata"))
    return std::move(e);
  std::string text(size, '\0');
  if (llvm::Error e =
          check(api().amd_comgr_get_metadata_string(node, &size, text.data()),
                "metadata"))
    return std::move(e);
  while (!text.empty() && text.back() == '\0')
    text.pop_back();
  return text;
}

/// The scalar at `key` of map `node` as an unsigned number (0 if absent).
unsigned lookupUnsigned(amd_comgr_metadata_node_t node, const char *key) {
  Metadata value;
  if (api().amd_comgr_metadata_lookup(node, key, &value.node) !=
      AMD_COMGR_STATUS_SUCCESS)
    return 0;
  value.valid = true;
  llvm::Expected<std::string> text = metadataString(value.node);
  if (!text) {
    llvm::consumeError(text.takeError());
    return 0;
  }
  unsigned v = 0;
  return llvm::StringRef(*text).trim().getAsInteger(0, v) ? 0 : v;
}

std::string lookupString(amd_comgr_metadata_node_t node, const char *key) {
  Metadata value;
  if (api().amd_comgr_metadata_lookup(node, key, &value.node) !=
      AMD_COMGR_STATUS_SUCCESS)
    return "";
  value.valid = true;
  llvm::Expected<std::string> text = metadataString(value.node);
  if (!text) {
    llvm::consumeError(text.takeError());
    return "";
  }
  return *text;
}

} // namespace

bool tilec::comgrAvailable(std::string *why) {
  const Api &a = api();
  if (why)
    *why = a.error;
  return a.error.empty();
}

std::string tilec::comgrVersion() {
  if (!comgrAvailable())
    return "";
  size_t major = 0, minor = 0;
  api().amd_comgr_get_version(&major, &minor);
  return std::to_string(major) + "." + std::to_string(minor);
}

llvm::Expected<ComgrCodeObject>
tilec::comgrInspect(llvm::ArrayRef<char> codeObject) {
  std::string why;
  if (!comgrAvailable(&why))
    return comgrError("comgr is not available: " + why);
  const Api &a = api();
  Data data;
  if (llvm::Error e = makeExecutable(codeObject, data))
    return std::move(e);
  ComgrCodeObject result;
  Metadata root;
  if (llvm::Error e = check(
          a.amd_comgr_get_data_metadata(data.handle, &root.node), "metadata"))
    return std::move(e);
  root.valid = true;
  // The ISA from the ELF header; comgr releases older than the code object
  // version (ROCm 5.2 predates v5's ELF ABI version) refuse that, while the
  // metadata's amdhsa.target names the same ISA.
  size_t size = 0;
  if (a.amd_comgr_get_data_isa_name(data.handle, &size, nullptr) ==
          AMD_COMGR_STATUS_SUCCESS &&
      size > 1) {
    result.isa.assign(size, '\0');
    if (llvm::Error e = check(a.amd_comgr_get_data_isa_name(data.handle, &size,
                                                            result.isa.data()),
                              "isa"))
      return std::move(e);
    while (!result.isa.empty() && result.isa.back() == '\0')
      result.isa.pop_back();
  } else {
    result.isa = lookupString(root.node, "amdhsa.target");
    if (result.isa.empty())
      return comgrError("comgr: the code object names no ISA (neither its ELF "
                        "header nor amdhsa.target)");
  }
  Metadata version;
  if (a.amd_comgr_metadata_lookup(root.node, "amdhsa.version", &version.node) ==
      AMD_COMGR_STATUS_SUCCESS) {
    version.valid = true;
    size_t n = 0;
    if (a.amd_comgr_get_metadata_list_size(version.node, &n) ==
            AMD_COMGR_STATUS_SUCCESS &&
        n >= 2) {
      for (size_t i = 0; i < 2; ++i) {
        Metadata item;
        if (a.amd_comgr_index_list_metadata(version.node, i, &item.node) !=
            AMD_COMGR_STATUS_SUCCESS)
          continue;
        item.valid = true;
        llvm::Expected<std::string> text = metadataString(item.node);
        unsigned v = 0;
        if (text && !llvm::StringRef(*text).getAsInteger(0, v))
          (i == 0 ? result.versionMajor : result.versionMinor) = v;
        if (!text)
          llvm::consumeError(text.takeError());
      }
    }
  }
  Metadata kernels;
  if (llvm::Error e = check(a.amd_comgr_metadata_lookup(
                                root.node, "amdhsa.kernels", &kernels.node),
                            "metadata lookup of amdhsa.kernels"))
    return std::move(e);
  kernels.valid = true;
  size_t count = 0;
  if (llvm::Error e = check(
          a.amd_comgr_get_metadata_list_size(kernels.node, &count), "metadata"))
    return std::move(e);
  for (size_t i = 0; i < count; ++i) {
    Metadata kernel;
    if (llvm::Error e = check(
            a.amd_comgr_index_list_metadata(kernels.node, i, &kernel.node),
            "metadata"))
      return std::move(e);
    kernel.valid = true;
    KernelStats stats;
    stats.name = lookupString(kernel.node, ".name");
    stats.waveSize = lookupUnsigned(kernel.node, ".wavefront_size");
    stats.vgprs = lookupUnsigned(kernel.node, ".vgpr_count");
    stats.agprs = lookupUnsigned(kernel.node, ".agpr_count");
    stats.sgprs = lookupUnsigned(kernel.node, ".sgpr_count");
    stats.vgprSpills = lookupUnsigned(kernel.node, ".vgpr_spill_count");
    stats.sgprSpills = lookupUnsigned(kernel.node, ".sgpr_spill_count");
    stats.ldsBytes = lookupUnsigned(kernel.node, ".group_segment_fixed_size");
    stats.scratchBytes =
        lookupUnsigned(kernel.node, ".private_segment_fixed_size");
    stats.kernargBytes = lookupUnsigned(kernel.node, ".kernarg_segment_size");
    stats.maxFlatWorkgroupSize =
        lookupUnsigned(kernel.node, ".max_flat_workgroup_size");
    result.kernels.push_back(std::move(stats));
  }
  return result;
}

llvm::Expected<std::string>
tilec::comgrDisassemble(llvm::ArrayRef<char> codeObject) {
  llvm::Expected<ComgrCodeObject> info = comgrInspect(codeObject);
  if (!info)
    return info.takeError();
  const Api &a = api();
  Data data;
  if (llvm::Error e = makeExecutable(codeObject, data))
    return std::move(e);
  amd_comgr_data_set_t input{}, output{};
  amd_comgr_action_info_t action{};
  if (llvm::Error e =
          check(a.amd_comgr_create_data_set(&input), "create_data_set"))
    return std::move(e);
  auto cleanup = [&](bool out, bool act) {
    a.amd_comgr_destroy_data_set(input);
    if (out)
      a.amd_comgr_destroy_data_set(output);
    if (act)
      a.amd_comgr_destroy_action_info(action);
  };
  if (llvm::Error e =
          check(a.amd_comgr_data_set_add(input, data.handle), "data_set_add")) {
    cleanup(false, false);
    return std::move(e);
  }
  if (llvm::Error e =
          check(a.amd_comgr_create_data_set(&output), "create_data_set")) {
    cleanup(false, false);
    return std::move(e);
  }
  if (llvm::Error e = check(a.amd_comgr_create_action_info(&action),
                            "create_action_info")) {
    cleanup(true, false);
    return std::move(e);
  }
  if (llvm::Error e =
          check(a.amd_comgr_action_info_set_isa_name(action, info->isa.c_str()),
                "set_isa_name (comgr " + comgrVersion() + " may not know " +
                    info->isa + ")")) {
    cleanup(true, true);
    return std::move(e);
  }
  if (llvm::Error e =
          check(a.amd_comgr_do_action(
                    AMD_COMGR_ACTION_DISASSEMBLE_EXECUTABLE_TO_SOURCE, action,
                    input, output),
                "disassembly of " + info->isa)) {
    cleanup(true, true);
    return std::move(e);
  }
  amd_comgr_data_t source{};
  if (llvm::Error e = check(a.amd_comgr_action_data_get_data(
                                output, AMD_COMGR_DATA_KIND_SOURCE, 0, &source),
                            "disassembly output")) {
    cleanup(true, true);
    return std::move(e);
  }
  size_t size = 0;
  std::string text;
  amd_comgr_status_t status = a.amd_comgr_get_data(source, &size, nullptr);
  if (status == AMD_COMGR_STATUS_SUCCESS) {
    text.assign(size, '\0');
    status = a.amd_comgr_get_data(source, &size, text.data());
  }
  a.amd_comgr_release_data(source);
  cleanup(true, true);
  if (llvm::Error e = check(status, "disassembly output"))
    return std::move(e);
  return text;
}

//===----------------------------------------------------------------------===//
// HIP source to bitcode
//===----------------------------------------------------------------------===//

namespace {
/// hiprtc's device runtime header, from libhiprtc-builtins (ROCm 5.x: .so.5,
/// 6.x: .so.6), read once.
struct HiprtcHeader {
  std::string text;
  std::string error;
};

const HiprtcHeader &hiprtcHeader() {
  static HiprtcHeader h;
  static std::once_flag once;
  std::call_once(once, [] {
    std::string tried;
    void *handle =
        openFirst({"libhiprtc-builtins.so.6", "libhiprtc-builtins.so.5",
                   "libhiprtc-builtins.so"},
                  tried);
    if (!handle) {
      h.error = "hiprtc's header library not found (tried " + tried +
                "; Debian package libhiprtc-builtins5, or a ROCm install)";
      return;
    }
    const char *text =
        static_cast<const char *>(dlsym(handle, "__hipRTC_header"));
    const auto *size =
        static_cast<const unsigned *>(dlsym(handle, "__hipRTC_header_size"));
    if (!text || !size) {
      h.error = "libhiprtc-builtins lacks __hipRTC_header";
      return;
    }
    h.text.assign(text, *size);
  });
  return h;
}

/// A data object of `kind` named `name` holding `bytes`, added to `set`.
llvm::Error addData(amd_comgr_data_set_t set, amd_comgr_data_kind_t kind,
                    llvm::StringRef name, llvm::StringRef bytes) {
  const Api &a = api();
  Data data;
  if (llvm::Error e =
          check(a.amd_comgr_create_data(kind, &data.handle), "create_data"))
    return e;
  data.valid = true;
  if (llvm::Error e =
          check(a.amd_comgr_set_data(data.handle, bytes.size(), bytes.data()),
                "set_data"))
    return e;
  if (llvm::Error e =
          check(a.amd_comgr_set_data_name(data.handle, name.str().c_str()),
                "set_data_name"))
    return e;
  return check(a.amd_comgr_data_set_add(set, data.handle), "data_set_add");
}

/// The bytes of output `index` of `kind` in `set`.
llvm::Expected<std::string> outputBytes(amd_comgr_data_set_t set,
                                        amd_comgr_data_kind_t kind,
                                        size_t index) {
  const Api &a = api();
  Data data;
  if (llvm::Error e = check(
          a.amd_comgr_action_data_get_data(set, kind, index, &data.handle),
          "action_data_get_data"))
    return std::move(e);
  data.valid = true;
  size_t size = 0;
  if (llvm::Error e =
          check(a.amd_comgr_get_data(data.handle, &size, nullptr), "get_data"))
    return std::move(e);
  std::string bytes(size, '\0');
  if (llvm::Error e = check(
          a.amd_comgr_get_data(data.handle, &size, bytes.data()), "get_data"))
    return std::move(e);
  return bytes;
}
} // namespace

/// comgr compiles a copy of the source in a temporary directory, so its
/// diagnostics name ".../comgr-XXXXXX/input/<file>": that is the user's
/// `path`.
static std::string renameComgrInput(llvm::StringRef log,
                                    llvm::StringRef fileName,
                                    llvm::StringRef path) {
  std::string out;
  std::string tail = "/input/" + fileName.str();
  while (!log.empty()) {
    size_t comgr = log.find("/comgr-");
    size_t input =
        comgr == llvm::StringRef::npos ? comgr : log.find(tail, comgr);
    if (input == llvm::StringRef::npos ||
        log.substr(comgr, input - comgr).find_first_of(" \n") !=
            llvm::StringRef::npos) {
      out += log.str();
      break;
    }
    // The path starts after the last blank before "/comgr-".
    size_t begin = log.substr(0, comgr).find_last_of(" \n");
    begin = begin == llvm::StringRef::npos ? 0 : begin + 1;
    out += log.substr(0, begin).str();
    out += path.str();
    log = log.drop_front(input + tail.size());
  }
  return out;
}

bool tilec::hipCompileAvailable(std::string *why) {
  if (!comgrAvailable(why))
    return false;
  const HiprtcHeader &h = hiprtcHeader();
  if (!h.error.empty()) {
    if (why)
      *why = h.error;
    return false;
  }
  return true;
}

llvm::Expected<std::vector<char>>
tilec::hipSourceToBitcode(llvm::StringRef source, llvm::StringRef path,
                          llvm::StringRef isa) {
  llvm::StringRef fileName = llvm::sys::path::filename(path);
  std::string why;
  if (!hipCompileAvailable(&why))
    return comgrError("HIP source cannot be compiled: " + why);
  const Api &a = api();
  struct Sets {
    amd_comgr_data_set_t input{}, output{};
    amd_comgr_action_info_t action{};
    bool in = false, out = false, act = false;
    ~Sets() {
      if (in)
        api().amd_comgr_destroy_data_set(input);
      if (out)
        api().amd_comgr_destroy_data_set(output);
      if (act)
        api().amd_comgr_destroy_action_info(action);
    }
  } s;
  if (llvm::Error e =
          check(a.amd_comgr_create_data_set(&s.input), "create_data_set"))
    return std::move(e);
  s.in = true;
  if (llvm::Error e =
          check(a.amd_comgr_create_data_set(&s.output), "create_data_set"))
    return std::move(e);
  s.out = true;
  if (llvm::Error e = check(a.amd_comgr_create_action_info(&s.action),
                            "create_action_info"))
    return std::move(e);
  s.act = true;
  if (llvm::Error e =
          addData(s.input, AMD_COMGR_DATA_KIND_SOURCE, fileName, source))
    return std::move(e);
  if (llvm::Error e = addData(s.input, AMD_COMGR_DATA_KIND_INCLUDE,
                              "hiprtc_runtime.h", hiprtcHeader().text))
    return std::move(e);
  // What hiprtc passes: its header instead of the HIP installation's, C++17,
  // the hiprtc macro; plus relocatable device code so that the device
  // functions (no kernels) stay in the bitcode.
  const char *options[] = {"-O3",      "-std=c++17",       "-nogpuinc",
                           "-include", "hiprtc_runtime.h", "-D__HIPCC_RTC__",
                           "-fgpu-rdc"};
  if (llvm::Error e = check(a.amd_comgr_action_info_set_language(
                                s.action, AMD_COMGR_LANGUAGE_HIP),
                            "set_language"))
    return std::move(e);
  if (llvm::Error e = check(
          a.amd_comgr_action_info_set_isa_name(s.action, isa.str().c_str()),
          "set_isa_name (comgr " + comgrVersion() + " may not know " +
              isa.str() + ")"))
    return std::move(e);
  if (llvm::Error e = check(a.amd_comgr_action_info_set_option_list(
                                s.action, options, std::size(options)),
                            "set_option_list"))
    return std::move(e);
  if (llvm::Error e = check(a.amd_comgr_action_info_set_logging(s.action, true),
                            "set_logging"))
    return std::move(e);
  amd_comgr_status_t status = a.amd_comgr_do_action(
      AMD_COMGR_ACTION_COMPILE_SOURCE_TO_BC, s.action, s.input, s.output);
  std::string log;
  size_t logs = 0;
  if (a.amd_comgr_action_data_count(s.output, AMD_COMGR_DATA_KIND_LOG, &logs) ==
      AMD_COMGR_STATUS_SUCCESS)
    for (size_t i = 0; i < logs; ++i) {
      llvm::Expected<std::string> text =
          outputBytes(s.output, AMD_COMGR_DATA_KIND_LOG, i);
      if (text)
        log += *text;
      else
        llvm::consumeError(text.takeError());
    }
  log = renameComgrInput(log, fileName, path);
  if (status != AMD_COMGR_STATUS_SUCCESS)
    return comgrError("HIP compile of " + path + " for " + isa +
                      " failed (comgr " + comgrVersion() +
                      "): " + llvm::StringRef(log).trim());
  size_t count = 0;
  if (llvm::Error e = check(a.amd_comgr_action_data_count(
                                s.output, AMD_COMGR_DATA_KIND_BC, &count),
                            "action_data_count"))
    return std::move(e);
  if (count != 1)
    return comgrError("HIP compile of " + path + " gave " + llvm::Twine(count) +
                      " bitcode outputs, expected one");
  llvm::Expected<std::string> bc =
      outputBytes(s.output, AMD_COMGR_DATA_KIND_BC, 0);
  if (!bc)
    return bc.takeError();
  return std::vector<char>(bc->begin(), bc->end());
}

#endif // TILEC_HAVE_COMGR_H
