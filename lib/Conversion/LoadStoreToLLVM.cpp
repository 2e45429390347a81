//===- LoadStoreToLLVM.cpp - global loads and stores ----------------------===//
//
// tile.load and tile.store: a lane's registers grouped into vectors of the
// width the layout pass proved (tilegpu.vec), masked with one branch per
// vector (or, with the zero page of convert-tile-to-llvm's
// zero-page-masked-loads, a load from the zero page in masked-off lanes),
// stores predicated so that exactly one lane writes each element of a
// replicated layout.
//
//===----------------------------------------------------------------------===//
#include "Conversion/TileToLLVMPatterns.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;
using tilegpu::DistributedLayout;

namespace {

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
    for (auto group : groups) {
      // Plain variables: the lambdas below capture them (C++17 cannot
      // capture structured bindings).
      unsigned start = group.first, width = group.second;
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
    for (auto group : groups) {
      unsigned start = group.first, width = group.second;
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

} // namespace

void tilec::conversion::populateLoadStoreToLLVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    LoweringState &state) {
  patterns.add<LoadLowering, StoreLowering>(converter, patterns.getContext(),
                                            state);
}
