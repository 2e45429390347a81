//===- Emitter.h - lowering of the Python AST to tile IR (private) -------===//
#ifndef TILEC_LIB_FRONTEND_EMITTER_H
#define TILEC_LIB_FRONTEND_EMITTER_H

#include "AST.h"
#include "FrontEnd.h"

#include "Tile/IR/TileDialect.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>
#include <optional>

namespace tilec::frontend {

struct SourceModule;

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
    Object, // a host-side value with named fields (torch.finfo(...))
  };
  Kind kind = Err;
  int64_t i = 0;
  double f = 0;
  std::string s;
  mlir::Value v;
  DType dt;
  llvm::SmallVector<int64_t, 4> shape;
  std::vector<Val> elts;
  std::vector<std::string> keys; // Object: the field names of elts
  const Stmt *fn = nullptr;
  /// Func: the module that defines it; Module: a Python file or package of
  /// the user's (null for the modules tilec knows, named by `s`).
  SourceModule *mod = nullptr;

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

/// Emits one kernel: the entry and the signature (Emitter.cpp), the walk of
/// expressions and statements (Expressions.cpp, Statements.cpp), the
/// semantics of values (Types.cpp, Operators.cpp), the builtins (Builtins.h)
/// and the module level (Modules.cpp).
class Emitter {
public:
  Emitter(mlir::MLIRContext *ctx, llvm::SourceMgr &sourceMgr);
  ~Emitter();

  mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>>
  emitKernel(const KernelSpec &spec);

  // --- Shared with the builtins (Builtins.h) ---
  mlir::MLIRContext *ctx;
  llvm::SourceMgr &sourceMgr;
  /// The file of the code being emitted (the current module's).
  llvm::StringRef fileName;
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

  // Types and values: Triton's typing rules (Types.cpp).
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

  // Operators (Operators.cpp; dot: BuiltinsMath.cpp).
  Val binary(BinOpKind op, Val a, Val c, mlir::Location l);
  Val compare(CmpOpKind op, Val a, Val c, mlir::Location l);
  Val unary(UnaryOpKind op, Val a, mlir::Location l);
  Val where(Val cond, Val x, Val y, mlir::Location l);
  Val minMax(bool isMax, Val a, Val c, bool propagateNan, mlir::Location l);
  Val dot(Val a, Val c, Val acc, Val precision, Val allowTf32, Val outDtype,
          mlir::Location l);
  /// tl.dot of [B, M, K] and [B, K, N] tiles (TensorOps.cpp).
  Val batchedDot(Val a, Val c, Val acc, Val precision, Val allowTf32,
                 Val outDtype, mlir::Location l);
  std::optional<DType> computationType(DType a, bool aScalar, DType c,
                                       bool cScalar, bool divOrMod,
                                       mlir::Location l);
  DType integerPromote(DType a, DType c);
  bool prepareArith(Val &a, Val &c, bool divOrMod, mlir::Location l,
                    DType &out);
  std::optional<bool> truthiness(const Val &v, mlir::Location l);
  Val toCondI1(const Val &v, mlir::Location l);

  // Calls (Expressions.cpp; the builtins: Builtins.cpp).
  Val call(Val callee, CallArgs &args, mlir::Location l);
  /// A call of the builtin named `name` (qualified: "tl.load", "math.log2",
  /// "len", "libdevice.<fn>", "host.<fn>"), dispatched through the table of
  /// builtins (Builtins.cpp).
  Val callBuiltin(llvm::StringRef name, CallArgs &args, mlir::Location l);
  /// `libdevice.<fn>(...)` (MathLib.cpp).
  Val callLibdevice(llvm::StringRef fn, CallArgs &args, mlir::Location l);
  Val callMethod(const Val &self, llvm::StringRef name, CallArgs &args,
                 mlir::Location l);
  Val inlineFunction(const Val &fnVal, CallArgs &args, mlir::Location l);
  Val inlineWithScalars(const Val &fnVal, llvm::ArrayRef<Val> args,
                        mlir::Location l);
  /// A tile.reduce (or tile.scan) of `inputs` along `axis` (None: all) with
  /// `combine` applied to the scalar block arguments (accumulated..., next...)
  /// (BuiltinsReduce.cpp).
  using CombineFn =
      llvm::function_ref<std::vector<Val>(llvm::ArrayRef<Val>, mlir::Location)>;
  Val reduceTiles(std::vector<Val> inputs, const Val &axis, bool keepDims,
                  bool isScan, bool reverse, CombineFn combine,
                  mlir::Location l);
  /// `desc.<name>(...)` of a tensor descriptor (Descriptors.cpp).
  Val descriptorMethod(const Val &desc, llvm::StringRef name, CallArgs &args,
                       mlir::Location l);
  /// The kernel argument holding `desc`'s base when `desc` is a host-side
  /// descriptor whose base, shape and strides are still the kernel
  /// arguments it was passed as (a descriptor load then names it: a target
  /// may read the block through a tensor map the runtime builds from those
  /// arguments); null otherwise.
  mlir::Value hostDescriptorBase(const Val &desc) const;
  Val getAttr(const Val &obj, llvm::StringRef name, mlir::Location l);
  /// `mod.name` for a module of the user's (Modules.cpp).
  Val moduleAttr(SourceModule *mod, llvm::StringRef name, mlir::Location l);
  /// Host-side Python the front end evaluates: torch.finfo/iinfo, the torch
  /// dtypes, packaging.version, str.format (HostPython.cpp).
  Val hostModuleAttr(llvm::StringRef mod, llvm::StringRef name,
                     mlir::Location l);
  Val callHost(llvm::StringRef fn, CallArgs &args, mlir::Location l);
  bool isKnownTLName(llvm::StringRef name) const;
  std::optional<DType> dtypeByName(llvm::StringRef name) const;
  std::optional<int64_t> constInt(const Val &v) const;
  bool intList(const Val &v, llvm::SmallVectorImpl<int64_t> &out) const;
  /// The directory of the file whose code is being emitted (a helper's
  /// module, or the kernel's file).
  std::string currentDir() const;

private:
  /// The statements after the one being emitted in one enclosing block.
  using Rest = std::pair<const std::vector<Stmt *> *, size_t>;
  struct Frame {
    llvm::StringMap<Val> vars;
    const Stmt *fn = nullptr;
    bool returned = false;
    Val retVal = Val::none();
    int dynamicDepth = 0;    // runtime ifs and loops around the statement
    int loopDepth = 0;       // runtime loops (scf.for / scf.while) around it
    int staticLoopDepth = 0; // tl.static_range bodies around it
    /// What follows the statement being emitted, innermost block last: an
    /// `if` on a runtime condition that returns emits it in its branches.
    std::vector<Rest> rest;
  };
  Frame *frame = nullptr;
  int inlineDepth = 0;

  // Modules (Modules.cpp): the kernel's file and the files it imports.
  std::vector<std::unique_ptr<SourceModule>> modules;
  llvm::StringMap<SourceModule *> modulesByPath;
  SourceModule *cur = nullptr;
  /// Where module-level expressions are evaluated: their IR is discarded.
  mlir::OwningOpRef<mlir::ModuleOp> scratch;

  /// Makes `mod` the module whose code is evaluated, until destroyed.
  struct ModuleScope {
    Emitter &em;
    SourceModule *saved;
    llvm::StringRef savedFile;
    ModuleScope(Emitter &em, SourceModule *mod);
    ~ModuleScope();
  };
  SourceModule *loadModule(llvm::StringRef path, llvm::StringRef dottedName,
                           bool isPackageDir, std::string &why);
  SourceModule *findModule(llvm::StringRef dotted, SourceModule *from,
                           std::string &why);
  mlir::LogicalResult collectGlobals(SourceModule *mod);
  enum class Outcome { Ok, Unknown, Raised };
  Outcome collectBlock(SourceModule *mod, const std::vector<Stmt *> &stmts);
  Outcome collectStmt(SourceModule *mod, const Stmt *s);
  Outcome collectImport(SourceModule *mod, const Stmt *s);
  void bindOpaque(SourceModule *mod, const std::string &name, const Stmt *s,
                  std::string why);
  Val evalTentative(const Expr *e, std::string &why);
  Val lookupGlobal(SourceModule *mod, const std::string &name, mlir::Location l,
                   bool *found);
  bool isJitFunction(const Stmt *fn) const;
  mlir::LogicalResult parseSignature(const Stmt *fn, const KernelSpec &spec,
                                     llvm::SmallVectorImpl<Val> &paramVals,
                                     llvm::SmallVectorImpl<mlir::Type> &types,
                                     llvm::SmallVectorImpl<int> &argIndex,
                                     llvm::SmallVectorImpl<int> &divisibility);
  /// A host-side tensor descriptor parameter (signature entry
  /// "tensordesc<fp16[64, 64]>"): appends its kernel arguments' types and
  /// divisibility facts; the descriptor value with unbound tensor leaves.
  Val descriptorParam(llvm::StringRef entry, const Param &p,
                      llvm::SmallVectorImpl<mlir::Type> &types,
                      llvm::SmallVectorImpl<int> &divisibility);
  /// The kernel arguments that are host-side descriptors' bases.
  llvm::SmallVector<unsigned> hostDescriptorBases;
  /// The pointer arguments with the signature's `:2g` hint.
  llvm::SmallVector<unsigned> within2GiBArgs;
  Val parseConstexprText(llvm::StringRef text, mlir::Location l,
                         llvm::StringRef name);
  static bool isConstexprAnnotation(const Expr *ann);

  Val lookup(const std::string &name, mlir::Location l);
  /// `e` evaluated at the module level of `mod` (default arguments).
  Val evalGlobalExpr(const Expr *e, SourceModule *mod);
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
  mlir::LogicalResult emitReturningIf(const Stmt *s, Val cond);
  mlir::LogicalResult emitRest(llvm::ArrayRef<Rest> rest);
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

/// The builtin a libdevice function name denotes ("tl.rsqrt" for the
/// functions tl has too, "libdevice.<fn>" otherwise), or none if tilec does
/// not know it.
std::optional<std::string> libdeviceBuiltin(llvm::StringRef fn);

/// The Triton version whose semantics tilec implements (`triton.__version__`).
std::string tritonVersion();

void collectAssignedNames(const std::vector<Stmt *> &body,
                          llvm::SmallVectorImpl<std::string> &names);

} // namespace tilec::frontend

namespace tilec::frontend {

/// A module-level name of a Python file: a value kernels can use, or why
/// they cannot (`val` is Err): what the front end could not evaluate.
struct Global {
  Val val;
  int line = 0, col = 0;
  std::string why;
};

/// One Python file the front end read (the kernel's file, or one it
/// imports), or a directory that is a package without an __init__.py.
struct SourceModule {
  std::string name; // dotted module name (its __name__)
  std::string path; // the .py file; empty for a package without __init__.py
  std::string dir;  // its directory (a package's own directory)
  bool isPackage = false;
  ModuleAST ast;
  llvm::StringMap<Global> globals;
  enum class State { New, Collecting, Done, Failed } state = State::New;
  std::string
      failure; // State::Failed: why (a syntax error, an unreadable file)
};

} // namespace tilec::frontend

#endif // TILEC_LIB_FRONTEND_EMITTER_H
