# HOSTILE: tl.inline_asm_elementwise whose constraints do not fit its pack (fp32 at pack 2 takes two registers per operand)
# EXPECT: constraints "=r,r" list 1 outputs and 1 inputs; with pack 2
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
                                  is_pure=True, pack=2)
    tl.store(out_ptr + offs, y)
