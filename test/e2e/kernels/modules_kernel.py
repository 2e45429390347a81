# Module-level Python as real kernel files write it: helpers from a package
# beside the file (absolute, aliased, relative), imports under try/except, a
# jit function defined under a module-level `if` whose condition cannot be
# evaluated but whose branches agree, version checks, str.format, torch.finfo
# defaults, and code the front end must skip (a @contextmanager generator,
# an unknown decorator, a class).
import contextlib
import functools

import torch
import triton
import triton.language as tl
from packaging import version

import modpkg.ops.ext as tle
from modpkg import SCALE_DEFAULT
from modpkg.scale import scale

try:
    from triton.language.extra.libdevice import tanh
except ModuleNotFoundError:
    from triton.language.extra.cuda.libdevice import tanh

TRITON3 = version.parse(triton.__version__) >= version.parse("3.0.0")

if TRITON3:
    @triton.jit
    def softplus(x):
        return tl.log(tl.exp(x) + 1)
else:
    @triton.jit
    def softplus(x):
        return tl.math.log1p(tl.exp(x))


def is_available():
    return torch.cuda.is_available()


if is_available() and SCALE_DEFAULT > 0:
    from triton.language.math import rsqrt
else:
    from triton.language.extra.libdevice import rsqrt

NAME = "{}_{}".format("block", 64)
BLOCK_FROM_NAME: tl.constexpr = 64 if NAME == "block_64" else 32
FP16_MAX = torch.finfo(torch.float16).max
DEVICE_COUNT = torch.cuda.device_count()


@contextlib.contextmanager
def timer():
    yield


def libentry():
    def deco(fn):
        return fn
    return deco


class Config:
    block = 128


@libentry()
@triton.jit
def modules_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr = BLOCK_FROM_NAME,
                   CAP: tl.constexpr = FP16_MAX):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    a = tle.scaled_plus(x)          # 2x + 1.5
    b = scale(x)                    # 3x (the default factor)
    c = softplus(x) + tanh(x)
    d = rsqrt(x * x + 1.0)
    y = tl.minimum(a + b + c + d, CAP)
    tl.store(y_ptr + offs, y, mask=mask)


@triton.jit
def uses_unknown_global(x_ptr):
    tl.store(x_ptr, DEVICE_COUNT)
