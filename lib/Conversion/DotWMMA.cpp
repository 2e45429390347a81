//===- DotWMMA.cpp - tile.dot on RDNA matrix cores ------------------------===//
//
// One v_wmma_f32_16x16x16 (f16 or bf16) per instruction tile of a
// #tilegpu.mma dot on RDNA3/4 (gfx1100, gfx1201), operands swapped: the
// dot's accumulator is the instruction's D transposed (Layout.cpp).
//
//===----------------------------------------------------------------------===//
#include "Conversion/Dot.h"

#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;

LogicalResult tilec::conversion::emitWmma(tile::DotOp, OpBuilder &rewriter,
                                          Location loc, MmaKind, Type in,
                                          ArrayRef<Value> fa,
                                          ArrayRef<Value> fb,
                                          SmallVector<Value> &acc) {
  Value vc = packAccumulator(rewriter, loc, acc);
  Type accVecType = vc.getType();
  bool bf16 = in.isBF16();
  // WMMA takes bf16 as i16.
  Type inVecElem = bf16 ? Type(rewriter.getI16Type()) : in;
  auto asVec = [&](ArrayRef<Value> regs) {
    SmallVector<Value> elems;
    for (Value v : regs)
      elems.push_back(bf16 ? Value(LLVM::BitcastOp::create(
                                 rewriter, loc, rewriter.getI16Type(), v))
                           : v);
    return packVector(rewriter, loc, elems,
                      VectorType::get({int64_t(elems.size())}, inVecElem));
  };
  // B's fragment as the instruction's A and A's as its B: the accumulator
  // is the instruction's D transposed (Layout.cpp). (Packed in a fixed
  // order, A first: argument evaluation order differs between compilers,
  // the IR must not.)
  Value va = asVec(fa);
  Value vb = asVec(fb);
  Value d;
  if (bf16)
    d = ROCDL::wmma_f32_16x16x16_bf16::create(rewriter, loc, accVecType, vb, va,
                                              vc);
  else
    d = ROCDL::wmma_f32_16x16x16_f16::create(rewriter, loc, accVecType, vb, va,
                                             vc);
  unpackAccumulator(rewriter, loc, d, acc);
  return success();
}
