//===- Pipeline.cpp - the one compilation spine of tilec -----------------===//
#include "Pipeline/Pipeline.h"
#include "Pipeline/FatalErrorGuard.h"

#include "Conversion/Passes.h"
#include "Layout/Passes.h"
#include "Transforms/Passes.h"

#include "Tile/IR/TileDialect.h"
#include "TileGPU/IR/TileGPUDialect.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/ROCDL/ROCDLToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

#include "llvm/Transforms/Utils/Cloning.h"
#include <cstdlib>

#include "mlir/Transforms/Passes.h"
#include <chrono>
#include <string_view>

using namespace mlir;
using namespace tilec;

void tilec::registerAllDialects(DialectRegistry &registry) {
  registry.insert<tile::TileDialect, tilegpu::TileGPUDialect,
                  arith::ArithDialect, math::MathDialect, scf::SCFDialect,
                  func::FuncDialect, cf::ControlFlowDialect, gpu::GPUDialect,
                  LLVM::LLVMDialect, ROCDL::ROCDLDialect, NVVM::NVVMDialect>();
  func::registerInlinerExtension(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerROCDLDialectTranslation(registry);
  registerNVVMDialectTranslation(registry);
}

void tilec::buildTilePipeline(OpPassManager &pm) {
  pm.addPass(createInlinerPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createSymbolDCEPass());
}

/// With TILEC_TIME_PASSES set (to anything but "" or "0"), `pm` reports the
/// time of each of its passes to stderr when it is destroyed (MLIR's pass
/// timing: a profile of the front end, layout and lowering stages that
/// `--stats` sums up).
// The pipeline's diagnostic switches (read through diagnosticSwitch) and the
// device libraries' paths (read in Target/DeviceLibs.cpp).
static constexpr const char *kOutputEnvironment[] = {
    "TILEC_DEVICE_LIB_PATH",        "TILEC_LIBDEVICE_PATH",
    "TILEC_FUSE_OPERAND_EXCHANGES", "TILEC_WGMMA_OVERLAP",
    "TILEC_WGMMA_SHARED_A",         "TILEC_CONVERTING_SLOT_READS",
    "TILEC_NV_MIN_CTAS_PER_SM",     "TILEC_NV_OCCUPANCY_RETRY",
    "TILEC_ACCUMULATOR_STORES"};

llvm::ArrayRef<const char *> tilec::outputEnvironment() {
  return kOutputEnvironment;
}

/// The value of the diagnostic switch `name` ("" when unset); every switch
/// is in kOutputEnvironment, so the caches' keys cover it.
static StringRef diagnosticSwitch(StringRef name) {
  assert(llvm::any_of(kOutputEnvironment,
                      [&](const char *var) { return name == var; }) &&
         "a diagnostic switch missing from kOutputEnvironment");
  const char *value = std::getenv(name.str().c_str());
  return value ? StringRef(value) : StringRef();
}

static void maybeTimePasses(PassManager &pm) {
  const char *env = std::getenv("TILEC_TIME_PASSES");
  if (env && *env && std::string_view(env) != "0")
    pm.enableTiming();
}

LogicalResult tilec::runTilePipeline(ModuleOp module) {
  PassManager pm(module.getContext());
  maybeTimePasses(pm);
  buildTilePipeline(pm);
  return pm.run(module);
}

FailureOr<OwningOpRef<ModuleOp>>
tilec::compileToTileIR(MLIRContext &context, llvm::SourceMgr &sourceMgr,
                       const KernelSpec &spec) {
  DialectRegistry registry;
  registerAllDialects(registry);
  context.appendDialectRegistry(registry);
  context.loadAllAvailableDialects();
  FailureOr<OwningOpRef<ModuleOp>> module =
      buildTileModule(context, sourceMgr, spec);
  if (failed(module))
    return failure();
  if (failed(verify(module->get())) || failed(runTilePipeline(module->get())))
    return failure();
  return module;
}

void tilec::buildRegisterPipelining(OpPassManager &pm) {
  pm.addPass(createSplitLoopPointers());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createPipelineLoads());
  pm.addPass(createCSEPass());
}

void tilec::buildGPUPipeline(OpPassManager &pm, const TargetInfo &target,
                             const GPUCompileOptions &options) {
  // Pipelining: targets with asynchronous copies stream dot operands through
  // shared memory (tile-pipeline-async, after layouts); the others prefetch
  // loads into registers.
  bool asyncCopies = options.numStages >= 2 && target.hasAsyncCopy();
  if (options.numStages >= 2 && !asyncCopies) {
    buildRegisterPipelining(pm);
  } else if (target.isAMDGPU()) {
    // Loop-carried pointer tiles as a scalar base (tile-split-loop-pointers;
    // part of the register pipelining above). Measured on AMD only.
    pm.addPass(createSplitLoopPointers());
    pm.addPass(createCanonicalizerPass());
  }
  // The module's tilegpu.target, which every later pass reads, comes from
  // here.
  AssignLayoutsOptions layoutOptions;
  layoutOptions.numWarps = options.numWarps;
  layoutOptions.chip = std::string(target.name);
  // TILEC_ACCUMULATOR_STORES=shared|direct overrides how matrix-core results
  // are stored (A/B timing; the JIT's cache key includes it).
  layoutOptions.accumulatorStores =
      diagnosticSwitch("TILEC_ACCUMULATOR_STORES").str();
  pm.addPass(createAssignLayouts(layoutOptions));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  // Conversions of loop-invariant tiles (e.g. Q into a dot operand layout)
  // happen once, before the loop.
  pm.addPass(createLoopInvariantCodeMotionPass());
  pm.addPass(createCSEPass());
  // ...unless the loop cannot afford to hold them in registers, or wgmma
  // can read them from shared memory in place (once tile-pipeline-async has
  // put the dots' other operand in slots; TILEC_WGMMA_SHARED_A=never keeps
  // them in registers and =always moves them under the register budget too,
  // both for A/B timing; the JIT's cache key includes it).
  StreamDotOperandsOptions streamOptions;
  StringRef sharedA = diagnosticSwitch("TILEC_WGMMA_SHARED_A");
  streamOptions.wgmmaOperands = asyncCopies && sharedA != "never";
  streamOptions.wgmmaOperandsAlways =
      streamOptions.wgmmaOperands && sharedA == "always";
  pm.addPass(createStreamDotOperands(streamOptions));
  if (asyncCopies) {
    PipelineAsyncOptions asyncOptions;
    asyncOptions.numStages = options.numStages;
    // TILEC_CONVERTING_SLOT_READS=never reads small loads' slots in the
    // load's layout and converts after (A/B timing; in the JIT's cache key).
    asyncOptions.convertingReads =
        diagnosticSwitch("TILEC_CONVERTING_SLOT_READS") != "never";
    pm.addPass(createPipelineAsync(asyncOptions));
    pm.addPass(createCanonicalizerPass());
    pm.addPass(createCSEPass());
  }
  // Last: which dots run on wgmma depends on the slots above and on who
  // reads them after CSE.
  pm.addPass(createSelectMmaInstructions());
  // TILEC_WGMMA_OVERLAP=never keeps every wgmma group inside its loop
  // iteration, =always also lets groups reading register A operands the
  // body computes run on when the carried accumulators only chain (the
  // backward's dS K; diagnostics: the same kernels with and without; the
  // JIT's cache key includes it).
  WgmmaAsyncOptions asyncOptions;
  StringRef overlap = diagnosticSwitch("TILEC_WGMMA_OVERLAP");
  asyncOptions.overlapIterations = overlap != "never";
  asyncOptions.overlapRegisterA = overlap == "always";
  pm.addPass(createWgmmaAsync(asyncOptions));
  // Then the placement of shared memory, recorded in the IR (`--emit gpu`
  // shows it) for the lowering to read.
  // TILEC_FUSE_OPERAND_EXCHANGES=always|never overrides where a matmul's
  // two operand exchanges share barriers (diagnostics; the JIT's cache key
  // includes it).
  AllocateSharedMemoryOptions allocOptions;
  if (StringRef fuse = diagnosticSwitch("TILEC_FUSE_OPERAND_EXCHANGES");
      !fuse.empty())
    allocOptions.fuseOperandExchanges = fuse.str();
  pm.addPass(createAllocateSharedMemory(allocOptions));
}

void tilec::buildLLVMPipeline(OpPassManager &pm, StringRef chip,
                              bool zeroPageMaskedLoads, bool bufferAccesses) {
  ConvertTileToLLVMOptions options;
  options.chip = chip.str();
  options.zeroPageMaskedLoads = zeroPageMaskedLoads;
  options.bufferAccesses = bufferAccesses;
  pm.addPass(createConvertTileToLLVM(options));
  // -convert-scf-to-cf, -convert-arith-to-llvm, -convert-cf-to-llvm without
  // pattern rollback (lib/Conversion/ControlFlowToLLVM.cpp).
  pm.addPass(createConvertControlFlowToLLVM());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());
}

namespace {
struct ChipOptions : PassPipelineOptions<ChipOptions> {
  Option<std::string> chip{*this, "chip",
                           llvm::cl::desc("target from the target table")};
};

struct GPUPipelineOptions : PassPipelineOptions<GPUPipelineOptions> {
  Option<std::string> chip{*this, "chip",
                           llvm::cl::desc("target from the target table")};
  Option<unsigned> numWarps{*this, "num-warps",
                            llvm::cl::desc("warps per program"),
                            llvm::cl::init(4)};
  Option<unsigned> numStages{*this, "num-stages",
                             llvm::cl::desc("software pipelining depth"),
                             llvm::cl::init(1)};
};

} // namespace

void tilec::registerPipelines() {
  PassPipelineRegistration<>(
      "tilec-tile-pipeline",
      "the tile-level clean-ups the interpreter and every backend start from",
      [](OpPassManager &pm) { buildTilePipeline(pm); });
  PassPipelineRegistration<GPUPipelineOptions>(
      "tilec-gpu-pipeline",
      "tilec compile's layout stage: tile IR -> layout-annotated IR",
      [](OpPassManager &pm, const GPUPipelineOptions &o) {
        const TargetInfo *target = lookupTarget(o.chip);
        if (!target) {
          // The layout pass reports the unknown target and fails the run.
          AssignLayoutsOptions bad;
          bad.chip = o.chip;
          pm.addPass(createAssignLayouts(bad));
          return;
        }
        GPUCompileOptions options;
        options.numWarps = o.numWarps;
        options.numStages = o.numStages;
        buildGPUPipeline(pm, *target, options);
      });
  PassPipelineRegistration<ChipOptions>(
      "tilec-llvm-pipeline",
      "tilec compile's lowering stage: layout-annotated IR -> LLVM dialect",
      [](OpPassManager &pm, const ChipOptions &o) {
        // The lowering reports an unknown chip, or one other than the
        // module's tilegpu.target, and fails the run.
        buildLLVMPipeline(pm, o.chip);
      });
}

namespace {
/// Milliseconds since construction.
struct StageTimer {
  std::chrono::steady_clock::time_point start =
      std::chrono::steady_clock::now();
  double ms() const {
    return std::chrono::duration<double, std::milli>(
               std::chrono::steady_clock::now() - start)
        .count();
  }
};
} // namespace

static llvm::Error stageError(StringRef stage, const TargetInfo &target) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "%s failed for %s (see the diagnostics above)",
                                 stage.str().c_str(),
                                 std::string(target.name).c_str());
}

/// A missing device library is reported where the kernel needs it: at the
/// first call of one of its functions in the LLVM-dialect `module`, which
/// still carries the kernel's source locations (the llvm::Module does not).
/// Other errors pass through.
static llvm::Error locateDeviceLibraryError(llvm::Error err, ModuleOp module,
                                            const TargetInfo &target) {
  return llvm::handleErrors(
      std::move(err),
      [&](std::unique_ptr<DeviceLibraryError> e) -> llvm::Error {
        Operation *first = nullptr;
        module.walk([&](LLVM::CallOp call) {
          std::optional<StringRef> callee = call.getCallee();
          if (!callee || !llvm::is_contained(e->needed, *callee))
            return WalkResult::advance();
          first = call;
          return WalkResult::interrupt();
        });
        if (!first)
          return llvm::Error(std::move(e));
        emitError(first->getLoc(), e->message);
        return stageError("linking device libraries", target);
      });
}

/// The user libraries the kernel's tile.extern_call ops call into, one entry
/// per path with the symbols called from it.
static std::vector<ExternLibrary> externLibraries(ModuleOp module) {
  std::vector<ExternLibrary> libs;
  module.walk([&](tile::ExternCallOp call) {
    auto it = llvm::find_if(libs, [&](const ExternLibrary &lib) {
      return lib.path == call.getLibPath();
    });
    if (it == libs.end()) {
      libs.push_back({call.getLibName().str(), call.getLibPath().str(), {}});
      it = std::prev(libs.end());
    }
    if (!llvm::is_contained(it->symbols, call.getSymbol()))
      it->symbols.push_back(call.getSymbol().str());
  });
  return libs;
}

/// compileForTarget without the fatal-error guard; `stage` names the stage
/// running (for the internal-error message).
/// Whether the layout-annotated `module` has a masked load that
/// zero-page-masked-loads would lower without a branch.
static bool hasSpeculatableMaskedLoads(ModuleOp module) {
  bool found = false;
  module.walk([&](tile::LoadOp load) {
    found = load.getMask() && !load.getIsVolatile();
    return found ? WalkResult::interrupt() : WalkResult::advance();
  });
  return found;
}

/// Whether a kernel of `module` has a pointer argument with the `:2g` hint
/// (tile.within_2gib): its accesses may be buffer operations on AMDGPU.
static bool hasWithin2GiBArguments(ModuleOp module) {
  bool found = false;
  module.walk([&](func::FuncOp func) {
    for (unsigned i = 0; i < func.getNumArguments(); ++i)
      found |= bool(func.getArgAttr(i, tile::kWithin2GiBAttrName));
  });
  return found;
}

static unsigned maxScratchBytes(const CompiledBinary &binary) {
  unsigned bytes = 0;
  for (const KernelStats &k : binary.kernels)
    bytes = std::max(bytes, k.scratchBytes);
  return bytes;
}

/// Whether a kernel's VGPRs (with AGPRs) alone allow fewer waves per SIMD
/// than the target's maximum: then fewer registers can buy occupancy.
static bool registersLimitOccupancy(const CompiledBinary &binary,
                                    const TargetInfo &target) {
  for (const KernelStats &k : binary.kernels)
    if (computeWavesPerSIMD(target, k.vgprs, /*sgprs=*/0, /*ldsBytes=*/0,
                            /*maxFlatWorkgroupSize=*/0) <
        target.maxWavesPerSIMD)
      return true;
  return false;
}

/// AMDGPU: the waves per SIMD to ask the backend for in a second code
/// generation (`amdgpu-waves-per-eu`), or 0 for none. Asked when every
/// kernel is free of scratch, some kernel's VGPRs alone hold it below the
/// waves its LDS, workgroup size and SGPRs allow, and the next level's VGPR
/// budget is at least 7/8 of what it uses: within reach of the scheduler's
/// and rematerialization's register savings (over the real-world corpus
/// every variant that reached its level without scratch was within 11%;
/// further off, the second code generation is spent for nothing).
static unsigned occupancyRetryWaves(const CompiledBinary &binary,
                                    const TargetInfo &target) {
  unsigned ask = 0;
  for (const KernelStats &k : binary.kernels) {
    if (k.scratchBytes)
      return 0;
    unsigned byRegisters = computeWavesPerSIMD(target, k.vgprs, 0, 0, 0);
    unsigned byTheRest = computeWavesPerSIMD(target, 0, k.sgprs, k.ldsBytes,
                                             k.maxFlatWorkgroupSize);
    if (byRegisters >= byTheRest)
      continue;
    unsigned level = byRegisters + 1;
    unsigned budget = llvm::alignDown(target.vgprFilePerLane / level,
                                      target.vgprAllocGranule);
    if (budget * 8 < k.vgprs * 7)
      return 0;
    ask = std::max(ask, level);
  }
  return ask;
}

/// The kernels' machine code, in bytes.
static uint64_t codeBytes(const CompiledBinary &binary) {
  uint64_t bytes = 0;
  for (const KernelStats &k : binary.kernels)
    bytes += k.codeBytes;
  return bytes;
}

/// The fewest waves per SIMD among `binary`'s kernels.
static unsigned leastWaves(const CompiledBinary &binary) {
  unsigned waves = ~0u;
  for (const KernelStats &k : binary.kernels)
    waves = std::min(waves, k.wavesPerSIMD);
  return waves;
}

/// Whether `a` is worse than `b`: more scratch, or as much and more VGPRs.
static bool costlier(const CompiledBinary &a, const CompiledBinary &b) {
  auto cost = [](const CompiledBinary &c) {
    unsigned vgprs = 0;
    for (const KernelStats &k : c.kernels)
      vgprs = std::max(vgprs, k.vgprs);
    return std::make_pair(maxScratchBytes(c), vgprs);
  };
  return cost(b) < cost(a);
}

/// Whether `b` spills less than `a`, or as much with more waves per SIMD.
static bool spillsLessOrRunsMoreWaves(const CompiledBinary &a,
                                      const CompiledBinary &b) {
  auto cost = [](const CompiledBinary &c) {
    return std::make_pair(maxScratchBytes(c), -int64_t(leastWaves(c)));
  };
  return cost(b) < cost(a);
}

/// Lowering of the layout-annotated `module` to the LLVM dialect (in place)
/// and its translation to LLVM IR in `llvmContext`, with the kernels'
/// function attributes; stage times into `stageMs`.
static llvm::Expected<std::unique_ptr<llvm::Module>>
lowerToLLVMIR(ModuleOp module, const TargetInfo &target,
              const GPUCompileOptions &options, bool zeroPageMaskedLoads,
              llvm::LLVMContext &llvmContext,
              std::map<std::string, double> &stageMs, const char *&stage,
              bool bufferAccesses = true) {
  stage = "lowering to LLVM";
  StageTimer lowerTimer;
  PassManager llvmPM(module.getContext());
  maybeTimePasses(llvmPM);
  buildLLVMPipeline(llvmPM, /*chip=*/{}, zeroPageMaskedLoads, bufferAccesses);
  if (failed(llvmPM.run(module)))
    return stageError("lowering to LLVM", target);
  stageMs["to-llvm"] += lowerTimer.ms();

  stage = "translation to LLVM IR";
  StageTimer translateTimer;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, llvmContext);
  if (!llvmModule)
    return stageError("translation to LLVM IR", target);
  stageMs["translate"] += translateTimer.ms();
  if (options.wavesPerEU && target.isAMDGPU()) {
    if (options.wavesPerEU > target.maxWavesPerSIMD)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "waves-per-eu %u is more than the %u waves a SIMD of %s holds",
          options.wavesPerEU, target.maxWavesPerSIMD,
          std::string(target.name).c_str());
    for (llvm::Function &f : *llvmModule)
      if (f.getCallingConv() == llvm::CallingConv::AMDGPU_KERNEL)
        f.addFnAttr("amdgpu-waves-per-eu", std::to_string(options.wavesPerEU));
  }
  // NVIDIA: a register cap per thread (`.maxnreg`, Triton's maxnreg).
  if (options.maxRegisters && !target.isAMDGPU()) {
    if (options.maxRegisters > 255)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "maxnreg %u: expected a register count from 1 to 255",
          options.maxRegisters);
    for (llvm::Function &f : *llvmModule)
      if (f.getCallingConv() == llvm::CallingConv::PTX_Kernel)
        f.addFnAttr("nvvm.maxnreg", std::to_string(options.maxRegisters));
  }
  // TILEC_NV_MIN_CTAS_PER_SM=N (NVIDIA; a diagnostic switch for timing
  // occupancy, in the JIT's cache key): every kernel asks ptxas for N CTAs
  // per SM (`.minnctapersm N`), which caps its registers accordingly.
  if (StringRef ctas = diagnosticSwitch("TILEC_NV_MIN_CTAS_PER_SM");
      !ctas.empty() && !target.isAMDGPU()) {
    unsigned n = 0;
    if (ctas.getAsInteger(10, n) || n == 0 || n > 32)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "TILEC_NV_MIN_CTAS_PER_SM=%s: expected a number of CTAs from 1 to 32",
          ctas.str().c_str());
    for (llvm::Function &f : *llvmModule)
      if (f.getCallingConv() == llvm::CallingConv::PTX_Kernel)
        f.addFnAttr("nvvm.minctasm", std::to_string(n));
  }
  return llvmModule;
}

static llvm::Expected<TargetArtifact>
compileUnguarded(ModuleOp tileModule, const TargetInfo &target,
                 const GPUCompileOptions &options, EmitKind emit,
                 const char *&stage) {
  TargetArtifact artifact;
  OwningOpRef<ModuleOp> module = tileModule.clone();
  MLIRContext *ctx = module->getContext();

  stage = "layout assignment";
  maybeInjectFatalError("layouts");
  StageTimer layoutTimer;
  PassManager layoutPM(ctx);
  maybeTimePasses(layoutPM);
  buildGPUPipeline(layoutPM, target, options);
  if (failed(layoutPM.run(*module)))
    return stageError("layout assignment", target);
  artifact.stageMs["layouts"] = layoutTimer.ms();
  if (emit == EmitKind::GPU) {
    llvm::raw_string_ostream os(artifact.text);
    module->print(os);
    return artifact;
  }

  // AMDGPU masked loads branch around each vector by default. When the
  // kernel then spills, or its registers hold it below the target's most
  // waves per SIMD, the same GPU IR is lowered a second time with zero-page
  // masked loads (no branches: loop bodies stay one block for the
  // scheduler) and the variant with less scratch, then fewer VGPRs, is
  // kept. Other kernels (small ones at full occupancy) compile once.
  OwningOpRef<ModuleOp> zeroPageCandidate;
  if (target.isAMDGPU() && hasSpeculatableMaskedLoads(*module))
    zeroPageCandidate = module->clone();
  // AMDGPU buffer operations (through `:2g` arguments) shorten loops (no
  // 64-bit address or branch per vector) but may keep more registers in
  // flight: when the kernel then spills, or its registers hold it below
  // the target's most waves per SIMD, the same GPU IR is lowered once more
  // with global loads and stores, and the variant with less scratch, then
  // fewer VGPRs, is kept (docs/performance.md, "Buffer operations").
  OwningOpRef<ModuleOp> globalCandidate;
  if (target.bufferResourceFlags && hasWithin2GiBArguments(*module))
    globalCandidate = module->clone();

  llvm::LLVMContext llvmContext;
  llvm::Expected<std::unique_ptr<llvm::Module>> lowered =
      lowerToLLVMIR(*module, target, options, /*zeroPageMaskedLoads=*/false,
                    llvmContext, artifact.stageMs, stage);
  if (!lowered)
    return lowered.takeError();
  std::unique_ptr<llvm::Module> llvmModule = std::move(*lowered);

  stage = "LLVM optimization and code generation";
  maybeInjectFatalError("codegen");
  CodeGenOptions codegen;
  codegen.optLevel = options.optLevel;
  codegen.fpFusion = options.fpFusion;
  codegen.externLibraries = externLibraries(tileModule);
  codegen.keepAssembly = emit == EmitKind::Assembly;
  codegen.runPtxas = emit == EmitKind::Binary;
  // TILEC_NV_OCCUPANCY_RETRY=always (NVIDIA; timing the rule before it is a
  // default; in the JIT's cache key): a kernel whose registers cost it a CTA
  // per SM is assembled again with the register cap of the next level and
  // kept if it spills nothing (CodeGenOptions::occupancyRetry).
  if (StringRef retry = diagnosticSwitch("TILEC_NV_OCCUPANCY_RETRY");
      retry == "always")
    codegen.occupancyRetry = !target.isAMDGPU();
  else if (!retry.empty() && retry != "never")
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "TILEC_NV_OCCUPANCY_RETRY=%s: expected always or never",
        retry.str().c_str());

  // The code object, when the emitted kind is made from it (hsaco, asm) or
  // the zero-page or occupancy choice needs it (then from a copy of the
  // module). For the occupancy retry below (AMDGPU, unless the user chose
  // the waves per SIMD) each variant's module is kept as lowered.
  std::optional<CompiledBinary> binary;
  bool emitsBinary = emit == EmitKind::Binary || emit == EmitKind::Assembly;
  bool occupancyRetry = target.isAMDGPU() && !options.wavesPerEU;
  std::unique_ptr<llvm::Module> branchyLowered, zeroPageLowered;
  // The global-access retry's lowerings (kept or not), each with its own
  // code size: the occupancy retry tries them too and measures their growth
  // against their own code, not the buffer variant's shorter code.
  std::vector<std::pair<std::unique_ptr<llvm::Module>, uint64_t>> globalLowered;
  if (emitsBinary || zeroPageCandidate || globalCandidate || occupancyRetry) {
    std::unique_ptr<llvm::Module> copy;
    if (!emitsBinary)
      copy = llvm::CloneModule(*llvmModule);
    if (occupancyRetry)
      branchyLowered = llvm::CloneModule(*llvmModule);
    llvm::Expected<CompiledBinary> compiled =
        compileModule(emitsBinary ? *llvmModule : *copy, target, codegen);
    if (!compiled)
      return locateDeviceLibraryError(compiled.takeError(), *module, target);
    binary = std::move(*compiled);
  }
  // The statistics of the variant with the least scratch and fewest VGPRs
  // compiled so far, kept or not: the occupancy retry starts from it (a
  // global-access variant a few registers short of the next level may be
  // dropped for the buffer variant's shorter code at equal waves, and still
  // be the one the retry brings to that level).
  CompiledBinary leanest;
  if (binary)
    leanest.kernels = binary->kernels;
  // Lowers `candidate` (a copy of the GPU IR) once more with the given
  // masked-load and buffer-access choices, compiles it, and keeps it when
  // `better(code object so far, it)`; returns a copy of its LLVM module for
  // the occupancy retry (null when that retry is off) and its code size.
  using Better = bool (*)(const CompiledBinary &, const CompiledBinary &);
  auto retryLowering =
      [&](OwningOpRef<ModuleOp> candidate, bool zeroPage, bool bufferAccesses,
          std::map<std::string, double> &retryMs, Better better)
      -> llvm::Expected<std::pair<std::unique_ptr<llvm::Module>, uint64_t>> {
    llvm::Expected<std::unique_ptr<llvm::Module>> alternative =
        lowerToLLVMIR(*candidate, target, options, zeroPage, llvmContext,
                      retryMs, stage, bufferAccesses);
    if (!alternative)
      return alternative.takeError();
    stage = "LLVM optimization and code generation";
    std::unique_ptr<llvm::Module> copy;
    if (!emitsBinary)
      copy = llvm::CloneModule(**alternative);
    std::unique_ptr<llvm::Module> kept;
    if (occupancyRetry)
      kept = llvm::CloneModule(**alternative);
    llvm::Expected<CompiledBinary> compiled =
        compileModule(emitsBinary ? **alternative : *copy, target, codegen);
    if (!compiled)
      return locateDeviceLibraryError(compiled.takeError(), *candidate, target);
    uint64_t bytes = codeBytes(*compiled);
    if (costlier(leanest, *compiled))
      leanest.kernels = compiled->kernels;
    if (better(*binary, *compiled)) {
      llvmModule = std::move(*alternative);
      binary = std::move(*compiled);
      module = std::move(candidate);
    }
    return std::make_pair(std::move(kept), bytes);
  };

  if (zeroPageCandidate && (maxScratchBytes(*binary) > 0 ||
                            registersLimitOccupancy(*binary, target))) {
    StageTimer retryTimer;
    std::map<std::string, double> retryMs;
    auto tried = retryLowering(std::move(zeroPageCandidate),
                               /*zeroPage=*/true, /*bufferAccesses=*/true,
                               retryMs, costlier);
    if (!tried)
      return tried.takeError();
    zeroPageLowered = std::move(tried->first);
    artifact.stageMs["zero-page retry"] = retryTimer.ms();
  }

  // Global accesses with and (where masked loads allow it) without
  // branches, as the lowering without buffer operations would choose; kept
  // only for less scratch or more waves (at the same occupancy the buffer
  // accesses' shorter code wins over a few registers: vLLM's fused MoE on
  // gfx942 66 -> 74 VGPRs, 6 waves either way, loop 156 -> 127
  // instructions). Tried for a kernel that spills, or whose next level of
  // waves is within the occupancy retry's reach (occupancyRetryWaves); one
  // further off keeps its waves with either access (the flash attention
  // forward, D 128, on gfx942: 240 VGPRs, 2 waves; its global variants,
  // 494 of its 1020 ms, were compiled for nothing).
  if (globalCandidate && binary &&
      (maxScratchBytes(*binary) > 0 ||
       occupancyRetryWaves(leanest, target) != 0)) {
    StageTimer retryTimer;
    std::map<std::string, double> retryMs;
    SmallVector<bool, 2> zeroPageChoices{false};
    if (hasSpeculatableMaskedLoads(*globalCandidate))
      zeroPageChoices.push_back(true);
    for (bool zeroPage : zeroPageChoices) {
      auto tried = retryLowering(globalCandidate->clone(), zeroPage,
                                 /*bufferAccesses=*/false, retryMs,
                                 spillsLessOrRunsMoreWaves);
      if (!tried)
        return tried.takeError();
      if (tried->first)
        globalLowered.push_back(std::move(*tried));
    }
    artifact.stageMs["global-access retry"] = retryTimer.ms();
  }

  // AMDGPU occupancy retry: a kernel whose VGPRs alone cost it a wave per
  // SIMD, close to the next level's budget, is generated again with
  // `amdgpu-waves-per-eu` at that level (the scheduler then aims for it and
  // rematerializes to get there), from each lowering the zero-page choice
  // compiled (with and without branches: either may be the one that gets
  // there), and the variant that reaches the level with no scratch, at most
  // 5% more code and the fewest VGPRs is kept (more code is mostly values
  // rematerialized inside loops: over the real-world corpus 10 kernels got
  // their next level, 3 of them with 10-42% more code, loops up to 50%
  // longer, more than the wave gained buys back). Kernels at their most
  // waves, or that spill, or far from the next level compile once
  // (occupancyRetryWaves).
  if (unsigned ask =
          occupancyRetry && binary ? occupancyRetryWaves(leanest, target) : 0) {
    StageTimer retryTimer;
    uint64_t firstCodeBytes = codeBytes(*binary);
    std::vector<std::pair<std::unique_ptr<llvm::Module> *, uint64_t>> tries{
        {&branchyLowered, firstCodeBytes}, {&zeroPageLowered, firstCodeBytes}};
    for (auto &[lowered, bytes] : globalLowered)
      tries.push_back({&lowered, bytes});
    for (auto [lowered, baseBytes] : tries) {
      if (!*lowered)
        continue;
      for (llvm::Function &f : **lowered)
        if (f.getCallingConv() == llvm::CallingConv::AMDGPU_KERNEL)
          f.addFnAttr("amdgpu-waves-per-eu", std::to_string(ask));
      std::unique_ptr<llvm::Module> copy;
      if (!emitsBinary)
        copy = llvm::CloneModule(**lowered);
      llvm::Expected<CompiledBinary> compiled =
          compileModule(emitsBinary ? **lowered : *copy, target, codegen);
      if (!compiled)
        return locateDeviceLibraryError(compiled.takeError(), *module, target);
      if (maxScratchBytes(*compiled) == 0 && leastWaves(*compiled) >= ask &&
          codeBytes(*compiled) * 20 <= baseBytes * 21 &&
          (leastWaves(*binary) < ask || costlier(*binary, *compiled))) {
        binary = std::move(*compiled);
        llvmModule = std::move(*lowered);
      }
    }
    artifact.stageMs["occupancy retry"] = retryTimer.ms();
  }

  if (emit == EmitKind::LLVM) {
    if (llvm::Error err = linkAndOptimize(*llvmModule, target, codegen))
      return locateDeviceLibraryError(std::move(err), *module, target);
    llvm::raw_string_ostream os(artifact.text);
    llvmModule->print(os, nullptr);
    return artifact;
  }
  if (emit == EmitKind::Object) {
    if (!target.isAMDGPU())
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "--emit obj is for AMDGPU targets; use asm (PTX) or cubin");
    if (llvm::Error err = linkAndOptimize(*llvmModule, target, codegen))
      return locateDeviceLibraryError(std::move(err), *module, target);
    llvm::Expected<std::vector<char>> object =
        emitObject(*llvmModule, target, codegen);
    if (!object)
      return object.takeError();
    artifact.binary.bytes = std::move(*object);
    artifact.binary.format = "obj";
    return artifact;
  }
  artifact.binary = std::move(*binary);
  for (auto &[stage, ms] : artifact.binary.stageMs)
    artifact.stageMs[stage] = ms;
  if (emit == EmitKind::Assembly)
    artifact.text = artifact.binary.assembly;
  return artifact;
}

llvm::Expected<TargetArtifact>
tilec::compileForTarget(ModuleOp tileModule, const TargetInfo &target,
                        const GPUCompileOptions &options, EmitKind emit) {
  const char *stage = "compilation";
  std::optional<llvm::Expected<TargetArtifact>> result;
  std::optional<std::string> fatal = runGuarded([&] {
    result.emplace(compileUnguarded(tileModule, target, options, emit, stage));
  });
  if (!fatal)
    return std::move(*result);
  // An LLVM fatal error: a compiler bug, reported at the kernel (the tile
  // module's location) instead of ending the process.
  Location loc = tileModule.getLoc();
  tileModule.walk([&](func::FuncOp f) {
    loc = f.getLoc();
    return WalkResult::interrupt();
  });
  emitError(loc) << "internal compiler error in " << stage << " for "
                 << target.name << ": " << *fatal
                 << " (please report this kernel)";
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "internal compiler error in %s for %s", stage,
                                 std::string(target.name).c_str());
}
