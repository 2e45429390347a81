//===- MathLib.cpp - triton.language.extra.libdevice and tl.math functions ===//
//
// Triton's libdevice module (`from triton.language.extra import libdevice`,
// `.cuda.libdevice`, `.hip.libdevice`, `tl.extra.libdevice`) names the
// device math library's functions. Here each becomes a `math` dialect op
// where one exists (lowered per target by the upstream patterns: ocml on
// AMDGPU, libdevice on NVIDIA), arith for what is exact bit manipulation,
// and `tile.extern_elementwise` for the rest (Tile/IR/ExternFunctions.h).
// fp16/bf16 arguments are computed in fp32 and rounded back, as the tl
// math functions are.
//
//===----------------------------------------------------------------------===//
#include "Builtins.h"

#include "Tile/IR/ExternFunctions.h"

#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace tilec::frontend;

/// One-operand float functions and how each is built on f32/f64 operands.
enum class Unary {
  None,
  Acos,
  Acosh,
  Asin,
  Asinh,
  Atan,
  Atanh,
  Cbrt,
  Cosh,
  Erfc,
  Expm1,
  Log10,
  Log1p,
  Sinh,
  Tan,
  Tanh,
  Trunc,
  Round,
  RoundEven,
  AbsF,
  Exp,
  Log,
  Log2,
  Sin,
  Cos,
  Saturate,
  Extern, // tile.extern_elementwise of the same name
};

static Unary unaryKind(StringRef fn) {
  return llvm::StringSwitch<Unary>(fn)
      .Case("acos", Unary::Acos)
      .Case("acosh", Unary::Acosh)
      .Case("asin", Unary::Asin)
      .Case("asinh", Unary::Asinh)
      .Case("atan", Unary::Atan)
      .Case("atanh", Unary::Atanh)
      .Case("cbrt", Unary::Cbrt)
      .Case("cosh", Unary::Cosh)
      .Case("erfc", Unary::Erfc)
      .Case("expm1", Unary::Expm1)
      .Cases({"log10", "fast_log10f"}, Unary::Log10)
      .Case("log1p", Unary::Log1p)
      .Case("sinh", Unary::Sinh)
      .Cases({"tan", "fast_tanf"}, Unary::Tan)
      .Cases({"tanh", "fast_tanhf"}, Unary::Tanh)
      .Case("trunc", Unary::Trunc)
      .Case("round", Unary::Round)
      .Cases({"rint", "nearbyint"}, Unary::RoundEven)
      .Case("fabs", Unary::AbsF)
      .Case("fast_expf", Unary::Exp)
      .Case("fast_logf", Unary::Log)
      .Case("fast_log2f", Unary::Log2)
      .Case("fast_sinf", Unary::Sin)
      .Case("fast_cosf", Unary::Cos)
      .Case("saturatef", Unary::Saturate)
      .Cases({"erfinv", "erfcinv", "erfcx", "normcdf", "normcdfinv", "lgamma",
              "tgamma", "j0", "j1", "y0", "y1", "cyl_bessel_i0",
              "cyl_bessel_i1", "cospi", "sinpi", "rcbrt", "logb", "exp10",
              "fast_exp10f"},
             Unary::Extern)
      .Default(Unary::None);
}

/// Two-operand float functions.
static bool isBinaryFloat(StringRef fn) {
  static const char *const names[] = {
      "atan2",     "pow",       "powf", "fast_powf",   "fmod",
      "copysign",  "fmax",      "fmin", "hypot",       "rhypot",
      "nextafter", "remainder", "fdim", "fast_dividef"};
  return llvm::is_contained(names, fn);
}

/// Predicates, returning int32 0/1 as the libraries' functions do.
static bool isPredicate(StringRef fn) {
  return fn == "isnan" || fn == "isinf" || fn == "isfinited" ||
         fn == "finitef" || fn == "signbit";
}

static bool isLibdeviceName(StringRef fn) {
  return unaryKind(fn) != Unary::None || isBinaryFloat(fn) || isPredicate(fn) ||
         fn == "ldexp" || fn == "scalbn" || fn == "powi" || fn == "ilogb" ||
         fn == "popc" || fn == "clz" || fn == "mulhi" || fn == "llrint" ||
         fn == "llround";
}

std::optional<std::string> tilec::frontend::libdeviceBuiltin(StringRef fn) {
  // libdevice functions that are a tl function in tilec (same semantics, the
  // table's `libdevice` column), so `libdevice.rsqrt` and `tl.math.rsqrt` are
  // one value.
  if (const BuiltinInfo *b = findLibdeviceAlias(fn))
    return b->name.str();
  if (isLibdeviceName(fn))
    return "libdevice." + fn.str();
  return std::nullopt;
}

namespace {
/// Float operands in the type a math function computes in: Python numbers
/// become fp32 tensors, fp16/bf16/fp8 widen to fp32; `orig` is the type the
/// result is rounded back to.
struct MathOperands {
  SmallVector<Val, 2> vals;
  DType orig;
};
} // namespace

static bool floatOperands(Emitter &em, StringRef fn, ArrayRef<Val> args,
                          Location l, MathOperands &out) {
  SmallVector<Val, 2> vals(args.begin(), args.end());
  for (Val &v : vals) {
    if (v.isConstNum())
      v = em.toTensor(v.kind == Val::Float ? v : Val::ofFloat(double(v.i)), l);
    if (!v)
      return false;
    if (!v.isTensor() || v.dt.isPtr()) {
      em.fail(l, "libdevice." + fn.str() + "() expects numbers, got " +
                     em.typeStr(v));
      return false;
    }
  }
  if (vals.size() == 2) {
    DType common;
    if (!em.prepareArith(vals[0], vals[1], /*divOrMod=*/false, l, common))
      return false;
  }
  out.orig = vals[0].dt;
  if (!out.orig.isFloat()) {
    em.fail(l, "libdevice." + fn.str() +
                   "() expects floating-point arguments, got " +
                   em.typeStr(vals[0]));
    return false;
  }
  for (Val &v : vals) {
    if (v.dt.bits() < 32)
      v = em.cast(v, DType{Sc::F32}, l);
    if (!v)
      return false;
  }
  out.vals = std::move(vals);
  return true;
}

static Val roundBack(Emitter &em, Value r, const MathOperands &ops,
                     Location l) {
  Val out = Val::ofTensor(r, ops.vals[0].dt, ops.vals[0].shape);
  return ops.orig.bits() < 32 ? em.cast(out, ops.orig, l) : out;
}

Val Emitter::callLibdevice(StringRef fn, CallArgs &args, Location l) {
  if (!args.kw.empty())
    return fail(l, "libdevice." + fn.str() + "() takes positional arguments");
  std::vector<Val> &pos = args.pos;
  auto arity = [&](size_t n) {
    if (pos.size() == n)
      return true;
    fail(l, "libdevice." + fn.str() + "() takes " + std::to_string(n) +
                " argument" + (n == 1 ? "" : "s") + ", got " +
                std::to_string(pos.size()));
    return false;
  };

  if (Unary k = unaryKind(fn); k != Unary::None) {
    MathOperands ops;
    if (!arity(1) || !floatOperands(*this, fn, pos, l, ops))
      return Val::err();
    Value x = ops.vals[0].v;
    Value r;
    switch (k) {
    case Unary::Acos:
      r = math::AcosOp::create(b, l, x);
      break;
    case Unary::Acosh:
      r = math::AcoshOp::create(b, l, x);
      break;
    case Unary::Asin:
      r = math::AsinOp::create(b, l, x);
      break;
    case Unary::Asinh:
      r = math::AsinhOp::create(b, l, x);
      break;
    case Unary::Atan:
      r = math::AtanOp::create(b, l, x);
      break;
    case Unary::Atanh:
      r = math::AtanhOp::create(b, l, x);
      break;
    case Unary::Cbrt:
      r = math::CbrtOp::create(b, l, x);
      break;
    case Unary::Cosh:
      r = math::CoshOp::create(b, l, x);
      break;
    case Unary::Erfc:
      r = math::ErfcOp::create(b, l, x);
      break;
    case Unary::Expm1:
      r = math::ExpM1Op::create(b, l, x);
      break;
    case Unary::Log10:
      r = math::Log10Op::create(b, l, x);
      break;
    case Unary::Log1p:
      r = math::Log1pOp::create(b, l, x);
      break;
    case Unary::Sinh:
      r = math::SinhOp::create(b, l, x);
      break;
    case Unary::Tan:
      r = math::TanOp::create(b, l, x);
      break;
    case Unary::Tanh:
      r = math::TanhOp::create(b, l, x);
      break;
    case Unary::Trunc:
      r = math::TruncOp::create(b, l, x);
      break;
    case Unary::Round:
      r = math::RoundOp::create(b, l, x);
      break;
    case Unary::RoundEven:
      r = math::RoundEvenOp::create(b, l, x);
      break;
    case Unary::AbsF:
      r = math::AbsFOp::create(b, l, x);
      break;
    case Unary::Exp:
      r = math::ExpOp::create(b, l, x);
      break;
    case Unary::Log:
      r = math::LogOp::create(b, l, x);
      break;
    case Unary::Log2:
      r = math::Log2Op::create(b, l, x);
      break;
    case Unary::Sin:
      r = math::SinOp::create(b, l, x);
      break;
    case Unary::Cos:
      r = math::CosOp::create(b, l, x);
      break;
    case Unary::Saturate: {
      // Clamped to [0, 1]; NaN gives 0 (maxnum picks the number).
      Val zero = splatTo(constant(Val::ofFloat(0), ops.vals[0].dt, l),
                         ops.vals[0].shape, l);
      Val one = splatTo(constant(Val::ofFloat(1), ops.vals[0].dt, l),
                        ops.vals[0].shape, l);
      Value lo = arith::MaxNumFOp::create(b, l, x, zero.v);
      r = arith::MinNumFOp::create(b, l, lo, one.v);
      break;
    }
    case Unary::Extern:
      r = tile::ExternElementwiseOp::create(
          b, l, x.getType(),
          b.getStringAttr(fn == "fast_exp10f" ? "exp10" : fn), ValueRange{x});
      break;
    case Unary::None:
      break;
    }
    return roundBack(*this, r, ops, l);
  }

  if (isBinaryFloat(fn)) {
    MathOperands ops;
    if (!arity(2) || !floatOperands(*this, fn, pos, l, ops))
      return Val::err();
    Value x = ops.vals[0].v, y = ops.vals[1].v, r;
    if (fn == "atan2")
      r = math::Atan2Op::create(b, l, x, y);
    else if (fn == "pow" || fn == "powf" || fn == "fast_powf")
      r = math::PowFOp::create(b, l, x, y);
    else if (fn == "fmod")
      r = arith::RemFOp::create(b, l, x, y);
    else if (fn == "copysign")
      r = math::CopySignOp::create(b, l, x, y);
    else if (fn == "fmax")
      r = arith::MaxNumFOp::create(b, l, x, y);
    else if (fn == "fmin")
      r = arith::MinNumFOp::create(b, l, x, y);
    else if (fn == "fast_dividef")
      r = arith::DivFOp::create(b, l, x, y);
    else
      r = tile::ExternElementwiseOp::create(
          b, l, x.getType(), b.getStringAttr(fn), ValueRange{x, y});
    return roundBack(*this, r, ops, l);
  }

  if (fn == "ldexp" || fn == "scalbn" || fn == "powi") {
    if (!arity(2))
      return Val::err();
    MathOperands ops;
    if (!floatOperands(*this, fn, {pos[0]}, l, ops))
      return Val::err();
    Val n = pos[1];
    if (!(n.kind == Val::Int || n.kind == Val::Bool ||
          (n.isTensor() && n.dt.isInt())))
      return fail(l, "libdevice." + fn.str() +
                         "() expects an integer exponent, got " + typeStr(n));
    n = cast(n, DType{Sc::I32}, l);
    if (!n)
      return n;
    Val x = ops.vals[0];
    if (!broadcastPair(x, n, l))
      return Val::err();
    ops.vals[0] = x;
    Value r = tile::ExternElementwiseOp::create(
        b, l, x.v.getType(), b.getStringAttr(fn), ValueRange{x.v, n.v});
    return roundBack(*this, r, ops, l);
  }

  if (fn == "ilogb") {
    MathOperands ops;
    if (!arity(1) || !floatOperands(*this, fn, pos, l, ops))
      return Val::err();
    const Val &x = ops.vals[0];
    Type i32 = mlirType(DType{Sc::I32}, x.shape);
    Value r = tile::ExternElementwiseOp::create(b, l, i32, b.getStringAttr(fn),
                                                ValueRange{x.v});
    return Val::ofTensor(r, DType{Sc::I32}, x.shape);
  }

  if (isPredicate(fn)) {
    if (!arity(1))
      return Val::err();
    Val x = pos[0];
    if (x.isConstNum())
      x = toTensor(x.kind == Val::Float ? x : Val::ofFloat(double(x.i)), l);
    if (!x)
      return x;
    if (!x.isTensor() || !x.dt.isFloat())
      return fail(l, "libdevice." + fn.str() +
                         "() expects a floating-point argument, got " +
                         typeStr(x));
    Value bit;
    if (fn == "signbit") {
      // The sign bit itself (also set for -0.0 and negative NaNs).
      DType it{x.dt.bits() == 64   ? Sc::I64
               : x.dt.bits() == 32 ? Sc::I32
               : x.dt.bits() == 16 ? Sc::I16
                                   : Sc::I8};
      Val bits = cast(x, it, l, /*bitcast=*/true);
      Val zero = splatTo(constant(Val::ofInt(0), it, l), x.shape, l);
      bit = arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt, bits.v,
                                  zero.v);
    } else if (fn == "isnan") {
      bit = arith::CmpFOp::create(b, l, arith::CmpFPredicate::UNO, x.v, x.v);
    } else {
      Val inf = splatTo(constant(Val::ofFloat(INFINITY), x.dt, l), x.shape, l);
      Value mag = math::AbsFOp::create(b, l, x.v);
      bit = arith::CmpFOp::create(b, l,
                                  fn == "isinf" ? arith::CmpFPredicate::OEQ
                                                : arith::CmpFPredicate::OLT,
                                  mag, inf.v);
    }
    return cast(Val::ofTensor(bit, DType{Sc::I1}, x.shape), DType{Sc::I32}, l);
  }

  if (fn == "popc" || fn == "clz") {
    if (!arity(1))
      return Val::err();
    Val x = toTensor(pos[0], l);
    if (!x)
      return x;
    if (!x.dt.isInt() || x.dt.isBool())
      return fail(l, "libdevice." + fn.str() +
                         "() expects an integer argument, got " + typeStr(x));
    Value r = fn == "popc"
                  ? Value(math::CtPopOp::create(b, l, x.v))
                  : Value(math::CountLeadingZerosOp::create(b, l, x.v));
    // Counts are int32, as __nv_popc/__nv_clz return them.
    return cast(
        Val::ofTensor(r, DType{x.dt.bits() == 64 ? Sc::I64 : Sc::I32}, x.shape),
        DType{Sc::I32}, l);
  }

  if (fn == "mulhi") {
    if (!arity(2))
      return Val::err();
    Val x = pos[0], y = pos[1];
    DType t;
    if (!prepareArith(x, y, false, l, t))
      return Val::err();
    if (!t.isInt())
      return fail(l, "libdevice.mulhi() expects integer arguments");
    Value hi = t.isUnsigned()
                   ? arith::MulUIExtendedOp::create(b, l, x.v, y.v).getHigh()
                   : arith::MulSIExtendedOp::create(b, l, x.v, y.v).getHigh();
    return Val::ofTensor(hi, t, x.shape);
  }

  if (fn == "llrint" || fn == "llround") {
    MathOperands ops;
    if (!arity(1) || !floatOperands(*this, fn, pos, l, ops))
      return Val::err();
    const Val &x = ops.vals[0];
    Value r = fn == "llrint" ? Value(math::RoundEvenOp::create(b, l, x.v))
                             : Value(math::RoundOp::create(b, l, x.v));
    return cast(Val::ofTensor(r, x.dt, x.shape), DType{Sc::I64}, l);
  }

  return fail(l, "libdevice." + fn.str() + " is not supported by tilec");
}
