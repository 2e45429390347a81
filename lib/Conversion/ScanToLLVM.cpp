//===- ScanToLLVM.cpp - scans ---------------------------------------------===//
//
// tile.scan (tl.cumsum, tl.associative_scan) through shared memory: each
// lane folds, for each of its elements, the elements before it along the
// axis, in the interpreter's order.
//
//===----------------------------------------------------------------------===//
#include "Conversion/TileToLLVMPatterns.h"

#include "Conversion/SharedMemory.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;
using tilegpu::DistributedLayout;

namespace {

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
    auto coords = elementCoords(rewriter, loc, layout, shape, state);
    // Element `pos` along the axis, other coordinates those of register r.
    auto loadAt = [&](OpBuilder &b, unsigned r, Value pos) {
      SmallVector<Value> c;
      for (unsigned d = 0; d < layout.rank(); ++d)
        c.push_back(d == axis ? pos : coords[d][r]);
      SmallVector<Value> values;
      for (unsigned i = 0; i < n; ++i) {
        Value ptr = smemElementPtr(b, loc, state, memTypes[i], offsets[i],
                                   sharedIndex(b, loc, tiles[i], c));
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

} // namespace

void tilec::conversion::populateScanToLLVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    LoweringState &state) {
  patterns.add<ScanLowering>(converter, patterns.getContext(), state);
}
