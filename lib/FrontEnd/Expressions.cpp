//===- Expressions.cpp - the walk of expressions, calls and inlining
//-------===//
//
// Names, expressions, subscripts and calls of the AST lowered to values;
// calls of jit functions are inlined.
//
//===----------------------------------------------------------------------===//
#include "Builtins.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::frontend;

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
  // Python's builtins: the rows of the table of builtins with a bare name.
  if (findBuiltin(name))
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
  case ExprKind::Dict: {
    // A constant mapping: Object "dict" whose elts are key, value, key, ...
    Val dict = Val::named(Val::Object, "dict");
    for (const Expr *x : e->elts) {
      Val v = emitExpr(x);
      if (!v)
        return v;
      if (v.isTensor() && !v.isConstNum())
        return fail(loc(x), "dict keys and values must be compile-time "
                            "values, got " +
                                typeStr(v));
      dict.elts.push_back(std::move(v));
    }
    return dict;
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
