//===- TileOps.cpp - verifiers and folders of the tile dialect's ops -----===//
#include "Tile/IR/ExternFunctions.h"
#include "Tile/IR/TileDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::tile;

#define GET_OP_CLASSES
#include "Tile/IR/TileOps.cpp.inc"

/// Shape of a tile type; empty for scalars and pointers.
static ArrayRef<int64_t> shapeOf(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.getShape();
  return {};
}

/// Checks that `other` has the shape of `reference` (both scalar, or equal
/// tile shapes).
static LogicalResult verifySameShape(Operation *op, Type reference, Type other,
                                     StringRef what) {
  bool refTensor = isa<RankedTensorType>(reference);
  bool otherTensor = isa<RankedTensorType>(other);
  if (refTensor != otherTensor || shapeOf(reference) != shapeOf(other))
    return op->emitOpError() << what << " type " << other
                             << " does not have the shape of " << reference;
  return success();
}

//===----------------------------------------------------------------------===//
// MakeRangeOp
//===----------------------------------------------------------------------===//

LogicalResult MakeRangeOp::verify() {
  int64_t start = getStart(), end = getEnd();
  auto type = getType();
  if (type.getRank() != 1)
    return emitOpError() << "result must be 1-D, got " << type;
  if (end <= start)
    return emitOpError() << "end (" << end << ") must be greater than start ("
                         << start << ")";
  if (!llvm::isPowerOf2_64(end - start))
    return emitOpError() << "range size " << end - start
                         << " must be a power of two";
  if (type.getDimSize(0) != end - start)
    return emitOpError() << "result size " << type.getDimSize(0)
                         << " does not match range size " << end - start;
  return success();
}

//===----------------------------------------------------------------------===//
// SplatOp / BroadcastOp / ExpandDimsOp / ReshapeOp / TransOp
//===----------------------------------------------------------------------===//

LogicalResult SplatOp::verify() {
  if (getType().getElementType() != getSrc().getType())
    return emitOpError() << "result element type " << getType().getElementType()
                         << " does not match source type "
                         << getSrc().getType();
  return verifyTileShape(*this, getType());
}

OpFoldResult SplatOp::fold(FoldAdaptor adaptor) {
  auto value = dyn_cast_if_present<TypedAttr>(adaptor.getSrc());
  if (!value || !isa<IntegerType, FloatType>(value.getType()))
    return {};
  return SplatElementsAttr::get(getType(), value);
}

LogicalResult BroadcastOp::verify() {
  auto srcType = cast<RankedTensorType>(getSrc().getType());
  auto dstType = cast<RankedTensorType>(getType());
  if (srcType.getElementType() != dstType.getElementType())
    return emitOpError() << "element types differ: " << srcType << " vs "
                         << dstType;
  if (srcType.getRank() != dstType.getRank())
    return emitOpError() << "ranks differ: " << srcType << " vs " << dstType;
  for (auto [s, d] : llvm::zip(srcType.getShape(), dstType.getShape())) {
    if (s != d && s != 1)
      return emitOpError() << "cannot broadcast " << srcType << " to "
                           << dstType;
  }
  return verifyTileShape(*this, dstType);
}

OpFoldResult BroadcastOp::fold(FoldAdaptor adaptor) {
  if (getSrc().getType() == getType())
    return getSrc();
  if (auto splat = dyn_cast_if_present<SplatElementsAttr>(adaptor.getSrc()))
    return SplatElementsAttr::get(cast<ShapedType>(getType()),
                                  splat.getSplatValue<Attribute>());
  return {};
}

LogicalResult ExpandDimsOp::verify() {
  auto srcType = cast<RankedTensorType>(getSrc().getType());
  auto dstType = cast<RankedTensorType>(getType());
  // getAxis() is unsigned: read the attribute signed so that a negative axis
  // is reported as written.
  int64_t axis = getAxisAttr().getInt();
  if (axis < 0 || axis > srcType.getRank())
    return emitOpError() << "axis " << axis << " out of range for rank "
                         << srcType.getRank();
  SmallVector<int64_t> expected(srcType.getShape());
  expected.insert(expected.begin() + axis, 1);
  if (dstType.getShape() != ArrayRef<int64_t>(expected) ||
      dstType.getElementType() != srcType.getElementType())
    return emitOpError() << "result " << dstType << " is not " << srcType
                         << " with a unit dimension at " << axis;
  return success();
}

LogicalResult ReshapeOp::verify() {
  auto srcType = cast<RankedTensorType>(getSrc().getType());
  auto dstType = cast<RankedTensorType>(getType());
  // Element counts exist only for static shapes.
  if (failed(verifyTileShape(*this, srcType)) ||
      failed(verifyTileShape(*this, dstType)))
    return failure();
  if (srcType.getNumElements() != dstType.getNumElements() ||
      srcType.getElementType() != dstType.getElementType())
    return emitOpError() << "cannot reshape " << srcType << " to " << dstType;
  return success();
}

LogicalResult TransOp::verify() {
  auto srcType = cast<RankedTensorType>(getSrc().getType());
  auto dstType = cast<RankedTensorType>(getType());
  ArrayRef<int32_t> order = getOrder();
  if (static_cast<int64_t>(order.size()) != srcType.getRank())
    return emitOpError() << "order has " << order.size() << " entries for rank "
                         << srcType.getRank();
  SmallVector<bool> seen(order.size(), false);
  for (int32_t d : order) {
    if (d < 0 || d >= srcType.getRank() || seen[d])
      return emitOpError() << "order is not a permutation";
    seen[d] = true;
  }
  if (dstType.getRank() != srcType.getRank())
    return emitOpError() << "result " << dstType
                         << " does not have the rank of " << srcType;
  for (auto [i, d] : llvm::enumerate(order)) {
    if (dstType.getDimSize(i) != srcType.getDimSize(d))
      return emitOpError() << "result " << dstType << " is not " << srcType
                           << " permuted";
  }
  if (dstType.getElementType() != srcType.getElementType())
    return emitOpError() << "element types differ";
  return success();
}

//===----------------------------------------------------------------------===//
// Memory ops
//===----------------------------------------------------------------------===//

LogicalResult AddPtrOp::verify() {
  if (getResult().getType() != getPtr().getType())
    return emitOpError() << "result type " << getResult().getType()
                         << " must equal pointer type " << getPtr().getType();
  return verifySameShape(*this, getPtr().getType(), getOffset().getType(),
                         "offset");
}

/// Shared checks for ops that access memory through `ptr` with elements of
/// type `valueType`.
static LogicalResult verifyAccess(Operation *op, Type ptrType, Type valueType,
                                  Value mask, StringRef what) {
  if (failed(verifySameShape(op, ptrType, valueType, what)))
    return failure();
  Type pointee = getPointeeType(ptrType);
  if (getElementTypeOrSelf(valueType) != pointee)
    return op->emitOpError()
           << what << " element type " << getElementTypeOrSelf(valueType)
           << " does not match pointee type " << pointee;
  if (mask && failed(verifySameShape(op, ptrType, mask.getType(), "mask")))
    return failure();
  return verifyTileShape(op, ptrType);
}

LogicalResult LoadOp::verify() {
  if (failed(verifyAccess(*this, getPtr().getType(), getType(), getMask(),
                          "result")))
    return failure();
  if (getOther()) {
    if (!getMask())
      return emitOpError() << "'other' requires a mask";
    if (getOther().getType() != getType())
      return emitOpError() << "other type " << getOther().getType()
                           << " does not match result type " << getType();
  }
  if (getDescBase() || !getDescCoords().empty()) {
    auto type = dyn_cast<RankedTensorType>(getType());
    if (!getDescBase() || !type ||
        getDescCoords().size() != size_t(type.getRank()))
      return emitOpError() << "a descriptor load needs the descriptor's base "
                              "and one coordinate per dimension of a tile "
                              "result";
    auto base = cast<PointerType>(getDescBase().getType());
    if (base.getPointeeType() != type.getElementType())
      return emitOpError() << "descriptor base " << base
                           << " does not point to the result's elements";
  }
  return success();
}

LogicalResult StoreOp::verify() {
  return verifyAccess(*this, getPtr().getType(), getValue().getType(),
                      getMask(), "value");
}

LogicalResult AtomicRMWOp::verify() {
  if (getValue().getType() != getType())
    return emitOpError() << "value type " << getValue().getType()
                         << " does not match result type " << getType();
  Type elem = getElementTypeOrSelf(getType());
  bool isFloatKind = getKind() == RMWKind::fadd || getKind() == RMWKind::fmax ||
                     getKind() == RMWKind::fmin;
  if (isFloatKind != isa<FloatType>(elem) && getKind() != RMWKind::xchg)
    return emitOpError() << "'" << stringifyRMWKind(getKind())
                         << "' does not apply to element type " << elem;
  return verifyAccess(*this, getPtr().getType(), getValue().getType(),
                      getMask(), "value");
}

LogicalResult AtomicCASOp::verify() {
  if (getCmp().getType() != getType() || getValue().getType() != getType())
    return emitOpError() << "cmp, value and result must have one type";
  if (!isa<IntegerType>(getElementTypeOrSelf(getType())))
    return emitOpError() << "atomic_cas needs integer elements, got "
                         << getType();
  return verifyAccess(*this, getPtr().getType(), getValue().getType(), nullptr,
                      "value");
}

//===----------------------------------------------------------------------===//
// ExternElementwiseOp
//===----------------------------------------------------------------------===//

LogicalResult ExternElementwiseOp::verify() {
  const ExternFunction *fn = lookupExternFunction(getFn());
  if (!fn)
    return emitOpError() << "unknown library function '" << getFn() << "'";
  unsigned numArgs = fn->numFloatArgs + (fn->intLastArg ? 1 : 0);
  if (getSrcs().size() != numArgs)
    return emitOpError() << "'" << getFn() << "' takes " << numArgs
                         << " operands, got " << getSrcs().size();
  Type floatType = getElementTypeOrSelf(getSrcs()[0].getType());
  if (!floatType.isF32() && !floatType.isF64())
    return emitOpError() << "'" << getFn()
                         << "' needs f32 or f64 operands, got " << floatType;
  for (unsigned k = 0; k < numArgs; ++k) {
    Type want =
        k < fn->numFloatArgs ? floatType : IntegerType::get(getContext(), 32);
    Type got = getElementTypeOrSelf(getSrcs()[k].getType());
    if (got != want)
      return emitOpError() << "operand #" << k << " of '" << getFn()
                           << "' must be " << want << ", got " << got;
  }
  Type want = fn->intResult ? IntegerType::get(getContext(), 32) : floatType;
  Type got = getElementTypeOrSelf(getResult().getType());
  if (got != want)
    return emitOpError() << "result of '" << getFn() << "' must be " << want
                         << ", got " << got;
  return success();
}

/// A call or asm the user marks pure has no memory effects; any other may
/// read and write any memory.
static void readWriteUnlessPure(
    bool pure,
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  if (pure)
    return;
  effects.emplace_back(MemoryEffects::Read::get());
  effects.emplace_back(MemoryEffects::Write::get());
}

//===----------------------------------------------------------------------===//
// ExternCallOp
//===----------------------------------------------------------------------===//

LogicalResult ExternCallOp::verify() {
  if (getSymbol().empty())
    return emitOpError() << "needs a symbol";
  if (getLibPath().empty())
    return emitOpError() << "needs the path of the library defining '"
                         << getSymbol() << "'";
  for (Value v : getOperands())
    if (!getElementTypeOrSelf(v.getType()).isIntOrFloat())
      return emitOpError() << "operands must be integers or floats, got "
                           << v.getType();
  if (!getElementTypeOrSelf(getType()).isIntOrFloat())
    return emitOpError() << "result must be an integer or a float, got "
                         << getType();
  return success();
}

void ExternCallOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  readWriteUnlessPure(getPure(), effects);
}

//===----------------------------------------------------------------------===//
// PrintOp
//===----------------------------------------------------------------------===//

LogicalResult PrintOp::verify() {
  if (getIsSigned().size() != getSrcs().size())
    return emitOpError() << "needs one is_signed entry per operand ("
                         << getSrcs().size() << "), got "
                         << getIsSigned().size();
  return success();
}

//===----------------------------------------------------------------------===//
// InlineAsmOp
//===----------------------------------------------------------------------===//

unsigned InlineAsmOp::valuesPerOperand(Type elem, unsigned pack) {
  unsigned bits = elem.getIntOrFloatBitWidth();
  return std::min(bits < 32 ? 32 / bits : 1u, pack);
}

LogicalResult InlineAsmOp::verify() {
  if (getResults().empty())
    return emitOpError() << "needs at least one result";
  int64_t pack = getPack();
  if (pack < 1 || pack > 16 || !llvm::isPowerOf2_64(pack))
    return emitOpError() << "pack must be 1, 2, 4, 8 or 16, got " << pack;
  // Asm operands the results (outputs) and the operands (inputs) take.
  int64_t counts[2] = {0, 0};
  for (auto [k, values] :
       llvm::enumerate(std::array<ValueRange, 2>{getResults(), getSrcs()})) {
    for (Value v : values) {
      Type e = getElementTypeOrSelf(v.getType());
      if (!e.isIntOrFloat())
        return emitOpError()
               << (k == 0 ? "results" : "operands")
               << " must be integers or floats, got " << v.getType();
      counts[k] += pack / valuesPerOperand(e, pack);
    }
  }
  int64_t outputs = counts[0], inputs = counts[1];
  // The constraints: one entry per output, then per input; clobbers
  // (`~{...}`) may follow.
  int64_t outs = 0, ins = 0;
  for (StringRef c : llvm::split(getConstraints(), ',')) {
    c = c.trim();
    if (c.starts_with("~"))
      continue;
    (c.starts_with("=") ? outs : ins) += 1;
  }
  if (outs != outputs || ins != inputs)
    return emitOpError() << "constraints \"" << getConstraints() << "\" list "
                         << outs << " outputs and " << ins
                         << " inputs; with pack " << pack << " the "
                         << getResults().size() << " result(s) and "
                         << getSrcs().size() << " operand(s) need " << outputs
                         << " and " << inputs
                         << " (values under 32 bits share 32-bit registers)";
  return success();
}

void InlineAsmOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  readWriteUnlessPure(getPure(), effects);
}

//===----------------------------------------------------------------------===//
// DotOp
//===----------------------------------------------------------------------===//

LogicalResult DotOp::verify() {
  auto aType = cast<RankedTensorType>(getA().getType());
  auto bType = cast<RankedTensorType>(getB().getType());
  auto cType = cast<RankedTensorType>(getC().getType());
  if (aType.getRank() != 2 || bType.getRank() != 2 || cType.getRank() != 2)
    return emitOpError() << "operands must be 2-D, got " << aType << ", "
                         << bType << ", " << cType;
  for (RankedTensorType type : {aType, bType, cType}) {
    if (failed(verifyTileShape(*this, type)))
      return failure();
  }
  if (aType.getDimSize(1) != bType.getDimSize(0))
    return emitOpError() << "inner dimensions differ: " << aType << " @ "
                         << bType;
  if (cType.getDimSize(0) != aType.getDimSize(0) ||
      cType.getDimSize(1) != bType.getDimSize(1))
    return emitOpError() << "accumulator " << cType << " is not "
                         << aType.getDimSize(0) << "x" << bType.getDimSize(1);
  for (int64_t d :
       {aType.getDimSize(0), aType.getDimSize(1), bType.getDimSize(1)}) {
    if (d < 16)
      return emitOpError() << "dot dimensions must be at least 16, got "
                           << aType << " @ " << bType;
  }
  Type aElem = aType.getElementType(), bElem = bType.getElementType();
  Type cElem = cType.getElementType();
  if (aElem != bElem)
    return emitOpError() << "operand element types differ: " << aElem << " vs "
                         << bElem;
  if (isa<FloatType>(aElem) != isa<FloatType>(cElem))
    return emitOpError() << "accumulator type " << cElem
                         << " does not suit operands of " << aElem;
  return success();
}

namespace {
/// `x + dot(a, b, 0)` -> `dot(a, b, x)` (DotOp's description).
template <class AddOp> struct FoldAddIntoDot : OpRewritePattern<AddOp> {
  using OpRewritePattern<AddOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(AddOp add,
                                PatternRewriter &rewriter) const override {
    for (unsigned i = 0; i < 2; ++i) {
      auto dot = add->getOperand(i).template getDefiningOp<DotOp>();
      Value other = add->getOperand(1 - i);
      if (!dot || !dot->hasOneUse() || other.getType() != dot.getType() ||
          !(matchPattern(dot.getC(), m_Zero()) ||
            matchPattern(dot.getC(), m_AnyZeroFloat())))
        continue;
      rewriter.replaceOpWithNewOp<DotOp>(add, dot.getType(), dot.getA(),
                                         dot.getB(), other,
                                         dot.getInputPrecisionAttr());
      rewriter.eraseOp(dot);
      return success();
    }
    return failure();
  }
};
} // namespace

void DotOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                        MLIRContext *context) {
  patterns.add<FoldAddIntoDot<arith::AddIOp>, FoldAddIntoDot<arith::AddFOp>>(
      context);
}

//===----------------------------------------------------------------------===//
// ReduceOp / ScanOp
//===----------------------------------------------------------------------===//

/// Checks the combine region of a reduce or scan over `srcs`: 2N scalar
/// block arguments of the operands' element types, and a yield of N of them.
static LogicalResult verifyCombineRegion(Operation *op, ValueRange srcs,
                                         Region &region, int64_t axis) {
  if (srcs.empty())
    return op->emitOpError() << "needs at least one operand";
  auto firstType = cast<RankedTensorType>(srcs.front().getType());
  if (axis < 0 || axis >= firstType.getRank())
    return op->emitOpError() << "axis " << axis << " out of range for rank "
                             << firstType.getRank();
  for (Value src : srcs) {
    if (cast<RankedTensorType>(src.getType()).getShape() !=
        firstType.getShape())
      return op->emitOpError() << "operands must have one shape";
  }
  Block &block = region.front();
  size_t n = srcs.size();
  if (block.getNumArguments() != 2 * n)
    return op->emitOpError() << "combine region needs " << 2 * n
                             << " arguments, has " << block.getNumArguments();
  for (size_t i = 0; i < 2 * n; ++i) {
    Type expected =
        cast<RankedTensorType>(srcs[i % n].getType()).getElementType();
    if (block.getArgument(i).getType() != expected)
      return op->emitOpError()
             << "combine argument " << i << " has type "
             << block.getArgument(i).getType() << ", expected " << expected;
  }
  auto yield = dyn_cast<YieldOp>(block.getTerminator());
  if (!yield || yield.getValues().size() != n)
    return op->emitOpError() << "combine region must yield " << n << " values";
  for (size_t i = 0; i < n; ++i) {
    if (yield.getValues()[i].getType() != block.getArgument(i).getType())
      return op->emitOpError()
             << "combine region yields " << yield.getValues()[i].getType()
             << " for operand " << i;
  }
  return success();
}

LogicalResult ReduceOp::verifyRegions() {
  if (failed(verifyCombineRegion(*this, getSrcs(), getCombineOp(),
                                 getAxisAttr().getInt())))
    return failure();
  if (getResults().size() != getSrcs().size())
    return emitOpError() << "has " << getSrcs().size() << " operands but "
                         << getResults().size() << " results";
  for (auto [src, result] : llvm::zip(getSrcs(), getResults())) {
    auto srcType = cast<RankedTensorType>(src.getType());
    SmallVector<int64_t> shape(srcType.getShape());
    shape.erase(shape.begin() + getAxis());
    Type expected =
        shape.empty()
            ? srcType.getElementType()
            : Type(RankedTensorType::get(shape, srcType.getElementType()));
    // Layout encodings (added by GPU passes) do not take part in the check.
    auto resultTensor = dyn_cast<RankedTensorType>(result.getType());
    Type actual =
        resultTensor
            ? Type(RankedTensorType::get(resultTensor.getShape(),
                                         resultTensor.getElementType()))
            : result.getType();
    if (actual != expected)
      return emitOpError() << "result type " << result.getType()
                           << ", expected " << expected;
  }
  return success();
}

LogicalResult ScanOp::verifyRegions() {
  if (failed(verifyCombineRegion(*this, getSrcs(), getCombineOp(),
                                 getAxisAttr().getInt())))
    return failure();
  if (getResultTypes() != getSrcs().getTypes())
    return emitOpError() << "results must have the operands' types";
  return success();
}
