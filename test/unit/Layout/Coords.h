//===- Coords.h - element coordinates of a layout, for the layout tests ---===//
//
// The element a register of a lane of a warp holds, computed from a
// DistributedLayout's bases as the tests' reference (the XOR of the bases of
// the set bits of the register, lane and warp ids).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_TEST_UNIT_LAYOUT_COORDS_H
#define TILEC_TEST_UNIT_LAYOUT_COORDS_H

#include "TileGPU/IR/Layout.h"

namespace tilec::test {

inline llvm::SmallVector<int64_t>
coordOf(const mlir::tilegpu::DistributedLayout &l, unsigned reg, unsigned lane,
        unsigned warp = 0) {
  llvm::SmallVector<int64_t> c(l.rank(), 0);
  auto add = [&](llvm::ArrayRef<mlir::tilegpu::Basis> bases, unsigned id) {
    for (unsigned i = 0; i < bases.size(); ++i)
      if (id & (1u << i))
        for (unsigned d = 0; d < l.rank(); ++d)
          c[d] ^= bases[i][d];
  };
  add(l.regBases, reg);
  add(l.laneBases, lane);
  add(l.warpBases, warp);
  return c;
}

} // namespace tilec::test

#endif // TILEC_TEST_UNIT_LAYOUT_COORDS_H
