//===- TensorOps.cpp - triton.language functions built from other ops ----===//
//
// join, split, interleave, flip, xor_sum, histogram, gather, sort, batched
// (3-D) dot, assume, debug_barrier: each is composed here from ops every
// backend and the interpreter already have (broadcast, select, reshape,
// reductions), with Triton's semantics. Moving values exactly (split, flip,
// gather) reduces their bits as integers with `or`/`xor`, so floats keep every
// bit (-0.0, NaN payloads).
//
//===----------------------------------------------------------------------===//
#include "Builtins.h"

using namespace mlir;
using namespace tilec::frontend;
namespace bi = tilec::frontend::builtins;

/// The signless integer type of `d`'s width (pointers: 64 bits).
static DType bitsType(DType d) {
  if (d.isPtr())
    return DType{Sc::I64};
  switch (d.bits()) {
  case 1:
    return DType{Sc::I1};
  case 8:
    return DType{Sc::I8};
  case 16:
    return DType{Sc::I16};
  case 32:
    return DType{Sc::I32};
  default:
    return DType{Sc::I64};
  }
}

/// `x`'s bits as an integer tensor, and back.
static Val toBits(Emitter &em, const Val &x, Location l) {
  if (x.dt.isInt())
    return x;
  if (x.dt.isPtr())
    return em.cast(x, DType{Sc::I64}, l);
  return em.cast(x, bitsType(x.dt), l, /*bitcast=*/true);
}
static Val fromBits(Emitter &em, const Val &bits, DType to, Location l) {
  if (to.isInt())
    return Val::ofTensor(bits.v, to, bits.shape);
  if (to.isPtr())
    return em.cast(bits, to, l);
  return em.cast(bits, to, l, /*bitcast=*/true);
}

/// An i32 iota along dimension `dim` of `shape`, broadcast to all of it.
static Val iotaAlong(Emitter &em, ArrayRef<int64_t> shape, unsigned dim,
                     Location l) {
  CallArgs ra;
  ra.pos = {Val::ofInt(0), Val::ofInt(shape[dim])};
  Val idx = em.callBuiltin("tl.arange", ra, l);
  for (unsigned d = 0; d < shape.size(); ++d) {
    if (d == dim || !idx)
      continue;
    idx = em.expandDims(idx, static_cast<int>(d), l);
  }
  return idx ? em.broadcastTo(idx, shape, l) : idx;
}

/// Reduces `x` along `axis` with `op` (an integer bitwise op, or Add).
static Val reduceWith(Emitter &em, const Val &x, int64_t axis, BinOpKind op,
                      bool keepDims, Location l) {
  return em.reduceTiles(
      {x}, Val::ofInt(axis), keepDims, /*isScan=*/false, /*reverse=*/false,
      [&](ArrayRef<Val> o, Location cl) {
        return std::vector<Val>{em.binary(op, o[0], o[1], cl)};
      },
      l);
}

/// tl.join(a, b): a new minor dimension of size 2 holding a then b.
static Val joinTensors(Emitter &em, Val a, Val c, Location l) {
  a = em.toTensor(a, l);
  c = em.toTensor(c, l);
  if (!a || !c || !em.broadcastPair(a, c, l))
    return Val::err();
  if (a.dt != c.dt)
    return em.fail(l, "join() needs operands of one type, got " +
                          em.typeStr(a) + " and " + em.typeStr(c));
  SmallVector<int64_t> shape(a.shape.begin(), a.shape.end());
  shape.push_back(2);
  if (!em.checkShape(shape, l))
    return Val::err();
  int axis = static_cast<int>(a.shape.size());
  Val ea = a.shape.empty() ? a : em.expandDims(a, axis, l);
  Val ec = c.shape.empty() ? c : em.expandDims(c, axis, l);
  Val ba = em.broadcastTo(ea, shape, l), bc = em.broadcastTo(ec, shape, l);
  Val iota = iotaAlong(em, shape, axis, l);
  if (!ba || !bc || !iota)
    return Val::err();
  Val first = em.compare(CmpOpKind::Eq, iota, Val::ofInt(0), l);
  if (!first)
    return first;
  Value r = arith::SelectOp::create(em.b, l, first.v, ba.v, bc.v);
  return Val::ofTensor(r, a.dt, shape);
}

/// tl.split(x): the two halves of a minor dimension of size 2.
static Val splitTensor(Emitter &em, const Val &x, Location l) {
  if (!x.isTensor() || x.shape.empty() || x.shape.back() != 2)
    return em.fail(l, "split() needs a tensor whose last dimension is 2, got " +
                          em.typeStr(x));
  int64_t axis = x.shape.size() - 1;
  Val bits = toBits(em, x, l);
  Val iota = iotaAlong(em, x.shape, axis, l);
  if (!bits || !iota)
    return Val::err();
  Val zero = em.broadcastTo(em.constant(Val::ofInt(0), bits.dt, l), x.shape, l);
  std::vector<Val> halves;
  for (int k = 0; k < 2; ++k) {
    Val pick = em.compare(CmpOpKind::Eq, iota, Val::ofInt(k), l);
    if (!pick || !zero)
      return Val::err();
    Value only = arith::SelectOp::create(em.b, l, pick.v, bits.v, zero.v);
    Val part = reduceWith(em, Val::ofTensor(only, bits.dt, x.shape), axis,
                          BinOpKind::BitOr, false, l);
    if (!part)
      return part;
    halves.push_back(fromBits(em, part, x.dt, l));
    if (!halves.back())
      return Val::err();
  }
  return Val::ofTuple(std::move(halves));
}

/// tl.flip(x, dim): reverses `dim` (a power of two) by swapping halves of
/// ever smaller blocks, as Triton does: x ^= xor of each pair along a size-2
/// axis of x reshaped to (..., 2, 2, ..., 2, ...).
static Val flipTensor(Emitter &em, const Val &x, const Val &dimV, Location l) {
  if (!x.isTensor() || x.shape.empty())
    return em.fail(l, "flip() expects a tensor, got " + em.typeStr(x));
  int64_t rank = x.shape.size();
  int64_t dim = rank - 1;
  if (dimV.kind != Val::None) {
    auto d = em.constInt(dimV);
    if (!d || *d < -rank || *d >= rank)
      return em.fail(l, "flip() dim must be a constexpr int in range, got " +
                            em.typeStr(dimV));
    dim = *d < 0 ? *d + rank : *d;
  }
  int64_t n = x.shape[dim];
  if (n == 1)
    return x;
  unsigned steps = llvm::Log2_64(n);
  SmallVector<int64_t> split(x.shape.begin(), x.shape.begin() + dim);
  split.append(steps, 2);
  split.append(x.shape.begin() + dim + 1, x.shape.end());
  Val y = em.reshape(toBits(em, x, l), split, l);
  for (unsigned i = 0; i < steps && y; ++i) {
    Val pair = reduceWith(em, y, dim + i, BinOpKind::BitXor, true, l);
    y = pair
            ? em.binary(BinOpKind::BitXor, y, em.broadcastTo(pair, split, l), l)
            : pair;
  }
  if (!y)
    return y;
  return fromBits(em, em.reshape(y, x.shape, l), x.dt, l);
}

/// tl.histogram(x, num_bins, mask=None): counts of each value in
/// [0, num_bins) as int32; other values are not counted.
static Val histogramOf(Emitter &em, const Val &x, const Val &binsV,
                       const Val &mask, Location l) {
  auto bins = em.constInt(binsV);
  if (!x.isTensor() || x.shape.size() != 1 || !x.dt.isInt())
    return em.fail(l, "histogram() expects a 1-D integer tensor, got " +
                          em.typeStr(x));
  if (!bins || *bins <= 0)
    return em.fail(l, "histogram() num_bins must be a positive constexpr int");
  SmallVector<int64_t> shape{x.shape[0], *bins};
  if (!em.checkShape(shape, l))
    return Val::err();
  Val values = em.broadcastTo(em.expandDims(x, 1, l), shape, l);
  Val binIdx = iotaAlong(em, shape, 1, l);
  if (!values || !binIdx)
    return Val::err();
  Val hit = em.compare(CmpOpKind::Eq, values, em.cast(binIdx, x.dt, l), l);
  if (hit && mask.kind != Val::None) {
    Val m = em.toCondI1(mask, l);
    m = m ? em.broadcastTo(em.expandDims(m, 1, l), shape, l) : m;
    hit = m ? em.binary(BinOpKind::BitAnd, hit, m, l) : m;
  }
  if (!hit)
    return hit;
  Val counts = em.cast(hit, DType{Sc::I32}, l);
  return reduceWith(em, counts, 0, BinOpKind::Add, false, l);
}

/// tl.sort(x, dim=None, descending=False) along the last dim (a power of
/// two): a bitonic network, each compare-and-swap pairing elements `d` apart
/// by reshape + permute + split, and putting the ordered pair back with
/// join + permute + reshape (views: no data moves between lanes where the
/// layouts allow). NaNs compare false, so they stay where the network puts
/// them, as with Triton's sort.
static Val sortTile(Emitter &em, const Val &x0, const Val &dimV,
                    const Val &descV, Location l) {
  Val x = x0;
  if (!x.isTensor() || x.shape.empty() || x.dt.isPtr())
    return em.fail(l,
                   "sort() expects a tensor of numbers, got " + em.typeStr(x));
  int64_t rank = x.shape.size();
  if (dimV.kind != Val::None) {
    auto d = em.constInt(dimV);
    if (!d || (*d != rank - 1 && *d != -1))
      return em.fail(l, "sort() only sorts along the last dimension, as "
                        "Triton's");
  }
  auto desc = em.truthiness(descV, l);
  if (!desc)
    return Val::err();
  int64_t n = x.shape.back();
  SmallVector<int64_t> lead(x.shape.begin(), x.shape.end() - 1);
  for (int64_t size = 2; size <= n; size *= 2) {
    for (int64_t d = size / 2; d >= 1; d /= 2) {
      // [..., n/(2d), 2, d]: the pairs (i, i + d) along the size-2 axis.
      SmallVector<int64_t> pairs(lead);
      pairs.append({n / (2 * d), 2, d});
      SmallVector<int64_t> last(lead);
      last.append({n / (2 * d), d, 2});
      SmallVector<int32_t> swap2;
      for (int32_t k = 0; k < rank - 1; ++k)
        swap2.push_back(k);
      swap2.append({int32_t(rank - 1), int32_t(rank + 1), int32_t(rank)});
      Val y = em.trans(em.reshape(x, pairs, l), swap2, l);
      Val halves = y ? splitTensor(em, y, l) : y;
      if (!halves)
        return halves;
      Val a = halves.elts[0], b = halves.elts[1];
      // Descending blocks: element i = blk * 2d + j is in a descending run
      // when i & size (within the last stage: when sorting descending).
      SmallVector<int64_t> half(lead);
      half.append({n / (2 * d), d});
      Val descending;
      if (size == n) {
        descending = em.constant(Val::ofBool(*desc), DType{Sc::I1}, l);
      } else {
        Val blk = iotaAlong(em, half, rank - 1, l);
        Val bit =
            em.binary(BinOpKind::BitAnd,
                      em.binary(BinOpKind::Mul, blk, Val::ofInt(2 * d), l),
                      Val::ofInt(size), l);
        descending = em.compare(CmpOpKind::Ne, bit, Val::ofInt(0), l);
        if (*desc && descending)
          descending = em.unary(UnaryOpKind::Not, descending, l);
      }
      Val up = em.compare(CmpOpKind::Gt, a, b, l);
      Val down = em.compare(CmpOpKind::Lt, a, b, l);
      Val swap = up && down && descending ? em.where(descending, down, up, l)
                                          : Val::err();
      Val lo = swap ? em.where(swap, b, a, l) : swap;
      Val hi = swap ? em.where(swap, a, b, l) : swap;
      Val joined = lo && hi ? joinTensors(em, lo, hi, l) : Val::err();
      if (!joined)
        return joined;
      x = em.reshape(em.trans(joined, swap2, l), x.shape, l);
      if (!x)
        return x;
    }
  }
  return x;
}

/// tl.gather(src, index, axis): out[..i..] = src[..index[..i..]..] along
/// `axis`; index has src's shape except along axis. One-hot: every source
/// position is compared with the index and the matching element's bits are
/// or-ed together (an out-of-range index gives 0).
static Val gatherTile(Emitter &em, const Val &src, const Val &index,
                      const Val &axisV, Location l) {
  if (!src.isTensor() || src.shape.empty() || src.dt.isPtr())
    return em.fail(l, "gather() expects a tensor of numbers, got " +
                          em.typeStr(src));
  if (!index.isTensor() || !index.dt.isInt() ||
      index.shape.size() != src.shape.size())
    return em.fail(l, "gather() index must be an integer tensor of the "
                      "source's rank, got " +
                          em.typeStr(index));
  int64_t rank = src.shape.size();
  auto ax = em.constInt(axisV);
  if (!ax || *ax < -rank || *ax >= rank)
    return em.fail(l, "gather() axis must be a constexpr int in range");
  int64_t axis = *ax < 0 ? *ax + rank : *ax;
  for (int64_t d = 0; d < rank; ++d)
    if (d != axis && index.shape[d] != src.shape[d])
      return em.fail(l, "gather() index " + em.typeStr(index) +
                            " must match the source " + em.typeStr(src) +
                            " except along the axis");
  // [index dims..., src's axis] with the source position in its own dim.
  SmallVector<int64_t> shape(index.shape.begin(), index.shape.end());
  shape.insert(shape.begin() + axis + 1, src.shape[axis]);
  if (!em.checkShape(shape, l))
    return Val::err();
  Val idx = em.broadcastTo(em.expandDims(index, axis + 1, l), shape, l);
  Val bits = toBits(em, src, l);
  Val from =
      bits ? em.broadcastTo(em.expandDims(bits, axis, l), shape, l) : bits;
  Val pos = iotaAlong(em, shape, axis + 1, l);
  if (!idx || !from || !pos)
    return Val::err();
  Val pick = em.compare(CmpOpKind::Eq, idx, em.cast(pos, index.dt, l), l);
  Val zero = em.broadcastTo(em.constant(Val::ofInt(0), from.dt, l), shape, l);
  if (!pick || !zero)
    return Val::err();
  Value sel = arith::SelectOp::create(em.b, l, pick.v, from.v, zero.v);
  Val out = reduceWith(em, Val::ofTensor(sel, from.dt, shape), axis + 1,
                       BinOpKind::BitOr, false, l);
  return out ? fromBits(em, out, src.dt, l) : out;
}

Val Emitter::batchedDot(Val a, Val c, Val acc, Val precision, Val allowTf32,
                        Val outDtype, Location l) {
  // C[b] = A[b] @ B[b] as one matrix product: A laid out block-diagonally,
  // [B*M, B*K] (zeros off the diagonal blocks, exact), times B as [B*K, N],
  // so the precision and accumulation rules of a 2-D dot apply unchanged.
  if (a.shape.size() != 3 || c.shape.size() != 3 || a.shape[0] != c.shape[0] ||
      a.shape[2] != c.shape[1])
    return fail(l, "batched dot needs [B, M, K] @ [B, K, N] tensors, got " +
                       typeStr(a) + " @ " + typeStr(c));
  int64_t nb = a.shape[0], m = a.shape[1], k = a.shape[2], n = c.shape[2];
  SmallVector<int64_t> wide{nb, m, nb, k};
  if (!checkShape(wide, l))
    return Val::err();
  Val ea = broadcastTo(expandDims(a, 2, l), wide, l);
  Val rowBatch = iotaAlong(*this, wide, 0, l),
      colBatch = iotaAlong(*this, wide, 2, l);
  if (!ea || !rowBatch || !colBatch)
    return Val::err();
  Val diag = compare(CmpOpKind::Eq, rowBatch, colBatch, l);
  Val zero = broadcastTo(constant(Val::ofInt(0), a.dt, l), wide, l);
  if (!diag || !zero)
    return Val::err();
  Value blocks = arith::SelectOp::create(b, l, diag.v, ea.v, zero.v);
  Val a2 = reshape(Val::ofTensor(blocks, a.dt, wide), {nb * m, nb * k}, l);
  Val c2 = reshape(c, {nb * k, n}, l);
  Val acc2 = acc;
  if (acc.kind != Val::None) {
    if (!acc.isTensor() || acc.shape != SmallVector<int64_t>{nb, m, n})
      return fail(l, "batched dot accumulator must be [" + std::to_string(nb) +
                         ", " + std::to_string(m) + ", " + std::to_string(n) +
                         "], got " + typeStr(acc));
    acc2 = reshape(acc, {nb * m, n}, l);
  }
  if (!a2 || !c2 || !acc2)
    return Val::err();
  Val d = dot(a2, c2, acc2, precision, allowTf32, outDtype, l);
  return d ? reshape(d, {nb, m, n}, l) : d;
}

/// The call takes `lo` to `hi` positional arguments and no keywords.
static bool positional(BuiltinCall &c, size_t lo, size_t hi) {
  CallArgs &args = c.args;
  if (!args.kw.empty() || args.pos.size() < lo || args.pos.size() > hi) {
    c.em.fail(c.l, c.fn.str() + "() takes " + std::to_string(lo) +
                       (lo == hi ? "" : " to " + std::to_string(hi)) +
                       " positional arguments");
    return false;
  }
  return true;
}

/// The argument named `name`, else the one at `pos`, else None.
static Val kwOr(BuiltinCall &c, StringRef name, size_t pos) {
  for (auto &[k, v] : c.args.kw)
    if (k == name)
      return v;
  return pos < c.args.pos.size() ? c.args.pos[pos] : Val::none();
}

Val bi::join(BuiltinCall &c) {
  if (!positional(c, 2, 2))
    return Val::err();
  return joinTensors(c.em, c.args.pos[0], c.args.pos[1], c.l);
}

Val bi::split(BuiltinCall &c) {
  if (!positional(c, 1, 1))
    return Val::err();
  return splitTensor(c.em, c.args.pos[0], c.l);
}

Val bi::interleave(BuiltinCall &c) {
  if (!positional(c, 2, 2))
    return Val::err();
  Val j = joinTensors(c.em, c.args.pos[0], c.args.pos[1], c.l);
  if (!j)
    return j;
  if (j.shape.size() == 1)
    return j;
  SmallVector<int64_t> shape(j.shape.begin(), j.shape.end() - 1);
  shape.back() *= 2;
  return c.em.reshape(j, shape, c.l);
}

Val bi::flip(BuiltinCall &c) {
  if (c.args.pos.empty() || c.args.pos.size() > 2)
    return c.em.fail(c.l, "flip() takes a tensor and an optional dim");
  return flipTensor(c.em, c.args.pos[0], kwOr(c, "dim", 1), c.l);
}

Val bi::xorSum(BuiltinCall &c) {
  Emitter &em = c.em;
  Val x = kwOr(c, "input", 0);
  if (!x.isTensor() || !x.dt.isInt())
    return em.fail(c.l,
                   "xor_sum() expects an integer tensor, got " + em.typeStr(x));
  return em.reduceTiles(
      {x}, kwOr(c, "axis", 1), em.constInt(kwOr(c, "keep_dims", 2)).value_or(0),
      /*isScan=*/false, /*reverse=*/false,
      [&](ArrayRef<Val> o, Location cl) {
        return std::vector<Val>{em.binary(BinOpKind::BitXor, o[0], o[1], cl)};
      },
      c.l);
}

Val bi::histogram(BuiltinCall &c) {
  if (c.args.pos.size() < 2 && c.args.kw.empty())
    return c.em.fail(c.l, "histogram() takes a tensor and num_bins");
  return histogramOf(c.em, kwOr(c, "input", 0), kwOr(c, "num_bins", 1),
                     kwOr(c, "mask", 2), c.l);
}

Val bi::fullLike(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  Val x = kwOr(c, "input", 0), value = kwOr(c, "fill_value", 1),
      dt = kwOr(c, "dtype", 2);
  if (!x.isTensor())
    return em.fail(l, "full_like() expects a tensor, got " + em.typeStr(x));
  DType d = dt.kind == Val::DTypeV ? dt.dt : x.dt;
  if (x.shape.empty())
    return value.isConstNum() ? em.constant(value, d, l) : em.cast(value, d, l);
  return em.fullTensor(x.shape, value, d, l);
}

Val bi::assume(BuiltinCall &c) {
  // A fact for the optimizer; tilec does not use it (it must hold).
  if (!positional(c, 1, 1))
    return Val::err();
  const Val &cond = c.args.pos[0];
  if (!(cond.isConstNum() || (cond.isTensor() && !cond.dt.isPtr())))
    return c.em.fail(c.l,
                     "assume() expects a condition, got " + c.em.typeStr(cond));
  if (cond.isConstNum() && cond.i == 0 && cond.kind != Val::Float)
    return c.em.fail(c.l, "assume() of a false constexpr");
  return Val::none();
}

Val bi::debugBarrier(BuiltinCall &c) {
  if (!positional(c, 0, 0))
    return Val::err();
  tile::BarrierOp::create(c.em.b, c.l);
  return Val::none();
}

Val bi::maxConstancy(BuiltinCall &c) {
  // A hint about repeated values; layouts do not use it.
  Val x = kwOr(c, "input", 0);
  if (!x.isTensor())
    return c.em.fail(c.l, "max_constancy() expects a tensor, got " +
                              c.em.typeStr(x));
  return x;
}

Val bi::sort(BuiltinCall &c) {
  const Binder &bd = c.bd;
  return sortTile(c.em, bd[0], bd[1], bd.has(2) ? bd[2] : Val::ofBool(false),
                  c.l);
}

Val bi::gather(BuiltinCall &c) {
  const Binder &bd = c.bd;
  return gatherTile(c.em, bd[0], bd[1], bd[2], c.l);
}
