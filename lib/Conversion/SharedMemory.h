//===- SharedMemory.h - placement of tiles in shared memory (LDS) ---------===//
//
// Internal to lib/Conversion. How a tile sits in shared memory for a layout
// exchange, a tilegpu.local_alloc buffer or a tilegpu.local_buffer slot
// (SharedTile), how large exchanges are cut into slabs, how many bytes each
// op needs there, and the stores and loads (vectorized, or ldmatrix) that
// move a lane's registers to and from it.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_CONVERSION_SHAREDMEMORY_H
#define TILEC_LIB_CONVERSION_SHAREDMEMORY_H

#include "Conversion/LoweringCommon.h"

#include <optional>

namespace tilec::conversion {

/// How a tile sits in shared memory for a layout exchange: `fastDim`
/// innermost, the other dims in order outside it, and rows along `fastDim`
/// padded by 16 bytes when they are at least 64 bytes long, so that lanes
/// reading a column of consecutive rows hit different banks.
///
/// With `swizzle` (slots of asynchronous copies, 16-bit elements, rows of a
/// multiple of 64 elements, a multiple of 8 rows) there is no padding: the
/// fast dim is cut into blocks of 128 bytes, each block holds its part of
/// every row (128 bytes a row, blocks one after another), and within a
/// block the 16-byte chunk c of row r sits at chunk c ^ (r % 8). That is
/// the 128-byte swizzle of NVIDIA's wgmma operand descriptors, and keeps
/// ldmatrix and cp.async free of bank conflicts too.
struct SharedTile {
  llvm::SmallVector<int64_t> shape;
  unsigned fastDim = 0;
  int64_t pitch = 0; // elements between consecutive rows along fastDim
  int64_t elemBytes = 1;
  bool swizzle = false;

  int64_t rows() const {
    return mlir::ShapedType::getNumElements(shape) / shape[fastDim];
  }
  int64_t bytes() const { return rows() * pitch * elemBytes; }
  /// Elements in one 128-byte block row of a swizzled tile.
  int64_t blockElems() const { return 128 / elemBytes; }
  /// Element index (i32) of the element at `coords`.
  mlir::Value index(mlir::OpBuilder &b, mlir::Location loc,
                    llvm::ArrayRef<mlir::Value> coords) const;
};

/// `tile` without padding and with the 128-byte swizzle, when its shape
/// allows it (see SharedTile).
SharedTile swizzledIfPossible(SharedTile tile);

SharedTile makeSharedTile(llvm::ArrayRef<int64_t> shape, int64_t elemBytes,
                          unsigned fastDim);

/// The shared tile of an exchange from `src` to `dst` (dims in `dst`'s
/// coordinates; `perm[d]` is the source dim of destination dim d): rows run
/// along the dim in which the destination (else the source) holds the most
/// consecutive registers, so both sides can use vector accesses.
SharedTile exchangeTile(mlir::RankedTensorType src, mlir::RankedTensorType dst,
                        llvm::ArrayRef<unsigned> perm);

/// Row-major placement without padding (reshape keeps row-major order).
SharedTile rowMajorTile(mlir::RankedTensorType type);

/// A slab of a tile along one dim: the elements whose coordinate along `dim`
/// lies in [lo, lo + size). A layout exchange too large for the scratch area
/// goes through shared memory one slab at a time when the slabs are told
/// apart by register bits alone in both layouts (each lane then knows
/// statically which of its registers are in which slab).
struct Slab {
  int dim = -1; // -1: the whole tile
  int64_t lo = 0, size = 0;

  bool contains(const mlir::tilegpu::DistributedLayout &layout,
                unsigned r) const {
    return dim < 0 || (layout.offset(r, dim) & ~(size - 1)) == lo;
  }
};

/// Destination dim d of an exchange (convert_layout, trans, reshape) holds
/// source dim perm[d].
llvm::SmallVector<unsigned> exchangePermutation(mlir::Operation *op);

/// How a layout exchange goes through shared memory: `slabs` slabs of
/// `tile` along `dim` (one slab: the whole tile).
struct ExchangePlan {
  SharedTile tile;
  int dim = -1;
  unsigned slabs = 1;
};

/// Plans the exchange of `op` (convert_layout or trans); a convert_layout
/// larger than `limit` bytes is cut into slabs that fit when its layouts
/// allow it.
ExchangePlan planExchange(mlir::Operation *op, int64_t limit);

/// For each register of `dst`, the register of `src` holding the same
/// element, when both layouts put the same elements in the same lanes and
/// warps (a layout conversion is then a permutation of a lane's registers);
/// none otherwise.
std::optional<llvm::SmallVector<unsigned>>
registerPermutation(const mlir::tilegpu::DistributedLayout &src,
                    const mlir::tilegpu::DistributedLayout &dst);

/// Shared-memory bytes an op needs for its exchange (0 if none); layout
/// exchanges above `exchangeLimit` bytes are planned in slabs.
int64_t sharedMemoryBytes(mlir::Operation *op, int64_t exchangeLimit);

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

/// Placement of a tilegpu.local_alloc buffer: the exchange tile from the
/// stored layout to the layout it is read in (its first reader's).
SharedTile bufferTile(mlir::tilegpu::LocalAllocOp alloc);

/// Placement of one slot of a tilegpu.local_buffer: the exchange tile from
/// the layout its asynchronous copies write (their pointers') to the layout
/// it is read in.
SharedTile bufferTile(mlir::tilegpu::LocalBufferOp buffer);

/// Bytes between the slots of a tilegpu.local_buffer.
int64_t slotBytes(mlir::tilegpu::LocalBufferOp buffer);

/// The address of a buffer's region: the smem global plus its offset.
mlir::Value bufferAddress(mlir::OpBuilder &b, mlir::Location loc,
                          LoweringState &state, int64_t offset);

/// The address of slot `slot` (i32) of a tilegpu.local_buffer at `buffer`.
mlir::Value slotAddress(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::tilegpu::LocalBufferOp op, mlir::Value buffer,
                        mlir::Value slot);

} // namespace tilec::conversion

#endif // TILEC_LIB_CONVERSION_SHAREDMEMORY_H
