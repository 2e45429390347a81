# HOSTILE: a `for` header without its colon
# EXPECT: ':'|":"|colon|expected|syntax
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 14
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for i in range(4)  #<<
        acc += 1.0
    tl.store(out_ptr + tl.arange(0, BLOCK), acc)
