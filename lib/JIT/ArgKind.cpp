//===- ArgKind.cpp - how a tile-IR parameter type is passed to a GPU kernel
//===//
//
// The runtime's argument kinds are the tile-IR scalar kinds a launch can
// pass (no fp8 scalars): both directions of that correspondence.
//
//===----------------------------------------------------------------------===//
#include "JIT/ArgKind.h"

using namespace tilec;
using mlir::tile::ScalarKind;
using K = rt::KernelArg::Kind;

std::optional<rt::KernelArg::Kind> tilec::jit::argKindOf(mlir::Type t) {
  std::optional<ScalarKind> kind = mlir::tile::scalarKindOf(t);
  if (!kind)
    return std::nullopt;
  switch (*kind) {
  case ScalarKind::Ptr:
    return K::Pointer;
  case ScalarKind::I1:
    return K::I1;
  case ScalarKind::I8:
    return K::I8;
  case ScalarKind::I16:
    return K::I16;
  case ScalarKind::I32:
    return K::I32;
  case ScalarKind::I64:
    return K::I64;
  case ScalarKind::F16:
    return K::F16;
  case ScalarKind::BF16:
    return K::BF16;
  case ScalarKind::F32:
    return K::F32;
  case ScalarKind::F64:
    return K::F64;
  case ScalarKind::F8E4M3FN:
  case ScalarKind::F8E5M2:
    return std::nullopt;
  }
  return std::nullopt;
}

ScalarKind tilec::jit::scalarKindOf(rt::KernelArg::Kind kind) {
  switch (kind) {
  case K::Pointer:
    return ScalarKind::Ptr;
  case K::I1:
    return ScalarKind::I1;
  case K::I8:
    return ScalarKind::I8;
  case K::I16:
    return ScalarKind::I16;
  case K::I32:
    return ScalarKind::I32;
  case K::I64:
    return ScalarKind::I64;
  case K::F16:
    return ScalarKind::F16;
  case K::BF16:
    return ScalarKind::BF16;
  case K::F32:
    return ScalarKind::F32;
  case K::F64:
    return ScalarKind::F64;
  }
  return ScalarKind::I64;
}
