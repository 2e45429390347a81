//===- Lexer.h - Python tokens for the Triton-language front end ---------===//
#ifndef TILEC_LIB_FRONTEND_LEXER_H
#define TILEC_LIB_FRONTEND_LEXER_H

#include "mlir/IR/Location.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilec::frontend {

enum class TokKind {
  Name,
  Int,
  Float,
  String,
  Op,
  Newline,
  Indent,
  Dedent,
  End,
};

struct Token {
  TokKind kind;
  std::string text; // Identifier, operator spelling, or decoded string.
  int line = 0;
  int col = 0; // 1-based.
  uint64_t intValue = 0;
  double floatValue = 0;

  bool is(TokKind k, llvm::StringRef t) const { return kind == k && text == t; }
  bool isOp(llvm::StringRef t) const { return is(TokKind::Op, t); }
  bool isKeyword(llvm::StringRef t) const { return is(TokKind::Name, t); }
};

/// Splits Python source into tokens, with INDENT/DEDENT from indentation,
/// implicit line joining inside brackets and backslash continuations.
/// Reports the first malformed token at its location and fails.
mlir::LogicalResult tokenize(llvm::StringRef source, llvm::StringRef fileName,
                             mlir::MLIRContext *context,
                             std::vector<Token> &tokens);

} // namespace tilec::frontend

#endif // TILEC_LIB_FRONTEND_LEXER_H
