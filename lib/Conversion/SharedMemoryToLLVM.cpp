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

#include "Conversion/SharedMemory.h"
#include "Conversion/TargetCodegen.h"

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
    auto coords = elementCoords(rewriter, loc, layout, ptrType.getShape(),
                                state.warpSize);
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
    Value base = LLVM::AddressOfOp::create(rewriter, loc, state.smem);
    Value buffer = LLVM::GEPOp::create(
        rewriter, loc, LLVM::LLVMPointerType::get(rewriter.getContext(), 3),
        rewriter.getI8Type(), base,
        ArrayRef<LLVM::GEPArg>{int32_t(it->second)});
    RankedTensorType type = op.getSrc().getType();
    SmallVector<unsigned> identity;
    for (unsigned d = 0; d < type.getRank(); ++d)
      identity.push_back(d);
    barrier(rewriter, loc);
    storeTileToShared(rewriter, loc, state, adaptor.getSrc(), type, 0, identity,
                      bufferTile(op), buffer);
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
    Type elemType = getTypeConverter()->convertType(type.getElementType());
    SharedTile tile;
    Value buffer = adaptor.getBuffer();
    if (auto alloc = op.getBuffer().getDefiningOp<tilegpu::LocalAllocOp>();
        alloc && !op.getSlot()) {
      tile = bufferTile(alloc);
    } else if (auto slots =
                   op.getBuffer().getDefiningOp<tilegpu::LocalBufferOp>();
               slots && op.getSlot()) {
      tile = readTile(op);
      buffer =
          slotAddress(rewriter, op.getLoc(), slots, buffer, adaptor.getSlot());
    } else {
      return op.emitError("reads a buffer that no tilegpu.local_alloc (or, "
                          "with a slot, tilegpu.local_buffer) made");
    }
    SmallVector<Value> regs = loadTileFromShared(
        rewriter, op.getLoc(), state, type, elemType, 0, tile, buffer);
    rewriter.replaceOp(op, pack(rewriter, op.getLoc(),
                                getTypeConverter()->convertType(type), regs));
    return success();
  }
};

} // namespace

void tilec::conversion::populateSharedMemoryToLLVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    LoweringState &state) {
  patterns.add<LocalAllocLowering, LocalLoadLowering, LocalBufferLowering,
               AsyncCopyLowering, AsyncWaitLowering>(
      converter, patterns.getContext(), state);
}
