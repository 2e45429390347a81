// my_sq1(x) = sqrt(x) * x + 1 in HIP (test/Target/extern-elementwise.test):
// compiled by tilec for AMD targets through comgr with hiprtc's header.
extern "C" __device__ float my_sq1(float x) { return sqrtf(x) * x + 1.0f; }
