//===- Run.cpp - `tilec run`: run a kernel on .npy inputs ----------------===//
//
// Loads a kernel (Triton source or tile IR), binds `--arg` values to its
// non-constexpr parameters (.npy files for pointers, literals for scalars),
// runs it on the CPU reference interpreter or on a GPU (compiled through the
// pipeline for the device's own target, launched through the JIT's
// tilec::Kernel) and writes the requested buffers back as .npy.
//
//===----------------------------------------------------------------------===//
#include "Driver.h"
#include "JIT/ArgKind.h"
#include "SourceInput.h"

#include "Interpreter/FloatFormats.h"
#include "Interpreter/Interpreter.h"
#include "Pipeline/Pipeline.h"
#include "Tile/IR/ScalarKind.h"
#include "Tile/IR/TileDialect.h"
#include "tilec/Compiler.h"
#include "tilec/Npy.h"
#include "tilec/Runtime.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstring>
#include <optional>

using namespace llvm;
using namespace tilec;
namespace interp = tilec::interp;

namespace {

/// A pointer argument's host buffer, kept as the .npy array it came from so
/// that `--out` writes it back with the input's dtype and shape.
struct BoundArg {
  bool isPointer = false;
  npy::Array array;
};

} // namespace

static bool error(const Twine &msg) {
  driver::print(errs(), "tilec run: error: {}\n", msg.str());
  return false;
}

/// Reports `msg` and returns the exit code of a failed run.
static int fail(const Twine &msg) {
  error(msg);
  return 1;
}

/// `--arg a b c` means `--arg=a --arg=b --arg=c`: values run to the next
/// `--option` (negative numbers such as -1.5 start with one dash only).
static std::vector<char *> expandArgLists(int argc, char **argv,
                                          std::vector<std::string> &storage) {
  storage.reserve(argc * 2);
  for (int i = 0; i < argc; ++i) {
    StringRef a(argv[i]);
    if (a != "--arg" && a != "-arg") {
      storage.push_back(argv[i]);
      continue;
    }
    int j = i + 1;
    while (j < argc && !StringRef(argv[j]).starts_with("--"))
      storage.push_back("--arg=" + std::string(argv[j++]));
    if (j == i + 1)
      storage.push_back(argv[i]); // let the parser report the missing value
    i = j - 1;
  }
  std::vector<char *> out;
  for (std::string &s : storage)
    out.push_back(s.data());
  return out;
}

static std::optional<std::array<uint32_t, 3>> parseGrid(StringRef text) {
  std::array<uint32_t, 3> grid = {1, 1, 1};
  SmallVector<StringRef, 3> parts;
  text.split(parts, ',');
  if (parts.empty() || parts.size() > 3) {
    error("--grid expects X[,Y[,Z]], got '" + text + "'");
    return std::nullopt;
  }
  for (size_t k = 0; k < parts.size(); ++k) {
    uint64_t v;
    if (parts[k].trim().getAsInteger(10, v) || v > UINT32_MAX) {
      error("--grid expects X[,Y[,Z]] of non-negative integers, got '" + text +
            "'");
      return std::nullopt;
    }
    grid[k] = static_cast<uint32_t>(v);
  }
  return grid;
}

static std::string typeString(mlir::Type t) {
  std::string s;
  raw_string_ostream os(s);
  os << t;
  return s;
}

/// Whether a .npy dtype can back memory of element type `t`. Signless
/// integers accept either signedness; fp8 data travels as raw bytes (u1/i1).
static bool dtypeMatches(npy::Array &array, mlir::Type t) {
  using mlir::tile::ScalarKind;
  using npy::DType;
  DType d = array.dtype;
  std::optional<ScalarKind> kind = mlir::tile::scalarKindOf(t);
  if (!kind)
    return false;
  switch (*kind) {
  case ScalarKind::F16:
    return d == DType::F16;
  case ScalarKind::BF16:
    return npy::asBF16(array);
  case ScalarKind::F32:
    return d == DType::F32;
  case ScalarKind::F64:
    return d == DType::F64;
  case ScalarKind::F8E4M3FN:
  case ScalarKind::F8E5M2:
    return d == DType::U8 || d == DType::I8;
  case ScalarKind::I1:
    return d == DType::Bool;
  case ScalarKind::I8:
    return d == DType::I8 || d == DType::U8;
  case ScalarKind::I16:
    return d == DType::I16 || d == DType::U16;
  case ScalarKind::I32:
    return d == DType::I32 || d == DType::U32;
  case ScalarKind::I64:
    return d == DType::I64 || d == DType::U64;
  case ScalarKind::Ptr:
    return false;
  }
  return false;
}

static bool bindScalar(StringRef text, mlir::Type t, unsigned index,
                       interp::Arg &out) {
  std::string where =
      ("argument " + Twine(index) + " (" + typeString(t) + ")").str();
  if (auto it = dyn_cast<mlir::IntegerType>(t)) {
    unsigned w = it.getWidth();
    if (w == 1 && (text == "true" || text == "True")) {
      out = interp::Arg::integer(1);
      return true;
    }
    if (w == 1 && (text == "false" || text == "False")) {
      out = interp::Arg::integer(0);
      return true;
    }
    // Accept anything that fits the width as a signed or an unsigned value.
    bool negative = text.starts_with("-");
    APInt magnitude;
    if (text.drop_front(negative ? 1 : 0).getAsInteger(0, magnitude))
      return error(where + " expects an integer literal, got '" + text + "'");
    bool fits = negative ? magnitude.getActiveBits() < w ||
                               (magnitude.isPowerOf2() &&
                                magnitude.getActiveBits() == w)
                         : magnitude.getActiveBits() <= w;
    if (!fits)
      return error(where + ": " + text + " is out of range for " +
                   typeString(t));
    uint64_t m = magnitude.zextOrTrunc(64).getZExtValue();
    out = interp::Arg::integer(negative ? static_cast<int64_t>(0 - m)
                                        : static_cast<int64_t>(m));
    return true;
  }
  if (isa<mlir::FloatType>(t)) {
    std::string s = text.str();
    char *end = nullptr;
    double v = std::strtod(s.c_str(), &end);
    if (s.empty() || *end != '\0')
      return error(where + " expects a float literal, got '" + text + "'");
    const auto &sem = cast<mlir::FloatType>(t).getFloatSemantics();
    double maxFinite = APFloat::getLargest(sem).convertToDouble();
    if (std::isfinite(v) && std::fabs(v) > maxFinite)
      return error(where + ": " + text + " is out of range for " +
                   typeString(t));
    out = interp::Arg::floating(v);
    return true;
  }
  return error(where + ": scalar arguments of this type are not supported");
}

static void printArray(raw_ostream &os, unsigned index, const npy::Array &a) {
  using npy::DType;
  os << "arg " << index << " (" << npy::dtypeName(a.dtype);
  for (size_t k = 0; k < a.shape.size(); ++k)
    os << (k ? "x" : " ") << a.shape[k];
  os << ") = [";
  size_t size = npy::dtypeSize(a.dtype);
  for (int64_t i = 0; i < a.numel(); ++i) {
    if (i)
      os << ", ";
    const uint8_t *p = a.data.data() + i * size;
    uint64_t bits = 0;
    std::memcpy(&bits, p, size);
    switch (a.dtype) {
    case DType::Bool:
      os << (bits ? "true" : "false");
      break;
    case DType::I8:
      os << static_cast<int8_t>(bits);
      break;
    case DType::I16:
      os << static_cast<int16_t>(bits);
      break;
    case DType::I32:
      os << static_cast<int32_t>(bits);
      break;
    case DType::I64:
      os << static_cast<int64_t>(bits);
      break;
    case DType::U8:
    case DType::U16:
    case DType::U32:
    case DType::U64:
      os << bits;
      break;
    case DType::F16:
      os << format("%g", interp::decodeSmallFloat(bits, interp::kF16));
      break;
    case DType::BF16:
      os << format("%g", interp::decodeSmallFloat(bits, interp::kBF16));
      break;
    case DType::F32:
      os << format("%.9g", static_cast<double>(interp::bitsToFloat(bits)));
      break;
    case DType::F64: {
      double d;
      std::memcpy(&d, &bits, 8);
      os << format("%.17g", d);
      break;
    }
    }
  }
  os << "]\n";
}

/// Where the kernel runs: a GPU and the target table's entry for it, or
/// (no `gpu`) the CPU interpreter.
struct Placement {
  std::optional<Device> gpu;
  const TargetInfo *target = nullptr;
};

/// The target to compile for on `gpu`: `explicitTarget` when given (it must
/// run on the device), else the device's own (targetForDevice); null, and
/// `why` says so, when there is none.
static const TargetInfo *targetOf(const Device &gpu, StringRef explicitTarget,
                                  std::string &why) {
  if (explicitTarget.empty()) {
    why = gpu.targetError();
    return why.empty() ? lookupTarget(gpu.target()) : nullptr;
  }
  const TargetInfo *target = lookupTarget(explicitTarget);
  if (!target)
    why = "unknown target '" + explicitTarget.str() +
          "' (supported: " + supportedTargetNames() + ")";
  else if (!targetRunsOn(target->name, gpu.arch()))
    why = "code for " + explicitTarget.str() + " does not run on " +
          gpu.name() + " (" + gpu.arch() + ")";
  else
    return target;
  return nullptr;
}

/// Opens the device `--device` names. `auto` takes the first GPU that opens
/// (CUDA, then HIP) and whose chip is in the target table, else the
/// interpreter; it reports its choice only when `verbose`.
static std::optional<Placement> selectDevice(StringRef device, int ordinal,
                                             StringRef explicitTarget,
                                             bool verbose) {
  Placement placement;
  if (device == "interp") {
    if (!explicitTarget.empty()) {
      error("--target is for GPU runs; the interpreter runs the tile IR");
      return std::nullopt;
    }
    if (verbose)
      errs() << "tilec run: running on the CPU interpreter\n";
    return placement;
  }
  if (device != "auto" && device != "cuda" && device != "hip") {
    error("--device expects auto, interp, hip or cuda, got '" + device + "'");
    return std::nullopt;
  }
  SmallVector<rt::Backend, 2> backends;
  if (device != "hip")
    backends.push_back(rt::Backend::CUDA);
  if (device != "cuda")
    backends.push_back(rt::Backend::HIP);
  std::string reasons;
  for (rt::Backend backend : backends) {
    tilec::Result<Device> gpu = Device::open(backend, ordinal);
    std::string why;
    const TargetInfo *target = nullptr;
    if (!gpu.ok())
      why = gpu.message();
    else
      target = targetOf(*gpu, explicitTarget, why);
    if (target) {
      if (verbose)
        driver::print(errs(),
                      "tilec run: running on {} ({}, code for {}, {} device "
                      "{})\n",
                      gpu->name(), gpu->arch(), target->name,
                      rt::backendName(backend), ordinal);
      placement.gpu = std::move(*gpu);
      placement.target = target;
      return placement;
    }
    if (device != "auto") {
      error("--device " + device + ": " + why);
      return std::nullopt;
    }
    reasons += (reasons.empty() ? "" : "; ") + why;
  }
  if (verbose)
    driver::print(errs(), "tilec run: running on the CPU interpreter ({})\n",
                  reasons);
  return placement;
}

/// Compiles `kernel` (a function of `module`) for `target` through the
/// pipeline, copies the pointer arguments to device memory, launches it on
/// `grid` with `numWarps` warps per program, waits, and copies the buffers
/// of `readBack` into their host arrays. Scalars are `hostArgs` as bound for
/// the interpreter; tilec::Kernel turns them into the parameters' exact
/// types (width, fp16/bf16 bits).
static int runOnGPU(mlir::ModuleOp module, mlir::func::FuncOp kernel,
                    Device &gpu, const TargetInfo &target, unsigned numWarps,
                    unsigned numStages, std::array<uint32_t, 3> grid,
                    std::vector<BoundArg> &bound,
                    ArrayRef<interp::Arg> hostArgs,
                    ArrayRef<unsigned> readBack) {
  std::string kernelName = kernel.getSymName().str();
  mlir::FunctionType fnType = kernel.getFunctionType();
  auto ck = std::make_shared<CompiledKernel>();
  ck->name = kernelName;
  ck->target = std::string(target.name);
  ck->numWarps = numWarps;
  ck->warpSize = target.warpSize;
  for (unsigned i = 0; i < fnType.getNumInputs(); ++i) {
    mlir::Type t = fnType.getInput(i);
    std::optional<rt::KernelArg::Kind> kind = jit::argKindOf(t);
    if (!kind)
      return fail("argument " + Twine(i) + " (" + typeString(t) +
                  "): scalars of this type cannot be passed to a GPU kernel");
    ParamInfo p;
    p.name = "arg" + std::to_string(i);
    p.type = typeString(t);
    p.kind = *kind;
    p.argIndex = static_cast<int>(i);
    ck->params.push_back(std::move(p));
  }

  GPUCompileOptions options;
  options.numWarps = numWarps;
  options.numStages = numStages;
  Expected<TargetArtifact> artifact =
      compileForTarget(module, target, options, EmitKind::Binary);
  if (!artifact)
    return fail(toString(artifact.takeError()));
  ck->format = artifact->binary.format;
  ck->binary = std::move(artifact->binary.bytes);

  rt::Device &device = *gpu.gpu();
  std::string where = "kernel '" + kernelName + "' on " + gpu.name();
  std::vector<rt::DeviceBuffer> buffers(bound.size());
  std::vector<Arg> args;
  for (unsigned i = 0; i < bound.size(); ++i) {
    if (bound[i].isPointer) {
      const std::vector<uint8_t> &data = bound[i].array.data;
      rt::Result<rt::DeviceBuffer> buffer = device.allocate(data.size());
      if (!buffer.ok())
        return fail("argument " + Twine(i) + ": " + buffer.message());
      buffers[i] = std::move(*buffer);
      rt::Status s = device.copyToDevice(buffers[i], data.data(), data.size());
      if (!s.ok())
        return fail("argument " + Twine(i) + ": " + s.message());
      args.emplace_back(buffers[i]);
      continue;
    }
    const interp::Arg &a = hostArgs[i];
    if (a.kind == interp::Arg::Kind::Float)
      args.emplace_back(a.floatValue);
    else if (ck->params[i].kind == rt::KernelArg::Kind::I1)
      args.emplace_back(a.intValue != 0); // "-1" is i1 true as well
    else
      args.emplace_back(a.intValue);
  }

  // An empty grid runs no program, as on the interpreter.
  if (grid[0] && grid[1] && grid[2]) {
    if (tilec::Status s =
            Kernel(ck).launchArgs(gpu, {grid[0], grid[1], grid[2]}, args);
        !s.ok())
      return fail(where + ": " + s.message());
    if (rt::Status s = device.synchronize(); !s.ok())
      return fail(where + ": " + s.message());
  }
  for (unsigned index : readBack) {
    std::vector<uint8_t> &data = bound[index].array.data;
    rt::Status s = device.copyToHost(data.data(), buffers[index], data.size());
    if (!s.ok())
      return fail(where + ": argument " + Twine(index) + ": " + s.message());
  }
  return 0;
}

static mlir::func::FuncOp findKernel(mlir::ModuleOp module, StringRef name) {
  SmallVector<mlir::func::FuncOp> kernels;
  module.walk([&](mlir::func::FuncOp f) {
    if (f->hasAttr(mlir::tile::kKernelAttrName) &&
        (name.empty() || f.getSymName() == name))
      kernels.push_back(f);
  });
  if (kernels.size() == 1)
    return kernels.front();
  if (kernels.empty()) {
    error(name.empty() ? Twine("no function with the tile.kernel attribute")
                       : "no kernel named '" + name + "'");
    return nullptr;
  }
  std::string names;
  for (mlir::func::FuncOp f : kernels)
    names += (names.empty() ? "" : ", ") + f.getSymName().str();
  error("several kernels (" + names + "): choose one with --kernel");
  return nullptr;
}

int tilec::driver::runMain(int argc, char **argv) {
  std::vector<std::string> storage;
  std::vector<char *> args = expandArgLists(argc, argv, storage);

  cl::OptionCategory category("tilec run options");
  cl::opt<std::string> inputFile(cl::Positional,
                                 cl::desc("<kernel .py or tile IR .mlir>"),
                                 cl::Required, cl::cat(category));
  KernelSpecOptions specOptions(category);
  cl::opt<std::string> gridOpt("grid", cl::desc("launch grid"),
                               cl::value_desc("X[,Y[,Z]]"), cl::Required,
                               cl::cat(category));
  cl::opt<unsigned> numWarpsOpt(
      "num-warps",
      cl::desc("warps per program (GPU only; the block is num-warps x the "
               "warp size)"),
      cl::init(4), cl::cat(category));
  cl::opt<unsigned> numStagesOpt(
      "num-stages",
      cl::desc("software pipelining as the targets do it: on a GPU, compiled "
               "with it; on the interpreter, 2 or more runs the kernel after "
               "tile-pipeline-loads (loads one iteration ahead, what AMD "
               "targets do), to check that transform"),
      cl::init(1), cl::cat(category));
  cl::list<std::string> argValuesOpt(
      "arg",
      cl::desc(
          "values of the non-constexpr parameters, in order: a .npy file for a "
          "pointer, a literal (int, float, true, false) for a scalar"),
      cl::value_desc("value..."), cl::cat(category));
  cl::list<std::string> outputsOpt(
      "out",
      cl::desc("write pointer argument INDEX's buffer after the "
               "run (repeatable)"),
      cl::value_desc("INDEX=PATH.npy"), cl::cat(category));
  cl::list<unsigned> printsOpt(
      "print", cl::desc("print pointer argument INDEX's buffer after the run"),
      cl::value_desc("INDEX"), cl::cat(category));
  cl::opt<std::string> deviceOpt(
      "device",
      cl::desc("auto (a GPU if one opens, else the interpreter), interp, hip "
               "or cuda"),
      cl::init("auto"), cl::cat(category));
  cl::opt<int> ordinalOpt("device-ordinal",
                          cl::desc("which GPU of the backend (default 0)"),
                          cl::init(0), cl::cat(category));
  cl::opt<std::string> targetOpt(
      "target",
      cl::desc("GPU runs: compile for this target instead of the device's own "
               "(sm_90a on a compute capability 9.0 GPU, the gfx name on AMD); "
               "its code must run on the device"),
      cl::init(""), cl::cat(category));
  cl::opt<bool> verboseOpt("verbose",
                           cl::desc("say on stderr where the kernel runs"),
                           cl::init(false), cl::cat(category));
  cl::HideUnrelatedOptions(category);
  if (!cl::ParseCommandLineOptions(static_cast<int>(args.size()), args.data(),
                                   "run a Triton-language kernel\n", &errs()))
    return 1;

  // lld (AMDGPU code objects) resets every registered option when it runs
  // in-process: copy the values now.
  const std::string inputPath = inputFile;
  const std::optional<KernelSpec> spec = specOptions.toSpec();
  const std::string kernelName = specOptions.kernel;
  const std::string gridText = gridOpt;
  const unsigned numWarps = numWarpsOpt;
  const unsigned numStages = numStagesOpt;
  const std::vector<std::string> argValues(argValuesOpt.begin(),
                                           argValuesOpt.end());
  const std::vector<std::string> outputs(outputsOpt.begin(), outputsOpt.end());
  const std::vector<unsigned> prints(printsOpt.begin(), printsOpt.end());
  const std::string device = deviceOpt;
  const int ordinal = ordinalOpt;
  const bool verbose = verboseOpt;
  const std::string explicitTarget = targetOpt;

  std::optional<std::array<uint32_t, 3>> grid = parseGrid(gridText);
  if (!grid)
    return 1;
  if (numWarps == 0 || numWarps > 32 || (numWarps & (numWarps - 1)))
    return fail("--num-warps must be a power of two between 1 and 32");
  if (numStages == 0 || numStages > 8)
    return fail("--num-stages must be between 1 and 8, got " +
                Twine(numStages));
  if (ordinal < 0)
    return fail("--device-ordinal must be non-negative, got " + Twine(ordinal));

  // Output requests are checked before the (possibly long) run.
  SmallVector<std::pair<unsigned, std::string>> outRequests;
  for (const std::string &o : outputs) {
    auto [indexText, path] = StringRef(o).split('=');
    unsigned index;
    if (indexText.trim().getAsInteger(10, index) || path.empty())
      return fail("--out expects INDEX=PATH.npy, got '" + o + "'");
    outRequests.emplace_back(index, path.str());
  }
  std::optional<Placement> placement =
      selectDevice(device, ordinal, explicitTarget, verbose);
  if (!placement)
    return 1;

  mlir::MLIRContext context;
  SourceInput input;
  mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>> module =
      input.load(context, inputPath, spec);
  if (failed(module))
    return 1;
  mlir::func::FuncOp kernel = findKernel(**module, kernelName);
  if (!kernel)
    return 1;

  // Bind the arguments.
  mlir::FunctionType fnType = kernel.getFunctionType();
  unsigned numParams = fnType.getNumInputs();
  if (argValues.size() != numParams) {
    std::string types;
    for (mlir::Type t : fnType.getInputs())
      types += (types.empty() ? "" : ", ") + typeString(t);
    return fail("kernel '" + kernel.getSymName() + "' takes " +
                Twine(numParams) + " argument(s) (" + types + "), got " +
                Twine(argValues.size()) + " --arg value(s)");
  }
  std::vector<BoundArg> bound(numParams);
  std::vector<interp::Arg> interpArgs(numParams);
  for (unsigned i = 0; i < numParams; ++i) {
    mlir::Type t = fnType.getInput(i);
    StringRef value = argValues[i];
    auto ptr = dyn_cast<mlir::tile::PointerType>(t);
    if (!ptr) {
      if (!bindScalar(value, t, i, interpArgs[i]))
        return 1;
      // The signature's hints are promises the code relies on (vector
      // widths, folded constants): a value that breaks one is an error, not
      // a silently wrong result on the GPU.
      if (interpArgs[i].kind == interp::Arg::Kind::Int) {
        int64_t v = interpArgs[i].intValue;
        if (kernel.getArgAttr(i, mlir::tile::kEqualToOneAttrName) && v != 1)
          return fail("argument " + Twine(i) + " is " + Twine(v) +
                      ", but the signature specializes it to 1 (':1')");
        if (auto div = kernel.getArgAttrOfType<mlir::IntegerAttr>(
                i, mlir::tile::kDivisibilityAttrName))
          if (v % div.getInt() != 0)
            return fail(
                "argument " + Twine(i) + " is " + Twine(v) +
                ", not a multiple of " + Twine(div.getInt()) +
                " as the signature promises (a ':" + Twine(div.getInt()) +
                "' hint, or a tensor descriptor's stride)");
      }
      continue;
    }
    npy::ReadResult r = npy::readNpy(value.str());
    if (!r.ok())
      return fail("argument " + Twine(i) + " (" + typeString(t) +
                  "): " + r.error);
    if (!dtypeMatches(r.array, ptr.getPointeeType()))
      return fail("argument " + Twine(i) + " (" + typeString(t) + "): '" +
                  value + "' has dtype " + npy::dtypeDescr(r.array.dtype) +
                  " (" + npy::dtypeName(r.array.dtype) +
                  "), but the pointee type is " +
                  typeString(ptr.getPointeeType()));
    bound[i].isPointer = true;
    bound[i].array = std::move(r.array);
    std::vector<uint8_t> &data = bound[i].array.data;
    interpArgs[i] = interp::Arg::pointer(data.data(), data.size());
  }
  for (auto &[index, path] : outRequests)
    if (index >= numParams || !bound[index].isPointer)
      return fail("--out " + Twine(index) + "=" + path + ": argument " +
                  Twine(index) + " is not a pointer argument");
  for (unsigned index : prints)
    if (index >= numParams || !bound[index].isPointer)
      return fail("--print " + Twine(index) + ": argument " + Twine(index) +
                  " is not a pointer argument");

  auto writeOutputs = [&]() -> int {
    for (unsigned index : prints)
      printArray(outs(), index, bound[index].array);
    outs().flush();
    for (auto &[index, path] : outRequests) {
      std::string err = npy::writeNpy(path, bound[index].array);
      if (!err.empty())
        return fail(err);
    }
    return 0;
  };
  if (placement->gpu) {
    SmallVector<unsigned> readBack(prints.begin(), prints.end());
    for (auto &[index, path] : outRequests)
      readBack.push_back(index);
    if (int rc =
            runOnGPU(**module, kernel, *placement->gpu, *placement->target,
                     numWarps, numStages, *grid, bound, interpArgs, readBack))
      return rc;
    return writeOutputs();
  }
  if (numStages >= 2) {
    mlir::PassManager pm(&context);
    buildRegisterPipelining(pm);
    if (failed(pm.run(**module)))
      return fail("tile-pipeline-loads failed (see the diagnostics above)");
  }
  if (Error err = interp::runKernel(kernel, interpArgs, *grid)) {
    handleAllErrors(
        std::move(err),
        [&](const interp::KernelError &e) {
          // Through the diagnostic engine: the source line and a caret.
          mlir::emitError(e.getLocation()) << e.getMessage();
        },
        [&](const ErrorInfoBase &e) { error(e.message()); });
    return 1;
  }

  return writeOutputs();
}
