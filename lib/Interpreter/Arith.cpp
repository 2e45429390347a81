//===- Arith.cpp - elementwise ops in the interpreter --------------------===//
//
// Integer and float binary ops (wrap-around, C-style division, clamped
// shifts), comparisons, casts (saturating float-to-int), math functions in
// the op's precision and the extern library functions.
//
//===----------------------------------------------------------------------===//
#include "InterpreterImpl.h"

using namespace mlir;
using namespace tilec::interp;
using namespace tilec::interp::impl;

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
