//===- ScalarKind.cpp - the scalar kinds of tile-IR values and arguments --===//
#include "Tile/IR/ScalarKind.h"
#include "Tile/IR/TileDialect.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::tile;

std::optional<ScalarKind> mlir::tile::scalarKindOf(Type t) {
  if (auto it = dyn_cast<IntegerType>(t)) {
    switch (it.getWidth()) {
    case 1:
      return ScalarKind::I1;
    case 8:
      return ScalarKind::I8;
    case 16:
      return ScalarKind::I16;
    case 32:
      return ScalarKind::I32;
    case 64:
      return ScalarKind::I64;
    default:
      return std::nullopt;
    }
  }
  if (t.isF16())
    return ScalarKind::F16;
  if (t.isBF16())
    return ScalarKind::BF16;
  if (t.isF32())
    return ScalarKind::F32;
  if (t.isF64())
    return ScalarKind::F64;
  if (isa<Float8E4M3FNType>(t))
    return ScalarKind::F8E4M3FN;
  if (isa<Float8E5M2Type>(t))
    return ScalarKind::F8E5M2;
  if (isa<PointerType>(t))
    return ScalarKind::Ptr;
  return std::nullopt;
}

unsigned mlir::tile::kindBits(ScalarKind k) {
  switch (k) {
  case ScalarKind::I1:
    return 1;
  case ScalarKind::I8:
  case ScalarKind::F8E4M3FN:
  case ScalarKind::F8E5M2:
    return 8;
  case ScalarKind::I16:
  case ScalarKind::F16:
  case ScalarKind::BF16:
    return 16;
  case ScalarKind::I32:
  case ScalarKind::F32:
    return 32;
  case ScalarKind::I64:
  case ScalarKind::F64:
  case ScalarKind::Ptr:
    return 64;
  }
  return 64;
}

unsigned mlir::tile::kindBytes(ScalarKind k) {
  return k == ScalarKind::I1 ? 1 : kindBits(k) / 8;
}

const llvm::fltSemantics &mlir::tile::kindSemantics(ScalarKind k) {
  switch (k) {
  case ScalarKind::F8E4M3FN:
    return llvm::APFloat::Float8E4M3FN();
  case ScalarKind::F8E5M2:
    return llvm::APFloat::Float8E5M2();
  case ScalarKind::F16:
    return llvm::APFloat::IEEEhalf();
  case ScalarKind::BF16:
    return llvm::APFloat::BFloat();
  case ScalarKind::F32:
    return llvm::APFloat::IEEEsingle();
  default:
    return llvm::APFloat::IEEEdouble();
  }
}
