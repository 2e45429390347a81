//===- Ptxas.cpp - PTX -> cubin through NVIDIA's ptxas, as a subprocess ---===//
#include "Target/CodeGen.h"
#include "Target/Internal.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Program.h"

namespace tilec {
namespace detail {

/// Whether `v` is an operand of an integer min/max, directly or through
/// selects, phis and freezes (a masked value: `where(mask, -x, MIN)`).
static bool reachesMinMax(llvm::Value *v) {
  llvm::SmallVector<llvm::Value *> work{v};
  llvm::SmallPtrSet<llvm::Value *, 8> seen{v};
  while (!work.empty()) {
    llvm::Value *cur = work.pop_back_val();
    for (llvm::User *u : cur->users()) {
      if (llvm::isa<llvm::MinMaxIntrinsic>(u))
        return true;
      if ((llvm::isa<llvm::SelectInst>(u) || llvm::isa<llvm::PHINode>(u) ||
           llvm::isa<llvm::FreezeInst>(u)) &&
          seen.insert(u).second)
        work.push_back(u);
    }
  }
  return false;
}

unsigned avoidPtxasDefects(llvm::Module &m) {
  unsigned rewritten = 0;
  for (llvm::Function &f : m) {
    std::vector<llvm::BinaryOperator *> negations;
    for (llvm::Instruction &inst : llvm::instructions(f)) {
      auto *sub = llvm::dyn_cast<llvm::BinaryOperator>(&inst);
      if (!sub || sub->getOpcode() != llvm::Instruction::Sub ||
          !sub->getType()->isIntegerTy(32) ||
          !llvm::PatternMatch::match(sub->getOperand(0),
                                     llvm::PatternMatch::m_Zero()))
        continue;
      if (reachesMinMax(sub))
        negations.push_back(sub);
    }
    for (llvm::BinaryOperator *sub : negations) {
      llvm::IRBuilder<> b(sub);
      auto *type = llvm::FunctionType::get(b.getInt32Ty(), {b.getInt32Ty()},
                                           /*isVarArg=*/false);
      llvm::InlineAsm *asmNeg = llvm::InlineAsm::get(
          type, "not.b32 \t$0, $1;\n\tadd.s32 \t$0, $0, 1;", "=r,r",
          /*hasSideEffects=*/false);
      llvm::CallInst *neg = b.CreateCall(asmNeg, {sub->getOperand(1)});
      sub->replaceAllUsesWith(neg);
      sub->eraseFromParent();
      ++rewritten;
    }
  }
  return rewritten;
}

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
