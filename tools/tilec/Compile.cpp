//===- Compile.cpp - `tilec compile`: source to IR or code objects -------===//
#include "Driver.h"
#include "SourceInput.h"

#include "Pipeline/Pipeline.h"
#include "Target/Comgr.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace llvm;
using namespace tilec;
using tilec::driver::print;

namespace {
struct EmitChoice {
  bool tile = false;
  bool disassemble =
      false; // --emit disasm: comgr's disassembly of the code object
  EmitKind kind = EmitKind::Binary;
  bool binaryOutput = false;
};
} // namespace

static std::optional<EmitChoice> parseEmit(StringRef emit) {
  EmitChoice c;
  if (emit == "tile") {
    c.tile = true;
    return c;
  }
  if (emit == "disasm") {
    c.disassemble = true;
    c.kind = EmitKind::Binary;
    return c;
  }
  std::optional<EmitKind> kind =
      StringSwitch<std::optional<EmitKind>>(emit)
          .Case("gpu", EmitKind::GPU)
          .Case("llvm", EmitKind::LLVM)
          .Case("asm", EmitKind::Assembly)
          .Case("obj", EmitKind::Object)
          .Cases({"hsaco", "cubin", "bin"}, EmitKind::Binary)
          .Default(std::nullopt);
  if (!kind)
    return std::nullopt;
  c.kind = *kind;
  c.binaryOutput = *kind == EmitKind::Object || *kind == EmitKind::Binary;
  return c;
}

/// Output path for `target` when several targets are compiled at once:
/// "k.hsaco" becomes "k.gfx942.hsaco".
static std::string outputFor(StringRef output, StringRef target, bool several) {
  if (!several || output == "-")
    return output.str();
  SmallString<256> path(output);
  std::string ext = sys::path::extension(output).str();
  sys::path::replace_extension(path, "");
  return std::string(path.str()) + "." + target.str() + ext;
}

/// AMD code objects: who read the metadata --stats prints; with comgr at
/// hand, comgr and tilec's reader cross-check every figure (inspectCodeObject),
/// and a disagreement is an error.
static bool printMetadataCheck(const TargetInfo &target,
                               const TargetArtifact &artifact) {
  if (!target.isAMDGPU() || artifact.binary.format != "hsaco")
    return true;
  Expected<CodeObjectInfo> info =
      inspectCodeObject(artifact.binary.bytes, MetadataReader::Auto);
  if (!info) {
    print(errs(), "tilec compile: error: {}: {}\n", target.name,
          toString(info.takeError()));
    return false;
  }
  if (info->isa.empty())
    print(outs(), "  metadata: read by {}\n", info->readBy);
  else
    print(outs(), "  metadata: {}, code object v{}, read by {}\n", info->isa,
          info->codeObjectVersion, info->readBy);
  return true;
}

static void printStats(const TargetInfo &target, const TargetArtifact &artifact,
                       double frontEndMs) {
  for (const KernelStats &k : artifact.binary.kernels) {
    if (target.isAMDGPU())
      print(outs(),
            "kernel {} on {}: vgpr={} agpr={} sgpr={} lds={} scratch={} "
            "waves/simd={} code={}B\n",
            k.name, target.name, k.vgprs, k.agprs, k.sgprs, k.ldsBytes,
            k.scratchBytes, k.wavesPerSIMD, k.codeBytes);
    else
      print(outs(),
            "kernel {} on {}: regs={} shared={} spill-stores={} "
            "spill-loads={}\n",
            k.name, target.name, k.registers, k.ldsBytes, k.spillStoreBytes,
            k.spillLoadBytes);
  }
  std::string times = fmt::format("  time (ms): front-end={:.1f}", frontEndMs);
  for (const auto &[stage, ms] : artifact.stageMs)
    times += fmt::format(" {}={:.1f}", stage, ms);
  print(outs(), "{}\n", times);
}

int tilec::driver::compileMain(int argc, char **argv) {
  cl::OptionCategory category("tilec compile options");
  cl::opt<std::string> inputFile(cl::Positional,
                                 cl::desc("<kernel .py or tile IR .mlir>"),
                                 cl::Required, cl::cat(category));
  KernelSpecOptions specOptions(category);
  cl::opt<std::string> emit(
      "emit",
      cl::desc("what to produce: tile (tile IR, default without --target), gpu "
               "(layout-annotated IR), llvm (optimized LLVM IR), asm (AMDGPU "
               "assembly or "
               "PTX), obj (AMDGPU relocatable object), hsaco/cubin/bin (code "
               "object, "
               "default with --target), disasm (AMD: the code object "
               "disassembled by ROCm's comgr)"),
      cl::cat(category));
  cl::list<std::string> targets(
      "target",
      cl::desc("targets, comma-separated: gfx90a, gfx942, gfx950, gfx1100, "
               "gfx1201, sm_80, sm_90, sm_90a"),
      cl::CommaSeparated, cl::cat(category));
  cl::opt<unsigned> numWarps("num-warps",
                             cl::desc("warps (waves) per program instance"),
                             cl::init(4), cl::cat(category));
  cl::opt<unsigned> numStages(
      "num-stages",
      cl::desc("software pipelining of loops: 1 = none (default), 2 or "
               "more = loads issued one iteration ahead (NVIDIA: cp.async "
               "into shared memory for dot operands)"),
      cl::init(1), cl::cat(category));
  cl::opt<unsigned> optLevel("O", cl::desc("LLVM optimization level 0-3"),
                             cl::init(3), cl::Prefix, cl::cat(category));
  cl::opt<unsigned> wavesPerEU(
      "waves-per-eu",
      cl::desc("AMD targets: keep at least N waves per SIMD resident (caps "
               "registers per wave; 0 = the backend's choice)"),
      cl::init(0), cl::cat(category));
  cl::opt<bool> fpFusion(
      "fp-fusion",
      cl::desc("let the backend fuse a * b + c into FMAs (Triton's "
               "enable_fp_fusion; default off: every op rounds as in the "
               "interpreter)"),
      cl::init(false), cl::cat(category));
  cl::opt<unsigned> maxRegisters(
      "maxnreg",
      cl::desc("NVIDIA targets: at most N registers per thread (.maxnreg, "
               "Triton's maxnreg; 0 = ptxas's choice; ignored for AMD)"),
      cl::init(0), cl::cat(category));
  // LLVM itself registers a global --stats; reuse it rather than clash. It
  // is a cl::opt<bool, true> (external storage in Statistic.cpp): read
  // through any other type, getValue() returns bytes of its storage pointer.
  auto *stats = static_cast<cl::opt<bool, true> *>(
      cl::getRegisteredOptions().lookup("stats"));
  if (stats) {
    stats->setDescription(
        "print registers, LDS, scratch, occupancy and stage times");
    stats->addCategory(category);
    stats->setHiddenFlag(cl::NotHidden); // LLVM registers it hidden
  }
  cl::opt<std::string> output(
      "o",
      cl::desc("output file (default: stdout); with several "
               "targets the target is inserted before the extension"),
      cl::value_desc("path"), cl::init("-"), cl::cat(category));
  cl::HideUnrelatedOptions(category);
  if (!cl::ParseCommandLineOptions(
          argc, argv, "compile a Triton-language kernel\n", &errs()))
    return 1;

  // lld resets every registered option when it runs in-process: copy the
  // values now.
  const std::string outputPath = output;
  const bool printStatsFlag = stats && stats->getValue();
  std::string emitValue = emit.empty()
                              ? std::string(targets.empty() ? "tile" : "bin")
                              : emit.getValue();
  std::optional<EmitChoice> choice = parseEmit(emitValue);
  if (!choice) {
    print(errs(),
          "tilec compile: error: unknown --emit value '{}' (expected tile, "
          "gpu, llvm, asm, obj, hsaco, cubin, bin or disasm)\n",
          emitValue);
    return 1;
  }
  if (!choice->tile && targets.empty()) {
    print(errs(),
          "tilec compile: error: --emit {} needs --target (one of {})\n",
          emitValue, supportedTargetNames());
    return 1;
  }
  SmallVector<const TargetInfo *> targetInfos;
  for (const std::string &name : targets) {
    const TargetInfo *t = lookupTarget(name);
    if (!t) {
      print(errs(),
            "tilec compile: error: unknown target '{}' (supported: {})\n", name,
            supportedTargetNames());
      return 1;
    }
    targetInfos.push_back(t);
  }
  if (choice->disassemble) {
    for (const TargetInfo *t : targetInfos)
      if (!t->isAMDGPU()) {
        print(errs(),
              "tilec compile: error: --emit disasm is comgr's disassembly of "
              "AMD code objects; for {} use --emit asm (PTX)\n",
              t->name);
        return 1;
      }
    std::string why;
    if (!comgrAvailable(&why)) {
      print(errs(),
            "tilec compile: error: --emit disasm needs comgr, which is not "
            "available: {}\n",
            why);
      return 1;
    }
  }
  if (choice->binaryOutput && outputPath == "-") {
    errs() << "tilec compile: error: binary output needs -o <file>\n";
    return 1;
  }

  mlir::MLIRContext context;
  context.disableMultithreading();
  SourceInput input;
  auto start = std::chrono::steady_clock::now();
  mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>> module =
      input.load(context, inputFile, specOptions.toSpec());
  if (failed(module))
    return 1;
  double frontEndMs = std::chrono::duration<double, std::milli>(
                          std::chrono::steady_clock::now() - start)
                          .count();

  if (choice->tile) {
    std::string text;
    raw_string_ostream os(text);
    (*module)->print(os);
    return writeOutput(outputPath, text) ? 0 : 1;
  }

  GPUCompileOptions options;
  options.numWarps = numWarps;
  options.numStages = numStages;
  options.optLevel = optLevel;
  options.wavesPerEU = wavesPerEU;
  options.fpFusion = fpFusion;
  options.maxRegisters = maxRegisters;
  bool several = targetInfos.size() > 1;
  for (const TargetInfo *target : targetInfos) {
    Expected<TargetArtifact> artifact =
        compileForTarget(module->get(), *target, options, choice->kind);
    if (!artifact) {
      print(errs(), "tilec compile: error: {}\n",
            toString(artifact.takeError()));
      return 1;
    }
    std::string path = outputFor(outputPath, target->name, several);
    if (choice->disassemble) {
      Expected<std::string> text = comgrDisassemble(artifact->binary.bytes);
      if (!text) {
        print(errs(), "tilec compile: error: {}: {}\n", target->name,
              toString(text.takeError()));
        return 1;
      }
      artifact->text = std::move(*text);
    }
    StringRef data = choice->binaryOutput
                         ? StringRef(artifact->binary.bytes.data(),
                                     artifact->binary.bytes.size())
                         : StringRef(artifact->text);
    if (!writeOutput(path, data))
      return 1;
    if (printStatsFlag) {
      printStats(*target, *artifact, frontEndMs);
      if (!printMetadataCheck(*target, *artifact))
        return 1;
    }
  }
  return 0;
}
