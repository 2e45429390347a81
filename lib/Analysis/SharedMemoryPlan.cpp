//===- SharedMemoryPlan.cpp - how much shared memory each op takes -------===//
//
// See SharedMemoryPlan.h.
//
//===----------------------------------------------------------------------===//
#include "Analysis/SharedMemoryPlan.h"
#include "Analysis/WgmmaFit.h"

#include "Tile/IR/TileDialect.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include "llvm/Support/MathExtras.h"

#include <map>

using namespace mlir;
using tilegpu::DistributedLayout;

namespace tilec {

int64_t elementBytes(Type elementType) {
  if (isa<tile::PointerType>(elementType) || !elementType.isIntOrFloat())
    return 8;
  return std::max<int64_t>(1, elementType.getIntOrFloatBitWidth() / 8);
}

static DistributedLayout layoutOf(Type type) {
  auto tensor = cast<RankedTensorType>(type);
  return *tilegpu::analyzeLayout(tensor.getEncoding(), tensor.getShape());
}

static SmallVector<unsigned> identity(int64_t rank) {
  SmallVector<unsigned> perm;
  for (unsigned d = 0; d < rank; ++d)
    perm.push_back(d);
  return perm;
}

/// `tile` without padding and swizzled, when its shape allows it (see
/// SharedTile). 64-byte blocks only for 8-bit elements (a BLOCK_K of 64
/// int8/fp8 values, which 8-bit wgmma can then read); 16-bit rows of 64
/// bytes stay padded.
SharedTile swizzledIfPossible(SharedTile tile) {
  if ((tile.elemBytes != 1 && tile.elemBytes != 2) || tile.rows() % 8)
    return tile;
  int64_t rowBytes = tile.shape[tile.fastDim] * tile.elemBytes;
  if (rowBytes % 128 == 0)
    tile.swizzleBytes = 128;
  else if (tile.elemBytes == 1 && rowBytes % 64 == 0)
    tile.swizzleBytes = 64;
  else
    return tile;
  tile.swizzle = true;
  tile.pitch = tile.shape[tile.fastDim];
  return tile;
}

SharedTile makeSharedTile(ArrayRef<int64_t> shape, int64_t elemBytes,
                          unsigned fastDim) {
  SharedTile t;
  t.shape.assign(shape.begin(), shape.end());
  t.fastDim = fastDim;
  t.elemBytes = elemBytes;
  int64_t pad = shape.size() >= 2 && shape[fastDim] * elemBytes >= 64
                    ? 16 / elemBytes
                    : 0;
  t.pitch = shape[fastDim] + std::max<int64_t>(pad, 0);
  return t;
}

/// The shared tile of an exchange from `src` to `dst` (dims in `dst`'s
/// coordinates; `perm[d]` is the source dim of destination dim d): rows run
/// along the dim in which the destination (else the source) holds the most
/// consecutive registers, so both sides can use vector accesses.
SharedTile exchangeTile(RankedTensorType src, RankedTensorType dst,
                        ArrayRef<unsigned> perm) {
  FailureOr<DistributedLayout> s =
      tilegpu::analyzeLayout(src.getEncoding(), src.getShape());
  FailureOr<DistributedLayout> d =
      tilegpu::analyzeLayout(dst.getEncoding(), dst.getShape());
  unsigned rank = dst.getRank();
  unsigned best = rank - 1;
  unsigned bestScore = 0;
  for (unsigned dim = 0; dim < rank; ++dim) {
    unsigned dstRun = succeeded(d) ? d->contiguousRegisters(dim) : 1;
    unsigned srcRun = succeeded(s) && perm.size() == rank
                          ? s->contiguousRegisters(perm[dim])
                          : 1;
    // Favour the destination's vector reads, but not at the price of scalar
    // writes of a long source run (measured on the H200: weighting the reads
    // 8:1 made attention 10-40% slower than 4:1).
    unsigned score = dstRun * 4 + srcRun;
    if (score > bestScore) {
      bestScore = score;
      best = dim;
    }
  }
  return makeSharedTile(dst.getShape(), elementBytes(dst.getElementType()),
                        best);
}

/// The number of slabs (a power of two, along `dim`) an exchange from `src`
/// to `dst` (same coordinates) can be cut into: the top bits of one dim that
/// only register bases move, in both layouts.
static std::pair<int, unsigned> slabBits(const DistributedLayout &src,
                                         const DistributedLayout &dst) {
  std::pair<int, unsigned> best{-1, 0};
  for (unsigned d = 0; d < dst.rank(); ++d) {
    int64_t extent = dst.shape[d];
    auto regOnly = [&](const DistributedLayout &l, int64_t bit) {
      bool inRegs = false;
      for (const tilegpu::Basis &b : l.regBases)
        if (b[d] & bit) {
          if (b[d] != bit)
            return false;
          for (unsigned o = 0; o < l.rank(); ++o)
            if (o != d && b[o] != 0)
              return false;
          inRegs = true;
        }
      for (ArrayRef<tilegpu::Basis> bases :
           {ArrayRef(l.laneBases), ArrayRef(l.warpBases)})
        for (const tilegpu::Basis &b : bases)
          if (b[d] & bit)
            return false;
      return inRegs;
    };
    unsigned bits = 0;
    for (int64_t bit = extent / 2; bit >= 16; bit /= 2) {
      if (!regOnly(src, bit) || !regOnly(dst, bit))
        break;
      ++bits;
    }
    if (bits > best.second)
      best = {int(d), bits};
  }
  return best;
}

SmallVector<unsigned> exchangePermutation(Operation *op) {
  SmallVector<unsigned> perm;
  if (auto trans = dyn_cast<tile::TransOp>(op)) {
    for (int32_t d : trans.getOrder())
      perm.push_back(d);
    return perm;
  }
  // convert_layout keeps coordinates; reshape stores its source row-major
  // (source coordinates, so the source's rank) and reads the result back in
  // the same linear order.
  auto t = cast<RankedTensorType>(op->getOperand(0).getType());
  for (unsigned d = 0; d < t.getRank(); ++d)
    perm.push_back(d);
  return perm;
}

/// Plans the exchange of `op` (convert_layout or trans); a convert_layout
/// larger than `limit` bytes is cut into slabs that fit when its layouts
/// allow it.
ExchangePlan planExchange(Operation *op, int64_t limit) {
  auto src = cast<RankedTensorType>(op->getOperand(0).getType());
  auto dst = cast<RankedTensorType>(op->getResult(0).getType());
  ExchangePlan plan;
  plan.tile = exchangeTile(src, dst, exchangePermutation(op));
  if (!isa<tilegpu::ConvertLayoutOp>(op) || plan.tile.bytes() <= limit)
    return plan;
  auto [dim, bits] = slabBits(layoutOf(src), layoutOf(dst));
  unsigned k = 0;
  while (k < bits && (plan.tile.bytes() >> k) > limit)
    ++k;
  if (k == 0)
    return plan;
  SmallVector<int64_t> shape = plan.tile.shape;
  shape[dim] >>= k;
  plan.tile = makeSharedTile(shape, plan.tile.elemBytes, plan.tile.fastDim);
  plan.dim = dim;
  plan.slabs = 1u << k;
  return plan;
}

/// For each register of `dst`, the register of `src` holding the same
/// element, when both layouts put the same elements in the same lanes and
/// warps (a layout conversion is then a permutation of a lane's registers);
/// none otherwise.
std::optional<SmallVector<unsigned>>
registerPermutation(const DistributedLayout &src,
                    const DistributedLayout &dst) {
  if (src.laneBases != dst.laneBases || src.warpBases != dst.warpBases)
    return std::nullopt;
  std::map<SmallVector<int64_t>, unsigned> srcIndex;
  for (unsigned r = 0; r < src.numRegisters(); ++r) {
    SmallVector<int64_t> key;
    for (unsigned d = 0; d < src.rank(); ++d)
      key.push_back(src.offset(r, d));
    srcIndex.emplace(key, r);
  }
  SmallVector<unsigned> result;
  for (unsigned r = 0; r < dst.numRegisters(); ++r) {
    SmallVector<int64_t> key;
    for (unsigned d = 0; d < dst.rank(); ++d)
      key.push_back(dst.offset(r, d));
    auto it = srcIndex.find(key);
    if (it == srcIndex.end())
      return std::nullopt;
    result.push_back(it->second);
  }
  return result;
}

/// The part of an element's coordinates that a set of bases contributes
/// for the index `id` (the XOR of the bases of its set bits).
static SmallVector<int64_t> coordsOf(ArrayRef<tilegpu::Basis> bases,
                                     unsigned id, unsigned rank) {
  SmallVector<int64_t> c(rank, 0);
  for (unsigned i = 0; i < bases.size(); ++i)
    if (id & (1u << i))
      for (unsigned d = 0; d < rank; ++d)
        c[d] ^= bases[i][d];
  return c;
}

std::optional<SmallVector<LaneExchange>>
laneExchange(const DistributedLayout &src, const DistributedLayout &dst) {
  // Same warp bases: warp w holds the elements of warp 0 displaced by the
  // same coordinates in both layouts, so warp 0 decides.
  if (src.warpBases != dst.warpBases ||
      src.laneBases.size() != dst.laneBases.size() || src.laneBases.size() > 6)
    return std::nullopt;
  unsigned rank = src.rank(), lanes = 1u << src.laneBases.size();
  auto xorInto = [](SmallVector<int64_t> a, ArrayRef<int64_t> b) {
    for (auto [x, y] : llvm::zip(a, b))
      x ^= y;
    return a;
  };
  SmallVector<SmallVector<int64_t>> srcLane, dstLane;
  for (unsigned l = 0; l < lanes; ++l) {
    srcLane.push_back(coordsOf(src.laneBases, l, rank));
    dstLane.push_back(coordsOf(dst.laneBases, l, rank));
  }
  // Element -> for each source register holding it, the lanes that do.
  using Holders = std::map<unsigned, uint64_t>;
  std::map<SmallVector<int64_t>, Holders> holders;
  for (unsigned r = 0; r < src.numRegisters(); ++r) {
    SmallVector<int64_t> reg = coordsOf(src.regBases, r, rank);
    for (unsigned l = 0; l < lanes; ++l)
      holders[xorInto(reg, srcLane[l])][r] |= uint64_t(1) << l;
  }
  SmallVector<LaneExchange> result;
  for (unsigned r = 0; r < dst.numRegisters(); ++r) {
    SmallVector<int64_t> reg = coordsOf(dst.regBases, r, rank);
    SmallVector<const Holders *> need;
    for (unsigned l = 0; l < lanes; ++l) {
      auto it = holders.find(xorInto(reg, dstLane[l]));
      if (it == holders.end())
        return std::nullopt;
      need.push_back(&it->second);
    }
    auto lanesHolding = [&](unsigned l, unsigned q) -> uint64_t {
      auto it = need[l]->find(q);
      return it == need[l]->end() ? 0 : it->second;
    };
    // Register q serves every lane, from the lane itself or from lane ^ mask.
    auto attempt = [&](unsigned q,
                       unsigned mask) -> std::optional<LaneExchange> {
      LaneExchange ex{q, mask, 0};
      for (unsigned l = 0; l < lanes; ++l) {
        uint64_t held = lanesHolding(l, q);
        if (held & (uint64_t(1) << l))
          continue;
        if (!(held & (uint64_t(1) << (l ^ mask))))
          return std::nullopt;
        ex.fromOther |= uint64_t(1) << l;
      }
      if (ex.fromOther == 0)
        ex.xorMask = 0;
      return ex;
    };
    // Candidates: a register holding lane 0's element, with the distance
    // from lane 0 to a lane holding it, or (when lane 0 holds it itself)
    // the distance another lane needs to one holding its element.
    std::optional<LaneExchange> found;
    for (auto [q, held0] : *need[0]) {
      if ((held0 & 1) && (found = attempt(q, 0)))
        break;
    }
    for (auto [q, held0] : *need[0]) {
      if (found)
        break;
      for (unsigned m = 1; m < lanes && !found; ++m)
        if (held0 & (uint64_t(1) << m))
          found = attempt(q, m);
      for (unsigned l = 1; l < lanes && !found && (held0 & 1); ++l) {
        uint64_t held = lanesHolding(l, q);
        for (unsigned h = 0; h < lanes && !found; ++h)
          if ((held & (uint64_t(1) << h)) && h != l)
            found = attempt(q, h ^ l);
      }
    }
    if (!found)
      return std::nullopt;
    result.push_back(*found);
  }
  return result;
}

uint32_t WordShuffle::Affine::at(unsigned lane) const {
  uint32_t v = constant;
  for (auto [bit, column] : llvm::enumerate(columns))
    if (lane & (1u << bit))
      v ^= column;
  return v;
}

/// `f` over the lanes as a GF(2)-affine map of the lane bits, if it is one.
static std::optional<WordShuffle::Affine> affineOf(ArrayRef<uint32_t> f) {
  WordShuffle::Affine a;
  a.constant = f[0];
  for (unsigned bit = 0; (1u << bit) < f.size(); ++bit)
    a.columns.push_back(f[1u << bit] ^ f[0]);
  for (unsigned l = 0; l < f.size(); ++l)
    if (a.at(l) != f[l])
      return std::nullopt;
  return a;
}

/// An NVIDIA mma.sync accumulator or operand layout (they exist only there,
/// where the lowering has index shuffles and byte permutes).
static bool isMmaSyncLayout(Attribute encoding) {
  if (auto op = dyn_cast_if_present<tilegpu::DotOperandLayoutAttr>(encoding))
    encoding = op.getParent();
  auto mma = dyn_cast_if_present<tilegpu::MmaLayoutAttr>(encoding);
  return mma && getMmaKindInfo(mma.getKind()).family == MmaFamily::MmaSync;
}

std::optional<WordShuffle> wordShuffle(RankedTensorType srcType,
                                       RankedTensorType dstType) {
  if (!srcType.getElementType().isIntOrFloat() ||
      srcType.getElementType().getIntOrFloatBitWidth() != 8 ||
      !isMmaSyncLayout(srcType.getEncoding()) ||
      !isMmaSyncLayout(dstType.getEncoding()))
    return std::nullopt;
  FailureOr<DistributedLayout> srcOr =
      tilegpu::analyzeLayout(srcType.getEncoding(), srcType.getShape());
  FailureOr<DistributedLayout> dstOr =
      tilegpu::analyzeLayout(dstType.getEncoding(), dstType.getShape());
  if (failed(srcOr) || failed(dstOr))
    return std::nullopt;
  const DistributedLayout &src = *srcOr, &dst = *dstOr;
  if (src.warpBases != dst.warpBases || src.laneBases.size() != 5 ||
      dst.laneBases.size() != 5 || dst.numRegisters() % 4)
    return std::nullopt;
  unsigned rank = src.rank(), lanes = 32;
  // Element -> the (register, lane) of src holding it (one holder each: no
  // replicated layouts).
  std::map<SmallVector<int64_t>, std::pair<unsigned, unsigned>> holder;
  for (unsigned r = 0; r < src.numRegisters(); ++r)
    for (unsigned l = 0; l < lanes; ++l) {
      SmallVector<int64_t> c = coordsOf(src.regBases, r, rank);
      SmallVector<int64_t> lc = coordsOf(src.laneBases, l, rank);
      for (unsigned d = 0; d < rank; ++d)
        c[d] ^= lc[d];
      if (!holder.try_emplace(c, r, l).second)
        return std::nullopt;
    }
  WordShuffle plan;
  for (unsigned w = 0; w < dst.numRegisters() / 4; ++w) {
    // Per lane and byte: the source (lane, register).
    SmallVector<std::array<std::pair<unsigned, unsigned>, 4>> from(lanes);
    for (unsigned l = 0; l < lanes; ++l)
      for (unsigned i = 0; i < 4; ++i) {
        SmallVector<int64_t> c = coordsOf(dst.regBases, 4 * w + i, rank);
        SmallVector<int64_t> lc = coordsOf(dst.laneBases, l, rank);
        for (unsigned d = 0; d < rank; ++d)
          c[d] ^= lc[d];
        auto it = holder.find(c);
        if (it == holder.end())
          return std::nullopt;
        from[l][i] = {it->second.second, it->second.first};
      }
    // Rounds: the distinct source lanes of each lane, in byte order.
    SmallVector<SmallVector<unsigned, 2>> roundLane(lanes);
    for (unsigned l = 0; l < lanes; ++l)
      for (unsigned i = 0; i < 4; ++i)
        if (!llvm::is_contained(roundLane[l], from[l][i].first))
          roundLane[l].push_back(from[l][i].first);
    size_t rounds = roundLane[0].size();
    if (rounds > 2 || llvm::any_of(roundLane, [&](const auto &r) {
          return r.size() != rounds;
        }))
      return std::nullopt;
    WordShuffle::Word word;
    for (unsigned k = 0; k < rounds; ++k) {
      // What each sender is asked for in this round: the same registers
      // for every sender.
      SmallVector<SmallVector<unsigned, 4>> asked(lanes);
      SmallVector<uint32_t> srcLane(lanes);
      for (unsigned l = 0; l < lanes; ++l) {
        srcLane[l] = roundLane[l][k];
        for (unsigned i = 0; i < 4; ++i)
          if (from[l][i].first == srcLane[l] &&
              !llvm::is_contained(asked[srcLane[l]], from[l][i].second))
            asked[srcLane[l]].push_back(from[l][i].second);
      }
      SmallVector<unsigned, 4> regs;
      for (unsigned s = 0; s < lanes; ++s) {
        llvm::sort(asked[s]);
        if (asked[s].empty())
          continue;
        if (regs.empty())
          regs = asked[s];
        else if (regs != asked[s])
          return std::nullopt;
      }
      std::optional<WordShuffle::Affine> lane = affineOf(srcLane);
      if (regs.size() > 4 || !lane)
        return std::nullopt;
      word.rounds.push_back({regs, *lane});
    }
    SmallVector<uint32_t> selector(lanes, 0);
    for (unsigned l = 0; l < lanes; ++l)
      for (unsigned i = 0; i < 4; ++i) {
        unsigned k =
            llvm::find(roundLane[l], from[l][i].first) - roundLane[l].begin();
        unsigned byte = llvm::find(word.rounds[k].srcRegs, from[l][i].second) -
                        word.rounds[k].srcRegs.begin();
        selector[l] |= (4 * k + byte) << (4 * i);
      }
    std::optional<WordShuffle::Affine> sel = affineOf(selector);
    if (!sel)
      return std::nullopt;
    word.selector = *sel;
    plan.words.push_back(std::move(word));
  }
  return plan;
}

static bool isRegisterPermutation(const DistributedLayout &src,
                                  const DistributedLayout &dst) {
  return registerPermutation(src, dst).has_value();
}

/// A conversion whose result takes each register from the same lane or by
/// one exchange with another lane of the warp, or by word shuffles (no
/// shared memory).
static bool isLaneExchange(tilegpu::ConvertLayoutOp cvt) {
  DistributedLayout src = layoutOf(cvt.getSrc().getType()),
                    dst = layoutOf(cvt.getType());
  return isRegisterPermutation(src, dst) ||
         laneExchange(src, dst).has_value() ||
         wordShuffle(cvt.getSrc().getType(), cvt.getType()).has_value();
}

/// The bytes of `op`'s exchange when it is a convert_layout through shared
/// memory in one piece (no slabs under `limit`); 0 otherwise.
static int64_t wholeExchangeBytes(Operation *op, int64_t limit) {
  auto cvt = dyn_cast_or_null<tilegpu::ConvertLayoutOp>(op);
  if (!cvt || isLaneExchange(cvt))
    return 0;
  ExchangePlan plan = planExchange(op, limit);
  return plan.slabs == 1 ? plan.tile.bytes() : 0;
}

int64_t fusedExchangeOffset(int64_t firstBytes) {
  return llvm::alignTo(firstBytes, 128);
}

tilegpu::ConvertLayoutOp fusableExchangePartner(Operation *op, int64_t limit) {
  auto first = dyn_cast<tilegpu::ConvertLayoutOp>(op);
  if (!first)
    return {};
  auto second = dyn_cast_or_null<tilegpu::ConvertLayoutOp>(op->getNextNode());
  if (!second || second.getSrc() == first.getResult())
    return {};
  // The two operands of one matrix-core dot.
  if (!first->hasOneUse() || !second->hasOneUse())
    return {};
  auto dot = dyn_cast<tile::DotOp>(*first->getUsers().begin());
  if (!dot || *second->getUsers().begin() != dot ||
      !isa_and_present<tilegpu::MmaLayoutAttr>(
          cast<RankedTensorType>(dot.getType()).getEncoding()) ||
      dot.getA() == dot.getB())
    return {};
  int64_t a = wholeExchangeBytes(first, limit),
          b = wholeExchangeBytes(second, limit);
  if (!a || !b || fusedExchangeOffset(a) + b > limit)
    return {};
  // The only dot of the innermost loop around them, or of the kernel.
  Operation *scope = op->getParentOp();
  while (scope->getParentOp() && !isa<scf::ForOp, scf::WhileOp>(scope) &&
         !isa<ModuleOp>(scope->getParentOp()))
    scope = scope->getParentOp();
  unsigned dots = 0;
  scope->walk([&](tile::DotOp) { ++dots; });
  return dots == 1 ? second : tilegpu::ConvertLayoutOp();
}

tilegpu::ConvertLayoutOp fusedExchangePartner(Operation *op, int64_t limit) {
  if (!op->hasAttr(kFusedExchangeAttr))
    return {};
  return fusableExchangePartner(op, limit);
}

int64_t scratchBytes(Operation *op, int64_t exchangeLimit) {
  auto bytesOf = [](Value v) -> int64_t {
    auto t = cast<RankedTensorType>(v.getType());
    return t.getNumElements() * elementBytes(t.getElementType());
  };
  if (auto cvt = dyn_cast<tilegpu::ConvertLayoutOp>(op);
      cvt && isLaneExchange(cvt))
    return 0;
  if (tilegpu::ConvertLayoutOp second = fusedExchangePartner(op, exchangeLimit))
    return fusedExchangeOffset(wholeExchangeBytes(op, exchangeLimit)) +
           wholeExchangeBytes(second, exchangeLimit);
  if (isa<tilegpu::ConvertLayoutOp, tile::TransOp>(op))
    return planExchange(op, exchangeLimit).tile.bytes();
  if (isa<tile::ReshapeOp>(op))
    return bytesOf(op->getOperand(0));
  // A scalar atomic runs in one thread, which passes the old value to the
  // others through shared memory (scalarAtomic).
  if (isa<tile::AtomicRMWOp, tile::AtomicCASOp>(op) &&
      !isa<RankedTensorType>(op->getResult(0).getType()) && !op->use_empty())
    return 8;
  // FMA dots stage both operands in shared memory; matrix-core dots take
  // their operands from registers.
  if (auto dot = dyn_cast<tile::DotOp>(op))
    return isa_and_present<tilegpu::MmaLayoutAttr>(
               cast<RankedTensorType>(dot.getType()).getEncoding())
               ? 0
               : bytesOf(dot.getA()) + bytesOf(dot.getB());
  if (auto scan = dyn_cast<tile::ScanOp>(op)) {
    int64_t total = 0;
    for (Value src : scan.getSrcs())
      total += bytesOf(src);
    return total;
  }
  if (auto reduce = dyn_cast<tile::ReduceOp>(op)) {
    auto srcType = cast<RankedTensorType>(reduce.getSrcs()[0].getType());
    FailureOr<DistributedLayout> layout =
        tilegpu::analyzeLayout(srcType.getEncoding(), srcType.getShape());
    if (failed(layout))
      return 0;
    unsigned axis = reduce.getAxis();
    int64_t warps = 1;
    for (const tilegpu::Basis &basis : layout->warpBases)
      if (basis[axis] != 0)
        warps *= 2;
    if (warps == 1)
      return 0;
    int64_t total = 0;
    for (Value src : reduce.getSrcs()) {
      auto t = cast<RankedTensorType>(src.getType());
      total += warps * (t.getNumElements() / t.getDimSize(axis)) *
               std::max<int64_t>(4, elementBytes(t.getElementType()));
    }
    return total;
  }
  return 0;
}

/// Row-major placement without padding (reshape keeps row-major order).
SharedTile rowMajorTile(RankedTensorType type) {
  SharedTile t;
  t.shape.assign(type.getShape().begin(), type.getShape().end());
  t.fastDim = type.getRank() - 1;
  t.pitch = type.getShape().back();
  t.elemBytes = elementBytes(type.getElementType());
  return t;
}

SharedTile allocTile(RankedTensorType stored, RankedTensorType read) {
  return exchangeTile(stored, read, identity(stored.getRank()));
}

int64_t allocBytes(const SharedTile &tile) {
  return llvm::alignTo(tile.bytes(), 16);
}

std::pair<unsigned, unsigned> contiguousRun(RankedTensorType type) {
  FailureOr<DistributedLayout> l =
      tilegpu::analyzeLayout(type.getEncoding(), type.getShape());
  unsigned dim = type.getRank() - 1, run = 1;
  if (succeeded(l))
    for (unsigned d = 0; d < l->rank(); ++d)
      if (l->contiguousRegisters(d) > run) {
        run = l->contiguousRegisters(d);
        dim = d;
      }
  return {dim, run};
}

SharedTile slotTile(RankedTensorType copied, RankedTensorType read,
                    unsigned vectorWidth) {
  SharedTile tile = exchangeTile(copied, read, identity(copied.getRank()));
  // The exchange's choice favours the reads; a copy of several elements
  // needs its run contiguous in the slot (else it writes across rows, at
  // addresses as misaligned as a row's pitch).
  auto [dim, run] = contiguousRun(copied);
  if (std::min(vectorWidth, run) > 1 && dim != tile.fastDim)
    tile = makeSharedTile(read.getShape(), elementBytes(read.getElementType()),
                          dim);
  return swizzledIfPossible(tile);
}

RankedTensorType slotReadType(RankedTensorType copied,
                              ArrayRef<RankedTensorType> plainReads) {
  if (plainReads.empty() || llvm::any_of(plainReads, [&](RankedTensorType t) {
        return t != plainReads.front();
      }))
    return copied;
  return plainReads.front();
}

SharedTile transposedTile(const SharedTile &tile) {
  assert(tile.shape.size() == 2 && "a transposed view of a 2-D tile");
  SharedTile t = tile;
  std::swap(t.shape[0], t.shape[1]);
  t.fastDim = 1 - tile.fastDim;
  return t;
}

int64_t slotStride(const SharedTile &tile) {
  return llvm::alignTo(tile.bytes(), tile.swizzle ? 1024 : 16);
}

/// Whether every read of `alloc` is the A operand of dots that wgmma can
/// run on the module's target (isWgmmaCandidate).
static bool readAsWgmmaA(tilegpu::LocalAllocOp alloc) {
  auto module = alloc->getParentOfType<ModuleOp>();
  auto target =
      module
          ? module->getAttrOfType<tilegpu::TargetAttr>(tilegpu::kTargetAttrName)
          : tilegpu::TargetAttr();
  if (!target || !target.getInfo() || alloc->use_empty())
    return false;
  for (Operation *user : alloc->getUsers()) {
    auto load = dyn_cast<tilegpu::LocalLoadOp>(user);
    if (!load || load.getSlot() || load->use_empty())
      return false;
    for (OpOperand &use : load->getUses()) {
      auto dot = dyn_cast<tile::DotOp>(use.getOwner());
      if (!dot || use.getOperandNumber() != 0 ||
          !isWgmmaCandidate(dot, *target.getInfo()))
        return false;
    }
  }
  return true;
}

SharedTile bufferTile(tilegpu::LocalAllocOp alloc) {
  RankedTensorType src = alloc.getSrc().getType();
  RankedTensorType dst = src;
  for (Operation *user : alloc->getUsers())
    if (auto load = dyn_cast<tilegpu::LocalLoadOp>(user)) {
      dst = load.getType();
      break;
    }
  if (readAsWgmmaA(alloc))
    if (std::optional<SharedTile> tile = wgmmaOperandTile(src))
      return *tile;
  return allocTile(src, dst);
}

std::optional<SharedTile> wgmmaOperandTile(RankedTensorType type) {
  if (type.getRank() != 2)
    return std::nullopt;
  SharedTile tile = swizzledIfPossible(
      makeSharedTile(type.getShape(), elementBytes(type.getElementType()), 1));
  if (!tile.swizzle)
    return std::nullopt;
  return tile;
}

int64_t allocOffset(int64_t end, const SharedTile &tile) {
  return llvm::alignTo(end, tile.swizzle ? 1024 : 16);
}

SharedTile bufferTile(tilegpu::LocalBufferOp buffer) {
  MemRefType type = buffer.getBuffer().getType();
  RankedTensorType src;
  SmallVector<RankedTensorType> reads;
  unsigned vectorWidth = 1;
  for (Operation *user : buffer->getUsers()) {
    // The TMA writes rows along the tensor's last dim, swizzled.
    if (isa<tilegpu::TmaCopyOp>(user))
      return swizzledIfPossible(makeSharedTile(
          type.getShape().drop_front(), elementBytes(type.getElementType()),
          type.getRank() - 2));
    if (auto copy = dyn_cast<tilegpu::AsyncCopyOp>(user); copy && !src) {
      src = RankedTensorType::get(type.getShape().drop_front(),
                                  type.getElementType(),
                                  copy.getPtr().getType().getEncoding());
      if (auto vec =
              copy->getAttrOfType<IntegerAttr>(tilegpu::kVectorWidthAttrName))
        vectorWidth = std::max<int64_t>(1, vec.getInt());
    }
    if (auto load = dyn_cast<tilegpu::LocalLoadOp>(user);
        load && !load.getTransposed())
      reads.push_back(load.getType());
  }
  if (!src && reads.empty())
    return swizzledIfPossible(makeSharedTile(
        type.getShape().drop_front(), elementBytes(type.getElementType()),
        type.getRank() - 2));
  if (!src)
    src = reads.front();
  return slotTile(src, slotReadType(src, reads), vectorWidth);
}

bool readsPlacedBuffer(tilegpu::LocalLoadOp load) {
  if (load.getSlot())
    return bool(load.getBuffer().getDefiningOp<tilegpu::LocalBufferOp>());
  return bool(load.getBuffer().getDefiningOp<tilegpu::LocalAllocOp>());
}

SharedTile readTile(tilegpu::LocalLoadOp load) {
  assert(readsPlacedBuffer(load) &&
         "a local_load of a local_alloc or of a local_buffer slot");
  SharedTile tile =
      load.getSlot()
          ? bufferTile(load.getBuffer().getDefiningOp<tilegpu::LocalBufferOp>())
          : bufferTile(load.getBuffer().getDefiningOp<tilegpu::LocalAllocOp>());
  return load.getTransposed() ? transposedTile(tile) : tile;
}

int64_t slotBytes(tilegpu::LocalBufferOp buffer) {
  return slotStride(bufferTile(buffer));
}

int64_t enclosingLoopSlotBytes(Operation *op) {
  int64_t bytes = 0;
  for (Operation *p = op; p; p = p->getParentOp())
    if (auto attr = p->getAttrOfType<IntegerAttr>(kLoopSlotBytesAttr))
      bytes += attr.getInt();
  return bytes;
}

} // namespace tilec
