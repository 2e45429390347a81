//===- BuiltinsCore.cpp - program ids, tensor creation, shapes, casts -----===//
//
// The builtins of triton.language that make and reshape tensors (arange,
// zeros, full, broadcast_to, reshape, trans, ...), cast them, attach hints
// (multiple_of, max_contiguous), and the compile-time ones (constexpr,
// static_assert, static_print) with device_assert.
//
//===----------------------------------------------------------------------===//
#include "Builtins.h"

using namespace mlir;
using namespace tilec::frontend;
namespace bi = tilec::frontend::builtins;

Val bi::programId(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  StringRef fn = c.fn;
  int64_t axis = 0;
  if (c.bd.has(0)) {
    auto a = em.constInt(c.bd[0]);
    if (!a)
      return em.fail(l, fn.str() + "() axis must be a constexpr int");
    axis = *a;
  }
  if (axis < 0 || axis > 2)
    return em.fail(l, fn.str() + "() axis must be 0, 1 or 2, got " +
                          std::to_string(axis));
  OpBuilder &b = em.b;
  Type i32 = b.getI32Type();
  Value r = fn == "program_id"
                ? Value(tile::ProgramIdOp::create(b, l, i32, axis))
                : Value(tile::NumProgramsOp::create(b, l, i32, axis));
  return Val::ofTensor(r, DType{Sc::I32});
}

Val bi::arange(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  Location l = c.l;
  auto s = em.constInt(bd[0]), e = em.constInt(bd[1]);
  if (!s || !e)
    return em.fail(l, "arange() bounds must be constexpr ints, got " +
                          em.typeStr(bd[0]) + " and " + em.typeStr(bd[1]));
  if (*s < INT32_MIN || *e > INT32_MAX)
    return em.fail(l, "arange() bounds must fit in int32");
  if (*e <= *s)
    return em.fail(l, "arange() end (" + std::to_string(*e) +
                          ") must be greater than start (" +
                          std::to_string(*s) + ")");
  if (!llvm::isPowerOf2_64(*e - *s))
    return em.fail(l, "arange() range must be a power of two, got " +
                          std::to_string(*e - *s));
  if (!em.checkShape({*e - *s}, l))
    return Val::err();
  OpBuilder &b = em.b;
  auto ty = RankedTensorType::get({*e - *s}, b.getI32Type());
  Value r = tile::MakeRangeOp::create(b, l, ty, b.getI32IntegerAttr(*s),
                                      b.getI32IntegerAttr(*e));
  return Val::ofTensor(r, DType{Sc::I32}, {*e - *s});
}

Val bi::zerosOrFull(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  Location l = c.l;
  bool isFull = c.fn == "full";
  SmallVector<int64_t> shape;
  if (!em.intList(bd[0], shape))
    return em.fail(l, c.fn.str() + "() shape must be a list of constexpr ints");
  const Val &dt = bd[isFull ? 2 : 1];
  if (dt.kind != Val::DTypeV)
    return em.fail(l, c.fn.str() + "() dtype must be a dtype, got " +
                          em.typeStr(dt));
  Val value = isFull ? bd[1] : Val::ofInt(0);
  if (shape.empty()) {
    if (value.isConstNum())
      return em.constant(value, dt.dt, l);
    return em.cast(value, dt.dt, l);
  }
  return em.fullTensor(shape, value, dt.dt, l);
}

Val bi::zerosLike(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  Location l = c.l;
  if (!bd[0].isTensor())
    return em.fail(l, "zeros_like() expects a tensor");
  DType d = bd.has(1) && bd[1].kind == Val::DTypeV ? bd[1].dt : bd[0].dt;
  if (bd[0].shape.empty())
    return em.constant(Val::ofInt(0), d, l);
  return em.fullTensor(bd[0].shape, Val::ofInt(0), d, l);
}

Val bi::broadcastTo(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  if (c.args.pos.empty())
    return em.fail(l, "broadcast_to() missing the input");
  SmallVector<int64_t> shape;
  if (!varShape(em, c.args, 1, c.fn, l, shape))
    return Val::err();
  if (!em.checkShape(shape, l))
    return Val::err();
  return em.broadcastTo(c.args.pos[0], shape, l);
}

Val bi::broadcast(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  Val a = em.toTensor(c.bd[0], l), o = em.toTensor(c.bd[1], l);
  if (!a || !o || !em.broadcastPair(a, o, l))
    return Val::err();
  return Val::ofTuple({a, o});
}

Val bi::expandDims(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  SmallVector<int64_t> axes;
  if (!em.intList(c.bd[1], axes))
    return em.fail(l, "expand_dims() axis must be constexpr ints");
  Val x = em.toTensor(c.bd[0], l);
  if (!x)
    return x;
  int64_t newRank = x.shape.size() + axes.size();
  for (int64_t &a : axes)
    a = a < 0 ? a + newRank : a;
  llvm::sort(axes);
  for (int64_t a : axes) {
    x = em.expandDims(x, static_cast<int>(a), l);
    if (!x)
      return x;
  }
  return x;
}

Val bi::reshape(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  StringRef fn = c.fn;
  if (c.args.pos.empty())
    return em.fail(l, fn.str() + "() missing the input");
  for (auto &[name, v] : c.args.kw)
    if (name != "can_reorder")
      return em.fail(l, fn.str() + "() got an unexpected keyword argument '" +
                            name + "'");
  SmallVector<int64_t> shape;
  if (!varShape(em, c.args, 1, fn, l, shape))
    return Val::err();
  return em.reshape(c.args.pos[0], shape, c.l);
}

Val bi::ravel(BuiltinCall &c) {
  int64_t n = 1;
  for (int64_t d : c.bd[0].shape)
    n *= d;
  return c.em.reshape(c.bd[0], {n}, c.l);
}

Val bi::trans(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  StringRef fn = c.fn;
  CallArgs &args = c.args;
  if (args.pos.empty() || !args.kw.empty())
    return em.fail(l, fn.str() + "() expects a tensor and dimensions");
  Val x = args.pos[0];
  if (!x.isTensor())
    return em.fail(l, fn.str() + "() expects a tensor, got " + em.typeStr(x));
  SmallVector<int64_t> dims;
  if (args.pos.size() > 1 && !varShape(em, args, 1, fn, l, dims))
    return Val::err();
  if (dims.empty()) {
    if (fn == "permute" || x.shape.size() != 2)
      return em.fail(l, fn.str() + "() needs explicit dimensions for " +
                            em.typeStr(x));
    dims = {1, 0};
  }
  SmallVector<int32_t> order(dims.begin(), dims.end());
  return em.trans(x, order, l);
}

Val bi::cast(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  if (bd[1].kind != Val::DTypeV)
    return em.fail(c.l,
                   "cast() dtype must be a dtype, got " + em.typeStr(bd[1]));
  return em.cast(bd[0], bd[1].dt, c.l, em.constInt(bd[3]).value_or(0));
}

Val bi::pointerType(BuiltinCall &c) {
  const Val &elem = c.bd[0];
  if (elem.kind != Val::DTypeV || elem.dt.isPtr())
    return c.em.fail(c.l, "pointer_type() expects a scalar dtype");
  return Val::ofDType(DType{Sc::Ptr, elem.dt.sc});
}

Val bi::hint(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  StringRef fn = c.fn;
  Val x = c.bd[0];
  if (!x.isTensor())
    return em.fail(l, fn.str() + "() expects a tensor, got " + em.typeStr(x));
  SmallVector<int64_t> values;
  if (!em.intList(c.bd[1], values))
    return em.fail(l, fn.str() + "() values must be constexpr ints");
  if (values.size() != std::max<size_t>(1, x.shape.size()))
    return em.fail(l, fn.str() + "(): " + std::to_string(values.size()) +
                          " values for " + em.typeStr(x));
  SmallVector<int32_t> v32(values.begin(), values.end());
  OpBuilder &b = em.b;
  auto hint = tile::HintOp::create(b, l, x.v.getType(), x.v,
                                   DenseI32ArrayAttr(), DenseI32ArrayAttr());
  hint->setAttr(fn == "multiple_of" ? "multiple_of" : "max_contiguous",
                b.getDenseI32ArrayAttr(v32));
  return Val::ofTensor(hint.getResult(), x.dt, x.shape);
}

Val bi::loopIterator(BuiltinCall &c) {
  return c.em.fail(c.l, "tl." + c.fn.str() +
                            "() can only be used as a for-loop "
                            "iterator");
}

Val bi::constexprValue(BuiltinCall &c) {
  CallArgs &args = c.args;
  if (args.pos.size() != 1 || !args.kw.empty())
    return c.em.fail(c.l, "constexpr() takes one argument");
  if (args.pos[0].isTensor())
    return c.em.fail(c.l, "constexpr() of a tensor");
  return args.pos[0];
}

Val bi::staticAssert(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  Location l = c.l;
  if (bd[0].isTensor())
    return em.fail(l, "static_assert() needs a constexpr condition; use "
                      "tl.device_assert for tensors");
  auto t = em.truthiness(bd[0], l);
  if (!t)
    return Val::err();
  if (!*t)
    return em.fail(l, "static_assert failed" +
                          (bd[1].kind == Val::Str ? ": " + bd[1].s : ""));
  return Val::none();
}

Val bi::staticPrint(BuiltinCall &c) {
  auto diag = emitRemark(c.l);
  diag << "static_print:";
  for (const Val &v : c.args.pos) {
    diag << " ";
    if (v.kind == Val::Int || v.kind == Val::Bool)
      diag << v.i;
    else if (v.kind == Val::Float)
      diag << v.f;
    else if (v.kind == Val::Str)
      diag << v.s;
    else if (v.kind == Val::DTypeV)
      diag << v.dt.str();
    else
      diag << c.em.typeStr(v);
  }
  return Val::none();
}

Val bi::deviceAssert(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  Location l = c.l;
  Val cond = em.toCondI1(bd[0], l);
  if (!cond)
    return cond;
  if (bd.has(2)) {
    // Masked-off lanes pass: cond | !mask.
    Val m = em.toCondI1(bd[2], l);
    Val notM = m ? em.unary(UnaryOpKind::Not, m, l) : m;
    cond = em.binary(BinOpKind::BitOr, cond, notM, l);
    if (!cond)
      return cond;
  }
  std::string msg = bd[1].kind == Val::Str ? bd[1].s : "";
  tile::AssertOp::create(em.b, l, cond.v, em.b.getStringAttr(msg));
  return Val::none();
}

Val bi::notCallable(BuiltinCall &c) {
  return c.em.fail(c.l, c.full.str() + " cannot be called");
}

/// tl.device_print(prefix, *args, hex=False), and Python's print in a kernel
/// (as in Triton): the prefix made to end in ": " and start with " " when
/// there are arguments, as Triton's semantic.device_print does.
Val bi::devicePrint(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  std::string where = c.fn == "print" ? "print" : "device_print";
  bool hex = false;
  for (auto &[k, v] : c.args.kw) {
    if (k != "hex")
      return em.fail(l, where + "() got an unexpected keyword argument '" + k +
                            "'");
    std::optional<bool> h = em.truthiness(v, l);
    if (!h)
      return Val::err();
    hex = *h;
  }
  std::vector<Val> args = c.args.pos;
  std::string prefix;
  if (!args.empty() && args[0].kind == Val::Str) {
    prefix = args[0].s;
    args.erase(args.begin());
  } else if (c.fn != "print") {
    return em.fail(l, "device_print() needs a string prefix first");
  }
  SmallVector<Value> operands;
  SmallVector<bool> isSigned;
  for (const Val &a : args) {
    if (a.kind == Val::Str)
      return em.fail(l, where + "(): only the first argument may be a string "
                                "(the prefix); the rest are printed as "
                                "tensors or numbers");
    Val t = em.toTensor(a, l);
    if (!t)
      return t;
    if (t.dt.isPtr())
      return em.fail(l, where + "() of pointers is not supported (cast "
                                "them with .to(tl.int64, bitcast=True))");
    operands.push_back(t.v);
    isSigned.push_back(t.dt.isSigned() && !t.dt.isBool());
  }
  if (!operands.empty()) {
    if (!StringRef(prefix).ends_with(" "))
      prefix += " ";
    if (!StringRef(prefix).ends_with(": "))
      prefix = prefix.substr(0, prefix.size() - 1) + ": ";
    if (prefix.size() > 2 && !StringRef(prefix).starts_with(" "))
      prefix = " " + prefix;
  }
  tile::PrintOp::create(em.b, l, prefix, hex, isSigned, operands);
  return Val::none();
}
