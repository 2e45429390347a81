//===- TileDialect.cpp - tile dialect registration and type helpers ------===//
#include "Tile/IR/TileDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tile;

#include "Tile/IR/TileDialect.cpp.inc"
#include "Tile/IR/TileEnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "Tile/IR/TileTypes.cpp.inc"

void TileDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "Tile/IR/TileTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "Tile/IR/TileOps.cpp.inc"
      >();
}

Operation *TileDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                            Type type, Location loc) {
  // Folders (e.g. tile.splat of a constant) produce arith constants.
  return arith::ConstantOp::materialize(builder, value, type, loc);
}

LogicalResult PointerType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  Type pointeeType) {
  if (isa<FloatType, IntegerType>(pointeeType))
    return success();
  return emitError() << "pointee must be a scalar type, got " << pointeeType;
}

Type mlir::tile::getPointeeType(Type type) {
  if (auto ptr = dyn_cast<PointerType>(getElementTypeOrSelf(type)))
    return ptr.getPointeeType();
  return {};
}

Type mlir::tile::replaceElementType(Type type, Type elementType) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.clone(elementType);
  return elementType;
}

LogicalResult mlir::tile::verifyTileShape(Operation *op, Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return success();
  for (int64_t dim : tensor.getShape()) {
    if (ShapedType::isDynamic(dim) || dim <= 0 || !llvm::isPowerOf2_64(dim))
      return op->emitOpError()
             << "tile dimensions must be static powers of two, got " << type;
  }
  return success();
}
