//===- jit_softmax.cpp - JIT-compile and run Triton kernels from C++ ------===//
//
// Compiles kernels/softmax.py and kernels/flash_attention.py with the tilec
// JIT, runs them on the best device present (a GPU, else the CPU
// interpreter) on random data with ragged sizes, and compares with a float64
// C++ reference. Prints PASS or FAIL per kernel; exits non-zero on a failure.
//
//   tilec-jit-softmax [path/to/kernels]
//
//===----------------------------------------------------------------------===//
#include "tilec/Autotuner.h"
#include "tilec/Compiler.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

using namespace tilec;

namespace {

/// fp32 data on the device: host memory on the interpreter, device memory
/// on a GPU (poisoned with NaN so that unwritten elements fail).
class Buffer {
public:
  Buffer(Device &device, std::vector<float> data)
      : device(device), host(std::move(data)) {
    if (device.isInterpreter())
      return;
    rt::Result<rt::DeviceBuffer> b =
        device.gpu()->allocate(host.size() * sizeof(float));
    if (!b.ok()) {
      error = b.message();
      return;
    }
    gpu = std::move(*b);
    rt::Status s =
        device.gpu()->copyToDevice(gpu, host.data(), host.size() * 4);
    if (!s.ok())
      error = s.message();
  }
  Arg arg() {
    return device.isInterpreter() ? Arg::host(host.data(), host.size() * 4)
                                  : Arg(gpu);
  }
  /// The contents after the kernels ran.
  const std::vector<float> &read() {
    if (!device.isInterpreter()) {
      rt::Status s =
          device.gpu()->copyToHost(host.data(), gpu, host.size() * 4);
      if (!s.ok())
        error = s.message();
    }
    return host;
  }
  std::string error;

private:
  Device &device;
  std::vector<float> host;
  rt::DeviceBuffer gpu;
};

std::vector<float> randomVector(size_t n, std::mt19937 &rng) {
  std::normal_distribution<float> dist(0, 1);
  std::vector<float> v(n);
  for (float &x : v)
    x = dist(rng);
  return v;
}

std::vector<float> nans(size_t n) {
  return std::vector<float>(n, std::numeric_limits<float>::quiet_NaN());
}

bool report(const std::string &what, double maxError, double tolerance,
            const std::string &error) {
  bool ok = error.empty() && maxError <= tolerance;
  llvm::outs() << (ok ? "PASS " : "FAIL ") << what
               << ": max |error| = " << llvm::format("%.3g", maxError)
               << " (tolerance " << llvm::format("%.1g", tolerance) << ")";
  if (!error.empty())
    llvm::outs() << ": " << error;
  llvm::outs() << "\n";
  return ok;
}

bool runSoftmax(Compiler &compiler, Device &device, const std::string &dir,
                std::mt19937 &rng) {
  const int rows = 37, cols = 781; // ragged: not a power of two
  JitFunction softmax(compiler, KernelSource::fromFile(dir + "/softmax.py"),
                      "softmax_kernel", "*fp32,*fp32,i32,i32,i32,i32",
                      {{"BLOCK_SIZE", "1024"}});
  std::vector<float> x = randomVector(rows * cols, rng);
  Buffer in(device, x), out(device, nans(rows * cols));
  if (!in.error.empty() || !out.error.empty())
    return report("softmax", 0, 0, in.error + out.error);
  if (tilec::Status s = softmax.launch(device, {16, 1, 1}, out.arg(), in.arg(),
                                       cols, cols, rows, cols);
      !s.ok())
    return report("softmax", 0, 0, s.message());
  const std::vector<float> &y = out.read();
  double maxError = 0;
  for (int r = 0; r < rows; ++r) {
    double mx = -INFINITY, sum = 0;
    for (int c = 0; c < cols; ++c)
      mx = std::max(mx, double(x[r * cols + c]));
    for (int c = 0; c < cols; ++c)
      sum += std::exp(double(x[r * cols + c]) - mx);
    for (int c = 0; c < cols; ++c) {
      double ref = std::exp(double(x[r * cols + c]) - mx) / sum;
      double e = std::fabs(y[r * cols + c] - ref);
      maxError = std::isnan(e) ? INFINITY : std::max(maxError, e);
    }
  }
  return report("softmax_kernel " + std::to_string(rows) + "x" +
                    std::to_string(cols),
                maxError, 1e-6, out.error);
}

bool runFlashAttention(Compiler &compiler, Device &device,
                       const std::string &dir, std::mt19937 &rng) {
  const int z = 2, h = 4, hkv = 2, n = 150, d = 64; // ragged: 150 rows
  const double smScale = 1.0 / std::sqrt(double(d));
  std::vector<float> q = randomVector(z * h * n * d, rng),
                     k = randomVector(z * hkv * n * d, rng),
                     v = randomVector(z * hkv * n * d, rng);
  bool allOk = true;
  for (bool causal : {false, true}) {
    // The autotuner picks BLOCK_M/BLOCK_N/num_warps by timing each config.
    AutotuneOptions tuning;
    if (device.isInterpreter()) {
      tuning.warmup = 0;
      tuning.repeats = 1;
    }
    // The signature: 6 pointers/scale, then 16 strides and Z, H, H_KV, N_CTX.
    std::string sig = "*fp32,*fp32,*fp32,fp32,*fp32,*fp32";
    for (int i = 0; i < 20; ++i)
      sig += ",i32";
    Autotuner tuner(compiler,
                    KernelSource::fromFile(dir + "/flash_attention.py"),
                    "_attn_fwd", sig,
                    {{"HEAD_DIM", std::to_string(d)},
                     {"IS_CAUSAL", causal ? "True" : "False"}},
                    {{{{"BLOCK_M", "64"}, {"BLOCK_N", "32"}}, 4},
                     {{{"BLOCK_M", "32"}, {"BLOCK_N", "32"}}, 4}},
                    /*key=*/{"N_CTX"}, tuning);
    Buffer bq(device, q), bk(device, k), bv(device, v),
        bm(device, nans(z * h * n)), bo(device, nans(z * h * n * d));
    auto grid = [&](const TuningConfig &c) {
      unsigned blockM = std::stoul(c.get("BLOCK_M"));
      return rt::Dim3{(n + blockM - 1) / blockM, unsigned(z * h), 1};
    };
    int sq[4] = {h * n * d, n * d, d, 1}, skv[4] = {hkv * n * d, n * d, d, 1};
    tilec::Status err =
        tuner.launch(device, grid, bq.arg(), bk.arg(), bv.arg(), float(smScale),
                     bm.arg(), bo.arg(), sq[0], sq[1], sq[2], sq[3], skv[0],
                     skv[1], skv[2], skv[3], skv[0], skv[1], skv[2], skv[3],
                     sq[0], sq[1], sq[2], sq[3], z, h, hkv, n);
    std::string name = std::string("_attn_fwd ") +
                       (causal ? "causal" : "non-causal") +
                       " Z=2 H=4 H_KV=2 "
                       "N_CTX=150 HEAD_DIM=64";
    if (!err.ok()) {
      allOk &= report(name, 0, 0, err.message());
      continue;
    }
    const std::vector<float> &o = bo.read();
    const std::vector<float> &m = bm.read();
    double maxError = 0;
    const double log2e = 1.4426950408889634;
    for (int zi = 0; zi < z; ++zi)
      for (int hi = 0; hi < h; ++hi) {
        int kvh = hi / (h / hkv);
        const float *qb = &q[(zi * h + hi) * n * d];
        const float *kb = &k[(zi * hkv + kvh) * n * d];
        const float *vb = &v[(zi * hkv + kvh) * n * d];
        for (int i = 0; i < n; ++i) {
          std::vector<double> s(n, -INFINITY);
          double mx = -INFINITY;
          for (int j = 0; j < (causal ? i + 1 : n); ++j) {
            double dot = 0;
            for (int c = 0; c < d; ++c)
              dot += double(qb[i * d + c]) * kb[j * d + c];
            s[j] = dot * smScale;
            mx = std::max(mx, s[j]);
          }
          double sum = 0;
          for (double &x : s)
            sum += (x = std::exp(x - mx));
          for (int c = 0; c < d; ++c) {
            double acc = 0;
            for (int j = 0; j < n; ++j)
              acc += s[j] * vb[j * d + c];
            double e =
                std::fabs(o[((zi * h + hi) * n + i) * d + c] - acc / sum);
            maxError = std::isnan(e) ? INFINITY : std::max(maxError, e);
          }
          double lse2 = (mx + std::log(sum)) * log2e;
          double e = std::fabs(m[(zi * h + hi) * n + i] - lse2);
          maxError = std::isnan(e) ? INFINITY : std::max(maxError, e);
        }
      }
    // fp32 dots may run as TF32 (10-bit mantissa), as in Triton.
    allOk &= report(name, maxError, 2e-2, bo.error + bm.error);
  }
  return allOk;
}

} // namespace

int main(int argc, char **argv) {
  std::string dir = argc > 1 ? argv[1] : TILEC_KERNELS_DIR;
  Compiler compiler;
  Device device = Device::best();
  llvm::outs() << "device: " << device.name() << " (" << device.target()
               << ")\n";
  std::mt19937 rng(2024);
  bool ok = runSoftmax(compiler, device, dir, rng);
  ok &= runFlashAttention(compiler, device, dir, rng);
  CacheStats s = compiler.cacheStats();
  llvm::outs() << "compiles " << s.compiles << ", disk hits " << s.diskHits
               << ", memory hits " << s.memoryHits << "\n";
  llvm::outs() << (ok ? "PASS" : "FAIL") << "\n";
  return ok ? 0 : 1;
}
