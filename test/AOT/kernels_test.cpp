//===- kernels_test.cpp - libtilec_kernels on a GPU vs float64 references -===//
//
// Runs softmaxRows (every dtype; one-tile and online kernels; aligned and
// unaligned rows), attentionForward and attentionBackward (fp16/bf16, head
// dims 64/128, causal or not, with and without dropout (its mask from an
// independent Philox), grouped-query heads, a ragged sequence length)
// and layerNormBackward / rmsNormBackward (every dtype, ragged widths) on the
// best GPU and compares with float64 host references on fresh random data,
// outputs poisoned with NaN first. Exits 77 (skipped) without a GPU.
//
//===----------------------------------------------------------------------===//
#include "tilec/kernels.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

using namespace tilec;
using kernels::DType;

static std::uint16_t toHalf(float value) {
  std::uint32_t x;
  std::memcpy(&x, &value, 4);
  std::uint32_t sign = (x >> 16) & 0x8000u, abs = x & 0x7fffffffu;
  if (abs >= 0x7f800000u)
    return sign | 0x7c00u | (abs > 0x7f800000u ? 0x200u : 0u);
  if (abs >= 0x477ff000u)
    return sign | 0x7c00u;
  if (abs < 0x38800000u) {
    if (abs < 0x33000000u)
      return sign;
    std::uint32_t mant = (abs & 0x7fffffu) | 0x800000u;
    unsigned shift = 126u - (abs >> 23);
    std::uint32_t q = mant >> shift, rem = mant & ((1u << shift) - 1u),
                  half = 1u << (shift - 1u);
    if (rem > half || (rem == half && (q & 1u)))
      ++q;
    return sign | q;
  }
  std::uint32_t h = (((abs >> 23) - 112u) << 10) | ((abs & 0x7fffffu) >> 13);
  std::uint32_t rem = abs & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (h & 1u)))
    ++h;
  return sign | h;
}

static float fromHalf(std::uint16_t h) {
  std::uint32_t sign = (h & 0x8000u) << 16, exp = (h >> 10) & 0x1f,
                mant = h & 0x3ff;
  float value;
  if (exp == 0)
    value = std::ldexp(static_cast<float>(mant), -24);
  else if (exp == 31)
    value = mant ? NAN : INFINITY;
  else
    value = std::ldexp(static_cast<float>(mant | 0x400), int(exp) - 25);
  std::uint32_t bits;
  std::memcpy(&bits, &value, 4);
  bits |= sign;
  std::memcpy(&value, &bits, 4);
  return value;
}

static std::uint16_t toBF16(float value) {
  std::uint32_t x;
  std::memcpy(&x, &value, 4);
  if ((x & 0x7fffffffu) > 0x7f800000u)
    return (x >> 16) | 0x40u;
  return (x + 0x7fffu + ((x >> 16) & 1u)) >> 16;
}

static float fromBF16(std::uint16_t b) {
  std::uint32_t x = std::uint32_t(b) << 16;
  float value;
  std::memcpy(&value, &x, 4);
  return value;
}

/// Host data in a kernel dtype: the values as the device sees them (rounded)
/// and their bytes.
struct Tensor {
  DType dtype;
  std::vector<double> values;
  std::vector<unsigned char> bytes;

  Tensor(DType dtype, std::size_t n) : dtype(dtype), values(n) {
    bytes.resize(n * elementSize());
  }
  std::size_t elementSize() const { return dtype == DType::F32 ? 4 : 2; }
  void set(std::size_t i, double v) {
    if (dtype == DType::F32) {
      float f = static_cast<float>(v);
      std::memcpy(&bytes[i * 4], &f, 4);
      values[i] = f;
    } else {
      std::uint16_t h = dtype == DType::F16 ? toHalf(static_cast<float>(v))
                                            : toBF16(static_cast<float>(v));
      std::memcpy(&bytes[i * 2], &h, 2);
      values[i] = dtype == DType::F16 ? fromHalf(h) : fromBF16(h);
    }
  }
  void poison() {
    for (std::size_t i = 0; i < values.size(); ++i)
      set(i, NAN);
  }
  double get(std::size_t i) const {
    if (dtype == DType::F32) {
      float f;
      std::memcpy(&f, &bytes[i * 4], 4);
      return f;
    }
    std::uint16_t h;
    std::memcpy(&h, &bytes[i * 2], 2);
    return dtype == DType::F16 ? fromHalf(h) : fromBF16(h);
  }
};

static int failures = 0;

static bool check(bool ok, const std::string &what) {
  if (!ok) {
    std::fprintf(stderr, "FAIL: %s\n", what.c_str());
    ++failures;
  }
  return ok;
}

static rt::DeviceBuffer upload(rt::Device &device, const Tensor &t) {
  rt::Result<rt::DeviceBuffer> buffer = device.allocate(t.bytes.size());
  if (!buffer.ok()) {
    std::fprintf(stderr, "allocate: %s\n", buffer.message().c_str());
    std::exit(1);
  }
  if (rt::Status s =
          device.copyToDevice(*buffer, t.bytes.data(), t.bytes.size());
      !s.ok()) {
    std::fprintf(stderr, "copyToDevice: %s\n", s.message().c_str());
    std::exit(1);
  }
  return std::move(buffer).value();
}

static void download(rt::Device &device, Tensor &t,
                     const rt::DeviceBuffer &buffer) {
  if (rt::Status s = device.copyToHost(t.bytes.data(), buffer, t.bytes.size());
      !s.ok()) {
    std::fprintf(stderr, "copyToHost: %s\n", s.message().c_str());
    std::exit(1);
  }
}

static double tolerance(DType dtype) {
  return dtype == DType::F32 ? 1e-5 : dtype == DType::F16 ? 2e-3 : 1.6e-2;
}

static void testSoftmax(rt::Device &device, std::mt19937 &rng, DType dtype,
                        int rows, int cols, int stride) {
  std::normal_distribution<double> dist(0.0, 2.0);
  Tensor in(dtype, std::size_t(rows) * stride), out(dtype, in.values.size());
  for (std::size_t i = 0; i < in.values.size(); ++i)
    in.set(i, dist(rng));
  out.poison();
  rt::DeviceBuffer din = upload(device, in), dout = upload(device, out);
  std::string what = std::string("softmax ") + kernels::dtypeName(dtype) + " " +
                     std::to_string(rows) + "x" + std::to_string(cols) +
                     " stride " + std::to_string(stride);
  rt::Status s =
      kernels::softmaxRows(device, device.defaultStream(), dout.address(),
                           din.address(), rows, cols, stride, stride, dtype);
  if (!check(s.ok(), what + ": " + s.message()))
    return;
  download(device, out, dout);
  double tol = tolerance(dtype);
  for (int r = 0; r < rows; ++r) {
    double max = -INFINITY, sum = 0;
    for (int c = 0; c < cols; ++c)
      max = std::fmax(max, in.values[std::size_t(r) * stride + c]);
    for (int c = 0; c < cols; ++c)
      sum += std::exp(in.values[std::size_t(r) * stride + c] - max);
    for (int c = 0; c < stride; ++c) {
      std::size_t i = std::size_t(r) * stride + c;
      double got = out.get(i);
      bool ok;
      double want = NAN;
      if (c < cols) {
        want = std::exp(in.values[i] - max) / sum;
        ok = std::fabs(got - want) <= tol * want + 1e-6;
      } else {
        ok = std::isnan(got); // past the row: never written
      }
      if (!check(ok, what + ": out[" + std::to_string(r) + "][" +
                         std::to_string(c) + "] = " + std::to_string(got) +
                         ", want " + std::to_string(want)))
        return;
    }
  }
  std::printf("ok: %s\n", what.c_str());
}

/// Philox4x32-10's first output for `counter` under the 64-bit `key`,
/// written from Salmon et al. (SC'11): four words, counter in the first.
static std::uint32_t philox(std::uint64_t key, std::uint32_t counter) {
  std::uint32_t x[4] = {counter, 0, 0, 0};
  std::uint32_t k[2] = {static_cast<std::uint32_t>(key),
                        static_cast<std::uint32_t>(key >> 32)};
  for (int round = 0; round < 10; ++round) {
    std::uint64_t p0 = std::uint64_t(0xD2511F53u) * x[0],
                  p1 = std::uint64_t(0xCD9E8D57u) * x[2];
    std::uint32_t y[4] = {
        std::uint32_t(p1 >> 32) ^ x[1] ^ k[0], std::uint32_t(p1),
        std::uint32_t(p0 >> 32) ^ x[3] ^ k[1], std::uint32_t(p0)};
    std::memcpy(x, y, sizeof(x));
    k[0] += 0x9E3779B9u;
    k[1] += 0xBB67AE85u;
  }
  return x[0];
}

/// The factor dropout applies to probability (m, n) of head `zh` (z * heads +
/// h): tl.rand's uniform float of Philox(seed + zh, m * seqLen + n) must
/// exceed p for the element to be kept (times 1 / (1 - p)); 1 without dropout.
static double dropFactor(const kernels::Dropout &dropout, int zh, int m, int n,
                         int seqLen) {
  if (dropout.p <= 0.0f)
    return 1.0;
  std::uint32_t bits = philox(dropout.seed + static_cast<std::uint64_t>(zh),
                              static_cast<std::uint32_t>(m) *
                                      static_cast<std::uint32_t>(seqLen) +
                                  static_cast<std::uint32_t>(n));
  std::int32_t i;
  std::memcpy(&i, &bits, 4);
  std::int64_t magnitude = i < 0 ? -std::int64_t(i) - 1 : i;
  float uniform = static_cast<float>(magnitude) * 4.6566127342e-10f;
  return uniform > dropout.p ? 1.0 / (1.0 - double(dropout.p)) : 0.0;
}

static std::string attentionName(const char *what, DType dtype, int headDim,
                                 bool causal, const kernels::Dropout &dropout) {
  std::string name = std::string(what) + " " + kernels::dtypeName(dtype) +
                     " d" + std::to_string(headDim) +
                     (causal ? " causal" : " full");
  if (dropout.p > 0.0f)
    name += " dropout " + std::to_string(dropout.p);
  return name;
}

static void testAttention(rt::Device &device, std::mt19937 &rng, DType dtype,
                          int headDim, bool causal,
                          const kernels::Dropout &dropout) {
  kernels::AttentionShape shape;
  shape.batch = 2;
  shape.heads = 4;
  shape.kvHeads = 2;  // grouped-query: two query heads per K/V head
  shape.seqLen = 150; // ragged: not a multiple of any BLOCK_M / BLOCK_N
  shape.headDim = headDim;
  const int Z = shape.batch, H = shape.heads, HKV = shape.kvHeads,
            N = shape.seqLen, D = headDim;
  std::normal_distribution<double> dist(0.0, 1.0);
  Tensor q(dtype, std::size_t(Z) * H * N * D), o(dtype, q.values.size());
  Tensor k(dtype, std::size_t(Z) * HKV * N * D), v(dtype, k.values.size());
  Tensor lse(DType::F32, std::size_t(Z) * H * N);
  for (Tensor *t : {&q, &k, &v})
    for (std::size_t i = 0; i < t->values.size(); ++i)
      t->set(i, dist(rng));
  o.poison();
  lse.poison();
  rt::DeviceBuffer dq = upload(device, q), dk = upload(device, k),
                   dv = upload(device, v), dout = upload(device, o),
                   dlse = upload(device, lse);
  const float smScale = 1.0f / std::sqrt(static_cast<float>(D));
  std::string what = attentionName("attention", dtype, D, causal, dropout);
  rt::Status s = kernels::attentionForward(
      device, device.defaultStream(), dq.address(), dk.address(), dv.address(),
      dout.address(), dlse.address(), shape, kernels::contiguousStrides(shape),
      causal, dtype, smScale, dropout);
  if (!check(s.ok(), what + ": " + s.message()))
    return;
  download(device, o, dout);
  download(device, lse, dlse);
  double tol = dtype == DType::F16 ? 1e-2 : 4e-2;
  std::vector<double> p(N);
  for (int z = 0; z < Z; ++z)
    for (int h = 0; h < H; ++h) {
      int hk = h / (H / HKV);
      auto at = [&](const Tensor &t, int heads, int hh, int n, int d) {
        return t.values[((std::size_t(z) * heads + hh) * N + n) * D + d];
      };
      for (int m = 0; m < N; ++m) {
        double max = -INFINITY;
        int visible = causal ? m + 1 : N;
        for (int n = 0; n < visible; ++n) {
          double dot = 0;
          for (int d = 0; d < D; ++d)
            dot += at(q, H, h, m, d) * at(k, HKV, hk, n, d);
          p[n] = dot * smScale;
          max = std::fmax(max, p[n]);
        }
        double sum = 0;
        for (int n = 0; n < visible; ++n)
          sum += (p[n] = std::exp(p[n] - max));
        double wantLse = (max + std::log(sum)) / std::log(2.0);
        double gotLse = lse.get((std::size_t(z) * H + h) * N + m);
        if (!check(
                std::fabs(gotLse - wantLse) <= 1e-3 * (1 + std::fabs(wantLse)),
                what + ": lse[" + std::to_string(z) + "," + std::to_string(h) +
                    "," + std::to_string(m) + "] = " + std::to_string(gotLse) +
                    ", want " + std::to_string(wantLse)))
          return;
        for (int d = 0; d < D; ++d) {
          double want = 0;
          for (int n = 0; n < visible; ++n)
            want += p[n] / sum * dropFactor(dropout, z * H + h, m, n, N) *
                    at(v, HKV, hk, n, d);
          double got = o.get(((std::size_t(z) * H + h) * N + m) * D + d);
          if (!check(std::fabs(got - want) <= tol * (1 + std::fabs(want)),
                     what + ": o[" + std::to_string(z) + "," +
                         std::to_string(h) + "," + std::to_string(m) + "," +
                         std::to_string(d) + "] = " + std::to_string(got) +
                         ", want " + std::to_string(want)))
            return;
        }
      }
    }
  std::printf("ok: %s\n", what.c_str());
}

/// ||got - want|| / ||want|| <= tol over `n` values, NaN failing.
static bool closeNorm(const std::string &what, const Tensor &got,
                      const std::vector<double> &want, double tol) {
  double err = 0, ref = 0;
  for (std::size_t i = 0; i < want.size(); ++i) {
    double g = got.get(i);
    if (std::isnan(g))
      return check(false, what + ": element " + std::to_string(i) + " is NaN");
    err += (g - want[i]) * (g - want[i]);
    ref += want[i] * want[i];
  }
  double rel = std::sqrt(err) / (ref > 0 ? std::sqrt(ref) : 1.0);
  return check(rel <= tol, what + ": relative error " + std::to_string(rel));
}

static void testAttentionBackward(rt::Device &device, std::mt19937 &rng,
                                  DType dtype, int headDim, bool causal,
                                  const kernels::Dropout &dropout) {
  kernels::AttentionShape shape;
  shape.batch = 2;
  shape.heads = 4;
  shape.kvHeads = 2;  // grouped-query: dK/dV sum two query heads
  shape.seqLen = 150; // ragged
  shape.headDim = headDim;
  const int Z = shape.batch, H = shape.heads, HKV = shape.kvHeads,
            N = shape.seqLen, D = headDim, G = H / HKV;
  std::normal_distribution<double> dist(0.0, 1.0);
  const std::size_t nq = std::size_t(Z) * H * N * D,
                    nk = std::size_t(Z) * HKV * N * D;
  Tensor q(dtype, nq), k(dtype, nk), v(dtype, nk), o(dtype, nq), dO(dtype, nq);
  Tensor dq(dtype, nq), dk(dtype, nk), dv(dtype, nk);
  Tensor lse(DType::F32, std::size_t(Z) * H * N),
      delta(DType::F32, lse.values.size());
  for (Tensor *t : {&q, &k, &v, &dO})
    for (std::size_t i = 0; i < t->values.size(); ++i)
      t->set(i, dist(rng));
  for (Tensor *t : {&o, &dq, &dk, &dv, &lse, &delta})
    t->poison();
  rt::DeviceBuffer bq = upload(device, q), bk = upload(device, k),
                   bv = upload(device, v), bo = upload(device, o),
                   bdo = upload(device, dO), blse = upload(device, lse),
                   bdq = upload(device, dq), bdk = upload(device, dk),
                   bdv = upload(device, dv), bdelta = upload(device, delta);
  const float smScale = 1.0f / std::sqrt(static_cast<float>(D));
  std::string what =
      attentionName("attention backward", dtype, D, causal, dropout);
  rt::Status s = kernels::attentionForward(
      device, device.defaultStream(), bq.address(), bk.address(), bv.address(),
      bo.address(), blse.address(), shape, kernels::contiguousStrides(shape),
      causal, dtype, smScale, dropout);
  if (s.ok())
    s = kernels::attentionBackward(
        device, device.defaultStream(), bq.address(), bk.address(),
        bv.address(), bo.address(), bdo.address(), blse.address(),
        bdq.address(), bdk.address(), bdv.address(), bdelta.address(), shape,
        kernels::contiguousBackwardStrides(shape), causal, dtype, smScale,
        dropout);
  if (!check(s.ok(), what + ": " + s.message()))
    return;
  download(device, dq, bdq);
  download(device, dk, bdk);
  download(device, dv, bdv);
  // float64 reference: P = softmax(S), F = dropout's factors (0 or 1 / (1 -
  // p); all 1 without), O = (P F) V, dV = (P F)^T dO, dP = (dO V^T) F,
  // dS = P (dP - rowsum(dO O)), dQ = scale dS K, dK = scale dS^T Q (dK/dV
  // summed over each group).
  std::vector<double> wq(nq, 0.0), wk(nk, 0.0), wv(nk, 0.0), p(N), f(N), ov(D);
  auto at = [&](int heads, int z, int h, int n, int d) -> std::size_t {
    return ((std::size_t(z) * heads + h) * N + n) * D + d;
  };
  for (int z = 0; z < Z; ++z)
    for (int h = 0; h < H; ++h) {
      const int hk = h / G;
      for (int m = 0; m < N; ++m) {
        const int visible = causal ? m + 1 : N;
        double max = -INFINITY, sum = 0;
        for (int n = 0; n < visible; ++n) {
          double dot = 0;
          for (int d = 0; d < D; ++d)
            dot += q.values[at(H, z, h, m, d)] * k.values[at(HKV, z, hk, n, d)];
          p[n] = dot * smScale;
          max = std::fmax(max, p[n]);
        }
        for (int n = 0; n < visible; ++n)
          sum += (p[n] = std::exp(p[n] - max));
        for (int n = 0; n < visible; ++n) {
          p[n] /= sum;
          f[n] = dropFactor(dropout, z * H + h, m, n, N);
        }
        double rowDelta = 0;
        for (int d = 0; d < D; ++d) {
          ov[d] = 0;
          for (int n = 0; n < visible; ++n)
            ov[d] += p[n] * f[n] * v.values[at(HKV, z, hk, n, d)];
          rowDelta += ov[d] * dO.values[at(H, z, h, m, d)];
        }
        for (int n = 0; n < visible; ++n) {
          double dot = 0;
          for (int d = 0; d < D; ++d)
            dot +=
                dO.values[at(H, z, h, m, d)] * v.values[at(HKV, z, hk, n, d)];
          double ds = p[n] * (dot * f[n] - rowDelta);
          for (int d = 0; d < D; ++d) {
            wq[at(H, z, h, m, d)] +=
                smScale * ds * k.values[at(HKV, z, hk, n, d)];
            wk[at(HKV, z, hk, n, d)] +=
                smScale * ds * q.values[at(H, z, h, m, d)];
            wv[at(HKV, z, hk, n, d)] +=
                p[n] * f[n] * dO.values[at(H, z, h, m, d)];
          }
        }
      }
    }
  double tol = dtype == DType::F16 ? 5e-3 : 3e-2;
  if (closeNorm(what + ": dq", dq, wq, tol) &&
      closeNorm(what + ": dk", dk, wk, tol) &&
      closeNorm(what + ": dv", dv, wv, tol))
    std::printf("ok: %s\n", what.c_str());
}

static void testNormBackward(rt::Device &device, std::mt19937 &rng, DType dtype,
                             bool layerNorm, int rows, int cols, int stride) {
  std::normal_distribution<double> dist(0.0, 1.0);
  const double eps = 1e-5;
  Tensor x(dtype, std::size_t(rows) * stride), dy(dtype, x.values.size()),
      dx(dtype, x.values.size()), w(dtype, cols), dw(dtype, cols),
      db(dtype, cols);
  Tensor mean(DType::F32, rows), rstd(DType::F32, rows);
  for (Tensor *t : {&x, &dy, &w})
    for (std::size_t i = 0; i < t->values.size(); ++i)
      t->set(i, dist(rng) + (t == &x ? 0.5 : 0.0));
  for (Tensor *t : {&dx, &dw, &db})
    t->poison();
  // The forward's statistics, from the rounded inputs.
  for (int r = 0; r < rows; ++r) {
    double m = 0, sq = 0;
    for (int c = 0; c < cols; ++c)
      m += x.values[std::size_t(r) * stride + c];
    m = layerNorm ? m / cols : 0.0;
    for (int c = 0; c < cols; ++c) {
      double d = x.values[std::size_t(r) * stride + c] - m;
      sq += d * d;
    }
    mean.set(r, m);
    rstd.set(r, 1.0 / std::sqrt(sq / cols + eps));
  }
  std::size_t wsBytes = kernels::normBackwardWorkspaceBytes(rows, cols);
  rt::Result<rt::DeviceBuffer> ws = device.allocate(wsBytes ? wsBytes : 16);
  if (!check(ws.ok(), "workspace: " + ws.message()))
    return;
  rt::DeviceBuffer bx = upload(device, x), bdy = upload(device, dy),
                   bdx = upload(device, dx), bw = upload(device, w),
                   bdw = upload(device, dw), bdb = upload(device, db),
                   bmean = upload(device, mean), brstd = upload(device, rstd);
  kernels::NormBackwardShape shape;
  shape.rows = rows;
  shape.cols = cols;
  shape.xStride = shape.dyStride = shape.dxStride = stride;
  std::string what = std::string(layerNorm ? "layer" : "rms") +
                     " norm backward " + kernels::dtypeName(dtype) + " " +
                     std::to_string(rows) + "x" + std::to_string(cols);
  rt::Status s =
      layerNorm
          ? kernels::layerNormBackward(
                device, device.defaultStream(), bdx.address(), bdw.address(),
                bdb.address(), bdy.address(), bx.address(), bw.address(),
                bmean.address(), brstd.address(), ws->address(), shape, dtype)
          : kernels::rmsNormBackward(
                device, device.defaultStream(), bdx.address(), bdw.address(),
                bdy.address(), bx.address(), bw.address(), brstd.address(),
                ws->address(), shape, dtype);
  if (!check(s.ok(), what + ": " + s.message()))
    return;
  download(device, dx, bdx);
  download(device, dw, bdw);
  download(device, db, bdb);
  std::vector<double> wdx(x.values.size(), 0.0), wdw(cols, 0.0), wdb(cols, 0.0);
  Tensor dxRows(dtype, std::size_t(rows) * cols);
  for (int r = 0; r < rows; ++r) {
    double m = mean.values[r], rs = rstd.values[r], cg = 0, cgx = 0;
    for (int c = 0; c < cols; ++c) {
      std::size_t i = std::size_t(r) * stride + c;
      double xhat = (x.values[i] - m) * rs, g = dy.values[i] * w.values[c];
      cg += g / cols;
      cgx += g * xhat / cols;
      wdw[c] += dy.values[i] * xhat;
      wdb[c] += dy.values[i];
    }
    for (int c = 0; c < cols; ++c) {
      std::size_t i = std::size_t(r) * stride + c;
      double xhat = (x.values[i] - m) * rs, g = dy.values[i] * w.values[c];
      wdx[std::size_t(r) * cols + c] =
          rs * (g - (layerNorm ? cg : 0.0) - xhat * cgx);
      std::memcpy(&dxRows.bytes[(std::size_t(r) * cols + c) * dx.elementSize()],
                  &dx.bytes[i * dx.elementSize()], dx.elementSize());
    }
  }
  wdx.resize(std::size_t(rows) * cols);
  double tol = tolerance(dtype) * 2;
  bool ok = closeNorm(what + ": dx", dxRows, wdx, tol) &&
            closeNorm(what + ": dw", dw, wdw, tol) &&
            (!layerNorm || closeNorm(what + ": db", db, wdb, tol));
  if (ok)
    std::printf("ok: %s\n", what.c_str());
}

int main() {
  rt::Result<std::unique_ptr<rt::Device>> device = rt::openBestDevice();
  if (!device.ok()) {
    std::printf("no GPU: %s\n", device.message().c_str());
    return 77;
  }
  rt::Device &dev = **device;
  std::printf("device: %s (%s)\n", dev.name().c_str(),
              dev.targetName().c_str());
  std::mt19937 rng(20261130);
  struct Shape {
    int rows, cols, stride;
  };
  // One column; odd sizes; aligned 1024; the largest one-tile block; the
  // online kernel, aligned and not.
  const Shape shapes[] = {
      {3, 1, 1},         {9, 17, 19},       {5, 1000, 1003},  {6, 1024, 1024},
      {2, 16384, 16384}, {3, 20000, 20000}, {2, 16385, 16391}};
  for (DType dtype : {DType::F32, DType::F16, DType::BF16})
    for (const Shape &s : shapes)
      testSoftmax(dev, rng, dtype, s.rows, s.cols, s.stride);
  // Without dropout, and with it (a random 64-bit seed: its high word is part
  // of the Philox key).
  const kernels::Dropout noDropout,
      dropout{0.3f, (std::uint64_t(rng()) << 32) | rng()};
  for (const kernels::Dropout &drop : {noDropout, dropout})
    for (DType dtype : {DType::F16, DType::BF16})
      for (int headDim : {64, 128})
        for (bool causal : {false, true}) {
          testAttention(dev, rng, dtype, headDim, causal, drop);
          testAttentionBackward(dev, rng, dtype, headDim, causal, drop);
        }
  // One row; ragged width with a wider stride; more rows than programs (512).
  for (DType dtype : {DType::F32, DType::F16, DType::BF16})
    for (bool layerNorm : {true, false}) {
      testNormBackward(dev, rng, dtype, layerNorm, 1, 64, 64);
      testNormBackward(dev, rng, dtype, layerNorm, 37, 1000, 1003);
      testNormBackward(dev, rng, dtype, layerNorm, 600, 4096, 4096);
      testNormBackward(dev, rng, dtype, layerNorm, 5, 8192, 8192);
    }

  // Arguments the precompiled specializations cannot take are errors.
  kernels::AttentionShape shape;
  shape.seqLen = 16;
  kernels::AttentionStrides strides = kernels::contiguousStrides(shape);
  strides.q[3] = 2;
  rt::Status s =
      kernels::attentionForward(dev, dev.defaultStream(), 0, 0, 0, 0, 0, shape,
                                strides, false, DType::F16, 1.0f);
  check(!s.ok() && s.message().find("head dimension must be contiguous") !=
                       std::string::npos,
        "non-contiguous head dim refused: '" + s.message() + "'");
  shape.headDim = 96;
  s = kernels::attentionForward(dev, dev.defaultStream(), 0, 0, 0, 0, 0, shape,
                                kernels::contiguousStrides(shape), false,
                                DType::F16, 1.0f);
  check(!s.ok() && s.message().find("head dim 96") != std::string::npos,
        "head dim 96 refused: '" + s.message() + "'");
  shape.headDim = 64;
  for (float p : {1.0f, -0.5f, NAN}) {
    s = kernels::attentionForward(dev, dev.defaultStream(), 0, 0, 0, 0, 0,
                                  shape, kernels::contiguousStrides(shape),
                                  false, DType::F16, 1.0f, {p, 1});
    check(!s.ok() && s.message().find("is not in [0, 1)") != std::string::npos,
          "dropout " + std::to_string(p) + " refused: '" + s.message() + "'");
  }
  shape.seqLen = 65537;
  s = kernels::attentionBackward(dev, dev.defaultStream(), 0, 0, 0, 0, 0, 0, 0,
                                 0, 0, 0, shape,
                                 kernels::contiguousBackwardStrides(shape),
                                 false, DType::F16, 1.0f, {0.1f, 1});
  check(!s.ok() && s.message().find("seq len <= 65536") != std::string::npos,
        "dropout at seq len 65537 refused: '" + s.message() + "'");

  std::printf(failures ? "%d FAILED\n" : "all passed\n", failures);
  return failures ? 1 : 0;
}
