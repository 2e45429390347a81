//===- Layout.h - how distributed layouts place tile elements ------------===//
//
// The arithmetic of layouts shared by the layout pass and the lowering to
// LLVM. Every layout reduces to a root blocked layout over a root shape (the
// tensor shape with a 1 inserted at every sliced dimension); a lane's
// registers are the root layout's registers at index 0 of the sliced
// dimensions. Element coordinates are (base(lane, warp) + offset(register))
// mod shape, where offsets are static and only the base depends on ids.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECTS_TILEGPU_IR_LAYOUT_H
#define TILEC_DIALECTS_TILEGPU_IR_LAYOUT_H

#include "TileGPU/IR/TileGPUDialect.h"

#include "llvm/ADT/SmallVector.h"

namespace mlir::tilegpu {

/// A layout flattened to its root blocked layout.
struct DistributedLayout {
  BlockedLayoutAttr root;
  /// Tensor shape with 1 inserted at sliced dimensions.
  SmallVector<int64_t> rootShape;
  /// Tensor dimension i is root dimension dimMap[i].
  SmallVector<unsigned> dimMap;
  /// Root multi-index of each register, in register order.
  SmallVector<SmallVector<unsigned>> registers;

  unsigned rank() const { return dimMap.size(); }
  unsigned numRegisters() const { return registers.size(); }
  /// Static coordinate offset of register `r` along tensor dimension `d`
  /// (before adding the lane/warp base and reducing modulo the shape).
  int64_t offset(unsigned r, unsigned d) const;
  /// Size of the root tile (sizePerThread*threadsPerWarp*warpsPerCTA) along
  /// root dimension d.
  int64_t tileSize(unsigned rootDim) const;
};

/// Analyzes `layout` (blocked or slice) for a tensor of `shape`. Returns
/// failure for other attributes or mismatched ranks.
FailureOr<DistributedLayout> analyzeLayout(Attribute layout, ArrayRef<int64_t> shape);

/// Number of registers a lane holds for a tensor type with a layout encoding.
unsigned getNumRegisters(RankedTensorType type);

/// A default blocked layout for `rank` dims: `vec` consecutive elements per
/// lane along `order[0]`, lanes then warps spread along `order` to cover
/// `shape` without replication where possible.
BlockedLayoutAttr getDefaultBlockedLayout(MLIRContext *ctx, ArrayRef<int64_t> shape,
                                          ArrayRef<unsigned> order, unsigned vec,
                                          unsigned warpSize, unsigned numWarps);

/// The layout encoding of a tensor type; null for other types.
Attribute getLayout(Type type);

} // namespace mlir::tilegpu

#endif // TILEC_DIALECTS_TILEGPU_IR_LAYOUT_H
