//===- Emitter.h - lowering of the Python AST to tile IR (private) -------===//
#ifndef TILEC_LIB_FRONTEND_EMITTER_H
#define TILEC_LIB_FRONTEND_EMITTER_H

#include "AST.h"
#include "FrontEnd.h"

#include "Tile/IR/TileDialect.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringMap.h"

#include <optional>

namespace tilec::frontend {

/// Scalar element types of Triton, with signedness (MLIR ints are signless).
enum class Sc : uint8_t {
  I1,
  I8,
  I16,
  I32,
  I64,
  U8,
  U16,
  U32,
  U64,
  F8E4,
  F8E5,
  F16,
  BF16,
  F32,
  F64,
  Ptr,
};

struct DType {
  Sc sc = Sc::I32;
  Sc pointee = Sc::I32; // When sc == Ptr.
  bool operator==(const DType &o) const {
    return sc == o.sc && (sc != Sc::Ptr || pointee == o.pointee);
  }
  bool operator!=(const DType &o) const { return !(*this == o); }
  bool isFloat() const { return sc >= Sc::F8E4 && sc <= Sc::F64; }
  bool isInt() const { return sc <= Sc::U64; }
  bool isBool() const { return sc == Sc::I1; }
  bool isUnsigned() const { return sc >= Sc::U8 && sc <= Sc::U64; }
  bool isSigned() const { return sc >= Sc::I1 && sc <= Sc::I64; }
  bool isPtr() const { return sc == Sc::Ptr; }
  bool isHalf() const { return sc == Sc::F16 || sc == Sc::BF16; }
  unsigned bits() const;
  unsigned mantissa() const;
  /// bool < integer < floating (Triton's dtype.kind()).
  int kind() const { return isBool() ? 0 : isInt() ? 1 : 2; }
  std::string str() const;
};

/// A compile-time value of the interpreted program: a Python constant, a
/// tensor (MLIR value with Triton dtype and shape; empty shape = scalar), a
/// tuple, a dtype, a function, a module, or a builtin.
struct Val {
  enum Kind {
    Err,
    None,
    Int,
    Float,
    Bool,
    Str,
    Tensor,
    Tuple,
    DTypeV,
    Func,
    Module,
    Builtin,
    Method,
    Slice,
    Ellipsis,
  };
  Kind kind = Err;
  int64_t i = 0;
  double f = 0;
  std::string s;
  mlir::Value v;
  DType dt;
  llvm::SmallVector<int64_t, 4> shape;
  std::vector<Val> elts;
  const Stmt *fn = nullptr;

  explicit operator bool() const { return kind != Err; }
  bool isConstNum() const {
    return kind == Int || kind == Float || kind == Bool;
  }
  bool isTensor() const { return kind == Tensor; }
  bool isScalarTensor() const { return kind == Tensor && shape.empty(); }

  static Val err() { return Val(); }
  static Val none() { return make(None); }
  static Val ofInt(int64_t x) {
    Val r = make(Int);
    r.i = x;
    return r;
  }
  static Val ofFloat(double x) {
    Val r = make(Float);
    r.f = x;
    return r;
  }
  static Val ofBool(bool x) {
    Val r = make(Bool);
    r.i = x;
    return r;
  }
  static Val ofStr(std::string x) {
    Val r = make(Str);
    r.s = std::move(x);
    return r;
  }
  static Val ofDType(DType d) {
    Val r = make(DTypeV);
    r.dt = d;
    return r;
  }
  static Val ofTensor(mlir::Value v, DType d,
                      llvm::ArrayRef<int64_t> shape = {}) {
    Val r = make(Tensor);
    r.v = v;
    r.dt = d;
    r.shape.assign(shape.begin(), shape.end());
    return r;
  }
  static Val ofTuple(std::vector<Val> elts) {
    Val r = make(Tuple);
    r.elts = std::move(elts);
    return r;
  }
  static Val named(Kind k, std::string name) {
    Val r = make(k);
    r.s = std::move(name);
    return r;
  }
  static Val make(Kind k) {
    Val r;
    r.kind = k;
    return r;
  }
};

/// Arguments of a call, evaluated.
struct CallArgs {
  std::vector<Val> pos;
  std::vector<std::pair<std::string, Val>> kw;
};

class Emitter {
public:
  Emitter(mlir::MLIRContext *ctx, llvm::StringRef fileName, ModuleAST &ast)
      : ctx(ctx), fileName(fileName), ast(ast), b(ctx) {}

  mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>>
  emitKernel(const KernelSpec &spec);

  // --- Shared with Builtins.cpp ---
  mlir::MLIRContext *ctx;
  llvm::StringRef fileName;
  ModuleAST &ast;
  mlir::OpBuilder b;

  mlir::Location loc(const Expr *e) const {
    return mlir::FileLineColLoc::get(ctx, fileName, e->line, e->col);
  }
  mlir::Location loc(int line, int col) const {
    return mlir::FileLineColLoc::get(ctx, fileName, line, col);
  }
  Val fail(mlir::Location l, const llvm::Twine &msg) {
    mlir::emitError(l) << msg;
    return Val::err();
  }

  // Types and values.
  mlir::Type mlirType(DType d) const;
  mlir::Type mlirType(DType d, llvm::ArrayRef<int64_t> shape) const;
  std::string typeStr(const Val &v) const;
  static std::string kindStr(const Val &v);
  Val constant(const Val &py, DType d, mlir::Location l);
  Val toTensor(const Val &v, mlir::Location l);
  Val cast(const Val &v, DType to, mlir::Location l, bool bitcast = false);
  Val splatTo(const Val &v, llvm::ArrayRef<int64_t> shape, mlir::Location l);
  Val broadcastTo(const Val &v, llvm::ArrayRef<int64_t> shape,
                  mlir::Location l);
  bool broadcastPair(Val &a, Val &c, mlir::Location l);
  Val expandDims(const Val &v, int axis, mlir::Location l);
  Val reshape(const Val &v, llvm::ArrayRef<int64_t> shape, mlir::Location l);
  Val trans(const Val &v, llvm::ArrayRef<int32_t> order, mlir::Location l);
  Val fullTensor(llvm::ArrayRef<int64_t> shape, const Val &value, DType d,
                 mlir::Location l);
  bool checkShape(llvm::ArrayRef<int64_t> shape, mlir::Location l);

  // Operators.
  Val binary(BinOpKind op, Val a, Val c, mlir::Location l);
  Val compare(CmpOpKind op, Val a, Val c, mlir::Location l);
  Val unary(UnaryOpKind op, Val a, mlir::Location l);
  Val where(Val cond, Val x, Val y, mlir::Location l);
  Val minMax(bool isMax, Val a, Val c, bool propagateNan, mlir::Location l);
  Val dot(Val a, Val c, Val acc, Val precision, Val allowTf32, Val outDtype,
          mlir::Location l);
  std::optional<DType> computationType(DType a, bool aScalar, DType c,
                                       bool cScalar, bool divOrMod,
                                       mlir::Location l);
  DType integerPromote(DType a, DType c);
  bool prepareArith(Val &a, Val &c, bool divOrMod, mlir::Location l,
                    DType &out);
  std::optional<bool> truthiness(const Val &v, mlir::Location l);
  Val toCondI1(const Val &v, mlir::Location l);

  // Calls.
  Val call(Val callee, CallArgs &args, mlir::Location l);
  Val callBuiltin(llvm::StringRef name, CallArgs &args, mlir::Location l);
  Val callMethod(const Val &self, llvm::StringRef name, CallArgs &args,
                 mlir::Location l);
  Val inlineFunction(const Stmt *fn, CallArgs &args, mlir::Location l);
  Val inlineWithScalars(const Val &fnVal, llvm::ArrayRef<Val> args,
                        mlir::Location l);
  Val reduce(
      Val input, Val axis, bool keepDims, mlir::Location l,
      llvm::function_ref<Val(llvm::ArrayRef<Val>, mlir::Location)> combine,
      unsigned numInputs, std::vector<Val> extraInputs = {});
  Val getAttr(const Val &obj, llvm::StringRef name, mlir::Location l);
  bool isKnownTLName(llvm::StringRef name) const;
  std::optional<DType> dtypeByName(llvm::StringRef name) const;
  std::optional<int64_t> constInt(const Val &v) const;
  bool intList(const Val &v, llvm::SmallVectorImpl<int64_t> &out) const;

private:
  struct Frame {
    llvm::StringMap<Val> vars;
    const Stmt *fn = nullptr;
    bool returned = false;
    Val retVal = Val::none();
    int dynamicDepth = 0;
  };
  Frame *frame = nullptr;
  llvm::StringMap<const Stmt *> functions;
  llvm::StringMap<Val> globals;
  llvm::StringMap<std::pair<int, int>> opaqueGlobals;
  int inlineDepth = 0;

  mlir::LogicalResult collectGlobals();
  mlir::LogicalResult parseSignature(const Stmt *fn, const KernelSpec &spec,
                                     llvm::SmallVectorImpl<Val> &paramVals,
                                     llvm::SmallVectorImpl<mlir::Type> &types,
                                     llvm::SmallVectorImpl<int> &argIndex,
                                     llvm::SmallVectorImpl<int> &divisibility);
  Val parseConstexprText(llvm::StringRef text, mlir::Location l,
                         llvm::StringRef name);
  static bool isConstexprAnnotation(const Expr *ann);

  Val lookup(const std::string &name, mlir::Location l);
  Val evalGlobalExpr(const Expr *e);
  Val emitExpr(const Expr *e);
  Val emitExprImpl(const Expr *e);
  /// Nesting of emitExpr calls: bounded so that a pathological expression
  /// (e.g. `x + 1 + 1 + ...` with 20000 terms) is an error, not a stack
  /// overflow.
  int exprDepth = 0;
  Val emitCall(const Expr *e);
  Val emitSubscript(const Expr *e);
  Val emitBoolOp(const Expr *e);
  Val emitCompare(const Expr *e);
  mlir::LogicalResult emitBlock(const std::vector<Stmt *> &stmts);
  mlir::LogicalResult emitStmt(const Stmt *s);
  mlir::LogicalResult assign(const Expr *target, const Val &v);
  mlir::LogicalResult emitIf(const Stmt *s);
  mlir::LogicalResult emitFor(const Stmt *s);
  mlir::LogicalResult emitStaticFor(const Stmt *s, const Expr *target,
                                    CallArgs &args);
  mlir::LogicalResult emitWhile(const Stmt *s);
  mlir::LogicalResult carriedInit(const Stmt *s,
                                  llvm::SmallVectorImpl<std::string> &names,
                                  llvm::SmallVectorImpl<Val> &inits,
                                  llvm::StringMap<Val> &frozen);
  mlir::LogicalResult carriedYield(const Stmt *s,
                                   llvm::ArrayRef<std::string> names,
                                   llvm::ArrayRef<Val> inits,
                                   const llvm::StringMap<Val> &frozen,
                                   llvm::SmallVectorImpl<mlir::Value> &yields);
  static bool sameVal(const Val &a, const Val &c);
};

void collectAssignedNames(const std::vector<Stmt *> &body,
                          llvm::SmallVectorImpl<std::string> &names);

} // namespace tilec::frontend

#endif // TILEC_LIB_FRONTEND_EMITTER_H
