//===- InspectCodeObject.cpp - an AMD code object's metadata, cross-checked
//===//
//
// `tilec inspect`, `tilec compile --stats` (AMD targets) and the C, C++ and
// Python APIs read a code object's kernels here: through ROCm's comgr when
// it loads and through tilec's own reader (readKernelStats, what --stats has
// always printed), each figure compared between the two.
//
//===----------------------------------------------------------------------===//
#include "Target/CodeGen.h"
#include "Target/Comgr.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"

using namespace tilec;

static llvm::Error inspectError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message.str());
}

/// The figures both readers report, as "name comgr vs tilec" where they
/// differ.
static std::vector<std::string> differences(const KernelStats &a,
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

std::optional<MetadataReader> tilec::parseMetadataReader(llvm::StringRef name) {
  return llvm::StringSwitch<std::optional<MetadataReader>>(name)
      .Case("auto", MetadataReader::Auto)
      .Case("comgr", MetadataReader::Comgr)
      .Case("builtin", MetadataReader::Builtin)
      .Default(std::nullopt);
}

llvm::Expected<CodeObjectInfo>
tilec::inspectCodeObject(llvm::ArrayRef<char> codeObject,
                         MetadataReader reader) {
  std::string why;
  bool haveComgr = comgrAvailable(&why);
  if (reader == MetadataReader::Comgr && !haveComgr)
    return inspectError("comgr is not available: " + why);

  std::optional<std::vector<KernelStats>> builtin;
  if (reader != MetadataReader::Comgr) {
    llvm::Expected<std::vector<KernelStats>> stats =
        readKernelStats(codeObject);
    if (!stats)
      return stats.takeError();
    builtin = std::move(*stats);
  }
  std::optional<ComgrCodeObject> comgr;
  if (haveComgr && reader != MetadataReader::Builtin) {
    llvm::Expected<ComgrCodeObject> read = comgrInspect(codeObject);
    if (!read)
      return read.takeError();
    comgr = std::move(*read);
  }

  CodeObjectInfo info;
  if (comgr) {
    info.isa = comgr->isa;
    // amdhsa.version 1.N is code object v(N+3).
    info.codeObjectVersion =
        comgr->versionMajor == 1 ? comgr->versionMinor + 3 : 0;
    info.readBy =
        "comgr " + comgrVersion() + (builtin ? " and tilec's reader" : "");
    info.kernels = comgr->kernels;
  } else {
    info.readBy = "tilec's reader";
    if (reader == MetadataReader::Auto)
      info.readBy += " (comgr not available: " + why + ")";
    info.kernels = *builtin;
  }
  if (!comgr || !builtin)
    return info;

  // Both read it: every figure must agree. tilec's reader also knows the
  // occupancy and code sizes, which comgr's metadata does not hold.
  if (comgr->kernels.size() != builtin->size())
    return inspectError("comgr lists " + llvm::Twine(comgr->kernels.size()) +
                        " kernels, tilec's reader " +
                        llvm::Twine(builtin->size()));
  for (size_t i = 0; i < builtin->size(); ++i) {
    const KernelStats &a = comgr->kernels[i], &b = (*builtin)[i];
    if (a.name != b.name)
      return inspectError("kernel " + llvm::Twine(i) + " is '" + a.name +
                          "' for comgr and '" + b.name +
                          "' for tilec's reader");
    std::vector<std::string> diff = differences(a, b);
    if (!diff.empty()) {
      std::string text;
      for (const std::string &d : diff)
        text += (text.empty() ? "" : ", ") + d;
      return inspectError("comgr and tilec's reader disagree on kernel " +
                          a.name + " (comgr vs tilec): " + text);
    }
    info.kernels[i] = b;
  }
  return info;
}
