//===- PackNarrowPhis.h - 8/16-bit phis packed 32 bits to a register ------===//
//
// A tile lowered to LLVM is a struct of scalars, and LLVM's passes leave a
// loop-carried tile of 8- or 16-bit elements (a prefetched operand tile,
// tile-pipeline-loads) as one scalar phi per element. The AMDGPU backend
// gives each such phi a whole 32-bit VGPR. Grouping them into vector phis of
// 32 bits (<4 x i8>, <2 x half>, ...) lets it keep 4 (2) to a register.
// Over the real-world corpus (bench/amd_compare.py, 215 kernel/target
// pairs) 51 pairs took fewer VGPRs or less scratch and 8 more, e.g. sglang's
// w8a8 block int8 matmul on gfx942 648 -> 424 VGPRs + AGPRs, tutorial 09's
// descriptor matmul on gfx1201 664 -> 308 scratch bytes; worse mostly on
// gfx1100 (tutorial 09 descriptor 428 -> 516 bytes; docs/performance.md).
// LLVM lists the phis of a loaded vector in reverse: packed in that order a
// word holds its two elements swapped, which on CDNA costs a
// `v_alignbit_b32` per word on the way in and out of the loop (vLLM's fused
// MoE on gfx942: 24 an iteration). There they are packed in element order;
// RDNA addresses VGPR halves directly (TargetInfo::vgprHalves), and the
// element order, measured there, only moved its register allocation (waves
// lost on 3 corpus kernels, more scratch on 4).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_TARGET_PACKNARROWPHIS_H
#define TILEC_TARGET_PACKNARROWPHIS_H

namespace llvm {
class Function;
} // namespace llvm

namespace tilec {

/// In every loop header, the phis of one 8- or 16-bit type, in block order
/// or, with `inElementOrder`, in the order of the vector elements they
/// carry where their initial values are extractelements, are replaced by
/// vector phis of 32 bits (the last group may hold fewer):
/// each incoming value is built by insertelement at the end of its
/// predecessor, each use reads an extractelement after the phis. (Phis in
/// the join blocks of masked loads live briefly and are left alone; packing
/// them too measured the same.) Returns whether anything changed.
bool packNarrowPhis(llvm::Function &f, bool inElementOrder);

} // namespace tilec

#endif // TILEC_TARGET_PACKNARROWPHIS_H
