//===- ParserExpressions.cpp - the expression grammar ---------------------===//
//
// Python's expressions by precedence level (lambda, or/and/not,
// comparisons, binary operators, unary, power, primaries, atoms), calls,
// subscripts and slices; comprehensions and displays outside the kernel
// subset become Unsupported nodes.
//
//===----------------------------------------------------------------------===//
#include "ParserImpl.h"

using namespace mlir;
using namespace tilec::frontend;
using tilec::frontend::detail::Parser;

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

Expr *Parser::parseTargetList() {
  // Targets of a for loop: stop before `in`.
  const Token start = cur();
  std::vector<Expr *> elts;
  bool trailingComma = false;
  do {
    if (isKw("in"))
      break;
    Expr *e = parseBinary(0);
    if (!e)
      return nullptr;
    elts.push_back(e);
    trailingComma = isOp(",");
  } while (acceptOp(","));
  if (elts.empty()) {
    errorHere() << "expected a loop target";
    return nullptr;
  }
  if (elts.size() == 1 && !trailingComma)
    return elts[0];
  Expr *t = newExpr(ExprKind::Tuple, start);
  t->elts = std::move(elts);
  return t;
}

Expr *Parser::parseStarExpressions() {
  const Token start = cur();
  Expr *first = isOp("*") ? nullptr : parseExpression();
  if (isOp("*")) {
    advance();
    Expr *inner = parseBinary(0);
    if (!inner)
      return nullptr;
    first = newExpr(ExprKind::Starred, start);
    first->elts.push_back(inner);
  }
  if (!first || !isOp(","))
    return first;
  Expr *t = newExpr(ExprKind::Tuple, start);
  t->elts.push_back(first);
  while (acceptOp(",")) {
    if (!atExprStart())
      break;
    Expr *e = parseExpression();
    if (!e)
      return nullptr;
    t->elts.push_back(e);
  }
  return t;
}

Expr *Parser::parseExpression() {
  DepthGuard g(depth);
  if (tooDeep())
    return nullptr;
  if (isKw("lambda"))
    return parseLambda();
  const Token start = cur();
  Expr *body = parseDisjunction();
  if (!body || !isKw("if"))
    return body;
  advance();
  Expr *test = parseDisjunction();
  if (!test)
    return nullptr;
  if (!acceptKw("else")) {
    errorHere() << "expected 'else' in conditional expression";
    return nullptr;
  }
  Expr *orelse = parseExpression();
  if (!orelse)
    return nullptr;
  Expr *e = newExpr(ExprKind::IfExp, start);
  e->elts = {test, body, orelse};
  return e;
}

Expr *Parser::parseLambda() {
  const Token start = cur();
  advance();
  while (!isOp(":") && cur().kind != TokKind::Newline &&
         cur().kind != TokKind::End)
    advance();
  if (failed(expectOp(":")) || !parseExpression())
    return nullptr;
  return unsupported(start, "lambda");
}

Expr *Parser::parseDisjunction() {
  const Token start = cur();
  Expr *first = parseConjunction();
  if (!first || !isKw("or"))
    return first;
  Expr *e = newExpr(ExprKind::BoolOp, start);
  e->isAnd = false;
  e->elts.push_back(first);
  while (acceptKw("or")) {
    Expr *n = parseConjunction();
    if (!n)
      return nullptr;
    e->elts.push_back(n);
  }
  return e;
}

Expr *Parser::parseConjunction() {
  const Token start = cur();
  Expr *first = parseInversion();
  if (!first || !isKw("and"))
    return first;
  Expr *e = newExpr(ExprKind::BoolOp, start);
  e->isAnd = true;
  e->elts.push_back(first);
  while (acceptKw("and")) {
    Expr *n = parseInversion();
    if (!n)
      return nullptr;
    e->elts.push_back(n);
  }
  return e;
}

Expr *Parser::parseInversion() {
  DepthGuard g(depth);
  if (tooDeep())
    return nullptr;
  const Token start = cur();
  if (acceptKw("not")) {
    Expr *x = parseInversion();
    if (!x)
      return nullptr;
    Expr *e = newExpr(ExprKind::UnaryOp, start);
    e->unOp = UnaryOpKind::Not;
    e->elts.push_back(x);
    return e;
  }
  return parseComparison();
}

Expr *Parser::parseComparison() {
  const Token start = cur();
  Expr *first = parseBinary(0);
  if (!first)
    return nullptr;
  Expr *e = nullptr;
  while (true) {
    CmpOpKind k;
    if (isOp("<"))
      k = CmpOpKind::Lt;
    else if (isOp(">"))
      k = CmpOpKind::Gt;
    else if (isOp("<="))
      k = CmpOpKind::Le;
    else if (isOp(">="))
      k = CmpOpKind::Ge;
    else if (isOp("=="))
      k = CmpOpKind::Eq;
    else if (isOp("!="))
      k = CmpOpKind::Ne;
    else if (isKw("in"))
      k = CmpOpKind::In;
    else if (isKw("not") && next().isKeyword("in")) {
      advance();
      k = CmpOpKind::NotIn;
    } else if (isKw("is")) {
      k = CmpOpKind::Is;
      if (next().isKeyword("not")) {
        advance();
        k = CmpOpKind::IsNot;
      }
    } else {
      break;
    }
    advance();
    Expr *rhs = parseBinary(0);
    if (!rhs)
      return nullptr;
    if (!e) {
      e = newExpr(ExprKind::Compare, start);
      e->elts.push_back(first);
    }
    e->cmpOps.push_back(k);
    e->elts.push_back(rhs);
  }
  return e ? e : first;
}

Expr *Parser::parseBinary(int level) {
  // Levels: | ^ & (<< >>) (+ -) (* / // % @); then unary factor.
  static const std::vector<std::pair<const char *, BinOpKind>> levels[] = {
      {{"|", BinOpKind::BitOr}},
      {{"^", BinOpKind::BitXor}},
      {{"&", BinOpKind::BitAnd}},
      {{"<<", BinOpKind::LShift}, {">>", BinOpKind::RShift}},
      {{"+", BinOpKind::Add}, {"-", BinOpKind::Sub}},
      {{"*", BinOpKind::Mul},
       {"/", BinOpKind::Div},
       {"//", BinOpKind::FloorDiv},
       {"%", BinOpKind::Mod},
       {"@", BinOpKind::MatMul}},
  };
  if (level == 6)
    return parseFactor();
  Expr *lhs = parseBinary(level + 1);
  while (lhs) {
    const Token opTok = cur();
    const std::pair<const char *, BinOpKind> *match = nullptr;
    for (auto &entry : levels[level])
      if (isOp(entry.first))
        match = &entry;
    if (!match)
      break;
    advance();
    Expr *rhs = parseBinary(level + 1);
    if (!rhs)
      return nullptr;
    Expr *e = mod.newExpr(ExprKind::BinOp, lhs->line, lhs->col);
    e->binOp = match->second;
    e->elts = {lhs, rhs};
    lhs = e;
  }
  return lhs;
}

Expr *Parser::parseFactor() {
  DepthGuard g(depth);
  if (tooDeep())
    return nullptr;
  const Token start = cur();
  UnaryOpKind k;
  if (isOp("-"))
    k = UnaryOpKind::Neg;
  else if (isOp("+"))
    k = UnaryOpKind::Pos;
  else if (isOp("~"))
    k = UnaryOpKind::Invert;
  else
    return parsePower();
  advance();
  Expr *x = parseFactor();
  if (!x)
    return nullptr;
  Expr *e = newExpr(ExprKind::UnaryOp, start);
  e->unOp = k;
  e->elts.push_back(x);
  return e;
}

Expr *Parser::parsePower() {
  Expr *base = parsePrimary();
  if (!base || !isOp("**"))
    return base;
  advance();
  Expr *exp = parseFactor();
  if (!exp)
    return nullptr;
  Expr *e = mod.newExpr(ExprKind::BinOp, base->line, base->col);
  e->binOp = BinOpKind::Pow;
  e->elts = {base, exp};
  return e;
}

Expr *Parser::parsePrimary() {
  if (isKw("await")) {
    errorHere() << "'await' is not supported";
    return nullptr;
  }
  Expr *e = parseAtom();
  while (e) {
    const Token t = cur();
    if (acceptOp(".")) {
      if (cur().kind != TokKind::Name) {
        errorHere() << "expected an attribute name after '.'";
        return nullptr;
      }
      Expr *a = mod.newExpr(ExprKind::Attribute, e->line, e->col);
      a->name = cur().text;
      a->elts.push_back(e);
      // Attribute nodes locate at the attribute name for better carets.
      a->line = cur().line;
      a->col = cur().col;
      advance();
      e = a;
    } else if (acceptOp("(")) {
      Expr *call = mod.newExpr(ExprKind::Call, e->line, e->col);
      call->elts.push_back(e);
      if (failed(parseCallArgs(call)))
        return nullptr;
      e = call;
    } else if (acceptOp("[")) {
      Expr *index = parseSubscript();
      if (!index || failed(expectOp("]")))
        return nullptr;
      Expr *s = mod.newExpr(ExprKind::Subscript, t.line, t.col);
      s->elts = {e, index};
      e = s;
    } else {
      break;
    }
  }
  return e;
}

LogicalResult Parser::parseCallArgs(Expr *call) {
  DepthGuard g(depth);
  if (tooDeep())
    return failure();
  bool sawKeyword = false;
  while (!isOp(")")) {
    const Token t = cur();
    if (cur().kind == TokKind::Name && next().isOp("=") &&
        !isReserved(cur().text)) {
      Keyword kw;
      kw.name = cur().text;
      advance();
      advance();
      if (!(kw.value = parseExpression()))
        return failure();
      call->keywords.push_back(kw);
      sawKeyword = true;
    } else if (acceptOp("**")) {
      Keyword kw;
      if (!(kw.value = parseExpression()))
        return failure();
      call->keywords.push_back(kw);
      sawKeyword = true;
    } else if (acceptOp("*")) {
      Expr *v = parseExpression();
      if (!v)
        return failure();
      Expr *s = newExpr(ExprKind::Starred, t);
      s->elts.push_back(v);
      call->elts.push_back(s);
    } else {
      Expr *v = parseExpression();
      if (!v)
        return failure();
      if (isKw("for")) {
        if (failed(skipComprehension()))
          return failure();
        v = unsupported(t, "generator expression");
      }
      if (sawKeyword)
        return error(t) << "positional argument follows keyword argument";
      call->elts.push_back(v);
    }
    if (!acceptOp(","))
      break;
  }
  return expectOp(")");
}

LogicalResult Parser::skipComprehension() {
  while (acceptKw("for")) {
    if (!parseTargetList() || !acceptKw("in"))
      return errorHere() << "invalid comprehension";
    if (!parseDisjunction())
      return failure();
    while (acceptKw("if"))
      if (!parseDisjunction())
        return failure();
  }
  return success();
}

Expr *Parser::parseSliceItem() {
  const Token start = cur();
  Expr *lower = nullptr;
  if (!isOp(":")) {
    lower = parseExpression();
    if (!lower || !isOp(":"))
      return lower;
  }
  advance(); // ':'
  Expr *s = newExpr(ExprKind::Slice, start);
  s->elts = {lower, nullptr, nullptr};
  if (!isOp(":") && !isOp("]") && !isOp(",")) {
    if (!(s->elts[1] = parseExpression()))
      return nullptr;
  }
  if (acceptOp(":") && !isOp("]") && !isOp(",")) {
    if (!(s->elts[2] = parseExpression()))
      return nullptr;
  }
  return s;
}

Expr *Parser::parseSubscript() {
  const Token start = cur();
  Expr *first = parseSliceItem();
  if (!first || !isOp(","))
    return first;
  Expr *t = newExpr(ExprKind::Tuple, start);
  t->elts.push_back(first);
  while (acceptOp(",")) {
    if (isOp("]"))
      break;
    Expr *e = parseSliceItem();
    if (!e)
      return nullptr;
    t->elts.push_back(e);
  }
  return t;
}

Expr *Parser::parseAtom() {
  DepthGuard g(depth);
  if (tooDeep())
    return nullptr;
  const Token t = cur();
  switch (t.kind) {
  case TokKind::Int: {
    advance();
    if (t.intValue > static_cast<uint64_t>(INT64_MAX)) {
      error(t) << "integer literal " << t.text << " does not fit in int64";
      return nullptr;
    }
    Expr *e = newExpr(ExprKind::Int, t);
    e->intValue = static_cast<int64_t>(t.intValue);
    return e;
  }
  case TokKind::Float: {
    advance();
    Expr *e = newExpr(ExprKind::Float, t);
    e->floatValue = t.floatValue;
    return e;
  }
  case TokKind::String: {
    Expr *e = newExpr(ExprKind::Str, t);
    while (cur().kind == TokKind::String) {
      e->name += cur().text;
      advance();
    }
    return e;
  }
  case TokKind::Name: {
    if (t.text == "True" || t.text == "False") {
      advance();
      Expr *e = newExpr(ExprKind::Bool, t);
      e->boolValue = t.text == "True";
      return e;
    }
    if (t.text == "None") {
      advance();
      return newExpr(ExprKind::None, t);
    }
    if (isReserved(t.text)) {
      error(t) << "invalid syntax: unexpected keyword '" << t.text << "'";
      return nullptr;
    }
    advance();
    Expr *e = newExpr(ExprKind::Name, t);
    e->name = t.text;
    return e;
  }
  case TokKind::Op:
    break;
  default:
    error(t) << "invalid syntax: unexpected " << describe(t);
    return nullptr;
  }
  if (acceptOp("...")) {
    return newExpr(ExprKind::Ellipsis, t);
  }
  if (acceptOp("(")) {
    if (acceptOp(")"))
      return newExpr(ExprKind::Tuple, t);
    Expr *first = isOp("*") ? parseStarExpressions() : parseExpression();
    if (!first)
      return nullptr;
    if (isKw("for")) {
      if (failed(skipComprehension()) || failed(expectOp(")")))
        return nullptr;
      return unsupported(t, "generator expression");
    }
    if (acceptOp(")"))
      return first;
    if (!isOp(",")) {
      errorHere() << "expected ')' or ',', got " << describe(cur());
      return nullptr;
    }
    Expr *tuple = newExpr(ExprKind::Tuple, t);
    tuple->elts.push_back(first);
    while (acceptOp(",")) {
      if (isOp(")"))
        break;
      Expr *e = parseExpression();
      if (!e)
        return nullptr;
      tuple->elts.push_back(e);
    }
    if (failed(expectOp(")")))
      return nullptr;
    return tuple;
  }
  if (acceptOp("[")) {
    Expr *list = newExpr(ExprKind::List, t);
    while (!isOp("]")) {
      Expr *e = parseExpression();
      if (!e)
        return nullptr;
      if (isKw("for")) {
        if (failed(skipComprehension()) || failed(expectOp("]")))
          return nullptr;
        return unsupported(t, "list comprehension");
      }
      list->elts.push_back(e);
      if (!acceptOp(","))
        break;
    }
    if (failed(expectOp("]")))
      return nullptr;
    return list;
  }
  if (acceptOp("{")) {
    // A dict display of `key: value` pairs is an expression (constant
    // mappings: tl.extern_elementwise's arg_type_symbol_dict); sets, `**`
    // and comprehensions are parsed and rejected.
    Expr *dict = newExpr(ExprKind::Dict, t);
    bool plain = true;
    while (!isOp("}")) {
      if (acceptOp("**")) {
        if (!parseBinary(0))
          return nullptr;
        plain = false;
      } else {
        Expr *key = parseExpression();
        if (!key)
          return nullptr;
        Expr *value = nullptr;
        if (acceptOp(":") && !(value = parseExpression()))
          return nullptr;
        if (isKw("for")) {
          if (failed(skipComprehension()))
            return nullptr;
          plain = false;
        }
        if (!value)
          plain = false;
        dict->elts.push_back(key);
        dict->elts.push_back(value);
      }
      if (!acceptOp(","))
        break;
    }
    if (failed(expectOp("}")))
      return nullptr;
    if (!plain)
      return unsupported(t,
                         "set display, dict comprehension or '**' in a dict");
    return dict;
  }
  error(t) << "invalid syntax: unexpected " << describe(t);
  return nullptr;
}
