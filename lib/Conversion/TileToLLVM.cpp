//===- TileToLLVM.cpp - layout-annotated tile IR -> LLVM dialect ---------===//
//
// Each tile value becomes an LLVM struct of the registers one lane holds
// (tilegpu/IR/Layout.h says which elements those are). Patterns here lower
// tile ops and tensor-typed arith/math ops to per-register scalar code; the
// scalar arith/math/gpu ops they create are lowered in the same conversion
// by upstream patterns chosen from the target table (ROCDL or NVVM).
//
//===----------------------------------------------------------------------===//
#include "Conversion/MathToLLVM.h"
#include "Conversion/Passes.h"

#include "Target/MmaOperands.h"
#include "Target/TargetInfo.h"
#include "Tile/IR/TileDialect.h"
#include "TileGPU/IR/Layout.h"
#include "TileGPU/IR/TileGPUDialect.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/GPUToROCDL/GPUToROCDLPass.h"
#include "mlir/Conversion/GPUToROCDL/Runtimes.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MathToROCDL/MathToROCDL.h"
#include "mlir/Dialect/AMDGPU/Utils/Chipset.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/StringSwitch.h"

namespace tilec {
#define GEN_PASS_DEF_CONVERTTILETOLLVM
#include "Conversion/Passes.h.inc"
} // namespace tilec

using namespace mlir;
using namespace tilec;
using tilegpu::DistributedLayout;

namespace {

/// What every pattern needs to know about the kernel being lowered.
struct LoweringState {
  const TargetInfo *target = nullptr;
  unsigned warpSize = 0;
  unsigned numWarps = 0;
  /// Shared memory (LDS): first the buffers of tilegpu.local_alloc (live
  /// for the rest of the kernel), then, from `scratchBase` on, the scratch
  /// that reductions and layout exchanges reuse one after another.
  LLVM::GlobalOp smem;
  int64_t scratchBase = 0;
  /// Layout exchanges larger than this go through shared memory in slabs
  /// (when their layouts allow): exchanges inside loops size the scratch
  /// area, a one-time exchange before a loop should not.
  int64_t exchangeLimit = INT64_MAX;
  /// Byte offset of each tilegpu.local_alloc's and local_buffer's buffer.
  DenseMap<Operation *, int64_t> bufferOffsets;
  /// Loops whose tilegpu.local_buffer slots (tile-pipeline-async) occupy the
  /// start of the scratch area while they run: ops inside them use the
  /// scratch area after those bytes; ops outside share them. Keyed by the
  /// loops before conversion; patterns read the loops' kLoopSlotBytesAttr
  /// instead, since the structural conversion of an scf.for with converted
  /// iter_args replaces the op (a clone, attributes included).
  DenseMap<Operation *, int64_t> loopBufferBytes;
};

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

Value i32Const(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
}

/// Registers of a converted tile.
SmallVector<Value> unpack(OpBuilder &b, Location loc, Value packed) {
  auto structType = dyn_cast<LLVM::LLVMStructType>(packed.getType());
  if (!structType)
    return {packed};
  SmallVector<Value> values;
  for (unsigned i = 0; i < structType.getBody().size(); ++i)
    values.push_back(LLVM::ExtractValueOp::create(b, loc, packed, i));
  return values;
}

Value pack(OpBuilder &b, Location loc, Type structType,
           ArrayRef<Value> values) {
  Value result = LLVM::PoisonOp::create(b, loc, structType);
  for (auto [i, v] : llvm::enumerate(values))
    result = LLVM::InsertValueOp::create(b, loc, result, v, i);
  return result;
}

DistributedLayout layoutOf(Type type) {
  auto tensor = cast<RankedTensorType>(type);
  return *tilegpu::analyzeLayout(tensor.getEncoding(), tensor.getShape());
}

/// Lane id and warp id of the executing thread (i32).
std::pair<Value, Value> laneAndWarp(OpBuilder &b, Location loc,
                                    unsigned warpSize) {
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  tid = arith::IndexCastOp::create(b, loc, b.getI32Type(), tid);
  Value ws = i32Const(b, loc, warpSize);
  return {arith::RemUIOp::create(b, loc, tid, ws),
          arith::DivUIOp::create(b, loc, tid, ws)};
}

/// The lane- and warp-dependent part of every coordinate: the XOR of the
/// bases of the set bits of the lane id and the warp id (i32, per dim).
SmallVector<Value> threadBase(OpBuilder &b, Location loc,
                              const DistributedLayout &layout,
                              unsigned warpSize) {
  auto [laneId, warpId] = laneAndWarp(b, loc, warpSize);
  SmallVector<Value> base;
  for (unsigned d = 0; d < layout.rank(); ++d) {
    Value v = i32Const(b, loc, 0);
    auto addBits = [&](Value id, ArrayRef<tilegpu::Basis> bases) {
      for (auto [i, basis] : llvm::enumerate(bases)) {
        if (basis[d] == 0)
          continue;
        Value bit = arith::AndIOp::create(
            b, loc, arith::ShRUIOp::create(b, loc, id, i32Const(b, loc, i)),
            i32Const(b, loc, 1));
        v = arith::XOrIOp::create(
            b, loc, v,
            arith::MulIOp::create(b, loc, bit, i32Const(b, loc, basis[d])));
      }
    };
    addBits(laneId, layout.laneBases);
    addBits(warpId, layout.warpBases);
    base.push_back(v);
  }
  return base;
}

/// Coordinates (i32, one vector per tensor dim, one entry per register) of
/// every register of a lane.
SmallVector<SmallVector<Value>> elementCoords(OpBuilder &b, Location loc,
                                              const DistributedLayout &layout,
                                              ArrayRef<int64_t> shape,
                                              unsigned warpSize) {
  SmallVector<Value> base = threadBase(b, loc, layout, warpSize);
  SmallVector<SmallVector<Value>> coords(layout.rank());
  for (unsigned d = 0; d < layout.rank(); ++d) {
    // When the register bits and the lane/warp bits of this dim are disjoint
    // (every blocked and matrix-core layout), XOR is addition: written as an
    // add, each register's address is the lane's base plus a constant, which
    // the backends fold into the instructions' offset fields instead of
    // keeping one address register per register group.
    int64_t regBits = 0, threadBits = 0;
    for (const tilegpu::Basis &basis : layout.regBases)
      regBits |= basis[d];
    for (const tilegpu::Basis &basis : layout.laneBases)
      threadBits |= basis[d];
    for (const tilegpu::Basis &basis : layout.warpBases)
      threadBits |= basis[d];
    bool disjoint = (regBits & threadBits) == 0;
    for (unsigned r = 0; r < layout.numRegisters(); ++r) {
      Value offset = i32Const(b, loc, layout.offset(r, d));
      coords[d].push_back(
          disjoint ? Value(arith::AddIOp::create(
                         b, loc, base[d], offset,
                         arith::IntegerOverflowFlags::nsw |
                             arith::IntegerOverflowFlags::nuw))
                   : Value(arith::XOrIOp::create(b, loc, base[d], offset)));
    }
  }
  return coords;
}

/// Key identifying a register's element within a lane: its offsets modulo
/// `shape` along the tensor dims listed in `dims`.
SmallVector<int64_t> registerKey(const DistributedLayout &layout, unsigned r,
                                 ArrayRef<int64_t> shape,
                                 ArrayRef<unsigned> dims) {
  SmallVector<int64_t> key;
  for (unsigned d : dims)
    key.push_back(layout.offset(r, d) & (shape[d] - 1));
  return key;
}

bool isDuplicateRegister(const DistributedLayout &layout, unsigned r,
                         ArrayRef<int64_t>) {
  return layout.isDuplicateRegister(r);
}

/// i1 that is true in exactly one of the lanes/warps holding each element:
/// those whose replicating id bits (zero bases) are all zero.
Value ownerPredicate(OpBuilder &b, Location loc,
                     const DistributedLayout &layout, unsigned warpSize) {
  auto [laneId, warpId] = laneAndWarp(b, loc, warpSize);
  auto zeroMask = [](ArrayRef<tilegpu::Basis> bases) {
    int64_t mask = 0;
    for (auto [i, basis] : llvm::enumerate(bases))
      if (llvm::all_of(basis, [](int64_t v) { return v == 0; }))
        mask |= int64_t(1) << i;
    return mask;
  };
  Value pred = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1);
  for (auto [id, mask] : {std::make_pair(laneId, zeroMask(layout.laneBases)),
                          std::make_pair(warpId, zeroMask(layout.warpBases))}) {
    if (!mask)
      continue;
    Value bits = arith::AndIOp::create(b, loc, id, i32Const(b, loc, mask));
    pred = arith::AndIOp::create(
        b, loc, pred,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, bits,
                              i32Const(b, loc, 0)));
  }
  return pred;
}

/// Warp-id bits whose bases move along `dim` (and only along it): the warps
/// a reduction along `dim` must combine through shared memory.
SmallVector<unsigned> warpBitsAlong(const DistributedLayout &layout,
                                    unsigned dim) {
  SmallVector<unsigned> bits;
  for (auto [i, basis] : llvm::enumerate(layout.warpBases))
    if (basis[dim] != 0)
      bits.push_back(i);
  return bits;
}

/// Attribute on an scf.for: bytes at the start of the scratch area that
/// its tilegpu.local_buffer slots hold while it runs.
constexpr llvm::StringLiteral kLoopSlotBytesAttr = "tilegpu.loop_slot_bytes";

/// Bytes at the start of the scratch area that the asynchronous-copy
/// buffers of the loops around `op` hold (0 outside such loops). Reads the
/// loops' kLoopSlotBytesAttr, which stays valid while the conversion
/// replaces loops; the attribute is set before any pattern runs.
int64_t enclosingLoopBufferBytes(Operation *op) {
  int64_t bytes = 0;
  for (Operation *p = op; p; p = p->getParentOp())
    if (auto attr = p->getAttrOfType<IntegerAttr>(kLoopSlotBytesAttr))
      bytes += attr.getInt();
  return bytes;
}

/// Start of the scratch area of shared memory for code at the builder's
/// insertion point (after the buffers of the loops it runs in).
Value smemBase(OpBuilder &b, Location loc, LoweringState &state) {
  Value base = LLVM::AddressOfOp::create(b, loc, state.smem);
  int64_t offset = state.scratchBase;
  if (Block *block = b.getInsertionBlock())
    offset += enclosingLoopBufferBytes(block->getParentOp());
  if (offset == 0)
    return base;
  return LLVM::GEPOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3), b.getI8Type(),
      base, ArrayRef<LLVM::GEPArg>{int32_t(offset)});
}

void barrier(OpBuilder &b, Location loc) { gpu::BarrierOp::create(b, loc); }

/// Type a tile element has in memory (i1 is stored as i8, pointers as i64,
/// fp8, which LLVM has no type for, as its bits: the i8 it has in registers).
Type memoryType(Type elementType) {
  MLIRContext *ctx = elementType.getContext();
  if (isa<tile::PointerType, LLVM::LLVMPointerType>(elementType))
    return IntegerType::get(ctx, 64);
  if (elementType.isInteger(1))
    return IntegerType::get(ctx, 8);
  if (isa<FloatType>(elementType) && !LLVM::isCompatibleType(elementType))
    return IntegerType::get(ctx, elementType.getIntOrFloatBitWidth());
  return elementType;
}

Value toMemory(OpBuilder &b, Location loc, Value v) {
  if (isa<LLVM::LLVMPointerType>(v.getType()))
    return LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), v);
  if (v.getType().isInteger(1))
    return arith::ExtUIOp::create(b, loc, b.getI8Type(), v);
  return v;
}

Value fromMemory(OpBuilder &b, Location loc, Value v, Type type) {
  if (isa<LLVM::LLVMPointerType>(type))
    return LLVM::IntToPtrOp::create(b, loc, type, v);
  if (type.isInteger(1))
    return arith::TruncIOp::create(b, loc, type, v);
  return v;
}

int64_t elementBytes(Type elementType) {
  return std::max<int64_t>(1,
                           memoryType(elementType).getIntOrFloatBitWidth() / 8);
}

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
  SmallVector<int64_t> shape;
  unsigned fastDim = 0;
  int64_t pitch = 0; // elements between consecutive rows along fastDim
  int64_t elemBytes = 1;
  bool swizzle = false;

  int64_t rows() const {
    return ShapedType::getNumElements(shape) / shape[fastDim];
  }
  int64_t bytes() const { return rows() * pitch * elemBytes; }
  /// Elements in one 128-byte block row of a swizzled tile.
  int64_t blockElems() const { return 128 / elemBytes; }
  Value index(OpBuilder &b, Location loc, ArrayRef<Value> coords) const {
    Value linear = i32Const(b, loc, 0);
    int64_t stride = swizzle ? 1 : pitch;
    for (int d = shape.size() - 1; d >= 0; --d) {
      if (unsigned(d) == fastDim)
        continue;
      linear = arith::AddIOp::create(
          b, loc, linear,
          arith::MulIOp::create(b, loc, coords[d], i32Const(b, loc, stride)));
      stride *= shape[d];
    }
    if (!swizzle)
      return arith::AddIOp::create(b, loc, linear, coords[fastDim]);
    // linear is the row; coords[fastDim] = block * 64 + chunk * 8 + i.
    Value col = coords[fastDim];
    int64_t chunkElems = 16 / elemBytes;
    Value block =
        arith::DivUIOp::create(b, loc, col, i32Const(b, loc, blockElems()));
    Value chunk = arith::AndIOp::create(
        b, loc,
        arith::DivUIOp::create(b, loc, col, i32Const(b, loc, chunkElems)),
        i32Const(b, loc, blockElems() / chunkElems - 1));
    Value within =
        arith::AndIOp::create(b, loc, col, i32Const(b, loc, chunkElems - 1));
    Value swizzled = arith::XOrIOp::create(
        b, loc, chunk,
        arith::AndIOp::create(b, loc, linear, i32Const(b, loc, 7)));
    Value blockBase = arith::MulIOp::create(
        b, loc, block, i32Const(b, loc, rows() * blockElems()));
    Value rowBase =
        arith::MulIOp::create(b, loc, linear, i32Const(b, loc, blockElems()));
    Value chunkBase =
        arith::MulIOp::create(b, loc, swizzled, i32Const(b, loc, chunkElems));
    return arith::AddIOp::create(
        b, loc,
        arith::AddIOp::create(b, loc,
                              arith::AddIOp::create(b, loc, blockBase, rowBase),
                              chunkBase),
        within);
  }
};

/// `tile` without padding and with the 128-byte swizzle, when its shape
/// allows it (see SharedTile).
SharedTile swizzledIfPossible(SharedTile tile) {
  if (tile.elemBytes != 2 || tile.shape[tile.fastDim] % tile.blockElems() ||
      tile.rows() % 8)
    return tile;
  tile.swizzle = true;
  tile.pitch = tile.shape[tile.fastDim];
  return tile;
}

SharedTile makeSharedTile(ArrayRef<int64_t> shape, int64_t elemBytes,
                          unsigned fastDim) {
  SharedTile t;
  t.shape.assign(shape.begin(), shape.end());
  t.fastDim = fastDim;
  t.elemBytes = elemBytes;
  int64_t pad = shape.size() >= 2 && shape[fastDim] * elemBytes >= 64
                    ? 16 / elemBytes
                    : 0;
  t.pitch = shape[fastDim] + std::max<int64_t>(pad, 0);
  return t;
}

/// The shared tile of an exchange from `src` to `dst` (dims in `dst`'s
/// coordinates; `perm[d]` is the source dim of destination dim d): rows run
/// along the dim in which the destination (else the source) holds the most
/// consecutive registers, so both sides can use vector accesses.
SharedTile exchangeTile(RankedTensorType src, RankedTensorType dst,
                        ArrayRef<unsigned> perm) {
  FailureOr<DistributedLayout> s =
      tilegpu::analyzeLayout(src.getEncoding(), src.getShape());
  FailureOr<DistributedLayout> d =
      tilegpu::analyzeLayout(dst.getEncoding(), dst.getShape());
  unsigned rank = dst.getRank();
  unsigned best = rank - 1;
  unsigned bestScore = 0;
  for (unsigned dim = 0; dim < rank; ++dim) {
    unsigned dstRun = succeeded(d) ? d->contiguousRegisters(dim) : 1;
    unsigned srcRun = succeeded(s) && perm.size() == rank
                          ? s->contiguousRegisters(perm[dim])
                          : 1;
    // Favour the destination's vector reads, but not at the price of scalar
    // writes of a long source run (measured on the H200: weighting the reads
    // 8:1 made attention 10-40% slower than 4:1).
    unsigned score = dstRun * 4 + srcRun;
    if (score > bestScore) {
      bestScore = score;
      best = dim;
    }
  }
  return makeSharedTile(dst.getShape(), elementBytes(dst.getElementType()),
                        best);
}

/// A slab of a tile along one dim: the elements whose coordinate along `dim`
/// lies in [lo, lo + size). A layout exchange too large for the scratch area
/// goes through shared memory one slab at a time when the slabs are told
/// apart by register bits alone in both layouts (each lane then knows
/// statically which of its registers are in which slab).
struct Slab {
  int dim = -1; // -1: the whole tile
  int64_t lo = 0, size = 0;

  bool contains(const DistributedLayout &layout, unsigned r) const {
    return dim < 0 || (layout.offset(r, dim) & ~(size - 1)) == lo;
  }
};

/// The number of slabs (a power of two, along `dim`) an exchange from `src`
/// to `dst` (same coordinates) can be cut into: the top bits of one dim that
/// only register bases move, in both layouts.
std::pair<int, unsigned> slabBits(const DistributedLayout &src,
                                  const DistributedLayout &dst) {
  std::pair<int, unsigned> best{-1, 0};
  for (unsigned d = 0; d < dst.rank(); ++d) {
    int64_t extent = dst.shape[d];
    auto regOnly = [&](const DistributedLayout &l, int64_t bit) {
      bool inRegs = false;
      for (const tilegpu::Basis &b : l.regBases)
        if (b[d] & bit) {
          if (b[d] != bit)
            return false;
          for (unsigned o = 0; o < l.rank(); ++o)
            if (o != d && b[o] != 0)
              return false;
          inRegs = true;
        }
      for (ArrayRef<tilegpu::Basis> bases :
           {ArrayRef(l.laneBases), ArrayRef(l.warpBases)})
        for (const tilegpu::Basis &b : bases)
          if (b[d] & bit)
            return false;
      return inRegs;
    };
    unsigned bits = 0;
    for (int64_t bit = extent / 2; bit >= 16; bit /= 2) {
      if (!regOnly(src, bit) || !regOnly(dst, bit))
        break;
      ++bits;
    }
    if (bits > best.second)
      best = {int(d), bits};
  }
  return best;
}

SmallVector<unsigned> exchangePermutation(Operation *op) {
  SmallVector<unsigned> perm;
  if (auto trans = dyn_cast<tile::TransOp>(op)) {
    for (int32_t d : trans.getOrder())
      perm.push_back(d);
    return perm;
  }
  // convert_layout keeps coordinates; reshape stores its source row-major
  // (source coordinates, so the source's rank) and reads the result back in
  // the same linear order.
  auto t = cast<RankedTensorType>(op->getOperand(0).getType());
  for (unsigned d = 0; d < t.getRank(); ++d)
    perm.push_back(d);
  return perm;
}

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
ExchangePlan planExchange(Operation *op, int64_t limit) {
  auto src = cast<RankedTensorType>(op->getOperand(0).getType());
  auto dst = cast<RankedTensorType>(op->getResult(0).getType());
  ExchangePlan plan;
  plan.tile = exchangeTile(src, dst, exchangePermutation(op));
  if (!isa<tilegpu::ConvertLayoutOp>(op) || plan.tile.bytes() <= limit)
    return plan;
  auto [dim, bits] = slabBits(layoutOf(src), layoutOf(dst));
  unsigned k = 0;
  while (k < bits && (plan.tile.bytes() >> k) > limit)
    ++k;
  if (k == 0)
    return plan;
  SmallVector<int64_t> shape = plan.tile.shape;
  shape[dim] >>= k;
  plan.tile = makeSharedTile(shape, plan.tile.elemBytes, plan.tile.fastDim);
  plan.dim = dim;
  plan.slabs = 1u << k;
  return plan;
}

/// For each register of `dst`, the register of `src` holding the same
/// element, when both layouts put the same elements in the same lanes and
/// warps (a layout conversion is then a permutation of a lane's registers);
/// none otherwise.
std::optional<SmallVector<unsigned>>
registerPermutation(const DistributedLayout &src,
                    const DistributedLayout &dst) {
  if (src.laneBases != dst.laneBases || src.warpBases != dst.warpBases)
    return std::nullopt;
  std::map<SmallVector<int64_t>, unsigned> srcIndex;
  for (unsigned r = 0; r < src.numRegisters(); ++r) {
    SmallVector<int64_t> key;
    for (unsigned d = 0; d < src.rank(); ++d)
      key.push_back(src.offset(r, d));
    srcIndex.emplace(key, r);
  }
  SmallVector<unsigned> result;
  for (unsigned r = 0; r < dst.numRegisters(); ++r) {
    SmallVector<int64_t> key;
    for (unsigned d = 0; d < dst.rank(); ++d)
      key.push_back(dst.offset(r, d));
    auto it = srcIndex.find(key);
    if (it == srcIndex.end())
      return std::nullopt;
    result.push_back(it->second);
  }
  return result;
}

bool isRegisterPermutation(const DistributedLayout &src,
                           const DistributedLayout &dst) {
  return registerPermutation(src, dst).has_value();
}

/// Shared-memory bytes an op needs for its exchange (0 if none); layout
/// exchanges above `exchangeLimit` bytes are planned in slabs.
int64_t sharedMemoryBytes(Operation *op, int64_t exchangeLimit) {
  auto bytesOf = [](Value v) -> int64_t {
    auto t = cast<RankedTensorType>(v.getType());
    return t.getNumElements() * elementBytes(t.getElementType());
  };
  if (auto cvt = dyn_cast<tilegpu::ConvertLayoutOp>(op);
      cvt && isRegisterPermutation(layoutOf(cvt.getSrc().getType()),
                                   layoutOf(cvt.getType())))
    return 0;
  if (isa<tilegpu::ConvertLayoutOp, tile::TransOp>(op))
    return planExchange(op, exchangeLimit).tile.bytes();
  if (isa<tile::ReshapeOp>(op))
    return bytesOf(op->getOperand(0));
  // A scalar atomic runs in one thread, which passes the old value to the
  // others through shared memory (scalarAtomic).
  if (isa<tile::AtomicRMWOp, tile::AtomicCASOp>(op) &&
      !isa<RankedTensorType>(op->getResult(0).getType()) &&
      !op->use_empty())
    return 8;
  // FMA dots stage both operands in shared memory; matrix-core dots take
  // their operands from registers.
  if (auto dot = dyn_cast<tile::DotOp>(op))
    return isa_and_present<tilegpu::MmaLayoutAttr>(
               cast<RankedTensorType>(dot.getType()).getEncoding())
               ? 0
               : bytesOf(dot.getA()) + bytesOf(dot.getB());
  if (auto scan = dyn_cast<tile::ScanOp>(op)) {
    int64_t total = 0;
    for (Value src : scan.getSrcs())
      total += bytesOf(src);
    return total;
  }
  if (auto reduce = dyn_cast<tile::ReduceOp>(op)) {
    auto srcType = cast<RankedTensorType>(reduce.getSrcs()[0].getType());
    FailureOr<DistributedLayout> layout =
        tilegpu::analyzeLayout(srcType.getEncoding(), srcType.getShape());
    if (failed(layout))
      return 0;
    unsigned axis = reduce.getAxis();
    int64_t warps = int64_t(1) << warpBitsAlong(*layout, axis).size();
    if (warps == 1)
      return 0;
    int64_t total = 0;
    for (Value src : reduce.getSrcs()) {
      auto t = cast<RankedTensorType>(src.getType());
      total += warps * (t.getNumElements() / t.getDimSize(axis)) *
               std::max<int64_t>(4, elementBytes(t.getElementType()));
    }
    return total;
  }
  return 0;
}

/// Pointer into shared memory at element `index` (i32) of type `type`,
/// starting `byteOffset` bytes into the scratch buffer, or into `buffer` (a
/// tilegpu.local_alloc buffer) when one is given.
Value smemElementPtr(OpBuilder &b, Location loc, LoweringState &state,
                     Type type, int64_t byteOffset, Value index,
                     Value buffer = {}) {
  Value base = buffer ? buffer : smemBase(b, loc, state);
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
  if (byteOffset)
    base = LLVM::GEPOp::create(b, loc, ptrType, b.getI8Type(), base,
                               ArrayRef<LLVM::GEPArg>{int32_t(byteOffset)});
  return LLVM::GEPOp::create(b, loc, ptrType, type, base, ValueRange{index});
}

/// Row-major linear index of coordinates.
Value linearIndex(OpBuilder &b, Location loc, ArrayRef<Value> coords,
                  ArrayRef<int64_t> shape) {
  Value linear = i32Const(b, loc, 0);
  for (auto [c, s] : llvm::zip(coords, shape))
    linear = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, linear, i32Const(b, loc, s)), c);
  return linear;
}

/// Writes every (non-duplicate) register of a tile to shared memory in
/// `tile`'s placement (destination coordinates: destination dim d holds
/// source coordinate perm[d]); runs of consecutive registers along the
/// tile's fast dim are stored as vectors of up to 16 bytes.
void storeTileToShared(OpBuilder &b, Location loc, LoweringState &state,
                       Value packed, RankedTensorType type, int64_t byteOffset,
                       ArrayRef<unsigned> perm, const SharedTile &tile,
                       Value buffer = {}, const Slab &slab = {}) {
  DistributedLayout layout = layoutOf(type);
  SmallVector<Value> regs = unpack(b, loc, packed);
  auto coords = elementCoords(b, loc, layout, type.getShape(), state.warpSize);
  Type memType = memoryType(type.getElementType());
  unsigned run =
      std::min<unsigned>(layout.contiguousRegisters(perm[tile.fastDim]),
                         std::max<int64_t>(1, 16 / tile.elemBytes));
  for (unsigned r = 0; r < regs.size(); r += run) {
    if (isDuplicateRegister(layout, r, type.getShape()) ||
        !slab.contains(layout, r))
      continue;
    SmallVector<Value> c;
    for (unsigned d : perm)
      c.push_back(coords[d][r]);
    if (slab.dim >= 0)
      c[slab.dim] =
          arith::SubIOp::create(b, loc, c[slab.dim], i32Const(b, loc, slab.lo));
    Value ptr = smemElementPtr(b, loc, state, memType, byteOffset,
                               tile.index(b, loc, c), buffer);
    if (run == 1) {
      LLVM::StoreOp::create(b, loc, toMemory(b, loc, regs[r]), ptr);
      continue;
    }
    Value vec = LLVM::PoisonOp::create(
        b, loc, VectorType::get({int64_t(run)}, memType));
    for (unsigned i = 0; i < run; ++i)
      vec = LLVM::InsertElementOp::create(
          b, loc, vec, toMemory(b, loc, regs[r + i]), i32Const(b, loc, i));
    LLVM::StoreOp::create(b, loc, vec, ptr, /*alignment=*/run * tile.elemBytes);
  }
}

/// Row-major placement without padding (reshape keeps row-major order).
SharedTile rowMajorTile(RankedTensorType type) {
  SharedTile t;
  t.shape.assign(type.getShape().begin(), type.getShape().end());
  t.fastDim = type.getRank() - 1;
  t.pitch = type.getShape().back();
  t.elemBytes = elementBytes(type.getElementType());
  return t;
}

/// How `ldmatrix` reads a tile of some layout from a shared tile. Each 8x8
/// matrix it loads is 8 rows of 8 consecutive 16-bit elements (16 bytes)
/// along the shared tile's fast dim; per matrix a lane receives one 32-bit
/// word: elements (row lane / 4, columns 2 * (lane % 4) + {0, 1}), or with
/// `trans` (rows 2 * (lane % 4) + {0, 1}, column lane / 4). Lanes 8j..8j+7
/// give the addresses of matrix j's rows. So a layout fits when register
/// bit 0 and lane bits 0-1 step 1, 2, 4 along the fast dim (plain), or lane
/// bits 2-4 do (trans), and no other basis breaks the rows' 16-byte
/// alignment; `rowBases` are the three bases that pick a matrix's row.
/// mma.sync's operand layouts fit one way or the other whichever dim of the
/// operand is contiguous in shared memory.
struct MatrixLoad {
  bool trans = false;
  SmallVector<tilegpu::Basis> rowBases;
};

std::optional<MatrixLoad> planMatrixLoad(const LoweringState &state,
                                         const DistributedLayout &layout,
                                         const SharedTile &tile) {
  unsigned f = tile.fastDim;
  if (!state.target->hasLdMatrix() || state.warpSize != 32 ||
      tile.elemBytes != 2 || tile.pitch % 8 != 0 || tile.shape[f] < 8 ||
      layout.laneBases.size() != 5 || layout.regBases.empty())
    return std::nullopt;
  auto along = [&](const tilegpu::Basis &basis, int64_t step) {
    for (unsigned d = 0; d < layout.rank(); ++d)
      if (basis[d] != (d == f ? step : 0))
        return false;
    return true;
  };
  ArrayRef<tilegpu::Basis> lanes = layout.laneBases;
  MatrixLoad plan;
  if (along(layout.regBases[0], 1) && along(lanes[0], 2) &&
      along(lanes[1], 4)) {
    plan.rowBases = {lanes[2], lanes[3], lanes[4]};
  } else if (along(lanes[2], 1) && along(lanes[3], 2) && along(lanes[4], 4)) {
    plan.trans = true;
    plan.rowBases = {layout.regBases[0], lanes[0], lanes[1]};
  } else {
    return std::nullopt;
  }
  auto aligned = [&](const tilegpu::Basis &basis) { return basis[f] % 8 == 0; };
  if (!llvm::all_of(plan.rowBases, aligned) ||
      !llvm::all_of(ArrayRef(layout.regBases).drop_front(), aligned) ||
      !llvm::all_of(layout.warpBases, aligned))
    return std::nullopt;
  return plan;
}

/// Reads the registers of `layout` in `slab` with ldmatrix (see MatrixLoad):
/// one instruction per 4 consecutive register pairs (lane bits 3 and 4 pick
/// register bits 1 and 2), fewer for small tiles. Fails, emitting nothing,
/// when an instruction's registers straddle the slab.
std::optional<SmallVector<Value>>
loadMatrices(OpBuilder &b, Location loc, LoweringState &state,
             const DistributedLayout &layout, const MatrixLoad &plan,
             Type llvmElementType, int64_t byteOffset, const SharedTile &tile,
             Value buffer, const Slab &slab) {
  unsigned numRegs = layout.numRegisters();
  unsigned perInstr = std::min(4u, numRegs / 2);
  unsigned groupRegs = 2 * perInstr;
  for (unsigned r0 = 0; r0 < numRegs; r0 += groupRegs) {
    unsigned in = 0;
    for (unsigned r = r0; r < r0 + groupRegs; ++r)
      in += slab.contains(layout, r);
    if (in != 0 && in != groupRegs)
      return std::nullopt;
  }
  // Lane-dependent part of the row addresses: lane bits 0-2 pick the row,
  // bits 3-4 the register pair.
  DistributedLayout rows;
  rows.shape = layout.shape;
  rows.laneBases = plan.rowBases;
  tilegpu::Basis zero(layout.rank(), 0);
  for (unsigned i = 1; i <= 2; ++i)
    rows.laneBases.push_back(perInstr > i ? layout.regBases[i] : zero);
  rows.warpBases = layout.warpBases;
  SmallVector<Value> base = threadBase(b, loc, rows, state.warpSize);
  MLIRContext *ctx = b.getContext();
  Type i32 = b.getI32Type();
  Type resultType = perInstr == 1 ? i32
                                  : Type(LLVM::LLVMStructType::getLiteral(
                                        ctx, SmallVector<Type>(perInstr, i32)));
  auto pairType = VectorType::get({2}, llvmElementType);
  Type memType = memoryType(llvmElementType);
  SmallVector<Value> regs(numRegs);
  for (unsigned r0 = 0; r0 < numRegs; r0 += groupRegs) {
    if (!slab.contains(layout, r0))
      continue;
    SmallVector<Value> c;
    for (unsigned d = 0; d < layout.rank(); ++d) {
      int64_t regBits = 0, laneBits = 0;
      for (const tilegpu::Basis &basis :
           ArrayRef(layout.regBases).drop_front(llvm::Log2_32(groupRegs)))
        regBits |= basis[d];
      for (ArrayRef<tilegpu::Basis> bases :
           {ArrayRef(rows.laneBases), ArrayRef(rows.warpBases)})
        for (const tilegpu::Basis &basis : bases)
          laneBits |= basis[d];
      // Disjoint bits (every mma.sync operand layout): the register's
      // offset is added, so the backend folds it into the address.
      Value offset = i32Const(b, loc, layout.offset(r0, d));
      Value coord = (regBits & laneBits) == 0
                        ? Value(arith::AddIOp::create(
                              b, loc, base[d], offset,
                              arith::IntegerOverflowFlags::nsw |
                                  arith::IntegerOverflowFlags::nuw))
                        : Value(arith::XOrIOp::create(b, loc, base[d], offset));
      if (slab.dim == int(d))
        coord = arith::SubIOp::create(b, loc, coord, i32Const(b, loc, slab.lo));
      c.push_back(coord);
    }
    Value ptr = smemElementPtr(b, loc, state, memType, byteOffset,
                               tile.index(b, loc, c), buffer);
    Value words = NVVM::LdMatrixOp::create(
        b, loc, resultType, ptr, perInstr,
        plan.trans ? NVVM::MMALayout::col : NVVM::MMALayout::row,
        NVVM::LdStMatrixShapeAttr::get(ctx, 8, 8),
        NVVM::LdStMatrixEltType::B16);
    for (unsigned j = 0; j < perInstr; ++j) {
      Value word = perInstr == 1
                       ? words
                       : Value(LLVM::ExtractValueOp::create(b, loc, words, j));
      Value pair = LLVM::BitcastOp::create(b, loc, pairType, word);
      for (unsigned i = 0; i < 2; ++i)
        regs[r0 + 2 * j + i] =
            LLVM::ExtractElementOp::create(b, loc, pair, i32Const(b, loc, i));
    }
  }
  return regs;
}

/// Reads a tile of `type` (its layout) from shared memory in `tile`'s
/// placement, with vector loads along the tile's fast dim.
SmallVector<Value> loadTileFromShared(OpBuilder &b, Location loc,
                                      LoweringState &state,
                                      RankedTensorType type,
                                      Type llvmElementType, int64_t byteOffset,
                                      const SharedTile &tile, Value buffer = {},
                                      const Slab &slab = {}) {
  DistributedLayout layout = layoutOf(type);
  if (std::optional<MatrixLoad> plan = planMatrixLoad(state, layout, tile))
    if (std::optional<SmallVector<Value>> regs =
            loadMatrices(b, loc, state, layout, *plan, llvmElementType,
                         byteOffset, tile, buffer, slab))
      return *regs;
  auto coords = elementCoords(b, loc, layout, type.getShape(), state.warpSize);
  Type memType = memoryType(type.getElementType());
  unsigned run = std::min<unsigned>(layout.contiguousRegisters(tile.fastDim),
                                    std::max<int64_t>(1, 16 / tile.elemBytes));
  // Registers outside `slab` stay null: another slab's read fills them.
  SmallVector<Value> regs;
  for (unsigned r = 0; r < layout.numRegisters(); r += run) {
    if (!slab.contains(layout, r)) {
      regs.append(run, Value());
      continue;
    }
    SmallVector<Value> c;
    for (unsigned d = 0; d < layout.rank(); ++d)
      c.push_back(coords[d][r]);
    if (slab.dim >= 0)
      c[slab.dim] =
          arith::SubIOp::create(b, loc, c[slab.dim], i32Const(b, loc, slab.lo));
    Value ptr = smemElementPtr(b, loc, state, memType, byteOffset,
                               tile.index(b, loc, c), buffer);
    if (run == 1) {
      regs.push_back(fromMemory(
          b, loc, LLVM::LoadOp::create(b, loc, memType, ptr), llvmElementType));
      continue;
    }
    auto vecType = VectorType::get({int64_t(run)}, memType);
    Value vec = LLVM::LoadOp::create(b, loc, vecType, ptr,
                                     /*alignment=*/run * tile.elemBytes);
    for (unsigned i = 0; i < run; ++i)
      regs.push_back(fromMemory(
          b, loc,
          LLVM::ExtractElementOp::create(b, loc, vec, i32Const(b, loc, i)),
          llvmElementType));
  }
  return regs;
}

/// Clones the combine region of a reduce/scan with `args` as its block
/// arguments; returns the yielded values.
SmallVector<Value> emitCombine(OpBuilder &b, Region &region,
                               ArrayRef<Value> acc, ArrayRef<Value> next) {
  Block &block = region.front();
  IRMapping mapping;
  for (auto [i, v] : llvm::enumerate(acc))
    mapping.map(block.getArgument(i), v);
  for (auto [i, v] : llvm::enumerate(next))
    mapping.map(block.getArgument(acc.size() + i), v);
  for (Operation &op : block.without_terminator())
    b.clone(op, mapping);
  SmallVector<Value> results;
  for (Value v : block.getTerminator()->getOperands())
    results.push_back(mapping.lookupOrDefault(v));
  return results;
}

/// One 32-bit butterfly step (`lane ^ mask`) with the cheapest exchange the
/// target has (TargetInfo::crossLane): immediates only, no address register,
/// except for mask 32, which goes through gpu.shuffle (ds_bpermute / shfl).
Value exchangeXor32(OpBuilder &b, Location loc, Value x, unsigned mask,
                    const TargetInfo &target) {
  CrossLane kind = target.crossLane;
  if (kind == CrossLane::ShflSync || mask >= 32) {
    return gpu::ShuffleOp::create(b, loc, x, i32Const(b, loc, mask),
                                  i32Const(b, loc, target.warpSize),
                                  gpu::ShuffleMode::XOR)
        .getShuffleResult();
  }
  Type i32 = b.getI32Type();
  Value asInt =
      x.getType() == i32 ? x : arith::BitcastOp::create(b, loc, i32, x);
  // Every lane has a valid source lane in these permutations, so the `old`
  // operand is never read: poison lets the backend fold the DPP move into the
  // combining instruction (v_max_f32_dpp).
  auto dpp = [&](unsigned ctrl) -> Value {
    Value old = LLVM::PoisonOp::create(b, loc, i32);
    return ROCDL::DPPUpdateOp::create(b, loc, i32, old, asInt, ctrl,
                                      /*rowMask=*/0xF, /*bankMask=*/0xF,
                                      /*boundCtrl=*/true);
  };
  Value result;
  if (mask == 1) {
    result = dpp(0xB1); // quad_perm:[1,0,3,2]
  } else if (mask == 2) {
    result = dpp(0x4E); // quad_perm:[2,3,0,1]
  } else if (kind == CrossLane::Gfx10 && mask < 16) {
    result = dpp(0x160 + mask); // row_xmask:mask
  } else if (kind == CrossLane::Gfx10 && mask == 16) {
    // Lane i of one row of 16 reads lane i of the other row.
    Value selLo = i32Const(b, loc, 0x76543210);
    Value selHi = i32Const(b, loc, int32_t(0xfedcba98));
    result = ROCDL::PermlaneX16Op::create(b, loc, i32, asInt, asInt, selLo,
                                          selHi, b.getBoolAttr(false),
                                          b.getBoolAttr(false));
  } else {
    // Bitmask mode within 32 lanes: read ((lane & 0x1f) | 0) ^ mask.
    result = ROCDL::DsSwizzleOp::create(b, loc, i32, asInt,
                                        i32Const(b, loc, 0x1F | (mask << 10)));
  }
  return x.getType() == i32
             ? result
             : arith::BitcastOp::create(b, loc, x.getType(), result);
}

/// Applies `word` (an i32 -> i32 lane exchange) to any 8-64-bit scalar, one
/// 32-bit word at a time.
Value perWord(OpBuilder &b, Location loc, Value v,
              llvm::function_ref<Value(Value)> word) {
  Type type = v.getType();
  unsigned bits = type.getIntOrFloatBitWidth();
  if (bits == 32 && (type.isF32() || type.isInteger(32)))
    return word(v);
  Type intType = b.getIntegerType(bits);
  Value asInt =
      type.isInteger(bits) ? v : arith::BitcastOp::create(b, loc, intType, v);
  Value result;
  if (bits < 32) {
    Value wide = arith::ExtUIOp::create(b, loc, b.getI32Type(), asInt);
    result = arith::TruncIOp::create(b, loc, intType, word(wide));
  } else {
    Value lo = arith::TruncIOp::create(b, loc, b.getI32Type(), asInt);
    Value hi = arith::TruncIOp::create(
        b, loc, b.getI32Type(),
        arith::ShRUIOp::create(
            b, loc, asInt, arith::ConstantIntOp::create(b, loc, intType, 32)));
    lo = arith::ExtUIOp::create(b, loc, intType, word(lo));
    hi = arith::ExtUIOp::create(b, loc, intType, word(hi));
    result = arith::OrIOp::create(
        b, loc, lo,
        arith::ShLIOp::create(
            b, loc, hi, arith::ConstantIntOp::create(b, loc, intType, 32)));
  }
  return type.isInteger(bits) ? result
                              : arith::BitcastOp::create(b, loc, type, result);
}

/// Butterfly exchange with the lane `mask` away (any 8-64-bit scalar).
Value shuffleXor(OpBuilder &b, Location loc, Value v, unsigned mask,
                 const TargetInfo &target) {
  return perWord(b, loc, v, [&](Value x) {
    return exchangeXor32(b, loc, x, mask, target);
  });
}

/// The value lane `lane` holds (uniform: the backend keeps it in an SGPR).
Value readLane(OpBuilder &b, Location loc, Value v, unsigned lane) {
  return perWord(b, loc, v, [&](Value x) -> Value {
    Type i32 = b.getI32Type();
    Value asInt =
        x.getType() == i32 ? x : arith::BitcastOp::create(b, loc, i32, x);
    Value r =
        ROCDL::ReadlaneOp::create(b, loc, i32, asInt, i32Const(b, loc, lane));
    return x.getType() == i32
               ? r
               : arith::BitcastOp::create(b, loc, x.getType(), r);
  });
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

template <typename Op> struct TilePattern : OpConversionPattern<Op> {
  TilePattern(const TypeConverter &converter, MLIRContext *ctx,
              LoweringState &state)
      : OpConversionPattern<Op>(converter, ctx, /*benefit=*/10), state(state) {}
  LoweringState &state;
};

struct FuncOpLowering : TilePattern<func::FuncOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(func::FuncOp func, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!func->hasAttr(tile::kKernelAttrName))
      return rewriter.notifyMatchFailure(func, "not a kernel");
    if (func.getNumResults() != 0)
      return func.emitError("a GPU kernel cannot return values");
    TypeConverter::SignatureConversion sig(func.getNumArguments());
    for (auto [i, type] : llvm::enumerate(func.getArgumentTypes()))
      sig.addInputs(i, getTypeConverter()->convertType(type));
    auto fnType = LLVM::LLVMFunctionType::get(
        LLVM::LLVMVoidType::get(getContext()), sig.getConvertedTypes());
    auto llvmFunc = LLVM::LLVMFuncOp::create(rewriter, func.getLoc(),
                                             func.getName(), fnType);
    unsigned threads = state.numWarps * state.warpSize;
    if (state.target->isAMDGPU()) {
      llvmFunc->setAttr(ROCDL::ROCDLDialect::getKernelFuncAttrName(),
                        rewriter.getUnitAttr());
      llvmFunc->setAttr(ROCDL::ROCDLDialect::getFlatWorkGroupSizeAttrName(),
                        rewriter.getStringAttr(std::to_string(threads) + "," +
                                               std::to_string(threads)));
      llvmFunc->setAttr(
          ROCDL::ROCDLDialect::getReqdWorkGroupSizeAttrName(),
          rewriter.getDenseI32ArrayAttr({int32_t(threads), 1, 1}));
    } else {
      llvmFunc->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(),
                        rewriter.getUnitAttr());
      llvmFunc->setAttr(
          NVVM::NVVMDialect::getMaxntidAttrName(),
          rewriter.getDenseI32ArrayAttr({int32_t(threads), 1, 1}));
    }
    // Pointer arguments never alias what the kernel does not reach through
    // them is not known; keep only facts the signature states.
    for (unsigned i = 0; i < func.getNumArguments(); ++i) {
      if (auto div = func.getArgAttrOfType<IntegerAttr>(
              i, tile::kDivisibilityAttrName)) {
        if (isa<tile::PointerType>(func.getArgumentTypes()[i]))
          llvmFunc.setArgAttr(i, LLVM::LLVMDialect::getAlignAttrName(),
                              rewriter.getI64IntegerAttr(div.getInt()));
      }
    }
    rewriter.inlineRegionBefore(func.getBody(), llvmFunc.getBody(),
                                llvmFunc.end());
    if (failed(rewriter.convertRegionTypes(&llvmFunc.getBody(),
                                           *getTypeConverter(), &sig)))
      return failure();
    rewriter.eraseOp(func);
    return success();
  }
};

struct ReturnOpLowering : TilePattern<func::ReturnOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(func::ReturnOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::ReturnOp>(op, ValueRange());
    return success();
  }
};

template <typename Op, bool isCount>
struct GridQueryLowering : TilePattern<Op> {
  using TilePattern<Op>::TilePattern;
  LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto dim = static_cast<gpu::Dimension>(op.getAxis());
    Value v;
    if (isCount)
      v = gpu::GridDimOp::create(rewriter, op.getLoc(), dim);
    else
      v = gpu::BlockIdOp::create(rewriter, op.getLoc(), dim);
    rewriter.replaceOpWithNewOp<arith::IndexCastOp>(op, rewriter.getI32Type(),
                                                    v);
    return success();
  }
};

struct MakeRangeLowering : TilePattern<tile::MakeRangeOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::MakeRangeOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = op.getType();
    DistributedLayout layout = layoutOf(type);
    auto coords =
        elementCoords(rewriter, loc, layout, type.getShape(), state.warpSize);
    SmallVector<Value> regs;
    for (Value c : coords[0])
      regs.push_back(arith::AddIOp::create(
          rewriter, loc, c, i32Const(rewriter, loc, op.getStart())));
    rewriter.replaceOp(
        op, pack(rewriter, loc, getTypeConverter()->convertType(type), regs));
    return success();
  }
};

struct SplatLowering : TilePattern<tile::SplatOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::SplatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    unsigned n = tilegpu::getNumRegisters(op.getType());
    SmallVector<Value> regs(n, adaptor.getSrc());
    rewriter.replaceOp(op, pack(rewriter, op.getLoc(),
                                getTypeConverter()->convertType(op.getType()),
                                regs));
    return success();
  }
};

struct ConstantLowering : TilePattern<arith::ConstantOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "scalar constant");
    auto splat = dyn_cast<SplatElementsAttr>(op.getValue());
    if (!splat) // rejected by rejectUnsupportedOps
      return rewriter.notifyMatchFailure(op, "non-uniform tile constant");
    auto value = cast<TypedAttr>(splat.getSplatValue<Attribute>());
    // fp8 has no LLVM type: its registers hold the bits (memoryType's i8).
    if (auto f = dyn_cast<FloatAttr>(value);
        f && !LLVM::isCompatibleType(f.getType()))
      value = rewriter.getIntegerAttr(memoryType(f.getType()),
                                      f.getValue().bitcastToAPInt());
    Value scalar = arith::ConstantOp::create(rewriter, op.getLoc(), value);
    SmallVector<Value> regs(tilegpu::getNumRegisters(type), scalar);
    rewriter.replaceOp(op, pack(rewriter, op.getLoc(),
                                getTypeConverter()->convertType(type), regs));
    return success();
  }
};

/// arith/math ops on tiles: the same op on each register.
/// The f32 value of fp8 `bits` (an i8) of OCP type `fp8Type`, exactly (fp8
/// has no LLVM type, so no fpext). e5m2 is the high byte of an f16 with the
/// same exponent bias. e4m3fn's magnitude bits shifted into an f16's place
/// read as 2^-8 of its value (bias 7 against 15, subnormals included), and
/// its one NaN (S.1111.111; no infinities) is mapped explicitly.
static Value fp8ToF32(OpBuilder &b, Location loc, Value bits, Type fp8Type) {
  Type i16 = b.getI16Type(), i32 = b.getI32Type(), f16 = b.getF16Type();
  FloatType f32 = b.getF32Type();
  auto i16Const = [&](int64_t v) -> Value {
    return arith::ConstantIntOp::create(b, loc, i16, v);
  };
  Value wide = arith::ExtUIOp::create(b, loc, i16, bits);
  if (isa<Float8E5M2Type>(fp8Type)) {
    Value half = arith::BitcastOp::create(
        b, loc, f16, arith::ShLIOp::create(b, loc, wide, i16Const(8)));
    return arith::ExtFOp::create(b, loc, f32, half);
  }
  Value mag = arith::AndIOp::create(b, loc, wide, i16Const(0x7f));
  Value half = arith::BitcastOp::create(
      b, loc, f16, arith::ShLIOp::create(b, loc, mag, i16Const(7)));
  Value value = arith::MulFOp::create(
      b, loc, arith::ExtFOp::create(b, loc, f32, half),
      arith::ConstantFloatOp::create(b, loc, f32, APFloat(256.0f)));
  Value isNaN = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, mag,
                                      i16Const(0x7f));
  value = arith::SelectOp::create(
      b, loc, isNaN,
      arith::ConstantFloatOp::create(b, loc, f32,
                                     APFloat::getQNaN(APFloat::IEEEsingle())),
      value);
  // The sign: bit 7 of the byte to bit 31.
  Value sign = arith::ShLIOp::create(
      b, loc,
      arith::AndIOp::create(b, loc, arith::ExtUIOp::create(b, loc, i32, wide),
                            i32Const(b, loc, 0x80)),
      i32Const(b, loc, 24));
  Value magnitude = arith::BitcastOp::create(b, loc, i32, value);
  return arith::BitcastOp::create(
      b, loc, f32, arith::OrIOp::create(b, loc, magnitude, sign));
}

/// The fp8 bits (an i8) of OCP type `fp8Type` nearest to the f32 `x`, as the
/// interpreter rounds (Interpreter/FloatFormats.h): ties to even, overflow
/// and infinities saturate to the largest finite value (the GPUs'
/// `satfinite`), NaN stays NaN, the sign is kept (-0 included).
/// With e = max(exponent of |x|, the format's emin), q = roundeven(|x| *
/// 2^(M - e)) is the significand in units of the last place, and
/// ((e + bias) << M) + q - 2^M is the encoding for normal and subnormal
/// results alike (a carry out of the significand bumps the exponent).
static Value f32ToFp8(OpBuilder &b, Location loc, Value x, Type fp8Type) {
  bool e5m2 = isa<Float8E5M2Type>(fp8Type);
  int64_t manBits = e5m2 ? 2 : 3, bias = e5m2 ? 15 : 7;
  int64_t maxBits = e5m2 ? 0x7b : 0x7e; // 57344 and 448
  int64_t nanBits = e5m2 ? 0x7e : 0x7f;
  Type i32 = b.getI32Type(), f32 = b.getF32Type();
  auto c = [&](int64_t v) { return i32Const(b, loc, v); };
  Value bits = arith::BitcastOp::create(b, loc, i32, x);
  Value absBits = arith::AndIOp::create(b, loc, bits, c(0x7fffffff));
  Value absX = arith::BitcastOp::create(b, loc, f32, absBits);
  Value exp = arith::SubIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, absBits, c(23)), c(127));
  Value e = arith::MaxSIOp::create(b, loc, exp, c(1 - bias));
  Value scale = arith::BitcastOp::create(
      b, loc, f32,
      arith::ShLIOp::create(
          b, loc, arith::SubIOp::create(b, loc, c(manBits + 127), e), c(23)));
  Value q = arith::FPToUIOp::create(
      b, loc, i32,
      math::RoundEvenOp::create(b, loc,
                                arith::MulFOp::create(b, loc, absX, scale)));
  Value enc = arith::SubIOp::create(
      b, loc,
      arith::AddIOp::create(
          b, loc,
          arith::ShLIOp::create(
              b, loc, arith::AddIOp::create(b, loc, e, c(bias)), c(manBits)),
          q),
      c(int64_t(1) << manBits));
  enc = arith::MinSIOp::create(b, loc, enc, c(maxBits));
  // Infinities saturate too (their exponent would overflow the scale).
  Value isInf = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, absBits,
                                      c(0x7f800000));
  enc = arith::SelectOp::create(b, loc, isInf, c(maxBits), enc);
  Value isNaN = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt,
                                      absBits, c(0x7f800000));
  enc = arith::SelectOp::create(b, loc, isNaN, c(nanBits), enc);
  Value sign = arith::ShRUIOp::create(
      b, loc, arith::AndIOp::create(b, loc, bits, c(int64_t(0x80000000))),
      c(24));
  return arith::TruncIOp::create(b, loc, b.getI8Type(),
                                 arith::OrIOp::create(b, loc, enc, sign));
}

static bool isFp8(Type t) {
  return isa<Float8E4M3FNType, Float8E5M2Type>(getElementTypeOrSelf(t));
}

/// One register of an elementwise op that reads or makes fp8 tiles: fp8 has
/// no LLVM type (its registers are i8 bits), so fp8 operands are widened to
/// f32 exactly, the op runs on f32 (or makes f32 from integers), and an fp8
/// result is rounded back once, as the interpreter does. Conversions between
/// fp8 and other types are this with the op itself being the identity.
static Value lowerFp8Scalar(OpBuilder &b, Operation *op,
                            ArrayRef<Value> operands,
                            const TypeConverter &converter) {
  Location loc = op->getLoc();
  Type f32 = b.getF32Type();
  Type resultElem = getElementTypeOrSelf(op->getResult(0).getType());
  SmallVector<Value> wide;
  for (auto [orig, v] : llvm::zip(op->getOperands(), operands)) {
    Type elem = getElementTypeOrSelf(orig.getType());
    if (isFp8(elem))
      wide.push_back(fp8ToF32(b, loc, v, elem));
    else if (isa<FloatType>(elem) && !elem.isF32() &&
             isa<arith::ExtFOp, arith::TruncFOp>(op))
      wide.push_back(arith::ExtFOp::create(b, loc, f32, v));
    else
      wide.push_back(v);
  }
  Value result;
  if (isa<arith::ExtFOp, arith::TruncFOp>(op)) {
    result = wide[0]; // now f32: the conversion is the rounding below
  } else {
    Type scalarResult =
        isFp8(resultElem) ? f32 : converter.convertType(resultElem);
    OperationState state(loc, op->getName().getStringRef(), wide,
                         {scalarResult}, op->getAttrs());
    result = b.create(state)->getResult(0);
  }
  if (isFp8(resultElem))
    return f32ToFp8(b, loc, result, resultElem);
  if (result.getType() == f32 && isa<FloatType>(resultElem) &&
      !resultElem.isF32())
    return arith::TruncFOp::create(b, loc, resultElem, result); // exact
  return result;
}

struct ElementwiseLowering : ConversionPattern {
  ElementwiseLowering(const TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/10, ctx) {
  }

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<arith::ArithDialect, math::MathDialect>(op->getDialect()) ||
        op->getNumResults() != 1 ||
        !isa<RankedTensorType>(op->getResult(0).getType()) ||
        isa<arith::ConstantOp>(op))
      return failure();
    Location loc = op->getLoc();
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    // fp8 operands or results (lowerFp8Scalar), except ops that only move
    // the bits.
    bool fp8 = (llvm::any_of(op->getOperandTypes(), isFp8) ||
                isFp8(resultType.getElementType())) &&
               !isa<arith::SelectOp, arith::BitcastOp>(op);
    if (fp8 &&
        (llvm::any_of(op->getOperandTypes(),
                      [](Type t) { return getElementTypeOrSelf(t).isF64(); }) ||
         resultType.getElementType().isF64()))
      return op->emitError("fp8 to or from f64 is not supported on GPUs; "
                           "convert through f32");
    unsigned n = tilegpu::getNumRegisters(resultType);
    SmallVector<SmallVector<Value>> regs;
    for (Value operand : operands) {
      SmallVector<Value> r = unpack(rewriter, loc, operand);
      if (r.size() == 1 && n != 1)
        r.assign(n, r[0]); // scalar operand (e.g. select's condition)
      regs.push_back(std::move(r));
    }
    Type elemType =
        getTypeConverter()->convertType(resultType.getElementType());
    SmallVector<Value> results;
    for (unsigned i = 0; i < n; ++i) {
      SmallVector<Value> scalarOperands;
      for (auto &r : regs)
        scalarOperands.push_back(r[i]);
      if (isa<LLVM::LLVMPointerType>(elemType)) {
        // Only select moves pointers among the elementwise ops.
        auto select = dyn_cast<arith::SelectOp>(op);
        if (!select)
          return op->emitError("unsupported elementwise op on pointer tiles");
        results.push_back(
            LLVM::SelectOp::create(rewriter, loc, scalarOperands[0],
                                   scalarOperands[1], scalarOperands[2]));
        continue;
      }
      if (fp8) {
        results.push_back(
            lowerFp8Scalar(rewriter, op, scalarOperands, *getTypeConverter()));
        continue;
      }
      OperationState opState(loc, op->getName().getStringRef(), scalarOperands,
                             {elemType}, op->getAttrs());
      results.push_back(rewriter.create(opState)->getResult(0));
    }
    rewriter.replaceOp(op, pack(rewriter, loc,
                                getTypeConverter()->convertType(resultType),
                                results));
    return success();
  }
};

/// exp(x) on f32 as exp2(x * log2(e)), as Triton lowers tl.exp on GPUs: one
/// hardware exp2 (ex2.approx / v_exp_f32) and a multiply instead of the
/// device library's range-reduced routine.
struct FastExpLowering : OpConversionPattern<math::ExpOp> {
  FastExpLowering(const TypeConverter &converter, MLIRContext *ctx)
      : OpConversionPattern<math::ExpOp>(converter, ctx, /*benefit=*/10) {}
  LogicalResult
  matchAndRewrite(math::ExpOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op.getType().isF32())
      return rewriter.notifyMatchFailure(op, "scalar f32 only");
    Location loc = op.getLoc();
    Value log2e = arith::ConstantOp::create(
        rewriter, loc, rewriter.getF32FloatAttr(1.4426950408889634f));
    Value scaled =
        arith::MulFOp::create(rewriter, loc, adaptor.getOperand(), log2e);
    rewriter.replaceOpWithNewOp<math::Exp2Op>(op, scaled);
    return success();
  }
};

/// f32 exp2 on AMDGPU, subnormal results included. v_exp_f32 flushes results
/// below 2^-126 to zero, so for x < -126 it computes e = v_exp_f32(x / 2)
/// (a normal number) and returns e * e, which rounds to the subnormal result;
/// -inf, +inf and NaN pass through either branch unchanged. LLVM's own
/// expansion of llvm.exp2.f32 (and upstream MathToROCDL's, which the backend
/// then expanded a second time) shifts by 64 instead, which needs the
/// constants 64.0 and -64 in VGPRs on GFX9 (VOP3 takes no literals); 0.5 and
/// 1.0 are inline constants. Fused softmax (16 exps per lane) needs 2 fewer
/// VGPRs this way.
struct AMDGPUExp2Lowering : OpConversionPattern<math::Exp2Op> {
  AMDGPUExp2Lowering(const TypeConverter &converter, MLIRContext *ctx)
      : OpConversionPattern<math::Exp2Op>(converter, ctx, /*benefit=*/10) {}
  LogicalResult
  matchAndRewrite(math::Exp2Op op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op.getType().isF32())
      return rewriter.notifyMatchFailure(op, "scalar f32 only");
    Location loc = op.getLoc();
    Type f32 = rewriter.getF32Type();
    auto cst = [&](float v) {
      return LLVM::ConstantOp::create(rewriter, loc, f32,
                                      rewriter.getF32FloatAttr(v));
    };
    Value x = adaptor.getOperand();
    Value tiny = LLVM::FCmpOp::create(rewriter, loc, LLVM::FCmpPredicate::olt,
                                      x, cst(-126.0f));
    Value halfC = cst(0.5f);
    Value oneC = cst(1.0f);
    Value half = LLVM::SelectOp::create(rewriter, loc, tiny, halfC, oneC);
    Value scaled = LLVM::FMulOp::create(rewriter, loc, x, half);
    Value e = ROCDL::ROCDLExp2::create(rewriter, loc, f32, scaled);
    Value squared = LLVM::FMulOp::create(rewriter, loc, e, e);
    rewriter.replaceOpWithNewOp<LLVM::SelectOp>(op, tiny, squared, e);
    return success();
  }
};

/// A scalar f32 op as one NVVM intrinsic of the same operands, as Triton
/// lowers them (ops that `keep` says must stay IEEE are left to the default
/// lowering).
/// - exp2: `ex2.approx.ftz.f32` (MUFU.EX2): relative error about 2^-22,
///   results below 2^-126 (x < -126) flush to zero. The non-flushing
///   `ex2.approx.f32` that llvm.exp2.f32 becomes costs a compare and two
///   predicated multiplies around the MUFU per element (measured: 192 of the
///   ~1000 instructions per iteration of flash attention's loop at head dim
///   64).
/// - divf: `div.full.f32` (at most 2 ulp from the correctly rounded quotient,
///   any range); the IEEE `div.rn.f32` is a reciprocal, a Newton step and a
///   checked slow path per element. Divisions marked tile.ieee_rounding
///   (tl.math.div_rn, fdiv with ieee_rounding=True) keep div.rn.
template <typename OpTy>
struct NVVMIntrinsicLowering : OpConversionPattern<OpTy> {
  NVVMIntrinsicLowering(const TypeConverter &converter, MLIRContext *ctx,
                        StringRef intrinsic, bool (*keep)(OpTy) = nullptr)
      : OpConversionPattern<OpTy>(converter, ctx, /*benefit=*/10),
        intrinsic(intrinsic), keep(keep) {}
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op.getType().isF32() || (keep && keep(op)))
      return rewriter.notifyMatchFailure(op, "not a scalar f32 op to replace");
    rewriter.replaceOpWithNewOp<LLVM::CallIntrinsicOp>(
        op, rewriter.getF32Type(), rewriter.getStringAttr(intrinsic),
        adaptor.getOperands());
    return success();
  }
  StringRef intrinsic;
  bool (*keep)(OpTy);
};

/// Ops applied per register with a custom scalar body.
template <typename Op> struct PerRegisterLowering : TilePattern<Op> {
  using TilePattern<Op>::TilePattern;
  virtual Value lowerScalar(OpBuilder &b, Location loc, Op op,
                            ArrayRef<Value> operands,
                            Type resultType) const = 0;
  LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type resultType = op->getResult(0).getType();
    Type converted = this->getTypeConverter()->convertType(resultType);
    auto tensor = dyn_cast<RankedTensorType>(resultType);
    unsigned n = tensor ? tilegpu::getNumRegisters(tensor) : 1;
    SmallVector<SmallVector<Value>> regs;
    for (Value operand : adaptor.getOperands()) {
      SmallVector<Value> r = unpack(rewriter, loc, operand);
      if (r.size() == 1 && n != 1)
        r.assign(n, r[0]);
      regs.push_back(std::move(r));
    }
    Type elemType =
        tensor ? this->getTypeConverter()->convertType(tensor.getElementType())
               : converted;
    SmallVector<Value> results;
    for (unsigned i = 0; i < n; ++i) {
      SmallVector<Value> scalars;
      for (auto &r : regs)
        scalars.push_back(r[i]);
      results.push_back(lowerScalar(rewriter, loc, op, scalars, elemType));
    }
    rewriter.replaceOp(op, tensor ? pack(rewriter, loc, converted, results)
                                  : results[0]);
    return success();
  }
};

struct AddPtrLowering : PerRegisterLowering<tile::AddPtrOp> {
  using PerRegisterLowering::PerRegisterLowering;
  Value lowerScalar(OpBuilder &b, Location loc, tile::AddPtrOp op,
                    ArrayRef<Value> operands, Type resultType) const override {
    Type pointee = memoryType(tile::getPointeeType(op.getType()));
    return LLVM::GEPOp::create(b, loc, resultType, pointee, operands[0],
                               ValueRange{operands[1]});
  }
};

struct PtrToIntLowering : PerRegisterLowering<tile::PtrToIntOp> {
  using PerRegisterLowering::PerRegisterLowering;
  Value lowerScalar(OpBuilder &b, Location loc, tile::PtrToIntOp,
                    ArrayRef<Value> operands, Type resultType) const override {
    return LLVM::PtrToIntOp::create(b, loc, resultType, operands[0]);
  }
};

struct IntToPtrLowering : PerRegisterLowering<tile::IntToPtrOp> {
  using PerRegisterLowering::PerRegisterLowering;
  Value lowerScalar(OpBuilder &b, Location loc, tile::IntToPtrOp,
                    ArrayRef<Value> operands, Type resultType) const override {
    return LLVM::IntToPtrOp::create(b, loc, resultType, operands[0]);
  }
};

/// Ops whose value is their first operand once pointers are opaque.
template <typename Op> struct ForwardLowering : TilePattern<Op> {
  using TilePattern<Op>::TilePattern;
  LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getOperands()[0]);
    return success();
  }
};

/// broadcast / expand_dims: source and result share a root layout, so each
/// result register copies the source register with the same offsets.
template <typename Op> struct RegisterRemapLowering : TilePattern<Op> {
  using TilePattern<Op>::TilePattern;
  LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto srcType = cast<RankedTensorType>(op.getSrc().getType());
    auto dstType = cast<RankedTensorType>(op.getType());
    DistributedLayout src = layoutOf(srcType), dst = layoutOf(dstType);
    SmallVector<Value> srcRegs = unpack(rewriter, loc, adaptor.getSrc());
    // Destination dim of each source dim.
    SmallVector<unsigned> dstDims;
    for (unsigned d = 0; d < dstType.getRank(); ++d) {
      if constexpr (std::is_same_v<Op, tile::ExpandDimsOp>)
        if (d == op.getAxis())
          continue;
      dstDims.push_back(d);
    }
    std::map<SmallVector<int64_t>, unsigned> srcIndex;
    SmallVector<unsigned> srcDims;
    for (unsigned d = 0; d < srcType.getRank(); ++d)
      srcDims.push_back(d);
    for (unsigned r = 0; r < src.numRegisters(); ++r)
      srcIndex.emplace(registerKey(src, r, srcType.getShape(), srcDims), r);
    SmallVector<Value> result;
    for (unsigned r = 0; r < dst.numRegisters(); ++r) {
      SmallVector<int64_t> key;
      for (auto [i, d] : llvm::enumerate(dstDims))
        key.push_back(dst.offset(r, d) & (srcType.getDimSize(i) - 1));
      auto it = srcIndex.find(key);
      if (it == srcIndex.end())
        return op.emitError("layouts of source and result are incompatible");
      result.push_back(srcRegs[it->second]);
    }
    rewriter.replaceOp(op, pack(rewriter, loc,
                                this->getTypeConverter()->convertType(dstType),
                                result));
    return success();
  }
};

/// The destination's registers picked from the source's, when both layouts
/// put the same elements in the same lanes and warps; none otherwise.
std::optional<SmallVector<Value>> permuteRegisters(OpBuilder &b, Location loc,
                                                   Value packed,
                                                   RankedTensorType srcType,
                                                   RankedTensorType dstType) {
  std::optional<SmallVector<unsigned>> perm =
      registerPermutation(layoutOf(srcType), layoutOf(dstType));
  if (!perm)
    return std::nullopt;
  SmallVector<Value> srcRegs = unpack(b, loc, packed), result;
  for (unsigned r : *perm)
    result.push_back(srcRegs[r]);
  return result;
}

/// Data movement between lanes through shared memory: convert_layout, trans
/// and reshape.
/// Placement of a tilegpu.local_alloc buffer: the exchange tile from the
/// stored layout to the layout it is read in (its first reader's).
SharedTile bufferTile(tilegpu::LocalAllocOp alloc) {
  RankedTensorType src = alloc.getSrc().getType();
  RankedTensorType dst = src;
  for (Operation *user : alloc->getUsers())
    if (auto load = dyn_cast<tilegpu::LocalLoadOp>(user)) {
      dst = load.getType();
      break;
    }
  SmallVector<unsigned> identity;
  for (unsigned d = 0; d < src.getRank(); ++d)
    identity.push_back(d);
  return exchangeTile(src, dst, identity);
}

/// Placement of one slot of a tilegpu.local_buffer: the exchange tile from
/// the layout its asynchronous copies write (their pointers') to the layout
/// it is read in.
SharedTile bufferTile(tilegpu::LocalBufferOp buffer) {
  MemRefType type = buffer.getBuffer().getType();
  RankedTensorType src, dst;
  for (Operation *user : buffer->getUsers()) {
    if (auto copy = dyn_cast<tilegpu::AsyncCopyOp>(user); copy && !src)
      src = RankedTensorType::get(type.getShape().drop_front(),
                                  type.getElementType(),
                                  copy.getPtr().getType().getEncoding());
    if (auto load = dyn_cast<tilegpu::LocalLoadOp>(user); load && !dst)
      dst = load.getType();
  }
  if (!src)
    src = dst;
  if (!dst)
    dst = src;
  SmallVector<unsigned> identity;
  for (unsigned d = 0; d + 1 < unsigned(type.getRank()); ++d)
    identity.push_back(d);
  if (!src)
    return swizzledIfPossible(makeSharedTile(
        type.getShape().drop_front(), elementBytes(type.getElementType()),
        type.getRank() - 2));
  return swizzledIfPossible(exchangeTile(src, dst, identity));
}

/// Bytes between the slots of a tilegpu.local_buffer.
int64_t slotBytes(tilegpu::LocalBufferOp buffer) {
  SharedTile tile = bufferTile(buffer);
  return llvm::alignTo(tile.bytes(), tile.swizzle ? 1024 : 16);
}

/// The address of a buffer's region: the smem global plus its offset.
Value bufferAddress(OpBuilder &b, Location loc, LoweringState &state,
                    int64_t offset) {
  Value base = LLVM::AddressOfOp::create(b, loc, state.smem);
  return LLVM::GEPOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3), b.getI8Type(),
      base, ArrayRef<LLVM::GEPArg>{int32_t(offset)});
}

/// The address of slot `slot` (i32) of a tilegpu.local_buffer at `buffer`.
Value slotAddress(OpBuilder &b, Location loc, tilegpu::LocalBufferOp op,
                  Value buffer, Value slot) {
  Value offset =
      arith::MulIOp::create(b, loc, slot, i32Const(b, loc, slotBytes(op)));
  return LLVM::GEPOp::create(b, loc,
                             LLVM::LLVMPointerType::get(b.getContext(), 3),
                             b.getI8Type(), buffer, ValueRange{offset});
}

struct LocalBufferLowering : TilePattern<tilegpu::LocalBufferOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tilegpu::LocalBufferOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto it = state.bufferOffsets.find(op);
    if (it == state.bufferOffsets.end())
      return op.emitError("shared-memory buffer without an offset (its "
                          "slots are read in no loop)");
    rewriter.replaceOp(op,
                       bufferAddress(rewriter, op.getLoc(), state, it->second));
    return success();
  }
};

SmallVector<std::pair<unsigned, unsigned>> vectorGroups(Operation *op,
                                                        RankedTensorType type);

/// cp.async of each vector of the pointer tile's layout into the slot, at
/// the place the slot's placement gives its coordinates; masked-off vectors
/// read nothing and write zeros (source size 0). One commit group per op.
struct AsyncCopyLowering : TilePattern<tilegpu::AsyncCopyOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tilegpu::AsyncCopyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto bufferOp = op.getBuffer().getDefiningOp<tilegpu::LocalBufferOp>();
    if (!bufferOp)
      return op.emitError("copies into a buffer that no tilegpu.local_buffer "
                          "made");
    RankedTensorType ptrType = op.getPtr().getType();
    DistributedLayout layout = layoutOf(ptrType);
    SharedTile tile = bufferTile(bufferOp);
    Type elemType = getTypeConverter()->convertType(
        cast<tile::PointerType>(ptrType.getElementType()).getPointeeType());
    Type memType = memoryType(elemType);
    int64_t bytes = elementBytes(elemType);
    SmallVector<std::pair<unsigned, unsigned>> groups =
        vectorGroups(op, ptrType);
    unsigned width = groups.front().second;
    if (!llvm::is_contained({4, 8, 16}, width * bytes))
      return op.emitError("asynchronous copies need 4, 8 or 16 contiguous "
                          "bytes per lane, got ")
             << width * bytes;
    SmallVector<Value> ptrs = unpack(rewriter, loc, adaptor.getPtr());
    SmallVector<Value> masks;
    if (adaptor.getMask())
      masks = unpack(rewriter, loc, adaptor.getMask());
    auto coords = elementCoords(rewriter, loc, layout, ptrType.getShape(),
                                state.warpSize);
    Value slot = slotAddress(rewriter, loc, bufferOp, adaptor.getBuffer(),
                             adaptor.getSlot());
    int32_t size = width * bytes;
    auto modifier = NVVM::LoadCacheModifierKindAttr::get(
        rewriter.getContext(), size == 16 ? NVVM::LoadCacheModifierKind::CG
                                          : NVVM::LoadCacheModifierKind::CA);
    for (auto [start, n] : groups) {
      if (layout.isDuplicateRegister(start))
        continue;
      SmallVector<Value> c;
      for (unsigned d = 0; d < layout.rank(); ++d)
        c.push_back(coords[d][start]);
      Value dst = LLVM::GEPOp::create(
          rewriter, loc, LLVM::LLVMPointerType::get(rewriter.getContext(), 3),
          memType, slot, ValueRange{tile.index(rewriter, loc, c)});
      Value srcSize;
      if (!masks.empty())
        srcSize = arith::SelectOp::create(rewriter, loc, masks[start],
                                          i32Const(rewriter, loc, size),
                                          i32Const(rewriter, loc, 0));
      NVVM::CpAsyncOp::create(rewriter, loc, dst, ptrs[start],
                              rewriter.getI32IntegerAttr(size), modifier,
                              srcSize);
    }
    NVVM::CpAsyncCommitGroupOp::create(rewriter, loc);
    rewriter.eraseOp(op);
    return success();
  }
};

struct AsyncWaitLowering : TilePattern<tilegpu::AsyncWaitOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tilegpu::AsyncWaitOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    NVVM::CpAsyncWaitGroupOp::create(rewriter, op.getLoc(), op.getPending());
    barrier(rewriter, op.getLoc());
    rewriter.eraseOp(op);
    return success();
  }
};

/// Writes the tile into its buffer (the barriers keep earlier readers of the
/// region, when inside a loop, and later readers in order).
struct LocalAllocLowering : TilePattern<tilegpu::LocalAllocOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tilegpu::LocalAllocOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto it = state.bufferOffsets.find(op);
    if (it == state.bufferOffsets.end())
      return op.emitError("shared-memory buffer without an offset");
    Value base = LLVM::AddressOfOp::create(rewriter, loc, state.smem);
    Value buffer = LLVM::GEPOp::create(
        rewriter, loc, LLVM::LLVMPointerType::get(rewriter.getContext(), 3),
        rewriter.getI8Type(), base,
        ArrayRef<LLVM::GEPArg>{int32_t(it->second)});
    RankedTensorType type = op.getSrc().getType();
    SmallVector<unsigned> identity;
    for (unsigned d = 0; d < type.getRank(); ++d)
      identity.push_back(d);
    barrier(rewriter, loc);
    storeTileToShared(rewriter, loc, state, adaptor.getSrc(), type, 0, identity,
                      bufferTile(op), buffer);
    barrier(rewriter, loc);
    rewriter.replaceOp(op, buffer);
    return success();
  }
};

struct LocalLoadLowering : TilePattern<tilegpu::LocalLoadOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tilegpu::LocalLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = op.getType();
    Type elemType = getTypeConverter()->convertType(type.getElementType());
    SharedTile tile;
    Value buffer = adaptor.getBuffer();
    if (auto alloc = op.getBuffer().getDefiningOp<tilegpu::LocalAllocOp>();
        alloc && !op.getSlot()) {
      tile = bufferTile(alloc);
    } else if (auto slots =
                   op.getBuffer().getDefiningOp<tilegpu::LocalBufferOp>();
               slots && op.getSlot()) {
      tile = bufferTile(slots);
      buffer =
          slotAddress(rewriter, op.getLoc(), slots, buffer, adaptor.getSlot());
    } else {
      return op.emitError("reads a buffer that no tilegpu.local_alloc (or, "
                          "with a slot, tilegpu.local_buffer) made");
    }
    SmallVector<Value> regs = loadTileFromShared(
        rewriter, op.getLoc(), state, type, elemType, 0, tile, buffer);
    rewriter.replaceOp(op, pack(rewriter, op.getLoc(),
                                getTypeConverter()->convertType(type), regs));
    return success();
  }
};

template <typename Op> struct SharedExchangeLowering : TilePattern<Op> {
  using TilePattern<Op>::TilePattern;
  LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto srcType = cast<RankedTensorType>(op->getOperand(0).getType());
    auto dstType = cast<RankedTensorType>(op->getResult(0).getType());
    SmallVector<unsigned> perm = exchangePermutation(op);
    if constexpr (std::is_same_v<Op, tilegpu::ConvertLayoutOp>) {
      // Same lanes and warps holding the same elements: only the order of a
      // lane's registers changes (e.g. a dot result feeding the next dot).
      if (std::optional<SmallVector<Value>> regs = permuteRegisters(
              rewriter, loc, adaptor.getOperands()[0], srcType, dstType)) {
        rewriter.replaceOp(
            op, pack(rewriter, loc,
                     this->getTypeConverter()->convertType(dstType), *regs));
        return success();
      }
    }
    bool reshape = std::is_same_v<Op, tile::ReshapeOp>;
    ExchangePlan plan;
    if (reshape)
      plan.tile = rowMajorTile(srcType);
    else
      plan = planExchange(op, this->state.exchangeLimit);
    SharedTile loadTile = reshape ? rowMajorTile(dstType) : plan.tile;
    Type elemType =
        this->getTypeConverter()->convertType(dstType.getElementType());
    SmallVector<Value> regs(layoutOf(dstType).numRegisters());
    for (unsigned i = 0; i < plan.slabs; ++i) {
      Slab slab;
      if (plan.dim >= 0)
        slab = Slab{plan.dim, int64_t(i) * plan.tile.shape[plan.dim],
                    plan.tile.shape[plan.dim]};
      barrier(rewriter, loc);
      storeTileToShared(rewriter, loc, this->state, adaptor.getOperands()[0],
                        srcType, 0, perm, plan.tile, Value(), slab);
      barrier(rewriter, loc);
      SmallVector<Value> part =
          loadTileFromShared(rewriter, loc, this->state, dstType, elemType, 0,
                             loadTile, Value(), slab);
      for (auto [r, v] : llvm::enumerate(part))
        if (v)
          regs[r] = v;
    }
    rewriter.replaceOp(op, pack(rewriter, loc,
                                this->getTypeConverter()->convertType(dstType),
                                regs));
    return success();
  }
};

/// Registers of a memory access grouped into vectors: each group is a run of
/// `width` registers at consecutive addresses.
SmallVector<std::pair<unsigned, unsigned>> vectorGroups(Operation *op,
                                                        RankedTensorType type) {
  DistributedLayout layout = layoutOf(type);
  unsigned width = 1;
  if (auto attr =
          op->getAttrOfType<IntegerAttr>(tilegpu::kVectorWidthAttrName)) {
    // The proven width applies along the dim the layout holds contiguously.
    unsigned run = 1;
    for (unsigned d = 0; d < layout.rank(); ++d)
      run = std::max(run, layout.contiguousRegisters(d));
    width = std::min<unsigned>(attr.getInt(), run);
  }
  width = std::max(1u, width);
  SmallVector<std::pair<unsigned, unsigned>> groups;
  for (unsigned r = 0; r < layout.numRegisters(); r += width)
    groups.emplace_back(r, std::min(width, layout.numRegisters() - r));
  return groups;
}

struct LoadLowering : TilePattern<tile::LoadOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::LoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type elemType =
        getTypeConverter()->convertType(getElementTypeOrSelf(op.getType()));
    Type memType = memoryType(elemType);
    auto tensor = dyn_cast<RankedTensorType>(op.getType());
    SmallVector<Value> ptrs = unpack(rewriter, loc, adaptor.getPtr());
    SmallVector<Value> masks, others;
    if (adaptor.getMask())
      masks = unpack(rewriter, loc, adaptor.getMask());
    if (adaptor.getOther())
      others = unpack(rewriter, loc, adaptor.getOther());
    SmallVector<std::pair<unsigned, unsigned>> groups =
        tensor ? vectorGroups(op, tensor)
               : SmallVector<std::pair<unsigned, unsigned>>{{0, 1}};
    int64_t bytes = elementBytes(elemType);
    SmallVector<Value> result;
    for (auto [start, width] : groups) {
      Type loadType =
          width == 1 ? memType : VectorType::get({int64_t(width)}, memType);
      auto emitLoad = [&](OpBuilder &b) -> Value {
        return LLVM::LoadOp::create(b, loc, loadType, ptrs[start],
                                    /*alignment=*/width * bytes,
                                    /*isVolatile=*/op.getIsVolatile());
      };
      auto otherValue = [&](OpBuilder &b) -> Value {
        SmallVector<Value> elems;
        for (unsigned i = 0; i < width; ++i)
          elems.push_back(others.empty()
                              ? Value(LLVM::ZeroOp::create(b, loc, memType))
                              : toMemory(b, loc, others[start + i]));
        if (width == 1)
          return elems[0];
        Value vec = LLVM::PoisonOp::create(b, loc, loadType);
        for (unsigned i = 0; i < width; ++i)
          vec = LLVM::InsertElementOp::create(b, loc, vec, elems[i],
                                              i32Const(b, loc, i));
        return vec;
      };
      Value loaded;
      if (masks.empty()) {
        loaded = emitLoad(rewriter);
      } else {
        auto ifOp = scf::IfOp::create(
            rewriter, loc, masks[start],
            [&](OpBuilder &b, Location) {
              scf::YieldOp::create(b, loc, emitLoad(b));
            },
            [&](OpBuilder &b, Location) {
              scf::YieldOp::create(b, loc, otherValue(b));
            });
        loaded = ifOp.getResult(0);
      }
      for (unsigned i = 0; i < width; ++i) {
        Value v = width == 1
                      ? loaded
                      : Value(LLVM::ExtractElementOp::create(
                            rewriter, loc, loaded, i32Const(rewriter, loc, i)));
        result.push_back(fromMemory(rewriter, loc, v, elemType));
      }
    }
    if (!tensor) {
      rewriter.replaceOp(op, result[0]);
      return success();
    }
    rewriter.replaceOp(
        op,
        pack(rewriter, loc, getTypeConverter()->convertType(tensor), result));
    return success();
  }
};

struct StoreLowering : TilePattern<tile::StoreOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::StoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto tensor = dyn_cast<RankedTensorType>(op.getValue().getType());
    SmallVector<Value> ptrs = unpack(rewriter, loc, adaptor.getPtr());
    SmallVector<Value> values = unpack(rewriter, loc, adaptor.getValue());
    SmallVector<Value> masks;
    if (adaptor.getMask())
      masks = unpack(rewriter, loc, adaptor.getMask());
    Type elemType = getTypeConverter()->convertType(
        getElementTypeOrSelf(op.getValue().getType()));
    Type memType = memoryType(elemType);
    int64_t bytes = elementBytes(elemType);
    Value owner;
    SmallVector<std::pair<unsigned, unsigned>> groups{{0, 1}};
    std::optional<DistributedLayout> layout;
    if (tensor) {
      layout = layoutOf(tensor);
      groups = vectorGroups(op, tensor);
      owner = ownerPredicate(rewriter, loc, *layout, state.warpSize);
    }
    for (auto [start, width] : groups) {
      if (tensor && isDuplicateRegister(*layout, start, tensor.getShape()))
        continue;
      Value vec;
      if (width == 1) {
        vec = toMemory(rewriter, loc, values[start]);
      } else {
        vec = LLVM::PoisonOp::create(
            rewriter, loc, VectorType::get({int64_t(width)}, memType));
        for (unsigned i = 0; i < width; ++i)
          vec = LLVM::InsertElementOp::create(
              rewriter, loc, vec, toMemory(rewriter, loc, values[start + i]),
              i32Const(rewriter, loc, i));
      }
      Value pred = owner;
      if (!masks.empty())
        pred = pred ? arith::AndIOp::create(rewriter, loc, pred, masks[start])
                    : masks[start];
      auto emitStore = [&](OpBuilder &b) {
        LLVM::StoreOp::create(b, loc, vec, ptrs[start],
                              /*alignment=*/width * bytes);
      };
      if (!pred) {
        emitStore(rewriter);
        continue;
      }
      scf::IfOp::create(rewriter, loc, pred, [&](OpBuilder &b, Location) {
        emitStore(b);
        scf::YieldOp::create(b, loc);
      });
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// A scalar atomic (pointer and value not tiles) happens once per program,
/// as in Triton and the interpreter: thread 0 performs it where `pred` (an
/// i1, if given) holds, and, when the old value is used, passes it to every
/// thread through shared memory (barriers on both sides keep the scratch
/// bytes apart from other exchanges). Masked off, the result is zero.
Value scalarAtomic(OpBuilder &b, Location loc, LoweringState &state,
                   Operation *op, Type type, Value pred,
                   llvm::function_ref<Value(OpBuilder &)> emit) {
  bool used = !op->use_empty();
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  tid = arith::IndexCastOp::create(b, loc, b.getI32Type(), tid);
  Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid,
                                      i32Const(b, loc, 0));
  if (pred)
    first = arith::AndIOp::create(b, loc, first, pred);
  Type memType = memoryType(type);
  if (used)
    barrier(b, loc);
  auto ifOp = scf::IfOp::create(
      b, loc, first,
      [&](OpBuilder &tb, Location) {
        Value old = emit(tb);
        if (used) {
          Value ptr = smemElementPtr(tb, loc, state, memType, 0,
                                     i32Const(tb, loc, 0));
          Value bits = memType == type
                           ? old
                           : Value(LLVM::BitcastOp::create(tb, loc, memType,
                                                           old));
          LLVM::StoreOp::create(tb, loc, bits, ptr);
        }
        scf::YieldOp::create(tb, loc, old);
      },
      [&](OpBuilder &eb, Location) {
        scf::YieldOp::create(eb, loc,
                             Value(LLVM::ZeroOp::create(eb, loc, type)));
      });
  if (!used)
    return ifOp.getResult(0);
  barrier(b, loc);
  Value ptr = smemElementPtr(b, loc, state, memType, 0, i32Const(b, loc, 0));
  Value bits = LLVM::LoadOp::create(b, loc, memType, ptr);
  // Masked off everywhere (pred false in thread 0): zero, like the branch.
  Value loaded = memType == type
                     ? bits
                     : Value(LLVM::BitcastOp::create(b, loc, type, bits));
  if (!pred)
    return loaded;
  return arith::SelectOp::create(b, loc, pred, loaded,
                                 LLVM::ZeroOp::create(b, loc, type));
}

LLVM::AtomicOrdering atomicOrdering(tile::MemSemantic sem) {
  switch (sem) {
  case tile::MemSemantic::relaxed:
    return LLVM::AtomicOrdering::monotonic;
  case tile::MemSemantic::acquire:
    return LLVM::AtomicOrdering::acquire;
  case tile::MemSemantic::release:
    return LLVM::AtomicOrdering::release;
  case tile::MemSemantic::acq_rel:
    return LLVM::AtomicOrdering::acq_rel;
  }
  return LLVM::AtomicOrdering::acq_rel;
}

SyncScope syncScopeOf(tile::MemSyncScope scope) {
  switch (scope) {
  case tile::MemSyncScope::cta:
    return SyncScope::Cta;
  case tile::MemSyncScope::gpu:
    return SyncScope::Gpu;
  case tile::MemSyncScope::sys:
    return SyncScope::System;
  }
  return SyncScope::Gpu;
}

/// NVPTX: one `atom.<sem>.<scope>.global.<op>.<type>` as inline PTX, or none
/// when LLVM's atomicrmw is the better lowering (fmax/fmin: a cmpxchg loop,
/// whose ordering and scope the backend honours). LLVM 22's NVPTX backend
/// emits atomicrmw as a relaxed, gpu-scoped `atom` whatever its ordering and
/// syncscope, so acquire/release and cta/sys would be lost; Triton emits
/// inline PTX for the same reason.
std::optional<Value> nvptxAtomic(OpBuilder &b, Location loc,
                                 tile::AtomicRMWOp op, Value ptr, Value value) {
  Type type = value.getType();
  unsigned bits = type.getIntOrFloatBitWidth();
  bool isFloat = isa<FloatType>(type);
  std::string opName, suffix;
  switch (op.getKind()) {
  case tile::RMWKind::add:
    opName = "add";
    suffix = bits == 64 ? "u64" : "u32";
    break;
  case tile::RMWKind::fadd:
    opName = bits == 16 ? "add.noftz" : "add";
    suffix = bits == 16 ? "f16" : bits == 64 ? "f64" : "f32";
    break;
  case tile::RMWKind::max:
  case tile::RMWKind::min:
    opName = op.getKind() == tile::RMWKind::max ? "max" : "min";
    suffix = bits == 64 ? "s64" : "s32";
    break;
  case tile::RMWKind::umax:
  case tile::RMWKind::umin:
    opName = op.getKind() == tile::RMWKind::umax ? "max" : "min";
    suffix = bits == 64 ? "u64" : "u32";
    break;
  case tile::RMWKind::band:
  case tile::RMWKind::bor:
  case tile::RMWKind::bxor:
    opName = op.getKind() == tile::RMWKind::band  ? "and"
             : op.getKind() == tile::RMWKind::bor ? "or"
                                                  : "xor";
    suffix = bits == 64 ? "b64" : "b32";
    break;
  case tile::RMWKind::xchg:
    opName = "exch";
    suffix = bits == 64 ? "b64" : bits == 16 ? "b16" : "b32";
    break;
  case tile::RMWKind::fmax:
  case tile::RMWKind::fmin:
    return std::nullopt;
  }
  // Registers: the value as an integer of its width (f16 as i16, floats of
  // bit-typed ops as integers), except f32/f64 arithmetic.
  bool floatRegs = isFloat && op.getKind() == tile::RMWKind::fadd && bits != 16;
  Type regType = floatRegs ? type : Type(b.getIntegerType(bits));
  Value operand =
      regType == type ? value : LLVM::BitcastOp::create(b, loc, regType, value);
  StringRef reg = bits == 16   ? "h"
                  : bits == 64 ? (floatRegs ? "d" : "l")
                               : (floatRegs ? "f" : "r");
  StringRef sem = tile::stringifyMemSemantic(op.getSem());
  StringRef scope = tile::stringifyMemSyncScope(op.getScope());
  std::string text = ("atom." + sem + "." + scope + ".global." + opName + "." +
                      suffix + " $0, [$1], $2;")
                         .str();
  std::string constraints = ("=" + reg + ",l," + reg + ",~{memory}").str();
  auto asmOp = LLVM::InlineAsmOp::create(
      b, loc, regType, ValueRange{ptr, operand}, text, constraints,
      /*has_side_effects=*/true, /*is_align_stack=*/false,
      LLVM::tailcallkind::TailCallKind::None, LLVM::AsmDialectAttr(),
      ArrayAttr());
  Value result = asmOp.getResult(0);
  return regType == type ? result
                         : Value(LLVM::BitcastOp::create(b, loc, type, result));
}

struct AtomicRMWLowering : TilePattern<tile::AtomicRMWOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::AtomicRMWOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto tensor = dyn_cast<RankedTensorType>(op.getType());
    SmallVector<Value> ptrs = unpack(rewriter, loc, adaptor.getPtr());
    SmallVector<Value> values = unpack(rewriter, loc, adaptor.getValue());
    SmallVector<Value> masks;
    if (adaptor.getMask())
      masks = unpack(rewriter, loc, adaptor.getMask());
    Type elemType =
        getTypeConverter()->convertType(getElementTypeOrSelf(op.getType()));
    LLVM::AtomicBinOp kind;
    switch (op.getKind()) {
    case tile::RMWKind::add:
      kind = LLVM::AtomicBinOp::add;
      break;
    case tile::RMWKind::fadd:
      kind = LLVM::AtomicBinOp::fadd;
      break;
    case tile::RMWKind::max:
      kind = LLVM::AtomicBinOp::max;
      break;
    case tile::RMWKind::min:
      kind = LLVM::AtomicBinOp::min;
      break;
    case tile::RMWKind::umax:
      kind = LLVM::AtomicBinOp::umax;
      break;
    case tile::RMWKind::umin:
      kind = LLVM::AtomicBinOp::umin;
      break;
    case tile::RMWKind::band:
      kind = LLVM::AtomicBinOp::_and;
      break;
    case tile::RMWKind::bor:
      kind = LLVM::AtomicBinOp::_or;
      break;
    case tile::RMWKind::bxor:
      kind = LLVM::AtomicBinOp::_xor;
      break;
    case tile::RMWKind::xchg:
      kind = LLVM::AtomicBinOp::xchg;
      break;
    case tile::RMWKind::fmax:
      kind = LLVM::AtomicBinOp::fmax;
      break;
    case tile::RMWKind::fmin:
      kind = LLVM::AtomicBinOp::fmin;
      break;
    }
    Value owner;
    std::optional<DistributedLayout> layout;
    if (tensor) {
      layout = layoutOf(tensor);
      owner = ownerPredicate(rewriter, loc, *layout, state.warpSize);
    }
    SmallVector<Value> results;
    for (unsigned i = 0; i < ptrs.size(); ++i) {
      Value pred = owner;
      if (!masks.empty())
        pred = pred ? arith::AndIOp::create(rewriter, loc, pred, masks[i])
                    : masks[i];
      if (tensor && isDuplicateRegister(*layout, i, tensor.getShape()))
        pred = arith::ConstantIntOp::create(rewriter, loc, rewriter.getI1Type(),
                                            0);
      auto emit = [&](OpBuilder &b) -> Value {
        if (!state.target->isAMDGPU())
          if (std::optional<Value> v =
                  nvptxAtomic(b, loc, op, ptrs[i], values[i]))
            return *v;
        return LLVM::AtomicRMWOp::create(
            b, loc, kind, ptrs[i], values[i], atomicOrdering(op.getSem()),
            state.target->syncScope(syncScopeOf(op.getScope())));
      };
      if (!tensor) {
        results.push_back(scalarAtomic(rewriter, loc, state, op, elemType,
                                       pred, emit));
        continue;
      }
      if (!pred) {
        results.push_back(emit(rewriter));
        continue;
      }
      auto ifOp = scf::IfOp::create(
          rewriter, loc, pred,
          [&](OpBuilder &b, Location) {
            scf::YieldOp::create(b, loc, emit(b));
          },
          [&](OpBuilder &b, Location) {
            scf::YieldOp::create(b, loc,
                                 Value(LLVM::ZeroOp::create(b, loc, elemType)));
          });
      results.push_back(ifOp.getResult(0));
    }
    rewriter.replaceOp(
        op, tensor ? pack(rewriter, loc,
                          getTypeConverter()->convertType(tensor), results)
                   : results[0]);
    return success();
  }
};

struct AtomicCASLowering : TilePattern<tile::AtomicCASOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::AtomicCASOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    if (isa<RankedTensorType>(op.getType()))
      return op.emitError(
          "atomic_cas on tiles is not supported by the GPU backends; use "
          "scalars");
    // A failed compare writes nothing: it keeps only the acquire part.
    LLVM::AtomicOrdering onSuccess = atomicOrdering(op.getSem());
    LLVM::AtomicOrdering onFailure =
        onSuccess == LLVM::AtomicOrdering::acq_rel ||
                onSuccess == LLVM::AtomicOrdering::acquire
            ? LLVM::AtomicOrdering::acquire
            : LLVM::AtomicOrdering::monotonic;
    auto emit = [&](OpBuilder &b) -> Value {
      auto cas = LLVM::AtomicCmpXchgOp::create(
          b, loc, adaptor.getPtr(), adaptor.getCmp(), adaptor.getValue(),
          onSuccess, onFailure,
          state.target->syncScope(syncScopeOf(op.getScope())));
      return LLVM::ExtractValueOp::create(b, loc, cas, 0);
    };
    rewriter.replaceOp(op, scalarAtomic(rewriter, loc, state, op,
                                        adaptor.getCmp().getType(), Value(),
                                        emit));
    return success();
  }
};

struct AssertLowering : TilePattern<tile::AssertOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::AssertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value ok =
        arith::ConstantIntOp::create(rewriter, loc, rewriter.getI1Type(), 1);
    for (Value c : unpack(rewriter, loc, adaptor.getCondition()))
      ok = arith::AndIOp::create(rewriter, loc, ok, c);
    Value failed = arith::XOrIOp::create(
        rewriter, loc, ok,
        arith::ConstantIntOp::create(rewriter, loc, rewriter.getI1Type(), 1));
    scf::IfOp::create(rewriter, loc, failed, [&](OpBuilder &b, Location) {
      LLVM::Trap::create(b, loc);
      scf::YieldOp::create(b, loc);
    });
    rewriter.eraseOp(op);
    return success();
  }
};

struct ReduceLowering : TilePattern<tile::ReduceOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto srcType = cast<RankedTensorType>(op.getSrcs()[0].getType());
    ArrayRef<int64_t> shape = srcType.getShape();
    unsigned axis = op.getAxis();
    unsigned n = op.getSrcs().size();
    DistributedLayout layout = layoutOf(srcType);
    SmallVector<SmallVector<Value>> srcRegs;
    for (Value v : adaptor.getSrcs())
      srcRegs.push_back(unpack(rewriter, loc, v));

    // 1. Within the lane: combine registers that differ only along `axis`.
    SmallVector<unsigned> otherDims;
    for (unsigned d = 0; d < srcType.getRank(); ++d)
      if (d != axis)
        otherDims.push_back(d);
    std::map<SmallVector<int64_t>, SmallVector<Value>> groups;
    SmallVector<SmallVector<int64_t>> groupOrder;
    for (unsigned r = 0; r < layout.numRegisters(); ++r) {
      if (isDuplicateRegister(layout, r, shape))
        continue;
      SmallVector<int64_t> key = registerKey(layout, r, shape, otherDims);
      SmallVector<Value> next;
      for (unsigned i = 0; i < n; ++i)
        next.push_back(srcRegs[i][r]);
      auto it = groups.find(key);
      if (it == groups.end()) {
        groups.emplace(key, next);
        groupOrder.push_back(key);
        continue;
      }
      it->second = emitCombine(rewriter, op.getCombineOp(), it->second, next);
    }

    // 2. Across lanes: butterfly over the lane-id bits that walk `axis`.
    for (auto [bit, basis] : llvm::enumerate(layout.laneBases)) {
      if (basis[axis] == 0)
        continue;
      for (unsigned d : otherDims)
        if (basis[d] != 0)
          return op.emitError(
              "cannot reduce a layout whose lanes move along several dims");
      // The last step of a reduction over every lane of a wave64 needs no
      // exchange: each half of the wave holds one value by now, and lanes 0
      // and 32 give them as uniform (SGPR) values (an xor-32 exchange would
      // need ds_bpermute and an address register on GFX9).
      unsigned mask = 1u << bit;
      bool wholeWaveLastStep =
          state.target->crossLane != CrossLane::ShflSync && mask == 32 &&
          bit + 1 == layout.laneBases.size() &&
          llvm::all_of(layout.laneBases, [&](const auto &l) {
            for (unsigned d = 0; d < l.size(); ++d)
              if (d != axis && l[d] != 0)
                return false;
            return true;
          });
      for (auto &key : groupOrder) {
        SmallVector<Value> &acc = groups[key];
        SmallVector<Value> mine, other;
        for (Value v : acc) {
          if (wholeWaveLastStep) {
            mine.push_back(readLane(rewriter, loc, v, 0));
            other.push_back(readLane(rewriter, loc, v, mask));
          } else {
            mine.push_back(v);
            other.push_back(shuffleXor(rewriter, loc, v, mask, *state.target));
          }
        }
        acc = emitCombine(rewriter, op.getCombineOp(), mine, other);
      }
    }

    // 3. Across warps: partial results meet in shared memory.
    SmallVector<unsigned> warpBits = warpBitsAlong(layout, axis);
    int64_t warps = int64_t(1) << warpBits.size();
    if (warps > 1) {
      Value warpId = laneAndWarp(rewriter, loc, state.warpSize).second;
      // This warp's index among the warps along `axis`.
      Value warpCoord = i32Const(rewriter, loc, 0);
      for (auto [j, bit] : llvm::enumerate(warpBits)) {
        Value b = arith::AndIOp::create(
            rewriter, loc,
            arith::ShRUIOp::create(rewriter, loc, warpId,
                                   i32Const(rewriter, loc, bit)),
            i32Const(rewriter, loc, 1));
        warpCoord = arith::OrIOp::create(
            rewriter, loc, warpCoord,
            arith::ShLIOp::create(rewriter, loc, b,
                                  i32Const(rewriter, loc, j)));
      }
      SmallVector<int64_t> resultShape;
      for (unsigned d : otherDims)
        resultShape.push_back(shape[d]);
      int64_t resultNumel = ShapedType::getNumElements(resultShape);
      // Coordinates of each group's result element.
      auto coords = elementCoords(rewriter, loc, layout, shape, state.warpSize);
      std::map<SmallVector<int64_t>, unsigned> keyToReg;
      for (unsigned r = 0; r < layout.numRegisters(); ++r)
        keyToReg.emplace(registerKey(layout, r, shape, otherDims), r);
      barrier(rewriter, loc);
      SmallVector<int64_t> offsets;
      int64_t offset = 0;
      for (unsigned i = 0; i < n; ++i) {
        offsets.push_back(offset);
        Type t = memoryType(
            cast<RankedTensorType>(op.getSrcs()[i].getType()).getElementType());
        offset += warps * resultNumel * std::max<int64_t>(4, elementBytes(t));
      }
      SmallVector<Value> resultIndex;
      for (auto &key : groupOrder) {
        unsigned r = keyToReg[key];
        SmallVector<Value> c;
        for (unsigned d : otherDims)
          c.push_back(coords[d][r]);
        Value idx = linearIndex(rewriter, loc, c, resultShape);
        resultIndex.push_back(idx);
        Value slot = arith::AddIOp::create(
            rewriter, loc,
            arith::MulIOp::create(rewriter, loc, warpCoord,
                                  i32Const(rewriter, loc, resultNumel)),
            idx);
        for (unsigned i = 0; i < n; ++i) {
          Value v = toMemory(rewriter, loc, groups[key][i]);
          Value ptr = smemElementPtr(rewriter, loc, state, v.getType(),
                                     offsets[i], slot);
          LLVM::StoreOp::create(rewriter, loc, v, ptr);
        }
      }
      barrier(rewriter, loc);
      for (auto [k, key] : llvm::enumerate(groupOrder)) {
        SmallVector<Value> acc;
        for (int64_t w = 0; w < warps; ++w) {
          Value slot =
              arith::AddIOp::create(rewriter, loc, resultIndex[k],
                                    i32Const(rewriter, loc, w * resultNumel));
          SmallVector<Value> next;
          for (unsigned i = 0; i < n; ++i) {
            Type t = groups[key][i].getType();
            Type mem = memoryType(t);
            Value ptr =
                smemElementPtr(rewriter, loc, state, mem, offsets[i], slot);
            next.push_back(
                fromMemory(rewriter, loc,
                           LLVM::LoadOp::create(rewriter, loc, mem, ptr), t));
          }
          acc = w == 0 ? next
                       : emitCombine(rewriter, op.getCombineOp(), acc, next);
        }
        groups[key] = acc;
      }
      barrier(rewriter, loc);
    }

    // 4. Results: scalars, or the slice layout's registers.
    SmallVector<Value> results;
    for (unsigned i = 0; i < n; ++i) {
      Type resultType = op.getResult(i).getType();
      auto tensor = dyn_cast<RankedTensorType>(resultType);
      if (!tensor) {
        // A scalar result is the same in every lane; on AMDGPU say so, so
        // that it lives in an SGPR instead of a VGPR per lane.
        Value v = groups[groupOrder.front()][i];
        if (state.target->isAMDGPU())
          v = perWord(rewriter, loc, v, [&](Value x) -> Value {
            return ROCDL::ReadfirstlaneOp::create(rewriter, loc, x.getType(),
                                                  x);
          });
        results.push_back(v);
        continue;
      }
      DistributedLayout resultLayout = layoutOf(tensor);
      SmallVector<Value> regs;
      for (unsigned r = 0; r < resultLayout.numRegisters(); ++r) {
        SmallVector<int64_t> key;
        for (unsigned d = 0; d < tensor.getRank(); ++d)
          key.push_back(resultLayout.offset(r, d) & (tensor.getDimSize(d) - 1));
        auto it = groups.find(key);
        if (it == groups.end())
          return op.emitError(
              "reduction result layout does not match its source");
        regs.push_back(it->second[i]);
      }
      results.push_back(
          pack(rewriter, loc, getTypeConverter()->convertType(tensor), regs));
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// tl.dot on CUDA cores / VALU: operands through shared memory, one FMA per
/// (output register, k).
/// Packs registers into the vector type an instruction operand wants.
Value packVector(OpBuilder &b, Location loc, ArrayRef<Value> elems,
                 Type vecType) {
  Value v = LLVM::PoisonOp::create(b, loc, vecType);
  for (auto [i, e] : llvm::enumerate(elems))
    v = LLVM::InsertElementOp::create(b, loc, v, e, i32Const(b, loc, i));
  return v;
}

template <typename OpTy>
static Value createMfmaOp(OpBuilder &b, Location loc, Type accType,
                          ValueRange args) {
  return OpTy::create(b, loc, accType, args);
}

/// One CDNA MFMA of `kind` on operands whose tile element type is `in`:
/// `va`/`vb` are a lane's fragments of the instruction's A and B operands as
/// vectors of its registers (f16, bf16,
/// or i8 for int8 and fp8), bitcast here to the type the intrinsic takes
/// (the older bf16 instructions take i16 vectors, int8/fp8 instructions
/// their bytes packed in i32, i64 or 4 x i32). Null if there is no such
/// instruction; whether the chip has it is the target table's business.
static Value createMfma(OpBuilder &b, Location loc, StringRef kind, Type in,
                        Type accType, Value va, Value vb, Value vc) {
  int64_t e = cast<VectorType>(va.getType()).getNumElements();
  Type operandType = va.getType();
  if (in.isBF16() && e == 4)
    operandType = VectorType::get({4}, b.getI16Type());
  else if (!in.isF16() && !in.isBF16())
    operandType = e == 16 ? Type(VectorType::get({4}, b.getI32Type()))
                          : Type(b.getIntegerType(8 * e));
  auto asOperand = [&](Value v) -> Value {
    if (v.getType() == operandType)
      return v;
    return LLVM::BitcastOp::create(b, loc, operandType, v);
  };
  // cbsz, abid, blgp: no broadcasting between blocks or lanes.
  Value zero = i32Const(b, loc, 0);
  SmallVector<Value> args{asOperand(va), asOperand(vb), vc, zero, zero, zero};
  using Create = Value (*)(OpBuilder &, Location, Type, ValueRange);
  Create create = nullptr;
  if (in.isF16())
    create =
        llvm::StringSwitch<Create>(kind)
            .Case("mfma_16x16x16", createMfmaOp<ROCDL::mfma_f32_16x16x16f16>)
            .Case("mfma_32x32x8", createMfmaOp<ROCDL::mfma_f32_32x32x8f16>)
            .Case("mfma_16x16x32", createMfmaOp<ROCDL::mfma_f32_16x16x32_f16>)
            .Case("mfma_32x32x16", createMfmaOp<ROCDL::mfma_f32_32x32x16_f16>)
            .Default(nullptr);
  else if (in.isBF16())
    create =
        llvm::StringSwitch<Create>(kind)
            .Case("mfma_16x16x16",
                  createMfmaOp<ROCDL::mfma_f32_16x16x16bf16_1k>)
            .Case("mfma_32x32x8", createMfmaOp<ROCDL::mfma_f32_32x32x8bf16_1k>)
            .Case("mfma_16x16x32", createMfmaOp<ROCDL::mfma_f32_16x16x32_bf16>)
            .Case("mfma_32x32x16", createMfmaOp<ROCDL::mfma_f32_32x32x16_bf16>)
            .Default(nullptr);
  else if (in.isInteger(8))
    create =
        llvm::StringSwitch<Create>(kind)
            .Case("mfma_16x16x16", createMfmaOp<ROCDL::mfma_i32_16x16x16i8>)
            .Case("mfma_32x32x8", createMfmaOp<ROCDL::mfma_i32_32x32x8i8>)
            .Case("mfma_16x16x32", createMfmaOp<ROCDL::mfma_i32_16x16x32_i8>)
            .Case("mfma_32x32x16", createMfmaOp<ROCDL::mfma_i32_32x32x16_i8>)
            .Case("mfma_16x16x64", createMfmaOp<ROCDL::mfma_i32_16x16x64_i8>)
            .Case("mfma_32x32x32", createMfmaOp<ROCDL::mfma_i32_32x32x32_i8>)
            .Default(nullptr);
  else if (isa<Float8E4M3FNType>(in))
    create = llvm::StringSwitch<Create>(kind)
                 .Case("mfma_16x16x32",
                       createMfmaOp<ROCDL::mfma_f32_16x16x32_fp8_fp8>)
                 .Case("mfma_32x32x16",
                       createMfmaOp<ROCDL::mfma_f32_32x32x16_fp8_fp8>)
                 .Default(nullptr);
  else if (isa<Float8E5M2Type>(in))
    create = llvm::StringSwitch<Create>(kind)
                 .Case("mfma_16x16x32",
                       createMfmaOp<ROCDL::mfma_f32_16x16x32_bf8_bf8>)
                 .Case("mfma_32x32x16",
                       createMfmaOp<ROCDL::mfma_f32_32x32x16_bf8_bf8>)
                 .Default(nullptr);
  return create ? create(b, loc, accType, args) : Value();
}

/// Reports dots whose matrix-core layout names an instruction the target
/// does not offer for their operand types (hand-written IR, or IR laid out
/// for another chip): LLVM would fail to select it, or abort.
static LogicalResult rejectUnavailableMmaKinds(ModuleOp module,
                                               const TargetInfo &target,
                                               StringRef chip) {
  bool unavailable = false;
  module.walk([&](tile::DotOp dot) {
    auto mma = dyn_cast_if_present<tilegpu::MmaLayoutAttr>(
        cast<RankedTensorType>(dot.getType()).getEncoding());
    if (!mma)
      return;
    Type in = cast<RankedTensorType>(dot.getA().getType()).getElementType();
    std::optional<MmaOperands> operands = getMmaOperands(
        in, cast<RankedTensorType>(dot.getB().getType()).getElementType(),
        dot.getType().getElementType());
    if (operands && target.offersMma(mma.getKind(), *operands))
      return;
    dot.emitError()
        << "matrix-core instruction '" << mma.getKind()
        << "' is not available on " << chip << " for " << in << " x "
        << cast<RankedTensorType>(dot.getB().getType()).getElementType()
        << " -> " << dot.getType().getElementType() << " dots";
    unavailable = true;
  });
  return failure(unavailable);
}

/// Hopper's wgmma for an mma.sync-layout dot (the layouts agree: warps tile
/// M in 16-row steps, so each group of 4 consecutive warps covers 64 rows,
/// one wgmma m64 tile, with each warp's accumulator fragments in mma.sync's
/// order): A from registers, B straight from the swizzled shared-memory slot
/// a tile-pipeline-async local_load reads, when that slot holds B K-major
/// (K contiguous). One wgmma m64nNk16 per 64 rows and 16 k, N the whole
/// dot; a fence before, commit and wait after. Returns false (emitting
/// nothing) when the dot does not qualify; mma.sync then does it.
bool lowerDotWgmma(tile::DotOp op, ConversionPatternRewriter &rewriter,
                   LoweringState &state, tilegpu::MmaLayoutAttr mma,
                   ArrayRef<Value> a, SmallVector<Value> &c) {
  if (!state.target->hasWgmma() || mma.getKind() != "nv_mma_16x8x16")
    return false;
  auto aType = cast<RankedTensorType>(op.getA().getType());
  auto bType = cast<RankedTensorType>(op.getB().getType());
  Type in = aType.getElementType();
  ArrayRef<unsigned> warps = mma.getWarpsPerCTA();
  int64_t M = aType.getDimSize(0), K = aType.getDimSize(1),
          N = bType.getDimSize(1);
  if (!(in.isF16() || in.isBF16()) || warps.size() != 2 || warps[1] != 1 ||
      warps[0] % 4 || M % (16 * warps[0]) || N % 8 || N > 256 || K % 16)
    return false;
  auto load = op.getB().getDefiningOp<tilegpu::LocalLoadOp>();
  if (!load || !op.getB().hasOneUse() || !load.getSlot())
    return false;
  auto slots = load.getBuffer().getDefiningOp<tilegpu::LocalBufferOp>();
  if (!slots)
    return false;
  SharedTile tile = bufferTile(slots);
  if (!tile.swizzle)
    return false;
  // B's K (dim 0) contiguous: K-major; N (dim 1) contiguous: MN-major,
  // which wgmma reads with its transpose flag.
  bool mnMajor = tile.fastDim == 1;
  Value buffer = rewriter.getRemappedValue(load.getBuffer());
  Value slot = rewriter.getRemappedValue(load.getSlot());
  if (!buffer || !slot)
    return false;

  Location loc = op.getLoc();
  MLIRContext *ctx = rewriter.getContext();
  Type i32 = rewriter.getI32Type(), i64 = rewriter.getI64Type();
  Type f32 = rewriter.getF32Type();
  auto asmOp = [&](StringRef text) {
    LLVM::InlineAsmOp::create(rewriter, loc, TypeRange{}, ValueRange{}, text,
                              "", /*has_side_effects=*/true,
                              /*is_align_stack=*/false,
                              LLVM::tailcallkind::TailCallKind::None,
                              LLVM::AsmDialectAttr(), ArrayAttr());
  };
  // Shared addresses are 32-bit; the descriptor takes address / 16.
  Value base = LLVM::PtrToIntOp::create(
      rewriter, loc, i32, slotAddress(rewriter, loc, slots, buffer, slot));
  // One 64-element block of the fast dim, all rows.
  int64_t blockBytes = tile.rows() * 128;
  auto descriptor = [&](int64_t k) {
    // Start address (bits 0-13), leading byte offset (bits 16-29), stride
    // byte offset (bits 32-45), 128-byte swizzle (bits 62-63), offsets in
    // 16-byte units. K-major: rows are N, 8-row groups 1024 bytes apart
    // (stride), the leading offset unused (16); k advances within the
    // 128-byte row, then to the next block. MN-major: rows are K (8-row
    // groups 1024 bytes apart), 64-wide N blocks `blockBytes` apart
    // (leading); k advances by rows.
    int64_t offset = mnMajor ? k * 128 : (k / 64) * blockBytes + (k % 64) * 2;
    int64_t leading = mnMajor ? blockBytes : 16;
    Value addr = arith::AddIOp::create(rewriter, loc, base,
                                       i32Const(rewriter, loc, offset));
    Value start = arith::AndIOp::create(
        rewriter, loc,
        arith::ShRUIOp::create(rewriter, loc, addr, i32Const(rewriter, loc, 4)),
        i32Const(rewriter, loc, 0x3FFF));
    uint64_t fixed = (uint64_t(leading >> 4) << 16) |
                     (uint64_t(1024 >> 4) << 32) | (uint64_t(1) << 62);
    return arith::OrIOp::create(
        rewriter, loc, arith::ExtUIOp::create(rewriter, loc, i64, start),
        arith::ConstantIntOp::create(rewriter, loc, i64, int64_t(fixed)));
  };
  unsigned aBits = tilegpu::getInstructionRegisterBits(mma.getKind(), 0);
  unsigned cBits = tilegpu::getInstructionRegisterBits(mma.getKind(), 2);
  int64_t mReps = M / (16 * warps[0]);
  int64_t nReps = N / 8;
  int64_t kSteps = K / 16;
  unsigned kBits = llvm::Log2_64(kSteps), nBits = llvm::Log2_64(nReps);
  int64_t nAcc = N / 2; // f32 accumulators per thread
  // scale-d (accumulate into D) is a predicate, set from an operand.
  std::string text = "{\n.reg .pred p;\nsetp.ne.b32 p, $" +
                     std::to_string(nAcc + 5) +
                     ", 0;\n"
                     "wgmma.mma_async.sync.aligned.m64n" +
                     std::to_string(N) + "k16.f32." +
                     (in.isBF16() ? "bf16.bf16" : "f16.f16") + " {";
  std::string constraints;
  for (int64_t i = 0; i < nAcc; ++i) {
    text += (i ? ", $" : "$") + std::to_string(i);
    constraints += "=f,";
  }
  text += "}, {";
  for (int64_t i = 0; i < 4; ++i)
    text += (i ? ", $" : "$") + std::to_string(nAcc + i);
  text += "}, $" + std::to_string(nAcc + 4) + ", p, 1, 1, " +
          (mnMajor ? "1" : "0") + ";\n}";
  constraints += "r,r,r,r,l,r";
  for (int64_t i = 0; i < nAcc; ++i)
    constraints += "," + std::to_string(i);
  auto resultType =
      LLVM::LLVMStructType::getLiteral(ctx, SmallVector<Type>(nAcc, f32));
  Type pairType = VectorType::get({2}, in);

  Value one = i32Const(rewriter, loc, 1);
  asmOp("wgmma.fence.sync.aligned;");
  for (int64_t ki = 0; ki < kSteps; ++ki) {
    Value desc = descriptor(16 * ki);
    for (int64_t mi = 0; mi < mReps; ++mi) {
      SmallVector<Value> operands;
      ArrayRef<Value> fa =
          a.slice((ki + (mi << kBits)) << aBits, size_t(1) << aBits);
      for (size_t i = 0; i < fa.size(); i += 2) {
        Value pair = packVector(rewriter, loc, fa.slice(i, 2), pairType);
        operands.push_back(LLVM::BitcastOp::create(rewriter, loc, i32, pair));
      }
      operands.push_back(desc);
      operands.push_back(one);
      for (int64_t ni = 0; ni < nReps; ++ni)
        for (unsigned i = 0; i < (1u << cBits); ++i)
          operands.push_back(c[((ni + (mi << nBits)) << cBits) + i]);
      auto wg = LLVM::InlineAsmOp::create(
          rewriter, loc, resultType, operands, text, constraints,
          /*has_side_effects=*/true, /*is_align_stack=*/false,
          LLVM::tailcallkind::TailCallKind::None, LLVM::AsmDialectAttr(),
          ArrayAttr());
      SmallVector<Value> d = unpack(rewriter, loc, wg.getResult(0));
      for (int64_t ni = 0; ni < nReps; ++ni)
        for (unsigned i = 0; i < (1u << cBits); ++i)
          c[((ni + (mi << nBits)) << cBits) + i] = d[(ni << cBits) + i];
    }
  }
  asmOp("wgmma.commit_group.sync.aligned;");
  asmOp("wgmma.wait_group.sync.aligned 0;");
  return true;
}

/// tl.dot on matrix cores: the operands arrive in #tilegpu.dot_op layouts and
/// the accumulator in the #tilegpu.mma layout, so every instruction's
/// fragments are fixed registers (Layout.cpp orders them: instruction bits,
/// then repetitions over the inner, then the outer dimension).
LogicalResult lowerDotMma(tile::DotOp op, tile::DotOp::Adaptor adaptor,
                          ConversionPatternRewriter &rewriter,
                          const TypeConverter &converter,
                          tilegpu::MmaLayoutAttr mma, LoweringState &state) {
  Location loc = op.getLoc();
  auto aType = cast<RankedTensorType>(op.getA().getType());
  auto bType = cast<RankedTensorType>(op.getB().getType());
  auto cType = cast<RankedTensorType>(op.getType());
  StringRef kind = mma.getKind();
  tilegpu::MmaInstruction instr = *tilegpu::getMmaInstruction(kind);
  int64_t M = aType.getDimSize(0), K = aType.getDimSize(1),
          N = bType.getDimSize(1);
  ArrayRef<unsigned> warps = mma.getWarpsPerCTA();
  int64_t mReps = std::max<int64_t>(1, M / (instr.m * warps[0]));
  int64_t nReps = std::max<int64_t>(1, N / (instr.n * warps[1]));
  int64_t kSteps = K / instr.k;
  unsigned aBits = tilegpu::getInstructionRegisterBits(kind, 0);
  unsigned bBits = tilegpu::getInstructionRegisterBits(kind, 1);
  unsigned cBits = tilegpu::getInstructionRegisterBits(kind, 2);
  unsigned kBits = llvm::Log2_64(kSteps), nBits = llvm::Log2_64(nReps);
  SmallVector<Value> a = unpack(rewriter, loc, adaptor.getA());
  SmallVector<Value> b = unpack(rewriter, loc, adaptor.getB());
  SmallVector<Value> c = unpack(rewriter, loc, adaptor.getC());
  if (lowerDotWgmma(op, rewriter, state, mma, a, c)) {
    rewriter.replaceOp(op,
                       pack(rewriter, loc, converter.convertType(cType), c));
    return success();
  }
  Type in = aType.getElementType();
  bool bf16 = in.isBF16();
  MLIRContext *ctx = rewriter.getContext();
  Type f32 = rewriter.getF32Type();
  auto fragment = [&](ArrayRef<Value> regs, unsigned bits, int64_t index) {
    return SmallVector<Value>(regs.slice(index << bits, size_t(1) << bits));
  };
  for (int64_t mi = 0; mi < mReps; ++mi) {
    for (int64_t ni = 0; ni < nReps; ++ni) {
      int64_t cIndex = ni + (mi << nBits);
      SmallVector<Value> acc = fragment(c, cBits, cIndex);
      for (int64_t ki = 0; ki < kSteps; ++ki) {
        SmallVector<Value> fa = fragment(a, aBits, ki + (mi << kBits));
        SmallVector<Value> fb = fragment(b, bBits, ki + (ni << kBits));
        if (kind == "nv_mma_16x8x16") {
          // Pairs of halves per 32-bit register; bf16 pairs travel as i32.
          Type pairType = VectorType::get({2}, in);
          auto pairs = [&](ArrayRef<Value> halves) {
            SmallVector<Value> out;
            for (size_t i = 0; i < halves.size(); i += 2) {
              Value p = packVector(rewriter, loc, halves.slice(i, 2), pairType);
              if (bf16)
                p = LLVM::BitcastOp::create(rewriter, loc,
                                            rewriter.getI32Type(), p);
              out.push_back(p);
            }
            return out;
          };
          auto resultType =
              LLVM::LLVMStructType::getLiteral(ctx, {f32, f32, f32, f32});
          NVVM::MMATypes ptxType =
              bf16 ? NVVM::MMATypes::bf16 : NVVM::MMATypes::f16;
          auto mmaOp = NVVM::MmaOp::create(
              rewriter, loc, resultType, pairs(fa), pairs(fb), acc, {16, 8, 16},
              std::nullopt, std::nullopt,
              std::array<NVVM::MMATypes, 2>{ptxType, ptxType},
              std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                             NVVM::MMALayout::col});
          acc = unpack(rewriter, loc, mmaOp.getResult());
          continue;
        }
        // AMD: operands and accumulator as vectors.
        Type accVecType =
            VectorType::get({int64_t(acc.size())}, acc.front().getType());
        Value vc = packVector(rewriter, loc, acc, accVecType);
        Value d;
        if (kind.starts_with("mfma_")) {
          auto asVec = [&](ArrayRef<Value> regs) {
            return packVector(
                rewriter, loc, regs,
                VectorType::get({int64_t(regs.size())}, regs[0].getType()));
          };
          // B's fragment as the instruction's A and A's as its B: the
          // accumulator is the instruction's D transposed (Layout.cpp).
          // (Packed in a fixed order, A first: argument evaluation order
          // differs between compilers, the IR must not.)
          Value va = asVec(fa);
          Value vb = asVec(fb);
          d = createMfma(rewriter, loc, kind, in, accVecType, vb, va, vc);
          if (!d)
            return op.emitError() << "no CDNA instruction for '" << kind
                                  << "' with " << in << " operands";
        } else {
          // WMMA takes bf16 as i16.
          Type inVecElem = bf16 ? Type(rewriter.getI16Type()) : in;
          auto asVec = [&](ArrayRef<Value> regs) {
            SmallVector<Value> elems;
            for (Value v : regs)
              elems.push_back(
                  bf16 ? Value(LLVM::BitcastOp::create(
                             rewriter, loc, rewriter.getI16Type(), v))
                       : v);
            return packVector(
                rewriter, loc, elems,
                VectorType::get({int64_t(elems.size())}, inVecElem));
          };
          Value va = asVec(fa), vb = asVec(fb);
          if (bf16)
            d = ROCDL::wmma_f32_16x16x16_bf16::create(rewriter, loc, accVecType,
                                                      va, vb, vc);
          else
            d = ROCDL::wmma_f32_16x16x16_f16::create(rewriter, loc, accVecType,
                                                     va, vb, vc);
        }
        for (unsigned i = 0; i < acc.size(); ++i)
          acc[i] = LLVM::ExtractElementOp::create(rewriter, loc, d,
                                                  i32Const(rewriter, loc, i));
      }
      for (unsigned i = 0; i < acc.size(); ++i)
        c[(cIndex << cBits) + i] = acc[i];
    }
  }
  (void)M;
  (void)N;
  rewriter.replaceOp(op, pack(rewriter, loc, converter.convertType(cType), c));
  return success();
}

struct DotFMALowering : TilePattern<tile::DotOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::DotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (auto mma = dyn_cast_if_present<tilegpu::MmaLayoutAttr>(
            cast<RankedTensorType>(op.getType()).getEncoding()))
      return lowerDotMma(op, adaptor, rewriter, *getTypeConverter(), mma,
                         state);
    Location loc = op.getLoc();
    auto aType = cast<RankedTensorType>(op.getA().getType());
    auto bType = cast<RankedTensorType>(op.getB().getType());
    auto cType = cast<RankedTensorType>(op.getType());
    int64_t M = aType.getDimSize(0), K = aType.getDimSize(1),
            N = bType.getDimSize(1);
    Type accType = cType.getElementType();
    Type inType = aType.getElementType();
    Type memType = memoryType(inType);
    int64_t aBytes = aType.getNumElements() * elementBytes(inType);
    SmallVector<unsigned> identity{0, 1};
    barrier(rewriter, loc);
    storeTileToShared(rewriter, loc, state, adaptor.getA(), aType, 0, identity,
                      rowMajorTile(aType));
    storeTileToShared(rewriter, loc, state, adaptor.getB(), bType, aBytes,
                      identity, rowMajorTile(bType));
    barrier(rewriter, loc);
    DistributedLayout layout = layoutOf(cType);
    auto coords =
        elementCoords(rewriter, loc, layout, cType.getShape(), state.warpSize);
    SmallVector<Value> acc = unpack(rewriter, loc, adaptor.getC());
    Value lb = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value ub = arith::ConstantIndexOp::create(rewriter, loc, K);
    Value step = arith::ConstantIndexOp::create(rewriter, loc, 1);
    auto loop = scf::ForOp::create(
        rewriter, loc, lb, ub, step, acc,
        [&](OpBuilder &b, Location, Value kIndex, ValueRange iter) {
          Value k = arith::IndexCastOp::create(b, loc, b.getI32Type(), kIndex);
          auto extend = [&](Value v) -> Value {
            if (isa<Float8E4M3FNType, Float8E5M2Type>(inType))
              return fp8ToF32(b, loc, v, inType);
            if (v.getType() == accType)
              return v;
            if (isa<FloatType>(accType))
              return arith::ExtFOp::create(b, loc, accType, v);
            return arith::ExtSIOp::create(b, loc, accType, v);
          };
          llvm::DenseMap<Value, Value> aCache, bCache;
          SmallVector<Value> next;
          for (unsigned r = 0; r < iter.size(); ++r) {
            Value row = coords[0][r], col = coords[1][r];
            Value &av = aCache[row];
            if (!av) {
              Value idx = arith::AddIOp::create(
                  b, loc,
                  arith::MulIOp::create(b, loc, row, i32Const(b, loc, K)), k);
              av = extend(LLVM::LoadOp::create(
                  b, loc, memType,
                  smemElementPtr(b, loc, state, memType, 0, idx)));
            }
            Value &bv = bCache[col];
            if (!bv) {
              Value idx = arith::AddIOp::create(
                  b, loc, arith::MulIOp::create(b, loc, k, i32Const(b, loc, N)),
                  col);
              bv = extend(LLVM::LoadOp::create(
                  b, loc, memType,
                  smemElementPtr(b, loc, state, memType, aBytes, idx)));
            }
            if (isa<FloatType>(accType))
              next.push_back(math::FmaOp::create(b, loc, av, bv, iter[r]));
            else
              next.push_back(arith::AddIOp::create(
                  b, loc, iter[r], arith::MulIOp::create(b, loc, av, bv)));
          }
          scf::YieldOp::create(b, loc, next);
        });
    (void)M;
    rewriter.replaceOp(op, pack(rewriter, loc,
                                getTypeConverter()->convertType(cType),
                                SmallVector<Value>(loop.getResults())));
    return success();
  }
};

/// tl.cumsum / tl.associative_scan: the operands go to shared memory, then
/// each lane folds, for each of its elements, the elements before it along
/// the axis (after it, when reversed) in the interpreter's order. Simple and
/// exact, but each element costs a walk along the axis: O(n^2 / lanes) work
/// per tile, fine for the tile sizes scans are used with; a work-efficient
/// (Blelloch / warp-shuffle) scan is future work.
struct ScanLowering : TilePattern<tile::ScanOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::ScanOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto srcType = cast<RankedTensorType>(op.getSrcs()[0].getType());
    ArrayRef<int64_t> shape = srcType.getShape();
    unsigned axis = op.getAxis();
    int64_t len = shape[axis];
    bool reverse = op.getReverse();
    unsigned n = op.getSrcs().size();
    SmallVector<int64_t> offsets;
    SmallVector<SharedTile> tiles;
    SmallVector<Type> elemTypes, memTypes;
    int64_t offset = 0;
    barrier(rewriter, loc);
    for (unsigned i = 0; i < n; ++i) {
      auto type = cast<RankedTensorType>(op.getSrcs()[i].getType());
      tiles.push_back(rowMajorTile(type));
      offsets.push_back(offset);
      elemTypes.push_back(
          getTypeConverter()->convertType(type.getElementType()));
      memTypes.push_back(memoryType(type.getElementType()));
      SmallVector<unsigned> identity;
      for (unsigned d = 0; d < type.getRank(); ++d)
        identity.push_back(d);
      storeTileToShared(rewriter, loc, state, adaptor.getSrcs()[i], type,
                        offset, identity, tiles.back());
      offset += tiles.back().bytes();
    }
    barrier(rewriter, loc);
    DistributedLayout layout = layoutOf(srcType);
    auto coords = elementCoords(rewriter, loc, layout, shape, state.warpSize);
    // Element `pos` along the axis, other coordinates those of register r.
    auto loadAt = [&](OpBuilder &b, unsigned r, Value pos) {
      SmallVector<Value> c;
      for (unsigned d = 0; d < layout.rank(); ++d)
        c.push_back(d == axis ? pos : coords[d][r]);
      SmallVector<Value> values;
      for (unsigned i = 0; i < n; ++i) {
        Value ptr = smemElementPtr(b, loc, state, memTypes[i], offsets[i],
                                   tiles[i].index(b, loc, c));
        values.push_back(
            fromMemory(b, loc, LLVM::LoadOp::create(b, loc, memTypes[i], ptr),
                       elemTypes[i]));
      }
      return values;
    };
    SmallVector<SmallVector<Value>> results(n);
    Value first = i32Const(rewriter, loc, reverse ? len - 1 : 0);
    for (unsigned r = 0; r < layout.numRegisters(); ++r) {
      SmallVector<Value> init = loadAt(rewriter, r, first);
      // Steps from the first element to this one: c, or len-1-c reversed.
      Value c = coords[axis][r];
      Value steps =
          reverse ? Value(arith::SubIOp::create(rewriter, loc, first, c)) : c;
      Value lb = arith::ConstantIndexOp::create(rewriter, loc, 1);
      Value ub = arith::IndexCastOp::create(
          rewriter, loc, rewriter.getIndexType(),
          arith::AddIOp::create(rewriter, loc, steps,
                                i32Const(rewriter, loc, 1)));
      Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
      auto loop = scf::ForOp::create(
          rewriter, loc, lb, ub, one, init,
          [&](OpBuilder &b, Location, Value k, ValueRange acc) {
            Value k32 = arith::IndexCastOp::create(b, loc, b.getI32Type(), k);
            Value pos = reverse
                            ? Value(arith::SubIOp::create(b, loc, first, k32))
                            : Value(arith::AddIOp::create(b, loc, first, k32));
            SmallVector<Value> next = loadAt(b, r, pos);
            scf::YieldOp::create(b, loc,
                                 emitCombine(b, op.getCombineOp(),
                                             SmallVector<Value>(acc), next));
          });
      for (unsigned i = 0; i < n; ++i)
        results[i].push_back(loop.getResult(i));
    }
    SmallVector<Value> packed;
    for (unsigned i = 0; i < n; ++i)
      packed.push_back(
          pack(rewriter, loc,
               getTypeConverter()->convertType(op.getResult(i).getType()),
               results[i]));
    rewriter.replaceOp(op, packed);
    return success();
  }
};

/// Reports, once each and located, the ops that have no lowering. Done before
/// the conversion: a pattern that fails lets the conversion go on, and other
/// patterns then give follow-on errors or build invalid IR.
static LogicalResult rejectUnsupportedOps(ModuleOp module) {
  bool unsupported = false;
  module.walk([&](Operation *op) {
    if (auto constant = dyn_cast<arith::ConstantOp>(op);
        constant && isa<RankedTensorType>(constant.getType()) &&
        !isa<SplatElementsAttr>(constant.getValue())) {
      op->emitError("non-uniform tile constants are not supported by the GPU "
                    "backends");
      unsupported = true;
    }
  });
  return failure(unsupported);
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct ConvertTileToLLVMPass
    : tilec::impl::ConvertTileToLLVMBase<ConvertTileToLLVMPass> {
  using ConvertTileToLLVMBase::ConvertTileToLLVMBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(rejectUnsupportedOps(module)))
      return signalPassFailure();
    MLIRContext *ctx = &getContext();
    LoweringState state;
    state.target = lookupTarget(chip);
    if (!state.target) {
      module.emitError() << "unknown target '" << chip
                         << "' (supported: " << supportedTargetNames() << ")";
      return signalPassFailure();
    }
    auto numWarps =
        module->getAttrOfType<IntegerAttr>(tilegpu::kNumWarpsAttrName);
    auto warpSize =
        module->getAttrOfType<IntegerAttr>(tilegpu::kWarpSizeAttrName);
    if (!numWarps || !warpSize || warpSize.getInt() != state.target->warpSize) {
      module.emitError() << "module has no layouts for " << chip
                         << " (run tile-assign-layouts with chip=" << chip
                         << " first)";
      return signalPassFailure();
    }
    state.numWarps = numWarps.getInt();
    state.warpSize = warpSize.getInt();
    if (failed(rejectUnavailableMmaKinds(module, *state.target, chip)))
      return signalPassFailure();

    // Slots of tilegpu.local_buffer (asynchronous copies into shared
    // memory) belong to the loop that reads them: they sit at the start of
    // the scratch area while it runs (offsets relative to scratchBase, made
    // absolute below).
    bool invalidBuffers = false;
    if (!state.target->hasAsyncCopy())
      module.walk([&](Operation *op) {
        if (isa<tilegpu::LocalBufferOp, tilegpu::AsyncCopyOp,
                tilegpu::AsyncWaitOp>(op)) {
          op->emitError("asynchronous copies are not available on ")
              << state.target->name;
          invalidBuffers = true;
        }
      });
    if (invalidBuffers)
      return signalPassFailure();
    module.walk([&](tilegpu::LocalBufferOp buffer) {
      Operation *loop = nullptr;
      for (Operation *user : buffer->getUsers())
        if (isa<tilegpu::LocalLoadOp>(user) && !loop)
          loop = user->getParentOfType<scf::ForOp>();
      if (!loop) {
        buffer.emitError("shared-memory slots that no loop reads");
        invalidBuffers = true;
        return;
      }
      int64_t &bytes = state.loopBufferBytes[loop];
      // Swizzled slots (wgmma descriptors) start on 1024-byte boundaries.
      if (bufferTile(buffer).swizzle)
        bytes = llvm::alignTo(bytes, 1024);
      state.bufferOffsets[buffer] =
          bytes + enclosingLoopBufferBytes(loop->getParentOp());
      bytes += buffer.getBuffer().getType().getDimSize(0) * slotBytes(buffer);
      loop->setAttr(kLoopSlotBytesAttr,
                    IntegerAttr::get(IntegerType::get(ctx, 64), bytes));
    });
    if (invalidBuffers)
      return signalPassFailure();
    // One shared-memory scratch buffer, as large as the largest exchange
    // (plus the loop buffers in front of it where it runs in such loops).
    int64_t smemBytes = 16;
    Operation *largest = module; // the error points at the largest exchange
    state.exchangeLimit = 16384;
    module.walk([&](Operation *op) {
      if (op->getParentOfType<scf::ForOp>() ||
          op->getParentOfType<scf::WhileOp>())
        state.exchangeLimit =
            std::max(state.exchangeLimit, sharedMemoryBytes(op, INT64_MAX));
    });
    for (auto [loop, bytes] : state.loopBufferBytes)
      state.exchangeLimit = std::max(state.exchangeLimit, bytes);
    module.walk([&](Operation *op) {
      int64_t bytes = sharedMemoryBytes(op, state.exchangeLimit);
      if (bytes)
        bytes += enclosingLoopBufferBytes(op);
      else if (state.loopBufferBytes.count(op))
        bytes = enclosingLoopBufferBytes(op);
      if (bytes > smemBytes) {
        smemBytes = bytes;
        largest = op;
      }
    });
    // Buffers of tilegpu.local_alloc come first, each live to the end.
    module.walk([&](tilegpu::LocalAllocOp alloc) {
      state.bufferOffsets[alloc] = state.scratchBase;
      state.scratchBase += llvm::alignTo(bufferTile(alloc).bytes(), 16);
    });
    if (!state.loopBufferBytes.empty())
      state.scratchBase = llvm::alignTo(state.scratchBase, 1024);
    module.walk([&](tilegpu::LocalBufferOp buffer) {
      state.bufferOffsets[buffer] += state.scratchBase;
    });
    smemBytes += state.scratchBase;
    if (smemBytes > state.target->sharedMemBytes) {
      InFlightDiagnostic diag = largest->emitError();
      diag << "kernel needs " << smemBytes
           << " bytes of shared memory (LDS) for its data exchanges";
      if (state.scratchBase)
        diag << " (" << state.scratchBase
             << " of them for tiles kept in shared memory)";
      diag << "; " << chip << " allows " << state.target->sharedMemBytes
           << " (use smaller tiles)";
      return signalPassFailure();
    }
    OpBuilder builder(module.getBodyRegion());
    unsigned alignment = state.loopBufferBytes.empty() ? 16 : 1024;
    if (smemBytes <= state.target->staticSharedMemBytes()) {
      auto arrayType = LLVM::LLVMArrayType::get(builder.getI8Type(), smemBytes);
      state.smem = LLVM::GlobalOp::create(
          builder, module.getLoc(), arrayType,
          /*isConstant=*/false, LLVM::Linkage::Internal, "tilec_smem",
          Attribute(), alignment, /*addrSpace=*/3);
    } else {
      // Above CUDA's static limit: `extern` (dynamic) shared memory, whose
      // size every launch must pass; the module states it in
      // tilec_dynamic_smem_bytes, which the runtime reads when it loads the
      // kernel (rt::Kernel::requiredSharedBytes).
      auto arrayType = LLVM::LLVMArrayType::get(builder.getI8Type(), 0);
      state.smem = LLVM::GlobalOp::create(
          builder, module.getLoc(), arrayType,
          /*isConstant=*/false, LLVM::Linkage::External, "tilec_smem",
          Attribute(), alignment, /*addrSpace=*/3);
      LLVM::GlobalOp::create(builder, module.getLoc(), builder.getI32Type(),
                             /*isConstant=*/true, LLVM::Linkage::External,
                             "tilec_dynamic_smem_bytes",
                             builder.getI32IntegerAttr(int32_t(smemBytes)),
                             /*alignment=*/4, /*addrSpace=*/1);
    }

    LowerToLLVMOptions options(ctx);
    LLVMTypeConverter converter(ctx, options);
    converter.addConversion(
        [&](tile::PointerType) { return LLVM::LLVMPointerType::get(ctx, 1); });
    // A tilegpu.local_alloc buffer is its address in shared memory.
    converter.addConversion([&](MemRefType type) -> std::optional<Type> {
      auto space = dyn_cast_or_null<IntegerAttr>(type.getMemorySpace());
      if (!space || space.getInt() != 3)
        return std::nullopt;
      return LLVM::LLVMPointerType::get(ctx, 3);
    });
    converter.addConversion([&](RankedTensorType type) -> std::optional<Type> {
      if (!type.getEncoding())
        return std::nullopt;
      unsigned n = tilegpu::getNumRegisters(type);
      Type elem = converter.convertType(type.getElementType());
      if (!n || !elem)
        return std::nullopt;
      return LLVM::LLVMStructType::getLiteral(ctx, SmallVector<Type>(n, elem));
    });

    RewritePatternSet patterns(ctx);
    patterns.add<
        FuncOpLowering, ReturnOpLowering,
        GridQueryLowering<tile::ProgramIdOp, false>,
        GridQueryLowering<tile::NumProgramsOp, true>, MakeRangeLowering,
        SplatLowering, ConstantLowering, AddPtrLowering, PtrToIntLowering,
        IntToPtrLowering, ForwardLowering<tile::PtrCastOp>,
        ForwardLowering<tile::HintOp>, RegisterRemapLowering<tile::BroadcastOp>,
        RegisterRemapLowering<tile::ExpandDimsOp>,
        SharedExchangeLowering<tilegpu::ConvertLayoutOp>,
        SharedExchangeLowering<tile::TransOp>,
        SharedExchangeLowering<tile::ReshapeOp>, LocalAllocLowering,
        LocalLoadLowering, LocalBufferLowering, AsyncCopyLowering,
        AsyncWaitLowering, LoadLowering, StoreLowering, AtomicRMWLowering,
        AtomicCASLowering, AssertLowering, ReduceLowering, DotFMALowering,
        ScanLowering>(converter, ctx, state);
    patterns.add<ElementwiseLowering, FastExpLowering>(converter, ctx);
    populateMathToLLVMPatterns(converter, patterns, *state.target);
    populateViewToLLVMPatterns(converter, patterns);
    ConversionTarget target(*ctx);
    target.addLegalDialect<LLVM::LLVMDialect>();
    target.addIllegalDialect<tile::TileDialect, tilegpu::TileGPUDialect,
                             func::FuncDialect, gpu::GPUDialect,
                             arith::ArithDialect, math::MathDialect>();
    target.addLegalOp<ModuleOp>();
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                         target);

    arith::populateArithToLLVMConversionPatterns(converter, patterns);
    if (state.target->isAMDGPU()) {
      target.addLegalDialect<ROCDL::ROCDLDialect>();
      FailureOr<amdgpu::Chipset> chipset =
          amdgpu::Chipset::parse(state.target->cpu);
      if (failed(chipset)) {
        module.emitError() << "cannot parse AMDGPU chipset '"
                           << state.target->cpu << "'";
        return signalPassFailure();
      }
      // ocml for transcendental functions (accuracy as HIP), LLVM intrinsics
      // for what maps to single instructions.
      patterns.add<AMDGPUExp2Lowering>(converter, ctx);
      populateMathToROCDLConversionPatterns(converter, patterns, *chipset);
      populateMathToLLVMConversionPatterns(converter, patterns,
                                           /*approximateLog1p=*/true,
                                           /*benefit=*/0);
      populateGpuToROCDLConversionPatterns(converter, patterns,
                                           gpu::amd::Runtime::HIP, *chipset);
    } else {
      target.addLegalDialect<NVVM::NVVMDialect>();
      patterns.add<NVVMIntrinsicLowering<math::Exp2Op>>(
          converter, ctx, "llvm.nvvm.ex2.approx.ftz.f32");
      patterns.add<NVVMIntrinsicLowering<arith::DivFOp>>(
          converter, ctx, "llvm.nvvm.div.full", [](arith::DivFOp div) {
            return div->hasAttr(tile::kIeeeRoundingAttrName);
          });
      populateLibDeviceConversionPatterns(converter, patterns, /*benefit=*/2);
      populateMathToLLVMConversionPatterns(converter, patterns,
                                           /*approximateLog1p=*/true,
                                           /*benefit=*/1);
      populateGpuToNVVMConversionPatterns(converter, patterns);
    }
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();
    module.walk([](scf::ForOp loop) { loop->removeAttr(kLoopSlotBytesAttr); });
    module->removeAttr(tilegpu::kNumWarpsAttrName);
    module->removeAttr(tilegpu::kWarpSizeAttrName);
  }
};

} // namespace
