//===- RemoteCacheTest.cpp - the JIT's remote cache against a real Redis --===//
//
// Every test that needs a server starts its own redis-server on 127.0.0.1 at
// a free port (RedisServer.h) and skips, saying why, when redis-server is not
// installed or this tilec cannot use hiredis. Nothing is mocked, and nothing
// connects anywhere but 127.0.0.1.
//
//===----------------------------------------------------------------------===//
#include "tilec/Compiler.h"

#include "JIT/RemoteCache.h"
#include "RedisServer.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <limits>
#include <mutex>
#include <random>
#include <sstream>
#include <sys/wait.h>
#include <thread>

using namespace tilec;
using tilec::testing::RedisClient;
using tilec::testing::RedisServer;

namespace {

const std::string kSourceDir = TILEC_SOURCE_DIR;

std::string freshDir(const std::string &name) {
  llvm::SmallString<128> dir;
  llvm::sys::fs::createUniqueDirectory("tilec-remote-" + name, dir);
  return std::string(dir);
}

/// Warnings a Compiler gave, thread-safe.
struct Log {
  std::mutex mutex;
  std::vector<std::string> lines;
  std::function<void(const std::string &)> sink() {
    return [this](const std::string &line) {
      std::lock_guard<std::mutex> guard(mutex);
      lines.push_back(line);
    };
  }
  size_t count(const std::string &text) {
    std::lock_guard<std::mutex> guard(mutex);
    size_t n = 0;
    for (const std::string &l : lines)
      n += l.find(text) != std::string::npos;
    return n;
  }
  std::string all() {
    std::lock_guard<std::mutex> guard(mutex);
    std::string s;
    for (const std::string &l : lines)
      s += l + "\n";
    return s;
  }
};

CompilerOptions options(const std::string &dir, const std::string &url,
                        Log *log = nullptr) {
  CompilerOptions o;
  o.cacheDir = dir;
  o.diskCache = !dir.empty();
  if (log)
    o.log = log->sink();
  o.remote.url = url;
  return o;
}

/// vector_add with BLOCK_SIZE `block` for `target`.
Result<std::shared_ptr<const CompiledKernel>>
compileAdd(Compiler &c, const std::string &target = "interp", int block = 128) {
  CompileOptions o;
  o.target = target;
  return c.compile(
      KernelSource::fromFile(kSourceDir + "/kernels/vector_add.py"),
      "add_kernel", "*fp32,*fp32,*fp32,i32",
      {{"BLOCK_SIZE", std::to_string(block)}}, o);
}

/// Runs the kernel's tile IR on the interpreter (every compiled kernel can)
/// and checks x + y on fresh data with a ragged tail, output poisoned first.
void checkAdd(const std::shared_ptr<const CompiledKernel> &ck, int block) {
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> dist(-4, 4);
  int n = 3 * block + 17;
  std::vector<float> x(n), y(n),
      out(n, std::numeric_limits<float>::quiet_NaN());
  for (int i = 0; i < n; ++i) {
    x[i] = dist(rng);
    y[i] = dist(rng);
  }
  Device device = Device::interpreter();
  unsigned blocks = (n + block - 1) / block;
  Status err = Kernel(ck).launch(device, {blocks, 1, 1}, x, y, out, n);
  ASSERT_TRUE(err.ok()) << err.message();
  for (int i = 0; i < n; ++i)
    ASSERT_EQ(out[i], x[i] + y[i]) << "element " << i;
}

#define SKIP_WITHOUT_REMOTE_CACHE()                                            \
  do {                                                                         \
    std::string why;                                                           \
    if (!Compiler::remoteCacheSupported(&why))                                 \
      GTEST_SKIP() << why;                                                     \
    if (tilec::testing::findRedisServer().empty())                             \
      GTEST_SKIP() << "redis-server is not installed";                         \
  } while (0)

#define START_SERVER(server, ...)                                              \
  SKIP_WITHOUT_REMOTE_CACHE();                                                 \
  RedisServer server{__VA_ARGS__};                                             \
  ASSERT_TRUE(server.ok()) << server.error()

std::string redisKey(const CompiledKernel &ck) {
  return "tilec:jit:" + ck.cacheKey;
}

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

// A dead or stopped server must cost a bounded time, not a hang. Speed is
// the benchmark's business; this only tells "bounded" from "stuck".
constexpr double kBoundSeconds = 10;

} // namespace

//===----------------------------------------------------------------------===//
// Settings (no server)
//===----------------------------------------------------------------------===//

// The URL grammar: defaults, credentials (percent-escaped), IPv6, database,
// query parameters overriding the options; and what is refused.
TEST(RemoteCacheURL, ParsesAndRefuses) {
  RemoteCacheOptions defaults;
  jit::RemoteConfig c;
  EXPECT_EQ(jit::parseRemoteURL("redis://10.0.0.5", defaults, c), "");
  EXPECT_EQ(c.host, "10.0.0.5");
  EXPECT_EQ(c.port, 6379);
  EXPECT_EQ(c.db, 0u);
  EXPECT_EQ(c.connectTimeoutMs, 100u);
  EXPECT_EQ(c.timeoutMs, 200u);
  EXPECT_EQ(c.retryMs, 30000u);
  EXPECT_EQ(c.display(), "redis://10.0.0.5:6379/0");

  EXPECT_EQ(jit::parseRemoteURL("redis://ci:p%40ss:w@cache:7000/3?timeout_ms="
                                "50&connect_timeout_ms=20&retry_ms=0&ttl_s=60",
                                defaults, c),
            "");
  EXPECT_EQ(c.user, "ci");
  EXPECT_EQ(c.password, "p@ss:w");
  EXPECT_EQ(c.host, "cache");
  EXPECT_EQ(c.port, 7000);
  EXPECT_EQ(c.db, 3u);
  EXPECT_EQ(c.timeoutMs, 50u);
  EXPECT_EQ(c.connectTimeoutMs, 20u);
  EXPECT_EQ(c.retryMs, 0u);
  EXPECT_EQ(c.ttlSeconds, 60u);
  EXPECT_EQ(c.display(), "redis://cache:7000/3"); // no password

  EXPECT_EQ(jit::parseRemoteURL("redis://[::1]:6380", defaults, c), "");
  EXPECT_EQ(c.host, "::1");
  EXPECT_EQ(c.display(), "redis://[::1]:6380/0");

  RemoteCacheOptions custom;
  custom.timeoutMs = 30;
  EXPECT_EQ(jit::parseRemoteURL("redis://h:1/", custom, c), "");
  EXPECT_EQ(c.timeoutMs, 30u);

  for (const char *bad :
       {"http://h:6379", "rediss://h:6379", "redis://", "redis://h:0",
        "redis://h:99999", "redis://h:port", "redis://h/db", "redis://pw@h",
        "redis://h?timeout_ms=0", "redis://h?tmeout_ms=5",
        "redis://h?timeout_ms=soon", "redis://[::1"})
    EXPECT_NE(jit::parseRemoteURL(bad, defaults, c), "") << bad;
}

// A malformed URL is one warning (password masked) and no remote cache; the
// compile goes on locally.
TEST(RemoteCacheURL, BadURLIsOneWarning) {
  Log log;
  Compiler c(options("", "redis://user:hunter2@127.0.0.1:notaport", &log));
  EXPECT_EQ(c.remoteCache(), "");
  auto ck = compileAdd(c);
  ASSERT_TRUE(static_cast<bool>(ck)) << ck.message();
  EXPECT_EQ(log.count("remote compile cache URL"), 1u) << log.all();
  EXPECT_EQ(log.all().find("hunter2"), std::string::npos) << log.all();
  // Another Compiler with the same URL: no second warning.
  Compiler again(options("", "redis://user:hunter2@127.0.0.1:notaport", &log));
  EXPECT_EQ(log.lines.size(), 1u) << log.all();
}

// enabled = false wins over $TILEC_REMOTE_CACHE.
TEST(RemoteCacheURL, DisabledIgnoresTheEnvironment) {
  ::setenv("TILEC_REMOTE_CACHE", "redis://127.0.0.1:1", 1);
  CompilerOptions o = options("", "");
  o.remote.enabled = false;
  Compiler off(o);
  EXPECT_EQ(off.remoteCache(), "");
  Compiler on(options("", ""));
  ::unsetenv("TILEC_REMOTE_CACHE");
  std::string why;
  if (Compiler::remoteCacheSupported(&why)) {
    EXPECT_EQ(on.remoteCache(), "redis://127.0.0.1:1/0");
  }
}

//===----------------------------------------------------------------------===//
// Hits, misses and publishing
//===----------------------------------------------------------------------===//

// A compile publishes to disk and Redis; a second Compiler with an empty disk
// directory (a cold node) gets a remote hit, byte-identical code, and fills
// its disk cache, which a third Compiler without the remote cache then hits.
TEST(RemoteCache, RemoteHitFillsTheDiskCache) {
  START_SERVER(server);
  for (const char *target : {"interp", "gfx942"}) {
    SCOPED_TRACE(target);
    std::string first = freshDir("first"), second = freshDir("second");
    Log log;
    std::shared_ptr<const CompiledKernel> original;
    {
      Compiler c(options(first, server.url(), &log));
      EXPECT_EQ(c.remoteCache(), server.url("/0"));
      auto ck = compileAdd(c, target);
      ASSERT_TRUE(static_cast<bool>(ck)) << ck.message();
      original = *ck;
      CacheStats s = c.cacheStats();
      EXPECT_EQ(s.compiles, 1u);
      EXPECT_EQ(s.remoteHits, 0u);
      EXPECT_EQ(s.remoteStores, 1u);
      EXPECT_TRUE(
          llvm::sys::fs::exists(first + "/" + original->cacheKey + ".tkc"));
    }
    RedisClient client(server.port());
    RedisClient::Reply stored = client.command({"GET", redisKey(*original)});
    ASSERT_EQ(stored.type, '$');
    EXPECT_EQ(stored.str.substr(0, 8), "TILECJIT");

    Compiler cold(options(second, server.url(), &log));
    auto ck = compileAdd(cold, target);
    ASSERT_TRUE(static_cast<bool>(ck)) << ck.message();
    CacheStats s = cold.cacheStats();
    EXPECT_EQ(s.remoteHits, 1u);
    EXPECT_EQ(s.compiles, 0u);
    EXPECT_EQ(s.remoteStores, 0u);
    EXPECT_EQ((*ck)->binary, original->binary);
    EXPECT_EQ((*ck)->tileIR, original->tileIR);
    EXPECT_EQ((*ck)->format, original->format);
    checkAdd(*ck, 128);
    std::string filled = second + "/" + original->cacheKey + ".tkc";
    ASSERT_TRUE(llvm::sys::fs::exists(filled));
    std::ifstream file(filled, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(file)),
                      std::istreambuf_iterator<char>());
    EXPECT_EQ(bytes, stored.str); // the same record in both tiers

    Compiler local(options(second, "", &log));
    ASSERT_TRUE(static_cast<bool>(compileAdd(local, target)));
    EXPECT_EQ(local.cacheStats().diskHits, 1u);
    EXPECT_EQ(log.lines.size(), 0u) << log.all();
  }
}

// Order memory -> disk -> remote: a disk hit never asks Redis (the entry is
// deleted from Redis and the disk hit still happens), a memory hit neither.
TEST(RemoteCache, DiskAndMemoryComeFirst) {
  START_SERVER(server);
  std::string dir = freshDir("order");
  Log log;
  std::string key;
  {
    Compiler c(options(dir, server.url(), &log));
    auto ck = compileAdd(c);
    ASSERT_TRUE(static_cast<bool>(ck));
    key = redisKey(**ck);
    ASSERT_TRUE(static_cast<bool>(compileAdd(c)));
    EXPECT_EQ(c.cacheStats().memoryHits, 1u);
  }
  RedisClient client(server.port());
  EXPECT_EQ(client.command({"DEL", key}).integer, 1);
  Compiler c(options(dir, server.url(), &log));
  ASSERT_TRUE(static_cast<bool>(compileAdd(c)));
  CacheStats s = c.cacheStats();
  EXPECT_EQ(s.diskHits, 1u);
  EXPECT_EQ(s.remoteHits + s.compiles + s.remoteStores, 0u);
  EXPECT_EQ(client.command({"EXISTS", key}).integer, 0);
}

// Run in child processes by RacingProcessesPublishOnce: each a cold node
// (its own empty disk directory) on the shared server. They wait at a
// barrier so that both look the key up before either publishes, compile, and
// record their counters and code.
TEST(RemoteCacheChild, Race) {
  const char *dir = std::getenv("TILEC_REMOTE_TEST_RACE_DIR");
  const char *url = std::getenv("TILEC_REMOTE_TEST_URL");
  if (!dir || !url)
    GTEST_SKIP() << "only run as a child of RacingProcessesPublishOnce";
  std::string me = std::string(dir) + "/" + std::to_string(::getpid());
  Compiler c(options(freshDir("racer"), url));
  std::ofstream(me + ".ready").close();
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (!llvm::sys::fs::exists(std::string(dir) + "/go") &&
         std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  auto ck = compileAdd(c, "gfx942");
  ASSERT_TRUE(static_cast<bool>(ck)) << ck.message();
  EXPECT_EQ((*ck)->format, "hsaco");
  checkAdd(*ck, 128);
  CacheStats s = c.cacheStats();
  std::ofstream(me + ".stats")
      << s.compiles << " " << s.remoteStores << " " << s.remoteHits;
  std::ofstream(me + ".bin", std::ios::binary)
      .write((*ck)->binary.data(), (*ck)->binary.size());
}

// Two processes compile one key at once on two cold nodes: both compile,
// exactly one SET NX stores, and the stored entry is the code both got.
TEST(RemoteCache, RacingProcessesPublishOnce) {
  START_SERVER(server);
  std::string dir = freshDir("race");
  std::string self = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  std::string dirEnv = "TILEC_REMOTE_TEST_RACE_DIR=" + dir;
  std::string urlEnv = "TILEC_REMOTE_TEST_URL=" + server.url();
  std::vector<llvm::StringRef> args = {self,
                                       "--gtest_filter=RemoteCacheChild.Race"};
  std::vector<llvm::StringRef> envp = {dirEnv, urlEnv};
  std::vector<llvm::sys::ProcessInfo> children;
  for (int i = 0; i < 2; ++i)
    children.push_back(llvm::sys::ExecuteNoWait(self, args, envp));
  auto ready = [&] {
    int n = 0;
    std::error_code ec;
    for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
         it.increment(ec))
      n += llvm::StringRef(it->path()).ends_with(".ready");
    return n;
  };
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (ready() < 2 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  std::ofstream(dir + "/go").close();
  std::vector<std::string> binaries;
  unsigned compiles = 0, stores = 0, hits = 0;
  for (llvm::sys::ProcessInfo &child : children) {
    llvm::sys::ProcessInfo done = llvm::sys::Wait(child, std::nullopt);
    EXPECT_EQ(done.ReturnCode, 0);
    std::string me = dir + "/" + std::to_string(child.Pid);
    std::ifstream stats(me + ".stats");
    unsigned c = 0, s = 0, h = 0;
    ASSERT_TRUE(static_cast<bool>(stats >> c >> s >> h)) << me;
    compiles += c;
    stores += s;
    hits += h;
    std::ifstream bin(me + ".bin", std::ios::binary);
    binaries.emplace_back((std::istreambuf_iterator<char>(bin)),
                          std::istreambuf_iterator<char>());
  }
  EXPECT_EQ(compiles, 2u) << "both processes should have missed";
  EXPECT_EQ(stores, 1u) << "exactly one SET NX stores";
  EXPECT_EQ(hits, 0u);
  ASSERT_EQ(binaries.size(), 2u);
  EXPECT_FALSE(binaries[0].empty());
  EXPECT_EQ(binaries[0], binaries[1]);
  // The winner's entry is whole and valid: a third cold node hits it.
  Compiler third(options(freshDir("third"), server.url()));
  auto ck = compileAdd(third, "gfx942");
  ASSERT_TRUE(static_cast<bool>(ck));
  EXPECT_EQ(third.cacheStats().remoteHits, 1u);
  EXPECT_EQ(std::string((*ck)->binary.begin(), (*ck)->binary.end()),
            binaries[0]);
}

//===----------------------------------------------------------------------===//
// Corrupt entries
//===----------------------------------------------------------------------===//

// Each damaged value (written into Redis with a raw client) is refused with
// one warning, never loaded: the kernel is recompiled, the value replaced by
// a good entry, which the next cold node hits without a warning. (Each case
// uses its own kernel: a key is reported once per process.)
TEST(RemoteCache, CorruptEntriesAreRecompiledAndReplaced) {
  START_SERVER(server);
  RedisClient client(server.port());
  std::string otherEntry;
  {
    Compiler c(options("", server.url()));
    auto other = compileAdd(c, "interp", /*block=*/8);
    ASSERT_TRUE(static_cast<bool>(other));
    otherEntry = client.command({"GET", redisKey(**other)}).str;
  }
  struct Damage {
    const char *what;
    /// The value to store instead of `good`; empty: a list instead.
    std::function<std::string(const std::string &good)> value;
    const char *reason;
  };
  std::vector<Damage> cases = {
      {"garbage",
       [](const std::string &) {
         return std::string("not a tilec entry, just bytes");
       },
       "truncated"},
      {"garbage the size of an entry",
       [](const std::string &good) { return std::string(good.size(), 'x'); },
       "bad magic"},
      {"truncated",
       [](const std::string &good) { return good.substr(0, good.size() / 2); },
       "payload length"},
      {"flipped byte",
       [](const std::string &good) {
         std::string v = good;
         v[v.size() / 2] ^= 0x20;
         return v;
       },
       "checksum mismatch"},
      {"another format version",
       [](const std::string &good) {
         std::string v = good;
         v[8] = 99;
         return v;
       },
       "format version 99"},
      {"foreign (another key's entry)",
       [&](const std::string &) { return otherEntry; }, "key mismatch"},
      {"not a string", [](const std::string &) { return std::string(); },
       "not a string value"},
  };
  int block = 16;
  for (const Damage &d : cases) {
    SCOPED_TRACE(d.what);
    block *= 2;
    std::string key, good;
    {
      Compiler c(options("", server.url()));
      auto ck = compileAdd(c, "interp", block);
      ASSERT_TRUE(static_cast<bool>(ck));
      key = redisKey(**ck);
      good = client.command({"GET", key}).str;
      ASSERT_GT(good.size(), 100u);
    }
    std::string value = d.value(good);
    if (value.empty()) {
      client.command({"DEL", key});
      ASSERT_EQ(client.command({"RPUSH", key, "x"}).type, ':');
    } else {
      ASSERT_EQ(client.command({"SET", key, value}).type, '+');
    }
    Log log;
    Compiler c(options(freshDir("corrupt"), server.url(), &log));
    auto ck = compileAdd(c, "interp", block);
    ASSERT_TRUE(static_cast<bool>(ck)) << ck.message();
    checkAdd(*ck, block);
    CacheStats s = c.cacheStats();
    EXPECT_EQ(s.remoteCorruptEntries, 1u);
    EXPECT_EQ(s.remoteHits, 0u);
    EXPECT_EQ(s.compiles, 1u);
    EXPECT_EQ(s.remoteStores, 1u);
    ASSERT_EQ(log.lines.size(), 1u) << log.all();
    EXPECT_NE(log.lines[0].find("corrupt remote compile cache entry"),
              std::string::npos)
        << log.lines[0];
    EXPECT_NE(log.lines[0].find(d.reason), std::string::npos) << log.lines[0];
    EXPECT_EQ(client.command({"GET", key}).str, good); // replaced
    Compiler next(options(freshDir("next"), server.url(), &log));
    ASSERT_TRUE(static_cast<bool>(compileAdd(next, "interp", block)));
    EXPECT_EQ(next.cacheStats().remoteHits, 1u);
    EXPECT_EQ(log.lines.size(), 1u) << log.all();
  }
}

//===----------------------------------------------------------------------===//
// Failures: the JIT carries on locally, in bounded time, with one warning
//===----------------------------------------------------------------------===//

// kill -9 between compiles: the next compile notices the dead connection,
// compiles locally and warns once; later compiles (in the back-off) do not
// try the server again and do not warn again.
TEST(RemoteCache, KilledServerCompilesLocally) {
  START_SERVER(server);
  Log log;
  Compiler c(options(freshDir("killed"), server.url(), &log));
  auto first = compileAdd(c, "interp", 64);
  ASSERT_TRUE(static_cast<bool>(first));
  EXPECT_EQ(c.cacheStats().remoteStores, 1u);
  server.kill9();
  for (int block : {128, 256, 512}) {
    auto start = std::chrono::steady_clock::now();
    auto ck = compileAdd(c, "interp", block);
    double seconds = secondsSince(start);
    ASSERT_TRUE(static_cast<bool>(ck)) << ck.message();
    EXPECT_LT(seconds, kBoundSeconds);
    checkAdd(*ck, block);
  }
  CacheStats s = c.cacheStats();
  EXPECT_EQ(s.compiles, 4u);
  EXPECT_EQ(s.remoteErrors, 1u);
  EXPECT_EQ(s.remoteStores, 1u);
  EXPECT_EQ(log.count("remote compile cache"), 1u) << log.all();
  EXPECT_EQ(log.count("is unusable"), 1u) << log.all();
}

// A server that accepts connections but never answers (SIGSTOP): the
// command timeout bounds the wait, once; then the back-off skips it.
TEST(RemoteCache, StoppedServerCostsOneTimeout) {
  START_SERVER(server);
  Log log;
  Compiler c(options(freshDir("stopped"), server.url("?timeout_ms=150"), &log));
  server.pause();
  for (int block : {64, 128}) {
    auto start = std::chrono::steady_clock::now();
    auto ck = compileAdd(c, "interp", block);
    ASSERT_TRUE(static_cast<bool>(ck)) << ck.message();
    EXPECT_LT(secondsSince(start), kBoundSeconds);
    checkAdd(*ck, block);
  }
  server.resume();
  EXPECT_EQ(c.cacheStats().remoteErrors, 1u);
  EXPECT_EQ(log.count("is unusable"), 1u) << log.all();
  EXPECT_EQ(log.count("no reply within the command timeout"), 1u) << log.all();
}

// Nobody listens on the port: connection refused, one warning, local
// compiles; a second Compiler on the same endpoint in this process does not
// warn again.
TEST(RemoteCache, AbsentServerIsOneWarning) {
  SKIP_WITHOUT_REMOTE_CACHE();
  int port = tilec::testing::freePort();
  ASSERT_NE(port, 0);
  std::string url = "redis://127.0.0.1:" + std::to_string(port);
  Log log;
  for (int round = 0; round < 2; ++round) {
    Compiler c(options(freshDir("absent"), url, &log));
    auto start = std::chrono::steady_clock::now();
    auto ck = compileAdd(c, "interp", 64 << round);
    ASSERT_TRUE(static_cast<bool>(ck)) << ck.message();
    EXPECT_LT(secondsSince(start), kBoundSeconds);
    checkAdd(*ck, 64 << round);
    EXPECT_EQ(c.cacheStats().compiles, 1u);
  }
  EXPECT_EQ(log.count("is unusable (cannot connect"), 1u) << log.all();
  EXPECT_EQ(log.lines.size(), 1u) << log.all();
}

// After the back-off one reconnection is tried: a server restarted on the
// same port is used again, without another warning.
TEST(RemoteCache, ReconnectsAfterTheBackOff) {
  START_SERVER(server);
  Log log;
  Compiler c(options("", server.url("?retry_ms=1000"), &log));
  server.kill9();
  ASSERT_TRUE(static_cast<bool>(compileAdd(c, "interp", 64)));
  auto failedAt = std::chrono::steady_clock::now();
  EXPECT_EQ(c.cacheStats().remoteErrors, 1u);
  ASSERT_TRUE(server.start());
  ASSERT_TRUE(static_cast<bool>(compileAdd(c, "interp", 128)));
  // Still in the back-off (unless restarting took that long): not published.
  unsigned expected = secondsSince(failedAt) < 0.9 ? 0 : 1;
  EXPECT_EQ(c.cacheStats().remoteStores, expected);
  std::this_thread::sleep_until(failedAt + std::chrono::milliseconds(1100));
  auto ck = compileAdd(c, "interp", 256);
  ASSERT_TRUE(static_cast<bool>(ck));
  EXPECT_EQ(c.cacheStats().remoteStores, expected + 1);
  RedisClient client(server.port());
  EXPECT_EQ(client.command({"EXISTS", redisKey(**ck)}).integer, 1);
  EXPECT_EQ(c.cacheStats().remoteErrors, 1u);
  EXPECT_EQ(log.lines.size(), 1u) << log.all();
}

// retry_ms=0: after a failure the remote cache stays off for the process.
TEST(RemoteCache, RetryZeroStaysOff) {
  START_SERVER(server);
  Log log;
  Compiler c(options("", server.url("?retry_ms=0"), &log));
  server.kill9();
  ASSERT_TRUE(static_cast<bool>(compileAdd(c, "interp", 64)));
  ASSERT_TRUE(server.start());
  ASSERT_TRUE(static_cast<bool>(compileAdd(c, "interp", 128)));
  CacheStats s = c.cacheStats();
  EXPECT_EQ(s.remoteErrors, 1u);
  EXPECT_EQ(s.remoteStores, 0u);
  EXPECT_EQ(log.count("not used again in this process"), 1u) << log.all();
}

// AUTH and SELECT: entries land in the database the URL names; a wrong
// password is one warning and local compiles.
TEST(RemoteCache, PasswordAndDatabase) {
  START_SERVER(server, std::vector<std::string>{"--requirepass", "s3cret"});
  std::string key;
  {
    Log log;
    Compiler c(options(
        "", "redis://:s3cret@127.0.0.1:" + std::to_string(server.port()) + "/2",
        &log));
    auto ck = compileAdd(c);
    ASSERT_TRUE(static_cast<bool>(ck));
    key = redisKey(**ck);
    EXPECT_EQ(c.cacheStats().remoteStores, 1u);
    EXPECT_EQ(log.lines.size(), 0u) << log.all();
  }
  RedisClient client(server.port());
  ASSERT_EQ(client.command({"AUTH", "s3cret"}).type, '+');
  EXPECT_EQ(client.command({"EXISTS", key}).integer, 0);
  ASSERT_EQ(client.command({"SELECT", "2"}).type, '+');
  EXPECT_EQ(client.command({"EXISTS", key}).integer, 1);

  Log log;
  Compiler wrong(options(
      "", "redis://:guess@127.0.0.1:" + std::to_string(server.port()) + "/2",
      &log));
  ASSERT_TRUE(static_cast<bool>(compileAdd(wrong)));
  EXPECT_EQ(wrong.cacheStats().remoteHits, 0u);
  EXPECT_EQ(log.count("AUTH failed"), 1u) << log.all();
  EXPECT_EQ(log.all().find("guess"), std::string::npos) << log.all();
}

// ttl_s: published entries expire.
TEST(RemoteCache, TimeToLive) {
  START_SERVER(server);
  Compiler c(options("", server.url("?ttl_s=600")));
  auto ck = compileAdd(c);
  ASSERT_TRUE(static_cast<bool>(ck));
  RedisClient client(server.port());
  long long ttl = client.command({"TTL", redisKey(**ck)}).integer;
  EXPECT_GT(ttl, 500);
  EXPECT_LE(ttl, 600);
}

// A child forked after the parent connected must not talk on the parent's
// socket (their replies would interleave): it opens its own connection, and
// the parent's connection still works afterwards.
TEST(RemoteCache, ForkedChildOpensItsOwnConnection) {
  START_SERVER(server);
  Log log;
  Compiler c(options("", server.url(), &log));
  ASSERT_TRUE(static_cast<bool>(compileAdd(c, "interp", 64)));
  pid_t child = ::fork();
  if (child == 0) {
    auto ck = compileAdd(c, "interp", 128);
    CacheStats s = c.cacheStats();
    ::_exit(ck && s.remoteStores == 2 && s.remoteErrors == 0 ? 0 : 1);
  }
  ASSERT_GT(child, 0);
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;
  c.clearMemoryCache();
  auto ck = compileAdd(c, "interp", 128); // the child's entry
  ASSERT_TRUE(static_cast<bool>(ck));
  CacheStats s = c.cacheStats();
  EXPECT_EQ(s.remoteHits, 1u);
  EXPECT_EQ(s.remoteErrors, 0u);
  EXPECT_EQ(log.lines.size(), 0u) << log.all();
}

// Run as a child by MissingLibraryIsOneWarning, with a soname that does not
// exist in TILEC_TEST_HIREDIS_SONAME.
TEST(RemoteCacheChild, MissingLibrary) {
  if (!std::getenv("TILEC_TEST_HIREDIS_SONAME"))
    GTEST_SKIP() << "only run as a child of MissingLibraryIsOneWarning";
  std::string why;
  EXPECT_FALSE(Compiler::remoteCacheSupported(&why));
  EXPECT_NE(why.find("cannot be loaded"), std::string::npos) << why;
  Log log;
  for (int i = 0; i < 2; ++i) {
    Compiler c(options("", "redis://127.0.0.1:1", &log));
    EXPECT_EQ(c.remoteCache(), "");
    auto ck = compileAdd(c, "interp", 64);
    ASSERT_TRUE(static_cast<bool>(ck));
    checkAdd(*ck, 64);
  }
  ASSERT_EQ(log.lines.size(), 1u) << log.all();
  EXPECT_NE(log.lines[0].find("libhiredis-missing.so"), std::string::npos)
      << log.lines[0];
}

// No usable libhiredis: one clear warning, no remote cache, compiles work.
TEST(RemoteCache, MissingLibraryIsOneWarning) {
  std::string why;
  if (!Compiler::remoteCacheSupported(&why) &&
      why.find("built without") != std::string::npos)
    GTEST_SKIP() << why;
  std::string self = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  std::vector<llvm::StringRef> args = {
      self, "--gtest_filter=RemoteCacheChild.MissingLibrary"};
  std::vector<llvm::StringRef> envp = {
      "TILEC_TEST_HIREDIS_SONAME=libhiredis-missing.so.0"};
  std::string error;
  EXPECT_EQ(llvm::sys::ExecuteAndWait(self, args, envp, {}, 0, 0, &error), 0)
      << error;
}
