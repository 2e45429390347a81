//===- Kernels.cpp - libtilec_kernels: configs and launches per shape ----===//
//
// Chooses a precompiled configuration for each call and forwards to the
// launchers `tilec aot` generated (lib/Kernels/CMakeLists.txt lists them).
//
//===----------------------------------------------------------------------===//
#include "tilec/kernels.h"

#include "attn_bwd_dkdv_cdna_bf16_d128.h"
#include "attn_bwd_dkdv_cdna_bf16_d64.h"
#include "attn_bwd_dkdv_cdna_fp16_d128.h"
#include "attn_bwd_dkdv_cdna_fp16_d64.h"
#include "attn_bwd_dkdv_drop_cdna_bf16_d128.h"
#include "attn_bwd_dkdv_drop_cdna_bf16_d64.h"
#include "attn_bwd_dkdv_drop_cdna_fp16_d128.h"
#include "attn_bwd_dkdv_drop_cdna_fp16_d64.h"
#include "attn_bwd_dkdv_drop_nv_bf16_d128.h"
#include "attn_bwd_dkdv_drop_nv_bf16_d64.h"
#include "attn_bwd_dkdv_drop_nv_fp16_d128.h"
#include "attn_bwd_dkdv_drop_nv_fp16_d64.h"
#include "attn_bwd_dkdv_drop_rdna_bf16_d128.h"
#include "attn_bwd_dkdv_drop_rdna_bf16_d64.h"
#include "attn_bwd_dkdv_drop_rdna_fp16_d128.h"
#include "attn_bwd_dkdv_drop_rdna_fp16_d64.h"
#include "attn_bwd_dkdv_nv_bf16_d128.h"
#include "attn_bwd_dkdv_nv_bf16_d64.h"
#include "attn_bwd_dkdv_nv_fp16_d128.h"
#include "attn_bwd_dkdv_nv_fp16_d64.h"
#include "attn_bwd_dkdv_rdna_bf16_d128.h"
#include "attn_bwd_dkdv_rdna_bf16_d64.h"
#include "attn_bwd_dkdv_rdna_fp16_d128.h"
#include "attn_bwd_dkdv_rdna_fp16_d64.h"
#include "attn_bwd_dq_cdna_bf16_d128.h"
#include "attn_bwd_dq_cdna_bf16_d64.h"
#include "attn_bwd_dq_cdna_fp16_d128.h"
#include "attn_bwd_dq_cdna_fp16_d64.h"
#include "attn_bwd_dq_drop_cdna_bf16_d128.h"
#include "attn_bwd_dq_drop_cdna_bf16_d64.h"
#include "attn_bwd_dq_drop_cdna_fp16_d128.h"
#include "attn_bwd_dq_drop_cdna_fp16_d64.h"
#include "attn_bwd_dq_drop_nv_bf16_d128.h"
#include "attn_bwd_dq_drop_nv_bf16_d64.h"
#include "attn_bwd_dq_drop_nv_fp16_d128.h"
#include "attn_bwd_dq_drop_nv_fp16_d64.h"
#include "attn_bwd_dq_drop_rdna_bf16_d128.h"
#include "attn_bwd_dq_drop_rdna_bf16_d64.h"
#include "attn_bwd_dq_drop_rdna_fp16_d128.h"
#include "attn_bwd_dq_drop_rdna_fp16_d64.h"
#include "attn_bwd_dq_nv_bf16_d128.h"
#include "attn_bwd_dq_nv_bf16_d64.h"
#include "attn_bwd_dq_nv_fp16_d128.h"
#include "attn_bwd_dq_nv_fp16_d64.h"
#include "attn_bwd_dq_rdna_bf16_d128.h"
#include "attn_bwd_dq_rdna_bf16_d64.h"
#include "attn_bwd_dq_rdna_fp16_d128.h"
#include "attn_bwd_dq_rdna_fp16_d64.h"
#include "attn_bwd_pre_bf16.h"
#include "attn_bwd_pre_fp16.h"
#include "attn_cdna_bf16_d128.h"
#include "attn_cdna_bf16_d64.h"
#include "attn_cdna_fp16_d128.h"
#include "attn_cdna_fp16_d64.h"
#include "attn_drop_cdna_bf16_d128.h"
#include "attn_drop_cdna_bf16_d64.h"
#include "attn_drop_cdna_fp16_d128.h"
#include "attn_drop_cdna_fp16_d64.h"
#include "attn_drop_nv_bf16_d128.h"
#include "attn_drop_nv_bf16_d64.h"
#include "attn_drop_nv_fp16_d128.h"
#include "attn_drop_nv_fp16_d64.h"
#include "attn_drop_rdna_bf16_d128.h"
#include "attn_drop_rdna_bf16_d64.h"
#include "attn_drop_rdna_fp16_d128.h"
#include "attn_drop_rdna_fp16_d64.h"
#include "attn_nv_bf16_d128.h"
#include "attn_nv_bf16_d64.h"
#include "attn_nv_fp16_d128.h"
#include "attn_nv_fp16_d64.h"
#include "attn_rdna_bf16_d128.h"
#include "attn_rdna_bf16_d64.h"
#include "attn_rdna_fp16_d128.h"
#include "attn_rdna_fp16_d64.h"
#include "layer_norm_bwd_bf16.h"
#include "layer_norm_bwd_fp16.h"
#include "layer_norm_bwd_fp32.h"
#include "norm_bwd_reduce_bf16.h"
#include "norm_bwd_reduce_fp16.h"
#include "norm_bwd_reduce_fp32.h"
#include "rms_norm_bwd_bf16.h"
#include "rms_norm_bwd_fp16.h"
#include "rms_norm_bwd_fp32.h"
#include "softmax_bf16.h"
#include "softmax_fp16.h"
#include "softmax_fp32.h"
#include "softmax_online_bf16.h"
#include "softmax_online_fp16.h"
#include "softmax_online_fp32.h"

#include <algorithm>
#include <string>

namespace tilec::kernels {

using rt::DeviceAddress;
using rt::Status;

const char *dtypeName(DType dtype) {
  switch (dtype) {
  case DType::F32:
    return "fp32";
  case DType::F16:
    return "fp16";
  case DType::BF16:
    return "bf16";
  }
  return "?";
}

//===----------------------------------------------------------------------===//
// Softmax
//===----------------------------------------------------------------------===//

// Launcher types are those `tilec aot` generated: every launcher of one
// kernel has the same signature, whatever its dtype, head dim or family.
namespace {
using SoftmaxLauncher = decltype(&aot::softmax_fp32);
using OnlineLauncher = decltype(&aot::softmax_online_fp32);
} // namespace

// The one-tile kernel's BLOCK_SIZEs are 64 << config (CMakeLists.txt).
static constexpr std::int32_t kMinBlock = 64, kMaxBlock = 16384;

// Programs loop over rows (persistent kernel); beyond this many each one
// takes several rows.
static constexpr std::int32_t kMaxPrograms = 1 << 18;

Status softmaxRows(rt::Device &device, const rt::Stream &stream,
                   DeviceAddress out, DeviceAddress in, std::int32_t rows,
                   std::int32_t cols, std::int32_t inStride,
                   std::int32_t outStride, DType dtype) {
  if (rows < 0 || cols < 0)
    return Status::error("softmaxRows: negative shape (" +
                         std::to_string(rows) + " rows, " +
                         std::to_string(cols) + " cols)");
  if (rows > 1 && (inStride < cols || outStride < cols))
    return Status::error(
        "softmaxRows: row strides (in " + std::to_string(inStride) + ", out " +
        std::to_string(outStride) + ") are smaller than cols (" +
        std::to_string(cols) + ")");
  if (rows == 0 || cols == 0)
    return Status::success();
  rt::Dim3 grid{static_cast<unsigned>(std::min(rows, kMaxPrograms)), 1, 1};
  if (cols > kMaxBlock) {
    OnlineLauncher online = dtype == DType::F32   ? aot::softmax_online_fp32
                            : dtype == DType::F16 ? aot::softmax_online_fp16
                                                  : aot::softmax_online_bf16;
    return online(device, stream, grid, out, in, inStride, outStride, rows,
                  cols);
  }
  unsigned config = 0;
  while ((kMinBlock << config) < cols)
    ++config;
  SoftmaxLauncher launch = dtype == DType::F32   ? aot::softmax_fp32
                           : dtype == DType::F16 ? aot::softmax_fp16
                                                 : aot::softmax_bf16;
  return launch(device, stream, grid, out, in, inStride, outStride, rows, cols,
                config);
}

//===----------------------------------------------------------------------===//
// Attention
//===----------------------------------------------------------------------===//

namespace {
using AttentionLauncher = decltype(&aot::attn_cdna_fp16_d64);
using AttentionDropoutLauncher = decltype(&aot::attn_drop_cdna_fp16_d64);

/// One target family's launchers (indexed [fp16/bf16][d64/d128]), without
/// and with dropout, and query tile heights. The bundle itself says which
/// targets it holds.
struct Family {
  const char *(*targets)();
  AttentionLauncher launch[2][2];
  AttentionDropoutLauncher dropout[2][2];
  std::int32_t blockM[2];
  std::int32_t dropoutBlockM[2];
};
} // namespace

#define TILEC_FWD_FAMILY(f)                                                    \
  {                                                                            \
    aot::attn_##f##_fp16_d64_targets,                                          \
        {{aot::attn_##f##_fp16_d64, aot::attn_##f##_fp16_d128},                \
         {aot::attn_##f##_bf16_d64, aot::attn_##f##_bf16_d128}},               \
        {{aot::attn_drop_##f##_fp16_d64, aot::attn_drop_##f##_fp16_d128},      \
         {aot::attn_drop_##f##_bf16_d64, aot::attn_drop_##f##_bf16_d128}},     \
        {TILEC_ATTN_BLOCK_M_##f##_64, TILEC_ATTN_BLOCK_M_##f##_128}, {         \
      TILEC_ATTN_DROP_BLOCK_M_##f##_64, TILEC_ATTN_DROP_BLOCK_M_##f##_128      \
    }                                                                          \
  }

static const Family kFamilies[] = {
    TILEC_FWD_FAMILY(cdna), TILEC_FWD_FAMILY(rdna), TILEC_FWD_FAMILY(nv)};

#undef TILEC_FWD_FAMILY

/// Whether `target` is an entry of the comma-separated `list` (an sm_90a
/// bundle also serves sm_90 devices, as the launchers do).
static bool listed(const std::string &target, const std::string &list) {
  std::size_t start = 0;
  while (start <= list.size()) {
    std::size_t end = list.find(',', start);
    if (end == std::string::npos)
      end = list.size();
    std::string entry = list.substr(start, end - start);
    entry.erase(0, entry.find_first_not_of(' '));
    if (entry == target || entry == target + "a")
      return true;
    start = end + 1;
  }
  return false;
}

/// The checks attentionForward and attentionBackward share: what the
/// precompiled specializations can take (`strides[t]` of the tensor named
/// `strideNames[t]`; the pointers with their names).
static Status checkAttention(const std::string &prefix, DType dtype,
                             const AttentionShape &shape,
                             const std::int32_t *const *strides,
                             const char *const *strideNames, int numStrided,
                             const DeviceAddress *pointers,
                             const char *const *pointerNames, int numPointers) {
  if (dtype == DType::F32)
    return Status::error(prefix + "fp32 is not precompiled (fp16 or bf16)");
  if (shape.headDim != 64 && shape.headDim != 128)
    return Status::error(prefix + "head dim " + std::to_string(shape.headDim) +
                         " is not precompiled (64 or 128)");
  if (shape.batch < 0 || shape.heads <= 0 || shape.kvHeads <= 0 ||
      shape.seqLen < 0 || shape.heads % shape.kvHeads)
    return Status::error(prefix + "bad shape: batch " +
                         std::to_string(shape.batch) + ", heads " +
                         std::to_string(shape.heads) + ", kv heads " +
                         std::to_string(shape.kvHeads) +
                         " (heads must be a multiple of kv heads), seq len " +
                         std::to_string(shape.seqLen));
  for (int t = 0; t < numStrided; ++t) {
    const std::int32_t *st = strides[t];
    if (st[3] != 1)
      return Status::error(prefix + strideNames[t] +
                           ": the head dimension must be contiguous (stride " +
                           std::to_string(st[3]) + ")");
    for (int d = 0; d < 3; ++d)
      if (st[d] % 16)
        return Status::error(prefix + strideNames[t] + ": stride " +
                             std::to_string(st[d]) + " of dimension " +
                             std::to_string(d) +
                             " is not a multiple of 16 elements");
  }
  for (int p = 0; p < numPointers; ++p)
    if (pointers[p] % 16)
      return Status::error(prefix + pointerNames[p] +
                           " is not 16-byte aligned");
  if (static_cast<std::int64_t>(shape.batch) * shape.heads > 65535)
    return Status::error(
        prefix + "batch * heads = " +
        std::to_string(static_cast<std::int64_t>(shape.batch) * shape.heads) +
        " exceeds the grid's y limit (65535)");
  return Status::success();
}

/// What the dropout kernels can take: 0 <= p < 1 (0: no dropout) and, with
/// dropout, a 32-bit Philox counter m * seqLen + n.
static Status checkDropout(const std::string &prefix, const Dropout &dropout,
                           std::int32_t seqLen) {
  if (!(dropout.p >= 0.0f && dropout.p < 1.0f))
    return Status::error(prefix + "dropout probability " +
                         std::to_string(dropout.p) + " is not in [0, 1)");
  if (dropout.p > 0.0f && seqLen > 65536)
    return Status::error(prefix + "dropout with seq len " +
                         std::to_string(seqLen) +
                         ": its random-number counter (row * seq len + "
                         "column) needs seq len <= 65536");
  return Status::success();
}

/// The error for a device no bundle holds code for.
static Status noCodeObject(const std::string &prefix, rt::Device &device,
                           const std::string &available) {
  return Status::error(prefix + "no code object for target '" +
                       device.targetName() + "' (device '" + device.name() +
                       "'); libtilec_kernels holds: " + available);
}

AttentionStrides contiguousStrides(const AttentionShape &s) {
  AttentionStrides st{};
  std::int32_t q[4] = {s.heads * s.seqLen * s.headDim, s.seqLen * s.headDim,
                       s.headDim, 1};
  std::int32_t kv[4] = {s.kvHeads * s.seqLen * s.headDim, s.seqLen * s.headDim,
                        s.headDim, 1};
  for (int i = 0; i < 4; ++i) {
    st.q[i] = st.o[i] = q[i];
    st.k[i] = st.v[i] = kv[i];
  }
  return st;
}

Status attentionForward(rt::Device &device, const rt::Stream &stream,
                        DeviceAddress q, DeviceAddress k, DeviceAddress v,
                        DeviceAddress o, DeviceAddress lse,
                        const AttentionShape &shape,
                        const AttentionStrides &strides, bool causal,
                        DType dtype, float smScale, const Dropout &dropout) {
  const std::string prefix = "attentionForward: ";
  const std::int32_t *all[4] = {strides.q, strides.k, strides.v, strides.o};
  const char *names[5] = {"q", "k", "v", "o", "lse"};
  DeviceAddress pointers[5] = {q, k, v, o, lse};
  if (Status st = checkAttention(prefix, dtype, shape, all, names, 4, pointers,
                                 names, 5);
      !st.ok())
    return st;
  if (Status st = checkDropout(prefix, dropout, shape.seqLen); !st.ok())
    return st;
  if (shape.batch == 0 || shape.seqLen == 0)
    return Status::success();

  const std::string &target = device.targetName();
  for (const Family &family : kFamilies) {
    if (!listed(target, family.targets()))
      continue;
    const int bf16 = dtype == DType::BF16, d = shape.headDim == 128;
    const AttentionStrides &s = strides;
    // `extra`: the dropout kernel's dropout_p and seed, before the config.
    auto run = [&](std::int32_t blockM, auto launch, auto... extra) {
      rt::Dim3 grid{static_cast<unsigned>((shape.seqLen + blockM - 1) / blockM),
                    static_cast<unsigned>(shape.batch * shape.heads), 1};
      return launch(device, stream, grid, q, k, v, smScale, lse, o, s.q[0],
                    s.q[1], s.q[2], s.q[3], s.k[0], s.k[1], s.k[2], s.k[3],
                    s.v[0], s.v[1], s.v[2], s.v[3], s.o[0], s.o[1], s.o[2],
                    s.o[3], shape.batch, shape.heads, shape.kvHeads,
                    shape.seqLen, extra..., /*config=*/causal ? 1u : 0u);
    };
    if (dropout.p > 0.0f)
      return run(family.dropoutBlockM[d], family.dropout[bf16][d], dropout.p,
                 static_cast<std::int64_t>(dropout.seed));
    return run(family.blockM[d], family.launch[bf16][d]);
  }
  std::string available;
  for (const Family &family : kFamilies)
    available += std::string(available.empty() ? "" : ", ") + family.targets();
  return noCodeObject(prefix, device, available);
}

//===----------------------------------------------------------------------===//
// Attention backward
//===----------------------------------------------------------------------===//

namespace {
using PreprocessLauncher = decltype(&aot::attn_bwd_pre_fp16);
using DkDvLauncher = decltype(&aot::attn_bwd_dkdv_cdna_fp16_d64);
using DqLauncher = decltype(&aot::attn_bwd_dq_cdna_fp16_d64);
using DkDvDropoutLauncher = decltype(&aot::attn_bwd_dkdv_drop_cdna_fp16_d64);
using DqDropoutLauncher = decltype(&aot::attn_bwd_dq_drop_cdna_fp16_d64);

/// One target family's backward launchers ([fp16/bf16][d64/d128]), without
/// and with dropout, and the blocks their grids are counted in (dK/dV: key
/// rows, dQ: query rows).
struct BackwardFamily {
  const char *(*targets)();
  DkDvLauncher dkdv[2][2];
  DqLauncher dq[2][2];
  DkDvDropoutLauncher dkdvDropout[2][2];
  DqDropoutLauncher dqDropout[2][2];
  std::int32_t dkdvBlockN[2];
  std::int32_t dqBlockM[2];
  std::int32_t dkdvDropoutBlockN[2];
  std::int32_t dqDropoutBlockM[2];
};
} // namespace

#define TILEC_BWD_FAMILY(f)                                                    \
  {                                                                            \
    aot::attn_bwd_dkdv_##f##_fp16_d64_targets,                                 \
        {{aot::attn_bwd_dkdv_##f##_fp16_d64,                                   \
          aot::attn_bwd_dkdv_##f##_fp16_d128},                                 \
         {aot::attn_bwd_dkdv_##f##_bf16_d64,                                   \
          aot::attn_bwd_dkdv_##f##_bf16_d128}},                                \
        {{aot::attn_bwd_dq_##f##_fp16_d64, aot::attn_bwd_dq_##f##_fp16_d128},  \
         {aot::attn_bwd_dq_##f##_bf16_d64, aot::attn_bwd_dq_##f##_bf16_d128}}, \
        {{aot::attn_bwd_dkdv_drop_##f##_fp16_d64,                              \
          aot::attn_bwd_dkdv_drop_##f##_fp16_d128},                            \
         {aot::attn_bwd_dkdv_drop_##f##_bf16_d64,                              \
          aot::attn_bwd_dkdv_drop_##f##_bf16_d128}},                           \
        {{aot::attn_bwd_dq_drop_##f##_fp16_d64,                                \
          aot::attn_bwd_dq_drop_##f##_fp16_d128},                              \
         {aot::attn_bwd_dq_drop_##f##_bf16_d64,                                \
          aot::attn_bwd_dq_drop_##f##_bf16_d128}},                             \
        {TILEC_ATTN_BWD_BLOCK_N_##f##_64, TILEC_ATTN_BWD_BLOCK_N_##f##_128},   \
        {TILEC_ATTN_BWD_BLOCK_M_##f##_64, TILEC_ATTN_BWD_BLOCK_M_##f##_128},   \
        {TILEC_ATTN_BWD_DROP_BLOCK_N_##f##_64,                                 \
         TILEC_ATTN_BWD_DROP_BLOCK_N_##f##_128},                               \
    {                                                                          \
      TILEC_ATTN_BWD_DROP_BLOCK_M_##f##_64,                                    \
          TILEC_ATTN_BWD_DROP_BLOCK_M_##f##_128                                \
    }                                                                          \
  }

static const BackwardFamily kBackwardFamilies[] = {
    TILEC_BWD_FAMILY(cdna), TILEC_BWD_FAMILY(rdna), TILEC_BWD_FAMILY(nv)};

#undef TILEC_BWD_FAMILY

// The preprocess's query block (lib/Kernels/CMakeLists.txt).
static constexpr std::int32_t kPreprocessBlockM = 64;

AttentionBackwardStrides contiguousBackwardStrides(const AttentionShape &s) {
  AttentionStrides fwd = contiguousStrides(s);
  AttentionBackwardStrides st{};
  for (int i = 0; i < 4; ++i) {
    st.q[i] = fwd.q[i];
    st.k[i] = fwd.k[i];
    st.v[i] = fwd.v[i];
    st.o[i] = st.dO[i] = fwd.o[i];
  }
  return st;
}

static unsigned cdiv(std::int32_t a, std::int32_t b) {
  return static_cast<unsigned>((a + b - 1) / b);
}

Status attentionBackward(rt::Device &device, const rt::Stream &stream,
                         DeviceAddress q, DeviceAddress k, DeviceAddress v,
                         DeviceAddress o, DeviceAddress dO, DeviceAddress lse,
                         DeviceAddress dq, DeviceAddress dk, DeviceAddress dv,
                         DeviceAddress delta, const AttentionShape &shape,
                         const AttentionBackwardStrides &strides, bool causal,
                         DType dtype, float smScale, const Dropout &dropout) {
  const std::string prefix = "attentionBackward: ";
  const std::int32_t *all[5] = {strides.q, strides.k, strides.v, strides.o,
                                strides.dO};
  const char *names[10] = {"q",   "k",  "v",  "o",  "dO",
                           "lse", "dq", "dk", "dv", "delta"};
  DeviceAddress pointers[10] = {q, k, v, o, dO, lse, dq, dk, dv, delta};
  if (Status st = checkAttention(prefix, dtype, shape, all, names, 5, pointers,
                                 names, 10);
      !st.ok())
    return st;
  if (Status st = checkDropout(prefix, dropout, shape.seqLen); !st.ok())
    return st;
  if (shape.batch == 0 || shape.seqLen == 0)
    return Status::success();

  const int bf16 = dtype == DType::BF16, d = shape.headDim == 128;
  const AttentionBackwardStrides &s = strides;
  const std::int32_t Z = shape.batch, H = shape.heads, HKV = shape.kvHeads,
                     N = shape.seqLen;
  for (const BackwardFamily &family : kBackwardFamilies) {
    if (!listed(device.targetName(), family.targets()))
      continue;
    PreprocessLauncher pre =
        bf16 ? aot::attn_bwd_pre_bf16 : aot::attn_bwd_pre_fp16;
    if (Status st = pre(device, stream,
                        rt::Dim3{cdiv(N, kPreprocessBlockM),
                                 static_cast<unsigned>(Z * H), 1},
                        o, dO, delta, s.o[0], s.o[1], s.o[2], s.o[3], s.dO[0],
                        s.dO[1], s.dO[2], s.dO[3], H, N,
                        /*config=*/static_cast<unsigned>(d));
        !st.ok())
      return st;
    const unsigned config = causal ? 1u : 0u;
    // `extra`: the dropout kernels' dropout_p and seed, before the config.
    auto dkdv = [&](std::int32_t blockN, auto launch, auto... extra) {
      return launch(
          device, stream,
          rt::Dim3{cdiv(N, blockN), static_cast<unsigned>(Z * HKV), 1}, q, k, v,
          smScale, dO, lse, delta, dk, dv, s.q[0], s.q[1], s.q[2], s.q[3],
          s.k[0], s.k[1], s.k[2], s.k[3], s.v[0], s.v[1], s.v[2], s.v[3],
          s.dO[0], s.dO[1], s.dO[2], s.dO[3], Z, H, HKV, N, extra..., config);
    };
    auto dqKernel = [&](std::int32_t blockM, auto launch, auto... extra) {
      return launch(device, stream,
                    rt::Dim3{cdiv(N, blockM), static_cast<unsigned>(Z * H), 1},
                    q, k, v, smScale, dO, lse, delta, dq, s.q[0], s.q[1],
                    s.q[2], s.q[3], s.k[0], s.k[1], s.k[2], s.k[3], s.v[0],
                    s.v[1], s.v[2], s.v[3], s.dO[0], s.dO[1], s.dO[2], s.dO[3],
                    Z, H, HKV, N, extra..., config);
    };
    if (dropout.p > 0.0f) {
      const auto seed = static_cast<std::int64_t>(dropout.seed);
      if (Status st = dkdv(family.dkdvDropoutBlockN[d],
                           family.dkdvDropout[bf16][d], dropout.p, seed);
          !st.ok())
        return st;
      return dqKernel(family.dqDropoutBlockM[d], family.dqDropout[bf16][d],
                      dropout.p, seed);
    }
    if (Status st = dkdv(family.dkdvBlockN[d], family.dkdv[bf16][d]); !st.ok())
      return st;
    return dqKernel(family.dqBlockM[d], family.dq[bf16][d]);
  }
  std::string available;
  for (const BackwardFamily &family : kBackwardFamilies)
    available += std::string(available.empty() ? "" : ", ") + family.targets();
  return noCodeObject(prefix, device, available);
}

//===----------------------------------------------------------------------===//
// Norm backward
//===----------------------------------------------------------------------===//

namespace {
using LayerNormBwdLauncher = decltype(&aot::layer_norm_bwd_fp32);
using RmsNormBwdLauncher = decltype(&aot::rms_norm_bwd_fp32);
using ReduceLauncher = decltype(&aot::norm_bwd_reduce_fp32);
} // namespace

// dX kernels: BLOCK_SIZE = kNormMinBlock << config, up to kNormMaxBlock; the
// reduction's column block (lib/Kernels/CMakeLists.txt). Programs of the dX
// kernels: one per row up to kNormPrograms, then rows are shared.
static constexpr std::int32_t kNormMinBlock = 1024, kNormMaxBlock = 8192,
                              kReduceBlockN = 128, kNormPrograms = 512;

static std::int32_t normPrograms(std::int32_t rows) {
  return std::max(1, std::min(rows, kNormPrograms));
}

std::size_t normBackwardWorkspaceBytes(std::int32_t rows, std::int32_t cols) {
  if (rows < 0 || cols <= 0)
    return 0;
  return 2 * static_cast<std::size_t>(normPrograms(rows)) * cols * 4;
}

static Status checkNorm(const std::string &prefix, const NormBackwardShape &s,
                        DeviceAddress workspace) {
  if (s.rows < 0 || s.cols < 0)
    return Status::error(prefix + "negative shape (" + std::to_string(s.rows) +
                         " rows, " + std::to_string(s.cols) + " cols)");
  if (s.cols > kNormMaxBlock)
    return Status::error(prefix + std::to_string(s.cols) +
                         " columns: at most " + std::to_string(kNormMaxBlock) +
                         " are precompiled (a row is one tile)");
  if (s.rows > 1 &&
      (s.xStride < s.cols || s.dyStride < s.cols || s.dxStride < s.cols))
    return Status::error(
        prefix + "row strides (x " + std::to_string(s.xStride) + ", dy " +
        std::to_string(s.dyStride) + ", dx " + std::to_string(s.dxStride) +
        ") are smaller than cols (" + std::to_string(s.cols) + ")");
  if (workspace % 16)
    return Status::error(prefix + "workspace is not 16-byte aligned");
  return Status::success();
}

static unsigned normConfig(std::int32_t cols) {
  unsigned config = 0;
  while ((kNormMinBlock << config) < cols)
    ++config;
  return config;
}

static ReduceLauncher reduceLauncher(DType dtype) {
  return dtype == DType::F32   ? aot::norm_bwd_reduce_fp32
         : dtype == DType::F16 ? aot::norm_bwd_reduce_fp16
                               : aot::norm_bwd_reduce_bf16;
}

Status layerNormBackward(rt::Device &device, const rt::Stream &stream,
                         DeviceAddress dx, DeviceAddress dw, DeviceAddress db,
                         DeviceAddress dy, DeviceAddress x, DeviceAddress w,
                         DeviceAddress mean, DeviceAddress rstd,
                         DeviceAddress workspace, const NormBackwardShape &s,
                         DType dtype) {
  if (Status st = checkNorm("layerNormBackward: ", s, workspace); !st.ok())
    return st;
  if (s.cols == 0)
    return Status::success();
  // No rows: one program writes zero partial sums, so dw and db are 0.
  const std::int32_t programs = normPrograms(s.rows);
  const DeviceAddress dwPartial = workspace,
                      dbPartial =
                          workspace + std::uint64_t(programs) * s.cols * 4;
  LayerNormBwdLauncher launch = dtype == DType::F32 ? aot::layer_norm_bwd_fp32
                                : dtype == DType::F16
                                    ? aot::layer_norm_bwd_fp16
                                    : aot::layer_norm_bwd_bf16;
  if (Status st = launch(
          device, stream, rt::Dim3{static_cast<unsigned>(programs), 1, 1}, dx,
          dy, dwPartial, dbPartial, x, w, mean, rstd, s.xStride, s.dyStride,
          s.dxStride, s.rows, s.cols, normConfig(s.cols));
      !st.ok())
    return st;
  rt::Dim3 grid{cdiv(s.cols, kReduceBlockN), 1, 1};
  ReduceLauncher reduce = reduceLauncher(dtype);
  if (Status st = reduce(device, stream, grid, dwPartial, dw, programs, s.cols);
      !st.ok())
    return st;
  return reduce(device, stream, grid, dbPartial, db, programs, s.cols);
}

Status rmsNormBackward(rt::Device &device, const rt::Stream &stream,
                       DeviceAddress dx, DeviceAddress dw, DeviceAddress dy,
                       DeviceAddress x, DeviceAddress w, DeviceAddress rstd,
                       DeviceAddress workspace, const NormBackwardShape &s,
                       DType dtype) {
  if (Status st = checkNorm("rmsNormBackward: ", s, workspace); !st.ok())
    return st;
  if (s.cols == 0)
    return Status::success();
  const std::int32_t programs = normPrograms(s.rows);
  RmsNormBwdLauncher launch = dtype == DType::F32   ? aot::rms_norm_bwd_fp32
                              : dtype == DType::F16 ? aot::rms_norm_bwd_fp16
                                                    : aot::rms_norm_bwd_bf16;
  if (Status st = launch(device, stream,
                         rt::Dim3{static_cast<unsigned>(programs), 1, 1}, dx,
                         dy, workspace, x, w, rstd, s.xStride, s.dyStride,
                         s.dxStride, s.rows, s.cols, normConfig(s.cols));
      !st.ok())
    return st;
  return reduceLauncher(dtype)(device, stream,
                               rt::Dim3{cdiv(s.cols, kReduceBlockN), 1, 1},
                               workspace, dw, programs, s.cols);
}

} // namespace tilec::kernels
