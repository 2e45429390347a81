//===- ReduceToLLVM.cpp - reductions --------------------------------------===//
//
// tile.reduce: registers that differ only along the axis combine within
// the lane, lane-id bits that walk the axis with butterfly exchanges (the
// exchange instruction is the target's, TargetCodegen), warp-id bits
// through shared memory. The result is a slice layout of the source, so
// expand_dims of it moves no data.
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

/// tl.reduce along one axis: within each lane first, then across lanes
/// with butterfly exchanges (TargetCodegen::shuffleXor; the last step of a
/// whole-wave64 reduction reads lanes 0 and 32 where the target can), then
/// across warps through shared memory. Scalar results are made uniform.
struct ReduceLowering : TilePattern<tile::ReduceOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto srcType = cast<RankedTensorType>(op.getSrcs()[0].getType());
    ArrayRef<int64_t> shape = srcType.getShape();
    unsigned axis = op.getAxis();
    unsigned n = op.getSrcs().size();
    DistributedLayout layout = layoutOf(srcType);
    SmallVector<SmallVector<Value>> srcRegs;
    for (Value v : adaptor.getSrcs())
      srcRegs.push_back(unpack(rewriter, loc, v));

    // 1. Within the lane: combine registers that differ only along `axis`.
    SmallVector<unsigned> otherDims;
    for (unsigned d = 0; d < srcType.getRank(); ++d)
      if (d != axis)
        otherDims.push_back(d);
    std::map<SmallVector<int64_t>, SmallVector<Value>> groups;
    SmallVector<SmallVector<int64_t>> groupOrder;
    for (unsigned r = 0; r < layout.numRegisters(); ++r) {
      if (isDuplicateRegister(layout, r, shape))
        continue;
      SmallVector<int64_t> key = registerKey(layout, r, shape, otherDims);
      SmallVector<Value> next;
      for (unsigned i = 0; i < n; ++i)
        next.push_back(srcRegs[i][r]);
      auto it = groups.find(key);
      if (it == groups.end()) {
        groups.emplace(key, next);
        groupOrder.push_back(key);
        continue;
      }
      it->second = emitCombine(rewriter, op.getCombineOp(), it->second, next);
    }

    // 2. Across lanes: butterfly over the lane-id bits that walk `axis`.
    for (auto [bit, basis] : llvm::enumerate(layout.laneBases)) {
      if (basis[axis] == 0)
        continue;
      for (unsigned d : otherDims)
        if (basis[d] != 0)
          return op.emitError(
              "cannot reduce a layout whose lanes move along several dims");
      // The last step of a reduction over every lane of a wave64 needs no
      // exchange: each half of the wave holds one value by now, and lanes 0
      // and 32 give them as uniform (SGPR) values (an xor-32 exchange would
      // need ds_bpermute and an address register on GFX9).
      unsigned mask = 1u << bit;
      bool wholeWaveLastStep =
          state.codegen->hasReadLane() && mask == 32 &&
          bit + 1 == layout.laneBases.size() &&
          llvm::all_of(layout.laneBases, [&](const auto &l) {
            for (unsigned d = 0; d < l.size(); ++d)
              if (d != axis && l[d] != 0)
                return false;
            return true;
          });
      for (auto &key : groupOrder) {
        SmallVector<Value> &acc = groups[key];
        SmallVector<Value> mine, other;
        for (Value v : acc) {
          if (wholeWaveLastStep) {
            mine.push_back(state.codegen->readLane(rewriter, loc, v, 0));
            other.push_back(state.codegen->readLane(rewriter, loc, v, mask));
          } else {
            mine.push_back(v);
            other.push_back(state.codegen->shuffleXor(rewriter, loc, v, mask));
          }
        }
        acc = emitCombine(rewriter, op.getCombineOp(), mine, other);
      }
    }

    // 3. Across warps: partial results meet in shared memory.
    SmallVector<unsigned> warpBits = warpBitsAlong(layout, axis);
    int64_t warps = int64_t(1) << warpBits.size();
    if (warps > 1) {
      Value warpId = laneAndWarp(rewriter, loc, state).second;
      // This warp's index among the warps along `axis`.
      Value warpCoord = i32Const(rewriter, loc, 0);
      for (auto [j, bit] : llvm::enumerate(warpBits)) {
        Value b = arith::AndIOp::create(
            rewriter, loc,
            arith::ShRUIOp::create(rewriter, loc, warpId,
                                   i32Const(rewriter, loc, bit)),
            i32Const(rewriter, loc, 1));
        warpCoord = arith::OrIOp::create(
            rewriter, loc, warpCoord,
            arith::ShLIOp::create(rewriter, loc, b,
                                  i32Const(rewriter, loc, j)));
      }
      SmallVector<int64_t> resultShape;
      for (unsigned d : otherDims)
        resultShape.push_back(shape[d]);
      int64_t resultNumel = ShapedType::getNumElements(resultShape);
      // Coordinates of each group's result element.
      auto coords = elementCoords(rewriter, loc, layout, shape, state);
      std::map<SmallVector<int64_t>, unsigned> keyToReg;
      for (unsigned r = 0; r < layout.numRegisters(); ++r)
        keyToReg.emplace(registerKey(layout, r, shape, otherDims), r);
      barrier(rewriter, loc);
      SmallVector<int64_t> offsets;
      int64_t offset = 0;
      for (unsigned i = 0; i < n; ++i) {
        offsets.push_back(offset);
        Type t = memoryType(
            cast<RankedTensorType>(op.getSrcs()[i].getType()).getElementType());
        offset += warps * resultNumel * std::max<int64_t>(4, elementBytes(t));
      }
      SmallVector<Value> resultIndex;
      for (auto &key : groupOrder) {
        unsigned r = keyToReg[key];
        SmallVector<Value> c;
        for (unsigned d : otherDims)
          c.push_back(coords[d][r]);
        Value idx = linearIndex(rewriter, loc, c, resultShape);
        resultIndex.push_back(idx);
        Value slot = arith::AddIOp::create(
            rewriter, loc,
            arith::MulIOp::create(rewriter, loc, warpCoord,
                                  i32Const(rewriter, loc, resultNumel)),
            idx);
        for (unsigned i = 0; i < n; ++i) {
          Value v = toMemory(rewriter, loc, groups[key][i]);
          Value ptr = smemElementPtr(rewriter, loc, state, v.getType(),
                                     offsets[i], slot);
          LLVM::StoreOp::create(rewriter, loc, v, ptr);
        }
      }
      barrier(rewriter, loc);
      for (auto [k, key] : llvm::enumerate(groupOrder)) {
        SmallVector<Value> acc;
        for (int64_t w = 0; w < warps; ++w) {
          Value slot =
              arith::AddIOp::create(rewriter, loc, resultIndex[k],
                                    i32Const(rewriter, loc, w * resultNumel));
          SmallVector<Value> next;
          for (unsigned i = 0; i < n; ++i) {
            Type t = groups[key][i].getType();
            Type mem = memoryType(t);
            Value ptr =
                smemElementPtr(rewriter, loc, state, mem, offsets[i], slot);
            next.push_back(
                fromMemory(rewriter, loc,
                           LLVM::LoadOp::create(rewriter, loc, mem, ptr), t));
          }
          acc = w == 0 ? next
                       : emitCombine(rewriter, op.getCombineOp(), acc, next);
        }
        groups[key] = acc;
      }
      barrier(rewriter, loc);
    }

    // 4. Results: scalars, or the slice layout's registers.
    SmallVector<Value> results;
    for (unsigned i = 0; i < n; ++i) {
      Type resultType = op.getResult(i).getType();
      auto tensor = dyn_cast<RankedTensorType>(resultType);
      if (!tensor) {
        // A scalar result is the same in every lane; on AMDGPU say so, so
        // that it lives in an SGPR instead of a VGPR per lane.
        Value v = groups[groupOrder.front()][i];
        v = state.codegen->makeUniform(rewriter, loc, v);
        results.push_back(v);
        continue;
      }
      DistributedLayout resultLayout = layoutOf(tensor);
      SmallVector<Value> regs;
      for (unsigned r = 0; r < resultLayout.numRegisters(); ++r) {
        SmallVector<int64_t> key;
        for (unsigned d = 0; d < tensor.getRank(); ++d)
          key.push_back(resultLayout.offset(r, d) & (tensor.getDimSize(d) - 1));
        auto it = groups.find(key);
        if (it == groups.end())
          return op.emitError(
              "reduction result layout does not match its source");
        regs.push_back(it->second[i]);
      }
      results.push_back(
          pack(rewriter, loc, getTypeConverter()->convertType(tensor), regs));
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

void tilec::conversion::populateReduceToLLVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    LoweringState &state) {
  patterns.add<ReduceLowering>(converter, patterns.getContext(), state);
}
