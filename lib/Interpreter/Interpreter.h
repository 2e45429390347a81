//===- Interpreter.h - reference CPU execution of tile IR ----------------===//
#ifndef TILEC_LIB_INTERPRETER_INTERPRETER_H
#define TILEC_LIB_INTERPRETER_INTERPRETER_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <array>
#include <cstddef>
#include <cstdint>

namespace tilec::interp {

/// One kernel argument. Pointer arguments name caller-owned host memory;
/// every access through them is bounds-checked against [data, data+bytes).
struct Arg {
  enum class Kind { Pointer, Int, Float };
  Kind kind = Kind::Int;
  void *data = nullptr; // Pointer
  size_t bytes = 0;     // Pointer
  int64_t intValue = 0; // Int (also i1)
  double floatValue = 0; // Float

  static Arg pointer(void *data, size_t bytes) {
    Arg a;
    a.kind = Kind::Pointer;
    a.data = data;
    a.bytes = bytes;
    return a;
  }
  static Arg integer(int64_t v) {
    Arg a;
    a.kind = Kind::Int;
    a.intValue = v;
    return a;
  }
  static Arg floating(double v) {
    Arg a;
    a.kind = Kind::Float;
    a.floatValue = v;
    return a;
  }
};

/// Runs `kernel` (a func.func with `tile.kernel`, as the front end and the
/// tile-level passes leave it) once per program instance of `grid`, in
/// order. Returns an error naming the op's file:line:col, the kernel, the
/// program id and the offending offset on an out-of-bounds access, a failed
/// `tile.assert`, or a wrong argument list.
llvm::Error runKernel(mlir::func::FuncOp kernel, llvm::ArrayRef<Arg> args,
                      std::array<uint32_t, 3> grid);

} // namespace tilec::interp

#endif // TILEC_LIB_INTERPRETER_INTERPRETER_H
