//===- SinkSharedLoads.h - LDS reads next to their first use --------------===//
//
// The tile lowering reads a dot's operands from shared memory as whole
// tiles (all of a layout conversion's reads, then the dot's instructions),
// and LLVM's IR passes keep that order. On AMDGPU the machine scheduler works
// on regions between branches and, under pressure, often keeps the order it
// was given, so every operand read of a dot was live at once: on the
// real-world corpus (../shared/realworld, gfx942/gfx1100/gfx1201) moving
// each LDS read down to its first user gave fewer VGPRs or less scratch on
// 24 of 129 kernel/target pairs and slightly more on 4 (at most +10 VGPRs,
// no new scratch); e.g. tutorial 06's attention forward 176 -> 154 VGPRs on
// gfx942, torchao's hqq matmul 524 -> 280 scratch bytes on gfx1201.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_TARGET_SINKSHAREDLOADS_H
#define TILEC_TARGET_SINKSHAREDLOADS_H

namespace llvm {
class Function;
} // namespace llvm

namespace tilec {

/// Moves every simple (non-volatile, non-atomic) load from address space 3
/// down its basic block to just before its first user there or before the
/// first instruction it may not pass, whichever comes first: one that may
/// write memory or has other side effects (stores, barriers, fences, calls
/// that are not read-only) or an atomic or volatile access. A load whose
/// way there holds only other such loads stays (no reordering of reads
/// among themselves), so a second run changes nothing. Returns whether
/// anything moved.
bool sinkSharedLoads(llvm::Function &f);

} // namespace tilec

#endif // TILEC_TARGET_SINKSHAREDLOADS_H
