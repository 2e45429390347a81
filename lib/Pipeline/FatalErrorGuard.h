//===- FatalErrorGuard.h - LLVM fatal errors as error values -------------===//
//
// LLVM reports some backend failures with report_fatal_error, which prints
// and ends the process: in a JIT, a Python session or a C API caller that
// would take the user's program down with it. Code run through
// runGuarded() instead returns the message: the process-wide fatal error
// handler (installed once, on first use) jumps back to the innermost guard
// of the failing thread. Outside any guard LLVM's behaviour is unchanged.
// The jump skips the destructors of the frames in between (as LLVM's own
// CrashRecoveryContext does), so what those frames owned leaks: callers
// discard everything the failed stage touched.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_PIPELINE_FATALERRORGUARD_H
#define TILEC_LIB_PIPELINE_FATALERRORGUARD_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace tilec {

/// Runs `fn`; if LLVM raises a fatal error on this thread while it runs,
/// returns the error's message instead (fn did not finish).
std::optional<std::string> runGuarded(llvm::function_ref<void()> fn);

/// Test hook: if the environment variable TILEC_INJECT_FATAL_ERROR names
/// `stage`, raises an LLVM fatal error there (lit tests of the guard; no
/// known kernel reaches one any more).
void maybeInjectFatalError(llvm::StringRef stage);

} // namespace tilec

#endif // TILEC_LIB_PIPELINE_FATALERRORGUARD_H
