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
  driver::print(os,
                "kernel {}: wave{} vgpr={} agpr={} sgpr={} lds={} scratch={} "
                "vgpr_spills={} sgpr_spills={} kernarg={} "
                "max_flat_workgroup={}\n",
                k.name, k.waveSize, k.vgprs, k.agprs, k.sgprs, k.ldsBytes,
                k.scratchBytes, k.vgprSpills, k.sgprSpills, k.kernargBytes,
                k.maxFlatWorkgroupSize);
}

} // namespace

int tilec::driver::inspectMain(int argc, char **argv) {
  cl::OptionCategory category("tilec inspect options");
  cl::opt<std::string> input(cl::Positional, cl::desc("<code object>"),
                             cl::Required, cl::cat(category));
  cl::opt<bool> disassemble("disassemble",
                            cl::desc("print the disassembly (through comgr)"),
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
    driver::print(errs(), "tilec inspect: error: {}\n", message.str());
    return 1;
  };
  if (!parseMetadataReader(reader))
    return fail("--reader expects auto, comgr or builtin, got '" + reader +
                "'");

  ErrorOr<std::unique_ptr<MemoryBuffer>> file =
      MemoryBuffer::getFile(input, /*IsText=*/false);
  if (!file)
    return fail("cannot read " + input + ": " + file.getError().message());
  ArrayRef<char> bytes((*file)->getBufferStart(), (*file)->getBufferSize());

  std::optional<MetadataReader> which = parseMetadataReader(reader);
  if (disassemble) {
    std::string why;
    if (!comgrAvailable(&why))
      return fail("--disassemble needs comgr, which is not available: " + why);
  }
  Expected<CodeObjectInfo> info = inspectCodeObject(bytes, *which);
  if (!info)
    return fail(input + ": " + toString(info.takeError()));

  raw_ostream &os = outs();
  if (info->isa.empty())
    driver::print(os, "code object {}: read by {}\n", input.getValue(),
                  info->readBy);
  else
    driver::print(os,
                  "code object {}: {}, code object v{} (amdhsa.version 1.{}), "
                  "read by {}\n",
                  input.getValue(), info->isa, info->codeObjectVersion,
                  info->codeObjectVersion - 3, info->readBy);
  for (const KernelStats &k : info->kernels)
    printKernel(os, k);

  if (disassemble) {
    Expected<std::string> text = comgrDisassemble(bytes);
    if (!text)
      return fail(input + ": " + toString(text.takeError()));
    os << *text;
  }
  os.flush();
  return 0;
}
