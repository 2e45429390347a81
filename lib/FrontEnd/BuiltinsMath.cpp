//===- BuiltinsMath.cpp - elementwise math builtins and tl.dot ------------===//
//
// where, maximum/minimum/clamp, the float functions (exp, log, sqrt, ...,
// computed in fp32 for half-precision inputs as Triton does), fma, fdiv,
// div_rn, cdiv, umulhi, and tl.dot with its operand and accumulator rules.
//
//===----------------------------------------------------------------------===//
#include "Builtins.h"

using namespace mlir;
using namespace tilec::frontend;
namespace bi = tilec::frontend::builtins;

Val bi::where(BuiltinCall &c) {
  return c.em.where(c.bd[0], c.bd[1], c.bd[2], c.l);
}

Val bi::minimumMaximum(BuiltinCall &c) {
  bool prop = c.em.constInt(c.bd[2]).value_or(0) != 0;
  return c.em.minMax(c.fn == "maximum", c.bd[0], c.bd[1], prop, c.l);
}

Val bi::clamp(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  Location l = c.l;
  Val x = bd[0];
  if (!x.isTensor() || !x.dt.isFloat())
    return em.fail(l, "clamp() only supports floating-point tensors, got " +
                          em.typeStr(x));
  bool prop = em.constInt(bd[3]).value_or(0) != 0;
  Val lo = em.minMax(true, x, bd[1], prop, l);
  if (!lo)
    return lo;
  return em.minMax(false, lo, bd[2], prop, l);
}

/// Math that Triton computes in fp32 for half-precision inputs.
template <typename OpT>
static Val floatUnary(Emitter &em, const Val &x0, StringRef fn, Location l) {
  Val x = x0;
  if (x.isConstNum())
    x = em.toTensor(x.kind == Val::Float ? x : Val::ofFloat(double(x.i)), l);
  if (!x)
    return x;
  if (!x.isTensor() || !x.dt.isFloat())
    return em.fail(l, fn.str() + "() expects a floating-point argument, got " +
                          em.typeStr(x));
  DType orig = x.dt;
  if (orig.bits() < 32)
    x = em.cast(x, DType{Sc::F32}, l);
  Value r = OpT::create(em.b, l, x.v);
  Val out = Val::ofTensor(r, x.dt, x.shape);
  return orig.bits() < 32 ? em.cast(out, orig, l) : out;
}

template <typename OpT> static Val floatUnary(BuiltinCall &c) {
  return floatUnary<OpT>(c.em, c.bd[0], c.fn, c.l);
}

Val bi::exp(BuiltinCall &c) { return floatUnary<math::ExpOp>(c); }
Val bi::exp2(BuiltinCall &c) { return floatUnary<math::Exp2Op>(c); }
Val bi::log(BuiltinCall &c) { return floatUnary<math::LogOp>(c); }
Val bi::log2(BuiltinCall &c) { return floatUnary<math::Log2Op>(c); }
Val bi::sqrt(BuiltinCall &c) { return floatUnary<math::SqrtOp>(c); }
Val bi::rsqrt(BuiltinCall &c) { return floatUnary<math::RsqrtOp>(c); }
Val bi::sin(BuiltinCall &c) { return floatUnary<math::SinOp>(c); }
Val bi::cos(BuiltinCall &c) { return floatUnary<math::CosOp>(c); }
Val bi::erf(BuiltinCall &c) { return floatUnary<math::ErfOp>(c); }
Val bi::floor(BuiltinCall &c) { return floatUnary<math::FloorOp>(c); }
Val bi::ceil(BuiltinCall &c) { return floatUnary<math::CeilOp>(c); }

Val bi::sigmoid(BuiltinCall &c) {
  // sigmoid(x) = 1 / (1 + exp(-x)), in fp32 for half inputs.
  Emitter &em = c.em;
  Location l = c.l;
  Val x = c.bd[0];
  if (!x.isTensor() || !x.dt.isFloat())
    return em.fail(l, "sigmoid() expects a floating-point tensor, got " +
                          em.typeStr(x));
  DType orig = x.dt;
  Val xf = orig.bits() < 32 ? em.cast(x, DType{Sc::F32}, l) : x;
  Val e =
      floatUnary<math::ExpOp>(em, em.unary(UnaryOpKind::Neg, xf, l), c.fn, l);
  Val r = em.binary(BinOpKind::Div, Val::ofFloat(1.0),
                    em.binary(BinOpKind::Add, Val::ofFloat(1.0), e, l), l);
  return r && orig.bits() < 32 ? em.cast(r, orig, l) : r;
}

Val bi::abs(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  Val x = c.bd[0];
  if (x.isConstNum()) {
    // Python's abs, on the call as given.
    CallArgs a = c.args;
    BuiltinCall py{em, "abs", "abs", a, Binder{em, "abs", l}, l};
    return pyAbs(py);
  }
  if (!x.isTensor() || x.dt.isPtr())
    return em.fail(l,
                   "abs() expects a number or a tensor, got " + em.typeStr(x));
  if (x.dt.isFloat())
    return Val::ofTensor(math::AbsFOp::create(em.b, l, x.v), x.dt, x.shape);
  if (x.dt.isUnsigned() || x.dt.isBool())
    return x;
  return Val::ofTensor(math::AbsIOp::create(em.b, l, x.v), x.dt, x.shape);
}

Val bi::fma(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  Val x = c.bd[0], y = c.bd[1], z = c.bd[2];
  DType t;
  if (!em.prepareArith(x, y, false, l, t) ||
      !em.prepareArith(z, x, false, l, t) ||
      !em.prepareArith(z, y, false, l, t))
    return Val::err();
  if (!t.isFloat())
    return em.fail(l, "fma() expects floating-point operands");
  Value r = math::FmaOp::create(em.b, l, x.v, y.v, z.v);
  return Val::ofTensor(r, t, x.shape);
}

Val bi::fdiv(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  Location l = c.l;
  StringRef fn = c.fn;
  for (int k : {0, 1}) {
    const Val &v = bd[k];
    if (!(v.kind == Val::Float || (v.isTensor() && v.dt.isFloat())))
      return em.fail(l, fn.str() + "() expects floating-point operands, got " +
                            em.typeStr(v));
  }
  // div_rn, and fdiv with ieee_rounding=True, divide with IEEE rounding on
  // every target; plain `/` (and fdiv's default) may use the target's
  // faster approximate division (NVIDIA's div.full.f32, as Triton).
  bool ieee = fn == "div_rn";
  if (fn == "fdiv" && bd.has(2)) {
    std::optional<bool> flag = em.truthiness(bd[2], l);
    if (!flag)
      return Val::err();
    ieee = *flag;
  }
  Val r = em.binary(BinOpKind::Div, bd[0], bd[1], l);
  if (r && ieee && r.v)
    if (auto div = r.v.getDefiningOp<arith::DivFOp>())
      div->setAttr(tile::kIeeeRoundingAttrName, em.b.getUnitAttr());
  return r;
}

Val bi::cdiv(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  Val s =
      em.binary(BinOpKind::Sub, em.binary(BinOpKind::Add, c.bd[0], c.bd[1], l),
                Val::ofInt(1), l);
  return em.binary(BinOpKind::FloorDiv, s, c.bd[1], l);
}

Val bi::umulhi(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  Val x = c.bd[0], y = c.bd[1];
  DType t;
  if (!em.prepareArith(x, y, false, l, t))
    return Val::err();
  if (!t.isInt())
    return em.fail(l, "umulhi() expects integer operands");
  auto op = arith::MulUIExtendedOp::create(em.b, l, x.v, y.v);
  return Val::ofTensor(op.getHigh(), t, x.shape);
}

//===----------------------------------------------------------------------===//
// Dot
//===----------------------------------------------------------------------===//

Val bi::dot(BuiltinCall &c) {
  Binder &bd = c.bd;
  return c.em.dot(bd[0], bd[1], bd[2], bd[3], bd[4], bd[6], c.l);
}

Val Emitter::dot(Val a, Val c, Val acc, Val precision, Val allowTf32,
                 Val outDtype, Location l) {
  if (!a.isTensor() || !c.isTensor())
    return fail(l, "dot expects tensors, got " + typeStr(a) + " and " +
                       typeStr(c));
  if (a.shape.size() == 3 || c.shape.size() == 3)
    return batchedDot(a, c, acc, precision, allowTf32, outDtype, l);
  if (a.shape.size() != 2 || c.shape.size() != 2)
    return fail(l, "dot expects 2-D tensors, got " + typeStr(a) + " and " +
                       typeStr(c));
  if (a.shape[1] != c.shape[0])
    return fail(l, "dot: inner dimensions differ: " + typeStr(a) + " @ " +
                       typeStr(c));
  for (int64_t d : {a.shape[0], a.shape[1], c.shape[1]})
    if (d < 16)
      return fail(l, "dot dimensions must be at least 16, got " + typeStr(a) +
                         " @ " + typeStr(c));
  if (a.dt.isPtr() || c.dt.isPtr())
    return fail(l, "dot does not take pointers");
  bool aFp8 = a.dt.sc == Sc::F8E4 || a.dt.sc == Sc::F8E5;
  bool cFp8 = c.dt.sc == Sc::F8E4 || c.dt.sc == Sc::F8E5;
  if (a.dt != c.dt) {
    if (aFp8 && cFp8) {
      a = cast(a, DType{Sc::F16}, l);
      c = cast(c, DType{Sc::F16}, l);
    } else {
      return fail(l, "dot operands must have the same dtype, got " +
                         a.dt.str() + " and " + c.dt.str());
    }
  }
  DType out;
  if (a.dt.isInt()) {
    if (a.dt.sc != Sc::I8 && a.dt.sc != Sc::U8)
      return fail(l, "integer dot needs int8 operands, got " + a.dt.str());
    out = DType{Sc::I32};
  } else {
    out = DType{Sc::F32};
    if (outDtype.kind == Val::DTypeV) {
      if (outDtype.dt.sc == Sc::F16 && a.dt.sc == Sc::F16)
        out = outDtype.dt;
      else if (outDtype.dt.sc != Sc::F32)
        return fail(l, "dot out_dtype must be float32 (or float16 for fp16 "
                       "inputs), got " +
                           outDtype.dt.str());
    } else if (outDtype.kind != Val::None) {
      return fail(l, "dot out_dtype must be a dtype");
    }
  }
  tile::InputPrecision prec = tile::InputPrecision::ieee;
  if (a.dt.sc == Sc::F32) {
    prec = tile::InputPrecision::tf32;
    if (precision.kind == Val::Str) {
      if (precision.s == "tf32")
        prec = tile::InputPrecision::tf32;
      else if (precision.s == "tf32x3")
        prec = tile::InputPrecision::tf32x3;
      else if (precision.s == "ieee")
        prec = tile::InputPrecision::ieee;
      else
        return fail(l, "unknown input_precision '" + precision.s +
                           "' (expected tf32, tf32x3 or ieee)");
    } else if (precision.kind != Val::None) {
      return fail(l, "input_precision must be a string");
    } else if (allowTf32.kind != Val::None) {
      auto t = truthiness(allowTf32, l);
      if (!t)
        return Val::err();
      prec = *t ? tile::InputPrecision::tf32 : tile::InputPrecision::ieee;
    }
  }
  SmallVector<int64_t> shape{a.shape[0], c.shape[1]};
  Val accV;
  if (acc.kind == Val::None) {
    accV = fullTensor(shape, out.isFloat() ? Val::ofFloat(0) : Val::ofInt(0),
                      out, l);
  } else {
    if (!acc.isTensor() || acc.shape != shape)
      return fail(l, "dot accumulator must be a " + std::to_string(shape[0]) +
                         "x" + std::to_string(shape[1]) + " tensor, got " +
                         typeStr(acc));
    if (acc.dt != out) {
      if (!(a.dt.sc == Sc::F16 && acc.dt.sc == Sc::F16 &&
            outDtype.kind == Val::None))
        return fail(l, "dot accumulator has type " + acc.dt.str() +
                           " but the product is " + out.str());
      out = acc.dt;
    }
    accV = acc;
  }
  if (!accV)
    return accV;
  auto op = tile::DotOp::create(b, l, accV.v.getType(), a.v, c.v, accV.v,
                                tile::InputPrecisionAttr::get(ctx, prec));
  return Val::ofTensor(op.getResult(), out, shape);
}
