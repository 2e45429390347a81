//===- MathToLLVM.cpp - library calls, wide multiplies, barriers to LLVM --===//
//
// tile.extern_elementwise: each register of the tile becomes one call of the
// target's math library function (ExternFunctions.h): `__nv_*` from CUDA's
// libdevice on NVIDIA,
// `__ocml_*` on AMDGPU. The calls are declared readnone so LLVM may hoist
// and combine them; lib/Target links the library functions that are
// referenced. tile.extern_call: the same with a user library's function
// (readnone only when the call is pure); lib/Target links that library.
// tile.inline_asm: one llvm.inline_asm per `pack` registers, operands
// narrower than 32 bits packed into 32-bit vectors as Triton packs them.
//
//===----------------------------------------------------------------------===//
#include "Conversion/MathToLLVM.h"
#include "Conversion/LoweringCommon.h"

#include "Tile/IR/ExternFunctions.h"
#include "Tile/IR/TileDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;

namespace {

/// The function `name` of type `type` in the module, declared on first use
/// (pure math: no memory access, so calls can be hoisted and merged).
static LLVM::LLVMFuncOp declareLibraryFunction(ConversionPatternRewriter &rw,
                                               Operation *from, StringRef name,
                                               LLVM::LLVMFunctionType type,
                                               bool pure = true) {
  return tilec::conversion::declareFunction(
      rw, from->getLoc(), from->getParentOfType<ModuleOp>(), name, type, pure);
}

/// One call per register (or one for scalars) of `callee` on the operands.
static Value callPerRegister(ConversionPatternRewriter &rw, Location loc,
                             LLVM::LLVMFuncOp callee, Type resultType,
                             ValueRange srcs) {
  auto call = [&](ValueRange args) {
    return LLVM::CallOp::create(rw, loc, callee, args).getResult();
  };
  auto structType = dyn_cast<LLVM::LLVMStructType>(resultType);
  if (!structType)
    return call(srcs);
  Value result = LLVM::UndefOp::create(rw, loc, structType);
  for (unsigned i = 0, n = structType.getBody().size(); i < n; ++i) {
    SmallVector<Value> args;
    for (Value src : srcs)
      args.push_back(LLVM::ExtractValueOp::create(rw, loc, src, i));
    result = LLVM::InsertValueOp::create(rw, loc, result, call(args), i);
  }
  return result;
}

struct ExternElementwiseLowering
    : OpConversionPattern<tile::ExternElementwiseOp> {
  ExternElementwiseLowering(const TypeConverter &converter, MLIRContext *ctx,
                            bool amdgpu)
      : OpConversionPattern(converter, ctx), amdgpu(amdgpu) {}

  LogicalResult matchAndRewrite(tile::ExternElementwiseOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rw) const override {
    const tile::ExternFunction *fn = tile::lookupExternFunction(op.getFn());
    if (!fn)
      return op.emitError()
             << "unknown library function '" << op.getFn() << "'";
    Location loc = op.getLoc();
    Type floatType = getElementTypeOrSelf(op.getSrcs()[0].getType());
    Type resultElem = getElementTypeOrSelf(op.getResult().getType());
    SmallVector<Type> argTypes;
    for (Value src : op.getSrcs())
      argTypes.push_back(getElementTypeOrSelf(src.getType()));
    auto fnType = LLVM::LLVMFunctionType::get(resultElem, argTypes);
    LLVM::LLVMFuncOp callee = declareLibraryFunction(
        rw, op, tile::externSymbol(*fn, amdgpu, floatType.isF64()), fnType);

    // Scalars call once; tiles once per register of the lane.
    Type resultType = getTypeConverter()->convertType(op.getResult().getType());
    if (!resultType)
      return rw.notifyMatchFailure(op, "unconverted result type");
    rw.replaceOp(
        op, callPerRegister(rw, loc, callee, resultType, adaptor.getSrcs()));
    return success();
  }

  bool amdgpu;
};

/// tile.extern_call: the user library's function, declared with the operand
/// and result element types and called per register; lib/Target links the
/// library (Pipeline collects the tile.extern_call ops' libraries). Declared
/// readnone when the call is pure.
struct ExternCallLowering : OpConversionPattern<tile::ExternCallOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(tile::ExternCallOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rw) const override {
    Type resultType = getTypeConverter()->convertType(op.getResult().getType());
    if (!resultType)
      return rw.notifyMatchFailure(op, "unconverted result type");
    SmallVector<Type> argTypes;
    for (Value src : op.getSrcs())
      argTypes.push_back(getElementTypeOrSelf(src.getType()));
    auto fnType = LLVM::LLVMFunctionType::get(
        getElementTypeOrSelf(op.getResult().getType()), argTypes);
    LLVM::LLVMFuncOp callee =
        declareLibraryFunction(rw, op, op.getSymbol(), fnType, op.getPure());
    if (callee.getFunctionType() != fnType)
      return op.emitError()
             << "'" << op.getSymbol() << "' is called as " << fnType
             << " here and as " << callee.getFunctionType() << " elsewhere";
    rw.replaceOp(op, callPerRegister(rw, op.getLoc(), callee, resultType,
                                     adaptor.getSrcs()));
    return success();
  }
};

/// tile.inline_asm: the lane's registers in groups of `pack` (the last group
/// padded with zeros), one llvm.inline_asm per group. Per operand and
/// result, `pack` values narrower than 32 bits travel as vectors of
/// 32 / bits of them (`vector<4xi8>`, `vector<2xf16>`), wider ones one by
/// one; outputs are a struct when there is more than one.
struct InlineAsmLowering : OpConversionPattern<tile::InlineAsmOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(tile::InlineAsmOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rw) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rw.getContext();
    unsigned pack = op.getPack();
    // Registers per lane: the struct's size (1 for scalars).
    SmallVector<Type> resultTypes;
    for (Type t : op.getResultTypes()) {
      Type converted = getTypeConverter()->convertType(t);
      if (!converted)
        return rw.notifyMatchFailure(op, "unconverted result type");
      resultTypes.push_back(converted);
    }
    auto regs = [](Type t) {
      auto st = dyn_cast<LLVM::LLVMStructType>(t);
      return st ? unsigned(st.getBody().size()) : 1u;
    };
    unsigned n = regs(resultTypes[0]);
    auto element = [&](Value v, unsigned i) -> Value {
      if (!isa<LLVM::LLVMStructType>(v.getType()))
        return v;
      return LLVM::ExtractValueOp::create(rw, loc, v, i);
    };
    auto zero = [&](Type t) -> Value {
      return LLVM::ZeroOp::create(rw, loc, t);
    };

    // The asm's result types: per result, pack / valuesPerOperand registers.
    SmallVector<Type> asmTypes;
    SmallVector<Type> resultElems;
    for (Value r : op.getResults()) {
      Type e = getElementTypeOrSelf(r.getType());
      resultElems.push_back(e);
      unsigned per = tile::InlineAsmOp::valuesPerOperand(e, pack);
      Type t = per > 1 ? VectorType::get({per}, e) : e;
      for (unsigned k = 0; k < pack / per; ++k)
        asmTypes.push_back(t);
    }
    Type asmResult = asmTypes.size() == 1
                         ? asmTypes[0]
                         : LLVM::LLVMStructType::getLiteral(ctx, asmTypes);

    SmallVector<SmallVector<Value>> outs(op.getNumResults());
    for (unsigned base = 0; base < n; base += pack) {
      SmallVector<Value> operands;
      for (unsigned s = 0, ns = op.getSrcs().size(); s < ns; ++s) {
        Value value = adaptor.getSrcs()[s];
        Type e = getElementTypeOrSelf(op.getSrcs()[s].getType());
        unsigned per = tile::InlineAsmOp::valuesPerOperand(e, pack);
        for (unsigned k = 0; k < pack; k += per) {
          auto get = [&](unsigned i) {
            return base + i < n ? element(value, base + i) : zero(e);
          };
          if (per == 1) {
            operands.push_back(get(k));
            continue;
          }
          Value vec = LLVM::UndefOp::create(rw, loc, VectorType::get({per}, e));
          for (unsigned j = 0; j < per; ++j)
            vec = LLVM::InsertElementOp::create(
                rw, loc, vec, get(k + j),
                LLVM::ConstantOp::create(rw, loc, rw.getI32Type(),
                                         rw.getI32IntegerAttr(j)));
          operands.push_back(vec);
        }
      }
      Value result =
          LLVM::InlineAsmOp::create(
              rw, loc, asmResult, operands, op.getAsmString(),
              op.getConstraints(), /*has_side_effects=*/!op.getPure(),
              /*is_align_stack=*/false, LLVM::TailCallKind::None,
              LLVM::AsmDialectAttr::get(ctx, LLVM::AsmDialect::AD_ATT),
              /*operand_attrs=*/ArrayAttr())
              .getResult(0);
      unsigned field = 0;
      for (unsigned r = 0; r < op.getNumResults(); ++r) {
        Type e = resultElems[r];
        unsigned per = tile::InlineAsmOp::valuesPerOperand(e, pack);
        for (unsigned k = 0; k < pack; k += per, ++field) {
          Value reg = asmTypes.size() == 1
                          ? result
                          : LLVM::ExtractValueOp::create(rw, loc, result, field)
                                .getResult();
          for (unsigned j = 0; j < per; ++j) {
            if (base + k + j >= n)
              continue;
            outs[r].push_back(per == 1 ? reg
                                       : LLVM::ExtractElementOp::create(
                                             rw, loc, reg,
                                             LLVM::ConstantOp::create(
                                                 rw, loc, rw.getI32Type(),
                                                 rw.getI32IntegerAttr(j)))
                                             .getResult());
          }
        }
      }
    }
    SmallVector<Value> replacements;
    for (unsigned r = 0; r < op.getNumResults(); ++r) {
      if (!isa<LLVM::LLVMStructType>(resultTypes[r])) {
        replacements.push_back(outs[r][0]);
        continue;
      }
      Value s = LLVM::UndefOp::create(rw, loc, resultTypes[r]);
      for (unsigned i = 0; i < n; ++i)
        s = LLVM::InsertValueOp::create(rw, loc, s, outs[r][i], i);
      replacements.push_back(s);
    }
    rw.replaceOp(op, replacements);
    return success();
  }
};

/// arith.mului_extended / mulsi_extended (tl.umulhi) on tiles: the same op
/// per register, which the arith patterns then lower (they take scalars and
/// vectors only; the generic elementwise lowering takes one result).
template <typename OpT> struct MulExtendedLowering : OpConversionPattern<OpT> {
  MulExtendedLowering(const TypeConverter &converter, MLIRContext *ctx)
      : OpConversionPattern<OpT>(converter, ctx, /*benefit=*/20) {}

  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                ConversionPatternRewriter &rw) const override {
    if (!isa<RankedTensorType>(op.getLhs().getType()))
      return failure();
    Location loc = op.getLoc();
    Type structType = this->getTypeConverter()->convertType(op.getType(0));
    auto st = dyn_cast_if_present<LLVM::LLVMStructType>(structType);
    if (!st)
      return rw.notifyMatchFailure(op, "unconverted tile type");
    Value low = LLVM::UndefOp::create(rw, loc, st);
    Value high = LLVM::UndefOp::create(rw, loc, st);
    for (unsigned i = 0, n = st.getBody().size(); i < n; ++i) {
      Value a = LLVM::ExtractValueOp::create(rw, loc, adaptor.getLhs(), i);
      Value c = LLVM::ExtractValueOp::create(rw, loc, adaptor.getRhs(), i);
      auto scalar = OpT::create(rw, loc, a, c);
      low = LLVM::InsertValueOp::create(rw, loc, low, scalar.getLow(), i);
      high = LLVM::InsertValueOp::create(rw, loc, high, scalar.getHigh(), i);
    }
    rw.replaceOp(op, ValueRange{low, high});
    return success();
  }
};

/// tl.debug_barrier: the workgroup barrier (with the memory fences the gpu
/// dialect's lowering puts around it).
struct BarrierLowering : OpConversionPattern<tile::BarrierOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(tile::BarrierOp op, OpAdaptor,
                                ConversionPatternRewriter &rw) const override {
    rw.replaceOpWithNewOp<gpu::BarrierOp>(op);
    return success();
  }
};

} // namespace

void tilec::populateMathToLLVMPatterns(const TypeConverter &converter,
                                       RewritePatternSet &patterns,
                                       const TargetInfo &target) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<ExternElementwiseLowering>(converter, ctx, target.isAMDGPU());
  patterns.add<ExternCallLowering>(converter, ctx);
  patterns.add<InlineAsmLowering>(converter, ctx);
  patterns.add<BarrierLowering>(converter, ctx);
  patterns.add<MulExtendedLowering<arith::MulUIExtendedOp>,
               MulExtendedLowering<arith::MulSIExtendedOp>>(converter, ctx);
}
