//===- DotToLLVM.cpp - tile.dot -------------------------------------------===//
//
// The tile.dot pattern: a dot with a #tilegpu.mma result layout runs on
// matrix cores, one instruction per (M, N, K) instruction tile, whose
// fragments are fixed registers of the operand and accumulator layouts;
// the instruction family is the kind's (DotMFMA.cpp, DotWMMA.cpp,
// DotMMASync.cpp), or DotWGMMA.cpp for dots whose tilegpu.instruction is
// nv_wgmma. Other dots run on FMA units (DotFMA.cpp).
//
//===----------------------------------------------------------------------===//
#include "Conversion/Dot.h"
#include "Conversion/TileToLLVMPatterns.h"

#include "Target/MmaOperands.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;

Value tilec::conversion::packAccumulator(OpBuilder &b, Location loc,
                                         ArrayRef<Value> acc) {
  Type accVecType =
      VectorType::get({int64_t(acc.size())}, acc.front().getType());
  return packVector(b, loc, acc, accVecType);
}

void tilec::conversion::unpackAccumulator(OpBuilder &b, Location loc, Value d,
                                          SmallVector<Value> &acc) {
  for (unsigned i = 0; i < acc.size(); ++i)
    acc[i] = LLVM::ExtractElementOp::create(b, loc, d, i32Const(b, loc, i));
}

/// Reports dots on a matrix-core instruction (their layout's kind, or their
/// tilegpu.instruction) that the target does not offer for their operand
/// types (hand-written IR, or IR laid out for another chip): LLVM would
/// fail to select it, or abort; and dots put on nv_wgmma that do not
/// qualify for it.
LogicalResult tilec::conversion::rejectUnavailableMmaKinds(
    ModuleOp module, const TargetInfo &target, StringRef chip) {
  bool unavailable = false;
  module.walk([&](tile::DotOp dot) {
    std::optional<MmaKind> kind = tilegpu::getDotInstruction(dot);
    if (!kind)
      return;
    Type in = cast<RankedTensorType>(dot.getA().getType()).getElementType();
    std::optional<MmaOperands> operands = getMmaOperands(
        in, cast<RankedTensorType>(dot.getB().getType()).getElementType(),
        dot.getType().getElementType());
    std::string whyNot;
    if (operands && target.offersMma(*kind, *operands)) {
      // The record of tile-select-mma-instructions, checked before the
      // conversion starts (a failing pattern would add follow-on errors).
      if (*kind != MmaKind::NvWgmma || succeeded(getWgmmaOperand(dot, &whyNot)))
        return;
      dot.emitError() << "this dot cannot run on nv_wgmma ("
                      << tilegpu::kInstructionAttrName << "): " << whyNot;
      unavailable = true;
      return;
    }
    dot.emitError()
        << "matrix-core instruction '" << tilegpu::stringifyMmaKind(*kind)
        << "' is not available on " << chip << " for " << in << " x "
        << cast<RankedTensorType>(dot.getB().getType()).getElementType()
        << " -> " << dot.getType().getElementType() << " dots";
    unavailable = true;
  });
  return failure(unavailable);
}

/// tl.dot on matrix cores: the operands arrive in #tilegpu.dot_op layouts and
/// the accumulator in the #tilegpu.mma layout, so every instruction's
/// fragments are fixed registers (Layout.cpp orders them: instruction bits,
/// then repetitions over the inner, then the outer dimension).
static LogicalResult lowerDotMma(tile::DotOp op, tile::DotOp::Adaptor adaptor,
                                 ConversionPatternRewriter &rewriter,
                                 const TypeConverter &converter,
                                 tilegpu::MmaLayoutAttr mma,
                                 LoweringState &state) {
  Location loc = op.getLoc();
  auto aType = cast<RankedTensorType>(op.getA().getType());
  auto bType = cast<RankedTensorType>(op.getB().getType());
  auto cType = cast<RankedTensorType>(op.getType());
  MmaKind kind = mma.getKind();
  tilegpu::MmaInstruction instr = *tilegpu::getMmaInstruction(kind);
  int64_t M = aType.getDimSize(0), K = aType.getDimSize(1),
          N = bType.getDimSize(1);
  ArrayRef<unsigned> warps = mma.getWarpsPerCTA();
  int64_t mReps = std::max<int64_t>(1, M / (instr.m * warps[0]));
  int64_t nReps = std::max<int64_t>(1, N / (instr.n * warps[1]));
  int64_t kSteps = K / instr.k;
  unsigned aBits = tilegpu::getInstructionRegisterBits(kind, 0);
  unsigned bBits = tilegpu::getInstructionRegisterBits(kind, 1);
  unsigned cBits = tilegpu::getInstructionRegisterBits(kind, 2);
  unsigned kBits = llvm::Log2_64(kSteps), nBits = llvm::Log2_64(nReps);
  SmallVector<Value> a = unpack(rewriter, loc, adaptor.getA());
  SmallVector<Value> b = unpack(rewriter, loc, adaptor.getB());
  SmallVector<Value> c = unpack(rewriter, loc, adaptor.getC());
  if (tilegpu::getDotInstruction(op) == MmaKind::NvWgmma) {
    if (failed(lowerDotWgmma(op, rewriter, mma, a, c)))
      return failure();
    rewriter.replaceOp(op,
                       pack(rewriter, loc, converter.convertType(cType), c));
    return success();
  }
  Type in = aType.getElementType();
  MmaInstructionFn emitInstruction = nullptr;
  switch (getMmaKindInfo(kind).family) {
  case MmaFamily::MmaSync:
    emitInstruction = emitMmaSync;
    break;
  case MmaFamily::Mfma:
    emitInstruction = emitMfma;
    break;
  case MmaFamily::Wmma:
    emitInstruction = emitWmma;
    break;
  case MmaFamily::Wgmma:
    // No layout names it (MmaLayoutAttr's verifier).
    return op.emitError("nv_wgmma is not a layout kind");
  }
  auto fragment = [&](ArrayRef<Value> regs, unsigned bits, int64_t index) {
    return SmallVector<Value>(regs.slice(index << bits, size_t(1) << bits));
  };
  auto emitTile = [&](int64_t mi, int64_t ni, int64_t ki) {
    int64_t cIndex = ni + (mi << nBits);
    SmallVector<Value> acc = fragment(c, cBits, cIndex);
    SmallVector<Value> fa = fragment(a, aBits, ki + (mi << kBits));
    SmallVector<Value> fb = fragment(b, bBits, ki + (ni << kBits));
    if (failed(emitInstruction(op, rewriter, loc, kind, in, fa, fb, acc)))
      return failure();
    for (unsigned i = 0; i < acc.size(); ++i)
      c[(cIndex << cBits) + i] = acc[i];
    return success();
  };
  if (getMmaKindInfo(kind).family == MmaFamily::Wmma) {
    // K outermost, then N, then M: each B fragment (read from shared
    // memory for a streamed or converted operand) serves its mReps
    // instructions back to back and dies, and an A fragment lives for one
    // k-step; M-outer order kept every B fragment of the dot live from the
    // first row of tiles to the last. RDNA's fragments are large (a WMMA
    // operand on gfx11 repeats in both half-waves): attention D128 128x64
    // on gfx1100 spilled 164 bytes instead of 52. On CDNA (MFMA) the same
    // order moved VGPRs by -9..+12 with no spills either way, and NVIDIA's
    // order is what the H200 runs validated: both stay M-outer.
    for (int64_t ki = 0; ki < kSteps; ++ki)
      for (int64_t ni = 0; ni < nReps; ++ni)
        for (int64_t mi = 0; mi < mReps; ++mi)
          if (failed(emitTile(mi, ni, ki)))
            return failure();
  } else {
    for (int64_t mi = 0; mi < mReps; ++mi)
      for (int64_t ni = 0; ni < nReps; ++ni)
        for (int64_t ki = 0; ki < kSteps; ++ki)
          if (failed(emitTile(mi, ni, ki)))
            return failure();
  }
  (void)M;
  (void)N;
  rewriter.replaceOp(op, pack(rewriter, loc, converter.convertType(cType), c));
  return success();
}

namespace {

struct DotLowering : TilePattern<tile::DotOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::DotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (auto mma = dyn_cast_if_present<tilegpu::MmaLayoutAttr>(
            cast<RankedTensorType>(op.getType()).getEncoding()))
      return lowerDotMma(op, adaptor, rewriter, *getTypeConverter(), mma,
                         state);
    return lowerDotFMA(op, adaptor, rewriter, *getTypeConverter(), state);
  }
};

} // namespace

void tilec::conversion::populateDotToLLVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    LoweringState &state) {
  patterns.add<DotLowering>(converter, patterns.getContext(), state);
  populateWgmmaWaitToLLVMPatterns(converter, patterns, state);
}
