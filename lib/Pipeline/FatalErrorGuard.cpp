//===- FatalErrorGuard.cpp - LLVM fatal errors as error values -----------===//
#include "Pipeline/FatalErrorGuard.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

#include <csetjmp>
#include <cstdio>
#include <cstdlib>
#include <mutex>

namespace {

struct Guard {
  std::jmp_buf jump;
  std::string message;
  Guard *outer = nullptr;
};

thread_local Guard *innermost = nullptr;

void onFatalError(void *, const char *reason, bool) {
  if (Guard *guard = innermost) {
    guard->message = reason ? reason : "unknown LLVM error";
    innermost = guard->outer;
    std::longjmp(guard->jump, 1);
  }
  // Not inside a guard: what LLVM does without a handler.
  std::fprintf(stderr, "LLVM ERROR: %s\n", reason ? reason : "");
  std::fflush(stderr);
}

} // namespace

std::optional<std::string> tilec::runGuarded(llvm::function_ref<void()> fn) {
  static std::once_flag installed;
  std::call_once(installed,
                 [] { llvm::install_fatal_error_handler(onFatalError); });
  Guard guard;
  guard.outer = innermost;
  if (setjmp(guard.jump) != 0)
    return guard.message; // innermost was reset by the handler
  innermost = &guard;
  fn();
  innermost = guard.outer;
  return std::nullopt;
}

void tilec::maybeInjectFatalError(llvm::StringRef stage) {
  const char *want = std::getenv("TILEC_INJECT_FATAL_ERROR");
  if (want && stage == want)
    llvm::report_fatal_error(llvm::Twine("fatal error injected at ") + stage +
                                 " (TILEC_INJECT_FATAL_ERROR)",
                             /*gen_crash_diag=*/false);
}
