//===- kernels.h - libtilec_kernels: softmax and attention, precompiled ---===//
//
// Ready-made GPU kernels compiled ahead of time from kernels/softmax.py and
// kernels/flash_attention.py by `tilec aot` for gfx90a, gfx942, gfx950,
// gfx1100, gfx1201 and sm_90 (see docs/aot.md). Link tilec::kernels; no LLVM,
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

/// FlashAttention-2 forward: o = softmax(smScale * q k^T [causal]) v, and
/// lse[b, h, m] = log2 of the row's sum of 2^(smScale * log2(e) * q.k) (fp32,
/// contiguous (batch, heads, seqLen); what a backward pass needs). fp16 or
/// bf16 (`dtype`, all four tensors), headDim 64 or 128. Requirements of the
/// precompiled specializations: the head dimension is contiguous (stride 1),
/// every other stride is a multiple of 16, pointers are 16-byte aligned;
/// anything else is an error saying which. Tiles are chosen per target
/// family (CDNA, RDNA, NVIDIA).
rt::Status attentionForward(rt::Device &device, const rt::Stream &stream,
                            rt::DeviceAddress q, rt::DeviceAddress k,
                            rt::DeviceAddress v, rt::DeviceAddress o,
                            rt::DeviceAddress lse, const AttentionShape &shape,
                            const AttentionStrides &strides, bool causal,
                            DType dtype, float smScale);

} // namespace tilec::kernels

#endif // TILEC_KERNELS_H
