# HOSTILE: the named kernel has no @triton.jit decorator
# EXPECT: jit|not found|no kernel|decorat|no function|not a kernel
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: any
# LINE: none
import triton
import triton.language as tl


def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    tl.store(out_ptr + tl.arange(0, BLOCK), 0.0)
