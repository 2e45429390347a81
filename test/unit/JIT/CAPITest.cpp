//===- CAPITest.cpp - tests of the C API (include/tilec-c/tilec.h) --------===//
#include "tilec-c/tilec.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <string>
#include <vector>

namespace {

const std::string kAdd =
    std::string(TILEC_SOURCE_DIR) + "/kernels/vector_add.py";

tilec_arg hostArg(std::vector<float> &v) {
  tilec_arg a{};
  a.kind = TILEC_ARG_HOST_POINTER;
  a.v.host = v.data();
  a.bytes = v.size() * sizeof(float);
  return a;
}

tilec_arg intArg(int64_t value) {
  tilec_arg a{};
  a.kind = TILEC_ARG_INT;
  a.v.i = value;
  return a;
}

struct CAPI : ::testing::Test {
  void SetUp() override {
    ASSERT_EQ(tilec_compiler_create("", &compiler), TILEC_OK)
        << tilec_last_error();
    const char *names[] = {"BLOCK_SIZE"};
    const char *values[] = {"64"};
    tilec_compile_options options{"interp", 4, 0, -1};
    ASSERT_EQ(tilec_compile(compiler, nullptr, kAdd.c_str(), "add_kernel",
                            "*fp32,*fp32,*fp32,i32", names, values, 1, &options,
                            &kernel),
              TILEC_OK)
        << tilec_last_error();
    ASSERT_EQ(tilec_device_open(TILEC_BACKEND_INTERPRETER, 0, &device),
              TILEC_OK)
        << tilec_last_error();
  }
  void TearDown() override {
    tilec_kernel_release(kernel);
    tilec_device_close(device);
    tilec_compiler_destroy(compiler);
  }
  tilec_compiler compiler = nullptr;
  tilec_kernel kernel = nullptr;
  tilec_device device = nullptr;
};

} // namespace

TEST_F(CAPI, ParamsAndInterpreterLaunch) {
  EXPECT_EQ(tilec_has_compiler(), 1);
  EXPECT_EQ(tilec_api_version(), TILEC_C_API_VERSION);
  ASSERT_EQ(tilec_kernel_num_params(kernel), 5u);
  EXPECT_EQ(tilec_kernel_num_args(kernel), 4u);
  tilec_param_info p;
  ASSERT_EQ(tilec_kernel_param(kernel, 2, &p), TILEC_OK);
  EXPECT_STREQ(p.name, "out_ptr");
  EXPECT_STREQ(p.type, "*fp32");
  EXPECT_STREQ(p.pointee, "fp32");
  EXPECT_EQ(p.kind, TILEC_ARG_POINTER);
  ASSERT_EQ(tilec_kernel_param(kernel, 3, &p), TILEC_OK);
  EXPECT_EQ(p.kind, TILEC_ARG_I32);
  ASSERT_EQ(tilec_kernel_param(kernel, 4, &p), TILEC_OK);
  EXPECT_TRUE(p.is_constexpr);
  EXPECT_STREQ(p.value, "64");
  EXPECT_EQ(tilec_kernel_param(kernel, 5, &p), TILEC_ERROR);
  EXPECT_NE(std::string(tilec_last_error()).find("out of range"),
            std::string::npos);
  EXPECT_STREQ(tilec_kernel_target(kernel), "interp");
  EXPECT_TRUE(tilec_device_is_interpreter(device));

  int n = 150;
  std::vector<float> x(n), y(n), out(n, NAN);
  for (int i = 0; i < n; ++i) {
    x[i] = i;
    y[i] = 0.5f * i;
  }
  tilec_arg args[] = {hostArg(x), hostArg(y), hostArg(out), intArg(n)};
  uint32_t grid[3] = {3, 1, 1};
  ASSERT_EQ(tilec_kernel_launch(kernel, device, grid, args, 4), TILEC_OK)
      << tilec_last_error();
  for (int i = 0; i < n; ++i)
    ASSERT_EQ(out[i], 1.5f * i);
}

// A kernel with scf.for through libtilec.so: MLIR's op TypeIDs must be shared
// with libMLIR.so (a version script hiding them broke isa<> on scf.yield).
TEST_F(CAPI, SoftmaxThroughSharedLibrary) {
  const std::string path =
      std::string(TILEC_SOURCE_DIR) + "/kernels/softmax.py";
  const char *names[] = {"BLOCK_SIZE"};
  const char *values[] = {"128"};
  tilec_compile_options options{"interp", 4, 0, -1};
  tilec_kernel softmax = nullptr;
  ASSERT_EQ(tilec_compile(compiler, nullptr, path.c_str(), "softmax_kernel",
                          "*fp32:16,*fp32:16,i32,i32,i32,i32", names, values, 1,
                          &options, &softmax),
            TILEC_OK)
      << tilec_last_error();
  int rows = 3, cols = 100;
  std::vector<float> in(rows * cols), out(rows * cols, NAN);
  for (int i = 0; i < rows * cols; ++i)
    in[i] = std::cos(0.3f * i);
  tilec_arg args[] = {hostArg(out), hostArg(in),  intArg(cols),
                      intArg(cols), intArg(rows), intArg(cols)};
  uint32_t grid[3] = {2, 1, 1};
  ASSERT_EQ(tilec_kernel_launch(softmax, device, grid, args, 6), TILEC_OK)
      << tilec_last_error();
  for (int r = 0; r < rows; ++r) {
    double mx = -INFINITY, sum = 0;
    for (int c = 0; c < cols; ++c)
      mx = std::max(mx, double(in[r * cols + c]));
    for (int c = 0; c < cols; ++c)
      sum += std::exp(double(in[r * cols + c]) - mx);
    for (int c = 0; c < cols; ++c)
      ASSERT_NEAR(out[r * cols + c],
                  std::exp(double(in[r * cols + c]) - mx) / sum, 1e-6);
  }
  tilec_kernel_release(softmax);
}

TEST_F(CAPI, Errors) {
  std::vector<float> x(8), y(8), out(8);
  uint32_t grid[3] = {1, 1, 1};
  tilec_arg args[] = {hostArg(x), hostArg(y), hostArg(out), intArg(8)};
  EXPECT_EQ(tilec_kernel_launch(kernel, device, grid, args, 3), TILEC_ERROR);
  EXPECT_NE(std::string(tilec_last_error()).find("takes 4 argument(s)"),
            std::string::npos)
      << tilec_last_error();
  args[3].kind = TILEC_ARG_F32; // exact kind that is not the parameter's
  EXPECT_EQ(tilec_kernel_launch(kernel, device, grid, args, 4), TILEC_ERROR);
  EXPECT_NE(std::string(tilec_last_error()).find("does not match"),
            std::string::npos);
  // Located compile errors through the C API.
  tilec_kernel bad = nullptr;
  EXPECT_EQ(tilec_compile(compiler, "def k(p):\n    return q\n", "bad.py", "k",
                          "*fp32", nullptr, nullptr, 0, nullptr, &bad),
            TILEC_ERROR);
  EXPECT_NE(std::string(tilec_last_error()).find("bad.py:2:"),
            std::string::npos)
      << tilec_last_error();
  // Memory calls on the interpreter are refused, not crashed.
  uint64_t address;
  EXPECT_EQ(tilec_malloc(device, 16, &address), TILEC_ERROR);
  // Into a handle of its own: a failed open nulls its output, and the
  // fixture's device must stay to be closed (LSan found it leaked).
  tilec_device other;
  EXPECT_EQ(tilec_device_open(42, 0, &other), TILEC_ERROR);
  EXPECT_EQ(other, nullptr);
  // The fast path's loaded code object exists on GPUs only.
  tilec_function fn = reinterpret_cast<tilec_function>(&other);
  EXPECT_EQ(tilec_kernel_function(kernel, device, &fn), TILEC_ERROR);
  EXPECT_EQ(fn, nullptr);
  EXPECT_NE(std::string(tilec_last_error()).find("loads no code objects"),
            std::string::npos)
      << tilec_last_error();
  EXPECT_EQ(tilec_kernel_function(nullptr, device, &fn), TILEC_ERROR);
}

// The interpreter device: target and architecture are both "interp".
TEST_F(CAPI, DeviceTargetAndArch) {
  EXPECT_STREQ(tilec_device_target(device), "interp");
  EXPECT_STREQ(tilec_device_arch(device), "interp");
}

// tilec_compile_ex: fp_fusion reaches the backend (gfx942: a * b + c is one
// fused multiply-add with it, a multiply and an add without), and a bad
// struct size or flag is refused with a message, not guessed at.
TEST_F(CAPI, CompileExFpFusion) {
  const char *source =
      "import triton\n"
      "import triton.language as tl\n"
      "@triton.jit\n"
      "def k(X, Y, Z, O):\n"
      "    i = tl.arange(0, 64)\n"
      "    x = tl.load(X + i)\n"
      "    tl.store(O + i, x * tl.load(Y + i) + tl.load(Z + i))\n";
  auto compileFor = [&](int32_t fusion, std::vector<char> &image,
                        std::string &text) {
    tilec_compile_options_ex options{};
    options.size = sizeof(options);
    options.target = "gfx942";
    options.opt_level = -1;
    options.fp_fusion = fusion;
    tilec_kernel k = nullptr;
    ASSERT_EQ(tilec_compile_ex(compiler, source, "fma.py", "k",
                               "*fp32:16,*fp32:16,*fp32:16,*fp32:16", nullptr,
                               nullptr, 0, &options, &k),
              TILEC_OK)
        << tilec_last_error();
    size_t bytes = 0;
    const char *data =
        static_cast<const char *>(tilec_kernel_binary(k, &bytes));
    ASSERT_NE(data, nullptr);
    image.assign(data, data + bytes);
    const char *asmText = tilec_code_object_disassemble(data, bytes);
    text = asmText ? asmText : "";
    tilec_kernel_release(k);
  };
  std::vector<char> fused, plain;
  std::string fusedText, plainText;
  compileFor(1, fused, fusedText);
  compileFor(0, plain, plainText);
  EXPECT_NE(fused, plain);
  if (!fusedText.empty() && !plainText.empty()) { // comgr present
    EXPECT_NE(fusedText.find("v_fma"), std::string::npos) << fusedText;
    EXPECT_EQ(plainText.find("v_fma"), std::string::npos) << plainText;
  }

  tilec_compile_options_ex bad{};
  bad.size = 4; // not even the target
  tilec_kernel k = nullptr;
  EXPECT_EQ(tilec_compile_ex(compiler, source, "fma.py", "k",
                             "*fp32:16,*fp32:16,*fp32:16,*fp32:16", nullptr,
                             nullptr, 0, &bad, &k),
            TILEC_ERROR);
  EXPECT_NE(std::string(tilec_last_error()).find("options->size"),
            std::string::npos)
      << tilec_last_error();
  tilec_compile_options_ex flag{};
  flag.size = sizeof(flag);
  flag.opt_level = -1;
  flag.fp_fusion = 2;
  EXPECT_EQ(tilec_compile_ex(compiler, source, "fma.py", "k",
                             "*fp32:16,*fp32:16,*fp32:16,*fp32:16", nullptr,
                             nullptr, 0, &flag, &k),
            TILEC_ERROR);
  EXPECT_NE(std::string(tilec_last_error()).find("fp_fusion must be 0 or 1"),
            std::string::npos)
      << tilec_last_error();
  EXPECT_EQ(k, nullptr);
}

// tilec_compile_ex's max_registers (Triton's maxnreg): NVIDIA code carries
// the cap (`.maxnreg` in PTX; a cubin compiled under it); a caller whose
// struct ends before the field (an older header) is read only up to its
// size; more than 255 registers is refused.
TEST_F(CAPI, CompileExMaxRegisters) {
  auto compile = [&](const tilec_compile_options_ex &options, tilec_kernel *k) {
    const char *names[] = {"BLOCK_SIZE"};
    const char *values[] = {"1024"};
    return tilec_compile_ex(compiler, nullptr, kAdd.c_str(), "add_kernel",
                            "*fp32:16,*fp32:16,*fp32:16,i32", names, values, 1,
                            &options, k);
  };
  tilec_compile_options_ex capped{};
  capped.size = sizeof(capped);
  capped.target = "sm_90a";
  capped.opt_level = -1;
  capped.max_registers = 64;
  tilec_compile_options_ex older = capped;
  older.size = offsetof(tilec_compile_options_ex, max_registers);
  older.max_registers = 999; // past its size: never read
  tilec_kernel withCap = nullptr, without = nullptr;
  ASSERT_EQ(compile(capped, &withCap), TILEC_OK) << tilec_last_error();
  ASSERT_EQ(compile(older, &without), TILEC_OK) << tilec_last_error();
  size_t capBytes = 0, plainBytes = 0;
  const char *cap =
      static_cast<const char *>(tilec_kernel_binary(withCap, &capBytes));
  const char *plain =
      static_cast<const char *>(tilec_kernel_binary(without, &plainBytes));
  ASSERT_TRUE(cap && plain);
  std::string capImage(cap, capBytes), plainImage(plain, plainBytes);
  EXPECT_NE(capImage, plainImage);
  if (std::string(tilec_kernel_format(withCap)) == "ptx") { // no ptxas here
    EXPECT_NE(capImage.find(".maxnreg 64"), std::string::npos);
    EXPECT_EQ(plainImage.find(".maxnreg"), std::string::npos);
  } else {
    tilec_kernel_stats stats{};
    ASSERT_EQ(tilec_kernel_stats_get(withCap, &stats), TILEC_OK);
    EXPECT_LE(stats.registers, 64u);
  }
  tilec_kernel_release(withCap);
  tilec_kernel_release(without);

  tilec_compile_options_ex bad = capped;
  bad.max_registers = 256;
  tilec_kernel k = nullptr;
  EXPECT_EQ(compile(bad, &k), TILEC_ERROR);
  EXPECT_NE(std::string(tilec_last_error()).find("max_registers must be 0"),
            std::string::npos)
      << tilec_last_error();
  EXPECT_EQ(k, nullptr);
}
