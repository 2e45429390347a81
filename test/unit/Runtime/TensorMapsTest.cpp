//===- TensorMapsTest.cpp - Tests of TMA tensor maps built at launch ------===//
//
// The host tests check the driver-free part (lib/Runtime/TensorMaps.h):
// decoding `tilec_tensor_maps` recipes and computing cuTensorMapEncodeTiled's
// inputs from a record and the launch's arguments. The device tests load
// hand-written PTX whose kernel copies a box through TMA, and skip without
// an sm_90 GPU.
//
//===----------------------------------------------------------------------===//

#include "TensorMaps.h"
#include "tilec/Runtime.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <string>
#include <vector>

using namespace tilec::rt;
using namespace tilec::rt::detail;

namespace {

// Record fields, in word order.
constexpr std::uint32_t kUint8 = 0, kInt32 = 3, kFloat16 = 6, kFloat32 = 7,
                        kBfloat16 = 9;

/// A recipe of the given records (12 words each).
std::vector<std::uint32_t>
recipe(const std::vector<std::vector<std::uint32_t>> &records) {
  std::vector<std::uint32_t> words = {kTensorMapsVersion,
                                      std::uint32_t(records.size())};
  for (const std::vector<std::uint32_t> &record : records)
    words.insert(words.end(), record.begin(), record.end());
  return words;
}

/// fp16 [rows, cols] at argument `baseArg`, box 64 x 8, no swizzle.
std::vector<std::uint32_t> fp16Record(std::uint32_t baseArg = 0) {
  return {baseArg, 2, kFloat16, 2, 0, 0, 0, 64, 8, 0, 0, 0};
}

Result<TensorMapRecipe> decode(const std::vector<std::uint32_t> &words) {
  return decodeTensorMaps(words.data(), words.size());
}

/// The error of decoding `words`; "" if it decodes.
std::string decodeError(const std::vector<std::uint32_t> &words) {
  Result<TensorMapRecipe> decoded = decode(words);
  return decoded.ok() ? std::string() : decoded.message();
}

TensorMapSpec fp16Spec(std::uint32_t baseArg = 0) {
  Result<TensorMapRecipe> decoded = decode(recipe({fp16Record(baseArg)}));
  EXPECT_TRUE(decoded.ok()) << decoded.message();
  return decoded->maps.at(0);
}

/// The arguments of a rank-2 descriptor: base, shape[0..1], strides[0].
std::vector<KernelArg> rank2Args(DeviceAddress base, std::int32_t rows,
                                 std::int32_t cols, std::int64_t stride) {
  return {KernelArg::pointer(base), KernelArg::i32(rows), KernelArg::i32(cols),
          KernelArg::i64(stride)};
}

/// The error of encoding `spec` from `args`; "" if it succeeds.
std::string encodeError(const TensorMapSpec &spec,
                        const std::vector<KernelArg> &args) {
  TensorMapEncoding encoding;
  Status s = computeTensorMapEncoding(spec, args.data(), args.size(), encoding);
  return s.ok() ? std::string() : s.message();
}

#define EXPECT_CONTAINS(text, part)                                            \
  EXPECT_NE(std::string(text).find(part), std::string::npos)                   \
      << "'" << (text) << "' lacks '" << (part) << "'"

//===----------------------------------------------------------------------===//
// Decoding recipes
//===----------------------------------------------------------------------===//

TEST(TensorMapsDecode, ReadsEveryField) {
  Result<TensorMapRecipe> decoded =
      decode(recipe({fp16Record(/*baseArg=*/0),
                     {4, 3, kBfloat16, 2, 3, 1, 2, 64, 16, 2, 0, 0}}));
  ASSERT_TRUE(decoded.ok()) << decoded.message();
  ASSERT_EQ(decoded->maps.size(), 2u);
  const TensorMapSpec &a = decoded->maps[0];
  EXPECT_EQ(a.baseArg, 0u);
  EXPECT_EQ(a.rank, 2u);
  EXPECT_EQ(a.dataType, kFloat16);
  EXPECT_EQ(a.elemBytes, 2u);
  EXPECT_EQ(a.box[0], 64u);
  EXPECT_EQ(a.box[1], 8u);
  EXPECT_EQ(a.argCount(), 4u);
  const TensorMapSpec &b = decoded->maps[1];
  EXPECT_EQ(b.baseArg, 4u);
  EXPECT_EQ(b.rank, 3u);
  EXPECT_EQ(b.dataType, kBfloat16);
  EXPECT_EQ(b.swizzle, 3u);
  EXPECT_EQ(b.oobFill, 1u);
  EXPECT_EQ(b.l2Promotion, 2u);
  EXPECT_EQ(b.box[0], 64u);
  EXPECT_EQ(b.box[1], 16u);
  EXPECT_EQ(b.box[2], 2u);
  EXPECT_EQ(b.box[3], 0u);
  EXPECT_EQ(b.argCount(), 6u);
}

// Each data type with its size; rank 1 and 5, boxes at both limits.
TEST(TensorMapsDecode, AcceptsTheWholeRange) {
  const std::uint32_t sizes[] = {1, 2, 4, 4, 8, 8, 2, 4, 8, 2, 4, 4, 4};
  for (std::uint32_t type = 0; type < 13; ++type) {
    std::uint32_t box0 = 32 / sizes[type]; // a 32-byte row
    EXPECT_EQ(decodeError(recipe(
                  {{0, 1, type, sizes[type], 0, 0, 0, box0, 0, 0, 0, 0}})),
              "")
        << "data type " << type;
  }
  EXPECT_EQ(
      decodeError(recipe({{7, 5, kUint8, 1, 0, 0, 3, 256, 256, 1, 1, 256}})),
      "");
  // A recipe of no records is valid: no tensor maps.
  Result<TensorMapRecipe> none = decode({kTensorMapsVersion, 0});
  ASSERT_TRUE(none.ok()) << none.message();
  EXPECT_TRUE(none->maps.empty());
}

TEST(TensorMapsDecode, RejectsMalformedWords) {
  struct Case {
    const char *why;
    std::vector<std::uint32_t> words;
    const char *error;
  };
  auto with = [](unsigned word, std::uint32_t value) {
    std::vector<std::uint32_t> r = fp16Record();
    r[word] = value;
    return recipe({r});
  };
  std::vector<std::uint32_t> countTooBig = recipe({fp16Record()});
  countTooBig[1] = 2;
  std::vector<std::uint32_t> trailing = recipe({fp16Record()});
  trailing.push_back(0);
  const Case cases[] = {
      {"no header", {1}, "has 1 words, fewer than the 2-word header"},
      {"future format",
       {2, 0},
       "format version 2, this runtime reads "
       "version 1"},
      {"count past the end", countTooBig,
       "has 14 words, but 2 records of 12 words need 26"},
      {"trailing word", trailing, "has 15 words, but 1 records"},
      {"rank 0", with(1, 0), "record 0: rank 0, expected 1..5"},
      {"rank 6", with(1, 6), "record 0: rank 6, expected 1..5"},
      {"unknown data type (packed sub-byte types are not in the format)",
       with(2, 13), "data type 13 unknown"},
      {"size not of the type", with(3, 4),
       "element size 4 bytes does not match data type 6 (float16, 2 bytes)"},
      {"unknown swizzle", with(4, 4), "swizzle 4 unknown"},
      {"unknown fill", with(5, 2), "oobFill 2 unknown"},
      {"unknown L2 promotion", with(6, 4), "l2Promotion 4 unknown"},
      {"empty box", with(8, 0), "box1 is 0, expected 1..256"},
      {"box too big", with(8, 257), "box1 is 257, expected 1..256"},
      {"box past rank", with(9, 1), "box2 is 1 past rank 2 (expected 0)"},
      {"inner row not 16 bytes", with(7, 4),
       "inner box row of 4 x 2 = 8 bytes is not a multiple of 16 bytes"},
      {"inner row wider than the swizzle", with(4, 1),
       "inner box row of 128 bytes is wider than its 32B swizzle span"},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(c.why);
    std::string error = decodeError(c.words);
    EXPECT_CONTAINS(error, c.error);
  }
  // NaN fill only for floating-point types.
  EXPECT_CONTAINS(
      decodeError(recipe({{0, 1, kInt32, 4, 0, 1, 0, 4, 0, 0, 0, 0}})),
      "NaN out-of-bounds fill needs a floating-point data type, got int32");
  // The second record is named.
  std::vector<std::uint32_t> second = fp16Record();
  second[1] = 9;
  EXPECT_CONTAINS(decodeError(recipe({fp16Record(), second})),
                  "record 1: rank 9");
}

//===----------------------------------------------------------------------===//
// Computing the encoding
//===----------------------------------------------------------------------===//

// Arguments run outermost first, the encoding innermost first; strides
// become bytes.
TEST(TensorMapsEncode, Rank2) {
  TensorMapSpec spec = fp16Spec(/*baseArg=*/2);
  std::vector<KernelArg> args = {KernelArg::i32(5), KernelArg::f32(1.0f)};
  for (const KernelArg &arg : rank2Args(0x7f0000001000, 10, 60, 72))
    args.push_back(arg);
  args.push_back(KernelArg::pointer(0x1234)); // after the descriptor
  TensorMapEncoding e;
  Status s = computeTensorMapEncoding(spec, args.data(), args.size(), e);
  ASSERT_TRUE(s.ok()) << s.message();
  EXPECT_EQ(e.dataType, kFloat16);
  EXPECT_EQ(e.rank, 2u);
  EXPECT_EQ(e.globalAddress, 0x7f0000001000u);
  EXPECT_EQ(e.globalDim[0], 60u);
  EXPECT_EQ(e.globalDim[1], 10u);
  EXPECT_EQ(e.globalStrides[0], 144u);
  EXPECT_EQ(e.boxDim[0], 64u);
  EXPECT_EQ(e.boxDim[1], 8u);
  EXPECT_EQ(e.elementStrides[0], 1u);
  EXPECT_EQ(e.elementStrides[1], 1u);
  EXPECT_EQ(e.elementStrides[2], 0u);
  EXPECT_EQ(e.interleave, 0u);
  EXPECT_EQ(e.swizzle, 0u);
  EXPECT_EQ(e.oobFill, 0u);
  EXPECT_EQ(e.l2Promotion, 0u);
  EXPECT_EQ(describeTensorMapEncoding(e),
            "float16, dims [60, 10], strides [144] bytes, box [64, 8], "
            "swizzle none, oob fill zero, l2 promotion none, base "
            "0x7f0000001000");
}

TEST(TensorMapsEncode, Rank3) {
  Result<TensorMapRecipe> decoded =
      decode(recipe({{1, 3, kFloat32, 4, 1, 1, 3, 8, 4, 2, 0, 0}}));
  ASSERT_TRUE(decoded.ok()) << decoded.message();
  // float32 [3, 5, 7] with padded rows: strides 48 and 8 elements.
  std::vector<KernelArg> args = {
      KernelArg::pointer(0x100), KernelArg::pointer(0x2000), KernelArg::i32(3),
      KernelArg::i32(5),         KernelArg::i32(7),          KernelArg::i64(48),
      KernelArg::i64(8)};
  TensorMapEncoding e;
  Status s =
      computeTensorMapEncoding(decoded->maps[0], args.data(), args.size(), e);
  ASSERT_TRUE(s.ok()) << s.message();
  EXPECT_EQ(e.globalAddress, 0x2000u);
  EXPECT_EQ(e.globalDim[0], 7u);
  EXPECT_EQ(e.globalDim[1], 5u);
  EXPECT_EQ(e.globalDim[2], 3u);
  EXPECT_EQ(e.globalStrides[0], 32u);
  EXPECT_EQ(e.globalStrides[1], 192u);
  EXPECT_EQ(e.boxDim[0], 8u);
  EXPECT_EQ(e.boxDim[1], 4u);
  EXPECT_EQ(e.boxDim[2], 2u);
  EXPECT_EQ(e.swizzle, 1u);
  EXPECT_EQ(e.oobFill, 1u);
  EXPECT_EQ(e.l2Promotion, 3u);
  EXPECT_EQ(describeTensorMapEncoding(e),
            "float32, dims [7, 5, 3], strides [32, 192] bytes, box [8, 4, 2], "
            "swizzle 32B, oob fill nan, l2 promotion 256B, base 0x2000");
}

// Rank 1 has no stride arguments.
TEST(TensorMapsEncode, Rank1) {
  Result<TensorMapRecipe> decoded =
      decode(recipe({{0, 1, kUint8, 1, 0, 0, 0, 32, 0, 0, 0, 0}}));
  ASSERT_TRUE(decoded.ok()) << decoded.message();
  TensorMapEncoding e;
  std::vector<KernelArg> args = {KernelArg::pointer(0x40),
                                 KernelArg::i32(1000)};
  Status s =
      computeTensorMapEncoding(decoded->maps[0], args.data(), args.size(), e);
  ASSERT_TRUE(s.ok()) << s.message();
  EXPECT_EQ(e.globalDim[0], 1000u);
  EXPECT_EQ(e.boxDim[0], 32u);
  EXPECT_EQ(describeTensorMapEncoding(e),
            "uint8, dims [1000], strides [] bytes, box [32], swizzle none, oob "
            "fill zero, l2 promotion none, base 0x40");
}

TEST(TensorMapsEncode, RejectsMissingArguments) {
  std::vector<KernelArg> args = rank2Args(0x1000, 8, 64, 64);
  args.pop_back();
  EXPECT_EQ(encodeError(fp16Spec(), args),
            "its descriptor is arguments 0..3 (base, 2 shapes, 1 stride), "
            "but the launch passes 3 arguments");
  // A base index far past the end does not wrap around.
  TensorMapSpec far = fp16Spec();
  far.baseArg = 0xffffffffu;
  EXPECT_CONTAINS(encodeError(far, rank2Args(0x1000, 8, 64, 64)),
                  "arguments 4294967295..4294967298");
}

TEST(TensorMapsEncode, RejectsWrongKinds) {
  TensorMapSpec spec = fp16Spec(/*baseArg=*/1);
  std::vector<KernelArg> good = rank2Args(0x1000, 8, 64, 64);
  good.insert(good.begin(), KernelArg::i32(0));
  ASSERT_EQ(encodeError(spec, good), "");

  std::vector<KernelArg> args = good;
  args[1] = KernelArg::i64(0x1000);
  EXPECT_EQ(encodeError(spec, args),
            "argument 1 (base) must be a pointer, got an i64");
  args = good;
  args[3] = KernelArg::i64(64);
  EXPECT_EQ(encodeError(spec, args),
            "argument 3 (shape[1]) must be an i32, got an i64");
  args = good;
  args[4] = KernelArg::i32(64);
  EXPECT_EQ(encodeError(spec, args),
            "argument 4 (strides[0]) must be an i64, got an i32");
  args = good;
  args[2] = KernelArg::f16Bits(0x3c00);
  EXPECT_EQ(encodeError(spec, args),
            "argument 2 (shape[0]) must be an i32, got an f16");
}

TEST(TensorMapsEncode, RejectsBadValues) {
  TensorMapSpec spec = fp16Spec();
  EXPECT_EQ(encodeError(spec, rank2Args(0x1008, 8, 64, 64)),
            "argument 0 (base) is 0x1008, not 16-byte aligned as TMA needs");
  EXPECT_EQ(encodeError(spec, rank2Args(0x1000, 0, 64, 64)),
            "argument 1 (shape[0]) is 0; a TMA tensor map needs every "
            "dimension >= 1");
  EXPECT_EQ(encodeError(spec, rank2Args(0x1000, 8, -3, 64)),
            "argument 2 (shape[1]) is -3; a TMA tensor map needs every "
            "dimension >= 1");
  // 7 fp16 elements = 14 bytes; 8 are 16.
  EXPECT_EQ(encodeError(spec, rank2Args(0x1000, 8, 7, 7)),
            "argument 3 (strides[0]) is 7 elements = 14 bytes, not a multiple "
            "of 16 bytes as TMA needs");
  EXPECT_EQ(encodeError(spec, rank2Args(0x1000, 8, 7, 8)), "");
  EXPECT_EQ(encodeError(spec, rank2Args(0x1000, 8, 64, -64)),
            "argument 3 (strides[0]) is -64 elements of 2 bytes; TMA needs 0 "
            "<= stride < 2^40 bytes");
  EXPECT_CONTAINS(
      encodeError(spec, rank2Args(0x1000, 8, 64, std::int64_t(1) << 39)),
      "TMA needs 0 <= stride < 2^40 bytes");
  EXPECT_EQ(
      encodeError(spec, rank2Args(0x1000, 8, 64, (std::int64_t(1) << 39) - 8)),
      "");
}

//===----------------------------------------------------------------------===//
// Device tests: a TMA load through a map the runtime builds at launch.
//===----------------------------------------------------------------------===//

// tma_load_box copies the 64 x 8 fp16 box at (inner 8, outer 4) of an
// [shape0, shape1] fp16 tensor with row stride stride0 (elements) to out
// (8 rows of 64), through the tensor map the runtime appends as `tmap`. A
// load that never completes leaves out unwritten.
const char *const kTmaPtx = R"(
.version 8.0
.target sm_90a
.address_size 64

// {version 1, 1 map: base at argument 0, rank 2, FLOAT16, 2 bytes, no
// swizzle, zero fill, no L2 promotion, box 64 x 8 innermost first}.
.visible .global .align 4 .b32 tilec_tensor_maps[14] = {1, 1, 0, 2, 6, 2, 0, 0, 0, 64, 8, 0, 0, 0};

.visible .entry tma_load_box(
    .param .u64 base,
    .param .u32 shape0,
    .param .u32 shape1,
    .param .u64 stride0,
    .param .u64 out,
    .param .align 64 .b8 tmap[128]
)
{
    .reg .pred %p<4>;
    .reg .b32 %r<10>;
    .reg .b64 %rd<10>;
    .shared .align 128 .b8 box[1024];
    .shared .align 8 .b64 bar;

    mov.u32 %r1, %tid.x;
    mov.u32 %r2, bar;
    mov.u32 %r3, box;
    setp.ne.u32 %p1, %r1, 0;
    @%p1 bra INITIALIZED;
    mbarrier.init.shared::cta.b64 [%r2], 1;
    fence.mbarrier_init.release.cluster;
    fence.proxy.async.shared::cta;
INITIALIZED:
    bar.sync 0;
    @%p1 bra WAIT_START;
    mov.u64 %rd1, tmap;
    cvta.param.u64 %rd2, %rd1;
    mbarrier.arrive.expect_tx.shared::cta.b64 %rd3, [%r2], 1024;
    mov.u32 %r4, 8;
    mov.u32 %r5, 4;
    cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%r3], [%rd2, {%r4, %r5}], [%r2];
WAIT_START:
    mov.u32 %r8, 0;
WAIT:
    mbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], 0;
    @%p2 bra LOADED;
    add.u32 %r8, %r8, 1;
    setp.lt.u32 %p3, %r8, 1000000;
    @%p3 bra WAIT;
    ret;
LOADED:
    // 128 threads, 8 bytes each.
    shl.b32 %r6, %r1, 3;
    add.u32 %r7, %r3, %r6;
    ld.shared.u64 %rd4, [%r7];
    ld.param.u64 %rd5, [out];
    cvta.to.global.u64 %rd6, %rd5;
    cvt.u64.u32 %rd7, %r6;
    add.s64 %rd8, %rd6, %rd7;
    st.global.u64 [%rd8], %rd4;
    ret;
}
)";

// Loads on any CUDA GPU: only the recipes are wrong.
std::string malformedPtx(const std::string &global) {
  return ".version 8.0\n.target sm_80\n.address_size 64\n" + global +
         "\n.visible .entry k(.param .u64 p)\n{\n  ret;\n}\n";
}

constexpr unsigned kBoxInner = 64, kBoxOuter = 8;
constexpr unsigned kAtInner = 8, kAtOuter = 4;
// Between rows, in the stride's padding: TMA must not return it.
constexpr std::uint16_t kPadding = 0x7777;

class CudaTensorMapTest : public ::testing::Test {
protected:
  void SetUp() override {
    Result<std::unique_ptr<Device>> opened = openDevice(Backend::CUDA);
    if (!opened.ok())
      GTEST_SKIP() << "no CUDA device: " << opened.message();
    device = std::move(*opened);
  }

  /// Needs an sm_90 GPU, which the sm_90a PTX targets.
  void loadTmaKernel() {
    if (device->targetName() != "sm_90")
      GTEST_SKIP() << "TMA test PTX is sm_90a: needs an sm_90 GPU "
                      "(H100/H200), this is "
                   << device->name() << " (" << device->targetName() << ")";
    Result<Module> loaded = device->loadModule(kTmaPtx, "ptx");
    ASSERT_TRUE(loaded.ok()) << loaded.message();
    module = std::move(*loaded);
    Result<Kernel> got = module->getFunction("tma_load_box");
    ASSERT_TRUE(got.ok()) << got.message();
    kernel = std::move(*got);
  }

  /// Copies the box of a random [rows, cols] tensor with row stride
  /// `stride` and checks it against the host array, zeros outside.
  void checkBox(std::int32_t rows, std::int32_t cols, std::int64_t stride,
                unsigned seed) {
    SCOPED_TRACE("tensor [" + std::to_string(rows) + ", " +
                 std::to_string(cols) + "], stride " + std::to_string(stride));
    std::mt19937 rng(seed);
    // Nonzero and not the padding, so zero fill and padding show.
    std::uniform_int_distribution<std::uint16_t> dist(1, 0x7000);
    std::vector<std::uint16_t> host(std::size_t(rows) * stride, kPadding);
    for (std::int32_t r = 0; r < rows; ++r)
      for (std::int32_t c = 0; c < cols; ++c)
        host[r * stride + c] = dist(rng);
    std::size_t bytes = host.size() * sizeof(std::uint16_t);
    Result<DeviceBuffer> in = device->allocate(bytes);
    std::size_t boxBytes = kBoxInner * kBoxOuter * sizeof(std::uint16_t);
    // 16 bytes more than the box, to catch writes past it.
    Result<DeviceBuffer> out = device->allocate(boxBytes + 16);
    ASSERT_TRUE(in.ok() && out.ok()) << in.message() << out.message();
    ASSERT_TRUE(device->copyToDevice(*in, host.data(), bytes).ok());
    // 0xffff is a NaN, which the input never holds.
    ASSERT_TRUE(device->memset(*out, 0xff, out->size()).ok());

    Status launched = kernel->launch(
        {1}, {128}, 0, device->defaultStream(),
        {KernelArg::pointer(*in), KernelArg::i32(rows), KernelArg::i32(cols),
         KernelArg::i64(stride), KernelArg::pointer(*out)});
    ASSERT_TRUE(launched.ok()) << launched.message();
    Status synced = device->synchronize();
    ASSERT_TRUE(synced.ok()) << synced.message();
    std::vector<std::uint16_t> got(out->size() / sizeof(std::uint16_t));
    ASSERT_TRUE(device->copyToHost(got.data(), *out, out->size()).ok());
    for (unsigned r = 0; r < kBoxOuter; ++r)
      for (unsigned c = 0; c < kBoxInner; ++c) {
        std::int64_t row = kAtOuter + r;
        std::int64_t col = kAtInner + c;
        std::uint16_t expected =
            row < rows && col < cols ? host[row * stride + col] : 0;
        ASSERT_EQ(got[r * kBoxInner + c], expected)
            << "box element (" << r << ", " << c << ") = tensor (" << row
            << ", " << col << ")";
      }
    for (std::size_t i = boxBytes / 2; i < got.size(); ++i)
      EXPECT_EQ(got[i], 0xffffu) << "kernel wrote past the box";
  }

  std::unique_ptr<Device> device;
  std::optional<Module> module;
  std::optional<Kernel> kernel;
};

TEST_F(CudaTensorMapTest, LoadsABoxInside) {
  loadTmaKernel();
  if (IsSkipped() || HasFatalFailure())
    return;
  EXPECT_EQ(kernel->tensorMapCount(), 1u);
  // Padded rows: the stride is more than the shape.
  checkBox(/*rows=*/32, /*cols=*/128, /*stride=*/136, /*seed=*/1);
  // A copy builds the same maps.
  Kernel copy = *kernel;
  EXPECT_EQ(copy.tensorMapCount(), 1u);
  kernel = copy;
  checkBox(/*rows=*/12, /*cols=*/72, /*stride=*/72, /*seed=*/2);
}

// The box runs past the last row and column: TMA fills zeros there, and
// never returns the stride's padding.
TEST_F(CudaTensorMapTest, ZeroFillsPastTheEdges) {
  loadTmaKernel();
  if (IsSkipped() || HasFatalFailure())
    return;
  checkBox(/*rows=*/10, /*cols=*/60, /*stride=*/72, /*seed=*/3);
  checkBox(/*rows=*/5, /*cols=*/9, /*stride=*/16, /*seed=*/4);
}

TEST_F(CudaTensorMapTest, ReportsBadDescriptorArguments) {
  loadTmaKernel();
  if (IsSkipped() || HasFatalFailure())
    return;
  Result<DeviceBuffer> in = device->allocate(64 * 64 * 2);
  Result<DeviceBuffer> out = device->allocate(2048);
  ASSERT_TRUE(in.ok() && out.ok());
  auto launch = [&](std::vector<KernelArg> args) {
    return kernel->launch({1}, {128}, 0, device->defaultStream(), args);
  };
  Status misaligned = launch({KernelArg::pointer(in->address() + 2),
                              KernelArg::i32(64), KernelArg::i32(64),
                              KernelArg::i64(64), KernelArg::pointer(*out)});
  ASSERT_FALSE(misaligned.ok());
  EXPECT_CONTAINS(misaligned.message(),
                  "launch of 'tma_load_box': tensor map 0 (descriptor at "
                  "argument 0): argument 0 (base) is 0x");
  EXPECT_CONTAINS(misaligned.message(), "not 16-byte aligned");
  Status stride =
      launch({KernelArg::pointer(*in), KernelArg::i32(64), KernelArg::i32(64),
              KernelArg::i64(63), KernelArg::pointer(*out)});
  ASSERT_FALSE(stride.ok());
  EXPECT_CONTAINS(stride.message(), "argument 3 (strides[0]) is 63 elements");
  Status shortArgs =
      launch({KernelArg::pointer(*in), KernelArg::i32(64), KernelArg::i32(64)});
  ASSERT_FALSE(shortArgs.ok());
  EXPECT_CONTAINS(shortArgs.message(), "the launch passes 3 arguments");
  Status kind =
      launch({KernelArg::pointer(*in), KernelArg::i64(64), KernelArg::i32(64),
              KernelArg::i64(64), KernelArg::pointer(*out)});
  ASSERT_FALSE(kind.ok());
  EXPECT_CONTAINS(kind.message(),
                  "argument 1 (shape[0]) must be an i32, got an i64");
  // Nothing was launched; the context is fine.
  EXPECT_TRUE(device->synchronize().ok());
}

TEST_F(CudaTensorMapTest, ReportsMalformedRecipesAtGetFunction) {
  struct Case {
    std::string global;
    const char *error;
  };
  const Case cases[] = {
      {".visible .global .align 4 .b32 tilec_tensor_maps[14] = {1, 1, 0, 6, "
       "6, 2, 0, 0, 0, 64, 8, 0, 0, 0};",
       "kernel 'k': malformed tilec_tensor_maps: record 0: rank 6, expected "
       "1..5"},
      {".visible .global .align 4 .b32 tilec_tensor_maps[2] = {7, 0};",
       "kernel 'k': malformed tilec_tensor_maps: format version 7"},
      {".visible .global .align 4 .b32 tilec_tensor_maps[3] = {1, 1, 0};",
       "kernel 'k': malformed tilec_tensor_maps: has 3 words, but 1 records"},
      {".visible .global .align 1 .b8 tilec_tensor_maps[6];",
       "kernel 'k': tilec_tensor_maps has 6 bytes, not a whole number of "
       "32-bit words"},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(c.global);
    Result<Module> loaded = device->loadModule(malformedPtx(c.global), "ptx");
    ASSERT_TRUE(loaded.ok()) << loaded.message();
    Result<Kernel> got = loaded->getFunction("k");
    ASSERT_FALSE(got.ok());
    EXPECT_CONTAINS(got.message(), c.error);
  }
  // No recipe, or one of no records: no tensor maps.
  for (const char *global :
       {"", ".visible .global .align 4 .b32 tilec_tensor_maps[2] = {1, 0};"}) {
    Result<Module> loaded = device->loadModule(malformedPtx(global), "ptx");
    ASSERT_TRUE(loaded.ok()) << loaded.message();
    Result<Kernel> got = loaded->getFunction("k");
    ASSERT_TRUE(got.ok()) << got.message();
    EXPECT_EQ(got->tensorMapCount(), 0u);
  }
}

} // namespace
