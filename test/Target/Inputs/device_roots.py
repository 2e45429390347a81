# Device-library functions built on a square root (test/Target/device-lib-sqrt.test):
# OCML's asin and hypot take the hardware root, its sqrt a correctly rounded one.
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def roots_kernel(x_ptr, z_ptr, y_ptr, n, FN: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    z = tl.load(z_ptr + offs, mask=mask)
    if FN == "asin":
        y = libdevice.asin(x)
    elif FN == "hypot":
        y = libdevice.hypot(x, z)
    else:
        tl.static_assert(FN == "sqrt", "FN is asin, hypot or sqrt")
        y = libdevice.sqrt(x)
    tl.store(y_ptr + offs, y, mask=mask)
