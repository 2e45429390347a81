//===- ParserImpl.h - the recursive-descent parser's class (private) ------===//
//
// Shared by Parser.cpp (statements, the entry) and ParserExpressions.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_FRONTEND_PARSERIMPL_H
#define TILEC_LIB_FRONTEND_PARSERIMPL_H

#include "AST.h"
#include "Lexer.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

namespace tilec::frontend::detail {

/// Parses one file's tokens into its ModuleAST, by recursive descent.
class Parser {
public:
  /// Nesting beyond this many levels is rejected rather than risking the
  /// stack.
  static constexpr int kMaxDepth = 200;

  Parser(std::vector<Token> &toks, llvm::StringRef fileName,
         mlir::MLIRContext *ctx, ModuleAST &mod)
      : toks(toks), fileName(fileName), ctx(ctx), mod(mod) {}

  mlir::LogicalResult parseFile();

private:
  std::vector<Token> &toks;
  llvm::StringRef fileName;
  mlir::MLIRContext *ctx;
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
  bool isOp(llvm::StringRef s) const { return cur().isOp(s); }
  bool isKw(llvm::StringRef s) const { return cur().isKeyword(s); }
  bool acceptOp(llvm::StringRef s) {
    if (!isOp(s))
      return false;
    advance();
    return true;
  }
  bool acceptKw(llvm::StringRef s) {
    if (!isKw(s))
      return false;
    advance();
    return true;
  }
  mlir::InFlightDiagnostic error(const Token &t) {
    return mlir::emitError(
        mlir::FileLineColLoc::get(ctx, fileName, t.line, t.col));
  }
  mlir::InFlightDiagnostic errorHere() { return error(cur()); }
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
  mlir::LogicalResult expectOp(llvm::StringRef s) {
    if (acceptOp(s))
      return mlir::success();
    return errorHere() << "expected '" << s << "', got " << describe(cur());
  }
  bool tooDeep() {
    if (depth <= kMaxDepth)
      return false;
    errorHere() << "nesting too deep (more than " << kMaxDepth << " levels)";
    return true;
  }
  static bool isReserved(llvm::StringRef s) {
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
  Expr *unsupported(const Token &t, llvm::StringRef what) {
    Expr *e = newExpr(ExprKind::Unsupported, t);
    e->name = what.str();
    return e;
  }

  // Statements.
  mlir::LogicalResult parseBlock(std::vector<Stmt *> &out);
  mlir::LogicalResult parseStatement(std::vector<Stmt *> &out);
  mlir::LogicalResult parseSimpleStatements(std::vector<Stmt *> &out);
  Stmt *parseSmallStatement();
  Stmt *parseCompound();
  Stmt *parseFunctionDef(std::vector<Expr *> decorators, const Token &start);
  Stmt *parseIf(const Token &start);
  Stmt *skipCompound(const Token &start, llvm::StringRef what);
  mlir::LogicalResult parseDottedName(std::string &out);

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
  mlir::LogicalResult parseCallArgs(Expr *call);
  mlir::LogicalResult skipComprehension();
  Expr *parseTargetList();
};

} // namespace tilec::frontend::detail

#endif // TILEC_LIB_FRONTEND_PARSERIMPL_H
