//===- SplitLoopPointers.cpp - carry a loop's pointer tiles as scalars ----===//
//
// tile-split-loop-pointers: a loop-carried tile of pointers that starts as
// `base + offsets` (a splat scalar pointer plus an integer tile) and advances
// by the same amount in every element each iteration is carried as the
// scalar pointer alone; each iteration recomputes the tile from it and the
// loop-invariant offsets. See Passes.td for why.
//
//===----------------------------------------------------------------------===//
#include "Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

namespace tilec {
#define GEN_PASS_DEF_SPLITLOOPPOINTERS
#include "Transforms/Passes.h.inc"
} // namespace tilec

using namespace mlir;
using namespace tilec;

namespace {

/// A loop-carried pointer tile `splat(base) + offsets` advanced by the
/// uniform `step` each iteration (the yield is `iterArg + step`).
struct SplitCandidate {
  unsigned index;
  Value base, offsets;
  tile::AddPtrOp advance;
};

/// The scalar every element of `v` holds (a splat or a splat constant),
/// created at `b`'s insertion point for a constant; null otherwise.
static Value uniformScalar(OpBuilder &b, Value v) {
  if (auto splat = v.getDefiningOp<tile::SplatOp>())
    return splat.getSrc();
  DenseElementsAttr attr;
  if (matchPattern(v, m_Constant(&attr)) && attr.isSplat())
    return arith::ConstantOp::create(b, v.getLoc(),
                                     attr.getSplatValue<TypedAttr>());
  return {};
}

static std::optional<SplitCandidate> candidate(scf::ForOp loop,
                                               unsigned index) {
  Value init = loop.getInitArgs()[index];
  auto type = dyn_cast<RankedTensorType>(init.getType());
  if (!type || !isa<tile::PointerType>(type.getElementType()))
    return std::nullopt;
  auto start = init.getDefiningOp<tile::AddPtrOp>();
  if (!start)
    return std::nullopt;
  auto splat = start.getPtr().getDefiningOp<tile::SplatOp>();
  if (!splat)
    return std::nullopt;
  BlockArgument iterArg = loop.getRegionIterArgs()[index];
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  auto advance = yield.getOperand(index).getDefiningOp<tile::AddPtrOp>();
  if (!advance || advance.getPtr() != iterArg || !advance->hasOneUse() ||
      advance->getBlock() != loop.getBody())
    return std::nullopt;
  Value step = advance.getOffset();
  if (!step.getDefiningOp<tile::SplatOp>()) {
    DenseElementsAttr attr;
    if (!matchPattern(step, m_Constant(&attr)) || !attr.isSplat())
      return std::nullopt;
  }
  return SplitCandidate{index, splat.getSrc(), start.getOffset(), advance};
}

/// `splat(base) + offsets` at `b`'s insertion point, of `type`.
static Value rebuild(OpBuilder &b, Location loc, RankedTensorType type,
                     Value base, Value offsets) {
  Value splat = tile::SplatOp::create(b, loc, type, base);
  return tile::AddPtrOp::create(b, loc, type, splat, offsets);
}

static void splitLoop(scf::ForOp loop) {
  SmallVector<SplitCandidate> found;
  for (unsigned i = 0; i < loop.getInitArgs().size(); ++i)
    if (std::optional<SplitCandidate> c = candidate(loop, i))
      found.push_back(*c);
  if (found.empty())
    return;

  IRRewriter rewriter(loop.getContext());
  rewriter.setInsertionPoint(loop);
  SmallVector<Value> bases;
  for (const SplitCandidate &c : found)
    bases.push_back(c.base);
  FailureOr<LoopLikeOpInterface> replaced = loop.replaceWithAdditionalYields(
      rewriter, bases, /*replaceInitOperandUsesInLoop=*/false,
      [&](OpBuilder &b, Location, ArrayRef<BlockArgument> newArgs) {
        SmallVector<Value> next;
        for (auto [c, arg] : llvm::zip(found, newArgs)) {
          b.setInsertionPoint(c.advance);
          Value step = uniformScalar(b, c.advance.getOffset());
          next.push_back(tile::AddPtrOp::create(b, c.advance.getLoc(),
                                                arg.getType(), arg, step));
        }
        return next;
      });
  if (failed(replaced))
    return;
  auto newLoop = cast<scf::ForOp>(replaced->getOperation());
  unsigned firstNew = newLoop.getInitArgs().size() - found.size();
  auto yield = cast<scf::YieldOp>(newLoop.getBody()->getTerminator());
  for (auto [k, c] : llvm::enumerate(found)) {
    BlockArgument oldArg = newLoop.getRegionIterArgs()[c.index];
    BlockArgument newArg = newLoop.getRegionIterArgs()[firstNew + k];
    auto type = cast<RankedTensorType>(oldArg.getType());
    // The old tile passes through unchanged (the canonicalizer drops it);
    // its readers take the tile rebuilt from the scalar.
    Operation *advance = yield.getOperand(c.index).getDefiningOp();
    yield.setOperand(c.index, oldArg);
    rewriter.eraseOp(advance);
    rewriter.setInsertionPointToStart(newLoop.getBody());
    Value inside = rebuild(rewriter, oldArg.getLoc(), type, newArg, c.offsets);
    rewriter.replaceUsesWithIf(oldArg, inside, [&](OpOperand &use) {
      return use.getOwner() != yield.getOperation();
    });
    Value result = newLoop.getResult(c.index);
    if (!result.use_empty()) {
      rewriter.setInsertionPointAfter(newLoop);
      Value after = rebuild(rewriter, result.getLoc(), type,
                            newLoop.getResult(firstNew + k), c.offsets);
      rewriter.replaceAllUsesWith(result, after);
    }
  }
}

struct SplitLoopPointersPass
    : tilec::impl::SplitLoopPointersBase<SplitLoopPointersPass> {
  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](scf::ForOp loop) { loops.push_back(loop); });
    for (scf::ForOp loop : loops)
      splitLoop(loop);
  }
};

} // namespace
