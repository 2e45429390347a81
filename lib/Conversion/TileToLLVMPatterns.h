//===- TileToLLVMPatterns.h - the op families of convert-tile-to-llvm -----===//
//
// Internal to lib/Conversion. Each op family's lowering lives in its own file
// and adds its patterns with one populate function; the pass
// (TileToLLVM.cpp) plans shared memory, sets up the type converter and calls
// them all. docs/architecture.md has the table of which file lowers which op.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_CONVERSION_TILETOLLVMPATTERNS_H
#define TILEC_LIB_CONVERSION_TILETOLLVMPATTERNS_H

#include "Analysis/AxisInfo.h"
#include "Conversion/LoweringCommon.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/IR/BuiltinOps.h"

namespace tilec::conversion {

/// func.func kernels, func.return, tile.program_id, tile.num_programs,
/// tile.make_range, tile.splat, splat tile constants (FuncToLLVM.cpp).
void populateFuncToLLVMPatterns(const mlir::LLVMTypeConverter &converter,
                                mlir::RewritePatternSet &patterns,
                                LoweringState &state);

/// arith/math ops on tiles (fp8 in software), exp as exp2, tile.addptr,
/// ptr_to_int, int_to_ptr, ptr_cast, hints, tile.assert
/// (ElementwiseToLLVM.cpp).
void populateElementwiseToLLVMPatterns(const mlir::LLVMTypeConverter &converter,
                                       mlir::RewritePatternSet &patterns,
                                       LoweringState &state);

/// tilegpu.convert_layout, tile.trans, tile.reshape (exchanges through
/// shared memory or register permutations), tile.broadcast and
/// tile.expand_dims (register remaps) (LayoutConversionToLLVM.cpp).
void populateLayoutConversionToLLVMPatterns(
    const mlir::LLVMTypeConverter &converter, mlir::RewritePatternSet &patterns,
    LoweringState &state);

/// tilegpu.local_alloc, local_load, local_buffer, async_copy, async_wait
/// (SharedMemoryToLLVM.cpp).
void populateSharedMemoryToLLVMPatterns(
    const mlir::LLVMTypeConverter &converter, mlir::RewritePatternSet &patterns,
    LoweringState &state);

/// The scalar pointer a pointer tile is made from: through tile.addptr
/// (tile offsets), tile.broadcast and tile.expand_dims to the tile.splat of
/// it; null otherwise.
mlir::Value bufferChainRoot(mlir::Value ptr);

/// Records in `state.bufferAccesses` the tile.load, tile.store and
/// tile.atomic_rmw ops of `func` that become buffer operations (AMDGPU
/// targets with bufferResourceFlags): not volatile, pointer tile made from
/// a root (bufferChainRoot) derived from a kernel argument with
/// tile.within_2gib by pointer arithmetic alone (scalar tile.addptr,
/// loop-carried pointers, scf.if and select of such pointers). For each it
/// builds, next to the pointer arithmetic, the i32 tile of element offsets
/// from the root the pointer tile stands for (the same addptr, broadcast
/// and expand_dims on integers), which the lowering uses instead of the
/// pointers (LoadStoreToLLVM.cpp).
/// `axisInfo` (the pass's analysis of `func`, asked only of values that
/// exist before the offset tiles are built) gives the run dimensions of
/// masked accesses (state.bufferRunDims).
void findBufferAccesses(mlir::func::FuncOp func,
                        const tilec::AxisInfoAnalysis &axisInfo,
                        LoweringState &state);

/// A `:2g` argument's buffer operands for a recorded access `op` (one of
/// `state.bufferAccesses`): the resource made
/// from the argument (a `ptr addrspace(addressSpace)`: 8, the resource of
/// the raw.ptr.buffer intrinsics, or 7, LLVM's buffer fat pointer, whose
/// atomicrmw the AMDGPU backend makes buffer atomics with the ordering
/// kept), per register the 32-bit element offset from the tile's scalar
/// root, and the root's byte offset from the argument (i32; null when the
/// root is the argument). The argument starts an allocation under 2^31
/// bytes (the signature's promise) and the root is derived from it, so
/// every byte a lane may touch lies less than 2^31 - 1 bytes after the
/// argument, and the low 32 bits of any offset computation that lands there
/// are the offset itself: truncating (or sign-extending narrow offsets, as
/// tile.addptr does) loses nothing for the lanes that access memory.
struct BufferOperands {
  mlir::Value resource;
  llvm::SmallVector<mlir::Value> elementOffsets;
  mlir::Value rootBytes;
};
BufferOperands bufferOperands(mlir::ConversionPatternRewriter &rewriter,
                              mlir::Location loc, mlir::Operation *op,
                              const LoweringState &state,
                              unsigned addressSpace = 8);

/// The byte offset of a buffer access of register `r`: the root's byte
/// offset plus `elementOffsets[r] * bytes` (a splat of the root: the root's
/// alone), or, where `mask` (if given) is false, 2^31, past the resource's
/// range (loads read 0, stores and atomics do nothing).
mlir::Value bufferByteOffset(mlir::OpBuilder &b, mlir::Location loc,
                             const BufferOperands &buffer, unsigned r,
                             int64_t bytes, mlir::Value mask);

/// tile.load and tile.store (LoadStoreToLLVM.cpp).
void populateLoadStoreToLLVMPatterns(const mlir::LLVMTypeConverter &converter,
                                     mlir::RewritePatternSet &patterns,
                                     LoweringState &state);

/// tile.atomic_rmw and tile.atomic_cas (AtomicToLLVM.cpp).
void populateAtomicToLLVMPatterns(const mlir::LLVMTypeConverter &converter,
                                  mlir::RewritePatternSet &patterns,
                                  LoweringState &state);

/// tile.reduce (ReduceToLLVM.cpp).
void populateReduceToLLVMPatterns(const mlir::LLVMTypeConverter &converter,
                                  mlir::RewritePatternSet &patterns,
                                  LoweringState &state);

/// tile.scan (ScanToLLVM.cpp).
void populateScanToLLVMPatterns(const mlir::LLVMTypeConverter &converter,
                                mlir::RewritePatternSet &patterns,
                                LoweringState &state);

/// tilegpu.view: a trans or reshape that renames registers, no data moving
/// between lanes (ViewToLLVM.cpp).
void populateViewToLLVMPatterns(const mlir::LLVMTypeConverter &converter,
                                mlir::RewritePatternSet &patterns);

/// tile.dot: FMA, MFMA, WMMA, mma.sync, wgmma (DotToLLVM.cpp, Dot*.cpp),
/// and tilegpu.wgmma_wait.
void populateDotToLLVMPatterns(const mlir::LLVMTypeConverter &converter,
                               mlir::RewritePatternSet &patterns,
                               LoweringState &state);
/// tilegpu.wgmma_wait (DotWGMMA.cpp).
void populateWgmmaWaitToLLVMPatterns(const mlir::LLVMTypeConverter &converter,
                                     mlir::RewritePatternSet &patterns,
                                     LoweringState &state);

/// Reports dots whose matrix-core layout names an instruction `target` does
/// not offer for their operand types (DotToLLVM.cpp).
mlir::LogicalResult rejectUnavailableMmaKinds(mlir::ModuleOp module,
                                              const TargetInfo &target,
                                              llvm::StringRef chip);

} // namespace tilec::conversion

#endif // TILEC_LIB_CONVERSION_TILETOLLVMPATTERNS_H
