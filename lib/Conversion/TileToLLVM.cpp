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
    // Before such a loop, its first copies are in flight from the first
    // tilegpu.async_copy into its slots on; code there runs with the scratch
    // area at offset 0, over those slots. tile-pipeline-async issues the
    // copies only after computing all of their operands; anything else that
    // exchanges data through shared memory in that stretch would corrupt
    // the slots, so it is an internal error rather than a wrong result.
    for (auto &entry : state.loopBufferBytes) {
      Operation *loop = entry.first; // captured below
      Operation *firstCopy = nullptr;
      for (Operation *op = loop->getPrevNode(); op; op = op->getPrevNode())
        if (auto copy = dyn_cast<tilegpu::AsyncCopyOp>(op))
          if (auto buffer =
                  copy.getBuffer().getDefiningOp<tilegpu::LocalBufferOp>())
            if (llvm::any_of(buffer->getUsers(), [&](Operation *user) {
                  return isa<tilegpu::LocalLoadOp>(user) &&
                         loop->isAncestor(user);
                }))
              firstCopy = op;
      if (!firstCopy)
        continue;
      for (Operation *op = firstCopy->getNextNode(); op != loop;
           op = op->getNextNode()) {
        Operation *user = nullptr;
        op->walk([&](Operation *nested) {
          if (!user && sharedMemoryBytes(nested, INT64_MAX) > 0)
            user = nested;
        });
        if (user) {
          user->emitError("internal compiler error: this op exchanges data "
                          "through shared memory while the copies into the "
                          "next loop's pipeline slots are in flight (stage "
                          "convert-tile-to-llvm, target ")
              << chip << ")";
          invalidBuffers = true;
        }
      }
    }
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
    auto measureScratch = [&] {
      smemBytes = 16;
      largest = module;
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
    };
    measureScratch();
    // When that does not fit beside the local_alloc buffers, exchanges are
    // cut into more slabs (planExchange) until it does, or until no slab can
    // be halved again (the error below then names the largest).
    int64_t allocBytes = 0;
    module.walk([&](tilegpu::LocalAllocOp alloc) {
      allocBytes += llvm::alignTo(bufferTile(alloc).bytes(), 16);
    });
    if (!state.loopBufferBytes.empty())
      allocBytes = llvm::alignTo(allocBytes, 1024);
    while (smemBytes + allocBytes > state.target->sharedMemBytes &&
           state.exchangeLimit > 1024) {
      state.exchangeLimit /= 2;
      measureScratch();
    }
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
    module->removeAttr(tilegpu::kNumWarpsAttrName);
    module->removeAttr(tilegpu::kWarpSizeAttrName);
  }
};

} // namespace
