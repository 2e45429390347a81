//===- LoweringCommon.h - register bookkeeping of the LLVM lowering -----===//
//
// Internal to lib/Conversion. Each tile value becomes an LLVM struct of the
// registers one lane holds; a layout (TileGPU/IR/Layout.h) says which
// elements those are as a linear map of register, lane and warp bits. The
// helpers here compute from those bases what every op family needs: element
// coordinates, owner predicates, register keys, memory types, and the state
// of the kernel being lowered (LoweringState).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_CONVERSION_LOWERINGCOMMON_H
#define TILEC_LIB_CONVERSION_LOWERINGCOMMON_H

#include "Analysis/SharedMemoryPlan.h"
#include "TargetTable/TargetTable.h"
#include "Tile/IR/TileDialect.h"
#include "TileGPU/IR/Layout.h"
#include "TileGPU/IR/TileGPUDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

#include <utility>

namespace tilec::conversion {

class TargetCodegen;

/// What every pattern needs to know about the kernel being lowered.
struct LoweringState {
  const TargetInfo *target = nullptr;
  /// The target's code generation (lane exchange, async copies, ...),
  /// chosen once from `target`.
  const TargetCodegen *codegen = nullptr;
  unsigned warpSize = 0;
  unsigned numWarps = 0;
  /// Shared memory (LDS): first the buffers of tilegpu.local_alloc (live
  /// for the rest of the kernel), then, from `scratchBase` on, the scratch
  /// that reductions and layout exchanges reuse one after another.
  mlir::LLVM::GlobalOp smem;
  /// With convert-tile-to-llvm's zero-page-masked-loads (AMDGPU):
  /// kZeroPageBytes zero bytes in global memory that masked-off lanes of a
  /// masked load read instead of branching around the load
  /// (LoadStoreToLLVM); null otherwise.
  mlir::LLVM::GlobalOp zeroPage;
  static constexpr int64_t kZeroPageBytes = 64;
  int64_t scratchBase = 0;
  /// tile.load, tile.store and tile.atomic_rmw ops (AMDGPU) whose pointer
  /// tile is a scalar pointer (`root`) derived from a `:2g` argument
  /// (tile.within_2gib) plus element offsets (an i32 tile, null for none),
  /// found before the conversion starts (findBufferAccesses): they become
  /// buffer operations.
  struct BufferAccess {
    mlir::Value argument, root, offsets;
  };
  llvm::DenseMap<mlir::Operation *, BufferAccess> bufferAccesses;
  /// Of those, masked loads and stores whose pointer tile is one contiguous
  /// run and whose mask is one constant run along a dimension over the
  /// whole tile (AxisInfo): that dimension (LoadStoreToLLVM.cpp,
  /// bufferRunLeaders).
  llvm::DenseMap<mlir::Operation *, unsigned> bufferRunDims;
  /// Layout exchanges larger than this go through shared memory in slabs
  /// (when their layouts allow): exchanges inside loops size the scratch
  /// area, a one-time exchange before a loop should not.
  int64_t exchangeLimit = INT64_MAX;
  /// Byte offset of each tilegpu.local_alloc's and local_buffer's buffer.
  llvm::DenseMap<mlir::Operation *, int64_t> bufferOffsets;
  /// Layout conversions that share one pair of barriers with the next op
  /// (fusedExchangePartner, decided before the conversion starts): the first
  /// of each pair -> the second, which the first's lowering replaces too.
  llvm::DenseMap<mlir::Operation *, mlir::Operation *> fusedExchanges;
  /// Elementwise ops (arith, math) whose tile result is constant over
  /// aligned runs (AxisInfo's constancy, computed before the conversion
  /// starts): the run length per dimension, a power of two, 1 where there
  /// are none. Their lowering computes each run once per lane and reuses it
  /// for the lane's other registers in that run (ElementwiseToLLVM).
  llvm::DenseMap<mlir::Operation *, llvm::SmallVector<int64_t>> constantRuns;
};

/// Base of the tile patterns: benefit 10, so they win over upstream
/// patterns for the same ops, and the kernel's LoweringState.
template <typename Op> struct TilePattern : mlir::OpConversionPattern<Op> {
  TilePattern(const mlir::TypeConverter &converter, mlir::MLIRContext *ctx,
              LoweringState &state)
      : mlir::OpConversionPattern<Op>(converter, ctx, /*benefit=*/10),
        state(state) {}
  LoweringState &state;
};

mlir::Value i32Const(mlir::OpBuilder &b, mlir::Location loc, int64_t v);

/// The function `name` of type `type` in `module`, declared (at the top) on
/// first use. `pure`: it touches no memory, does not unwind and returns, so
/// LLVM may hoist and merge its calls.
mlir::LLVM::LLVMFuncOp declareFunction(mlir::OpBuilder &b, mlir::Location loc,
                                       mlir::ModuleOp module,
                                       llvm::StringRef name,
                                       mlir::LLVM::LLVMFunctionType type,
                                       bool pure);

/// Registers of a converted tile.
llvm::SmallVector<mlir::Value> unpack(mlir::OpBuilder &b, mlir::Location loc,
                                      mlir::Value packed);
mlir::Value pack(mlir::OpBuilder &b, mlir::Location loc, mlir::Type structType,
                 llvm::ArrayRef<mlir::Value> values);
/// Packs registers into the vector type an instruction operand wants.
mlir::Value packVector(mlir::OpBuilder &b, mlir::Location loc,
                       llvm::ArrayRef<mlir::Value> elems, mlir::Type vecType);

mlir::tilegpu::DistributedLayout layoutOf(mlir::Type type);

/// Lane id and warp id of the executing thread (i32). With `uniformWarp`
/// the warp id is marked uniform (TargetCodegen::makeUniform): on AMDGPU it
/// lives in an SGPR, so a warp-dependent part of an address or coordinate
/// is scalar arithmetic instead of one more VGPR per lane.
std::pair<mlir::Value, mlir::Value> laneAndWarp(mlir::OpBuilder &b,
                                                mlir::Location loc,
                                                const LoweringState &state,
                                                bool uniformWarp = true);

/// The lane- and warp-dependent part of every coordinate: the XOR of the
/// bases of the set bits of the lane id and the warp id (i32, per dim).
llvm::SmallVector<mlir::Value>
threadBase(mlir::OpBuilder &b, mlir::Location loc,
           const mlir::tilegpu::DistributedLayout &layout,
           const LoweringState &state, bool uniformWarp = true);

/// Coordinates (i32, one vector per tensor dim, one entry per register) of
/// every register of a lane.
llvm::SmallVector<llvm::SmallVector<mlir::Value>>
elementCoords(mlir::OpBuilder &b, mlir::Location loc,
              const mlir::tilegpu::DistributedLayout &layout,
              llvm::ArrayRef<int64_t> shape, const LoweringState &state,
              bool uniformWarp = true);

/// Key identifying a register's element within a lane: its offsets modulo
/// `shape` along the tensor dims listed in `dims`.
llvm::SmallVector<int64_t>
registerKey(const mlir::tilegpu::DistributedLayout &layout, unsigned r,
            llvm::ArrayRef<int64_t> shape, llvm::ArrayRef<unsigned> dims);

bool isDuplicateRegister(const mlir::tilegpu::DistributedLayout &layout,
                         unsigned r, llvm::ArrayRef<int64_t>);

/// i1 that is true in exactly one of the lanes/warps holding each element:
/// those whose replicating id bits (zero bases) are all zero.
mlir::Value ownerPredicate(mlir::OpBuilder &b, mlir::Location loc,
                           const mlir::tilegpu::DistributedLayout &layout,
                           const LoweringState &state);

/// Warp-id bits whose bases move along `dim` (and only along it): the warps
/// a reduction along `dim` must combine through shared memory.
llvm::SmallVector<unsigned>
warpBitsAlong(const mlir::tilegpu::DistributedLayout &layout, unsigned dim);

/// Registers of a memory access grouped into vectors: each group is a run of
/// `width` registers at consecutive addresses (width from tilegpu.vec).
llvm::SmallVector<std::pair<unsigned, unsigned>>
vectorGroups(mlir::Operation *op, mlir::RankedTensorType type);

/// Start of the scratch area of shared memory for code at the builder's
/// insertion point (after the buffers of the loops it runs in).
mlir::Value smemBase(mlir::OpBuilder &b, mlir::Location loc,
                     LoweringState &state);

void barrier(mlir::OpBuilder &b, mlir::Location loc);

/// Type a tile element has in memory (i1 is stored as i8, pointers as i64,
/// fp8, which LLVM has no type for, as its bits: the i8 it has in registers).
mlir::Type memoryType(mlir::Type elementType);
mlir::Value toMemory(mlir::OpBuilder &b, mlir::Location loc, mlir::Value v);
mlir::Value fromMemory(mlir::OpBuilder &b, mlir::Location loc, mlir::Value v,
                       mlir::Type type);

/// The f32 value of fp8 `bits` (an i8) of OCP type `fp8Type`, exactly.
mlir::Value fp8ToF32(mlir::OpBuilder &b, mlir::Location loc, mlir::Value bits,
                     mlir::Type fp8Type);

/// Clones the combine region of a reduce/scan with `args` as its block
/// arguments; returns the yielded values.
llvm::SmallVector<mlir::Value> emitCombine(mlir::OpBuilder &b,
                                           mlir::Region &region,
                                           llvm::ArrayRef<mlir::Value> acc,
                                           llvm::ArrayRef<mlir::Value> next);

/// Applies `word` (an i32 -> i32 lane exchange) to any 8-64-bit scalar, one
/// 32-bit word at a time.
mlir::Value perWord(mlir::OpBuilder &b, mlir::Location loc, mlir::Value v,
                    llvm::function_ref<mlir::Value(mlir::Value)> word);

/// LLVM's ordering for Triton's `sem=` and the target-independent scope
/// for its `scope=` (TargetInfo::syncScope names it per target).
mlir::LLVM::AtomicOrdering atomicOrdering(mlir::tile::MemSemantic sem);
SyncScope syncScopeOf(mlir::tile::MemSyncScope scope);

} // namespace tilec::conversion

#endif // TILEC_LIB_CONVERSION_LOWERINGCOMMON_H
