# HOSTILE: `break` inside a loop (Triton has no break)
# EXPECT: break|unsupported|not supported
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 17
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for i in range(0, n):
        acc += 1.0
        if i > 3:
            break  #<<
    tl.store(out_ptr + tl.arange(0, BLOCK), acc)
