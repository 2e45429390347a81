# HOSTILE: tl.extern_elementwise naming a library that is not LLVM bitcode or IR (this file)
# EXPECT: not LLVM bitcode or IR
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# EXTRA: --target gfx942,sm_90a --emit asm
# LOCATION: yes
# LINE: 16
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = tl.extern_elementwise("lib", "extern_library_not_llvm.py", [x],  #<<
                              {(tl.dtype("fp32"),): ("f", tl.dtype("fp32"))}, True)
    tl.store(out_ptr + offs, y)
