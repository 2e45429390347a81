//===- ScalarKind.h - the scalar kinds of tile-IR values and arguments ----===//
//
// What an element or parameter type of tile IR is, as one enum: the
// interpreter's registers and memory, the JIT's and `tilec run`'s argument
// binding, `tilec aot`'s launchers and the launch checks all classify types
// through `scalarKindOf` instead of each switching on MLIR types.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECTS_TILE_IR_SCALARKIND_H
#define TILEC_DIALECTS_TILE_IR_SCALARKIND_H

#include "mlir/IR/Types.h"
#include "llvm/ADT/APFloat.h"

#include <cstdint>
#include <optional>

namespace mlir::tile {

/// The scalar types of tile IR: signless integers, the float formats, and
/// pointers (`!tile.ptr<T>`).
enum class ScalarKind : uint8_t {
  I1,
  I8,
  I16,
  I32,
  I64,
  F8E4M3FN,
  F8E5M2,
  F16,
  BF16,
  F32,
  F64,
  Ptr
};

/// The kind of scalar type `t` (i1/i8/i16/i32/i64, f8E4M3FN, f8E5M2, f16,
/// bf16, f32, f64, !tile.ptr); none for any other type (index, tensors,
/// other widths).
std::optional<ScalarKind> scalarKindOf(Type t);

inline bool isFloatKind(ScalarKind k) {
  return k >= ScalarKind::F8E4M3FN && k <= ScalarKind::F64;
}
inline bool isIntegerKind(ScalarKind k) { return k <= ScalarKind::I64; }

/// Bits of a value of kind `k` (pointers: 64).
unsigned kindBits(ScalarKind k);
/// Bytes of a value of kind `k` in memory (i1: one byte).
unsigned kindBytes(ScalarKind k);
/// The IEEE-style format of a float kind.
const llvm::fltSemantics &kindSemantics(ScalarKind k);

} // namespace mlir::tile

#endif // TILEC_DIALECTS_TILE_IR_SCALARKIND_H
