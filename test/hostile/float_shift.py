# HOSTILE: shifting a float block
# EXPECT: shift|float|integer|type|unsupported|invalid
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 14
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, BLOCK))
    y = x << 2  #<<
    tl.store(out_ptr + tl.arange(0, BLOCK), y)
