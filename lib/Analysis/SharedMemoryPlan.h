//===- SharedMemoryPlan.h - how much shared memory each op takes, and where =//
//
// The one model of shared memory (LDS) that the layout passes budget with,
// the allocation pass (tile-allocate-shared-memory) places with and the
// lowering reads: how a tile sits there (SharedTile) for a layout exchange,
// a tilegpu.local_alloc buffer or a slot of a tilegpu.local_buffer; how a
// large exchange is cut into slabs; how many scratch bytes each op needs
// while it runs. No IR is built here (the lowering's loads and stores live in
// lib/Conversion/SharedMemory.h).
//
// The placement in a kernel (tile-allocate-shared-memory, recorded in the IR):
//   [ local_alloc buffers | (1 KiB aligned) scratch area ............... ]
//                           [ slots of the running loop | exchanges ... ]
// local_alloc buffers live to the end of the kernel; a pipelined loop's
// slots occupy the start of the scratch area while the loop runs, the ops in
// it exchange after them, and ops outside any such loop reuse those bytes.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_ANALYSIS_SHAREDMEMORYPLAN_H
#define TILEC_LIB_ANALYSIS_SHAREDMEMORYPLAN_H

#include "TileGPU/IR/Layout.h"
#include "TileGPU/IR/TileGPUDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"

#include <optional>

namespace tilec {

/// What tile-allocate-shared-memory records in the IR (all i64 bytes):
/// on the module, the kernel's total, where the scratch area starts and the
/// size above which layout exchanges go in slabs; on each local_alloc and
/// local_buffer, its offset from the start of shared memory; on each loop
/// with slots, the bytes of those slots at the start of the scratch area.
constexpr llvm::StringLiteral kSharedBytesAttr = "tilegpu.shared_bytes";
constexpr llvm::StringLiteral kScratchBaseAttr = "tilegpu.scratch_base";
constexpr llvm::StringLiteral kExchangeLimitAttr = "tilegpu.exchange_limit";
constexpr llvm::StringLiteral kSharedOffsetAttr = "tilegpu.shared_offset";
/// Unit attribute on the first convert_layout of a fused pair of operand
/// exchanges (fusedExchangePartner).
constexpr llvm::StringLiteral kFusedExchangeAttr = "tilegpu.fused_exchange";
constexpr llvm::StringLiteral kLoopSlotBytesAttr = "tilegpu.loop_slot_bytes";

/// Bytes a tile element takes in memory, shared or global (i1 as a byte,
/// pointers as 8 bytes, fp8 as 1).
int64_t elementBytes(mlir::Type elementType);

/// How a tile sits in shared memory for a layout exchange: `fastDim`
/// innermost, the other dims in order outside it, and rows along `fastDim`
/// padded by 16 bytes when they are at least 64 bytes long, so that lanes
/// reading a column of consecutive rows hit different banks.
///
/// With `swizzle` (slots of asynchronous copies, 8- or 16-bit elements, rows
/// of a multiple of 128 bytes, or of 64 bytes for 8-bit elements, a multiple
/// of 8 rows) there is no padding: the fast dim is cut into blocks of
/// `swizzleBytes` (128 or 64), each block holds its part of every row
/// (`swizzleBytes` a row, blocks one after another), and within a block the
/// 16-byte chunk c of row r sits at chunk c ^ (r % 8) (128) or
/// c ^ ((r / 2) % 4) (64): the address bits 4-6 (4-5) XORed with bits 7-9
/// (7-8). Those are the 128- and 64-byte swizzles of NVIDIA's wgmma operand
/// descriptors (and TMA), and keep ldmatrix and cp.async free of bank
/// conflicts too.
struct SharedTile {
  llvm::SmallVector<int64_t> shape;
  unsigned fastDim = 0;
  int64_t pitch = 0; // elements between consecutive rows along fastDim
  int64_t elemBytes = 1;
  bool swizzle = false;
  int64_t swizzleBytes = 128; // with `swizzle`: 128 or 64

  int64_t rows() const {
    return mlir::ShapedType::getNumElements(shape) / shape[fastDim];
  }
  int64_t bytes() const { return rows() * pitch * elemBytes; }
  /// Elements in one block row (`swizzleBytes`) of a swizzled tile.
  int64_t blockElems() const { return swizzleBytes / elemBytes; }
};

/// `tile` without padding and swizzled, when its shape allows it (see
/// SharedTile): 128-byte blocks, else 64-byte ones for 8-bit rows of a
/// multiple of 64 bytes.
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

/// How one register of a layout conversion's result is found when the
/// conversion only moves elements between the lanes of a warp: register
/// `srcReg` of the source holds the element either in the lane itself or
/// in lane `lane ^ xorMask`; `fromOther` has bit i set if lane i takes it
/// from the other lane (0: no exchange).
struct LaneExchange {
  unsigned srcReg = 0;
  unsigned xorMask = 0;
  uint64_t fromOther = 0;
};

/// For each register of `dst`, how it is found by at most one exchange
/// with a lane `lane ^ mask` of the same warp (one mask per register, the
/// same source register in every lane), when both layouts put every
/// element in the same warps; none otherwise. A register permutation is the
/// case without exchanges.
std::optional<llvm::SmallVector<LaneExchange>>
laneExchange(const mlir::tilegpu::DistributedLayout &src,
             const mlir::tilegpu::DistributedLayout &dst);

/// An 8-bit layout conversion within the warps (NVIDIA's mma.sync layouts
/// only: a dot's accumulator rounded to 8 bits becoming the next dot's A
/// operand, e.g. fp8 attention's P) done with 32-bit index shuffles: each
/// result word (4 consecutive destination registers) gathers its bytes from
/// at most two source lanes, one 32-bit `shfl.sync.idx` each, then one byte
/// permute (`prmt`). In a round every lane sends the same source registers
/// (`srcRegs`, packed in that order); the lane it reads from and the permute
/// selector are GF(2)-affine functions of the lane id (a constant XOR the
/// columns of the lane's set bits).
struct WordShuffle {
  struct Affine {
    uint32_t constant = 0;
    llvm::SmallVector<uint32_t, 5> columns; // one per lane bit
    uint32_t at(unsigned lane) const;
  };
  struct Round {
    llvm::SmallVector<unsigned, 4> srcRegs;
    Affine srcLane;
  };
  struct Word {
    llvm::SmallVector<Round, 2> rounds;
    Affine selector; // prmt selector: byte i from nibble i (4 * round + byte)
  };
  llvm::SmallVector<Word> words;
};

/// The word shuffle of a conversion from `src` to `dst` (see WordShuffle);
/// none when the layouts are not NVIDIA mma.sync ones of 8-bit elements in
/// the same warps or the gather does not fit two rounds of that form.
std::optional<WordShuffle> wordShuffle(mlir::RankedTensorType src,
                                       mlir::RankedTensorType dst);

/// Scratch bytes `op` needs in shared memory while it runs (0 if none): a
/// layout exchange (above `exchangeLimit` bytes planned in slabs; the first
/// of a fused pair counts both, see fusedExchangePartner), a reshape, an
/// FMA dot's staged operands, a scan, a reduction across warps, a scalar
/// atomic's broadcast. Ops nested in `op` are not counted.
int64_t scratchBytes(mlir::Operation *op, int64_t exchangeLimit = INT64_MAX);

/// The conversion that can share `op`'s pair of barriers, or null: `op`
/// and the op right after it convert the two operands of the same
/// matrix-core tile.dot to its operand layouts through shared memory,
/// whole (no slabs under `exchangeLimit`, and together within it), and
/// that dot is the only one of the innermost loop around them (or of the
/// kernel): a matmul's K-loop. Fused, the pair goes barrier, store both,
/// barrier, load both (the second at fusedExchangeOffset of the first's
/// bytes) instead of two such rounds. With more dots in the loop
/// (attention) the same fusion measured worse on AMD (more VGPRs), so it is
/// not offered there.
mlir::tilegpu::ConvertLayoutOp fusableExchangePartner(mlir::Operation *op,
                                                      int64_t exchangeLimit);

/// fusableExchangePartner for an op that tile-allocate-shared-memory
/// chose to fuse (kFusedExchangeAttr); null for any other.
mlir::tilegpu::ConvertLayoutOp fusedExchangePartner(mlir::Operation *op,
                                                    int64_t exchangeLimit);

/// Where the second exchange of a fused pair starts in the scratch area
/// when the first takes `firstBytes`.
int64_t fusedExchangeOffset(int64_t firstBytes);

/// Placement of a local_alloc buffer holding a tile stored in `stored`'s
/// layout and read in `read`'s.
SharedTile allocTile(mlir::RankedTensorType stored,
                     mlir::RankedTensorType read);
/// Placement of one slot of an asynchronous-copy buffer whose copies write
/// in `copied`'s layout, `vectorWidth` elements per copy (the load's proven
/// width), and whose reads use `read`'s. A copy of more than one element
/// writes one contiguous run, so the slot's fast dimension is then the one
/// the copied layout holds contiguously.
SharedTile slotTile(mlir::RankedTensorType copied, mlir::RankedTensorType read,
                    unsigned vectorWidth);
/// The dimension `type`'s layout holds the most consecutive registers of (the
/// one vectorized accesses run along) and how many.
std::pair<unsigned, unsigned> contiguousRun(mlir::RankedTensorType type);
/// The read layout a slot is placed for (slotTile's `read`): the layout of
/// its reads that are not transposed when they all agree, else the copies'.
mlir::RankedTensorType
slotReadType(mlir::RankedTensorType copied,
             llvm::ArrayRef<mlir::RankedTensorType> plainReads);
/// The same placement seen with the two dims of a 2-D tile swapped (what a
/// transposed local_load reads): same bytes, rows and swizzle.
SharedTile transposedTile(const SharedTile &tile);
/// Bytes a local_alloc buffer takes (its placement, 16-byte aligned).
int64_t allocBytes(const SharedTile &tile);
/// Bytes between consecutive slots (swizzled slots start on 1 KiB).
int64_t slotStride(const SharedTile &tile);

/// The placements of existing buffers: a local_alloc's (its first reader's
/// layout; wgmma's K-major swizzled layout when every read is the A operand
/// of dots wgmma can run on the module's target, Analysis/WgmmaFit.h) and
/// one slot of a local_buffer (its copies' and reads' layouts).
SharedTile bufferTile(mlir::tilegpu::LocalAllocOp alloc);
SharedTile bufferTile(mlir::tilegpu::LocalBufferOp buffer);
/// wgmma's placement of an A operand of `type` (M x K) that it reads in
/// place: K-major (K contiguous), swizzled; none where the shape does not
/// allow the swizzle.
std::optional<SharedTile> wgmmaOperandTile(mlir::RankedTensorType type);
/// Where a local_alloc buffer of placement `tile` starts when the buffers
/// before it end at `end`: 16-byte aligned, swizzled ones on 1 KiB (wgmma
/// descriptors).
int64_t allocOffset(int64_t end, const SharedTile &tile);
/// Whether `load` reads a buffer with a placement: a whole local_alloc, or
/// (with a slot) a slot of a local_buffer.
bool readsPlacedBuffer(mlir::tilegpu::LocalLoadOp load);
/// What such a local_load reads: its buffer's (slot) placement, in the
/// load's coordinates (transposed for a transposed load).
SharedTile readTile(mlir::tilegpu::LocalLoadOp load);
int64_t slotBytes(mlir::tilegpu::LocalBufferOp buffer);

/// Bytes at the start of the scratch area that the slots of the loops
/// around `op` hold while they run (0 outside such loops): the sum of the
/// enclosing loops' kLoopSlotBytesAttr.
int64_t enclosingLoopSlotBytes(mlir::Operation *op);

} // namespace tilec

#endif // TILEC_LIB_ANALYSIS_SHAREDMEMORYPLAN_H
