//===- Kernels.cpp - libtilec_kernels: configs and launches per shape ----===//
//
// Chooses a precompiled configuration for each call and forwards to the
// launchers `tilec aot` generated (lib/Kernels/CMakeLists.txt lists them).
//
//===----------------------------------------------------------------------===//
#include "tilec/kernels.h"

#include "attn_cdna_bf16_d128.h"
#include "attn_cdna_bf16_d64.h"
#include "attn_cdna_fp16_d128.h"
#include "attn_cdna_fp16_d64.h"
#include "attn_nv_bf16_d128.h"
#include "attn_nv_bf16_d64.h"
#include "attn_nv_fp16_d128.h"
#include "attn_nv_fp16_d64.h"
#include "attn_rdna_bf16_d128.h"
#include "attn_rdna_bf16_d64.h"
#include "attn_rdna_fp16_d128.h"
#include "attn_rdna_fp16_d64.h"
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

namespace {
using SoftmaxLauncher = Status (*)(rt::Device &, const rt::Stream &, rt::Dim3,
                                   DeviceAddress, DeviceAddress, std::int32_t,
                                   std::int32_t, std::int32_t, std::int32_t,
                                   unsigned);
using OnlineLauncher = Status (*)(rt::Device &, const rt::Stream &, rt::Dim3,
                                  DeviceAddress, DeviceAddress, std::int32_t,
                                  std::int32_t, std::int32_t, std::int32_t);
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
using AttentionLauncher = Status (*)(
    rt::Device &, const rt::Stream &, rt::Dim3, DeviceAddress, DeviceAddress,
    DeviceAddress, float, DeviceAddress, DeviceAddress, std::int32_t,
    std::int32_t, std::int32_t, std::int32_t, std::int32_t, std::int32_t,
    std::int32_t, std::int32_t, std::int32_t, std::int32_t, std::int32_t,
    std::int32_t, std::int32_t, std::int32_t, std::int32_t, std::int32_t,
    std::int32_t, std::int32_t, std::int32_t, std::int32_t, unsigned);

/// One target family's launchers (indexed [fp16/bf16][d64/d128]) and query
/// tile heights. The bundle itself says which targets it holds.
struct Family {
  const char *(*targets)();
  AttentionLauncher launch[2][2];
  std::int32_t blockM[2];
};
} // namespace

static const Family kFamilies[] = {
    {aot::attn_cdna_fp16_d64_targets,
     {{aot::attn_cdna_fp16_d64, aot::attn_cdna_fp16_d128},
      {aot::attn_cdna_bf16_d64, aot::attn_cdna_bf16_d128}},
     {TILEC_ATTN_BLOCK_M_cdna_64, TILEC_ATTN_BLOCK_M_cdna_128}},
    {aot::attn_rdna_fp16_d64_targets,
     {{aot::attn_rdna_fp16_d64, aot::attn_rdna_fp16_d128},
      {aot::attn_rdna_bf16_d64, aot::attn_rdna_bf16_d128}},
     {TILEC_ATTN_BLOCK_M_rdna_64, TILEC_ATTN_BLOCK_M_rdna_128}},
    {aot::attn_nv_fp16_d64_targets,
     {{aot::attn_nv_fp16_d64, aot::attn_nv_fp16_d128},
      {aot::attn_nv_bf16_d64, aot::attn_nv_bf16_d128}},
     {TILEC_ATTN_BLOCK_M_nv_64, TILEC_ATTN_BLOCK_M_nv_128}},
};

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
                        DType dtype, float smScale) {
  const std::string prefix = "attentionForward: ";
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
  const std::int32_t *all[4] = {strides.q, strides.k, strides.v, strides.o};
  const char *names = "qkvo";
  for (int t = 0; t < 4; ++t) {
    if (all[t][3] != 1)
      return Status::error(prefix + names[t] +
                           ": the head dimension must be contiguous (stride " +
                           std::to_string(all[t][3]) + ")");
    for (int d = 0; d < 3; ++d)
      if (all[t][d] % 16)
        return Status::error(prefix + names[t] + ": stride " +
                             std::to_string(all[t][d]) + " of dimension " +
                             std::to_string(d) +
                             " is not a multiple of 16 elements");
  }
  DeviceAddress pointers[5] = {q, k, v, o, lse};
  const char *pointerNames[5] = {"q", "k", "v", "o", "lse"};
  for (int p = 0; p < 5; ++p)
    if (pointers[p] % 16)
      return Status::error(prefix + pointerNames[p] +
                           " is not 16-byte aligned");
  if (static_cast<std::int64_t>(shape.batch) * shape.heads > 65535)
    return Status::error(
        prefix + "batch * heads = " +
        std::to_string(static_cast<std::int64_t>(shape.batch) * shape.heads) +
        " exceeds the grid's y limit (65535)");
  if (shape.batch == 0 || shape.seqLen == 0)
    return Status::success();

  const std::string &target = device.targetName();
  for (const Family &family : kFamilies) {
    if (!listed(target, family.targets()))
      continue;
    int d = shape.headDim == 128;
    AttentionLauncher launch = family.launch[dtype == DType::BF16][d];
    std::int32_t blockM = family.blockM[d];
    rt::Dim3 grid{static_cast<unsigned>((shape.seqLen + blockM - 1) / blockM),
                  static_cast<unsigned>(shape.batch * shape.heads), 1};
    const AttentionStrides &s = strides;
    return launch(device, stream, grid, q, k, v, smScale, lse, o, s.q[0],
                  s.q[1], s.q[2], s.q[3], s.k[0], s.k[1], s.k[2], s.k[3],
                  s.v[0], s.v[1], s.v[2], s.v[3], s.o[0], s.o[1], s.o[2],
                  s.o[3], shape.batch, shape.heads, shape.kvHeads, shape.seqLen,
                  /*config=*/causal ? 1u : 0u);
  }
  std::string available;
  for (const Family &family : kFamilies)
    available += std::string(available.empty() ? "" : ", ") + family.targets();
  return Status::error(prefix + "no code object for target '" + target +
                       "' (device '" + device.name() +
                       "'); libtilec_kernels holds: " + available);
}

} // namespace tilec::kernels
