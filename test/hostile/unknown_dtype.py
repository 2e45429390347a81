# HOSTILE: a cast to a dtype that does not exist (tl.float17)
# EXPECT: float17|attribute|dtype|unknown|undefined|type
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 14
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs).to(tl.float17)  #<<
    tl.store(out_ptr + offs, x)
