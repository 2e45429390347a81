//===- BuiltinsPython.cpp - Python's builtins, math, triton's functions ---===//
//
// What a kernel may call of Python itself, evaluated at compile time (len,
// isinstance, int, float, math.log2, triton.next_power_of_2, ...), and
// min/max/abs, which also apply to tensors.
//
//===----------------------------------------------------------------------===//
#include "Builtins.h"

#include "llvm/ADT/StringSwitch.h"

#include <cmath>

using namespace mlir;
using namespace tilec::frontend;
namespace bi = tilec::frontend::builtins;

/// Python's builtins take no keyword arguments here (print aside).
static bool noKeywords(BuiltinCall &c) {
  if (c.args.kw.empty() || c.fn == "print")
    return true;
  c.em.fail(c.l, c.fn.str() + "() takes no keyword arguments");
  return false;
}

/// Exactly one positional argument, no keywords.
static bool oneArgument(BuiltinCall &c) {
  if (!noKeywords(c))
    return false;
  if (c.args.pos.size() == 1)
    return true;
  c.em.fail(c.l, c.fn.str() + "() takes exactly one argument");
  return false;
}

Val bi::pyRange(BuiltinCall &c) {
  return c.em.fail(c.l, "range() can only be used as a for-loop iterator");
}

Val bi::pyMinMax(BuiltinCall &c) {
  if (!noKeywords(c))
    return Val::err();
  Emitter &em = c.em;
  std::vector<Val> items = c.args.pos;
  if (items.size() == 1 && items[0].kind == Val::Tuple)
    items = items[0].elts;
  if (items.empty())
    return em.fail(c.l, c.fn.str() + "() expects at least one argument");
  Val acc = items[0];
  for (size_t k = 1; k < items.size(); ++k) {
    acc = em.minMax(c.fn == "max", acc, items[k], /*propagateNan=*/false, c.l);
    if (!acc)
      return acc;
  }
  return acc;
}

Val bi::pyIsinstance(BuiltinCall &c) {
  if (!noKeywords(c))
    return Val::err();
  Emitter &em = c.em;
  Location l = c.l;
  CallArgs &args = c.args;
  if (args.pos.size() != 2)
    return em.fail(l, "isinstance() takes two arguments");
  const Val &x = args.pos[0];
  std::vector<Val> types = args.pos[1].kind == Val::Tuple
                               ? args.pos[1].elts
                               : std::vector<Val>{args.pos[1]};
  // Constexprs are unwrapped for builtins, as in Triton: isinstance(c,
  // int) holds for a constexpr int, isinstance(c, tl.constexpr) does not.
  for (const Val &t : types) {
    if (t.kind != Val::Builtin)
      return em.fail(l, "isinstance() expects a type, got " + em.typeStr(t));
    StringRef n = t.s;
    bool match = llvm::StringSwitch<bool>(n)
                     .Case("tl.tensor", x.isTensor())
                     .Case("tl.tensor_descriptor",
                           x.kind == Val::Object && x.s == "tensor_descriptor")
                     .Case("tl.dtype", x.kind == Val::DTypeV)
                     .Case("int", x.kind == Val::Int || x.kind == Val::Bool)
                     .Case("bool", x.kind == Val::Bool)
                     .Case("float", x.kind == Val::Float)
                     .Case("str", x.kind == Val::Str)
                     .Case("tuple", x.kind == Val::Tuple)
                     .Default(false);
    static const char *const known[] = {"tl.tensor", "tl.tensor_descriptor",
                                        "tl.dtype",  "tl.constexpr",
                                        "int",       "bool",
                                        "float",     "str",
                                        "tuple"};
    if (!llvm::is_contained(known, n))
      return em.fail(l, "isinstance() with '" + n.str() +
                            "' is not supported by tilec");
    if (match)
      return Val::ofBool(true);
  }
  return Val::ofBool(false);
}

Val bi::pyLen(BuiltinCall &c) {
  if (!oneArgument(c))
    return Val::err();
  const Val &x = c.args.pos[0];
  if (x.kind == Val::Tuple)
    return Val::ofInt(x.elts.size());
  if (x.kind == Val::Str)
    return Val::ofInt(x.s.size());
  if (x.isTensor() && !x.shape.empty())
    return Val::ofInt(x.shape[0]);
  return c.em.fail(c.l, "object of type " + c.em.typeStr(x) + " has no len()");
}

Val bi::pyTuple(BuiltinCall &c) {
  if (!oneArgument(c))
    return Val::err();
  const Val &x = c.args.pos[0];
  if (x.kind == Val::Tuple)
    return x;
  return c.em.fail(c.l, "tuple() expects a tuple");
}

Val bi::pyAbs(BuiltinCall &c) {
  if (!oneArgument(c))
    return Val::err();
  const Val &x = c.args.pos[0];
  if (x.kind == Val::Float)
    return Val::ofFloat(std::fabs(x.f));
  if (x.isConstNum())
    return Val::ofInt(x.i < 0 ? -x.i : x.i);
  CallArgs a = c.args;
  return c.em.callBuiltin("tl.abs", a, c.l);
}

Val bi::pyFloat(BuiltinCall &c) {
  if (!oneArgument(c))
    return Val::err();
  const Val &x = c.args.pos[0];
  if (x.kind == Val::Str) {
    std::string t = StringRef(x.s).trim().lower();
    if (t == "inf" || t == "+inf" || t == "infinity")
      return Val::ofFloat(INFINITY);
    if (t == "-inf" || t == "-infinity")
      return Val::ofFloat(-INFINITY);
    if (t == "nan")
      return Val::ofFloat(NAN);
    char *end = nullptr;
    double d = std::strtod(t.c_str(), &end);
    if (!t.empty() && end == t.c_str() + t.size())
      return Val::ofFloat(d);
    return c.em.fail(c.l, "could not convert string to float: '" + x.s + "'");
  }
  if (x.isConstNum())
    return Val::ofFloat(x.kind == Val::Float ? x.f : double(x.i));
  return c.em.fail(c.l, "float() is only supported on constexprs; use "
                        ".to(tl.float32) for tensors");
}

Val bi::pyInt(BuiltinCall &c) {
  if (!oneArgument(c))
    return Val::err();
  const Val &x = c.args.pos[0];
  if (x.kind == Val::Float) {
    if (!std::isfinite(x.f))
      return c.em.fail(c.l, "cannot convert a non-finite float to int");
    return Val::ofInt(static_cast<int64_t>(x.f));
  }
  if (x.isConstNum())
    return Val::ofInt(x.i);
  return c.em.fail(c.l, "int() is only supported on constexprs; use "
                        ".to(tl.int32) for tensors");
}

Val bi::pyBool(BuiltinCall &c) {
  if (!oneArgument(c))
    return Val::err();
  auto t = c.em.truthiness(c.args.pos[0], c.l);
  if (!t)
    return Val::err();
  return Val::ofBool(*t);
}

Val bi::pyUnsupported(BuiltinCall &c) {
  if (!oneArgument(c))
    return Val::err();
  return c.em.fail(c.l, c.fn.str() + "() is not supported in kernels");
}

Val bi::pyMath(BuiltinCall &c) {
  CallArgs &args = c.args;
  StringRef fn = c.fn;
  if (args.pos.size() != 1 || !args.kw.empty() || !args.pos[0].isConstNum())
    return c.em.fail(c.l, "math." + fn.str() +
                              "() is only supported on one constexpr number");
  double x =
      args.pos[0].kind == Val::Float ? args.pos[0].f : double(args.pos[0].i);
  if (fn == "ceil")
    return Val::ofInt(static_cast<int64_t>(std::ceil(x)));
  if (fn == "floor")
    return Val::ofInt(static_cast<int64_t>(std::floor(x)));
  double r = llvm::StringSwitch<double>(fn)
                 .Case("log2", std::log2(x))
                 .Case("log", std::log(x))
                 .Case("log10", std::log10(x))
                 .Case("exp", std::exp(x))
                 .Case("exp2", std::exp2(x))
                 .Default(std::sqrt(x));
  return Val::ofFloat(r);
}

Val bi::nextPowerOf2(BuiltinCall &c) {
  Emitter &em = c.em;
  if (c.args.pos.size() != 1 || !em.constInt(c.args.pos[0]))
    return em.fail(c.l, "next_power_of_2() expects one constexpr int");
  int64_t n = *em.constInt(c.args.pos[0]);
  return Val::ofInt(n <= 1 ? 1 : int64_t(llvm::PowerOf2Ceil(n)));
}

Val bi::tritonNotCallable(BuiltinCall &c) {
  return c.em.fail(c.l, c.full.str() + " cannot be called in a kernel");
}
