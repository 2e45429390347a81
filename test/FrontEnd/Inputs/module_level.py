# Module-level Python for test/FrontEnd/module-level.test.
import torch
import triton
import triton.language as tl
from packaging import version

import helpers.ops as ops
from helpers.ops import scaled
from helpers import broken          # a syntax error there: only an error if used
from not_a_module import something  # not found: only an error if used

try:
    from triton.language.extra.libdevice import tanh
except ImportError:
    tanh = None

NEW = version.parse(triton.__version__) >= version.parse("3.0")


def on_gpu():
    return torch.cuda.is_available()


if on_gpu():
    @triton.jit
    def pick(x):
        return x + 1
else:
    @triton.jit
    def pick(x):
        return x - 1

if NEW:
    @triton.jit
    def newer(x):
        return x * 2

LABEL = "{}x{}".format(16, 4)
LIMIT = torch.finfo(torch.float8_e4m3fn).max
if __name__ == "__main__":
    LIMIT = 0


@triton.jit
def uses_helpers(X, BLOCK: tl.constexpr = 16 if LABEL == "16x4" else 8):
    offs = tl.arange(0, BLOCK)
    x = tl.load(X + offs)
    tl.store(X + offs, tanh(ops.scaled(x) + scaled(x)) + newer(x) + LIMIT)


@triton.jit
def uses_ambiguous(X):
    tl.store(X, pick(tl.load(X)))


@triton.jit
def uses_broken(X):
    tl.store(X, broken.f(tl.load(X)))


@triton.jit
def uses_missing(X):
    tl.store(X, something(tl.load(X)))
