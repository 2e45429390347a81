//===- MmaOperands.h - which matrix-core instruction class a dot needs ----===//
//
// Shared by the layout pass (which picks a target's instruction for a dot)
// and the lowering (which refuses instructions the target does not list).
// Header-only, so that the target table itself needs no MLIR.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_TARGET_MMAOPERANDS_H
#define TILEC_LIB_TARGET_MMAOPERANDS_H

#include "TargetTable/TargetTable.h"

#include "mlir/IR/BuiltinTypes.h"

#include <optional>

namespace tilec {

/// The instruction class of a dot with operand element types `a` and `b`
/// and accumulator element type `acc`: f16 or bf16 into f32, i8 into i32, or
/// one fp8 type into f32. None for anything else (it runs on FMA units).
inline std::optional<MmaOperands> getMmaOperands(mlir::Type a, mlir::Type b,
                                                 mlir::Type acc) {
  if (a != b)
    return std::nullopt;
  if ((a.isF16() || a.isBF16()) && acc.isF32())
    return MmaOperands::F16;
  if (a.isInteger(8) && acc.isInteger(32))
    return MmaOperands::I8;
  if (mlir::isa<mlir::Float8E4M3FNType, mlir::Float8E5M2Type>(a) && acc.isF32())
    return MmaOperands::F8;
  return std::nullopt;
}

} // namespace tilec

#endif // TILEC_LIB_TARGET_MMAOPERANDS_H
