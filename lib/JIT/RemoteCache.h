//===- RemoteCache.h - the JIT's remote compile cache (Redis) -------------===//
//
// A cache shared by many machines, under the memory and disk caches:
// Compiler::compile looks up memory, then disk, then here; a hit here is
// written to the disk cache, a compile is published to both.
//
// Values are the disk cache's entry files byte for byte (Cache.h:
// magic, format version, key, payload, SHA-256), under the Redis key
// `tilec:jit:<hex cache key>`. The cache key already covers the compiler's
// version, so tilec builds sharing a server never read each other's entries;
// an entry that does not check out (short, foreign key, bad checksum) is
// reported once, deleted and recompiled. Publishing is `SET key value NX`:
// of many processes compiling one key, one stores it and Redis writes values
// atomically, so a reader sees a whole entry or none.
//
// hiredis is opened with dlopen, never linked: only the soname matching the
// header tilec was compiled against (their structure layouts differ between
// versions). A server that is down or slow costs one bounded timeout and one
// warning per process and endpoint; the remote cache is then skipped for
// retryMs, after which one reconnection is tried (docs/jit.md).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_JIT_REMOTECACHE_H
#define TILEC_LIB_JIT_REMOTECACHE_H

#include "JIT/Cache.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <sys/types.h>

namespace tilec::jit {

/// A remote cache endpoint and its settings, from RemoteCacheOptions and
/// its URL.
struct RemoteConfig {
  std::string host;
  int port = 6379;
  unsigned db = 0;
  std::string user;
  std::string password;
  unsigned connectTimeoutMs = 100;
  unsigned timeoutMs = 200;
  unsigned retryMs = 30000;
  unsigned ttlSeconds = 0;

  /// "redis://host:port/db" (never the password), for messages.
  std::string display() const;
  /// Every field: connections are shared between Compilers with equal ones.
  std::string identity() const;
};

/// Parses `url` ("redis://[[user]:password@]host[:port][/db][?k=v&...]"),
/// starting from the settings in `options`. Returns why it is not usable,
/// empty if it is.
std::string parseRemoteURL(llvm::StringRef url,
                           const RemoteCacheOptions &options,
                           RemoteConfig &config);

/// Reports a URL that parseRemoteURL refused: one warning per process and
/// URL (the password masked).
void warnBadRemoteURL(llvm::StringRef url, const std::string &why,
                      const std::function<void(const std::string &)> &warn);

/// The Redis key holding the entry for `key`: "tilec:jit:<hex>".
std::string remoteKey(const CacheKey &key);

/// Whether the remote cache can be used here: tilec was built with hiredis's
/// header and the matching libhiredis loads. If not, `why` says why.
bool remoteCacheSupported(std::string *why);

class RemoteCache {
public:
  using Warn = std::function<void(const std::string &)>;

  /// The process's connection to `config`'s server, shared by every Compiler
  /// with the same settings (so its failures are reported once). Null, after
  /// one warning per process through `warn`, when hiredis cannot be used.
  /// Connects lazily, at the first lookup.
  static std::shared_ptr<RemoteCache> open(const RemoteConfig &config,
                                           const Warn &warn);
  ~RemoteCache();
  RemoteCache(const RemoteCache &) = delete;
  RemoteCache &operator=(const RemoteCache &) = delete;

  /// Failed: a round trip failed now (timeout, connection lost, error reply:
  /// reported once, the cache is skipped until the back-off ends); Skipped:
  /// in that back-off, nothing was sent.
  enum class Read { Hit, Miss, Corrupt, Failed, Skipped };
  /// GET. On a hit, `entry` holds the checked entry bytes and `kernel` the
  /// kernel. A corrupt entry is reported (once per key) and deleted.
  Read read(const CacheKey &key, std::string &entry, CompiledKernel &kernel,
            const Warn &warn);

  /// Stored: this call's SET NX won; Exists: another process published the
  /// key first.
  enum class Store { Stored, Exists, Failed, Skipped };
  Store publish(const CacheKey &key, llvm::StringRef entry, const Warn &warn);

  const RemoteConfig &config() const { return cfg; }

private:
  explicit RemoteCache(RemoteConfig config);
  struct Reply;
  /// Sends one command; null when the server cannot be used (the connection
  /// is dropped and the back-off starts, with one warning per process).
  std::unique_ptr<Reply> command(llvm::ArrayRef<llvm::StringRef> args,
                                 const Warn &warn, bool &failed);
  bool connect(const Warn &warn, bool &failed);
  void fail(const std::string &why, const Warn &warn);
  void drop();

  RemoteConfig cfg;
  std::mutex mutex; // hiredis contexts are not thread-safe
  void *context = nullptr;
  pid_t contextPid = 0; // a forked child opens its own connection
  bool down = false;
  std::chrono::steady_clock::time_point retryAt;
  bool warned = false;
  std::set<CacheKey> reported;
};

} // namespace tilec::jit

#endif // TILEC_LIB_JIT_REMOTECACHE_H
