//===- Layout.cpp - how distributed layouts place tile elements ----------===//
#include "TileGPU/IR/Layout.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tilegpu;

int64_t DistributedLayout::tileSize(unsigned d) const {
  return int64_t(root.getSizePerThread()[d]) * root.getThreadsPerWarp()[d] *
         root.getWarpsPerCTA()[d];
}

int64_t DistributedLayout::offset(unsigned r, unsigned d) const {
  unsigned rd = dimMap[d];
  unsigned e = registers[r][rd];
  unsigned spt = root.getSizePerThread()[rd];
  return int64_t(e / spt) * tileSize(rd) + e % spt;
}

Attribute mlir::tilegpu::getLayout(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.getEncoding();
  return {};
}

FailureOr<DistributedLayout> mlir::tilegpu::analyzeLayout(Attribute layout,
                                                          ArrayRef<int64_t> shape) {
  DistributedLayout result;
  result.rootShape.assign(shape.begin(), shape.end());
  // Peel slices, recording where each removed dimension was.
  SmallVector<unsigned> slicedDims; // in root numbering, outermost slice last
  Attribute current = layout;
  while (auto slice = dyn_cast_if_present<SliceLayoutAttr>(current)) {
    if (slice.getDim() > result.rootShape.size())
      return failure();
    result.rootShape.insert(result.rootShape.begin() + slice.getDim(), 1);
    slicedDims.push_back(slice.getDim());
    current = slice.getParent();
  }
  auto blocked = dyn_cast_if_present<BlockedLayoutAttr>(current);
  if (!blocked || blocked.getSizePerThread().size() != result.rootShape.size())
    return failure();
  result.root = blocked;
  unsigned rootRank = result.rootShape.size();

  // Map tensor dims to root dims: undo the insertions innermost-first.
  SmallVector<unsigned> dims(rootRank);
  for (unsigned i = 0; i < rootRank; ++i)
    dims[i] = i;
  SmallVector<bool> isSliced(rootRank, false);
  for (unsigned sliced : llvm::reverse(slicedDims)) {
    // `sliced` indexes the shape at the time that slice was applied, which is
    // the current `dims` list.
    isSliced[dims[sliced]] = true;
    dims.erase(dims.begin() + sliced);
  }
  result.dimMap.assign(dims.begin(), dims.end());

  // Registers per root dim, enumerated with order[0] fastest.
  ArrayRef<unsigned> spt = blocked.getSizePerThread();
  ArrayRef<unsigned> order = blocked.getOrder();
  SmallVector<unsigned> perDim(rootRank);
  for (unsigned d = 0; d < rootRank; ++d) {
    int64_t reps = std::max<int64_t>(1, result.rootShape[d] / result.tileSize(d));
    perDim[d] = isSliced[d] ? 1 : unsigned(spt[d] * reps);
  }
  unsigned total = 1;
  for (unsigned n : perDim)
    total *= n;
  result.registers.reserve(total);
  for (unsigned linear = 0; linear < total; ++linear) {
    SmallVector<unsigned> index(rootRank, 0);
    unsigned rest = linear;
    for (unsigned d : order) {
      index[d] = rest % perDim[d];
      rest /= perDim[d];
    }
    result.registers.push_back(std::move(index));
  }
  return result;
}

unsigned mlir::tilegpu::getNumRegisters(RankedTensorType type) {
  FailureOr<DistributedLayout> layout = analyzeLayout(type.getEncoding(), type.getShape());
  return succeeded(layout) ? layout->numRegisters() : 0;
}

BlockedLayoutAttr mlir::tilegpu::getDefaultBlockedLayout(MLIRContext *ctx,
                                                         ArrayRef<int64_t> shape,
                                                         ArrayRef<unsigned> order,
                                                         unsigned vec, unsigned warpSize,
                                                         unsigned numWarps) {
  unsigned rank = shape.size();
  SmallVector<unsigned> spt(rank, 1), tpw(rank, 1), wpc(rank, 1);
  // Elements left to cover along each dim.
  SmallVector<int64_t> left(shape.begin(), shape.end());
  spt[order[0]] = std::max<int64_t>(1, std::min<int64_t>(vec, shape[order[0]]));
  left[order[0]] = std::max<int64_t>(1, left[order[0]] / spt[order[0]]);
  unsigned lanes = warpSize;
  for (unsigned d : order) {
    unsigned take = std::min<int64_t>(lanes, left[d]);
    tpw[d] = take;
    lanes /= take;
    left[d] /= take;
  }
  tpw[order.back()] *= lanes; // replicate leftover lanes on the slowest dim
  unsigned warps = numWarps;
  for (unsigned d : llvm::reverse(order)) {
    // Warps go to the slowest dims first (rows), as Triton does.
    unsigned take = std::min<int64_t>(warps, std::max<int64_t>(1, left[d]));
    wpc[d] = take;
    warps /= take;
    left[d] = std::max<int64_t>(1, left[d] / take);
  }
  wpc[order.back()] *= warps;
  return BlockedLayoutAttr::get(ctx, spt, tpw, wpc, order);
}
