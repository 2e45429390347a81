//===- FloatFormats.h - bit-exact narrow float formats for the interpreter ===//
//
// The interpreter keeps every float as a double holding a value that is
// exactly representable in the op's type; these helpers round a double to
// fp16 / bf16 / fp8 (round-to-nearest-even, subnormals, inf, NaN) and convert
// between those values and their bit patterns in memory. Everything is plain
// C++ so that per-element use is a handful of instructions.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_INTERPRETER_FLOATFORMATS_H
#define TILEC_LIB_INTERPRETER_FLOATFORMATS_H

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace tilec::interp {

/// A binary interchange-like format of at most 16 bits.
struct SmallFloatFormat {
  int expBits;
  int manBits;
  /// IEEE-style: the all-ones exponent encodes inf and NaN. Otherwise (fp8
  /// E4M3FN) only S.1111.111 is NaN and there is no infinity.
  bool ieee;
  /// Overflow (and infinities, for formats without them) saturate to the
  /// largest finite value, as the GPUs' fp8 conversions (`satfinite`) do.
  bool saturate;
};

inline constexpr SmallFloatFormat kF16 = {5, 10, true, false};
inline constexpr SmallFloatFormat kBF16 = {8, 7, true, false};
inline constexpr SmallFloatFormat kF8E5M2 = {5, 2, true, true};
inline constexpr SmallFloatFormat kF8E4M3FN = {4, 3, false, true};

inline int smallFloatBias(SmallFloatFormat f) {
  return (1 << (f.expBits - 1)) - 1;
}

/// Largest finite value of the format.
inline double smallFloatMax(SmallFloatFormat f) {
  int bias = smallFloatBias(f);
  int maxExpField = (1 << f.expBits) - 1;
  if (f.ieee)
    return std::ldexp(2.0 - std::ldexp(1.0, -f.manBits),
                      maxExpField - 1 - bias);
  // E4M3FN: the all-ones exponent is finite except for the all-ones mantissa.
  return std::ldexp(2.0 - std::ldexp(1.0, 1 - f.manBits), maxExpField - bias);
}

inline uint32_t smallFloatNaNBits(SmallFloatFormat f, bool negative) {
  uint32_t sign = negative ? 1u << (f.expBits + f.manBits) : 0;
  uint32_t expOnes = ((1u << f.expBits) - 1) << f.manBits;
  if (f.ieee)
    return sign | expOnes | (1u << (f.manBits - 1));
  return sign | expOnes | ((1u << f.manBits) - 1);
}

/// Rounds `x` to the format (RNE) and returns its bit pattern.
inline uint32_t encodeSmallFloat(double x, SmallFloatFormat f) {
  bool negative = std::signbit(x);
  uint32_t sign = negative ? 1u << (f.expBits + f.manBits) : 0;
  if (std::isnan(x))
    return smallFloatNaNBits(f, negative);
  int bias = smallFloatBias(f);
  uint32_t expOnes = ((1u << f.expBits) - 1) << f.manBits;
  double maxFinite = smallFloatMax(f);
  double a = std::fabs(x);
  auto overflow = [&]() -> uint32_t {
    if (f.saturate || !f.ieee) {
      if (f.saturate)
        return sign | encodeSmallFloat(maxFinite, f);
      return smallFloatNaNBits(f, negative);
    }
    return sign | expOnes;
  };
  if (std::isinf(a))
    return overflow();
  if (a == 0)
    return sign;
  int emin = 1 - bias;
  int e;
  (void)std::frexp(a, &e); // a = m * 2^e, m in [0.5, 1)
  int exponent = e - 1 > emin ? e - 1 : emin;
  // Scale so that one unit in the last place of the target is 1, round to an
  // integer with ties to even, scale back. Powers of two scale exactly.
  double scaled = std::ldexp(a, f.manBits - exponent);
  // Explicit ties-to-even: independent of the FPU's current rounding mode.
  double q = std::floor(scaled);
  double diff = scaled - q;
  if (diff > 0.5 || (diff == 0.5 && std::fmod(q, 2.0) != 0.0))
    q += 1.0;
  double rounded = std::ldexp(q, exponent - f.manBits);
  if (rounded > maxFinite)
    return overflow();
  if (rounded == 0) // underflow to (signed) zero
    return sign;
  (void)std::frexp(rounded, &e);
  int re = e - 1;
  if (re < emin) // subnormal
    return sign | static_cast<uint32_t>(std::ldexp(rounded, f.manBits - emin));
  uint32_t mant = static_cast<uint32_t>(std::ldexp(rounded, f.manBits - re)) -
                  (1u << f.manBits);
  return sign | (static_cast<uint32_t>(re + bias) << f.manBits) | mant;
}

/// The value of a bit pattern of the format.
inline double decodeSmallFloat(uint32_t bits, SmallFloatFormat f) {
  bool negative = (bits >> (f.expBits + f.manBits)) & 1;
  uint32_t expField = (bits >> f.manBits) & ((1u << f.expBits) - 1);
  uint32_t mant = bits & ((1u << f.manBits) - 1);
  int bias = smallFloatBias(f);
  double v;
  uint32_t expMax = (1u << f.expBits) - 1;
  if (f.ieee && expField == expMax) {
    v = mant ? std::numeric_limits<double>::quiet_NaN()
             : std::numeric_limits<double>::infinity();
  } else if (!f.ieee && expField == expMax && mant == (1u << f.manBits) - 1) {
    v = std::numeric_limits<double>::quiet_NaN();
  } else if (expField == 0) {
    v = std::ldexp(static_cast<double>(mant), 1 - bias - f.manBits);
  } else {
    v = std::ldexp(static_cast<double>(mant | (1u << f.manBits)),
                   static_cast<int>(expField) - bias - f.manBits);
  }
  return negative ? -v : v;
}

inline double roundToSmallFloat(double x, SmallFloatFormat f) {
  return decodeSmallFloat(encodeSmallFloat(x, f), f);
}

inline uint32_t floatBits(float x) {
  uint32_t u;
  std::memcpy(&u, &x, sizeof(u));
  return u;
}

inline float bitsToFloat(uint32_t u) {
  float x;
  std::memcpy(&x, &u, sizeof(x));
  return x;
}

/// Rounds an f32 value to tf32 (10 explicit mantissa bits), ties to even, as
/// `tl.dot(..., input_precision="tf32")` does to its operands.
inline float roundToTF32(float x) {
  uint32_t u = floatBits(x);
  if ((u & 0x7f800000u) == 0x7f800000u) // inf and NaN stay
    return x;
  u += 0xfffu + ((u >> 13) & 1u);
  u &= ~0x1fffu;
  return bitsToFloat(u);
}

} // namespace tilec::interp

#endif // TILEC_LIB_INTERPRETER_FLOATFORMATS_H
