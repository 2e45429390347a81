//===- TileGPUDialect.h - the tilegpu dialect's C++ declarations ---------===//
#ifndef TILEC_DIALECTS_TILEGPU_IR_TILEGPUDIALECT_H
#define TILEC_DIALECTS_TILEGPU_IR_TILEGPUDIALECT_H

#include "TargetTable/TargetTable.h"
#include "Tile/IR/TileDialect.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"

#include "TileGPU/IR/TileGPUDialect.h.inc"

namespace mlir::tilegpu {
/// The IR spelling of a matrix-core instruction kind (tilec::mmaKindName),
/// and its parser (a keyword), for the attributes' assembly formats.
llvm::StringRef stringifyMmaKind(tilec::MmaKind kind);
FailureOr<tilec::MmaKind> parseMmaKind(AsmParser &parser);
} // namespace mlir::tilegpu

#define GET_ATTRDEF_CLASSES
#include "TileGPU/IR/TileGPUAttrs.h.inc"

#define GET_OP_CLASSES
#include "TileGPU/IR/TileGPUOps.h.inc"

namespace mlir::tilegpu {
/// Module attributes set by the layout pass.
inline constexpr llvm::StringLiteral kNumWarpsAttrName = "tilegpu.num_warps";
inline constexpr llvm::StringLiteral kWarpSizeAttrName = "tilegpu.warp_size";
/// The module's target, a TargetAttr: set once by the first GPU pass and
/// read by every later one (getTarget).
inline constexpr llvm::StringLiteral kTargetAttrName = "tilegpu.target";
/// On a tile.dot, a MmaKindAttr: the instruction that runs it where that is
/// not its layout's kind (tile-select-mma-instructions).
inline constexpr llvm::StringLiteral kInstructionAttrName =
    "tilegpu.instruction";
/// On a tile.dot on nv_wgmma, a UnitAttr: the dot issues its wgmma group
/// and does not wait for it; a tilegpu.wgmma_wait does (tile-wgmma-async).
inline constexpr llvm::StringLiteral kWgmmaAsyncAttrName =
    "tilegpu.wgmma_async";
/// On a kernel argument that tile-pipeline-async added for the TMA, a
/// DictionaryAttr: the recipe of the tensor map the runtime passes there
/// (docs/kernel-abi.md, "Tensor maps"): `base` (i32: the argument holding
/// the descriptor's base; its shape and strides follow it), `dtype`,
/// `swizzle`, `fill`, `l2` (i32: cuda.h's CUtensorMap enum values),
/// `elem_bytes` (i32) and `box` (array<i32>, innermost dim first).
inline constexpr llvm::StringLiteral kTensorMapAttrName = "tilegpu.tensor_map";

/// The target `module` is compiled for: its `tilegpu.target`, with `chip`
/// (a pass's option, empty for none) applied first: a module without a
/// target gets `chip`'s, one with another target is an error. Fails, with
/// an error on `module`, for an unknown chip, a conflicting one, or a
/// module without a target and no chip to give it.
FailureOr<const tilec::TargetInfo *> getTarget(Operation *module,
                                               StringRef chip = {});

/// The warps per program of `module`'s layouts, made for `target`
/// (tile-assign-layouts' kNumWarpsAttrName and kWarpSizeAttrName); fails,
/// with an error on `module`, when it has none for that target.
FailureOr<unsigned> getLayoutWarps(Operation *module,
                                   const tilec::TargetInfo &target);

/// The instruction `dot` runs on: its `tilegpu.instruction`, else the kind
/// of its `#tilegpu.mma` result layout; none for dots on FMA units.
std::optional<tilec::MmaKind> getDotInstruction(Operation *dot);
/// Per-access attribute: the widest vector (in elements) the layout pass
/// proved safe for a load/store/atomic (alignment, contiguity, mask).
inline constexpr llvm::StringLiteral kVectorWidthAttrName = "tilegpu.vec";
} // namespace mlir::tilegpu

#endif // TILEC_DIALECTS_TILEGPU_IR_TILEGPUDIALECT_H
