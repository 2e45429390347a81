//===- DotWMMA.cpp - tile.dot on RDNA matrix cores ------------------------===//
//
// One v_wmma_f32_16x16x16 (f16 or bf16) or v_wmma_i32_16x16x16_iu8 (int8)
// per instruction tile of a #tilegpu.mma dot on RDNA3/4 (gfx1100, gfx1201),
// operands swapped: the dot's accumulator is the instruction's D transposed
// (Layout.cpp). The operand's element type decides only how a lane's
// elements are packed into registers, not which elements a lane holds.
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
  if (in.isInteger(8)) {
    // Bytes four to a VGPR (gfx11: a lane's 16, gfx12: its 8), both
    // operands signed (Triton's int8 dot), no clamping: i32 sums wrap.
    auto asWords = [&](ArrayRef<Value> regs) {
      int64_t n = regs.size();
      Value bytes = packVector(rewriter, loc, regs,
                               VectorType::get({n}, rewriter.getI8Type()));
      return LLVM::BitcastOp::create(
          rewriter, loc, VectorType::get({n / 4}, rewriter.getI32Type()),
          bytes);
    };
    Value va = asWords(fa);
    Value vb = asWords(fb);
    Value d = ROCDL::wmma_i32_16x16x16_iu8::create(
        rewriter, loc, accVecType, /*signA=*/true, vb, /*signB=*/true, va, vc,
        /*clamp=*/false);
    unpackAccumulator(rewriter, loc, d, acc);
    return success();
  }
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
