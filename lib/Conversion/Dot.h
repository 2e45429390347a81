//===- Dot.h - the instruction paths of tile.dot's lowering ---------------===//
//
// Internal to lib/Conversion. DotToLLVM.cpp walks a matrix-core dot's
// instruction tiles and hands each to the instruction family of its
// #tilegpu.mma kind (one file per family); dots without a matrix-core
// layout go to the FMA path.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_CONVERSION_DOT_H
#define TILEC_LIB_CONVERSION_DOT_H

#include "Conversion/LoweringCommon.h"

namespace tilec::conversion {

/// tl.dot on CUDA cores / VALU (DotFMA.cpp).
mlir::LogicalResult lowerDotFMA(mlir::tile::DotOp op,
                                mlir::tile::DotOp::Adaptor adaptor,
                                mlir::ConversionPatternRewriter &rewriter,
                                const mlir::TypeConverter &converter,
                                LoweringState &state);

/// Hopper's wgmma for an mma.sync-layout dot whose B operand is a swizzled
/// shared-memory slot (DotWGMMA.cpp): updates the accumulator registers `c`
/// from A's registers `a`. Returns false, emitting nothing, when the dot
/// does not qualify; mma.sync then does it.
bool lowerDotWgmma(mlir::tile::DotOp op,
                   mlir::ConversionPatternRewriter &rewriter,
                   LoweringState &state, mlir::tilegpu::MmaLayoutAttr mma,
                   llvm::ArrayRef<mlir::Value> a,
                   llvm::SmallVector<mlir::Value> &c);

/// One matrix-core instruction of `kind` on operands of tile element type
/// `in`: `fa` and `fb` are a lane's fragments of the dot's A and B for one
/// instruction tile, `acc` the fragment of its accumulator, updated in
/// place. Fails, after an error on `op`, when the family has no such
/// instruction.
using MmaInstructionFn = mlir::LogicalResult (*)(
    mlir::tile::DotOp op, mlir::OpBuilder &b, mlir::Location loc,
    llvm::StringRef kind, mlir::Type in, llvm::ArrayRef<mlir::Value> fa,
    llvm::ArrayRef<mlir::Value> fb, llvm::SmallVector<mlir::Value> &acc);

/// NVIDIA mma.sync.m16n8k16 (DotMMASync.cpp).
mlir::LogicalResult emitMmaSync(mlir::tile::DotOp op, mlir::OpBuilder &b,
                                mlir::Location loc, llvm::StringRef kind,
                                mlir::Type in, llvm::ArrayRef<mlir::Value> fa,
                                llvm::ArrayRef<mlir::Value> fb,
                                llvm::SmallVector<mlir::Value> &acc);
/// CDNA v_mfma (DotMFMA.cpp).
mlir::LogicalResult emitMfma(mlir::tile::DotOp op, mlir::OpBuilder &b,
                             mlir::Location loc, llvm::StringRef kind,
                             mlir::Type in, llvm::ArrayRef<mlir::Value> fa,
                             llvm::ArrayRef<mlir::Value> fb,
                             llvm::SmallVector<mlir::Value> &acc);
/// RDNA v_wmma (DotWMMA.cpp).
mlir::LogicalResult emitWmma(mlir::tile::DotOp op, mlir::OpBuilder &b,
                             mlir::Location loc, llvm::StringRef kind,
                             mlir::Type in, llvm::ArrayRef<mlir::Value> fa,
                             llvm::ArrayRef<mlir::Value> fb,
                             llvm::SmallVector<mlir::Value> &acc);

/// AMD's matrix instructions take and return the accumulator as a vector:
/// the registers `acc` packed, and the result `d` unpacked into them.
mlir::Value packAccumulator(mlir::OpBuilder &b, mlir::Location loc,
                            llvm::ArrayRef<mlir::Value> acc);
void unpackAccumulator(mlir::OpBuilder &b, mlir::Location loc, mlir::Value d,
                       llvm::SmallVector<mlir::Value> &acc);

} // namespace tilec::conversion

#endif // TILEC_LIB_CONVERSION_DOT_H
