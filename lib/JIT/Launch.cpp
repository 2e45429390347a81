//===- Launch.cpp - devices, argument checking, launches, JitFunction -----===//
#include "tilec/Compiler.h"

#include "JIT/ArgKind.h"
#include "JIT/Status.h"

#include "FrontEnd/Signature.h"
#include "Interpreter/FloatFormats.h"
#include "Interpreter/Interpreter.h"
#include "Pipeline/Pipeline.h"
#include "TargetTable/TargetTable.h"
#include "Tile/IR/TileDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <map>
#include <mutex>
#include <optional>

using namespace llvm;
using namespace tilec;

static Error makeError(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

//===----------------------------------------------------------------------===//
// Device
//===----------------------------------------------------------------------===//

namespace {
/// A code object loaded on a GPU. Holds its CompiledKernel so that the map
/// key (its address) is never reused while the entry exists.
struct Loaded {
  std::shared_ptr<const CompiledKernel> owner;
  rt::Kernel kernel;
};
/// Tile IR parsed for the interpreter, in a context of its own (with
/// threading on, so that concurrent interpreter runs may unique types).
struct Parsed {
  std::shared_ptr<const CompiledKernel> owner;
  std::unique_ptr<mlir::MLIRContext> context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  mlir::func::FuncOp func;
};
} // namespace

struct Device::State {
  std::unique_ptr<rt::Device> gpu;
  std::string arch;        // what the runtime reports: "sm_90", "gfx942"
  std::string target;      // what the JIT compiles for: "sm_90a", "gfx942"
  std::string targetError; // why no target runs on the GPU (then target = arch)
  std::mutex mutex;
  std::map<const CompiledKernel *, Loaded> loaded;
  std::map<const CompiledKernel *, std::shared_ptr<Parsed>> parsed;
};

Device Device::interpreter() {
  auto state = std::make_shared<State>();
  state->arch = state->target = "interp";
  return Device(std::move(state));
}

/// A GPU's state, its compile target chosen by the target table.
static std::shared_ptr<Device::State>
gpuState(std::unique_ptr<rt::Device> gpu) {
  auto state = std::make_shared<Device::State>();
  state->arch = gpu->targetName();
  std::string why;
  if (const TargetInfo *t = targetForDevice(state->arch, &why)) {
    state->target = std::string(t->name);
  } else {
    state->target = state->arch;
    state->targetError = gpu->name() + ": " + why;
  }
  state->gpu = std::move(gpu);
  return state;
}

Result<Device> Device::open(rt::Backend backend, int ordinal) {
  rt::Result<std::unique_ptr<rt::Device>> gpu =
      rt::openDevice(backend, ordinal);
  if (!gpu.ok())
    return gpu.status();
  return Device(gpuState(std::move(*gpu)));
}

Device Device::best() {
  rt::Result<std::unique_ptr<rt::Device>> gpu = rt::openBestDevice();
  if (!gpu.ok())
    return interpreter();
  return Device(gpuState(std::move(*gpu)));
}

bool Device::isInterpreter() const { return !st->gpu; }
rt::Device *Device::gpu() const { return st->gpu.get(); }
std::string Device::target() const { return st->target; }
std::string Device::arch() const { return st->arch; }
std::string Device::targetError() const { return st->targetError; }
std::string Device::name() const {
  return st->gpu ? st->gpu->name() : std::string("interpreter");
}

//===----------------------------------------------------------------------===//
// Argument checking
//===----------------------------------------------------------------------===//

static const char *argKindName(Arg::Kind kind) {
  switch (kind) {
  case Arg::Kind::DevicePointer:
    return "a device pointer";
  case Arg::Kind::HostPointer:
    return "a host pointer";
  case Arg::Kind::Int:
  case Arg::Kind::UInt:
    return "an integer";
  case Arg::Kind::Float:
    return "a floating-point value";
  case Arg::Kind::Bool:
    return "a bool";
  }
  return "a value";
}

/// The bit width of an integer parameter kind; 0 for the others.
static unsigned intWidth(rt::KernelArg::Kind kind) {
  mlir::tile::ScalarKind k = jit::scalarKindOf(kind);
  return mlir::tile::isIntegerKind(k) ? mlir::tile::kindBits(k) : 0;
}

/// A checked argument, in both the GPU's and the interpreter's form.
struct Bound {
  rt::KernelArg gpu = rt::KernelArg::i32(0);
  interp::Arg host;
};

/// The promise of `p`'s hint (ParamInfo::hint: "1" equal to one, a number
/// N a multiple of N), which the code was compiled to rely on: a value that
/// breaks it is an error here, not a wrong result on the GPU.
template <typename Mismatch>
static Error checkHint(const ParamInfo &p, std::uint64_t value,
                       Mismatch &mismatch) {
  if (p.hint.empty())
    return Error::success();
  unsigned n = 0;
  if (StringRef(p.hint).getAsInteger(10, n) || n == 0)
    return Error::success();
  if (n == 1 && p.kind != rt::KernelArg::Kind::Pointer) {
    if (value != 1)
      return mismatch("the signature specializes it to 1 (':1'), got " +
                      Twine(static_cast<std::int64_t>(value)));
    return Error::success();
  }
  if (n > 1 && value % n != 0)
    return mismatch(Twine(p.kind == rt::KernelArg::Kind::Pointer
                              ? "the address is not a multiple of "
                              : "the value is not a multiple of ") +
                    Twine(n) + ", as the signature promises");
  return Error::success();
}

static Expected<Bound> bindArg(const CompiledKernel &ck, const ParamInfo &p,
                               const Arg &a, bool interpreter) {
  using K = rt::KernelArg::Kind;
  auto mismatch = [&](const Twine &why) {
    return makeError("kernel '" + ck.name + "' argument " + Twine(p.argIndex) +
                     " ('" + p.name + "', " + p.type + "): " + why);
  };
  Bound b;
  if (p.kind == K::Pointer) {
    if (!a.isPointer())
      return mismatch(Twine("expected a pointer, got ") +
                      argKindName(a.kind()));
    if (interpreter && a.kind() != Arg::Kind::HostPointer)
      return mismatch("the interpreter needs host memory (tilec::Arg::host or "
                      "a std::vector), got a device pointer");
    if (!interpreter && a.kind() != Arg::Kind::DevicePointer)
      return mismatch("a GPU needs device memory (a DeviceBuffer or "
                      "Arg::devicePointer), got a host pointer");
    if (Error err = checkHint(p, a.pointerValue(), mismatch))
      return std::move(err);
    b.gpu = rt::KernelArg::pointer(a.pointerValue());
    b.host = interp::Arg::pointer(a.hostPointer(), a.sizeBytes());
    return b;
  }
  if (a.isPointer())
    return mismatch(Twine("expected a scalar, got ") + argKindName(a.kind()));
  if (unsigned w = intWidth(p.kind)) {
    if (a.kind() == Arg::Kind::Float)
      return mismatch("expected an integer, got a floating-point value");
    if (a.kind() == Arg::Kind::Bool && w != 1)
      return mismatch("expected an integer, got a bool");
    std::int64_t v = a.integer();
    // Anything that fits the width as a signed or an unsigned value.
    bool fits;
    if (w == 64)
      fits = true;
    else if (a.kind() == Arg::Kind::UInt)
      fits = static_cast<std::uint64_t>(v) <= (std::uint64_t(1) << w) - 1;
    else if (w == 1)
      fits = v == 0 || v == 1;
    else
      fits = v >= -(std::int64_t(1) << (w - 1)) &&
             v <= static_cast<std::int64_t>((std::uint64_t(1) << w) - 1);
    if (!fits)
      return mismatch((a.kind() == Arg::Kind::UInt
                           ? Twine(static_cast<std::uint64_t>(v))
                           : Twine(v)) +
                      " is out of range");
    if (Error err = checkHint(p, static_cast<std::uint64_t>(v), mismatch))
      return std::move(err);
    switch (p.kind) {
    case K::I1:
      b.gpu = rt::KernelArg::i1(v != 0);
      break;
    case K::I8:
      b.gpu = rt::KernelArg::u8(static_cast<std::uint8_t>(v));
      break;
    case K::I16:
      b.gpu = rt::KernelArg::u16(static_cast<std::uint16_t>(v));
      break;
    case K::I32:
      b.gpu = rt::KernelArg::u32(static_cast<std::uint32_t>(v));
      break;
    default:
      b.gpu = rt::KernelArg::i64(v);
      break;
    }
    b.host = interp::Arg::integer(v);
    return b;
  }
  if (a.kind() != Arg::Kind::Float)
    return mismatch(Twine("expected a floating-point value, got ") +
                    argKindName(a.kind()));
  double v = a.floating();
  const fltSemantics &sem =
      mlir::tile::kindSemantics(jit::scalarKindOf(p.kind));
  if (std::isfinite(v) &&
      std::fabs(v) > APFloat::getLargest(sem).convertToDouble())
    return mismatch(llvm::formatv("{0}", v).str() + " is out of range");
  switch (p.kind) {
  case K::F16:
    b.gpu = rt::KernelArg::f16Bits(
        static_cast<std::uint16_t>(interp::encodeSmallFloat(v, interp::kF16)));
    break;
  case K::BF16:
    b.gpu = rt::KernelArg::bf16Bits(
        static_cast<std::uint16_t>(interp::encodeSmallFloat(v, interp::kBF16)));
    break;
  case K::F32:
    b.gpu = rt::KernelArg::f32(static_cast<float>(v));
    break;
  default:
    b.gpu = rt::KernelArg::f64(v);
    break;
  }
  b.host = interp::Arg::floating(v);
  return b;
}

/// Binds `args` to `ck`'s runtime parameters into `bound` (one entry per
/// argument). A launch of up to 16 arguments allocates nothing here.
static Error bindArgs(const CompiledKernel &ck, ArrayRef<Arg> args,
                      bool interpreter, SmallVectorImpl<Bound> &bound) {
  size_t count = 0;
  for (const ParamInfo &p : ck.params)
    count += !p.isConstexpr;
  if (args.size() != count) {
    std::string types;
    for (const ParamInfo *p : ck.arguments())
      types += (types.empty() ? "" : ", ") + p->name + ": " + p->type;
    return makeError("kernel '" + ck.name + "' takes " + Twine(count) +
                     " argument(s) (" + types + "), got " + Twine(args.size()));
  }
  size_t i = 0;
  for (const ParamInfo &p : ck.params) {
    if (p.isConstexpr)
      continue;
    Expected<Bound> b = bindArg(ck, p, args[i++], interpreter);
    if (!b)
      return b.takeError();
    bound.push_back(*b);
  }
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Kernel
//===----------------------------------------------------------------------===//

static Expected<std::shared_ptr<Parsed>>
parsedFor(Device::State &st, const std::shared_ptr<const CompiledKernel> &ck) {
  std::lock_guard<std::mutex> guard(st.mutex);
  auto it = st.parsed.find(ck.get());
  if (it != st.parsed.end())
    return it->second;
  auto p = std::make_shared<Parsed>();
  p->owner = ck;
  mlir::DialectRegistry registry;
  registerAllDialects(registry);
  p->context = std::make_unique<mlir::MLIRContext>(registry);
  p->context->loadAllAvailableDialects();
  p->module =
      mlir::parseSourceString<mlir::ModuleOp>(ck->tileIR, p->context.get());
  if (!p->module)
    return makeError("kernel '" + ck->name +
                     "': its tile IR does not parse (corrupt cache entry?)");
  p->func = p->module->lookupSymbol<mlir::func::FuncOp>(ck->name);
  if (!p->func)
    return makeError("kernel '" + ck->name + "' is missing from its tile IR");
  st.parsed.emplace(ck.get(), p);
  return p;
}

static Expected<rt::Kernel>
loadedFor(Device::State &st, const std::shared_ptr<const CompiledKernel> &ck) {
  std::lock_guard<std::mutex> guard(st.mutex);
  auto it = st.loaded.find(ck.get());
  if (it != st.loaded.end())
    return it->second.kernel;
  rt::Result<rt::Module> module = st.gpu->loadModule(
      std::string_view(ck->binary.data(), ck->binary.size()), ck->format);
  if (!module.ok())
    return makeError(module.message());
  rt::Result<rt::Kernel> kernel = module->getFunction(ck->name);
  if (!kernel.ok())
    return makeError(kernel.message());
  st.loaded.emplace(ck.get(), Loaded{ck, *kernel});
  return *kernel;
}

static Error launchKernel(const std::shared_ptr<const CompiledKernel> &ck,
                          Device &device, rt::Dim3 grid, ArrayRef<Arg> args,
                          const rt::Stream *stream) {
  Device::State &st = *device.state();
  bool interpreter = device.isInterpreter();
  if (grid.x == 0 || grid.y == 0 || grid.z == 0)
    return makeError("launch of '" + ck->name + "': empty grid (" +
                     Twine(grid.x) + "x" + Twine(grid.y) + "x" + Twine(grid.z) +
                     ")");
  if (!interpreter && !targetRunsOn(ck->target, st.arch))
    return makeError("kernel '" + ck->name + "' was compiled for " +
                     ck->target + ", which does not run on the device (" +
                     device.name() + ", " + st.arch + ")");
  SmallVector<Bound, 16> bound;
  if (Error err = bindArgs(*ck, args, interpreter, bound))
    return err;

  if (interpreter) {
    Expected<std::shared_ptr<Parsed>> parsed = parsedFor(st, ck);
    if (!parsed)
      return parsed.takeError();
    std::vector<interp::Arg> hostArgs;
    for (const Bound &b : bound)
      hostArgs.push_back(b.host);
    return interp::runKernel((*parsed)->func, hostArgs,
                             {grid.x, grid.y, grid.z});
  }

  Expected<rt::Kernel> kernel = loadedFor(st, ck);
  if (!kernel)
    return kernel.takeError();
  SmallVector<rt::KernelArg, 16> gpuArgs;
  for (const Bound &b : bound)
    gpuArgs.push_back(b.gpu);
  rt::Dim3 block{ck->numWarps * ck->warpSize, 1, 1};
  rt::Status s = kernel->launch(grid, block, /*sharedBytes=*/0,
                                stream ? *stream : st.gpu->defaultStream(),
                                gpuArgs.data(), gpuArgs.size());
  if (!s.ok())
    return makeError(s.message());
  return Error::success();
}

Status Kernel::launchArgs(Device &device, rt::Dim3 grid,
                          const std::vector<Arg> &args,
                          const rt::Stream *stream) const {
  return jit::toStatus(launchKernel(ck, device, grid, args, stream));
}

Status Kernel::launchArgs(Device &device, rt::Dim3 grid, const Arg *args,
                          std::size_t count, const rt::Stream *stream) const {
  return jit::toStatus(
      launchKernel(ck, device, grid, ArrayRef<Arg>(args, count), stream));
}

Result<rt::Kernel> Kernel::function(Device &device) const {
  if (device.isInterpreter())
    return Status::error("kernel '" + ck->name +
                         "': the interpreter loads no code objects");
  if (!targetRunsOn(ck->target, device.arch()))
    return Status::error("kernel '" + ck->name + "' was compiled for " +
                         ck->target + ", which does not run on the device (" +
                         device.name() + ", " + device.arch() + ")");
  return jit::toResult(loadedFor(*device.state(), ck));
}

//===----------------------------------------------------------------------===//
// JitFunction
//===----------------------------------------------------------------------===//

struct JitFunction::Impl {
  Compiler &compiler;
  KernelSource source;
  std::string kernelName;
  std::vector<std::string> types; // signature entries without hints
  std::vector<std::string> hints; // numeric hints written in the signature
  // Per entry: whether the signature gives the pointer `:2g` (the user's
  // promise, kept in every specialization; no launch can check it).
  std::vector<bool> within2GiB;
  // Per entry: the kernel arguments it stands for (1; 2 * rank for a
  // tensor descriptor, which is passed as written: its parts' alignment is
  // a promise the compiled kernel checks at every launch).
  std::vector<unsigned> arity;
  // Per entry: whether it is a descriptor, and the rank of one whose shape
  // the JIT specializes (well formed, no shape hint of its own; else 0).
  std::vector<bool> isDescriptor;
  std::vector<unsigned> specializedRank;
  unsigned numArgs = 0;
  Constexprs constexprs;
  CompileOptions options;
  std::vector<std::string> doNotSpecialize;

  std::mutex mutex;
  std::optional<std::vector<bool>> noSpecialize; // per signature entry
  // Keyed by the target, a NUL and the specialization codes (one byte per
  // signature entry, specializationCodes): a launch that finds its kernel
  // here builds no signature string and allocates nothing.
  StringMap<Kernel> kernels;

  Impl(Compiler &compiler) : compiler(compiler) {}
  Error resolveNames();
  Error specializationCodes(ArrayRef<Arg> args,
                            SmallVectorImpl<uint8_t> &codes);
  std::string signatureFor(ArrayRef<uint8_t> codes) const;
  Expected<std::string> specialize(ArrayRef<Arg> args);
  Expected<Kernel> kernelFor(const Device &device, ArrayRef<Arg> args);
};

JitFunction::JitFunction(Compiler &compiler, KernelSource source,
                         std::string kernelName, std::string signature,
                         Constexprs constexprs, CompileOptions options,
                         std::vector<std::string> doNotSpecialize)
    : impl(std::make_unique<Impl>(compiler)) {
  impl->source = std::move(source);
  impl->kernelName = std::move(kernelName);
  impl->constexprs = std::move(constexprs);
  impl->options = std::move(options);
  impl->doNotSpecialize = std::move(doNotSpecialize);
  for (StringRef e : frontend::splitSignature(signature)) {
    frontend::DescriptorEntry desc;
    std::string error;
    unsigned arity = 1, rank = 0;
    bool descriptor = frontend::isDescriptorEntry(e);
    bool within2GiB = false;
    if (descriptor) {
      // A malformed entry is reported by the compile, with its location.
      if (frontend::parseDescriptorEntry(e, desc, error)) {
        arity = 2 * desc.block.size();
        if (e.rtrim().ends_with(">"))
          rank = desc.block.size();
      }
      impl->types.push_back(e.str());
      impl->hints.push_back("");
    } else {
      frontend::ScalarEntry parts = frontend::splitScalarEntry(e);
      impl->types.push_back(parts.type.str());
      impl->hints.push_back(parts.hint.str());
      within2GiB = parts.within2GiB;
    }
    impl->within2GiB.push_back(within2GiB);
    impl->arity.push_back(arity);
    impl->isDescriptor.push_back(descriptor);
    impl->specializedRank.push_back(rank);
    impl->numArgs += arity;
  }
}

JitFunction::~JitFunction() = default;

Error JitFunction::Impl::resolveNames() {
  std::lock_guard<std::mutex> guard(mutex);
  if (noSpecialize)
    return Error::success();
  std::vector<std::string> names;
  if (!doNotSpecialize.empty()) {
    Result<std::vector<ParamInfo>> params =
        compiler.parameters(source, kernelName);
    if (!params.ok())
      return makeError(params.message());
    for (const ParamInfo &p : *params)
      if (!p.isConstexpr)
        names.push_back(p.name);
    for (const std::string &n : doNotSpecialize)
      if (!is_contained(names, n))
        return makeError("doNotSpecialize: kernel '" + kernelName +
                         "' has no runtime parameter named '" + n + "'");
  }
  std::vector<bool> flags(types.size(), false);
  for (size_t i = 0; i < names.size() && i < flags.size(); ++i)
    flags[i] = is_contained(doNotSpecialize, names[i]);
  noSpecialize = std::move(flags);
  return Error::success();
}

static bool isIntegerType(StringRef type) {
  return (type.starts_with("i") || type.starts_with("u")) && type != "i1";
}

/// Per signature entry, what `args` specialize it to: 0 nothing, 1 ":1", 16
/// ":16" (a hint written in the signature is checked and kept the same
/// way); for a descriptor whose shape the JIT specializes, bit d set when
/// dimension d is a multiple of 16.
Error JitFunction::Impl::specializationCodes(ArrayRef<Arg> args,
                                             SmallVectorImpl<uint8_t> &codes) {
  if (Error err = resolveNames())
    return err;
  if (args.size() != numArgs)
    return makeError("kernel '" + kernelName + "' takes " + Twine(numArgs) +
                     " argument(s), got " + Twine(args.size()));
  for (size_t i = 0, next = 0; i < types.size(); next += arity[i++]) {
    StringRef type = types[i];
    if (isDescriptor[i]) {
      // Passed as written, with the shape specialized as integers are
      // (Signature.h) unless the entry has a hint of its own; the compiled
      // kernel checks the parts' promises at every launch.
      uint8_t bits = 0;
      if (specializedRank[i] && !(*noSpecialize)[i])
        for (size_t d = 0; d < specializedRank[i]; ++d) {
          const Arg &a = args[next + 1 + d];
          if (a.kind() == Arg::Kind::Int && a.integer() % 16 == 0)
            bits |= uint8_t(1) << d;
        }
      codes.push_back(bits);
      continue;
    }
    const Arg &a = args[next];
    bool isInt = (a.kind() == Arg::Kind::Int || a.kind() == Arg::Kind::UInt) &&
                 isIntegerType(type);
    bool isPtr = a.isPointer() && type.starts_with("*");
    std::uint64_t v =
        isPtr ? a.pointerValue() : static_cast<std::uint64_t>(a.integer());
    const std::string &hint = hints[i];
    uint8_t code = 0;
    if (!hint.empty()) {
      // A hint written by the user is a promise: check it.
      bool holds = (hint == "16" && (isPtr || isInt) && v % 16 == 0) ||
                   (hint == "1" && isInt && v == 1);
      if (!holds)
        return makeError("kernel '" + kernelName + "' argument " + Twine(next) +
                         ": the signature promises ':" + hint +
                         "' but the value does not satisfy it");
      code = hint == "1" ? 1 : 16;
    } else if (!(*noSpecialize)[i]) {
      if (isInt && v == 1)
        code = 1;
      else if ((isInt || isPtr) && v % 16 == 0)
        code = 16;
    }
    codes.push_back(code);
  }
  return Error::success();
}

std::string JitFunction::Impl::signatureFor(ArrayRef<uint8_t> codes) const {
  std::string sig;
  for (size_t i = 0; i < types.size(); ++i) {
    sig += i ? "," : "";
    sig += types[i];
    if (isDescriptor[i]) {
      if (specializedRank[i] && !(*noSpecialize)[i]) {
        SmallVector<bool> multiple;
        for (size_t d = 0; d < specializedRank[i]; ++d)
          multiple.push_back(codes[i] >> d & 1);
        sig += frontend::descriptorShapeHint(multiple);
      }
      continue;
    }
    if (codes[i])
      sig += codes[i] == 1 ? ":1" : ":16";
    if (within2GiB[i])
      sig += ":2g";
  }
  return sig;
}

Expected<std::string> JitFunction::Impl::specialize(ArrayRef<Arg> args) {
  SmallVector<uint8_t, 32> codes;
  if (Error err = specializationCodes(args, codes))
    return std::move(err);
  return signatureFor(codes);
}

Expected<Kernel> JitFunction::Impl::kernelFor(const Device &device,
                                              ArrayRef<Arg> args) {
  SmallVector<uint8_t, 32> codes;
  if (Error err = specializationCodes(args, codes))
    return std::move(err);
  // The device's own target, or an explicit one whose code runs there.
  std::string target = device.target();
  const std::string &wanted = options.target;
  if (wanted == "auto") {
    if (!device.targetError().empty())
      return makeError("kernel '" + kernelName + "': " + device.targetError());
  } else if (wanted != target) {
    if (device.isInterpreter() || !targetRunsOn(wanted, device.arch()))
      return makeError("kernel '" + kernelName + "' is for " + wanted +
                       ", which does not run on the device (" + device.name() +
                       ", " + device.arch() + ")");
    target = wanted;
  }
  SmallString<64> key(target);
  key.push_back('\0');
  key.append(codes.begin(), codes.end());
  {
    std::lock_guard<std::mutex> guard(mutex);
    auto it = kernels.find(key);
    if (it != kernels.end())
      return it->second;
  }
  std::string sig = signatureFor(codes);
  CompileOptions compileOptions = options;
  compileOptions.target = target;
  Result<std::shared_ptr<const CompiledKernel>> ck =
      compiler.compile(source, kernelName, sig, constexprs, compileOptions);
  if (!ck.ok())
    return makeError(ck.message());
  std::lock_guard<std::mutex> guard(mutex);
  return kernels.try_emplace(key, Kernel(*ck)).first->second;
}

Result<std::string> JitFunction::specialize(const std::vector<Arg> &args) {
  return jit::toResult(impl->specialize(args));
}

Result<Kernel> JitFunction::kernelFor(const Device &device,
                                      const std::vector<Arg> &args) {
  return jit::toResult(impl->kernelFor(device, args));
}

Status JitFunction::launchArgs(Device &device, rt::Dim3 grid,
                               const std::vector<Arg> &args,
                               const rt::Stream *stream) {
  return launchArgs(device, grid, args.data(), args.size(), stream);
}

Status JitFunction::launchArgs(Device &device, rt::Dim3 grid, const Arg *args,
                               std::size_t count, const rt::Stream *stream) {
  ArrayRef<Arg> list(args, count);
  Expected<Kernel> kernel = impl->kernelFor(device, list);
  if (!kernel)
    return jit::toStatus(kernel.takeError());
  return jit::toStatus(
      launchKernel(kernel->shared(), device, grid, list, stream));
}

std::size_t JitFunction::numSpecializations() const {
  std::lock_guard<std::mutex> guard(impl->mutex);
  return impl->kernels.size();
}
