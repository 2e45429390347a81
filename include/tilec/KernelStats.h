//===- KernelStats.h - resource use of a compiled kernel ------------------===//
//
// Registers, LDS/shared memory, scratch, spills and occupancy of one compiled
// kernel, as `tilec compile --stats` prints them and tilec::CompiledKernel
// (tilec/Compiler.h) carries them.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_KERNELSTATS_H
#define TILEC_KERNELSTATS_H

#include <string>

// tilec's API: visible from libtilec.so also when tilec is built with
// -fvisibility=hidden (the release package hides everything else).
#pragma GCC visibility push(default)

namespace tilec {

/// Resource use of one kernel, from the code object's metadata (AMDGPU) or
/// ptxas -v (NVPTX). Counts are per lane/thread unless the name says otherwise.
struct KernelStats {
  std::string name;
  unsigned waveSize = 0;
  unsigned vgprs =
      0; // AMDGPU: .vgpr_count; on gfx90a+ the unified total, AGPRs included
  unsigned agprs = 0; // AMDGPU: .agpr_count, the AGPR part of that total (CDNA)
  unsigned sgprs = 0; // AMDGPU: .sgpr_count, including VCC/flat-scratch/XNACK
  unsigned vgprSpills = 0;
  unsigned sgprSpills = 0;
  unsigned registers = 0; // NVPTX: registers per thread (ptxas)
  unsigned ldsBytes = 0;  // LDS / shared memory per workgroup (NVIDIA: static +
                          // the dynamic part a tilec kernel states)
  unsigned scratchBytes = 0;    // private segment / stack frame per lane
  unsigned spillStoreBytes = 0; // NVPTX: ptxas spill stores
  unsigned spillLoadBytes = 0;  // NVPTX: ptxas spill loads
  unsigned kernargBytes =
      0; // AMDGPU: .kernarg_segment_size (hidden args included)
  unsigned maxFlatWorkgroupSize = 0;
  unsigned wavesPerSIMD = 0; // AMDGPU occupancy: resident waves per SIMD
  unsigned codeBytes = 0;    // AMDGPU: size of the kernel's function symbol
  unsigned textBytes = 0;    // AMDGPU: size of the whole .text section
};

} // namespace tilec

#pragma GCC visibility pop

#endif // TILEC_KERNELSTATS_H
