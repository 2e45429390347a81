//===- Reduce.cpp - reductions and scans in the interpreter --------------===//
//
// tile.reduce and tile.scan: a tight loop when the combine region is one
// known op, otherwise the region run on scalar registers pair by pair.
//
//===----------------------------------------------------------------------===//
#include "InterpreterImpl.h"

using namespace mlir;
using namespace tilec::interp;
using namespace tilec::interp::impl;

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
