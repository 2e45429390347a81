//===- Interpreter.cpp - reference CPU execution of tile IR --------------===//
//
// The kernel is compiled once into a plan: every SSA value gets a register
// slot with its static kind and shape, every op an opcode and its operand /
// result slots, and constants are materialized. Execution then dispatches
// once per op and runs each op as a tight loop over contiguous storage
// (int64_t for integers and pointers, double for floats holding values that
// are exact in the op's type). Narrow floats are rounded at every result.
//
//===----------------------------------------------------------------------===//

#include "Interpreter/Interpreter.h"
#include "Interpreter/ExternMath.h"
#include "Interpreter/FloatFormats.h"
#include "Tile/IR/ExternFunctions.h"

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

using namespace mlir;

namespace tilec::interp {

char KernelError::ID = 0;

std::optional<FileLineColLoc> findFileLineCol(Location loc) {
  if (auto f = dyn_cast<FileLineColLoc>(loc))
    return f;
  if (auto n = dyn_cast<NameLoc>(loc))
    return findFileLineCol(n.getChildLoc());
  if (auto c = dyn_cast<CallSiteLoc>(loc)) {
    if (auto f = findFileLineCol(c.getCallee()))
      return f;
    return findFileLineCol(c.getCaller());
  }
  if (auto f = dyn_cast<FusedLoc>(loc)) {
    for (Location inner : f.getLocations())
      if (auto r = findFileLineCol(inner))
        return r;
  }
  if (auto o = dyn_cast<OpaqueLoc>(loc))
    return findFileLineCol(o.getFallbackLocation());
  return std::nullopt;
}

void KernelError::log(llvm::raw_ostream &os) const {
  if (auto f = findFileLineCol(location))
    os << f->getFilename().getValue() << ":" << f->getLine() << ":"
       << f->getColumn() << ": ";
  os << "error: " << message;
}

namespace {

enum class Kind : uint8_t {
  I1,
  I8,
  I16,
  I32,
  I64,
  F8E4M3FN,
  F8E5M2,
  F16,
  BF16,
  F32,
  F64,
  Ptr
};

bool isFloatKind(Kind k) { return k >= Kind::F8E4M3FN && k <= Kind::F64; }

unsigned kindBytes(Kind k) {
  switch (k) {
  case Kind::I1:
  case Kind::I8:
  case Kind::F8E4M3FN:
  case Kind::F8E5M2:
    return 1;
  case Kind::I16:
  case Kind::F16:
  case Kind::BF16:
    return 2;
  case Kind::I32:
  case Kind::F32:
    return 4;
  case Kind::I64:
  case Kind::F64:
  case Kind::Ptr:
    return 8;
  }
  return 8;
}

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

const llvm::StringMap<Opc> &opcodeTable() {
  static const llvm::StringMap<Opc> table = {
      {"arith.constant", Opc::Constant},
      {"func.return", Opc::Return},
      {"scf.for", Opc::For},
      {"scf.while", Opc::While},
      {"scf.if", Opc::If},
      {"scf.yield", Opc::ScfYield},
      {"scf.condition", Opc::Condition},
      {"tile.yield", Opc::TileYield},
      {"tile.program_id", Opc::ProgramId},
      {"tile.num_programs", Opc::NumPrograms},
      {"tile.make_range", Opc::MakeRange},
      {"tile.splat", Opc::Splat},
      {"tile.broadcast", Opc::Broadcast},
      {"tile.expand_dims", Opc::Copy},
      {"tile.reshape", Opc::Copy},
      {"tile.hint", Opc::Copy},
      {"tile.ptr_cast", Opc::Copy},
      {"tile.int_to_ptr", Opc::Copy},
      {"tile.ptr_to_int", Opc::PtrToInt},
      {"tile.trans", Opc::Trans},
      {"tile.addptr", Opc::AddPtr},
      {"tile.load", Opc::Load},
      {"tile.store", Opc::Store},
      {"tile.atomic_rmw", Opc::AtomicRMW},
      {"tile.atomic_cas", Opc::AtomicCAS},
      {"tile.dot", Opc::Dot},
      {"tile.reduce", Opc::Reduce},
      {"tile.scan", Opc::Scan},
      {"tile.assert", Opc::Assert},
      {"tile.extern_elementwise", Opc::Extern},
      {"tile.barrier", Opc::Barrier},
      {"arith.addi", Opc::AddI},
      {"arith.subi", Opc::SubI},
      {"arith.muli", Opc::MulI},
      {"arith.divsi", Opc::DivSI},
      {"arith.divui", Opc::DivUI},
      {"arith.remsi", Opc::RemSI},
      {"arith.remui", Opc::RemUI},
      {"arith.ceildivsi", Opc::CeilDivSI},
      {"arith.ceildivui", Opc::CeilDivUI},
      {"arith.floordivsi", Opc::FloorDivSI},
      {"arith.andi", Opc::AndI},
      {"arith.ori", Opc::OrI},
      {"arith.xori", Opc::XOrI},
      {"arith.shli", Opc::ShLI},
      {"arith.shrsi", Opc::ShRSI},
      {"arith.shrui", Opc::ShRUI},
      {"arith.maxsi", Opc::MaxSI},
      {"arith.maxui", Opc::MaxUI},
      {"arith.minsi", Opc::MinSI},
      {"arith.minui", Opc::MinUI},
      {"arith.mului_extended", Opc::MulUIExt},
      {"arith.mulsi_extended", Opc::MulSIExt},
      {"arith.cmpi", Opc::CmpI},
      {"arith.addf", Opc::AddF},
      {"arith.subf", Opc::SubF},
      {"arith.mulf", Opc::MulF},
      {"arith.divf", Opc::DivF},
      {"arith.remf", Opc::RemF},
      {"arith.maximumf", Opc::MaximumF},
      {"arith.minimumf", Opc::MinimumF},
      {"arith.maxnumf", Opc::MaxNumF},
      {"arith.minnumf", Opc::MinNumF},
      {"arith.cmpf", Opc::CmpF},
      {"arith.negf", Opc::NegF},
      {"arith.extsi", Opc::ExtSI},
      {"arith.extui", Opc::ExtUI},
      {"arith.trunci", Opc::TruncI},
      {"arith.index_cast", Opc::TruncI},
      {"arith.index_castui", Opc::IndexCastUI},
      {"arith.sitofp", Opc::SIToFP},
      {"arith.uitofp", Opc::UIToFP},
      {"arith.fptosi", Opc::FPToSI},
      {"arith.fptoui", Opc::FPToUI},
      {"arith.extf", Opc::FloatConvert},
      {"arith.truncf", Opc::FloatConvert},
      {"arith.bitcast", Opc::Bitcast},
      {"arith.select", Opc::Select},
      {"math.powf", Opc::PowF},
      {"math.atan2", Opc::Atan2},
      {"math.copysign", Opc::CopySign},
      {"math.exp", Opc::Exp},
      {"math.exp2", Opc::Exp2},
      {"math.expm1", Opc::ExpM1},
      {"math.log", Opc::Log},
      {"math.log2", Opc::Log2},
      {"math.log10", Opc::Log10},
      {"math.log1p", Opc::Log1p},
      {"math.sqrt", Opc::Sqrt},
      {"math.rsqrt", Opc::Rsqrt},
      {"math.sin", Opc::Sin},
      {"math.cos", Opc::Cos},
      {"math.tan", Opc::Tan},
      {"math.tanh", Opc::Tanh},
      {"math.sinh", Opc::Sinh},
      {"math.cosh", Opc::Cosh},
      {"math.asin", Opc::Asin},
      {"math.acos", Opc::Acos},
      {"math.atan", Opc::Atan},
      {"math.asinh", Opc::Asinh},
      {"math.acosh", Opc::Acosh},
      {"math.atanh", Opc::Atanh},
      {"math.erf", Opc::Erf},
      {"math.erfc", Opc::Erfc},
      {"math.absf", Opc::AbsF},
      {"math.floor", Opc::Floor},
      {"math.ceil", Opc::Ceil},
      {"math.round", Opc::Round},
      {"math.roundeven", Opc::RoundEven},
      {"math.trunc", Opc::Trunc},
      {"math.cbrt", Opc::Cbrt},
      {"math.fma", Opc::Fma},
      {"math.absi", Opc::AbsI},
      {"math.ctlz", Opc::Ctlz},
      {"math.cttz", Opc::Cttz},
      {"math.ctpop", Opc::Ctpop},
      {"math.isnan", Opc::IsNaN},
      {"math.isinf", Opc::IsInf},
      {"math.isfinite", Opc::IsFinite},
  };
  return table;
}

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
void toBits(Kind k, const Val &v, int64_t n, uint64_t *bits) {
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
void fromBits(Kind k, const uint64_t *bits, int64_t n, Val &v) {
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

int64_t fpToSI(double v, unsigned width) {
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

int64_t fpToUI(double v, unsigned width) {
  if (std::isnan(v) || v <= 0)
    return 0;
  double t = std::trunc(v);
  if (t >= std::ldexp(1.0, static_cast<int>(width)))
    return wrapInt(~uint64_t(0), width);
  return wrapInt(static_cast<uint64_t>(t), width);
}

/// Signed/unsigned integer conversion to a float kind with one rounding.
double intToFloat(int64_t v, Kind k) {
  if (k == Kind::F32)
    return static_cast<float>(v);
  return roundTo(static_cast<double>(v), k);
}
double uintToFloat(uint64_t v, Kind k) {
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

LogicalResult Interp::planError(Operation *op, const Twine &msg) {
  errorLoc = op->getLoc();
  errorMsg = msg.str();
  return failure();
}

bool Interp::fail(const Inst &inst, const Twine &msg) {
  errorLoc = inst.op->getLoc();
  errorMsg = msg.str();
  return false;
}

static FailureOr<Kind> scalarKind(Type t) {
  if (auto it = dyn_cast<IntegerType>(t)) {
    switch (it.getWidth()) {
    case 1:
      return Kind::I1;
    case 8:
      return Kind::I8;
    case 16:
      return Kind::I16;
    case 32:
      return Kind::I32;
    case 64:
      return Kind::I64;
    default:
      return failure();
    }
  }
  if (isa<IndexType>(t))
    return Kind::I64;
  if (t.isF16())
    return Kind::F16;
  if (t.isBF16())
    return Kind::BF16;
  if (t.isF32())
    return Kind::F32;
  if (t.isF64())
    return Kind::F64;
  if (isa<Float8E4M3FNType>(t))
    return Kind::F8E4M3FN;
  if (isa<Float8E5M2Type>(t))
    return Kind::F8E5M2;
  if (isa<tile::PointerType>(t))
    return Kind::Ptr;
  return failure();
}

static unsigned intWidth(Kind k) {
  switch (k) {
  case Kind::I1:
    return 1;
  case Kind::I8:
    return 8;
  case Kind::I16:
    return 16;
  case Kind::I32:
    return 32;
  default:
    return 64;
  }
}

FailureOr<unsigned> Interp::slotFor(Value v, Operation *where) {
  auto it = slots.find(v);
  if (it != slots.end())
    return it->second;
  SlotInfo si;
  Type t = v.getType();
  if (auto rt = dyn_cast<RankedTensorType>(t)) {
    if (!rt.hasStaticShape()) {
      (void)planError(where,
                      llvm::formatv("dynamic shape {0} is not supported by the "
                                    "interpreter",
                                    t));
      return failure();
    }
    si.isTensor = true;
    si.shape.assign(rt.getShape().begin(), rt.getShape().end());
    si.numel = rt.getNumElements();
    t = rt.getElementType();
  }
  FailureOr<Kind> k = scalarKind(t);
  if (failed(k)) {
    (void)planError(
        where, llvm::formatv("type {0} is not supported by the interpreter",
                             v.getType()));
    return failure();
  }
  si.kind = *k;
  si.width = intWidth(*k);
  if (auto pt = dyn_cast<tile::PointerType>(t)) {
    FailureOr<Kind> pk = scalarKind(pt.getPointeeType());
    if (failed(pk)) {
      (void)planError(where,
                      llvm::formatv("pointee type {0} is not supported by the "
                                    "interpreter",
                                    pt.getPointeeType()));
      return failure();
    }
    si.pointee = *pk;
    si.pointeeBytes = kindBytes(*pk);
  }
  unsigned slot = info.size();
  info.push_back(std::move(si));
  slots[v] = slot;
  return slot;
}

LogicalResult Interp::compileBlock(Block &block, Body &body) {
  for (BlockArgument arg : block.getArguments()) {
    FailureOr<unsigned> s = slotFor(arg, block.getParentOp());
    if (failed(s))
      return failure();
    body.args.push_back(*s);
  }
  for (Operation &op : block) {
    Inst inst;
    if (failed(compileOp(op, inst)))
      return failure();
    body.insts.push_back(std::move(inst));
  }
  if (body.insts.empty())
    return planError(block.getParentOp(), "empty block in kernel");
  return success();
}

LogicalResult Interp::compileConstant(Operation &op, unsigned slot) {
  const SlotInfo &si = info[slot];
  Attribute attr = op.getAttr("value");
  Val v;
  bool isFloat = isFloatKind(si.kind);
  auto toDouble = [](APFloat f) {
    bool lost = false;
    f.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven, &lost);
    return f.convertToDouble();
  };
  if (isFloat)
    v.f.resize(si.numel);
  else
    v.i.resize(si.numel);
  if (auto ia = dyn_cast<IntegerAttr>(attr)) {
    v.i[0] = wrapInt(ia.getValue().getZExtValue(), si.width);
    constants.push_back({slot, std::move(v)});
    return success();
  }
  if (auto fa = dyn_cast<FloatAttr>(attr)) {
    v.f[0] = toDouble(fa.getValue());
    constants.push_back({slot, std::move(v)});
    return success();
  }
  auto dense = dyn_cast<DenseIntOrFPElementsAttr>(attr);
  if (!dense)
    return planError(
        &op, llvm::formatv("constant {0} is not supported by the interpreter",
                           attr));
  if (isFloat) {
    int64_t k = 0;
    if (dense.isSplat()) {
      std::fill(v.f.begin(), v.f.end(),
                toDouble(dense.getSplatValue<APFloat>()));
    } else {
      for (APFloat f : dense.getValues<APFloat>())
        v.f[k++] = toDouble(f);
    }
  } else {
    int64_t k = 0;
    if (dense.isSplat()) {
      std::fill(v.i.begin(), v.i.end(),
                wrapInt(dense.getSplatValue<APInt>().getZExtValue(), si.width));
    } else {
      for (APInt a : dense.getValues<APInt>())
        v.i[k++] = wrapInt(a.getZExtValue(), si.width);
    }
  }
  constants.push_back({slot, std::move(v)});
  return success();
}

/// The op of a one-op combine region `(a, b) -> op(a, b)` or `op(b, a)`.
static std::optional<Opc> singleCombineOp(Region &region) {
  Block &b = region.front();
  if (b.getNumArguments() != 2 || b.getOperations().size() != 2)
    return std::nullopt;
  Operation &op = b.front();
  Operation &yield = b.back();
  if (op.getNumOperands() != 2 || op.getNumResults() != 1 ||
      yield.getNumOperands() != 1 || yield.getOperand(0) != op.getResult(0))
    return std::nullopt;
  Value x = op.getOperand(0), y = op.getOperand(1);
  Value a = b.getArgument(0), c = b.getArgument(1);
  if (!((x == a && y == c) || (x == c && y == a)))
    return std::nullopt;
  auto it = opcodeTable().find(op.getName().getStringRef());
  if (it == opcodeTable().end())
    return std::nullopt;
  switch (it->second) {
  case Opc::AddF:
  case Opc::MulF:
  case Opc::MaxNumF:
  case Opc::MinNumF:
  case Opc::MaximumF:
  case Opc::MinimumF: {
    Type t = a.getType();
    if (!t.isF32() && !t.isF64())
      return std::nullopt;
    return it->second;
  }
  case Opc::AddI:
  case Opc::MulI:
  case Opc::MaxSI:
  case Opc::MinSI:
  case Opc::MaxUI:
  case Opc::MinUI:
  case Opc::AndI:
  case Opc::OrI:
  case Opc::XOrI:
    return it->second;
  default:
    return std::nullopt;
  }
}

LogicalResult Interp::compileOp(Operation &op, Inst &inst) {
  inst.op = &op;
  auto it = opcodeTable().find(op.getName().getStringRef());
  if (it == opcodeTable().end())
    return planError(&op,
                     llvm::formatv("operation '{0}' is not supported by the "
                                   "interpreter (in kernel '{1}')",
                                   op.getName().getStringRef(), kernelName));
  inst.opc = it->second;
  for (Value v : op.getOperands()) {
    FailureOr<unsigned> s = slotFor(v, &op);
    if (failed(s))
      return failure();
    inst.in.push_back(*s);
  }
  for (Value v : op.getResults()) {
    FailureOr<unsigned> s = slotFor(v, &op);
    if (failed(s))
      return failure();
    inst.out.push_back(*s);
  }
  for (Region &region : op.getRegions()) {
    inst.regions.emplace_back();
    if (region.empty())
      continue;
    if (!region.hasOneBlock())
      return planError(&op,
                       "regions with several blocks are not supported by the "
                       "interpreter");
    if (failed(compileBlock(region.front(), inst.regions.back())))
      return failure();
  }

  switch (inst.opc) {
  case Opc::Constant:
    return compileConstant(op, inst.out[0]);
  case Opc::ProgramId:
    inst.aux = cast<tile::ProgramIdOp>(op).getAxis();
    break;
  case Opc::NumPrograms:
    inst.aux = cast<tile::NumProgramsOp>(op).getAxis();
    break;
  case Opc::MakeRange:
    inst.aux = cast<tile::MakeRangeOp>(op).getStart();
    break;
  case Opc::Load: {
    auto load = cast<tile::LoadOp>(op);
    if (load.getMask())
      inst.maskSlot = slots.lookup(load.getMask());
    if (load.getOther())
      inst.otherSlot = slots.lookup(load.getOther());
    break;
  }
  case Opc::Store: {
    auto store = cast<tile::StoreOp>(op);
    if (store.getMask())
      inst.maskSlot = slots.lookup(store.getMask());
    break;
  }
  case Opc::AtomicRMW: {
    auto rmw = cast<tile::AtomicRMWOp>(op);
    inst.aux = static_cast<int64_t>(rmw.getKind());
    if (rmw.getMask())
      inst.maskSlot = slots.lookup(rmw.getMask());
    break;
  }
  case Opc::Dot:
    inst.aux = static_cast<int64_t>(cast<tile::DotOp>(op).getInputPrecision());
    if (info[inst.in[0]].shape.size() != 2 ||
        info[inst.in[1]].shape.size() != 2)
      return planError(&op, "tile.dot on operands that are not 2-D is not "
                            "supported by the interpreter");
    break;
  case Opc::Reduce:
  case Opc::Scan: {
    int64_t axis = inst.opc == Opc::Reduce ? cast<tile::ReduceOp>(op).getAxis()
                                           : cast<tile::ScanOp>(op).getAxis();
    inst.aux = axis;
    if (inst.opc == Opc::Scan)
      inst.flag = cast<tile::ScanOp>(op).getReverse();
    if (op.getRegion(0).empty())
      return planError(&op, "combine region is empty");
    if (axis < 0 || axis >= static_cast<int64_t>(info[inst.in[0]].shape.size()))
      return planError(&op, llvm::formatv("axis {0} is out of range", axis));
    if (inst.in.size() == 1) {
      if (std::optional<Opc> c = singleCombineOp(op.getRegion(0))) {
        inst.fastCombine = true;
        inst.combineOpc = *c;
      }
    }
    break;
  }
  case Opc::CmpI:
    inst.aux = static_cast<int64_t>(cast<arith::CmpIOp>(op).getPredicate());
    break;
  case Opc::CmpF:
    inst.aux = static_cast<int64_t>(cast<arith::CmpFOp>(op).getPredicate());
    break;
  case Opc::For:
    inst.flag = cast<scf::ForOp>(op).getUnsignedCmp();
    break;
  case Opc::Extern: {
    StringRef name = cast<tile::ExternElementwiseOp>(op).getFn();
    inst.extern_ = tile::lookupExternFunction(name);
    inst.externFn = lookupExternMath(name);
    if (!inst.extern_ || !inst.externFn)
      return planError(&op, llvm::formatv("library function '{0}' is not "
                                          "supported by the interpreter",
                                          name));
    break;
  }
  case Opc::Trans: {
    ArrayRef<int32_t> order = cast<tile::TransOp>(op).getOrder();
    if (order.size() != info[inst.in[0]].shape.size())
      return planError(&op, "trans order does not match the rank");
    break;
  }
  default:
    break;
  }
  return success();
}

llvm::Error Interp::plan() {
  if (fn.isExternal())
    return llvm::make_error<KernelError>(fn.getLoc(), "kernel '" + kernelName +
                                                          "' has no body");
  if (!fn.getBody().hasOneBlock())
    return llvm::make_error<KernelError>(
        fn.getLoc(),
        "kernel '" + kernelName + "' has several blocks: not supported");
  if (failed(compileBlock(fn.getBody().front(), entry)))
    return llvm::make_error<KernelError>(*errorLoc, errorMsg);
  regs.resize(info.size());
  for (auto &[slot, v] : constants)
    regs[slot] = v;
  return llvm::Error::success();
}

llvm::Error Interp::run(ArrayRef<Arg> args, std::array<uint32_t, 3> gridSize) {
  grid = gridSize;
  auto argError = [&](const Twine &msg) {
    return llvm::make_error<KernelError>(fn.getLoc(), msg.str());
  };
  if (args.size() != entry.args.size())
    return argError(llvm::formatv("kernel '{0}' takes {1} argument(s), got {2}",
                                  kernelName, entry.args.size(), args.size()));
  buffers.clear();
  for (size_t k = 0; k < args.size(); ++k) {
    unsigned slot = entry.args[k];
    const SlotInfo &si = info[slot];
    Type type = fn.getArgument(k).getType();
    if (si.isTensor)
      return argError(
          llvm::formatv("argument {0} of kernel '{1}' has tensor type {2}: "
                        "kernels take scalars and pointers",
                        k, kernelName, type));
    Val &v = result(slot);
    const Arg &a = args[k];
    if (si.kind == Kind::Ptr) {
      if (a.kind != Arg::Kind::Pointer)
        return argError(
            llvm::formatv("argument {0} of kernel '{1}' is a pointer ({2}); "
                          "got a scalar",
                          k, kernelName, type));
      uint64_t begin = reinterpret_cast<uintptr_t>(a.data);
      v.i[0] = static_cast<int64_t>(begin);
      if (a.bytes)
        buffers.push_back({begin, begin + a.bytes, static_cast<unsigned>(k)});
      continue;
    }
    if (a.kind == Arg::Kind::Pointer)
      return argError(
          llvm::formatv("argument {0} of kernel '{1}' is a scalar ({2}); "
                        "got a pointer",
                        k, kernelName, type));
    if (isFloatKind(si.kind)) {
      v.f[0] =
          roundTo(a.kind == Arg::Kind::Float ? a.floatValue
                                             : static_cast<double>(a.intValue),
                  si.kind);
      continue;
    }
    if (a.kind == Arg::Kind::Float)
      return argError(
          llvm::formatv("argument {0} of kernel '{1}' is an integer ({2}); "
                        "got a float",
                        k, kernelName, type));
    v.i[0] = wrapInt(static_cast<uint64_t>(a.intValue), si.width);
  }
  // tl.program_id is i32: a larger grid would wrap program ids negative.
  for (unsigned d = 0; d < 3; ++d)
    if (grid[d] > static_cast<uint32_t>(std::numeric_limits<int32_t>::max()))
      return argError(llvm::formatv(
          "grid dimension {0} is {1}; program ids are i32, at most {2}", d,
          grid[d], std::numeric_limits<int32_t>::max()));
  lastBuffer = 0;
  for (pid[2] = 0; pid[2] < grid[2]; ++pid[2])
    for (pid[1] = 0; pid[1] < grid[1]; ++pid[1])
      for (pid[0] = 0; pid[0] < grid[0]; ++pid[0])
        if (!execBody(entry))
          return llvm::make_error<KernelError>(*errorLoc, errorMsg);
  return llvm::Error::success();
}

bool Interp::execBody(const Body &body) {
  for (const Inst &inst : body.insts)
    if (!exec(inst))
      return false;
  return true;
}

bool Interp::execFor(const Inst &inst) {
  int64_t lb = scalarInt(inst.in[0]), ub = scalarInt(inst.in[1]),
          step = scalarInt(inst.in[2]);
  unsigned width = info[inst.in[0]].width;
  const Body &body = inst.regions[0];
  ArrayRef<unsigned> iterArgs = ArrayRef<unsigned>(body.args).drop_front();
  ArrayRef<unsigned> inits = ArrayRef<unsigned>(inst.in).drop_front(3);
  copyValues(iterArgs, inits);
  if (inst.flag ? zextInt(step, width) == 0 : step <= 0)
    return fail(inst,
                llvm::formatv("scf.for step must be positive, got {0} {1}",
                              step, where()));
  SmallVector<Val, 4> tmp(iterArgs.size());
  const auto &yields = body.yields();
  Val &iv = result(body.args[0]);
  int64_t cur = lb;
  while (inst.flag ? zextInt(cur, width) < zextInt(ub, width) : cur < ub) {
    iv.i[0] = cur;
    if (!execBody(body))
      return false;
    for (size_t k = 0; k < iterArgs.size(); ++k)
      tmp[k] = regs[yields[k]];
    for (size_t k = 0; k < iterArgs.size(); ++k)
      std::swap(regs[iterArgs[k]], tmp[k]);
    int64_t next;
    if (__builtin_add_overflow(cur, step, &next) ||
        wrapInt(next, width) != next)
      break; // the induction variable would leave its type: no further
             // iteration
    cur = next;
  }
  copyValues(inst.out, iterArgs);
  return true;
}

bool Interp::execWhile(const Inst &inst) {
  const Body &before = inst.regions[0], &after = inst.regions[1];
  copyValues(before.args, inst.in);
  while (true) {
    if (!execBody(before))
      return false;
    ArrayRef<unsigned> cond = before.yields();
    if (scalarInt(cond[0]) == 0) {
      copyValues(inst.out, cond.drop_front());
      return true;
    }
    copyValues(after.args, cond.drop_front());
    if (!execBody(after))
      return false;
    copyValues(before.args, after.yields());
  }
}

bool Interp::execIf(const Inst &inst) {
  const Body &chosen =
      scalarInt(inst.in[0]) ? inst.regions[0] : inst.regions[1];
  if (chosen.insts.empty())
    return true;
  if (!execBody(chosen))
    return false;
  copyValues(inst.out, chosen.yields());
  return true;
}

bool Interp::execIntBinary(const Inst &inst) {
  const int64_t *x = regs[inst.in[0]].i.data(), *y = regs[inst.in[1]].i.data();
  const SlotInfo &si = info[inst.out[0]];
  unsigned w = si.width;
  int64_t n = si.numel;
  int64_t *z = result(inst.out[0]).i.data();
  switch (inst.opc) {
  case Opc::DivSI:
  case Opc::DivUI:
  case Opc::RemSI:
  case Opc::RemUI:
  case Opc::CeilDivSI:
  case Opc::CeilDivUI:
  case Opc::FloorDivSI:
    for (int64_t i = 0; i < n; ++i)
      if (y[i] == 0)
        return fail(inst,
                    llvm::formatv("integer division by zero {0}: element {1}",
                                  where(), i));
    break;
  default:
    break;
  }
  auto u = [w](int64_t v) { return zextInt(v, w); };
  // Signed quotient without the INT64_MIN / -1 trap (the result wraps).
  auto sdiv = [](int64_t a, int64_t b) -> int64_t {
    if (b == -1)
      return static_cast<int64_t>(0 - static_cast<uint64_t>(a));
    return a / b;
  };
  auto srem = [](int64_t a, int64_t b) -> int64_t {
    return b == -1 ? 0 : a % b;
  };
  switch (inst.opc) {
  case Opc::AddI:
    mapInt(w, z, n, [&](int64_t i) { return uint64_t(x[i]) + uint64_t(y[i]); });
    break;
  case Opc::SubI:
    mapInt(w, z, n, [&](int64_t i) { return uint64_t(x[i]) - uint64_t(y[i]); });
    break;
  case Opc::MulI:
    mapInt(w, z, n, [&](int64_t i) { return uint64_t(x[i]) * uint64_t(y[i]); });
    break;
  case Opc::DivSI:
    mapInt(w, z, n, [&](int64_t i) { return sdiv(x[i], y[i]); });
    break;
  case Opc::RemSI:
    mapInt(w, z, n, [&](int64_t i) { return srem(x[i], y[i]); });
    break;
  case Opc::DivUI:
    mapInt(w, z, n, [&](int64_t i) { return u(x[i]) / u(y[i]); });
    break;
  case Opc::RemUI:
    mapInt(w, z, n, [&](int64_t i) { return u(x[i]) % u(y[i]); });
    break;
  case Opc::CeilDivUI:
    mapInt(w, z, n, [&](int64_t i) {
      return u(x[i]) / u(y[i]) + (u(x[i]) % u(y[i]) != 0);
    });
    break;
  case Opc::CeilDivSI:
    mapInt(w, z, n, [&](int64_t i) {
      int64_t q = sdiv(x[i], y[i]);
      bool exact = srem(x[i], y[i]) == 0;
      return static_cast<uint64_t>(q) + (!exact && ((x[i] < 0) == (y[i] < 0)));
    });
    break;
  case Opc::FloorDivSI:
    mapInt(w, z, n, [&](int64_t i) {
      int64_t q = sdiv(x[i], y[i]);
      bool exact = srem(x[i], y[i]) == 0;
      return static_cast<uint64_t>(q) - (!exact && ((x[i] < 0) != (y[i] < 0)));
    });
    break;
  case Opc::AndI:
    mapInt(w, z, n, [&](int64_t i) { return x[i] & y[i]; });
    break;
  case Opc::OrI:
    mapInt(w, z, n, [&](int64_t i) { return x[i] | y[i]; });
    break;
  case Opc::XOrI:
    mapInt(w, z, n, [&](int64_t i) { return x[i] ^ y[i]; });
    break;
  // Shift amounts of at least the bit width give 0 (or the sign), as the GPUs'
  // clamping shift instructions do.
  case Opc::ShLI:
    mapInt(w, z, n, [&](int64_t i) -> uint64_t {
      uint64_t s = u(y[i]);
      return s >= w ? 0 : uint64_t(x[i]) << s;
    });
    break;
  case Opc::ShRUI:
    mapInt(w, z, n, [&](int64_t i) -> uint64_t {
      uint64_t s = u(y[i]);
      return s >= w ? 0 : u(x[i]) >> s;
    });
    break;
  case Opc::ShRSI:
    mapInt(w, z, n, [&](int64_t i) -> int64_t {
      uint64_t s = u(y[i]);
      return s >= w ? (x[i] < 0 ? -1 : 0) : x[i] >> s;
    });
    break;
  case Opc::MaxSI:
    mapInt(w, z, n, [&](int64_t i) { return std::max(x[i], y[i]); });
    break;
  case Opc::MinSI:
    mapInt(w, z, n, [&](int64_t i) { return std::min(x[i], y[i]); });
    break;
  case Opc::MaxUI:
    mapInt(w, z, n,
           [&](int64_t i) { return u(x[i]) >= u(y[i]) ? x[i] : y[i]; });
    break;
  case Opc::MinUI:
    mapInt(w, z, n,
           [&](int64_t i) { return u(x[i]) <= u(y[i]) ? x[i] : y[i]; });
    break;
  case Opc::MulUIExt:
  case Opc::MulSIExt: {
    int64_t *hi = result(inst.out[1]).i.data();
    bool isSigned = inst.opc == Opc::MulSIExt;
    for (int64_t i = 0; i < n; ++i) {
      unsigned __int128 p;
      if (isSigned)
        p = static_cast<unsigned __int128>(static_cast<__int128>(x[i]) *
                                           static_cast<__int128>(y[i]));
      else
        p = static_cast<unsigned __int128>(u(x[i])) * u(y[i]);
      z[i] = wrapInt(static_cast<uint64_t>(p), w);
      hi[i] = wrapInt(static_cast<uint64_t>(p >> w), w);
    }
    break;
  }
  default:
    return fail(inst, "internal error: not an integer binary op");
  }
  return true;
}

bool Interp::execFloatBinary(const Inst &inst) {
  const double *x = regs[inst.in[0]].f.data(), *y = regs[inst.in[1]].f.data();
  const SlotInfo &si = info[inst.out[0]];
  Kind k = si.kind;
  int64_t n = si.numel;
  double *z = result(inst.out[0]).f.data();
  bool f64 = k == Kind::F64;
  switch (inst.opc) {
  case Opc::AddF:
    mapFloat(k, z, n, [&](int64_t i) { return x[i] + y[i]; });
    break;
  case Opc::SubF:
    mapFloat(k, z, n, [&](int64_t i) { return x[i] - y[i]; });
    break;
  case Opc::MulF:
    mapFloat(k, z, n, [&](int64_t i) { return x[i] * y[i]; });
    break;
  case Opc::DivF:
    mapFloat(k, z, n, [&](int64_t i) { return x[i] / y[i]; });
    break;
  case Opc::RemF:
    mapFloat(k, z, n, [&](int64_t i) { return std::fmod(x[i], y[i]); });
    break;
  case Opc::MaximumF:
    mapFloat(k, z, n, [&](int64_t i) { return fMaximum(x[i], y[i]); });
    break;
  case Opc::MinimumF:
    mapFloat(k, z, n, [&](int64_t i) { return fMinimum(x[i], y[i]); });
    break;
  case Opc::MaxNumF:
    mapFloat(k, z, n, [&](int64_t i) { return fMaxNum(x[i], y[i]); });
    break;
  case Opc::MinNumF:
    mapFloat(k, z, n, [&](int64_t i) { return fMinNum(x[i], y[i]); });
    break;
  case Opc::CopySign:
    mapFloat(k, z, n, [&](int64_t i) { return std::copysign(x[i], y[i]); });
    break;
  case Opc::PowF:
    if (f64)
      mapFloat(k, z, n, [&](int64_t i) { return std::pow(x[i], y[i]); });
    else
      mapFloat(k, z, n, [&](int64_t i) {
        return static_cast<double>(
            std::pow(static_cast<float>(x[i]), static_cast<float>(y[i])));
      });
    break;
  case Opc::Atan2:
    if (f64)
      mapFloat(k, z, n, [&](int64_t i) { return std::atan2(x[i], y[i]); });
    else
      mapFloat(k, z, n, [&](int64_t i) {
        return static_cast<double>(
            std::atan2(static_cast<float>(x[i]), static_cast<float>(y[i])));
      });
    break;
  default:
    return fail(inst, "internal error: not a float binary op");
  }
  return true;
}

bool Interp::execCmpI(const Inst &inst) {
  const int64_t *x = regs[inst.in[0]].i.data(), *y = regs[inst.in[1]].i.data();
  unsigned w = info[inst.in[0]].width;
  int64_t n = info[inst.out[0]].numel;
  int64_t *z = result(inst.out[0]).i.data();
  auto u = [w](int64_t v) { return zextInt(v, w); };
#define TILEC_CMP(EXPR)                                                        \
  for (int64_t i = 0; i < n; ++i)                                              \
    z[i] = (EXPR) ? -1 : 0;                                                    \
  break;
  switch (static_cast<arith::CmpIPredicate>(inst.aux)) {
  case arith::CmpIPredicate::eq:
    TILEC_CMP(x[i] == y[i])
  case arith::CmpIPredicate::ne:
    TILEC_CMP(x[i] != y[i])
  case arith::CmpIPredicate::slt:
    TILEC_CMP(x[i] < y[i])
  case arith::CmpIPredicate::sle:
    TILEC_CMP(x[i] <= y[i])
  case arith::CmpIPredicate::sgt:
    TILEC_CMP(x[i] > y[i])
  case arith::CmpIPredicate::sge:
    TILEC_CMP(x[i] >= y[i])
  case arith::CmpIPredicate::ult:
    TILEC_CMP(u(x[i]) < u(y[i]))
  case arith::CmpIPredicate::ule:
    TILEC_CMP(u(x[i]) <= u(y[i]))
  case arith::CmpIPredicate::ugt:
    TILEC_CMP(u(x[i]) > u(y[i]))
  case arith::CmpIPredicate::uge:
    TILEC_CMP(u(x[i]) >= u(y[i]))
  }
  return true;
}

bool Interp::execCmpF(const Inst &inst) {
  const double *x = regs[inst.in[0]].f.data(), *y = regs[inst.in[1]].f.data();
  int64_t n = info[inst.out[0]].numel;
  int64_t *z = result(inst.out[0]).i.data();
  auto uno = [&](int64_t i) { return std::isnan(x[i]) || std::isnan(y[i]); };
  switch (static_cast<arith::CmpFPredicate>(inst.aux)) {
  case arith::CmpFPredicate::AlwaysFalse:
    TILEC_CMP(false)
  case arith::CmpFPredicate::OEQ:
    TILEC_CMP(x[i] == y[i])
  case arith::CmpFPredicate::OGT:
    TILEC_CMP(x[i] > y[i])
  case arith::CmpFPredicate::OGE:
    TILEC_CMP(x[i] >= y[i])
  case arith::CmpFPredicate::OLT:
    TILEC_CMP(x[i] < y[i])
  case arith::CmpFPredicate::OLE:
    TILEC_CMP(x[i] <= y[i])
  case arith::CmpFPredicate::ONE:
    TILEC_CMP(!uno(i) && x[i] != y[i])
  case arith::CmpFPredicate::ORD:
    TILEC_CMP(!uno(i))
  case arith::CmpFPredicate::UEQ:
    TILEC_CMP(uno(i) || x[i] == y[i])
  case arith::CmpFPredicate::UGT:
    TILEC_CMP(uno(i) || x[i] > y[i])
  case arith::CmpFPredicate::UGE:
    TILEC_CMP(uno(i) || x[i] >= y[i])
  case arith::CmpFPredicate::ULT:
    TILEC_CMP(uno(i) || x[i] < y[i])
  case arith::CmpFPredicate::ULE:
    TILEC_CMP(uno(i) || x[i] <= y[i])
  case arith::CmpFPredicate::UNE:
    TILEC_CMP(x[i] != y[i])
  case arith::CmpFPredicate::UNO:
    TILEC_CMP(uno(i))
  case arith::CmpFPredicate::AlwaysTrue:
    TILEC_CMP(true)
  }
#undef TILEC_CMP
  return true;
}

bool Interp::execCast(const Inst &inst) {
  const SlotInfo &src = info[inst.in[0]], &dst = info[inst.out[0]];
  const Val &x = regs[inst.in[0]];
  int64_t n = dst.numel;
  Val &r = result(inst.out[0]);
  unsigned sw = src.width, dw = dst.width;
  switch (inst.opc) {
  case Opc::ExtSI:
  case Opc::TruncI: // also index_cast: sign-extends or truncates
    mapInt(dw, r.i.data(), n, [&](int64_t i) { return x.i[i]; });
    break;
  case Opc::ExtUI:
  case Opc::IndexCastUI:
    mapInt(dw, r.i.data(), n, [&](int64_t i) { return zextInt(x.i[i], sw); });
    break;
  case Opc::SIToFP:
    for (int64_t i = 0; i < n; ++i)
      r.f[i] = intToFloat(x.i[i], dst.kind);
    break;
  case Opc::UIToFP:
    for (int64_t i = 0; i < n; ++i)
      r.f[i] = uintToFloat(zextInt(x.i[i], sw), dst.kind);
    break;
  // Out-of-range and NaN inputs saturate (NaN gives 0), as GPU conversions do.
  case Opc::FPToSI:
    for (int64_t i = 0; i < n; ++i)
      r.i[i] = fpToSI(x.f[i], dw);
    break;
  case Opc::FPToUI:
    for (int64_t i = 0; i < n; ++i)
      r.i[i] = fpToUI(x.f[i], dw);
    break;
  case Opc::FloatConvert:
    mapFloat(dst.kind, r.f.data(), n, [&](int64_t i) { return x.f[i]; });
    break;
  case Opc::Bitcast:
    if (kindBytes(src.kind) != kindBytes(dst.kind) || src.kind == Kind::I1 ||
        dst.kind == Kind::I1) {
      if (src.kind == dst.kind ||
          (src.kind == Kind::I1 && dst.kind == Kind::I1)) {
        r = x;
        break;
      }
      return fail(inst, "bitcast between types of different widths");
    }
    scratchBits.resize(n);
    toBits(src.kind, x, n, scratchBits.data());
    fromBits(dst.kind, scratchBits.data(), n, r);
    break;
  default:
    return fail(inst, "internal error: not a cast");
  }
  return true;
}

bool Interp::execFloatUnary(const Inst &inst) {
  const double *x = regs[inst.in[0]].f.data();
  const SlotInfo &si = info[inst.out[0]];
  Kind k = si.kind;
  int64_t n = si.numel;
  double *z = result(inst.out[0]).f.data();
  // Library functions in the op's precision: float for f32 and narrower.
#define TILEC_MATH(FN)                                                         \
  if (k == Kind::F64)                                                          \
    mapFloat(k, z, n, [&](int64_t i) { return FN(x[i]); });                    \
  else                                                                         \
    mapFloat(k, z, n, [&](int64_t i) {                                         \
      return static_cast<double>(FN(static_cast<float>(x[i])));                \
    });                                                                        \
  break;
  switch (inst.opc) {
  case Opc::Exp:
    TILEC_MATH(std::exp)
  case Opc::Exp2:
    TILEC_MATH(std::exp2)
  case Opc::ExpM1:
    TILEC_MATH(std::expm1)
  case Opc::Log:
    TILEC_MATH(std::log)
  case Opc::Log2:
    TILEC_MATH(std::log2)
  case Opc::Log10:
    TILEC_MATH(std::log10)
  case Opc::Log1p:
    TILEC_MATH(std::log1p)
  case Opc::Sqrt:
    TILEC_MATH(std::sqrt)
  case Opc::Sin:
    TILEC_MATH(std::sin)
  case Opc::Cos:
    TILEC_MATH(std::cos)
  case Opc::Tan:
    TILEC_MATH(std::tan)
  case Opc::Tanh:
    TILEC_MATH(std::tanh)
  case Opc::Sinh:
    TILEC_MATH(std::sinh)
  case Opc::Cosh:
    TILEC_MATH(std::cosh)
  case Opc::Asin:
    TILEC_MATH(std::asin)
  case Opc::Acos:
    TILEC_MATH(std::acos)
  case Opc::Atan:
    TILEC_MATH(std::atan)
  case Opc::Asinh:
    TILEC_MATH(std::asinh)
  case Opc::Acosh:
    TILEC_MATH(std::acosh)
  case Opc::Atanh:
    TILEC_MATH(std::atanh)
  case Opc::Erf:
    TILEC_MATH(std::erf)
  case Opc::Erfc:
    TILEC_MATH(std::erfc)
  case Opc::Cbrt:
    TILEC_MATH(std::cbrt)
  case Opc::Rsqrt:
    if (k == Kind::F64)
      mapFloat(k, z, n, [&](int64_t i) { return 1.0 / std::sqrt(x[i]); });
    else
      mapFloat(k, z, n, [&](int64_t i) {
        return static_cast<double>(1.0f / std::sqrt(static_cast<float>(x[i])));
      });
    break;
  // Exact in any precision.
  case Opc::AbsF:
    mapFloat(k, z, n, [&](int64_t i) { return std::fabs(x[i]); });
    break;
  case Opc::NegF:
    mapFloat(k, z, n, [&](int64_t i) { return -x[i]; });
    break;
  case Opc::Floor:
    mapFloat(k, z, n, [&](int64_t i) { return std::floor(x[i]); });
    break;
  case Opc::Ceil:
    mapFloat(k, z, n, [&](int64_t i) { return std::ceil(x[i]); });
    break;
  case Opc::Round: // half away from zero
    mapFloat(k, z, n, [&](int64_t i) { return std::round(x[i]); });
    break;
  case Opc::RoundEven:
    mapFloat(k, z, n, [&](int64_t i) {
      double r = std::round(x[i]);
      if (std::fabs(x[i] - std::trunc(x[i])) == 0.5)
        r = 2.0 * std::round(x[i] / 2.0);
      return r;
    });
    break;
  case Opc::Trunc:
    mapFloat(k, z, n, [&](int64_t i) { return std::trunc(x[i]); });
    break;
  default:
    return fail(inst, "internal error: not a float unary op");
  }
#undef TILEC_MATH
  return true;
}

bool Interp::execExtern(const Inst &inst) {
  const tile::ExternFunction &fn = *inst.extern_;
  const SlotInfo &si = info[inst.out[0]];
  int64_t n = si.numel;
  const double *x = regs[inst.in[0]].f.data();
  const double *y = fn.numFloatArgs > 1 ? regs[inst.in[1]].f.data() : nullptr;
  const int64_t *e =
      fn.intLastArg ? regs[inst.in[fn.numFloatArgs]].i.data() : nullptr;
  bool f32 = info[inst.in[0]].kind == Kind::F32;
  auto at = [&](int64_t i) {
    return inst.externFn(x[i], y ? y[i] : 0.0, e ? e[i] : 0, f32);
  };
  if (fn.intResult) {
    int64_t *z = result(inst.out[0]).i.data();
    mapInt(32, z, n, [&](int64_t i) { return static_cast<int64_t>(at(i)); });
    return true;
  }
  mapFloat(si.kind, result(inst.out[0]).f.data(), n, at);
  return true;
}

bool Interp::checkAccess(const Inst &inst, const char *verb, int64_t element,
                         uint64_t addr, unsigned bytes) {
  if (lastBuffer < buffers.size()) {
    const Buffer &b = buffers[lastBuffer];
    if (addr >= b.begin && addr + bytes <= b.end && addr + bytes > addr)
      return true;
  }
  for (size_t k = 0; k < buffers.size(); ++k) {
    const Buffer &b = buffers[k];
    if (addr >= b.begin && addr + bytes <= b.end && addr + bytes > addr) {
      lastBuffer = k;
      return true;
    }
  }
  const char *what = inst.opc == Opc::Load    ? "load"
                     : inst.opc == Opc::Store ? "store"
                                              : "atomic access";
  // Name the buffer the address is closest to: usually the one the kernel
  // indexed past the end (or before the start) of.
  const Buffer *nearest = nullptr;
  uint64_t best = std::numeric_limits<uint64_t>::max();
  for (const Buffer &b : buffers) {
    uint64_t d = addr < b.begin         ? b.begin - addr
                 : addr + bytes > b.end ? addr + bytes - b.end
                                        : 0;
    if (d < best) {
      best = d;
      nearest = &b;
    }
  }
  if (nearest && best <= (uint64_t(1) << 30)) {
    int64_t offset = static_cast<int64_t>(addr - nearest->begin);
    return fail(inst, llvm::formatv(
                          "out-of-bounds {0} {1}: element {2} {3} byte offset "
                          "{4} of argument {5} ({6} bytes)",
                          what, where(), element, verb, offset,
                          nearest->argIndex, nearest->end - nearest->begin));
  }
  return fail(inst, llvm::formatv(
                        "out-of-bounds {0} {1}: element {2} {3} address {4:x} "
                        "which points into no argument buffer",
                        what, where(), element, verb, addr));
}

bool Interp::execMemory(const Inst &inst) {
  const SlotInfo &pi = info[inst.in[0]];
  const int64_t *p = regs[inst.in[0]].i.data();
  int64_t n = pi.numel;
  unsigned bytes = pi.pointeeBytes;
  const int64_t *mask =
      inst.maskSlot >= 0 ? regs[inst.maskSlot].i.data() : nullptr;
  bool maskScalar = inst.maskSlot >= 0 && info[inst.maskSlot].numel == 1;
  auto active = [&](int64_t i) {
    return !mask || mask[maskScalar ? 0 : i] != 0;
  };
  scratchBits.assign(n, 0);
  uint64_t *bits = scratchBits.data();
  if (inst.opc == Opc::Load) {
    for (int64_t i = 0; i < n; ++i) {
      if (!active(i))
        continue;
      uint64_t addr = static_cast<uint64_t>(p[i]);
      if (!checkAccess(inst, "reads", i, addr, bytes))
        return false;
      std::memcpy(&bits[i], reinterpret_cast<const void *>(addr),
                  bytes); // little-endian
    }
    Val &r = result(inst.out[0]);
    fromBits(pi.pointee, bits, n, r);
    if (!mask)
      return true;
    bool isFloat = isFloatKind(pi.pointee);
    const Val *other = inst.otherSlot >= 0 ? &regs[inst.otherSlot] : nullptr;
    bool otherScalar = other && info[inst.otherSlot].numel == 1;
    for (int64_t i = 0; i < n; ++i) {
      if (active(i))
        continue;
      if (isFloat)
        r.f[i] = other ? other->f[otherScalar ? 0 : i] : 0.0;
      else
        r.i[i] = other ? other->i[otherScalar ? 0 : i] : 0;
    }
    return true;
  }
  // Store: a scalar value is stored through every pointer.
  const Val &v = regs[inst.in[1]];
  int64_t nv = info[inst.in[1]].numel;
  toBits(pi.pointee, v, nv, bits);
  for (int64_t i = 0; i < n; ++i) {
    if (!active(i))
      continue;
    uint64_t addr = static_cast<uint64_t>(p[i]);
    if (!checkAccess(inst, "writes", i, addr, bytes))
      return false;
    std::memcpy(reinterpret_cast<void *>(addr), &bits[nv == 1 ? 0 : i], bytes);
  }
  return true;
}

bool Interp::execAtomic(const Inst &inst) {
  const SlotInfo &pi = info[inst.in[0]];
  const int64_t *p = regs[inst.in[0]].i.data();
  int64_t n = pi.numel;
  Kind k = pi.pointee;
  unsigned bytes = pi.pointeeBytes, w = intWidth(k);
  bool isFloat = isFloatKind(k);
  bool cas = inst.opc == Opc::AtomicCAS;
  const Val &val = regs[inst.in[cas ? 2 : 1]];
  const Val *cmp = cas ? &regs[inst.in[1]] : nullptr;
  const int64_t *mask =
      inst.maskSlot >= 0 ? regs[inst.maskSlot].i.data() : nullptr;
  bool maskScalar = inst.maskSlot >= 0 && info[inst.maskSlot].numel == 1;
  bool valScalar = info[inst.in[cas ? 2 : 1]].numel == 1;
  Val &r = result(inst.out[0]);
  // One element at a time: atomics are rare, and the order must be sequential.
  Val oldV, newV;
  if (isFloat) {
    oldV.f.resize(1);
    newV.f.resize(1);
  } else {
    oldV.i.resize(1);
    newV.i.resize(1);
  }
  for (int64_t i = 0; i < n; ++i) {
    if (mask && mask[maskScalar ? 0 : i] == 0) {
      if (isFloat)
        r.f[i] = 0;
      else
        r.i[i] = 0;
      continue;
    }
    uint64_t addr = static_cast<uint64_t>(p[i]);
    if (!checkAccess(inst, "accesses", i, addr, bytes))
      return false;
    uint64_t bits = 0;
    std::memcpy(&bits, reinterpret_cast<const void *>(addr), bytes);
    fromBits(k, &bits, 1, oldV);
    int64_t j = valScalar ? 0 : i;
    if (cas) {
      bool equal = isFloat ? oldV.f[0] == cmp->f[j] : oldV.i[0] == cmp->i[j];
      newV =
          equal ? (isFloat ? Val{{}, {val.f[j]}} : Val{{val.i[j]}, {}}) : oldV;
    } else if (isFloat) {
      double a = oldV.f[0], b = val.f[j];
      switch (static_cast<tile::RMWKind>(inst.aux)) {
      case tile::RMWKind::fadd:
      case tile::RMWKind::add:
        newV.f[0] = roundTo(a + b, k);
        break;
      case tile::RMWKind::fmax:
      case tile::RMWKind::max:
        newV.f[0] = fMaxNum(a, b);
        break;
      case tile::RMWKind::fmin:
      case tile::RMWKind::min:
        newV.f[0] = fMinNum(a, b);
        break;
      case tile::RMWKind::xchg:
        newV.f[0] = b;
        break;
      default:
        return fail(inst,
                    llvm::formatv("atomic '{0}' is not defined on floats",
                                  tile::stringifyRMWKind(
                                      static_cast<tile::RMWKind>(inst.aux))));
      }
    } else {
      int64_t a = oldV.i[0], b = val.i[j];
      uint64_t ua = zextInt(a, w), ub = zextInt(b, w), res;
      switch (static_cast<tile::RMWKind>(inst.aux)) {
      case tile::RMWKind::add:
        res = ua + ub;
        break;
      case tile::RMWKind::max:
        res = static_cast<uint64_t>(std::max(a, b));
        break;
      case tile::RMWKind::min:
        res = static_cast<uint64_t>(std::min(a, b));
        break;
      case tile::RMWKind::umax:
        res = std::max(ua, ub);
        break;
      case tile::RMWKind::umin:
        res = std::min(ua, ub);
        break;
      case tile::RMWKind::band:
        res = ua & ub;
        break;
      case tile::RMWKind::bor:
        res = ua | ub;
        break;
      case tile::RMWKind::bxor:
        res = ua ^ ub;
        break;
      case tile::RMWKind::xchg:
        res = ub;
        break;
      default:
        return fail(inst,
                    llvm::formatv("atomic '{0}' is not defined on integers",
                                  tile::stringifyRMWKind(
                                      static_cast<tile::RMWKind>(inst.aux))));
      }
      newV.i[0] = wrapInt(res, w);
    }
    toBits(k, newV, 1, &bits);
    std::memcpy(reinterpret_cast<void *>(addr), &bits, bytes);
    if (isFloat)
      r.f[i] = oldV.f[0];
    else
      r.i[i] = oldV.i[0];
  }
  return true;
}

bool Interp::execDot(const Inst &inst) {
  const SlotInfo &ai = info[inst.in[0]], &bi = info[inst.in[1]],
                 &ci = info[inst.out[0]];
  int64_t m = ai.shape[0], kk = ai.shape[1], nn = bi.shape[1];
  const Val &a = regs[inst.in[0]], &b = regs[inst.in[1]], &c = regs[inst.in[2]];
  Val &d = result(inst.out[0]);
  if (!isFloatKind(ci.kind)) {
    // Integer products accumulate with wrap-around in the accumulator type.
    std::vector<int64_t> acc(c.i.begin(), c.i.end());
    for (int64_t i = 0; i < m; ++i)
      for (int64_t k = 0; k < kk; ++k) {
        uint64_t av = static_cast<uint64_t>(a.i[i * kk + k]);
        for (int64_t j = 0; j < nn; ++j)
          acc[i * nn + j] =
              static_cast<int64_t>(static_cast<uint64_t>(acc[i * nn + j]) +
                                   av * static_cast<uint64_t>(b.i[k * nn + j]));
      }
    mapInt(ci.width, d.i.data(), m * nn, [&](int64_t i) { return acc[i]; });
    return true;
  }
  if (ci.kind == Kind::F64) {
    for (int64_t i = 0; i < m * nn; ++i)
      d.f[i] = c.f[i];
    for (int64_t i = 0; i < m; ++i)
      for (int64_t k = 0; k < kk; ++k) {
        double av = a.f[i * kk + k];
        for (int64_t j = 0; j < nn; ++j)
          d.f[i * nn + j] += av * b.f[k * nn + j];
      }
    return true;
  }
  // Float inputs: f32 accumulation (products of f16/bf16/fp8 are exact in f32).
  bool tf32 =
      static_cast<tile::InputPrecision>(inst.aux) == tile::InputPrecision::tf32;
  scratchA.resize(m * kk);
  scratchB.resize(kk * nn);
  scratchC.resize(m * nn);
  float *fa = scratchA.data(), *fb = scratchB.data(), *acc = scratchC.data();
  for (int64_t i = 0; i < m * kk; ++i)
    fa[i] = static_cast<float>(a.f[i]);
  for (int64_t i = 0; i < kk * nn; ++i)
    fb[i] = static_cast<float>(b.f[i]);
  if (tf32 && ai.kind == Kind::F32)
    for (int64_t i = 0; i < m * kk; ++i)
      fa[i] = roundToTF32(fa[i]);
  if (tf32 && bi.kind == Kind::F32)
    for (int64_t i = 0; i < kk * nn; ++i)
      fb[i] = roundToTF32(fb[i]);
  for (int64_t i = 0; i < m * nn; ++i)
    acc[i] = static_cast<float>(c.f[i]);
  for (int64_t i = 0; i < m; ++i) {
    float *row = acc + i * nn;
    for (int64_t k = 0; k < kk; ++k) {
      float av = fa[i * kk + k];
      const float *brow = fb + k * nn;
      for (int64_t j = 0; j < nn; ++j)
        row[j] += av * brow[j];
    }
  }
  mapFloat(ci.kind, d.f.data(), m * nn, [&](int64_t i) { return acc[i]; });
  return true;
}

/// A reduce/scan whose combine region is one known op, as a tight loop.
bool Interp::fastCombineLoop(const Inst &inst, int64_t outer, int64_t len,
                             int64_t inner, bool scan) {
  const SlotInfo &si = info[inst.in[0]];
  unsigned w = si.width;
  Kind k = si.kind;
  bool reverse = inst.flag;
  auto loop = [&](auto *z, const auto *x, auto combine) {
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t i = 0; i < inner; ++i) {
        int64_t base = o * len * inner + i;
        int64_t first = reverse ? len - 1 : 0, dir = reverse ? -1 : 1;
        auto acc = x[base + first * inner];
        if (scan)
          z[base + first * inner] = acc;
        for (int64_t l = 1; l < len; ++l) {
          int64_t idx = base + (first + dir * l) * inner;
          acc = combine(acc, x[idx]);
          if (scan)
            z[idx] = acc;
        }
        if (!scan)
          z[o * inner + i] = acc;
      }
  };
  auto rnd = [k](double v) {
    return k == Kind::F32 ? static_cast<double>(static_cast<float>(v)) : v;
  };
  if (isFloatKind(k)) {
    const double *x = regs[inst.in[0]].f.data();
    double *z = result(inst.out[0]).f.data();
    switch (inst.combineOpc) {
    case Opc::AddF:
      loop(z, x, [&](double a, double b) { return rnd(a + b); });
      return true;
    case Opc::MulF:
      loop(z, x, [&](double a, double b) { return rnd(a * b); });
      return true;
    case Opc::MaxNumF:
      loop(z, x, fMaxNum);
      return true;
    case Opc::MinNumF:
      loop(z, x, fMinNum);
      return true;
    case Opc::MaximumF:
      loop(z, x, fMaximum);
      return true;
    case Opc::MinimumF:
      loop(z, x, fMinimum);
      return true;
    default:
      return false;
    }
  }
  const int64_t *x = regs[inst.in[0]].i.data();
  int64_t *z = result(inst.out[0]).i.data();
  auto u = [w](int64_t v) { return zextInt(v, w); };
  switch (inst.combineOpc) {
  case Opc::AddI:
    loop(z, x, [&](int64_t a, int64_t b) {
      return wrapInt(uint64_t(a) + uint64_t(b), w);
    });
    return true;
  case Opc::MulI:
    loop(z, x, [&](int64_t a, int64_t b) {
      return wrapInt(uint64_t(a) * uint64_t(b), w);
    });
    return true;
  case Opc::MaxSI:
    loop(z, x, [](int64_t a, int64_t b) { return std::max(a, b); });
    return true;
  case Opc::MinSI:
    loop(z, x, [](int64_t a, int64_t b) { return std::min(a, b); });
    return true;
  case Opc::MaxUI:
    loop(z, x, [&](int64_t a, int64_t b) { return u(a) >= u(b) ? a : b; });
    return true;
  case Opc::MinUI:
    loop(z, x, [&](int64_t a, int64_t b) { return u(a) <= u(b) ? a : b; });
    return true;
  case Opc::AndI:
    loop(z, x, [](int64_t a, int64_t b) { return a & b; });
    return true;
  case Opc::OrI:
    loop(z, x, [](int64_t a, int64_t b) { return a | b; });
    return true;
  case Opc::XOrI:
    loop(z, x, [](int64_t a, int64_t b) { return a ^ b; });
    return true;
  default:
    return false;
  }
}

bool Interp::execReduceOrScan(const Inst &inst) {
  bool scan = inst.opc == Opc::Scan;
  const SlotInfo &si = info[inst.in[0]];
  int64_t axis = inst.aux;
  int64_t outer = 1, inner = 1, len = si.shape[axis];
  for (int64_t d = 0; d < axis; ++d)
    outer *= si.shape[d];
  for (size_t d = axis + 1; d < si.shape.size(); ++d)
    inner *= si.shape[d];
  if (inst.fastCombine && fastCombineLoop(inst, outer, len, inner, scan))
    return true;

  // General combine region: run it on scalar registers, element pair by pair.
  const Body &body = inst.regions[0];
  size_t nops = inst.in.size();
  ArrayRef<unsigned> accArgs = ArrayRef<unsigned>(body.args).take_front(nops);
  ArrayRef<unsigned> nextArgs = ArrayRef<unsigned>(body.args).drop_front(nops);
  const auto &yields = body.yields();
  SmallVector<bool, 4> isFloat;
  for (size_t j = 0; j < nops; ++j) {
    isFloat.push_back(isFloatKind(info[inst.in[j]].kind));
    result(body.args[j]);
    result(body.args[nops + j]);
    result(inst.out[j]);
  }
  SmallVector<Val, 4> tmp(nops);
  auto setArg = [&](unsigned slot, size_t j, int64_t idx) {
    if (isFloat[j])
      regs[slot].f[0] = regs[inst.in[j]].f[idx];
    else
      regs[slot].i[0] = regs[inst.in[j]].i[idx];
  };
  auto writeOut = [&](size_t j, int64_t idx) {
    if (isFloat[j])
      regs[inst.out[j]].f[idx] = regs[accArgs[j]].f[0];
    else
      regs[inst.out[j]].i[idx] = regs[accArgs[j]].i[0];
  };
  bool reverse = scan && inst.flag;
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      int64_t base = o * len * inner + i;
      int64_t first = reverse ? len - 1 : 0, dir = reverse ? -1 : 1;
      for (size_t j = 0; j < nops; ++j) {
        setArg(accArgs[j], j, base + first * inner);
        if (scan)
          writeOut(j, base + first * inner);
      }
      for (int64_t l = 1; l < len; ++l) {
        int64_t idx = base + (first + dir * l) * inner;
        for (size_t j = 0; j < nops; ++j)
          setArg(nextArgs[j], j, idx);
        if (!execBody(body))
          return false;
        for (size_t j = 0; j < nops; ++j)
          tmp[j] = regs[yields[j]];
        for (size_t j = 0; j < nops; ++j)
          regs[accArgs[j]] = tmp[j];
        if (scan)
          for (size_t j = 0; j < nops; ++j)
            writeOut(j, idx);
      }
      if (!scan)
        for (size_t j = 0; j < nops; ++j)
          writeOut(j, o * inner + i);
    }
  return true;
}

bool Interp::exec(const Inst &inst) {
  switch (inst.opc) {
  case Opc::Constant:
  case Opc::Return:
  case Opc::ScfYield:
  case Opc::Condition:
  case Opc::TileYield:
    return true; // constants are preloaded; terminators are read by parents
  case Opc::For:
    return execFor(inst);
  case Opc::While:
    return execWhile(inst);
  case Opc::If:
    return execIf(inst);
  case Opc::ProgramId:
    result(inst.out[0]).i[0] = pid[inst.aux];
    return true;
  case Opc::NumPrograms:
    result(inst.out[0]).i[0] = grid[inst.aux];
    return true;
  case Opc::MakeRange: {
    const SlotInfo &si = info[inst.out[0]];
    int64_t *z = result(inst.out[0]).i.data();
    mapInt(32, z, si.numel, [&](int64_t i) { return inst.aux + i; });
    return true;
  }
  case Opc::Splat: {
    const SlotInfo &si = info[inst.out[0]];
    const Val &x = regs[inst.in[0]];
    Val &r = result(inst.out[0]);
    if (isFloatKind(si.kind))
      std::fill(r.f.begin(), r.f.end(), x.f[0]);
    else
      std::fill(r.i.begin(), r.i.end(), x.i[0]);
    return true;
  }
  case Opc::Copy:
    regs[inst.out[0]] = regs[inst.in[0]];
    return true;
  case Opc::PtrToInt: {
    const SlotInfo &si = info[inst.out[0]];
    const Val &x = regs[inst.in[0]];
    mapInt(si.width, result(inst.out[0]).i.data(), si.numel,
           [&](int64_t i) { return x.i[i]; });
    return true;
  }
  case Opc::Broadcast:
  case Opc::Trans: {
    const SlotInfo &src = info[inst.in[0]], &dst = info[inst.out[0]];
    size_t rank = src.shape.size();
    SmallVector<int64_t, 6> srcStrides(rank, 1), strides(rank);
    for (int d = static_cast<int>(rank) - 2; d >= 0; --d)
      srcStrides[d] = srcStrides[d + 1] * src.shape[d + 1];
    if (inst.opc == Opc::Broadcast) {
      for (size_t d = 0; d < rank; ++d)
        strides[d] = src.shape[d] == 1 && dst.shape[d] != 1 ? 0 : srcStrides[d];
    } else {
      ArrayRef<int32_t> order = cast<tile::TransOp>(inst.op).getOrder();
      for (size_t d = 0; d < rank; ++d)
        strides[d] = srcStrides[order[d]];
    }
    const Val &x = regs[inst.in[0]];
    Val &r = result(inst.out[0]);
    if (isFloatKind(dst.kind))
      gatherStrided(r.f.data(), x.f.data(), dst.shape, strides);
    else
      gatherStrided(r.i.data(), x.i.data(), dst.shape, strides);
    return true;
  }
  case Opc::AddPtr: {
    const SlotInfo &si = info[inst.out[0]];
    const int64_t *p = regs[inst.in[0]].i.data(),
                  *off = regs[inst.in[1]].i.data();
    bool pScalar = info[inst.in[0]].numel == 1,
         oScalar = info[inst.in[1]].numel == 1;
    uint64_t size = si.pointeeBytes;
    int64_t *z = result(inst.out[0]).i.data();
    for (int64_t i = 0; i < si.numel; ++i)
      z[i] = static_cast<int64_t>(static_cast<uint64_t>(p[pScalar ? 0 : i]) +
                                  static_cast<uint64_t>(off[oScalar ? 0 : i]) *
                                      size);
    return true;
  }
  case Opc::Load:
  case Opc::Store:
    return execMemory(inst);
  case Opc::AtomicRMW:
  case Opc::AtomicCAS:
    return execAtomic(inst);
  case Opc::Dot:
    return execDot(inst);
  case Opc::Reduce:
  case Opc::Scan:
    return execReduceOrScan(inst);
  case Opc::Barrier:
    return true; // a program instance runs as one whole tile at a time
  case Opc::Extern:
    return execExtern(inst);
  case Opc::Assert: {
    const SlotInfo &si = info[inst.in[0]];
    const int64_t *c = regs[inst.in[0]].i.data();
    for (int64_t i = 0; i < si.numel; ++i)
      if (c[i] == 0)
        return fail(inst, llvm::formatv(
                              "device-side assertion failed {0}: element {1}: "
                              "{2}",
                              where(), i,
                              cast<tile::AssertOp>(inst.op).getMessage()));
    return true;
  }
  case Opc::Select: {
    const SlotInfo &si = info[inst.out[0]];
    const int64_t *c = regs[inst.in[0]].i.data();
    bool cScalar = info[inst.in[0]].numel == 1;
    const Val &a = regs[inst.in[1]], &b = regs[inst.in[2]];
    Val &r = result(inst.out[0]);
    if (isFloatKind(si.kind)) {
      for (int64_t i = 0; i < si.numel; ++i)
        r.f[i] = c[cScalar ? 0 : i] ? a.f[i] : b.f[i];
    } else {
      for (int64_t i = 0; i < si.numel; ++i)
        r.i[i] = c[cScalar ? 0 : i] ? a.i[i] : b.i[i];
    }
    return true;
  }
  case Opc::AddI:
  case Opc::SubI:
  case Opc::MulI:
  case Opc::DivSI:
  case Opc::DivUI:
  case Opc::RemSI:
  case Opc::RemUI:
  case Opc::CeilDivSI:
  case Opc::CeilDivUI:
  case Opc::FloorDivSI:
  case Opc::AndI:
  case Opc::OrI:
  case Opc::XOrI:
  case Opc::ShLI:
  case Opc::ShRSI:
  case Opc::ShRUI:
  case Opc::MaxSI:
  case Opc::MaxUI:
  case Opc::MinSI:
  case Opc::MinUI:
  case Opc::MulUIExt:
  case Opc::MulSIExt:
    return execIntBinary(inst);
  case Opc::CmpI:
    return execCmpI(inst);
  case Opc::CmpF:
    return execCmpF(inst);
  case Opc::AddF:
  case Opc::SubF:
  case Opc::MulF:
  case Opc::DivF:
  case Opc::RemF:
  case Opc::MaximumF:
  case Opc::MinimumF:
  case Opc::MaxNumF:
  case Opc::MinNumF:
  case Opc::PowF:
  case Opc::Atan2:
  case Opc::CopySign:
    return execFloatBinary(inst);
  case Opc::ExtSI:
  case Opc::ExtUI:
  case Opc::TruncI:
  case Opc::IndexCastUI:
  case Opc::SIToFP:
  case Opc::UIToFP:
  case Opc::FPToSI:
  case Opc::FPToUI:
  case Opc::FloatConvert:
  case Opc::Bitcast:
    return execCast(inst);
  case Opc::Fma: {
    const SlotInfo &si = info[inst.out[0]];
    const double *x = regs[inst.in[0]].f.data(), *y = regs[inst.in[1]].f.data(),
                 *w = regs[inst.in[2]].f.data();
    double *z = result(inst.out[0]).f.data();
    if (si.kind == Kind::F64)
      mapFloat(si.kind, z, si.numel,
               [&](int64_t i) { return std::fma(x[i], y[i], w[i]); });
    else
      mapFloat(si.kind, z, si.numel, [&](int64_t i) {
        return static_cast<double>(std::fma(static_cast<float>(x[i]),
                                            static_cast<float>(y[i]),
                                            static_cast<float>(w[i])));
      });
    return true;
  }
  case Opc::AbsI:
  case Opc::Ctlz:
  case Opc::Cttz:
  case Opc::Ctpop: {
    const SlotInfo &si = info[inst.out[0]];
    unsigned w = si.width;
    const int64_t *x = regs[inst.in[0]].i.data();
    int64_t *z = result(inst.out[0]).i.data();
    switch (inst.opc) {
    case Opc::AbsI:
      mapInt(w, z, si.numel, [&](int64_t i) {
        return x[i] < 0 ? 0 - static_cast<uint64_t>(x[i])
                        : static_cast<uint64_t>(x[i]);
      });
      break;
    case Opc::Ctlz:
      mapInt(w, z, si.numel, [&](int64_t i) -> uint64_t {
        uint64_t v = zextInt(x[i], w);
        return v == 0 ? w : __builtin_clzll(v) - (64 - w);
      });
      break;
    case Opc::Cttz:
      mapInt(w, z, si.numel, [&](int64_t i) -> uint64_t {
        uint64_t v = zextInt(x[i], w);
        return v == 0 ? w : __builtin_ctzll(v);
      });
      break;
    default:
      mapInt(w, z, si.numel, [&](int64_t i) -> uint64_t {
        return __builtin_popcountll(zextInt(x[i], w));
      });
      break;
    }
    return true;
  }
  case Opc::IsNaN:
  case Opc::IsInf:
  case Opc::IsFinite: {
    const SlotInfo &si = info[inst.out[0]];
    const double *x = regs[inst.in[0]].f.data();
    int64_t *z = result(inst.out[0]).i.data();
    for (int64_t i = 0; i < si.numel; ++i) {
      bool v = inst.opc == Opc::IsNaN   ? std::isnan(x[i])
               : inst.opc == Opc::IsInf ? std::isinf(x[i])
                                        : std::isfinite(x[i]);
      z[i] = v ? -1 : 0;
    }
    return true;
  }
  default:
    return execFloatUnary(inst);
  }
}

} // namespace

llvm::Error runKernel(func::FuncOp kernel, ArrayRef<Arg> args,
                      std::array<uint32_t, 3> grid) {
  Interp interp(kernel);
  if (llvm::Error e = interp.plan())
    return e;
  return interp.run(args, grid);
}

} // namespace tilec::interp
