//===- SharedMemoryToLLVM.cpp - buffers and asynchronous copies -----------===//
//
// tilegpu.local_alloc writes a tile into its buffer (the pass placed it),
// local_load reads it back in another layout (ldmatrix where it fits),
// local_buffer is the address of the slots tile-pipeline-async copies
// into, async_copy and async_wait are the target's asynchronous copies
// (TargetCodegen; cp.async on NVIDIA sm_80+).
//
//===----------------------------------------------------------------------===//
#include "Conversion/TileToLLVMPatterns.h"

#include "Conversion/Dot.h"
#include "Conversion/SharedMemory.h"
#include "Conversion/TargetCodegen.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;
using tilegpu::DistributedLayout;

namespace {

struct LocalBufferLowering : TilePattern<tilegpu::LocalBufferOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tilegpu::LocalBufferOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto it = state.bufferOffsets.find(op);
    if (it == state.bufferOffsets.end())
      return op.emitError("shared-memory buffer without an offset (its "
                          "slots are read in no loop)");
    rewriter.replaceOp(op,
                       bufferAddress(rewriter, op.getLoc(), state, it->second));
    return success();
  }
};

/// cp.async of each vector of the pointer tile's layout into the slot, at
/// the place the slot's placement gives its coordinates; masked-off vectors
/// read nothing and write zeros (source size 0). One commit group per op.
struct AsyncCopyLowering : TilePattern<tilegpu::AsyncCopyOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tilegpu::AsyncCopyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto bufferOp = op.getBuffer().getDefiningOp<tilegpu::LocalBufferOp>();
    if (!bufferOp)
      return op.emitError("copies into a buffer that no tilegpu.local_buffer "
                          "made");
    RankedTensorType ptrType = op.getPtr().getType();
    DistributedLayout layout = layoutOf(ptrType);
    SharedTile tile = bufferTile(bufferOp);
    Type elemType = getTypeConverter()->convertType(
        cast<tile::PointerType>(ptrType.getElementType()).getPointeeType());
    Type memType = memoryType(elemType);
    int64_t bytes = elementBytes(elemType);
    SmallVector<std::pair<unsigned, unsigned>> groups =
        vectorGroups(op, ptrType);
    unsigned width = groups.front().second;
    if (!llvm::is_contained({4, 8, 16}, width * bytes))
      return op.emitError("asynchronous copies need 4, 8 or 16 contiguous "
                          "bytes per lane, got ")
             << width * bytes;
    if (width > 1 && contiguousRun(ptrType).first != tile.fastDim)
      return op.emitError("internal error: asynchronous copies of ")
             << width << " elements along dimension "
             << contiguousRun(ptrType).first
             << " into a slot whose contiguous dimension is " << tile.fastDim;
    SmallVector<Value> ptrs = unpack(rewriter, loc, adaptor.getPtr());
    SmallVector<Value> masks;
    if (adaptor.getMask())
      masks = unpack(rewriter, loc, adaptor.getMask());
    auto coords =
        elementCoords(rewriter, loc, layout, ptrType.getShape(), state);
    Value slot = slotAddress(rewriter, loc, bufferOp, adaptor.getBuffer(),
                             adaptor.getSlot());
    int32_t size = width * bytes;
    for (auto [start, n] : groups) {
      if (layout.isDuplicateRegister(start))
        continue;
      SmallVector<Value> c;
      for (unsigned d = 0; d < layout.rank(); ++d)
        c.push_back(coords[d][start]);
      Value dst = LLVM::GEPOp::create(
          rewriter, loc, LLVM::LLVMPointerType::get(rewriter.getContext(), 3),
          memType, slot, ValueRange{sharedIndex(rewriter, loc, tile, c)});
      Value srcSize;
      if (!masks.empty())
        srcSize = arith::SelectOp::create(rewriter, loc, masks[start],
                                          i32Const(rewriter, loc, size),
                                          i32Const(rewriter, loc, 0));
      state.codegen->asyncCopy(rewriter, loc, dst, ptrs[start], size, srcSize);
    }
    state.codegen->asyncCommitGroup(rewriter, loc);
    rewriter.eraseOp(op);
    return success();
  }
};

struct AsyncWaitLowering : TilePattern<tilegpu::AsyncWaitOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tilegpu::AsyncWaitOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    state.codegen->asyncWaitGroup(rewriter, op.getLoc(), op.getPending());
    barrier(rewriter, op.getLoc());
    rewriter.eraseOp(op);
    return success();
  }
};

/// Inline PTX with side effects and no results.
static void ptx(OpBuilder &b, Location loc, ValueRange operands, StringRef text,
                StringRef constraints) {
  LLVM::InlineAsmOp::create(b, loc, TypeRange{}, operands, text, constraints,
                            /*has_side_effects=*/true, /*is_align_stack=*/false,
                            LLVM::tailcallkind::TailCallKind::None,
                            LLVM::AsmDialectAttr(), ArrayAttr());
}

/// Writes the tile into its buffer (the barriers keep earlier readers of the
/// region, when inside a loop, and later readers in order).
struct LocalAllocLowering : TilePattern<tilegpu::LocalAllocOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tilegpu::LocalAllocOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto it = state.bufferOffsets.find(op);
    if (it == state.bufferOffsets.end())
      return op.emitError("shared-memory buffer without an offset");
    Value buffer = bufferAddress(rewriter, loc, state, it->second);
    RankedTensorType type = op.getSrc().getType();
    SmallVector<unsigned> identity;
    for (unsigned d = 0; d < type.getRank(); ++d)
      identity.push_back(d);
    barrier(rewriter, loc);
    storeTileToShared(rewriter, loc, state, adaptor.getSrc(), type, 0, identity,
                      bufferTile(op), buffer);
    // wgmma reads the buffer through the async proxy: each thread's stores
    // are made visible to it before the barrier.
    if (llvm::any_of(op->getUsers(), [](Operation *user) {
          if (!user->hasOneUse())
            return false;
          auto dot = dyn_cast<tile::DotOp>(*user->user_begin());
          return dot && dot.getA() == user->getResult(0) &&
                 wgmmaReadsSharedA(dot);
        }))
      ptx(rewriter, loc, {}, "fence.proxy.async.shared::cta;", "");
    barrier(rewriter, loc);
    rewriter.replaceOp(op, buffer);
    return success();
  }
};

struct LocalLoadLowering : TilePattern<tilegpu::LocalLoadOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tilegpu::LocalLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = op.getType();
    // A wgmma dot reads its B, and its A where wgmmaReadsSharedA, from the
    // slot itself (DotWGMMA.cpp): no registers, nothing reads the value.
    if (op->hasOneUse())
      if (auto dot = dyn_cast<tile::DotOp>(*op->user_begin());
          dot && tilegpu::getDotInstruction(dot) == MmaKind::NvWgmma &&
          (dot.getB() == op.getResult() ||
           (dot.getA() == op.getResult() && wgmmaReadsSharedA(dot)))) {
        rewriter.replaceOpWithNewOp<LLVM::PoisonOp>(
            op, getTypeConverter()->convertType(type));
        return success();
      }
    Type elemType = getTypeConverter()->convertType(type.getElementType());
    if (!readsPlacedBuffer(op))
      return op.emitError("reads a buffer that no tilegpu.local_alloc (or, "
                          "with a slot, tilegpu.local_buffer) made");
    Value buffer = loadAddress(rewriter, op.getLoc(), op, adaptor.getBuffer(),
                               adaptor.getSlot());
    SmallVector<Value> regs = loadTileFromShared(
        rewriter, op.getLoc(), state, type, elemType, 0, readTile(op), buffer);
    rewriter.replaceOp(op, pack(rewriter, op.getLoc(),
                                getTypeConverter()->convertType(type), regs));
    return success();
  }
};

/// 1 in thread 0 of the workgroup (and where `pred` holds), else 0 (i32).
static Value firstThread(OpBuilder &b, Location loc, Value pred) {
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  tid = arith::IndexCastOp::create(b, loc, b.getI32Type(), tid);
  Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid,
                                      i32Const(b, loc, 0));
  if (pred)
    first = arith::AndIOp::create(b, loc, first, pred);
  return arith::ExtUIOp::create(b, loc, b.getI32Type(), first);
}

/// A shared-memory address as the 32-bit register PTX takes.
static Value shared32(OpBuilder &b, Location loc, Value ptr) {
  return LLVM::PtrToIntOp::create(b, loc, b.getI32Type(), ptr);
}

/// The address of barrier `index` (i32) of barriers at `base`.
static Value barrierAddress(OpBuilder &b, Location loc, Value base,
                            Value index) {
  Value offset = arith::MulIOp::create(b, loc, index, i32Const(b, loc, 8));
  return arith::AddIOp::create(b, loc, shared32(b, loc, base), offset);
}

/// The barriers' address; thread 0 initializes each with one expected
/// arrival. Every thread first orders its earlier generic-proxy accesses of
/// shared memory before the TMA's (async proxy) writes into the slots,
/// which overlap the scratch area before the loop.
struct MbarriersLowering : TilePattern<tilegpu::MbarriersOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tilegpu::MbarriersOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto it = state.bufferOffsets.find(op);
    if (it == state.bufferOffsets.end())
      return op.emitError("mbarriers without an offset (run "
                          "tile-allocate-shared-memory first)");
    Value base = bufferAddress(rewriter, loc, state, it->second);
    ptx(rewriter, loc, {}, "fence.proxy.async.shared::cta;", "");
    std::string text = "{ .reg .pred p; setp.ne.b32 p, $0, 0; ";
    int64_t count = op.getBarriers().getType().getNumElements();
    for (int64_t i = 0; i < count; ++i)
      text += "@p mbarrier.init.shared::cta.b64 [$1+" + std::to_string(8 * i) +
              "], 1; ";
    text += "}";
    ptx(rewriter, loc,
        {firstThread(rewriter, loc, Value()), shared32(rewriter, loc, base)},
        text, "r,r");
    rewriter.replaceOp(op, base);
    return success();
  }
};

struct MbarrierInvalLowering : TilePattern<tilegpu::MbarrierInvalOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tilegpu::MbarrierInvalOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    std::string text = "{ .reg .pred p; setp.ne.b32 p, $0, 0; ";
    int64_t count = op.getBarriers().getType().getNumElements();
    for (int64_t i = 0; i < count; ++i)
      text += "@p mbarrier.inval.shared::cta.b64 [$1+" + std::to_string(8 * i) +
              "]; ";
    text += "}";
    ptx(rewriter, loc,
        {firstThread(rewriter, loc, Value()),
         shared32(rewriter, loc, adaptor.getBarriers())},
        text, "r,r");
    rewriter.eraseOp(op);
    return success();
  }
};

struct MbarrierWaitLowering : TilePattern<tilegpu::MbarrierWaitOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tilegpu::MbarrierWaitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    // Labels inside a { } block are local to it in PTX.
    ptx(rewriter, loc,
        {barrierAddress(rewriter, loc, adaptor.getBarriers(),
                        adaptor.getIndex()),
         adaptor.getPhase()},
        "{ .reg .pred done; tilec_wait: "
        "mbarrier.try_wait.parity.shared::cta.b64 done, [$0], $1; "
        "@!done bra tilec_wait; }",
        "r,r");
    rewriter.eraseOp(op);
    return success();
  }
};

/// Thread 0 announces the slot's bytes on its barrier and starts one TMA
/// copy per 64-column (128-byte) block of the slot: block j holds every
/// row's columns 64j..64j+63, swizzled, `rows * 128` bytes after block j-1.
struct TmaCopyLowering : TilePattern<tilegpu::TmaCopyOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tilegpu::TmaCopyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto bufferOp = op.getBuffer().getDefiningOp<tilegpu::LocalBufferOp>();
    if (!bufferOp)
      return op.emitError("copies into a buffer that no tilegpu.local_buffer "
                          "made");
    SharedTile tile = bufferTile(bufferOp);
    if (!tile.swizzle || tile.swizzleBytes != 128 || tile.fastDim != 1 ||
        tile.elemBytes != 2)
      return op.emitError("internal error: a TMA copy into a slot that is "
                          "not a 128-byte swizzled 16-bit tile along its "
                          "last dim");
    int64_t rows = tile.shape[0], blocks = tile.shape[1] / tile.blockElems();
    Value slot = shared32(rewriter, loc,
                          slotAddress(rewriter, loc, bufferOp,
                                      adaptor.getBuffer(), adaptor.getSlot()));
    Value bar =
        barrierAddress(rewriter, loc, adaptor.getBarriers(), adaptor.getSlot());
    Value map = LLVM::PtrToIntOp::create(rewriter, loc, rewriter.getI64Type(),
                                         adaptor.getTensorMap());
    Value row = adaptor.getCoords()[0], col = adaptor.getCoords()[1];
    SmallVector<Value> operands{firstThread(rewriter, loc, adaptor.getPred()),
                                bar, map, row};
    std::string constraints = "r,r,l,r";
    std::string text =
        "{ .reg .pred p; setp.ne.b32 p, $0, 0; "
        "@p mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], " +
        std::to_string(rows * tile.shape[1] * tile.elemBytes) + "; ";
    for (int64_t j = 0; j < blocks; ++j) {
      unsigned dst = operands.size(), c = dst + 1;
      operands.push_back(arith::AddIOp::create(
          rewriter, loc, slot, i32Const(rewriter, loc, j * rows * 128)));
      operands.push_back(arith::AddIOp::create(
          rewriter, loc, col, i32Const(rewriter, loc, j * tile.blockElems())));
      constraints += ",r,r";
      text += "@p cp.async.bulk.tensor.2d.shared::cluster.global."
              "mbarrier::complete_tx::bytes [$" +
              std::to_string(dst) + "], [$2, {$" + std::to_string(c) +
              ", $3}], [$1]; ";
    }
    text += "}";
    ptx(rewriter, loc, operands, text, constraints);
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void tilec::conversion::populateSharedMemoryToLLVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    LoweringState &state) {
  patterns.add<LocalAllocLowering, LocalLoadLowering, LocalBufferLowering,
               AsyncCopyLowering, AsyncWaitLowering, MbarriersLowering,
               MbarrierInvalLowering, MbarrierWaitLowering, TmaCopyLowering>(
      converter, patterns.getContext(), state);
}
