//===- NpyFuzzer.cpp - libFuzzer target: the .npy reader ------------------===//
//
// The input is the bytes of a `.npy` file, as `tilec run --arg x.npy` reads
// it. A parse either fails with a message or gives an array whose data size
// matches its shape and dtype, and that writes back and reads again to the
// same array.
//
//===----------------------------------------------------------------------===//
#include "tilec/Npy.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

using namespace tilec::npy;

static void check(bool ok, const char *what) {
  if (ok)
    return;
  std::fprintf(stderr, "npy fuzzer: %s\n", what);
  std::abort();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string_view bytes(reinterpret_cast<const char *>(data), size);
  ReadResult r = parseNpy(bytes, "fuzz.npy");
  if (!r.ok())
    return 0;
  const Array &a = r.array;
  check(a.numel() >= 0, "negative element count");
  check(a.data.size() ==
            static_cast<std::size_t>(a.numel()) * dtypeSize(a.dtype),
        "data size does not match shape and dtype");

  ReadResult again = parseNpy(serializeNpy(a), "again.npy");
  check(again.ok(), "a parsed array does not read back");
  // bf16 is written as <u2 (raw bits); the rest keeps its dtype.
  check(again.array.dtype == a.dtype ||
            (a.dtype == DType::BF16 && again.array.dtype == DType::U16),
        "dtype changed on a round trip");
  check(again.array.shape == a.shape, "shape changed on a round trip");
  check(again.array.data == a.data, "data changed on a round trip");
  Array bits = again.array;
  (void)asBF16(bits);
  return 0;
}
