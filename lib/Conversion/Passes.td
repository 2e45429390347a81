//===- Passes.td - conversion of layout-annotated tile IR to LLVM --------===//
#ifndef TILEC_CONVERSION_PASSES_TD
#define TILEC_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTileToLLVM : Pass<"convert-tile-to-llvm", "mlir::ModuleOp"> {
  let summary = "Lower layout-annotated tile IR to the LLVM dialect with ROCDL or NVVM";
  let description = [{
    Every tile becomes the registers one lane holds (an LLVM struct), as its
    layout encoding prescribes; tile ops become per-register scalar code,
    vectorized global loads/stores (width from `tilegpu.vec`), lane shuffles
    and shared-memory (LDS) exchanges for reductions and layout conversions,
    and GPU ids/barriers through the `gpu` dialect, lowered to ROCDL or NVVM
    by the `chip`'s target table entry. Why one pass: the lowering of each op
    needs the same layout arithmetic; only id/barrier/shuffle/math lowering
    and kernel attributes differ per target, and those come from upstream
    GPU-to-ROCDL/NVVM patterns selected by the target table.
  }];
  let options = [
    Option<"chip", "chip", "std::string", "\"gfx942\"", "target from the target table">
  ];
  let dependentDialects = ["mlir::LLVM::LLVMDialect", "mlir::ROCDL::ROCDLDialect",
                           "mlir::NVVM::NVVMDialect", "mlir::gpu::GPUDialect",
                           "mlir::scf::SCFDialect", "mlir::arith::ArithDialect"];
}

#endif // TILEC_CONVERSION_PASSES_TD
