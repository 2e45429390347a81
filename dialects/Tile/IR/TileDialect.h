//===- TileDialect.h - the tile dialect's C++ declarations ---------------===//
#ifndef TILEC_DIALECTS_TILE_IR_TILEDIALECT_H
#define TILEC_DIALECTS_TILE_IR_TILEDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "Tile/IR/TileDialect.h.inc"
#include "Tile/IR/TileEnums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "Tile/IR/TileTypes.h.inc"

#define GET_OP_CLASSES
#include "Tile/IR/TileOps.h.inc"

namespace mlir::tile {

/// Name of the unit attribute that marks a func.func as a kernel.
inline constexpr llvm::StringLiteral kKernelAttrName = "tile.kernel";
/// Name of the i32 argument attribute giving a pointer's (or integer's)
/// known divisibility, from the signature's `:16` hint.
inline constexpr llvm::StringLiteral kDivisibilityAttrName =
    "tile.divisibility";
/// Name of the unit argument attribute of an integer parameter specialized
/// to 1 (the signature's `:1` hint, as Triton specializes): the kernel body
/// uses the constant, so a launch must pass 1.
inline constexpr llvm::StringLiteral kEqualToOneAttrName = "tile.equal_to_1";
/// Name of the unit argument attribute of a pointer parameter with the
/// signature's `:2g` hint: the pointer is the start of an allocation of
/// fewer than 2^31 bytes, so every byte the kernel reaches through it lies
/// less than 2^31 - 1 bytes after it. AMD targets then address its loads
/// and stores with 32-bit offsets from a buffer resource (buffer_load,
/// buffer_store; masked-off lanes read 0 and write nothing).
inline constexpr llvm::StringLiteral kWithin2GiBAttrName = "tile.within_2gib";

/// Name of the unit attribute on an arith.divf that must round as IEEE
/// division on every target (tl.math.div_rn, fdiv(ieee_rounding=True));
/// without it a GPU may divide approximately (NVIDIA: div.full.f32).
inline constexpr llvm::StringLiteral kIeeeRoundingAttrName =
    "tile.ieee_rounding";

/// The pointee type of a pointer or tensor-of-pointer type; null otherwise.
Type getPointeeType(Type type);
/// `type` with its element type replaced (keeps the shape of tensors).
Type replaceElementType(Type type, Type elementType);
/// Checks that a tile shape is static, non-empty and a power of two in every
/// dimension; reports against `op` otherwise.
LogicalResult verifyTileShape(Operation *op, Type type);

} // namespace mlir::tile

#endif // TILEC_DIALECTS_TILE_IR_TILEDIALECT_H
