//===- WgmmaFit.h - which dots Hopper's wgmma can run ---------------------===//
//
// The part of the wgmma decision that does not depend on where the operands
// live: the dot's layout, element types, warps and shape, and the target.
// The layout passes ask it before operands are placed (an invariant A
// operand goes to shared memory in wgmma's layout, tile-stream-dot-operands
// and bufferTile); tile-select-mma-instructions and the lowering add where
// the operands live (getWgmmaOperand, lib/Conversion/Dot.h).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_ANALYSIS_WGMMAFIT_H
#define TILEC_LIB_ANALYSIS_WGMMAFIT_H

#include "TargetTable/TargetTable.h"
#include "Tile/IR/TileDialect.h"

#include <string>

namespace tilec {

/// Whether `dot`'s layout, types, warps and shape fit wgmma: an
/// nv_mma_16x8x16 layout with f16/bf16 operands or an nv_mma_16x8x32 one
/// with both operands i8 or the same fp8 type, warps along M only in groups
/// of 4 (each group holds wgmma's m64 accumulator in mma.sync's registers),
/// M in whole groups, N a wgmma width (a multiple of 8 up to 256; 8-bit: 8,
/// 16, 24 or a multiple of 16) and K whole instructions (16; 8-bit: 32).
/// Otherwise fails, with `whyNot` (if given) saying what does not hold.
mlir::LogicalResult fitsWgmmaShape(mlir::tile::DotOp dot,
                                   std::string *whyNot = nullptr);

/// Whether `target` offers wgmma for `dot`'s operand types and the dot fits
/// it (fitsWgmmaShape): the dots that run on wgmma once their B (and
/// possibly A) operand sits in shared memory in wgmma's layout.
bool isWgmmaCandidate(mlir::tile::DotOp dot, const TargetInfo &target);

} // namespace tilec

#endif // TILEC_LIB_ANALYSIS_WGMMAFIT_H
