//===- TileGPUDialect.h - the tilegpu dialect's C++ declarations ---------===//
#ifndef TILEC_DIALECTS_TILEGPU_IR_TILEGPUDIALECT_H
#define TILEC_DIALECTS_TILEGPU_IR_TILEGPUDIALECT_H

#include "Tile/IR/TileDialect.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"

#include "TileGPU/IR/TileGPUDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "TileGPU/IR/TileGPUAttrs.h.inc"

#define GET_OP_CLASSES
#include "TileGPU/IR/TileGPUOps.h.inc"

namespace mlir::tilegpu {
/// Module attributes set by the layout pass.
inline constexpr llvm::StringLiteral kNumWarpsAttrName = "tilegpu.num_warps";
inline constexpr llvm::StringLiteral kWarpSizeAttrName = "tilegpu.warp_size";
inline constexpr llvm::StringLiteral kTargetAttrName = "tilegpu.target";
/// Per-access attribute: the widest vector (in elements) the layout pass
/// proved safe for a load/store/atomic (alignment, contiguity, mask).
inline constexpr llvm::StringLiteral kVectorWidthAttrName = "tilegpu.vec";
} // namespace mlir::tilegpu

#endif // TILEC_DIALECTS_TILEGPU_IR_TILEGPUDIALECT_H
