//===- Emitter.cpp - Triton-language semantics: values, operators, control ===//
//===  flow and the kernel entry, lowered to tile IR ---------------------===//
#include "Emitter.h"
#include "Parser.h"

#include "mlir/IR/Verifier.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace tilec;
using namespace tilec::frontend;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

unsigned DType::bits() const {
  switch (sc) {
  case Sc::I1:
    return 1;
  case Sc::I8:
  case Sc::U8:
  case Sc::F8E4:
  case Sc::F8E5:
    return 8;
  case Sc::I16:
  case Sc::U16:
  case Sc::F16:
  case Sc::BF16:
    return 16;
  case Sc::I32:
  case Sc::U32:
  case Sc::F32:
    return 32;
  default:
    return 64;
  }
}

unsigned DType::mantissa() const {
  switch (sc) {
  case Sc::F8E4:
    return 3;
  case Sc::F8E5:
    return 2;
  case Sc::F16:
    return 10;
  case Sc::BF16:
    return 7;
  case Sc::F32:
    return 23;
  case Sc::F64:
    return 52;
  default:
    return 0;
  }
}

static const char *scName(Sc sc) {
  static const char *const names[] = {"int1",   "int8",    "int16",  "int32",
                                      "int64",  "uint8",   "uint16", "uint32",
                                      "uint64", "fp8e4nv", "fp8e5",  "fp16",
                                      "bf16",   "fp32",    "fp64",   "pointer"};
  return names[static_cast<int>(sc)];
}

std::string DType::str() const {
  if (sc == Sc::Ptr)
    return std::string("pointer<") + scName(pointee) + ">";
  return scName(sc);
}

static Type scalarMlirType(MLIRContext *ctx, Sc sc) {
  Builder b(ctx);
  switch (sc) {
  case Sc::I1:
    return b.getI1Type();
  case Sc::I8:
  case Sc::U8:
    return b.getI8Type();
  case Sc::I16:
  case Sc::U16:
    return b.getI16Type();
  case Sc::I32:
  case Sc::U32:
    return b.getI32Type();
  case Sc::I64:
  case Sc::U64:
    return b.getI64Type();
  case Sc::F8E4:
    return b.getType<Float8E4M3FNType>();
  case Sc::F8E5:
    return b.getType<Float8E5M2Type>();
  case Sc::F16:
    return b.getF16Type();
  case Sc::BF16:
    return b.getBF16Type();
  case Sc::F32:
    return b.getF32Type();
  case Sc::F64:
    return b.getF64Type();
  case Sc::Ptr:
    break;
  }
  return {};
}

Type Emitter::mlirType(DType d) const {
  if (d.sc == Sc::Ptr)
    return tile::PointerType::get(ctx, scalarMlirType(ctx, d.pointee));
  return scalarMlirType(ctx, d.sc);
}

Type Emitter::mlirType(DType d, ArrayRef<int64_t> shape) const {
  if (shape.empty())
    return mlirType(d);
  return RankedTensorType::get(shape, mlirType(d));
}

std::optional<DType> Emitter::dtypeByName(StringRef name) const {
  auto sc = llvm::StringSwitch<std::optional<Sc>>(name)
                .Cases({"int1", "i1"}, Sc::I1)
                .Cases({"int8", "i8"}, Sc::I8)
                .Cases({"int16", "i16"}, Sc::I16)
                .Cases({"int32", "i32"}, Sc::I32)
                .Cases({"int64", "i64"}, Sc::I64)
                .Cases({"uint8", "u8"}, Sc::U8)
                .Cases({"uint16", "u16"}, Sc::U16)
                .Cases({"uint32", "u32"}, Sc::U32)
                .Cases({"uint64", "u64"}, Sc::U64)
                .Cases({"float8e4nv", "fp8e4nv"}, Sc::F8E4)
                .Cases({"float8e5", "fp8e5"}, Sc::F8E5)
                .Cases({"float16", "fp16"}, Sc::F16)
                .Cases({"bfloat16", "bf16"}, Sc::BF16)
                .Cases({"float32", "fp32"}, Sc::F32)
                .Cases({"float64", "fp64"}, Sc::F64)
                .Default(std::nullopt);
  if (!sc)
    return std::nullopt;
  return DType{*sc, Sc::I32};
}

std::string Emitter::kindStr(const Val &v) {
  switch (v.kind) {
  case Val::None:
    return "None";
  case Val::Int:
    return "int";
  case Val::Float:
    return "float";
  case Val::Bool:
    return "bool";
  case Val::Str:
    return "str";
  case Val::Tuple:
    return "tuple";
  case Val::DTypeV:
    return "dtype";
  case Val::Func:
    return "function";
  case Val::Module:
    return "module";
  case Val::Builtin:
  case Val::Method:
    return "builtin function";
  case Val::Slice:
    return "slice";
  case Val::Ellipsis:
    return "ellipsis";
  case Val::Object:
    return v.s;
  default:
    return "tensor";
  }
}

std::string Emitter::typeStr(const Val &v) const {
  if (v.kind != Val::Tensor)
    return "constexpr " + kindStr(v);
  if (v.shape.empty())
    return v.dt.str();
  std::string s = "tensor<";
  for (int64_t d : v.shape)
    s += std::to_string(d) + "x";
  return s + v.dt.str() + ">";
}

std::optional<int64_t> Emitter::constInt(const Val &v) const {
  if (v.kind == Val::Int || v.kind == Val::Bool)
    return v.i;
  return std::nullopt;
}

bool Emitter::intList(const Val &v, SmallVectorImpl<int64_t> &out) const {
  if (auto i = constInt(v)) {
    out.push_back(*i);
    return true;
  }
  if (v.kind != Val::Tuple)
    return false;
  for (const Val &e : v.elts) {
    auto i = constInt(e);
    if (!i)
      return false;
    out.push_back(*i);
  }
  return true;
}

bool Emitter::checkShape(ArrayRef<int64_t> shape, Location l) {
  for (int64_t d : shape) {
    if (d <= 0 || !llvm::isPowerOf2_64(d)) {
      emitError(l) << "tile shape dimensions must be powers of two, got " << d;
      return false;
    }
  }
  int64_t n = 1;
  for (int64_t d : shape) {
    n *= d;
    if (n > (1 << 20)) {
      emitError(l) << "tile has more than 1048576 elements";
      return false;
    }
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Constants, casts and broadcasting
//===----------------------------------------------------------------------===//

/// Triton's to_tensor type of a Python scalar.
static DType pyScalarType(const Val &v) {
  if (v.kind == Val::Bool)
    return {Sc::I1};
  if (v.kind == Val::Float)
    return {Sc::F32};
  if (v.i >= INT32_MIN && v.i <= INT32_MAX)
    return {Sc::I32};
  if (v.i >= 0 && v.i <= static_cast<int64_t>(UINT32_MAX))
    return {Sc::U32};
  return {Sc::I64};
}

Val Emitter::constant(const Val &py, DType d, Location l) {
  Type t = mlirType(d);
  Value c;
  if (d.isFloat()) {
    double x = py.kind == Val::Float ? py.f : static_cast<double>(py.i);
    c = arith::ConstantOp::create(b, l, b.getFloatAttr(t, x));
  } else if (d.isInt()) {
    int64_t x = py.kind == Val::Float ? static_cast<int64_t>(py.f) : py.i;
    if (d.isBool())
      x = x != 0;
    c = arith::ConstantOp::create(b, l, b.getIntegerAttr(t, x));
  } else {
    return fail(l, "cannot make a constant of type " + d.str());
  }
  return Val::ofTensor(c, d);
}

Val Emitter::toTensor(const Val &v, Location l) {
  if (v.kind == Val::Tensor)
    return v;
  if (v.isConstNum())
    return constant(v, pyScalarType(v), l);
  return fail(l, "expected a tensor or a number, got " + kindStr(v));
}

Val Emitter::cast(const Val &v0, DType to, Location l, bool bitcast) {
  Val v = toTensor(v0, l);
  if (!v)
    return v;
  DType from = v.dt;
  if (from == to)
    return v;
  Type dstTy = mlirType(to, v.shape);
  Value x = v.v, r;
  if (bitcast) {
    if (from.isPtr() || to.isPtr() || from.bits() != to.bits())
      return fail(l, "cannot bitcast " + from.str() + " to " + to.str() +
                         ": bit widths differ");
    r = arith::BitcastOp::create(b, l, dstTy, x);
    return Val::ofTensor(r, to, v.shape);
  }
  if (from.isPtr() && to.isPtr()) {
    r = tile::PtrCastOp::create(b, l, dstTy, x);
  } else if (from.isPtr()) {
    if (to.sc != Sc::I64 && to.sc != Sc::U64)
      return fail(l, "pointers can only be cast to int64, not " + to.str());
    r = tile::PtrToIntOp::create(b, l, dstTy, x);
  } else if (to.isPtr()) {
    if (from.sc != Sc::I64 && from.sc != Sc::U64)
      return fail(l, "only int64 values can be cast to pointers, not " +
                         from.str());
    r = tile::IntToPtrOp::create(b, l, dstTy, x);
  } else if (from.isFloat() && to.isFloat()) {
    if (from.isHalf() && to.isHalf()) {
      // fp16 <-> bf16 goes through fp32, as Triton does.
      Val mid = cast(v, DType{Sc::F32}, l);
      return cast(mid, to, l);
    }
    if (from.bits() < to.bits() ||
        (from.bits() == to.bits() && from.mantissa() < to.mantissa()))
      r = arith::ExtFOp::create(b, l, dstTy, x);
    else
      r = arith::TruncFOp::create(b, l, dstTy, x);
  } else if (from.isInt() && to.isInt()) {
    if (to.isBool()) {
      Val zero = splatTo(constant(Val::ofInt(0), from, l), v.shape, l);
      r = arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne, x, zero.v);
    } else if (from.bits() == to.bits()) {
      return Val::ofTensor(x, to, v.shape);
    } else if (from.bits() > to.bits()) {
      r = arith::TruncIOp::create(b, l, dstTy, x);
    } else if (from.isSigned() && !from.isBool()) {
      r = arith::ExtSIOp::create(b, l, dstTy, x);
    } else {
      r = arith::ExtUIOp::create(b, l, dstTy, x);
    }
  } else if (from.isFloat() && to.isInt()) {
    if (to.isBool()) {
      Val zero = splatTo(constant(Val::ofFloat(0), from, l), v.shape, l);
      r = arith::CmpFOp::create(b, l, arith::CmpFPredicate::UNE, x, zero.v);
    } else if (to.isSigned()) {
      r = arith::FPToSIOp::create(b, l, dstTy, x);
    } else {
      r = arith::FPToUIOp::create(b, l, dstTy, x);
    }
  } else {
    if (from.isSigned() && !from.isBool())
      r = arith::SIToFPOp::create(b, l, dstTy, x);
    else
      r = arith::UIToFPOp::create(b, l, dstTy, x);
  }
  return Val::ofTensor(r, to, v.shape);
}

Val Emitter::splatTo(const Val &v, ArrayRef<int64_t> shape, Location l) {
  if (!v || v.shape.size() || shape.empty())
    return v;
  Value r = tile::SplatOp::create(b, l, mlirType(v.dt, shape), v.v);
  return Val::ofTensor(r, v.dt, shape);
}

Val Emitter::expandDims(const Val &v, int axis, Location l) {
  if (v.shape.empty()) {
    // A scalar becomes a 1-element tile whatever the axis, as in Triton.
    Value r = tile::SplatOp::create(b, l, mlirType(v.dt, {1}), v.v);
    return Val::ofTensor(r, v.dt, {1});
  }
  SmallVector<int64_t> shape(v.shape.begin(), v.shape.end());
  if (axis < 0)
    axis += shape.size() + 1;
  if (axis < 0 || axis > static_cast<int>(shape.size()))
    return fail(l, "expand_dims axis " + std::to_string(axis) +
                       " is out of range for rank " +
                       std::to_string(shape.size()));
  shape.insert(shape.begin() + axis, 1);
  if (v.shape.empty()) {
    Value r = tile::SplatOp::create(b, l, mlirType(v.dt, shape), v.v);
    return Val::ofTensor(r, v.dt, shape);
  }
  Value r = tile::ExpandDimsOp::create(b, l, mlirType(v.dt, shape), v.v,
                                       b.getI32IntegerAttr(axis));
  return Val::ofTensor(r, v.dt, shape);
}

Val Emitter::broadcastTo(const Val &v0, ArrayRef<int64_t> shape, Location l) {
  Val v = toTensor(v0, l);
  if (!v)
    return v;
  if (ArrayRef<int64_t>(v.shape) == shape)
    return v;
  if (v.shape.empty())
    return splatTo(v, shape, l);
  if (v.shape.size() > shape.size())
    return fail(l, "cannot broadcast " + typeStr(v) + " to a lower rank");
  while (v.shape.size() < shape.size()) {
    v = expandDims(v, 0, l);
    if (!v)
      return v;
  }
  for (auto [s, d] : llvm::zip(v.shape, shape)) {
    if (s != d && s != 1) {
      std::string want;
      for (int64_t x : shape)
        want += (want.empty() ? "" : "x") + std::to_string(x);
      return fail(l, "cannot broadcast " + typeStr(v) + " to shape " + want);
    }
  }
  if (ArrayRef<int64_t>(v.shape) == shape)
    return v;
  Value r = tile::BroadcastOp::create(b, l, mlirType(v.dt, shape), v.v);
  return Val::ofTensor(r, v.dt, shape);
}

bool Emitter::broadcastPair(Val &a, Val &c, Location l) {
  if (a.shape.empty() && c.shape.empty())
    return true;
  size_t rank = std::max(a.shape.size(), c.shape.size());
  if (a.shape.empty()) {
    a = splatTo(a, c.shape, l);
    return true;
  }
  if (c.shape.empty()) {
    c = splatTo(c, a.shape, l);
    return true;
  }
  SmallVector<int64_t> sa(rank - a.shape.size(), 1),
      sc(rank - c.shape.size(), 1);
  sa.append(a.shape.begin(), a.shape.end());
  sc.append(c.shape.begin(), c.shape.end());
  SmallVector<int64_t> out;
  for (size_t i = 0; i < rank; ++i) {
    if (sa[i] == sc[i] || sc[i] == 1) {
      out.push_back(sa[i]);
    } else if (sa[i] == 1) {
      out.push_back(sc[i]);
    } else {
      emitError(l) << "incompatible shapes for broadcasting: " << typeStr(a)
                   << " and " << typeStr(c) << " differ in dimension " << i
                   << " (" << sa[i] << " vs " << sc[i] << ")";
      return false;
    }
  }
  a = broadcastTo(a, out, l);
  c = broadcastTo(c, out, l);
  return a && c;
}

Val Emitter::reshape(const Val &v, ArrayRef<int64_t> shape, Location l) {
  if (!v.isTensor())
    return fail(l, "reshape expects a tensor, got " + kindStr(v));
  int64_t n = 1, m = 1;
  for (int64_t d : shape)
    n *= d;
  for (int64_t d : v.shape)
    m *= d;
  if (n != m)
    return fail(l, "cannot reshape " + typeStr(v) + " to " + std::to_string(n) +
                       " elements");
  if (!checkShape(shape, l))
    return Val::err();
  if (ArrayRef<int64_t>(v.shape) == shape)
    return v;
  if (v.shape.empty())
    return splatTo(v, shape, l);
  if (shape.empty())
    return fail(l, "cannot reshape a tensor to a scalar");
  Value r = tile::ReshapeOp::create(b, l, mlirType(v.dt, shape), v.v);
  return Val::ofTensor(r, v.dt, shape);
}

Val Emitter::trans(const Val &v, ArrayRef<int32_t> order, Location l) {
  if (!v.isTensor() || order.size() != v.shape.size())
    return fail(l, "permutation of " + std::to_string(order.size()) +
                       " dimensions does not match " + typeStr(v));
  SmallVector<bool> seen(order.size(), false);
  SmallVector<int64_t> shape;
  for (int32_t d : order) {
    if (d < 0 || d >= static_cast<int32_t>(order.size()) || seen[d])
      return fail(l, "invalid permutation of dimensions");
    seen[d] = true;
    shape.push_back(v.shape[d]);
  }
  Value r = tile::TransOp::create(b, l, mlirType(v.dt, shape), v.v,
                                  b.getDenseI32ArrayAttr(order));
  return Val::ofTensor(r, v.dt, shape);
}

Val Emitter::fullTensor(ArrayRef<int64_t> shape, const Val &value, DType d,
                        Location l) {
  if (!checkShape(shape, l))
    return Val::err();
  Val s;
  if (value.isConstNum()) {
    s = constant(value, d, l);
  } else if (value.isScalarTensor()) {
    s = cast(value, d, l);
  } else {
    return fail(l, "fill value must be a scalar, got " + typeStr(value));
  }
  if (!s)
    return s;
  return splatTo(s, shape, l);
}

//===----------------------------------------------------------------------===//
// Type promotion (triton/language/semantic.py)
//===----------------------------------------------------------------------===//

DType Emitter::integerPromote(DType a, DType c) {
  unsigned ra = a.bits(), rc = c.bits();
  if (a.isUnsigned() == c.isUnsigned())
    return ra > rc ? a : c;
  if (a.isUnsigned())
    return ra >= rc ? a : c;
  return rc >= ra ? c : a;
}

std::optional<DType> Emitter::computationType(DType a, bool aScalar, DType c,
                                              bool cScalar, bool divOrMod,
                                              Location l) {
  if (aScalar != cScalar) {
    DType scalar = aScalar ? a : c, tensor = aScalar ? c : a;
    if (scalar.kind() <= tensor.kind()) {
      if (divOrMod && tensor.isHalf())
        return DType{Sc::F32};
      return tensor;
    }
  }
  if (a.sc == Sc::F64 || c.sc == Sc::F64)
    return DType{Sc::F64};
  if (a.sc == Sc::F32 || c.sc == Sc::F32)
    return DType{Sc::F32};
  if (a.sc == Sc::F16 || c.sc == Sc::F16)
    return DType{divOrMod ? Sc::F32 : Sc::F16};
  if (a.sc == Sc::BF16 && c.sc == Sc::BF16)
    return DType{divOrMod ? Sc::F32 : Sc::BF16};
  if (a.sc == Sc::BF16 || c.sc == Sc::BF16)
    return DType{Sc::F32};
  if (a.isFloat() && c.isFloat())
    return a == c ? a : DType{Sc::F16};
  if (!a.isInt() || !c.isInt()) {
    emitError(l) << "unexpected operand types " << a.str() << " and "
                 << c.str();
    return std::nullopt;
  }
  if (divOrMod && a.isUnsigned() != c.isUnsigned() && !a.isBool() &&
      !c.isBool()) {
    emitError(l) << "cannot use / // or % between " << a.str() << " and "
                 << c.str()
                 << " (signedness differs); cast one of them explicitly";
    return std::nullopt;
  }
  return integerPromote(a, c);
}

/// Casts both operands to their common arithmetic type and broadcasts them
/// (binary_op_type_checking_impl with arithmetic_check=True).
bool Emitter::prepareArith(Val &a, Val &c, bool divOrMod, Location l,
                           DType &out) {
  bool aPy = a.isConstNum(), cPy = c.isConstNum();
  Val ta = toTensor(a, l), tc = toTensor(c, l);
  if (!ta || !tc)
    return false;
  auto ty = computationType(ta.dt, aPy, tc.dt, cPy, divOrMod, l);
  if (!ty)
    return false;
  for (auto [py, isPy] : {std::pair<Val *, bool>{&a, aPy}, {&c, cPy}}) {
    if (!isPy || !ty->isInt() || py->kind == Val::Float)
      continue;
    int64_t x = py->i;
    if (ty->isUnsigned() && x < 0) {
      emitError(l) << "cannot combine an unsigned tensor (" << ty->str()
                   << ") with a negative scalar (" << x
                   << "); cast one of them explicitly";
      return false;
    }
    unsigned bits = ty->bits();
    bool fits = true;
    if (ty->isBool())
      fits = x == 0 || x == 1;
    else if (bits < 64 && ty->isUnsigned())
      fits = x <= static_cast<int64_t>((1ull << bits) - 1);
    else if (bits < 64)
      fits = x >= -(int64_t(1) << (bits - 1)) && x < (int64_t(1) << (bits - 1));
    if (!fits) {
      emitError(l) << "scalar " << x << " is out of range for type "
                   << ty->str();
      return false;
    }
  }
  a = aPy ? constant(a, *ty, l) : cast(ta, *ty, l);
  c = cPy ? constant(c, *ty, l) : cast(tc, *ty, l);
  if (!a || !c || !broadcastPair(a, c, l))
    return false;
  out = *ty;
  return true;
}

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

//===----------------------------------------------------------------------===//
// Names and expressions
//===----------------------------------------------------------------------===//

Val Emitter::lookup(const std::string &name, Location l) {
  if (frame) {
    auto it = frame->vars.find(name);
    if (it != frame->vars.end())
      return it->second;
  }
  bool found = false;
  Val g = lookupGlobal(cur, name, l, &found);
  if (found)
    return g;
  static const char *const builtins[] = {
      "range", "min", "max",   "float",      "int",   "bool",
      "len",   "abs", "print", "isinstance", "tuple", "str"};
  for (const char *bname : builtins)
    if (name == bname)
      return Val::named(Val::Builtin, name);
  return fail(l, "name '" + name + "' is not defined");
}

Val Emitter::emitExpr(const Expr *e) {
  constexpr int kMaxExprDepth = 1000;
  if (exprDepth >= kMaxExprDepth)
    return fail(
        loc(e),
        "expression is nested too deeply (more than " +
            std::to_string(kMaxExprDepth) +
            " levels of operators or calls); split it into several statements");
  ++exprDepth;
  Val v = emitExprImpl(e);
  --exprDepth;
  return v;
}

Val Emitter::emitExprImpl(const Expr *e) {
  Location l = loc(e);
  switch (e->kind) {
  case ExprKind::Name:
    return lookup(e->name, l);
  case ExprKind::Int:
    return Val::ofInt(e->intValue);
  case ExprKind::Float:
    return Val::ofFloat(e->floatValue);
  case ExprKind::Str:
    return Val::ofStr(e->name);
  case ExprKind::Bool:
    return Val::ofBool(e->boolValue);
  case ExprKind::None:
    return Val::none();
  case ExprKind::Ellipsis:
    return Val::make(Val::Ellipsis);
  case ExprKind::Attribute: {
    Val obj = emitExpr(e->elts[0]);
    if (!obj)
      return obj;
    return getAttr(obj, e->name, l);
  }
  case ExprKind::Subscript:
    return emitSubscript(e);
  case ExprKind::Slice: {
    Val s = Val::make(Val::Slice);
    for (const Expr *part : e->elts) {
      Val p = part ? emitExpr(part) : Val::none();
      if (!p)
        return p;
      s.elts.push_back(p);
    }
    return s;
  }
  case ExprKind::Call:
    return emitCall(e);
  case ExprKind::BinOp: {
    Val a = emitExpr(e->elts[0]);
    if (!a)
      return a;
    Val c = emitExpr(e->elts[1]);
    if (!c)
      return c;
    return binary(e->binOp, a, c, l);
  }
  case ExprKind::UnaryOp: {
    Val a = emitExpr(e->elts[0]);
    return unary(e->unOp, a, l);
  }
  case ExprKind::Compare:
    return emitCompare(e);
  case ExprKind::BoolOp:
    return emitBoolOp(e);
  case ExprKind::IfExp: {
    Val cond = emitExpr(e->elts[0]);
    if (!cond)
      return cond;
    if (!cond.isTensor()) {
      auto t = truthiness(cond, l);
      if (!t)
        return Val::err();
      return emitExpr(e->elts[*t ? 1 : 2]);
    }
    if (!cond.shape.empty())
      return fail(l, "condition of a conditional expression must be a "
                     "scalar, got " +
                         typeStr(cond) + "; use tl.where");
    Val x = emitExpr(e->elts[1]);
    if (!x)
      return x;
    Val y = emitExpr(e->elts[2]);
    if (!y)
      return y;
    return where(cond, x, y, l);
  }
  case ExprKind::Tuple:
  case ExprKind::List: {
    std::vector<Val> elts;
    for (const Expr *x : e->elts) {
      if (x->kind == ExprKind::Starred) {
        Val inner = emitExpr(x->elts[0]);
        if (!inner)
          return inner;
        if (inner.kind != Val::Tuple)
          return fail(loc(x), "can only unpack a tuple with '*'");
        elts.insert(elts.end(), inner.elts.begin(), inner.elts.end());
        continue;
      }
      Val v = emitExpr(x);
      if (!v)
        return v;
      elts.push_back(v);
    }
    return Val::ofTuple(std::move(elts));
  }
  case ExprKind::Starred:
    return fail(l, "starred expression is not allowed here");
  case ExprKind::Unsupported:
    return fail(l, e->name + (frame ? " is not supported in kernels"
                                    : " is not supported by tilec"));
  }
  return fail(l, "unsupported expression");
}

Val Emitter::emitBoolOp(const Expr *e) {
  Location l = loc(e);
  Val acc = emitExpr(e->elts[0]);
  for (size_t k = 1; k < e->elts.size(); ++k) {
    if (!acc)
      return acc;
    if (!acc.isTensor()) {
      // Python short-circuit on constexprs.
      auto t = truthiness(acc, l);
      if (!t)
        return Val::err();
      if (*t != e->isAnd)
        return acc;
      acc = emitExpr(e->elts[k]);
      continue;
    }
    Val next = emitExpr(e->elts[k]);
    if (!next)
      return next;
    Val a = toCondI1(acc, l), c = toCondI1(next, l);
    if (!a || !c)
      return Val::err();
    if (!a.dt.isBool() || !c.dt.isBool())
      return fail(l, "'and'/'or' need boolean operands");
    if (!broadcastPair(a, c, l))
      return Val::err();
    Value r = e->isAnd ? Value(arith::AndIOp::create(b, l, a.v, c.v))
                       : Value(arith::OrIOp::create(b, l, a.v, c.v));
    acc = Val::ofTensor(r, DType{Sc::I1}, a.shape);
  }
  if (acc && acc.isTensor() && e->elts.size() > 1) {
    if (!acc.dt.isBool())
      return toCondI1(acc, l);
  }
  return acc;
}

Val Emitter::emitCompare(const Expr *e) {
  Location l = loc(e);
  Val lhs = emitExpr(e->elts[0]);
  if (!lhs)
    return lhs;
  Val result;
  for (size_t k = 0; k < e->cmpOps.size(); ++k) {
    Val rhs = emitExpr(e->elts[k + 1]);
    if (!rhs)
      return rhs;
    Val r = compare(e->cmpOps[k], lhs, rhs, l);
    if (!r)
      return r;
    if (e->cmpOps.size() > 1 && r.isTensor())
      return fail(l, "chained comparisons are only supported on constexprs");
    if (k == 0) {
      result = r;
    } else if (result.i == 0) {
      return result;
    } else {
      result = r;
    }
    if (!result.isTensor() && result.i == 0)
      return result;
    lhs = rhs;
  }
  return result;
}

Val Emitter::emitSubscript(const Expr *e) {
  Location l = loc(e);
  Val base = emitExpr(e->elts[0]);
  if (!base)
    return base;
  Val index = emitExpr(e->elts[1]);
  if (!index)
    return index;
  if (base.kind == Val::Tuple) {
    if (auto i = constInt(index)) {
      int64_t n = base.elts.size(), k = *i < 0 ? *i + n : *i;
      if (k < 0 || k >= n)
        return fail(l, "tuple index " + std::to_string(*i) +
                           " out of range (size " + std::to_string(n) + ")");
      return base.elts[k];
    }
    if (index.kind == Val::Slice) {
      int64_t n = base.elts.size();
      auto part = [&](const Val &v, int64_t dflt) -> std::optional<int64_t> {
        if (v.kind == Val::None)
          return dflt;
        auto x = constInt(v);
        if (!x)
          return std::nullopt;
        return std::clamp<int64_t>(*x < 0 ? *x + n : *x, 0, n);
      };
      auto lo = part(index.elts[0], 0), hi = part(index.elts[1], n);
      if (!lo || !hi || index.elts[2].kind != Val::None)
        return fail(l, "tuple slices need constexpr bounds and no step");
      std::vector<Val> elts;
      for (int64_t k = *lo; k < *hi; ++k)
        elts.push_back(base.elts[k]);
      return Val::ofTuple(std::move(elts));
    }
    return fail(l,
                "tuple index must be a constexpr int, got " + typeStr(index));
  }
  if (!base.isTensor())
    return fail(l, "'" + kindStr(base) + "' object is not subscriptable");
  std::vector<Val> items =
      index.kind == Val::Tuple ? index.elts : std::vector<Val>{index};
  Val cur = base;
  size_t dim = 0;
  for (const Val &item : items) {
    if (item.kind == Val::None) {
      cur = expandDims(cur, static_cast<int>(dim), l);
      if (!cur)
        return cur;
      ++dim;
      continue;
    }
    if (item.kind == Val::Slice && item.elts[0].kind == Val::None &&
        item.elts[1].kind == Val::None && item.elts[2].kind == Val::None) {
      // Triton keeps the dimension as it is and does not check that there
      // is one: a scalar's x[None, :] is x[None].
      ++dim;
      continue;
    }
    return fail(l, "unsupported tensor index: only None and ':' are "
                   "allowed (tensors are indexed with pointers and masks)");
  }
  return cur;
}

Val Emitter::emitCall(const Expr *e) {
  Location l = loc(e);
  Val callee = emitExpr(e->elts[0]);
  if (!callee)
    return callee;
  CallArgs args;
  for (size_t k = 1; k < e->elts.size(); ++k) {
    const Expr *a = e->elts[k];
    if (a->kind == ExprKind::Starred) {
      Val t = emitExpr(a->elts[0]);
      if (!t)
        return t;
      if (t.kind != Val::Tuple)
        return fail(loc(a), "can only unpack a tuple with '*'");
      args.pos.insert(args.pos.end(), t.elts.begin(), t.elts.end());
      continue;
    }
    // A jit function passed as an argument (combine_fn) is a value too.
    Val v = emitExpr(a);
    if (!v)
      return v;
    args.pos.push_back(v);
  }
  for (const Keyword &kw : e->keywords) {
    if (kw.name.empty())
      return fail(loc(kw.value), "'**' arguments are not supported");
    Val v = emitExpr(kw.value);
    if (!v)
      return v;
    for (auto &[name, _] : args.kw)
      if (name == kw.name)
        return fail(loc(kw.value),
                    "keyword argument repeated: '" + kw.name + "'");
    args.kw.push_back({kw.name, v});
  }
  return call(callee, args, l);
}

Val Emitter::call(Val callee, CallArgs &args, Location l) {
  switch (callee.kind) {
  case Val::Func:
    return inlineFunction(callee, args, l);
  case Val::Builtin:
    return callBuiltin(callee.s, args, l);
  case Val::Method:
    return callMethod(callee.elts[0], callee.s, args, l);
  default:
    return fail(l, "'" + kindStr(callee) + "' object is not callable");
  }
}

//===----------------------------------------------------------------------===//
// Inlining of jit functions
//===----------------------------------------------------------------------===//

bool Emitter::isConstexprAnnotation(const Expr *ann) {
  if (!ann)
    return false;
  if (ann->kind == ExprKind::Attribute)
    return ann->name == "constexpr";
  if (ann->kind == ExprKind::Name)
    return ann->name == "constexpr";
  if (ann->kind == ExprKind::Str)
    return StringRef(ann->name).ends_with("constexpr");
  return false;
}

Val Emitter::inlineFunction(const Val &fnVal, CallArgs &args, Location l) {
  const Stmt *fn = fnVal.fn;
  if (!isJitFunction(fn)) {
    const Expr *d = fn->decorators.front();
    return fail(l, "'" + fn->name +
                       "' is a Python function (decorated at line " +
                       std::to_string(d->line) +
                       "), not a @triton.jit function; kernels can only "
                       "call jit functions");
  }
  // The callee's names and default arguments are its own module's.
  ModuleScope scope(*this, fnVal.mod);
  if (inlineDepth >= 64)
    return fail(l, "call depth exceeds 64 while inlining '" + fn->name +
                       "' (recursion is not supported)");
  Frame callee;
  callee.fn = fn;
  std::vector<bool> bound(fn->params.size(), false);
  size_t nParams = 0;
  for (const Param &p : fn->params)
    if (!p.isVariadic)
      ++nParams;
  if (args.pos.size() > nParams)
    return fail(l, fn->name + "() takes " + std::to_string(nParams) +
                       " arguments but " + std::to_string(args.pos.size()) +
                       " were given");
  size_t k = 0;
  for (size_t pi = 0; pi < fn->params.size() && k < args.pos.size(); ++pi) {
    if (fn->params[pi].isVariadic)
      continue;
    callee.vars[fn->params[pi].name] = args.pos[k++];
    bound[pi] = true;
  }
  for (auto &[name, v] : args.kw) {
    bool found = false;
    for (size_t pi = 0; pi < fn->params.size(); ++pi) {
      if (fn->params[pi].name != name || fn->params[pi].isVariadic)
        continue;
      if (bound[pi])
        return fail(l, fn->name + "() got multiple values for argument '" +
                           name + "'");
      callee.vars[name] = v;
      bound[pi] = found = true;
    }
    if (!found)
      return fail(l, fn->name + "() got an unexpected keyword argument '" +
                         name + "'");
  }
  for (size_t pi = 0; pi < fn->params.size(); ++pi) {
    const Param &p = fn->params[pi];
    if (p.isVariadic)
      continue;
    if (!bound[pi]) {
      if (!p.defaultValue)
        return fail(l,
                    fn->name + "() missing required argument '" + p.name + "'");
      // Defaults evaluate at the callee's module level.
      Val d = evalGlobalExpr(p.defaultValue, fnVal.mod);
      if (!d)
        return d;
      callee.vars[p.name] = d;
    }
    // A helper's tl.constexpr annotation does not make its argument one:
    // Triton specializes helpers on the arguments they get, so a tensor
    // passed for an annotated parameter stays a tensor (tutorial 06 passes
    // offs_m so).
  }
  Frame *saved = frame;
  frame = &callee;
  ++inlineDepth;
  LogicalResult r = emitBlock(fn->body);
  --inlineDepth;
  frame = saved;
  if (failed(r))
    return Val::err();
  return callee.retVal;
}

Val Emitter::inlineWithScalars(const Val &fnVal, ArrayRef<Val> args,
                               Location l) {
  if (fnVal.kind != Val::Func)
    return fail(l, "combine_fn must be a jit function, got " + kindStr(fnVal));
  CallArgs ca;
  ca.pos.assign(args.begin(), args.end());
  return inlineFunction(fnVal, ca, l);
}

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

static void collectTargetNames(const Expr *t,
                               SmallVectorImpl<std::string> &names) {
  if (t->kind == ExprKind::Name) {
    if (!llvm::is_contained(names, t->name))
      names.push_back(t->name);
    return;
  }
  if (t->kind == ExprKind::Tuple || t->kind == ExprKind::List)
    for (const Expr *e : t->elts)
      collectTargetNames(e, names);
}

void tilec::frontend::collectAssignedNames(
    const std::vector<Stmt *> &body, SmallVectorImpl<std::string> &names) {
  for (const Stmt *s : body) {
    switch (s->kind) {
    case StmtKind::Assign:
    case StmtKind::AugAssign:
    case StmtKind::AnnAssign:
    case StmtKind::For:
      for (const Expr *t : s->targets)
        collectTargetNames(t, names);
      break;
    default:
      break;
    }
    collectAssignedNames(s->body, names);
    collectAssignedNames(s->orelse, names);
  }
}

LogicalResult Emitter::emitBlock(const std::vector<Stmt *> &stmts) {
  for (size_t i = 0; i < stmts.size(); ++i) {
    if (frame->returned)
      return success();
    frame->rest.push_back({&stmts, i + 1});
    LogicalResult r = emitStmt(stmts[i]);
    frame->rest.pop_back();
    if (failed(r))
      return failure();
  }
  return success();
}

LogicalResult Emitter::emitRest(ArrayRef<Rest> rest) {
  std::vector<Rest> saved = frame->rest;
  LogicalResult result = success();
  for (size_t k = rest.size(); k-- > 0 && !frame->returned;) {
    frame->rest.assign(rest.begin(), rest.begin() + k);
    auto [stmts, next] = rest[k];
    for (size_t j = next; j < stmts->size() && !frame->returned; ++j) {
      frame->rest.push_back({stmts, j + 1});
      result = emitStmt((*stmts)[j]);
      frame->rest.pop_back();
      if (failed(result))
        break;
    }
    if (failed(result))
      break;
  }
  frame->rest = std::move(saved);
  return result;
}

/// True if `stmts` (not the functions they define) contain a `return`.
static bool containsReturn(const std::vector<Stmt *> &stmts) {
  for (const Stmt *s : stmts) {
    if (s->kind == StmtKind::Return)
      return true;
    if (s->kind == StmtKind::FunctionDef)
      continue;
    if (containsReturn(s->body) || containsReturn(s->orelse))
      return true;
  }
  return false;
}

LogicalResult Emitter::assign(const Expr *target, const Val &v) {
  Location l = loc(target);
  switch (target->kind) {
  case ExprKind::Name:
    frame->vars[target->name] = v;
    return success();
  case ExprKind::Tuple:
  case ExprKind::List: {
    if (v.kind != Val::Tuple)
      return emitError(l) << "cannot unpack " << typeStr(v) << " into "
                          << target->elts.size() << " names";
    if (v.elts.size() != target->elts.size())
      return emitError(l) << "cannot unpack " << v.elts.size()
                          << " values into " << target->elts.size() << " names";
    for (size_t k = 0; k < v.elts.size(); ++k)
      if (failed(assign(target->elts[k], v.elts[k])))
        return failure();
    return success();
  }
  case ExprKind::Subscript:
    return emitError(l) << "assignment to a subscript is not supported "
                           "(tensors are immutable)";
  case ExprKind::Attribute:
    return emitError(l) << "assignment to an attribute is not supported";
  default:
    return emitError(l) << "cannot assign to this expression";
  }
}

LogicalResult Emitter::emitStmt(const Stmt *s) {
  Location l = loc(s->line, s->col);
  switch (s->kind) {
  case StmtKind::Expr: {
    if (s->value->kind == ExprKind::Str)
      return success(); // Docstring.
    return success(static_cast<bool>(emitExpr(s->value)));
  }
  case StmtKind::Assign: {
    Val v = emitExpr(s->value);
    if (!v)
      return failure();
    for (const Expr *t : s->targets)
      if (failed(assign(t, v)))
        return failure();
    return success();
  }
  case StmtKind::AugAssign: {
    const Expr *t = s->targets[0];
    if (t->kind != ExprKind::Name)
      return assign(t, Val::none());
    Val cur = lookup(t->name, loc(t));
    if (!cur)
      return failure();
    Val rhs = emitExpr(s->value);
    if (!rhs)
      return failure();
    Val r = binary(s->augOp, cur, rhs, loc(s->value));
    if (!r)
      return failure();
    return assign(t, r);
  }
  case StmtKind::AnnAssign: {
    if (!s->value)
      return success();
    Val v = emitExpr(s->value);
    if (!v)
      return failure();
    if (isConstexprAnnotation(s->annotation) && v.isTensor())
      return emitError(loc(s->value))
             << "value assigned to a constexpr must be a constexpr, got "
             << typeStr(v);
    return assign(s->targets[0], v);
  }
  case StmtKind::If:
    return emitIf(s);
  case StmtKind::For:
    return emitFor(s);
  case StmtKind::While:
    return emitWhile(s);
  case StmtKind::Return: {
    if (frame->loopDepth > 0)
      return emitError(l) << "'return' inside a loop is not supported (nor "
                             "is it in Triton)";
    if (frame->dynamicDepth > 0)
      return emitError(l) << "return inside control flow that depends on a "
                             "non-constexpr condition is not supported";
    Val v = s->value ? emitExpr(s->value) : Val::none();
    if (!v)
      return failure();
    frame->retVal = v;
    frame->returned = true;
    return success();
  }
  case StmtKind::Pass:
    return success();
  case StmtKind::Break:
    return emitError(l) << "'break' is not supported";
  case StmtKind::Continue:
    return emitError(l) << "'continue' is not supported";
  case StmtKind::Assert: {
    Val c = emitExpr(s->value);
    if (!c)
      return failure();
    if (c.isTensor())
      return emitError(l) << "assert needs a constexpr condition; use "
                             "tl.device_assert for tensors";
    auto t = truthiness(c, l);
    if (!t)
      return failure();
    if (!*t) {
      std::string msg;
      if (s->msg) {
        Val m = emitExpr(s->msg);
        if (m.kind == Val::Str)
          msg = ": " + m.s;
      }
      return emitError(l) << "assertion failed" << msg;
    }
    return success();
  }
  case StmtKind::FunctionDef:
    return emitError(l) << "nested function definitions are not supported";
  case StmtKind::Import:
  case StmtKind::ImportFrom:
    return emitError(l) << "import statements inside kernels are not "
                           "supported";
  case StmtKind::Try:
  case StmtKind::ExceptHandler:
    return emitError(l) << "'try' statement is not supported in kernels";
  case StmtKind::Unsupported:
    return emitError(l) << s->name << " is not supported in kernels";
  }
  return emitError(l) << "unsupported statement";
}

bool Emitter::sameVal(const Val &a, const Val &c) {
  if (a.kind == Val::Tensor || c.kind == Val::Tensor)
    return a.kind == c.kind && a.v == c.v && a.dt == c.dt;
  return a.kind == c.kind && constEquals(a, c);
}

LogicalResult Emitter::emitIf(const Stmt *s) {
  Location l = loc(s->line, s->col);
  Val cond = emitExpr(s->value);
  if (!cond)
    return failure();
  if (!cond.isTensor()) {
    auto t = truthiness(cond, l);
    if (!t)
      return failure();
    return emitBlock(*t ? s->body : s->orelse);
  }
  Location cl = loc(s->value);
  if (!cond.shape.empty())
    return emitError(cl) << "condition of 'if' must be a scalar, got "
                         << typeStr(cond);
  cond = toCondI1(cond, cl);
  if (!cond)
    return failure();
  if ((containsReturn(s->body) || containsReturn(s->orelse)) &&
      frame->loopDepth == 0 && frame->staticLoopDepth == 0)
    return emitReturningIf(s, cond);

  auto oldIf = scf::IfOp::create(b, l, TypeRange{}, cond.v,
                                 /*addThenBlock=*/true, /*addElseBlock=*/true);
  for (Region *r : {&oldIf.getThenRegion(), &oldIf.getElseRegion()})
    if (!r->front().empty())
      r->front().getTerminator()->erase();
  llvm::StringMap<Val> before = frame->vars;
  llvm::StringMap<Val> branchVars[2];
  ++frame->dynamicDepth;
  for (int k = 0; k < 2; ++k) {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToEnd(k == 0 ? &oldIf.getThenRegion().front()
                                    : &oldIf.getElseRegion().front());
    frame->vars = before;
    if (failed(emitBlock(k == 0 ? s->body : s->orelse))) {
      --frame->dynamicDepth;
      return failure();
    }
    branchVars[k] = frame->vars;
  }
  --frame->dynamicDepth;

  // Names bound in both branches survive; those that differ are yielded.
  frame->vars = before;
  SmallVector<std::string> yieldNames;
  SmallVector<Value> yields[2];
  SmallVector<Type> types;
  SmallVector<Val> results;
  for (auto &entry : branchVars[0]) {
    auto other = branchVars[1].find(entry.getKey());
    if (other == branchVars[1].end())
      continue;
    const Val &tv = entry.getValue(), &ev = other->getValue();
    if (sameVal(tv, ev)) {
      frame->vars[entry.getKey()] = tv;
      continue;
    }
    Val mats[2] = {tv, ev};
    for (int k = 0; k < 2; ++k) {
      if (mats[k].isTensor())
        continue;
      if (!mats[k].isConstNum())
        return emitError(l) << "variable '" << entry.getKey() << "' is a "
                            << kindStr(mats[k])
                            << " that differs between the branches of an "
                               "'if' on a non-constexpr condition";
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToEnd(k == 0 ? &oldIf.getThenRegion().front()
                                      : &oldIf.getElseRegion().front());
      mats[k] = toTensor(mats[k], l);
    }
    if (mats[0].dt != mats[1].dt || mats[0].shape != mats[1].shape)
      return emitError(l) << "mismatched type for '" << entry.getKey()
                          << "' between the then block (" << typeStr(mats[0])
                          << ") and the else block (" << typeStr(mats[1])
                          << ")";
    yieldNames.push_back(entry.getKey().str());
    yields[0].push_back(mats[0].v);
    yields[1].push_back(mats[1].v);
    types.push_back(mats[0].v.getType());
    results.push_back(mats[0]);
  }
  auto newIf = scf::IfOp::create(b, l, types, cond.v, /*addThenBlock=*/false,
                                 /*addElseBlock=*/false);
  newIf.getThenRegion().takeBody(oldIf.getThenRegion());
  newIf.getElseRegion().takeBody(oldIf.getElseRegion());
  oldIf.erase();
  for (int k = 0; k < 2; ++k) {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToEnd(k == 0 ? &newIf.getThenRegion().front()
                                    : &newIf.getElseRegion().front());
    scf::YieldOp::create(b, l, yields[k]);
  }
  for (size_t k = 0; k < yieldNames.size(); ++k)
    frame->vars[yieldNames[k]] =
        Val::ofTensor(newIf.getResult(k), results[k].dt, results[k].shape);
  return success();
}

/// Flattens a return value into its leaves (tuples nest).
static void flattenReturn(const Val &v, SmallVectorImpl<Val> &leaves) {
  if (v.kind == Val::Tuple) {
    for (const Val &e : v.elts)
      flattenReturn(e, leaves);
    return;
  }
  leaves.push_back(v);
}

/// Rebuilds a value of `shape`'s tuple structure from `leaves`.
static Val unflattenReturn(const Val &shape, ArrayRef<Val> leaves,
                           size_t &next) {
  if (shape.kind != Val::Tuple)
    return leaves[next++];
  std::vector<Val> elts;
  for (const Val &e : shape.elts)
    elts.push_back(unflattenReturn(e, leaves, next));
  return Val::ofTuple(std::move(elts));
}

static bool sameStructure(const Val &a, const Val &c) {
  if ((a.kind == Val::Tuple) != (c.kind == Val::Tuple))
    return false;
  if (a.kind != Val::Tuple)
    return true;
  if (a.elts.size() != c.elts.size())
    return false;
  for (size_t k = 0; k < a.elts.size(); ++k)
    if (!sameStructure(a.elts[k], c.elts[k]))
      return false;
  return true;
}

// An `if` on a runtime condition with a `return` in it: as Triton turns early
// returns into structured control flow, everything after the `if` (the rest
// of every enclosing block, up to the end of the function) is emitted inside
// each branch that does not return by itself, so both branches end the
// function and the scf.if yields the function's return value.
LogicalResult Emitter::emitReturningIf(const Stmt *s, Val cond) {
  Location l = loc(s->line, s->col);
  auto oldIf = scf::IfOp::create(b, l, TypeRange{}, cond.v,
                                 /*addThenBlock=*/true, /*addElseBlock=*/true);
  for (Region *r : {&oldIf.getThenRegion(), &oldIf.getElseRegion()})
    if (!r->front().empty())
      r->front().getTerminator()->erase();
  llvm::StringMap<Val> before = frame->vars;
  std::vector<Rest> rest = frame->rest;
  Val retVals[2];
  for (int k = 0; k < 2; ++k) {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToEnd(k == 0 ? &oldIf.getThenRegion().front()
                                    : &oldIf.getElseRegion().front());
    frame->vars = before;
    frame->returned = false;
    frame->retVal = Val::none();
    ++frame->dynamicDepth;
    // Returns below are what this branch does; they end it.
    int savedDepth = frame->dynamicDepth;
    frame->dynamicDepth = 0;
    LogicalResult r = emitBlock(k == 0 ? s->body : s->orelse);
    if (succeeded(r) && !frame->returned)
      r = emitRest(rest);
    frame->dynamicDepth = savedDepth - 1;
    if (failed(r))
      return failure();
    retVals[k] = frame->returned ? frame->retVal : Val::none();
  }
  frame->vars = before;

  if (!sameStructure(retVals[0], retVals[1]))
    return emitError(l) << "the function returns " << typeStr(retVals[0])
                        << " on one side of this 'if' and "
                        << typeStr(retVals[1]) << " on the other";
  SmallVector<Val> leaves[2];
  flattenReturn(retVals[0], leaves[0]);
  flattenReturn(retVals[1], leaves[1]);
  SmallVector<Value> yields[2];
  SmallVector<Type> types;
  SmallVector<Val> merged;
  SmallVector<int> resultIndex; // per leaf: scf.if result, or -1
  for (size_t i = 0; i < leaves[0].size(); ++i) {
    Val mats[2] = {leaves[0][i], leaves[1][i]};
    if (sameVal(mats[0], mats[1])) {
      merged.push_back(mats[0]);
      resultIndex.push_back(-1);
      continue;
    }
    for (int k = 0; k < 2; ++k) {
      if (mats[k].isTensor())
        continue;
      if (!mats[k].isConstNum())
        return emitError(l) << "the function returns a " << kindStr(mats[k])
                            << " that differs between the paths of this "
                               "'if' on a runtime condition";
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToEnd(k == 0 ? &oldIf.getThenRegion().front()
                                      : &oldIf.getElseRegion().front());
      mats[k] = toTensor(mats[k], l);
      if (!mats[k])
        return failure();
    }
    if (mats[0].dt != mats[1].dt || mats[0].shape != mats[1].shape)
      return emitError(l) << "the function returns " << typeStr(mats[0])
                          << " on one path of this 'if' and "
                          << typeStr(mats[1])
                          << " on the other; the types must be the same";
    resultIndex.push_back(types.size());
    yields[0].push_back(mats[0].v);
    yields[1].push_back(mats[1].v);
    types.push_back(mats[0].v.getType());
    merged.push_back(mats[0]);
  }
  auto newIf = scf::IfOp::create(b, l, types, cond.v, /*addThenBlock=*/false,
                                 /*addElseBlock=*/false);
  newIf.getThenRegion().takeBody(oldIf.getThenRegion());
  newIf.getElseRegion().takeBody(oldIf.getElseRegion());
  oldIf.erase();
  for (int k = 0; k < 2; ++k) {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToEnd(k == 0 ? &newIf.getThenRegion().front()
                                    : &newIf.getElseRegion().front());
    scf::YieldOp::create(b, l, yields[k]);
  }
  for (size_t i = 0; i < merged.size(); ++i)
    if (resultIndex[i] >= 0)
      merged[i] = Val::ofTensor(newIf.getResult(resultIndex[i]), merged[i].dt,
                                merged[i].shape);
  size_t next = 0;
  frame->retVal = unflattenReturn(retVals[0], merged, next);
  frame->returned = true;
  return success();
}

LogicalResult Emitter::carriedInit(const Stmt *s,
                                   SmallVectorImpl<std::string> &names,
                                   SmallVectorImpl<Val> &inits,
                                   llvm::StringMap<Val> &frozen) {
  Location l = loc(s->line, s->col);
  SmallVector<std::string> assigned;
  collectAssignedNames(s->body, assigned);
  for (const std::string &name : assigned) {
    auto it = frame->vars.find(name);
    if (it == frame->vars.end())
      continue;
    Val v = it->second;
    if (v.isConstNum()) {
      v = toTensor(v, l);
      if (!v)
        return failure();
    }
    if (!v.isTensor()) {
      frozen[name] = v;
      continue;
    }
    names.push_back(name);
    inits.push_back(v);
  }
  return success();
}

LogicalResult Emitter::carriedYield(const Stmt *s, ArrayRef<std::string> names,
                                    ArrayRef<Val> inits,
                                    const llvm::StringMap<Val> &frozen,
                                    SmallVectorImpl<Value> &yields) {
  Location l = loc(s->line, s->col);
  for (auto &entry : frozen) {
    auto it = frame->vars.find(entry.getKey());
    if (it != frame->vars.end() && !sameVal(it->second, entry.getValue()))
      return emitError(l) << "variable '" << entry.getKey() << "' (a "
                          << kindStr(entry.getValue())
                          << ") is reassigned inside a loop; only tensors "
                             "and numbers can be loop-carried";
  }
  for (size_t k = 0; k < names.size(); ++k) {
    Val v = frame->vars[names[k]];
    if (v.isConstNum())
      v = toTensor(v, l);
    if (!v.isTensor() || v.dt != inits[k].dt || v.shape != inits[k].shape)
      return emitError(l) << "loop-carried variable '" << names[k]
                          << "' has type " << typeStr(inits[k])
                          << " before the loop but is re-assigned to "
                          << typeStr(v)
                          << " inside it; the type must stay the same";
    yields.push_back(v.v);
  }
  return success();
}

LogicalResult Emitter::emitStaticFor(const Stmt *s, const Expr *target,
                                     CallArgs &args) {
  Location l = loc(s->value);
  SmallVector<int64_t> bounds;
  for (const Val &a : args.pos) {
    auto i = constInt(a);
    if (!i)
      return emitError(l) << "tl.static_range bounds must be constexprs, got "
                          << typeStr(a);
    bounds.push_back(*i);
  }
  if (bounds.empty() || bounds.size() > 3)
    return emitError(l) << "tl.static_range takes 1 to 3 arguments";
  int64_t lo = bounds.size() == 1 ? 0 : bounds[0];
  int64_t hi = bounds.size() == 1 ? bounds[0] : bounds[1];
  int64_t step = bounds.size() == 3 ? bounds[2] : 1;
  if (step == 0)
    return emitError(l) << "range step must not be zero";
  int64_t count = 0;
  for (int64_t i = lo; step > 0 ? i < hi : i > hi; i += step) {
    if (++count > 4096)
      return emitError(l) << "tl.static_range unrolls more than 4096 "
                             "iterations";
    ++frame->staticLoopDepth;
    LogicalResult r = success();
    if (failed(assign(target, Val::ofInt(i))) || failed(emitBlock(s->body)))
      r = failure();
    --frame->staticLoopDepth;
    if (failed(r))
      return failure();
    if (frame->returned)
      break;
  }
  return success();
}

LogicalResult Emitter::emitFor(const Stmt *s) {
  Location l = loc(s->line, s->col);
  const Expr *target = s->targets[0];
  if (!s->orelse.empty())
    return emitError(l) << "'for ... else' is not supported";
  const Expr *iter = s->value;
  if (iter->kind != ExprKind::Call)
    return emitError(loc(iter)) << "for loops must iterate over range(), "
                                   "tl.range() or tl.static_range()";
  Val fnv = emitExpr(iter->elts[0]);
  if (!fnv)
    return failure();
  StringRef fname = fnv.kind == Val::Builtin ? StringRef(fnv.s) : "";
  if (fname != "range" && fname != "tl.range" && fname != "tl.static_range")
    return emitError(loc(iter)) << "for loops must iterate over range(), "
                                   "tl.range() or tl.static_range()";
  CallArgs args;
  for (size_t k = 1; k < iter->elts.size(); ++k) {
    Val v = emitExpr(iter->elts[k]);
    if (!v)
      return failure();
    args.pos.push_back(v);
  }
  SmallVector<NamedAttribute> loopAttrs;
  for (const Keyword &kw : iter->keywords) {
    Val v = emitExpr(kw.value);
    if (!v)
      return failure();
    static const char *const accepted[] = {
        "num_stages", "loop_unroll_factor",        "warp_specialize",
        "flatten",    "disallow_acc_multi_buffer", "disable_licm"};
    if (fname == "range" || !llvm::is_contained(accepted, kw.name))
      return emitError(loc(kw.value))
             << fname << "() got an unexpected keyword argument '" << kw.name
             << "'";
    if ((kw.name == "num_stages" || kw.name == "loop_unroll_factor") &&
        constInt(v))
      loopAttrs.push_back(
          b.getNamedAttr("tile." + kw.name, b.getI32IntegerAttr(*constInt(v))));
  }
  if (fname == "tl.static_range")
    return emitStaticFor(s, target, args);
  if (target->kind != ExprKind::Name)
    return emitError(loc(target)) << "loop target must be a single name";
  if (args.pos.empty() || args.pos.size() > 3)
    return emitError(loc(iter)) << fname << "() takes 1 to 3 arguments";

  Location il = loc(iter);
  Val lo = args.pos.size() == 1 ? Val::ofInt(0) : args.pos[0];
  Val hi = args.pos.size() == 1 ? args.pos[0] : args.pos[1];
  Val step = args.pos.size() == 3 ? args.pos[2] : Val::ofInt(1);
  bool negativeStep = false;
  DType ivType{Sc::I32};
  for (Val *v : {&lo, &hi, &step}) {
    if (v->isTensor()) {
      if (!v->shape.empty() || !v->dt.isInt() || v->dt.isBool())
        return emitError(il)
               << "range bounds must be integer scalars, got " << typeStr(*v);
      if (v->dt.bits() == 64)
        ivType = DType{Sc::I64};
    } else if (v->kind != Val::Int) {
      return emitError(il) << "range bounds must be integers, got "
                           << kindStr(*v);
    } else if (v->i > INT32_MAX || v->i < INT32_MIN) {
      ivType = DType{Sc::I64};
    }
  }
  if (step.kind == Val::Int) {
    if (step.i == 0)
      return emitError(il) << "range step must not be zero";
    if (step.i < 0) {
      negativeStep = true;
      step.i = -step.i;
      std::swap(lo, hi);
    }
  }
  Val lb = cast(lo, ivType, il), ub = cast(hi, ivType, il),
      st = cast(step, ivType, il);
  if (!lb || !ub || !st)
    return failure();

  SmallVector<std::string> names;
  SmallVector<Val> inits;
  llvm::StringMap<Val> frozen;
  if (failed(carriedInit(s, names, inits, frozen)))
    return failure();
  SmallVector<Value> initValues;
  for (const Val &v : inits)
    initValues.push_back(v.v);
  auto forOp = scf::ForOp::create(b, l, lb.v, ub.v, st.v, initValues);
  for (const NamedAttribute &a : loopAttrs)
    forOp->setAttr(a.getName(), a.getValue());
  Block *body = forOp.getBody();
  if (!body->empty() && body->back().hasTrait<OpTrait::IsTerminator>())
    body->back().erase();

  llvm::StringMap<Val> before = frame->vars;
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToEnd(body);
    for (size_t k = 0; k < names.size(); ++k)
      frame->vars[names[k]] =
          Val::ofTensor(forOp.getRegionIterArg(k), inits[k].dt, inits[k].shape);
    Val iv = Val::ofTensor(forOp.getInductionVar(), ivType);
    if (negativeStep) {
      // range(hi, lo, -s): iv runs lo'..hi' upwards; the user sees hi' - iv +
      // lo'.
      iv = binary(BinOpKind::Add, binary(BinOpKind::Sub, ub, iv, il), lb, il);
      if (!iv)
        return failure();
    }
    frame->vars[target->name] = iv;
    ++frame->dynamicDepth;
    ++frame->loopDepth;
    LogicalResult r = emitBlock(s->body);
    --frame->loopDepth;
    --frame->dynamicDepth;
    if (failed(r))
      return failure();
    SmallVector<Value> yields;
    if (failed(carriedYield(s, names, inits, frozen, yields)))
      return failure();
    scf::YieldOp::create(b, l, yields);
  }
  frame->vars = before;
  for (size_t k = 0; k < names.size(); ++k)
    frame->vars[names[k]] =
        Val::ofTensor(forOp.getResult(k), inits[k].dt, inits[k].shape);
  return success();
}

LogicalResult Emitter::emitWhile(const Stmt *s) {
  Location l = loc(s->line, s->col);
  if (!s->orelse.empty())
    return emitError(l) << "'while ... else' is not supported";
  SmallVector<std::string> names;
  SmallVector<Val> inits;
  llvm::StringMap<Val> frozen;
  if (failed(carriedInit(s, names, inits, frozen)))
    return failure();
  SmallVector<Value> initValues;
  SmallVector<Type> types;
  SmallVector<Location> locs;
  for (const Val &v : inits) {
    initValues.push_back(v.v);
    types.push_back(v.v.getType());
    locs.push_back(l);
  }
  auto whileOp = scf::WhileOp::create(b, l, types, initValues);
  llvm::StringMap<Val> before = frame->vars;
  {
    OpBuilder::InsertionGuard g(b);
    Block *beforeBlock = b.createBlock(&whileOp.getBefore(), {}, types, locs);
    for (size_t k = 0; k < names.size(); ++k)
      frame->vars[names[k]] = Val::ofTensor(beforeBlock->getArgument(k),
                                            inits[k].dt, inits[k].shape);
    Location cl = loc(s->value);
    Val cond = emitExpr(s->value);
    if (!cond)
      return failure();
    if (!cond.isTensor())
      return emitError(cl) << "while loops need a tensor condition (a "
                              "constexpr condition never changes and "
                              "'break' is not supported)";
    if (!cond.shape.empty())
      return emitError(cl) << "condition of 'while' must be a scalar, got "
                           << typeStr(cond);
    cond = toCondI1(cond, cl);
    if (!cond)
      return failure();
    SmallVector<Value> args(beforeBlock->getArguments().begin(),
                            beforeBlock->getArguments().end());
    scf::ConditionOp::create(b, cl, cond.v, args);

    Block *afterBlock = b.createBlock(&whileOp.getAfter(), {}, types, locs);
    for (size_t k = 0; k < names.size(); ++k)
      frame->vars[names[k]] = Val::ofTensor(afterBlock->getArgument(k),
                                            inits[k].dt, inits[k].shape);
    ++frame->dynamicDepth;
    ++frame->loopDepth;
    LogicalResult r = emitBlock(s->body);
    --frame->loopDepth;
    --frame->dynamicDepth;
    if (failed(r))
      return failure();
    SmallVector<Value> yields;
    if (failed(carriedYield(s, names, inits, frozen, yields)))
      return failure();
    scf::YieldOp::create(b, l, yields);
  }
  frame->vars = before;
  for (size_t k = 0; k < names.size(); ++k)
    frame->vars[names[k]] =
        Val::ofTensor(whileOp.getResult(k), inits[k].dt, inits[k].shape);
  return success();
}

//===----------------------------------------------------------------------===//
// Module level: imports, global constexprs, jit functions
//===----------------------------------------------------------------------===//

Val Emitter::evalGlobalExpr(const Expr *e, SourceModule *mod) {
  ModuleScope scope(*this, mod);
  Frame *saved = frame;
  frame = nullptr;
  Val v = emitExpr(e);
  frame = saved;
  return v;
}

Val Emitter::parseConstexprText(StringRef text, Location l, StringRef name) {
  StringRef t = text.trim();
  if (t == "True" || t == "true")
    return Val::ofBool(true);
  if (t == "False" || t == "false")
    return Val::ofBool(false);
  if (t == "None")
    return Val::none();
  if (t.size() >= 2 && (t.front() == '"' || t.front() == '\'') &&
      t.back() == t.front())
    return Val::ofStr(t.drop_front().drop_back().str());
  {
    StringRef digits = t;
    bool neg = digits.consume_front("-");
    std::string clean;
    for (char c : digits)
      if (c != '_')
        clean.push_back(c);
    uint64_t u;
    if (!clean.empty() && !StringRef(clean).getAsInteger(0, u) &&
        u <= static_cast<uint64_t>(INT64_MAX))
      return Val::ofInt(neg ? -static_cast<int64_t>(u)
                            : static_cast<int64_t>(u));
  }
  {
    std::string s = t.str();
    char *end = nullptr;
    double d = std::strtod(s.c_str(), &end);
    if (!s.empty() && end == s.c_str() + s.size())
      return Val::ofFloat(d);
  }
  StringRef dt = t;
  if (!dt.consume_front("triton.language.") &&
      !dt.consume_front("tilec.language."))
    dt.consume_front("tl.");
  if (auto d = dtypeByName(dt))
    return Val::ofDType(*d);
  return fail(l, "invalid value '" + text.str() + "' for constexpr '" +
                     name.str() +
                     "' (expected a Python literal or a dtype such as "
                     "tl.float16)");
}

LogicalResult Emitter::parseSignature(const Stmt *fn, const KernelSpec &spec,
                                      SmallVectorImpl<Val> &paramVals,
                                      SmallVectorImpl<Type> &types,
                                      SmallVectorImpl<int> &argIndex,
                                      SmallVectorImpl<int> &divisibility) {
  Location fl = loc(fn->line, fn->col);
  SmallVector<StringRef> entries;
  StringRef sig = StringRef(spec.signature).trim();
  if (!sig.empty())
    sig.split(entries, ',');
  size_t next = 0;
  llvm::StringMap<StringRef> given;
  for (auto &[name, value] : spec.constexprs) {
    bool found = false;
    for (const Param &p : fn->params)
      found |= p.name == name;
    if (!found)
      return emitError(fl) << "--constexpr " << name << ": kernel '" << fn->name
                           << "' has no parameter named '" << name << "'";
    given[name] = value;
  }
  for (const Param &p : fn->params) {
    Location pl = loc(p.line, p.col);
    if (p.isVariadic)
      return emitError(pl) << "variadic kernel parameters are not supported";
    if (isConstexprAnnotation(p.annotation)) {
      auto it = given.find(p.name);
      Val v;
      if (it != given.end()) {
        v = parseConstexprText(it->second, pl, p.name);
      } else if (p.defaultValue) {
        v = evalGlobalExpr(p.defaultValue, cur);
      } else {
        return emitError(pl)
               << "constexpr parameter '" << p.name
               << "' has no value: pass --constexpr " << p.name << "=VALUE";
      }
      if (!v)
        return failure();
      if (v.isTensor())
        return emitError(pl)
               << "default of constexpr '" << p.name << "' is not a constexpr";
      paramVals.push_back(v);
      argIndex.push_back(-1);
      continue;
    }
    if (given.count(p.name))
      return emitError(pl) << "parameter '" << p.name
                           << "' is not a constexpr (annotate it with "
                              "tl.constexpr) but a value was given for it";
    if (next >= entries.size())
      return emitError(pl) << "signature has " << entries.size()
                           << " entries but parameter '" << p.name
                           << "' needs one (one entry per non-constexpr "
                              "parameter)";
    StringRef entry = entries[next++].trim();
    StringRef tyText = entry, hint;
    std::tie(tyText, hint) = entry.split(':');
    tyText = tyText.trim();
    hint = hint.trim();
    bool isPtr = tyText.consume_front("*");
    auto d = dtypeByName(tyText.trim());
    if (!d)
      return emitError(pl) << "unknown type '" << tyText
                           << "' in signature entry '" << entry
                           << "' for parameter '" << p.name
                           << "' (expected e.g. *fp16, i32, fp32, u64)";
    int div = 0;
    bool equalOne = false;
    if (!hint.empty()) {
      if (hint == "16") {
        div = 16;
      } else if (hint == "1" && !isPtr && d->isInt()) {
        equalOne = true;
      } else {
        return emitError(pl)
               << "unsupported hint ':" << hint << "' in signature entry '"
               << entry << "' (use :16, or :1 on integers)";
      }
      if (div && !isPtr && !d->isInt())
        return emitError(pl) << "divisibility hint on non-integer parameter '"
                             << p.name << "'";
    }
    DType ty = isPtr ? DType{Sc::Ptr, d->sc} : *d;
    argIndex.push_back(types.size());
    types.push_back(mlirType(ty));
    divisibility.push_back(div);
    if (equalOne) {
      paramVals.push_back(Val::ofInt(1));
    } else {
      Val v = Val::ofTensor(Value(), ty);
      paramVals.push_back(v);
    }
  }
  if (next != entries.size())
    return emitError(fl) << "signature has " << entries.size()
                         << " entries but kernel '" << fn->name << "' has "
                         << next << " non-constexpr parameters";
  return success();
}

Emitter::Emitter(MLIRContext *ctx, llvm::SourceMgr &sourceMgr)
    : ctx(ctx), sourceMgr(sourceMgr), b(ctx) {
  scratch = ModuleOp::create(UnknownLoc::get(ctx));
}

Emitter::~Emitter() = default;

FailureOr<OwningOpRef<ModuleOp>> Emitter::emitKernel(const KernelSpec &spec) {
  // The kernel's own file: read errors are the user's errors, reported as
  // they are; files it imports are read only as far as the kernel needs.
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  modules.push_back(std::make_unique<SourceModule>());
  SourceModule *main = modules.back().get();
  main->path = buffer->getBufferIdentifier().str();
  main->dir = llvm::sys::path::parent_path(main->path).str();
  main->name = llvm::sys::path::stem(main->path).str();
  {
    SmallString<256> real;
    if (!llvm::sys::fs::real_path(main->path, real))
      modulesByPath[real] = main;
  }
  fileName = main->path;
  StringRef text = buffer->getBuffer();
  if (failed(checkSourceText(ctx, fileName, text)) ||
      failed(parseModule(text, fileName, ctx, main->ast)))
    return failure();
  if (failed(collectGlobals(main)))
    return failure();
  ModuleScope scope(*this, main);
  auto it = main->globals.find(spec.kernelName);
  if (it == main->globals.end() || it->second.val.kind != Val::Func ||
      it->second.val.mod != main)
    return emitError(loc(1, 1))
           << "no function named '" << spec.kernelName << "' in " << fileName;
  const Stmt *fn = it->second.val.fn;
  Location fl = loc(fn->line, fn->col);
  if (!isJitFunction(fn))
    return emitError(loc(fn->decorators.front()))
           << "kernel '" << fn->name
           << "' is not a @triton.jit function (unsupported decorator)";
  SmallVector<Val> paramVals;
  SmallVector<Type> types;
  SmallVector<int> argIndex, divisibility;
  if (failed(
          parseSignature(fn, spec, paramVals, types, argIndex, divisibility)))
    return failure();

  OwningOpRef<ModuleOp> module = ModuleOp::create(fl);
  b.setInsertionPointToEnd(module->getBody());
  auto func = func::FuncOp::create(b, fl, spec.kernelName,
                                   b.getFunctionType(types, {}));
  func->setAttr(tile::kKernelAttrName, b.getUnitAttr());
  Block *entry = func.addEntryBlock();
  for (size_t k = 0; k < divisibility.size(); ++k)
    if (divisibility[k])
      func.setArgAttr(k, tile::kDivisibilityAttrName,
                      b.getI32IntegerAttr(divisibility[k]));
  // Parameters specialized to 1 (`:1`): their values fold into the body.
  for (size_t k = 0; k < argIndex.size(); ++k)
    if (argIndex[k] >= 0 && paramVals[k].kind == Val::Int)
      func.setArgAttr(argIndex[k], tile::kEqualToOneAttrName, b.getUnitAttr());

  Frame top;
  top.fn = fn;
  for (size_t k = 0; k < fn->params.size(); ++k) {
    Val v = paramVals[k];
    if (v.isTensor()) {
      BlockArgument arg = entry->getArgument(argIndex[k]);
      arg.setLoc(loc(fn->params[k].line, fn->params[k].col));
      v.v = arg;
    }
    top.vars[fn->params[k].name] = v;
  }
  frame = &top;
  b.setInsertionPointToEnd(entry);
  if (failed(emitBlock(fn->body)))
    return failure();
  frame = nullptr;
  if (top.retVal.kind != Val::None)
    return emitError(fl) << "kernel '" << fn->name
                         << "' must not return a value";
  func::ReturnOp::create(b, fl);
  if (failed(mlir::verify(*module))) {
    emitError(fl) << "internal error: the tile IR generated for '" << fn->name
                  << "' does not verify (front-end bug)";
    return failure();
  }
  return module;
}

FailureOr<OwningOpRef<ModuleOp>>
tilec::buildTileModule(MLIRContext &context, llvm::SourceMgr &sourceMgr,
                       const KernelSpec &spec) {
  context.loadDialect<tile::TileDialect, arith::ArithDialect, math::MathDialect,
                      scf::SCFDialect, func::FuncDialect>();
  Emitter emitter(&context, sourceMgr);
  return emitter.emitKernel(spec);
}
