//===- RelabelTest.cpp - trans/reshape views against element positions ---===//
//
// relabelRegisters and relabeledBlockedLayout (TileGPU/IR/Layout.h) claim
// that a trans or reshape renames registers only: here every register of
// every lane and warp is checked element by element, computing coordinates
// from the bases and applying trans/reshape to the coordinates themselves
// (not to the bases, as the code does).
//
//===----------------------------------------------------------------------===//
#include "Coords.h"
#include "TileGPU/IR/Layout.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::tilegpu;

namespace {

using tilec::test::coordOf;

/// Element coordinates after a row-major reshape.
SmallVector<int64_t> reshaped(ArrayRef<int64_t> c, ArrayRef<int64_t> from,
                              ArrayRef<int64_t> to) {
  int64_t flat = 0;
  for (size_t d = 0; d < from.size(); ++d)
    flat = flat * from[d] + c[d];
  SmallVector<int64_t> out(to.size());
  for (size_t d = to.size(); d-- > 0;) {
    out[d] = flat % to[d];
    flat /= to[d];
  }
  return out;
}

/// Checks that `regs` maps every destination register to the source
/// register holding the same element, in every lane and warp.
void expectRenaming(
    const DistributedLayout &src, const DistributedLayout &dst,
    ArrayRef<unsigned> regs,
    llvm::function_ref<SmallVector<int64_t>(ArrayRef<int64_t>)> elementMap) {
  unsigned lanes = 1u << src.laneBases.size(),
           warps = 1u << src.warpBases.size();
  for (unsigned w = 0; w < warps; ++w)
    for (unsigned l = 0; l < lanes; ++l)
      for (unsigned r = 0; r < dst.numRegisters(); ++r)
        ASSERT_EQ(elementMap(coordOf(src, regs[r], l, w)),
                  coordOf(dst, r, l, w))
            << "register " << r << " lane " << l << " warp " << w;
}

TEST(Relabel, SplitChainOfBlocked) {
  // tut09's epilogue: [128, 128] -> reshape [128, 2, 64] -> permute (0, 2, 1).
  MLIRContext ctx;
  ctx.loadDialect<TileGPUDialect>();
  auto blocked = BlockedLayoutAttr::get(&ctx, {1, 8}, {8, 8}, {4, 1}, {1, 0});
  SmallVector<int64_t> s2{128, 128}, s3{128, 2, 64}, s3t{128, 64, 2};
  DistributedLayout a = *analyzeLayout(blocked, s2);
  auto reshapeMap = [&](const Basis &b) { return reshapeBasis(b, s2, s3); };
  BlockedLayoutAttr mid = relabeledBlockedLayout(&ctx, a, s3, reshapeMap);
  ASSERT_TRUE(mid);
  DistributedLayout b = *analyzeLayout(mid, s3);
  auto regs = relabelRegisters(a, b, reshapeMap);
  ASSERT_TRUE(regs);
  expectRenaming(a, b, *regs,
                 [&](ArrayRef<int64_t> c) { return reshaped(c, s2, s3); });

  SmallVector<int32_t> order{0, 2, 1};
  auto transMap = [&](const Basis &x) { return transposeBasis(x, order); };
  BlockedLayoutAttr last = relabeledBlockedLayout(&ctx, b, s3t, transMap);
  ASSERT_TRUE(last);
  DistributedLayout c = *analyzeLayout(last, s3t);
  auto regs2 = relabelRegisters(b, c, transMap);
  ASSERT_TRUE(regs2);
  expectRenaming(b, c, *regs2, [&](ArrayRef<int64_t> x) {
    return SmallVector<int64_t>{x[0], x[2], x[1]};
  });
}

TEST(Relabel, MfmaAccumulatorReshape) {
  // A 32x32 MFMA accumulator over [128, 128] reshaped without moving data.
  MLIRContext ctx;
  ctx.loadDialect<TileGPUDialect>();
  auto mma = MmaLayoutAttr::get(&ctx, tilec::MmaKind::Mfma32x32x8, {4, 1});
  SmallVector<int64_t> s2{128, 128}, s3{128, 2, 64};
  DistributedLayout a = *analyzeLayout(mma, s2);
  auto map = [&](const Basis &b) { return reshapeBasis(b, s2, s3); };
  BlockedLayoutAttr view = relabeledBlockedLayout(&ctx, a, s3, map);
  ASSERT_TRUE(view);
  DistributedLayout b = *analyzeLayout(view, s3);
  auto regs = relabelRegisters(a, b, map);
  ASSERT_TRUE(regs);
  expectRenaming(a, b, *regs,
                 [&](ArrayRef<int64_t> c) { return reshaped(c, s2, s3); });
}

TEST(Relabel, RejectsMovingElements) {
  // A plain 2-D transpose of a row-major layout moves elements between lanes.
  MLIRContext ctx;
  ctx.loadDialect<TileGPUDialect>();
  auto rows = BlockedLayoutAttr::get(&ctx, {1, 4}, {4, 8}, {2, 2}, {1, 0});
  SmallVector<int64_t> s{64, 64};
  DistributedLayout a = *analyzeLayout(rows, s);
  DistributedLayout same = *analyzeLayout(rows, s);
  SmallVector<int32_t> order{1, 0};
  auto map = [&](const Basis &b) { return transposeBasis(b, order); };
  EXPECT_FALSE(relabelRegisters(a, same, map));
  // ...but the permuted blocked layout is a renaming.
  BlockedLayoutAttr t = relabeledBlockedLayout(&ctx, a, s, map);
  ASSERT_TRUE(t);
  DistributedLayout b = *analyzeLayout(t, s);
  auto regs = relabelRegisters(a, b, map);
  ASSERT_TRUE(regs);
  expectRenaming(a, b, *regs, [&](ArrayRef<int64_t> c) {
    return SmallVector<int64_t>{c[1], c[0]};
  });
}

} // namespace
