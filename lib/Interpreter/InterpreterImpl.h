//===- InterpreterImpl.h - the interpreter's plan and class (private) -----===//
//
// Shared by the interpreter's files: the plan (register slots, opcodes,
// instructions), the scalar semantics of the tile loops, and the Interp
// class whose members Plan.cpp (planning), Interpreter.cpp (the driver,
// control flow, dispatch), Arith.cpp, Memory.cpp, Dot.cpp and Reduce.cpp
// define.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_INTERPRETER_INTERPRETERIMPL_H
#define TILEC_LIB_INTERPRETER_INTERPRETERIMPL_H

#include "Interpreter/ExternMath.h"
#include "Interpreter/FloatFormats.h"
#include "Interpreter/Interpreter.h"
#include "Tile/IR/ExternFunctions.h"
#include "Tile/IR/ScalarKind.h"

#include "Tile/IR/TileDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace tilec::interp::impl {

// The interpreter's own namespace, private to lib/Interpreter: MLIR's names
// unqualified, as in the .cpp files.
using namespace mlir;

/// The kind of a register's elements: the shared classification of tile-IR
/// scalar types (Tile/IR/ScalarKind.h).
using Kind = tile::ScalarKind;
using tile::isFloatKind;
using tile::kindBytes;

/// Static facts about one register slot, known from the value's type.
struct SlotInfo {
  Kind kind = Kind::I32;
  unsigned width = 32; // bit width of integers; 64 for pointers
  SmallVector<int64_t, 4> shape;
  int64_t numel = 1;
  bool isTensor = false;
  Kind pointee = Kind::I8; // pointers only
  unsigned pointeeBytes = 1;
};

/// A register: integers/pointers in `i`, floats in `f`; scalars live inline.
struct Val {
  SmallVector<int64_t, 1> i;
  SmallVector<double, 1> f;
};

enum class Opc : uint16_t {
  Constant,
  Return,
  For,
  While,
  If,
  ScfYield,
  Condition,
  TileYield,
  ProgramId,
  NumPrograms,
  MakeRange,
  Splat,
  Broadcast,
  Copy,
  Trans,
  AddPtr,
  Load,
  Store,
  AtomicRMW,
  AtomicCAS,
  PtrToInt,
  Dot,
  Reduce,
  Scan,
  Assert,
  Print,
  AddI,
  SubI,
  MulI,
  DivSI,
  DivUI,
  RemSI,
  RemUI,
  CeilDivSI,
  CeilDivUI,
  FloorDivSI,
  AndI,
  OrI,
  XOrI,
  ShLI,
  ShRSI,
  ShRUI,
  MaxSI,
  MaxUI,
  MinSI,
  MinUI,
  MulUIExt,
  MulSIExt,
  CmpI,
  AddF,
  SubF,
  MulF,
  DivF,
  RemF,
  MaximumF,
  MinimumF,
  MaxNumF,
  MinNumF,
  PowF,
  Atan2,
  CopySign,
  CmpF,
  NegF,
  ExtSI,
  ExtUI,
  TruncI,
  IndexCastUI,
  SIToFP,
  UIToFP,
  FPToSI,
  FPToUI,
  FloatConvert,
  Bitcast,
  Select,
  Exp,
  Exp2,
  ExpM1,
  Log,
  Log2,
  Log10,
  Log1p,
  Sqrt,
  Rsqrt,
  Sin,
  Cos,
  Tan,
  Tanh,
  Sinh,
  Cosh,
  Asin,
  Acos,
  Atan,
  Asinh,
  Acosh,
  Atanh,
  Erf,
  Erfc,
  AbsF,
  Floor,
  Ceil,
  Round,
  RoundEven,
  Trunc,
  Cbrt,
  Fma,
  AbsI,
  Ctlz,
  Cttz,
  Ctpop,
  IsNaN,
  IsInf,
  IsFinite,
  Extern,
  Barrier,
};

/// The opcode of each op name the interpreter knows (Plan.cpp).
const llvm::StringMap<Opc> &opcodeTable();

struct Body;

/// One op of the plan.
struct Inst {
  Operation *op = nullptr;
  Opc opc = Opc::Constant;
  SmallVector<unsigned, 4> in, out;
  std::vector<Body> regions;
  int64_t aux = 0;          // axis, predicate, start, kind, ... per opcode
  int maskSlot = -1;        // load/store/atomic_rmw
  int otherSlot = -1;       // load
  bool flag = false;        // scf.for unsignedCmp, scan reverse
  bool fastCombine = false; // reduce/scan whose region is one known op
  Opc combineOpc = Opc::AddF;
  ExternMathFn externFn = nullptr; // tile.extern_elementwise
  const tile::ExternFunction *extern_ = nullptr;
};

struct Body {
  SmallVector<unsigned, 4> args;
  std::vector<Inst> insts; // the last one is the terminator
  const SmallVector<unsigned, 4> &yields() const { return insts.back().in; }
};

//===----------------------------------------------------------------------===//
// Scalar semantics shared by the tile loops and the combine fast paths
//===----------------------------------------------------------------------===//

inline int64_t wrapInt(uint64_t v, unsigned width) {
  unsigned sh = 64 - width;
  return static_cast<int64_t>(v << sh) >> sh;
}

inline uint64_t zextInt(int64_t v, unsigned width) {
  uint64_t u = static_cast<uint64_t>(v);
  return width >= 64 ? u : u & ((uint64_t(1) << width) - 1);
}

inline double roundTo(double x, Kind k) {
  switch (k) {
  case Kind::F32:
    return static_cast<double>(static_cast<float>(x));
  case Kind::F16:
    return roundToSmallFloat(x, kF16);
  case Kind::BF16:
    return roundToSmallFloat(x, kBF16);
  case Kind::F8E4M3FN:
    return roundToSmallFloat(x, kF8E4M3FN);
  case Kind::F8E5M2:
    return roundToSmallFloat(x, kF8E5M2);
  default:
    return x;
  }
}

inline double fMaximum(double a, double b) {
  if (std::isnan(a) || std::isnan(b))
    return std::numeric_limits<double>::quiet_NaN();
  if (a == b)
    return std::signbit(a) ? b : a; // max(-0, +0) = +0
  return a > b ? a : b;
}
inline double fMinimum(double a, double b) {
  if (std::isnan(a) || std::isnan(b))
    return std::numeric_limits<double>::quiet_NaN();
  if (a == b)
    return std::signbit(a) ? a : b;
  return a < b ? a : b;
}
inline double fMaxNum(double a, double b) {
  if (std::isnan(a))
    return b;
  if (std::isnan(b))
    return a;
  return fMaximum(a, b);
}
inline double fMinNum(double a, double b) {
  if (std::isnan(a))
    return b;
  if (std::isnan(b))
    return a;
  return fMinimum(a, b);
}

/// Writes `f(i)` rounded to `k` for every i < n: the rounding is chosen once.
template <typename F> void mapFloat(Kind k, double *z, int64_t n, F f) {
  switch (k) {
  case Kind::F64:
    for (int64_t i = 0; i < n; ++i)
      z[i] = f(i);
    return;
  case Kind::F32:
    for (int64_t i = 0; i < n; ++i)
      z[i] = static_cast<double>(static_cast<float>(f(i)));
    return;
  case Kind::F16:
    for (int64_t i = 0; i < n; ++i)
      z[i] = roundToSmallFloat(f(i), kF16);
    return;
  case Kind::BF16:
    for (int64_t i = 0; i < n; ++i)
      z[i] = roundToSmallFloat(f(i), kBF16);
    return;
  case Kind::F8E4M3FN:
    for (int64_t i = 0; i < n; ++i)
      z[i] = roundToSmallFloat(f(i), kF8E4M3FN);
    return;
  case Kind::F8E5M2:
    for (int64_t i = 0; i < n; ++i)
      z[i] = roundToSmallFloat(f(i), kF8E5M2);
    return;
  default:
    return;
  }
}

template <typename F> void mapInt(unsigned width, int64_t *z, int64_t n, F f) {
  for (int64_t i = 0; i < n; ++i)
    z[i] = wrapInt(static_cast<uint64_t>(f(i)), width);
}

/// Bit patterns of values of kind `k` (as stored in memory).
inline void toBits(Kind k, const Val &v, int64_t n, uint64_t *bits) {
  switch (k) {
  case Kind::F64:
    for (int64_t i = 0; i < n; ++i)
      std::memcpy(&bits[i], &v.f[i], 8);
    return;
  case Kind::F32:
    for (int64_t i = 0; i < n; ++i)
      bits[i] = floatBits(static_cast<float>(v.f[i]));
    return;
  case Kind::F16:
    for (int64_t i = 0; i < n; ++i)
      bits[i] = encodeSmallFloat(v.f[i], kF16);
    return;
  case Kind::BF16:
    for (int64_t i = 0; i < n; ++i)
      bits[i] = encodeSmallFloat(v.f[i], kBF16);
    return;
  case Kind::F8E4M3FN:
    for (int64_t i = 0; i < n; ++i)
      bits[i] = encodeSmallFloat(v.f[i], kF8E4M3FN);
    return;
  case Kind::F8E5M2:
    for (int64_t i = 0; i < n; ++i)
      bits[i] = encodeSmallFloat(v.f[i], kF8E5M2);
    return;
  case Kind::I1:
    for (int64_t i = 0; i < n; ++i)
      bits[i] = v.i[i] != 0;
    return;
  default: {
    unsigned w = kindBytes(k) * 8;
    for (int64_t i = 0; i < n; ++i)
      bits[i] = zextInt(v.i[i], w);
    return;
  }
  }
}

/// Values of kind `k` from bit patterns (`v` must be sized already).
inline void fromBits(Kind k, const uint64_t *bits, int64_t n, Val &v) {
  switch (k) {
  case Kind::F64:
    for (int64_t i = 0; i < n; ++i)
      std::memcpy(&v.f[i], &bits[i], 8);
    return;
  case Kind::F32:
    for (int64_t i = 0; i < n; ++i)
      v.f[i] = bitsToFloat(static_cast<uint32_t>(bits[i]));
    return;
  case Kind::F16:
    for (int64_t i = 0; i < n; ++i)
      v.f[i] = decodeSmallFloat(static_cast<uint32_t>(bits[i]), kF16);
    return;
  case Kind::BF16:
    for (int64_t i = 0; i < n; ++i)
      v.f[i] = decodeSmallFloat(static_cast<uint32_t>(bits[i]), kBF16);
    return;
  case Kind::F8E4M3FN:
    for (int64_t i = 0; i < n; ++i)
      v.f[i] = decodeSmallFloat(static_cast<uint32_t>(bits[i]), kF8E4M3FN);
    return;
  case Kind::F8E5M2:
    for (int64_t i = 0; i < n; ++i)
      v.f[i] = decodeSmallFloat(static_cast<uint32_t>(bits[i]), kF8E5M2);
    return;
  case Kind::I1:
    for (int64_t i = 0; i < n; ++i)
      v.i[i] = (bits[i] & 0xff) ? -1 : 0;
    return;
  default: {
    unsigned w = kindBytes(k) * 8;
    for (int64_t i = 0; i < n; ++i)
      v.i[i] = wrapInt(bits[i], w);
    return;
  }
  }
}

inline int64_t fpToSI(double v, unsigned width) {
  if (std::isnan(v))
    return 0;
  double t = std::trunc(v);
  double hi = std::ldexp(1.0, static_cast<int>(width) - 1); // exclusive
  if (t >= hi)
    return wrapInt((uint64_t(1) << (width - 1)) - 1, width);
  if (t < -hi)
    return wrapInt(uint64_t(1) << (width - 1), width);
  return static_cast<int64_t>(t);
}

inline int64_t fpToUI(double v, unsigned width) {
  if (std::isnan(v) || v <= 0)
    return 0;
  double t = std::trunc(v);
  if (t >= std::ldexp(1.0, static_cast<int>(width)))
    return wrapInt(~uint64_t(0), width);
  return wrapInt(static_cast<uint64_t>(t), width);
}

/// Signed/unsigned integer conversion to a float kind with one rounding.
inline double intToFloat(int64_t v, Kind k) {
  if (k == Kind::F32)
    return static_cast<float>(v);
  return roundTo(static_cast<double>(v), k);
}
inline double uintToFloat(uint64_t v, Kind k) {
  if (k == Kind::F32)
    return static_cast<float>(v);
  return roundTo(static_cast<double>(v), k);
}

/// r[idx] = s[sum_d idx_d * strides_d] over `shape` (row-major result).
template <typename T>
void gatherStrided(T *dst, const T *src, ArrayRef<int64_t> shape,
                   ArrayRef<int64_t> strides) {
  size_t rank = shape.size();
  if (rank == 0) {
    dst[0] = src[0];
    return;
  }
  SmallVector<int64_t, 6> idx(rank, 0);
  int64_t inner = shape[rank - 1], innerStride = strides[rank - 1];
  int64_t offset = 0;
  while (true) {
    for (int64_t j = 0; j < inner; ++j)
      *dst++ = src[offset + j * innerStride];
    // Advance the outer dimensions like an odometer.
    int d = static_cast<int>(rank) - 2;
    for (; d >= 0; --d) {
      ++idx[d];
      offset += strides[d];
      if (idx[d] < shape[d])
        break;
      offset -= strides[d] * shape[d];
      idx[d] = 0;
    }
    if (d < 0)
      return;
  }
}

/// The width of integer registers of kind `k` (64 for pointers and floats).
inline unsigned intWidth(Kind k) {
  return isFloatKind(k) ? 64 : tile::kindBits(k);
}

//===----------------------------------------------------------------------===//
// The interpreter
//===----------------------------------------------------------------------===//

class Interp {
public:
  explicit Interp(func::FuncOp fn)
      : fn(fn), kernelName(fn.getSymName().str()) {}

  llvm::Error plan();
  llvm::Error run(ArrayRef<Arg> args, std::array<uint32_t, 3> grid);

private:
  struct Buffer {
    uint64_t begin, end;
    unsigned argIndex;
  };

  // Planning.
  FailureOr<unsigned> slotFor(Value v, Operation *where);
  LogicalResult compileBlock(Block &block, Body &body);
  LogicalResult compileOp(Operation &op, Inst &inst);
  LogicalResult compileConstant(Operation &op, unsigned slot);
  LogicalResult planError(Operation *op, const Twine &msg);

  // Execution.
  bool execBody(const Body &body);
  bool exec(const Inst &inst);
  bool fail(const Inst &inst, const Twine &msg);
  std::string where() const {
    return llvm::formatv("in kernel '{0}' at program ({1}, {2}, {3})",
                         kernelName, pid[0], pid[1], pid[2])
        .str();
  }
  Val &result(unsigned slot) {
    Val &v = regs[slot];
    const SlotInfo &si = info[slot];
    if (isFloatKind(si.kind))
      v.f.resize(si.numel);
    else
      v.i.resize(si.numel);
    return v;
  }
  void copyValues(ArrayRef<unsigned> dst, ArrayRef<unsigned> src) {
    for (size_t k = 0; k < dst.size(); ++k)
      regs[dst[k]] = regs[src[k]];
  }
  int64_t scalarInt(unsigned slot) const { return regs[slot].i[0]; }

  bool execFor(const Inst &inst);
  bool execWhile(const Inst &inst);
  bool execIf(const Inst &inst);
  bool execIntBinary(const Inst &inst);
  bool execFloatBinary(const Inst &inst);
  bool execCmpI(const Inst &inst);
  bool execCmpF(const Inst &inst);
  bool execCast(const Inst &inst);
  bool execFloatUnary(const Inst &inst);
  bool execExtern(const Inst &inst);
  bool execPrint(const Inst &inst);
  bool execMemory(const Inst &inst);
  bool execAtomic(const Inst &inst);
  bool execDot(const Inst &inst);
  bool execReduceOrScan(const Inst &inst);
  bool fastCombineLoop(const Inst &inst, int64_t outer, int64_t len,
                       int64_t inner, bool scan);
  bool checkAccess(const Inst &inst, const char *verb, int64_t element,
                   uint64_t addr, unsigned bytes);

  func::FuncOp fn;
  std::string kernelName;
  DenseMap<Value, unsigned> slots;
  std::vector<SlotInfo> info;
  std::vector<Val> regs;
  std::vector<std::pair<unsigned, Val>> constants;
  Body entry;

  std::array<uint32_t, 3> grid = {1, 1, 1};
  std::array<uint32_t, 3> pid = {0, 0, 0};
  std::vector<Buffer> buffers;
  size_t lastBuffer = 0;
  std::vector<uint64_t> scratchBits;
  std::vector<float> scratchA, scratchB, scratchC;

  std::optional<Location> errorLoc;
  std::string errorMsg;
};

} // namespace tilec::interp::impl

#endif // TILEC_LIB_INTERPRETER_INTERPRETERIMPL_H
