//===- Interpreter.cpp - reference CPU execution of tile IR: the driver --===//
//
// The kernel is compiled once into a plan: every SSA value gets a register
// slot with its static kind and shape, every op an opcode and its operand /
// result slots, and constants are materialized. Execution then dispatches
// once per op and runs each op as a tight loop over contiguous storage
// (int64_t for integers and pointers, double for floats holding values that
// are exact in the op's type). Narrow floats are rounded at every result.
//
// This file runs the plan: arguments, the grid, control flow and the
// dispatch of every op; planning is in Plan.cpp, the op families in
// Arith.cpp, Memory.cpp, Dot.cpp and Reduce.cpp.
//
//===----------------------------------------------------------------------===//

#include "InterpreterImpl.h"

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

using namespace impl;

bool Interp::fail(const Inst &inst, const Twine &msg) {
  errorLoc = inst.op->getLoc();
  errorMsg = msg.str();
  return false;
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
  case Opc::Print:
    return execPrint(inst);
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

llvm::Error runKernel(func::FuncOp kernel, ArrayRef<Arg> args,
                      std::array<uint32_t, 3> grid) {
  Interp interp(kernel);
  if (llvm::Error e = interp.plan())
    return e;
  return interp.run(args, grid);
}

/// tile.print: one line per element, program instances in launch order and
/// elements in row-major order, formatted as Triton's device_print (and as
/// the GPU lowering's printf) formats them.
bool Interp::execPrint(const Inst &inst) {
  auto op = cast<tile::PrintOp>(inst.op);
  llvm::raw_ostream &os = llvm::outs();
  std::string pidText =
      llvm::formatv("pid ({0}, {1}, {2})", pid[0], pid[1], pid[2]);
  if (inst.in.empty()) {
    os << pidText << " " << op.getPrefix() << "\n";
    os.flush();
    return true;
  }
  size_t n = inst.in.size();
  for (size_t k = 0; k < n; ++k) {
    const SlotInfo &si = info[inst.in[k]];
    const Val &v = regs[inst.in[k]];
    bool isSigned = op.getIsSigned()[k];
    SmallVector<int64_t> index(si.shape.size(), 0);
    SmallVector<int> widths;
    for (int64_t d : si.shape)
      widths.push_back(int(std::to_string(std::max<int64_t>(d - 1, 0)).size()));
    for (int64_t e = 0; e < si.numel; ++e) {
      std::string line = pidText + " idx (";
      for (size_t d = 0; d < index.size(); ++d)
        line += (d ? ", " : "") +
                llvm::formatv("{0}", llvm::right_justify(
                                         std::to_string(index[d]), widths[d]))
                    .str();
      line += ")" + op.getPrefix().str();
      if (n > 1)
        line += "(operand " + std::to_string(k) + ") ";
      unsigned bits = tile::kindBits(si.kind);
      if (isFloatKind(si.kind)) {
        double x = v.f[si.isTensor ? e : 0];
        if (op.getHex()) {
          uint64_t b =
              si.kind == Kind::F64   ? llvm::bit_cast<uint64_t>(x)
              : si.kind == Kind::F32 ? floatBits(float(x))
              : si.kind == Kind::F16 ? encodeSmallFloat(x, kF16)
              : si.kind == Kind::BF16
                  ? encodeSmallFloat(x, kBF16)
                  : encodeSmallFloat(x, si.kind == Kind::F8E5M2 ? kF8E5M2
                                                                : kF8E4M3FN);
          line += llvm::formatv("0x{0}", llvm::format_hex_no_prefix(
                                             b, std::max(1u, bits / 4)))
                      .str();
        } else {
          line += llvm::formatv("{0}", llvm::format("%f", x)).str();
        }
      } else {
        int64_t x = v.i[si.isTensor ? e : 0];
        uint64_t u =
            bits >= 64 ? uint64_t(x) : uint64_t(x) & ((1ull << bits) - 1);
        if (op.getHex())
          line += llvm::formatv("0x{0}", llvm::format_hex_no_prefix(
                                             u, std::max(1u, bits / 4)))
                      .str();
        else if (isSigned)
          line += std::to_string(bits >= 64 ? x : llvm::SignExtend64(x, bits));
        else
          line += std::to_string(u);
      }
      os << line << "\n";
      for (int d = int(index.size()) - 1; d >= 0; --d) {
        if (++index[d] < si.shape[d])
          break;
        index[d] = 0;
      }
    }
  }
  os.flush();
  return true;
}

} // namespace tilec::interp
