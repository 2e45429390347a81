//===- AssignLayouts.cpp - tile IR -> layout-annotated GPU IR ------------===//
#include "Analysis/AxisInfo.h"
#include "Layout/Passes.h"

#include "Target/MmaOperands.h"
#include "TargetTable/TargetTable.h"
#include "Tile/IR/TileDialect.h"
#include "TileGPU/IR/Layout.h"
#include "TileGPU/IR/TileGPUDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"

namespace tilec {
#define GEN_PASS_DEF_ASSIGNLAYOUTS
#include "Layout/Passes.h.inc"
} // namespace tilec

using namespace mlir;
using namespace tilec;

namespace {

/// Assigns layouts to one kernel, walking it in program order so that every
/// operand has its layout before its users are visited.
class LayoutAssigner {
public:
  LayoutAssigner(func::FuncOp func, const TargetInfo &target, unsigned numWarps,
                 bool widenAccumulatorStores)
      : func(func), ctx(func.getContext()), target(target),
        warpSize(target.warpSize), numWarps(numWarps),
        widenAccumulatorStores(widenAccumulatorStores), axisInfo(func) {}

  LogicalResult run();

private:
  /// The blocked layout every tile of `rank` gets unless data flow says
  /// otherwise, chosen from the widest global access of that rank.
  Attribute defaultLayout(unsigned rank);
  void chooseDefaultLayouts();

  LogicalResult visitBlock(Block &block);
  LogicalResult visitOp(Operation *op);
  /// `value` in `layout`: itself, a rematerialized producer, or a convert.
  Value convertTo(Value value, Attribute layout, OpBuilder &builder,
                  unsigned depth = 0);
  static RankedTensorType withLayout(Type type, Attribute layout) {
    auto tensor = cast<RankedTensorType>(type);
    return RankedTensorType::get(tensor.getShape(), tensor.getElementType(),
                                 layout);
  }
  void convertOperands(Operation *op, Attribute layout);
  /// Sets an access op's tilegpu.vec, the width proven along the dim its
  /// `layout` holds contiguously (the lowering vectorizes along that dim).
  /// Again whenever the op changes layout (sinkConversions moves stores).
  void recordVectorWidth(Operation *op, Attribute layout);
  /// Bytes per vector of `store` in `layout`: the width proven along the
  /// dim a lane's registers run in, at most that run, times the element
  /// size.
  unsigned storeBytes(tile::StoreOp store, Attribute layout);
  static bool isTensor(Value v) { return isa<RankedTensorType>(v.getType()); }
  bool isRematerializable(Operation *op, unsigned depth) const;
  /// True if `value`'s layout was not chosen by data flow: a rematerializable
  /// producer, or a loop-carried value whose initial value is one.
  bool isWeak(Value value, unsigned depth = 0) const;
  /// True if `value` is a broadcast of a tile at most a quarter its size that
  /// can be placed in `layout`: converting the source and broadcasting again
  /// moves far less than converting `value` (a row or column of scales
  /// multiplied into a matrix-core accumulator).
  bool isSmallBroadcast(Value value, Attribute layout) const;
  /// Loop-carried tiles converted on entry to the body and back before the
  /// yield are carried in the body's layout instead.
  void hoistLoopConversions();
  /// The loop side of carrying iter arg `i` of `forOp` as `bodyType`
  /// (whose body the caller has retyped): its initial value converted
  /// before the loop (`builder` is there), its result retyped and
  /// converted back to `carriedType` after the loop for its users.
  void carryAs(scf::ForOp forOp, unsigned i, RankedTensorType bodyType,
               RankedTensorType carriedType, OpBuilder &builder);
  /// A loop-carried tile that the body reads only through conversions to
  /// one layout and advances elementwise (`ptrs += step` yielded back, the
  /// step loop-invariant) is carried in that layout: the conversion happens
  /// once before the loop, not every iteration. Loop-carried pointer tiles
  /// of a load that wants another layout than the pointers' arithmetic had
  /// (a K-contiguous dot operand: `b_ptrs += BLOCK_K * stride_bk` with
  /// `stride_bk` 1).
  void carryInUseLayout();
  /// Moves conversions past elementwise users and into stores when the
  /// users' other operands are cheap to rebuild in the source layout, so that
  /// e.g. an attention epilogue stores straight from the matrix-core layout.
  bool sinkConversions();
  /// Ops sinkConversions has moved into another layout: each moves once, so
  /// that two conversions cannot move an op back and forth (operands that are
  /// loop results count as cheap to convert, and each move converts them
  /// again: the conversions then doubled every round, 24 GB for a 16x128
  /// dot kernel of the fuzz campaign).
  llvm::DenseSet<Operation *> sunk;
  /// Reductions of converted tiles reduce the unconverted tiles instead and
  /// convert the (smaller) results.
  bool sinkConversionsThroughReductions();
  /// A conversion of a broadcast's result converts the broadcast's (smaller)
  /// source instead and broadcasts again in the wanted layout: a loaded row
  /// broadcast over a tile's rows moves 64 values, not 64x64. Run last, after
  /// sinking (which moves conversions below broadcasts toward stores).
  void convertBeforeBroadcasts();

  /// A layout of its own for a global load whose operands are all cheap to
  /// rebuild and whose most contiguous dimension (or widest safe vector) the
  /// chosen `layout` does not follow: the load is then coalesced and its
  /// consumers convert (a dot operand is converted anyway). Null otherwise.
  Attribute coalescedLayoutFor(tile::LoadOp load, Attribute layout);
  /// For a load outside loops whose only users are matrix-core dots taking
  /// it as an operand, and whose `layout` spreads the operand's K (its
  /// fastest dim) over lanes entirely: the same layout with lanes covering
  /// half of K, K's top bit in registers. The operand layouts keep K's top
  /// bits in registers too, so the (one-time, possibly large) conversion
  /// can go through shared memory in halves (the lowering cuts exchanges
  /// outside loops into slabs told apart by register bits): flash
  /// attention's Q at head dim 128 into a 32x32 MFMA operand. Rows stay at
  /// least 128 bytes per lane group, as wide as a cache line. Null
  /// otherwise.
  Attribute splittableOperandLayoutFor(tile::LoadOp load, Attribute layout);
  /// For a reshape, or a trans next to one (the view chains of tl.split,
  /// tl.join and interleave: reshape, permute, split), a blocked result
  /// layout that keeps every element in its lane and warp, so the lowering
  /// renames registers instead of exchanging through shared memory. Null
  /// when none exists, or for a lone trans (a transpose before a store
  /// wants the default, coalesced layout).
  Attribute relabeledLayoutFor(Operation *op);
  /// Rewrites the trans and reshape ops whose layouts only rename registers
  /// into tilegpu.view (no shared memory in the lowering or its budget).
  bool makeViews();
  /// The matrix-core layout for `dot`'s result, or null when the dot runs
  /// on FMA units (operand types or tile sizes the instruction cannot take).
  Attribute mmaLayoutFor(tile::DotOp dot) const;

  func::FuncOp func;
  MLIRContext *ctx;
  const TargetInfo &target;
  unsigned warpSize, numWarps;
  /// Matrix-core results stored through shared memory when that widens the
  /// stores (the pass's accumulator-stores option, else the target's).
  bool widenAccumulatorStores;
  AxisInfoAnalysis axisInfo;
  llvm::DenseMap<unsigned, Attribute> defaults;
  /// Per access op and tensor dim: vector width proven safe (elements).
  llvm::DenseMap<Operation *, SmallVector<unsigned>> vectorWidths;
};

} // namespace

/// The pointer and mask of a memory access, if `op` is one.
static std::pair<Value, Value> accessOperands(Operation *op) {
  if (auto load = dyn_cast<tile::LoadOp>(op))
    return {load.getPtr(), load.getMask()};
  if (auto store = dyn_cast<tile::StoreOp>(op))
    return {store.getPtr(), store.getMask()};
  if (auto rmw = dyn_cast<tile::AtomicRMWOp>(op))
    return {rmw.getPtr(), rmw.getMask()};
  if (auto cas = dyn_cast<tile::AtomicCASOp>(op))
    return {cas.getPtr(), Value()};
  return {};
}

void LayoutAssigner::chooseDefaultLayouts() {
  // rank -> (elements, shape, order, vec) of the widest access.
  struct Anchor {
    int64_t numel = 0;
    SmallVector<int64_t> shape;
    SmallVector<unsigned> order;
    unsigned vec = 1;
  };
  llvm::DenseMap<unsigned, Anchor> anchors;
  llvm::DenseMap<unsigned, SmallVector<int64_t>> largestShape;
  func.walk([&](Operation *op) {
    for (Value result : op->getResults()) {
      auto tensor = dyn_cast<RankedTensorType>(result.getType());
      if (!tensor)
        continue;
      SmallVector<int64_t> &best = largestShape[tensor.getRank()];
      if (best.empty() ||
          tensor.getNumElements() > ShapedType::getNumElements(best))
        best.assign(tensor.getShape().begin(), tensor.getShape().end());
    }
    auto [ptr, mask] = accessOperands(op);
    if (!ptr)
      return;
    auto tensor = dyn_cast<RankedTensorType>(ptr.getType());
    if (!tensor)
      return;
    unsigned rank = tensor.getRank();
    unsigned fastest = axisInfo.getMostContiguousDim(ptr);
    SmallVector<unsigned> &widths = vectorWidths[op];
    for (unsigned d = 0; d < rank; ++d)
      widths.push_back(axisInfo.getVectorWidth(ptr, mask, d));
    unsigned vec = widths[fastest];
    // The largest access anchors its rank; among equally large ones the
    // widest vector (a matmul's A may have no provable runs where B has
    // 16-byte ones: anchoring on A would make B's loads scalar too).
    Anchor &anchor = anchors[rank];
    if (tensor.getNumElements() < anchor.numel ||
        (tensor.getNumElements() == anchor.numel && vec <= anchor.vec))
      return;
    anchor.numel = tensor.getNumElements();
    anchor.shape.assign(tensor.getShape().begin(), tensor.getShape().end());
    anchor.order = {fastest};
    for (int d = rank - 1; d >= 0; --d)
      if (unsigned(d) != fastest)
        anchor.order.push_back(d);
    anchor.vec = vec;
  });
  for (auto &[rank, shape] : largestShape) {
    Anchor anchor;
    auto it = anchors.find(rank);
    if (it != anchors.end()) {
      anchor = it->second;
    } else {
      anchor.shape = shape;
      for (int d = rank - 1; d >= 0; --d)
        anchor.order.push_back(d);
    }
    int64_t perThread = std::max<int64_t>(
        1, ShapedType::getNumElements(anchor.shape) / (warpSize * numWarps));
    unsigned vec = std::min<int64_t>(anchor.vec, perThread);
    defaults[rank] = tilegpu::getDefaultBlockedLayout(
        ctx, anchor.shape, anchor.order, vec, warpSize, numWarps);
  }
}

Attribute LayoutAssigner::defaultLayout(unsigned rank) {
  Attribute &layout = defaults[rank];
  if (!layout) {
    SmallVector<int64_t> shape(rank, 1);
    SmallVector<unsigned> order;
    for (int d = rank - 1; d >= 0; --d)
      order.push_back(d);
    layout = tilegpu::getDefaultBlockedLayout(ctx, shape, order, 1, warpSize,
                                              numWarps);
  }
  return layout;
}

/// Index arithmetic of cheap ops up to 10 deep counts: real kernels build
/// pointers that deep (vLLM's fused MoE: `b_ptr + e * stride_be + (offs_k *
/// stride_bk + ((pid_n * BLOCK_N + arange).to(int64) % N) * stride_bn)`), and
/// a pointer whose producers are not all cheap keeps its load from taking
/// the layout its own contiguity asks for (coalescedLayoutFor). At 6 that
/// B operand was loaded one element at a time on AMD.
bool LayoutAssigner::isRematerializable(Operation *op, unsigned depth) const {
  if (!op || depth > 10 || op->getNumResults() != 1 || op->getNumRegions() != 0)
    return false;
  // A conversion is as cheap to redo from its source as to keep.
  if (isa<tile::MakeRangeOp, tile::SplatOp, arith::ConstantOp,
          tilegpu::ConvertLayoutOp>(op))
    return true;
  if (!isa<tile::BroadcastOp, tile::ExpandDimsOp, tile::HintOp, tile::AddPtrOp>(
          op) &&
      !(op->hasTrait<OpTrait::Elementwise>() && isMemoryEffectFree(op)))
    return false;
  return llvm::all_of(op->getOperands(), [&](Value operand) {
    return !isTensor(operand) ||
           isRematerializable(operand.getDefiningOp(), depth + 1);
  });
}

bool LayoutAssigner::isWeak(Value value, unsigned depth) const {
  if (depth > 4)
    return false;
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    auto forOp = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
    if (!forOp || arg.getArgNumber() == 0)
      return false;
    return isWeak(forOp.getInitArgs()[arg.getArgNumber() - 1], depth + 1);
  }
  // A loop's result is carried in the layout its initial value had.
  if (auto forOp = value.getDefiningOp<scf::ForOp>())
    return isWeak(forOp.getInitArgs()[cast<OpResult>(value).getResultNumber()],
                  depth + 1);
  // A conversion's result took its layout from a consumer, not from data flow.
  if (value.getDefiningOp<tilegpu::ConvertLayoutOp>())
    return true;
  return isRematerializable(value.getDefiningOp(), 0);
}

/// Whether a broadcast's source of `srcShape` can be converted to `layout`
/// and broadcast there: layouts that place any shape (not a matrix-core
/// operand's, which needs its instruction's tile along every dim).
static bool canHoldBroadcastSource(Attribute layout,
                                   ArrayRef<int64_t> srcShape) {
  return !isa<tilegpu::DotOperandLayoutAttr>(layout) &&
         succeeded(tilegpu::analyzeLayout(layout, srcShape));
}

bool LayoutAssigner::isSmallBroadcast(Value value, Attribute layout) const {
  auto broadcast = value.getDefiningOp<tile::BroadcastOp>();
  if (!broadcast)
    return false;
  auto srcType = cast<RankedTensorType>(broadcast.getSrc().getType());
  auto type = cast<RankedTensorType>(value.getType());
  return srcType.getNumElements() * 4 <= type.getNumElements() &&
         canHoldBroadcastSource(layout, srcType.getShape());
}

Value LayoutAssigner::convertTo(Value value, Attribute layout,
                                OpBuilder &builder, unsigned depth) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getEncoding() == layout)
    return value;
  Operation *def = value.getDefiningOp();
  if (auto convert = dyn_cast_if_present<tilegpu::ConvertLayoutOp>(def))
    return convertTo(convert.getSrc(), layout, builder, depth + 1);
  if (isRematerializable(def, depth)) {
    // Rebuild the producer directly in the wanted layout: no data movement.
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPoint(def);
    Operation *clone = builder.clone(*def);
    // The operands' conversions go before the clone: a conversion of a
    // value that is not rematerializable is created at this insertion point
    // (after `clone` it would not dominate its use).
    builder.setInsertionPoint(clone);
    if (auto expand = dyn_cast<tile::ExpandDimsOp>(clone)) {
      auto slice = tilegpu::SliceLayoutAttr::get(ctx, expand.getAxis(), layout);
      clone->setOperand(0,
                        convertTo(expand.getSrc(), slice, builder, depth + 1));
    } else {
      for (OpOperand &operand : clone->getOpOperands())
        if (isTensor(operand.get()))
          operand.set(convertTo(operand.get(), layout, builder, depth + 1));
    }
    clone->getResult(0).setType(withLayout(type, layout));
    if (auto constant = dyn_cast<arith::ConstantOp>(clone)) {
      auto dense = cast<DenseElementsAttr>(constant.getValue());
      constant.setValueAttr(dense.reshape(withLayout(type, layout)));
    }
    return clone->getResult(0);
  }
  return tilegpu::ConvertLayoutOp::create(builder, value.getLoc(),
                                          withLayout(type, layout), value);
}

void LayoutAssigner::convertOperands(Operation *op, Attribute layout) {
  OpBuilder builder(op);
  for (OpOperand &operand : op->getOpOperands())
    if (isTensor(operand.get()))
      operand.set(convertTo(operand.get(), layout, builder));
}

LogicalResult LayoutAssigner::visitBlock(Block &block) {
  for (Operation &op : llvm::make_early_inc_range(block))
    if (failed(visitOp(&op)))
      return failure();
  return success();
}

/// The tensor dim a layout enumerates a lane's registers fastest along (its
/// root blocked layout's order[0]); none if a slice removed that dim.
static std::optional<unsigned> fastestTensorDim(Attribute layout) {
  if (auto blocked = dyn_cast<tilegpu::BlockedLayoutAttr>(layout))
    return blocked.getOrder()[0];
  auto slice = dyn_cast_if_present<tilegpu::SliceLayoutAttr>(layout);
  if (!slice)
    return std::nullopt;
  std::optional<unsigned> parentDim = fastestTensorDim(slice.getParent());
  if (!parentDim || *parentDim == slice.getDim())
    return std::nullopt;
  return *parentDim > slice.getDim() ? *parentDim - 1 : *parentDim;
}

/// Makes the terminator's tensor operands match `types` by conversion.
static void
matchYield(Operation *terminator, TypeRange types,
           llvm::function_ref<Value(Value, Attribute, OpBuilder &)> convert) {
  OpBuilder builder(terminator);
  for (auto [operand, type] : llvm::zip(terminator->getOpOperands(), types)) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (tensor)
      operand.set(convert(operand.get(), tensor.getEncoding(), builder));
  }
}

Attribute LayoutAssigner::relabeledLayoutFor(Operation *op) {
  auto trans = dyn_cast<tile::TransOp>(op);
  auto reshape = dyn_cast<tile::ReshapeOp>(op);
  if (!trans && !reshape)
    return {};
  if (trans && !trans.getSrc().getDefiningOp<tile::ReshapeOp>() &&
      llvm::none_of(trans->getUsers(),
                    [](Operation *u) { return isa<tile::ReshapeOp>(u); }))
    return {};
  auto srcType = cast<RankedTensorType>(op->getOperand(0).getType());
  auto dstType = cast<RankedTensorType>(op->getResult(0).getType());
  FailureOr<tilegpu::DistributedLayout> src =
      tilegpu::analyzeLayout(srcType.getEncoding(), srcType.getShape());
  if (failed(src))
    return {};
  auto map = [&](const tilegpu::Basis &b) {
    return trans ? tilegpu::transposeBasis(b, trans.getOrder())
                 : tilegpu::reshapeBasis(b, srcType.getShape(),
                                         dstType.getShape());
  };
  return tilegpu::relabeledBlockedLayout(ctx, *src, dstType.getShape(), map);
}

LogicalResult LayoutAssigner::visitOp(Operation *op) {
  // Terminators are matched to their parent's types by the parent's visit.
  if (op->hasTrait<OpTrait::IsTerminator>())
    return success();
  auto convertFn = [&](Value v, Attribute l, OpBuilder &b) {
    return convertTo(v, l, b);
  };

  if (auto forOp = dyn_cast<scf::ForOp>(op)) {
    for (auto [arg, init, result] :
         llvm::zip(forOp.getRegionIterArgs(), forOp.getInitArgs(),
                   forOp.getResults())) {
      arg.setType(init.getType());
      result.setType(init.getType());
    }
    if (failed(visitBlock(*forOp.getBody())))
      return failure();
    matchYield(forOp.getBody()->getTerminator(), forOp.getInitArgs().getTypes(),
               convertFn);
    return success();
  }
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    if (failed(visitBlock(ifOp.getThenRegion().front())))
      return failure();
    if (!ifOp.getElseRegion().empty() &&
        failed(visitBlock(ifOp.getElseRegion().front())))
      return failure();
    if (ifOp.getNumResults() == 0)
      return success();
    Operation *thenYield = ifOp.thenYield();
    for (auto [result, value] :
         llvm::zip(ifOp.getResults(), thenYield->getOperands()))
      result.setType(value.getType());
    matchYield(ifOp.elseYield(), ifOp.getResultTypes(), convertFn);
    return success();
  }
  if (auto whileOp = dyn_cast<scf::WhileOp>(op)) {
    for (auto [arg, init] :
         llvm::zip(whileOp.getBeforeArguments(), whileOp.getInits()))
      arg.setType(init.getType());
    if (failed(visitBlock(whileOp.getBefore().front())))
      return failure();
    scf::ConditionOp cond = whileOp.getConditionOp();
    for (auto [arg, result, value] :
         llvm::zip(whileOp.getAfterArguments(), whileOp.getResults(),
                   cond.getArgs())) {
      arg.setType(value.getType());
      result.setType(value.getType());
    }
    if (failed(visitBlock(whileOp.getAfter().front())))
      return failure();
    matchYield(whileOp.getAfter().front().getTerminator(),
               whileOp.getInits().getTypes(), convertFn);
    return success();
  }
  if (isa<tile::ReduceOp, tile::ScanOp>(op)) {
    // The combine region works on scalars; only the operands need one layout.
    Value first = op->getOperand(0);
    auto srcType = cast<RankedTensorType>(first.getType());
    Attribute layout = srcType.getEncoding();
    convertOperands(op, layout);
    unsigned axis = cast<IntegerAttr>(op->getAttr("axis")).getInt();
    for (Value result : op->getResults()) {
      auto tensor = dyn_cast<RankedTensorType>(result.getType());
      if (!tensor)
        continue;
      Attribute resultLayout =
          isa<tile::ReduceOp>(op)
              ? tilegpu::SliceLayoutAttr::get(ctx, axis, layout)
              : layout;
      result.setType(withLayout(tensor, resultLayout));
    }
    return success();
  }
  if (op->getNumRegions() != 0)
    return op->emitError() << "layout assignment does not handle '"
                           << op->getName() << "' with regions";

  // Ops without tensor results (stores, scalar arithmetic) just need their
  // tensor operands in one layout.
  SmallVector<Value> tensorResults;
  for (Value r : op->getResults())
    if (isTensor(r))
      tensorResults.push_back(r);

  if (auto expand = dyn_cast<tile::ExpandDimsOp>(op)) {
    auto srcType = cast<RankedTensorType>(expand.getSrc().getType());
    Attribute layout;
    auto slice =
        dyn_cast_if_present<tilegpu::SliceLayoutAttr>(srcType.getEncoding());
    if (slice && slice.getDim() == expand.getAxis()) {
      layout = slice.getParent();
    } else {
      layout = defaultLayout(srcType.getRank() + 1);
      OpBuilder builder(op);
      expand->setOperand(0, convertTo(expand.getSrc(),
                                      tilegpu::SliceLayoutAttr::get(
                                          ctx, expand.getAxis(), layout),
                                      builder));
    }
    expand.getResult().setType(withLayout(expand.getType(), layout));
    return success();
  }
  if (auto dot = dyn_cast<tile::DotOp>(op)) {
    if (Attribute mma = mmaLayoutFor(dot)) {
      // Operands move into the instruction's register layouts (through
      // shared memory, or by register permutation when the producer is a
      // previous dot's result).
      OpBuilder builder(op);
      dot.getAMutable().assign(
          convertTo(dot.getA(), tilegpu::DotOperandLayoutAttr::get(ctx, 0, mma),
                    builder));
      dot.getBMutable().assign(
          convertTo(dot.getB(), tilegpu::DotOperandLayoutAttr::get(ctx, 1, mma),
                    builder));
      dot.getCMutable().assign(convertTo(dot.getC(), mma, builder));
      dot.getResult().setType(withLayout(dot.getType(), mma));
      return success();
    }
  }
  if (isa<tile::TransOp, tile::ReshapeOp>(op) ||
      (isa<tile::DotOp>(op) && tensorResults.size() == 1)) {
    // These move data between lanes in their lowering; the result takes the
    // default layout of its rank (the dot: its accumulator's layout), unless
    // a view chain can rename registers instead (relabeledLayoutFor).
    Value result = op->getResult(0);
    Attribute layout = relabeledLayoutFor(op);
    if (!layout)
      layout =
          defaultLayout(cast<RankedTensorType>(result.getType()).getRank());
    if (auto dot = dyn_cast<tile::DotOp>(op)) {
      OpBuilder builder(op);
      dot.getCMutable().assign(convertTo(dot.getC(), layout, builder));
    }
    result.setType(withLayout(result.getType(), layout));
    return success();
  }

  // Everything else is elementwise over its tensor operands (splat, make_range,
  // constants, arith/math, addptr, loads, stores, atomics, broadcast, hints).
  // The result follows the first operand whose layout is a real choice (not
  // a cheap producer, nor a loop-carried value that merely started as one).
  Attribute layout;
  for (Value operand : op->getOperands()) {
    auto tensor = dyn_cast<RankedTensorType>(operand.getType());
    if (!tensor || !tensor.getEncoding())
      continue;
    bool weak = isWeak(operand);
    if (!layout || !weak) {
      layout = tensor.getEncoding();
      if (!weak)
        break;
    }
  }
  if (!layout && !tensorResults.empty())
    layout = defaultLayout(
        cast<RankedTensorType>(tensorResults[0].getType()).getRank());
  if (!layout)
    return success();
  if (auto load = dyn_cast<tile::LoadOp>(op)) {
    if (Attribute coalesced = coalescedLayoutFor(load, layout))
      layout = coalesced;
    if (Attribute splittable = splittableOperandLayoutFor(load, layout))
      layout = splittable;
  }
  convertOperands(op, layout);
  for (Value r : tensorResults)
    r.setType(withLayout(r.getType(), layout));
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    auto dense = cast<DenseElementsAttr>(constant.getValue());
    constant.setValueAttr(dense.reshape(cast<ShapedType>(constant.getType())));
  }
  recordVectorWidth(op, layout);
  return success();
}

unsigned LayoutAssigner::storeBytes(tile::StoreOp store, Attribute layout) {
  auto tensor = cast<RankedTensorType>(store.getValue().getType());
  auto it = vectorWidths.find(store);
  FailureOr<tilegpu::DistributedLayout> l =
      tilegpu::analyzeLayout(layout, tensor.getShape());
  unsigned vec = 1;
  for (unsigned d = 0;
       it != vectorWidths.end() && succeeded(l) && d < l->rank(); ++d)
    if (int64_t run = l->contiguousRegisters(d); run > 1)
      vec = std::min<int64_t>(it->second[d], run);
  return vec * std::max(1u, tensor.getElementTypeBitWidth() / 8);
}

void LayoutAssigner::recordVectorWidth(Operation *op, Attribute layout) {
  auto it = vectorWidths.find(op);
  if (it == vectorWidths.end())
    return;
  // The lowering (and tile-pipeline-async's copies) vectorize along the dim
  // in which a lane's first registers run (LoweringCommon's vectorGroups),
  // which need not be the access's own most contiguous one, nor the
  // layout's order[0] (a size-1 dim of sizePerThread): record the width
  // proven along that dim; 1 if the layout has no such run.
  auto tensor = cast<RankedTensorType>(accessOperands(op).first.getType());
  FailureOr<tilegpu::DistributedLayout> l =
      tilegpu::analyzeLayout(layout, tensor.getShape());
  unsigned vec = 1;
  for (unsigned d = 0; succeeded(l) && d < l->rank(); ++d)
    if (l->contiguousRegisters(d) > 1)
      vec = it->second[d];
  op->setAttr(tilegpu::kVectorWidthAttrName,
              IntegerAttr::get(IntegerType::get(ctx, 32), vec));
}

Attribute LayoutAssigner::coalescedLayoutFor(tile::LoadOp load,
                                             Attribute layout) {
  auto tensor = dyn_cast<RankedTensorType>(load.getType());
  auto it = vectorWidths.find(load);
  if (!tensor || it == vectorWidths.end() ||
      !llvm::all_of(load->getOperands(),
                    [&](Value v) { return !isTensor(v) || isWeak(v); }))
    return {};
  unsigned fastest = axisInfo.getMostContiguousDim(load.getPtr());
  unsigned vec = it->second[fastest];
  std::optional<unsigned> current = fastestTensorDim(layout);
  auto blocked = dyn_cast<tilegpu::BlockedLayoutAttr>(layout);
  if (vec <= 1 || !blocked || !current)
    return {};
  int64_t perThread = std::max<int64_t>(1, tensor.getNumElements() /
                                               int64_t(warpSize * numWarps));
  unsigned want = std::min<int64_t>(vec, perThread);
  if (*current == fastest && blocked.getSizePerThread()[fastest] >= want)
    return {};
  SmallVector<unsigned> order{fastest};
  for (int d = tensor.getRank() - 1; d >= 0; --d)
    if (unsigned(d) != fastest)
      order.push_back(d);
  return tilegpu::getDefaultBlockedLayout(ctx, tensor.getShape(), order, want,
                                          warpSize, numWarps);
}

/// True if the top bit of `dim` (half its extent) is moved by one register
/// basis alone and by no lane or warp basis.
static bool topBitInRegisters(const tilegpu::DistributedLayout &layout,
                              unsigned dim) {
  int64_t bit = layout.shape[dim] / 2;
  if (bit < 1)
    return false;
  bool inRegisters = false;
  for (const tilegpu::Basis &b : layout.regBases) {
    if (!(b[dim] & bit))
      continue;
    for (unsigned d = 0; d < layout.rank(); ++d)
      if (b[d] != (d == dim ? bit : 0))
        return false;
    inRegisters = true;
  }
  auto moves = [&](const tilegpu::Basis &b) { return (b[dim] & bit) != 0; };
  return inRegisters && llvm::none_of(layout.laneBases, moves) &&
         llvm::none_of(layout.warpBases, moves);
}

Attribute LayoutAssigner::splittableOperandLayoutFor(tile::LoadOp load,
                                                     Attribute layout) {
  auto tensor = dyn_cast<RankedTensorType>(load.getType());
  auto blocked = dyn_cast<tilegpu::BlockedLayoutAttr>(layout);
  if (!tensor || tensor.getRank() != 2 || !blocked ||
      load.getResult().use_empty() || load->getParentOfType<scf::ForOp>() ||
      load->getParentOfType<scf::WhileOp>() ||
      !llvm::all_of(load->getOperands(),
                    [&](Value v) { return !isTensor(v) || isWeak(v); }))
    return {};
  // K: dim 1 of an A operand, dim 0 of a B operand; the same for every use.
  // Only where the operand layout keeps K's top bit in registers and the
  // other dim's does not (else the exchange splits along that dim as is).
  std::optional<unsigned> kDim;
  for (OpOperand &use : load->getUses()) {
    auto dot = dyn_cast<tile::DotOp>(use.getOwner());
    Attribute mma = dot ? mmaLayoutFor(dot) : Attribute();
    if (!mma || use.getOperandNumber() > 1)
      return {};
    unsigned opIdx = use.getOperandNumber();
    unsigned d = opIdx == 0 ? 1 : 0;
    FailureOr<tilegpu::DistributedLayout> operandLayout =
        tilegpu::analyzeLayout(
            tilegpu::DotOperandLayoutAttr::get(ctx, opIdx, mma),
            tensor.getShape());
    if ((kDim && *kDim != d) || failed(operandLayout) ||
        !topBitInRegisters(*operandLayout, d) ||
        topBitInRegisters(*operandLayout, 1 - d))
      return {};
    kDim = d;
  }
  ArrayRef<unsigned> spt = blocked.getSizePerThread(),
                     tpw = blocked.getThreadsPerWarp(),
                     wpc = blocked.getWarpsPerCTA(), order = blocked.getOrder();
  int64_t k = tensor.getDimSize(*kDim);
  int64_t elemBytes = std::max<int64_t>(1, tensor.getElementTypeBitWidth() / 8);
  if (order[0] != *kDim || int64_t(spt[*kDim]) * tpw[*kDim] * wpc[*kDim] < k ||
      (k / 2) * elemBytes < 128 || k / 2 < int64_t(spt[*kDim]))
    return {};
  SmallVector<int64_t> half(tensor.getShape().begin(), tensor.getShape().end());
  half[*kDim] /= 2;
  return tilegpu::getDefaultBlockedLayout(ctx, half, order, spt[*kDim],
                                          warpSize, numWarps);
}

Attribute LayoutAssigner::mmaLayoutFor(tile::DotOp dot) const {
  auto aType = cast<RankedTensorType>(dot.getA().getType());
  auto bType = cast<RankedTensorType>(dot.getB().getType());
  std::optional<MmaOperands> operands =
      getMmaOperands(aType.getElementType(), bType.getElementType(),
                     dot.getType().getElementType());
  if (!operands)
    return {};
  int64_t m = aType.getDimSize(0), k = aType.getDimSize(1),
          n = bType.getDimSize(1);
  // The target's instructions for these operands that tile the dot exactly,
  // preferred first.
  SmallVector<tilegpu::MmaInstruction> candidates;
  for (const MmaOffer &entry : target.mmaOffers) {
    FailureOr<tilegpu::MmaInstruction> instr =
        tilegpu::getMmaInstruction(entry.kind);
    if (entry.operands != *operands || failed(instr) ||
        instr->warpSize != warpSize || m % instr->m || n % instr->n ||
        k % instr->k)
      continue;
    candidates.push_back(*instr);
  }
  if (candidates.empty())
    return {};
  // Warps tile M first (each warp then owns whole rows, as attention wants),
  // in steps of the smallest instruction's M, then N; warps beyond the tile
  // replicate it. Each warp computes an (m / wm) x (n / wn) tile: the first
  // instruction that fits it is the one that needs the fewest instructions.
  int64_t minM = candidates.front().m;
  for (const tilegpu::MmaInstruction &instr : candidates)
    minM = std::min(minM, instr.m);
  unsigned wm = std::min<int64_t>(numWarps, std::max<int64_t>(1, m / minM));
  unsigned wn = numWarps / wm;
  int64_t warpM = m / wm, warpN = std::max<int64_t>(1, n / wn);
  const tilegpu::MmaInstruction *chosen = nullptr;
  for (const tilegpu::MmaInstruction &instr : candidates) {
    if (instr.m <= warpM && instr.n <= warpN) {
      chosen = &instr;
      break;
    }
  }
  // A tile smaller than every instruction (N split over too many warps):
  // the smallest one, replicated over the extra warps.
  if (!chosen) {
    chosen = &candidates.front();
    for (const tilegpu::MmaInstruction &instr : candidates)
      if (instr.m * instr.n < chosen->m * chosen->n)
        chosen = &instr;
  }
  return tilegpu::MmaLayoutAttr::get(ctx, chosen->kind, {wm, wn});
}

void LayoutAssigner::carryAs(scf::ForOp forOp, unsigned i,
                             RankedTensorType bodyType,
                             RankedTensorType carriedType, OpBuilder &builder) {
  Value init = forOp.getInitArgs()[i];
  forOp.getInitArgsMutable()[i].assign(
      convertTo(init, bodyType.getEncoding(), builder));
  Value result = forOp.getResult(i);
  result.setType(bodyType);
  if (!result.use_empty()) {
    builder.setInsertionPointAfter(forOp);
    auto after = tilegpu::ConvertLayoutOp::create(builder, forOp.getLoc(),
                                                  carriedType, result);
    result.replaceAllUsesExcept(after, after);
  }
}

void LayoutAssigner::hoistLoopConversions() {
  func.walk([&](scf::ForOp forOp) {
    auto yield = cast<scf::YieldOp>(forOp.getBody()->getTerminator());
    for (unsigned i = 0; i < forOp.getNumRegionIterArgs(); ++i) {
      BlockArgument arg = forOp.getRegionIterArgs()[i];
      auto back = yield.getOperand(i).getDefiningOp<tilegpu::ConvertLayoutOp>();
      if (!back)
        continue;
      auto bodyType = cast<RankedTensorType>(back.getSrc().getType());
      bool allConvertToBody =
          !arg.use_empty() && llvm::all_of(arg.getUsers(), [&](Operation *u) {
            auto c = dyn_cast<tilegpu::ConvertLayoutOp>(u);
            return c && c.getType() == bodyType;
          });
      if (!allConvertToBody)
        continue;
      auto carriedType = cast<RankedTensorType>(arg.getType());
      for (Operation *user : llvm::make_early_inc_range(arg.getUsers())) {
        user->getResult(0).replaceAllUsesWith(arg);
        user->erase();
      }
      arg.setType(bodyType);
      yield.setOperand(i, back.getSrc());
      if (back->use_empty())
        back->erase();
      OpBuilder builder(forOp);
      carryAs(forOp, i, bodyType, carriedType, builder);
    }
  });
}

void LayoutAssigner::carryInUseLayout() {
  func.walk([&](scf::ForOp forOp) {
    auto yield = cast<scf::YieldOp>(forOp.getBody()->getTerminator());
    for (unsigned i = 0; i < forOp.getNumRegionIterArgs(); ++i) {
      BlockArgument arg = forOp.getRegionIterArgs()[i];
      auto carriedType = dyn_cast<RankedTensorType>(arg.getType());
      if (!carriedType)
        continue;
      // The advance: one elementwise op of the body on `arg` and values
      // defined outside the loop, yielded back at `i`.
      Operation *step = yield.getOperand(i).getDefiningOp();
      if (!step || step->getBlock() != forOp.getBody() ||
          step->getNumResults() != 1 || step->getNumRegions() != 0 ||
          !(isa<tile::AddPtrOp>(step) ||
            (step->hasTrait<OpTrait::Elementwise>() &&
             isMemoryEffectFree(step))) ||
          !llvm::is_contained(step->getOperands(), arg) ||
          llvm::any_of(step->getOperands(), [&](Value v) {
            return v != arg &&
                   forOp->isAncestor(v.getParentRegion()->getParentOp());
          }))
        continue;
      // Every other reader converts to one layout; the advanced value is
      // only yielded (or converted to that layout too).
      Attribute layout;
      auto readsIn = [&](Operation *user) {
        auto c = dyn_cast<tilegpu::ConvertLayoutOp>(user);
        if (!c || (layout && c.getType().getEncoding() != layout))
          return false;
        layout = c.getType().getEncoding();
        return true;
      };
      bool fits = llvm::all_of(arg.getUsers(), [&](Operation *user) {
        return user == step || readsIn(user);
      });
      fits = fits &&
             llvm::all_of(step->getResult(0).getUsers(), [&](Operation *user) {
               return user == yield || readsIn(user);
             });
      if (!fits || !layout ||
          llvm::count(yield.getOperands(), step->getResult(0)) != 1)
        continue;
      RankedTensorType bodyType = withLayout(carriedType, layout);
      OpBuilder builder(forOp);
      // The advance in the new layout, its loop-invariant operands rebuilt
      // (a splat) or converted once, before the loop.
      for (OpOperand &operand : step->getOpOperands())
        if (operand.get() != arg && isTensor(operand.get()))
          operand.set(convertTo(operand.get(), layout, builder));
      step->getResult(0).setType(bodyType);
      arg.setType(bodyType);
      for (Value v : SmallVector<Value, 2>{arg, step->getResult(0)})
        for (Operation *user : llvm::make_early_inc_range(v.getUsers()))
          if (auto c = dyn_cast<tilegpu::ConvertLayoutOp>(user)) {
            c.getResult().replaceAllUsesWith(v);
            c->erase();
          }
      carryAs(forOp, i, bodyType, carriedType, builder);
    }
  });
}

bool LayoutAssigner::sinkConversions() {
  bool any = false;
  auto isSinkable = [](Operation *op) {
    if (op->getNumRegions() != 0 || op->getNumResults() > 1)
      return false;
    return isa<tile::StoreOp, tile::AddPtrOp, tile::HintOp, tile::BroadcastOp>(
               op) ||
           (op->hasTrait<OpTrait::Elementwise>() && isMemoryEffectFree(op));
  };
  for (unsigned round = 0; round < 16; ++round) {
    bool changed = false;
    SmallVector<tilegpu::ConvertLayoutOp> converts;
    func.walk([&](tilegpu::ConvertLayoutOp c) { converts.push_back(c); });
    for (tilegpu::ConvertLayoutOp cvt : converts) {
      Attribute srcLayout =
          cast<RankedTensorType>(cvt.getSrc().getType()).getEncoding();
      for (OpOperand &use : llvm::make_early_inc_range(cvt->getUses())) {
        Operation *user = use.getOwner();
        if (!isSinkable(user) || sunk.contains(user))
          continue;
        // A matrix-core result stays converted before its store where the
        // target widens such stores through shared memory and the source
        // layout would store narrower vectors (widensAccumulatorStores).
        if (auto store = dyn_cast<tile::StoreOp>(user);
            store && widenAccumulatorStores &&
            isa<tilegpu::MmaLayoutAttr>(srcLayout) &&
            store.getValue() == cvt.getResult() &&
            storeBytes(store, srcLayout) <
                storeBytes(store, cvt.getType().getEncoding()))
          continue;
        // Small broadcasts count as cheap too: convertBeforeBroadcasts
        // converts their sources instead (`acc * scale[:, None]` keeps the
        // accumulator in place and moves the scales).
        bool othersWeak = llvm::all_of(user->getOperands(), [&](Value v) {
          return v == cvt.getResult() || !isTensor(v) || isWeak(v) ||
                 isSmallBroadcast(v, srcLayout);
        });
        if (!othersWeak)
          continue;
        OpBuilder builder(user);
        for (OpOperand &operand : user->getOpOperands()) {
          if (operand.get() == cvt.getResult())
            operand.set(cvt.getSrc());
          else if (isTensor(operand.get()))
            operand.set(convertTo(operand.get(), srcLayout, builder));
        }
        builder.setInsertionPointAfter(user);
        for (Value result : user->getResults()) {
          if (!isTensor(result))
            continue;
          Type oldType = result.getType();
          result.setType(withLayout(oldType, srcLayout));
          if (result.use_empty())
            continue;
          auto back = tilegpu::ConvertLayoutOp::create(builder, user->getLoc(),
                                                       oldType, result);
          result.replaceAllUsesExcept(back, back);
        }
        // A store moved into another layout vectorizes along that layout's
        // register run: its width must be the one proven along that dim
        // (kept stale, a store moved into a row scale's layout, rows
        // contiguous in registers, wrote row pairs as one vector to
        // consecutive columns: wrong results and misaligned addresses on
        // the GPU, torchao's int8 matmul with 64 rows per warp).
        recordVectorWidth(user, srcLayout);
        sunk.insert(user);
        changed = true;
      }
      if (cvt->use_empty())
        cvt->erase();
    }
    any |= changed;
    if (!changed)
      return any;
  }
  return any;
}

bool LayoutAssigner::sinkConversionsThroughReductions() {
  SmallVector<tile::ReduceOp> reduces;
  func.walk([&](tile::ReduceOp r) { reduces.push_back(r); });
  bool changed = false;
  for (tile::ReduceOp reduce : reduces) {
    // Every input converted from one source layout.
    Attribute from;
    bool all = true;
    for (Value src : reduce.getSrcs()) {
      auto cvt = src.getDefiningOp<tilegpu::ConvertLayoutOp>();
      Attribute l =
          cvt ? cast<RankedTensorType>(cvt.getSrc().getType()).getEncoding()
              : Attribute();
      if (!l || (from && l != from))
        all = false;
      from = l;
    }
    if (!all || !from)
      continue;
    // The reduction lowering needs each lane and warp bit to move along one
    // dim at most.
    auto srcType = cast<RankedTensorType>(reduce.getSrcs()[0].getType());
    FailureOr<tilegpu::DistributedLayout> layout =
        tilegpu::analyzeLayout(from, srcType.getShape());
    auto oneDim = [](const tilegpu::Basis &b) {
      return llvm::count_if(b, [](int64_t v) { return v != 0; }) <= 1;
    };
    if (failed(layout) || !llvm::all_of(layout->laneBases, oneDim) ||
        !llvm::all_of(layout->warpBases, oneDim))
      continue;
    auto slice = tilegpu::SliceLayoutAttr::get(ctx, reduce.getAxis(), from);
    for (OpOperand &operand : reduce->getOpOperands())
      operand.set(
          operand.get().getDefiningOp<tilegpu::ConvertLayoutOp>().getSrc());
    OpBuilder builder(reduce->getContext());
    builder.setInsertionPointAfter(reduce);
    for (Value result : reduce.getResults()) {
      auto tensor = dyn_cast<RankedTensorType>(result.getType());
      if (!tensor)
        continue;
      result.setType(withLayout(tensor, slice));
      auto back = tilegpu::ConvertLayoutOp::create(builder, reduce.getLoc(),
                                                   tensor, result);
      result.replaceAllUsesExcept(back, back);
    }
    changed = true;
  }
  // Conversions left without users.
  func.walk([](tilegpu::ConvertLayoutOp c) {
    if (c->use_empty())
      c->erase();
  });
  return changed;
}

LogicalResult LayoutAssigner::run() {
  for (BlockArgument arg : func.getArguments())
    if (isTensor(arg))
      return func.emitError()
             << "kernel '" << func.getName()
             << "' takes a tensor argument; GPU kernels take scalars and "
                "pointers only";
  chooseDefaultLayouts();
  if (failed(visitBlock(func.getBody().front())))
    return failure();
  hoistLoopConversions();
  carryInUseLayout();
  // Sinking conversions through views and reductions exposes more to sink.
  for (unsigned round = 0; round < 8; ++round) {
    bool changed = sinkConversions();
    changed |= makeViews();
    changed |= sinkConversionsThroughReductions();
    if (!changed)
      break;
  }
  convertBeforeBroadcasts();
  return success();
}

void LayoutAssigner::convertBeforeBroadcasts() {
  SmallVector<tilegpu::ConvertLayoutOp> converts;
  func.walk([&](tilegpu::ConvertLayoutOp c) {
    if (c.getSrc().getDefiningOp<tile::BroadcastOp>())
      converts.push_back(c);
  });
  for (tilegpu::ConvertLayoutOp cvt : converts) {
    auto broadcast = cvt.getSrc().getDefiningOp<tile::BroadcastOp>();
    Attribute layout = cvt.getType().getEncoding();
    Value src = broadcast.getSrc();
    if (!canHoldBroadcastSource(
            layout, cast<RankedTensorType>(src.getType()).getShape()))
      continue;
    OpBuilder builder(cvt);
    auto small = tilegpu::ConvertLayoutOp::create(
        builder, cvt.getLoc(), withLayout(src.getType(), layout), src);
    auto again = tile::BroadcastOp::create(builder, broadcast.getLoc(),
                                           cvt.getType(), small.getResult());
    cvt.getResult().replaceAllUsesWith(again.getResult());
    cvt->erase();
    if (broadcast->use_empty())
      broadcast->erase();
  }
}

bool LayoutAssigner::makeViews() {
  SmallVector<Operation *> ops;
  func.walk([&](Operation *op) {
    if (isa<tile::TransOp, tile::ReshapeOp, tilegpu::ViewOp>(op))
      ops.push_back(op);
  });
  bool changed = false;
  for (Operation *op : ops) {
    auto srcType = cast<RankedTensorType>(op->getOperand(0).getType());
    auto dstType = cast<RankedTensorType>(op->getResult(0).getType());
    std::optional<ArrayRef<int32_t>> order;
    if (auto trans = dyn_cast<tile::TransOp>(op))
      order = trans.getOrder();
    else if (auto view = dyn_cast<tilegpu::ViewOp>(op))
      order = view.getOrder();
    auto map = [&](const tilegpu::Basis &b) {
      return order ? tilegpu::transposeBasis(b, *order)
                   : tilegpu::reshapeBasis(b, srcType.getShape(),
                                           dstType.getShape());
    };
    auto isView = [&](Attribute from, Attribute to) {
      FailureOr<tilegpu::DistributedLayout> src =
          tilegpu::analyzeLayout(from, srcType.getShape());
      FailureOr<tilegpu::DistributedLayout> dst =
          tilegpu::analyzeLayout(to, dstType.getShape());
      return succeeded(src) && succeeded(dst) &&
             tilegpu::relabelRegisters(*src, *dst, map).has_value();
    };
    OpBuilder builder(op);
    auto orderAttr =
        order ? builder.getDenseI32ArrayAttr(*order) : DenseI32ArrayAttr();
    bool viewNow = isa<tilegpu::ViewOp>(op) ||
                   isView(srcType.getEncoding(), dstType.getEncoding());
    // A view of a converted tile: view the unconverted tile and convert the
    // result, if its layout relabels to a blocked layout (conversions then
    // sink on through reductions and elementwise users).
    if (viewNow) {
      if (auto cvt =
              op->getOperand(0).getDefiningOp<tilegpu::ConvertLayoutOp>()) {
        auto from = cvt.getSrc().getType();
        FailureOr<tilegpu::DistributedLayout> src =
            tilegpu::analyzeLayout(from.getEncoding(), from.getShape());
        Attribute relabeled = succeeded(src)
                                  ? tilegpu::relabeledBlockedLayout(
                                        ctx, *src, dstType.getShape(), map)
                                  : Attribute();
        if (relabeled) {
          auto view = tilegpu::ViewOp::create(builder, op->getLoc(),
                                              withLayout(dstType, relabeled),
                                              cvt.getSrc(), orderAttr);
          auto back = tilegpu::ConvertLayoutOp::create(builder, op->getLoc(),
                                                       dstType, view);
          op->getResult(0).replaceAllUsesWith(back.getResult());
          op->erase();
          if (cvt->use_empty())
            cvt->erase();
          changed = true;
          continue;
        }
      }
    }
    if (!viewNow || isa<tilegpu::ViewOp>(op))
      continue;
    auto view = tilegpu::ViewOp::create(builder, op->getLoc(), dstType,
                                        op->getOperand(0), orderAttr);
    op->getResult(0).replaceAllUsesWith(view.getResult());
    op->erase();
    changed = true;
  }
  return changed;
}

namespace {
struct AssignLayoutsPass : tilec::impl::AssignLayoutsBase<AssignLayoutsPass> {
  using AssignLayoutsBase::AssignLayoutsBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<const TargetInfo *> found = tilegpu::getTarget(module, chip);
    if (failed(found))
      return signalPassFailure();
    const TargetInfo *target = *found;
    unsigned threads = numWarps * target->warpSize;
    if (numWarps == 0 || !llvm::isPowerOf2_32(numWarps) ||
        threads > target->maxThreadsPerBlock) {
      module.emitError() << "num-warps must be a power of two with at most "
                         << target->maxThreadsPerBlock / target->warpSize
                         << " warps of " << target->warpSize << " lanes on "
                         << target->name << ", got " << unsigned(numWarps);
      return signalPassFailure();
    }
    if (!accumulatorStores.empty() && accumulatorStores != "shared" &&
        accumulatorStores != "direct") {
      module.emitError() << "accumulator-stores must be `shared` or `direct`, "
                            "got `"
                         << accumulatorStores << "`";
      return signalPassFailure();
    }
    bool widen = accumulatorStores.empty() ? target->widensAccumulatorStores
                                           : accumulatorStores == "shared";
    Builder b(module.getContext());
    module->setAttr(tilegpu::kNumWarpsAttrName, b.getI32IntegerAttr(numWarps));
    module->setAttr(tilegpu::kWarpSizeAttrName,
                    b.getI32IntegerAttr(target->warpSize));
    for (auto func : module.getOps<func::FuncOp>()) {
      if (!func->hasAttr(tile::kKernelAttrName) || func.isExternal())
        continue;
      LayoutAssigner assigner(func, *target, numWarps, widen);
      if (failed(assigner.run()))
        return signalPassFailure();
    }
  }
};
} // namespace
