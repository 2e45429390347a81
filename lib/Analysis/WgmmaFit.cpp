//===- WgmmaFit.cpp - which dots Hopper's wgmma can run -------------------===//
//
// See WgmmaFit.h.
//
//===----------------------------------------------------------------------===//
#include "Analysis/WgmmaFit.h"

#include "Target/MmaOperands.h"
#include "TileGPU/IR/TileGPUDialect.h"

using namespace mlir;

namespace tilec {

LogicalResult fitsWgmmaShape(tile::DotOp dot, std::string *whyNot) {
  auto fail = [&](const char *why) {
    if (whyNot)
      *whyNot = why;
    return failure();
  };
  auto aType = cast<RankedTensorType>(dot.getA().getType());
  auto bType = cast<RankedTensorType>(dot.getB().getType());
  auto mma = dyn_cast_if_present<tilegpu::MmaLayoutAttr>(
      cast<RankedTensorType>(dot.getType()).getEncoding());
  if (!mma || (mma.getKind() != MmaKind::NvMma16x8x16 &&
               mma.getKind() != MmaKind::NvMma16x8x32))
    return fail("its layout is not nv_mma_16x8x16's or nv_mma_16x8x32's");
  bool bytes = mma.getKind() == MmaKind::NvMma16x8x32;
  Type in = aType.getElementType();
  ArrayRef<unsigned> warps = mma.getWarpsPerCTA();
  int64_t M = aType.getDimSize(0), K = aType.getDimSize(1),
          N = bType.getDimSize(1);
  bool fp8 = isa<Float8E4M3FNType, Float8E5M2Type>(in);
  if (bytes ? !((in.isInteger(8) || fp8) && bType.getElementType() == in)
            : !(in.isF16() || in.isBF16()))
    return fail(bytes ? "its operands are not both i8 or the same fp8 type"
                      : "its operands are not f16 or bf16");
  if (warps.size() != 2 || warps[1] != 1 || warps[0] % 4 || M % (16 * warps[0]))
    return fail("its warps do not tile M in groups of 4");
  // 8-bit wgmma takes N = 8, 16, 24 or a multiple of 16 up to 256.
  if (N % 8 || N > 256 || (bytes && N > 24 && N % 16) || K % (bytes ? 32 : 16))
    return fail(bytes ? "N is not a valid 8-bit wgmma width, or K not a "
                        "multiple of 32"
                      : "N is not a multiple of 8 up to 256, or K not of 16");
  return success();
}

bool isWgmmaCandidate(tile::DotOp dot, const TargetInfo &target) {
  std::optional<MmaOperands> operands = getMmaOperands(
      cast<RankedTensorType>(dot.getA().getType()).getElementType(),
      cast<RankedTensorType>(dot.getB().getType()).getElementType(),
      dot.getType().getElementType());
  return operands && target.offersMma(MmaKind::NvWgmma, *operands) &&
         succeeded(fitsWgmmaShape(dot));
}

} // namespace tilec
