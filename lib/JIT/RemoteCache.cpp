//===- RemoteCache.cpp - the JIT's remote compile cache (Redis, hiredis) -===//
#include "JIT/RemoteCache.h"

#include "llvm/ADT/SmallVector.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <dlfcn.h>
#include <map>
#include <pthread.h>
#include <sys/time.h>
#include <unistd.h>

#if TILEC_HAVE_HIREDIS
#include <hiredis/hiredis.h>
#endif

using namespace llvm;
using namespace tilec;
using namespace tilec::jit;

//===----------------------------------------------------------------------===//
// Settings
//===----------------------------------------------------------------------===//

std::string RemoteConfig::display() const {
  std::string h = StringRef(host).contains(':') ? "[" + host + "]" : host;
  return "redis://" + h + ":" + std::to_string(port) + "/" + std::to_string(db);
}

std::string RemoteConfig::identity() const {
  return display() + "|" + user + "|" + password + "|" +
         std::to_string(connectTimeoutMs) + "|" + std::to_string(timeoutMs) +
         "|" + std::to_string(retryMs) + "|" + std::to_string(ttlSeconds);
}

/// %XX escapes, as URLs carry passwords with reserved characters.
static bool percentDecode(StringRef in, std::string &out) {
  out.clear();
  for (size_t i = 0; i < in.size(); ++i) {
    if (in[i] != '%') {
      out += in[i];
      continue;
    }
    unsigned value;
    if (i + 2 >= in.size() || in.substr(i + 1, 2).getAsInteger(16, value))
      return false;
    out += static_cast<char>(value);
    i += 2;
  }
  return true;
}

std::string tilec::jit::parseRemoteURL(StringRef url,
                                       const RemoteCacheOptions &options,
                                       RemoteConfig &config) {
  config = RemoteConfig();
  config.connectTimeoutMs = options.connectTimeoutMs;
  config.timeoutMs = options.timeoutMs;
  config.retryMs = options.retryMs;
  config.ttlSeconds = options.ttlSeconds;
  StringRef rest = url.trim();
  if (rest.starts_with("rediss://"))
    return "TLS (rediss://) is not supported";
  if (!rest.consume_front("redis://"))
    return "expected redis://host[:port][/db]";
  auto [location, query] = rest.split('?');
  // The password may contain '@'; the host part cannot.
  size_t at = location.rfind('@');
  if (at != StringRef::npos) {
    StringRef info = location.substr(0, at);
    location = location.substr(at + 1);
    if (!info.contains(':'))
      return "credentials must be written user:password@ or :password@";
    auto [user, password] = info.split(':');
    if (!percentDecode(user, config.user) ||
        !percentDecode(password, config.password))
      return "bad %-escape in the credentials";
  }
  auto [hostPort, path] = location.split('/');
  StringRef port;
  if (hostPort.consume_front("[")) {
    size_t close = hostPort.find(']');
    if (close == StringRef::npos)
      return "unterminated '[' in the host";
    config.host = hostPort.substr(0, close).str();
    StringRef after = hostPort.substr(close + 1);
    if (!after.empty() && !after.consume_front(":"))
      return "expected ':port' after ']'";
    port = after;
  } else {
    auto [h, p] = hostPort.split(':');
    config.host = h.str();
    port = p;
  }
  if (config.host.empty())
    return "no host";
  if (hostPort.contains(':') || !port.empty()) {
    unsigned p;
    if (port.getAsInteger(10, p) || p == 0 || p > 65535)
      return "bad port '" + port.str() + "'";
    config.port = static_cast<int>(p);
  }
  if (!path.empty() && path.getAsInteger(10, config.db))
    return "bad database number '" + path.str() + "'";
  SmallVector<StringRef> params;
  query.split(params, '&', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef param : params) {
    auto [name, text] = param.split('=');
    unsigned value;
    if (text.getAsInteger(10, value))
      return "bad value '" + text.str() + "' for '" + name.str() + "'";
    if (name == "connect_timeout_ms")
      config.connectTimeoutMs = value;
    else if (name == "timeout_ms")
      config.timeoutMs = value;
    else if (name == "retry_ms")
      config.retryMs = value;
    else if (name == "ttl_s")
      config.ttlSeconds = value;
    else
      return "unknown parameter '" + name.str() +
             "' (known: connect_timeout_ms, timeout_ms, retry_ms, ttl_s)";
  }
  // hiredis reads a zero timeout as none: a dead server would hang the JIT.
  if (config.connectTimeoutMs == 0 || config.timeoutMs == 0)
    return "timeouts must be at least 1 ms";
  return "";
}

std::string tilec::jit::remoteKey(const CacheKey &key) {
  return "tilec:jit:" + toHex(key);
}

/// Gives each distinct setup problem (no hiredis, a bad URL) one warning per
/// process, however many Compilers ask.
static void warnOnce(const std::string &message,
                     const RemoteCache::Warn &warn) {
  static std::mutex mutex;
  static std::set<std::string> *given = new std::set<std::string>();
  {
    std::lock_guard<std::mutex> guard(mutex);
    if (!given->insert(message).second)
      return;
  }
  warn(message);
}

//===----------------------------------------------------------------------===//
// hiredis, through dlopen
//===----------------------------------------------------------------------===//

#if TILEC_HAVE_HIREDIS
#define TILEC_STRINGIFY_(x) #x
#define TILEC_STRINGIFY(x) TILEC_STRINGIFY_(x)
#ifdef HIREDIS_SONAME
static constexpr const char *kSoname =
    "libhiredis.so." TILEC_STRINGIFY(HIREDIS_SONAME);
#else
static constexpr const char *kSoname = "libhiredis.so." TILEC_STRINGIFY(
    HIREDIS_MAJOR) "." TILEC_STRINGIFY(HIREDIS_MINOR);
#endif
static constexpr const char *kHeaderVersion =
    TILEC_STRINGIFY(HIREDIS_MAJOR) "." TILEC_STRINGIFY(
        HIREDIS_MINOR) "." TILEC_STRINGIFY(HIREDIS_PATCH);

namespace {
/// The entry points used, typed by the header tilec was compiled against.
struct Hiredis {
  decltype(&::redisConnectWithTimeout) connectWithTimeout = nullptr;
  decltype(&::redisSetTimeout) setTimeout = nullptr;
  decltype(&::redisCommandArgv) commandArgv = nullptr;
  decltype(&::freeReplyObject) freeReplyObject = nullptr;
  decltype(&::redisFree) free = nullptr;
};
} // namespace

template <class Fn>
static void resolve(void *library, const char *symbol, Fn &fn,
                    std::string &missing) {
  fn = reinterpret_cast<Fn>(::dlsym(library, symbol));
  if (!fn && missing.empty())
    missing = symbol;
}

/// The library, loaded once per process (never closed); null with the
/// reason in `why` if it cannot be used.
static const Hiredis *hiredis(std::string *why) {
  static std::once_flag once;
  static Hiredis lib;
  static std::string error;
  std::call_once(once, [] {
    // Test hook: a soname that does not exist exercises the missing-library
    // path. Never point it at another hiredis version (see the header).
    const char *name = std::getenv("TILEC_TEST_HIREDIS_SONAME");
    if (!name || !*name)
      name = kSoname;
    void *library = ::dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
      const char *reason = ::dlerror();
      error = std::string(name) + " cannot be loaded (" +
              (reason ? reason : "dlopen failed") +
              "); tilec was built against hiredis " + kHeaderVersion +
              " and uses only that version's library, as the structures "
              "differ between hiredis versions";
      return;
    }
    std::string missing;
    resolve(library, "redisConnectWithTimeout", lib.connectWithTimeout,
            missing);
    resolve(library, "redisSetTimeout", lib.setTimeout, missing);
    resolve(library, "redisCommandArgv", lib.commandArgv, missing);
    resolve(library, "freeReplyObject", lib.freeReplyObject, missing);
    resolve(library, "redisFree", lib.free, missing);
    if (!missing.empty())
      error = std::string(name) + " has no '" + missing + "'";
  });
  if (!error.empty()) {
    if (why)
      *why = error;
    return nullptr;
  }
  return &lib;
}

bool tilec::jit::remoteCacheSupported(std::string *why) {
  return hiredis(why) != nullptr;
}

static timeval toTimeval(unsigned ms) {
  timeval tv;
  tv.tv_sec = ms / 1000;
  tv.tv_usec = static_cast<suseconds_t>(ms % 1000) * 1000;
  return tv;
}

namespace {
/// Blocks SIGPIPE on this thread while hiredis writes to a socket the server
/// may have closed (the write then fails with EPIPE instead of killing the
/// process), and discards a SIGPIPE such a write left pending.
class NoSigpipe {
public:
  NoSigpipe() {
    sigemptyset(&pipeSet);
    sigaddset(&pipeSet, SIGPIPE);
    sigset_t pending;
    wasPending = sigpending(&pending) == 0 && sigismember(&pending, SIGPIPE);
    blocked = pthread_sigmask(SIG_BLOCK, &pipeSet, &old) == 0;
  }
  ~NoSigpipe() {
    if (!blocked)
      return;
    sigset_t pending;
    if (!wasPending && sigpending(&pending) == 0 &&
        sigismember(&pending, SIGPIPE)) {
      timespec zero = {0, 0};
      while (sigtimedwait(&pipeSet, nullptr, &zero) < 0 && errno == EINTR) {
      }
    }
    pthread_sigmask(SIG_SETMASK, &old, nullptr);
  }
  NoSigpipe(const NoSigpipe &) = delete;
  NoSigpipe &operator=(const NoSigpipe &) = delete;

private:
  sigset_t pipeSet, old;
  bool wasPending = false;
  bool blocked = false;
};
} // namespace

struct RemoteCache::Reply {
  explicit Reply(redisReply *reply) : r(reply) {}
  ~Reply() { hiredis(nullptr)->freeReplyObject(r); }
  Reply(const Reply &) = delete;
  Reply &operator=(const Reply &) = delete;
  redisReply *r;
};

/// One command on an open context: the reply (error replies included), or
/// null with the reason in `why`.
static redisReply *send(redisContext *c, ArrayRef<StringRef> args,
                        std::string &why) {
  SmallVector<const char *> argv;
  SmallVector<size_t> lengths;
  for (StringRef a : args) {
    argv.push_back(a.data());
    lengths.push_back(a.size());
  }
  void *reply;
  {
    NoSigpipe guard;
    reply = hiredis(nullptr)->commandArgv(c, static_cast<int>(argv.size()),
                                          argv.data(), lengths.data());
  }
  if (!reply) {
    why = c->err ? std::string(c->errstr) : std::string("no reply");
    // A read that timed out (SO_RCVTIMEO) reports EAGAIN's text.
    if (c->err == REDIS_ERR_IO && why == std::strerror(EAGAIN))
      why = "no reply within the command timeout";
    return nullptr;
  }
  return static_cast<redisReply *>(reply);
}

void RemoteCache::drop() {
  if (context)
    hiredis(nullptr)->free(static_cast<redisContext *>(context));
  context = nullptr;
}

bool RemoteCache::connect(const Warn &warn, bool &failed) {
  if (context && contextPid == ::getpid())
    return true;
  // Inherited through fork(): the parent's connection. Close this process's
  // copy of the socket and open its own.
  drop();
  if (down && (cfg.retryMs == 0 || std::chrono::steady_clock::now() < retryAt))
    return false;
  redisContext *c = hiredis(nullptr)->connectWithTimeout(
      cfg.host.c_str(), cfg.port, toTimeval(cfg.connectTimeoutMs));
  if (!c || c->err) {
    std::string why = c ? c->errstr : "out of memory";
    if (c)
      hiredis(nullptr)->free(c);
    fail("cannot connect: " + why, warn);
    failed = true;
    return false;
  }
  context = c;
  contextPid = ::getpid();
  if (hiredis(nullptr)->setTimeout(c, toTimeval(cfg.timeoutMs)) != REDIS_OK) {
    fail("cannot set the command timeout", warn);
    failed = true;
    return false;
  }
  auto setup = [&](ArrayRef<StringRef> args) {
    std::string why;
    redisReply *reply = send(c, args, why);
    if (reply && reply->type == REDIS_REPLY_ERROR)
      why = std::string(reply->str, reply->len);
    else if (reply && reply->type != REDIS_REPLY_STATUS)
      why = "unexpected reply";
    if (reply)
      hiredis(nullptr)->freeReplyObject(reply);
    if (why.empty())
      return true;
    fail(args[0].str() + " failed: " + why, warn);
    failed = true;
    return false;
  };
  if (!cfg.password.empty()) {
    bool ok = cfg.user.empty() ? setup({"AUTH", cfg.password})
                               : setup({"AUTH", cfg.user, cfg.password});
    if (!ok)
      return false;
  }
  std::string db = std::to_string(cfg.db);
  if (cfg.db != 0 && !setup({"SELECT", db}))
    return false;
  down = false;
  return true;
}

std::unique_ptr<RemoteCache::Reply>
RemoteCache::command(ArrayRef<StringRef> args, const Warn &warn, bool &failed) {
  failed = false;
  if (!connect(warn, failed))
    return nullptr;
  std::string why;
  redisReply *reply = send(static_cast<redisContext *>(context), args, why);
  if (!reply) {
    fail(why, warn);
    failed = true;
    return nullptr;
  }
  auto owned = std::make_unique<Reply>(reply);
  // WRONGTYPE: the key holds something other than a string; the caller
  // treats that as a corrupt entry. Any other error (OOM, READONLY, NOAUTH,
  // cluster redirections) means the server cannot serve as a cache.
  if (reply->type == REDIS_REPLY_ERROR &&
      !StringRef(reply->str, reply->len).starts_with("WRONGTYPE")) {
    fail(args[0].str() + " failed: " + std::string(reply->str, reply->len),
         warn);
    failed = true;
    return nullptr;
  }
  return owned;
}

RemoteCache::Read RemoteCache::read(const CacheKey &key, std::string &entry,
                                    CompiledKernel &kernel, const Warn &warn) {
  std::lock_guard<std::mutex> guard(mutex);
  std::string name = remoteKey(key);
  bool failed;
  std::unique_ptr<Reply> reply = command({"GET", name}, warn, failed);
  if (!reply)
    return failed ? Read::Failed : Read::Skipped;
  redisReply *r = reply->r;
  if (r->type == REDIS_REPLY_NIL)
    return Read::Miss;
  std::string why;
  if (r->type == REDIS_REPLY_STRING) {
    entry.assign(r->str, r->len);
    why = parseEntry(entry, key, kernel);
    if (why.empty())
      return Read::Hit;
  } else if (r->type == REDIS_REPLY_ERROR) {
    why = "not a string value";
  } else {
    fail("unexpected reply to GET", warn);
    return Read::Failed;
  }
  entry.clear();
  reply.reset();
  if (!command({"DEL", name}, warn, failed) && failed)
    return Read::Failed;
  if (reported.insert(key).second)
    warn("tilec: warning: corrupt remote compile cache entry '" + name +
         "' on " + cfg.display() + " (" + why + "); deleted, recompiling");
  return Read::Corrupt;
}

RemoteCache::Store RemoteCache::publish(const CacheKey &key, StringRef entry,
                                        const Warn &warn) {
  std::lock_guard<std::mutex> guard(mutex);
  std::string name = remoteKey(key);
  std::string ttl = std::to_string(cfg.ttlSeconds);
  SmallVector<StringRef> args = {"SET", name, entry, "NX"};
  if (cfg.ttlSeconds) {
    args.push_back("EX");
    args.push_back(ttl);
  }
  bool failed;
  std::unique_ptr<Reply> reply = command(args, warn, failed);
  if (!reply)
    return failed ? Store::Failed : Store::Skipped;
  if (reply->r->type == REDIS_REPLY_NIL)
    return Store::Exists;
  if (reply->r->type == REDIS_REPLY_STATUS)
    return Store::Stored;
  fail("unexpected reply to SET", warn);
  return Store::Failed;
}

#else // !TILEC_HAVE_HIREDIS

bool tilec::jit::remoteCacheSupported(std::string *why) {
  if (why)
    *why = "this tilec was built without hiredis's header (install "
           "libhiredis-dev and rebuild)";
  return false;
}

struct RemoteCache::Reply {};

void RemoteCache::drop() {}
bool RemoteCache::connect(const Warn &, bool &failed) {
  failed = false;
  return false;
}
std::unique_ptr<RemoteCache::Reply>
RemoteCache::command(ArrayRef<StringRef>, const Warn &, bool &failed) {
  failed = false;
  return nullptr;
}
RemoteCache::Read RemoteCache::read(const CacheKey &, std::string &,
                                    CompiledKernel &, const Warn &) {
  return Read::Skipped;
}
RemoteCache::Store RemoteCache::publish(const CacheKey &, StringRef,
                                        const Warn &) {
  return Store::Skipped;
}

#endif // TILEC_HAVE_HIREDIS

//===----------------------------------------------------------------------===//
// Connections
//===----------------------------------------------------------------------===//

RemoteCache::RemoteCache(RemoteConfig config) : cfg(std::move(config)) {}

RemoteCache::~RemoteCache() { drop(); }

void RemoteCache::fail(const std::string &why, const Warn &warn) {
  drop();
  down = true;
  retryAt =
      std::chrono::steady_clock::now() + std::chrono::milliseconds(cfg.retryMs);
  if (warned)
    return;
  warned = true;
  std::string then =
      cfg.retryMs == 0
          ? "not used again in this process"
          : "skipped for " + std::to_string(cfg.retryMs) + " ms, then retried";
  warn("tilec: warning: remote compile cache " + cfg.display() +
       " is unusable (" + why + "); compiling locally, the remote cache " +
       then);
}

std::shared_ptr<RemoteCache> RemoteCache::open(const RemoteConfig &config,
                                               const Warn &warn) {
  std::string why;
  if (!remoteCacheSupported(&why)) {
    warnOnce("tilec: warning: a remote compile cache was asked for (" +
                 config.display() + ") but " + why +
                 "; caching in memory and on disk only",
             warn);
    return nullptr;
  }
  // Never destroyed: connections live as long as the process, so that a
  // dead server is reported once however many Compilers come and go.
  static std::mutex mutex;
  static auto *registry =
      new std::map<std::string, std::shared_ptr<RemoteCache>>();
  std::lock_guard<std::mutex> guard(mutex);
  std::shared_ptr<RemoteCache> &slot = (*registry)[config.identity()];
  if (!slot)
    slot.reset(new RemoteCache(config));
  return slot;
}

void tilec::jit::warnBadRemoteURL(StringRef url, const std::string &why,
                                  const RemoteCache::Warn &warn) {
  // Never echo a password.
  std::string shown = url.str();
  size_t at = StringRef(shown).rfind('@');
  size_t scheme = shown.find("://");
  if (at != std::string::npos && scheme != std::string::npos && at > scheme)
    shown.replace(scheme + 3, at - scheme - 3, "***");
  warnOnce("tilec: warning: remote compile cache URL '" + shown +
               "' is not usable (" + why +
               "); caching in memory and on disk only",
           warn);
}
