//===- Operators.cpp - Python and Triton operators on values
//---------------===//
//
// Binary, comparison and unary operators, with Python's semantics on
// constexpr numbers and Triton's (promotion, broadcasting) on tensors; where,
// minimum/maximum, truthiness.
//
//===----------------------------------------------------------------------===//
#include "Emitter.h"

#include <cmath>

using namespace mlir;
using namespace tilec;
using namespace tilec::frontend;

//===----------------------------------------------------------------------===//
// Operators
//===----------------------------------------------------------------------===//

static const char *binOpStr(BinOpKind op) {
  switch (op) {
  case BinOpKind::Add:
    return "+";
  case BinOpKind::Sub:
    return "-";
  case BinOpKind::Mul:
    return "*";
  case BinOpKind::Div:
    return "/";
  case BinOpKind::FloorDiv:
    return "//";
  case BinOpKind::Mod:
    return "%";
  case BinOpKind::Pow:
    return "**";
  case BinOpKind::LShift:
    return "<<";
  case BinOpKind::RShift:
    return ">>";
  case BinOpKind::BitAnd:
    return "&";
  case BinOpKind::BitOr:
    return "|";
  case BinOpKind::BitXor:
    return "^";
  case BinOpKind::MatMul:
    return "@";
  }
  return "?";
}

/// Python semantics on constexpr numbers.
static Val foldPython(BinOpKind op, const Val &a, const Val &c, Location l) {
  bool isFloat = a.kind == Val::Float || c.kind == Val::Float;
  auto failAt = [&](const Twine &msg) {
    emitError(l) << msg;
    return Val::err();
  };
  if (isFloat) {
    double x = a.kind == Val::Float ? a.f : double(a.i);
    double y = c.kind == Val::Float ? c.f : double(c.i);
    switch (op) {
    case BinOpKind::Add:
      return Val::ofFloat(x + y);
    case BinOpKind::Sub:
      return Val::ofFloat(x - y);
    case BinOpKind::Mul:
      return Val::ofFloat(x * y);
    case BinOpKind::Div:
      if (y == 0)
        return failAt("float division by zero");
      return Val::ofFloat(x / y);
    case BinOpKind::FloorDiv:
      if (y == 0)
        return failAt("float floor division by zero");
      return Val::ofFloat(std::floor(x / y));
    case BinOpKind::Mod: {
      if (y == 0)
        return failAt("float modulo by zero");
      double r = std::fmod(x, y);
      if (r != 0 && ((r < 0) != (y < 0)))
        r += y;
      return Val::ofFloat(r);
    }
    case BinOpKind::Pow:
      return Val::ofFloat(std::pow(x, y));
    default:
      return failAt(Twine("unsupported operand types for ") + binOpStr(op) +
                    ": float");
    }
  }
  int64_t x = a.i, y = c.i, r = 0;
  bool bothBool = a.kind == Val::Bool && c.kind == Val::Bool;
  switch (op) {
  case BinOpKind::Add:
    if (__builtin_add_overflow(x, y, &r))
      return failAt("integer overflow in constant expression");
    return Val::ofInt(r);
  case BinOpKind::Sub:
    if (__builtin_sub_overflow(x, y, &r))
      return failAt("integer overflow in constant expression");
    return Val::ofInt(r);
  case BinOpKind::Mul:
    if (__builtin_mul_overflow(x, y, &r))
      return failAt("integer overflow in constant expression");
    return Val::ofInt(r);
  case BinOpKind::Div:
    if (y == 0)
      return failAt("division by zero");
    return Val::ofFloat(double(x) / double(y));
  case BinOpKind::FloorDiv:
  case BinOpKind::Mod: {
    if (y == 0)
      return failAt("integer division or modulo by zero");
    if (x == INT64_MIN && y == -1)
      return failAt("integer overflow in constant expression");
    int64_t q = x / y, m = x % y;
    if (m != 0 && ((m < 0) != (y < 0))) {
      --q;
      m += y;
    }
    return Val::ofInt(op == BinOpKind::FloorDiv ? q : m);
  }
  case BinOpKind::Pow: {
    if (y < 0)
      return Val::ofFloat(std::pow(double(x), double(y)));
    int64_t acc = 1;
    for (int64_t k = 0; k < y; ++k) {
      if (__builtin_mul_overflow(acc, x, &acc))
        return failAt("integer overflow in constant expression");
      if (acc == 0 || acc == 1)
        break;
    }
    return Val::ofInt(acc);
  }
  case BinOpKind::LShift:
    if (y < 0 || y >= 63)
      return failAt("shift count out of range in constant expression");
    return Val::ofInt(x << y);
  case BinOpKind::RShift:
    if (y < 0)
      return failAt("negative shift count");
    return Val::ofInt(y >= 63 ? (x < 0 ? -1 : 0) : x >> y);
  case BinOpKind::BitAnd:
    return bothBool ? Val::ofBool(x & y) : Val::ofInt(x & y);
  case BinOpKind::BitOr:
    return bothBool ? Val::ofBool(x | y) : Val::ofInt(x | y);
  case BinOpKind::BitXor:
    return bothBool ? Val::ofBool(x ^ y) : Val::ofInt(x ^ y);
  case BinOpKind::MatMul:
    break;
  }
  return failAt("unsupported operand types for @: int");
}

Val Emitter::binary(BinOpKind op, Val a, Val c, Location l) {
  if (!a || !c)
    return Val::err();
  if (a.isConstNum() && c.isConstNum())
    return foldPython(op, a, c, l);
  if (op == BinOpKind::Add && a.kind == Val::Tuple && c.kind == Val::Tuple) {
    std::vector<Val> elts = a.elts;
    elts.insert(elts.end(), c.elts.begin(), c.elts.end());
    return Val::ofTuple(std::move(elts));
  }
  auto badOperands = [&]() {
    return fail(l, std::string("unsupported operand types for ") +
                       binOpStr(op) + ": " + typeStr(a) + " and " + typeStr(c));
  };
  if ((!a.isTensor() && !a.isConstNum()) || (!c.isTensor() && !c.isConstNum()))
    return badOperands();
  if (op == BinOpKind::MatMul)
    return dot(a, c, Val::none(), Val::none(), Val::none(), Val::none(), l);

  // Pointer arithmetic.
  bool aPtr = a.isTensor() && a.dt.isPtr(), cPtr = c.isTensor() && c.dt.isPtr();
  if (aPtr || cPtr) {
    Val ptr = aPtr ? a : c, off = aPtr ? c : a;
    bool ok = (op == BinOpKind::Add && !(aPtr && cPtr)) ||
              (op == BinOpKind::Sub && aPtr && !cPtr);
    Val toff = toTensor(off, l);
    if (!toff)
      return toff;
    if (!ok || !toff.dt.isInt())
      return badOperands();
    if (op == BinOpKind::Sub)
      toff = unary(UnaryOpKind::Neg, off.isConstNum() ? off : toff, l);
    if (toff.kind != Val::Tensor)
      toff = toTensor(toff, l);
    // tile.addptr (like LLVM's GEP) reads its offset as signed: unsigned
    // offsets narrower than 64 bits are zero-extended first, as Triton does
    // (a uint8 index of 200 must not step back 56 elements).
    if (toff && (toff.dt.isUnsigned() || toff.dt.isBool()) &&
        toff.dt.bits() < 64)
      toff = cast(toff, DType{Sc::I64}, l);
    if (!toff || !broadcastPair(ptr, toff, l))
      return Val::err();
    Value r = tile::AddPtrOp::create(b, l, ptr.v.getType(), ptr.v, toff.v);
    return Val::ofTensor(r, ptr.dt, ptr.shape);
  }

  DType ty;
  switch (op) {
  case BinOpKind::Add:
  case BinOpKind::Sub:
  case BinOpKind::Mul: {
    if (!prepareArith(a, c, false, l, ty))
      return Val::err();
    Value r;
    if (ty.isFloat()) {
      if (op == BinOpKind::Add)
        r = arith::AddFOp::create(b, l, a.v, c.v);
      else if (op == BinOpKind::Sub)
        r = arith::SubFOp::create(b, l, a.v, c.v);
      else
        r = arith::MulFOp::create(b, l, a.v, c.v);
    } else {
      if (op == BinOpKind::Add)
        r = arith::AddIOp::create(b, l, a.v, c.v);
      else if (op == BinOpKind::Sub)
        r = arith::SubIOp::create(b, l, a.v, c.v);
      else
        r = arith::MulIOp::create(b, l, a.v, c.v);
    }
    return Val::ofTensor(r, ty, a.shape);
  }
  case BinOpKind::Div: {
    if (!prepareArith(a, c, true, l, ty))
      return Val::err();
    if (ty.isInt()) {
      ty = DType{Sc::F32};
      a = cast(a, ty, l);
      c = cast(c, ty, l);
    }
    Value r = arith::DivFOp::create(b, l, a.v, c.v);
    return Val::ofTensor(r, ty, a.shape);
  }
  case BinOpKind::FloorDiv:
  case BinOpKind::Mod: {
    if (!prepareArith(a, c, true, l, ty))
      return Val::err();
    Value r;
    if (ty.isFloat()) {
      if (op == BinOpKind::FloorDiv)
        return fail(l,
                    "'//' is not supported on floating-point type " + ty.str());
      r = arith::RemFOp::create(b, l, a.v, c.v);
    } else if (op == BinOpKind::FloorDiv) {
      r = ty.isUnsigned() ? Value(arith::DivUIOp::create(b, l, a.v, c.v))
                          : Value(arith::DivSIOp::create(b, l, a.v, c.v));
    } else {
      r = ty.isUnsigned() ? Value(arith::RemUIOp::create(b, l, a.v, c.v))
                          : Value(arith::RemSIOp::create(b, l, a.v, c.v));
    }
    return Val::ofTensor(r, ty, a.shape);
  }
  case BinOpKind::Pow: {
    Val ta = toTensor(a, l);
    if (!ta)
      return ta;
    if (ta.dt.isInt() && constInt(c) && c.kind != Val::Float) {
      int64_t n = *constInt(c);
      if (n < 0)
        return fail(l, "integer tensor to a negative power is not supported");
      // Square-and-multiply on the tensor.
      Val result = Val::none(), base = ta;
      while (n > 0) {
        if (n & 1)
          result = result.kind == Val::None
                       ? base
                       : binary(BinOpKind::Mul, result, base, l);
        n >>= 1;
        if (n)
          base = binary(BinOpKind::Mul, base, base, l);
        if (!result || !base)
          return Val::err();
      }
      if (result.kind == Val::None)
        return splatTo(constant(Val::ofInt(1), ta.dt, l), ta.shape, l);
      return result;
    }
    if (!prepareArith(a, c, false, l, ty))
      return Val::err();
    if (!ty.isFloat())
      return fail(l, "'**' needs a floating-point operand or a constexpr "
                     "integer exponent, got " +
                         ty.str());
    Value r = math::PowFOp::create(b, l, a.v, c.v);
    return Val::ofTensor(r, ty, a.shape);
  }
  case BinOpKind::LShift:
  case BinOpKind::RShift:
  case BinOpKind::BitAnd:
  case BinOpKind::BitOr:
  case BinOpKind::BitXor: {
    Val ta = toTensor(a, l), tc = toTensor(c, l);
    if (!ta || !tc)
      return Val::err();
    if (!ta.dt.isInt() || !tc.dt.isInt())
      return badOperands();
    ty = integerPromote(ta.dt, tc.dt);
    a = cast(ta, ty, l);
    c = cast(tc, ty, l);
    if (!a || !c || !broadcastPair(a, c, l))
      return Val::err();
    Value r;
    switch (op) {
    case BinOpKind::LShift:
      r = arith::ShLIOp::create(b, l, a.v, c.v);
      break;
    case BinOpKind::RShift:
      r = ty.isUnsigned() ? Value(arith::ShRUIOp::create(b, l, a.v, c.v))
                          : Value(arith::ShRSIOp::create(b, l, a.v, c.v));
      break;
    case BinOpKind::BitAnd:
      r = arith::AndIOp::create(b, l, a.v, c.v);
      break;
    case BinOpKind::BitOr:
      r = arith::OrIOp::create(b, l, a.v, c.v);
      break;
    default:
      r = arith::XOrIOp::create(b, l, a.v, c.v);
      break;
    }
    return Val::ofTensor(r, ty, a.shape);
  }
  case BinOpKind::MatMul:
    break;
  }
  return badOperands();
}

static bool constEquals(const Val &a, const Val &c) {
  if (a.isConstNum() && c.isConstNum()) {
    if (a.kind == Val::Float || c.kind == Val::Float)
      return (a.kind == Val::Float ? a.f : double(a.i)) ==
             (c.kind == Val::Float ? c.f : double(c.i));
    return a.i == c.i;
  }
  if (a.kind != c.kind)
    return false;
  switch (a.kind) {
  case Val::None:
  case Val::Ellipsis:
    return true;
  case Val::Str:
  case Val::Builtin:
    return a.s == c.s;
  case Val::Module:
    return a.s == c.s && a.mod == c.mod;
  case Val::DTypeV:
    return a.dt == c.dt && a.shape == c.shape;
  case Val::Func:
    return a.fn == c.fn && a.mod == c.mod;
  case Val::Tuple:
    if (a.elts.size() != c.elts.size())
      return false;
    for (size_t k = 0; k < a.elts.size(); ++k)
      if (!constEquals(a.elts[k], c.elts[k]))
        return false;
    return true;
  default:
    return false;
  }
}

bool Emitter::sameVal(const Val &a, const Val &c) {
  if (a.kind == Val::Tensor || c.kind == Val::Tensor)
    return a.kind == c.kind && a.v == c.v && a.dt == c.dt;
  return a.kind == c.kind && constEquals(a, c);
}

Val Emitter::compare(CmpOpKind op, Val a, Val c, Location l) {
  if (!a || !c)
    return Val::err();
  bool aT = a.isTensor(), cT = c.isTensor();
  if (op == CmpOpKind::Is || op == CmpOpKind::IsNot) {
    if (aT || cT) {
      if (a.kind == Val::None || c.kind == Val::None)
        return Val::ofBool(op == CmpOpKind::IsNot);
      return fail(l, "'is' is only supported on constexprs");
    }
    return Val::ofBool(constEquals(a, c) == (op == CmpOpKind::Is));
  }
  if (op == CmpOpKind::In || op == CmpOpKind::NotIn) {
    if (c.kind != Val::Tuple || aT)
      return fail(l, "'in' is only supported on constexpr tuples");
    bool found = false;
    for (const Val &e : c.elts)
      found |= constEquals(a, e);
    return Val::ofBool(found == (op == CmpOpKind::In));
  }
  if (!aT && !cT) {
    if (a.isConstNum() && c.isConstNum() && op != CmpOpKind::Eq &&
        op != CmpOpKind::Ne) {
      double x = a.kind == Val::Float ? a.f : double(a.i);
      double y = c.kind == Val::Float ? c.f : double(c.i);
      bool bothInt = a.kind != Val::Float && c.kind != Val::Float;
      bool r;
      switch (op) {
      case CmpOpKind::Lt:
        r = bothInt ? a.i < c.i : x < y;
        break;
      case CmpOpKind::Gt:
        r = bothInt ? a.i > c.i : x > y;
        break;
      case CmpOpKind::Le:
        r = bothInt ? a.i <= c.i : x <= y;
        break;
      default:
        r = bothInt ? a.i >= c.i : x >= y;
        break;
      }
      return Val::ofBool(r);
    }
    if (op == CmpOpKind::Eq || op == CmpOpKind::Ne)
      return Val::ofBool(constEquals(a, c) == (op == CmpOpKind::Eq));
    if ((a.kind == Val::Tuple && c.kind == Val::Tuple) ||
        (a.kind == Val::Str && c.kind == Val::Str)) {
      // Lexicographic, as Python orders tuples (version tuples) and strings.
      int order = 0;
      if (a.kind == Val::Str) {
        order = a.s.compare(c.s);
      } else {
        size_t k = 0;
        for (; k < a.elts.size() && k < c.elts.size(); ++k) {
          if (constEquals(a.elts[k], c.elts[k]))
            continue;
          Val lt = compare(CmpOpKind::Lt, a.elts[k], c.elts[k], l);
          if (!lt)
            return lt;
          order = lt.i ? -1 : 1;
          break;
        }
        if (order == 0)
          order = a.elts.size() < c.elts.size()   ? -1
                  : a.elts.size() > c.elts.size() ? 1
                                                  : 0;
      }
      bool r = op == CmpOpKind::Lt   ? order < 0
               : op == CmpOpKind::Gt ? order > 0
               : op == CmpOpKind::Le ? order <= 0
                                     : order >= 0;
      return Val::ofBool(r);
    }
    return fail(l, "unsupported comparison between " + kindStr(a) + " and " +
                       kindStr(c));
  }
  if ((!aT && !a.isConstNum()) || (!cT && !c.isConstNum())) {
    if (op == CmpOpKind::Eq || op == CmpOpKind::Ne)
      return fail(l, "cannot compare " + typeStr(a) + " with " + typeStr(c));
    return fail(l, "unsupported comparison between " + typeStr(a) + " and " +
                       typeStr(c));
  }
  DType ty;
  if (a.isTensor() && c.isTensor() && a.dt.isPtr() && c.dt.isPtr()) {
    if (!broadcastPair(a, c, l))
      return Val::err();
    a = cast(a, DType{Sc::I64}, l);
    c = cast(c, DType{Sc::I64}, l);
    ty = DType{Sc::U64};
  } else if ((aT && a.dt.isPtr()) || (cT && c.dt.isPtr())) {
    return fail(l, "cannot compare " + typeStr(a) + " with " + typeStr(c));
  } else if (!prepareArith(a, c, false, l, ty)) {
    return Val::err();
  }
  Value r;
  if (ty.isFloat()) {
    arith::CmpFPredicate p;
    switch (op) {
    case CmpOpKind::Lt:
      p = arith::CmpFPredicate::OLT;
      break;
    case CmpOpKind::Gt:
      p = arith::CmpFPredicate::OGT;
      break;
    case CmpOpKind::Le:
      p = arith::CmpFPredicate::OLE;
      break;
    case CmpOpKind::Ge:
      p = arith::CmpFPredicate::OGE;
      break;
    case CmpOpKind::Eq:
      p = arith::CmpFPredicate::OEQ;
      break;
    default:
      p = arith::CmpFPredicate::UNE;
      break;
    }
    r = arith::CmpFOp::create(b, l, p, a.v, c.v);
  } else {
    bool u = ty.isUnsigned();
    arith::CmpIPredicate p;
    switch (op) {
    case CmpOpKind::Lt:
      p = u ? arith::CmpIPredicate::ult : arith::CmpIPredicate::slt;
      break;
    case CmpOpKind::Gt:
      p = u ? arith::CmpIPredicate::ugt : arith::CmpIPredicate::sgt;
      break;
    case CmpOpKind::Le:
      p = u ? arith::CmpIPredicate::ule : arith::CmpIPredicate::sle;
      break;
    case CmpOpKind::Ge:
      p = u ? arith::CmpIPredicate::uge : arith::CmpIPredicate::sge;
      break;
    case CmpOpKind::Eq:
      p = arith::CmpIPredicate::eq;
      break;
    default:
      p = arith::CmpIPredicate::ne;
      break;
    }
    r = arith::CmpIOp::create(b, l, p, a.v, c.v);
  }
  return Val::ofTensor(r, DType{Sc::I1}, a.shape);
}

Val Emitter::unary(UnaryOpKind op, Val a, Location l) {
  if (!a)
    return a;
  if (op == UnaryOpKind::Not) {
    if (!a.isTensor()) {
      auto t = truthiness(a, l);
      if (!t)
        return Val::err();
      return Val::ofBool(!*t);
    }
    if (a.dt.isPtr())
      return fail(l, "'not' is not supported on pointers");
    return compare(CmpOpKind::Eq, a,
                   a.dt.isFloat()  ? Val::ofFloat(0)
                   : a.dt.isBool() ? Val::ofBool(false)
                                   : Val::ofInt(0),
                   l);
  }
  if (a.isConstNum()) {
    switch (op) {
    case UnaryOpKind::Neg:
      if (a.kind == Val::Float)
        return Val::ofFloat(-a.f);
      if (a.i == INT64_MIN)
        return fail(l, "integer overflow in constant expression");
      return Val::ofInt(-a.i);
    case UnaryOpKind::Pos:
      return a.kind == Val::Bool ? Val::ofInt(a.i) : a;
    case UnaryOpKind::Invert:
      if (a.kind == Val::Float)
        return fail(l, "bad operand type for unary ~: float");
      return Val::ofInt(~a.i);
    default:
      break;
    }
  }
  if (!a.isTensor())
    return fail(l, "bad operand type for unary operator: " + kindStr(a));
  if (op == UnaryOpKind::Pos)
    return a;
  if (a.dt.isPtr())
    return fail(l, "bad operand type for unary operator: " + typeStr(a));
  if (op == UnaryOpKind::Neg) {
    if (a.dt.isFloat())
      return Val::ofTensor(arith::NegFOp::create(b, l, a.v), a.dt, a.shape);
    Val zero = splatTo(constant(Val::ofInt(0), a.dt, l), a.shape, l);
    return Val::ofTensor(arith::SubIOp::create(b, l, zero.v, a.v), a.dt,
                         a.shape);
  }
  if (!a.dt.isInt())
    return fail(l, "bad operand type for unary ~: " + typeStr(a));
  Val ones = splatTo(constant(Val::ofInt(-1), a.dt, l), a.shape, l);
  return Val::ofTensor(arith::XOrIOp::create(b, l, a.v, ones.v), a.dt, a.shape);
}

std::optional<bool> Emitter::truthiness(const Val &v, Location l) {
  switch (v.kind) {
  case Val::None:
    return false;
  case Val::Int:
  case Val::Bool:
    return v.i != 0;
  case Val::Float:
    return v.f != 0;
  case Val::Str:
    return !v.s.empty();
  case Val::Tuple:
    return !v.elts.empty();
  case Val::Tensor:
    emitError(l) << "the truth value of a tensor is not known at compile "
                    "time; a constexpr is needed here";
    return std::nullopt;
  case Val::Err:
    return std::nullopt;
  default:
    return true;
  }
}

Val Emitter::toCondI1(const Val &v, Location l) {
  if (v.isConstNum())
    return constant(Val::ofBool(v.kind == Val::Float ? v.f != 0 : v.i != 0),
                    DType{Sc::I1}, l);
  if (!v.isTensor())
    return fail(l, "expected a boolean, got " + kindStr(v));
  if (v.dt.isBool())
    return v;
  if (v.dt.isPtr())
    return fail(l, "expected a boolean, got " + typeStr(v));
  return cast(v, DType{Sc::I1}, l);
}

Val Emitter::where(Val cond, Val x, Val y, Location l) {
  if (!cond || !x || !y)
    return Val::err();
  cond = toCondI1(cond, l);
  if (!cond)
    return cond;
  DType ty;
  bool xPtr = x.isTensor() && x.dt.isPtr(), yPtr = y.isTensor() && y.dt.isPtr();
  if (xPtr || yPtr) {
    if (!(xPtr && yPtr && x.dt == y.dt))
      return fail(l, "where: incompatible operands " + typeStr(x) + " and " +
                         typeStr(y));
    if (!broadcastPair(x, y, l))
      return Val::err();
    ty = x.dt;
  } else if (!prepareArith(x, y, false, l, ty)) {
    return Val::err();
  }
  if (!broadcastPair(cond, x, l) || !broadcastPair(cond, y, l) ||
      !broadcastPair(x, y, l))
    return Val::err();
  Value r = arith::SelectOp::create(b, l, cond.v, x.v, y.v);
  return Val::ofTensor(r, ty, x.shape);
}

Val Emitter::minMax(bool isMax, Val a, Val c, bool propagateNan, Location l) {
  if (a.isConstNum() && c.isConstNum()) {
    Val lt = compare(CmpOpKind::Lt, a, c, l);
    return (lt.i != 0) == isMax ? c : a;
  }
  DType ty;
  if (!prepareArith(a, c, false, l, ty))
    return Val::err();
  Value r;
  if (ty.isFloat()) {
    if (propagateNan)
      r = isMax ? Value(arith::MaximumFOp::create(b, l, a.v, c.v))
                : Value(arith::MinimumFOp::create(b, l, a.v, c.v));
    else
      r = isMax ? Value(arith::MaxNumFOp::create(b, l, a.v, c.v))
                : Value(arith::MinNumFOp::create(b, l, a.v, c.v));
  } else if (ty.isUnsigned()) {
    r = isMax ? Value(arith::MaxUIOp::create(b, l, a.v, c.v))
              : Value(arith::MinUIOp::create(b, l, a.v, c.v));
  } else {
    r = isMax ? Value(arith::MaxSIOp::create(b, l, a.v, c.v))
              : Value(arith::MinSIOp::create(b, l, a.v, c.v));
  }
  return Val::ofTensor(r, ty, a.shape);
}
