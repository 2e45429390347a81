# Kernels calling device functions through tl.extern_elementwise
# (test/Target/extern-elementwise.test).
import triton
import triton.language as tl
from triton.language import core


# Triton's libdevice wrappers are written like this: a known symbol with no
# library is tilec's own libdevice function.
@core.extern
def my_exp(arg0, _semantic=None):
    return core.extern_elementwise(
        "", "", [arg0],
        {(core.dtype("fp32"),): ("__nv_expf", core.dtype("fp32")),
         (core.dtype("fp64"),): ("__nv_exp", core.dtype("fp64"))},
        is_pure=True, _semantic=_semantic)


@core.extern
def ocml_hypot(a, b, _semantic=None):
    return core.extern_elementwise(
        "", "", [a, b],
        {(core.dtype("fp32"), core.dtype("fp32")): ("__ocml_hypot_f32", core.dtype("fp32"))},
        is_pure=True, _semantic=_semantic)


# A user's library, one file per kind (LIB picks it below).
@core.extern
def sq1_nvptx(x, _semantic=None):
    return core.extern_elementwise("sq1", "sq1_nvptx.ll", [x],
                                   {(core.dtype("fp32"),): ("my_sq1", core.dtype("fp32"))},
                                   is_pure=True, _semantic=_semantic)


@core.extern
def sq1_amdgcn(x, _semantic=None):
    return core.extern_elementwise("sq1", "sq1_amdgcn.ll", [x],
                                   {(core.dtype("fp32"),): ("my_sq1", core.dtype("fp32"))},
                                   is_pure=True, _semantic=_semantic)


@core.extern
def sq1_hip(x, _semantic=None):
    return core.extern_elementwise("sq1", "sq1.hip", [x],
                                   {(core.dtype("fp32"),): ("my_sq1", core.dtype("fp32"))},
                                   is_pure=True, _semantic=_semantic)


@triton.jit
def known_kernel(X, Y, Z, N, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(X + offs, mask=m)
    y = tl.load(Y + offs, mask=m)
    tl.store(Z + offs, my_exp(x) + ocml_hypot(x, y), mask=m)


@triton.jit
def user_kernel(X, Z, N, BLOCK: tl.constexpr, LIB: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(X + offs, mask=m)
    if LIB == 0:
        z = sq1_nvptx(x)
    elif LIB == 1:
        z = sq1_amdgcn(x)
    else:
        z = sq1_hip(x)
    tl.store(Z + offs, z, mask=m)


# Errors, one per ERR value.
@triton.jit
def bad_kernel(X, Z, N, BLOCK: tl.constexpr, ERR: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(X + offs)
    if ERR == 0:  # no library file
        z = tl.extern_elementwise("nolib", "no_such_lib.bc", [x],
                                  {(tl.dtype("fp32"),): ("f", tl.dtype("fp32"))}, True)
    elif ERR == 1:  # no entry for fp32
        z = tl.extern_elementwise("sq1", "sq1_nvptx.ll", [x],
                                  {(tl.dtype("fp64"),): ("my_sq1", tl.dtype("fp64"))}, True)
    elif ERR == 2:  # unknown symbol without a library
        z = tl.extern_elementwise("", "", [x], {(tl.dtype("fp32"),): ("my_sq1", tl.dtype("fp32"))}, True)
    elif ERR == 3:  # the library does not define it
        z = tl.extern_elementwise("sq1", "sq1_nvptx.ll", [x],
                                  {(tl.dtype("fp32"),): ("my_cube", tl.dtype("fp32"))}, True)
    elif ERR == 4:  # defined with another type
        z = tl.extern_elementwise("sq1", "sq1_nvptx.ll", [x],
                                  {(tl.dtype("fp32"),): ("my_sq1", tl.dtype("int32"))}, True).to(tl.float32)
    else:  # a malformed dict
        z = tl.extern_elementwise("sq1", "sq1_nvptx.ll", [x], {(tl.dtype("fp32"),): "my_sq1"}, True)
    tl.store(Z + offs, z)
