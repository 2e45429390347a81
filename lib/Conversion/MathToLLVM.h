//===- MathToLLVM.h - lowering of library calls and barriers to LLVM -----===//
#ifndef TILEC_LIB_CONVERSION_MATHTOLLVM_H
#define TILEC_LIB_CONVERSION_MATHTOLLVM_H

#include "TargetTable/TargetTable.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/DialectConversion.h"

namespace tilec {

/// Patterns for tile.extern_elementwise (one library call per register, the
/// target's symbol) and tile.barrier (gpu.barrier).
void populateMathToLLVMPatterns(const mlir::TypeConverter &converter,
                                mlir::RewritePatternSet &patterns,
                                const TargetInfo &target);

} // namespace tilec

#endif // TILEC_LIB_CONVERSION_MATHTOLLVM_H
