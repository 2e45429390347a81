//===- Memory.cpp - loads, stores and atomics in the interpreter ---------===//
//
// Every access is bounds-checked against the argument buffers; masked-off
// lanes never touch memory; atomics run one element at a time, in order.
//
//===----------------------------------------------------------------------===//
#include "InterpreterImpl.h"

using namespace mlir;
using namespace tilec::interp;
using namespace tilec::interp::impl;

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
