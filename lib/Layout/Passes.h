//===- Passes.h - layout (GPU) transforms of tile IR ---------------------===//
#ifndef TILEC_LIB_LAYOUT_PASSES_H
#define TILEC_LIB_LAYOUT_PASSES_H

#include "TileGPU/IR/TileGPUDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace tilec {
#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "Layout/Passes.h.inc"
} // namespace tilec

#endif // TILEC_LIB_LAYOUT_PASSES_H
