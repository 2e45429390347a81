//===- Inspect.cpp - tilec inspect: what an AMD code object holds --------===//
//
// Prints an AMD code object's ISA, code object version and, per kernel, the
// metadata figures (registers, LDS, scratch, spills, kernarg size), for any
// code object, including ones tilec did not produce; --disassemble adds its
// disassembly. The figures come from ROCm's comgr when it can be loaded and
// from tilec's own reader otherwise (or as --reader asks); with both at hand
// (the default), each figure is cross-checked and a disagreement is an error.
//
//===----------------------------------------------------------------------===//
#include "Driver.h"

#include "Target/CodeGen.h"
#include "Target/Comgr.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace tilec;

namespace {

void printKernel(raw_ostream &os, const KernelStats &k) {
  os << "kernel " << k.name << ": wave" << k.waveSize << " vgpr=" << k.vgprs
     << " agpr=" << k.agprs << " sgpr=" << k.sgprs << " lds=" << k.ldsBytes
     << " scratch=" << k.scratchBytes << " vgpr_spills=" << k.vgprSpills
     << " sgpr_spills=" << k.sgprSpills << " kernarg=" << k.kernargBytes
     << " max_flat_workgroup=" << k.maxFlatWorkgroupSize << "\n";
}

/// The figures both readers report, as (name, comgr, tilec) where they differ.
std::vector<std::string> differences(const KernelStats &a,
                                     const KernelStats &b) {
  std::vector<std::string> out;
  auto cmp = [&](const char *name, unsigned x, unsigned y) {
    if (x != y)
      out.push_back(std::string(name) + " " + std::to_string(x) + " vs " +
                    std::to_string(y));
  };
  cmp("wavefront size", a.waveSize, b.waveSize);
  cmp("vgpr", a.vgprs, b.vgprs);
  cmp("agpr", a.agprs, b.agprs);
  cmp("sgpr", a.sgprs, b.sgprs);
  cmp("lds", a.ldsBytes, b.ldsBytes);
  cmp("scratch", a.scratchBytes, b.scratchBytes);
  cmp("vgpr spills", a.vgprSpills, b.vgprSpills);
  cmp("sgpr spills", a.sgprSpills, b.sgprSpills);
  cmp("kernarg", a.kernargBytes, b.kernargBytes);
  cmp("max flat workgroup", a.maxFlatWorkgroupSize, b.maxFlatWorkgroupSize);
  return out;
}

/// amdhsa.version -> the code object version ROCm names (1.0 is v3).
unsigned codeObjectVersion(unsigned major, unsigned minor) {
  return major == 1 ? minor + 3 : 0;
}

} // namespace

int tilec::driver::inspectMain(int argc, char **argv) {
  cl::OptionCategory category("tilec inspect options");
  cl::opt<std::string> input(cl::Positional, cl::desc("<code object>"),
                             cl::Required, cl::cat(category));
  cl::opt<bool> disassemble(
      "disassemble", cl::desc("print the disassembly (through comgr)"),
      cl::init(false), cl::cat(category));
  cl::opt<std::string> reader(
      "reader",
      cl::desc("who reads the metadata: auto (comgr if it loads, else tilec's "
               "own reader; both, cross-checked, when both can), comgr, "
               "builtin"),
      cl::init("auto"), cl::cat(category));
  cl::HideUnrelatedOptions(category);
  if (!cl::ParseCommandLineOptions(argc, argv, "inspect an AMD code object\n",
                                   &errs()))
    return 1;
  auto fail = [](const Twine &message) {
    errs() << "tilec inspect: error: " << message << "\n";
    return 1;
  };
  if (reader != "auto" && reader != "comgr" && reader != "builtin")
    return fail("--reader expects auto, comgr or builtin, got '" + reader +
                "'");

  ErrorOr<std::unique_ptr<MemoryBuffer>> file =
      MemoryBuffer::getFile(input, /*IsText=*/false);
  if (!file)
    return fail("cannot read " + input + ": " + file.getError().message());
  ArrayRef<char> bytes((*file)->getBufferStart(), (*file)->getBufferSize());

  std::string why;
  bool haveComgr = comgrAvailable(&why);
  if (reader == "comgr" && !haveComgr)
    return fail("--reader comgr: comgr is not available: " + why);
  if (disassemble && !haveComgr)
    return fail("--disassemble needs comgr, which is not available: " + why);

  std::optional<std::vector<KernelStats>> builtin;
  if (reader != "comgr") {
    Expected<std::vector<KernelStats>> stats = readKernelStats(bytes);
    if (!stats)
      return fail(input + ": " + toString(stats.takeError()));
    builtin = std::move(*stats);
  }
  std::optional<ComgrCodeObject> comgr;
  if (haveComgr && reader != "builtin") {
    Expected<ComgrCodeObject> info = comgrInspect(bytes);
    if (!info)
      return fail(input + ": " + toString(info.takeError()));
    comgr = std::move(*info);
  }

  raw_ostream &os = outs();
  os << "code object " << input;
  if (comgr) {
    os << ": " << comgr->isa << ", code object v"
       << codeObjectVersion(comgr->versionMajor, comgr->versionMinor)
       << " (amdhsa.version " << comgr->versionMajor << "."
       << comgr->versionMinor << "), read by comgr " << comgrVersion();
    if (builtin)
      os << " and tilec's reader";
    os << "\n";
  } else {
    os << ": read by tilec's reader";
    if (reader == "auto")
      os << " (comgr not available: " << why << ")";
    os << "\n";
  }
  const std::vector<KernelStats> &kernels = comgr ? comgr->kernels : *builtin;
  for (const KernelStats &k : kernels)
    printKernel(os, k);

  if (comgr && builtin) {
    if (comgr->kernels.size() != builtin->size())
      return fail("comgr lists " + Twine(comgr->kernels.size()) +
                  " kernels, tilec's reader " + Twine(builtin->size()));
    for (size_t i = 0; i < builtin->size(); ++i) {
      const KernelStats &a = comgr->kernels[i], &b = (*builtin)[i];
      if (a.name != b.name)
        return fail("kernel " + Twine(i) + " is '" + a.name +
                    "' for comgr and '" + b.name + "' for tilec's reader");
      std::vector<std::string> diff = differences(a, b);
      if (!diff.empty()) {
        std::string text;
        for (const std::string &d : diff)
          text += (text.empty() ? "" : ", ") + d;
        return fail("comgr and tilec's reader disagree on kernel " + a.name +
                    " (comgr vs tilec): " + text);
      }
    }
  }

  if (disassemble) {
    Expected<std::string> text = comgrDisassemble(bytes);
    if (!text)
      return fail(input + ": " + toString(text.takeError()));
    os << *text;
  }
  os.flush();
  return 0;
}
