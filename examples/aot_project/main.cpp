// aot_example: runs the ahead-of-time compiled scaled_add_kernel (both of its
// specializations) and libtilec_kernels' softmax on the best GPU and checks
// them against float64 host references. Without a GPU it prints
// "no GPU: <reason>" and exits 77 (the usual "skipped" code).
#include "scaled_add_kernel.h"
#ifdef HAVE_TILEC_KERNELS
#include "tilec/kernels.h"
#endif

#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <vector>

using tilec::rt::DeviceBuffer;
using tilec::rt::Status;

static int fail(const char *what, const std::string &message) {
  std::fprintf(stderr, "aot_example: %s: %s\n", what, message.c_str());
  return 1;
}

// out[i] = alpha * x[i] + y[i] for n elements starting `offset` floats into
// the buffers; the rest of `out` must stay NaN.
static int checkScaledAdd(tilec::rt::Device &device, int n, int offset) {
  std::mt19937 rng(1234 + n);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::size_t total = n + offset;
  std::vector<float> x(total), y(total);
  for (std::size_t i = 0; i < total; ++i) {
    x[i] = dist(rng);
    y[i] = dist(rng);
  }
  std::vector<float> out(total, std::numeric_limits<float>::quiet_NaN());
  std::size_t bytes = total * sizeof(float);
  auto dx = device.allocate(bytes), dy = device.allocate(bytes),
       dout = device.allocate(bytes);
  if (!dx.ok() || !dy.ok() || !dout.ok())
    return fail("allocate", dx.ok() ? (dy.ok() ? dout.message() : dy.message())
                                    : dx.message());
  for (auto [buffer, data] :
       {std::pair{&*dx, x.data()}, std::pair{&*dy, y.data()},
        std::pair{&*dout, out.data()}})
    if (Status s = device.copyToDevice(*buffer, data, bytes); !s.ok())
      return fail("copyToDevice", s.message());
  const float alpha = 1.75f;
  tilec::rt::Dim3 grid{static_cast<unsigned>((n + 1023) / 1024), 1, 1};
  std::uint64_t shift = offset * sizeof(float);
  Status s = scaled_add_kernel(device, device.defaultStream(), grid,
                               dx->address() + shift, dy->address() + shift,
                               dout->address() + shift, alpha, n);
  if (!s.ok())
    return fail("scaled_add_kernel", s.message());
  if (Status c = device.copyToHost(out.data(), *dout, bytes); !c.ok())
    return fail("copyToHost", c.message());
  for (std::size_t i = 0; i < total; ++i) {
    bool inside = i >= static_cast<std::size_t>(offset);
    double want = double(alpha) * x[i] + y[i];
    if (inside ? !(std::fabs(out[i] - want) <= 1e-5 * (1 + std::fabs(want)))
               : !std::isnan(out[i])) {
      std::fprintf(
          stderr,
          "aot_example: scaled_add n=%d offset=%d: out[%zu] = %g, want %s\n", n,
          offset, i, out[i], inside ? std::to_string(want).c_str() : "NaN");
      return 1;
    }
  }
  std::printf("scaled_add_kernel n=%d offset=%d: ok\n", n, offset);
  return 0;
}

#ifdef HAVE_TILEC_KERNELS
static int checkSoftmax(tilec::rt::Device &device, int rows, int cols) {
  int stride = cols + 3; // ragged rows, unaligned: the generic specialization
  std::mt19937 rng(99 + cols);
  std::normal_distribution<float> dist(0.0f, 2.0f);
  std::vector<float> in(std::size_t(rows) * stride), out(in.size());
  for (float &v : in)
    v = dist(rng);
  for (float &v : out)
    v = std::numeric_limits<float>::quiet_NaN();
  std::size_t bytes = in.size() * sizeof(float);
  auto din = device.allocate(bytes), dout = device.allocate(bytes);
  if (!din.ok() || !dout.ok())
    return fail("allocate", din.ok() ? dout.message() : din.message());
  if (Status s = device.copyToDevice(*din, in.data(), bytes); !s.ok())
    return fail("copyToDevice", s.message());
  if (Status s = device.copyToDevice(*dout, out.data(), bytes); !s.ok())
    return fail("copyToDevice", s.message());
  Status s = tilec::kernels::softmaxRows(
      device, device.defaultStream(), dout->address(), din->address(), rows,
      cols, stride, stride, tilec::kernels::DType::F32);
  if (!s.ok())
    return fail("softmaxRows", s.message());
  if (Status c = device.copyToHost(out.data(), *dout, bytes); !c.ok())
    return fail("copyToHost", c.message());
  for (int r = 0; r < rows; ++r) {
    const float *row = &in[std::size_t(r) * stride];
    double max = -INFINITY, sum = 0;
    for (int c = 0; c < cols; ++c)
      max = std::fmax(max, row[c]);
    for (int c = 0; c < cols; ++c)
      sum += std::exp(row[c] - max);
    for (int c = 0; c < stride; ++c) {
      float got = out[std::size_t(r) * stride + c];
      double want = c < cols ? std::exp(row[c] - max) / sum : NAN;
      bool ok = c < cols ? std::fabs(got - want) <= 1e-5 * want + 1e-7
                         : std::isnan(got);
      if (!ok) {
        std::fprintf(stderr,
                     "aot_example: softmax %dx%d: out[%d][%d] = %g, want %g\n",
                     rows, cols, r, c, got, want);
        return 1;
      }
    }
  }
  std::printf("tilec::kernels::softmaxRows %dx%d: ok\n", rows, cols);
  return 0;
}
#endif

int main() {
  auto device = tilec::rt::openBestDevice();
  if (!device.ok()) {
    std::printf("no GPU: %s\n", device.message().c_str());
    return 77;
  }
  tilec::rt::Device &dev = **device;
  std::printf("device: %s (%s); scaled_add_kernel holds %s\n",
              dev.name().c_str(), dev.targetName().c_str(),
              scaled_add_kernel_targets());
  int status =
      checkScaledAdd(dev, 100000, 0); // aligned: the :16 specialization
  status |=
      checkScaledAdd(dev, 99999, 1); // n odd, pointers off by 4 bytes: generic
#ifdef HAVE_TILEC_KERNELS
  status |= checkSoftmax(dev, 37, 1000); // one tile, BLOCK_SIZE 1024
  status |= checkSoftmax(dev, 5, 20000); // online kernel
#endif
  std::printf(status ? "FAILED\n" : "all checks passed\n");
  return status;
}
