//===- LoadStoreToLLVM.cpp - global loads and stores ----------------------===//
//
// tile.load and tile.store: a lane's registers grouped into vectors of the
// width the layout pass proved (tilegpu.vec), masked with one branch per
// vector (or, with the zero page of convert-tile-to-llvm's
// zero-page-masked-loads, a load from the zero page in masked-off lanes),
// stores predicated so that exactly one lane writes each element of a
// replicated layout. On AMDGPU, accesses through a `:2g` argument
// (tile.within_2gib) plus offsets are buffer operations instead: a buffer
// resource made from the argument, 32-bit byte offsets, and masked-off
// lanes given an offset past the resource's range, where loads read 0 and
// stores write nothing, so no branch and no 64-bit address per vector.
//
//===----------------------------------------------------------------------===//
#include "Conversion/TileToLLVMPatterns.h"

#include "Analysis/AxisInfo.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;
using tilegpu::DistributedLayout;

namespace {

/// The range of a `:2g` argument's buffer resource: offsets from 0 to
/// 2^31 - 2 (a lane's bytes all lie below 2^31 - 1); kBufferRecords + 1 =
/// 2^31 is out of range.
constexpr int64_t kBufferRecords = 0x7fffffff;

/// Whether `v` is a constant whose every element is +0 (all bits zero), so
/// that the zero page already yields it.
bool isPositiveZero(Value v) {
  Attribute attr;
  if (!v || !matchPattern(v, m_Constant(&attr)))
    return false;
  if (auto splat = dyn_cast<SplatElementsAttr>(attr))
    attr = splat.getSplatValue<Attribute>();
  if (auto f = dyn_cast<FloatAttr>(attr))
    return f.getValue().isPosZero();
  if (auto i = dyn_cast<IntegerAttr>(attr))
    return i.getValue().isZero();
  return false;
}

/// The buffer type an untyped buffer load or store of `bytes` bytes moves
/// (LLVM selects buffer_load_ubyte/ushort/dword/dwordx2/dwordx4 from it);
/// null for other sizes.
Type bufferType(MLIRContext *ctx, int64_t bytes) {
  switch (bytes) {
  case 1:
  case 2:
  case 4:
    return IntegerType::get(ctx, bytes * 8);
  case 8:
  case 16:
    return VectorType::get({bytes / 4}, IntegerType::get(ctx, 32));
  default:
    return nullptr;
  }
}

/// For the vector groups of a buffer access whose pointer tile is one
/// contiguous run and whose mask is one constant run along `dim` over the
/// whole tile (LoweringState::bufferRunDims), per group: the earlier group
/// whose masked byte offset it reuses and its distance from it in elements,
/// or itself and 0. Two groups qualify when their registers' coordinates
/// differ only along `dim` and no lane or warp basis touches the bits of
/// either register's coordinate there (the coordinate is then the lane's
/// part plus the register's, not their XOR): same mask, and offsets a
/// constant apart. The follower's offset is the leader's masked one plus
/// that constant, still out of range where masked (2^31 plus a small
/// distance), and LLVM folds the constant into the instruction's offset.
SmallVector<std::pair<unsigned, int64_t>>
bufferRunLeaders(const DistributedLayout &layout,
                 ArrayRef<std::pair<unsigned, unsigned>> groups, unsigned dim) {
  int64_t threadBits = 0;
  for (const auto &b : layout.laneBases)
    threadBits |= b[dim];
  for (const auto &b : layout.warpBases)
    threadBits |= b[dim];
  SmallVector<std::pair<unsigned, int64_t>> leaders;
  SmallVector<unsigned> leading; // indices into `groups` of the leaders
  for (auto [g, group] : llvm::enumerate(groups)) {
    unsigned r = group.first;
    std::pair<unsigned, int64_t> leader{r, 0};
    for (unsigned l : leading) {
      unsigned r0 = groups[l].first;
      bool sameElsewhere = true;
      for (unsigned d = 0; d < layout.rank(); ++d)
        if (d != dim && layout.offset(r, d) != layout.offset(r0, d))
          sameElsewhere = false;
      int64_t at = layout.offset(r, dim), from = layout.offset(r0, dim);
      if (sameElsewhere && !((at | from) & threadBits) && at >= from) {
        leader = {r0, at - from};
        break;
      }
    }
    if (leader.first == r)
      leading.push_back(g);
    leaders.push_back(leader);
  }
  return leaders;
}

/// A load's or store's buffer operations (one of state.bufferAccesses): the
/// operands, and for a masked access with a run dimension the groups'
/// leaders (bufferRunLeaders) and the leaders' masked offsets made so far.
struct BufferAccessPlan {
  BufferOperands operands;
  SmallVector<std::pair<unsigned, int64_t>> leaders;
  llvm::DenseMap<unsigned, Value> maskedOffsets; // by leading register

  /// The byte offset of vector group `g` (first register `start`), masked
  /// by `mask` (if given): a follower's is its leader's plus the distance.
  Value offset(OpBuilder &b, Location loc, unsigned g, unsigned start,
               int64_t bytes, Value mask) {
    if (!leaders.empty() && leaders[g].first != start)
      if (Value lead = maskedOffsets.lookup(leaders[g].first))
        return LLVM::AddOp::create(
            b, loc, lead, i32Const(b, loc, int32_t(leaders[g].second * bytes)));
    Value offset = bufferByteOffset(b, loc, operands, start, bytes, mask);
    maskedOffsets[start] = offset;
    return offset;
  }
};

/// The plan of `op`'s buffer operations, if it has them.
std::optional<BufferAccessPlan>
planBufferAccess(ConversionPatternRewriter &rewriter, Location loc,
                 Operation *op, RankedTensorType tensor,
                 ArrayRef<std::pair<unsigned, unsigned>> groups,
                 const LoweringState &state) {
  if (!state.bufferAccesses.contains(op))
    return std::nullopt;
  BufferAccessPlan plan;
  plan.operands = bufferOperands(rewriter, loc, op, state);
  if (auto dim = state.bufferRunDims.find(op);
      dim != state.bufferRunDims.end() && tensor)
    plan.leaders = bufferRunLeaders(layoutOf(tensor), groups, dim->second);
  return plan;
}

/// Loads of the proven vector width (tilegpu.vec), each masked vector in a
/// branch that yields `other` (or zero) when masked off; with a zero page,
/// without branches: masked-off lanes load from the zero page, then select
/// `other` unless it is +0 (volatile loads keep the branch: they must not
/// touch other memory).
struct LoadLowering : TilePattern<tile::LoadOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::LoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
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
    std::optional<BufferAccessPlan> buffer =
        planBufferAccess(rewriter, loc, op, tensor, groups, state);
    SmallVector<Value> result;
    for (unsigned groupIndex = 0; groupIndex < groups.size(); ++groupIndex) {
      // Plain variables: the lambdas below capture them (C++17 cannot
      // capture structured bindings).
      unsigned start = groups[groupIndex].first,
               width = groups[groupIndex].second;
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
      Type rawType = buffer ? bufferType(ctx, width * bytes) : Type();
      if (rawType) {
        Value mask = masks.empty() ? Value() : masks[start];
        Value offset =
            buffer->offset(rewriter, loc, groupIndex, start, bytes, mask);
        Value zero = i32Const(rewriter, loc, 0);
        Value raw = ROCDL::RawPtrBufferLoadOp::create(
            rewriter, loc, rawType, buffer->operands.resource, offset, zero,
            zero,
            /*alias_scopes=*/nullptr, /*noalias_scopes=*/nullptr,
            /*tbaa=*/nullptr);
        loaded = LLVM::BitcastOp::create(rewriter, loc, loadType, raw);
        if (mask && !others.empty() && !isPositiveZero(op.getOther()))
          loaded = LLVM::SelectOp::create(rewriter, loc, mask, loaded,
                                          otherValue(rewriter));
      } else if (masks.empty()) {
        loaded = emitLoad(rewriter);
      } else if (state.zeroPage && !op.getIsVolatile() &&
                 width * bytes <= LoweringState::kZeroPageBytes) {
        Value zeros = LLVM::AddressOfOp::create(rewriter, loc, state.zeroPage);
        Value ptr = LLVM::SelectOp::create(rewriter, loc, masks[start],
                                           ptrs[start], zeros);
        loaded = LLVM::LoadOp::create(rewriter, loc, loadType, ptr,
                                      /*alignment=*/width * bytes);
        if (!others.empty() && !isPositiveZero(op.getOther()))
          loaded = LLVM::SelectOp::create(rewriter, loc, masks[start], loaded,
                                          otherValue(rewriter));
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

/// Stores of the proven vector width, predicated on the mask and on owning
/// the element (one lane writes each element of a replicated layout).
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
      owner = ownerPredicate(rewriter, loc, *layout, state);
    }
    std::optional<BufferAccessPlan> buffer =
        planBufferAccess(rewriter, loc, op, tensor, groups, state);
    for (unsigned groupIndex = 0; groupIndex < groups.size(); ++groupIndex) {
      unsigned start = groups[groupIndex].first,
               width = groups[groupIndex].second;
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
      if (Type rawType = buffer
                             ? bufferType(rewriter.getContext(), width * bytes)
                             : Type()) {
        Value offset =
            buffer->offset(rewriter, loc, groupIndex, start, bytes, pred);
        Value zero = i32Const(rewriter, loc, 0);
        ROCDL::RawPtrBufferStoreOp::create(
            rewriter, loc, LLVM::BitcastOp::create(rewriter, loc, rawType, vec),
            buffer->operands.resource, offset, zero, zero,
            /*alias_scopes=*/nullptr,
            /*noalias_scopes=*/nullptr, /*tbaa=*/nullptr);
        continue;
      }
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

} // namespace

void tilec::conversion::populateLoadStoreToLLVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    LoweringState &state) {
  patterns.add<LoadLowering, StoreLowering>(converter, patterns.getContext(),
                                            state);
}

BufferOperands tilec::conversion::bufferOperands(
    ConversionPatternRewriter &rewriter, Location loc, Operation *op,
    const LoweringState &state, unsigned addressSpace) {
  const LoweringState::BufferAccess &access = state.bufferAccesses.at(op);
  MLIRContext *ctx = rewriter.getContext();
  Type i32 = rewriter.getI32Type();
  BufferOperands out;
  Value base = rewriter.getRemappedValue(access.argument);
  if (access.root != access.argument) {
    // Uniform: scalar arithmetic on the two addresses.
    Type i64 = rewriter.getI64Type();
    Value root = rewriter.getRemappedValue(access.root);
    Value bytes = LLVM::SubOp::create(
        rewriter, loc, LLVM::PtrToIntOp::create(rewriter, loc, i64, root),
        LLVM::PtrToIntOp::create(rewriter, loc, i64, base));
    out.rootBytes = LLVM::TruncOp::create(rewriter, loc, i32, bytes);
  }
  if (access.offsets)
    out.elementOffsets =
        unpack(rewriter, loc, rewriter.getRemappedValue(access.offsets));
  out.resource = ROCDL::MakeBufferRsrcOp::create(
      rewriter, loc, LLVM::LLVMPointerType::get(ctx, addressSpace), base,
      LLVM::ConstantOp::create(rewriter, loc, rewriter.getI16Type(),
                               rewriter.getI16IntegerAttr(0)),
      LLVM::ConstantOp::create(rewriter, loc, rewriter.getI64Type(),
                               rewriter.getI64IntegerAttr(kBufferRecords)),
      i32Const(rewriter, loc, int32_t(state.target->bufferResourceFlags)));
  return out;
}

Value tilec::conversion::bufferByteOffset(OpBuilder &b, Location loc,
                                          const BufferOperands &buffer,
                                          unsigned r, int64_t bytes,
                                          Value mask) {
  Value offset;
  if (!buffer.elementOffsets.empty())
    offset = LLVM::MulOp::create(b, loc, buffer.elementOffsets[r],
                                 i32Const(b, loc, int32_t(bytes)));
  if (buffer.rootBytes)
    offset = offset ? LLVM::AddOp::create(b, loc, buffer.rootBytes, offset)
                    : buffer.rootBytes;
  if (!offset)
    offset = i32Const(b, loc, 0);
  if (!mask)
    return offset;
  return LLVM::SelectOp::create(b, loc, mask, offset,
                                i32Const(b, loc, int32_t(kBufferRecords + 1)));
}

Value tilec::conversion::bufferChainRoot(Value ptr) {
  while (isa<RankedTensorType>(ptr.getType())) {
    Operation *def = ptr.getDefiningOp();
    if (auto splat = dyn_cast_or_null<tile::SplatOp>(def))
      return splat.getSrc();
    if (auto add = dyn_cast_or_null<tile::AddPtrOp>(def);
        add &&
        isa<IntegerType>(getElementTypeOrSelf(add.getOffset().getType())))
      ptr = add.getPtr();
    else if (isa_and_nonnull<tile::BroadcastOp, tile::ExpandDimsOp>(def))
      ptr = def->getOperand(0);
    else
      return Value();
  }
  return Value();
}

namespace {

/// The kernel argument with tile.within_2gib that scalar pointer `p` is
/// derived from by pointer arithmetic alone, or null: the argument itself,
/// tile.addptr of such a pointer, a loop-carried pointer whose initial and
/// yielded values are derived from the same argument (while that is
/// checked, `assumed` maps the loop's argument to it), a loop's result of
/// one, scf.if and arith.select of two derived from the same argument.
Value within2GiBOrigin(Value p, llvm::DenseMap<Value, Value> &assumed) {
  if (Value a = assumed.lookup(p))
    return a;
  if (auto add = p.getDefiningOp<tile::AddPtrOp>())
    return isa<RankedTensorType>(add.getType())
               ? Value()
               : within2GiBOrigin(add.getPtr(), assumed);
  auto both = [&](Value x, Value y) {
    Value a = within2GiBOrigin(x, assumed);
    return a && a == within2GiBOrigin(y, assumed) ? a : Value();
  };
  // A loop's iteration argument `i`: its initial value's origin, if the
  // value yielded for it has the same one.
  auto carried = [&](scf::ForOp loop, unsigned i) -> Value {
    Value a = within2GiBOrigin(loop.getInitArgs()[i], assumed);
    if (!a)
      return Value();
    Value iterArg = loop.getRegionIterArgs()[i];
    assumed[iterArg] = a;
    Value yielded = within2GiBOrigin(loop.getYieldedValues()[i], assumed);
    assumed.erase(iterArg);
    return yielded == a ? a : Value();
  };
  if (auto arg = dyn_cast<BlockArgument>(p)) {
    Operation *parent = arg.getOwner()->getParentOp();
    if (auto func = dyn_cast<func::FuncOp>(parent))
      return arg.getOwner() == &func.getBody().front() &&
                     func.getArgAttr(arg.getArgNumber(),
                                     tile::kWithin2GiBAttrName)
                 ? p
                 : Value();
    if (auto loop = dyn_cast<scf::ForOp>(parent))
      return arg.getArgNumber() == 0 ? Value()
                                     : carried(loop, arg.getArgNumber() - 1);
    return Value();
  }
  auto result = cast<OpResult>(p);
  Operation *def = result.getOwner();
  unsigned i = result.getResultNumber();
  if (auto loop = dyn_cast<scf::ForOp>(def))
    return carried(loop, i);
  if (auto ifOp = dyn_cast<scf::IfOp>(def))
    return ifOp.elseBlock() ? both(ifOp.thenYield().getOperand(i),
                                   ifOp.elseYield().getOperand(i))
                            : Value();
  if (auto select = dyn_cast<arith::SelectOp>(def))
    return both(select.getTrueValue(), select.getFalseValue());
  return Value();
}

} // namespace

namespace {

/// The i32 tile of element offsets from its root that pointer tile `ptr`
/// (bufferChainRoot's chain) stands for, built next to the pointer ops
/// (memoized in `built`); null for the splat itself (no offset).
Value offsetTile(OpBuilder &b, Value ptr, llvm::DenseMap<Value, Value> &built) {
  if (auto it = built.find(ptr); it != built.end())
    return it->second;
  Operation *def = ptr.getDefiningOp();
  auto type = cast<RankedTensorType>(ptr.getType());
  auto offsetType = RankedTensorType::get(type.getShape(), b.getI32Type(),
                                          type.getEncoding());
  Value out;
  if (auto add = dyn_cast<tile::AddPtrOp>(def)) {
    Value from = offsetTile(b, add.getPtr(), built);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointAfter(add);
    Value offset = add.getOffset();
    unsigned bits =
        getElementTypeOrSelf(offset.getType()).getIntOrFloatBitWidth();
    if (bits > 32)
      offset = arith::TruncIOp::create(b, add.getLoc(), offsetType, offset);
    else if (bits < 32)
      offset = arith::ExtSIOp::create(b, add.getLoc(), offsetType, offset);
    out = from ? arith::AddIOp::create(b, add.getLoc(), from, offset) : offset;
  } else if (isa<tile::BroadcastOp, tile::ExpandDimsOp>(def)) {
    if (Value from = offsetTile(b, def->getOperand(0), built)) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointAfter(def);
      if (auto expand = dyn_cast<tile::ExpandDimsOp>(def))
        out = tile::ExpandDimsOp::create(b, def->getLoc(), offsetType, from,
                                         expand.getAxis());
      else
        out = tile::BroadcastOp::create(b, def->getLoc(), offsetType, from);
    }
  }
  built[ptr] = out;
  return out;
}

} // namespace

void tilec::conversion::findBufferAccesses(func::FuncOp func,
                                           const AxisInfoAnalysis &axisInfo,
                                           LoweringState &state) {
  if (!state.target->bufferResourceFlags)
    return;
  auto origin = [](Value ptr) -> Value {
    Value root = bufferChainRoot(ptr);
    if (!root)
      return Value();
    llvm::DenseMap<Value, Value> assumed;
    return within2GiBOrigin(root, assumed);
  };
  OpBuilder builder(func.getContext());
  {
    llvm::DenseMap<Value, Value> offsetTiles;
    SmallVector<std::tuple<Operation *, Value, Value>> found; // op, ptr, arg
    func.walk([&](Operation *op) {
      Value argument, ptr, mask;
      if (auto load = dyn_cast<tile::LoadOp>(op)) {
        if (!load.getIsVolatile())
          argument = origin(load.getPtr());
        ptr = load.getPtr();
        mask = load.getMask();
      } else if (auto store = dyn_cast<tile::StoreOp>(op)) {
        argument = origin(store.getPtr());
        ptr = store.getPtr();
        mask = store.getMask();
      } else if (auto rmw = dyn_cast<tile::AtomicRMWOp>(op)) {
        ptr = rmw.getPtr();
        if (isa<RankedTensorType>(ptr.getType()))
          argument = origin(ptr);
      }
      if (!argument)
        return;
      found.push_back({op, ptr, argument});
      // Masked loads and stores: the dimension along which the pointer
      // tile is one contiguous run and the mask one constant run, each
      // over the whole tile (bufferRunLeaders).
      if (!mask)
        return;
      auto type = cast<RankedTensorType>(ptr.getType());
      AxisInfo p = axisInfo.get(ptr), m = axisInfo.get(mask);
      if (p.rank() != unsigned(type.getRank()) || m.rank() != p.rank())
        return;
      for (unsigned d = type.getRank(); d-- > 0;) {
        int64_t extent = type.getDimSize(d);
        if (extent > 1 && p.contiguity[d] >= extent &&
            m.constancy[d] >= extent) {
          state.bufferRunDims[op] = d;
          return;
        }
      }
    });
    // The offset tiles, built after the walk (they are new ops) and before
    // any AxisInfo question (asked above, of the pointers).
    for (auto [op, ptr, argument] : found)
      state.bufferAccesses[op] = {argument, bufferChainRoot(ptr),
                                  offsetTile(builder, ptr, offsetTiles)};
  }
}
