//===- Link.cpp - AMDGPU relocatable object -> HSA code object, with lld --===//
#include "Target/CodeGen.h"
#include "Target/Internal.h"

#include "lld/Common/Driver.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

LLD_HAS_DRIVER(elf)

using namespace tilec;
using namespace tilec::detail;

llvm::Expected<std::vector<char>>
tilec::linkCodeObject(llvm::ArrayRef<char> object) {
  if (object.size() < 4 || llvm::StringRef(object.data(), 4) != "\x7f"
                                                                "ELF")
    return makeError("linkCodeObject: the input is not an ELF object");
  llvm::Expected<TempDir> dir = TempDir::create("tilec-lld");
  if (!dir)
    return dir.takeError();
  std::string input = dir->file("kernel.o");
  std::string output = dir->file("kernel.hsaco");
  if (llvm::Error err =
          writeFile(input, llvm::StringRef(object.data(), object.size())))
    return std::move(err);

  std::string log;
  llvm::raw_string_ostream logStream(log);
  {
    // lld keeps global state between links (its context, error handler), so
    // links are serialized, and a crash that leaves it unusable is remembered.
    static std::mutex mutex;
    static bool unusable = false;
    std::lock_guard<std::mutex> lock(mutex);
    if (unusable)
      return makeError(
          "lld crashed earlier in this process and cannot be run again");
    const char *args[] = {
        "ld.lld",      "-shared", "--no-undefined", "--color-diagnostics=never",
        input.c_str(), "-o",      output.c_str()};
    lld::Result result =
        lld::lldMain(args, logStream, logStream, {{lld::Gnu, &lld::elf::link}});
    if (!result.canRunAgain)
      unusable = true;
    if (result.retCode != 0)
      return makeError("lld failed to link the code object: " +
                       llvm::StringRef(log).trim());
  }
  return readFile(output);
}
