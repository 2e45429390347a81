//===- KernelStats.cpp - resource use and occupancy of compiled kernels ---===//
#include "Target/CodeGen.h"
#include "Target/Internal.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/BinaryFormat/MsgPackDocument.h"
#include "llvm/Object/ELF.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <optional>

using namespace tilec;
using namespace tilec::detail;

unsigned tilec::computeWavesPerSIMD(const TargetInfo &t, unsigned vgprs,
                                    unsigned sgprs, unsigned ldsBytes,
                                    unsigned maxFlatWorkgroupSize) {
  if (!t.isAMDGPU() || t.maxWavesPerSIMD == 0)
    return 0;
  unsigned waves = t.maxWavesPerSIMD;

  // VGPRs (LLVM's getNumWavesPerEUWithNumVGPRs). On gfx90a+ `vgprs` is the
  // unified VGPR+AGPR count, as .vgpr_count reports it.
  if (vgprs >= t.vgprAllocGranule) {
    unsigned rounded = llvm::alignTo(vgprs, t.vgprAllocGranule);
    waves = std::min(waves, std::max(t.vgprFilePerLane / rounded, 1u));
  }

  // SGPRs: GFX9's 800-entry file (LLVM's getOccupancyWithNumSGPRs).
  if (t.sgprsLimitOccupancy) {
    unsigned bySgpr = sgprs <= 80 ? 10 : sgprs <= 88 ? 9 : sgprs <= 100 ? 8 : 7;
    waves = std::min(waves, bySgpr);
  }

  // LDS: whole workgroups share one CU's (WGP's) LDS; their waves spread over
  // its SIMDs.
  if (ldsBytes > 0)
    waves =
        std::min(waves, t.wavesPerSIMDByLds(ldsBytes, maxFlatWorkgroupSize
                                                          ? maxFlatWorkgroupSize
                                                          : 1024));
  return waves;
}

//===----------------------------------------------------------------------===//
// AMDGPU code objects
//===----------------------------------------------------------------------===//

static const llvm::msgpack::DocNode *lookup(llvm::msgpack::DocNode &map,
                                            llvm::StringRef key) {
  if (!map.isMap())
    return nullptr;
  llvm::msgpack::MapDocNode &m = map.getMap();
  auto it = m.find(key);
  return it == m.end() ? nullptr : &it->second;
}

static unsigned lookupUnsigned(llvm::msgpack::DocNode &map,
                               llvm::StringRef key) {
  const llvm::msgpack::DocNode *node = lookup(map, key);
  if (!node)
    return 0;
  if (node->getKind() == llvm::msgpack::Type::UInt)
    return static_cast<unsigned>(node->getUInt());
  if (node->getKind() == llvm::msgpack::Type::Int && node->getInt() >= 0)
    return static_cast<unsigned>(node->getInt());
  return 0;
}

static std::string lookupString(llvm::msgpack::DocNode &map,
                                llvm::StringRef key) {
  const llvm::msgpack::DocNode *node = lookup(map, key);
  if (!node || !node->isString())
    return "";
  return node->getString().str();
}

llvm::Expected<std::vector<KernelStats>>
tilec::readKernelStats(llvm::ArrayRef<char> codeObject) {
  using ELFT = llvm::object::ELF64LE;
  // ELFFile::create checks sizes, not the magic.
  if (codeObject.size() < 4 || llvm::StringRef(codeObject.data(), 4) != "\x7f"
                                                                        "ELF")
    return makeError("not an ELF code object (no ELF magic)");
  llvm::Expected<llvm::object::ELFFile<ELFT>> elf =
      llvm::object::ELFFile<ELFT>::create(
          llvm::StringRef(codeObject.data(), codeObject.size()));
  if (!elf)
    return makeError("not an ELF code object: " +
                     llvm::toString(elf.takeError()));
  if (elf->getHeader().e_machine != llvm::ELF::EM_AMDGPU)
    return makeError("not an AMDGPU code object (e_machine " +
                     llvm::Twine(elf->getHeader().e_machine) + ")");
  auto sections = elf->sections();
  if (!sections)
    return makeError("malformed code object: " +
                     llvm::toString(sections.takeError()));

  llvm::StringRef metadata;
  unsigned textBytes = 0;
  llvm::StringMap<unsigned> symbolSizes;
  for (const ELFT::Shdr &section : *sections) {
    if (section.sh_type == llvm::ELF::SHT_NOTE) {
      llvm::Error err = llvm::Error::success();
      for (const ELFT::Note &note : elf->notes(section, err))
        if (note.getName() == "AMDGPU" &&
            note.getType() == llvm::ELF::NT_AMDGPU_METADATA)
          metadata = note.getDescAsStringRef(section.sh_addralign);
      if (err)
        return makeError("malformed note in code object: " +
                         llvm::toString(std::move(err)));
      continue;
    }
    if (section.sh_type == llvm::ELF::SHT_SYMTAB) {
      auto symbols = elf->symbols(&section);
      auto strings = elf->getStringTableForSymtab(section);
      if (!symbols || !strings) {
        llvm::consumeError(symbols.takeError());
        llvm::consumeError(strings.takeError());
        continue;
      }
      for (const ELFT::Sym &symbol : *symbols) {
        if (symbol.getType() != llvm::ELF::STT_FUNC)
          continue;
        if (auto name = symbol.getName(*strings))
          symbolSizes[*name] = static_cast<unsigned>(symbol.st_size);
        else
          llvm::consumeError(name.takeError());
      }
      continue;
    }
    auto name = elf->getSectionName(section);
    if (!name) {
      llvm::consumeError(name.takeError());
      continue;
    }
    if (*name == ".text")
      textBytes = static_cast<unsigned>(section.sh_size);
  }
  if (metadata.empty())
    return makeError("code object has no NT_AMDGPU_METADATA note");

  llvm::msgpack::Document doc;
  if (!doc.readFromBlob(metadata, /*Multi=*/false))
    return makeError("code object metadata is not valid MessagePack");
  llvm::msgpack::DocNode &root = doc.getRoot();
  const llvm::msgpack::DocNode *kernels = lookup(root, "amdhsa.kernels");
  if (!kernels || !kernels->isArray())
    return makeError("code object metadata has no amdhsa.kernels list");

  // "amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-" -> gfx942.
  std::string isa = lookupString(root, "amdhsa.target");
  llvm::StringRef chip =
      llvm::StringRef(isa).rsplit("--").second.split(':').first;
  const TargetInfo *target = lookupTarget(chip);

  std::vector<KernelStats> result;
  for (llvm::msgpack::DocNode &kernel :
       const_cast<llvm::msgpack::DocNode *>(kernels)->getArray()) {
    KernelStats stats;
    stats.name = lookupString(kernel, ".name");
    stats.waveSize = lookupUnsigned(kernel, ".wavefront_size");
    stats.vgprs = lookupUnsigned(kernel, ".vgpr_count");
    stats.agprs = lookupUnsigned(kernel, ".agpr_count");
    stats.sgprs = lookupUnsigned(kernel, ".sgpr_count");
    stats.vgprSpills = lookupUnsigned(kernel, ".vgpr_spill_count");
    stats.sgprSpills = lookupUnsigned(kernel, ".sgpr_spill_count");
    stats.ldsBytes = lookupUnsigned(kernel, ".group_segment_fixed_size");
    stats.scratchBytes = lookupUnsigned(kernel, ".private_segment_fixed_size");
    stats.kernargBytes = lookupUnsigned(kernel, ".kernarg_segment_size");
    stats.maxFlatWorkgroupSize =
        lookupUnsigned(kernel, ".max_flat_workgroup_size");
    auto size = symbolSizes.find(stats.name);
    stats.codeBytes = size != symbolSizes.end() ? size->second : textBytes;
    stats.textBytes = textBytes;
    if (target)
      stats.wavesPerSIMD =
          computeWavesPerSIMD(*target, stats.vgprs, stats.sgprs, stats.ldsBytes,
                              stats.maxFlatWorkgroupSize);
    result.push_back(std::move(stats));
  }
  return result;
}

//===----------------------------------------------------------------------===//
// ptxas -v
//===----------------------------------------------------------------------===//

/// The number right before `unit` in `line` ("12 registers" -> 12), or 0.
static unsigned numberBefore(llvm::StringRef line, llvm::StringRef unit) {
  size_t at = line.find(unit);
  if (at == llvm::StringRef::npos)
    return 0;
  llvm::StringRef before = line.take_front(at).rtrim();
  llvm::StringRef digits =
      before.substr(before.find_last_not_of("0123456789") + 1);
  unsigned value = 0;
  if (digits.getAsInteger(10, value))
    return 0;
  return value;
}

std::vector<KernelStats> tilec::parsePtxasInfo(llvm::StringRef log) {
  // ptxas info    : Compiling entry function 'k' for 'sm_90a'
  // ptxas info    : Function properties for k
  //     0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
  // ptxas info    : Used 8 registers, used 0 barriers, 1024 bytes smem, ...
  std::vector<KernelStats> kernels;
  // Indices, not pointers: `kernels` grows while parsing.
  std::optional<size_t> entry;      // target of "Used N registers"
  std::optional<size_t> properties; // target of the stack-frame line
  llvm::SmallVector<llvm::StringRef> lines;
  log.split(lines, '\n');
  auto quoted = [](llvm::StringRef line, llvm::StringRef after) {
    return line.split(after).second.trim().drop_front().split('\'').first;
  };
  auto findKernel = [&](llvm::StringRef name) -> std::optional<size_t> {
    for (size_t i = 0; i < kernels.size(); ++i)
      if (kernels[i].name == name)
        return i;
    return std::nullopt;
  };
  for (llvm::StringRef line : lines) {
    if (line.contains("Compiling entry function")) {
      KernelStats stats;
      stats.name = quoted(line, "Compiling entry function").str();
      kernels.push_back(std::move(stats));
      entry = kernels.size() - 1;
      properties.reset();
      continue;
    }
    if (line.contains("Function properties for")) {
      properties =
          findKernel(line.split("Function properties for").second.trim());
      continue;
    }
    if (properties && line.contains("bytes stack frame")) {
      KernelStats &k = kernels[*properties];
      k.scratchBytes = numberBefore(line, "bytes stack frame");
      k.spillStoreBytes = numberBefore(line, "bytes spill stores");
      k.spillLoadBytes = numberBefore(line, "bytes spill loads");
      properties.reset();
      continue;
    }
    if (entry && line.contains("Used ") && line.contains(" registers")) {
      kernels[*entry].registers = numberBefore(line, "registers");
      kernels[*entry].ldsBytes = numberBefore(line, "bytes smem");
    }
  }
  return kernels;
}
