//===- tilec.cpp - the tilec command-line driver: tilec_main
//---------------===//
//
// tilec_main is bin/tilec's whole program (main.cpp calls it). The release
// build links the driver into libtilec.so, which exports tilec_main, and
// bin/tilec is a launcher of it, so the compiler exists once in the package.
//
//===----------------------------------------------------------------------===//
#include "Driver.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>
#include <cstring>

static const char *const kUsage = R"(usage: tilec <command> [options]

Compiles Triton-language kernels (the source of @triton.jit functions) to AMD GPU
code objects, NVIDIA PTX/cubin, or runs them on the CPU reference interpreter.

commands:
  compile   compile a kernel to tile IR, GPU IR, LLVM IR, assembly or code objects
  run       run a kernel on a GPU or the CPU interpreter with .npy inputs
  aot       generate C++ launchers embedding code objects for several targets
  inspect   print an AMD code object's kernels, registers, LDS, scratch (comgr)

'tilec <command> --help' describes a command's options.
)";

extern "C" TILEC_DRIVER_API int tilec_main(int argc, char **argv) {
  // LLVM's crash handlers take SIGXFSZ (a write beyond the file size limit).
  // A parent that ignores it asks for write errors (EFBIG) instead, which
  // tilec reports like a full disk: keep that choice.
  struct sigaction inheritedXfsz = {};
  sigaction(SIGXFSZ, nullptr, &inheritedXfsz);
  llvm::InitLLVM initLLVM(argc, argv);
  if (inheritedXfsz.sa_handler == SIG_IGN)
    std::signal(SIGXFSZ, SIG_IGN);
  if (argc < 2 || !std::strcmp(argv[1], "--help") ||
      !std::strcmp(argv[1], "-h") || !std::strcmp(argv[1], "help")) {
    llvm::outs() << kUsage;
    return argc < 2 ? 1 : 0;
  }
  if (!std::strcmp(argv[1], "--version")) {
    llvm::outs() << "tilec " TILEC_VERSION " (LLVM " LLVM_VERSION_STRING ")\n";
    return 0;
  }
  // The subcommand sees "tilec <command>" as its program name.
  std::string progName = std::string("tilec ") + argv[1];
  argv[1] = progName.data();
  if (!std::strcmp(argv[1] + 6, "compile"))
    return tilec::driver::compileMain(argc - 1, argv + 1);
#ifdef TILEC_HAVE_RUN
  if (!std::strcmp(argv[1] + 6, "run"))
    return tilec::driver::runMain(argc - 1, argv + 1);
#endif
#ifdef TILEC_HAVE_AOT
  if (!std::strcmp(argv[1] + 6, "aot"))
    return tilec::driver::aotMain(argc - 1, argv + 1);
#endif
  if (!std::strcmp(argv[1] + 6, "inspect"))
    return tilec::driver::inspectMain(argc - 1, argv + 1);
  llvm::errs() << "tilec: error: unknown command '" << (argv[1] + 6)
               << "' (expected compile, run, aot or inspect; see 'tilec "
                  "--help')\n";
  return 1;
}
