//===- CodeGen.cpp - target machines, optimization, code emission ---------===//
#include "Target/CodeGen.h"
#include "Target/Internal.h"
#include "Target/PackNarrowPhis.h"
#include "Target/SinkSharedLoads.h"
#include "Target/UniformPin.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/OptimizationLevel.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <chrono>
#include <mutex>

using namespace tilec;
using namespace tilec::detail;

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

llvm::Error detail::makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

void detail::initializeTargets() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTarget();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUAsmPrinter();
    // Inline asm in kernels is parsed by the target's assembler.
    LLVMInitializeAMDGPUAsmParser();
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
    // Shared (and local, constant) pointers are 32-bit on NVIDIA, as
    // Triton's: shared addresses, the slots' arithmetic and wgmma's
    // descriptors stay in 32-bit registers instead of 64-bit pairs. The
    // NVPTX target machine reads this option when it computes its data
    // layout (prepareModule gives it to every module). LLVM 22's NVPTX
    // backend always registers it; were it gone, pointers would stay 64-bit
    // (correct code, the longer address arithmetic).
    auto &registered = llvm::cl::getRegisteredOptions();
    auto shortPointers = registered.find("nvptx-short-ptr");
    if (shortPointers != registered.end())
      static_cast<llvm::cl::opt<bool> *>(shortPointers->second)->setValue(true);
  });
}

llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
detail::createTargetMachine(const TargetInfo &t, unsigned optLevel,
                            bool fpFusion) {
  if (optLevel > 3)
    return makeError("optimization level " + llvm::Twine(optLevel) +
                     " is out of range (0-3)");
  initializeTargets();
  llvm::Triple triple(llvm::StringRef(t.triple));
  std::string lookupError;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, lookupError);
  if (!target)
    return makeError("no LLVM backend for " + llvm::StringRef(t.triple) +
                     " (target " + t.name + "): " + lookupError);
  static const llvm::CodeGenOptLevel levels[] = {
      llvm::CodeGenOptLevel::None, llvm::CodeGenOptLevel::Less,
      llvm::CodeGenOptLevel::Default, llvm::CodeGenOptLevel::Aggressive};
  std::optional<llvm::Reloc::Model> reloc;
  if (t.isAMDGPU())
    reloc = llvm::Reloc::PIC_;
  llvm::TargetOptions options;
  options.AllowFPOpFusion =
      fpFusion ? llvm::FPOpFusion::Fast : llvm::FPOpFusion::Standard;
  std::unique_ptr<llvm::TargetMachine> tm(
      target->createTargetMachine(triple, t.cpu, t.features, options, reloc,
                                  /*CM=*/std::nullopt, levels[optLevel]));
  if (!tm)
    return makeError("LLVM cannot create a target machine for " +
                     llvm::StringRef(t.name));
  return tm;
}

namespace tilec {
namespace detail {
/// Forwards everything but errors to the handler it replaced.
struct CapturingHandler : llvm::DiagnosticHandler {
  CapturingHandler(std::shared_ptr<std::string> errors,
                   std::unique_ptr<llvm::DiagnosticHandler> previous)
      : errors(std::move(errors)), previous(std::move(previous)) {}

  bool handleDiagnostics(const llvm::DiagnosticInfo &info) override {
    if (info.getSeverity() != llvm::DS_Error)
      return previous && previous->handleDiagnostics(info);
    llvm::raw_string_ostream os(*errors);
    if (!errors->empty())
      os << "; ";
    llvm::DiagnosticPrinterRawOStream printer(os);
    info.print(printer);
    return true;
  }
  bool isAnalysisRemarkEnabled(llvm::StringRef pass) const override {
    return previous && previous->isAnalysisRemarkEnabled(pass);
  }
  bool isMissedOptRemarkEnabled(llvm::StringRef pass) const override {
    return previous && previous->isMissedOptRemarkEnabled(pass);
  }
  bool isPassedOptRemarkEnabled(llvm::StringRef pass) const override {
    return previous && previous->isPassedOptRemarkEnabled(pass);
  }
  bool isAnyRemarkEnabled() const override {
    return previous && previous->isAnyRemarkEnabled();
  }

  std::shared_ptr<std::string> errors;
  std::unique_ptr<llvm::DiagnosticHandler> previous;
};
} // namespace detail
} // namespace tilec

DiagnosticCapture::DiagnosticCapture(llvm::LLVMContext &ctx)
    : ctx(ctx), errors(std::make_shared<std::string>()) {
  auto handler =
      std::make_unique<CapturingHandler>(errors, ctx.getDiagnosticHandler());
  installed = handler.get();
  ctx.setDiagnosticHandler(std::move(handler));
}

DiagnosticCapture::~DiagnosticCapture() {
  std::unique_ptr<llvm::DiagnosticHandler> current = ctx.getDiagnosticHandler();
  // Someone replaced our handler meanwhile: theirs stays.
  if (current.get() != installed) {
    ctx.setDiagnosticHandler(std::move(current));
    return;
  }
  ctx.setDiagnosticHandler(std::move(installed->previous));
}

llvm::Error DiagnosticCapture::takeError(const llvm::Twine &what) {
  std::string message = what.str() + ": " + *errors;
  errors->clear();
  return makeError(message);
}

llvm::Expected<TempDir> TempDir::create(llvm::StringRef prefix) {
  llvm::SmallString<128> path;
  if (std::error_code ec = llvm::sys::fs::createUniqueDirectory(prefix, path))
    return makeError("cannot create a temporary directory: " + ec.message());
  return TempDir(std::string(path));
}

TempDir::~TempDir() {
  if (!path.empty())
    llvm::sys::fs::remove_directories(path, /*IgnoreErrors=*/true);
}

std::string TempDir::file(llvm::StringRef name) const {
  return path + "/" + name.str();
}

llvm::Error detail::writeFile(llvm::StringRef path, llvm::StringRef data) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec)
    return makeError("cannot write " + path + ": " + ec.message());
  os << data;
  os.close();
  if (os.has_error()) {
    std::error_code error = os.error();
    // Cleared, or the stream's destructor ends the process.
    os.clear_error();
    return makeError("cannot write " + path + ": " + error.message());
  }
  return llvm::Error::success();
}

llvm::Expected<std::vector<char>> detail::readFile(llvm::StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!buffer)
    return makeError("cannot read " + path + ": " +
                     buffer.getError().message());
  llvm::StringRef bytes = (*buffer)->getBuffer();
  return std::vector<char>(bytes.begin(), bytes.end());
}

llvm::Error detail::ensurePrepared(llvm::Module &m, const TargetInfo &t) {
  if (m.getTargetTriple().str() == t.triple && !m.getDataLayout().isDefault())
    return llvm::Error::success();
  return prepareModule(m, t);
}

//===----------------------------------------------------------------------===//
// Module preparation and optimization
//===----------------------------------------------------------------------===//

llvm::Error tilec::prepareModule(llvm::Module &m, const TargetInfo &t) {
  auto tm = createTargetMachine(t, /*optLevel=*/3);
  if (!tm)
    return tm.takeError();
  m.setTargetTriple((*tm)->getTargetTriple());
  m.setDataLayout((*tm)->createDataLayout());
  // The runtime and docs/kernel-abi.md assume code object v5 (hidden kernel
  // arguments, implicit-argument layout); a different request is replaced.
  if (t.isAMDGPU())
    m.setModuleFlag(llvm::Module::Error, "amdhsa_code_object_version", 500);

  std::string problems;
  llvm::raw_string_ostream os(problems);
  if (llvm::verifyModule(m, &os))
    return makeError("invalid LLVM IR for " + llvm::StringRef(t.name) + ": " +
                     llvm::StringRef(problems).trim());
  return llvm::Error::success();
}

void tilec::releaseUniformPins(llvm::Module &m, const TargetInfo &t) {
  for (llvm::Function &fn : llvm::make_early_inc_range(m.functions())) {
    if (!fn.getName().starts_with(kUniformPinPrefix))
      continue;
    for (llvm::User *user : llvm::make_early_inc_range(fn.users())) {
      auto *call = llvm::cast<llvm::CallInst>(user);
      llvm::IRBuilder<> b(call);
      call->replaceAllUsesWith(b.CreateFreeze(call->getArgOperand(0)));
      call->eraseFromParent();
    }
    fn.eraseFromParent();
  }
}

llvm::Error tilec::optimizeModule(llvm::Module &m, const TargetInfo &t,
                                  const CodeGenOptions &o) {
  if (llvm::Error err = ensurePrepared(m, t))
    return err;
  auto tm = createTargetMachine(t, o.optLevel, o.fpFusion);
  if (!tm)
    return tm.takeError();
  DiagnosticCapture diags(m.getContext());

  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  // The constructor registers the target's own pipeline callbacks.
  llvm::PassBuilder pb(tm->get());
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);

  static const llvm::OptimizationLevel levels[] = {
      llvm::OptimizationLevel::O0, llvm::OptimizationLevel::O1,
      llvm::OptimizationLevel::O2, llvm::OptimizationLevel::O3};
  llvm::ModulePassManager mpm =
      o.optLevel == 0 ? pb.buildO0DefaultPipeline(llvm::OptimizationLevel::O0)
                      : pb.buildPerModuleDefaultPipeline(levels[o.optLevel]);
  mpm.run(m, mam);
  releaseUniformPins(m, t);
  // After LLVM's passes, which keep the lowering's order of shared-memory
  // reads and leave loop-carried 8/16-bit values one phi each; AMDGPU only
  // (ptxas schedules and allocates PTX again itself).
  if (t.isAMDGPU() && o.optLevel > 0)
    for (llvm::Function &f : m)
      if (!f.isDeclaration()) {
        sinkSharedLoads(f);
        packNarrowPhis(f, /*inElementOrder=*/!t.vgprHalves);
      }
  if (diags.hasErrors())
    return diags.takeError("optimizing for " + llvm::StringRef(t.name));
  return llvm::Error::success();
}

//===----------------------------------------------------------------------===//
// Code emission
//===----------------------------------------------------------------------===//

static llvm::Expected<std::string> runCodeGen(llvm::Module &m,
                                              const TargetInfo &t,
                                              const CodeGenOptions &o,
                                              llvm::CodeGenFileType type) {
  if (llvm::Error err = ensurePrepared(m, t))
    return std::move(err);
  releaseUniformPins(m, t);
  auto tm = createTargetMachine(t, o.optLevel, o.fpFusion);
  if (!tm)
    return tm.takeError();
  DiagnosticCapture diags(m.getContext());

  std::string out;
  {
    llvm::raw_string_ostream stream(out);
    llvm::buffer_ostream os(stream);
    llvm::legacy::PassManager pm;
    pm.add(new llvm::TargetLibraryInfoWrapperPass(
        llvm::TargetLibraryInfoImpl(m.getTargetTriple())));
    if ((*tm)->addPassesToEmitFile(pm, os, /*DwoOut=*/nullptr, type))
      return makeError("the " + llvm::StringRef(t.name) +
                       " backend cannot emit this file type");
    pm.run(m);
  }
  if (diags.hasErrors())
    return diags.takeError("code generation for " + llvm::StringRef(t.name));
  return out;
}

llvm::Expected<std::string> tilec::emitAssembly(llvm::Module &m,
                                                const TargetInfo &t,
                                                const CodeGenOptions &o) {
  return runCodeGen(m, t, o, llvm::CodeGenFileType::AssemblyFile);
}

llvm::Expected<std::vector<char>> tilec::emitObject(llvm::Module &m,
                                                    const TargetInfo &t,
                                                    const CodeGenOptions &o) {
  if (!t.isAMDGPU())
    return makeError(
        "emitObject: " + llvm::StringRef(t.name) +
        " has no relocatable object format here; use emitAssembly (PTX)");
  llvm::Expected<std::string> object =
      runCodeGen(m, t, o, llvm::CodeGenFileType::ObjectFile);
  if (!object)
    return object.takeError();
  return std::vector<char>(object->begin(), object->end());
}

//===----------------------------------------------------------------------===//
// The whole pipeline
//===----------------------------------------------------------------------===//

namespace {
/// Times one stage into CompiledBinary::stageMs.
class StageTimer {
public:
  StageTimer(std::map<std::string, double> &stageMs, llvm::StringRef name)
      : stageMs(stageMs), name(name.str()),
        start(std::chrono::steady_clock::now()) {}
  ~StageTimer() {
    std::chrono::duration<double, std::milli> elapsed =
        std::chrono::steady_clock::now() - start;
    stageMs[name] += elapsed.count();
  }

private:
  std::map<std::string, double> &stageMs;
  std::string name;
  std::chrono::steady_clock::time_point start;
};
} // namespace

static llvm::Error compileAMDGPU(llvm::Module &m, const TargetInfo &t,
                                 const CodeGenOptions &o, CompiledBinary &bin) {
  if (o.keepAssembly) {
    // Code generation mutates the module, so the text comes from a copy.
    StageTimer timer(bin.stageMs, "asm");
    std::unique_ptr<llvm::Module> copy = llvm::CloneModule(m);
    llvm::Expected<std::string> assembly = emitAssembly(*copy, t, o);
    if (!assembly)
      return assembly.takeError();
    bin.assembly = std::move(*assembly);
  }
  llvm::Expected<std::vector<char>> object = [&] {
    StageTimer timer(bin.stageMs, "codegen");
    return emitObject(m, t, o);
  }();
  if (!object)
    return object.takeError();
  llvm::Expected<std::vector<char>> codeObject = [&] {
    StageTimer timer(bin.stageMs, "lld");
    return linkCodeObject(*object);
  }();
  if (!codeObject)
    return codeObject.takeError();
  StageTimer timer(bin.stageMs, "stats");
  llvm::Expected<std::vector<KernelStats>> stats = readKernelStats(*codeObject);
  if (!stats)
    return stats.takeError();
  bin.bytes = std::move(*codeObject);
  bin.format = "hsaco";
  bin.kernels = std::move(*stats);
  return llvm::Error::success();
}

/// Threads per CTA that a `.maxntid x, y, z` line states (`line` starts
/// after the directive); 0 when it states none.
static unsigned threadsPerCTA(llvm::StringRef line) {
  unsigned threads = 1;
  for (int dim = 0; dim < 3; ++dim) {
    line = line.ltrim(" \t,");
    unsigned n = 0;
    if (line.consumeInteger(10, n) || n == 0)
      return dim == 0 ? 0 : threads;
    threads *= n;
  }
  return threads;
}

/// CodeGenOptions::occupancyRetry: a kernel whose registers alone keep it
/// below the CTAs per SM its threads and shared memory allow is assembled
/// again with the next level's register cap; the cubin without spills that
/// reaches that level replaces `bin`'s.
static llvm::Error retryForOccupancy(llvm::StringRef ptxas, const TargetInfo &t,
                                     const CodeGenOptions &o,
                                     CompiledBinary &bin) {
  if (bin.kernels.size() != 1 ||
      bin.assembly.find(".maxnreg") != std::string::npos)
    return llvm::Error::success();
  const KernelStats first = bin.kernels.front();
  // The kernel's `.maxntid` line: its threads, and where the cap goes.
  size_t at = bin.assembly.find(".maxntid ");
  size_t line = bin.assembly.find('\n', at);
  if (at == std::string::npos || line == std::string::npos)
    return llvm::Error::success();
  unsigned threads =
      threadsPerCTA(llvm::StringRef(bin.assembly).slice(at + 9, line));
  if (!threads || !first.registers)
    return llvm::Error::success();
  unsigned ctas = t.ctasPerSM(first.registers, threads, first.ldsBytes);
  unsigned allowed = t.ctasPerSM(/*registers=*/0, threads, first.ldsBytes);
  if (ctas == 0 || allowed <= ctas)
    return llvm::Error::success();
  unsigned cap = t.registerCapForCTAs(ctas + 1, threads);
  if (cap == 0 || cap >= first.registers || cap * 5 < first.registers * 4)
    return llvm::Error::success();
  // The cap as the kernel's own `.maxnreg` directive, after its `.maxntid`
  // line (ptxas keeps an entry's .maxntid limit over -maxrregcount).
  std::string ptx = bin.assembly;
  ptx.insert(line + 1, ".maxnreg " + std::to_string(cap) + "\n");
  StageTimer timer(bin.stageMs, "occupancy retry");
  auto cubin = detail::runPtxas(ptxas, ptx, t, o);
  if (!cubin)
    return cubin.takeError();
  std::vector<KernelStats> stats = parsePtxasInfo(cubin->second);
  if (stats.size() != 1 || stats[0].spillStoreBytes ||
      stats[0].spillLoadBytes || stats[0].scratchBytes > first.scratchBytes ||
      t.ctasPerSM(stats[0].registers, threads, first.ldsBytes) <= ctas)
    return llvm::Error::success();
  stats[0].waveSize = first.waveSize;
  stats[0].ldsBytes = first.ldsBytes;
  bin.bytes = std::move(cubin->first);
  bin.assembly = std::move(ptx);
  bin.kernels = std::move(stats);
  return llvm::Error::success();
}

static llvm::Error compileNVPTX(llvm::Module &m, const TargetInfo &t,
                                const CodeGenOptions &o, CompiledBinary &bin) {
  std::vector<std::string> kernelNames;
  for (llvm::Function &f : m)
    if (!f.isDeclaration() &&
        f.getCallingConv() == llvm::CallingConv::PTX_Kernel)
      kernelNames.push_back(f.getName().str());

  // Dynamic shared memory the kernel states (above CUDA's static limit);
  // ptxas reports only the static part.
  unsigned dynamicShared = 0;
  if (const llvm::GlobalVariable *g =
          m.getGlobalVariable("tilec_dynamic_smem_bytes"))
    if (const auto *c =
            llvm::dyn_cast_or_null<llvm::ConstantInt>(g->getInitializer()))
      dynamicShared = unsigned(c->getZExtValue());
  llvm::Expected<std::string> ptx = [&] {
    StageTimer timer(bin.stageMs, "codegen");
    avoidPtxasDefects(m);
    return emitAssembly(m, t, o);
  }();
  if (!ptx)
    return ptx.takeError();
  bin.assembly = std::move(*ptx);

  llvm::Expected<std::optional<std::string>> ptxas = findPtxas(o);
  if (!ptxas)
    return ptxas.takeError();
  if (!*ptxas) {
    bin.bytes.assign(bin.assembly.begin(), bin.assembly.end());
    bin.format = "ptx";
    for (const std::string &name : kernelNames) {
      KernelStats stats;
      stats.name = name;
      stats.waveSize = t.warpSize;
      stats.ldsBytes = dynamicShared;
      bin.kernels.push_back(std::move(stats));
    }
    return llvm::Error::success();
  }
  llvm::Expected<std::pair<std::vector<char>, std::string>> cubin = [&] {
    StageTimer timer(bin.stageMs, "ptxas");
    return runPtxas(**ptxas, bin.assembly, t, o);
  }();
  if (!cubin)
    return cubin.takeError();
  bin.bytes = std::move(cubin->first);
  bin.format = "cubin";
  bin.kernels = parsePtxasInfo(cubin->second);
  for (KernelStats &stats : bin.kernels) {
    stats.waveSize = t.warpSize;
    stats.ldsBytes += dynamicShared;
  }
  if (o.occupancyRetry)
    return retryForOccupancy(**ptxas, t, o, bin);
  return llvm::Error::success();
}

llvm::Error tilec::linkAndOptimize(llvm::Module &m, const TargetInfo &t,
                                   const CodeGenOptions &o,
                                   std::map<std::string, double> *stageMs) {
  std::map<std::string, double> unused;
  std::map<std::string, double> &ms = stageMs ? *stageMs : unused;
  {
    StageTimer timer(ms, "prepare");
    if (llvm::Error err = prepareModule(m, t))
      return err;
  }
  {
    // Before the one optimization pipeline: library code is inlined and
    // folded with the kernels' (optimizing first and again after linking
    // cost a second O3 pipeline per kernel calling the libraries).
    StageTimer timer(ms, "device-libs");
    if (llvm::Error err = linkDeviceLibraries(m, t, o))
      return err;
  }
  StageTimer timer(ms, "optimize");
  return optimizeModule(m, t, o);
}

llvm::Expected<CompiledBinary> tilec::compileModule(llvm::Module &m,
                                                    const TargetInfo &t,
                                                    const CodeGenOptions &o) {
  CompiledBinary bin;
  if (llvm::Error err = linkAndOptimize(m, t, o, &bin.stageMs))
    return std::move(err);
  llvm::Error err =
      t.isAMDGPU() ? compileAMDGPU(m, t, o, bin) : compileNVPTX(m, t, o, bin);
  if (err)
    return std::move(err);
  return bin;
}
