# HOSTILE: tl.make_block_ptr (block pointers are out of scope)
# EXPECT: make_block_ptr|unsupported|not supported
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 13
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    p = tl.make_block_ptr(base=x_ptr, shape=(n,), strides=(1,), offsets=(0,),  #<<
                         block_shape=(BLOCK,), order=(0,))
    x = tl.load(p, boundary_check=(0,))
    tl.store(out_ptr + tl.arange(0, BLOCK), x)
