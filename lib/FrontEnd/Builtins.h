//===- Builtins.h - the table of built-in functions (private) -------------===//
//
// Every function a kernel can call by name (triton.language's, Python's, the
// `math` module's, triton's own) has one row in the table of Builtins.cpp: its
// qualified name, its parameters (bound Python style before the handler runs)
// and its handler. Module attributes, tensor methods and the libdevice
// aliases are derived from that table; the handlers live in one file per
// family (BuiltinsCore.cpp, BuiltinsMath.cpp, BuiltinsMemory.cpp,
// BuiltinsReduce.cpp, BuiltinsPython.cpp, TensorOps.cpp, Random.cpp,
// Descriptors.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_FRONTEND_BUILTINS_H
#define TILEC_LIB_FRONTEND_BUILTINS_H

#include "Emitter.h"

namespace tilec::frontend {

/// Binds a call's arguments to a builtin's parameter names, Python style.
struct Binder {
  Emitter &em;
  llvm::StringRef fn;
  mlir::Location l;
  llvm::SmallVector<Val> vals;
  llvm::SmallVector<bool> given;

  bool bind(CallArgs &args, llvm::ArrayRef<llvm::StringRef> names,
            size_t required);
  const Val &operator[](size_t k) const { return vals[k]; }
  bool has(size_t k) const { return given[k] && vals[k].kind != Val::None; }
};

/// One call of a builtin.
struct BuiltinCall {
  Emitter &em;
  /// The qualified name ("tl.load", "math.log2", "len") and the name without
  /// its module ("load", "log2", "len").
  llvm::StringRef full, fn;
  /// The arguments as given.
  CallArgs &args;
  /// The arguments bound to the builtin's parameters (when its row names
  /// them; otherwise the handler reads `args`).
  Binder bd;
  mlir::Location l;
};

using BuiltinHandler = Val (*)(BuiltinCall &c);

/// What else a builtin is, besides `<module>.<name>`.
enum BuiltinFlags : unsigned {
  /// Triton has it, tilec does not: calling it is an error (and it is no
  /// tensor method).
  kUnsupported = 1u << 0,
  /// Also `triton.language.math.<name>`.
  kInMath = 1u << 1,
};

/// A row of the table of builtins.
struct BuiltinInfo {
  /// Qualified: "tl.<name>", "math.<name>", "triton.<name>", or a Python
  /// builtin's bare name.
  llvm::StringRef name;
  /// Null for the kUnsupported ones.
  BuiltinHandler handler;
  /// The parameters, bound before `handler` runs; empty: the handler takes
  /// the arguments as given.
  std::vector<llvm::StringRef> params;
  /// How many of `params` must be given.
  size_t required = 0;
  unsigned flags = 0;
  /// The libdevice function that is this builtin (same semantics), if any:
  /// `libdevice.rsqrt` is `tl.rsqrt`, `libdevice.max` is `tl.maximum`.
  llvm::StringRef libdevice = {};
};

/// The row of `qualifiedName`, or null.
const BuiltinInfo *findBuiltin(llvm::StringRef qualifiedName);
/// The row whose libdevice alias is `fn`, or null.
const BuiltinInfo *findLibdeviceAlias(llvm::StringRef fn);

/// Collects `*shape`-style arguments: f(x, 2, 3) or f(x, (2, 3)).
bool varShape(Emitter &em, CallArgs &args, size_t from, llvm::StringRef fn,
              mlir::Location l, llvm::SmallVectorImpl<int64_t> &out);

// The handlers, by family.

namespace builtins {
// Programs, tensor creation, shapes, casts, hints, assertions
// (BuiltinsCore.cpp).
Val programId(BuiltinCall &c);
Val arange(BuiltinCall &c);
Val zerosOrFull(BuiltinCall &c);
Val zerosLike(BuiltinCall &c);
Val broadcastTo(BuiltinCall &c);
Val broadcast(BuiltinCall &c);
Val expandDims(BuiltinCall &c);
Val reshape(BuiltinCall &c);
Val ravel(BuiltinCall &c);
Val trans(BuiltinCall &c);
Val cast(BuiltinCall &c);
Val pointerType(BuiltinCall &c);
Val hint(BuiltinCall &c);
Val loopIterator(BuiltinCall &c);
Val constexprValue(BuiltinCall &c);
Val staticAssert(BuiltinCall &c);
Val staticPrint(BuiltinCall &c);
Val deviceAssert(BuiltinCall &c);
Val notCallable(BuiltinCall &c);
// ExternCalls.cpp
Val dtypeOf(BuiltinCall &c);
Val externElementwise(BuiltinCall &c);

// Elementwise math and dot (BuiltinsMath.cpp).
Val where(BuiltinCall &c);
Val minimumMaximum(BuiltinCall &c);
Val clamp(BuiltinCall &c);
Val exp(BuiltinCall &c);
Val exp2(BuiltinCall &c);
Val log(BuiltinCall &c);
Val log2(BuiltinCall &c);
Val sqrt(BuiltinCall &c);
Val rsqrt(BuiltinCall &c);
Val sin(BuiltinCall &c);
Val cos(BuiltinCall &c);
Val erf(BuiltinCall &c);
Val floor(BuiltinCall &c);
Val ceil(BuiltinCall &c);
Val sigmoid(BuiltinCall &c);
Val abs(BuiltinCall &c);
Val fma(BuiltinCall &c);
Val fdiv(BuiltinCall &c);
Val cdiv(BuiltinCall &c);
Val umulhi(BuiltinCall &c);
Val dot(BuiltinCall &c);

// Memory: loads, stores, atomics (BuiltinsMemory.cpp).
Val load(BuiltinCall &c);
Val store(BuiltinCall &c);
Val atomicRMW(BuiltinCall &c);
Val atomicCAS(BuiltinCall &c);

// Reductions and scans (BuiltinsReduce.cpp).
Val sumMinMax(BuiltinCall &c);
Val argMinMax(BuiltinCall &c);
Val reduce(BuiltinCall &c);
Val cumulative(BuiltinCall &c);
Val associativeScan(BuiltinCall &c);

// Python's builtins, the math module, triton's functions (BuiltinsPython.cpp).
Val pyRange(BuiltinCall &c);
Val pyMinMax(BuiltinCall &c);
Val pyIsinstance(BuiltinCall &c);
Val pyLen(BuiltinCall &c);
Val pyTuple(BuiltinCall &c);
Val pyAbs(BuiltinCall &c);
Val pyFloat(BuiltinCall &c);
Val pyInt(BuiltinCall &c);
Val pyBool(BuiltinCall &c);
Val pyUnsupported(BuiltinCall &c);
Val pyMath(BuiltinCall &c);
Val nextPowerOf2(BuiltinCall &c);
Val tritonNotCallable(BuiltinCall &c);

// Functions built from other ops (TensorOps.cpp).
Val join(BuiltinCall &c);
Val split(BuiltinCall &c);
Val interleave(BuiltinCall &c);
Val flip(BuiltinCall &c);
Val xorSum(BuiltinCall &c);
Val histogram(BuiltinCall &c);
Val fullLike(BuiltinCall &c);
Val assume(BuiltinCall &c);
Val debugBarrier(BuiltinCall &c);
Val maxConstancy(BuiltinCall &c);
Val sort(BuiltinCall &c);
Val gather(BuiltinCall &c);

// Random numbers (Random.cpp).
Val uintToUniformFloat(BuiltinCall &c);
Val pairUniformToNormal(BuiltinCall &c);
Val philox(BuiltinCall &c);
Val random(BuiltinCall &c);

/// tl.device_print and print (BuiltinsCore.cpp).
Val devicePrint(BuiltinCall &c);
/// tl.inline_asm_elementwise (ExternCalls.cpp).
Val inlineAsmElementwise(BuiltinCall &c);

// Tensor descriptors and block pointers (Descriptors.cpp).
Val makeTensorDescriptor(BuiltinCall &c);
Val tensorDescriptorAccess(BuiltinCall &c);
Val makeBlockPtr(BuiltinCall &c);
Val advance(BuiltinCall &c);
/// tl.load / tl.store whose pointer is a block pointer (their parameters).
Val blockPointerLoad(BuiltinCall &c);
Val blockPointerStore(BuiltinCall &c);
} // namespace builtins

} // namespace tilec::frontend

#endif // TILEC_LIB_FRONTEND_BUILTINS_H
