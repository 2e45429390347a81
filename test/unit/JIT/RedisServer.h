//===- RedisServer.h - a real redis-server on 127.0.0.1, a raw client ----===//
//
// For the remote cache's tests and bench/remote_cache.cpp: starts
// `redis-server` on 127.0.0.1 at a free port with no persistence, in a
// temporary directory, and stops it at the end; RedisClient speaks RESP over
// a plain socket, so tests can read and write values without hiredis.
// Nothing here ever connects anywhere but 127.0.0.1.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_TEST_UNIT_JIT_REDISSERVER_H
#define TILEC_TEST_UNIT_JIT_REDISSERVER_H

#include <arpa/inet.h>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <string>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace tilec::testing {

/// redis-server's path on $PATH; empty if there is none.
inline std::string findRedisServer() {
  const char *path = std::getenv("PATH");
  std::string dirs = path ? path : "/usr/bin:/bin";
  size_t start = 0;
  while (start <= dirs.size()) {
    size_t end = dirs.find(':', start);
    if (end == std::string::npos)
      end = dirs.size();
    std::string candidate = dirs.substr(start, end - start) + "/redis-server";
    if (end > start && ::access(candidate.c_str(), X_OK) == 0)
      return candidate;
    start = end + 1;
  }
  return "";
}

/// A TCP port on 127.0.0.1 that nobody listened on a moment ago.
inline int freePort() {
  int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  addr.sin_port = 0;
  socklen_t len = sizeof(addr);
  int port = 0;
  if (fd >= 0 &&
      ::bind(fd, reinterpret_cast<sockaddr *>(&addr), sizeof(addr)) == 0 &&
      ::getsockname(fd, reinterpret_cast<sockaddr *>(&addr), &len) == 0)
    port = ntohs(addr.sin_port);
  if (fd >= 0)
    ::close(fd);
  return port;
}

/// A blocking RESP client on 127.0.0.1:port.
class RedisClient {
public:
  struct Reply {
    char type = 0; // '+', '-', ':', '$', '*', 'n' (nil), 0 (no reply)
    std::string str;
    long long integer = 0;
  };

  explicit RedisClient(int port) {
    fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = htons(static_cast<uint16_t>(port));
    timeval tv = {5, 0};
    if (fd >= 0) {
      ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
      ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof(tv));
    }
    if (fd >= 0 &&
        ::connect(fd, reinterpret_cast<sockaddr *>(&addr), sizeof(addr)) != 0) {
      ::close(fd);
      fd = -1;
    }
  }
  ~RedisClient() {
    if (fd >= 0)
      ::close(fd);
  }
  RedisClient(const RedisClient &) = delete;
  RedisClient &operator=(const RedisClient &) = delete;

  bool ok() const { return fd >= 0; }

  Reply command(const std::vector<std::string> &args) {
    std::string out = "*" + std::to_string(args.size()) + "\r\n";
    for (const std::string &a : args)
      out += "$" + std::to_string(a.size()) + "\r\n" + a + "\r\n";
    size_t sent = 0;
    while (fd >= 0 && sent < out.size()) {
      ssize_t n =
          ::send(fd, out.data() + sent, out.size() - sent, MSG_NOSIGNAL);
      if (n <= 0)
        return {};
      sent += n;
    }
    return readReply();
  }

private:
  bool fill() {
    char chunk[65536];
    ssize_t n = ::recv(fd, chunk, sizeof(chunk), 0);
    if (n <= 0)
      return false;
    buffer.append(chunk, n);
    return true;
  }
  bool line(std::string &text) {
    size_t end;
    while ((end = buffer.find("\r\n")) == std::string::npos)
      if (!fill())
        return false;
    text = buffer.substr(0, end);
    buffer.erase(0, end + 2);
    return true;
  }
  Reply readReply() {
    Reply r;
    std::string head;
    if (fd < 0 || !line(head) || head.empty())
      return r;
    r.type = head[0];
    std::string rest = head.substr(1);
    if (r.type == '+' || r.type == '-') {
      r.str = rest;
    } else if (r.type == ':') {
      r.integer = std::stoll(rest);
    } else if (r.type == '$') {
      long long n = std::stoll(rest);
      if (n < 0) {
        r.type = 'n';
        return r;
      }
      while (buffer.size() < static_cast<size_t>(n) + 2)
        if (!fill())
          return {};
      r.str = buffer.substr(0, n);
      buffer.erase(0, n + 2);
    } else if (r.type == '*') {
      long long n = std::stoll(rest);
      r.integer = n;
      for (long long i = 0; i < n; ++i)
        readReply(); // the tests need only the count
    }
    return r;
  }

  int fd = -1;
  std::string buffer;
};

/// redis-server on 127.0.0.1, no persistence, in a temporary directory;
/// stopped (and its directory removed) when destroyed.
class RedisServer {
public:
  /// `extra`: more arguments, e.g. {"--requirepass", "secret"}.
  explicit RedisServer(std::vector<std::string> extra = {})
      : extraArgs(std::move(extra)) {
    binary = findRedisServer();
    if (binary.empty()) {
      failure = "redis-server not found on PATH";
      return;
    }
    char dirTemplate[] = "/tmp/tilec-redis-XXXXXX";
    if (!::mkdtemp(dirTemplate)) {
      failure = "cannot create a temporary directory";
      return;
    }
    dir = dirTemplate;
    // A port taken between freePort() and the server's bind: try another.
    for (int attempt = 0; attempt < 5 && pid <= 0; ++attempt) {
      serverPort = freePort();
      if (serverPort && start())
        return;
    }
    if (failure.empty())
      failure = "redis-server did not start (see " + dir + "/redis.log)";
  }
  ~RedisServer() {
    if (stopped)
      ::kill(pid, SIGCONT);
    terminate(SIGTERM);
    if (!dir.empty()) {
      std::string log = dir + "/redis.log";
      ::unlink(log.c_str());
      ::rmdir(dir.c_str());
    }
  }
  RedisServer(const RedisServer &) = delete;
  RedisServer &operator=(const RedisServer &) = delete;

  bool ok() const { return pid > 0; }
  const std::string &error() const { return failure; }
  int port() const { return serverPort; }
  std::string url(const std::string &suffix = "") const {
    return "redis://127.0.0.1:" + std::to_string(serverPort) + suffix;
  }

  /// (Re)starts the server on the same port; waits until it answers PING.
  bool start() {
    if (pid > 0)
      return true;
    std::vector<std::string> args = {binary,
                                     "--port",
                                     std::to_string(serverPort),
                                     "--bind",
                                     "127.0.0.1",
                                     "--save",
                                     "",
                                     "--appendonly",
                                     "no",
                                     "--dir",
                                     dir,
                                     "--logfile",
                                     dir + "/redis.log",
                                     "--daemonize",
                                     "no"};
    args.insert(args.end(), extraArgs.begin(), extraArgs.end());
    std::vector<char *> argv;
    for (std::string &a : args)
      argv.push_back(a.data());
    argv.push_back(nullptr);
    pid_t child = ::fork();
    if (child == 0) {
      // Dies with the test, however the test ends.
      ::prctl(PR_SET_PDEATHSIG, SIGKILL);
      int devnull = ::open("/dev/null", O_RDWR);
      ::dup2(devnull, 0);
      ::dup2(devnull, 1);
      ::dup2(devnull, 2);
      ::execv(argv[0], argv.data());
      ::_exit(127);
    }
    if (child < 0)
      return false;
    pid = child;
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (std::chrono::steady_clock::now() < deadline) {
      int status;
      if (::waitpid(pid, &status, WNOHANG) == pid) {
        pid = -1;
        return false;
      }
      RedisClient client(serverPort);
      std::vector<std::string> ping = {"PING"};
      if (!extraArgs.empty() && extraArgs[0] == "--requirepass")
        ping = {"AUTH", extraArgs[1]};
      if (client.ok() && client.command(ping).type == '+')
        return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    terminate(SIGKILL);
    return false;
  }
  /// kill -9: no goodbye to the clients.
  void kill9() { terminate(SIGKILL); }
  /// SIGSTOP: the kernel still accepts connections, nothing answers.
  void pause() {
    if (pid > 0 && ::kill(pid, SIGSTOP) == 0)
      stopped = true;
  }
  void resume() {
    if (pid > 0 && ::kill(pid, SIGCONT) == 0)
      stopped = false;
  }

private:
  void terminate(int signal) {
    if (pid <= 0)
      return;
    ::kill(pid, signal);
    int status;
    ::waitpid(pid, &status, 0);
    pid = -1;
    stopped = false;
  }

  std::string binary;
  std::vector<std::string> extraArgs;
  std::string dir;
  std::string failure;
  int serverPort = 0;
  pid_t pid = -1;
  bool stopped = false;
};

} // namespace tilec::testing

#endif // TILEC_TEST_UNIT_JIT_REDISSERVER_H
