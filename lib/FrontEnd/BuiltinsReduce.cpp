//===- BuiltinsReduce.cpp - reductions and scans --------------------------===//
//
// tile.reduce and tile.scan with their combine regions, and the builtins
// built on them: sum, max, min, argmax, argmin (Triton's promotions and
// tie-breaking), reduce, cumsum, cumprod, associative_scan.
//
//===----------------------------------------------------------------------===//
#include "Builtins.h"

using namespace mlir;
using namespace tilec::frontend;
namespace bi = tilec::frontend::builtins;

/// Builds a tile.reduce (or tile.scan) over `inputs` with the combine
/// function `combine` applied to scalar block arguments.
Val Emitter::reduceTiles(std::vector<Val> inputs, const Val &axisV,
                         bool keepDims, bool isScan, bool reverse,
                         CombineFn combine, Location l) {
  for (Val &in : inputs) {
    if (!in.isTensor() || in.shape.empty())
      return fail(l, std::string(isScan ? "scan" : "reduction") +
                         " expects a tensor with at least one dimension, "
                         "got " +
                         typeStr(in));
    if (in.dt.isPtr())
      return fail(l, "cannot reduce a tensor of pointers");
  }
  size_t rank = inputs[0].shape.size();
  SmallVector<int64_t> origShape(inputs[0].shape.begin(),
                                 inputs[0].shape.end());
  int64_t axis;
  bool all = axisV.kind == Val::None;
  if (all) {
    if (isScan)
      return fail(l, "scan needs an axis");
    int64_t n = 1;
    for (int64_t d : origShape)
      n *= d;
    for (Val &in : inputs) {
      in = reshape(in, {n}, l);
      if (!in)
        return in;
    }
    axis = 0;
  } else {
    auto a = constInt(axisV);
    if (!a)
      return fail(l, "axis must be a constexpr int, got " + typeStr(axisV));
    axis = *a < 0 ? *a + static_cast<int64_t>(rank) : *a;
    if (axis < 0 || axis >= static_cast<int64_t>(rank))
      return fail(l, "axis " + std::to_string(*a) + " is out of range for " +
                         typeStr(inputs[0]));
  }
  SmallVector<Value> srcs;
  SmallVector<Type> elemTypes, resultTypes;
  SmallVector<Location> locs;
  SmallVector<int64_t> outShape(inputs[0].shape.begin(), inputs[0].shape.end());
  if (!isScan)
    outShape.erase(outShape.begin() + axis);
  for (const Val &in : inputs) {
    srcs.push_back(in.v);
    elemTypes.push_back(mlirType(in.dt));
    resultTypes.push_back(mlirType(in.dt, outShape));
  }
  for (size_t k = 0; k < 2 * inputs.size(); ++k)
    locs.push_back(l);
  SmallVector<Type> blockTypes(elemTypes);
  blockTypes.append(elemTypes.begin(), elemTypes.end());

  Operation *op;
  Region *region;
  if (isScan) {
    auto scan =
        tile::ScanOp::create(b, l, resultTypes, srcs, b.getI32IntegerAttr(axis),
                             b.getBoolAttr(reverse));
    op = scan;
    region = &scan.getCombineOp();
  } else {
    auto red = tile::ReduceOp::create(b, l, resultTypes, srcs,
                                      b.getI32IntegerAttr(axis));
    op = red;
    region = &red.getCombineOp();
  }
  {
    OpBuilder::InsertionGuard g(b);
    Block *block = b.createBlock(region, {}, blockTypes, locs);
    std::vector<Val> operands;
    for (size_t k = 0; k < blockTypes.size(); ++k)
      operands.push_back(
          Val::ofTensor(block->getArgument(k), inputs[k % inputs.size()].dt));
    std::vector<Val> results = combine(operands, l);
    if (results.size() != inputs.size()) {
      op->erase();
      return fail(l, "combine function must return " +
                         std::to_string(inputs.size()) + " values, got " +
                         std::to_string(results.size()));
    }
    SmallVector<Value> yields;
    for (size_t k = 0; k < results.size(); ++k) {
      Val r = results[k];
      if (!r) {
        op->erase();
        return r;
      }
      if (r.isConstNum())
        r = constant(r, inputs[k].dt, l);
      if (!r.isTensor() || !r.shape.empty() || r.dt != inputs[k].dt) {
        op->erase();
        return fail(l, "combine function returns " + typeStr(r) +
                           " for operand " + std::to_string(k) + ", expected " +
                           inputs[k].dt.str());
      }
      yields.push_back(r.v);
    }
    tile::YieldOp::create(b, l, yields);
  }
  std::vector<Val> outs;
  for (size_t k = 0; k < inputs.size(); ++k) {
    Val r = Val::ofTensor(op->getResult(k), inputs[k].dt, outShape);
    if (keepDims && !isScan) {
      if (all) {
        SmallVector<int64_t> ones(rank, 1);
        r = splatTo(r, ones, l);
      } else {
        r = expandDims(r, static_cast<int>(axis), l);
      }
    }
    outs.push_back(r);
  }
  return outs.size() == 1 ? outs[0] : Val::ofTuple(std::move(outs));
}

/// Triton's integer/half promotion before max/min reductions.
static Val promoteForMinMax(Emitter &em, const Val &x, bool withIndices,
                            Location l) {
  if (x.dt.sc == Sc::BF16)
    return em.cast(x, DType{Sc::F32}, l);
  if (withIndices || x.dt.bits() >= 32)
    return x;
  return em.cast(x, DType{x.dt.isFloat() ? Sc::F32 : Sc::I32}, l);
}

/// argmax/argmin (`fn`) of `x` along `axisV` (None: all): the indices, or
/// with `withValues` the tuple (values, indices).
static Val argReduce(Emitter &em, StringRef fn, Val x, const Val &axisV,
                     bool tieLeft, bool keep, bool withValues, Location l) {
  if (!x.isTensor() || x.shape.empty())
    return em.fail(l, fn.str() + "() expects a tensor, got " + em.typeStr(x));
  x = promoteForMinMax(em, x, true, l);
  bool isMax = fn == "argmax";
  // Index tensor along the axis, broadcast to the input's shape.
  auto axisOpt = em.constInt(axisV);
  Val input = x;
  int64_t axis;
  if (axisV.kind == Val::None) {
    int64_t n = 1;
    for (int64_t d : x.shape)
      n *= d;
    input = em.reshape(x, {n}, l);
    axis = 0;
  } else if (!axisOpt) {
    return em.fail(l, fn.str() + "() axis must be a constexpr int");
  } else {
    axis = *axisOpt < 0 ? *axisOpt + x.shape.size() : *axisOpt;
    if (axis < 0 || axis >= static_cast<int64_t>(x.shape.size()))
      return em.fail(l, fn.str() + "() axis out of range for " + em.typeStr(x));
  }
  if (!input)
    return input;
  CallArgs ra;
  ra.pos = {Val::ofInt(0), Val::ofInt(input.shape[axis])};
  Val idx = em.callBuiltin("tl.arange", ra, l);
  if (!idx)
    return idx;
  for (size_t d = 0; d < input.shape.size(); ++d) {
    if (static_cast<int64_t>(d) == axis)
      continue;
    idx = em.expandDims(idx, static_cast<int>(d), l);
  }
  idx = em.broadcastTo(idx, input.shape, l);
  if (!idx)
    return idx;
  Val r = em.reduceTiles(
      {input, idx}, Val::ofInt(axis), keep && axisV.kind != Val::None,
      /*isScan=*/false, /*reverse=*/false,
      [&](ArrayRef<Val> o, Location cl) -> std::vector<Val> {
        const Val &v1 = o[0], &i1 = o[1], &v2 = o[2], &i2 = o[3];
        Val better =
            em.compare(isMax ? CmpOpKind::Gt : CmpOpKind::Lt, v1, v2, cl);
        if (tieLeft) {
          Val eq = em.compare(CmpOpKind::Eq, v1, v2, cl);
          Val lt = em.compare(CmpOpKind::Lt, i1, i2, cl);
          Val tie = em.binary(BinOpKind::BitAnd, eq, lt, cl);
          better = em.binary(BinOpKind::BitOr, better, tie, cl);
        }
        return {em.where(better, v1, v2, cl), em.where(better, i1, i2, cl)};
      },
      l);
  if (!r)
    return r;
  if (keep && axisV.kind == Val::None) {
    SmallVector<int64_t> ones(x.shape.size(), 1);
    for (Val &e : r.elts)
      e = em.splatTo(e, ones, l);
  }
  if (withValues)
    return r;
  return r.elts[1];
}

Val bi::sumMinMax(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  Location l = c.l;
  StringRef fn = c.fn;
  Val x = bd[0];
  if (!x.isTensor())
    return em.fail(l, fn.str() + "() expects a tensor, got " + em.typeStr(x));
  bool keep = em.constInt(bd[fn == "sum" ? 2 : 4]).value_or(0);
  if (fn == "sum") {
    if (bd.has(3)) {
      if (bd[3].kind != Val::DTypeV)
        return em.fail(l, "sum() dtype must be a dtype");
      x = em.cast(x, bd[3].dt, l);
    } else if (x.dt.isInt() && !x.dt.isBool() && x.dt.bits() < 32) {
      x = em.cast(x, DType{x.dt.isUnsigned() ? Sc::U32 : Sc::I32}, l);
    }
    if (!x)
      return x;
    return em.reduceTiles(
        {x}, bd[1], keep, /*isScan=*/false, /*reverse=*/false,
        [&](ArrayRef<Val> o, Location cl) {
          return std::vector<Val>{em.binary(BinOpKind::Add, o[0], o[1], cl)};
        },
        l);
  }
  bool isMax = fn == "max";
  bool withIndices = em.constInt(bd[2]).value_or(0);
  bool tieLeft = bd.has(3) ? em.constInt(bd[3]).value_or(1) : true;
  x = promoteForMinMax(em, x, withIndices, l);
  if (!x)
    return x;
  if (!withIndices)
    return em.reduceTiles(
        {x}, bd[1], keep, /*isScan=*/false, /*reverse=*/false,
        [&](ArrayRef<Val> o, Location cl) {
          return std::vector<Val>{em.minMax(isMax, o[0], o[1], false, cl)};
        },
        l);
  return argReduce(em, isMax ? "argmax" : "argmin", x, bd[1], tieLeft, keep,
                   /*withValues=*/true, l);
}

Val bi::argMinMax(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  bool keep = em.constInt(bd[3]).value_or(0);
  bool tieLeft = bd.has(2) ? em.constInt(bd[2]).value_or(1) : true;
  return argReduce(em, c.fn, bd[0], bd[1], tieLeft, keep,
                   /*withValues=*/false, c.l);
}

/// The results of a user's combine function, one per operand.
static std::vector<Val> combineResults(Emitter &em, const Val &fnv,
                                       ArrayRef<Val> o, Location l) {
  Val r = em.inlineWithScalars(fnv, o, l);
  if (!r)
    return {r};
  return r.kind == Val::Tuple ? r.elts : std::vector<Val>{r};
}

Val bi::reduce(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  std::vector<Val> inputs =
      bd[0].kind == Val::Tuple ? bd[0].elts : std::vector<Val>{bd[0]};
  Val fnv = bd[2];
  bool keep = em.constInt(bd[3]).value_or(0);
  return em.reduceTiles(
      inputs, bd[1], keep, /*isScan=*/false, /*reverse=*/false,
      [&](ArrayRef<Val> o, Location cl) {
        return combineResults(em, fnv, o, cl);
      },
      c.l);
}

Val bi::associativeScan(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  std::vector<Val> inputs =
      bd[0].kind == Val::Tuple ? bd[0].elts : std::vector<Val>{bd[0]};
  Val axis = bd.has(1) ? bd[1] : Val::ofInt(0);
  bool reverse = em.constInt(bd[3]).value_or(0);
  Val fnv = bd[2];
  return em.reduceTiles(
      inputs, axis, /*keepDims=*/false, /*isScan=*/true, reverse,
      [&](ArrayRef<Val> o, Location cl) {
        return combineResults(em, fnv, o, cl);
      },
      c.l);
}

Val bi::cumulative(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  Location l = c.l;
  StringRef fn = c.fn;
  Val x = bd[0].kind == Val::Tuple ? bd[0].elts[0] : bd[0];
  Val axis = bd.has(1) ? bd[1] : Val::ofInt(0);
  bool reverse = em.constInt(bd[2]).value_or(0);
  if (!x.isTensor())
    return em.fail(l, fn.str() + "() expects a tensor");
  if (bd.has(3) && bd[3].kind == Val::DTypeV)
    x = em.cast(x, bd[3].dt, l);
  else if (x.dt.sc == Sc::BF16)
    x = em.cast(x, DType{Sc::F32}, l);
  else if (x.dt.isInt() && !x.dt.isBool() && x.dt.bits() < 32)
    x = em.cast(x, DType{x.dt.isUnsigned() ? Sc::U32 : Sc::I32}, l);
  if (!x)
    return x;
  BinOpKind op = fn == "cumsum" ? BinOpKind::Add : BinOpKind::Mul;
  return em.reduceTiles(
      {x}, axis, /*keepDims=*/false, /*isScan=*/true, reverse,
      [&](ArrayRef<Val> o, Location cl) {
        return std::vector<Val>{em.binary(op, o[0], o[1], cl)};
      },
      l);
}
