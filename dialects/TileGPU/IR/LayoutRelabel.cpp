//===- LayoutRelabel.cpp - trans and reshape as renamings of registers ---===//
//
// A trans or reshape moves no data when the result's layout puts each
// element in the lane and warp that held it: only the names of a lane's
// registers change. The layout pass picks such a result layout where one is
// a blocked layout (the view chains of split/join: reshape, permute,
// split), and the lowering then permutes registers instead of going through
// shared memory.
//
//===----------------------------------------------------------------------===//
#include "TileGPU/IR/Layout.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tilegpu;

Basis mlir::tilegpu::transposeBasis(const Basis &b, ArrayRef<int32_t> order) {
  Basis out(order.size(), 0);
  for (size_t i = 0; i < order.size(); ++i)
    out[i] = b[order[i]];
  return out;
}

Basis mlir::tilegpu::reshapeBasis(const Basis &b, ArrayRef<int64_t> srcShape,
                                  ArrayRef<int64_t> dstShape) {
  int64_t flat = 0;
  for (size_t d = 0; d < srcShape.size(); ++d)
    flat = flat * srcShape[d] + b[d];
  Basis out(dstShape.size(), 0);
  for (size_t d = dstShape.size(); d-- > 0;) {
    out[d] = flat % dstShape[d];
    flat /= dstShape[d];
  }
  return out;
}

std::optional<SmallVector<unsigned>>
mlir::tilegpu::relabelRegisters(const DistributedLayout &src,
                                const DistributedLayout &dst, BasisMap map) {
  if (src.laneBases.size() != dst.laneBases.size() ||
      src.warpBases.size() != dst.warpBases.size() ||
      src.regBases.size() != dst.regBases.size())
    return std::nullopt;
  for (size_t i = 0; i < src.laneBases.size(); ++i)
    if (map(src.laneBases[i]) != dst.laneBases[i])
      return std::nullopt;
  for (size_t i = 0; i < src.warpBases.size(); ++i)
    if (map(src.warpBases[i]) != dst.warpBases[i])
      return std::nullopt;
  // Destination register bit j is source register bit from[j].
  SmallVector<unsigned> from(dst.regBases.size());
  SmallVector<bool> used(src.regBases.size(), false);
  for (size_t j = 0; j < dst.regBases.size(); ++j) {
    bool found = false;
    for (size_t p = 0; p < src.regBases.size() && !found; ++p) {
      if (used[p] || map(src.regBases[p]) != dst.regBases[j])
        continue;
      used[p] = true;
      from[j] = p;
      found = true;
    }
    if (!found)
      return std::nullopt;
  }
  SmallVector<unsigned> regs(dst.numRegisters());
  for (unsigned r = 0; r < regs.size(); ++r) {
    unsigned s = 0;
    for (size_t j = 0; j < from.size(); ++j)
      if (r & (1u << j))
        s |= 1u << from[j];
    regs[r] = s;
  }
  return regs;
}

/// The dim of a unit basis and its value; -1 for zero, -2 if not a unit.
static std::pair<int, int64_t> unitOf(const Basis &b) {
  int dim = -1;
  int64_t value = 0;
  for (size_t d = 0; d < b.size(); ++d) {
    if (b[d] == 0)
      continue;
    if (dim >= 0 || !llvm::isPowerOf2_64(b[d]))
      return {-2, 0};
    dim = d;
    value = b[d];
  }
  return {dim, value};
}

BlockedLayoutAttr mlir::tilegpu::relabeledBlockedLayout(
    MLIRContext *ctx, const DistributedLayout &src, ArrayRef<int64_t> dstShape,
    BasisMap map) {
  unsigned rank = dstShape.size();
  SmallVector<unsigned> order;
  auto note = [&](int d) {
    if (d >= 0 && !llvm::is_contained(order, unsigned(d)))
      order.push_back(d);
  };
  // Lane and warp bits per dim, in bit order: a blocked layout gives each dim
  // a run of doubling values (zero bases past the shape continue the run of
  // the dim before them).
  SmallVector<SmallVector<int64_t>> lanes(rank), warps(rank);
  auto collect = [&](ArrayRef<Basis> bases,
                     SmallVectorImpl<SmallVector<int64_t>> &perDim) {
    int last = -1;
    for (const Basis &b : bases) {
      auto [d, v] = unitOf(map(b));
      if (d == -2)
        return false;
      if (d == -1) {
        if (last < 0)
          return false;
        perDim[last].push_back(0);
        continue;
      }
      note(d);
      perDim[d].push_back(v);
      last = d;
    }
    return true;
  };
  if (!collect(src.laneBases, lanes) || !collect(src.warpBases, warps))
    return {};
  SmallVector<int64_t> regPowers[8];
  if (rank > 8)
    return {};
  for (const Basis &b : src.regBases) {
    auto [d, v] = unitOf(map(b));
    if (d == -2)
      return {};
    if (d >= 0) {
      note(d);
      regPowers[d].push_back(v);
    }
  }
  for (unsigned d = rank; d-- > 0;)
    note(d);

  SmallVector<unsigned> spt(rank), tpw(rank), wpc(rank);
  for (unsigned d = 0; d < rank; ++d) {
    // Elements per lane along d: the first lane (or warp) value; without
    // either, the run of register values from 1.
    int64_t first = !lanes[d].empty()   ? lanes[d][0]
                    : !warps[d].empty() ? warps[d][0]
                                        : 0;
    if (first == 0) {
      int64_t run = 1;
      while (llvm::is_contained(regPowers[d], run))
        run *= 2;
      first = run;
    }
    spt[d] = first;
    tpw[d] = 1u << lanes[d].size();
    wpc[d] = 1u << warps[d].size();
  }
  auto candidate = BlockedLayoutAttr::get(ctx, spt, tpw, wpc, order);
  FailureOr<DistributedLayout> dst = analyzeLayout(candidate, dstShape);
  if (failed(dst) || !relabelRegisters(src, *dst, map))
    return {};
  return candidate;
}
