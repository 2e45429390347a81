// What NVIDIA's fp8 rounding instruction gives for the values whose bytes
// tilec's interpreter fixes (NaN of either sign, infinities, -0): the PTX
// tilec emits on sm_89+ (lib/Conversion/NVPTXCodegen.cpp, roundToFp8),
// cvt.rn.satfinite.{e4m3,e5m2}x2.f32, with the same operand order (the
// value in the low byte, 0 in the high one). Prints one line per input:
// the input's bits, then the e4m3 and e5m2 bytes.
//
// usage (on the GPU machine): nvcc -arch=sm_90a -o probe fp8_cvt_probe.cu && ./probe
#include <cstdio>
#include <cstring>

__global__ void round(const float *in, unsigned *e4m3, unsigned *e5m2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = in[i];
  unsigned a, b;
  asm("{ .reg .b16 t; cvt.rn.satfinite.e4m3x2.f32 t, 0f00000000, %1; "
      "cvt.u32.u16 %0, t; }"
      : "=r"(a)
      : "f"(x));
  asm("{ .reg .b16 t; cvt.rn.satfinite.e5m2x2.f32 t, 0f00000000, %1; "
      "cvt.u32.u16 %0, t; }"
      : "=r"(b)
      : "f"(x));
  e4m3[i] = a;
  e5m2[i] = b;
}

int main() {
  const unsigned bits[] = {0x7fc00000u, 0xffc00000u, 0x7f800001u, 0xff800001u,
                           0x7fffffffu, 0xffffffffu, 0x7f800000u, 0xff800000u,
                           0x80000000u, 0x00000000u, 0x3f800000u, 0xbf800000u};
  const int n = sizeof(bits) / sizeof(bits[0]);
  float host[n];
  std::memcpy(host, bits, sizeof(bits));
  float *in;
  unsigned *a, *b;
  cudaMalloc(&in, sizeof(host));
  cudaMalloc(&a, n * sizeof(unsigned));
  cudaMalloc(&b, n * sizeof(unsigned));
  cudaMemcpy(in, host, sizeof(host), cudaMemcpyHostToDevice);
  round<<<1, 32>>>(in, a, b, n);
  unsigned ra[n], rb[n];
  cudaMemcpy(ra, a, sizeof(ra), cudaMemcpyDeviceToHost);
  cudaMemcpy(rb, b, sizeof(rb), cudaMemcpyDeviceToHost);
  if (cudaGetLastError() != cudaSuccess) {
    std::printf("CUDA error\n");
    return 1;
  }
  for (int i = 0; i < n; ++i)
    std::printf("f32 %08x -> e4m3 %04x e5m2 %04x\n", bits[i], ra[i], rb[i]);
  return 0;
}
