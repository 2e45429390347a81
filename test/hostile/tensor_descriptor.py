# HOSTILE: tl.make_tensor_descriptor (TMA descriptors are out of scope)
# EXPECT: make_tensor_descriptor|unsupported|not supported
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: 13
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    d = tl.make_tensor_descriptor(x_ptr, shape=[n], strides=[1], block_shape=[BLOCK])  #<<
    x = d.load([0])
    tl.store(out_ptr + tl.arange(0, BLOCK), x)
