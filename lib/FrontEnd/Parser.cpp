//===- Parser.cpp - recursive-descent parser for Python source -----------===//
//
// The statement grammar and the entry; expressions are in
// ParserExpressions.cpp, the class in ParserImpl.h.
//
//===----------------------------------------------------------------------===//
#include "Parser.h"
#include "ParserImpl.h"

using namespace mlir;
using namespace tilec::frontend;
using tilec::frontend::detail::Parser;

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

LogicalResult tilec::frontend::parseModule(StringRef source, StringRef fileName,
                                           MLIRContext *context,
                                           ModuleAST &module) {
  std::vector<Token> tokens;
  if (failed(tokenize(source, fileName, context, tokens)))
    return failure();
  Parser parser(tokens, fileName, context, module);
  return parser.parseFile();
}
