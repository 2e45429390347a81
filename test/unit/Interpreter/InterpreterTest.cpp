//===- InterpreterTest.cpp - semantics of the tile IR reference interpreter
//===//
#include "Interpreter/Interpreter.h"

#include "Tile/IR/TileDialect.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <vector>

using namespace mlir;
using tilec::interp::Arg;

namespace {

/// Parses tile IR and runs its first function.
class Kernel {
public:
  explicit Kernel(StringRef source) {
    context
        .loadDialect<tile::TileDialect, arith::ArithDialect, math::MathDialect,
                     scf::SCFDialect, func::FuncDialect>();
    module = parseSourceString<ModuleOp>(source, &context);
    if (module)
      module->walk([&](func::FuncOp f) {
        if (!fn)
          fn = f;
      });
  }
  bool ok() const { return fn != nullptr; }

  /// Runs; returns the error message ("" on success).
  std::string run(std::vector<Arg> args,
                  std::array<uint32_t, 3> grid = {1, 1, 1}) {
    llvm::Error e = tilec::interp::runKernel(fn, args, grid);
    if (!e)
      return "";
    return llvm::toString(std::move(e));
  }

private:
  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  func::FuncOp fn;
};

template <typename T> Arg buf(std::vector<T> &v) {
  return Arg::pointer(v.data(), v.size() * sizeof(T));
}

// Integer arithmetic wraps at the bit width; division and remainder are
// C-style (truncating) for negative operands.
TEST(Interpreter, IntegerWrapAndDivision) {
  Kernel k(R"mlir(
func.func @ints(%out: !tile.ptr<i32>, %a: i32, %b: i32) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 16 : i32} : tensor<16xi32>
  %p0 = tile.splat %out : !tile.ptr<i32> -> tensor<16x!tile.ptr<i32>>
  %p = tile.addptr %p0, %r : tensor<16x!tile.ptr<i32>>, tensor<16xi32>
  %c127 = arith.constant 127 : i8
  %c1 = arith.constant 1 : i8
  %w = arith.addi %c127, %c1 : i8
  %w32 = arith.extsi %w : i8 to i32
  %big = arith.constant 2147483647 : i32
  %m = arith.muli %big, %big : i32
  %q = arith.divsi %a, %b : i32
  %rem = arith.remsi %a, %b : i32
  %nb = arith.subi %b, %b : i32
  %negb = arith.subi %nb, %b : i32
  %rem2 = arith.remsi %a, %negb : i32
  %fd = arith.floordivsi %a, %b : i32
  %cd = arith.ceildivsi %a, %b : i32
  %m1 = arith.constant -1 : i8
  %two8 = arith.constant 2 : i8
  %du = arith.divui %m1, %two8 : i8
  %du32 = arith.extui %du : i8 to i32
  %sh = arith.constant 33 : i32
  %shl = arith.shli %big, %sh : i32
  %vals = tile.make_range {start = 0 : i32, end = 16 : i32} : tensor<16xi32>
  %s0 = tile.splat %w32 : i32 -> tensor<16xi32>
  %e0 = arith.constant 0 : i32
  %mask0 = tile.splat %e0 : i32 -> tensor<16xi32>
  %i0 = arith.cmpi eq, %r, %mask0 : tensor<16xi32>
  tile.store %p, %s0, %i0 : tensor<16x!tile.ptr<i32>>, tensor<16xi32>, tensor<16xi1>
  %o1 = tile.addptr %out, %sh : !tile.ptr<i32>, i32
  %c1i = arith.constant 1 : i32
  %c2i = arith.constant 2 : i32
  %c3i = arith.constant 3 : i32
  %c4i = arith.constant 4 : i32
  %c5i = arith.constant 5 : i32
  %c6i = arith.constant 6 : i32
  %c7i = arith.constant 7 : i32
  %c8i = arith.constant 8 : i32
  %p1 = tile.addptr %out, %c1i : !tile.ptr<i32>, i32
  tile.store %p1, %m : !tile.ptr<i32>, i32
  %p2 = tile.addptr %out, %c2i : !tile.ptr<i32>, i32
  tile.store %p2, %q : !tile.ptr<i32>, i32
  %p3 = tile.addptr %out, %c3i : !tile.ptr<i32>, i32
  tile.store %p3, %rem : !tile.ptr<i32>, i32
  %p4 = tile.addptr %out, %c4i : !tile.ptr<i32>, i32
  tile.store %p4, %rem2 : !tile.ptr<i32>, i32
  %p5 = tile.addptr %out, %c5i : !tile.ptr<i32>, i32
  tile.store %p5, %fd : !tile.ptr<i32>, i32
  %p6 = tile.addptr %out, %c6i : !tile.ptr<i32>, i32
  tile.store %p6, %cd : !tile.ptr<i32>, i32
  %p7 = tile.addptr %out, %c7i : !tile.ptr<i32>, i32
  tile.store %p7, %du32 : !tile.ptr<i32>, i32
  %p8 = tile.addptr %out, %c8i : !tile.ptr<i32>, i32
  tile.store %p8, %shl : !tile.ptr<i32>, i32
  return
}
)mlir");
  ASSERT_TRUE(k.ok());
  std::vector<int32_t> out(16, 99);
  ASSERT_EQ(k.run({buf(out), Arg::integer(-7), Arg::integer(2)}), "");
  EXPECT_EQ(out[0], -128); // i8 127 + 1
  EXPECT_EQ(out[1], 1);    // (2^31-1)^2 mod 2^32
  EXPECT_EQ(out[2], -3);   // -7 / 2
  EXPECT_EQ(out[3], -1);   // -7 % 2
  EXPECT_EQ(out[4], -1);   // -7 % -2
  EXPECT_EQ(out[5], -4);   // floor(-7 / 2)
  EXPECT_EQ(out[6], -3);   // ceil(-7 / 2)
  EXPECT_EQ(out[7], 127);  // 255u / 2
  EXPECT_EQ(out[8], 0);    // shift by >= width
  EXPECT_EQ(out[9], 99);   // untouched
}

TEST(Interpreter, IntegerDivisionByZeroIsALocatedError) {
  Kernel k(R"mlir(
func.func @div(%out: !tile.ptr<i32>, %a: i32, %b: i32) attributes {tile.kernel} {
  %q = arith.divsi %a, %b : i32 loc("k.py":7:9)
  tile.store %out, %q : !tile.ptr<i32>, i32
  return
}
)mlir");
  ASSERT_TRUE(k.ok());
  std::vector<int32_t> out(1);
  EXPECT_EQ(k.run({buf(out), Arg::integer(5), Arg::integer(0)}),
            "k.py:7:9: error: integer division by zero in kernel 'div' at "
            "program (0, 0, 0): "
            "element 0");
  EXPECT_EQ(k.run({buf(out), Arg::integer(-2147483648LL), Arg::integer(-1)}),
            "");
  EXPECT_EQ(out[0], -2147483648LL); // INT_MIN / -1 wraps instead of trapping
}

// fp16 results are rounded at every op: 1 + 2^-11 is a tie that goes to 1.
TEST(Interpreter, F16OpsRoundEveryResult) {
  Kernel k(R"mlir(
func.func @h(%x: !tile.ptr<f16>, %y: !tile.ptr<f16>, %out: !tile.ptr<f16>) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 4 : i32} : tensor<4xi32>
  %xs = tile.splat %x : !tile.ptr<f16> -> tensor<4x!tile.ptr<f16>>
  %xp = tile.addptr %xs, %r : tensor<4x!tile.ptr<f16>>, tensor<4xi32>
  %ys = tile.splat %y : !tile.ptr<f16> -> tensor<4x!tile.ptr<f16>>
  %yp = tile.addptr %ys, %r : tensor<4x!tile.ptr<f16>>, tensor<4xi32>
  %a = tile.load %xp : tensor<4x!tile.ptr<f16>> -> tensor<4xf16>
  %b = tile.load %yp : tensor<4x!tile.ptr<f16>> -> tensor<4xf16>
  %s = arith.addf %a, %b : tensor<4xf16>
  %os = tile.splat %out : !tile.ptr<f16> -> tensor<4x!tile.ptr<f16>>
  %op = tile.addptr %os, %r : tensor<4x!tile.ptr<f16>>, tensor<4xi32>
  tile.store %op, %s : tensor<4x!tile.ptr<f16>>, tensor<4xf16>
  return
}
)mlir");
  ASSERT_TRUE(k.ok());
  // 1.0, 1.0, 65504, subnormal 2^-24
  std::vector<uint16_t> x = {0x3c00, 0x3c00, 0x7bff, 0x0001};
  // 2^-11, 3*2^-11, 16 (overflow: 65520 -> inf), 2^-24
  std::vector<uint16_t> y = {0x1000, 0x1600, 0x4c00, 0x0001};
  std::vector<uint16_t> out(4);
  ASSERT_EQ(k.run({buf(x), buf(y), buf(out)}), "");
  EXPECT_EQ(out[0], 0x3c00);
  EXPECT_EQ(out[1], 0x3c02);
  EXPECT_EQ(out[2], 0x7c00);
  EXPECT_EQ(out[3], 0x0002);
}

TEST(Interpreter, TruncfToBF16AndFP8) {
  Kernel k(R"mlir(
func.func @t(%out16: !tile.ptr<bf16>, %out8: !tile.ptr<f8E4M3FN>, %v: f32) attributes {tile.kernel} {
  %b = arith.truncf %v : f32 to bf16
  tile.store %out16, %b : !tile.ptr<bf16>, bf16
  %e = arith.truncf %v : f32 to f8E4M3FN
  tile.store %out8, %e : !tile.ptr<f8E4M3FN>, f8E4M3FN
  return
}
)mlir");
  ASSERT_TRUE(k.ok());
  std::vector<uint16_t> o16(1);
  std::vector<uint8_t> o8(1);
  ASSERT_EQ(
      k.run({buf(o16), buf(o8), Arg::floating(1.0 + std::ldexp(1.0, -8))}), "");
  EXPECT_EQ(o16[0], 0x3f80); // tie to even
  EXPECT_EQ(o8[0], 0x38);    // 1.0
  ASSERT_EQ(k.run({buf(o16), buf(o8), Arg::floating(1000.0)}), "");
  EXPECT_EQ(o8[0], 0x7e); // saturates to 448
}

// Masked-off lanes are never read (their pointers may be wild) and take
// `other`.
TEST(Interpreter, MaskAndOther) {
  Kernel k(R"mlir(
func.func @m(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>, %n: i32) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 8 : i32} : tensor<8xi32>
  %ns = tile.splat %n : i32 -> tensor<8xi32>
  %mask = arith.cmpi slt, %r, %ns : tensor<8xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<8x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<8x!tile.ptr<f32>>, tensor<8xi32>
  %other = arith.constant dense<-1.5> : tensor<8xf32>
  %v = tile.load %xp, %mask, %other : tensor<8x!tile.ptr<f32>>, tensor<8xi1>, tensor<8xf32> -> tensor<8xf32>
  %w = tile.load %xp, %mask : tensor<8x!tile.ptr<f32>>, tensor<8xi1> -> tensor<8xf32>
  %s = arith.addf %v, %w : tensor<8xf32>
  %os = tile.splat %out : !tile.ptr<f32> -> tensor<8x!tile.ptr<f32>>
  %op = tile.addptr %os, %r : tensor<8x!tile.ptr<f32>>, tensor<8xi32>
  tile.store %op, %s : tensor<8x!tile.ptr<f32>>, tensor<8xf32>
  return
}
)mlir");
  ASSERT_TRUE(k.ok());
  std::vector<float> x = {1, 2, 3};
  std::vector<float> out(8, NAN);
  ASSERT_EQ(k.run({buf(x), buf(out), Arg::integer(3)}), "");
  EXPECT_EQ(out, (std::vector<float>{2, 4, 6, -1.5, -1.5, -1.5, -1.5, -1.5}));
}

TEST(Interpreter, OutOfBoundsLoadReport) {
  const char *src = R"mlir(
func.func @softmax_kernel(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>) attributes {tile.kernel} {
  %pid = tile.program_id 0 : i32
  %c16 = arith.constant 16 : i32
  %base = arith.muli %pid, %c16 : i32
  %r = tile.make_range {start = 0 : i32, end = 16 : i32} : tensor<16xi32>
  %b = tile.splat %base : i32 -> tensor<16xi32>
  %offs = arith.addi %b, %r : tensor<16xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<16x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %offs : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
  %v = tile.load %xp : tensor<16x!tile.ptr<f32>> -> tensor<16xf32> loc(callsite("helper"("kernels/softmax.py":23:15) at "kernels/softmax.py":40:3))
  %os = tile.splat %out : !tile.ptr<f32> -> tensor<16x!tile.ptr<f32>>
  %op = tile.addptr %os, %offs : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
  tile.store %op, %v : tensor<16x!tile.ptr<f32>>, tensor<16xf32> loc(fused["kernels/softmax.py":30:5, "other.py":1:1])
  return
}
)mlir";
  Kernel k(src);
  ASSERT_TRUE(k.ok());
  std::vector<float> x(40), out(48);
  // Program 2 reads elements 32..47 of a 40-element buffer: element 8 is the
  // first out.
  EXPECT_EQ(k.run({buf(x), buf(out)}, {3, 1, 1}),
            "kernels/softmax.py:23:15: error: out-of-bounds load in kernel "
            "'softmax_kernel' "
            "at program (2, 0, 0): element 8 reads byte offset 160 of argument "
            "0 (160 "
            "bytes)");
  std::vector<float> x2(48), out2(40);
  EXPECT_EQ(k.run({buf(x2), buf(out2)}, {3, 1, 1}),
            "kernels/softmax.py:30:5: error: out-of-bounds store in kernel "
            "'softmax_kernel' "
            "at program (2, 0, 0): element 8 writes byte offset 160 of "
            "argument 1 (160 "
            "bytes)");
}

TEST(Interpreter, PointerIntoNoBuffer) {
  Kernel k(R"mlir(
func.func @wild(%x: !tile.ptr<f32>) attributes {tile.kernel} {
  %a = arith.constant 64 : i64
  %p = tile.int_to_ptr %a : i64 -> !tile.ptr<f32>
  %v = tile.load %p : !tile.ptr<f32> -> f32 loc("w.py":3:7)
  tile.store %x, %v : !tile.ptr<f32>, f32
  return
}
)mlir");
  ASSERT_TRUE(k.ok());
  std::vector<float> x(4);
  std::string err = k.run({buf(x)});
  EXPECT_NE(err.find("w.py:3:7: error: out-of-bounds load in kernel 'wild'"),
            std::string::npos)
      << err;
  EXPECT_NE(err.find("address 0x40 which points into no argument buffer"),
            std::string::npos)
      << err;
}

TEST(Interpreter, ArgumentListErrors) {
  Kernel k(R"mlir(
func.func @f(%x: !tile.ptr<f32>, %n: i32) attributes {tile.kernel} {
  return
}
)mlir");
  ASSERT_TRUE(k.ok());
  std::vector<float> x(4);
  EXPECT_NE(k.run({buf(x)}).find("kernel 'f' takes 2 argument(s), got 1"),
            std::string::npos);
  EXPECT_NE(k.run({Arg::integer(1), Arg::integer(1)}).find("is a pointer"),
            std::string::npos);
  EXPECT_NE(k.run({buf(x), Arg::floating(1.5)}).find("is an integer"),
            std::string::npos);
}

TEST(Interpreter, UnknownOpIsALocatedError) {
  Kernel k(R"mlir(
func.func @u(%x: !tile.ptr<f32>) attributes {tile.kernel} {
  %a = arith.constant 1 : i32
  %b:2 = arith.addui_extended %a, %a : i32, i1 loc("u.py":5:2)
  return
}
)mlir");
  ASSERT_TRUE(k.ok());
  std::vector<float> x(4);
  EXPECT_EQ(k.run({buf(x)}),
            "u.py:5:2: error: operation 'arith.addui_extended' is not "
            "supported by the interpreter (in kernel 'u')");
}

TEST(Interpreter, AssertFailure) {
  Kernel k(R"mlir(
func.func @a(%n: i32) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 4 : i32} : tensor<4xi32>
  %ns = tile.splat %n : i32 -> tensor<4xi32>
  %ok = arith.cmpi slt, %r, %ns : tensor<4xi32>
  tile.assert %ok, "index out of range" : tensor<4xi1> loc("a.py":9:4)
  return
}
)mlir");
  ASSERT_TRUE(k.ok());
  EXPECT_EQ(k.run({Arg::integer(4)}), "");
  EXPECT_EQ(k.run({Arg::integer(2)}),
            "a.py:9:4: error: device-side assertion failed in kernel 'a' at "
            "program (0, 0, 0): "
            "element 2: index out of range");
}

// expand_dims + broadcast build a 2-D index grid; trans and reshape permute it.
TEST(Interpreter, ShapeOps) {
  Kernel k(R"mlir(
func.func @s(%out: !tile.ptr<i32>, %out2: !tile.ptr<i32>) attributes {tile.kernel} {
  %r4 = tile.make_range {start = 0 : i32, end = 4 : i32} : tensor<4xi32>
  %r2 = tile.make_range {start = 0 : i32, end = 2 : i32} : tensor<2xi32>
  %c10 = arith.constant dense<10> : tensor<2xi32>
  %r2x = arith.muli %r2, %c10 : tensor<2xi32>
  %a = tile.expand_dims %r2x {axis = 1 : i32} : tensor<2xi32> -> tensor<2x1xi32>
  %b = tile.expand_dims %r4 {axis = 0 : i32} : tensor<4xi32> -> tensor<1x4xi32>
  %ab = tile.broadcast %a : tensor<2x1xi32> -> tensor<2x4xi32>
  %bb = tile.broadcast %b : tensor<1x4xi32> -> tensor<2x4xi32>
  %v = arith.addi %ab, %bb : tensor<2x4xi32>
  %t = tile.trans %v {order = array<i32: 1, 0>} : tensor<2x4xi32> -> tensor<4x2xi32>
  %f = tile.reshape %t : tensor<4x2xi32> -> tensor<8xi32>
  %r8 = tile.make_range {start = 0 : i32, end = 8 : i32} : tensor<8xi32>
  %os = tile.splat %out : !tile.ptr<i32> -> tensor<8x!tile.ptr<i32>>
  %op = tile.addptr %os, %r8 : tensor<8x!tile.ptr<i32>>, tensor<8xi32>
  tile.store %op, %f : tensor<8x!tile.ptr<i32>>, tensor<8xi32>
  %g = tile.reshape %v : tensor<2x4xi32> -> tensor<8xi32>
  %os2 = tile.splat %out2 : !tile.ptr<i32> -> tensor<8x!tile.ptr<i32>>
  %op2 = tile.addptr %os2, %r8 : tensor<8x!tile.ptr<i32>>, tensor<8xi32>
  tile.store %op2, %g : tensor<8x!tile.ptr<i32>>, tensor<8xi32>
  return
}
)mlir");
  ASSERT_TRUE(k.ok());
  std::vector<int32_t> out(8), out2(8);
  ASSERT_EQ(k.run({buf(out), buf(out2)}), "");
  EXPECT_EQ(out2, (std::vector<int32_t>{0, 1, 2, 3, 10, 11, 12, 13}));
  EXPECT_EQ(out, (std::vector<int32_t>{0, 10, 1, 11, 2, 12, 3, 13}));
}

TEST(Interpreter, Trans3D) {
  Kernel k(R"mlir(
func.func @t3(%out: !tile.ptr<i32>) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 8 : i32} : tensor<8xi32>
  %v = tile.reshape %r : tensor<8xi32> -> tensor<2x2x2xi32>
  %t = tile.trans %v {order = array<i32: 2, 0, 1>} : tensor<2x2x2xi32> -> tensor<2x2x2xi32>
  %f = tile.reshape %t : tensor<2x2x2xi32> -> tensor<8xi32>
  %os = tile.splat %out : !tile.ptr<i32> -> tensor<8x!tile.ptr<i32>>
  %op = tile.addptr %os, %r : tensor<8x!tile.ptr<i32>>, tensor<8xi32>
  tile.store %op, %f : tensor<8x!tile.ptr<i32>>, tensor<8xi32>
  return
}
)mlir");
  ASSERT_TRUE(k.ok());
  std::vector<int32_t> out(8);
  ASSERT_EQ(k.run({buf(out)}), "");
  // result[i][j][l] = src[j][l][i]
  std::vector<int32_t> expect(8);
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j)
      for (int l = 0; l < 2; ++l)
        expect[i * 4 + j * 2 + l] = j * 4 + l * 2 + i;
  EXPECT_EQ(out, expect);
}

// Row sums (fast path), column max (fast path), and argmax with a tie-breaking
// region over (value, index) pairs: ties keep the smaller index.
TEST(Interpreter, Reductions) {
  Kernel k(R"mlir(
func.func @r(%x: !tile.ptr<f32>, %sums: !tile.ptr<f32>, %maxs: !tile.ptr<f32>, %arg: !tile.ptr<i32>) attributes {tile.kernel} {
  %r8 = tile.make_range {start = 0 : i32, end = 8 : i32} : tensor<8xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<8x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r8 : tensor<8x!tile.ptr<f32>>, tensor<8xi32>
  %v = tile.load %xp : tensor<8x!tile.ptr<f32>> -> tensor<8xf32>
  %m = tile.reshape %v : tensor<8xf32> -> tensor<2x4xf32>
  %s = tile.reduce(%m) {axis = 1 : i32} : (tensor<2x4xf32>) -> tensor<2xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  %r2 = tile.make_range {start = 0 : i32, end = 2 : i32} : tensor<2xi32>
  %ss = tile.splat %sums : !tile.ptr<f32> -> tensor<2x!tile.ptr<f32>>
  %sp = tile.addptr %ss, %r2 : tensor<2x!tile.ptr<f32>>, tensor<2xi32>
  tile.store %sp, %s : tensor<2x!tile.ptr<f32>>, tensor<2xf32>
  %mx = tile.reduce(%m) {axis = 0 : i32} : (tensor<2x4xf32>) -> tensor<4xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.maxnumf %a, %b : f32
    tile.yield %c : f32
  }
  %r4 = tile.make_range {start = 0 : i32, end = 4 : i32} : tensor<4xi32>
  %ms = tile.splat %maxs : !tile.ptr<f32> -> tensor<4x!tile.ptr<f32>>
  %mp = tile.addptr %ms, %r4 : tensor<4x!tile.ptr<f32>>, tensor<4xi32>
  tile.store %mp, %mx : tensor<4x!tile.ptr<f32>>, tensor<4xf32>
  %vmax, %imax = tile.reduce(%v, %r8) {axis = 0 : i32} : (tensor<8xf32>, tensor<8xi32>) -> (f32, i32) {
  ^bb0(%va: f32, %ia: i32, %vb: f32, %ib: i32):
    %gt = arith.cmpf ogt, %va, %vb : f32
    %eq = arith.cmpf oeq, %va, %vb : f32
    %lt = arith.cmpi slt, %ia, %ib : i32
    %tie = arith.andi %eq, %lt : i1
    %pick = arith.ori %gt, %tie : i1
    %vr = arith.select %pick, %va, %vb : f32
    %ir = arith.select %pick, %ia, %ib : i32
    tile.yield %vr, %ir : f32, i32
  }
  tile.store %arg, %imax : !tile.ptr<i32>, i32
  return
}
)mlir");
  ASSERT_TRUE(k.ok());
  std::vector<float> x = {1, 7, 3, 7, 2, 0.5, 7, -1};
  std::vector<float> sums(2), maxs(4);
  std::vector<int32_t> arg(1, -5);
  ASSERT_EQ(k.run({buf(x), buf(sums), buf(maxs), buf(arg)}), "");
  EXPECT_EQ(sums, (std::vector<float>{18, 8.5}));
  EXPECT_EQ(maxs, (std::vector<float>{2, 7, 7, 7}));
  EXPECT_EQ(arg[0], 1);
}

// Inclusive scans, forward (fast path) and reverse (general region).
TEST(Interpreter, Scans) {
  Kernel k(R"mlir(
func.func @sc(%out: !tile.ptr<i32>, %out2: !tile.ptr<i32>) attributes {tile.kernel} {
  %r = tile.make_range {start = 1 : i32, end = 9 : i32} : tensor<8xi32>
  %i = tile.make_range {start = 0 : i32, end = 8 : i32} : tensor<8xi32>
  %m = tile.reshape %r : tensor<8xi32> -> tensor<2x4xi32>
  %c = tile.scan(%m) {axis = 1 : i32, reverse = false} : (tensor<2x4xi32>) -> tensor<2x4xi32> {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    tile.yield %s : i32
  }
  %f = tile.reshape %c : tensor<2x4xi32> -> tensor<8xi32>
  %os = tile.splat %out : !tile.ptr<i32> -> tensor<8x!tile.ptr<i32>>
  %op = tile.addptr %os, %i : tensor<8x!tile.ptr<i32>>, tensor<8xi32>
  tile.store %op, %f : tensor<8x!tile.ptr<i32>>, tensor<8xi32>
  %d = tile.scan(%r) {axis = 0 : i32, reverse = true} : (tensor<8xi32>) -> tensor<8xi32> {
  ^bb0(%a: i32, %b: i32):
    %two = arith.constant 2 : i32
    %b2 = arith.muli %b, %two : i32
    %s = arith.addi %a, %b2 : i32
    tile.yield %s : i32
  }
  %os2 = tile.splat %out2 : !tile.ptr<i32> -> tensor<8x!tile.ptr<i32>>
  %op2 = tile.addptr %os2, %i : tensor<8x!tile.ptr<i32>>, tensor<8xi32>
  tile.store %op2, %d : tensor<8x!tile.ptr<i32>>, tensor<8xi32>
  return
}
)mlir");
  ASSERT_TRUE(k.ok());
  std::vector<int32_t> out(8), out2(8);
  ASSERT_EQ(k.run({buf(out), buf(out2)}), "");
  EXPECT_EQ(out, (std::vector<int32_t>{1, 3, 6, 10, 5, 11, 18, 26}));
  // reverse: acc starts at x[7]=8, then acc = acc + 2*x[l].
  std::vector<int32_t> expect(8);
  int acc = 8;
  expect[7] = 8;
  for (int l = 6; l >= 0; --l) {
    acc += 2 * (l + 1);
    expect[l] = acc;
  }
  EXPECT_EQ(out2, expect);
}

// tl.dot with f32 inputs: tf32 rounds the operands, ieee is exact.
TEST(Interpreter, DotTF32AndIEEE) {
  const char *tmpl = R"mlir(
func.func @d(%a: !tile.ptr<f32>, %out: !tile.ptr<f32>) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 256 : i32} : tensor<256xi32>
  %as = tile.splat %a : !tile.ptr<f32> -> tensor<256x!tile.ptr<f32>>
  %ap = tile.addptr %as, %r : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
  %v = tile.load %ap : tensor<256x!tile.ptr<f32>> -> tensor<256xf32>
  %m = tile.reshape %v : tensor<256xf32> -> tensor<16x16xf32>
  %one = arith.constant dense<1.0> : tensor<16x16xf32>
  %zero = arith.constant dense<0.0> : tensor<16x16xf32>
  %d = tile.dot %m, %one, %zero {inputPrecision = PREC : i32} : tensor<16x16xf32>, tensor<16x16xf32> -> tensor<16x16xf32>
  %f = tile.reshape %d : tensor<16x16xf32> -> tensor<256xf32>
  %os = tile.splat %out : !tile.ptr<f32> -> tensor<256x!tile.ptr<f32>>
  %op = tile.addptr %os, %r : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
  tile.store %op, %f : tensor<256x!tile.ptr<f32>>, tensor<256xf32>
  return
}
)mlir";
  std::vector<float> a(256, 0.0f);
  a[0] = 1.0f + std::ldexp(1.0f, -12); // tf32 rounds this to 1
  a[16] = 1.0f + 3 * std::ldexp(1.0f, -11);
  for (const char *prec : {"0", "1"}) {
    std::string src = tmpl;
    src.replace(src.find("PREC"), 4, prec);
    Kernel k(src);
    ASSERT_TRUE(k.ok());
    std::vector<float> out(256);
    ASSERT_EQ(k.run({buf(a), buf(out)}), "");
    if (prec[0] == '0') {
      EXPECT_EQ(out[0], a[0]);
      EXPECT_EQ(out[16], a[16]);
    } else {
      EXPECT_EQ(out[0], 1.0f);
      EXPECT_EQ(out[16], 1.0f + std::ldexp(1.0f, -9));
    }
    EXPECT_EQ(out[1], out[0]);
  }
}

TEST(Interpreter, DotF16AndI8) {
  Kernel k(R"mlir(
func.func @d(%out: !tile.ptr<f32>, %outi: !tile.ptr<i32>) attributes {tile.kernel} {
  %a = arith.constant dense<1.0e-3> : tensor<16x16xf16>
  %b = arith.constant dense<2.0> : tensor<16x16xf16>
  %c = arith.constant dense<0.5> : tensor<16x16xf32>
  %d = tile.dot %a, %b, %c : tensor<16x16xf16>, tensor<16x16xf16> -> tensor<16x16xf32>
  %x = tile.reduce(%d) {axis = 1 : i32} : (tensor<16x16xf32>) -> tensor<16xf32> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.maximumf %p, %q : f32
    tile.yield %s : f32
  }
  %y = tile.reduce(%x) {axis = 0 : i32} : (tensor<16xf32>) -> f32 {
  ^bb0(%p: f32, %q: f32):
    %s = arith.maximumf %p, %q : f32
    tile.yield %s : f32
  }
  tile.store %out, %y : !tile.ptr<f32>, f32
  %ia = arith.constant dense<127> : tensor<16x16xi8>
  %ib = arith.constant dense<-128> : tensor<16x16xi8>
  %ic = arith.constant dense<0> : tensor<16x16xi32>
  %id = tile.dot %ia, %ib, %ic : tensor<16x16xi8>, tensor<16x16xi8> -> tensor<16x16xi32>
  %iy = tile.reduce(%id) {axis = 0 : i32} : (tensor<16x16xi32>) -> tensor<16xi32> {
  ^bb0(%p: i32, %q: i32):
    %s = arith.minsi %p, %q : i32
    tile.yield %s : i32
  }
  %iz = tile.reduce(%iy) {axis = 0 : i32} : (tensor<16xi32>) -> i32 {
  ^bb0(%p: i32, %q: i32):
    %s = arith.minsi %p, %q : i32
    tile.yield %s : i32
  }
  tile.store %outi, %iz : !tile.ptr<i32>, i32
  return
}
)mlir");
  ASSERT_TRUE(k.ok());
  std::vector<float> out(1);
  std::vector<int32_t> outi(1);
  ASSERT_EQ(k.run({buf(out), buf(outi)}), "");
  // 1e-3 in f16 is 0.0010004043579101562; 16 products of 2x that, plus 0.5.
  float h = 0.0010004043579101562f, acc = 0.5f;
  for (int i = 0; i < 16; ++i)
    acc += h * 2.0f;
  EXPECT_EQ(out[0], acc);
  EXPECT_EQ(outi[0], 16 * 127 * -128);
}

// scf.for with iter_args that swap every iteration, scf.while, scf.if.
TEST(Interpreter, ScfLoops) {
  Kernel k(R"mlir(
func.func @loops(%out: !tile.ptr<i32>, %n: i32) attributes {tile.kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %a, %b = scf.for %i = %c0 to %n step %c1 iter_args(%x = %c1, %y = %c2) -> (i32, i32) : i32 {
    %x2 = arith.addi %x, %i : i32
    scf.yield %y, %x2 : i32, i32
  }
  tile.store %out, %a : !tile.ptr<i32>, i32
  %p1 = tile.addptr %out, %c1 : !tile.ptr<i32>, i32
  tile.store %p1, %b : !tile.ptr<i32>, i32
  // Collatz steps from n.
  %steps:2 = scf.while (%v = %n, %s = %c0) : (i32, i32) -> (i32, i32) {
    %more = arith.cmpi ne, %v, %c1 : i32
    scf.condition(%more) %v, %s : i32, i32
  } do {
  ^bb0(%v: i32, %s: i32):
    %r = arith.remsi %v, %c2 : i32
    %even = arith.cmpi eq, %r, %c0 : i32
    %nv = scf.if %even -> (i32) {
      %h = arith.divsi %v, %c2 : i32
      scf.yield %h : i32
    } else {
      %t = arith.muli %v, %c3 : i32
      %t1 = arith.addi %t, %c1 : i32
      scf.yield %t1 : i32
    }
    %s1 = arith.addi %s, %c1 : i32
    scf.yield %nv, %s1 : i32, i32
  }
  %p2 = tile.addptr %out, %c2 : !tile.ptr<i32>, i32
  tile.store %p2, %steps#1 : !tile.ptr<i32>, i32
  return
}
)mlir");
  ASSERT_TRUE(k.ok());
  std::vector<int32_t> out(3);
  ASSERT_EQ(k.run({buf(out), Arg::integer(6)}), "");
  // Reference of the swapping loop.
  int x = 1, y = 2;
  for (int i = 0; i < 6; ++i) {
    int x2 = x + i;
    x = y;
    y = x2;
  }
  EXPECT_EQ(out[0], x);
  EXPECT_EQ(out[1], y);
  EXPECT_EQ(out[2], 8); // 6 3 10 5 16 8 4 2 1
}

TEST(Interpreter, GridAndAtomics) {
  Kernel k(R"mlir(
func.func @g(%cnt: !tile.ptr<i32>, %sum: !tile.ptr<f32>, %flag: !tile.ptr<i32>) attributes {tile.kernel} {
  %x = tile.program_id 0 : i32
  %y = tile.program_id 1 : i32
  %nx = tile.num_programs 0 : i32
  %row = arith.muli %y, %nx : i32
  %id = arith.addi %row, %x : i32
  %one = arith.constant 1 : i32
  %old = tile.atomic_rmw add, %cnt, %one : !tile.ptr<i32>, i32 -> i32
  %f = arith.sitofp %id : i32 to f32
  %o2 = tile.atomic_rmw fadd, %sum, %f : !tile.ptr<f32>, f32 -> f32
  %z = arith.constant 0 : i32
  %o3 = tile.atomic_cas %flag, %z, %id : !tile.ptr<i32>, i32, i32 -> i32
  return
}
)mlir");
  ASSERT_TRUE(k.ok());
  std::vector<int32_t> cnt(1), flag(1);
  std::vector<float> sum(1);
  ASSERT_EQ(k.run({buf(cnt), buf(sum), buf(flag)}, {3, 2, 1}), "");
  EXPECT_EQ(cnt[0], 6);
  EXPECT_EQ(sum[0], 15.0f);
  EXPECT_EQ(flag[0],
            1); // (0,0) swaps 0 for 0, (1,0) swaps 0 for 1, the rest fail
}

TEST(Interpreter, CastsAndFloatSemantics) {
  Kernel k(R"mlir(
func.func @c(%out: !tile.ptr<i32>, %fout: !tile.ptr<f32>, %v: f32) attributes {tile.kernel} {
  %big = arith.fptosi %v : f32 to i8
  %b32 = arith.extsi %big : i8 to i32
  tile.store %out, %b32 : !tile.ptr<i32>, i32
  %bits = arith.bitcast %v : f32 to i32
  %c1 = arith.constant 1 : i32
  %p1 = tile.addptr %out, %c1 : !tile.ptr<i32>, i32
  tile.store %p1, %bits : !tile.ptr<i32>, i32
  %nan = arith.constant 0x7FC00000 : f32
  %m = arith.maximumf %v, %nan : f32
  %mn = arith.maxnumf %v, %nan : f32
  %s = arith.addf %m, %mn : f32
  tile.store %fout, %s : !tile.ptr<f32>, f32
  %cmp = arith.cmpf une, %nan, %nan : f32
  %cz = arith.extui %cmp : i1 to i32
  %c2 = arith.constant 2 : i32
  %p2 = tile.addptr %out, %c2 : !tile.ptr<i32>, i32
  tile.store %p2, %cz : !tile.ptr<i32>, i32
  %e = math.exp2 %v : f32
  %p1f = tile.addptr %fout, %c1 : !tile.ptr<f32>, i32
  tile.store %p1f, %mn : !tile.ptr<f32>, f32
  %p2f = tile.addptr %fout, %c2 : !tile.ptr<f32>, i32
  tile.store %p2f, %e : !tile.ptr<f32>, f32
  return
}
)mlir");
  ASSERT_TRUE(k.ok());
  std::vector<int32_t> out(3);
  std::vector<float> fout(3);
  ASSERT_EQ(k.run({buf(out), buf(fout), Arg::floating(300.0)}), "");
  EXPECT_EQ(out[0], 127); // saturates
  float v = 300.0f;
  int32_t bits;
  std::memcpy(&bits, &v, 4);
  EXPECT_EQ(out[1], bits);
  EXPECT_TRUE(std::isnan(fout[0]));
  EXPECT_EQ(out[2], 1);
  EXPECT_EQ(fout[1], 300.0f);
  EXPECT_EQ(fout[2], std::exp2(300.0f));
}

} // namespace
