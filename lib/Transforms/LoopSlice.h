//===- LoopSlice.h - what a loop's loads are computed from ---------------===//
//
// Shared by the passes that issue a loop's loads ahead of their iteration
// (tile-pipeline-loads into registers, tile-pipeline-async into shared
// memory): which ops compute a load's address and mask, how to compute them
// for another iteration, and whether the loop writes memory (then no load
// may move).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_TRANSFORMS_LOOPSLICE_H
#define TILEC_LIB_TRANSFORMS_LOOPSLICE_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"

#include <optional>

namespace tilec {

/// What an op inside an scf.for is computed from: body ops (program order)
/// that depend only on the induction variable, values defined outside the
/// loop and loop-carried values that the body advances unconditionally (the
/// Triton idiom `a_ptrs += BLOCK_K * stride`: the yielded value is computed
/// by pure, region-free body ops from carried values, the induction variable
/// and invariants).
struct LoopSlice {
  llvm::SmallVector<mlir::Operation *> ops;
  mlir::Value iv, lowerBound;
  /// The loop-carried values `ops` read, their values on entry (the loop's
  /// init operands) and their next values (what the body yields for them).
  llvm::SmallVector<mlir::BlockArgument> carried;
  llvm::SmallVector<mlir::Value> init, next;
  /// The body ops that compute the next values.
  llvm::SmallVector<mlir::Operation *> advance;

  /// Maps the slice's inputs to their values at the loop's first iteration:
  /// the induction variable to the lower bound, carried values to the
  /// loop's init operands. Use with a builder before the loop.
  void mapFirstIteration(mlir::IRMapping &map) const;

  /// Maps the slice's inputs to their values at the iteration after the
  /// current one, for a builder at the top of the body: the induction
  /// variable to `nextIv`, carried values to their advanced values, computed
  /// at the builder by cloning `advance`. (Stays valid when the loop op is
  /// replaced by one with more results around the same body.)
  void mapNextIteration(mlir::OpBuilder &b, mlir::Value nextIv,
                        mlir::IRMapping &map) const;

  /// Maps the slice's inputs to their values `ivs.size()` iterations after
  /// those `map` holds (none mapped: the current iteration, for a builder in
  /// the body; after mapFirstIteration: the first, for a builder before the
  /// loop). `ivs` are the induction variable's values at the iterations in
  /// between and at the last one; the carried values advance by cloning
  /// `advance` once per iteration at the builder.
  void mapLaterIteration(mlir::OpBuilder &b, llvm::ArrayRef<mlir::Value> ivs,
                         mlir::IRMapping &map) const;
};

/// The slice `op`'s operands are computed from, or none if they depend on
/// something else (a memory read, a region, a loop-carried value advanced
/// conditionally or by something that is not a pure function of the above).
std::optional<LoopSlice> loopSlice(mlir::scf::ForOp forOp, mlir::Operation *op);

/// The slice `values` are computed from (as above).
std::optional<LoopSlice> loopSlice(mlir::scf::ForOp forOp,
                                   mlir::ValueRange values);

/// True if anything in the loop body may write memory.
bool loopWritesMemory(mlir::scf::ForOp forOp);

} // namespace tilec

#endif // TILEC_LIB_TRANSFORMS_LOOPSLICE_H
