//===- DotFMA.cpp - tile.dot on CUDA cores / VALU -------------------------===//
//
// A dot without a matrix-core layout: both operands go to shared memory
// (row-major), then each lane runs one loop over k with one FMA (or
// integer multiply-add) per output register; fp8 operands are widened to
// f32 exactly.
//
//===----------------------------------------------------------------------===//
#include "Conversion/Dot.h"
#include "Conversion/SharedMemory.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;
using tilegpu::DistributedLayout;

/// Operands through shared memory, one FMA per (output register, k).
LogicalResult
tilec::conversion::lowerDotFMA(tile::DotOp op, tile::DotOp::Adaptor adaptor,
                               ConversionPatternRewriter &rewriter,
                               const TypeConverter &converter,
                               LoweringState &state) {
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
  auto coords = elementCoords(rewriter, loc, layout, cType.getShape(), state);
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
                b, loc, arith::MulIOp::create(b, loc, row, i32Const(b, loc, K)),
                k);
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
  rewriter.replaceOp(op, pack(rewriter, loc, converter.convertType(cType),
                              SmallVector<Value>(loop.getResults())));
  return success();
}
