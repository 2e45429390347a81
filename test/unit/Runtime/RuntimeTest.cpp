//===- RuntimeTest.cpp - Unit tests of the tilec device runtime -----------===//
//
// Without a GPU only the host-side tests run, and the device tests skip
// saying why. With an NVIDIA GPU they load hand-written PTX and check what
// the kernels computed.
//
//===----------------------------------------------------------------------===//

#include "tilec/Runtime.h"
#include "vector_add_ptx.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <thread>

using namespace tilec::rt;

namespace {

// The shared vector add (examples/vector_add_ptx.h) plus a kernel of this
// test's own, in one module.
const std::string kTestPtx = std::string(kVectorAddPtx) + R"(
// Writes each scalar parameter, widened to 64 bits, to out[0..7]: checks that
// every KernelArg kind reaches the kernel with its exact size and bits.
.visible .entry scalars(
    .param .u64 out,
    .param .u8 p1,
    .param .u8 p8,
    .param .u16 p16,
    .param .u32 p32,
    .param .u64 p64,
    .param .u16 ph,
    .param .f32 pf,
    .param .f64 pd
)
{
    .reg .b16 %rs<4>;
    .reg .b32 %r<3>;
    .reg .b64 %rd<12>;
    .reg .f64 %fd<2>;

    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd1, %rd1;
    ld.param.u8 %rs1, [p1];
    cvt.u64.u16 %rd2, %rs1;
    st.global.u64 [%rd1], %rd2;
    ld.param.u8 %rs2, [p8];
    cvt.u64.u16 %rd3, %rs2;
    st.global.u64 [%rd1+8], %rd3;
    ld.param.u16 %rs3, [p16];
    cvt.u64.u16 %rd4, %rs3;
    st.global.u64 [%rd1+16], %rd4;
    ld.param.u32 %r1, [p32];
    cvt.u64.u32 %rd5, %r1;
    st.global.u64 [%rd1+24], %rd5;
    ld.param.u64 %rd6, [p64];
    st.global.u64 [%rd1+32], %rd6;
    ld.param.u16 %rs3, [ph];
    cvt.u64.u16 %rd7, %rs3;
    st.global.u64 [%rd1+40], %rd7;
    ld.param.u32 %r2, [pf];
    cvt.u64.u32 %rd8, %r2;
    st.global.u64 [%rd1+48], %rd8;
    ld.param.f64 %fd1, [pd];
    st.global.f64 [%rd1+56], %fd1;
    ret;
}
)";

//===----------------------------------------------------------------------===//
// Host-only tests: run everywhere.
//===----------------------------------------------------------------------===//

TEST(RuntimeStatus, CarriesMessage) {
  Status ok = Status::success();
  EXPECT_TRUE(ok.ok());
  EXPECT_EQ(ok.message(), "");
  Status bad = Status::error("cuMemAlloc failed: out of memory");
  EXPECT_FALSE(bad.ok());
  EXPECT_EQ(bad.message(), "cuMemAlloc failed: out of memory");

  Result<int> value = 42;
  ASSERT_TRUE(value.ok());
  EXPECT_EQ(*value, 42);
  Result<int> error = Status::error("no");
  EXPECT_FALSE(error.ok());
  EXPECT_EQ(error.message(), "no");
}

TEST(RuntimeKernelArg, ExactSizesAndBits) {
  EXPECT_EQ(KernelArg::pointer(DeviceAddress(0x1234)).size(), 8u);
  EXPECT_EQ(KernelArg::i1(true).size(), 1u);
  EXPECT_EQ(*static_cast<const std::uint8_t *>(KernelArg::i1(true).data()), 1);
  EXPECT_EQ(KernelArg::i8(-1).size(), 1u);
  EXPECT_EQ(KernelArg::u16(7).size(), 2u);
  EXPECT_EQ(KernelArg::i32(-3).size(), 4u);
  EXPECT_EQ(KernelArg::u64(1).size(), 8u);
  EXPECT_EQ(KernelArg::f16Bits(0x3c00).size(), 2u);
  EXPECT_EQ(KernelArg::bf16Bits(0x3f80).kind(), KernelArg::Kind::BF16);
  EXPECT_EQ(KernelArg::f64(1.0).size(), 8u);

  KernelArg f = KernelArg::f32(1.5f);
  ASSERT_EQ(f.size(), 4u);
  float back;
  std::memcpy(&back, f.data(), sizeof(back));
  EXPECT_EQ(back, 1.5f);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(f.data()) % 8, 0u);
}

// Opening never crashes: either a device, or a message saying what is
// missing. This is the check CI (no GPU) makes.
TEST(RuntimeOpen, ReportsWhatIsMissing) {
  for (Backend backend : {Backend::CUDA, Backend::HIP}) {
    Result<std::unique_ptr<Device>> device = openDevice(backend);
    if (device.ok()) {
      EXPECT_EQ((*device)->backend(), backend);
      EXPECT_FALSE((*device)->name().empty());
      continue;
    }
    const std::string &message = device.message();
    SCOPED_TRACE(message);
    if (backend == Backend::CUDA)
      EXPECT_TRUE(message.find("libcuda.so.1") != std::string::npos ||
                  message.find("CUDA driver found but") != std::string::npos);
    else
      EXPECT_TRUE(message.find("libamdhip64.so") != std::string::npos ||
                  message.find("HIP runtime found but") != std::string::npos);
  }
  // The same answer again: the driver is loaded (or not) once.
  Result<std::unique_ptr<Device>> again = openDevice(Backend::CUDA);
  (void)again;

  Result<std::unique_ptr<Device>> best = openBestDevice();
  if (!best.ok()) {
    EXPECT_NE(best.message().find("CUDA: "), std::string::npos);
    EXPECT_NE(best.message().find("HIP: "), std::string::npos);
  }
}

TEST(RuntimeOpen, BadOrdinal) {
  Result<std::unique_ptr<Device>> device = openDevice(Backend::CUDA, 1000);
  ASSERT_FALSE(device.ok());
  EXPECT_FALSE(device.message().empty());
  Result<std::unique_ptr<Device>> negative = openDevice(Backend::HIP, -1);
  ASSERT_FALSE(negative.ok());
  EXPECT_NE(negative.message().find("does not exist"), std::string::npos);
}

//===----------------------------------------------------------------------===//
// Device tests: skip without a GPU of the backend.
//===----------------------------------------------------------------------===//

class AnyDeviceTest : public ::testing::Test {
protected:
  void SetUp() override {
    Result<std::unique_ptr<Device>> opened = openBestDevice();
    if (!opened.ok())
      GTEST_SKIP() << "no GPU: " << opened.message();
    device = std::move(*opened);
  }
  std::unique_ptr<Device> device;
};

class CudaDeviceTest : public ::testing::Test {
protected:
  void SetUp() override {
    Result<std::unique_ptr<Device>> opened = openDevice(Backend::CUDA);
    if (!opened.ok())
      GTEST_SKIP() << "no CUDA device: " << opened.message();
    device = std::move(*opened);
    Result<Module> loaded = device->loadModule(kTestPtx, "ptx");
    ASSERT_TRUE(loaded.ok()) << loaded.message();
    module = std::move(*loaded);
  }

  /// Runs vector_add on n random elements and checks every output.
  void runVectorAdd(const Kernel &kernel, unsigned n, const Stream &stream,
                    unsigned seed) {
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> dist(-100.0f, 100.0f);
    std::vector<float> a(n), b(n), c(n);
    for (unsigned i = 0; i < n; ++i) {
      a[i] = dist(rng);
      b[i] = dist(rng);
    }
    std::size_t bytes = n * sizeof(float);
    Result<DeviceBuffer> da = device->allocate(bytes);
    Result<DeviceBuffer> db = device->allocate(bytes);
    // One element more than needed, to catch writes past n.
    Result<DeviceBuffer> dc = device->allocate(bytes + sizeof(float));
    ASSERT_TRUE(da.ok() && db.ok() && dc.ok()) << dc.message();
    ASSERT_TRUE(device->copyToDevice(*da, a.data(), bytes).ok());
    ASSERT_TRUE(device->copyToDevice(*db, b.data(), bytes).ok());
    // 0xff bytes are NaNs: an element the kernel does not write fails.
    ASSERT_TRUE(device->memset(*dc, 0xff, dc->size()).ok());

    unsigned block = 128;
    Status launched =
        kernel.launch({(n + block - 1) / block}, {block}, 0, stream,
                      {KernelArg::pointer(*da), KernelArg::pointer(*db),
                       KernelArg::pointer(*dc), KernelArg::u32(n)});
    ASSERT_TRUE(launched.ok()) << launched.message();
    Status synced = stream.synchronize();
    ASSERT_TRUE(synced.ok()) << synced.message();
    std::vector<float> out(n + 1);
    Status copied = device->copyToHost(out.data(), *dc, dc->size());
    ASSERT_TRUE(copied.ok()) << copied.message();
    for (unsigned i = 0; i < n; ++i)
      ASSERT_EQ(out[i], a[i] + b[i]) << "element " << i << " of " << n;
    EXPECT_TRUE(std::isnan(out[n])) << "kernel wrote past the end";
  }

  std::unique_ptr<Device> device;
  std::optional<Module> module;
};

TEST_F(AnyDeviceTest, DescribesItself) {
  std::string target = device->targetName();
  if (device->backend() == Backend::CUDA) {
    EXPECT_EQ(target.rfind("sm_", 0), 0u) << target;
  } else {
    EXPECT_EQ(target.rfind("gfx", 0), 0u) << target;
    EXPECT_EQ(target.find(':'), std::string::npos) << target;
  }
  EXPECT_GT(device->totalMemory(), 0u);
  std::printf("device: %s (%s, %s), %zu MiB\n", device->name().c_str(),
              backendName(device->backend()), target.c_str(),
              device->totalMemory() >> 20);
}

TEST_F(AnyDeviceTest, CopyRoundTrip) {
  std::vector<std::uint8_t> in(1 << 20);
  std::mt19937 rng(7);
  for (std::uint8_t &byte : in)
    byte = static_cast<std::uint8_t>(rng());
  Result<DeviceBuffer> buffer = device->allocate(in.size());
  ASSERT_TRUE(buffer.ok()) << buffer.message();
  EXPECT_EQ(buffer->size(), in.size());
  EXPECT_NE(buffer->address(), 0u);
  ASSERT_TRUE(device->copyToDevice(*buffer, in.data(), in.size()).ok());
  std::vector<std::uint8_t> out(in.size());
  ASSERT_TRUE(device->copyToHost(out.data(), *buffer, out.size()).ok());
  EXPECT_EQ(in, out);

  // Offsets and memset.
  ASSERT_TRUE(device->memset(*buffer, 0xab, 16, /*offset=*/100).ok());
  std::uint8_t window[20];
  ASSERT_TRUE(device->copyToHost(window, *buffer, 20, /*offset=*/98).ok());
  EXPECT_EQ(window[0], in[98]);
  EXPECT_EQ(window[1], in[99]);
  for (int i = 2; i < 18; ++i)
    EXPECT_EQ(window[i], 0xab) << i;
  EXPECT_EQ(window[18], in[116]);
}

TEST_F(AnyDeviceTest, RangeErrors) {
  Result<DeviceBuffer> buffer = device->allocate(64);
  ASSERT_TRUE(buffer.ok()) << buffer.message();
  char host[128] = {};
  Status tooMuch = device->copyToDevice(*buffer, host, 65);
  EXPECT_FALSE(tooMuch.ok());
  EXPECT_NE(tooMuch.message().find("overrun a buffer of 64 bytes"),
            std::string::npos)
      << tooMuch.message();
  EXPECT_FALSE(device->copyToHost(host, *buffer, 8, /*offset=*/60).ok());
  EXPECT_FALSE(device->memset(*buffer, 0, 1, /*offset=*/65).ok());
  DeviceBuffer empty;
  EXPECT_FALSE(device->copyToHost(host, empty, 1).ok());
  Result<DeviceBuffer> zero = device->allocate(0);
  ASSERT_TRUE(zero.ok()) << zero.message();
  EXPECT_EQ(zero->size(), 0u);
}

TEST_F(AnyDeviceTest, RejectsWrongModuleFormat) {
  Result<Module> unknown = device->loadModule("xyz", "spirv");
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(unknown.message().find("unknown module format 'spirv'"),
            std::string::npos);
  const char *foreign = device->backend() == Backend::CUDA ? "hsaco" : "ptx";
  Result<Module> wrong = device->loadModule("\x7f"
                                            "ELF....",
                                            foreign);
  ASSERT_FALSE(wrong.ok());
  EXPECT_NE(wrong.message().find("cannot load"), std::string::npos)
      << wrong.message();
}

TEST_F(CudaDeviceTest, VectorAdd) {
  Result<Kernel> kernel = module->getFunction("vector_add");
  ASSERT_TRUE(kernel.ok()) << kernel.message();
  // Ragged sizes: partial last block, one element, several blocks.
  for (unsigned n : {1u, 100u, 128u, 1000u, 100003u})
    runVectorAdd(*kernel, n, device->defaultStream(), n);
}

TEST_F(CudaDeviceTest, ScalarArgumentsArriveIntact) {
  Result<Kernel> kernel = module->getFunction("scalars");
  ASSERT_TRUE(kernel.ok()) << kernel.message();
  Result<DeviceBuffer> out = device->allocate(8 * sizeof(std::uint64_t));
  ASSERT_TRUE(out.ok()) << out.message();
  ASSERT_TRUE(device->memset(*out, 0xee, out->size()).ok());
  Status launched = kernel->launch(
      {1}, {1}, 0, device->defaultStream(),
      {KernelArg::pointer(*out), KernelArg::i1(true), KernelArg::i8(-5),
       KernelArg::i16(-2), KernelArg::u32(0xdeadbeef),
       KernelArg::i64(-1234567890123LL), KernelArg::f16Bits(0x3c00),
       KernelArg::f32(2.5f), KernelArg::f64(-0.125)});
  ASSERT_TRUE(launched.ok()) << launched.message();
  std::uint64_t got[8];
  Status copied = device->copyToHost(got, *out, sizeof(got));
  ASSERT_TRUE(copied.ok()) << copied.message();
  EXPECT_EQ(got[0], 1u);
  EXPECT_EQ(got[1], 0xfbu);
  EXPECT_EQ(got[2], 0xfffeu);
  EXPECT_EQ(got[3], 0xdeadbeefu);
  EXPECT_EQ(static_cast<std::int64_t>(got[4]), -1234567890123LL);
  EXPECT_EQ(got[5], 0x3c00u);
  std::uint32_t f32Bits;
  float f32 = 2.5f;
  std::memcpy(&f32Bits, &f32, 4);
  EXPECT_EQ(got[6], f32Bits);
  double f64;
  std::memcpy(&f64, &got[7], 8);
  EXPECT_EQ(f64, -0.125);
}

TEST_F(CudaDeviceTest, StreamsAndEvents) {
  Result<Kernel> kernel = module->getFunction("vector_add");
  ASSERT_TRUE(kernel.ok()) << kernel.message();
  Result<Stream> stream = device->createStream();
  ASSERT_TRUE(stream.ok()) << stream.message();
  EXPECT_NE(stream->handle(), nullptr);
  Result<Event> start = device->createEvent();
  Result<Event> end = device->createEvent();
  ASSERT_TRUE(start.ok() && end.ok()) << end.message();
  ASSERT_TRUE(device->recordEvent(*start, *stream).ok());
  runVectorAdd(*kernel, 1 << 20, *stream, 11);
  ASSERT_TRUE(device->recordEvent(*end, *stream).ok());
  Result<float> ms = device->elapsedMs(*start, *end);
  ASSERT_TRUE(ms.ok()) << ms.message();
  EXPECT_GE(*ms, 0.0f);
  std::printf("vector_add of 2^20 floats with copies: %.3f ms\n", *ms);
}

TEST_F(CudaDeviceTest, ConcurrentThreads) {
  Result<Kernel> kernel = module->getFunction("vector_add");
  ASSERT_TRUE(kernel.ok()) << kernel.message();
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      for (unsigned i = 0; i < 5; ++i)
        runVectorAdd(*kernel, 5000 + 37 * t + i, device->defaultStream(),
                     100 * t + i);
    });
  for (std::thread &thread : threads)
    thread.join();
  EXPECT_TRUE(device->synchronize().ok());
}

TEST_F(CudaDeviceTest, ReportsPtxErrorsAndMissingKernels) {
  Result<Module> bad = device->loadModule(
      ".version 8.0\n.target sm_80\n.address_size 64\n"
      ".visible .entry broken() {\n  add.f32 %f1, %f2, 1.0;\n  ret;\n}\n",
      "ptx");
  ASSERT_FALSE(bad.ok());
  // The driver's error name and the JIT log, which names the line.
  EXPECT_NE(bad.message().find("cuModuleLoadDataEx"), std::string::npos);
  EXPECT_NE(bad.message().find("CUDA_ERROR_INVALID_PTX"), std::string::npos)
      << bad.message();
  EXPECT_NE(bad.message().find("line 5"), std::string::npos) << bad.message();

  Result<Kernel> missing = module->getFunction("no_such_kernel");
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.message().find("'no_such_kernel'"), std::string::npos);
  EXPECT_NE(missing.message().find("CUDA_ERROR_NOT_FOUND"), std::string::npos)
      << missing.message();
}

TEST_F(CudaDeviceTest, ReportsBadLaunches) {
  Result<Kernel> kernel = module->getFunction("vector_add");
  ASSERT_TRUE(kernel.ok()) << kernel.message();
  Status empty = kernel->launch({0}, {128}, 0, device->defaultStream(), {});
  EXPECT_FALSE(empty.ok());
  EXPECT_NE(empty.message().find("empty grid"), std::string::npos);
  Result<DeviceBuffer> buffer = device->allocate(16);
  ASSERT_TRUE(buffer.ok());
  // 4096 threads per block is more than any NVIDIA GPU allows.
  Status tooBig =
      kernel->launch({1}, {4096}, 0, device->defaultStream(),
                     {KernelArg::pointer(*buffer), KernelArg::pointer(*buffer),
                      KernelArg::pointer(*buffer), KernelArg::u32(0)});
  ASSERT_FALSE(tooBig.ok());
  EXPECT_NE(tooBig.message().find("cuLaunchKernel('vector_add'"),
            std::string::npos)
      << tooBig.message();
  EXPECT_NE(tooBig.message().find("CUDA_ERROR_INVALID_VALUE"),
            std::string::npos)
      << tooBig.message();
  // The context survives a rejected launch.
  EXPECT_TRUE(device->synchronize().ok());
}

// Above 48 KiB of dynamic shared memory CUDA needs a per-function opt-in,
// which launch makes; past the device's limit the opt-in itself fails.
TEST_F(CudaDeviceTest, LargeDynamicSharedMemory) {
  Result<Kernel> kernel = module->getFunction("vector_add");
  ASSERT_TRUE(kernel.ok()) << kernel.message();
  Result<DeviceBuffer> buffer = device->allocate(64 * sizeof(float));
  ASSERT_TRUE(buffer.ok()) << buffer.message();
  std::vector<KernelArg> args = {
      KernelArg::pointer(*buffer), KernelArg::pointer(*buffer),
      KernelArg::pointer(*buffer), KernelArg::u32(64)};
  Status fits =
      kernel->launch({1}, {64}, 100 * 1024, device->defaultStream(), args);
  EXPECT_TRUE(fits.ok()) << fits.message();
  Status tooMuch =
      kernel->launch({1}, {64}, 1024 * 1024, device->defaultStream(), args);
  ASSERT_FALSE(tooMuch.ok());
  EXPECT_NE(tooMuch.message().find("cuFuncSetAttribute('vector_add'"),
            std::string::npos)
      << tooMuch.message();
  EXPECT_TRUE(device->synchronize().ok());
}

TEST_F(CudaDeviceTest, ObjectsOutliveTheDevice) {
  Result<Kernel> kernel = module->getFunction("vector_add");
  ASSERT_TRUE(kernel.ok()) << kernel.message();
  Result<DeviceBuffer> buffer = device->allocate(256);
  ASSERT_TRUE(buffer.ok());
  DeviceBuffer kept = std::move(*buffer);
  Kernel keptKernel = *kernel;
  module.reset();
  device.reset();
  // The context and module stay alive through the handles.
  EXPECT_TRUE(keptKernel
                  .launch({1}, {64}, 0, Stream(),
                          {KernelArg::pointer(kept), KernelArg::pointer(kept),
                           KernelArg::pointer(kept), KernelArg::u32(64)})
                  .ok());
}

} // namespace
