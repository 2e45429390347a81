; my_sq1(x) = x * x + 1, for NVPTX (python/tests/test_gpu.py: tl.extern_elementwise on the GPU).
target triple = "nvptx64-nvidia-cuda"

define float @my_sq1(float %x) {
  %sq = fmul float %x, %x
  %r = fadd float %sq, 1.000000e+00
  ret float %r
}
