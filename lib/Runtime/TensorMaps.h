//===- TensorMaps.h - Hopper TMA tensor maps built at each launch ---------===//
//
// A tilec cubin whose kernel loads through TMA carries a recipe, the module
// global `tilec_tensor_maps`; at every launch the runtime encodes one
// CUtensorMap per record from the kernel's tensor descriptor arguments and
// appends the maps to the kernel's parameters (docs/kernel-abi.md, "Tensor
// maps"). This is the part that needs no driver: decoding the recipe and
// computing cuTensorMapEncodeTiled's inputs from a record and the arguments.
//
//===----------------------------------------------------------------------===//

#ifndef TILEC_LIB_RUNTIME_TENSORMAPS_H
#define TILEC_LIB_RUNTIME_TENSORMAPS_H

#include "tilec/Runtime.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace tilec::rt::detail {

/// The module global holding the recipe: u32 words.
inline constexpr const char *kTensorMapsGlobal = "tilec_tensor_maps";
/// Word 0 of the recipe.
inline constexpr std::uint32_t kTensorMapsVersion = 1;
/// Version and count precede the records.
inline constexpr std::size_t kTensorMapsHeaderWords = 2;
/// {baseArg, rank, dataType, elemBytes, swizzle, oobFill, l2Promotion,
///  box0..box4}.
inline constexpr std::size_t kTensorMapRecordWords = 12;
/// TMA's limits (cuTensorMapEncodeTiled).
inline constexpr unsigned kMaxTensorMapRank = 5;
inline constexpr unsigned kMaxTensorMapBox = 256;

/// cuda.h's CUtensorMap: what a kernel's `.param .align 64 .b8 m[128]` gets.
struct alignas(64) TensorMapBytes {
  std::uint64_t opaque[16];
};
static_assert(sizeof(TensorMapBytes) == 128, "CUtensorMap is 128 bytes");

/// One validated record of the recipe. The enums hold cuda.h's values.
struct TensorMapSpec {
  /// Index in the launch's arguments of the descriptor's base pointer; the
  /// rank i32 shapes and rank-1 i64 strides (elements) follow it.
  std::uint32_t baseArg = 0;
  std::uint32_t rank = 0;
  std::uint32_t dataType = 0; // CUtensorMapDataType
  std::uint32_t elemBytes = 0;
  std::uint32_t swizzle = 0;     // CUtensorMapSwizzle
  std::uint32_t oobFill = 0;     // CUtensorMapFloatOOBfill
  std::uint32_t l2Promotion = 0; // CUtensorMapL2promotion
  /// Box size per dimension, innermost (contiguous) first; 0 past rank.
  std::uint32_t box[kMaxTensorMapRank] = {};

  /// Arguments the record reads: base, rank shapes, rank-1 strides.
  std::uint64_t argCount() const { return 2 * std::uint64_t(rank); }
};

/// A kernel's tensor maps, in record order (= parameter order).
struct TensorMapRecipe {
  std::vector<TensorMapSpec> maps;
};

/// Decodes and validates the `count` words of a `tilec_tensor_maps` global.
/// The error says which word or record is wrong and why (without the
/// kernel's name, which the caller adds).
Result<TensorMapRecipe> decodeTensorMaps(const std::uint32_t *words,
                                         std::size_t count);

/// cuTensorMapEncodeTiled's inputs, innermost dimension first.
struct TensorMapEncoding {
  std::uint32_t dataType = 0;
  std::uint32_t rank = 0;
  DeviceAddress globalAddress = 0;
  std::uint64_t globalDim[kMaxTensorMapRank] = {};
  /// Bytes; rank-1 entries.
  std::uint64_t globalStrides[kMaxTensorMapRank - 1] = {};
  std::uint32_t boxDim[kMaxTensorMapRank] = {};
  std::uint32_t elementStrides[kMaxTensorMapRank] = {};
  std::uint32_t interleave = 0; // CU_TENSOR_MAP_INTERLEAVE_NONE
  std::uint32_t swizzle = 0;
  std::uint32_t l2Promotion = 0;
  std::uint32_t oobFill = 0;
};

/// Fills `encoding` from `spec` and the descriptor's arguments among the
/// `argCount` launch arguments at `args`,
/// checking their count, kinds (pointer, i32 shapes, i64 strides) and values
/// (a 16-byte aligned base, shapes >= 1, strides a multiple of 16 bytes
/// below 2^40). The error names the argument index and value (without the
/// kernel's name, which the caller adds).
Status computeTensorMapEncoding(const TensorMapSpec &spec,
                                const KernelArg *args, std::size_t argCount,
                                TensorMapEncoding &encoding);

/// "float16, dims [60, 10], strides [144] bytes, box [64, 8], swizzle none,
/// oob fill zero, l2 promotion none, base 0x7f0000000000": the encoding in
/// errors, dimensions innermost first.
std::string describeTensorMapEncoding(const TensorMapEncoding &encoding);

/// "float16" for CU_TENSOR_MAP_DATA_TYPE_FLOAT16; "data type N" if unknown.
std::string tensorMapDataTypeName(std::uint32_t dataType);

} // namespace tilec::rt::detail

#endif // TILEC_LIB_RUNTIME_TENSORMAPS_H
