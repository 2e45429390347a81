# A kernel whose HIP library does not compile (test/Target/extern-elementwise-hip.test).
import triton
import triton.language as tl


@triton.jit
def bad_hip_kernel(X, Z, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(X + offs)
    z = tl.extern_elementwise("broken", "bad.hip", [x],
                              {(tl.dtype("fp32"),): ("broken", tl.dtype("fp32"))}, True)
    tl.store(Z + offs, z)
