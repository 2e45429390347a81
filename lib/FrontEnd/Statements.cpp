//===- Statements.cpp - the walk of statements and control flow -----------===//
//
// Assignments, if/for/while on runtime conditions (scf.if, scf.for,
// scf.while with loop-carried values) and on constexprs (evaluated, unrolled),
// early returns turned into structured control flow.
//
//===----------------------------------------------------------------------===//
#include "Emitter.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::frontend;

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

/// Whether `v` has parts: a tuple, or an object with fields (a block pointer,
/// a tensor descriptor).
static bool isStructured(const Val &v) {
  return v.kind == Val::Tuple || (v.kind == Val::Object && !v.keys.empty());
}

/// Flattens a value into its leaves (tuples and objects nest).
static void flattenLeaves(const Val &v, SmallVectorImpl<Val> &leaves) {
  if (isStructured(v)) {
    for (const Val &e : v.elts)
      flattenLeaves(e, leaves);
    return;
  }
  leaves.push_back(v);
}

/// The names of `v`'s leaves in flattenLeaves' order, as a user writes them
/// (`p.offsets[1]`, `t[0]`).
static void leafNames(const Val &v, const std::string &prefix,
                      SmallVectorImpl<std::string> &names) {
  if (!isStructured(v)) {
    names.push_back(prefix);
    return;
  }
  for (size_t k = 0; k < v.elts.size(); ++k)
    leafNames(v.elts[k],
              v.kind == Val::Object ? prefix + "." + v.keys[k]
                                    : prefix + "[" + std::to_string(k) + "]",
              names);
}

/// Rebuilds a value of `shape`'s structure from `leaves`.
static Val unflattenLeaves(const Val &shape, ArrayRef<Val> leaves,
                           size_t &next) {
  if (!isStructured(shape))
    return leaves[next++];
  Val r = shape;
  for (Val &e : r.elts)
    e = unflattenLeaves(e, leaves, next);
  return r;
}

static bool sameStructure(const Val &a, const Val &c) {
  if (isStructured(a) != isStructured(c))
    return false;
  if (!isStructured(a))
    return true;
  if (a.kind != c.kind || a.s != c.s || a.keys != c.keys ||
      a.elts.size() != c.elts.size())
    return false;
  for (size_t k = 0; k < a.elts.size(); ++k)
    if (!sameStructure(a.elts[k], c.elts[k]))
      return false;
  return true;
}

/// The two branch values of one leaf merged by `oldIf`, as tensors: a number
/// becomes a constant inside its own branch. Returns -1 when both are
/// tensors now, the branch (0 or 1) whose value is neither, or -2 after an
/// error already reported.
static int branchTensors(Emitter &em, scf::IfOp oldIf, Location l,
                         Val mats[2]) {
  for (int k = 0; k < 2; ++k) {
    if (mats[k].isTensor())
      continue;
    if (!mats[k].isConstNum())
      return k;
    OpBuilder::InsertionGuard g(em.b);
    em.b.setInsertionPointToEnd(k == 0 ? &oldIf.getThenRegion().front()
                                       : &oldIf.getElseRegion().front());
    mats[k] = em.toTensor(mats[k], l);
    if (!mats[k])
      return -2;
  }
  return -1;
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

  // Names bound in both branches survive; those that differ are yielded,
  // leaf by leaf for tuples and objects (a block pointer advanced in one
  // branch yields its offsets).
  frame->vars = before;
  struct Merged {
    std::string name;
    Val shape;               // the then-branch value: its structure
    SmallVector<Val> leaves; // merged leaves; tensors get the if's results
    SmallVector<int> result; // per leaf: the scf.if result, or -1
  };
  std::vector<Merged> merged;
  SmallVector<Value> yields[2];
  SmallVector<Type> types;
  for (auto &entry : branchVars[0]) {
    auto other = branchVars[1].find(entry.getKey());
    if (other == branchVars[1].end())
      continue;
    const Val &tv = entry.getValue(), &ev = other->getValue();
    if (sameVal(tv, ev)) {
      frame->vars[entry.getKey()] = tv;
      continue;
    }
    if ((isStructured(tv) || isStructured(ev)) && !sameStructure(tv, ev))
      return emitError(l) << "variable '" << entry.getKey() << "' is "
                          << typeStr(tv) << " in the then block and "
                          << typeStr(ev)
                          << " in the else block of an 'if' on a "
                             "non-constexpr condition";
    Merged m{entry.getKey().str(), tv, {}, {}};
    SmallVector<Val> leaves[2];
    flattenLeaves(tv, leaves[0]);
    flattenLeaves(ev, leaves[1]);
    for (size_t i = 0; i < leaves[0].size(); ++i) {
      Val mats[2] = {leaves[0][i], leaves[1][i]};
      if (sameVal(mats[0], mats[1])) {
        m.leaves.push_back(mats[0]);
        m.result.push_back(-1);
        continue;
      }
      int bad = branchTensors(*this, oldIf, l, mats);
      if (bad == -2)
        return failure();
      if (bad >= 0)
        return emitError(l)
               << "variable '" << entry.getKey() << "' "
               << (isStructured(tv) ? "has a part that is a " : "is a ")
               << kindStr(mats[bad])
               << " that differs between the branches of an 'if' on a "
                  "non-constexpr condition";
      if (mats[0].dt != mats[1].dt || mats[0].shape != mats[1].shape)
        return emitError(l)
               << "mismatched type for '" << entry.getKey()
               << "' between the then block (" << typeStr(mats[0])
               << ") and the else block (" << typeStr(mats[1]) << ")";
      m.result.push_back(types.size());
      m.leaves.push_back(mats[0]);
      yields[0].push_back(mats[0].v);
      yields[1].push_back(mats[1].v);
      types.push_back(mats[0].v.getType());
    }
    merged.push_back(std::move(m));
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
  for (Merged &m : merged) {
    for (size_t i = 0; i < m.leaves.size(); ++i)
      if (m.result[i] >= 0)
        m.leaves[i] = Val::ofTensor(newIf.getResult(m.result[i]),
                                    m.leaves[i].dt, m.leaves[i].shape);
    size_t next = 0;
    frame->vars[m.name] = unflattenLeaves(m.shape, m.leaves, next);
  }
  return success();
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
  flattenLeaves(retVals[0], leaves[0]);
  flattenLeaves(retVals[1], leaves[1]);
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
    int bad = branchTensors(*this, oldIf, l, mats);
    if (bad == -2)
      return failure();
    if (bad >= 0)
      return emitError(l) << "the function returns a " << kindStr(mats[bad])
                          << " that differs between the paths of this "
                             "'if' on a runtime condition";
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
  frame->retVal = unflattenLeaves(retVals[0], merged, next);
  frame->returned = true;
  return success();
}

/// The values a loop carries for a variable whose value at the loop's entry
/// is `entry`: itself if it is a tensor, else (a tuple, a block pointer) the
/// tensors among its leaves.
static void carriedValues(const Val &entry, SmallVectorImpl<Value> &out) {
  SmallVector<Val> leaves;
  flattenLeaves(entry, leaves);
  for (const Val &leaf : leaves)
    if (leaf.isTensor())
      out.push_back(leaf.v);
}

/// `entry` with its carried tensors replaced, in order, by `values` from
/// `next` on (the loop's block arguments or results).
static Val rebindCarried(const Val &entry, ValueRange values, size_t &next) {
  SmallVector<Val> leaves;
  flattenLeaves(entry, leaves);
  for (Val &leaf : leaves)
    if (leaf.isTensor())
      leaf = Val::ofTensor(values[next++], leaf.dt, leaf.shape);
  size_t k = 0;
  return unflattenLeaves(entry, leaves, k);
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
    SmallVector<Value> carried;
    carriedValues(v, carried);
    // A tuple or object travels through the loop by its tensors; its other
    // parts (constexprs, a block pointer's block shape) must not change.
    if (carried.empty()) {
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
    if (!sameStructure(inits[k], v))
      return emitError(l) << "loop-carried variable '" << names[k] << "' is "
                          << typeStr(inits[k])
                          << " before the loop but is re-assigned to "
                          << typeStr(v) << " inside it";
    SmallVector<Val> before, now;
    SmallVector<std::string> parts;
    flattenLeaves(inits[k], before);
    flattenLeaves(v, now);
    leafNames(inits[k], names[k], parts);
    for (size_t i = 0; i < before.size(); ++i) {
      Val leaf = now[i];
      if (!before[i].isTensor()) {
        if (!sameVal(before[i], leaf))
          return emitError(l)
                 << "'" << parts[i] << "' (" << typeStr(before[i])
                 << ") changes inside the loop: a constexpr part of "
                    "loop-carried variable '"
                 << names[k] << "' must stay the same";
        continue;
      }
      if (leaf.isConstNum())
        leaf = toTensor(leaf, l);
      if (leaf.isTensor() && leaf.dt != before[i].dt && before[i].dt.isInt() &&
          leaf.dt.isInt() && isStructured(inits[k]))
        leaf = cast(leaf, before[i].dt, l);
      if (!leaf.isTensor() || leaf.dt != before[i].dt ||
          leaf.shape != before[i].shape) {
        InFlightDiagnostic d = emitError(l);
        d << "loop-carried variable '" << names[k] << "' ";
        if (isStructured(inits[k]))
          d << "has '" << parts[i] << "' of type " << typeStr(before[i])
            << " before the loop, re-assigned to " << typeStr(leaf);
        else
          d << "has type " << typeStr(before[i])
            << " before the loop but is re-assigned to " << typeStr(leaf);
        return d << " inside it; the type must stay the same";
      }
      yields.push_back(leaf.v);
    }
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
    carriedValues(v, initValues);
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
    size_t next = 0;
    for (size_t k = 0; k < names.size(); ++k)
      frame->vars[names[k]] =
          rebindCarried(inits[k], forOp.getRegionIterArgs(), next);
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
  size_t next = 0;
  for (size_t k = 0; k < names.size(); ++k)
    frame->vars[names[k]] = rebindCarried(inits[k], forOp.getResults(), next);
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
  for (const Val &v : inits)
    carriedValues(v, initValues);
  for (Value v : initValues) {
    types.push_back(v.getType());
    locs.push_back(l);
  }
  auto whileOp = scf::WhileOp::create(b, l, types, initValues);
  llvm::StringMap<Val> before = frame->vars;
  {
    OpBuilder::InsertionGuard g(b);
    Block *beforeBlock = b.createBlock(&whileOp.getBefore(), {}, types, locs);
    size_t next = 0;
    for (size_t k = 0; k < names.size(); ++k)
      frame->vars[names[k]] =
          rebindCarried(inits[k], beforeBlock->getArguments(), next);
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
    next = 0;
    for (size_t k = 0; k < names.size(); ++k)
      frame->vars[names[k]] =
          rebindCarried(inits[k], afterBlock->getArguments(), next);
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
  size_t next = 0;
  for (size_t k = 0; k < names.size(); ++k)
    frame->vars[names[k]] = rebindCarried(inits[k], whileOp.getResults(), next);
  return success();
}
