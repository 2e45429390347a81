//===- ExternFunctions.cpp - the table of device math library functions --===//
#include "Tile/IR/ExternFunctions.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir::tile;

// One row per function: CUDA's libdevice and ROCm's ocml both define f32 and
// f64 versions of each (checked against libdevice.10.bc and ocml.bc).
static const ExternFunction kFunctions[] = {
    {"erfinv", 1, false, false, "__nv_erfinv", "__ocml_erfinv"},
    {"erfcinv", 1, false, false, "__nv_erfcinv", "__ocml_erfcinv"},
    {"erfcx", 1, false, false, "__nv_erfcx", "__ocml_erfcx"},
    {"normcdf", 1, false, false, "__nv_normcdf", "__ocml_ncdf"},
    {"normcdfinv", 1, false, false, "__nv_normcdfinv", "__ocml_ncdfinv"},
    {"lgamma", 1, false, false, "__nv_lgamma", "__ocml_lgamma"},
    {"tgamma", 1, false, false, "__nv_tgamma", "__ocml_tgamma"},
    {"j0", 1, false, false, "__nv_j0", "__ocml_j0"},
    {"j1", 1, false, false, "__nv_j1", "__ocml_j1"},
    {"y0", 1, false, false, "__nv_y0", "__ocml_y0"},
    {"y1", 1, false, false, "__nv_y1", "__ocml_y1"},
    {"cyl_bessel_i0", 1, false, false, "__nv_cyl_bessel_i0", "__ocml_i0"},
    {"cyl_bessel_i1", 1, false, false, "__nv_cyl_bessel_i1", "__ocml_i1"},
    {"cospi", 1, false, false, "__nv_cospi", "__ocml_cospi"},
    {"sinpi", 1, false, false, "__nv_sinpi", "__ocml_sinpi"},
    {"rcbrt", 1, false, false, "__nv_rcbrt", "__ocml_rcbrt"},
    {"logb", 1, false, false, "__nv_logb", "__ocml_logb"},
    {"exp10", 1, false, false, "__nv_exp10", "__ocml_exp10"},
    {"ilogb", 1, false, true, "__nv_ilogb", "__ocml_ilogb"},
    {"hypot", 2, false, false, "__nv_hypot", "__ocml_hypot"},
    {"rhypot", 2, false, false, "__nv_rhypot", "__ocml_rhypot"},
    {"nextafter", 2, false, false, "__nv_nextafter", "__ocml_nextafter"},
    {"remainder", 2, false, false, "__nv_remainder", "__ocml_remainder"},
    {"fdim", 2, false, false, "__nv_fdim", "__ocml_fdim"},
    {"ldexp", 1, true, false, "__nv_ldexp", "__ocml_ldexp"},
    {"scalbn", 1, true, false, "__nv_scalbn", "__ocml_scalbn"},
    {"powi", 1, true, false, "__nv_powi", "__ocml_pown"},
};

llvm::ArrayRef<ExternFunction> mlir::tile::externFunctions() {
  return kFunctions;
}

const ExternFunction *mlir::tile::lookupExternFunction(llvm::StringRef name) {
  const ExternFunction *it = llvm::find_if(
      kFunctions, [&](const ExternFunction &f) { return f.name == name; });
  return it == std::end(kFunctions) ? nullptr : it;
}

std::string mlir::tile::externSymbol(const ExternFunction &fn, bool amdgpu,
                                     bool f64) {
  if (amdgpu)
    return fn.amdgpu.str() + (f64 ? "_f64" : "_f32");
  return fn.nvidia.str() + (f64 ? "" : "f");
}
