//===- GlibcCompat.cpp - the release libraries run on glibc 2.31 and later ===//
//
// Built into the release build's libtilec.so and libtilec_rt.so only
// (-DTILEC_STATIC_LLVM=ON; cmake/StaticLLVM.cmake). The build machine's glibc
// (Debian 12: 2.36) and libstdc++ (GCC 12) give some functions new symbol
// versions; code linked against them, LLVM's static archives included, asks
// for those versions and does not load on an older system. The link wraps
// each such reference (--wrap=SYM: it calls __wrap_SYM) and the wrappers here
// call the oldest version of the same function, which newer glibc still
// exports:
//   - dl* and pthread_* moved from libdl/libpthread into libc in 2.34 (the
//     release libraries also list libdl.so.2 and libpthread.so.0 as NEEDED,
//     where those versions live before 2.34);
//   - stat/fstat/lstat became functions in 2.33 (before: __xstat & co.);
//   - mallinfo2 (2.33) and arc4random (2.36) are new: emulated;
//   - GCC 12's libstdc++ adds std::__throw_bad_array_new_length (3.4.29) and
//     a new std::condition_variable::wait (3.4.30).
// scripts/check_package.sh fails on any symbol version above GLIBC_2.31.
//
//===----------------------------------------------------------------------===//
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <malloc.h>
#include <new>
#include <sys/random.h>
#include <sys/stat.h>

// A wrapper that jumps to SYM@VERSION with the caller's arguments untouched.
#define TILEC_OLD_VERSION(sym, version)                                        \
  __asm__(".symver tilec_old_" #sym ", " #sym "@" version "\n"                 \
          ".globl __wrap_" #sym "\n"                                           \
          ".hidden __wrap_" #sym "\n"                                          \
          ".type __wrap_" #sym ", @function\n"                                 \
          "__wrap_" #sym ":\n"                                                 \
          "  jmp tilec_old_" #sym "@PLT\n"                                     \
          ".size __wrap_" #sym ", . - __wrap_" #sym "\n");

TILEC_OLD_VERSION(dlopen, "GLIBC_2.2.5")
TILEC_OLD_VERSION(dlsym, "GLIBC_2.2.5")
TILEC_OLD_VERSION(dlerror, "GLIBC_2.2.5")
TILEC_OLD_VERSION(dlclose, "GLIBC_2.2.5")
TILEC_OLD_VERSION(dladdr, "GLIBC_2.2.5")
TILEC_OLD_VERSION(pthread_create, "GLIBC_2.2.5")
TILEC_OLD_VERSION(pthread_join, "GLIBC_2.2.5")
TILEC_OLD_VERSION(pthread_detach, "GLIBC_2.2.5")
TILEC_OLD_VERSION(pthread_once, "GLIBC_2.2.5")
TILEC_OLD_VERSION(pthread_attr_setstacksize, "GLIBC_2.2.5")
TILEC_OLD_VERSION(pthread_rwlock_rdlock, "GLIBC_2.2.5")
TILEC_OLD_VERSION(pthread_rwlock_unlock, "GLIBC_2.2.5")
TILEC_OLD_VERSION(pthread_rwlock_wrlock, "GLIBC_2.2.5")
TILEC_OLD_VERSION(pthread_sigmask, "GLIBC_2.2.5")
TILEC_OLD_VERSION(pthread_key_create, "GLIBC_2.2.5")
TILEC_OLD_VERSION(pthread_getname_np, "GLIBC_2.12")
TILEC_OLD_VERSION(pthread_setname_np, "GLIBC_2.12")
TILEC_OLD_VERSION(_ZNSt18condition_variable4waitERSt11unique_lockISt5mutexE,
                  "GLIBCXX_3.4.11")

extern "C" {
// Before 2.33 these were inline functions calling the versioned __xstat
// family (version argument 1 on x86-64), which glibc still exports.
int __xstat(int, const char *, struct stat *);
int __fxstat(int, int, struct stat *);
int __lxstat(int, const char *, struct stat *);

__attribute__((visibility("hidden"))) int __wrap_stat(const char *path,
                                                      struct stat *buf) {
  return __xstat(1, path, buf);
}
__attribute__((visibility("hidden"))) int __wrap_fstat(int fd,
                                                       struct stat *buf) {
  return __fxstat(1, fd, buf);
}
__attribute__((visibility("hidden"))) int __wrap_lstat(const char *path,
                                                       struct stat *buf) {
  return __lxstat(1, path, buf);
}

// LLVM reads it for memory statistics only.
struct tilec_mallinfo2 {
  size_t arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks,
      fordblks, keepcost;
};
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
__attribute__((visibility("hidden"))) struct tilec_mallinfo2
__wrap_mallinfo2() {
  struct mallinfo m = mallinfo();
  return {size_t(unsigned(m.arena)),    size_t(unsigned(m.ordblks)),
          size_t(unsigned(m.smblks)),   size_t(unsigned(m.hblks)),
          size_t(unsigned(m.hblkhd)),   size_t(unsigned(m.usmblks)),
          size_t(unsigned(m.fsmblks)),  size_t(unsigned(m.uordblks)),
          size_t(unsigned(m.fordblks)), size_t(unsigned(m.keepcost))};
}
#pragma GCC diagnostic pop

// getrandom is glibc 2.25.
__attribute__((visibility("hidden"))) uint32_t __wrap_arc4random() {
  uint32_t value = 0;
  while (getrandom(&value, sizeof(value), 0) < 0 && errno == EINTR) {
  }
  return value;
}

// GCC 11+'s libstdc++ headers read it to skip atomic reference counts in
// single-threaded processes (glibc 2.32). Never claiming single-threadedness
// is always correct.
char __libc_single_threaded = 0;
}

namespace std {
// GLIBCXX_3.4.29; what libstdc++ does. (The version script keeps every std::
// symbol local.)
void __throw_bad_array_new_length() { throw std::bad_array_new_length(); }
} // namespace std
