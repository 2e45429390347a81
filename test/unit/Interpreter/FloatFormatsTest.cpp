//===- FloatFormatsTest.cpp - narrow float rounding of the interpreter ---===//
#include "Interpreter/FloatFormats.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace tilec::interp;

namespace {

// Ties go to the even neighbour; just above a tie goes up.
TEST(FloatFormats, F16TiesToEven) {
  EXPECT_EQ(roundToSmallFloat(1.0 + std::ldexp(1.0, -11), kF16), 1.0);
  EXPECT_EQ(roundToSmallFloat(1.0 + 3 * std::ldexp(1.0, -11), kF16),
            1.0 + std::ldexp(1.0, -9));
  EXPECT_EQ(roundToSmallFloat(1.0 + std::ldexp(1.0, -11) + std::ldexp(1.0, -30),
                              kF16),
            1.0 + std::ldexp(1.0, -10));
  EXPECT_EQ(encodeSmallFloat(1.0, kF16), 0x3c00u);
  EXPECT_EQ(encodeSmallFloat(-2.0, kF16), 0xc000u);
  EXPECT_EQ(encodeSmallFloat(0.1, kF16), 0x2e66u);
}

TEST(FloatFormats, F16Subnormals) {
  double tiny = std::ldexp(1.0, -24); // smallest subnormal
  EXPECT_EQ(encodeSmallFloat(tiny, kF16), 0x0001u);
  EXPECT_EQ(encodeSmallFloat(tiny / 2, kF16), 0x0000u);   // tie to even (0)
  EXPECT_EQ(encodeSmallFloat(1.5 * tiny, kF16), 0x0002u); // tie to even (2)
  EXPECT_EQ(encodeSmallFloat(0.75 * tiny, kF16), 0x0001u);
  EXPECT_EQ(encodeSmallFloat(-tiny / 4, kF16), 0x8000u);   // -0 keeps its sign
  EXPECT_EQ(decodeSmallFloat(0x03ffu, kF16), 1023 * tiny); // largest subnormal
  EXPECT_EQ(encodeSmallFloat(1023.5 * tiny, kF16),
            0x0400u); // rounds up to normal
}

TEST(FloatFormats, F16OverflowAndSpecials) {
  EXPECT_EQ(roundToSmallFloat(65504.0, kF16), 65504.0);
  EXPECT_EQ(roundToSmallFloat(65519.0, kF16), 65504.0);
  EXPECT_TRUE(std::isinf(roundToSmallFloat(65520.0, kF16)));
  EXPECT_EQ(encodeSmallFloat(-1e9, kF16), 0xfc00u);
  EXPECT_EQ(encodeSmallFloat(std::numeric_limits<double>::infinity(), kF16),
            0x7c00u);
  EXPECT_TRUE(std::isnan(roundToSmallFloat(std::nan(""), kF16)));
  EXPECT_TRUE(std::isnan(decodeSmallFloat(0x7e00u, kF16)));
}

TEST(FloatFormats, BF16) {
  EXPECT_EQ(encodeSmallFloat(1.0, kBF16), 0x3f80u);
  EXPECT_EQ(roundToSmallFloat(1.0 + std::ldexp(1.0, -8), kBF16), 1.0);
  EXPECT_EQ(roundToSmallFloat(1.0 + 3 * std::ldexp(1.0, -8), kBF16),
            1.0 + std::ldexp(1.0, -6));
  double maxBF16 = std::ldexp(255.0, 120);
  EXPECT_EQ(smallFloatMax(kBF16), maxBF16);
  EXPECT_TRUE(std::isinf(roundToSmallFloat(std::ldexp(511.0, 119), kBF16)));
  EXPECT_EQ(roundToSmallFloat(std::ldexp(1.0, -133), kBF16),
            std::ldexp(1.0, -133));
  EXPECT_EQ(roundToSmallFloat(std::ldexp(1.0, -134), kBF16), 0.0);
  // Rounding straight from double, not through float: no double rounding.
  double justAboveTie = 1.0 + std::ldexp(1.0, -8) + std::ldexp(1.0, -40);
  EXPECT_EQ(roundToSmallFloat(justAboveTie, kBF16), 1.0 + std::ldexp(1.0, -7));
}

// fp8 conversions saturate like the GPUs' `satfinite` conversions.
TEST(FloatFormats, F8E4M3FN) {
  EXPECT_EQ(smallFloatMax(kF8E4M3FN), 448.0);
  EXPECT_EQ(encodeSmallFloat(448.0, kF8E4M3FN), 0x7eu);
  EXPECT_EQ(roundToSmallFloat(1000.0, kF8E4M3FN), 448.0);
  EXPECT_EQ(roundToSmallFloat(-1e30, kF8E4M3FN), -448.0);
  EXPECT_EQ(encodeSmallFloat(std::nan(""), kF8E4M3FN), 0x7fu);
  EXPECT_TRUE(std::isnan(decodeSmallFloat(0xffu, kF8E4M3FN)));
  EXPECT_EQ(decodeSmallFloat(0x01u, kF8E4M3FN), std::ldexp(1.0, -9));
  EXPECT_EQ(roundToSmallFloat(1.0625, kF8E4M3FN), 1.0);  // tie to even
  EXPECT_EQ(roundToSmallFloat(1.1875, kF8E4M3FN), 1.25); // tie to even
  EXPECT_EQ(roundToSmallFloat(std::ldexp(1.0, -10), kF8E4M3FN), 0.0);
}

TEST(FloatFormats, F8E5M2) {
  EXPECT_EQ(smallFloatMax(kF8E5M2), 57344.0);
  EXPECT_EQ(roundToSmallFloat(1.125, kF8E5M2), 1.0);
  EXPECT_EQ(roundToSmallFloat(1.375, kF8E5M2), 1.5);
  EXPECT_EQ(roundToSmallFloat(1e6, kF8E5M2), 57344.0);
  EXPECT_TRUE(std::isinf(decodeSmallFloat(0x7cu, kF8E5M2)));
  EXPECT_EQ(decodeSmallFloat(0x01u, kF8E5M2), std::ldexp(1.0, -16));
}

TEST(FloatFormats, TF32) {
  float x = 1.0f + std::ldexp(1.0f, -11); // tie between 1 and 1+2^-10
  EXPECT_EQ(roundToTF32(x), 1.0f);
  EXPECT_EQ(roundToTF32(1.0f + 3 * std::ldexp(1.0f, -11)),
            1.0f + std::ldexp(1.0f, -9));
  EXPECT_EQ(roundToTF32(1.0f + std::ldexp(1.0f, -12)), 1.0f);
  EXPECT_TRUE(std::isinf(roundToTF32(std::numeric_limits<float>::infinity())));
}

// Every f16 bit pattern survives decode -> encode.
TEST(FloatFormats, F16RoundTripAllPatterns) {
  for (uint32_t b = 0; b < 0x10000u; ++b) {
    double v = decodeSmallFloat(b, kF16);
    if (std::isnan(v))
      continue;
    ASSERT_EQ(encodeSmallFloat(v, kF16), b) << b;
  }
}

} // namespace
