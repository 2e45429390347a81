//===- AxisInfo.h - divisibility, contiguity and constancy of values -----===//
//
// A forward analysis in the spirit of Triton's AxisInfo: for every integer or
// pointer value (scalar or tile) and every dimension, what power of two the
// first element of each run divides (in bytes for pointers), how many
// consecutive elements increase by one (contiguity), and how many are equal
// (constancy). The layout pass uses it to prove vectorized accesses safe.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_ANALYSIS_AXISINFO_H
#define TILEC_LIB_ANALYSIS_AXISINFO_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

namespace tilec {

struct AxisInfo {
  // One entry per dimension; scalars have one entry.
  llvm::SmallVector<int64_t> contiguity, divisibility, constancy;
  // Every element is >= 0 (program ids, ranges from 0, non-negative
  // constants and what +, *, /, %, min, max, >> make of them; like Triton,
  // i32 arithmetic on offsets is assumed not to wrap). Lets `x % n` keep runs.
  bool nonNegative = false;

  static AxisInfo pessimistic(unsigned rank);
  /// What holds for both `a` and `b` (a value that may be either).
  static AxisInfo meet(const AxisInfo &a, const AxisInfo &b);
  unsigned rank() const { return contiguity.size(); }
  bool operator==(const AxisInfo &o) const {
    return contiguity == o.contiguity && divisibility == o.divisibility &&
           constancy == o.constancy && nonNegative == o.nonNegative;
  }
};

class AxisInfoAnalysis {
public:
  explicit AxisInfoAnalysis(mlir::func::FuncOp func);
  /// Facts about `value` (pessimistic for values the analysis does not know).
  AxisInfo get(mlir::Value value) const;
  /// Widest safe vector (in elements) for an access through `ptr` with
  /// optional `mask`, along dimension `dim`, capped at 16 bytes.
  unsigned getVectorWidth(mlir::Value ptr, mlir::Value mask,
                          unsigned dim) const;
  /// The dimension along which `ptr` is most contiguous.
  unsigned getMostContiguousDim(mlir::Value ptr) const;

private:
  void visitRegion(mlir::Region &region);
  void visitOp(mlir::Operation *op);
  /// Loop-carried values: iterated to a fixpoint from the initial values
  /// (e.g. a pointer tile advanced by a constant each iteration stays
  /// contiguous).
  void visitFor(mlir::scf::ForOp forOp);
  void visit(mlir::Operation *op);
  llvm::DenseMap<mlir::Value, AxisInfo> infos;
};

} // namespace tilec

#endif // TILEC_LIB_ANALYSIS_AXISINFO_H
