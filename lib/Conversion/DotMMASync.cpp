//===- DotMMASync.cpp - tile.dot on NVIDIA mma.sync -----------------------===//
//
// One mma.sync.m16n8k16 (f16 or bf16 into f32) or mma.sync.m16n8k32 (s8
// into s32, e4m3 or e5m2 into f32) per instruction tile of a #tilegpu.mma dot
// on NVIDIA sm_80+ (wgmma takes over f16/bf16 dots on sm_90a where B is a
// swizzled shared-memory slot, DotWGMMA.cpp).
//
//===----------------------------------------------------------------------===//
#include "Conversion/Dot.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;

LogicalResult tilec::conversion::emitMmaSync(tile::DotOp, OpBuilder &rewriter,
                                             Location loc, MmaKind, Type in,
                                             ArrayRef<Value> fa,
                                             ArrayRef<Value> fb,
                                             SmallVector<Value> &acc) {
  MLIRContext *ctx = rewriter.getContext();
  if (isa<Float8E4M3FNType, Float8E5M2Type>(in)) {
    // fp8 (sm_89+; the target table offers it on sm_90 and sm_90a): the
    // int8 instruction's shape and registers (four consecutive k per 32-bit
    // register), f32 accumulators. NVVM's mma op has no dense fp8 form, so
    // inline PTX.
    Type i8 = rewriter.getI8Type(), i32 = rewriter.getI32Type();
    Type f32 = rewriter.getF32Type();
    SmallVector<Value> operands;
    auto addWords = [&](ArrayRef<Value> bytes) {
      for (size_t i = 0; i < bytes.size(); i += 4) {
        Value v = packVector(rewriter, loc, bytes.slice(i, 4),
                             VectorType::get({4}, i8));
        operands.push_back(LLVM::BitcastOp::create(rewriter, loc, i32, v));
      }
    };
    addWords(fa);
    addWords(fb);
    if (operands.size() != 6 || acc.size() != 4)
      return emitError(loc, "internal error: an fp8 mma.sync m16n8k32 takes "
                            "4 + 2 operand words and 4 accumulators");
    operands.append(acc.begin(), acc.end());
    std::string type = isa<Float8E4M3FNType>(in) ? "e4m3" : "e5m2";
    std::string text = "mma.sync.aligned.m16n8k32.row.col.f32." + type + "." +
                       type +
                       ".f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, "
                       "{$10, $11, $12, $13};";
    auto resultType =
        LLVM::LLVMStructType::getLiteral(ctx, {f32, f32, f32, f32});
    auto mma = LLVM::InlineAsmOp::create(
        rewriter, loc, resultType, operands, text,
        "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3", /*has_side_effects=*/false,
        /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None,
        LLVM::AsmDialectAttr(), ArrayAttr());
    acc = unpack(rewriter, loc, mma.getResult(0));
    return success();
  }
  if (in.isInteger(8)) {
    // Four consecutive k per 32-bit register (Layout.cpp), signed, sums
    // wrapping in i32 as Triton's int8 dot.
    Type i32 = rewriter.getI32Type();
    auto words = [&](ArrayRef<Value> bytes) {
      SmallVector<Value> out;
      for (size_t i = 0; i < bytes.size(); i += 4) {
        Value v = packVector(rewriter, loc, bytes.slice(i, 4),
                             VectorType::get({4}, in));
        out.push_back(LLVM::BitcastOp::create(rewriter, loc, i32, v));
      }
      return out;
    };
    auto resultType =
        LLVM::LLVMStructType::getLiteral(ctx, {i32, i32, i32, i32});
    auto mmaOp = NVVM::MmaOp::create(
        rewriter, loc, resultType, words(fa), words(fb), acc, {16, 8, 32},
        std::nullopt, NVVM::MMAIntOverflow::wrapped,
        std::array<NVVM::MMATypes, 2>{NVVM::MMATypes::s8, NVVM::MMATypes::s8},
        std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                       NVVM::MMALayout::col});
    acc = unpack(rewriter, loc, mmaOp.getResult());
    return success();
  }
  bool bf16 = in.isBF16();
  Type f32 = rewriter.getF32Type();
  // Pairs of halves per 32-bit register; bf16 pairs travel as i32.
  Type pairType = VectorType::get({2}, in);
  auto pairs = [&](ArrayRef<Value> halves) {
    SmallVector<Value> out;
    for (size_t i = 0; i < halves.size(); i += 2) {
      Value p = packVector(rewriter, loc, halves.slice(i, 2), pairType);
      if (bf16)
        p = LLVM::BitcastOp::create(rewriter, loc, rewriter.getI32Type(), p);
      out.push_back(p);
    }
    return out;
  };
  auto resultType = LLVM::LLVMStructType::getLiteral(ctx, {f32, f32, f32, f32});
  NVVM::MMATypes ptxType = bf16 ? NVVM::MMATypes::bf16 : NVVM::MMATypes::f16;
  auto mmaOp =
      NVVM::MmaOp::create(rewriter, loc, resultType, pairs(fa), pairs(fb), acc,
                          {16, 8, 16}, std::nullopt, std::nullopt,
                          std::array<NVVM::MMATypes, 2>{ptxType, ptxType},
                          std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                                         NVVM::MMALayout::col});
  acc = unpack(rewriter, loc, mmaOp.getResult());
  return success();
}
