# Device math library functions (triton.language.extra.libdevice) on one
# tile each: FN names the function, one or two float inputs, one output.
# The imports mirror what real kernels write: the libdevice module, a
# try/except fallback to the CUDA path, and a module-level alias.
import triton
import triton.language as tl
from triton.language.extra import libdevice

try:
    from triton.language.extra.libdevice import rsqrt
except ModuleNotFoundError:
    from triton.language.extra.cuda.libdevice import rsqrt

fast_exp = libdevice.fast_expf


@triton.jit
def unary_kernel(x_ptr, y_ptr, n, FN: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    if FN == "asin":
        y = libdevice.asin(x)
    elif FN == "acos":
        y = libdevice.acos(x)
    elif FN == "atan":
        y = libdevice.atan(x)
    elif FN == "sinh":
        y = libdevice.sinh(x)
    elif FN == "cosh":
        y = libdevice.cosh(x)
    elif FN == "tanh":
        y = libdevice.tanh(x)
    elif FN == "asinh":
        y = libdevice.asinh(x)
    elif FN == "acosh":
        y = libdevice.acosh(x)
    elif FN == "atanh":
        y = libdevice.atanh(x)
    elif FN == "erf":
        y = libdevice.erf(x)
    elif FN == "erfc":
        y = libdevice.erfc(x)
    elif FN == "erfinv":
        y = libdevice.erfinv(x)
    elif FN == "exp":
        y = libdevice.exp(x)
    elif FN == "exp2":
        y = libdevice.exp2(x)
    elif FN == "exp10":
        y = libdevice.exp10(x)
    elif FN == "expm1":
        y = libdevice.expm1(x)
    elif FN == "log":
        y = libdevice.log(x)
    elif FN == "log2":
        y = libdevice.log2(x)
    elif FN == "log10":
        y = libdevice.log10(x)
    elif FN == "log1p":
        y = libdevice.log1p(x)
    elif FN == "rsqrt":
        y = rsqrt(x)
    elif FN == "cbrt":
        y = libdevice.cbrt(x)
    elif FN == "fast_expf":
        y = fast_exp(x)
    elif FN == "lgamma":
        y = libdevice.lgamma(x)
    elif FN == "tgamma":
        y = libdevice.tgamma(x)
    elif FN == "floor":
        y = libdevice.floor(x)
    elif FN == "ceil":
        y = libdevice.ceil(x)
    elif FN == "trunc":
        y = libdevice.trunc(x)
    elif FN == "round":
        y = libdevice.round(x)
    elif FN == "rint":
        y = libdevice.rint(x)
    elif FN == "isnan":
        y = libdevice.isnan(x).to(x.dtype)
    elif FN == "isinf":
        y = libdevice.isinf(x).to(x.dtype)
    elif FN == "signbit":
        y = libdevice.signbit(x).to(x.dtype)
    elif FN == "tl_math_log1p":
        y = tl.math.log1p(x)
    elif FN == "tl_extra_round":
        y = tl.extra.cuda.libdevice.round(x)
    else:
        tl.static_assert(False, "unknown FN")
    tl.store(y_ptr + offs, y, mask=mask)


@triton.jit
def binary_kernel(x_ptr, z_ptr, y_ptr, n, FN: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    z = tl.load(z_ptr + offs, mask=mask)
    if FN == "atan2":
        y = libdevice.atan2(x, z)
    elif FN == "pow":
        y = libdevice.pow(x, z)
    elif FN == "fmod":
        y = libdevice.fmod(x, z)
    elif FN == "hypot":
        y = libdevice.hypot(x, z)
    elif FN == "copysign":
        y = libdevice.copysign(x, z)
    elif FN == "fmax":
        y = libdevice.fmax(x, z)
    elif FN == "fmin":
        y = libdevice.fmin(x, z)
    elif FN == "remainder":
        y = libdevice.remainder(x, z)
    elif FN == "fdim":
        y = libdevice.fdim(x, z)
    elif FN == "ldexp":
        y = libdevice.ldexp(x, z.to(tl.int32))
    else:
        tl.static_assert(False, "unknown FN")
    tl.store(y_ptr + offs, y, mask=mask)
