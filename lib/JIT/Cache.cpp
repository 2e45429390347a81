//===- Cache.cpp - the JIT's on-disk compile cache ------------------------===//
#include "JIT/Cache.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <chrono>
#include <climits>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <thread>
#include <unistd.h>

using namespace llvm;
using namespace tilec;
using namespace tilec::jit;

static constexpr char kMagic[8] = {'T', 'I', 'L', 'E', 'C', 'J', 'I', 'T'};
// Bump when the payload layout changes.
// 2: the kernel's dependencies (imported modules, user libraries) and hashes.
static constexpr std::uint32_t kFormatVersion = 2;

std::string tilec::jit::toHex(const CacheKey &key) {
  static const char digits[] = "0123456789abcdef";
  std::string s;
  for (std::uint8_t b : key) {
    s += digits[b >> 4];
    s += digits[b & 15];
  }
  return s;
}

//===----------------------------------------------------------------------===//
// Payload
//===----------------------------------------------------------------------===//

namespace {
class Writer {
public:
  void u32(std::uint32_t v) {
    for (int i = 0; i < 4; ++i)
      out += static_cast<char>((v >> (8 * i)) & 0xff);
  }
  void u64(std::uint64_t v) {
    for (int i = 0; i < 8; ++i)
      out += static_cast<char>((v >> (8 * i)) & 0xff);
  }
  void str(StringRef s) {
    u64(s.size());
    out.append(s.data(), s.size());
  }
  std::string out;
};

class Reader {
public:
  explicit Reader(StringRef data) : data(data) {}
  bool u32(std::uint32_t &v) {
    std::uint64_t w;
    if (!bytes(4, w))
      return false;
    v = static_cast<std::uint32_t>(w);
    return true;
  }
  bool u64(std::uint64_t &v) { return bytes(8, v); }
  bool str(std::string &s) {
    std::uint64_t n;
    if (!u64(n) || n > data.size() - pos)
      return false;
    s.assign(data.data() + pos, n);
    pos += n;
    return true;
  }
  bool atEnd() const { return pos == data.size(); }

private:
  bool bytes(unsigned n, std::uint64_t &v) {
    if (data.size() - pos < n)
      return false;
    v = 0;
    for (unsigned i = 0; i < n; ++i)
      v |= static_cast<std::uint64_t>(static_cast<unsigned char>(data[pos + i]))
           << (8 * i);
    pos += n;
    return true;
  }
  StringRef data;
  size_t pos = 0;
};
} // namespace

/// The KernelStats counters, in a fixed order.
template <class S> static auto statFields(S &s) {
  return std::array<decltype(&s.vgprs), 16>{&s.waveSize,
                                            &s.vgprs,
                                            &s.agprs,
                                            &s.sgprs,
                                            &s.vgprSpills,
                                            &s.sgprSpills,
                                            &s.registers,
                                            &s.ldsBytes,
                                            &s.scratchBytes,
                                            &s.spillStoreBytes,
                                            &s.spillLoadBytes,
                                            &s.kernargBytes,
                                            &s.maxFlatWorkgroupSize,
                                            &s.wavesPerSIMD,
                                            &s.codeBytes,
                                            &s.textBytes};
}

std::string tilec::jit::serializeKernel(const CompiledKernel &k) {
  Writer w;
  w.str(k.name);
  w.str(k.target);
  w.str(k.format);
  w.str(StringRef(k.binary.data(), k.binary.size()));
  w.str(k.stats.name);
  KernelStats stats = k.stats;
  for (unsigned *field : statFields(stats))
    w.u32(*field);
  w.u32(k.params.size());
  for (const ParamInfo &p : k.params) {
    w.str(p.name);
    w.u32(p.isConstexpr);
    w.str(p.value);
    w.str(p.type);
    w.str(p.hint);
    w.str(p.pointeeType);
    w.u32(static_cast<std::uint32_t>(p.kind));
    w.u32(static_cast<std::uint32_t>(p.argIndex));
  }
  w.str(k.tileIR);
  w.str(k.sourceName);
  w.str(k.signature);
  w.u32(k.constexprs.size());
  for (const auto &[name, value] : k.constexprs) {
    w.str(name);
    w.str(value);
  }
  w.u32(k.numWarps);
  w.u32(k.numStages);
  w.u32(k.optLevel);
  w.u32(k.warpSize);
  w.str(k.cacheKey);
  w.u32(k.externLibraries.size());
  for (const std::string &path : k.externLibraries)
    w.str(path);
  w.u32(k.dependencies.size());
  for (const auto &[path, sha] : k.dependencies) {
    w.str(path);
    w.str(sha);
  }
  return std::move(w.out);
}

bool tilec::jit::deserializeKernel(StringRef payload, CompiledKernel &k) {
  Reader r(payload);
  std::string binary;
  if (!r.str(k.name) || !r.str(k.target) || !r.str(k.format) ||
      !r.str(binary) || !r.str(k.stats.name))
    return false;
  k.binary.assign(binary.begin(), binary.end());
  for (unsigned *field : statFields(k.stats))
    if (!r.u32(*field))
      return false;
  std::uint32_t numParams;
  if (!r.u32(numParams) || numParams > payload.size())
    return false;
  k.params.resize(numParams);
  for (ParamInfo &p : k.params) {
    std::uint32_t isConstexpr, kind, argIndex;
    if (!r.str(p.name) || !r.u32(isConstexpr) || !r.str(p.value) ||
        !r.str(p.type) || !r.str(p.hint) || !r.str(p.pointeeType) ||
        !r.u32(kind) || !r.u32(argIndex) ||
        kind > static_cast<std::uint32_t>(rt::KernelArg::Kind::F64))
      return false;
    p.isConstexpr = isConstexpr != 0;
    p.kind = static_cast<rt::KernelArg::Kind>(kind);
    p.argIndex = static_cast<int>(argIndex);
  }
  std::uint32_t numConstexprs;
  if (!r.str(k.tileIR) || !r.str(k.sourceName) || !r.str(k.signature) ||
      !r.u32(numConstexprs) || numConstexprs > payload.size())
    return false;
  k.constexprs.resize(numConstexprs);
  for (auto &[name, value] : k.constexprs)
    if (!r.str(name) || !r.str(value))
      return false;
  std::uint32_t numLibraries, numDependencies;
  if (!r.u32(k.numWarps) || !r.u32(k.numStages) || !r.u32(k.optLevel) ||
      !r.u32(k.warpSize) || !r.str(k.cacheKey) || !r.u32(numLibraries) ||
      numLibraries > payload.size())
    return false;
  k.externLibraries.resize(numLibraries);
  for (std::string &path : k.externLibraries)
    if (!r.str(path))
      return false;
  if (!r.u32(numDependencies) || numDependencies > payload.size())
    return false;
  k.dependencies.resize(numDependencies);
  for (auto &[path, sha] : k.dependencies)
    if (!r.str(path) || !r.str(sha))
      return false;
  return r.atEnd();
}

//===----------------------------------------------------------------------===//
// Files
//===----------------------------------------------------------------------===//

/// This machine's name, as written into temporary file names: dots and
/// slashes would make the name ambiguous, so they become '_'.
static std::string hostTag() {
  char name[HOST_NAME_MAX + 1] = {};
  if (::gethostname(name, sizeof(name) - 1) != 0 || !name[0])
    return "unknown-host";
  std::string tag(name);
  for (char &c : tag)
    if (c == '.' || c == '/')
      c = '_';
  return tag;
}

std::string tilec::jit::tempPathFor(StringRef path) {
  return (path + ".tmp." + hostTag() + "." + std::to_string(::getpid()) + "." +
          std::to_string(
              std::hash<std::thread::id>()(std::this_thread::get_id())))
      .str();
}

/// Whether the temporary file `name` (`<file>.tmp.<host>.<pid>.<thread>`) was
/// written on this host by a process that has since exited. Pids are only
/// compared on the same host; a pid that was reused, or one in another pid
/// namespace under the same host name, reads as alive (the age limit then
/// applies), or at worst removes a live writer's file, whose rename then
/// fails and skips that one entry (DiskCache::write).
static bool writerIsGone(StringRef name) {
  size_t at = name.find(".tmp.");
  if (at == StringRef::npos)
    return false;
  StringRef rest = name.substr(at + 5);
  auto [hostAndPid, thread] = rest.rsplit('.');
  auto [host, pidText] = hostAndPid.rsplit('.');
  int pid;
  if (thread.empty() || host != hostTag() || pidText.getAsInteger(10, pid) ||
      pid <= 0)
    return false;
  return ::kill(pid, 0) != 0 && errno == ESRCH;
}

unsigned tilec::jit::removeStaleTemps(StringRef dir) {
  unsigned removed = 0;
  auto now = std::chrono::system_clock::now();
  std::error_code ec;
  for (sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec)) {
    StringRef name = sys::path::filename(it->path());
    if (!name.contains(".tmp."))
      continue;
    sys::fs::file_status status;
    if (sys::fs::status(it->path(), status, /*follow=*/false) ||
        status.type() != sys::fs::file_type::regular_file)
      continue;
    bool old = now - status.getLastModificationTime() >
               std::chrono::minutes(kStaleTempMinutes);
    if ((old || writerIsGone(name)) && !sys::fs::remove(it->path()))
      ++removed;
  }
  return removed;
}

FileLock::FileLock(const std::string &path) {
  fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0)
    return;
  while (::flock(fd, LOCK_EX) != 0 && errno == EINTR) {
  }
}

FileLock::~FileLock() {
  if (fd < 0)
    return;
  ::flock(fd, LOCK_UN);
  ::close(fd);
}

DiskCache::DiskCache(std::string dir, Warn warn)
    : directory(std::move(dir)), warn(std::move(warn)) {
  if (directory.empty())
    return;
  if (std::error_code ec = sys::fs::create_directories(directory)) {
    disable("cannot create it: " + ec.message());
    return;
  }
  // Root passes access(W_OK) on read-only directories: try a real file.
  SmallString<256> probeBase(directory);
  sys::path::append(probeBase, ".probe");
  std::string probe = tempPathFor(probeBase);
  int fd =
      ::open(probe.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) {
    disable(std::string("cannot write there: ") + std::strerror(errno));
    return;
  }
  ::close(fd);
  ::unlink(probe.c_str());
  on = true;
  removeStaleTemps(directory);
}

bool DiskCache::enabled() const {
  std::lock_guard<std::mutex> guard(mutex);
  return on;
}

std::string DiskCache::dir() const {
  std::lock_guard<std::mutex> guard(mutex);
  return on ? directory : std::string();
}

void DiskCache::disable(const std::string &why) {
  on = false;
  warn("tilec: warning: compile cache directory '" + directory +
       "' is unusable (" + why + "); caching in memory only");
}

std::string DiskCache::entryPath(const CacheKey &key) const {
  SmallString<256> path(directory);
  sys::path::append(path, toHex(key) + ".tkc");
  return std::string(path);
}

std::unique_ptr<FileLock> DiskCache::lock(const CacheKey &key) {
  if (!enabled())
    return nullptr;
  SmallString<256> path(directory);
  sys::path::append(path, toHex(key) + ".lock");
  return std::make_unique<FileLock>(std::string(path));
}

/// Why `file` is not a valid entry for `key`, or empty if it is.
static std::string validate(StringRef file, const CacheKey &key,
                            StringRef &payload) {
  const size_t header = sizeof(kMagic) + 4 + 32 + 8;
  if (file.size() < header + 32)
    return "truncated: " + std::to_string(file.size()) + " bytes";
  if (std::memcmp(file.data(), kMagic, sizeof(kMagic)) != 0)
    return "bad magic";
  const unsigned char *p =
      reinterpret_cast<const unsigned char *>(file.data()) + sizeof(kMagic);
  std::uint32_t version =
      p[0] | p[1] << 8 | p[2] << 16 | static_cast<std::uint32_t>(p[3]) << 24;
  if (version != kFormatVersion)
    return "format version " + std::to_string(version) + ", expected " +
           std::to_string(kFormatVersion);
  if (std::memcmp(p + 4, key.data(), key.size()) != 0)
    return "key mismatch";
  std::uint64_t length = 0;
  for (int i = 0; i < 8; ++i)
    length |= static_cast<std::uint64_t>(p[36 + i]) << (8 * i);
  if (length != file.size() - header - 32)
    return "payload length " + std::to_string(length) + " but " +
           std::to_string(file.size() - header - 32) + " bytes present";
  payload = file.substr(header, length);
  std::array<std::uint8_t, 32> sum = SHA256::hash(ArrayRef<std::uint8_t>(
      reinterpret_cast<const std::uint8_t *>(payload.data()), payload.size()));
  if (std::memcmp(sum.data(), file.data() + header + length, 32) != 0)
    return "checksum mismatch";
  return "";
}

std::string tilec::jit::parseEntry(StringRef file, const CacheKey &key,
                                   CompiledKernel &kernel) {
  StringRef payload;
  std::string why = validate(file, key, payload);
  if (why.empty() && !deserializeKernel(payload, kernel))
    why = "undecodable payload";
  return why;
}

DiskCache::Read DiskCache::read(const CacheKey &key, CompiledKernel &kernel) {
  if (!enabled())
    return Read::Miss;
  std::string path = entryPath(key);
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer =
      MemoryBuffer::getFile(path, /*IsText=*/false,
                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return Read::Miss;
  std::string why = parseEntry((*buffer)->getBuffer(), key, kernel);
  if (why.empty())
    return Read::Hit;
  sys::fs::remove(path);
  bool first;
  {
    std::lock_guard<std::mutex> guard(mutex);
    first = reported.insert(key).second;
  }
  if (first)
    warn("tilec: warning: corrupt compile cache entry '" + path + "' (" + why +
         "); deleted, recompiling");
  return Read::Corrupt;
}

std::string tilec::jit::encodeEntry(const CacheKey &key,
                                    const CompiledKernel &kernel) {
  std::string payload = serializeKernel(kernel);
  std::string file(kMagic, sizeof(kMagic));
  Writer w;
  w.u32(kFormatVersion);
  file += w.out;
  file.append(reinterpret_cast<const char *>(key.data()), key.size());
  Writer len;
  len.u64(payload.size());
  file += len.out;
  file += payload;
  std::array<std::uint8_t, 32> sum = SHA256::hash(ArrayRef<std::uint8_t>(
      reinterpret_cast<const std::uint8_t *>(payload.data()), payload.size()));
  file.append(reinterpret_cast<const char *>(sum.data()), sum.size());
  return file;
}

void DiskCache::write(const CacheKey &key, const CompiledKernel &kernel) {
  if (enabled())
    writeEntry(key, encodeEntry(key, kernel));
}

void DiskCache::writeEntry(const CacheKey &key, StringRef file) {
  if (!enabled())
    return;
  std::string path = entryPath(key);
  std::string temp = tempPathFor(path);
  std::error_code ec;
  {
    raw_fd_ostream os(temp, ec, sys::fs::OF_None);
    if (!ec) {
      os << file;
      os.close();
      if (os.has_error()) {
        ec = os.error();
        os.clear_error();
      }
    }
  }
  if (!ec) {
    ec = sys::fs::rename(temp, path);
    // Another process took the temporary file for a dead writer's leftover
    // and removed it (see writerIsGone): this entry is not stored, the cache
    // is fine.
    if (ec == std::errc::no_such_file_or_directory &&
        sys::fs::is_directory(directory))
      return;
  }
  if (!ec)
    return;
  sys::fs::remove(temp);
  std::lock_guard<std::mutex> guard(mutex);
  if (on)
    disable("cannot write '" + path + "': " + ec.message());
}
