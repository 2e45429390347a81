//===- Interpreter.h - reference CPU execution of tile IR ----------------===//
#ifndef TILEC_LIB_INTERPRETER_INTERPRETER_H
#define TILEC_LIB_INTERPRETER_INTERPRETER_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace tilec::interp {

/// One kernel argument. Pointer arguments name caller-owned host memory;
/// every access through them is bounds-checked against [data, data+bytes).
struct Arg {
  enum class Kind { Pointer, Int, Float };
  Kind kind = Kind::Int;
  void *data = nullptr;  // Pointer
  size_t bytes = 0;      // Pointer
  int64_t intValue = 0;  // Int (also i1)
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

/// The error `runKernel` returns for a failure that belongs to one op (an
/// out-of-bounds access, a failed `tile.assert`, an integer division by zero,
/// an op the interpreter does not know). `log` prints
/// `file:line:col: error: message`; drivers can instead hand `location` and
/// `message` to MLIR's diagnostic engine to show the source line and a caret.
class KernelError : public llvm::ErrorInfo<KernelError> {
public:
  static char ID;
  KernelError(mlir::Location location, std::string message)
      : location(location), message(std::move(message)) {}
  void log(llvm::raw_ostream &os) const override;
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }
  mlir::Location getLocation() const { return location; }
  const std::string &getMessage() const { return message; }

private:
  mlir::Location location;
  std::string message;
};

/// The innermost `file:line:col` of `loc` (looking through name, call-site
/// and fused locations), if it has one.
std::optional<mlir::FileLineColLoc> findFileLineCol(mlir::Location loc);

/// Runs `kernel` (a func.func with `tile.kernel`, as the front end and the
/// tile-level passes leave it) once per program instance of `grid`, in
/// order. Returns an error naming the op's file:line:col, the kernel, the
/// program id and the offending offset on an out-of-bounds access, a failed
/// `tile.assert`, or a wrong argument list. Op-located failures are
/// `KernelError`s. Integer arguments are wrapped to the parameter's width,
/// float arguments rounded to its type.
llvm::Error runKernel(mlir::func::FuncOp kernel, llvm::ArrayRef<Arg> args,
                      std::array<uint32_t, 3> grid);

} // namespace tilec::interp

#endif // TILEC_LIB_INTERPRETER_INTERPRETER_H
