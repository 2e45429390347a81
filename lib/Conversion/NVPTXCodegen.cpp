//===- NVPTXCodegen.cpp - NVPTX side of the LLVM lowering -----------------===//
//
// TargetCodegen for NVPTX (NVVM): kernel attributes, shfl.sync butterflies,
// ldmatrix, cp.async, read-modify-write atomics as inline
// `atom.<sem>.<scope>` PTX, libdevice and LLVM intrinsics for math, and the
// approximate exp2 and division Triton uses.
//
//===----------------------------------------------------------------------===//
#include "Conversion/LoweringCommon.h"
#include "Conversion/TargetCodegen.h"

#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;

/// NVPTX: one `atom.<sem>.<scope>.global.<op>.<type>` as inline PTX, or none
/// when LLVM's atomicrmw is the better lowering (fmax/fmin: a cmpxchg loop,
/// whose ordering and scope the backend honours). LLVM 22's NVPTX backend
/// emits atomicrmw as a relaxed, gpu-scoped `atom` whatever its ordering and
/// syncscope, so acquire/release and cta/sys would be lost; Triton emits
/// inline PTX for the same reason.
static std::optional<Value> nvptxAtomic(OpBuilder &b, Location loc,
                                        tile::AtomicRMWOp op, Value ptr,
                                        Value value) {
  Type type = value.getType();
  unsigned bits = type.getIntOrFloatBitWidth();
  bool isFloat = isa<FloatType>(type);
  std::string opName, suffix;
  switch (op.getKind()) {
  case tile::RMWKind::add:
    opName = "add";
    suffix = bits == 64 ? "u64" : "u32";
    break;
  case tile::RMWKind::fadd:
    opName = bits == 16 ? "add.noftz" : "add";
    suffix = bits == 16 ? "f16" : bits == 64 ? "f64" : "f32";
    break;
  case tile::RMWKind::max:
  case tile::RMWKind::min:
    opName = op.getKind() == tile::RMWKind::max ? "max" : "min";
    suffix = bits == 64 ? "s64" : "s32";
    break;
  case tile::RMWKind::umax:
  case tile::RMWKind::umin:
    opName = op.getKind() == tile::RMWKind::umax ? "max" : "min";
    suffix = bits == 64 ? "u64" : "u32";
    break;
  case tile::RMWKind::band:
  case tile::RMWKind::bor:
  case tile::RMWKind::bxor:
    opName = op.getKind() == tile::RMWKind::band  ? "and"
             : op.getKind() == tile::RMWKind::bor ? "or"
                                                  : "xor";
    suffix = bits == 64 ? "b64" : "b32";
    break;
  case tile::RMWKind::xchg:
    opName = "exch";
    suffix = bits == 64 ? "b64" : bits == 16 ? "b16" : "b32";
    break;
  case tile::RMWKind::fmax:
  case tile::RMWKind::fmin:
    return std::nullopt;
  }
  // Registers: the value as an integer of its width (f16 as i16, floats of
  // bit-typed ops as integers), except f32/f64 arithmetic.
  bool floatRegs = isFloat && op.getKind() == tile::RMWKind::fadd && bits != 16;
  Type regType = floatRegs ? type : Type(b.getIntegerType(bits));
  Value operand =
      regType == type ? value : LLVM::BitcastOp::create(b, loc, regType, value);
  StringRef reg = bits == 16   ? "h"
                  : bits == 64 ? (floatRegs ? "d" : "l")
                               : (floatRegs ? "f" : "r");
  StringRef sem = tile::stringifyMemSemantic(op.getSem());
  StringRef scope = tile::stringifyMemSyncScope(op.getScope());
  std::string text = ("atom." + sem + "." + scope + ".global." + opName + "." +
                      suffix + " $0, [$1], $2;")
                         .str();
  std::string constraints = ("=" + reg + ",l," + reg + ",~{memory}").str();
  auto asmOp = LLVM::InlineAsmOp::create(
      b, loc, regType, ValueRange{ptr, operand}, text, constraints,
      /*has_side_effects=*/true, /*is_align_stack=*/false,
      LLVM::tailcallkind::TailCallKind::None, LLVM::AsmDialectAttr(),
      ArrayAttr());
  Value result = asmOp.getResult(0);
  return regType == type ? result
                         : Value(LLVM::BitcastOp::create(b, loc, type, result));
}

namespace {

/// A scalar f32 op as one NVVM intrinsic of the same operands, as Triton
/// lowers them (ops that `keep` says must stay IEEE are left to the default
/// lowering).
/// - exp2: `ex2.approx.ftz.f32` (MUFU.EX2): relative error about 2^-22,
///   results below 2^-126 (x < -126) flush to zero. The non-flushing
///   `ex2.approx.f32` that llvm.exp2.f32 becomes costs a compare and two
///   predicated multiplies around the MUFU per element (measured: 192 of the
///   ~1000 instructions per iteration of flash attention's loop at head dim
///   64).
/// - divf: `div.full.f32` (at most 2 ulp from the correctly rounded quotient,
///   any range); the IEEE `div.rn.f32` is a reciprocal, a Newton step and a
///   checked slow path per element. Divisions marked tile.ieee_rounding
///   (tl.math.div_rn, fdiv with ieee_rounding=True) keep div.rn.
template <typename OpTy>
struct NVVMIntrinsicLowering : OpConversionPattern<OpTy> {
  NVVMIntrinsicLowering(const TypeConverter &converter, MLIRContext *ctx,
                        StringRef intrinsic, bool (*keep)(OpTy) = nullptr)
      : OpConversionPattern<OpTy>(converter, ctx, /*benefit=*/10),
        intrinsic(intrinsic), keep(keep) {}
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op.getType().isF32() || (keep && keep(op)))
      return rewriter.notifyMatchFailure(op, "not a scalar f32 op to replace");
    rewriter.replaceOpWithNewOp<LLVM::CallIntrinsicOp>(
        op, rewriter.getF32Type(), rewriter.getStringAttr(intrinsic),
        adaptor.getOperands());
    return success();
  }
  StringRef intrinsic;
  bool (*keep)(OpTy);
};

class NVPTXCodegen : public TargetCodegen {
public:
  using TargetCodegen::TargetCodegen;

  void setKernelAttributes(OpBuilder &rewriter, LLVM::LLVMFuncOp llvmFunc,
                           unsigned threads) const override {
    llvmFunc->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(),
                      rewriter.getUnitAttr());
    llvmFunc->setAttr(NVVM::NVVMDialect::getMaxntidAttrName(),
                      rewriter.getDenseI32ArrayAttr({int32_t(threads), 1, 1}));
  }

  /// shfl.sync.bfly (through gpu.shuffle) for every mask.
  Value shuffleXor(OpBuilder &b, Location loc, Value v,
                   unsigned mask) const override {
    return perWord(b, loc, v, [&](Value x) -> Value {
      return gpu::ShuffleOp::create(b, loc, x, i32Const(b, loc, mask),
                                    i32Const(b, loc, target.warpSize),
                                    gpu::ShuffleMode::XOR)
          .getShuffleResult();
    });
  }

  bool hasWordShuffles() const override { return true; }

  Value shuffleIdx(OpBuilder &b, Location loc, Value v,
                   Value srcLane) const override {
    return gpu::ShuffleOp::create(b, loc, v, srcLane,
                                  i32Const(b, loc, target.warpSize),
                                  gpu::ShuffleMode::IDX)
        .getShuffleResult();
  }

  Value permuteBytes(OpBuilder &b, Location loc, Value lo, Value hi,
                     Value selector) const override {
    return NVVM::PermuteOp::create(b, loc, b.getI32Type(), lo, hi, selector,
                                   NVVM::PermuteMode::DEFAULT);
  }

  /// sm_89+: cvt.rn.satfinite.{e4m3,e5m2}x2.f32, which rounds a pair (the
  /// first source to the high byte); a single value pairs with 0.
  SmallVector<Value> roundToFp8(OpBuilder &b, Location loc, ValueRange xs,
                                Type fp8Type) const override {
    if (target.smVersion < 89 || xs.empty() || xs.size() > 2)
      return {};
    std::string text = std::string("{ .reg .b16 t; cvt.rn.satfinite.") +
                       (isa<Float8E5M2Type>(fp8Type) ? "e5m2" : "e4m3") +
                       "x2.f32 t, " + (xs.size() == 2 ? "$2" : "0f00000000") +
                       ", $1; cvt.u32.u16 $0, t; }";
    auto cvt = LLVM::InlineAsmOp::create(
        b, loc, b.getI32Type(), xs, text, xs.size() == 2 ? "=r,f,f" : "=r,f",
        /*has_side_effects=*/false, /*is_align_stack=*/false,
        LLVM::tailcallkind::TailCallKind::None, LLVM::AsmDialectAttr(),
        ArrayAttr());
    Value pair = cvt.getResult(0);
    Type i8 = b.getI8Type();
    SmallVector<Value> bytes{arith::TruncIOp::create(b, loc, i8, pair)};
    if (xs.size() == 2)
      bytes.push_back(arith::TruncIOp::create(
          b, loc, i8,
          arith::ShRUIOp::create(
              b, loc, pair,
              arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(8)))));
    return bytes;
  }

  bool hasReadLane() const override { return false; }
  Value readLane(OpBuilder &, Location, Value, unsigned) const override {
    llvm_unreachable("no uniform lane read on NVPTX (hasReadLane)");
  }

  /// Warps have no separate uniform registers.
  bool separatesUniformValues() const override { return false; }
  Value pinUniform(OpBuilder &, Location, Value) const override {
    llvm_unreachable("no uniform registers apart on NVPTX "
                     "(separatesUniformValues)");
  }

  Value makeUniform(OpBuilder &, Location, Value v) const override { return v; }

  bool hasFreshThreadId() const override { return true; }
  Value freshThreadId(OpBuilder &b, Location loc) const override {
    // Not the intrinsic, which LLVM would merge with the reads before the
    // loop; without side effects, so the reads after it merge with each
    // other.
    return LLVM::InlineAsmOp::create(
               b, loc, b.getI32Type(), ValueRange{}, "mov.u32 $0, %tid.x;",
               "=r", /*has_side_effects=*/false, /*is_align_stack=*/false,
               LLVM::tailcallkind::TailCallKind::None, LLVM::AsmDialectAttr(),
               ArrayAttr())
        .getResult(0);
  }

  Value loadMatrix(OpBuilder &b, Location loc, Type resultType, Value ptr,
                   unsigned perInstr, bool trans) const override {
    return NVVM::LdMatrixOp::create(
        b, loc, resultType, ptr, perInstr,
        trans ? NVVM::MMALayout::col : NVVM::MMALayout::row,
        NVVM::LdStMatrixShapeAttr::get(b.getContext(), 8, 8),
        NVVM::LdStMatrixEltType::B16);
  }

  /// cp.async.cg (L2 only) for 16 bytes, cp.async.ca below (the only sizes
  /// .cg allows).
  void asyncCopy(OpBuilder &rewriter, Location loc, Value dst, Value src,
                 int32_t size, Value srcSize) const override {
    auto modifier = NVVM::LoadCacheModifierKindAttr::get(
        rewriter.getContext(), size == 16 ? NVVM::LoadCacheModifierKind::CG
                                          : NVVM::LoadCacheModifierKind::CA);
    NVVM::CpAsyncOp::create(rewriter, loc, dst, src,
                            rewriter.getI32IntegerAttr(size), modifier,
                            srcSize);
  }
  void asyncCommitGroup(OpBuilder &b, Location loc) const override {
    NVVM::CpAsyncCommitGroupOp::create(b, loc);
  }
  void asyncWaitGroup(OpBuilder &b, Location loc,
                      uint32_t pending) const override {
    NVVM::CpAsyncWaitGroupOp::create(b, loc, pending);
  }

  Value atomicRMW(OpBuilder &b, Location loc, tile::AtomicRMWOp op,
                  LLVM::AtomicBinOp kind, Value ptr,
                  Value value) const override {
    if (std::optional<Value> v = nvptxAtomic(b, loc, op, ptr, value))
      return *v;
    return llvmAtomicRMW(b, loc, op, kind, ptr, value);
  }

  LogicalResult
  populateTargetPatterns(ModuleOp, LLVMTypeConverter &converter,
                         RewritePatternSet &patterns,
                         ConversionTarget &conversionTarget) const override {
    MLIRContext *ctx = patterns.getContext();
    conversionTarget.addLegalDialect<NVVM::NVVMDialect>();
    patterns.add<NVVMIntrinsicLowering<math::Exp2Op>>(
        converter, ctx, "llvm.nvvm.ex2.approx.ftz.f32");
    patterns.add<NVVMIntrinsicLowering<arith::DivFOp>>(
        converter, ctx, "llvm.nvvm.div.full", [](arith::DivFOp div) {
          return div->hasAttr(tile::kIeeeRoundingAttrName);
        });
    populateLibDeviceConversionPatterns(converter, patterns, /*benefit=*/2);
    populateMathToLLVMConversionPatterns(converter, patterns,
                                         /*approximateLog1p=*/true,
                                         /*benefit=*/1);
    populateGpuToNVVMConversionPatterns(converter, patterns);
    return success();
  }
};

} // namespace

std::unique_ptr<TargetCodegen>
tilec::conversion::createNVPTXCodegen(const TargetInfo &target) {
  return std::make_unique<NVPTXCodegen>(target);
}
