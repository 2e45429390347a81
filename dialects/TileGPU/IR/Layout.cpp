//===- Layout.cpp - how distributed layouts place tile elements ----------===//
#include "TileGPU/IR/Layout.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tilegpu;

int64_t DistributedLayout::offset(unsigned r, unsigned d) const {
  int64_t v = 0;
  for (unsigned i = 0; i < regBases.size(); ++i)
    if (r & (1u << i))
      v ^= regBases[i][d];
  return v;
}

static bool isZero(const Basis &b) {
  return llvm::all_of(b, [](int64_t v) { return v == 0; });
}

bool DistributedLayout::isDuplicateRegister(unsigned r) const {
  for (unsigned i = 0; i < regBases.size(); ++i)
    if ((r & (1u << i)) && isZero(regBases[i]))
      return true;
  return false;
}

unsigned DistributedLayout::contiguousRegisters(unsigned dim) const {
  unsigned run = 1;
  for (unsigned i = 0; i < regBases.size(); ++i) {
    Basis expected(rank(), 0);
    expected[dim] = int64_t(1) << i;
    if (regBases[i] != expected || expected[dim] >= shape[dim])
      break;
    run *= 2;
  }
  return run;
}

Attribute mlir::tilegpu::getLayout(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.getEncoding();
  return {};
}

/// Basis of `value` along `dim` of a rank-`rank` tensor, reduced mod shape.
static Basis unitBasis(unsigned rank, unsigned dim, int64_t value,
                       ArrayRef<int64_t> shape) {
  Basis b(rank, 0);
  b[dim] = value & (shape[dim] - 1);
  return b;
}

static DistributedLayout blockedLayout(BlockedLayoutAttr blocked,
                                       ArrayRef<int64_t> shape) {
  DistributedLayout l;
  l.shape.assign(shape.begin(), shape.end());
  unsigned rank = shape.size();
  ArrayRef<unsigned> spt = blocked.getSizePerThread(),
                     tpw = blocked.getThreadsPerWarp(),
                     wpc = blocked.getWarpsPerCTA(), order = blocked.getOrder();
  for (unsigned d : order) {
    int64_t tile = int64_t(spt[d]) * tpw[d] * wpc[d];
    for (int64_t v = 1; v < spt[d]; v *= 2)
      l.regBases.push_back(unitBasis(rank, d, v, shape));
    for (int64_t v = tile; v < shape[d]; v *= 2)
      l.regBases.push_back(unitBasis(rank, d, v, shape));
  }
  for (unsigned d : order)
    for (int64_t v = spt[d]; v < int64_t(spt[d]) * tpw[d]; v *= 2)
      l.laneBases.push_back(unitBasis(rank, d, v, shape));
  for (unsigned d : order)
    for (int64_t v = int64_t(spt[d]) * tpw[d];
         v < int64_t(spt[d]) * tpw[d] * wpc[d]; v *= 2)
      l.warpBases.push_back(unitBasis(rank, d, v, shape));
  return l;
}

FailureOr<MmaInstruction>
mlir::tilegpu::getMmaInstruction(tilec::MmaKind kind) {
  const tilec::MmaKindInfo &info = tilec::getMmaKindInfo(kind);
  if (!info.hasLayout)
    return failure();
  return MmaInstruction{kind, info.m, info.n, info.k, info.lanes};
}

static SmallVector<Basis>
bases(std::initializer_list<std::pair<int64_t, int64_t>> list) {
  SmallVector<Basis> out;
  for (auto [r, c] : list)
    out.push_back(Basis{r, c});
  return out;
}

/// CDNA MFMA with one block (CDNA3/CDNA4 ISA guides, "Matrix Arithmetic
/// Instructions", and AMD's matrix instruction calculator), wave64, for
/// every operand type: each lane holds e = m * k / 64 consecutive k of one
/// row of A (row lane % m, k = e * (lane / m) + i) and of one column of B
/// (column lane % n, same k), so the 64 / m lane groups split K. The
/// instruction's D holds 4 consecutive rows of column lane % n per group of
/// 4 registers: row 4 * (lane / n) + (i % 4) + (4 * 64 / n) * (i / 4).
/// The operand's element type only decides how the e elements are packed
/// into the instruction's registers (f16/bf16 as 2 per VGPR, i8/fp8 as 4),
/// not where they go.
///
/// A's layout is B's with rows and columns swapped, so the lowering passes
/// the dot's B fragment as the instruction's A and A's as its B: the
/// instruction computes D^T = B^T A^T, and the dot's accumulator is the
/// instruction's D transposed: row lane % m, columns along the registers
/// (4 consecutive per group). Rows of a lane then reduce in its registers
/// (softmax statistics), stores along rows are vectors, and a dot's result
/// holds the same elements in the same lanes as the next dot's A operand
/// when each lane's K run is 4 (a register permutation, no shared memory).
static std::pair<SmallVector<Basis>, SmallVector<Basis>>
mfmaBases(int64_t m, int64_t n, int64_t k, unsigned opIdx) {
  int64_t e = m * k / 64;
  SmallVector<Basis> regs, lanes;
  if (opIdx < 2) {
    // (outer, k) pairs: A is (row, k), B is (k, column).
    auto at = [&](int64_t outer, int64_t kk) {
      return opIdx == 0 ? Basis{outer, kk} : Basis{kk, outer};
    };
    int64_t outer = opIdx == 0 ? m : n;
    for (int64_t v = 1; v < e; v *= 2)
      regs.push_back(at(0, v));
    for (int64_t v = 1; v < outer; v *= 2)
      lanes.push_back(at(v, 0));
    for (int64_t v = e; v < k; v *= 2)
      lanes.push_back(at(0, v));
    return {regs, lanes};
  }
  // The transposed D (m == n): columns by register, rows by lane.
  regs = bases({{0, 1}, {0, 2}});
  for (int64_t v = 4 * 64 / m; v < n; v *= 2)
    regs.push_back(Basis{0, v});
  for (int64_t v = 1; v < m; v *= 2)
    lanes.push_back(Basis{v, 0});
  for (int64_t v = 4; v < 4 * 64 / m; v *= 2)
    lanes.push_back(Basis{0, v});
  return {regs, lanes};
}

/// The bases of one instruction tile for one warp: (registers, lanes), as
/// (row, col) pairs of the operand's 2-D tile. opIdx 2 is the accumulator.
static std::pair<SmallVector<Basis>, SmallVector<Basis>>
instructionBases(tilec::MmaKind kind, unsigned opIdx) {
  auto B = bases;
  tilec::MmaFamily family = tilec::getMmaKindInfo(kind).family;
  if (kind == tilec::MmaKind::NvMma16x8x32) {
    // PTX ISA, mma.m16n8k32 with 8-bit operands: group = lane / 4, tig =
    // lane % 4; each 32-bit register holds 4 consecutive k. A: row group
    // (+8 for elements 4-7 and 12-15), k = 4 * tig + i % 4 (+16 for elements
    // 8-15); B: k likewise, column group; the accumulator is m16n8k16's.
    if (opIdx == 0)
      return {B({{0, 1}, {0, 2}, {8, 0}, {0, 16}}),
              B({{0, 4}, {0, 8}, {1, 0}, {2, 0}, {4, 0}})};
    if (opIdx == 1)
      return {B({{1, 0}, {2, 0}, {16, 0}}),
              B({{4, 0}, {8, 0}, {0, 1}, {0, 2}, {0, 4}})};
    return {B({{0, 1}, {8, 0}}), B({{0, 2}, {0, 4}, {1, 0}, {2, 0}, {4, 0}})};
  }
  if (family == tilec::MmaFamily::MmaSync) {
    // PTX ISA, mma.m16n8k16 fragments: group = lane / 4, tig = lane % 4.
    if (opIdx == 0)
      return {B({{0, 1}, {8, 0}, {0, 8}}),
              B({{0, 2}, {0, 4}, {1, 0}, {2, 0}, {4, 0}})};
    if (opIdx == 1)
      return {B({{1, 0}, {8, 0}}), B({{2, 0}, {4, 0}, {0, 1}, {0, 2}, {0, 4}})};
    return {B({{0, 1}, {8, 0}}), B({{0, 2}, {0, 4}, {1, 0}, {2, 0}, {4, 0}})};
  }
  if (family == tilec::MmaFamily::Mfma) {
    MmaInstruction instr = *getMmaInstruction(kind);
    return mfmaBases(instr.m, instr.n, instr.k, opIdx);
  }
  // RDNA WMMA, wave32. A's layout is B's with rows and columns swapped
  // (lane % 16 is A's row and B's column), so, as for MFMA, the lowering
  // passes the dot's B fragment as the instruction's A and A's as its B, and
  // the dot's accumulator is the instruction's D transposed: row lane % 16,
  // columns along the registers (and lane / 16). Row statistics then take
  // one register per 16 rows, reduce in a lane's registers plus one
  // exchange with lane ^ 16, and a dot's result feeds the next dot's A
  // operand without shared memory (gfx12: the same registers; gfx11: one
  // v_permlanex16 exchange, since its A repeats lanes 0-15 in lanes 16-31).
  if (kind == tilec::MmaKind::WmmaGfx11) {
    // v_wmma_f32_16x16x16_f16 (RDNA3): lanes 16-31 repeat A/B of lanes 0-15;
    // the instruction's D row = 2 * i + lane / 16, column lane % 16.
    if (opIdx == 0)
      return {B({{0, 1}, {0, 2}, {0, 4}, {0, 8}}),
              B({{1, 0}, {2, 0}, {4, 0}, {8, 0}, {0, 0}})};
    if (opIdx == 1)
      return {B({{1, 0}, {2, 0}, {4, 0}, {8, 0}}),
              B({{0, 1}, {0, 2}, {0, 4}, {0, 8}, {0, 0}})};
    return {B({{0, 2}, {0, 4}, {0, 8}}),
            B({{1, 0}, {2, 0}, {4, 0}, {8, 0}, {0, 1}})};
  }
  // wmma_gfx12 (RDNA4): A k = 8 * (lane / 16) + i; the instruction's D row =
  // 8 * (lane / 16) + i, column lane % 16.
  if (opIdx == 0)
    return {B({{0, 1}, {0, 2}, {0, 4}}),
            B({{1, 0}, {2, 0}, {4, 0}, {8, 0}, {0, 8}})};
  if (opIdx == 1)
    return {B({{1, 0}, {2, 0}, {4, 0}}),
            B({{0, 1}, {0, 2}, {0, 4}, {0, 8}, {8, 0}})};
  return {B({{0, 1}, {0, 2}, {0, 4}}),
          B({{1, 0}, {2, 0}, {4, 0}, {8, 0}, {0, 8}})};
}

unsigned mlir::tilegpu::getInstructionRegisterBits(tilec::MmaKind kind,
                                                   unsigned opIdx) {
  return instructionBases(kind, opIdx).first.size();
}

/// Matrix-core layouts: the instruction tile, warps tiling M (dim 0) then N,
/// then the tile repeated in registers: first along K (operands) or N
/// (accumulator), then along the remaining dim. Operands are replicated over
/// the warps that tile the dimension they do not have.
static FailureOr<DistributedLayout> mmaLayout(MmaLayoutAttr mma, unsigned opIdx,
                                              ArrayRef<int64_t> shape) {
  FailureOr<MmaInstruction> instr = getMmaInstruction(mma.getKind());
  ArrayRef<unsigned> warps = mma.getWarpsPerCTA();
  if (failed(instr) || shape.size() != 2 || warps.size() != 2)
    return failure();
  // Tile of one instruction in this operand's (rows, cols).
  int64_t tileRows = opIdx == 1 ? instr->k : instr->m;
  int64_t tileCols = opIdx == 0 ? instr->k : instr->n;
  // Tensors smaller than the tile (e.g. the unit dim of a slice's parent)
  // replicate it: their bases are reduced modulo the shape below.
  (void)tileRows;
  (void)tileCols;
  DistributedLayout l;
  l.shape.assign(shape.begin(), shape.end());
  auto [regs, lanes] = instructionBases(mma.getKind(), opIdx);
  auto mask = [&](Basis b) {
    b[0] &= shape[0] - 1;
    b[1] &= shape[1] - 1;
    return b;
  };
  for (const Basis &b : regs)
    l.regBases.push_back(mask(b));
  for (const Basis &b : lanes)
    l.laneBases.push_back(mask(b));
  // Warps: along M for the accumulator and A, along N for the accumulator
  // and B; a warp dimension the operand lacks replicates it.
  int64_t mStep = instr->m, nStep = instr->n;
  for (unsigned w = 1; w < warps[0]; w *= 2) {
    Basis b{0, 0};
    if (opIdx != 1)
      b[0] = mStep * w;
    l.warpBases.push_back(mask(b));
  }
  for (unsigned w = 1; w < warps[1]; w *= 2) {
    Basis b{0, 0};
    if (opIdx != 0)
      b[1] = nStep * w;
    l.warpBases.push_back(mask(b));
  }
  // Register repetitions: the inner dim (K for operands, N for the result)
  // first, then the outer one.
  int64_t rowStep =
      opIdx == 1 ? instr->k : instr->m * (opIdx == 1 ? 1 : warps[0]);
  int64_t colStep = opIdx == 0 ? instr->k : instr->n * warps[1];
  unsigned innerDim = opIdx == 1 ? 0 : 1;
  int64_t innerStep = innerDim == 0 ? rowStep : colStep;
  int64_t outerStep = innerDim == 0 ? colStep : rowStep;
  for (int64_t v = innerStep; v < shape[innerDim]; v *= 2) {
    Basis b{0, 0};
    b[innerDim] = v;
    l.regBases.push_back(mask(b));
  }
  for (int64_t v = outerStep; v < shape[1 - innerDim]; v *= 2) {
    Basis b{0, 0};
    b[1 - innerDim] = v;
    l.regBases.push_back(mask(b));
  }
  return l;
}

FailureOr<DistributedLayout>
mlir::tilegpu::analyzeLayout(Attribute layout, ArrayRef<int64_t> shape) {
  if (auto blocked = dyn_cast_if_present<BlockedLayoutAttr>(layout)) {
    if (blocked.getSizePerThread().size() != shape.size())
      return failure();
    return blockedLayout(blocked, shape);
  }
  if (auto mma = dyn_cast_if_present<MmaLayoutAttr>(layout))
    return mmaLayout(mma, 2, shape);
  if (auto dotOp = dyn_cast_if_present<DotOperandLayoutAttr>(layout)) {
    auto parent = dyn_cast<MmaLayoutAttr>(dotOp.getParent());
    if (!parent || dotOp.getOpIdx() > 1)
      return failure();
    return mmaLayout(parent, dotOp.getOpIdx(), shape);
  }
  auto slice = dyn_cast_if_present<SliceLayoutAttr>(layout);
  if (!slice || slice.getDim() > shape.size())
    return failure();
  SmallVector<int64_t> parentShape(shape.begin(), shape.end());
  parentShape.insert(parentShape.begin() + slice.getDim(), 1);
  FailureOr<DistributedLayout> parent =
      analyzeLayout(slice.getParent(), parentShape);
  if (failed(parent))
    return failure();
  DistributedLayout l;
  l.shape.assign(shape.begin(), shape.end());
  auto drop = [&](Basis b) {
    b.erase(b.begin() + slice.getDim());
    return b;
  };
  // Registers that only moved along the removed dim are gone; lanes and
  // warps that did now hold copies.
  for (const Basis &b : parent->regBases) {
    Basis d = drop(b);
    if (!isZero(d))
      l.regBases.push_back(d);
  }
  for (const Basis &b : parent->laneBases)
    l.laneBases.push_back(drop(b));
  for (const Basis &b : parent->warpBases)
    l.warpBases.push_back(drop(b));
  return l;
}

unsigned mlir::tilegpu::getNumRegisters(RankedTensorType type) {
  FailureOr<DistributedLayout> layout =
      analyzeLayout(type.getEncoding(), type.getShape());
  return succeeded(layout) ? layout->numRegisters() : 0;
}

BlockedLayoutAttr mlir::tilegpu::getDefaultBlockedLayout(
    MLIRContext *ctx, ArrayRef<int64_t> shape, ArrayRef<unsigned> order,
    unsigned vec, unsigned warpSize, unsigned numWarps) {
  unsigned rank = shape.size();
  SmallVector<unsigned> spt(rank, 1), tpw(rank, 1), wpc(rank, 1);
  // Elements left to cover along each dim.
  SmallVector<int64_t> left(shape.begin(), shape.end());
  spt[order[0]] = std::max<int64_t>(1, std::min<int64_t>(vec, shape[order[0]]));
  left[order[0]] = std::max<int64_t>(1, left[order[0]] / spt[order[0]]);
  unsigned lanes = warpSize;
  for (unsigned d : order) {
    unsigned take = std::min<int64_t>(lanes, left[d]);
    tpw[d] = take;
    lanes /= take;
    left[d] /= take;
  }
  tpw[order.back()] *= lanes; // replicate leftover lanes on the slowest dim
  unsigned warps = numWarps;
  for (unsigned d : llvm::reverse(order)) {
    // Warps go to the slowest dims first (rows), as Triton does.
    unsigned take = std::min<int64_t>(warps, std::max<int64_t>(1, left[d]));
    wpc[d] = take;
    warps /= take;
    left[d] = std::max<int64_t>(1, left[d] / take);
  }
  wpc[order.back()] *= warps;
  return BlockedLayoutAttr::get(ctx, spt, tpw, wpc, order);
}
