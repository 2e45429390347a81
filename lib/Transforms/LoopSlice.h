//===- LoopSlice.h - what a loop's loads are computed from ---------------===//
//
// Shared by the passes that issue a loop's loads ahead of their iteration
// (tile-pipeline-loads into registers, tile-pipeline-async into shared
// memory): which ops compute a load's address and mask, and whether the
// loop writes memory (then no load may move).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_TRANSFORMS_LOOPSLICE_H
#define TILEC_LIB_TRANSFORMS_LOOPSLICE_H

#include "mlir/Dialect/SCF/IR/SCF.h"

#include <optional>

namespace tilec {

/// The body ops (in program order) that `op`'s operands are computed from,
/// if they depend only on the induction variable and values defined outside
/// the loop through pure, region-free ops; none otherwise.
std::optional<llvm::SmallVector<mlir::Operation *>>
addressSlice(mlir::scf::ForOp forOp, mlir::Operation *op);

/// True if anything in the loop body may write memory.
bool loopWritesMemory(mlir::scf::ForOp forOp);

} // namespace tilec

#endif // TILEC_LIB_TRANSFORMS_LOOPSLICE_H
