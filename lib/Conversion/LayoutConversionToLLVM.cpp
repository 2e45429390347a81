//===- LayoutConversionToLLVM.cpp - data movement between layouts ---------===//
//
// Layout conversions, transposes and reshapes move elements between lanes
// through shared memory (SharedMemory.h places them), or only between a
// lane's registers when both layouts hold the same elements in the same
// lanes and warps (a dot result feeding the next dot), or by exchanges
// between the lanes of a warp when each result register is one source
// register of the lane itself or of lane ^ mask (laneExchange). broadcast and
// expand_dims keep the root layout: each result register copies a source
// register.
//
//===----------------------------------------------------------------------===//
#include "Conversion/TileToLLVMPatterns.h"

#include "Conversion/SharedMemory.h"
#include "Conversion/TargetCodegen.h"

#include <map>

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;
using tilegpu::DistributedLayout;

/// The destination's registers picked from the source's, when both layouts
/// put the same elements in the same lanes and warps; none otherwise.
static std::optional<SmallVector<Value>>
permuteRegisters(OpBuilder &b, Location loc, Value packed,
                 RankedTensorType srcType, RankedTensorType dstType) {
  std::optional<SmallVector<unsigned>> perm =
      registerPermutation(layoutOf(srcType), layoutOf(dstType));
  if (!perm)
    return std::nullopt;
  SmallVector<Value> srcRegs = unpack(b, loc, packed), result;
  for (unsigned r : *perm)
    result.push_back(srcRegs[r]);
  return result;
}

/// The destination's registers taken from the source's in the same lane or
/// by one exchange with lane `lane ^ mask` each (laneExchange); none when
/// the conversion moves elements between warps or needs more than that.
/// Exchanges of 16-bit registers go in pairs, one 32-bit exchange for two.
/// The destination's registers gathered by word shuffles (WordShuffle):
/// per result word one index shuffle of a packed 32-bit word per round and
/// one byte permute. None when the plan does not apply or the target lacks
/// the instructions.
static std::optional<SmallVector<Value>>
shuffleWords(OpBuilder &b, Location loc, Value packed, RankedTensorType srcType,
             RankedTensorType dstType, const LoweringState &state) {
  if (!state.codegen->hasWordShuffles() || state.warpSize != 32)
    return std::nullopt;
  std::optional<WordShuffle> plan = wordShuffle(srcType, dstType);
  if (!plan)
    return std::nullopt;
  SmallVector<Value> srcRegs = unpack(b, loc, packed);
  Type byteType = srcRegs.front().getType(), i32 = b.getI32Type();
  auto bytes = VectorType::get({4}, byteType);
  Value lane = laneAndWarp(b, loc, state).first;
  // c ^ (the columns of the lane's set bits).
  auto affine = [&](const WordShuffle::Affine &f) -> Value {
    Value v = i32Const(b, loc, int32_t(f.constant));
    for (auto [bit, column] : llvm::enumerate(f.columns)) {
      if (!column)
        continue;
      Value set = arith::AndIOp::create(
          b, loc,
          arith::ShRUIOp::create(b, loc, lane, i32Const(b, loc, int32_t(bit))),
          i32Const(b, loc, 1));
      v = arith::XOrIOp::create(
          b, loc, v,
          arith::MulIOp::create(b, loc, set,
                                i32Const(b, loc, int32_t(column))));
    }
    return v;
  };
  SmallVector<Value> result;
  for (const WordShuffle::Word &word : plan->words) {
    SmallVector<Value, 2> got;
    for (const WordShuffle::Round &round : word.rounds) {
      SmallVector<Value, 4> regs;
      for (unsigned i = 0; i < 4; ++i)
        regs.push_back(srcRegs[round.srcRegs[std::min<size_t>(
            i, round.srcRegs.size() - 1)]]);
      Value sent =
          LLVM::BitcastOp::create(b, loc, i32, packVector(b, loc, regs, bytes));
      got.push_back(
          state.codegen->shuffleIdx(b, loc, sent, affine(round.srcLane)));
    }
    Value w = state.codegen->permuteBytes(b, loc, got[0], got.back(),
                                          affine(word.selector));
    Value v = LLVM::BitcastOp::create(b, loc, bytes, w);
    for (unsigned i = 0; i < 4; ++i)
      result.push_back(
          LLVM::ExtractElementOp::create(b, loc, v, i32Const(b, loc, i)));
  }
  return result;
}

static std::optional<SmallVector<Value>>
exchangeLanes(OpBuilder &b, Location loc, Value packed,
              RankedTensorType srcType, RankedTensorType dstType,
              const LoweringState &state) {
  std::optional<SmallVector<LaneExchange>> plan =
      laneExchange(layoutOf(srcType), layoutOf(dstType));
  if (!plan)
    return std::nullopt;
  SmallVector<Value> srcRegs = unpack(b, loc, packed);
  Type elemType = srcRegs.front().getType();
  bool half = elemType.isIntOrFloat() && elemType.getIntOrFloatBitWidth() == 16;
  // Each (source register, mask) exchanged once, in the order first needed.
  std::map<std::pair<unsigned, unsigned>, Value> exchanged;
  SmallVector<std::pair<unsigned, unsigned>> order;
  for (const LaneExchange &ex : *plan)
    if (ex.fromOther && exchanged.try_emplace({ex.srcReg, ex.xorMask}).second)
      order.push_back({ex.srcReg, ex.xorMask});
  std::map<unsigned, SmallVector<unsigned>> byMask;
  for (auto [reg, mask] : order)
    byMask[mask].push_back(reg);
  Type i32 = b.getI32Type(), pair = VectorType::get({2}, elemType);
  for (auto &[mask, regs] : byMask) {
    unsigned step = half ? 2 : 1;
    for (unsigned i = 0; i < regs.size(); i += step) {
      if (step == 1 || i + 1 == regs.size()) {
        exchanged[{regs[i], mask}] =
            state.codegen->shuffleXor(b, loc, srcRegs[regs[i]], mask);
        continue;
      }
      Value v = packVector(b, loc, {srcRegs[regs[i]], srcRegs[regs[i + 1]]},
                           cast<VectorType>(pair));
      Value word = state.codegen->shuffleXor(
          b, loc, LLVM::BitcastOp::create(b, loc, i32, v), mask);
      Value back = LLVM::BitcastOp::create(b, loc, pair, word);
      exchanged[{regs[i], mask}] =
          LLVM::ExtractElementOp::create(b, loc, back, i32Const(b, loc, 0));
      exchanged[{regs[i + 1], mask}] =
          LLVM::ExtractElementOp::create(b, loc, back, i32Const(b, loc, 1));
    }
  }
  // Which lanes take the exchanged value: bit `lane` of a constant mask.
  Value lane = laneAndWarp(b, loc, state).first;
  unsigned lanes = state.warpSize;
  Type maskType = b.getIntegerType(lanes);
  Value laneWide =
      lanes == 32 ? lane : arith::ExtUIOp::create(b, loc, maskType, lane);
  std::map<uint64_t, Value> takesOther;
  auto condition = [&](uint64_t fromOther) {
    Value &cond = takesOther[fromOther];
    if (!cond) {
      Value bits = arith::ConstantIntOp::create(b, loc, maskType, fromOther);
      Value one = arith::ConstantIntOp::create(b, loc, maskType, 1);
      cond = arith::TruncIOp::create(
          b, loc, b.getI1Type(),
          arith::AndIOp::create(
              b, loc, arith::ShRUIOp::create(b, loc, bits, laneWide), one));
    }
    return cond;
  };
  uint64_t all = lanes == 64 ? ~uint64_t(0) : (uint64_t(1) << lanes) - 1;
  SmallVector<Value> result;
  for (const LaneExchange &ex : *plan) {
    Value own = srcRegs[ex.srcReg];
    if (!ex.fromOther) {
      result.push_back(own);
      continue;
    }
    Value other = exchanged[{ex.srcReg, ex.xorMask}];
    result.push_back(ex.fromOther == all
                         ? other
                         : arith::SelectOp::create(
                               b, loc, condition(ex.fromOther), other, own)
                               .getResult());
  }
  return result;
}

namespace {

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

/// convert_layout, trans and reshape: a permutation of a lane's registers
/// when both layouts put the same elements in the same lanes and warps,
/// else through shared memory (barrier, store, barrier, load; in slabs when
/// the exchange is larger than the scratch area allows).
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
      // Same warps: exchanges between a warp's lanes (a WMMA result feeding
      // the next dot on gfx11), no shared memory.
      if (std::optional<SmallVector<Value>> regs =
              exchangeLanes(rewriter, loc, adaptor.getOperands()[0], srcType,
                            dstType, this->state)) {
        rewriter.replaceOp(
            op, pack(rewriter, loc,
                     this->getTypeConverter()->convertType(dstType), *regs));
        return success();
      }
      // 8-bit mma.sync layouts within the warps: index shuffles of packed
      // words and byte permutes (an fp8 P becoming P @ V's A operand).
      if (std::optional<SmallVector<Value>> regs =
              shuffleWords(rewriter, loc, adaptor.getOperands()[0], srcType,
                           dstType, this->state)) {
        rewriter.replaceOp(
            op, pack(rewriter, loc,
                     this->getTypeConverter()->convertType(dstType), *regs));
        return success();
      }
      // Both operands of a matmul's dot through one pair of barriers.
      if (Operation *second = this->state.fusedExchanges.lookup(op))
        return lowerFusedPair(op, cast<tilegpu::ConvertLayoutOp>(second),
                              adaptor.getOperands()[0], rewriter);
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

  /// `first` and `second` (fusedExchangePartner): barrier, both stored,
  /// barrier, both loaded; `second` is replaced here too.
  LogicalResult lowerFusedPair(tilegpu::ConvertLayoutOp first,
                               tilegpu::ConvertLayoutOp second, Value firstSrc,
                               ConversionPatternRewriter &rewriter) const {
    Location loc = first.getLoc();
    Value secondSrc = rewriter.getRemappedValue(second.getSrc());
    if (!secondSrc)
      return rewriter.notifyMatchFailure(second, "operand not converted");
    int64_t limit = this->state.exchangeLimit;
    struct Part {
      tilegpu::ConvertLayoutOp op;
      Value src;
      SharedTile tile;
      int64_t offset;
    };
    Part parts[2] = {{first, firstSrc, planExchange(first, limit).tile, 0},
                     {second, secondSrc, planExchange(second, limit).tile, 0}};
    parts[1].offset = fusedExchangeOffset(parts[0].tile.bytes());
    barrier(rewriter, loc);
    for (Part &p : parts)
      storeTileToShared(rewriter, p.op.getLoc(), this->state, p.src,
                        p.op.getSrc().getType(), p.offset,
                        exchangePermutation(p.op), p.tile);
    barrier(rewriter, loc);
    for (Part &p : parts) {
      RankedTensorType dstType = p.op.getType();
      Type llvmType = this->getTypeConverter()->convertType(dstType);
      Type elemType =
          this->getTypeConverter()->convertType(dstType.getElementType());
      SmallVector<Value> regs =
          loadTileFromShared(rewriter, p.op.getLoc(), this->state, dstType,
                             elemType, p.offset, p.tile);
      rewriter.replaceOp(p.op, pack(rewriter, p.op.getLoc(), llvmType, regs));
    }
    return success();
  }
};

} // namespace

void tilec::conversion::populateLayoutConversionToLLVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    LoweringState &state) {
  patterns.add<RegisterRemapLowering<tile::BroadcastOp>,
               RegisterRemapLowering<tile::ExpandDimsOp>,
               SharedExchangeLowering<tilegpu::ConvertLayoutOp>,
               SharedExchangeLowering<tile::TransOp>,
               SharedExchangeLowering<tile::ReshapeOp>>(
      converter, patterns.getContext(), state);
}
