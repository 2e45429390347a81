//===- Npy.h - read and write NumPy .npy arrays --------------------------===//
//
// Kernel inputs and outputs travel as `.npy` files (format versions 1-3,
// little-endian, C order). Plain C++17: part of the runtime, which never
// depends on LLVM.
//
// bfloat16: NumPy has no bf16 dtype. A bf16 array is written as `<u2` holding
// the raw bf16 bit patterns; reading accepts `<u2`/`<i2` (raw bits, use
// `asBF16`) and the 2-byte void dtype `|V2`/`<V2` that ml_dtypes produces.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_NPY_H
#define TILEC_NPY_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

// tilec's API: visible from libtilec.so also when tilec is built with
// -fvisibility=hidden (the release package hides everything else).
#pragma GCC visibility push(default)

namespace tilec::npy {

enum class DType {
  Bool,
  I8,
  U8,
  I16,
  U16,
  I32,
  U32,
  I64,
  U64,
  F16,
  BF16,
  F32,
  F64
};

/// Bytes per element.
std::size_t dtypeSize(DType dtype);
/// NumPy's descr string as written: "<f4", "|b1", ... (bf16: "<u2").
const char *dtypeDescr(DType dtype);
/// Triton's name: "fp32", "i1", "bf16", ...
const char *dtypeName(DType dtype);

/// An n-dimensional array in C order; a 0-d array has an empty shape.
struct Array {
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
  std::vector<uint8_t> data; // numel() * dtypeSize(dtype) bytes, little-endian

  int64_t numel() const;
};

/// An Array, or an error message saying what is wrong with the input.
struct ReadResult {
  Array array;
  std::string error; // empty on success
  bool ok() const { return error.empty(); }
};

/// Parses the bytes of a `.npy` file; `name` is used in error messages.
ReadResult parseNpy(std::string_view bytes, std::string_view name);
/// Reads and parses the file at `path`.
ReadResult readNpy(const std::string &path);

/// The bytes of a version-1 `.npy` file (version 2 if the header needs it).
std::string serializeNpy(const Array &array);
/// Writes `array` to `path` atomically (temporary file, then rename);
/// returns an error message, empty on success.
std::string writeNpy(const std::string &path, const Array &array);

/// Reinterprets a `<u2`/`<i2` array of raw bit patterns as bf16 (the bits are
/// unchanged). Returns false if `array` is not a 2-byte integer array.
bool asBF16(Array &array);

} // namespace tilec::npy

#pragma GCC visibility pop

#endif // TILEC_NPY_H
