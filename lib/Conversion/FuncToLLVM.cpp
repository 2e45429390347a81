//===- FuncToLLVM.cpp - kernels, grid queries, ranges, splats -------------===//
//
// The kernel function (signature, kernel attributes through the target
// codegen, pointer alignment from divisibility hints), its return, the
// program id and grid size queries, and the ops that make tiles from
// nothing: make_range from the layout's coordinates, splat and splat
// constants as one value per register.
//
//===----------------------------------------------------------------------===//
#include "Conversion/TileToLLVMPatterns.h"

#include "Conversion/TargetCodegen.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;
using tilegpu::DistributedLayout;

namespace {

struct FuncOpLowering : TilePattern<func::FuncOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(func::FuncOp func, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!func->hasAttr(tile::kKernelAttrName))
      return rewriter.notifyMatchFailure(func, "not a kernel");
    if (func.getNumResults() != 0)
      return func.emitError("a GPU kernel cannot return values");
    TypeConverter::SignatureConversion sig(func.getNumArguments());
    // Tensor-map parameters (tile-pipeline-async, TMA; already generic
    // !llvm.ptr): 128-byte grid-constant byval structs the runtime fills;
    // the kernel reads them through their generic address.
    SmallVector<int32_t> recipes;
    auto tensorMap = [&](unsigned i) {
      return func.getArgAttrOfType<DictionaryAttr>(i,
                                                   tilegpu::kTensorMapAttrName);
    };
    for (auto [i, type] : llvm::enumerate(func.getArgumentTypes()))
      sig.addInputs(i, getTypeConverter()->convertType(type));
    auto fnType = LLVM::LLVMFunctionType::get(
        LLVM::LLVMVoidType::get(getContext()), sig.getConvertedTypes());
    auto llvmFunc = LLVM::LLVMFuncOp::create(rewriter, func.getLoc(),
                                             func.getName(), fnType);
    unsigned threads = state.numWarps * state.warpSize;
    state.codegen->setKernelAttributes(rewriter, llvmFunc, threads);
    // Pointer arguments never alias what the kernel does not reach through
    // them is not known; keep only facts the signature states.
    for (unsigned i = 0; i < func.getNumArguments(); ++i) {
      if (auto div = func.getArgAttrOfType<IntegerAttr>(
              i, tile::kDivisibilityAttrName)) {
        if (isa<tile::PointerType>(func.getArgumentTypes()[i]))
          llvmFunc.setArgAttr(i, LLVM::LLVMDialect::getAlignAttrName(),
                              rewriter.getI64IntegerAttr(div.getInt()));
      }
    }
    for (unsigned i = 0; i < func.getNumArguments(); ++i) {
      DictionaryAttr recipe = tensorMap(i);
      if (!recipe)
        continue;
      llvmFunc.setArgAttr(
          i, LLVM::LLVMDialect::getByValAttrName(),
          TypeAttr::get(LLVM::LLVMArrayType::get(rewriter.getI8Type(), 128)));
      llvmFunc.setArgAttr(i, LLVM::LLVMDialect::getAlignAttrName(),
                          rewriter.getI64IntegerAttr(64));
      llvmFunc.setArgAttr(i, "nvvm.grid_constant", rewriter.getUnitAttr());
      // The record runtime reads (lib/Runtime/TensorMaps.h).
      auto field = [&](StringRef name) {
        auto v = recipe.getAs<IntegerAttr>(name);
        return v ? int32_t(v.getInt()) : -1;
      };
      auto box = recipe.getAs<DenseI32ArrayAttr>("box");
      if (!box || box.size() > 5 || field("base") < 0)
        return func.emitError("malformed ")
               << tilegpu::kTensorMapAttrName << " on argument " << i;
      recipes.append({field("base"), int32_t(box.size()), field("dtype"),
                      field("elem_bytes"), field("swizzle"), field("fill"),
                      field("l2")});
      for (int k = 0; k < 5; ++k)
        recipes.push_back(k < box.size() ? box[k] : 0);
    }
    if (!recipes.empty()) {
      SmallVector<int32_t> words{1, int32_t(recipes.size() / 12)};
      words.append(recipes);
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPoint(llvmFunc);
      auto type = LLVM::LLVMArrayType::get(rewriter.getI32Type(), words.size());
      LLVM::GlobalOp::create(rewriter, func.getLoc(), type,
                             /*isConstant=*/true, LLVM::Linkage::External,
                             "tilec_tensor_maps",
                             rewriter.getI32TensorAttr(words),
                             /*alignment=*/4, /*addrSpace=*/1);
    }
    rewriter.inlineRegionBefore(func.getBody(), llvmFunc.getBody(),
                                llvmFunc.end());
    if (failed(rewriter.convertRegionTypes(&llvmFunc.getBody(),
                                           *getTypeConverter(), &sig)))
      return failure();
    rewriter.eraseOp(func);
    return success();
  }
};

struct ReturnOpLowering : TilePattern<func::ReturnOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(func::ReturnOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::ReturnOp>(op, ValueRange());
    return success();
  }
};

template <typename Op, bool isCount>
struct GridQueryLowering : TilePattern<Op> {
  using TilePattern<Op>::TilePattern;
  LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto dim = static_cast<gpu::Dimension>(op.getAxis());
    Value v;
    if (isCount)
      v = gpu::GridDimOp::create(rewriter, op.getLoc(), dim);
    else
      v = gpu::BlockIdOp::create(rewriter, op.getLoc(), dim);
    rewriter.replaceOpWithNewOp<arith::IndexCastOp>(op, rewriter.getI32Type(),
                                                    v);
    return success();
  }
};

struct MakeRangeLowering : TilePattern<tile::MakeRangeOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::MakeRangeOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = op.getType();
    DistributedLayout layout = layoutOf(type);
    // These coordinates flow into the kernel's own arithmetic (masks,
    // offsets, causal compares). Their warp part is uniform (an SGPR on
    // AMDGPU) unless warps hold copies of the same elements (a warp id bit
    // with a zero basis): measured over the real-world corpus and the
    // library's attention kernels, the uniform warp id helps the former
    // and costs the latter registers (docs/performance.md, "A uniform warp
    // id on AMD").
    bool warpCopies = llvm::any_of(layout.warpBases, [](const auto &basis) {
      return llvm::all_of(basis, [](int64_t v) { return v == 0; });
    });
    auto coords = elementCoords(rewriter, loc, layout, type.getShape(), state,
                                /*uniformWarp=*/!warpCopies);
    SmallVector<Value> regs;
    for (Value c : coords[0])
      regs.push_back(arith::AddIOp::create(
          rewriter, loc, c, i32Const(rewriter, loc, op.getStart())));
    rewriter.replaceOp(
        op, pack(rewriter, loc, getTypeConverter()->convertType(type), regs));
    return success();
  }
};

struct SplatLowering : TilePattern<tile::SplatOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::SplatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    unsigned n = tilegpu::getNumRegisters(op.getType());
    SmallVector<Value> regs(n, adaptor.getSrc());
    rewriter.replaceOp(op, pack(rewriter, op.getLoc(),
                                getTypeConverter()->convertType(op.getType()),
                                regs));
    return success();
  }
};

struct ConstantLowering : TilePattern<arith::ConstantOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "scalar constant");
    auto splat = dyn_cast<SplatElementsAttr>(op.getValue());
    if (!splat) // rejected by rejectUnsupportedOps
      return rewriter.notifyMatchFailure(op, "non-uniform tile constant");
    auto value = cast<TypedAttr>(splat.getSplatValue<Attribute>());
    // fp8 has no LLVM type: its registers hold the bits (memoryType's i8).
    if (auto f = dyn_cast<FloatAttr>(value);
        f && !LLVM::isCompatibleType(f.getType()))
      value = rewriter.getIntegerAttr(memoryType(f.getType()),
                                      f.getValue().bitcastToAPInt());
    Value scalar = arith::ConstantOp::create(rewriter, op.getLoc(), value);
    SmallVector<Value> regs(tilegpu::getNumRegisters(type), scalar);
    rewriter.replaceOp(op, pack(rewriter, op.getLoc(),
                                getTypeConverter()->convertType(type), regs));
    return success();
  }
};

} // namespace

void tilec::conversion::populateFuncToLLVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    LoweringState &state) {
  patterns.add<FuncOpLowering, ReturnOpLowering,
               GridQueryLowering<tile::ProgramIdOp, false>,
               GridQueryLowering<tile::NumProgramsOp, true>, MakeRangeLowering,
               SplatLowering, ConstantLowering>(converter,
                                                patterns.getContext(), state);
}
