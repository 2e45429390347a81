//===- Cache.h - the JIT's on-disk compile cache and its entry format -----===//
//
// One file per compiled kernel, `<key>.tkc` in the cache directory:
//
//   magic "TILECJIT" (8 bytes) | format version (u32 LE) | key (32 bytes,
//   SHA-256) | payload length (u64 LE) | payload | SHA-256 of payload (32)
//
// The payload is a serialized CompiledKernel. Entries are written to a
// temporary file and renamed into place, so readers never see a partial
// entry; anything that does not check out (short, wrong magic, version or
// key, bad checksum, undecodable payload) is reported once, deleted and
// recompiled. Across processes, a compile holds `flock` on `<key>.lock` so
// that one process compiles and the others then read its entry.
//
// Temporary files are named `<file>.tmp.<host>.<pid>.<thread>`. A writer
// killed between creating one and renaming it leaves it behind; opening the
// cache directory removes such leftovers (removeStaleTemps).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_JIT_CACHE_H
#define TILEC_LIB_JIT_CACHE_H

#include "tilec/Compiler.h"

#include "llvm/ADT/StringRef.h"

#include <array>
#include <cstdint>
#include <functional>
#include <mutex>
#include <set>
#include <string>

namespace tilec::jit {

using CacheKey = std::array<std::uint8_t, 32>;

std::string toHex(const CacheKey &key);

/// CompiledKernel <-> payload bytes.
std::string serializeKernel(const CompiledKernel &kernel);
bool deserializeKernel(llvm::StringRef payload, CompiledKernel &kernel);

/// The bytes of an entry file for `key` holding `kernel` (the record above;
/// the remote cache stores the same bytes).
std::string encodeEntry(const CacheKey &key, const CompiledKernel &kernel);

/// Checks the bytes of an entry file against `key` and decodes its payload
/// into `kernel`. Returns why the entry is not valid, empty if it is.
std::string parseEntry(llvm::StringRef file, const CacheKey &key,
                       CompiledKernel &kernel);

/// `<path>.tmp.<host>.<pid>.<thread>`: where this thread writes `path`
/// before renaming it into place. Unique among concurrent writers, and it
/// names the writer so that a later process can tell a leftover from a write
/// in progress.
std::string tempPathFor(llvm::StringRef path);

/// A temporary file whose writer may still be running is kept unless it is
/// older than this: writing an entry takes milliseconds.
inline constexpr int kStaleTempMinutes = 10;

/// Removes the temporary files in `dir` (names containing ".tmp.") that no
/// running writer can still rename: those older than kStaleTempMinutes, and
/// those written on this host by a process that no longer exists. Returns
/// how many it removed.
unsigned removeStaleTemps(llvm::StringRef dir);

/// Holds `flock(LOCK_EX)` on a lock file until destroyed.
class FileLock {
public:
  explicit FileLock(const std::string &path);
  ~FileLock();
  FileLock(const FileLock &) = delete;
  FileLock &operator=(const FileLock &) = delete;

private:
  int fd = -1;
};

class DiskCache {
public:
  using Warn = std::function<void(const std::string &)>;
  /// An empty `dir` disables the disk cache. An unwritable one too, with one
  /// warning. Opening a usable directory removes stale temporary files.
  DiskCache(std::string dir, Warn warn);

  bool enabled() const;
  std::string dir() const;

  enum class Read { Hit, Miss, Corrupt };
  /// Looks `key` up. A corrupt entry is reported (once per key) and deleted.
  Read read(const CacheKey &key, CompiledKernel &kernel);
  /// Stores an entry atomically; a failure disables the disk cache with one
  /// warning.
  void write(const CacheKey &key, const CompiledKernel &kernel);
  /// The same, for an entry already encoded (encodeEntry) or checked
  /// (parseEntry).
  void writeEntry(const CacheKey &key, llvm::StringRef entry);
  /// The cross-process lock for compiling `key`; null when disabled.
  std::unique_ptr<FileLock> lock(const CacheKey &key);

  std::string entryPath(const CacheKey &key) const;

private:
  void disable(const std::string &why);

  mutable std::mutex mutex;
  std::string directory;
  bool on = false;
  Warn warn;
  std::set<CacheKey> reported;
};

} // namespace tilec::jit

#endif // TILEC_LIB_JIT_CACHE_H
