//===- kernels.h - libtilec_kernels: softmax, attention, norms, precompiled
//===//
//
// Ready-made GPU kernels compiled ahead of time from kernels/softmax.py,
// kernels/flash_attention.py, kernels/flash_attention_bwd.py and
// kernels/norms_bwd.py by `tilec aot` for gfx90a, gfx942, gfx950, gfx1100,
// gfx1201 and sm_90 (see docs/aot.md). Link tilec::kernels; no LLVM,
// no compiler at run time: the code objects are inside the library and are
// loaded on the first call on each device.
//
// All functions queue work on `stream` and return at once; errors that the
// launch can see (bad arguments, no code object for the device, a driver
// error) come back as a Status, faults inside the kernel at the next
// synchronizing call. Pointers are device addresses (DeviceBuffer::address()
// plus any offset); sizes and strides are in elements. Thread-safe.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_KERNELS_H
#define TILEC_KERNELS_H

#include "tilec/Runtime.h"

#include <cstddef>
#include <cstdint>

namespace tilec::kernels {

/// Element types of the kernels' inputs and outputs.
enum class DType { F32, F16, BF16 };

/// "fp32", "fp16", "bf16".
const char *dtypeName(DType dtype);

/// Row-wise softmax: out[r, c] = exp(in[r, c] - max_r) / sum_r for r < rows,
/// c < cols; rows start `inStride` / `outStride` elements apart and columns
/// are contiguous. Computes in fp32, reads and writes `dtype`. `in == out` is
/// allowed. Rows up to 16384 columns run the one-tile kernel with BLOCK_SIZE
/// the next power of two >= cols (and warps growing with it); longer rows run
/// `softmax_online_kernel` (two passes over 4096-column blocks). Aligned
/// arguments (16-byte pointers, strides and cols multiples of 16) take a
/// vectorized specialization, anything else a generic one.
rt::Status softmaxRows(rt::Device &device, const rt::Stream &stream,
                       rt::DeviceAddress out, rt::DeviceAddress in,
                       std::int32_t rows, std::int32_t cols,
                       std::int32_t inStride, std::int32_t outStride,
                       DType dtype);

/// Shapes of a (grouped-query) attention forward pass. Q and O are
/// (batch, heads, seqLen, headDim), K and V (batch, kvHeads, seqLen, headDim);
/// `heads` must be a multiple of `kvHeads`.
struct AttentionShape {
  std::int32_t batch = 1;
  std::int32_t heads = 1;
  std::int32_t kvHeads = 1;
  std::int32_t seqLen = 0;
  std::int32_t headDim = 64; // 64 or 128
};

/// Element strides of each tensor, in (batch, head, seq, dim) order.
struct AttentionStrides {
  std::int32_t q[4], k[4], v[4], o[4];
};

/// Strides of contiguous (batch, heads, seqLen, headDim) tensors.
AttentionStrides contiguousStrides(const AttentionShape &shape);

/// Attention dropout, as in training: probability P[m, n] of head (z, h) is
/// kept iff tl.rand(seed + z * heads + h, m * seqLen + n) (Philox4x32-10's
/// first output as a uniform float in [0, 1)) exceeds `p`, and kept ones are
/// scaled by 1 / (1 - p) (kernels/flash_attention.py's _attn_fwd_dropout).
/// Giving attentionBackward the forward's `p` and `seed` recomputes the same
/// mask. `p` = 0 (the default) runs the kernels without dropout; otherwise
/// 0 < p < 1 and seqLen <= 65536 (the counter is 32-bit). Seeds closer than
/// batch * heads share masks across heads: draw them at random.
struct Dropout {
  float p = 0.0f;
  std::uint64_t seed = 0;
};

/// FlashAttention-2 forward: o = softmax(smScale * q k^T [causal]) v, and
/// lse[b, h, m] = log2 of the row's sum of 2^(smScale * log2(e) * q.k) (fp32,
/// contiguous (batch, heads, seqLen); what a backward pass needs). fp16 or
/// bf16 (`dtype`, all four tensors), headDim 64 or 128. Requirements of the
/// precompiled specializations: the head dimension is contiguous (stride 1),
/// every other stride is a multiple of 16, pointers are 16-byte aligned;
/// anything else is an error saying which. Tiles are chosen per target
/// family (CDNA, RDNA, NVIDIA). With `dropout` (p > 0) o is the dropped-out
/// probabilities times v; lse stays that of the full softmax.
rt::Status attentionForward(rt::Device &device, const rt::Stream &stream,
                            rt::DeviceAddress q, rt::DeviceAddress k,
                            rt::DeviceAddress v, rt::DeviceAddress o,
                            rt::DeviceAddress lse, const AttentionShape &shape,
                            const AttentionStrides &strides, bool causal,
                            DType dtype, float smScale,
                            const Dropout &dropout = {});

/// Element strides of the backward pass's inputs, in (batch, head, seq, dim)
/// order. The gradients dq, dk, dv are written with q's, k's and v's strides.
struct AttentionBackwardStrides {
  std::int32_t q[4], k[4], v[4], o[4], dO[4];
};

/// Strides of contiguous (batch, heads, seqLen, headDim) tensors.
AttentionBackwardStrides contiguousBackwardStrides(const AttentionShape &shape);

/// FlashAttention-2 backward of attentionForward: from q, k, v, the forward's
/// o and lse, and the output gradient dO, writes dq (like q), dk and dv (like
/// k and v: summed over the query heads of each group when kvHeads < heads).
/// `delta` is an fp32 workspace of batch * heads * seqLen elements (rowsum(dO *
/// o), contiguous like lse). Three launches on `stream`: the preprocess, the
/// dK/dV kernel (a program per key block and K/V head, looping over the
/// group's query heads and the query blocks: no atomics) and the dQ kernel.
/// Same dtypes, head dims, layout requirements (contiguous head dimension,
/// other strides multiples of 16, 16-byte aligned pointers) and grid limit as
/// attentionForward; tiles per target family. With dropout, `dropout` must be
/// the forward's.
rt::Status attentionBackward(
    rt::Device &device, const rt::Stream &stream, rt::DeviceAddress q,
    rt::DeviceAddress k, rt::DeviceAddress v, rt::DeviceAddress o,
    rt::DeviceAddress dO, rt::DeviceAddress lse, rt::DeviceAddress dq,
    rt::DeviceAddress dk, rt::DeviceAddress dv, rt::DeviceAddress delta,
    const AttentionShape &shape, const AttentionBackwardStrides &strides,
    bool causal, DType dtype, float smScale, const Dropout &dropout = {});

/// Shape of a row-wise norm's backward: `rows` rows of `cols` columns
/// (contiguous), each tensor with its own row stride (elements).
struct NormBackwardShape {
  std::int32_t rows = 0;
  std::int32_t cols = 0;
  std::int32_t xStride = 0, dyStride = 0, dxStride = 0;
};

/// Bytes of the fp32 workspace layerNormBackward and rmsNormBackward need for
/// `rows` x `cols`: the per-program partial sums of dw (and db).
std::size_t normBackwardWorkspaceBytes(std::int32_t rows, std::int32_t cols);

/// Layer-norm backward of y = (x - mean) * rstd * w + b (kernels/layer_norm.py,
/// whose fp32 `mean` and `rstd` it reads): dx (rows x cols), dw and db (cols).
/// x, dy, dx, w, dw, db all `dtype`; computes in fp32. Two launches of a dX
/// kernel writing per-program partial sums of dw and db into `workspace`
/// (16-byte aligned, normBackwardWorkspaceBytes) and one column reduction each
/// for dw and db. cols up to 8192 (a row is one tile).
rt::Status layerNormBackward(rt::Device &device, const rt::Stream &stream,
                             rt::DeviceAddress dx, rt::DeviceAddress dw,
                             rt::DeviceAddress db, rt::DeviceAddress dy,
                             rt::DeviceAddress x, rt::DeviceAddress w,
                             rt::DeviceAddress mean, rt::DeviceAddress rstd,
                             rt::DeviceAddress workspace,
                             const NormBackwardShape &shape, DType dtype);

/// RMS-norm backward of y = x * rstd * w (kernels/rms_norm.py's `rstd`): dx
/// and dw, as layerNormBackward.
rt::Status rmsNormBackward(rt::Device &device, const rt::Stream &stream,
                           rt::DeviceAddress dx, rt::DeviceAddress dw,
                           rt::DeviceAddress dy, rt::DeviceAddress x,
                           rt::DeviceAddress w, rt::DeviceAddress rstd,
                           rt::DeviceAddress workspace,
                           const NormBackwardShape &shape, DType dtype);

} // namespace tilec::kernels

#endif // TILEC_KERNELS_H
