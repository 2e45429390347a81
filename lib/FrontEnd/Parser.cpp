//===- Parser.cpp - recursive-descent parser for Python source -----------===//
#include "Parser.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

using namespace mlir;
using namespace tilec::frontend;

namespace {
/// Nesting beyond this many levels is rejected rather than risking the stack.
constexpr int kMaxDepth = 200;

class Parser {
public:
  Parser(std::vector<Token> &toks, StringRef fileName, MLIRContext *ctx,
         ModuleAST &mod)
      : toks(toks), fileName(fileName), ctx(ctx), mod(mod) {}

  LogicalResult parseFile();

private:
  std::vector<Token> &toks;
  StringRef fileName;
  MLIRContext *ctx;
  ModuleAST &mod;
  size_t p = 0;
  int depth = 0;

  struct DepthGuard {
    int &d;
    explicit DepthGuard(int &d) : d(d) { ++d; }
    ~DepthGuard() { --d; }
  };

  const Token &cur() const { return toks[p]; }
  const Token &next() const { return toks[std::min(p + 1, toks.size() - 1)]; }
  void advance() {
    if (cur().kind != TokKind::End)
      ++p;
  }
  bool isOp(StringRef s) const { return cur().isOp(s); }
  bool isKw(StringRef s) const { return cur().isKeyword(s); }
  bool acceptOp(StringRef s) {
    if (!isOp(s))
      return false;
    advance();
    return true;
  }
  bool acceptKw(StringRef s) {
    if (!isKw(s))
      return false;
    advance();
    return true;
  }
  InFlightDiagnostic error(const Token &t) {
    return emitError(FileLineColLoc::get(ctx, fileName, t.line, t.col));
  }
  InFlightDiagnostic errorHere() { return error(cur()); }
  std::string describe(const Token &t) {
    switch (t.kind) {
    case TokKind::Newline:
      return "end of line";
    case TokKind::Indent:
      return "indent";
    case TokKind::Dedent:
      return "dedent";
    case TokKind::End:
      return "end of file";
    case TokKind::String:
      return "string literal";
    default:
      return "'" + t.text + "'";
    }
  }
  LogicalResult expectOp(StringRef s) {
    if (acceptOp(s))
      return success();
    return errorHere() << "expected '" << s << "', got " << describe(cur());
  }
  bool tooDeep() {
    if (depth <= kMaxDepth)
      return false;
    errorHere() << "nesting too deep (more than " << kMaxDepth << " levels)";
    return true;
  }
  static bool isReserved(StringRef s) {
    static const char *const kws[] = {
        "False",  "None",     "True",  "and",    "as",       "assert",
        "async",  "await",    "break", "class",  "continue", "def",
        "del",    "elif",     "else",  "except", "finally",  "for",
        "from",   "global",   "if",    "import", "in",       "is",
        "lambda", "nonlocal", "not",   "or",     "pass",     "raise",
        "return", "try",      "while", "with",   "yield"};
    for (const char *k : kws)
      if (s == k)
        return true;
    return false;
  }
  bool atExprStart() const {
    const Token &t = cur();
    switch (t.kind) {
    case TokKind::Int:
    case TokKind::Float:
    case TokKind::String:
      return true;
    case TokKind::Name:
      return !isReserved(t.text) || t.text == "None" || t.text == "True" ||
             t.text == "False" || t.text == "not" || t.text == "lambda" ||
             t.text == "await";
    case TokKind::Op:
      return t.text == "(" || t.text == "[" || t.text == "{" || t.text == "-" ||
             t.text == "+" || t.text == "~" || t.text == "..." || t.text == "*";
    default:
      return false;
    }
  }

  Expr *newExpr(ExprKind k, const Token &t) {
    return mod.newExpr(k, t.line, t.col);
  }
  Expr *unsupported(const Token &t, StringRef what) {
    Expr *e = newExpr(ExprKind::Unsupported, t);
    e->name = what.str();
    return e;
  }

  // Statements.
  LogicalResult parseBlock(std::vector<Stmt *> &out);
  LogicalResult parseStatement(std::vector<Stmt *> &out);
  LogicalResult parseSimpleStatements(std::vector<Stmt *> &out);
  Stmt *parseSmallStatement();
  Stmt *parseCompound();
  Stmt *parseFunctionDef(std::vector<Expr *> decorators, const Token &start);
  Stmt *parseIf(const Token &start);
  Stmt *skipCompound(const Token &start, StringRef what);
  LogicalResult parseDottedName(std::string &out);

  // Expressions.
  Expr *parseStarExpressions(); // a, b  (tuple without parentheses)
  Expr *parseExpression();
  Expr *parseLambda();
  Expr *parseDisjunction();
  Expr *parseConjunction();
  Expr *parseInversion();
  Expr *parseComparison();
  Expr *parseBinary(int level);
  Expr *parseFactor();
  Expr *parsePower();
  Expr *parsePrimary();
  Expr *parseAtom();
  Expr *parseSubscript();
  Expr *parseSliceItem();
  LogicalResult parseCallArgs(Expr *call);
  LogicalResult skipComprehension();
  Expr *parseTargetList();
};
} // namespace

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

LogicalResult Parser::parseFile() {
  while (cur().kind != TokKind::End) {
    if (cur().kind == TokKind::Newline) {
      advance();
      continue;
    }
    if (cur().kind == TokKind::Indent)
      return errorHere() << "unexpected indent";
    if (failed(parseStatement(mod.body)))
      return failure();
  }
  return success();
}

LogicalResult Parser::parseBlock(std::vector<Stmt *> &out) {
  DepthGuard g(depth);
  if (tooDeep())
    return failure();
  if (failed(expectOp(":")))
    return failure();
  if (cur().kind != TokKind::Newline)
    return parseSimpleStatements(out);
  advance();
  if (cur().kind != TokKind::Indent)
    return errorHere() << "expected an indented block";
  advance();
  while (cur().kind != TokKind::Dedent && cur().kind != TokKind::End) {
    if (cur().kind == TokKind::Indent)
      return errorHere() << "unexpected indent";
    if (failed(parseStatement(out)))
      return failure();
  }
  advance();
  return success();
}

LogicalResult Parser::parseStatement(std::vector<Stmt *> &out) {
  if (isOp("@") || isKw("def") || isKw("if") || isKw("for") || isKw("while") ||
      isKw("class") || isKw("with") || isKw("try") || isKw("async")) {
    Stmt *s = parseCompound();
    if (!s)
      return failure();
    out.push_back(s);
    return success();
  }
  return parseSimpleStatements(out);
}

LogicalResult Parser::parseSimpleStatements(std::vector<Stmt *> &out) {
  while (true) {
    Stmt *s = parseSmallStatement();
    if (!s)
      return failure();
    out.push_back(s);
    if (!acceptOp(";"))
      break;
    if (cur().kind == TokKind::Newline)
      break;
  }
  if (cur().kind == TokKind::Newline) {
    advance();
    return success();
  }
  if (cur().kind == TokKind::End)
    return success();
  return errorHere() << "invalid syntax: unexpected " << describe(cur());
}

LogicalResult Parser::parseDottedName(std::string &out) {
  if (cur().kind != TokKind::Name || isReserved(cur().text))
    return errorHere() << "expected a module name, got " << describe(cur());
  out = cur().text;
  advance();
  while (acceptOp(".")) {
    if (cur().kind != TokKind::Name)
      return errorHere() << "expected a name after '.'";
    out += "." + cur().text;
    advance();
  }
  return success();
}

static bool isAugOp(StringRef s, BinOpKind &k) {
  static const std::pair<const char *, BinOpKind> table[] = {
      {"+=", BinOpKind::Add},       {"-=", BinOpKind::Sub},
      {"*=", BinOpKind::Mul},       {"/=", BinOpKind::Div},
      {"//=", BinOpKind::FloorDiv}, {"%=", BinOpKind::Mod},
      {"**=", BinOpKind::Pow},      {"<<=", BinOpKind::LShift},
      {">>=", BinOpKind::RShift},   {"&=", BinOpKind::BitAnd},
      {"|=", BinOpKind::BitOr},     {"^=", BinOpKind::BitXor},
      {"@=", BinOpKind::MatMul}};
  for (auto &[text, kind] : table) {
    if (s == text) {
      k = kind;
      return true;
    }
  }
  return false;
}

Stmt *Parser::parseSmallStatement() {
  const Token start = cur();
  auto simple = [&](StmtKind k) {
    advance();
    return mod.newStmt(k, start.line, start.col);
  };
  if (isKw("pass"))
    return simple(StmtKind::Pass);
  if (isKw("break"))
    return simple(StmtKind::Break);
  if (isKw("continue"))
    return simple(StmtKind::Continue);
  if (isKw("return")) {
    Stmt *s = simple(StmtKind::Return);
    if (atExprStart()) {
      s->value = parseStarExpressions();
      if (!s->value)
        return nullptr;
    }
    return s;
  }
  if (isKw("yield")) {
    // Generators (e.g. @contextmanager helpers) parse; kernels reject them.
    advance();
    acceptKw("from");
    Stmt *s = mod.newStmt(StmtKind::Expr, start.line, start.col);
    if (atExprStart() && !parseStarExpressions())
      return nullptr;
    s->value = unsupported(start, "'yield'");
    return s;
  }
  if (isKw("assert")) {
    Stmt *s = simple(StmtKind::Assert);
    if (!(s->value = parseExpression()))
      return nullptr;
    if (acceptOp(",") && !(s->msg = parseExpression()))
      return nullptr;
    return s;
  }
  if (isKw("raise") || isKw("del") || isKw("global") || isKw("nonlocal")) {
    Stmt *s = simple(StmtKind::Unsupported);
    s->name = "'" + start.text + "' statement";
    if (start.text == "global" || start.text == "nonlocal") {
      do {
        if (cur().kind != TokKind::Name) {
          errorHere() << "expected a name";
          return nullptr;
        }
        advance();
      } while (acceptOp(","));
      return s;
    }
    if (atExprStart()) {
      if (!parseStarExpressions())
        return nullptr;
      if (acceptKw("from") && !parseExpression())
        return nullptr;
    }
    return s;
  }
  if (isKw("import")) {
    Stmt *s = simple(StmtKind::Import);
    do {
      std::string name, alias;
      if (failed(parseDottedName(name)))
        return nullptr;
      if (acceptKw("as")) {
        if (cur().kind != TokKind::Name) {
          errorHere() << "expected a name after 'as'";
          return nullptr;
        }
        alias = cur().text;
        advance();
      }
      s->imports.push_back({name, alias});
    } while (acceptOp(","));
    return s;
  }
  if (isKw("from")) {
    Stmt *s = simple(StmtKind::ImportFrom);
    std::string dots;
    while (isOp(".") || isOp("...")) {
      dots += cur().text;
      advance();
    }
    if (!isKw("import") && failed(parseDottedName(s->fromModule)))
      return nullptr;
    s->fromModule = dots + s->fromModule;
    if (!acceptKw("import")) {
      errorHere() << "expected 'import'";
      return nullptr;
    }
    if (acceptOp("*")) {
      s->imports.push_back({"*", ""});
      return s;
    }
    bool paren = acceptOp("(");
    do {
      if (paren && isOp(")"))
        break;
      if (cur().kind != TokKind::Name) {
        errorHere() << "expected a name to import";
        return nullptr;
      }
      std::string name = cur().text, alias;
      advance();
      if (acceptKw("as")) {
        if (cur().kind != TokKind::Name) {
          errorHere() << "expected a name after 'as'";
          return nullptr;
        }
        alias = cur().text;
        advance();
      }
      s->imports.push_back({name, alias});
    } while (acceptOp(","));
    if (paren && failed(expectOp(")")))
      return nullptr;
    return s;
  }
  if (!atExprStart()) {
    errorHere() << "invalid syntax: unexpected " << describe(cur());
    return nullptr;
  }

  // Expression, assignment, augmented or annotated assignment.
  Expr *first = parseStarExpressions();
  if (!first)
    return nullptr;
  BinOpKind aug;
  if (cur().kind == TokKind::Op && isAugOp(cur().text, aug)) {
    advance();
    Stmt *s = mod.newStmt(StmtKind::AugAssign, start.line, start.col);
    s->augOp = aug;
    s->targets.push_back(first);
    if (!(s->value = parseStarExpressions()))
      return nullptr;
    return s;
  }
  if (acceptOp(":")) {
    Stmt *s = mod.newStmt(StmtKind::AnnAssign, start.line, start.col);
    s->targets.push_back(first);
    if (!(s->annotation = parseExpression()))
      return nullptr;
    if (acceptOp("=") && !(s->value = parseStarExpressions()))
      return nullptr;
    return s;
  }
  if (isOp("=")) {
    Stmt *s = mod.newStmt(StmtKind::Assign, start.line, start.col);
    Expr *value = first;
    while (acceptOp("=")) {
      s->targets.push_back(value);
      if (!(value = parseStarExpressions()))
        return nullptr;
    }
    s->value = value;
    return s;
  }
  if (isOp(":=")) {
    errorHere() << "assignment expressions (':=') are not supported";
    return nullptr;
  }
  Stmt *s = mod.newStmt(StmtKind::Expr, start.line, start.col);
  s->value = first;
  return s;
}

Stmt *Parser::skipCompound(const Token &start, StringRef what) {
  // Parses the header loosely and the body fully, to keep later code in sync.
  Stmt *s = mod.newStmt(StmtKind::Unsupported, start.line, start.col);
  s->name = what.str();
  int nest = 0;
  while (cur().kind != TokKind::End && cur().kind != TokKind::Newline &&
         !(nest == 0 && isOp(":"))) {
    if (isOp("(") || isOp("[") || isOp("{"))
      ++nest;
    if (isOp(")") || isOp("]") || isOp("}"))
      --nest;
    advance();
  }
  std::vector<Stmt *> body;
  if (failed(parseBlock(body)))
    return nullptr;
  s->body = std::move(body);
  return s;
}

Stmt *Parser::parseCompound() {
  DepthGuard g(depth);
  if (tooDeep())
    return nullptr;
  const Token start = cur();
  if (isOp("@")) {
    std::vector<Expr *> decorators;
    while (acceptOp("@")) {
      Expr *d = parseExpression();
      if (!d)
        return nullptr;
      decorators.push_back(d);
      if (cur().kind != TokKind::Newline) {
        errorHere() << "expected end of line after decorator";
        return nullptr;
      }
      advance();
    }
    if (isKw("def"))
      return parseFunctionDef(std::move(decorators), cur());
    if (isKw("class"))
      return skipCompound(cur(), "class definition");
    errorHere() << "expected 'def' or 'class' after decorators";
    return nullptr;
  }
  if (isKw("def"))
    return parseFunctionDef({}, start);
  if (isKw("async")) {
    advance();
    return skipCompound(start, "async statement");
  }
  if (acceptKw("if"))
    return parseIf(start);
  if (acceptKw("while")) {
    Stmt *s = mod.newStmt(StmtKind::While, start.line, start.col);
    if (!(s->value = parseExpression()) || failed(parseBlock(s->body)))
      return nullptr;
    if (acceptKw("else") && failed(parseBlock(s->orelse)))
      return nullptr;
    return s;
  }
  if (acceptKw("for")) {
    Stmt *s = mod.newStmt(StmtKind::For, start.line, start.col);
    Expr *target = parseTargetList();
    if (!target)
      return nullptr;
    s->targets.push_back(target);
    if (!acceptKw("in")) {
      errorHere() << "expected 'in' in for statement";
      return nullptr;
    }
    if (!(s->value = parseStarExpressions()) || failed(parseBlock(s->body)))
      return nullptr;
    if (acceptKw("else") && failed(parseBlock(s->orelse)))
      return nullptr;
    return s;
  }
  if (isKw("class"))
    return skipCompound(start, "class definition");
  if (isKw("with"))
    return skipCompound(start, "'with' statement");
  if (acceptKw("try")) {
    // Kept structured: module-level code imports under try/except.
    Stmt *s = mod.newStmt(StmtKind::Try, start.line, start.col);
    if (failed(parseBlock(s->body)))
      return nullptr;
    while (isKw("except")) {
      const Token h = cur();
      advance();
      Stmt *handler = mod.newStmt(StmtKind::ExceptHandler, h.line, h.col);
      acceptOp("*"); // except* groups
      if (!isOp(":")) {
        if (!(handler->value = parseExpression()))
          return nullptr;
        if (acceptKw("as")) {
          if (cur().kind != TokKind::Name) {
            errorHere() << "expected a name after 'as'";
            return nullptr;
          }
          handler->name = cur().text;
          advance();
        }
      }
      if (failed(parseBlock(handler->body)))
        return nullptr;
      s->handlers.push_back(handler);
    }
    if (acceptKw("else") && failed(parseBlock(s->orelse)))
      return nullptr;
    if (acceptKw("finally") && failed(parseBlock(s->finalbody)))
      return nullptr;
    if (s->handlers.empty() && s->finalbody.empty()) {
      errorHere() << "expected 'except' or 'finally' block";
      return nullptr;
    }
    return s;
  }
  errorHere() << "invalid syntax";
  return nullptr;
}

Stmt *Parser::parseIf(const Token &start) {
  Stmt *s = mod.newStmt(StmtKind::If, start.line, start.col);
  if (!(s->value = parseExpression()) || failed(parseBlock(s->body)))
    return nullptr;
  if (isKw("elif")) {
    const Token elifTok = cur();
    advance();
    DepthGuard g(depth);
    if (tooDeep())
      return nullptr;
    Stmt *elif = parseIf(elifTok);
    if (!elif)
      return nullptr;
    s->orelse.push_back(elif);
  } else if (acceptKw("else")) {
    if (failed(parseBlock(s->orelse)))
      return nullptr;
  }
  return s;
}

Stmt *Parser::parseFunctionDef(std::vector<Expr *> decorators,
                               const Token &start) {
  advance(); // def
  Stmt *s = mod.newStmt(StmtKind::FunctionDef, start.line, start.col);
  s->decorators = std::move(decorators);
  if (cur().kind != TokKind::Name || isReserved(cur().text)) {
    errorHere() << "expected a function name, got " << describe(cur());
    return nullptr;
  }
  s->name = cur().text;
  advance();
  if (failed(expectOp("(")))
    return nullptr;
  while (!isOp(")")) {
    Param param;
    param.line = cur().line;
    param.col = cur().col;
    if (acceptOp("/"))
      goto nextParam;
    if (acceptOp("*") || acceptOp("**")) {
      param.isVariadic = true;
      if (cur().kind != TokKind::Name) // Bare `*`: keyword-only marker.
        goto nextParam;
    }
    if (cur().kind != TokKind::Name || isReserved(cur().text)) {
      errorHere() << "expected a parameter name, got " << describe(cur());
      return nullptr;
    }
    param.name = cur().text;
    for (const Param &earlier : s->params) {
      if (earlier.name == param.name) {
        errorHere() << "duplicate parameter '" << param.name
                    << "' in function definition";
        return nullptr;
      }
    }
    advance();
    if (acceptOp(":") && !(param.annotation = parseExpression()))
      return nullptr;
    if (acceptOp("=") && !(param.defaultValue = parseExpression()))
      return nullptr;
    s->params.push_back(param);
  nextParam:
    if (!acceptOp(","))
      break;
  }
  if (failed(expectOp(")")))
    return nullptr;
  if (acceptOp("->") && !parseExpression())
    return nullptr;
  if (failed(parseBlock(s->body)))
    return nullptr;
  return s;
}

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
    while (!isOp("}")) {
      if (acceptOp("**")) {
        if (!parseBinary(0))
          return nullptr;
      } else {
        if (!parseExpression())
          return nullptr;
        if (acceptOp(":") && !parseExpression())
          return nullptr;
        if (isKw("for") && failed(skipComprehension()))
          return nullptr;
      }
      if (!acceptOp(","))
        break;
    }
    if (failed(expectOp("}")))
      return nullptr;
    return unsupported(t, "dict or set display");
  }
  error(t) << "invalid syntax: unexpected " << describe(t);
  return nullptr;
}

LogicalResult tilec::frontend::parseModule(StringRef source, StringRef fileName,
                                           MLIRContext *context,
                                           ModuleAST &module) {
  std::vector<Token> tokens;
  if (failed(tokenize(source, fileName, context, tokens)))
    return failure();
  Parser parser(tokens, fileName, context, module);
  return parser.parseFile();
}
