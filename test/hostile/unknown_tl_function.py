# HOSTILE: a misspelled tl function (tl.lod)
# EXPECT: lod|attribute|unknown|undefined|unsupported|no member|not found
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 14
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.lod(x_ptr + offs)  #<<
    tl.store(out_ptr + offs, x)
