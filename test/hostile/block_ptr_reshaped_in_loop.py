# HOSTILE: a loop-carried block pointer re-made inside the loop with another block shape
# EXPECT: p.block_shape[0]' (constexpr int) changes inside the loop
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 15
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    p = tl.make_block_ptr(base=x_ptr, shape=(n,), strides=(1,), offsets=(0,),
                         block_shape=(BLOCK,), order=(0,))
    for i in range(0, 4):  #<<
        x = tl.load(p, boundary_check=(0,))
        p = tl.make_block_ptr(x_ptr, (n,), (1,), (i,), (2 * BLOCK,), (0,))
    tl.store(out_ptr + tl.arange(0, BLOCK), x)
