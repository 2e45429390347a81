//===- DotWGMMA.cpp - tile.dot on Hopper wgmma ----------------------------===//
//
// wgmma.mma_async (sm_90a) for an mma.sync-layout dot whose B operand is
// a swizzled tile-pipeline-async slot: A from registers, B through a
// shared-memory descriptor, as inline PTX. f16/bf16 (m64nNk16, from
// nv_mma_16x8x16 layouts), int8 (m64nNk32 into s32) and fp8 (m64nNk32
// e4m3/e5m2 into f32), the 8-bit ones from nv_mma_16x8x32 layouts with both
// operands K-major (8-bit wgmma has no transpose). Which dots
// qualify is decided once (getWgmmaOperand), by tile-select-mma-instructions,
// and recorded on the dot; the lowering follows the record.
//
//===----------------------------------------------------------------------===//
#include "Conversion/Dot.h"
#include "Conversion/SharedMemory.h"
#include "Conversion/TileToLLVMPatterns.h"

#include "Analysis/WgmmaFit.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;

FailureOr<WgmmaOperand>
tilec::conversion::getWgmmaOperand(tile::DotOp op, std::string *whyNot) {
  auto fail = [&](const char *why) -> FailureOr<WgmmaOperand> {
    if (whyNot)
      *whyNot = why;
    return failure();
  };
  if (failed(fitsWgmmaShape(op, whyNot)))
    return failure();
  bool bytes = cast<tilegpu::MmaLayoutAttr>(
                   cast<RankedTensorType>(op.getType()).getEncoding())
                   .getKind() == MmaKind::NvMma16x8x32;
  auto load = op.getB().getDefiningOp<tilegpu::LocalLoadOp>();
  if (!load || !op.getB().hasOneUse() || !load.getSlot())
    return fail("B is not a slot read only by the dot");
  auto slots = load.getBuffer().getDefiningOp<tilegpu::LocalBufferOp>();
  if (!slots)
    return fail("B is not a slot of a tilegpu.local_buffer");
  SharedTile tile = readTile(load);
  if (!tile.swizzle)
    return fail("B's slot is not stored swizzled");
  if (tile.swizzleBytes != 128 && tile.fastDim != 0)
    return fail("B's slot has 64-byte swizzled rows along N (read K-major "
                "only)");
  if (bytes && tile.fastDim != 0)
    return fail("B is not K-contiguous in shared memory (8-bit wgmma reads "
                "K-major operands only)");
  // B's K (dim 0) contiguous: K-major; N (dim 1) contiguous: MN-major,
  // which wgmma reads with its transpose flag (a transposed read of a slot
  // swaps which: the bytes, rows and swizzle stay those of the slot).
  WgmmaOperand operand{load, slots, /*mnMajor=*/tile.fastDim == 1};
  // A from shared memory as well when it is read from a slot or a
  // local_alloc buffer (tile-stream-dot-operands' invariant operands) only
  // by this dot, stored swizzled: K (dim 1) contiguous is K-major; M
  // contiguous is MN-major, each 64-row block of it one wgmma m64 tile
  // (every warp group's first row is a multiple of 64).
  if (auto aLoad = op.getA().getDefiningOp<tilegpu::LocalLoadOp>();
      aLoad && op.getA().hasOneUse() && readsPlacedBuffer(aLoad))
    if (SharedTile aTile = readTile(aLoad);
        aTile.swizzle && !(bytes && aTile.fastDim == 0) &&
        (aTile.swizzleBytes == 128 || aTile.fastDim == 1)) {
      operand.aLoad = aLoad;
      operand.aMnMajor = aTile.fastDim == 0;
    }
  return operand;
}

bool tilec::conversion::wgmmaReadsSharedA(tile::DotOp dot) {
  if (tilegpu::getDotInstruction(dot) != MmaKind::NvWgmma)
    return false;
  FailureOr<WgmmaOperand> operand = getWgmmaOperand(dot);
  return succeeded(operand) && operand->aLoad;
}

/// Hopper's wgmma for an mma.sync-layout dot (the layouts agree: warps tile
/// M in 16-row steps, so each group of 4 consecutive warps covers 64 rows,
/// one wgmma m64 tile, with each warp's accumulator fragments in mma.sync's
/// order): B straight from the swizzled shared-memory slot a
/// tile-pipeline-async local_load reads, A likewise when it is such a slot
/// (WgmmaOperand::aLoad; its local_load is then not lowered), else from
/// registers. One wgmma m64nNk16 (f16/bf16; m64nNk32 for int8) per 64 rows
/// and 16 (32) k, N the whole dot; a fence before, commit after, and a wait
/// unless the dot is asynchronous.
LogicalResult tilec::conversion::lowerDotWgmma(
    tile::DotOp op, ConversionPatternRewriter &rewriter,
    tilegpu::MmaLayoutAttr mma, ArrayRef<Value> a, SmallVector<Value> &c) {
  std::string whyNot;
  FailureOr<WgmmaOperand> operand = getWgmmaOperand(op, &whyNot);
  if (failed(operand))
    return op.emitError() << "this dot cannot run on nv_wgmma ("
                          << tilegpu::kInstructionAttrName << "): " << whyNot;
  auto aType = cast<RankedTensorType>(op.getA().getType());
  auto bType = cast<RankedTensorType>(op.getB().getType());
  Type in = aType.getElementType();
  ArrayRef<unsigned> warps = mma.getWarpsPerCTA();
  int64_t M = aType.getDimSize(0), K = aType.getDimSize(1),
          N = bType.getDimSize(1);
  SharedTile tile = readTile(operand->load);
  bool mnMajor = operand->mnMajor;
  bool bytes = mma.getKind() == MmaKind::NvMma16x8x32;
  bool fp8 = isa<Float8E4M3FNType, Float8E5M2Type>(in);
  bool intAcc = bytes && !fp8; // s32 accumulators
  // k per instruction; B's swizzle block (128 or 64 bytes, SharedTile) and
  // its elements.
  int64_t kInstr = bytes ? 32 : 16, elemBytes = bytes ? 1 : 2;
  int64_t swz = tile.swizzleBytes;
  int64_t rowElems = swz / elemBytes;

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
  // Shared addresses are 32-bit; a descriptor takes address / 16.
  auto sharedAddress = [&](tilegpu::LocalLoadOp load) -> Value {
    Value buffer = rewriter.getRemappedValue(load.getBuffer());
    Value slot =
        load.getSlot() ? rewriter.getRemappedValue(load.getSlot()) : Value();
    if (!buffer || (load.getSlot() && !slot))
      return Value();
    return LLVM::PtrToIntOp::create(
        rewriter, loc, i32, loadAddress(rewriter, loc, load, buffer, slot));
  };
  auto add = [&](Value v, int64_t offset) -> Value {
    return offset ? Value(arith::AddIOp::create(
                        rewriter, loc, v, i32Const(rewriter, loc, offset)))
                  : v;
  };
  // A 64-bit shared-memory matrix descriptor: start address (bits 0-13),
  // leading byte offset (bits 16-29), stride byte offset (bits 32-45: 8-row
  // groups 8 swizzle rows apart), the swizzle mode (bits 62-63: 1 for 128
  // bytes, 2 for 64), offsets in 16-byte units. The low word is built once
  // per operand from its slot's address (`lowBase`); each k-step's and
  // m-rep's descriptor adds its constant offset / 16 to it, one 32-bit add
  // (as Triton advances its descriptors). Exact: shared addresses are below
  // 2^18 bytes (at most 228 KiB on every NVIDIA target), so start + offset
  // / 16 stays inside the 14-bit field and never carries into the leading
  // offset's bits.
  auto lowBase = [&](Value addr, int64_t leading) -> Value {
    Value start = arith::AndIOp::create(
        rewriter, loc,
        arith::ShRUIOp::create(rewriter, loc, addr, i32Const(rewriter, loc, 4)),
        i32Const(rewriter, loc, 0x3FFF));
    return arith::OrIOp::create(rewriter, loc, start,
                                i32Const(rewriter, loc, (leading >> 4) << 16));
  };
  auto descriptor = [&](Value low, int64_t offset, int64_t swizzle) -> Value {
    assert(offset % 16 == 0 && "wgmma operand offsets are 16-byte aligned");
    uint64_t high = (uint64_t((8 * swizzle) >> 4) << 32) |
                    (uint64_t(swizzle == 128 ? 1 : 2) << 62);
    return arith::OrIOp::create(
        rewriter, loc,
        arith::ExtUIOp::create(rewriter, loc, i64, add(low, offset / 16)),
        arith::ConstantIntOp::create(rewriter, loc, i64, int64_t(high)));
  };
  Value base = sharedAddress(operand->load);
  if (!base)
    return op.emitError("internal error: wgmma's B slot is not lowered yet");
  // B, one swizzle block of the fast dim, all rows. K-major: rows are N,
  // the leading offset unused (16); k advances within the swizzle row,
  // then to the next block. MN-major (16-bit only): rows are K, 64-wide N
  // blocks `blockBytes` apart (leading); k advances by rows.
  int64_t blockBytes = tile.rows() * swz;
  Value bLow = lowBase(base, mnMajor ? blockBytes : 16);
  auto bDescriptor = [&](int64_t k) {
    int64_t offset =
        mnMajor ? k * 128
                : (k / rowElems) * blockBytes + (k % rowElems) * elemBytes;
    return descriptor(bLow, offset, swz);
  };
  // A from its slot (WgmmaOperand::aLoad): this warp group's m64 tile of
  // each rep. The group's first row is 64 * (thread id / 128) in rep 0 and
  // 16 * warps[0] rows further in each later rep (mma.sync's warp order:
  // warps tile M in 16-row steps). K-major: rows are M, 128 bytes apart in
  // each 64-wide K block (blocks `aBlockBytes` apart). MN-major: rows are
  // K, each 64 rows of M one block (`aBlockBytes` apart, the leading
  // offset), k advancing by rows.
  bool sharedA = bool(operand->aLoad);
  bool aMnMajor = operand->aMnMajor;
  Value aBase;
  int64_t aBlockBytes = 0, aSwz = 128;
  if (sharedA) {
    aBase = sharedAddress(operand->aLoad);
    if (!aBase)
      return op.emitError("internal error: wgmma's A slot is not lowered yet");
    aSwz = readTile(operand->aLoad).swizzleBytes;
    aBlockBytes = readTile(operand->aLoad).rows() * aSwz;
    Value tid = arith::IndexCastOp::create(
        rewriter, loc, i32,
        gpu::ThreadIdOp::create(rewriter, loc, gpu::Dimension::x));
    Value group = arith::DivUIOp::create(rewriter, loc, tid,
                                         i32Const(rewriter, loc, 128));
    aBase = arith::AddIOp::create(
        rewriter, loc, aBase,
        arith::MulIOp::create(
            rewriter, loc, group,
            i32Const(rewriter, loc, aMnMajor ? aBlockBytes : 64 * aSwz)));
  }
  int64_t aRowElems = aSwz / elemBytes;
  Value aLow = sharedA ? lowBase(aBase, aMnMajor ? aBlockBytes : 16) : Value();
  auto aDescriptor = [&](int64_t k, int64_t mi) {
    int64_t row = mi * 16 * int64_t(warps[0]); // a multiple of 64
    int64_t offset = aMnMajor ? (row / 64) * aBlockBytes + k * 128
                              : (k / aRowElems) * aBlockBytes + row * aSwz +
                                    (k % aRowElems) * elemBytes;
    return descriptor(aLow, offset, aSwz);
  };
  unsigned aBits = tilegpu::getInstructionRegisterBits(mma.getKind(), 0);
  unsigned cBits = tilegpu::getInstructionRegisterBits(mma.getKind(), 2);
  int64_t mReps = M / (16 * warps[0]);
  int64_t nReps = N / 8;
  int64_t kSteps = K / kInstr;
  unsigned kBits = llvm::Log2_64(kSteps), nBits = llvm::Log2_64(nReps);
  int64_t nAcc = N / 2; // f32 (s32) accumulators per thread
  // A from registers: 4 registers, then B's descriptor; from shared memory:
  // A's descriptor, B's. Then scale-d (accumulate into D), a predicate set
  // from an operand.
  int64_t aOperands = sharedA ? 1 : 4;
  std::string shape = "m64n" + std::to_string(N) + "k" + std::to_string(kInstr);
  std::string types = intAcc                      ? ".s32.s8.s8"
                      : isa<Float8E4M3FNType>(in) ? ".f32.e4m3.e4m3"
                      : isa<Float8E5M2Type>(in)   ? ".f32.e5m2.e5m2"
                      : in.isBF16()               ? ".f32.bf16.bf16"
                                                  : ".f32.f16.f16";
  std::string text = "{\n.reg .pred p;\nsetp.ne.b32 p, $" +
                     std::to_string(nAcc + aOperands + 1) +
                     ", 0;\n"
                     "wgmma.mma_async.sync.aligned." +
                     shape + types + " {";
  std::string constraints;
  const char *accConstraint = intAcc ? "=r," : "=f,";
  for (int64_t i = 0; i < nAcc; ++i) {
    text += (i ? ", $" : "$") + std::to_string(i);
    constraints += accConstraint;
  }
  text += "}, ";
  if (sharedA) {
    text += "$" + std::to_string(nAcc);
    constraints += "l,";
  } else {
    text += "{";
    for (int64_t i = 0; i < 4; ++i)
      text += (i ? ", $" : "$") + std::to_string(nAcc + i);
    text += "}";
    constraints += "r,r,r,r,";
  }
  // The scale and transpose flags (imm-trans-a only with A in shared
  // memory); integer wgmma has neither, fp8 only the scales.
  text += ", $" + std::to_string(nAcc + aOperands) + ", p";
  if (fp8)
    text += ", 1, 1";
  else if (!bytes)
    text += std::string(", 1, 1") +
            (sharedA ? std::string(", ") + (aMnMajor ? "1" : "0") : "") + ", " +
            (mnMajor ? "1" : "0");
  text += ";\n}";
  constraints += "l,r";
  for (int64_t i = 0; i < nAcc; ++i)
    constraints += "," + std::to_string(i);
  auto resultType = LLVM::LLVMStructType::getLiteral(
      ctx, SmallVector<Type>(nAcc, intAcc ? i32 : f32));
  // A's registers, packed 4 bytes (2 halves) to a 32-bit operand (fp8
  // registers are their bytes, i8).
  int64_t perWord = 4 / elemBytes;
  Type wordType =
      VectorType::get({perWord}, fp8 ? Type(rewriter.getI8Type()) : in);

  Value one = i32Const(rewriter, loc, 1);
  asmOp("wgmma.fence.sync.aligned;");
  for (int64_t ki = 0; ki < kSteps; ++ki) {
    Value desc = bDescriptor(kInstr * ki);
    for (int64_t mi = 0; mi < mReps; ++mi) {
      SmallVector<Value> operands;
      if (sharedA) {
        operands.push_back(aDescriptor(kInstr * ki, mi));
      } else {
        ArrayRef<Value> fa =
            a.slice((ki + (mi << kBits)) << aBits, size_t(1) << aBits);
        for (size_t i = 0; i < fa.size(); i += perWord) {
          Value word =
              packVector(rewriter, loc, fa.slice(i, perWord), wordType);
          operands.push_back(LLVM::BitcastOp::create(rewriter, loc, i32, word));
        }
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
  // An async dot's group is waited for by a tilegpu.wgmma_wait
  // (tile-wgmma-async).
  if (!op->hasAttr(tilegpu::kWgmmaAsyncAttrName))
    asmOp("wgmma.wait_group.sync.aligned 0;");
  return success();
}

namespace {
/// wgmma.wait_group `pending`, as inline PTX that takes the waited
/// accumulators' registers and gives them back (tied operands), so no read
/// of them is placed before it, and takes the kept A operands' registers
/// (packed in pairs, as the dots pass them), so they stay live up to it.
struct WgmmaWaitLowering : TilePattern<tilegpu::WgmmaWaitOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tilegpu::WgmmaWaitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type i32 = rewriter.getI32Type(), f32 = rewriter.getF32Type();
    SmallVector<Value> operands;
    SmallVector<size_t> counts;
    SmallVector<Type> accTypes;
    std::string outputs, inputs;
    for (Value v : adaptor.getValues()) {
      SmallVector<Value> regs = unpack(rewriter, loc, v);
      for (Value r : regs) {
        if (r.getType() != f32 && r.getType() != i32)
          return op.emitError(
              "internal error: wgmma accumulators are f32 or s32");
        accTypes.push_back(r.getType());
      }
      counts.push_back(regs.size());
      operands.append(regs.begin(), regs.end());
    }
    size_t n = operands.size();
    for (size_t i = 0; i < n; ++i) {
      outputs += i ? "," : "";
      outputs += accTypes[i] == f32 ? "=f" : "=r";
      inputs += "," + std::to_string(i);
    }
    for (Value v : adaptor.getKeep()) {
      SmallVector<Value> regs = unpack(rewriter, loc, v);
      // Packed as the dots pass them: 32 bits to an operand (2 halves, 4
      // bytes).
      unsigned bits =
          regs.empty() ? 16 : regs[0].getType().getIntOrFloatBitWidth();
      size_t perWord = bits == 8 ? 4 : bits == 16 ? 2 : 0;
      if (!perWord || regs.size() % perWord)
        return op.emitError("internal error: kept wgmma A operand of ")
               << regs.size() << " registers of " << bits
               << " bits, not whole 32-bit words";
      for (size_t i = 0; i < regs.size(); i += perWord) {
        Type wordType = VectorType::get({int64_t(perWord)}, regs[i].getType());
        Value word = packVector(
            rewriter, loc, ArrayRef<Value>(regs).slice(i, perWord), wordType);
        operands.push_back(LLVM::BitcastOp::create(rewriter, loc, i32, word));
        inputs += ",r";
      }
    }
    std::string constraints = outputs + inputs;
    if (!n && !constraints.empty())
      constraints.erase(0, 1); // no outputs: the inputs' leading comma
    SmallVector<Type> resultTypes;
    if (n == 1)
      resultTypes.push_back(accTypes[0]);
    else if (n > 1)
      resultTypes.push_back(
          LLVM::LLVMStructType::getLiteral(rewriter.getContext(), accTypes));
    auto wait = LLVM::InlineAsmOp::create(
        rewriter, loc, resultTypes, operands,
        "wgmma.wait_group.sync.aligned " + std::to_string(op.getPending()) +
            ";",
        constraints, /*has_side_effects=*/true, /*is_align_stack=*/false,
        LLVM::tailcallkind::TailCallKind::None, LLVM::AsmDialectAttr(),
        ArrayAttr());
    SmallVector<Value> regs;
    if (n == 1)
      regs.push_back(wait.getResult(0));
    else if (n > 1)
      regs = unpack(rewriter, loc, wait.getResult(0));
    SmallVector<Value> results;
    size_t at = 0;
    for (auto [v, count] : llvm::zip_equal(adaptor.getValues(), counts)) {
      results.push_back(pack(rewriter, loc, v.getType(),
                             ArrayRef<Value>(regs).slice(at, count)));
      at += count;
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};
} // namespace

void tilec::conversion::populateWgmmaWaitToLLVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    LoweringState &state) {
  patterns.add<WgmmaWaitLowering>(converter, patterns.getContext(), state);
}
