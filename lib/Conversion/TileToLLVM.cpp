//===- TileToLLVM.cpp - the convert-tile-to-llvm pass ---------------------===//
//
// Each tile value becomes an LLVM struct of the registers one lane holds
// (TileGPU/IR/Layout.h says which elements those are). The pass checks what
// the lowering cannot do, places shared memory (the tilegpu.local_alloc
// buffers, the loops' asynchronous-copy slots, the scratch area every
// exchange reuses), sets up the type converter and runs one conversion with
// the patterns of every op family (TileToLLVMPatterns.h) and the target's
// lowering of the scalar math and gpu ops they create (TargetCodegen).
//
//===----------------------------------------------------------------------===//
#include "Conversion/MathToLLVM.h"
#include "Conversion/Passes.h"

#include "Analysis/AxisInfo.h"
#include "Conversion/LoweringCommon.h"
#include "Conversion/SharedMemory.h"
#include "Conversion/TargetCodegen.h"
#include "Conversion/TileToLLVMPatterns.h"

#include "TargetTable/TargetTable.h"
#include "Tile/IR/TileDialect.h"
#include "TileGPU/IR/Layout.h"
#include "TileGPU/IR/TileGPUDialect.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Transforms/DialectConversion.h"

namespace tilec {
#define GEN_PASS_DEF_CONVERTTILETOLLVM
#include "Conversion/Passes.h.inc"
} // namespace tilec

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;

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

/// Whether `op` computes a tile from coordinates and scalars only: ranges,
/// splats, tile constants, broadcasts and views, pointer offsets, pure
/// elementwise arithmetic and compares (no memory, no data movement).
static bool isIndexComputation(Operation *op) {
  if (!op || op->getNumResults() != 1 || op->getNumRegions() != 0 ||
      !isa<RankedTensorType>(op->getResult(0).getType()))
    return false;
  if (isa<tile::MakeRangeOp, tile::SplatOp, tile::ExpandDimsOp,
          tile::BroadcastOp, tile::AddPtrOp, tile::HintOp, tilegpu::ViewOp,
          arith::ConstantOp>(op))
    return true;
  return isa<arith::ArithDialect>(op->getDialect()) &&
         op->hasTrait<OpTrait::Elementwise>() && isMemoryEffectFree(op);
}

/// The pointer and mask tiles of stores after a function's last loop that
/// write a matrix-core result converted to the store's layout (the wide
/// stores of TargetInfo::widensAccumulatorStores) are computed again right
/// after the loop, from the same scalars, where the target can compute the
/// thread id afresh (TargetCodegen::freshThreadId: LLVM cannot merge the
/// copies back). That layout is the coalesced one the prologue's loads use,
/// so CSE had merged the epilogue's `offs_m[:, None]` and row mask with the
/// prologue's, which kept them in registers across the loop: on NVIDIA the
/// attention forward d64 128x64 at 8 warps went from 123 to 136 registers
/// (one CTA per SM fewer) with the wide stores, 128 with this. Only these
/// stores: recomputing every index tile used after the last loop moved
/// registers both ways elsewhere (NVIDIA attention d128 at 4 warps spilled
/// 32 bytes; on RDNA the backward's dK/dV d128 causal went from 200 VGPRs
/// to 256 and 96 bytes of scratch).
static void recomputeIndicesAfterLastLoop(func::FuncOp func) {
  if (func.getBody().empty())
    return;
  Block &body = func.getBody().front();
  Operation *last = nullptr;
  for (Operation &op : body)
    if (isa<LoopLikeOpInterface>(op))
      last = &op;
  if (!last)
    return;
  OpBuilder builder(last->getContext());
  builder.setInsertionPointAfter(last);
  IRMapping copies;
  // The copy of `v` after the loop, with its producers up to 10 deep; null
  // when `v` is not such a computation of values from before the loop.
  std::function<Value(Value, unsigned)> copyOf = [&](Value v,
                                                     unsigned depth) -> Value {
    if (Value copy = copies.lookupOrNull(v))
      return copy;
    Operation *def = v.getDefiningOp();
    if (depth > 10 || !def || def->getBlock() != &body ||
        !def->isBeforeInBlock(last) || !isIndexComputation(def))
      return {};
    SmallVector<Value> operands;
    for (Value operand : def->getOperands()) {
      if (!isa<RankedTensorType>(operand.getType())) {
        operands.push_back(operand);
        continue;
      }
      Value copy = copyOf(operand, depth + 1);
      if (!copy)
        return {};
      operands.push_back(copy);
    }
    Operation *clone = builder.clone(*def);
    clone->setOperands(operands);
    copies.map(v, clone->getResult(0));
    return clone->getResult(0);
  };
  auto usedInLoop = [&](Value v) {
    return llvm::any_of(
        v.getUsers(), [&](Operation *user) { return last->isAncestor(user); });
  };
  auto widened = [](tile::StoreOp store) {
    auto cvt = store.getValue().getDefiningOp<tilegpu::ConvertLayoutOp>();
    return cvt &&
           isa<tilegpu::MmaLayoutAttr>(
               cast<RankedTensorType>(cvt.getSrc().getType()).getEncoding());
  };
  auto beforeLoop = [&](Operation *def) {
    return def && def->getBlock() == &body && def->isBeforeInBlock(last);
  };
  // The operands of `op` (after the loop) that come from before the loop
  // take copies; index computations after the loop are followed up.
  std::function<void(Operation *, unsigned)> recompute = [&](Operation *op,
                                                             unsigned depth) {
    for (OpOperand &operand : op->getOpOperands()) {
      Value v = operand.get();
      Operation *def = v.getDefiningOp();
      if (!isa<RankedTensorType>(v.getType()) || !def)
        continue;
      if (beforeLoop(def)) {
        if (!usedInLoop(v))
          if (Value copy = copyOf(v, 0))
            operand.set(copy);
      } else if (depth < 10 && isIndexComputation(def)) {
        recompute(def, depth + 1);
      }
    }
  };
  // (A store's value, a conversion, is no index computation: left alone.)
  for (Operation *op = last->getNextNode(); op; op = op->getNextNode())
    op->walk([&](tile::StoreOp store) {
      if (widened(store))
        recompute(store, 0);
    });
}

namespace {

struct ConvertTileToLLVMPass
    : tilec::impl::ConvertTileToLLVMBase<ConvertTileToLLVMPass> {
  using ConvertTileToLLVMBase::ConvertTileToLLVMBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(rejectUnsupportedOps(module)))
      return signalPassFailure();
    MLIRContext *ctx = &getContext();
    LoweringState state;
    FailureOr<const TargetInfo *> found = tilegpu::getTarget(module, chip);
    if (failed(found))
      return signalPassFailure();
    state.target = *found;
    // The module's target, whether or not the option named it.
    StringRef chip = state.target->name;
    std::unique_ptr<TargetCodegen> codegen = createTargetCodegen(*state.target);
    state.codegen = codegen.get();
    FailureOr<unsigned> numWarps =
        tilegpu::getLayoutWarps(module, *state.target);
    if (failed(numWarps))
      return signalPassFailure();
    state.numWarps = *numWarps;
    state.warpSize = state.target->warpSize;
    if (failed(rejectUnavailableMmaKinds(module, *state.target, chip)))
      return signalPassFailure();
    if (state.codegen->hasFreshThreadId())
      module.walk(recomputeIndicesAfterLastLoop);

    // Shared memory as tile-allocate-shared-memory placed it (the offsets
    // of the buffers, the scratch area, the slab threshold, the total).
    auto moduleBytes = [&](StringRef name) -> std::optional<int64_t> {
      if (auto attr = module->getAttrOfType<IntegerAttr>(name))
        return attr.getInt();
      return std::nullopt;
    };
    std::optional<int64_t> total = moduleBytes(kSharedBytesAttr),
                           scratchBase = moduleBytes(kScratchBaseAttr),
                           exchangeLimit = moduleBytes(kExchangeLimitAttr);
    if (!total || !scratchBase || !exchangeLimit) {
      module.emitError() << "module has no shared-memory plan (run "
                            "tile-allocate-shared-memory with chip="
                         << chip << " first)";
      return signalPassFailure();
    }
    int64_t smemBytes = *total;
    state.scratchBase = *scratchBase;
    state.exchangeLimit = *exchangeLimit;
    bool unplaced = false;
    module.walk([&](Operation *op) {
      if (!isa<tilegpu::LocalAllocOp, tilegpu::LocalBufferOp,
               tilegpu::MbarriersOp>(op))
        return;
      if (auto offset = op->getAttrOfType<IntegerAttr>(kSharedOffsetAttr)) {
        state.bufferOffsets[op] = offset.getInt();
        return;
      }
      op->emitError("shared-memory buffer without an offset (run "
                    "tile-allocate-shared-memory first)");
      unplaced = true;
    });
    if (unplaced)
      return signalPassFailure();
    // Runs of equal values in elementwise results (a compare of a range
    // with a bound divisible by 16 is uniform over 16 columns, as are the
    // selects and casts of it): their registers are computed once a run.
    module.walk([&](func::FuncOp func) {
      AxisInfoAnalysis axisInfo(func);
      func.walk([&](Operation *op) {
        if (!isa<arith::ArithDialect, math::MathDialect>(op->getDialect()) ||
            op->getNumResults() != 1 || isa<arith::ConstantOp>(op))
          return;
        auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
        if (!type || !type.getEncoding())
          return;
        AxisInfo info = axisInfo.get(op->getResult(0));
        if (info.rank() != unsigned(type.getRank()))
          return;
        SmallVector<int64_t> runs;
        for (int64_t c : info.constancy)
          runs.push_back(c >= 1 ? int64_t(llvm::bit_floor(uint64_t(c))) : 1);
        if (llvm::any_of(runs, [](int64_t c) { return c > 1; }))
          state.constantRuns[op] = std::move(runs);
      });
      // AMDGPU buffer operations (after the walk: it adds offset tiles).
      if (bufferAccesses)
        findBufferAccesses(func, axisInfo, state);
    });
    module.walk([&](tilegpu::ConvertLayoutOp cvt) {
      if (tilegpu::ConvertLayoutOp second =
              fusedExchangePartner(cvt, state.exchangeLimit))
        state.fusedExchanges[cvt] = second;
    });
    // Swizzled slots and buffers start on 1 KiB boundaries of it (wgmma
    // descriptors, TMA).
    bool swizzled = false;
    module.walk([&](scf::ForOp loop) {
      swizzled |= loop->hasAttr(kLoopSlotBytesAttr);
    });
    module.walk([&](tilegpu::LocalAllocOp alloc) {
      swizzled |= bufferTile(alloc).swizzle;
    });
    OpBuilder builder(module.getBodyRegion());
    unsigned alignment = swizzled ? 1024 : 16;
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

    if (zeroPageMaskedLoads) {
      if (!state.target->isAMDGPU()) {
        module.emitError() << "zero-page-masked-loads is for AMDGPU targets, "
                           << "not " << state.target->name;
        return signalPassFailure();
      }
      int64_t bytes = LoweringState::kZeroPageBytes;
      state.zeroPage = LLVM::GlobalOp::create(
          builder, module.getLoc(),
          LLVM::LLVMArrayType::get(builder.getI8Type(), bytes),
          /*isConstant=*/true, LLVM::Linkage::Internal, "tilec_zero_page",
          builder.getZeroAttr(
              RankedTensorType::get({bytes}, builder.getI8Type())),
          /*alignment=*/bytes, /*addrSpace=*/1);
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
    populateDotToLLVMPatterns(converter, patterns, state);
    populateMathToLLVMPatterns(converter, patterns, *state.target);
    populateViewToLLVMPatterns(converter, patterns);
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
    for (StringRef name :
         {kSharedBytesAttr, kScratchBaseAttr, kExchangeLimitAttr})
      module->removeAttr(name);
    module->removeAttr(tilegpu::kNumWarpsAttrName);
    module->removeAttr(tilegpu::kWarpSizeAttrName);
  }
};

} // namespace
