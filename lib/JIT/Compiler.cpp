//===- Compiler.cpp - tilec::Compiler: the JIT's front door to the spine --===//
#include "tilec/Compiler.h"
#include "JIT/ArgKind.h"

#include "JIT/Cache.h"
#include "JIT/RemoteCache.h"
#include "JIT/Status.h"

#include "FrontEnd/Parser.h"
#include "FrontEnd/Signature.h"
#include "Pipeline/Pipeline.h"
#include "Tile/IR/ScalarKind.h"
#include "Tile/IR/TileDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <condition_variable>
#include <cstdlib>
#include <map>
#include <mutex>

#ifndef TILEC_VERSION
#error "TILEC_VERSION must be defined by the build"
#endif
#ifndef TILEC_BUILD_ID
#define TILEC_BUILD_ID ""
#endif

using namespace llvm;
using namespace tilec;
using namespace tilec::jit;

std::vector<const ParamInfo *> CompiledKernel::arguments() const {
  std::vector<const ParamInfo *> args;
  for (const ParamInfo &p : params)
    if (!p.isConstexpr)
      args.push_back(&p);
  return args;
}

static Status errorStatus(const Twine &message) {
  return Status::error(message.str());
}

static Error makeError(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

static std::string defaultCacheDir() {
  if (const char *dir = std::getenv("TILEC_CACHE_DIR"); dir && *dir)
    return dir;
  SmallString<256> path;
  if (const char *xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) {
    path = xdg;
  } else if (const char *home = std::getenv("HOME"); home && *home) {
    path = home;
    sys::path::append(path, ".cache");
  } else {
    return "";
  }
  sys::path::append(path, "tilec");
  return std::string(path);
}

namespace {
/// One compile request, shared by every thread asking for the same key.
struct Slot {
  std::mutex mutex;
  std::condition_variable done;
  bool finished = false;
  std::shared_ptr<const CompiledKernel> kernel;
  std::string error;
};

/// Parsed source with diagnostics captured into a string.
struct DiagnosedSource {
  DiagnosedSource(StringRef text, StringRef name)
      : context(mlir::MLIRContext::Threading::DISABLED), os(diagnostics) {
    sourceMgr.AddNewSourceBuffer(MemoryBuffer::getMemBufferCopy(text, name),
                                 SMLoc());
    handler = std::make_unique<mlir::SourceMgrDiagnosticHandler>(sourceMgr,
                                                                 &context, os);
  }
  mlir::MLIRContext context;
  llvm::SourceMgr sourceMgr;
  std::string diagnostics;
  raw_string_ostream os;
  std::unique_ptr<mlir::SourceMgrDiagnosticHandler> handler;
};
} // namespace

struct Compiler::Impl {
  CompilerOptions options;
  std::unique_ptr<DiskCache> disk;
  std::shared_ptr<RemoteCache> remote; // null: none
  mutable std::mutex mutex;
  std::map<CacheKey, std::shared_ptr<Slot>> slots;
  // The cache key of each request seen, by a fast 128-bit hash of the same
  // fields (computeKey): a memory hit then costs an XXH3 pass over the
  // source instead of a SHA-256 one (attention: 54 -> a few us).
  std::map<std::pair<std::uint64_t, std::uint64_t>, CacheKey> keyMemo;
  CacheStats stats;
  std::once_flag autoOnce;
  std::string autoTarget;
  std::string autoTargetError; // no target runs on the best GPU
};

Compiler::Compiler(CompilerOptions options) : impl(std::make_unique<Impl>()) {
  impl->options = std::move(options);
  std::string dir;
  if (impl->options.diskCache)
    dir = impl->options.cacheDir.empty() ? defaultCacheDir()
                                         : impl->options.cacheDir;
  impl->disk = std::make_unique<DiskCache>(
      dir, [this](const std::string &message) { warn(message); });
  const RemoteCacheOptions &remote = impl->options.remote;
  std::string url = remote.url;
  if (url.empty())
    if (const char *env = std::getenv("TILEC_REMOTE_CACHE"))
      url = env;
  if (remote.enabled && !StringRef(url).trim().empty()) {
    auto log = [this](const std::string &message) { warn(message); };
    RemoteConfig config;
    std::string why = parseRemoteURL(url, remote, config);
    if (!why.empty())
      warnBadRemoteURL(url, why, log);
    else
      impl->remote = RemoteCache::open(config, log);
  }
}

Compiler::~Compiler() = default;

void Compiler::warn(const std::string &message) const {
  if (impl->options.log) {
    impl->options.log(message);
    return;
  }
  static std::mutex stderrMutex;
  std::lock_guard<std::mutex> guard(stderrMutex);
  errs() << message << "\n";
}

CacheStats Compiler::cacheStats() const {
  std::lock_guard<std::mutex> guard(impl->mutex);
  return impl->stats;
}

std::string Compiler::cacheDir() const { return impl->disk->dir(); }

std::string Compiler::remoteCache() const {
  return impl->remote ? impl->remote->config().display() : std::string();
}

bool Compiler::remoteCacheSupported(std::string *why) {
  return jit::remoteCacheSupported(why);
}

void Compiler::clearMemoryCache() {
  std::lock_guard<std::mutex> guard(impl->mutex);
  for (auto it = impl->slots.begin(); it != impl->slots.end();) {
    std::lock_guard<std::mutex> slotGuard(it->second->mutex);
    it = it->second->finished ? impl->slots.erase(it) : std::next(it);
  }
}

std::string Compiler::autoTarget() {
  std::call_once(impl->autoOnce, [&] {
    rt::Result<std::unique_ptr<rt::Device>> device = rt::openBestDevice();
    if (!device.ok()) {
      impl->autoTarget = "interp";
      return;
    }
    std::string why;
    const TargetInfo *t = targetForDevice((*device)->targetName(), &why);
    impl->autoTarget = t ? std::string(t->name) : (*device)->targetName();
    if (!t)
      impl->autoTargetError = (*device)->name() + ": " + why;
  });
  return impl->autoTarget;
}

static Expected<std::string> readSource(const KernelSource &source) {
  if (!source.isFile)
    return source.text;
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer =
      MemoryBuffer::getFile(source.path, /*IsText=*/true);
  if (std::error_code ec = buffer.getError())
    return makeError("tilec: error: cannot read '" + source.path +
                     "': " + ec.message());
  return (*buffer)->getBuffer().str();
}

static bool isConstexprAnnotation(const frontend::Expr *ann) {
  if (!ann)
    return false;
  if (ann->kind == frontend::ExprKind::Attribute ||
      ann->kind == frontend::ExprKind::Name)
    return ann->name == "constexpr";
  if (ann->kind == frontend::ExprKind::Str)
    return StringRef(ann->name).ends_with("constexpr");
  return false;
}

/// Names and constexpr-ness of `kernelName`'s parameters, from the front
/// end's parser.
static Expected<std::vector<ParamInfo>> declaredParams(DiagnosedSource &src,
                                                       StringRef kernelName) {
  const MemoryBuffer *buffer =
      src.sourceMgr.getMemoryBuffer(src.sourceMgr.getMainFileID());
  frontend::ModuleAST ast;
  if (failed(frontend::parseModule(buffer->getBuffer(),
                                   buffer->getBufferIdentifier(), &src.context,
                                   ast)))
    return makeError(src.diagnostics);
  for (const frontend::Stmt *stmt : ast.body) {
    if (stmt->kind != frontend::StmtKind::FunctionDef ||
        stmt->name != kernelName)
      continue;
    std::vector<ParamInfo> params;
    for (const frontend::Param &p : stmt->params) {
      ParamInfo info;
      info.name = p.name;
      info.isConstexpr = isConstexprAnnotation(p.annotation);
      params.push_back(std::move(info));
    }
    return params;
  }
  return makeError("tilec: error: no function named '" + kernelName + "' in " +
                   buffer->getBufferIdentifier());
}

Result<std::vector<ParamInfo>>
Compiler::parameters(const KernelSource &source, std::string_view kernelName) {
  Expected<std::string> text = readSource(source);
  if (!text)
    return jit::toStatus(text.takeError());
  DiagnosedSource src(*text, source.path);
  return jit::toResult(declaredParams(src, kernelName));
}

namespace {
struct Request {
  std::string text;
  std::string sourceName;
  std::string kernelName;
  std::string signature;
  Constexprs constexprs;
  const TargetInfo *target = nullptr; // null: "interp"
  CompileOptions options;
};
} // namespace

/// Hex SHA-256 of `bytes`.
static std::string contentHash(StringRef bytes) {
  std::array<uint8_t, 32> sum = SHA256::hash(ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size()));
  return llvm::toHex(
      StringRef(reinterpret_cast<const char *>(sum.data()), sum.size()),
      /*LowerCase=*/true);
}

/// contentHash of the file at `path`; nullopt when it cannot be read.
static std::optional<std::string> fileHash(const std::string &path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> file = MemoryBuffer::getFile(
      path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!file)
    return std::nullopt;
  return contentHash((*file)->getBuffer());
}

/// Whether every file `k` was made from still has the contents it had.
static bool dependenciesCurrent(const CompiledKernel &k) {
  for (const auto &[path, hash] : k.dependencies)
    if (fileHash(path) != std::optional<std::string>(hash))
      return false;
  return true;
}

static Expected<CompiledKernel> compileUncached(const Request &req) {
  DiagnosedSource src(req.text, req.sourceName);
  KernelSpec spec;
  spec.kernelName = req.kernelName;
  spec.signature = req.signature;
  for (const auto &c : req.constexprs)
    spec.constexprs.push_back(c);
  std::string targetName =
      req.target ? std::string(req.target->name) : "interp";
  auto failure = [&](const Twine &what) {
    std::string message = src.diagnostics;
    if (!message.empty() && message.back() != '\n')
      message += '\n';
    return makeError(message + "tilec: error: " + what);
  };

  mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>> module =
      compileToTileIR(src.context, src.sourceMgr, spec);
  if (failed(module))
    return failure("kernel '" + req.kernelName + "' of " + req.sourceName +
                   " does not compile");
  auto func = (*module)->lookupSymbol<mlir::func::FuncOp>(req.kernelName);
  if (!func)
    return failure("no kernel '" + req.kernelName + "' after compilation");

  CompiledKernel k;
  k.name = req.kernelName;
  k.target = targetName;
  k.sourceName = req.sourceName;
  k.signature = req.signature;
  k.constexprs = req.constexprs;
  k.numWarps = req.options.numWarps;
  k.numStages = req.options.numStages;
  k.optLevel = req.options.optLevel;
  (*module)->walk([&](mlir::tile::ExternCallOp call) {
    if (!llvm::is_contained(k.externLibraries, call.getLibPath()))
      k.externLibraries.push_back(call.getLibPath().str());
  });
  // The files besides the source text: the modules the front end read
  // (buffers after the first of its SourceMgr) and the user libraries.
  for (unsigned id = 2; id <= src.sourceMgr.getNumBuffers(); ++id) {
    const llvm::MemoryBuffer *buffer = src.sourceMgr.getMemoryBuffer(id);
    k.dependencies.emplace_back(buffer->getBufferIdentifier().str(),
                                contentHash(buffer->getBuffer()));
  }
  for (const std::string &path : k.externLibraries) {
    std::optional<std::string> hash = fileHash(path);
    if (!hash)
      return failure("cannot read " + path + " to record it in the cache");
    k.dependencies.emplace_back(path, *hash);
  }
  {
    raw_string_ostream os(k.tileIR);
    (*module)->print(os, mlir::OpPrintingFlags().enableDebugInfo(
                             /*enable=*/true, /*prettyForm=*/false));
  }

  // Names and kinds of the parameters.
  Expected<std::vector<ParamInfo>> params = declaredParams(src, req.kernelName);
  if (!params)
    return params.takeError();
  SmallVector<StringRef> entries = frontend::splitSignature(req.signature);
  mlir::FunctionType fnType = func.getFunctionType();
  int next = 0;     // the kernel argument
  size_t entry = 0; // the signature entry
  std::vector<ParamInfo> expanded;
  // One runtime argument of parameter `p` (named `name`) of type `type`.
  auto argument = [&](ParamInfo p, std::string name, StringRef type,
                      std::string hint) -> Error {
    if (next >= static_cast<int>(fnType.getNumInputs()))
      return failure("signature does not match the kernel's parameters");
    p.name = std::move(name);
    p.type = type.trim().str();
    p.hint = std::move(hint);
    if (StringRef(p.type).starts_with("*"))
      p.pointeeType = StringRef(p.type).drop_front().trim().str();
    std::optional<rt::KernelArg::Kind> kind =
        jit::argKindOf(fnType.getInput(next));
    if (!kind)
      return failure("parameter '" + p.name + "' has a type (" + p.type +
                     ") that cannot be passed from the host");
    p.kind = *kind;
    p.argIndex = next++;
    expanded.push_back(std::move(p));
    return Error::success();
  };
  for (ParamInfo &p : *params) {
    if (p.isConstexpr) {
      for (const auto &[name, value] : req.constexprs)
        if (name == p.name)
          p.value = value;
      expanded.push_back(p);
      continue;
    }
    if (entry >= entries.size())
      return failure("signature does not match the kernel's parameters");
    StringRef text = entries[entry++];
    frontend::DescriptorEntry desc;
    std::string error;
    if (frontend::isDescriptorEntry(text)) {
      // A host-side tensor descriptor: one runtime argument per part, each
      // with the multiple its value must be (Signature.h).
      if (!frontend::parseDescriptorEntry(text, desc, error))
        return failure(error);
      auto base = next < static_cast<int>(fnType.getNumInputs())
                      ? dyn_cast<mlir::tile::PointerType>(fnType.getInput(next))
                      : nullptr;
      std::optional<mlir::tile::ScalarKind> elem =
          base ? mlir::tile::scalarKindOf(base.getPointeeType()) : std::nullopt;
      if (!elem)
        return failure("signature does not match the kernel's parameters");
      for (const frontend::DescriptorPart &part :
           frontend::descriptorParts(desc, mlir::tile::kindBytes(*elem)))
        if (Error err = argument(
                p, p.name + part.suffix, part.type,
                part.divisibility > 1 ? std::to_string(part.divisibility) : ""))
          return std::move(err);
      continue;
    }
    frontend::ScalarEntry parts = frontend::splitScalarEntry(text);
    if (Error err = argument(p, p.name, parts.type, parts.hint.str()))
      return std::move(err);
  }
  k.params = std::move(expanded);

  if (!req.target)
    return k;
  GPUCompileOptions gpuOptions;
  gpuOptions.numWarps = req.options.numWarps;
  if (req.options.numStages)
    gpuOptions.numStages = req.options.numStages;
  gpuOptions.optLevel = req.options.optLevel;
  gpuOptions.wavesPerEU = req.options.wavesPerEU;
  gpuOptions.fpFusion = req.options.fpFusion;
  gpuOptions.maxRegisters = req.options.maxRegisters;
  Expected<TargetArtifact> artifact =
      compileForTarget(**module, *req.target, gpuOptions, EmitKind::Binary);
  if (!artifact)
    return failure(toString(artifact.takeError()));
  k.format = artifact->binary.format;
  k.binary = std::move(artifact->binary.bytes);
  k.warpSize = req.target->warpSize;
  for (const KernelStats &s : artifact->binary.kernels)
    if (s.name == req.kernelName)
      k.stats = s;
  return k;
}

/// Everything a compile depends on, each field length-prefixed: what the
/// cache key hashes.
static std::string keyMaterial(const Request &req) {
  std::string out;
  out.reserve(req.text.size() + 512);
  auto field = [&](StringRef s) {
    out += std::to_string(s.size());
    out += ':';
    out += s;
  };
  field("tilec-jit");
  field(TILEC_VERSION);
  field(TILEC_BUILD_ID);
  field(LLVM_VERSION_STRING);
  field(req.sourceName); // source locations carry the file name
  field(req.text);
  field(req.kernelName);
  field(req.signature);
  Constexprs sorted = req.constexprs;
  std::sort(sorted.begin(), sorted.end());
  for (const auto &[name, value] : sorted) {
    field(name);
    field(value);
  }
  field(req.target ? req.target->name : "interp");
  field(std::to_string(req.options.numWarps));
  field(std::to_string(req.options.numStages));
  field(std::to_string(req.options.optLevel));
  field(std::to_string(req.options.wavesPerEU));
  field(req.options.fpFusion ? "fma" : "nofma");
  field("maxnreg" + std::to_string(req.options.maxRegisters));
  // Device libraries linked into the code, and the pipeline's diagnostic
  // switches.
  for (const char *var : outputEnvironment()) {
    const char *value = std::getenv(var);
    field(value ? value : "");
  }
  return out;
}

/// The SHA-256 of the key material (the disk and remote caches' name for
/// it), looked up by its XXH3-128 once seen.
using KeyMemo = std::map<std::pair<std::uint64_t, std::uint64_t>, CacheKey>;
static CacheKey computeKey(const Request &req, std::mutex &mutex,
                           KeyMemo &memo) {
  std::string material = keyMaterial(req);
  llvm::XXH128_hash_t fast = llvm::xxh3_128bits(ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(material.data()), material.size()));
  std::pair<std::uint64_t, std::uint64_t> memoKey{fast.low64, fast.high64};
  {
    std::lock_guard<std::mutex> guard(mutex);
    auto it = memo.find(memoKey);
    if (it != memo.end())
      return it->second;
  }
  SHA256 hash;
  hash.update(material);
  CacheKey key = hash.final();
  std::lock_guard<std::mutex> guard(mutex);
  memo.emplace(memoKey, key);
  return key;
}

Result<std::shared_ptr<const CompiledKernel>>
Compiler::compile(const KernelSource &source, std::string_view kernelName,
                  std::string_view signature, const Constexprs &constexprs,
                  const CompileOptions &options) {
  // The checks `tilec compile` makes before the front end runs.
  if (kernelName.empty())
    return errorStatus("tilec: error: a kernel name is required");
  for (const auto &[name, value] : constexprs)
    if (StringRef(name).trim().empty() || StringRef(value).trim().empty())
      return errorStatus("tilec: error: --constexpr expects NAME=VALUE, got '" +
                         name + "=" + value + "'");
  unsigned w = options.numWarps;
  if (w == 0 || w > 32 || (w & (w - 1)))
    return errorStatus("tilec: error: --num-warps must be a power of two "
                       "between 1 and 32, got " +
                       Twine(w));
  if (options.optLevel > 3)
    return errorStatus("tilec: error: optimization level must be 0 to 3, got " +
                       Twine(options.optLevel));

  Request req;
  req.options = options;
  std::string targetName =
      options.target == "auto" ? autoTarget() : options.target;
  if (options.target == "auto" && !impl->autoTargetError.empty())
    return errorStatus("tilec: error: " + impl->autoTargetError);
  if (targetName != "interp") {
    req.target = lookupTarget(targetName);
    if (!req.target)
      return errorStatus("tilec compile: error: unknown target '" + targetName +
                         "' (supported: " + supportedTargetNames() +
                         ", interp, auto)");
  }
  Expected<std::string> text = readSource(source);
  if (!text)
    return jit::toStatus(text.takeError());
  req.text = std::move(*text);
  req.sourceName = source.path;
  req.kernelName = std::string(kernelName);
  req.signature = std::string(signature);
  for (const auto &[name, value] : constexprs)
    req.constexprs.emplace_back(StringRef(name).trim().str(),
                                StringRef(value).trim().str());
  CacheKey key = computeKey(req, impl->mutex, impl->keyMemo);

  // In memory: the first requester compiles, the others wait for it.
  std::shared_ptr<Slot> slot;
  bool producer = false;
  {
    std::lock_guard<std::mutex> guard(impl->mutex);
    std::shared_ptr<Slot> &entry = impl->slots[key];
    if (!entry) {
      entry = std::make_shared<Slot>();
      producer = true;
    } else {
      ++impl->stats.memoryHits;
    }
    slot = entry;
  }
  if (!producer) {
    std::unique_lock<std::mutex> lock(slot->mutex);
    slot->done.wait(lock, [&] { return slot->finished; });
    if (!slot->kernel)
      return errorStatus(slot->error);
    if (dependenciesCurrent(*slot->kernel))
      return slot->kernel;
    // An imported module or a library changed since: forget this kernel
    // (unless another request already did) and compile again.
    lock.unlock();
    {
      std::lock_guard<std::mutex> guard(impl->mutex);
      auto it = impl->slots.find(key);
      if (it != impl->slots.end() && it->second == slot)
        impl->slots.erase(it);
      --impl->stats.memoryHits;
    }
    return compile(source, kernelName, signature, constexprs, options);
  }

  enum class From { Compile, Disk, Remote };
  auto finish =
      [&](Expected<CompiledKernel> result,
          From from) -> Result<std::shared_ptr<const CompiledKernel>> {
    std::shared_ptr<const CompiledKernel> kernel;
    std::string error;
    if (result)
      kernel = std::make_shared<const CompiledKernel>(std::move(*result));
    else
      error = toString(result.takeError());
    {
      std::lock_guard<std::mutex> guard(impl->mutex);
      if (kernel)
        ++(from == From::Disk     ? impl->stats.diskHits
           : from == From::Remote ? impl->stats.remoteHits
                                  : impl->stats.compiles);
      else
        impl->slots.erase(key); // a later request tries again
    }
    {
      std::lock_guard<std::mutex> guard(slot->mutex);
      slot->finished = true;
      slot->kernel = kernel;
      slot->error = error;
    }
    slot->done.notify_all();
    if (kernel)
      return kernel;
    return errorStatus(error);
  };

  auto fromDisk = [&]() -> std::optional<CompiledKernel> {
    CompiledKernel cached;
    DiskCache::Read r = impl->disk->read(key, cached);
    if (r == DiskCache::Read::Corrupt) {
      std::lock_guard<std::mutex> guard(impl->mutex);
      ++impl->stats.corruptEntries;
    }
    if (r == DiskCache::Read::Hit && dependenciesCurrent(cached))
      return cached;
    return std::nullopt; // a stale entry is overwritten by the compile
  };
  auto count = [&](std::uint64_t CacheStats::*counter) {
    std::lock_guard<std::mutex> guard(impl->mutex);
    ++(impl->stats.*counter);
  };
  // A remote hit's entry goes to the disk cache as it came.
  auto fromRemote = [&]() -> std::optional<CompiledKernel> {
    if (!impl->remote)
      return std::nullopt;
    CompiledKernel cached;
    std::string entry;
    auto log = [this](const std::string &message) { warn(message); };
    switch (impl->remote->read(key, entry, cached, log)) {
    case RemoteCache::Read::Hit:
      if (!dependenciesCurrent(cached))
        break; // made from other versions of its files: compile here
      impl->disk->writeEntry(key, entry);
      return cached;
    case RemoteCache::Read::Corrupt:
      count(&CacheStats::remoteCorruptEntries);
      break;
    case RemoteCache::Read::Failed:
      count(&CacheStats::remoteErrors);
      break;
    case RemoteCache::Read::Miss:
    case RemoteCache::Read::Skipped:
      break;
    }
    return std::nullopt;
  };
  if (std::optional<CompiledKernel> cached = fromDisk())
    return finish(std::move(*cached), From::Disk);
  // Another process may be compiling the same key: wait for its entry. The
  // remote cache is asked under the lock, so a machine fetches a key once.
  std::unique_ptr<FileLock> lock = impl->disk->lock(key);
  if (lock)
    if (std::optional<CompiledKernel> cached = fromDisk())
      return finish(std::move(*cached), From::Disk);
  if (std::optional<CompiledKernel> cached = fromRemote())
    return finish(std::move(*cached), From::Remote);
  Expected<CompiledKernel> compiled = compileUncached(req);
  if (compiled) {
    compiled->cacheKey = toHex(key);
    std::string entry;
    if (impl->disk->enabled() || impl->remote)
      entry = encodeEntry(key, *compiled);
    impl->disk->writeEntry(key, entry);
    if (impl->remote) {
      auto log = [this](const std::string &message) { warn(message); };
      switch (impl->remote->publish(key, entry, log)) {
      case RemoteCache::Store::Stored:
        count(&CacheStats::remoteStores);
        break;
      case RemoteCache::Store::Failed:
        count(&CacheStats::remoteErrors);
        break;
      case RemoteCache::Store::Exists:
      case RemoteCache::Store::Skipped:
        break;
      }
    }
  }
  return finish(std::move(compiled), From::Compile);
}
