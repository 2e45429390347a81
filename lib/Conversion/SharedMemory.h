//===- SharedMemory.h - placement of tiles in shared memory (LDS) ---------===//
//
// Internal to lib/Conversion. The stores and loads (vectorized, or ldmatrix)
// that move a lane's registers to and from shared memory, in the placements
// of Analysis/SharedMemoryPlan.h (the one model of sizes and placement, which
// tile-allocate-shared-memory records in the IR and the lowering reads).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_CONVERSION_SHAREDMEMORY_H
#define TILEC_LIB_CONVERSION_SHAREDMEMORY_H

#include "Analysis/SharedMemoryPlan.h"
#include "Conversion/LoweringCommon.h"

#include <optional>

namespace tilec::conversion {

/// Element index (i32) of the element at `coords` in `tile`.
mlir::Value sharedIndex(mlir::OpBuilder &b, mlir::Location loc,
                        const SharedTile &tile,
                        llvm::ArrayRef<mlir::Value> coords);

/// Pointer into shared memory at element `index` (i32) of type `type`,
/// starting `byteOffset` bytes into the scratch buffer, or into `buffer` (a
/// tilegpu.local_alloc buffer) when one is given.
mlir::Value smemElementPtr(mlir::OpBuilder &b, mlir::Location loc,
                           LoweringState &state, mlir::Type type,
                           int64_t byteOffset, mlir::Value index,
                           mlir::Value buffer = {});

/// Row-major linear index of coordinates.
mlir::Value linearIndex(mlir::OpBuilder &b, mlir::Location loc,
                        llvm::ArrayRef<mlir::Value> coords,
                        llvm::ArrayRef<int64_t> shape);

/// Writes every (non-duplicate) register of a tile to shared memory in
/// `tile`'s placement (destination coordinates: destination dim d holds
/// source coordinate perm[d]); runs of consecutive registers along the
/// tile's fast dim are stored as vectors of up to 16 bytes.
void storeTileToShared(mlir::OpBuilder &b, mlir::Location loc,
                       LoweringState &state, mlir::Value packed,
                       mlir::RankedTensorType type, int64_t byteOffset,
                       llvm::ArrayRef<unsigned> perm, const SharedTile &tile,
                       mlir::Value buffer = {}, const Slab &slab = {});

/// Reads a tile of `type` (its layout) from shared memory in `tile`'s
/// placement, with vector loads along the tile's fast dim, or with matrix
/// loads (ldmatrix) where the target has them and the layout fits.
/// Registers outside `slab` stay null.
llvm::SmallVector<mlir::Value>
loadTileFromShared(mlir::OpBuilder &b, mlir::Location loc, LoweringState &state,
                   mlir::RankedTensorType type, mlir::Type llvmElementType,
                   int64_t byteOffset, const SharedTile &tile,
                   mlir::Value buffer = {}, const Slab &slab = {});

/// The address of a buffer's region: the smem global plus its offset.
mlir::Value bufferAddress(mlir::OpBuilder &b, mlir::Location loc,
                          LoweringState &state, int64_t offset);

/// The address of slot `slot` (i32) of a tilegpu.local_buffer at `buffer`.
mlir::Value slotAddress(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::tilegpu::LocalBufferOp op, mlir::Value buffer,
                        mlir::Value slot);

/// Where `load` (readsPlacedBuffer) reads, from its lowered `buffer` and
/// `slot`: the local_alloc buffer itself, or the slot of the local_buffer.
mlir::Value loadAddress(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::tilegpu::LocalLoadOp load, mlir::Value buffer,
                        mlir::Value slot);

} // namespace tilec::conversion

#endif // TILEC_LIB_CONVERSION_SHAREDMEMORY_H
