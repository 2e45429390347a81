//===- LoweringCommon.cpp - register bookkeeping of the LLVM lowering ---===//
//
// Coordinates, owners and keys of a lane's registers from a layout's linear
// bases, memory types of tile elements, and the small builders every op
// family of the lowering shares (LoweringCommon.h).
//
//===----------------------------------------------------------------------===//
#include "Conversion/LoweringCommon.h"
#include "Conversion/TargetCodegen.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

namespace tilec::conversion {

using namespace mlir;
using tilegpu::DistributedLayout;

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

LLVM::LLVMFuncOp declareFunction(OpBuilder &b, Location loc, ModuleOp module,
                                 StringRef name, LLVM::LLVMFunctionType type,
                                 bool pure) {
  if (auto fn = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
    return fn;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  auto fn = LLVM::LLVMFuncOp::create(b, loc, name, type);
  if (!pure)
    return fn;
  fn.setMemoryEffectsAttr(LLVM::MemoryEffectsAttr::get(
      b.getContext(),
      {LLVM::ModRefInfo::NoModRef, LLVM::ModRefInfo::NoModRef,
       LLVM::ModRefInfo::NoModRef, LLVM::ModRefInfo::NoModRef,
       LLVM::ModRefInfo::NoModRef, LLVM::ModRefInfo::NoModRef}));
  fn.setNoUnwind(true);
  fn.setWillReturn(true);
  return fn;
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

static Value hardwareThreadId(OpBuilder &b, Location loc) {
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  return arith::IndexCastOp::create(b, loc, b.getI32Type(), tid);
}

/// Whether code inserted at `b`'s insertion point runs after the last loop of
/// its function: a loop precedes it (in its block or an enclosing one), none
/// follows it there, and no loop encloses it. (Code between two loops keeps
/// the thread id: fresh coordinates there would live across the next loop
/// next to the old ones; the attention backward's dQ on gfx90a lost a wave.)
static bool afterLastLoop(OpBuilder &b) {
  Block *block = b.getInsertionBlock();
  Block::iterator pos = b.getInsertionPoint();
  bool preceded = false;
  while (block) {
    for (Operation &op : llvm::make_range(block->begin(), pos))
      preceded |= isa<LoopLikeOpInterface>(op);
    for (Operation &op : llvm::make_range(pos, block->end()))
      if (isa<LoopLikeOpInterface>(op))
        return false;
    Operation *parent = block->getParentOp();
    if (!parent || isa<FunctionOpInterface>(parent))
      break;
    if (isa<LoopLikeOpInterface>(parent))
      return false;
    block = parent->getBlock();
    pos = std::next(Block::iterator(parent));
  }
  return preceded;
}

/// The uniform warp id (TargetCodegen::makeUniform) of thread id `tid`.
static Value uniformWarpId(OpBuilder &b, Location loc, Value tid,
                           const LoweringState &state) {
  Value warp =
      arith::DivUIOp::create(b, loc, tid, i32Const(b, loc, state.warpSize));
  return state.codegen->makeUniform(b, loc, warp);
}

namespace {
/// The thread, lane and warp ids (the warp id uniform) computed afresh after
/// the function's last loop (TargetCodegen::freshThreadId/freshLaneId).
struct FreshIds {
  Value tid, lane, warp;
};
} // namespace

static std::optional<FreshIds>
freshIdsAfterLastLoop(OpBuilder &b, Location loc, const LoweringState &state) {
  if (!afterLastLoop(b))
    return std::nullopt;
  Value ws = i32Const(b, loc, state.warpSize);
  if (Value tid = state.codegen->freshThreadId(b, loc))
    return FreshIds{tid, arith::RemUIOp::create(b, loc, tid, ws),
                    uniformWarpId(b, loc, tid, state)};
  if (Value lane = state.codegen->freshLaneId(b, loc)) {
    Value warp = uniformWarpId(b, loc, hardwareThreadId(b, loc), state);
    Value tid = arith::OrIOp::create(
        b, loc, arith::MulIOp::create(b, loc, warp, ws), lane);
    return FreshIds{tid, lane, warp};
  }
  return std::nullopt;
}

/// The thread id; after the last loop, computed afresh where the target can
/// (freshIdsAfterLastLoop), so that it need not stay live across the loop.
static Value threadId(OpBuilder &b, Location loc, const LoweringState &state) {
  if (std::optional<FreshIds> fresh = freshIdsAfterLastLoop(b, loc, state))
    return fresh->tid;
  return hardwareThreadId(b, loc);
}

/// Lane id and warp id of the executing thread (i32).
std::pair<Value, Value> laneAndWarp(OpBuilder &b, Location loc,
                                    const LoweringState &state,
                                    bool uniformWarp) {
  if (std::optional<FreshIds> fresh = freshIdsAfterLastLoop(b, loc, state))
    return {fresh->lane, fresh->warp};
  Value ws = i32Const(b, loc, state.warpSize);
  Value tid = hardwareThreadId(b, loc);
  Value warp = arith::DivUIOp::create(b, loc, tid, ws);
  if (uniformWarp)
    warp = state.codegen->makeUniform(b, loc, warp);
  return {arith::RemUIOp::create(b, loc, tid, ws), warp};
}

/// When the lane and warp bases of `layout` move dim `d` as the thread id's
/// bits would, scaled up by one power of two (bit k of the thread id, lane
/// bits first, moves `d` by 0 or by 2^(k + shift), shift >= 0): the shift
/// and the mask of the thread-id bits that move `d`; nullopt otherwise.
static std::optional<std::pair<int64_t, int64_t>>
scaledThreadId(const DistributedLayout &layout, unsigned d) {
  SmallVector<int64_t> steps;
  for (const tilegpu::Basis &basis : layout.laneBases)
    steps.push_back(basis[d]);
  for (const tilegpu::Basis &basis : layout.warpBases)
    steps.push_back(basis[d]);
  std::optional<int64_t> shift;
  int64_t mask = 0;
  for (auto [k, step] : llvm::enumerate(steps)) {
    if (step == 0)
      continue;
    if (step < 0 || !llvm::isPowerOf2_64(step))
      return std::nullopt;
    int64_t s = int64_t(llvm::Log2_64(step)) - int64_t(k);
    if (s < 0 || (shift && *shift != s))
      return std::nullopt;
    shift = s;
    mask |= int64_t(1) << k;
  }
  return std::make_pair(shift.value_or(0), mask);
}

/// The lane- and warp-dependent part of every coordinate: the XOR of the
/// bases of the set bits of the lane id and the warp id (i32, per dim).
/// Where the target keeps uniform values apart (AMDGPU), the warp id is
/// uniform (an SGPR) with `uniformWarp` and a dim's warp part is scalar
/// arithmetic, except for a dim that the thread id's bits move as
/// themselves or scaled up (bit k moves it by 2^(k + shift), shift >= 0:
/// consecutive threads on consecutive or evenly spaced elements), which is
/// computed from the thread id in one piece: split, such an offset hides
/// from the backend that it is the (small, non-negative) thread id, and
/// global accesses lose the scalar-base + 32-bit-offset form. Chosen by
/// measurement over the real-world corpus (docs/performance.md, "A uniform
/// warp id on AMD").
SmallVector<Value> threadBase(OpBuilder &b, Location loc,
                              const DistributedLayout &layout,
                              const LoweringState &state, bool uniformWarp) {
  auto [laneId, warpId] = laneAndWarp(b, loc, state, uniformWarp);
  bool split = state.codegen->separatesUniformValues();
  SmallVector<Value> base;
  for (unsigned d = 0; d < layout.rank(); ++d) {
    if (split) {
      if (std::optional<std::pair<int64_t, int64_t>> scaled =
              scaledThreadId(layout, d)) {
        auto [shift, mask] = *scaled;
        Value bits = arith::AndIOp::create(b, loc, threadId(b, loc, state),
                                           i32Const(b, loc, mask));
        base.push_back(
            arith::ShLIOp::create(b, loc, bits, i32Const(b, loc, shift)));
        continue;
      }
    }
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
                                              const LoweringState &state,
                                              bool uniformWarp) {
  SmallVector<Value> base = threadBase(b, loc, layout, state, uniformWarp);
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
                     const DistributedLayout &layout,
                     const LoweringState &state) {
  auto [laneId, warpId] = laneAndWarp(b, loc, state);
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

/// Start of the scratch area of shared memory for code at the builder's
/// insertion point (after the buffers of the loops it runs in).
Value smemBase(OpBuilder &b, Location loc, LoweringState &state) {
  Value base = LLVM::AddressOfOp::create(b, loc, state.smem);
  int64_t offset = state.scratchBase;
  if (Block *block = b.getInsertionBlock())
    offset += enclosingLoopSlotBytes(block->getParentOp());
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

Value packVector(OpBuilder &b, Location loc, ArrayRef<Value> elems,
                 Type vecType) {
  Value v = LLVM::PoisonOp::create(b, loc, vecType);
  for (auto [i, e] : llvm::enumerate(elems))
    v = LLVM::InsertElementOp::create(b, loc, v, e, i32Const(b, loc, i));
  return v;
}

/// The f32 value of fp8 `bits` (an i8) of OCP type `fp8Type`, exactly (fp8
/// has no LLVM type, so no fpext). e5m2 is the high byte of an f16 with the
/// same exponent bias. e4m3fn's magnitude bits shifted into an f16's place
/// read as 2^-8 of its value (bias 7 against 15, subnormals included), and
/// its one NaN (S.1111.111; no infinities) is mapped explicitly.
Value fp8ToF32(OpBuilder &b, Location loc, Value bits, Type fp8Type) {
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

} // namespace tilec::conversion
