//===- AST.h - syntax tree of the Python subset the front end parses -----===//
#ifndef TILEC_LIB_FRONTEND_AST_H
#define TILEC_LIB_FRONTEND_AST_H

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace tilec::frontend {

enum class ExprKind {
  Name,
  Int,
  Float,
  Str,
  Bool,
  None,
  Ellipsis,
  Attribute, // elts[0].name
  Subscript, // elts[0][elts[1]]
  Slice,     // elts = {lower, upper, step}, each may be null
  Call,      // elts[0](elts[1..], keywords)
  BinOp,     // elts[0] binOp elts[1]
  UnaryOp,   // unOp elts[0]
  Compare,   // elts[0] cmpOps[0] elts[1] cmpOps[1] elts[2] ...
  BoolOp,    // elts joined by `and` (isAnd) or `or`
  IfExp,     // elts[1] if elts[0] else elts[2]
  Tuple,
  List,
  Starred,     // *elts[0]
  Dict,        // {elts[0]: elts[1], elts[2]: elts[3], ...}
  Unsupported, // Parsed but outside the subset (lambda, dict, ...): `name`.
};

enum class BinOpKind {
  Add,
  Sub,
  Mul,
  Div,
  FloorDiv,
  Mod,
  Pow,
  LShift,
  RShift,
  BitAnd,
  BitOr,
  BitXor,
  MatMul,
};
enum class UnaryOpKind { Neg, Pos, Invert, Not };
enum class CmpOpKind { Lt, Gt, Le, Ge, Eq, Ne, Is, IsNot, In, NotIn };

struct Expr;

struct Keyword {
  std::string name; // Empty for `**kwargs`.
  Expr *value = nullptr;
};

struct Expr {
  ExprKind kind;
  int line = 0, col = 0;
  std::string name; // Name, attribute, string value, unsupported construct.
  int64_t intValue = 0;
  double floatValue = 0;
  bool boolValue = false;
  BinOpKind binOp = BinOpKind::Add;
  UnaryOpKind unOp = UnaryOpKind::Neg;
  bool isAnd = false;
  std::vector<CmpOpKind> cmpOps;
  std::vector<Expr *> elts;
  std::vector<Keyword> keywords;
};

enum class StmtKind {
  Expr,
  Assign,    // targets[0] = targets[1] = ... = value
  AugAssign, // targets[0] augOp= value
  AnnAssign, // targets[0]: annotation [= value]
  If,
  For, // for targets[0] in value: body else: orelse
  While,
  Return,
  Pass,
  Break,
  Continue,
  Assert, // assert value, msg
  FunctionDef,
  Import,        // imports = {module path, alias}
  ImportFrom,    // fromModule, imports = {name, alias}
  Try,           // try: body; handlers (each an ExceptHandler); else: orelse;
                 // finally: finalbody
  ExceptHandler, // except value [as name]: body (value null for a bare except)
  Unsupported,   // class, with, try, raise, global, del...: `name`.
};

struct Stmt;

struct Param {
  std::string name;
  Expr *annotation = nullptr;
  Expr *defaultValue = nullptr;
  int line = 0, col = 0;
  bool isVariadic = false; // *args or **kwargs.
};

struct Stmt {
  StmtKind kind;
  int line = 0, col = 0;
  std::vector<Expr *> targets;
  Expr *value = nullptr;
  Expr *annotation = nullptr;
  Expr *msg = nullptr;
  BinOpKind augOp = BinOpKind::Add;
  std::vector<Stmt *> body, orelse, finalbody, handlers;
  std::string name;
  std::vector<Param> params;
  std::vector<Expr *> decorators;
  std::string fromModule;
  std::vector<std::pair<std::string, std::string>> imports;
};

/// A parsed file; owns every node.
struct ModuleAST {
  std::vector<Stmt *> body;
  std::vector<std::unique_ptr<Expr>> exprPool;
  std::vector<std::unique_ptr<Stmt>> stmtPool;

  Expr *newExpr(ExprKind kind, int line, int col) {
    exprPool.push_back(std::make_unique<Expr>());
    Expr *e = exprPool.back().get();
    e->kind = kind;
    e->line = line;
    e->col = col;
    return e;
  }
  Stmt *newStmt(StmtKind kind, int line, int col) {
    stmtPool.push_back(std::make_unique<Stmt>());
    Stmt *s = stmtPool.back().get();
    s->kind = kind;
    s->line = line;
    s->col = col;
    return s;
  }
};

} // namespace tilec::frontend

#endif // TILEC_LIB_FRONTEND_AST_H
