//===- Driver.h - subcommands of the tilec command-line driver -----------===//
//
// Each subcommand is a function taking the arguments after the subcommand's
// name (argv[0] is "tilec <sub>"). It declares its llvm::cl options as locals
// of that function (so that the options of different subcommands never clash)
// and returns the process exit code.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_TOOLS_TILEC_DRIVER_H
#define TILEC_TOOLS_TILEC_DRIVER_H

#if defined(__GNUC__)
#define TILEC_DRIVER_API __attribute__((visibility("default")))
#else
#define TILEC_DRIVER_API
#endif

/// The whole `tilec` program: `tilec <command> [options]`; the exit code.
extern "C" TILEC_DRIVER_API int tilec_main(int argc, char **argv);

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

/// llvm::StringRef in fmt format strings, as its text.
template <>
struct fmt::formatter<llvm::StringRef> : fmt::formatter<fmt::string_view> {
  auto format(llvm::StringRef s, fmt::format_context &ctx) const {
    return fmt::formatter<fmt::string_view>::format(
        fmt::string_view(s.data(), s.size()), ctx);
  }
};

namespace tilec::driver {

/// The driver's reports and messages: {fmt} formatting written to an LLVM
/// stream (outs()/errs(), which the tests and lld's in-process runs share).
template <typename... Args>
void print(llvm::raw_ostream &os, fmt::format_string<Args...> format,
           Args &&...args) {
  os << fmt::format(format, std::forward<Args>(args)...);
}

int compileMain(int argc, char **argv);
int runMain(int argc, char **argv);
int aotMain(int argc, char **argv);
int inspectMain(int argc, char **argv);

} // namespace tilec::driver

#endif // TILEC_TOOLS_TILEC_DRIVER_H
