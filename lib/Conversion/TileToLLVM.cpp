//===- TileToLLVM.cpp - layout-annotated tile IR -> LLVM dialect ---------===//
//
// Each tile value becomes an LLVM struct of the registers one lane holds
// (tilegpu/IR/Layout.h says which elements those are). Patterns here lower
// tile ops and tensor-typed arith/math ops to per-register scalar code; the
// scalar arith/math/gpu ops they create are lowered in the same conversion
// by upstream patterns chosen from the target table (ROCDL or NVVM).
//
//===----------------------------------------------------------------------===//
#include "Conversion/Passes.h"

#include "Conversion/LoweringCommon.h"
#include "Conversion/SharedMemory.h"
#include "Conversion/TargetCodegen.h"
#include "Conversion/TileToLLVMPatterns.h"

#include "Target/MmaOperands.h"
#include "Target/TargetInfo.h"
#include "Tile/IR/TileDialect.h"
#include "TileGPU/IR/Layout.h"
#include "TileGPU/IR/TileGPUDialect.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/GPUToROCDL/GPUToROCDLPass.h"
#include "mlir/Conversion/GPUToROCDL/Runtimes.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MathToROCDL/MathToROCDL.h"
#include "mlir/Dialect/AMDGPU/Utils/Chipset.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/StringSwitch.h"

namespace tilec {
#define GEN_PASS_DEF_CONVERTTILETOLLVM
#include "Conversion/Passes.h.inc"
} // namespace tilec

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;
using tilegpu::DistributedLayout;

namespace {

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

/// tl.dot on CUDA cores / VALU: operands through shared memory, one FMA per
/// (output register, k).
template <typename OpTy>
static Value createMfmaOp(OpBuilder &b, Location loc, Type accType,
                          ValueRange args) {
  return OpTy::create(b, loc, accType, args);
}

/// One CDNA MFMA of `kind` on operands whose tile element type is `in`:
/// `va`/`vb` are a lane's fragments of the instruction's A and B operands as
/// vectors of its registers (f16, bf16,
/// or i8 for int8 and fp8), bitcast here to the type the intrinsic takes
/// (the older bf16 instructions take i16 vectors, int8/fp8 instructions
/// their bytes packed in i32, i64 or 4 x i32). Null if there is no such
/// instruction; whether the chip has it is the target table's business.
static Value createMfma(OpBuilder &b, Location loc, StringRef kind, Type in,
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
  using Create = Value (*)(OpBuilder &, Location, Type, ValueRange);
  Create create = nullptr;
  if (in.isF16())
    create =
        llvm::StringSwitch<Create>(kind)
            .Case("mfma_16x16x16", createMfmaOp<ROCDL::mfma_f32_16x16x16f16>)
            .Case("mfma_32x32x8", createMfmaOp<ROCDL::mfma_f32_32x32x8f16>)
            .Case("mfma_16x16x32", createMfmaOp<ROCDL::mfma_f32_16x16x32_f16>)
            .Case("mfma_32x32x16", createMfmaOp<ROCDL::mfma_f32_32x32x16_f16>)
            .Default(nullptr);
  else if (in.isBF16())
    create =
        llvm::StringSwitch<Create>(kind)
            .Case("mfma_16x16x16",
                  createMfmaOp<ROCDL::mfma_f32_16x16x16bf16_1k>)
            .Case("mfma_32x32x8", createMfmaOp<ROCDL::mfma_f32_32x32x8bf16_1k>)
            .Case("mfma_16x16x32", createMfmaOp<ROCDL::mfma_f32_16x16x32_bf16>)
            .Case("mfma_32x32x16", createMfmaOp<ROCDL::mfma_f32_32x32x16_bf16>)
            .Default(nullptr);
  else if (in.isInteger(8))
    create =
        llvm::StringSwitch<Create>(kind)
            .Case("mfma_16x16x16", createMfmaOp<ROCDL::mfma_i32_16x16x16i8>)
            .Case("mfma_32x32x8", createMfmaOp<ROCDL::mfma_i32_32x32x8i8>)
            .Case("mfma_16x16x32", createMfmaOp<ROCDL::mfma_i32_16x16x32_i8>)
            .Case("mfma_32x32x16", createMfmaOp<ROCDL::mfma_i32_32x32x16_i8>)
            .Case("mfma_16x16x64", createMfmaOp<ROCDL::mfma_i32_16x16x64_i8>)
            .Case("mfma_32x32x32", createMfmaOp<ROCDL::mfma_i32_32x32x32_i8>)
            .Default(nullptr);
  else if (isa<Float8E4M3FNType>(in))
    create = llvm::StringSwitch<Create>(kind)
                 .Case("mfma_16x16x32",
                       createMfmaOp<ROCDL::mfma_f32_16x16x32_fp8_fp8>)
                 .Case("mfma_32x32x16",
                       createMfmaOp<ROCDL::mfma_f32_32x32x16_fp8_fp8>)
                 .Default(nullptr);
  else if (isa<Float8E5M2Type>(in))
    create = llvm::StringSwitch<Create>(kind)
                 .Case("mfma_16x16x32",
                       createMfmaOp<ROCDL::mfma_f32_16x16x32_bf8_bf8>)
                 .Case("mfma_32x32x16",
                       createMfmaOp<ROCDL::mfma_f32_32x32x16_bf8_bf8>)
                 .Default(nullptr);
  return create ? create(b, loc, accType, args) : Value();
}

/// Reports dots whose matrix-core layout names an instruction the target
/// does not offer for their operand types (hand-written IR, or IR laid out
/// for another chip): LLVM would fail to select it, or abort.
static LogicalResult rejectUnavailableMmaKinds(ModuleOp module,
                                               const TargetInfo &target,
                                               StringRef chip) {
  bool unavailable = false;
  module.walk([&](tile::DotOp dot) {
    auto mma = dyn_cast_if_present<tilegpu::MmaLayoutAttr>(
        cast<RankedTensorType>(dot.getType()).getEncoding());
    if (!mma)
      return;
    Type in = cast<RankedTensorType>(dot.getA().getType()).getElementType();
    std::optional<MmaOperands> operands = getMmaOperands(
        in, cast<RankedTensorType>(dot.getB().getType()).getElementType(),
        dot.getType().getElementType());
    if (operands && target.offersMma(mma.getKind(), *operands))
      return;
    dot.emitError()
        << "matrix-core instruction '" << mma.getKind()
        << "' is not available on " << chip << " for " << in << " x "
        << cast<RankedTensorType>(dot.getB().getType()).getElementType()
        << " -> " << dot.getType().getElementType() << " dots";
    unavailable = true;
  });
  return failure(unavailable);
}

/// Hopper's wgmma for an mma.sync-layout dot (the layouts agree: warps tile
/// M in 16-row steps, so each group of 4 consecutive warps covers 64 rows,
/// one wgmma m64 tile, with each warp's accumulator fragments in mma.sync's
/// order): A from registers, B straight from the swizzled shared-memory slot
/// a tile-pipeline-async local_load reads, when that slot holds B K-major
/// (K contiguous). One wgmma m64nNk16 per 64 rows and 16 k, N the whole
/// dot; a fence before, commit and wait after. Returns false (emitting
/// nothing) when the dot does not qualify; mma.sync then does it.
bool lowerDotWgmma(tile::DotOp op, ConversionPatternRewriter &rewriter,
                   LoweringState &state, tilegpu::MmaLayoutAttr mma,
                   ArrayRef<Value> a, SmallVector<Value> &c) {
  if (!state.target->hasWgmma() || mma.getKind() != "nv_mma_16x8x16")
    return false;
  auto aType = cast<RankedTensorType>(op.getA().getType());
  auto bType = cast<RankedTensorType>(op.getB().getType());
  Type in = aType.getElementType();
  ArrayRef<unsigned> warps = mma.getWarpsPerCTA();
  int64_t M = aType.getDimSize(0), K = aType.getDimSize(1),
          N = bType.getDimSize(1);
  if (!(in.isF16() || in.isBF16()) || warps.size() != 2 || warps[1] != 1 ||
      warps[0] % 4 || M % (16 * warps[0]) || N % 8 || N > 256 || K % 16)
    return false;
  auto load = op.getB().getDefiningOp<tilegpu::LocalLoadOp>();
  if (!load || !op.getB().hasOneUse() || !load.getSlot())
    return false;
  auto slots = load.getBuffer().getDefiningOp<tilegpu::LocalBufferOp>();
  if (!slots)
    return false;
  SharedTile tile = bufferTile(slots);
  if (!tile.swizzle)
    return false;
  // B's K (dim 0) contiguous: K-major; N (dim 1) contiguous: MN-major,
  // which wgmma reads with its transpose flag.
  bool mnMajor = tile.fastDim == 1;
  Value buffer = rewriter.getRemappedValue(load.getBuffer());
  Value slot = rewriter.getRemappedValue(load.getSlot());
  if (!buffer || !slot)
    return false;

  Location loc = op.getLoc();
  MLIRContext *ctx = rewriter.getContext();
  Type i32 = rewriter.getI32Type(), i64 = rewriter.getI64Type();
  Type f32 = rewriter.getF32Type();
  auto asmOp = [&](StringRef text) {
    LLVM::InlineAsmOp::create(rewriter, loc, TypeRange{}, ValueRange{}, text,
                              "", /*has_side_effects=*/true,
                              /*is_align_stack=*/false,
                              LLVM::tailcallkind::TailCallKind::None,
                              LLVM::AsmDialectAttr(), ArrayAttr());
  };
  // Shared addresses are 32-bit; the descriptor takes address / 16.
  Value base = LLVM::PtrToIntOp::create(
      rewriter, loc, i32, slotAddress(rewriter, loc, slots, buffer, slot));
  // One 64-element block of the fast dim, all rows.
  int64_t blockBytes = tile.rows() * 128;
  auto descriptor = [&](int64_t k) {
    // Start address (bits 0-13), leading byte offset (bits 16-29), stride
    // byte offset (bits 32-45), 128-byte swizzle (bits 62-63), offsets in
    // 16-byte units. K-major: rows are N, 8-row groups 1024 bytes apart
    // (stride), the leading offset unused (16); k advances within the
    // 128-byte row, then to the next block. MN-major: rows are K (8-row
    // groups 1024 bytes apart), 64-wide N blocks `blockBytes` apart
    // (leading); k advances by rows.
    int64_t offset = mnMajor ? k * 128 : (k / 64) * blockBytes + (k % 64) * 2;
    int64_t leading = mnMajor ? blockBytes : 16;
    Value addr = arith::AddIOp::create(rewriter, loc, base,
                                       i32Const(rewriter, loc, offset));
    Value start = arith::AndIOp::create(
        rewriter, loc,
        arith::ShRUIOp::create(rewriter, loc, addr, i32Const(rewriter, loc, 4)),
        i32Const(rewriter, loc, 0x3FFF));
    uint64_t fixed = (uint64_t(leading >> 4) << 16) |
                     (uint64_t(1024 >> 4) << 32) | (uint64_t(1) << 62);
    return arith::OrIOp::create(
        rewriter, loc, arith::ExtUIOp::create(rewriter, loc, i64, start),
        arith::ConstantIntOp::create(rewriter, loc, i64, int64_t(fixed)));
  };
  unsigned aBits = tilegpu::getInstructionRegisterBits(mma.getKind(), 0);
  unsigned cBits = tilegpu::getInstructionRegisterBits(mma.getKind(), 2);
  int64_t mReps = M / (16 * warps[0]);
  int64_t nReps = N / 8;
  int64_t kSteps = K / 16;
  unsigned kBits = llvm::Log2_64(kSteps), nBits = llvm::Log2_64(nReps);
  int64_t nAcc = N / 2; // f32 accumulators per thread
  // scale-d (accumulate into D) is a predicate, set from an operand.
  std::string text = "{\n.reg .pred p;\nsetp.ne.b32 p, $" +
                     std::to_string(nAcc + 5) +
                     ", 0;\n"
                     "wgmma.mma_async.sync.aligned.m64n" +
                     std::to_string(N) + "k16.f32." +
                     (in.isBF16() ? "bf16.bf16" : "f16.f16") + " {";
  std::string constraints;
  for (int64_t i = 0; i < nAcc; ++i) {
    text += (i ? ", $" : "$") + std::to_string(i);
    constraints += "=f,";
  }
  text += "}, {";
  for (int64_t i = 0; i < 4; ++i)
    text += (i ? ", $" : "$") + std::to_string(nAcc + i);
  text += "}, $" + std::to_string(nAcc + 4) + ", p, 1, 1, " +
          (mnMajor ? "1" : "0") + ";\n}";
  constraints += "r,r,r,r,l,r";
  for (int64_t i = 0; i < nAcc; ++i)
    constraints += "," + std::to_string(i);
  auto resultType =
      LLVM::LLVMStructType::getLiteral(ctx, SmallVector<Type>(nAcc, f32));
  Type pairType = VectorType::get({2}, in);

  Value one = i32Const(rewriter, loc, 1);
  asmOp("wgmma.fence.sync.aligned;");
  for (int64_t ki = 0; ki < kSteps; ++ki) {
    Value desc = descriptor(16 * ki);
    for (int64_t mi = 0; mi < mReps; ++mi) {
      SmallVector<Value> operands;
      ArrayRef<Value> fa =
          a.slice((ki + (mi << kBits)) << aBits, size_t(1) << aBits);
      for (size_t i = 0; i < fa.size(); i += 2) {
        Value pair = packVector(rewriter, loc, fa.slice(i, 2), pairType);
        operands.push_back(LLVM::BitcastOp::create(rewriter, loc, i32, pair));
      }
      operands.push_back(desc);
      operands.push_back(one);
      for (int64_t ni = 0; ni < nReps; ++ni)
        for (unsigned i = 0; i < (1u << cBits); ++i)
          operands.push_back(c[((ni + (mi << nBits)) << cBits) + i]);
      auto wg = LLVM::InlineAsmOp::create(
          rewriter, loc, resultType, operands, text, constraints,
          /*has_side_effects=*/true, /*is_align_stack=*/false,
          LLVM::tailcallkind::TailCallKind::None, LLVM::AsmDialectAttr(),
          ArrayAttr());
      SmallVector<Value> d = unpack(rewriter, loc, wg.getResult(0));
      for (int64_t ni = 0; ni < nReps; ++ni)
        for (unsigned i = 0; i < (1u << cBits); ++i)
          c[((ni + (mi << nBits)) << cBits) + i] = d[(ni << cBits) + i];
    }
  }
  asmOp("wgmma.commit_group.sync.aligned;");
  asmOp("wgmma.wait_group.sync.aligned 0;");
  return true;
}

/// tl.dot on matrix cores: the operands arrive in #tilegpu.dot_op layouts and
/// the accumulator in the #tilegpu.mma layout, so every instruction's
/// fragments are fixed registers (Layout.cpp orders them: instruction bits,
/// then repetitions over the inner, then the outer dimension).
LogicalResult lowerDotMma(tile::DotOp op, tile::DotOp::Adaptor adaptor,
                          ConversionPatternRewriter &rewriter,
                          const TypeConverter &converter,
                          tilegpu::MmaLayoutAttr mma, LoweringState &state) {
  Location loc = op.getLoc();
  auto aType = cast<RankedTensorType>(op.getA().getType());
  auto bType = cast<RankedTensorType>(op.getB().getType());
  auto cType = cast<RankedTensorType>(op.getType());
  StringRef kind = mma.getKind();
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
  if (lowerDotWgmma(op, rewriter, state, mma, a, c)) {
    rewriter.replaceOp(op,
                       pack(rewriter, loc, converter.convertType(cType), c));
    return success();
  }
  Type in = aType.getElementType();
  bool bf16 = in.isBF16();
  MLIRContext *ctx = rewriter.getContext();
  Type f32 = rewriter.getF32Type();
  auto fragment = [&](ArrayRef<Value> regs, unsigned bits, int64_t index) {
    return SmallVector<Value>(regs.slice(index << bits, size_t(1) << bits));
  };
  for (int64_t mi = 0; mi < mReps; ++mi) {
    for (int64_t ni = 0; ni < nReps; ++ni) {
      int64_t cIndex = ni + (mi << nBits);
      SmallVector<Value> acc = fragment(c, cBits, cIndex);
      for (int64_t ki = 0; ki < kSteps; ++ki) {
        SmallVector<Value> fa = fragment(a, aBits, ki + (mi << kBits));
        SmallVector<Value> fb = fragment(b, bBits, ki + (ni << kBits));
        if (kind == "nv_mma_16x8x16") {
          // Pairs of halves per 32-bit register; bf16 pairs travel as i32.
          Type pairType = VectorType::get({2}, in);
          auto pairs = [&](ArrayRef<Value> halves) {
            SmallVector<Value> out;
            for (size_t i = 0; i < halves.size(); i += 2) {
              Value p = packVector(rewriter, loc, halves.slice(i, 2), pairType);
              if (bf16)
                p = LLVM::BitcastOp::create(rewriter, loc,
                                            rewriter.getI32Type(), p);
              out.push_back(p);
            }
            return out;
          };
          auto resultType =
              LLVM::LLVMStructType::getLiteral(ctx, {f32, f32, f32, f32});
          NVVM::MMATypes ptxType =
              bf16 ? NVVM::MMATypes::bf16 : NVVM::MMATypes::f16;
          auto mmaOp = NVVM::MmaOp::create(
              rewriter, loc, resultType, pairs(fa), pairs(fb), acc, {16, 8, 16},
              std::nullopt, std::nullopt,
              std::array<NVVM::MMATypes, 2>{ptxType, ptxType},
              std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                             NVVM::MMALayout::col});
          acc = unpack(rewriter, loc, mmaOp.getResult());
          continue;
        }
        // AMD: operands and accumulator as vectors.
        Type accVecType =
            VectorType::get({int64_t(acc.size())}, acc.front().getType());
        Value vc = packVector(rewriter, loc, acc, accVecType);
        Value d;
        if (kind.starts_with("mfma_")) {
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
          d = createMfma(rewriter, loc, kind, in, accVecType, vb, va, vc);
          if (!d)
            return op.emitError() << "no CDNA instruction for '" << kind
                                  << "' with " << in << " operands";
        } else {
          // WMMA takes bf16 as i16.
          Type inVecElem = bf16 ? Type(rewriter.getI16Type()) : in;
          auto asVec = [&](ArrayRef<Value> regs) {
            SmallVector<Value> elems;
            for (Value v : regs)
              elems.push_back(
                  bf16 ? Value(LLVM::BitcastOp::create(
                             rewriter, loc, rewriter.getI16Type(), v))
                       : v);
            return packVector(
                rewriter, loc, elems,
                VectorType::get({int64_t(elems.size())}, inVecElem));
          };
          Value va = asVec(fa), vb = asVec(fb);
          if (bf16)
            d = ROCDL::wmma_f32_16x16x16_bf16::create(rewriter, loc, accVecType,
                                                      va, vb, vc);
          else
            d = ROCDL::wmma_f32_16x16x16_f16::create(rewriter, loc, accVecType,
                                                     va, vb, vc);
        }
        for (unsigned i = 0; i < acc.size(); ++i)
          acc[i] = LLVM::ExtractElementOp::create(rewriter, loc, d,
                                                  i32Const(rewriter, loc, i));
      }
      for (unsigned i = 0; i < acc.size(); ++i)
        c[(cIndex << cBits) + i] = acc[i];
    }
  }
  (void)M;
  (void)N;
  rewriter.replaceOp(op, pack(rewriter, loc, converter.convertType(cType), c));
  return success();
}

struct DotFMALowering : TilePattern<tile::DotOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::DotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (auto mma = dyn_cast_if_present<tilegpu::MmaLayoutAttr>(
            cast<RankedTensorType>(op.getType()).getEncoding()))
      return lowerDotMma(op, adaptor, rewriter, *getTypeConverter(), mma,
                         state);
    Location loc = op.getLoc();
    auto aType = cast<RankedTensorType>(op.getA().getType());
    auto bType = cast<RankedTensorType>(op.getB().getType());
    auto cType = cast<RankedTensorType>(op.getType());
    int64_t M = aType.getDimSize(0), K = aType.getDimSize(1),
            N = bType.getDimSize(1);
    Type accType = cType.getElementType();
    Type inType = aType.getElementType();
    Type memType = memoryType(inType);
    int64_t aBytes = aType.getNumElements() * elementBytes(inType);
    SmallVector<unsigned> identity{0, 1};
    barrier(rewriter, loc);
    storeTileToShared(rewriter, loc, state, adaptor.getA(), aType, 0, identity,
                      rowMajorTile(aType));
    storeTileToShared(rewriter, loc, state, adaptor.getB(), bType, aBytes,
                      identity, rowMajorTile(bType));
    barrier(rewriter, loc);
    DistributedLayout layout = layoutOf(cType);
    auto coords =
        elementCoords(rewriter, loc, layout, cType.getShape(), state.warpSize);
    SmallVector<Value> acc = unpack(rewriter, loc, adaptor.getC());
    Value lb = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value ub = arith::ConstantIndexOp::create(rewriter, loc, K);
    Value step = arith::ConstantIndexOp::create(rewriter, loc, 1);
    auto loop = scf::ForOp::create(
        rewriter, loc, lb, ub, step, acc,
        [&](OpBuilder &b, Location, Value kIndex, ValueRange iter) {
          Value k = arith::IndexCastOp::create(b, loc, b.getI32Type(), kIndex);
          auto extend = [&](Value v) -> Value {
            if (isa<Float8E4M3FNType, Float8E5M2Type>(inType))
              return fp8ToF32(b, loc, v, inType);
            if (v.getType() == accType)
              return v;
            if (isa<FloatType>(accType))
              return arith::ExtFOp::create(b, loc, accType, v);
            return arith::ExtSIOp::create(b, loc, accType, v);
          };
          llvm::DenseMap<Value, Value> aCache, bCache;
          SmallVector<Value> next;
          for (unsigned r = 0; r < iter.size(); ++r) {
            Value row = coords[0][r], col = coords[1][r];
            Value &av = aCache[row];
            if (!av) {
              Value idx = arith::AddIOp::create(
                  b, loc,
                  arith::MulIOp::create(b, loc, row, i32Const(b, loc, K)), k);
              av = extend(LLVM::LoadOp::create(
                  b, loc, memType,
                  smemElementPtr(b, loc, state, memType, 0, idx)));
            }
            Value &bv = bCache[col];
            if (!bv) {
              Value idx = arith::AddIOp::create(
                  b, loc, arith::MulIOp::create(b, loc, k, i32Const(b, loc, N)),
                  col);
              bv = extend(LLVM::LoadOp::create(
                  b, loc, memType,
                  smemElementPtr(b, loc, state, memType, aBytes, idx)));
            }
            if (isa<FloatType>(accType))
              next.push_back(math::FmaOp::create(b, loc, av, bv, iter[r]));
            else
              next.push_back(arith::AddIOp::create(
                  b, loc, iter[r], arith::MulIOp::create(b, loc, av, bv)));
          }
          scf::YieldOp::create(b, loc, next);
        });
    (void)M;
    rewriter.replaceOp(op, pack(rewriter, loc,
                                getTypeConverter()->convertType(cType),
                                SmallVector<Value>(loop.getResults())));
    return success();
  }
};

/// Reports, once each and located, the ops that have no lowering. Done before
/// the conversion: a pattern that fails lets the conversion go on, and other
/// patterns then give follow-on errors or build invalid IR.
static LogicalResult rejectUnsupportedOps(ModuleOp module) {
  bool unsupported = false;
  module.walk([&](Operation *op) {
    if (auto constant = dyn_cast<arith::ConstantOp>(op);
        constant && isa<RankedTensorType>(constant.getType()) &&
        !isa<SplatElementsAttr>(constant.getValue())) {
      op->emitError("non-uniform tile constants are not supported by the GPU "
                    "backends");
      unsupported = true;
    }
  });
  return failure(unsupported);
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct ConvertTileToLLVMPass
    : tilec::impl::ConvertTileToLLVMBase<ConvertTileToLLVMPass> {
  using ConvertTileToLLVMBase::ConvertTileToLLVMBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(rejectUnsupportedOps(module)))
      return signalPassFailure();
    MLIRContext *ctx = &getContext();
    LoweringState state;
    state.target = lookupTarget(chip);
    if (!state.target) {
      module.emitError() << "unknown target '" << chip
                         << "' (supported: " << supportedTargetNames() << ")";
      return signalPassFailure();
    }
    std::unique_ptr<TargetCodegen> codegen = createTargetCodegen(*state.target);
    state.codegen = codegen.get();
    auto numWarps =
        module->getAttrOfType<IntegerAttr>(tilegpu::kNumWarpsAttrName);
    auto warpSize =
        module->getAttrOfType<IntegerAttr>(tilegpu::kWarpSizeAttrName);
    if (!numWarps || !warpSize || warpSize.getInt() != state.target->warpSize) {
      module.emitError() << "module has no layouts for " << chip
                         << " (run tile-assign-layouts with chip=" << chip
                         << " first)";
      return signalPassFailure();
    }
    state.numWarps = numWarps.getInt();
    state.warpSize = warpSize.getInt();
    if (failed(rejectUnavailableMmaKinds(module, *state.target, chip)))
      return signalPassFailure();

    // Slots of tilegpu.local_buffer (asynchronous copies into shared
    // memory) belong to the loop that reads them: they sit at the start of
    // the scratch area while it runs (offsets relative to scratchBase, made
    // absolute below).
    bool invalidBuffers = false;
    if (!state.target->hasAsyncCopy())
      module.walk([&](Operation *op) {
        if (isa<tilegpu::LocalBufferOp, tilegpu::AsyncCopyOp,
                tilegpu::AsyncWaitOp>(op)) {
          op->emitError("asynchronous copies are not available on ")
              << state.target->name;
          invalidBuffers = true;
        }
      });
    if (invalidBuffers)
      return signalPassFailure();
    module.walk([&](tilegpu::LocalBufferOp buffer) {
      Operation *loop = nullptr;
      for (Operation *user : buffer->getUsers())
        if (isa<tilegpu::LocalLoadOp>(user) && !loop)
          loop = user->getParentOfType<scf::ForOp>();
      if (!loop) {
        buffer.emitError("shared-memory slots that no loop reads");
        invalidBuffers = true;
        return;
      }
      int64_t &bytes = state.loopBufferBytes[loop];
      // Swizzled slots (wgmma descriptors) start on 1024-byte boundaries.
      if (bufferTile(buffer).swizzle)
        bytes = llvm::alignTo(bytes, 1024);
      state.bufferOffsets[buffer] =
          bytes + enclosingLoopBufferBytes(loop->getParentOp());
      bytes += buffer.getBuffer().getType().getDimSize(0) * slotBytes(buffer);
      loop->setAttr(kLoopSlotBytesAttr,
                    IntegerAttr::get(IntegerType::get(ctx, 64), bytes));
    });
    if (invalidBuffers)
      return signalPassFailure();
    // One shared-memory scratch buffer, as large as the largest exchange
    // (plus the loop buffers in front of it where it runs in such loops).
    int64_t smemBytes = 16;
    Operation *largest = module; // the error points at the largest exchange
    state.exchangeLimit = 16384;
    module.walk([&](Operation *op) {
      if (op->getParentOfType<scf::ForOp>() ||
          op->getParentOfType<scf::WhileOp>())
        state.exchangeLimit =
            std::max(state.exchangeLimit, sharedMemoryBytes(op, INT64_MAX));
    });
    for (auto [loop, bytes] : state.loopBufferBytes)
      state.exchangeLimit = std::max(state.exchangeLimit, bytes);
    module.walk([&](Operation *op) {
      int64_t bytes = sharedMemoryBytes(op, state.exchangeLimit);
      if (bytes)
        bytes += enclosingLoopBufferBytes(op);
      else if (state.loopBufferBytes.count(op))
        bytes = enclosingLoopBufferBytes(op);
      if (bytes > smemBytes) {
        smemBytes = bytes;
        largest = op;
      }
    });
    // Buffers of tilegpu.local_alloc come first, each live to the end.
    module.walk([&](tilegpu::LocalAllocOp alloc) {
      state.bufferOffsets[alloc] = state.scratchBase;
      state.scratchBase += llvm::alignTo(bufferTile(alloc).bytes(), 16);
    });
    if (!state.loopBufferBytes.empty())
      state.scratchBase = llvm::alignTo(state.scratchBase, 1024);
    module.walk([&](tilegpu::LocalBufferOp buffer) {
      state.bufferOffsets[buffer] += state.scratchBase;
    });
    smemBytes += state.scratchBase;
    if (smemBytes > state.target->sharedMemBytes) {
      InFlightDiagnostic diag = largest->emitError();
      diag << "kernel needs " << smemBytes
           << " bytes of shared memory (LDS) for its data exchanges";
      if (state.scratchBase)
        diag << " (" << state.scratchBase
             << " of them for tiles kept in shared memory)";
      diag << "; " << chip << " allows " << state.target->sharedMemBytes
           << " (use smaller tiles)";
      return signalPassFailure();
    }
    OpBuilder builder(module.getBodyRegion());
    unsigned alignment = state.loopBufferBytes.empty() ? 16 : 1024;
    if (smemBytes <= state.target->staticSharedMemBytes()) {
      auto arrayType = LLVM::LLVMArrayType::get(builder.getI8Type(), smemBytes);
      state.smem = LLVM::GlobalOp::create(
          builder, module.getLoc(), arrayType,
          /*isConstant=*/false, LLVM::Linkage::Internal, "tilec_smem",
          Attribute(), alignment, /*addrSpace=*/3);
    } else {
      // Above CUDA's static limit: `extern` (dynamic) shared memory, whose
      // size every launch must pass; the module states it in
      // tilec_dynamic_smem_bytes, which the runtime reads when it loads the
      // kernel (rt::Kernel::requiredSharedBytes).
      auto arrayType = LLVM::LLVMArrayType::get(builder.getI8Type(), 0);
      state.smem = LLVM::GlobalOp::create(
          builder, module.getLoc(), arrayType,
          /*isConstant=*/false, LLVM::Linkage::External, "tilec_smem",
          Attribute(), alignment, /*addrSpace=*/3);
      LLVM::GlobalOp::create(builder, module.getLoc(), builder.getI32Type(),
                             /*isConstant=*/true, LLVM::Linkage::External,
                             "tilec_dynamic_smem_bytes",
                             builder.getI32IntegerAttr(int32_t(smemBytes)),
                             /*alignment=*/4, /*addrSpace=*/1);
    }

    LowerToLLVMOptions options(ctx);
    LLVMTypeConverter converter(ctx, options);
    converter.addConversion(
        [&](tile::PointerType) { return LLVM::LLVMPointerType::get(ctx, 1); });
    // A tilegpu.local_alloc buffer is its address in shared memory.
    converter.addConversion([&](MemRefType type) -> std::optional<Type> {
      auto space = dyn_cast_or_null<IntegerAttr>(type.getMemorySpace());
      if (!space || space.getInt() != 3)
        return std::nullopt;
      return LLVM::LLVMPointerType::get(ctx, 3);
    });
    converter.addConversion([&](RankedTensorType type) -> std::optional<Type> {
      if (!type.getEncoding())
        return std::nullopt;
      unsigned n = tilegpu::getNumRegisters(type);
      Type elem = converter.convertType(type.getElementType());
      if (!n || !elem)
        return std::nullopt;
      return LLVM::LLVMStructType::getLiteral(ctx, SmallVector<Type>(n, elem));
    });

    RewritePatternSet patterns(ctx);
    populateFuncToLLVMPatterns(converter, patterns, state);
    populateElementwiseToLLVMPatterns(converter, patterns, state);
    populateLayoutConversionToLLVMPatterns(converter, patterns, state);
    populateSharedMemoryToLLVMPatterns(converter, patterns, state);
    populateLoadStoreToLLVMPatterns(converter, patterns, state);
    populateAtomicToLLVMPatterns(converter, patterns, state);
    populateReduceToLLVMPatterns(converter, patterns, state);
    populateScanToLLVMPatterns(converter, patterns, state);
    patterns.add<DotFMALowering>(converter, ctx, state);
    ConversionTarget target(*ctx);
    target.addLegalDialect<LLVM::LLVMDialect>();
    target.addIllegalDialect<tile::TileDialect, tilegpu::TileGPUDialect,
                             func::FuncDialect, gpu::GPUDialect,
                             arith::ArithDialect, math::MathDialect>();
    target.addLegalOp<ModuleOp>();
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                         target);

    arith::populateArithToLLVMConversionPatterns(converter, patterns);
    if (failed(state.codegen->populateTargetPatterns(module, converter,
                                                     patterns, target)))
      return signalPassFailure();
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();
    module.walk([](scf::ForOp loop) { loop->removeAttr(kLoopSlotBytesAttr); });
    module->removeAttr(tilegpu::kNumWarpsAttrName);
    module->removeAttr(tilegpu::kWarpSizeAttrName);
  }
};

} // namespace
