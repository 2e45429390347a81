//===- PipelineAsync.cpp - dot operands copied into shared memory ahead ---===//
#include "Layout/Passes.h"

#include "Analysis/SharedMemoryPlan.h"

#include "TargetTable/TargetTable.h"
#include "Tile/IR/TileDialect.h"
#include "TileGPU/IR/Layout.h"
#include "TileGPU/IR/TileGPUDialect.h"
#include "Transforms/LoopSlice.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

#include <numeric>

namespace tilec {
#define GEN_PASS_DEF_PIPELINEASYNC
#include "Layout/Passes.h.inc"
} // namespace tilec

using namespace mlir;
using namespace tilec;

namespace {

/// One read of a candidate's slot: a conversion of the loaded tile into a
/// dot operand layout, directly or after a 2-D transposition (`view`: a
/// tile.trans or a tilegpu.view with order [1, 0]), which becomes a
/// (transposed) local_load of the slot.
struct Read {
  tilegpu::ConvertLayoutOp cvt;
  Operation *view = nullptr;
};

/// A load that becomes asynchronous copies into `slots` slots of a buffer,
/// and the conversions into dot operand layouts that become reads of it
/// (program order); or, `direct`, a small load beside such loads in a loop
/// (a row of softmax statistics), read back in its own layout where it was,
/// or, when every use of it is a layout conversion in its block
/// (`directConverts`), read in each conversion's layout where that was: the
/// slot is shared memory already, so no exchange through the scratch area
/// (two barriers each) is needed to change the layout.
struct Candidate {
  tile::LoadOp load;
  SmallVector<Read, 1> reads;
  bool direct = false;
  SmallVector<tilegpu::ConvertLayoutOp, 2> directConverts;
  LoopSlice slice;       // what the address and mask are made of
  int64_t bytes = 0;     // one slot, and the stride between slots
  bool swizzled = false; // slots start on 1 KiB
  unsigned slots = 0;
  Value buffer;
  /// Copied by the tensor memory accelerator (a host-side descriptor's
  /// block on a target with TMA): `slice` computes the coordinates, the
  /// copies complete on `barriers` (one per slot), `tensorMap` is the
  /// kernel parameter the runtime fills.
  bool tma = false;
  bool nanFill = false;
  Value barriers, tensorMap;

  Operation *firstRead() {
    return direct ? load.getOperation() : reads.front().cvt.getOperation();
  }
};

bool isZero(Value v) {
  return matchPattern(v, m_Zero()) || matchPattern(v, m_AnyZeroFloat());
}

bool isNaN(Value v) { return matchPattern(v, m_NaNFloat()); }

/// Whether `load` (its reads are all into dot operand layouts) can be
/// copied by the TMA on `target`: a 2-D block of 16-bit floats of a
/// host-side descriptor (its base a kernel argument), rows of a multiple of
/// 64 elements (128-byte swizzle blocks, one copy each), at most 256 rows (a
/// box's limit), a multiple of 8 rows; zero or NaN outside the tensor.
bool tmaEligible(const TargetInfo &target, tile::LoadOp load) {
  auto type = cast<RankedTensorType>(load.getType());
  auto base = dyn_cast_or_null<BlockArgument>(load.getDescBase());
  if (!target.hasTma() || !base || !base.getOwner()->isEntryBlock() ||
      !isa<func::FuncOp>(base.getOwner()->getParentOp()) ||
      type.getRank() != 2 ||
      !(type.getElementType().isF16() || type.getElementType().isBF16()))
    return false;
  int64_t rows = type.getDimSize(0), cols = type.getDimSize(1);
  if (cols % 64 || rows % 8 || rows > 256)
    return false;
  return !load.getOther() || isZero(load.getOther()) || isNaN(load.getOther());
}

/// The slot of a TMA copy: the descriptor's last dim contiguous, swizzled.
SharedTile tmaSlotTile(RankedTensorType type) {
  return swizzledIfPossible(
      makeSharedTile(type.getShape(), elementBytes(type.getElementType()), 1));
}

/// `op` transposes a 2-D tile (order [1, 0]) without other changes.
bool isTransposition(Operation *op) {
  std::optional<ArrayRef<int32_t>> order;
  if (auto trans = dyn_cast<tile::TransOp>(op))
    order = trans.getOrder();
  else if (auto view = dyn_cast<tilegpu::ViewOp>(op); view && view.getOrder())
    order = *view.getOrder();
  return order && order->size() == 2 && (*order)[0] == 1 && (*order)[1] == 0;
}

/// The conversion into a dot operand layout that `user` is, or that its one
/// user is when `user` is a transposition; none otherwise.
std::optional<Read> asRead(tile::LoadOp load, Operation *user) {
  Read read;
  if (isTransposition(user)) {
    if (!user->hasOneUse() || user->getBlock() != load->getBlock())
      return std::nullopt;
    read.view = user;
    user = *user->user_begin();
  }
  auto cvt = dyn_cast<tilegpu::ConvertLayoutOp>(user);
  if (!cvt || cvt->getBlock() != load->getBlock() ||
      !isa_and_nonnull<tilegpu::DotOperandLayoutAttr>(
          cvt.getType().getEncoding()))
    return std::nullopt;
  read.cvt = cvt;
  return read;
}

/// Largest slot of a direct candidate: statistics rows, not data tiles
/// (those stay in registers or go to the dots' slots).
constexpr int64_t kDirectSlotBytes = 1024;

std::optional<Candidate> asCandidate(const TargetInfo &target, scf::ForOp loop,
                                     tile::LoadOp load, bool allowDirect,
                                     bool convertingReads) {
  auto type = dyn_cast<RankedTensorType>(load.getType());
  if (!type || !type.getEncoding() || load.getIsVolatile() || load->use_empty())
    return std::nullopt;
  bool zeroOther = !load.getOther() || isZero(load.getOther());
  SmallVector<Read, 1> reads;
  bool direct = false;
  for (Operation *user : load->getUsers()) {
    std::optional<Read> read = asRead(load, user);
    if (!read) {
      direct = true;
      break;
    }
    reads.push_back(*read);
  }
  SmallVector<tilegpu::ConvertLayoutOp, 2> directConverts;
  if (direct) {
    if (!allowDirect ||
        type.getNumElements() * elementBytes(type.getElementType()) >
            kDirectSlotBytes)
      return std::nullopt;
    reads.clear();
    if (convertingReads)
      for (Operation *user : load->getUsers()) {
        auto cvt = dyn_cast<tilegpu::ConvertLayoutOp>(user);
        if (!cvt || cvt->getBlock() != load->getBlock()) {
          directConverts.clear();
          break;
        }
        directConverts.push_back(cvt);
      }
  }
  llvm::sort(reads, [](const Read &a, const Read &b) {
    return a.cvt->isBeforeInBlock(b.cvt);
  });
  // The TMA copies whole blocks at coordinates: no vector width matters,
  // and only the coordinates need computing ahead.
  if (!direct && tmaEligible(target, load)) {
    std::optional<LoopSlice> slice = loopSlice(loop, load.getDescCoords());
    if (!slice)
      return std::nullopt;
    Candidate c;
    c.load = load;
    c.reads = std::move(reads);
    c.slice = std::move(*slice);
    SharedTile slot = tmaSlotTile(type);
    c.bytes = slotStride(slot);
    c.swizzled = slot.swizzle;
    c.tma = true;
    c.nanFill = load.getOther() && isNaN(load.getOther());
    return c;
  }
  if (!zeroOther)
    return std::nullopt;
  // cp.async moves 4, 8 or 16 bytes: the lowering's vector width (the
  // proven one, along the layout's contiguous registers).
  FailureOr<tilegpu::DistributedLayout> layout =
      tilegpu::analyzeLayout(type.getEncoding(), type.getShape());
  auto vec = load->getAttrOfType<IntegerAttr>(tilegpu::kVectorWidthAttrName);
  Type elem = type.getElementType();
  if (failed(layout) || !vec || !elem.isIntOrFloat())
    return std::nullopt;
  unsigned run = 1;
  for (unsigned d = 0; d < layout->rank(); ++d)
    run = std::max(run, layout->contiguousRegisters(d));
  int64_t width = std::min<int64_t>(vec.getInt(), run) *
                  std::max(1u, elem.getIntOrFloatBitWidth() / 8);
  if (width != 4 && width != 8 && width != 16)
    return std::nullopt;
  std::optional<LoopSlice> slice = loopSlice(loop, load);
  if (!slice)
    return std::nullopt;
  Candidate c;
  c.load = load;
  c.reads = std::move(reads);
  c.direct = direct;
  c.directConverts = std::move(directConverts);
  c.slice = std::move(*slice);
  // The slot as tile-allocate-shared-memory will place it: the copies
  // write in the load's layout, the reads use the operand layouts.
  SmallVector<RankedTensorType> plainReads;
  for (Read &r : c.reads)
    if (!r.view)
      plainReads.push_back(r.cvt.getType());
  for (tilegpu::ConvertLayoutOp cvt : c.directConverts)
    plainReads.push_back(cvt.getType());
  SharedTile slot =
      slotTile(type, slotReadType(type, plainReads), vec.getInt());
  c.bytes = slotStride(slot);
  c.swizzled = slot.swizzle;
  return c;
}

Value toI32(OpBuilder &b, Location loc, Value v) {
  unsigned width = v.getType().getIntOrFloatBitWidth();
  if (width == 32)
    return v;
  if (width > 32)
    return arith::TruncIOp::create(b, loc, b.getI32Type(), v);
  return arith::ExtSIOp::create(b, loc, b.getI32Type(), v);
}

/// The address and mask of one copy (the coordinates and predicate of a
/// TMA copy), computed but not issued yet.
struct PendingCopy {
  Candidate *c;
  Value ptr, mask, slot;
  SmallVector<Value, 2> coords;
};

/// Clones `c`'s address slice with `map` and computes the pointers and mask
/// of its copy into `slot`, masked off where `inRange` (an i1, if given) is
/// false. issueCopies() then issues it: a group of copies is issued only
/// after all of their operands are computed, because computing them can
/// exchange data through the shared-memory scratch area (a convert_layout of
/// the pointers), and before the loop that area overlaps the slots the
/// first copies would already be writing.
PendingCopy prepareCopy(OpBuilder &b, Candidate &c, IRMapping &map,
                        Value inRange, Value slot) {
  Location loc = c.load.getLoc();
  for (Operation *op : c.slice.ops)
    b.clone(*op, map);
  if (c.tma) {
    PendingCopy p{&c, Value(), inRange, slot, {}};
    for (Value coord : c.load.getDescCoords())
      p.coords.push_back(map.lookupOrDefault(coord));
    return p;
  }
  Value ptr = map.lookupOrDefault(c.load.getPtr());
  Value mask =
      c.load.getMask() ? map.lookupOrDefault(c.load.getMask()) : Value();
  if (inRange) {
    auto ptrType = cast<RankedTensorType>(ptr.getType());
    auto maskType = RankedTensorType::get(ptrType.getShape(), b.getI1Type(),
                                          ptrType.getEncoding());
    Value splat = tile::SplatOp::create(b, loc, maskType, inRange);
    mask = mask ? Value(arith::AndIOp::create(b, loc, mask, splat)) : splat;
  }
  return {&c, ptr, mask, slot, {}};
}

void issueCopies(OpBuilder &b, ArrayRef<PendingCopy> copies) {
  for (const PendingCopy &p : copies) {
    if (p.c->tma) {
      tilegpu::TmaCopyOp::create(b, p.c->load.getLoc(), p.c->buffer, p.slot,
                                 p.c->tensorMap, p.coords, p.c->barriers,
                                 p.mask);
      continue;
    }
    auto copy = tilegpu::AsyncCopyOp::create(b, p.c->load.getLoc(), p.ptr,
                                             p.mask, p.c->buffer, p.slot);
    copy->setAttr(tilegpu::kVectorWidthAttrName,
                  p.c->load->getAttr(tilegpu::kVectorWidthAttrName));
  }
}

/// The kernel argument the runtime passes the tensor map of `load`'s
/// descriptor in: added after all arguments the first time (once per
/// descriptor), with the recipe the lowering and the runtime build it from.
Value tensorMapArgument(tile::LoadOp load, bool nanFill) {
  auto base = cast<BlockArgument>(load.getDescBase());
  auto func = cast<func::FuncOp>(base.getOwner()->getParentOp());
  MLIRContext *ctx = func.getContext();
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    if (auto recipe = func.getArgAttrOfType<DictionaryAttr>(
            i, tilegpu::kTensorMapAttrName))
      if (auto b = recipe.getAs<IntegerAttr>("base");
          b && b.getInt() == int64_t(base.getArgNumber()))
        return func.getArgument(i);
  auto type = cast<RankedTensorType>(load.getType());
  Builder b(ctx);
  // cuda.h: CU_TENSOR_MAP_DATA_TYPE_FLOAT16 = 6, BFLOAT16 = 9;
  // SWIZZLE_128B = 3; FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA = 1;
  // L2_PROMOTION_L2_128B = 2.
  int32_t dtype = type.getElementType().isBF16() ? 9 : 6;
  SharedTile slot = tmaSlotTile(type);
  SmallVector<int32_t> box{int32_t(slot.blockElems()),
                           int32_t(type.getDimSize(0))};
  NamedAttrList recipe;
  recipe.append("base", b.getI32IntegerAttr(base.getArgNumber()));
  recipe.append("box", b.getDenseI32ArrayAttr(box));
  recipe.append("dtype", b.getI32IntegerAttr(dtype));
  recipe.append("elem_bytes", b.getI32IntegerAttr(2));
  recipe.append("fill", b.getI32IntegerAttr(nanFill ? 1 : 0));
  recipe.append("l2", b.getI32IntegerAttr(2));
  recipe.append("swizzle", b.getI32IntegerAttr(3));
  NamedAttrList attrs;
  attrs.append(tilegpu::kTensorMapAttrName, recipe.getDictionary(ctx));
  // The parameter's address (a generic pointer to the kernel parameter, not
  // a pointer into global memory): an LLVM pointer from the start.
  unsigned index = func.getNumArguments();
  if (failed(func.insertArgument(index, LLVM::LLVMPointerType::get(ctx),
                                 attrs.getDictionary(ctx), base.getLoc())))
    return {};
  return func.getArgument(index);
}

/// `stages` slots for the candidates with more than one (all the same):
/// the copies run `stages - 1` iterations ahead. One-slot candidates only
/// beside two-slot ones.
void pipelineLoop(scf::ForOp loop, SmallVector<Candidate, 2> cands,
                  unsigned stages) {
  Location loc = loop.getLoc();
  Value iv = loop.getInductionVar(), lb = loop.getLowerBound(),
        ub = loop.getUpperBound(), step = loop.getStep();
  // Program order of the uses: copies with one slot are issued in this
  // order, so each waits only for itself and those before it.
  llvm::sort(cands, [](Candidate &a, Candidate &b) {
    return a.firstRead()->isBeforeInBlock(b.firstRead());
  });
  OpBuilder b(loop);
  for (Candidate &c : cands) {
    auto type = cast<RankedTensorType>(c.load.getType());
    SmallVector<int64_t> shape{int64_t(c.slots)};
    shape.append(type.getShape().begin(), type.getShape().end());
    auto memref =
        MemRefType::get(shape, type.getElementType(),
                        MemRefLayoutAttrInterface{}, b.getI64IntegerAttr(3));
    c.buffer = tilegpu::LocalBufferOp::create(b, c.load.getLoc(), memref);
    if (c.tma)
      c.tensorMap = tensorMapArgument(c.load, c.nanFill);
  }
  // cp.async groups per iteration (TMA copies complete on barriers).
  unsigned multi =
      llvm::count_if(cands, [](Candidate &c) { return c.slots > 1 && !c.tma; });
  auto i32Const = [&](OpBuilder &ob, int64_t v) -> Value {
    return arith::ConstantIntOp::create(ob, loc, ob.getI32Type(), v);
  };
  Value zero = i32Const(b, 0);
  // Iterations 0 .. stages-2 into slots 0 .. stages-2, each masked off if
  // the loop does not reach it.
  SmallVector<PendingCopy> prologue;
  SmallVector<Value> laterIvs; // lb + step, ..., lb + k * step
  Value at = lb;
  for (unsigned k = 0; k + 1 < stages; ++k) {
    if (k) {
      at = arith::AddIOp::create(b, loc, at, step);
      laterIvs.push_back(at);
    }
    Value inRange =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, at, ub);
    Value slot = k ? i32Const(b, k) : zero;
    for (Candidate &c : cands)
      if (c.slots > 1) {
        IRMapping map;
        c.slice.mapFirstIteration(map);
        c.slice.mapLaterIteration(b, laterIvs, map);
        prologue.push_back(prepareCopy(b, c, map, inRange, slot));
      }
  }
  // Before the loop the slots overlap the scratch area: every warp must be
  // done with it (the code before the loop, and the exchanges that computed
  // the copies' operands just above) before the first copy writes there.
  // (A wait + barrier before computing the operands was not enough: a warp
  // still reading B's exchanged pointers while another's copy of A landed
  // over them read a corrupted pointer, racecheck on the H200, run 32.)
  // The TMA candidates' barriers: initialized before that barrier, which
  // makes them visible to every thread (they do not overlap the slots).
  for (Candidate &c : cands)
    if (c.tma)
      c.barriers = tilegpu::MbarriersOp::create(
          b, c.load.getLoc(),
          MemRefType::get({int64_t(c.slots)}, b.getI64Type(),
                          MemRefLayoutAttrInterface{}, b.getI64IntegerAttr(3)));
  tilegpu::AsyncWaitOp::create(b, loc, 0);
  issueCopies(b, prologue);

  // Top of the body: this iteration's copies have landed (the later
  // iterations', one group per copy, may still be in flight), and every
  // warp is done with the slot the copies below overwrite (the one the
  // previous iteration read).
  OpBuilder nb = OpBuilder::atBlockBegin(loop.getBody());
  tilegpu::AsyncWaitOp::create(nb, loc, (stages - 2) * multi);
  Value index =
      toI32(nb, loc,
            arith::DivSIOp::create(
                nb, loc, arith::SubIOp::create(nb, loc, iv, lb), step));
  Value current, next;
  if (stages == 2) {
    Value one = i32Const(nb, 1);
    current = arith::AndIOp::create(nb, loc, index, one);
    next = arith::XOrIOp::create(nb, loc, current, one);
  } else {
    // index >= 0 in the loop; a power of two becomes a mask in LLVM.
    Value count = i32Const(nb, stages);
    current = arith::RemUIOp::create(nb, loc, index, count);
    next = arith::RemUIOp::create(
        nb, loc,
        arith::AddIOp::create(nb, loc, index, i32Const(nb, stages - 1)), count);
  }
  SmallVector<Value> aheadIvs;
  for (unsigned k = 1; k < stages; ++k)
    aheadIvs.push_back(
        arith::AddIOp::create(nb, loc, k == 1 ? iv : aheadIvs.back(), step));
  Value aheadInRange = arith::CmpIOp::create(nb, loc, arith::CmpIPredicate::slt,
                                             aheadIvs.back(), ub);
  // (Inside the loop the scratch area starts after the slots: the order
  // does not matter there, the same one is kept for reading ease.)
  unsigned oneSlot = 0;
  SmallVector<PendingCopy> body;
  for (Candidate &c : cands)
    if (c.slots == 1) {
      IRMapping map;
      body.push_back(prepareCopy(nb, c, map, Value(), zero));
      if (!c.tma)
        ++oneSlot;
    }
  for (Candidate &c : cands)
    if (c.slots > 1) {
      IRMapping map;
      c.slice.mapLaterIteration(nb, aheadIvs, map);
      body.push_back(prepareCopy(nb, c, map, aheadInRange, next));
    }
  issueCopies(nb, body);

  // The uses read the slots (a one-slot copy is waited for before its
  // first read).
  unsigned waited = 0;
  for (Candidate &c : cands) {
    Value slot = current;
    if (c.tma) {
      // Slot s is filled once every `slots` iterations: the parity of that
      // count is the phase its barrier completes.
      OpBuilder wb(c.firstRead());
      Location rl = c.firstRead()->getLoc();
      Value uses = c.slots == 1 ? index
                                : Value(arith::DivUIOp::create(
                                      wb, rl, index, i32Const(wb, c.slots)));
      Value phase = arith::AndIOp::create(wb, rl, uses, i32Const(wb, 1));
      if (c.slots == 1)
        slot = zero;
      tilegpu::MbarrierWaitOp::create(wb, rl, c.barriers, slot, phase);
    } else if (c.slots == 1) {
      ++waited;
      OpBuilder wb(c.firstRead());
      tilegpu::AsyncWaitOp::create(wb, c.firstRead()->getLoc(),
                                   oneSlot - waited + multi);
      slot = zero;
    }
    if (c.direct && c.directConverts.empty()) {
      OpBuilder rb(c.load);
      auto read = tilegpu::LocalLoadOp::create(
          rb, c.load.getLoc(), c.load.getType(), c.buffer, slot);
      c.load.getResult().replaceAllUsesWith(read.getResult());
    }
    for (tilegpu::ConvertLayoutOp cvt : c.directConverts) {
      OpBuilder rb(cvt);
      auto read = tilegpu::LocalLoadOp::create(rb, cvt.getLoc(), cvt.getType(),
                                               c.buffer, slot);
      cvt.getResult().replaceAllUsesWith(read.getResult());
      cvt->erase();
    }
    for (Read &r : c.reads) {
      OpBuilder rb(r.cvt);
      auto read = tilegpu::LocalLoadOp::create(rb, r.cvt.getLoc(),
                                               r.cvt.getType(), c.buffer, slot);
      if (r.view)
        read.setTransposed(true);
      r.cvt.getResult().replaceAllUsesWith(read.getResult());
      r.cvt->erase();
      if (r.view)
        r.view->erase();
    }
    c.load->erase();
  }
  // Copies past the last iteration must land before shared memory is
  // reused after the loop.
  b.setInsertionPointAfter(loop);
  tilegpu::AsyncWaitOp::create(b, loc, 0);
  // Every thread is past its last wait on the barriers (the barrier above).
  for (Candidate &c : cands)
    if (c.tma)
      tilegpu::MbarrierInvalOp::create(b, loc, c.barriers);

  // The slot indices rotate around the loop, as Triton carries them:
  // iteration i + 1 reads slot (current + 1) wrapped to 0 at `stages`, and
  // copies into the slot iteration i read (next = (i + stages - 1) %
  // stages), so neither is recomputed from the induction variable (a
  // division by the step and a remainder each iteration). The index stays
  // for what else needs it (a TMA barrier's phase). Loops whose copies all
  // have one slot read neither.
  if (current.use_empty() && next.use_empty())
    return;
  OpBuilder pre(loop);
  Value initNext = i32Const(pre, stages - 1);
  IRRewriter rewriter(loop.getContext());
  FailureOr<LoopLikeOpInterface> replaced = loop.replaceWithAdditionalYields(
      rewriter, ValueRange{zero, initNext},
      /*replaceInitOperandUsesInLoop=*/false,
      [&](OpBuilder &yb, Location yl, ArrayRef<BlockArgument> args) {
        Value cur = args[0];
        Value one = i32Const(yb, 1);
        Value following;
        if (stages == 2) {
          following = arith::XOrIOp::create(yb, yl, cur, one);
        } else {
          Value inc = arith::AddIOp::create(yb, yl, cur, one);
          Value wraps = arith::CmpIOp::create(yb, yl, arith::CmpIPredicate::eq,
                                              inc, i32Const(yb, stages));
          following =
              arith::SelectOp::create(yb, yl, wraps, i32Const(yb, 0), inc);
        }
        return SmallVector<Value>{following, cur};
      });
  assert(succeeded(replaced) && "scf.for takes more iteration arguments");
  auto rotated = cast<scf::ForOp>(replaced->getOperation());
  ArrayRef<BlockArgument> slots = rotated.getRegionIterArgs().take_back(2);
  current.replaceAllUsesWith(slots[0]);
  next.replaceAllUsesWith(slots[1]);
  // The index arithmetic they replaced is dead unless a TMA phase reads
  // it: the canonicalizer after this pass removes it.
}

struct PipelineAsyncPass : tilec::impl::PipelineAsyncBase<PipelineAsyncPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<const TargetInfo *> found = tilegpu::getTarget(module);
    if (failed(found))
      return signalPassFailure();
    const TargetInfo *target = *found;
    if (!target->hasAsyncCopy()) {
      module.emitError() << target->name
                         << " has no asynchronous copies into shared "
                            "memory (tile-pipeline-async)";
      return signalPassFailure();
    }
    if (numStages < 2)
      return;
    // Sizes as tile-allocate-shared-memory places them
    // (Analysis/SharedMemoryPlan.h): local_alloc buffers, then, on a 1 KiB
    // boundary, the loop's slots, then the scratch its other ops need.
    int64_t allocated = 0;
    module.walk([&](tilegpu::LocalAllocOp alloc) {
      SharedTile tile = bufferTile(alloc);
      allocated = allocOffset(allocated, tile) + allocBytes(tile);
    });
    SmallVector<scf::ForOp> loops;
    module.walk([&](scf::ForOp loop) { loops.push_back(loop); });
    for (scf::ForOp loop : loops) {
      if (!loop.getInductionVar().getType().isSignlessInteger() ||
          loopWritesMemory(loop))
        continue;
      SmallVector<Candidate, 2> cands;
      for (auto load : loop.getBody()->getOps<tile::LoadOp>())
        if (std::optional<Candidate> c =
                asCandidate(*target, loop, load, false, convertingReads))
          cands.push_back(std::move(*c));
      if (cands.empty())
        continue;
      // Beside the dots' operands, the loop's small loads are copied ahead
      // too: a global load's latency would otherwise stall each iteration
      // (the attention backward's LSE and Delta rows).
      for (auto load : loop.getBody()->getOps<tile::LoadOp>())
        if (llvm::none_of(cands, [&](Candidate &c) { return c.load == load; }))
          if (std::optional<Candidate> c =
                  asCandidate(*target, loop, load, true, convertingReads))
            cands.push_back(std::move(*c));
      int64_t scratch = 0;
      loop.getBody()->walk([&](Operation *op) {
        if (llvm::none_of(cands, [&](Candidate &c) {
              return llvm::any_of(c.reads, [&](Read &r) {
                return r.cvt.getOperation() == op || r.view == op;
              });
            }))
          scratch = std::max(scratch, scratchBytes(op));
      });
      // The TMA candidates' barriers stay allocated with the local_alloc
      // buffers (8 bytes a slot; at most `numStages` slots each).
      int64_t barrierBytes =
          8 * int64_t(numStages) *
          llvm::count_if(cands, [](Candidate &c) { return c.tma; });
      int64_t persistent = llvm::alignTo(allocated + barrierBytes, 1024);
      int64_t budget = int64_t(target->sharedMemBytes) - persistent - scratch;
      // `num_stages` slots each, fewer while they do not fit.
      // Largest first, ties in program order. (By position as the tie-break,
      // not std::stable_sort: libstdc++ 12's temporary buffer is a deprecated
      // API clang warns about.)
      SmallVector<size_t> order(cands.size());
      std::iota(order.begin(), order.end(), size_t(0));
      llvm::sort(order, [&](size_t a, size_t b) {
        return std::make_pair(-cands[a].bytes, a) <
               std::make_pair(-cands[b].bytes, b);
      });
      SmallVector<Candidate, 2> sorted;
      for (size_t i : order)
        sorted.push_back(std::move(cands[i]));
      cands = std::move(sorted);
      unsigned stages = numStages;
      for (Candidate &c : cands)
        c.slots = stages;
      auto total = [&] { // in this order (the allocation's may differ only
                         // by the 1 KiB alignment of swizzled slots)
        int64_t sum = 0;
        for (const Candidate &c : cands) {
          if (c.swizzled && c.slots)
            sum = llvm::alignTo(sum, 1024);
          sum += c.slots * c.bytes;
        }
        return sum;
      };
      // Fewer stages for all while they do not fit; at two, one slot for
      // the largest first, then none.
      while (stages > 2 && total() > budget) {
        --stages;
        for (Candidate &c : cands)
          c.slots = stages;
      }
      for (Candidate &c : cands)
        if (total() > budget)
          c.slots = 1;
      for (Candidate &c : cands)
        if (total() > budget)
          c.slots = 0;
      llvm::erase_if(cands, [](const Candidate &c) { return c.slots == 0; });
      for (Candidate &c : cands)
        if (c.tma)
          allocated += 8 * int64_t(c.slots);
      if (!cands.empty())
        pipelineLoop(loop, std::move(cands), stages);
    }
  }
};

} // namespace
