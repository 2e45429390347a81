//===- LaneExchangeTest.cpp - layout conversions between a warp's lanes ---===//
//
// laneExchange (Analysis/SharedMemoryPlan.h) claims that each register of a
// conversion's result is one source register of the lane itself or of lane
// ^ mask. Here every register of every lane is checked against the
// elements the two layouts place (coordinates computed from the bases), for
// the WMMA accumulator feeding the next dot (gfx12: no exchange; gfx11: lane
// ^ 16 for the half of the k each lane lacks) and for blocked layouts, where
// a plan must be right whenever one is returned. wordShuffle's plans (8-bit
// mma.sync accumulators into the next dot's A operand) are followed byte by
// byte the same way.
//
//===----------------------------------------------------------------------===//
#include "Analysis/SharedMemoryPlan.h"
#include "Coords.h"
#include "TileGPU/IR/Layout.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::tilegpu;

namespace {

using tilec::test::coordOf;

/// Every register of every lane of `dst` receives its own element under
/// `plan`. Returns the number of registers that need an exchange.
unsigned checkPlan(const DistributedLayout &src, const DistributedLayout &dst,
                   ArrayRef<tilec::LaneExchange> plan, unsigned lanes,
                   const std::string &what) {
  EXPECT_EQ(plan.size(), dst.numRegisters()) << what;
  unsigned exchanges = 0;
  for (unsigned r = 0; r < plan.size(); ++r) {
    const tilec::LaneExchange &ex = plan[r];
    exchanges += ex.fromOther != 0;
    for (unsigned lane = 0; lane < lanes; ++lane) {
      bool other = (ex.fromOther >> lane) & 1;
      unsigned from = other ? lane ^ ex.xorMask : lane;
      EXPECT_EQ(coordOf(src, ex.srcReg, from), coordOf(dst, r, lane))
          << what << " register " << r << " lane " << lane;
    }
  }
  return exchanges;
}

class LaneExchangeTest : public ::testing::Test {
protected:
  LaneExchangeTest() { ctx.loadDialect<TileGPUDialect>(); }

  DistributedLayout analyze(Attribute attr, ArrayRef<int64_t> shape) {
    FailureOr<DistributedLayout> l = analyzeLayout(attr, shape);
    EXPECT_TRUE(succeeded(l));
    return succeeded(l) ? *l : DistributedLayout();
  }

  MLIRContext ctx;
};

// Flash attention's P: the scores' accumulator (128 x 64, 4 warps along M)
// converted into the A operand of P @ V.
TEST_F(LaneExchangeTest, WmmaAccumulatorToNextDot) {
  for (auto [kind, exchangesExpected] :
       {std::pair{tilec::MmaKind::WmmaGfx11, true},
        std::pair{tilec::MmaKind::WmmaGfx12, false}}) {
    auto mma = MmaLayoutAttr::get(&ctx, kind, {4, 1});
    DistributedLayout acc = analyze(mma, {128, 64});
    DistributedLayout a =
        analyze(DotOperandLayoutAttr::get(&ctx, 0, mma), {128, 64});
    std::string what = stringifyMmaKind(kind).str();
    std::optional<SmallVector<tilec::LaneExchange>> plan =
        tilec::laneExchange(acc, a);
    ASSERT_TRUE(plan.has_value()) << what;
    unsigned exchanges = checkPlan(acc, a, *plan, 32, what);
    if (!exchangesExpected) {
      EXPECT_EQ(exchanges, 0u) << what;
      EXPECT_TRUE(tilec::registerPermutation(acc, a).has_value()) << what;
      continue;
    }
    // gfx11: half of each lane's 16 k come from lane ^ 16 (the odd columns
    // for lanes 0-15, the even ones for lanes 16-31).
    EXPECT_EQ(exchanges, a.numRegisters()) << what;
    for (const tilec::LaneExchange &ex : *plan) {
      EXPECT_EQ(ex.xorMask, 16u) << what;
      EXPECT_TRUE(ex.fromOther == 0xFFFF0000u || ex.fromOther == 0x0000FFFFu)
          << what;
    }
  }
}

// Blocked layouts of a 32 x 32 tile over 4 warps (every split of the lanes
// and registers between the dims, both orders, warps along either dim):
// every pair for which a plan exists is checked; pairs that place elements
// in different warps have none.
TEST_F(LaneExchangeTest, BlockedPairs) {
  SmallVector<BlockedLayoutAttr> layouts;
  const unsigned spts[][2] = {{1, 1}, {1, 2}, {2, 1}, {1, 4}, {4, 1}, {2, 2}};
  const unsigned tpws[][2] = {{1, 32}, {2, 16}, {4, 8},
                              {8, 4},  {16, 2}, {32, 1}};
  const unsigned wpcs[][2] = {{4, 1}, {1, 4}};
  const unsigned orders[][2] = {{1, 0}, {0, 1}};
  for (const auto &spt : spts)
    for (const auto &tpw : tpws)
      for (const auto &wpc : wpcs)
        for (const auto &order : orders)
          if (spt[0] * tpw[0] * wpc[0] <= 32 && spt[1] * tpw[1] * wpc[1] <= 32)
            layouts.push_back(
                BlockedLayoutAttr::get(&ctx, spt, tpw, wpc, order));
  unsigned planned = 0, withExchanges = 0;
  for (BlockedLayoutAttr s : layouts)
    for (BlockedLayoutAttr d : layouts) {
      DistributedLayout src = analyze(s, {32, 32});
      DistributedLayout dst = analyze(d, {32, 32});
      std::optional<SmallVector<tilec::LaneExchange>> plan =
          tilec::laneExchange(src, dst);
      if (src.warpBases != dst.warpBases) {
        EXPECT_FALSE(plan.has_value());
        continue;
      }
      if (!plan)
        continue;
      ++planned;
      std::string what;
      llvm::raw_string_ostream(what) << s << " -> " << d;
      withExchanges += checkPlan(src, dst, *plan, 32, what) != 0;
    }
  // Identity pairs at least. (Blocked layouts differ by lane permutations
  // or by register choices that depend on the lane: none of them is one
  // exchange per register, which the plan may not claim.)
  EXPECT_GE(planned, layouts.size());
  (void)withExchanges;
}

// A lane bit of the source that is a register bit of the result, whose own
// lane bit repeats: lanes whose bit is clear read the other lane for odd
// columns, the others for even ones; with masks 16 (the WMMA case) and 8,
// and with the column in the lowest register bit or the highest.
TEST_F(LaneExchangeTest, LaneBitBecomesRegisterBit) {
  auto layoutOf = [](SmallVector<Basis> regs, SmallVector<Basis> lanes) {
    DistributedLayout l;
    l.shape = {16, 16};
    l.regBases = std::move(regs);
    l.laneBases = std::move(lanes);
    return l;
  };
  for (unsigned laneBit : {3u, 4u})
    for (bool lowest : {true, false}) {
      SmallVector<Basis> srcLanes = {{1, 0}, {2, 0}, {4, 0}, {8, 0}};
      srcLanes.insert(srcLanes.begin() + laneBit, Basis{0, 1});
      SmallVector<Basis> dstLanes = {{1, 0}, {2, 0}, {4, 0}, {8, 0}};
      dstLanes.insert(dstLanes.begin() + laneBit, Basis{0, 0});
      SmallVector<Basis> dstRegs = {{0, 2}, {0, 4}, {0, 8}};
      dstRegs.insert(lowest ? dstRegs.begin() : dstRegs.end(), Basis{0, 1});
      DistributedLayout src = layoutOf({{0, 2}, {0, 4}, {0, 8}}, srcLanes);
      DistributedLayout dst = layoutOf(dstRegs, dstLanes);
      std::string what = "lane bit " + std::to_string(laneBit) +
                         (lowest ? ", lowest register bit" : ", highest");
      std::optional<SmallVector<tilec::LaneExchange>> plan =
          tilec::laneExchange(src, dst);
      ASSERT_TRUE(plan.has_value()) << what;
      EXPECT_EQ(checkPlan(src, dst, *plan, 32, what), 16u) << what;
      for (const tilec::LaneExchange &ex : *plan)
        EXPECT_EQ(ex.xorMask, 1u << laneBit) << what;
    }
}

} // namespace

// wordShuffle (Analysis/SharedMemoryPlan.h): an 8-bit mma.sync m16n8k32
// accumulator (fp8 attention's P, rounded in the scores' layout) gathered
// into the next dot's A operand. Every byte of every result word of every
// lane is followed through its round (the sender's packed registers, the
// affine source lane) and the permute selector to the element it must be;
// at most two rounds per word (a quad's two lanes), for warps 4 and 8 and
// tiles of 64 and 128 columns.
TEST_F(LaneExchangeTest, WordShuffleAccumulatorToNextDot) {
  Type i8 = IntegerType::get(&ctx, 8);
  Type f8 = Float8E4M3FNType::get(&ctx);
  for (auto [m, n, warps] :
       {std::tuple{64, 64, 4u}, std::tuple{128, 64, 4u},
        std::tuple{128, 64, 8u}, std::tuple{128, 128, 8u}}) {
    auto mma =
        MmaLayoutAttr::get(&ctx, tilec::MmaKind::NvMma16x8x32, {warps, 1});
    auto op = DotOperandLayoutAttr::get(&ctx, 0, mma);
    for (Type elem : {i8, f8}) {
      auto srcType = RankedTensorType::get({m, n}, elem, mma);
      auto dstType = RankedTensorType::get({m, n}, elem, op);
      std::string what = std::to_string(m) + "x" + std::to_string(n) + " w" +
                         std::to_string(warps);
      std::optional<tilec::WordShuffle> plan =
          tilec::wordShuffle(srcType, dstType);
      ASSERT_TRUE(plan.has_value()) << what;
      DistributedLayout src = analyze(mma, {m, n});
      DistributedLayout dst = analyze(op, {m, n});
      ASSERT_EQ(plan->words.size() * 4, dst.numRegisters()) << what;
      for (auto [w, word] : llvm::enumerate(plan->words)) {
        EXPECT_EQ(word.rounds.size(), 2u) << what << " word " << w;
        for (unsigned lane = 0; lane < 32; ++lane) {
          uint32_t sel = word.selector.at(lane);
          for (unsigned i = 0; i < 4; ++i) {
            unsigned nibble = (sel >> (4 * i)) & 0xF;
            ASSERT_LT(nibble / 4, word.rounds.size()) << what;
            const tilec::WordShuffle::Round &round = word.rounds[nibble / 4];
            unsigned reg = round.srcRegs[std::min<size_t>(
                nibble % 4, round.srcRegs.size() - 1)];
            unsigned from = round.srcLane.at(lane);
            ASSERT_LT(from, 32u) << what;
            EXPECT_EQ(coordOf(src, reg, from), coordOf(dst, 4 * w + i, lane))
                << what << " word " << w << " lane " << lane << " byte " << i;
          }
        }
      }
    }
    // 16-bit elements (the f16 accumulator is already the A operand's
    // registers) and layouts of other families get no word shuffle.
    auto mma16 =
        MmaLayoutAttr::get(&ctx, tilec::MmaKind::NvMma16x8x16, {warps, 1});
    Type f16 = Float16Type::get(&ctx);
    EXPECT_FALSE(tilec::wordShuffle(
        RankedTensorType::get({m, n}, f16, mma16),
        RankedTensorType::get({m, n}, f16,
                              DotOperandLayoutAttr::get(&ctx, 0, mma16))));
  }
  auto wmma = MmaLayoutAttr::get(&ctx, tilec::MmaKind::WmmaGfx11, {4, 1});
  EXPECT_FALSE(tilec::wordShuffle(
      RankedTensorType::get({128, 64}, i8, wmma),
      RankedTensorType::get({128, 64}, i8,
                            DotOperandLayoutAttr::get(&ctx, 0, wmma))));
}
