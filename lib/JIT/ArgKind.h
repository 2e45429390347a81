//===- ArgKind.h - how a tile-IR parameter type is passed to a GPU kernel -===//
#ifndef TILEC_LIB_JIT_ARGKIND_H
#define TILEC_LIB_JIT_ARGKIND_H

#include "tilec/Runtime.h"

#include "Tile/IR/ScalarKind.h"

#include "mlir/IR/Types.h"

#include <optional>

namespace tilec::jit {

/// The runtime argument kind of a kernel parameter of type `t` (pointers,
/// i1..i64, f16, bf16, f32, f64); none for types a launch cannot pass.
std::optional<rt::KernelArg::Kind> argKindOf(mlir::Type t);

/// The tile-IR scalar kind a runtime argument kind passes.
mlir::tile::ScalarKind scalarKindOf(rt::KernelArg::Kind kind);

} // namespace tilec::jit

#endif // TILEC_LIB_JIT_ARGKIND_H
