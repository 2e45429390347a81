//===- Types.cpp - Triton's typing rules: dtypes, casts, promotion --------===//
//
// The dtypes and their MLIR types, constants, casts, broadcasting and shape
// changes of values, and the type promotion of binary operands
// (triton/language/semantic.py), apart from the walk of the AST.
//
//===----------------------------------------------------------------------===//
#include "Emitter.h"

#include "llvm/ADT/StringSwitch.h"

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
