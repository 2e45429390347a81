//===- CacheEntryFuzzer.cpp - libFuzzer target: JIT disk-cache entries ---===//
//
// The JIT reads `<key>.tkc` files from a cache directory other processes
// write (lib/JIT/Cache.h has the format). The first input byte picks what the
// rest is:
//   even: a whole entry file; its key is taken from the entry itself, so that
//         inputs get past the key check;
//   odd:  a payload, wrapped here in a valid header and checksum, so that
//         inputs reach the payload decoder (a random checksum never matches).
// A decoded entry must encode and decode again to the same kernel.
//
//===----------------------------------------------------------------------===//
#include "JIT/Cache.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/SHA256.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace tilec;
using namespace tilec::jit;

static void appendLE(std::string &out, std::uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i)
    out += static_cast<char>((v >> (8 * i)) & 0xff);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size == 0)
    return 0;
  bool wrap = data[0] & 1;
  llvm::StringRef rest(reinterpret_cast<const char *>(data) + 1, size - 1);

  CacheKey key{};
  std::string file;
  const size_t keyOffset = 8 + 4; // magic, version
  if (wrap) {
    file = "TILECJIT";
    appendLE(file, /*v=*/1, /*bytes=*/4);
    file.append(reinterpret_cast<const char *>(key.data()), key.size());
    appendLE(file, rest.size(), /*bytes=*/8);
    file += rest;
    std::array<std::uint8_t, 32> sum =
        llvm::SHA256::hash(llvm::ArrayRef<std::uint8_t>(
            reinterpret_cast<const std::uint8_t *>(rest.data()), rest.size()));
    file.append(reinterpret_cast<const char *>(sum.data()), sum.size());
  } else {
    file = rest.str();
    if (file.size() >= keyOffset + key.size())
      std::memcpy(key.data(), file.data() + keyOffset, key.size());
  }

  CompiledKernel kernel;
  if (!parseEntry(file, key, kernel).empty())
    return 0;
  // Flags may decode from any non-zero value, so compare from the first
  // re-encoding on.
  std::string encoded = serializeKernel(kernel);
  CompiledKernel again;
  if (!deserializeKernel(encoded, again) || serializeKernel(again) != encoded) {
    std::fprintf(stderr, "cache fuzzer: a decoded entry does not round-trip\n");
    std::abort();
  }
  return 0;
}
