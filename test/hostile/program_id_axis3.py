# HOSTILE: tl.program_id(3): there are only axes 0, 1, 2
# EXPECT: axis|program_id|range|invalid|0, 1|must be
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 13
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(3)  #<<
    tl.store(out_ptr + pid, 0.0)
