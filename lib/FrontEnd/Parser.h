//===- Parser.h - recursive-descent parser for Python source -------------===//
#ifndef TILEC_LIB_FRONTEND_PARSER_H
#define TILEC_LIB_FRONTEND_PARSER_H

#include "AST.h"
#include "Lexer.h"

namespace tilec::frontend {

/// Parses a whole file into `module`. Constructs outside the kernel subset
/// that are valid Python (classes, lambdas, comprehensions...) become
/// `Unsupported` nodes; syntax errors are reported at their location.
mlir::LogicalResult parseModule(llvm::StringRef source,
                                llvm::StringRef fileName,
                                mlir::MLIRContext *context, ModuleAST &module);

/// Checks that `text` is UTF-8 without NUL bytes, as Python requires;
/// reports the first offending byte at its line and column otherwise.
mlir::LogicalResult checkSourceText(mlir::MLIRContext *context,
                                    llvm::StringRef fileName,
                                    llvm::StringRef text);

} // namespace tilec::frontend

#endif // TILEC_LIB_FRONTEND_PARSER_H
