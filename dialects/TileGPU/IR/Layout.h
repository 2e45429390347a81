//===- Layout.h - how distributed layouts place tile elements ------------===//
//
// The arithmetic of layouts shared by the layout pass and the lowering to
// LLVM. Every layout (blocked, slice, matrix-core result and operand) is
// reduced to a linear map: each bit of a lane's register index, of the lane
// id and of the warp id moves the element by a fixed vector of coordinates
// (its basis), and an element's coordinates are the XOR of the bases of the
// set bits. A zero basis means replication (that bit selects a copy of the
// same element). Bases are reduced modulo the tensor shape, so a layout
// wider than the tensor wraps around and replicates.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECTS_TILEGPU_IR_LAYOUT_H
#define TILEC_DIALECTS_TILEGPU_IR_LAYOUT_H

#include "TileGPU/IR/TileGPUDialect.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir::tilegpu {

using Basis = SmallVector<int64_t, 4>;

/// A layout of a tensor of `shape`, as bases of register, lane and warp bits.
struct DistributedLayout {
  SmallVector<int64_t> shape;
  SmallVector<Basis> regBases, laneBases, warpBases;

  unsigned rank() const { return shape.size(); }
  unsigned numRegisters() const { return 1u << regBases.size(); }
  /// Coordinate of register `r` along `d` contributed by the register index
  /// (the static part of the element's coordinate).
  int64_t offset(unsigned r, unsigned d) const;
  /// True if register `r` holds a copy of what a lower register holds.
  bool isDuplicateRegister(unsigned r) const;
  /// Length of the runs of consecutive registers at consecutive coordinates
  /// along `dim` (a power of two; 1 if none).
  unsigned contiguousRegisters(unsigned dim) const;
};

/// Analyzes `layout` for a tensor of `shape`. Fails for attributes that are
/// not layouts, mismatched ranks, and matrix-core layouts whose tensor is
/// not a multiple of the instruction tile.
FailureOr<DistributedLayout> analyzeLayout(Attribute layout,
                                           ArrayRef<int64_t> shape);

/// Number of registers a lane holds for a tensor type with a layout encoding.
unsigned getNumRegisters(RankedTensorType type);

/// A default blocked layout for `rank` dims: `vec` consecutive elements per
/// lane along `order[0]`, lanes then warps spread along `order` to cover
/// `shape` without replication where possible.
BlockedLayoutAttr getDefaultBlockedLayout(MLIRContext *ctx,
                                          ArrayRef<int64_t> shape,
                                          ArrayRef<unsigned> order,
                                          unsigned vec, unsigned warpSize,
                                          unsigned numWarps);

/// The matrix-core instruction a mma layout names (its tile from the
/// target table's tilec::MmaKindInfo).
struct MmaInstruction {
  tilec::MmaKind kind;
  int64_t m, n, k;
  unsigned warpSize;
};
/// The instruction of `kind`, or failure for a kind without a register
/// layout of its own (nv_wgmma).
FailureOr<MmaInstruction> getMmaInstruction(tilec::MmaKind kind);

/// Register bits of one instruction's fragment of operand `opIdx` (0: A,
/// 1: B, 2: accumulator) for a layout kind; in a matrix-core layout they
/// come first, then the repetitions over the inner dimension (K, or N for
/// the accumulator), then over the outer one.
unsigned getInstructionRegisterBits(tilec::MmaKind kind, unsigned opIdx);

/// The layout encoding of a tensor type; null for other types.
Attribute getLayout(Type type);

//===----------------------------------------------------------------------===//
// Relabelings: trans and reshape without moving data (LayoutRelabel.cpp)
//===----------------------------------------------------------------------===//

/// Maps an element displacement (a basis) of the source of a trans or
/// reshape to the result's coordinates.
using BasisMap = llvm::function_ref<Basis(const Basis &)>;
/// tile.trans: result dim i is source dim order[i].
Basis transposeBasis(const Basis &b, ArrayRef<int32_t> order);
/// tile.reshape (row-major): through the flat index, whose bits are those
/// of the coordinates side by side (power-of-two shapes).
Basis reshapeBasis(const Basis &b, ArrayRef<int64_t> srcShape,
                   ArrayRef<int64_t> dstShape);

/// If every lane and warp of `dst` holds the elements it holds in `src`
/// (under `map`), the source register of each destination register: the op
/// is then a renaming of registers. Lane and warp bases must correspond
/// bit for bit; register bases up to a permutation of the register bits.
std::optional<SmallVector<unsigned>>
relabelRegisters(const DistributedLayout &src, const DistributedLayout &dst,
                 BasisMap map);

/// A blocked layout of `dstShape` that is a relabeling of `src` under
/// `map`, if one exists (the images of src's bases are unit vectors laid
/// out as a blocked layout lays them out).
BlockedLayoutAttr relabeledBlockedLayout(MLIRContext *ctx,
                                         const DistributedLayout &src,
                                         ArrayRef<int64_t> dstShape,
                                         BasisMap map);

} // namespace mlir::tilegpu

#endif // TILEC_DIALECTS_TILEGPU_IR_LAYOUT_H
