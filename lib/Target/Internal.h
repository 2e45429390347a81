//===- Internal.h - helpers shared by the files of lib/Target -------------===//
#ifndef TILEC_LIB_TARGET_INTERNAL_H
#define TILEC_LIB_TARGET_INTERNAL_H

#include "Target/CodeGen.h"
#include "TargetTable/TargetTable.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
class TargetMachine;
} // namespace llvm

namespace tilec {
namespace detail {

/// An llvm::Error with a plain message.
llvm::Error makeError(const llvm::Twine &message);

/// Registers the AMDGPU and NVPTX targets with LLVM, once per process.
void initializeTargets();

/// A TargetMachine for `t` (PIC on AMDGPU) at backend level `optLevel` (0-3).
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createTargetMachine(const TargetInfo &t, unsigned optLevel,
                    bool fpFusion = false);

/// prepareModule unless the module already carries `t`'s triple.
llvm::Error ensurePrepared(llvm::Module &m, const TargetInfo &t);

/// While alive, collects the errors LLVM reports through `ctx`'s diagnostic
/// handler (linker, backend, inline asm) instead of letting LLVMContext print
/// them and exit the process. Warnings and remarks go to the handler that was
/// installed before; it is restored on destruction.
class DiagnosticCapture {
public:
  explicit DiagnosticCapture(llvm::LLVMContext &ctx);
  ~DiagnosticCapture();
  DiagnosticCapture(const DiagnosticCapture &) = delete;
  DiagnosticCapture &operator=(const DiagnosticCapture &) = delete;

  bool hasErrors() const { return !errors->empty(); }
  /// "<what>: <first error>; <second error>...", and clears the errors.
  llvm::Error takeError(const llvm::Twine &what);

private:
  llvm::LLVMContext &ctx;
  std::shared_ptr<std::string> errors;
  struct CapturingHandler *installed = nullptr;
};

/// A private directory under the system temp dir, removed with its contents.
class TempDir {
public:
  static llvm::Expected<TempDir> create(llvm::StringRef prefix);
  TempDir(TempDir &&other) noexcept : path(std::move(other.path)) {
    other.path.clear();
  }
  TempDir &operator=(TempDir &&) = delete;
  TempDir(const TempDir &) = delete;
  ~TempDir();

  std::string file(llvm::StringRef name) const;

private:
  explicit TempDir(std::string path) : path(std::move(path)) {}
  std::string path;
};

/// Writes `data` to `path`.
llvm::Error writeFile(llvm::StringRef path, llvm::StringRef data);
/// Reads all of `path`.
llvm::Expected<std::vector<char>> readFile(llvm::StringRef path);

/// Rewrites what ptxas is known to miscompile into a form it assembles
/// right: an i32 negation feeding an integer min/max (ptxas 12.8 to 13.3
/// at -O1 and above fuse two such min/max into one three-input VIMNMX3 and
/// drop one operand's negation: fuzz seed 1002126, pytorch/pytorch#190973)
/// becomes `not` + `add 1` in inline assembly, which ptxas neither folds
/// back nor fuses (bench/ptxas_negmax.py, run 34 on the H200). Returns how
/// many negations it rewrote.
unsigned avoidPtxasDefects(llvm::Module &m);

/// The ptxas to run for `o`, or none (not found, or o.runPtxas is off).
llvm::Expected<std::optional<std::string>> findPtxas(const CodeGenOptions &o);

/// Assembles `ptx` for `t` with `ptxas -v`: the cubin and ptxas's report.
llvm::Expected<std::pair<std::vector<char>, std::string>>
runPtxas(llvm::StringRef ptxas, llvm::StringRef ptx, const TargetInfo &t,
         const CodeGenOptions &o);

} // namespace detail
} // namespace tilec

#endif // TILEC_LIB_TARGET_INTERNAL_H
