//===- Status.h - llvm::Error inside the JIT, tilec::Status outside -------===//
//
// The JIT's code uses LLVM's error types; its public API (tilec/Compiler.h)
// returns tilec::Status and tilec::Result<T>, so that users need no LLVM.
// These convert at that boundary, keeping the message.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_JIT_STATUS_H
#define TILEC_LIB_JIT_STATUS_H

#include "tilec/Compiler.h"

#include "llvm/Support/Error.h"

namespace tilec::jit {

inline Status toStatus(llvm::Error err) {
  if (!err)
    return Status::success();
  return Status::error(llvm::toString(std::move(err)));
}

template <class T> Result<T> toResult(llvm::Expected<T> value) {
  if (!value)
    return Status::error(llvm::toString(value.takeError()));
  return std::move(*value);
}

/// An error Status as an llvm::Error (success as Error::success()).
inline llvm::Error toError(const Status &status) {
  if (status.ok())
    return llvm::Error::success();
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 status.message());
}

} // namespace tilec::jit

#endif // TILEC_LIB_JIT_STATUS_H
