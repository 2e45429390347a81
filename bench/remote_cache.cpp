//===- remote_cache.cpp - what the JIT's remote (Redis) cache saves, costs ===//
//
// Starts its own redis-server on 127.0.0.1 (a free port, no persistence) and
// prints, for flash attention (HEAD_DIM 128) and softmax on sm_90a and
// gfx942, the median over `reps` cold nodes (a new Compiler with an empty
// disk cache directory) of:
//   - cold, no remote cache: a full compile (+ the disk write);
//   - cold, warm remote cache: GET + check + disk write, no compile;
//   - cold, empty remote cache: a miss: GET, compile, SET NX;
// then the remote round trips themselves (GET miss, GET hit + check, SET NX
// of an entry of that size), measured on lib/JIT/RemoteCache directly.
// Loopback only: on a network add the RTT and entry size / bandwidth.
//
//   tilec-bench-remote-cache [reps] [kernels-dir]
//
//===----------------------------------------------------------------------===//
#include "tilec/Compiler.h"

#include "JIT/RemoteCache.h"
#include "RedisServer.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

using namespace tilec;
using Clock = std::chrono::steady_clock;

namespace {

struct Case {
  const char *label;
  const char *file;
  const char *kernel;
  std::string signature;
  Constexprs constexprs;
  unsigned numWarps;
};

std::vector<Case> cases() {
  std::string attention = "*fp16:16,*fp16:16,*fp16:16,fp32,*fp32:16,*fp16:16";
  for (int i = 0; i < 20; ++i)
    attention += (i % 4 == 3) ? ",i32:1" : ",i32:16";
  return {
      {"flash_attention D128",
       "flash_attention.py",
       "_attn_fwd",
       attention,
       {{"HEAD_DIM", "128"},
        {"BLOCK_M", "128"},
        {"BLOCK_N", "64"},
        {"IS_CAUSAL", "False"}},
       8},
      {"softmax 1024",
       "softmax.py",
       "softmax_kernel",
       "*fp32:16,*fp32:16,i32,i32,i32,i32",
       {{"BLOCK_SIZE", "1024"}},
       4},
  };
}

double msSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start)
      .count();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

std::string freshDir() {
  llvm::SmallString<128> dir;
  llvm::sys::fs::createUniqueDirectory("tilec-bench-remote", dir);
  return std::string(dir);
}

} // namespace

int main(int argc, char **argv) {
  int reps = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
  std::string dir = argc > 2 ? argv[2] : TILEC_KERNELS_DIR;
  llvm::raw_ostream &os = llvm::outs();
  std::string why;
  if (!Compiler::remoteCacheSupported(&why)) {
    llvm::errs() << "remote cache unavailable: " << why << "\n";
    return 77;
  }
  testing::RedisServer server;
  if (!server.ok()) {
    llvm::errs() << "cannot start redis-server: " << server.error() << "\n";
    return 77;
  }
  testing::RedisClient client(server.port());
  std::string url = server.url();

  auto coldCompile = [&](const Case &c, const std::string &target,
                         const std::string &remote, CacheStats &stats) {
    std::string disk = freshDir();
    CompilerOptions options;
    options.cacheDir = disk;
    options.remote.url = remote;
    options.remote.enabled = !remote.empty();
    Compiler compiler(options);
    CompileOptions o;
    o.target = target;
    o.numWarps = c.numWarps;
    auto start = Clock::now();
    auto ck = compiler.compile(KernelSource::fromFile(dir + "/" + c.file),
                               c.kernel, c.signature, c.constexprs, o);
    double ms = msSince(start);
    stats = compiler.cacheStats();
    llvm::sys::fs::remove_directories(disk);
    if (!ck) {
      llvm::errs() << ck.message() << "\n";
      return -1.0;
    }
    return ms;
  };

  os << "== cold node (ms, median of " << reps
     << "; new Compiler, empty disk directory) ==\n";
  os << llvm::format("%-22s%-8s%10s%12s%12s%12s%12s\n", "kernel", "target",
                     "entry KiB", "no remote", "remote hit", "remote miss",
                     "speedup");
  struct Sizes {
    std::string label, target;
    size_t bytes;
  };
  std::vector<Sizes> sizes;
  for (const Case &c : cases()) {
    for (const char *target : {"sm_90a", "gfx942"}) {
      std::vector<double> none, hit, miss;
      CacheStats s;
      bool ok = true;
      for (int i = 0; i < reps && ok; ++i) {
        double ms = coldCompile(c, target, "", s);
        ok = ms >= 0 && s.compiles == 1;
        none.push_back(ms);
        client.command({"FLUSHDB"});
        ms = coldCompile(c, target, url, s);
        ok = ok && ms >= 0 && s.compiles == 1 && s.remoteStores == 1;
        miss.push_back(ms);
        ms = coldCompile(c, target, url, s); // the entry the miss published
        ok = ok && ms >= 0 && s.remoteHits == 1 && s.compiles == 0;
        hit.push_back(ms);
      }
      if (!ok) {
        os << llvm::format("%-22s%-8s%10s\n", c.label, target, "error");
        continue;
      }
      testing::RedisClient::Reply keys =
          client.command({"KEYS", "tilec:jit:*"});
      size_t bytes = 0;
      if (keys.integer == 1) {
        // The one key's value: scan for it.
        testing::RedisClient::Reply k = client.command({"RANDOMKEY"});
        bytes = client.command({"GET", k.str}).str.size();
      }
      sizes.push_back({c.label, target, bytes});
      double n = median(none), h = median(hit), m = median(miss);
      os << llvm::format("%-22s%-8s%10.1f%12.1f%12.2f%12.1f%11.0fx\n", c.label,
                         target, bytes / 1024.0, n, h, m, n / h);
    }
  }

  // The round trips alone, on the library's client.
  os << "\n== remote round trips (us, median of 200, loopback) ==\n";
  os << llvm::format("%-22s%-8s%12s%14s%12s\n", "kernel", "target", "GET miss",
                     "GET hit+check", "SET NX");
  jit::RemoteConfig config;
  RemoteCacheOptions defaults;
  if (!jit::parseRemoteURL(url, defaults, config).empty())
    return 1;
  auto quiet = [](const std::string &message) {
    llvm::errs() << message << "\n";
  };
  std::shared_ptr<jit::RemoteCache> remote =
      jit::RemoteCache::open(config, quiet);
  for (const Sizes &size : sizes) {
    client.command({"FLUSHDB"});
    // An entry of this size: a compiled kernel's record re-keyed.
    std::string payloadText(size.bytes > 200 ? size.bytes - 200 : 1, 'x');
    CompiledKernel k;
    k.tileIR = payloadText;
    std::vector<double> getMiss, getHit, setNx;
    for (int i = 0; i < 200; ++i) {
      jit::CacheKey key{};
      key[0] = static_cast<std::uint8_t>(i);
      key[1] = static_cast<std::uint8_t>(i >> 8);
      key[2] = 0xbe;
      std::string entry = jit::encodeEntry(key, k), got;
      CompiledKernel out;
      auto start = Clock::now();
      remote->read(key, got, out, quiet);
      getMiss.push_back(msSince(start) * 1000);
      start = Clock::now();
      remote->publish(key, entry, quiet);
      setNx.push_back(msSince(start) * 1000);
      start = Clock::now();
      remote->read(key, got, out, quiet);
      getHit.push_back(msSince(start) * 1000);
    }
    os << llvm::format("%-22s%-8s%12.1f%14.1f%12.1f\n", size.label.c_str(),
                       size.target.c_str(), median(getMiss), median(getHit),
                       median(setNx));
  }
  return 0;
}
