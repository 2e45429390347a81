//===- ElementwiseToLLVM.cpp - per-register ops ---------------------------===//
//
// arith and math ops on tiles become the same scalar op on each register
// (fp8, which LLVM has no type for, widened to f32 exactly and rounded
// back as the interpreter does); exp on f32 becomes exp2(x * log2 e) (the
// targets lower exp2 themselves, TargetCodegen); pointer arithmetic,
// pointer casts and hints per register; tile.assert traps.
//
//===----------------------------------------------------------------------===//
#include "Conversion/TargetCodegen.h"
#include "Conversion/TileToLLVMPatterns.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;
using tilegpu::DistributedLayout;

/// The fp8 bits (an i8) of OCP type `fp8Type` nearest to the f32 `x`, as the
/// interpreter rounds (Interpreter/FloatFormats.h): ties to even, overflow
/// and infinities saturate to the largest finite value (the GPUs'
/// `satfinite`), NaN stays NaN, the sign is kept (-0 included).
/// With e = max(exponent of |x|, the format's emin), q = roundeven(|x| *
/// 2^(M - e)) is the significand in units of the last place, and
/// ((e + bias) << M) + q - 2^M is the encoding for normal and subnormal
/// results alike (a carry out of the significand bumps the exponent).
static Value f32ToFp8Bits(OpBuilder &b, Location loc, Value x, Type fp8Type) {
  bool e5m2 = isa<Float8E5M2Type>(fp8Type);
  int64_t manBits = e5m2 ? 2 : 3, bias = e5m2 ? 15 : 7;
  int64_t maxBits = e5m2 ? 0x7b : 0x7e; // 57344 and 448
  int64_t nanBits = e5m2 ? 0x7e : 0x7f;
  Type i32 = b.getI32Type(), f32 = b.getF32Type();
  auto c = [&](int64_t v) { return i32Const(b, loc, v); };
  Value bits = arith::BitcastOp::create(b, loc, i32, x);
  Value absBits = arith::AndIOp::create(b, loc, bits, c(0x7fffffff));
  Value absX = arith::BitcastOp::create(b, loc, f32, absBits);
  Value exp = arith::SubIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, absBits, c(23)), c(127));
  Value e = arith::MaxSIOp::create(b, loc, exp, c(1 - bias));
  Value scale = arith::BitcastOp::create(
      b, loc, f32,
      arith::ShLIOp::create(
          b, loc, arith::SubIOp::create(b, loc, c(manBits + 127), e), c(23)));
  Value q = arith::FPToUIOp::create(
      b, loc, i32,
      math::RoundEvenOp::create(b, loc,
                                arith::MulFOp::create(b, loc, absX, scale)));
  Value enc = arith::SubIOp::create(
      b, loc,
      arith::AddIOp::create(
          b, loc,
          arith::ShLIOp::create(
              b, loc, arith::AddIOp::create(b, loc, e, c(bias)), c(manBits)),
          q),
      c(int64_t(1) << manBits));
  enc = arith::MinSIOp::create(b, loc, enc, c(maxBits));
  // Infinities saturate too (their exponent would overflow the scale).
  Value isInf = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, absBits,
                                      c(0x7f800000));
  enc = arith::SelectOp::create(b, loc, isInf, c(maxBits), enc);
  Value isNaN = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt,
                                      absBits, c(0x7f800000));
  enc = arith::SelectOp::create(b, loc, isNaN, c(nanBits), enc);
  Value sign = arith::ShRUIOp::create(
      b, loc, arith::AndIOp::create(b, loc, bits, c(int64_t(0x80000000))),
      c(24));
  return arith::TruncIOp::create(b, loc, b.getI8Type(),
                                 arith::OrIOp::create(b, loc, enc, sign));
}

/// The target's rounding `hw` (i8) of the f32 `x` with NaNs set to the
/// interpreter's bits (sign | the format's NaN). NVIDIA's cvt.rn.satfinite
/// gives 0x7f for every NaN in both formats and keeps the sign of every
/// other value (bench/fp8_cvt_probe.cu on an H100, 2026-12-06), so for
/// e4m3, whose NaN is 0x7f, or-ing in x's sign is exact for every x; e5m2's
/// NaN is 0x7e, so a NaN there is replaced.
static Value fixFp8NaN(OpBuilder &b, Location loc, Value x, Value hw,
                       Type fp8Type) {
  auto c = [&](int64_t v) { return i32Const(b, loc, v); };
  Value bits = arith::BitcastOp::create(b, loc, b.getI32Type(), x);
  Value sign = arith::ShRUIOp::create(
      b, loc, arith::AndIOp::create(b, loc, bits, c(int64_t(0x80000000))),
      c(24));
  if (isa<Float8E4M3FNType>(fp8Type))
    return arith::OrIOp::create(
        b, loc, hw, arith::TruncIOp::create(b, loc, b.getI8Type(), sign));
  Value isNaN = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
  Value nan = arith::OrIOp::create(b, loc, sign, c(0x7e));
  return arith::SelectOp::create(
      b, loc, isNaN, arith::TruncIOp::create(b, loc, b.getI8Type(), nan), hw);
}

/// The fp8 bits (i8) of each f32 in `xs`: by the target's instruction where
/// it has one (TargetCodegen::roundToFp8, which may round two values at
/// once: NVIDIA sm_89+'s cvt.rn.satfinite ...x2, the same rounding and
/// saturation; NaNs then fixed up to the interpreter's bits), else by
/// f32ToFp8Bits.
static SmallVector<Value> f32ToFp8(OpBuilder &b, Location loc,
                                   ArrayRef<Value> xs, Type fp8Type,
                                   const TargetCodegen &codegen) {
  SmallVector<Value> out;
  for (size_t i = 0; i < xs.size(); i += 2) {
    ArrayRef<Value> group = xs.slice(i, std::min<size_t>(2, xs.size() - i));
    SmallVector<Value> hw = codegen.roundToFp8(b, loc, group, fp8Type);
    for (auto [k, x] : llvm::enumerate(group))
      out.push_back(hw.empty() ? f32ToFp8Bits(b, loc, x, fp8Type)
                               : fixFp8NaN(b, loc, x, hw[k], fp8Type));
  }
  return out;
}

static bool isFp8(Type t) {
  return isa<Float8E4M3FNType, Float8E5M2Type>(getElementTypeOrSelf(t));
}

/// One register of an elementwise op that reads or makes fp8 tiles: fp8 has
/// no LLVM type (its registers are i8 bits), so fp8 operands are widened to
/// f32 exactly and the op runs on f32 (or makes f32 from integers); an fp8
/// result is left in f32 here, to be rounded back once (f32ToFp8, a tile's
/// registers together so the target may round them in pairs), as the
/// interpreter does. Conversions between fp8 and other types are this with
/// the op itself being the identity.
static Value lowerFp8Scalar(OpBuilder &b, Operation *op,
                            ArrayRef<Value> operands,
                            const TypeConverter &converter) {
  Location loc = op->getLoc();
  Type f32 = b.getF32Type();
  Type resultElem = getElementTypeOrSelf(op->getResult(0).getType());
  SmallVector<Value> wide;
  for (auto [orig, v] : llvm::zip(op->getOperands(), operands)) {
    Type elem = getElementTypeOrSelf(orig.getType());
    if (isFp8(elem))
      wide.push_back(fp8ToF32(b, loc, v, elem));
    else if (isa<FloatType>(elem) && !elem.isF32() &&
             isa<arith::ExtFOp, arith::TruncFOp>(op))
      wide.push_back(arith::ExtFOp::create(b, loc, f32, v));
    else
      wide.push_back(v);
  }
  Value result;
  if (isa<arith::ExtFOp, arith::TruncFOp>(op)) {
    result = wide[0]; // now f32: the conversion is the rounding after
  } else {
    Type scalarResult =
        isFp8(resultElem) ? f32 : converter.convertType(resultElem);
    OperationState state(loc, op->getName().getStringRef(), wide,
                         {scalarResult}, op->getAttrs());
    result = b.create(state)->getResult(0);
  }
  if (!isFp8(resultElem) && result.getType() == f32 &&
      isa<FloatType>(resultElem) && !resultElem.isF32())
    return arith::TruncFOp::create(b, loc, resultElem, result); // exact
  return result;
}

/// The register `v` as the value inserted into its struct, looking through
/// extractvalue-of-insertvalue chains (what unpack of pack gives).
static Value insertedValue(Value v) {
  while (auto extract = v.getDefiningOp<LLVM::ExtractValueOp>()) {
    if (extract.getPosition().size() != 1)
      return v;
    int64_t pos = extract.getPosition()[0];
    Value container = extract.getContainer();
    Value found;
    while (auto insert = container.getDefiningOp<LLVM::InsertValueOp>()) {
      if (insert.getPosition().size() == 1 && insert.getPosition()[0] == pos) {
        found = insert.getValue();
        break;
      }
      container = insert.getContainer();
    }
    if (!found)
      return v;
    v = found;
  }
  return v;
}

/// An integer constant, sign-extended to 64 bits.
static std::optional<uint64_t> constantInt(Value v) {
  APInt value;
  if (matchPattern(v, m_ConstantInt(&value)))
    return value.sextOrTrunc(64).getZExtValue();
  return std::nullopt;
}

/// An integer register (i32 or i64) as a sum of terms (value, coefficient)
/// plus a constant, through additions, subtractions and multiplications by
/// constants. Coefficients and the constant wrap modulo 2^64, so they are
/// right modulo 2^bits, which is how the registers compute.
struct LinearForm {
  llvm::SmallDenseMap<Value, uint64_t, 4> terms;
  uint64_t constant = 0;

  void add(Value v, uint64_t coefficient, unsigned depth) {
    v = insertedValue(v);
    if (std::optional<uint64_t> c = constantInt(v)) {
      constant += coefficient * *c;
      return;
    }
    if (depth < 8) {
      if (auto op = v.getDefiningOp<arith::AddIOp>()) {
        add(op.getLhs(), coefficient, depth + 1);
        add(op.getRhs(), coefficient, depth + 1);
        return;
      }
      if (auto op = v.getDefiningOp<arith::SubIOp>()) {
        add(op.getLhs(), coefficient, depth + 1);
        add(op.getRhs(), 0 - coefficient, depth + 1);
        return;
      }
      if (auto op = v.getDefiningOp<arith::MulIOp>()) {
        if (std::optional<uint64_t> c = constantInt(insertedValue(op.getRhs())))
          return add(op.getLhs(), coefficient * *c, depth + 1);
        if (std::optional<uint64_t> c = constantInt(insertedValue(op.getLhs())))
          return add(op.getRhs(), coefficient * *c, depth + 1);
      }
    }
    terms[v] += coefficient;
  }

  /// The same terms with the same coefficients (the constants may differ).
  bool sameTerms(const LinearForm &other) const {
    auto nonzero = [](const LinearForm &f) {
      return llvm::count_if(f.terms, [](auto &t) { return t.second != 0; });
    };
    if (nonzero(*this) != nonzero(other))
      return false;
    for (auto &[v, coefficient] : terms) {
      if (coefficient == 0)
        continue;
      auto it = other.terms.find(v);
      if (it == other.terms.end() || it->second != coefficient)
        return false;
    }
    return true;
  }
};

/// Whether every element of the tile `v` is one scalar of the program (the
/// same in every lane): a splat, through the ops that only move elements.
static bool isUniformTile(Value v) {
  for (unsigned depth = 0; depth < 16; ++depth) {
    Operation *def = v.getDefiningOp();
    if (!def)
      return false;
    if (isa<tile::SplatOp>(def))
      return true;
    if (!isa<tile::BroadcastOp, tile::ExpandDimsOp, tile::ReshapeOp,
             tile::TransOp, tilegpu::ConvertLayoutOp, tilegpu::ViewOp>(def))
      return false;
    v = def->getOperand(0);
  }
  return false;
}

/// Whether `op` is in a loop and its operand `x` changes from one iteration
/// to the next (defined in the innermost loop's body: the tile pipeline
/// hoists what does not).
static bool variesInLoop(Operation *op, Value x) {
  auto loop = op->getParentOfType<scf::ForOp>();
  if (!loop)
    return false;
  Region *region = x.getParentRegion();
  return region && loop.getRegion().isAncestor(region);
}

/// The fewest distinct register offsets d_r (besides 0) that make the split
/// pay. It saves a loop-invariant register per offset but takes the sums
/// out of the backend's loop strength reduction; measured on gfx942 and
/// gfx1100 (2026-12-05): with 7 offsets (attention forward, K and V) and 15
/// (tutorial 08's grouped GEMM) registers and spills went down, with 1 or 3
/// (tutorial 09's persistent matmul, the attention backward's dQ at head
/// dim 128) they went up, to spills on gfx1100.
static constexpr unsigned kMinStridedOffsets = 4;

/// `x * s` on integer tiles where `s` is one runtime value in every register
/// and the registers of `x` differ only by constants (an arange's
/// registers, offsets along a dim: x_r = x_0 + d_r): x_0 * s once and, per
/// register, that plus d_r * s, pinned (TargetCodegen::pinUniform). Where
/// the target keeps uniform values apart (AMDGPU's SGPRs), a strided address
/// over a tile then holds one lane value across the loop instead of one per
/// register group, and the d_r * s are scalar; unpinned, LLVM would factor
/// the sum back into (x_0 + d_r) * s or rebuild one invariant per register
/// (Target/UniformPin.h). Empty when the registers have no such form.
static SmallVector<Value> lowerStridedMul(OpBuilder &b, Location loc,
                                          ArrayRef<Value> x, Value s,
                                          const TargetCodegen &codegen) {
  auto type = dyn_cast<IntegerType>(s.getType());
  if (!type || (type.getWidth() != 32 && type.getWidth() != 64) ||
      x.size() < 2 || constantInt(insertedValue(s)))
    return {};
  SmallVector<LinearForm> forms(x.size());
  for (auto [form, v] : llvm::zip(forms, x))
    form.add(v, 1, 0);
  llvm::SmallDenseSet<uint64_t> offsets;
  for (const LinearForm &form : ArrayRef(forms).drop_front()) {
    if (!form.sameTerms(forms[0]))
      return {};
    if (form.constant != forms[0].constant)
      offsets.insert(form.constant - forms[0].constant);
  }
  if (offsets.size() < kMinStridedOffsets)
    return {};
  Value base = arith::MulIOp::create(b, loc, x[0], s);
  llvm::SmallDenseMap<uint64_t, Value> scaled;
  SmallVector<Value> results;
  for (const LinearForm &form : forms) {
    APInt delta =
        APInt(64, form.constant - forms[0].constant).trunc(type.getWidth());
    if (delta.isZero()) {
      results.push_back(base);
      continue;
    }
    Value &offset = scaled[delta.getZExtValue()];
    if (!offset) {
      Value d =
          arith::ConstantOp::create(b, loc, IntegerAttr::get(type, delta));
      offset = codegen.pinUniform(b, loc, arith::MulIOp::create(b, loc, d, s));
    }
    results.push_back(arith::AddIOp::create(b, loc, base, offset));
  }
  return results;
}

namespace {

/// arith/math ops on tiles: the same op on each register (integer
/// multiplications by a runtime scalar strength-reduced where the target
/// keeps uniform values apart: lowerStridedMul).
struct ElementwiseLowering : ConversionPattern {
  ElementwiseLowering(const TypeConverter &converter, MLIRContext *ctx,
                      LoweringState &state)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/10, ctx),
        state(state) {}
  LoweringState &state;

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<arith::ArithDialect, math::MathDialect>(op->getDialect()) ||
        op->getNumResults() != 1 ||
        !isa<RankedTensorType>(op->getResult(0).getType()) ||
        isa<arith::ConstantOp>(op))
      return failure();
    Location loc = op->getLoc();
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    // fp8 operands or results (lowerFp8Scalar), except ops that only move
    // the bits.
    bool fp8 = (llvm::any_of(op->getOperandTypes(), isFp8) ||
                isFp8(resultType.getElementType())) &&
               !isa<arith::SelectOp, arith::BitcastOp>(op);
    if (fp8 &&
        (llvm::any_of(op->getOperandTypes(),
                      [](Type t) { return getElementTypeOrSelf(t).isF64(); }) ||
         resultType.getElementType().isF64()))
      return op->emitError("fp8 to or from f64 is not supported on GPUs; "
                           "convert through f32");
    unsigned n = tilegpu::getNumRegisters(resultType);
    SmallVector<SmallVector<Value>> regs;
    for (Value operand : operands) {
      SmallVector<Value> r = unpack(rewriter, loc, operand);
      if (r.size() == 1 && n != 1)
        r.assign(n, r[0]); // scalar operand (e.g. select's condition)
      regs.push_back(std::move(r));
    }
    Type elemType =
        getTypeConverter()->convertType(resultType.getElementType());
    if (isa<arith::MulIOp>(op) && state.codegen->separatesUniformValues()) {
      for (unsigned side = 0; side < 2; ++side) {
        if (!isUniformTile(op->getOperand(1 - side)) ||
            !variesInLoop(op, op->getOperand(side)))
          continue;
        Value stride = insertedValue(regs[1 - side][0]);
        if (!llvm::all_of(regs[1 - side],
                          [&](Value v) { return insertedValue(v) == stride; }))
          continue;
        SmallVector<Value> results =
            lowerStridedMul(rewriter, loc, regs[side], stride, *state.codegen);
        if (results.empty())
          continue;
        rewriter.replaceOp(op, pack(rewriter, loc,
                                    getTypeConverter()->convertType(resultType),
                                    results));
        return success();
      }
    }
    // Registers in one run of equal values (LoweringState::constantRuns)
    // take the value of the run's first register of the lane: a register
    // bit whose basis stays inside a run along every dimension (an XOR
    // below the run length keeps coord / run for every lane and warp) is
    // cleared to find it.
    unsigned sameRunBits = 0;
    if (auto runs = state.constantRuns.find(op);
        runs != state.constantRuns.end() && !fp8)
      if (FailureOr<tilegpu::DistributedLayout> layout = tilegpu::analyzeLayout(
              resultType.getEncoding(), resultType.getShape());
          succeeded(layout) && layout->numRegisters() == n)
        for (auto [bit, basis] : llvm::enumerate(layout->regBases)) {
          ArrayRef<int64_t> runLengths = runs->second;
          ArrayRef<int64_t> regBasis = basis;
          if (llvm::all_of(
                  llvm::seq<unsigned>(0, regBasis.size()), [&](unsigned d) {
                    return regBasis[d] >= 0 && regBasis[d] < runLengths[d];
                  }))
            sameRunBits |= 1u << bit;
        }
    SmallVector<Value> results;
    for (unsigned i = 0; i < n; ++i) {
      if (i & sameRunBits) {
        results.push_back(results[i & ~sameRunBits]);
        continue;
      }
      SmallVector<Value> scalarOperands;
      for (auto &r : regs)
        scalarOperands.push_back(r[i]);
      if (isa<LLVM::LLVMPointerType>(elemType)) {
        // Only select moves pointers among the elementwise ops.
        auto select = dyn_cast<arith::SelectOp>(op);
        if (!select)
          return op->emitError("unsupported elementwise op on pointer tiles");
        results.push_back(
            LLVM::SelectOp::create(rewriter, loc, scalarOperands[0],
                                   scalarOperands[1], scalarOperands[2]));
        continue;
      }
      if (fp8) {
        results.push_back(
            lowerFp8Scalar(rewriter, op, scalarOperands, *getTypeConverter()));
        continue;
      }
      OperationState opState(loc, op->getName().getStringRef(), scalarOperands,
                             {elemType}, op->getAttrs());
      results.push_back(rewriter.create(opState)->getResult(0));
    }
    if (fp8 && isFp8(resultType.getElementType()))
      results = f32ToFp8(rewriter, loc, results, resultType.getElementType(),
                         *state.codegen);
    rewriter.replaceOp(op, pack(rewriter, loc,
                                getTypeConverter()->convertType(resultType),
                                results));
    return success();
  }
};

/// exp(x) on f32 as exp2(x * log2(e)), as Triton lowers tl.exp on GPUs: one
/// hardware exp2 (ex2.approx / v_exp_f32) and a multiply instead of the
/// device library's range-reduced routine.
struct FastExpLowering : OpConversionPattern<math::ExpOp> {
  FastExpLowering(const TypeConverter &converter, MLIRContext *ctx)
      : OpConversionPattern<math::ExpOp>(converter, ctx, /*benefit=*/10) {}
  LogicalResult
  matchAndRewrite(math::ExpOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op.getType().isF32())
      return rewriter.notifyMatchFailure(op, "scalar f32 only");
    Location loc = op.getLoc();
    Value log2e = arith::ConstantOp::create(
        rewriter, loc, rewriter.getF32FloatAttr(1.4426950408889634f));
    Value scaled =
        arith::MulFOp::create(rewriter, loc, adaptor.getOperand(), log2e);
    rewriter.replaceOpWithNewOp<math::Exp2Op>(op, scaled);
    return success();
  }
};

/// Ops applied per register with a custom scalar body.
template <typename Op> struct PerRegisterLowering : TilePattern<Op> {
  using TilePattern<Op>::TilePattern;
  virtual Value lowerScalar(OpBuilder &b, Location loc, Op op,
                            ArrayRef<Value> operands,
                            Type resultType) const = 0;
  LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type resultType = op->getResult(0).getType();
    Type converted = this->getTypeConverter()->convertType(resultType);
    auto tensor = dyn_cast<RankedTensorType>(resultType);
    unsigned n = tensor ? tilegpu::getNumRegisters(tensor) : 1;
    SmallVector<SmallVector<Value>> regs;
    for (Value operand : adaptor.getOperands()) {
      SmallVector<Value> r = unpack(rewriter, loc, operand);
      if (r.size() == 1 && n != 1)
        r.assign(n, r[0]);
      regs.push_back(std::move(r));
    }
    Type elemType =
        tensor ? this->getTypeConverter()->convertType(tensor.getElementType())
               : converted;
    SmallVector<Value> results;
    for (unsigned i = 0; i < n; ++i) {
      SmallVector<Value> scalars;
      for (auto &r : regs)
        scalars.push_back(r[i]);
      results.push_back(lowerScalar(rewriter, loc, op, scalars, elemType));
    }
    rewriter.replaceOp(op, tensor ? pack(rewriter, loc, converted, results)
                                  : results[0]);
    return success();
  }
};

struct AddPtrLowering : PerRegisterLowering<tile::AddPtrOp> {
  using PerRegisterLowering::PerRegisterLowering;
  Value lowerScalar(OpBuilder &b, Location loc, tile::AddPtrOp op,
                    ArrayRef<Value> operands, Type resultType) const override {
    Type pointee = memoryType(tile::getPointeeType(op.getType()));
    return LLVM::GEPOp::create(b, loc, resultType, pointee, operands[0],
                               ValueRange{operands[1]});
  }
};

struct PtrToIntLowering : PerRegisterLowering<tile::PtrToIntOp> {
  using PerRegisterLowering::PerRegisterLowering;
  Value lowerScalar(OpBuilder &b, Location loc, tile::PtrToIntOp,
                    ArrayRef<Value> operands, Type resultType) const override {
    return LLVM::PtrToIntOp::create(b, loc, resultType, operands[0]);
  }
};

struct IntToPtrLowering : PerRegisterLowering<tile::IntToPtrOp> {
  using PerRegisterLowering::PerRegisterLowering;
  Value lowerScalar(OpBuilder &b, Location loc, tile::IntToPtrOp,
                    ArrayRef<Value> operands, Type resultType) const override {
    return LLVM::IntToPtrOp::create(b, loc, resultType, operands[0]);
  }
};

/// Ops whose value is their first operand once pointers are opaque.
template <typename Op> struct ForwardLowering : TilePattern<Op> {
  using TilePattern<Op>::TilePattern;
  LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getOperands()[0]);
    return success();
  }
};

struct AssertLowering : TilePattern<tile::AssertOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::AssertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value ok =
        arith::ConstantIntOp::create(rewriter, loc, rewriter.getI1Type(), 1);
    for (Value c : unpack(rewriter, loc, adaptor.getCondition()))
      ok = arith::AndIOp::create(rewriter, loc, ok, c);
    Value failed = arith::XOrIOp::create(
        rewriter, loc, ok,
        arith::ConstantIntOp::create(rewriter, loc, rewriter.getI1Type(), 1));
    scf::IfOp::create(rewriter, loc, failed, [&](OpBuilder &b, Location) {
      LLVM::Trap::create(b, loc);
      scf::YieldOp::create(b, loc);
    });
    rewriter.eraseOp(op);
    return success();
  }
};

/// tile.print: printf (vprintf on NVIDIA) of each element by the one thread
/// that owns it, with Triton's device_print format: `pid (%u, %u, %u) idx
/// (%Nu, ...)` + prefix + value, the value promoted as C varargs are
/// (floats to f64, integers narrower than 32 bits to i32). Scalars and the
/// prefix alone print from thread 0. AMD targets: printf needs the HIP
/// runtime's hostcall buffer, which tilec's launcher does not set up, so it
/// is an error there rather than a kernel that faults.
struct PrintLowering : TilePattern<tile::PrintOp> {
  using TilePattern::TilePattern;

  static std::string valueFormat(Type t, bool hex, bool isSigned) {
    unsigned bits = t.getIntOrFloatBitWidth();
    if (hex)
      return "0x%0" + std::to_string(std::max(1u, bits / 4)) +
             (bits > 32 ? "llx" : "x");
    if (isa<FloatType>(t))
      return "%f";
    return std::string(bits > 32 ? "%ll" : "%") + (isSigned ? "i" : "u");
  }

  LogicalResult
  matchAndRewrite(tile::PrintOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    if (state.target->isAMDGPU())
      return op.emitError()
             << "tl.device_print is not supported on AMD targets yet ("
             << state.target->name
             << "): device printf needs the HIP runtime's hostcall buffer, "
                "which tilec's launcher does not provide; it runs on NVIDIA "
                "targets and on the interpreter";
    auto i32 = rewriter.getI32Type();
    SmallVector<Value> pid;
    for (auto d : {gpu::Dimension::x, gpu::Dimension::y, gpu::Dimension::z})
      pid.push_back(arith::IndexCastOp::create(
          rewriter, loc, i32, gpu::BlockIdOp::create(rewriter, loc, d)));
    Value tid = arith::IndexCastOp::create(
        rewriter, loc, i32,
        gpu::ThreadIdOp::create(rewriter, loc, gpu::Dimension::x));
    Value first = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                        tid, i32Const(rewriter, loc, 0));
    auto printIf = [&](Value pred, const std::string &format,
                       ArrayRef<Value> args) {
      auto emit = [&](OpBuilder &b) {
        gpu::PrintfOp::create(b, loc, b.getStringAttr(format), args);
      };
      if (!pred) {
        emit(rewriter);
        return;
      }
      scf::IfOp::create(rewriter, loc, pred, [&](OpBuilder &b, Location) {
        emit(b);
        scf::YieldOp::create(b, loc);
      });
    };
    std::string pidFormat = "pid (%u, %u, %u) idx (";
    size_t n = op.getSrcs().size();
    if (n == 0)
      printIf(first, "pid (%u, %u, %u) " + op.getPrefix().str() + "\n", pid);
    for (size_t k = 0; k < n; ++k) {
      Value src = op.getSrcs()[k];
      Type elem = getElementTypeOrSelf(src.getType());
      bool isSigned = op.getIsSigned()[k];
      std::string tail = ")" + op.getPrefix().str() +
                         (n > 1 ? "(operand " + std::to_string(k) + ") " : "") +
                         valueFormat(elem, op.getHex(), isSigned) + "\n";
      auto promote = [&](Value v) -> Value {
        if (op.getHex() && isa<FloatType>(elem)) {
          unsigned bits = elem.getIntOrFloatBitWidth();
          v = LLVM::BitcastOp::create(rewriter, loc,
                                      rewriter.getIntegerType(bits), v);
          return bits < 32
                     ? arith::ExtUIOp::create(rewriter, loc, i32, v).getResult()
                     : v;
        }
        if (isa<FloatType>(elem))
          return elem.isF64() ? v
                              : arith::ExtFOp::create(rewriter, loc,
                                                      rewriter.getF64Type(), v)
                                    .getResult();
        if (elem.getIntOrFloatBitWidth() >= 32)
          return v;
        if (isSigned && !op.getHex())
          return arith::ExtSIOp::create(rewriter, loc, i32, v);
        return arith::ExtUIOp::create(rewriter, loc, i32, v);
      };
      SmallVector<Value> regs = unpack(rewriter, loc, adaptor.getSrcs()[k]);
      auto tensor = dyn_cast<RankedTensorType>(src.getType());
      if (!tensor) {
        SmallVector<Value> args(pid);
        args.push_back(promote(regs[0]));
        printIf(first, pidFormat + tail, args);
        continue;
      }
      DistributedLayout layout = layoutOf(tensor);
      auto coords =
          elementCoords(rewriter, loc, layout, tensor.getShape(), state);
      Value owner = ownerPredicate(rewriter, loc, layout, state);
      std::string format = pidFormat;
      for (int64_t d = 0; d < tensor.getRank(); ++d)
        format +=
            (d ? ", %" : "%") +
            std::to_string(
                std::to_string(std::max<int64_t>(tensor.getDimSize(d) - 1, 0))
                    .size()) +
            "u";
      format += tail;
      for (unsigned r = 0; r < regs.size(); ++r) {
        if (isDuplicateRegister(layout, r, tensor.getShape()))
          continue;
        SmallVector<Value> args(pid);
        for (int64_t d = 0; d < tensor.getRank(); ++d)
          args.push_back(coords[d][r]);
        args.push_back(promote(regs[r]));
        printIf(owner, format, args);
      }
    }
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void tilec::conversion::populateElementwiseToLLVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    LoweringState &state) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<AddPtrLowering, PtrToIntLowering, IntToPtrLowering,
               ForwardLowering<tile::PtrCastOp>, ForwardLowering<tile::HintOp>,
               AssertLowering, PrintLowering>(converter, ctx, state);
  patterns.add<ElementwiseLowering>(converter, ctx, state);
  patterns.add<FastExpLowering>(converter, ctx);
}
