//===- ExternMath.h - the interpreter's device math library functions ----===//
#ifndef TILEC_LIB_INTERPRETER_EXTERNMATH_H
#define TILEC_LIB_INTERPRETER_EXTERNMATH_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace tilec::interp {

/// One tile.extern_elementwise function on one element, computed in at least
/// double precision (the caller rounds the result once to the result type).
/// `x`, `y`: the float operands (y unused for one-operand functions); `n`:
/// the i32 operand of ldexp, scalbn and powi; `f32`: the operands are f32
/// (nextafter steps to the neighbouring f32).
using ExternMathFn = double (*)(double x, double y, int64_t n, bool f32);

/// The implementation of the function named `name` (Tile/IR/ExternFunctions.h),
/// or null.
ExternMathFn lookupExternMath(llvm::StringRef name);

} // namespace tilec::interp

#endif // TILEC_LIB_INTERPRETER_EXTERNMATH_H
