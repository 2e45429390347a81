# HOSTILE: pointer arithmetic with a float offset
# EXPECT: pointer|float|offset|type|unsupported|integer
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 13
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    x = tl.load(x_ptr + 1.5)  #<<
    tl.store(out_ptr, x)
