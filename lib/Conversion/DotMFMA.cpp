//===- DotMFMA.cpp - tile.dot on CDNA matrix cores ------------------------===//
//
// One v_mfma per instruction tile of a #tilegpu.mma dot on CDNA (gfx90a,
// gfx942, gfx950): the kind and the operand type pick the ROCDL op.
//
//===----------------------------------------------------------------------===//
#include "Conversion/Dot.h"

#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;

template <typename OpTy>
static Value createMfmaOp(OpBuilder &b, Location loc, Type accType,
                          ValueRange args) {
  return OpTy::create(b, loc, accType, args);
}

namespace {
using CreateMfma = Value (*)(OpBuilder &, Location, Type, ValueRange);
/// The ROCDL ops of one MFMA kind, per operand type (null: none).
struct MfmaOps {
  MmaKind kind;
  CreateMfma f16, bf16, i8, fp8, bf8;
};
} // namespace

static const MfmaOps kMfmaOps[] = {
    {MmaKind::Mfma16x16x16, createMfmaOp<ROCDL::mfma_f32_16x16x16f16>,
     createMfmaOp<ROCDL::mfma_f32_16x16x16bf16_1k>,
     createMfmaOp<ROCDL::mfma_i32_16x16x16i8>, nullptr, nullptr},
    {MmaKind::Mfma32x32x8, createMfmaOp<ROCDL::mfma_f32_32x32x8f16>,
     createMfmaOp<ROCDL::mfma_f32_32x32x8bf16_1k>,
     createMfmaOp<ROCDL::mfma_i32_32x32x8i8>, nullptr, nullptr},
    {MmaKind::Mfma16x16x32, createMfmaOp<ROCDL::mfma_f32_16x16x32_f16>,
     createMfmaOp<ROCDL::mfma_f32_16x16x32_bf16>,
     createMfmaOp<ROCDL::mfma_i32_16x16x32_i8>,
     createMfmaOp<ROCDL::mfma_f32_16x16x32_fp8_fp8>,
     createMfmaOp<ROCDL::mfma_f32_16x16x32_bf8_bf8>},
    {MmaKind::Mfma32x32x16, createMfmaOp<ROCDL::mfma_f32_32x32x16_f16>,
     createMfmaOp<ROCDL::mfma_f32_32x32x16_bf16>,
     createMfmaOp<ROCDL::mfma_i32_32x32x16_i8>,
     createMfmaOp<ROCDL::mfma_f32_32x32x16_fp8_fp8>,
     createMfmaOp<ROCDL::mfma_f32_32x32x16_bf8_bf8>},
    {MmaKind::Mfma16x16x64, nullptr, nullptr,
     createMfmaOp<ROCDL::mfma_i32_16x16x64_i8>, nullptr, nullptr},
    {MmaKind::Mfma32x32x32, nullptr, nullptr,
     createMfmaOp<ROCDL::mfma_i32_32x32x32_i8>, nullptr, nullptr},
};

/// One CDNA MFMA of `kind` on operands whose tile element type is `in`:
/// `va`/`vb` are a lane's fragments of the instruction's A and B operands as
/// vectors of its registers (f16, bf16,
/// or i8 for int8 and fp8), bitcast here to the type the intrinsic takes
/// (the older bf16 instructions take i16 vectors, int8/fp8 instructions
/// their bytes packed in i32, i64 or 4 x i32). Null if there is no such
/// instruction; whether the chip has it is the target table's business.
static Value createMfma(OpBuilder &b, Location loc, MmaKind kind, Type in,
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
  CreateMfma create = nullptr;
  for (const MfmaOps &ops : kMfmaOps) {
    if (ops.kind != kind)
      continue;
    create = in.isF16()                  ? ops.f16
             : in.isBF16()               ? ops.bf16
             : in.isInteger(8)           ? ops.i8
             : isa<Float8E4M3FNType>(in) ? ops.fp8
             : isa<Float8E5M2Type>(in)   ? ops.bf8
                                         : nullptr;
  }
  return create ? create(b, loc, accType, args) : Value();
}

LogicalResult tilec::conversion::emitMfma(tile::DotOp op, OpBuilder &rewriter,
                                          Location loc, MmaKind kind, Type in,
                                          ArrayRef<Value> fa,
                                          ArrayRef<Value> fb,
                                          SmallVector<Value> &acc) {
  Value vc = packAccumulator(rewriter, loc, acc);
  Type accVecType = vc.getType();
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
  Value d = createMfma(rewriter, loc, kind, in, accVecType, vb, va, vc);
  if (!d)
    return op.emitError() << "no CDNA instruction for '"
                          << tilegpu::stringifyMmaKind(kind) << "' with " << in
                          << " operands";
  unpackAccumulator(rewriter, loc, d, acc);
  return success();
}
