//===- MmaLayoutTest.cpp - matrix-core layouts against the ISA documents --===//
//
// Every register of every lane of a #tilegpu.mma / #tilegpu.dot_op layout
// (TileGPU/IR/Layout.cpp's linear bases) is compared with the element the
// hardware puts there, written out per instruction from the documents:
// AMD's CDNA3 / CDNA4 ISA guides ("Matrix Arithmetic Instructions": the
// operand layouts of the one-block MFMAs), the RDNA3 / RDNA4 ISA guides
// (WMMA) and NVIDIA's PTX ISA (mma.m16n8k16 fragments). The formulas here
// are the documents' and deliberately not the code's; nothing here runs on
// a GPU.
//
//===----------------------------------------------------------------------===//
#include "Coords.h"
#include "TileGPU/IR/Layout.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <utility>

using namespace mlir;
using namespace mlir::tilegpu;

namespace {

using Coord = std::pair<int64_t, int64_t>;

/// (row, col) of register `reg` of lane `lane` in warp `warp` (Coords.h).
Coord coordOf(const DistributedLayout &l, unsigned reg, unsigned lane,
              unsigned warp) {
  llvm::SmallVector<int64_t> c = tilec::test::coordOf(l, reg, lane, warp);
  return {c[0], c[1]};
}

/// Checks every register of every one of `lanes` lanes of `l` (warp 0)
/// against `expected(register, lane)`, labelling failures with `what`;
/// returns how many times each element is held.
template <typename Expected>
std::map<Coord, unsigned> checkFragment(const DistributedLayout &l,
                                        unsigned lanes, Expected expected,
                                        const std::string &what) {
  std::map<Coord, unsigned> seen;
  for (unsigned lane = 0; lane < lanes; ++lane)
    for (unsigned i = 0; i < l.numRegisters(); ++i) {
      Coord got = coordOf(l, i, lane, 0);
      EXPECT_EQ(got, expected(i, lane))
          << what << " lane " << lane << " register " << i;
      ++seen[got];
    }
  return seen;
}

/// The kind spelled `name` in the IR (the target table's names).
tilec::MmaKind kindOf(StringRef name) {
  std::optional<tilec::MmaKind> kind = tilec::mmaKindNamed(name);
  EXPECT_TRUE(kind.has_value()) << name.str();
  return kind.value_or(tilec::MmaKind::NvMma16x8x16);
}

/// A CDNA MFMA with one block: M x N x K and the number of consecutive k
/// each lane holds of a row of A / a column of B (the ISA's "K / (64 / M)").
struct Mfma {
  const char *kind;
  int64_t m, n, k, kPerLane;
};

// v_mfma_f32_16x16x16_f16 / _bf16 / v_mfma_i32_16x16x16_i8 (gfx90a): 4 f16
// (2 VGPRs) or 4 bytes (1 VGPR) per lane; v_mfma_*_16x16x32_* (gfx942 i8 and
// fp8, gfx950 f16/bf16): 8; v_mfma_i32_16x16x64_i8 (gfx950): 16; likewise
// 32x32x8 / 32x32x16 / 32x32x32 with 4, 8, 16.
const Mfma kMfmas[] = {
    {"mfma_16x16x16", 16, 16, 16, 4},  {"mfma_16x16x32", 16, 16, 32, 8},
    {"mfma_16x16x64", 16, 16, 64, 16}, {"mfma_32x32x8", 32, 32, 8, 4},
    {"mfma_32x32x16", 32, 32, 16, 8},  {"mfma_32x32x32", 32, 32, 32, 16}};

/// The ISA's A operand: lane l holds row l % M, k = kPerLane * (l / M) + i.
Coord mfmaA(const Mfma &f, unsigned i, unsigned lane) {
  return {lane % f.m, f.kPerLane * (lane / f.m) + i};
}
/// B: column l % N, the same k as A.
Coord mfmaB(const Mfma &f, unsigned i, unsigned lane) {
  return {f.kPerLane * (lane / f.n) + i, lane % f.n};
}
/// D (and C): column l % N. 16x16: 4 registers, row 4 * (l / 16) + i.
/// 32x32: 16 registers in 4 groups of 4 consecutive rows, the two halves of
/// the wave 4 rows apart: row 8 * (i / 4) + 4 * (l / 32) + i % 4.
Coord mfmaD(const Mfma &f, unsigned i, unsigned lane) {
  if (f.m == 16)
    return {4 * (lane / 16) + i, lane % 16};
  return {8 * (i / 4) + 4 * (lane / 32) + i % 4, lane % 32};
}
/// The accumulator of a tile.dot: the lowering passes the dot's B fragment
/// as the instruction's A operand and A's as B (A's layout, row l % M and k
/// by lane group, is B's with rows for columns, and vice versa), so the
/// instruction computes D^T = B^T A^T: the dot's D[m][n] is the
/// instruction's D[n][m], row l % M and columns along the registers.
Coord accumulator(const Mfma &f, unsigned i, unsigned lane) {
  Coord d = mfmaD(f, i, lane);
  return {d.second, d.first};
}

class MmaLayoutTest : public ::testing::Test {
protected:
  MmaLayoutTest() { ctx.loadDialect<TileGPUDialect>(); }

  DistributedLayout layout(StringRef kind, unsigned opIdx,
                           ArrayRef<unsigned> warps, ArrayRef<int64_t> shape) {
    auto mma = MmaLayoutAttr::get(&ctx, kindOf(kind), warps);
    Attribute attr = mma;
    if (opIdx < 2)
      attr = DotOperandLayoutAttr::get(&ctx, opIdx, mma);
    FailureOr<DistributedLayout> l = analyzeLayout(attr, shape);
    EXPECT_TRUE(succeeded(l)) << kind.str() << " opIdx " << opIdx;
    return succeeded(l) ? *l : DistributedLayout();
  }

  MLIRContext ctx;
};

TEST_F(MmaLayoutTest, MfmaKindsAreKnown) {
  for (const Mfma &f : kMfmas) {
    FailureOr<MmaInstruction> instr = getMmaInstruction(kindOf(f.kind));
    ASSERT_TRUE(succeeded(instr)) << f.kind;
    EXPECT_EQ(instr->m, f.m) << f.kind;
    EXPECT_EQ(instr->n, f.n) << f.kind;
    EXPECT_EQ(instr->k, f.k) << f.kind;
    EXPECT_EQ(instr->warpSize, 64u) << f.kind;
    // A and B: kPerLane elements; D: M * N / 64 registers.
    EXPECT_EQ(1u << getInstructionRegisterBits(kindOf(f.kind), 0), f.kPerLane);
    EXPECT_EQ(1u << getInstructionRegisterBits(kindOf(f.kind), 1), f.kPerLane);
    EXPECT_EQ(1u << getInstructionRegisterBits(kindOf(f.kind), 2),
              f.m * f.n / 64);
  }
  EXPECT_FALSE(tilec::mmaKindNamed("mfma_64x64x4").has_value());
  // wgmma keeps mma.sync's layouts: no register layout of its own.
  EXPECT_TRUE(failed(getMmaInstruction(tilec::MmaKind::NvWgmma)));
}

// One instruction, one warp: every (lane, register) against the ISA, and
// every element of the operand held exactly once.
TEST_F(MmaLayoutTest, MfmaFragmentsMatchIsa) {
  for (const Mfma &f : kMfmas) {
    struct Operand {
      unsigned opIdx;
      int64_t rows, cols;
      Coord (*expected)(const Mfma &, unsigned, unsigned);
    } operands[] = {
        {0, f.m, f.k, mfmaA}, {1, f.k, f.n, mfmaB}, {2, f.m, f.n, accumulator}};
    for (const Operand &op : operands) {
      DistributedLayout l =
          layout(f.kind, op.opIdx, {1, 1}, {op.rows, op.cols});
      ASSERT_EQ(int64_t(l.numRegisters()) * 64, op.rows * op.cols)
          << f.kind << " opIdx " << op.opIdx;
      std::map<Coord, unsigned> seen = checkFragment(
          l, 64,
          [&](unsigned i, unsigned lane) { return op.expected(f, i, lane); },
          std::string(f.kind) + " opIdx " + std::to_string(op.opIdx));
      EXPECT_EQ(int64_t(seen.size()), op.rows * op.cols)
          << f.kind << " opIdx " << op.opIdx;
    }
  }
}

// Tiles larger than an instruction, over several warps: register index =
// (repetition << instruction bits) + instruction register, repetitions over
// K (operands) or N (accumulator) first, then M (A, D) or N (B); warp w
// takes instruction tile w % wm along M and w / wm along N. This is what
// the lowering of tile.dot indexes fragments by.
TEST_F(MmaLayoutTest, MfmaTilesOverWarpsAndRepetitions) {
  const unsigned warpGrids[][2] = {{4, 1}, {2, 2}, {1, 4}};
  for (const Mfma &f : kMfmas) {
    for (const auto &grid : warpGrids) {
      unsigned wm = grid[0], wn = grid[1];
      int64_t mReps = 2, nReps = 2, kSteps = 4;
      int64_t M = f.m * wm * mReps, N = f.n * wn * nReps, K = f.k * kSteps;
      std::string what = std::string(f.kind) + " warps " + std::to_string(wm) +
                         "x" + std::to_string(wn);
      // Accumulator: every element once over warps, lanes and registers.
      DistributedLayout d = layout(f.kind, 2, {wm, wn}, {M, N});
      unsigned dBits = getInstructionRegisterBits(kindOf(f.kind), 2);
      std::map<Coord, int> seen;
      for (unsigned w = 0; w < wm * wn; ++w)
        for (unsigned lane = 0; lane < 64; ++lane)
          for (unsigned r = 0; r < d.numRegisters(); ++r) {
            unsigned i = r & ((1u << dBits) - 1), rep = r >> dBits;
            int64_t ni = rep % nReps, mi = rep / nReps;
            Coord in = accumulator(f, i, lane);
            Coord want{in.first + (mi * wm + w % wm) * f.m,
                       in.second + (ni * wn + w / wm) * f.n};
            Coord got = coordOf(d, r, lane, w);
            EXPECT_EQ(got, want) << what << " D warp " << w << " lane " << lane
                                 << " register " << r;
            ++seen[got];
          }
      EXPECT_EQ(int64_t(seen.size()), M * N) << what;
      for (auto &[coord, count] : seen)
        EXPECT_EQ(count, 1) << what << " D element (" << coord.first << ", "
                            << coord.second << ")";

      // A: K repetitions first, then M; replicated over the warps along N.
      DistributedLayout a = layout(f.kind, 0, {wm, wn}, {M, K});
      unsigned aBits = getInstructionRegisterBits(kindOf(f.kind), 0);
      ASSERT_EQ(int64_t(a.numRegisters()), f.kPerLane * kSteps * mReps) << what;
      for (unsigned w = 0; w < wm * wn; ++w)
        for (unsigned lane = 0; lane < 64; ++lane)
          for (unsigned r = 0; r < a.numRegisters(); ++r) {
            unsigned i = r & ((1u << aBits) - 1), rep = r >> aBits;
            int64_t ki = rep % kSteps, mi = rep / kSteps;
            Coord in = mfmaA(f, i, lane);
            Coord want{in.first + (mi * wm + w % wm) * f.m,
                       in.second + ki * f.k};
            EXPECT_EQ(coordOf(a, r, lane, w), want)
                << what << " A warp " << w << " lane " << lane << " register "
                << r;
          }

      // B: K repetitions first, then N; replicated over the warps along M.
      DistributedLayout b = layout(f.kind, 1, {wm, wn}, {K, N});
      unsigned bBits = getInstructionRegisterBits(kindOf(f.kind), 1);
      ASSERT_EQ(int64_t(b.numRegisters()), f.kPerLane * kSteps * nReps) << what;
      for (unsigned w = 0; w < wm * wn; ++w)
        for (unsigned lane = 0; lane < 64; ++lane)
          for (unsigned r = 0; r < b.numRegisters(); ++r) {
            unsigned i = r & ((1u << bBits) - 1), rep = r >> bBits;
            int64_t ki = rep % kSteps, ni = rep / kSteps;
            Coord in = mfmaB(f, i, lane);
            Coord want{in.first + ki * f.k,
                       in.second + (ni * wn + w / wm) * f.n};
            EXPECT_EQ(coordOf(b, r, lane, w), want)
                << what << " B warp " << w << " lane " << lane << " register "
                << r;
          }
    }
  }
}

// RDNA WMMA, wave32 (RDNA3 / RDNA4 ISA guides, "Wave Matrix Multiply
// Accumulate"), v_wmma_f32_16x16x16_f16 / _bf16. RDNA3 (gfx11): A's lane l
// holds row l % 16 and all 16 k (element i: k = i), B's lane l column l % 16
// and all 16 k; lanes 16-31 repeat lanes 0-15; D's VGPR i holds row
// 2 * i + l / 16, column l % 16. RDNA4 (gfx12): A's lane l holds row l % 16,
// k = 8 * (l / 16) + i; B's column l % 16, the same k; D's VGPR i holds
// row 8 * (l / 16) + i, column l % 16.
struct Wmma {
  const char *kind;
  bool gfx12;
};
const Wmma kWmmas[] = {{"wmma_gfx11", false}, {"wmma_gfx12", true}};

Coord wmmaA(const Wmma &f, unsigned i, unsigned lane) {
  return {lane % 16, f.gfx12 ? 8 * (lane / 16) + i : i};
}
Coord wmmaB(const Wmma &f, unsigned i, unsigned lane) {
  return {f.gfx12 ? 8 * (lane / 16) + i : i, lane % 16};
}
Coord wmmaD(const Wmma &f, unsigned i, unsigned lane) {
  return {f.gfx12 ? 8 * (lane / 16) + i : 2 * i + lane / 16, lane % 16};
}
/// The dot's accumulator: as for MFMA, the lowering passes the dot's B
/// fragment as the instruction's A and A's as B (A's layout is B's with rows
/// for columns), so the dot's D[m][n] is the instruction's D[n][m].
Coord wmmaAccumulator(const Wmma &f, unsigned i, unsigned lane) {
  Coord d = wmmaD(f, i, lane);
  return {d.second, d.first};
}

// One instruction, one warp: every (lane, register) against the ISA; the
// accumulator holds every element once, gfx11's operands twice (both
// halves of the wave), gfx12's once.
TEST_F(MmaLayoutTest, WmmaFragmentsMatchIsa) {
  for (const Wmma &f : kWmmas) {
    FailureOr<MmaInstruction> instr = getMmaInstruction(kindOf(f.kind));
    ASSERT_TRUE(succeeded(instr)) << f.kind;
    EXPECT_EQ(instr->warpSize, 32u) << f.kind;
    struct Operand {
      unsigned opIdx;
      Coord (*expected)(const Wmma &, unsigned, unsigned);
      unsigned registers, copies;
    } operands[] = {{0, wmmaA, f.gfx12 ? 8u : 16u, f.gfx12 ? 1u : 2u},
                    {1, wmmaB, f.gfx12 ? 8u : 16u, f.gfx12 ? 1u : 2u},
                    {2, wmmaAccumulator, 8u, 1u}};
    for (const Operand &op : operands) {
      DistributedLayout l = layout(f.kind, op.opIdx, {1, 1}, {16, 16});
      ASSERT_EQ(l.numRegisters(), op.registers)
          << f.kind << " opIdx " << op.opIdx;
      std::map<Coord, unsigned> seen = checkFragment(
          l, 32,
          [&](unsigned i, unsigned lane) { return op.expected(f, i, lane); },
          std::string(f.kind) + " opIdx " + std::to_string(op.opIdx));
      EXPECT_EQ(seen.size(), 256u) << f.kind << " opIdx " << op.opIdx;
      for (auto &[coord, count] : seen)
        EXPECT_EQ(count, op.copies) << f.kind << " opIdx " << op.opIdx;
    }
  }
}

// The accumulator over warps and repetitions, as the lowering indexes it:
// register = (repetition << 3) + instruction register, N repetitions first;
// warp w takes tile w % wm along M and w / wm along N.
TEST_F(MmaLayoutTest, WmmaAccumulatorOverWarpsAndRepetitions) {
  const unsigned warpGrids[][2] = {{4, 1}, {2, 2}, {1, 4}};
  for (const Wmma &f : kWmmas)
    for (const auto &grid : warpGrids) {
      unsigned wm = grid[0], wn = grid[1];
      int64_t mReps = 2, nReps = 4, M = 16 * wm * mReps, N = 16 * wn * nReps;
      DistributedLayout d = layout(f.kind, 2, {wm, wn}, {M, N});
      ASSERT_EQ(getInstructionRegisterBits(kindOf(f.kind), 2), 3u);
      std::map<Coord, int> seen;
      for (unsigned w = 0; w < wm * wn; ++w)
        for (unsigned lane = 0; lane < 32; ++lane)
          for (unsigned r = 0; r < d.numRegisters(); ++r) {
            unsigned i = r & 7, rep = r >> 3;
            int64_t ni = rep % nReps, mi = rep / nReps;
            Coord in = wmmaAccumulator(f, i, lane);
            Coord want{in.first + (mi * wm + w % wm) * 16,
                       in.second + (ni * wn + w / wm) * 16};
            Coord got = coordOf(d, r, lane, w);
            EXPECT_EQ(got, want) << f.kind << " warp " << w << " lane " << lane
                                 << " register " << r;
            ++seen[got];
          }
      EXPECT_EQ(int64_t(seen.size()), M * N) << f.kind;
    }
}

// NVIDIA mma.sync.m16n8k16 (PTX ISA, "Matrix Fragments for mma.m16n8k16"):
// groupID = lane / 4, threadID_in_group = lane % 4; A's a0..a7 hold
// (groupID + 8 * (i / 2 % 2), 2 * tig + i % 2 + 8 * (i / 4)); B's b0..b3
// (2 * tig + i % 2 + 8 * (i / 2), groupID); C's c0..c3
// (groupID + 8 * (i / 2), 2 * tig + i % 2).
TEST_F(MmaLayoutTest, NvMmaSyncFragmentsMatchPtx) {
  DistributedLayout a = layout("nv_mma_16x8x16", 0, {1, 1}, {16, 16});
  DistributedLayout b = layout("nv_mma_16x8x16", 1, {1, 1}, {16, 8});
  DistributedLayout c = layout("nv_mma_16x8x16", 2, {1, 1}, {16, 8});
  ASSERT_EQ(a.numRegisters(), 8u);
  ASSERT_EQ(b.numRegisters(), 4u);
  ASSERT_EQ(c.numRegisters(), 4u);
  for (unsigned lane = 0; lane < 32; ++lane) {
    int64_t g = lane / 4, t = lane % 4;
    for (unsigned i = 0; i < 8; ++i)
      EXPECT_EQ(coordOf(a, i, lane, 0),
                Coord(g + 8 * (i / 2 % 2), 2 * t + i % 2 + 8 * (i / 4)))
          << "A lane " << lane << " register " << i;
    for (unsigned i = 0; i < 4; ++i) {
      EXPECT_EQ(coordOf(b, i, lane, 0), Coord(2 * t + i % 2 + 8 * (i / 2), g))
          << "B lane " << lane << " register " << i;
      EXPECT_EQ(coordOf(c, i, lane, 0), Coord(g + 8 * (i / 2), 2 * t + i % 2))
          << "C lane " << lane << " register " << i;
    }
  }
}

// PTX ISA, "Matrix Fragments for mma.m16n8k32" with .s8/.u8 operands:
// A's a0..a15 (4 per 32-bit register) hold (groupID + 8 * (i / 4 % 2),
// 4 * tig + i % 4 + 16 * (i / 8)); B's b0..b7 (4 * tig + i % 4 + 16 * (i /
// 4), groupID); C's c0..c3 (s32) as m16n8k16's.
TEST_F(MmaLayoutTest, NvMmaSyncInt8FragmentsMatchPtx) {
  DistributedLayout a = layout("nv_mma_16x8x32", 0, {1, 1}, {16, 32});
  DistributedLayout b = layout("nv_mma_16x8x32", 1, {1, 1}, {32, 8});
  DistributedLayout c = layout("nv_mma_16x8x32", 2, {1, 1}, {16, 8});
  ASSERT_EQ(a.numRegisters(), 16u);
  ASSERT_EQ(b.numRegisters(), 8u);
  ASSERT_EQ(c.numRegisters(), 4u);
  for (unsigned lane = 0; lane < 32; ++lane) {
    int64_t g = lane / 4, t = lane % 4;
    for (unsigned i = 0; i < 16; ++i)
      EXPECT_EQ(coordOf(a, i, lane, 0),
                Coord(g + 8 * (i / 4 % 2), 4 * t + i % 4 + 16 * (i / 8)))
          << "A lane " << lane << " register " << i;
    for (unsigned i = 0; i < 8; ++i)
      EXPECT_EQ(coordOf(b, i, lane, 0), Coord(4 * t + i % 4 + 16 * (i / 4), g))
          << "B lane " << lane << " register " << i;
    for (unsigned i = 0; i < 4; ++i)
      EXPECT_EQ(coordOf(c, i, lane, 0), Coord(g + 8 * (i / 2), 2 * t + i % 2))
          << "C lane " << lane << " register " << i;
  }
}

} // namespace
