//===- ExternFunctions.h - math library functions of tile.extern_elementwise //
#ifndef TILEC_DIALECTS_TILE_IR_EXTERNFUNCTIONS_H
#define TILEC_DIALECTS_TILE_IR_EXTERNFUNCTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace mlir::tile {

/// One function of the device math libraries that the math dialect has no op
/// for. Operands are `numFloatArgs` floats of the result's type, then an i32
/// when `intLastArg` (ldexp's exponent); the result is that float type, or
/// i32 when `intResult` (ilogb).
struct ExternFunction {
  llvm::StringLiteral name;   // tilec's name, Triton's libdevice name
  unsigned numFloatArgs;      // 1 or 2
  bool intLastArg;            // trailing i32 operand
  bool intResult;             // i32 result
  llvm::StringLiteral nvidia; // libdevice base: + "f" (f32) or "" (f64)
  llvm::StringLiteral amdgpu; // ocml base: + "_f32" or "_f64"
};

/// Every function tile.extern_elementwise may name.
llvm::ArrayRef<ExternFunction> externFunctions();
/// The entry named `name`, or null.
const ExternFunction *lookupExternFunction(llvm::StringRef name);
/// The library symbol a target calls for `fn` on f32 or f64 operands.
std::string externSymbol(const ExternFunction &fn, bool amdgpu, bool f64);

} // namespace mlir::tile

#endif // TILEC_DIALECTS_TILE_IR_EXTERNFUNCTIONS_H
