//===- Ptxas.cpp - PTX -> cubin through NVIDIA's ptxas, as a subprocess ---===//
#include "Target/CodeGen.h"
#include "Target/Internal.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Program.h"

namespace tilec {
namespace detail {

llvm::Expected<std::optional<std::string>> findPtxas(const CodeGenOptions &o) {
  if (!o.runPtxas)
    return std::nullopt;
  if (!o.ptxasPath.empty()) {
    if (!llvm::sys::fs::can_execute(o.ptxasPath))
      return makeError("ptxas at " + o.ptxasPath + " is not an executable");
    return o.ptxasPath;
  }
  if (llvm::ErrorOr<std::string> onPath = llvm::sys::findProgramByName("ptxas"))
    return *onPath;
  const char *cudaDefault = "/usr/local/cuda/bin/ptxas";
  if (llvm::sys::fs::can_execute(cudaDefault))
    return std::string(cudaDefault);
  return std::nullopt;
}

llvm::Expected<std::pair<std::vector<char>, std::string>>
runPtxas(llvm::StringRef ptxas, llvm::StringRef ptx, const TargetInfo &t,
         const CodeGenOptions &o) {
  llvm::Expected<TempDir> dir = TempDir::create("tilec-ptxas");
  if (!dir)
    return dir.takeError();
  std::string input = dir->file("kernel.ptx");
  std::string output = dir->file("kernel.cubin");
  std::string outLog = dir->file("stdout.txt");
  std::string errLog = dir->file("stderr.txt");
  if (llvm::Error err = writeFile(input, ptx))
    return std::move(err);

  std::string arch = "-arch=" + std::string(t.cpu);
  std::string opt = "-O" + std::to_string(o.optLevel);
  llvm::StringRef args[] = {ptxas, arch, opt, "-v", input, "-o", output};
  std::optional<llvm::StringRef> redirects[] = {
      std::nullopt, llvm::StringRef(outLog), llvm::StringRef(errLog)};
  std::string execError;
  int rc = llvm::sys::ExecuteAndWait(
      ptxas, args, /*Env=*/std::nullopt, redirects,
      /*SecondsToWait=*/0, /*MemoryLimit=*/0, &execError);
  std::string log;
  for (const std::string &path : {outLog, errLog})
    if (llvm::Expected<std::vector<char>> text = readFile(path))
      log.append(text->begin(), text->end());
    else
      llvm::consumeError(text.takeError());
  if (rc != 0)
    return makeError("ptxas " + arch + " failed" +
                     (execError.empty() ? "" : " (" + execError + ")") + ": " +
                     llvm::StringRef(log).trim());
  llvm::Expected<std::vector<char>> cubin = readFile(output);
  if (!cubin)
    return cubin.takeError();
  return std::make_pair(std::move(*cubin), std::move(log));
}

} // namespace detail
} // namespace tilec
