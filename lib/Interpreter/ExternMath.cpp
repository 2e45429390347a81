//===- ExternMath.cpp - the interpreter's device math library functions --===//
//
// The functions of tile.extern_elementwise on the host, in double precision
// (long double where double would lose the result), so that f32 results are
// within rounding of the exact value: the reference the GPU libraries'
// results (a few ulp) are tested against.
//
//===----------------------------------------------------------------------===//
#include "Interpreter/ExternMath.h"

#include "llvm/ADT/StringSwitch.h"

#include <cmath>
#include <limits>

using namespace tilec::interp;

static constexpr double kPi = 3.14159265358979323846;

/// erf^-1 on (-1, 1): Giles' single-precision approximation as the start,
/// then Newton steps on erf in double.
static double erfinvImpl(double x) {
  if (std::isnan(x) || x < -1 || x > 1)
    return std::numeric_limits<double>::quiet_NaN();
  if (x == 1 || x == -1)
    return std::copysign(std::numeric_limits<double>::infinity(), x);
  double w = -std::log((1.0 - x) * (1.0 + x)), p;
  if (w < 5.0) {
    w -= 2.5;
    p = 2.81022636e-08;
    p = 3.43273939e-07 + p * w;
    p = -3.5233877e-06 + p * w;
    p = -4.39150654e-06 + p * w;
    p = 0.00021858087 + p * w;
    p = -0.00125372503 + p * w;
    p = -0.00417768164 + p * w;
    p = 0.246640727 + p * w;
    p = 1.50140941 + p * w;
  } else {
    w = std::sqrt(w) - 3.0;
    p = -0.000200214257;
    p = 0.000100950558 + p * w;
    p = 0.00134934322 + p * w;
    p = -0.00367342844 + p * w;
    p = 0.00573950773 + p * w;
    p = -0.0076224613 + p * w;
    p = 0.00943887047 + p * w;
    p = 1.00167406 + p * w;
    p = 2.83297682 + p * w;
  }
  double y = p * x;
  // erf'(y) = 2/sqrt(pi) exp(-y^2).
  for (int k = 0; k < 3; ++k) {
    double d = std::exp(-y * y) * 2.0 / std::sqrt(kPi);
    if (d == 0)
      break;
    y -= (std::erf(y) - x) / d;
  }
  return y;
}

/// erfc^-1 on (0, 2): Newton on erfc, which keeps relative accuracy where
/// 1 - x would cancel (x near 0).
static double erfcinvImpl(double x) {
  if (std::isnan(x) || x < 0 || x > 2)
    return std::numeric_limits<double>::quiet_NaN();
  if (x == 0)
    return std::numeric_limits<double>::infinity();
  if (x == 2)
    return -std::numeric_limits<double>::infinity();
  if (x > 0.0625 && x < 1.9375)
    return erfinvImpl(1.0 - x);
  bool upper = x > 1;
  double t = upper ? 2.0 - x : x; // erfc(-y) = 2 - erfc(y)
  // Start: erfc(y) ~ exp(-y^2) / (y sqrt(pi)) for large y.
  double y = std::sqrt(-std::log(t * std::sqrt(kPi)));
  for (int k = 0; k < 60; ++k) {
    long double yl = y;
    long double d =
        -2.0L / std::sqrt(static_cast<long double>(kPi)) * std::exp(-yl * yl);
    long double step = (std::erfc(yl) - t) / d;
    y = static_cast<double>(yl - step);
    if (std::fabs(static_cast<double>(step)) <= 1e-17 * std::fabs(y))
      break;
  }
  return upper ? -y : y;
}

/// exp(x^2) erfc(x), without the overflow of the product for large x.
static double erfcxImpl(double x) {
  if (x < 25) {
    long double xl = x;
    return static_cast<double>(std::exp(xl * xl) * std::erfc(xl));
  }
  // Asymptotic series: 1/(x sqrt(pi)) (1 - 1/(2x^2) + 3/(4x^4) - ...).
  double inv2 = 1.0 / (2.0 * x * x), term = 1.0, sum = 1.0;
  for (int k = 1; k < 8; ++k) {
    term *= -(2 * k - 1) * inv2;
    sum += term;
  }
  return sum / (x * std::sqrt(kPi));
}

/// cos(pi x) and sin(pi x) with the argument reduced exactly.
static double cospiImpl(double x) {
  if (!std::isfinite(x))
    return std::numeric_limits<double>::quiet_NaN();
  long double r = std::remainder(static_cast<long double>(x), 2.0L);
  return static_cast<double>(std::cos(r * static_cast<long double>(kPi)));
}
static double sinpiImpl(double x) {
  if (!std::isfinite(x))
    return std::numeric_limits<double>::quiet_NaN();
  long double r = std::remainder(static_cast<long double>(x), 2.0L);
  if (r == 0)
    return std::copysign(0.0, x);
  return static_cast<double>(std::sin(r * static_cast<long double>(kPi)));
}

ExternMathFn tilec::interp::lookupExternMath(llvm::StringRef name) {
  using F = ExternMathFn;
  return llvm::StringSwitch<F>(name)
      .Case("erfinv",
            [](double x, double, int64_t, bool) { return erfinvImpl(x); })
      .Case("erfcinv",
            [](double x, double, int64_t, bool) { return erfcinvImpl(x); })
      .Case("erfcx",
            [](double x, double, int64_t, bool) { return erfcxImpl(x); })
      .Case("normcdf",
            [](double x, double, int64_t, bool) {
              return 0.5 * std::erfc(-x / std::sqrt(2.0));
            })
      .Case("normcdfinv",
            [](double x, double, int64_t, bool) {
              return -std::sqrt(2.0) * erfcinvImpl(2.0 * x);
            })
      .Case("lgamma",
            [](double x, double, int64_t, bool) { return std::lgamma(x); })
      .Case("tgamma",
            [](double x, double, int64_t, bool) { return std::tgamma(x); })
      .Case("j0", [](double x, double, int64_t, bool) { return ::j0(x); })
      .Case("j1", [](double x, double, int64_t, bool) { return ::j1(x); })
      .Case("y0", [](double x, double, int64_t, bool) { return ::y0(x); })
      .Case("y1", [](double x, double, int64_t, bool) { return ::y1(x); })
      .Case("cyl_bessel_i0",
            [](double x, double, int64_t, bool) {
              return std::cyl_bessel_i(0.0, std::fabs(x));
            })
      .Case("cyl_bessel_i1",
            [](double x, double, int64_t, bool) {
              double r = std::cyl_bessel_i(1.0, std::fabs(x));
              return x < 0 ? -r : r;
            })
      .Case("cospi",
            [](double x, double, int64_t, bool) { return cospiImpl(x); })
      .Case("sinpi",
            [](double x, double, int64_t, bool) { return sinpiImpl(x); })
      .Case("rcbrt",
            [](double x, double, int64_t, bool) { return 1.0 / std::cbrt(x); })
      .Case("logb",
            [](double x, double, int64_t, bool) { return std::logb(x); })
      .Case("exp10",
            [](double x, double, int64_t, bool) {
              return static_cast<double>(
                  std::pow(10.0L, static_cast<long double>(x)));
            })
      .Case("ilogb", [](double x, double, int64_t,
                        bool) { return static_cast<double>(std::ilogb(x)); })
      .Case("hypot",
            [](double x, double y, int64_t, bool) { return std::hypot(x, y); })
      .Case("rhypot", [](double x, double y, int64_t,
                         bool) { return 1.0 / std::hypot(x, y); })
      .Case("nextafter",
            [](double x, double y, int64_t, bool f32) {
              return f32 ? static_cast<double>(std::nextafter(
                               static_cast<float>(x), static_cast<float>(y)))
                         : std::nextafter(x, y);
            })
      .Case("remainder", [](double x, double y, int64_t,
                            bool) { return std::remainder(x, y); })
      .Case("fdim",
            [](double x, double y, int64_t, bool) { return std::fdim(x, y); })
      .Case("ldexp", [](double x, double, int64_t n,
                        bool) { return std::ldexp(x, static_cast<int>(n)); })
      .Case("scalbn", [](double x, double, int64_t n,
                         bool) { return std::scalbn(x, static_cast<int>(n)); })
      .Case("powi",
            [](double x, double, int64_t n, bool) {
              return static_cast<double>(std::pow(static_cast<long double>(x),
                                                  static_cast<long double>(n)));
            })
      .Default(nullptr);
}
