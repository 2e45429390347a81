//===- ViewToLLVM.cpp - tilegpu.view: a permutation of registers ---------===//
//
// tilegpu.view is a trans or reshape whose result layout keeps every element
// in the lane and warp that held it (tile-assign-layouts chooses such layouts
// for the view chains of split and join, TileGPU/IR/Layout.h): each lane
// renames its registers; no shared memory, no barrier. Other trans and
// reshape ops go through shared memory (LayoutConversionToLLVM.cpp).
//
//===----------------------------------------------------------------------===//
#include "Conversion/TileToLLVMPatterns.h"

#include "TileGPU/IR/Layout.h"
#include "TileGPU/IR/TileGPUDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;

namespace {

struct ViewLowering : OpConversionPattern<tilegpu::ViewOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(tilegpu::ViewOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rw) const override {
    auto srcType = op.getSrc().getType();
    auto dstType = op.getType();
    FailureOr<tilegpu::DistributedLayout> src =
        tilegpu::analyzeLayout(srcType.getEncoding(), srcType.getShape());
    FailureOr<tilegpu::DistributedLayout> dst =
        tilegpu::analyzeLayout(dstType.getEncoding(), dstType.getShape());
    if (failed(src) || failed(dst))
      return op.emitError("tilegpu.view needs distributed layouts");
    std::optional<ArrayRef<int32_t>> order = op.getOrder();
    auto map = [&](const tilegpu::Basis &b) {
      return order ? tilegpu::transposeBasis(b, *order)
                   : tilegpu::reshapeBasis(b, srcType.getShape(),
                                           dstType.getShape());
    };
    std::optional<SmallVector<unsigned>> regs =
        tilegpu::relabelRegisters(*src, *dst, map);
    if (!regs)
      return op.emitError("tilegpu.view moves elements between lanes");
    Location loc = op.getLoc();
    Type structType = getTypeConverter()->convertType(dstType);
    if (!structType)
      return rw.notifyMatchFailure(op, "unconverted tile type");
    Value in = adaptor.getSrc();
    bool packedIn = isa<LLVM::LLVMStructType>(in.getType());
    auto reg = [&](unsigned s) -> Value {
      return packedIn ? Value(LLVM::ExtractValueOp::create(rw, loc, in, s))
                      : in;
    };
    if (!isa<LLVM::LLVMStructType>(structType)) {
      rw.replaceOp(op, reg((*regs)[0]));
      return success();
    }
    Value out = LLVM::UndefOp::create(rw, loc, structType);
    for (auto [r, s] : llvm::enumerate(*regs))
      out = LLVM::InsertValueOp::create(rw, loc, out, reg(s), r);
    rw.replaceOp(op, out);
    return success();
  }
};

} // namespace

void tilec::conversion::populateViewToLLVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<ViewLowering>(converter, patterns.getContext());
}
