// Not valid HIP (test/Target/extern-elementwise-hip.test): the compiler's
// message must name this file and line.
extern "C" __device__ float broken(float x) { return x +* ; }
