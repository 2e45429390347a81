; my_sq1(x) = x * x + 1, for AMDGPU (test/Target/extern-elementwise.test).
target triple = "amdgcn-amd-amdhsa"

define float @my_sq1(float %x) {
  %sq = fmul float %x, %x
  %r = fadd float %sq, 1.000000e+00
  ret float %r
}
