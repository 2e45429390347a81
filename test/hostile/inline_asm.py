# HOSTILE: tl.inline_asm_elementwise (inline assembly is out of scope)
# EXPECT: inline_asm_elementwise|unsupported|not supported
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 15
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = tl.inline_asm_elementwise("mov.b32 $0, $1;", "=r,r", [x], dtype=tl.float32,  #<<
                                  is_pure=True, pack=1)
    tl.store(out_ptr + offs, y)
