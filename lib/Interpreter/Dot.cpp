//===- Dot.cpp - tl.dot in the interpreter -------------------------------===//
//
// Integer dots wrap around in the accumulator type; float dots accumulate in
// f32 (products of f16/bf16/fp8 are exact there), f32 operands rounded to
// tf32 for input_precision=tf32; f64 dots in f64.
//
//===----------------------------------------------------------------------===//
#include "InterpreterImpl.h"

using namespace mlir;
using namespace tilec::interp;
using namespace tilec::interp::impl;

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
