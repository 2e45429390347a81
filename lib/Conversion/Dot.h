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

/// Where a wgmma dot reads B: the tile-pipeline-async slot of a
/// `tilegpu.local_buffer` that a `local_load` used only by the dot reads,
/// stored with the 128-byte swizzle; `mnMajor` when N (not K) is its
/// contiguous dim, which wgmma reads with its transpose flag. When A is read
/// only by the dot from a swizzled slot or `tilegpu.local_alloc` buffer
/// (`aLoad`; `aMnMajor` when M is its contiguous dim), wgmma reads A from
/// shared memory as well (no ldmatrix, no registers for A) and the
/// local_load of A is not lowered (wgmmaReadsSharedA).
struct WgmmaOperand {
  mlir::tilegpu::LocalLoadOp load;
  mlir::tilegpu::LocalBufferOp slots;
  bool mnMajor = false;
  mlir::tilegpu::LocalLoadOp aLoad;
  bool aMnMajor = false;
};

/// Whether the nv_mma_16x8x16 dot `op` can run on Hopper's wgmma: f16/bf16
/// operands, warps along M only in groups of 4 (each group holds wgmma's
/// m64 accumulator in mma.sync's registers), M, N (at most 256) and K in
/// whole instructions, and B in a swizzled slot (WgmmaOperand). Otherwise
/// fails, with `whyNot` (if given) saying what does not hold. The one test
/// of tile-select-mma-instructions' decision and of the lowering's check of
/// it.
mlir::FailureOr<WgmmaOperand> getWgmmaOperand(mlir::tile::DotOp op,
                                              std::string *whyNot = nullptr);

/// Whether `dot` (on nv_wgmma) reads A from its slot in shared memory
/// (WgmmaOperand::aLoad), so A's local_load needs no registers.
bool wgmmaReadsSharedA(mlir::tile::DotOp dot);

/// Hopper's wgmma for a dot that tile-select-mma-instructions put on
/// nv_wgmma (DotWGMMA.cpp): updates the accumulator registers `c` from A's
/// registers `a`. Fails, after an error on `op`, when the dot does not
/// qualify (rejectUnavailableMmaKinds reports hand-written IR before the
/// conversion starts).
mlir::LogicalResult lowerDotWgmma(mlir::tile::DotOp op,
                                  mlir::ConversionPatternRewriter &rewriter,
                                  mlir::tilegpu::MmaLayoutAttr mma,
                                  llvm::ArrayRef<mlir::Value> a,
                                  llvm::SmallVector<mlir::Value> &c);

/// One matrix-core instruction of `kind` on operands of tile element type
/// `in`: `fa` and `fb` are a lane's fragments of the dot's A and B for one
/// instruction tile, `acc` the fragment of its accumulator, updated in
/// place. Fails, after an error on `op`, when the family has no such
/// instruction.
using MmaInstructionFn = mlir::LogicalResult (*)(
    mlir::tile::DotOp op, mlir::OpBuilder &b, mlir::Location loc,
    tilec::MmaKind kind, mlir::Type in, llvm::ArrayRef<mlir::Value> fa,
    llvm::ArrayRef<mlir::Value> fb, llvm::SmallVector<mlir::Value> &acc);

/// NVIDIA mma.sync.m16n8k16 (DotMMASync.cpp).
mlir::LogicalResult emitMmaSync(mlir::tile::DotOp op, mlir::OpBuilder &b,
                                mlir::Location loc, tilec::MmaKind kind,
                                mlir::Type in, llvm::ArrayRef<mlir::Value> fa,
                                llvm::ArrayRef<mlir::Value> fb,
                                llvm::SmallVector<mlir::Value> &acc);
/// CDNA v_mfma (DotMFMA.cpp).
mlir::LogicalResult emitMfma(mlir::tile::DotOp op, mlir::OpBuilder &b,
                             mlir::Location loc, tilec::MmaKind kind,
                             mlir::Type in, llvm::ArrayRef<mlir::Value> fa,
                             llvm::ArrayRef<mlir::Value> fb,
                             llvm::SmallVector<mlir::Value> &acc);
/// RDNA v_wmma (DotWMMA.cpp).
mlir::LogicalResult emitWmma(mlir::tile::DotOp op, mlir::OpBuilder &b,
                             mlir::Location loc, tilec::MmaKind kind,
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
