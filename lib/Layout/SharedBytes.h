//===- SharedBytes.h - shared-memory estimates of the layout passes ------===//
//
// The layout passes decide what goes into shared memory before the lowering
// places it; they budget with this upper bound of what a tile takes there.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_LAYOUT_SHAREDBYTES_H
#define TILEC_LIB_LAYOUT_SHAREDBYTES_H

#include "mlir/IR/BuiltinTypes.h"

#include <algorithm>

namespace tilec {

/// Shared-memory bytes a tile needs in a buffer or an exchange (elements plus
/// the exchanges' row padding, at most 1/4 more for the narrowest rows).
inline int64_t sharedBytes(mlir::RankedTensorType type) {
  mlir::Type elem = type.getElementType();
  int64_t bytes = elem.isIntOrFloat()
                      ? std::max<int64_t>(1, elem.getIntOrFloatBitWidth() / 8)
                      : 8;
  return type.getNumElements() * bytes * 5 / 4;
}

} // namespace tilec

#endif // TILEC_LIB_LAYOUT_SHAREDBYTES_H
