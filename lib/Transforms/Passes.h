//===- Passes.h - tile-level transforms -----------------------------------===//
#ifndef TILEC_LIB_TRANSFORMS_PASSES_H
#define TILEC_LIB_TRANSFORMS_PASSES_H

#include "Tile/IR/TileDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace tilec {
#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "Transforms/Passes.h.inc"
} // namespace tilec

#endif // TILEC_LIB_TRANSFORMS_PASSES_H
