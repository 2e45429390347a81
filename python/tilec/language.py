"""Names of triton.language that Python itself evaluates when a kernel module
is imported: annotations, module-level constexprs, default values and dtypes.

Kernel bodies are never executed by Python (tilec's C++ front end compiles
the source text), so this module holds no tensor operations. A kernel file
can write `import tilec.language as tl` and run without triton installed:

    BLOCK: tl.constexpr = 128        # annotation
    SCALE = tl.constexpr(3)          # == 3
    def k(x, DT: tl.constexpr = tl.float16): ...
"""


class constexpr:
    """Marks a compile-time parameter (as an annotation); called, returns its
    argument unchanged, so `X = tl.constexpr(3)` binds 3."""

    def __new__(cls, value=None):
        return value


class dtype:
    """An element type; `name` is tilec's signature spelling ("fp16")."""

    def __init__(self, name, long_name, bits):
        self.name = name
        self.long_name = long_name
        self.primitive_bitwidth = bits

    def __repr__(self):
        return f"tilec.language.{self.long_name}"

    def __str__(self):
        return self.long_name

    def __eq__(self, other):
        return isinstance(other, dtype) and other.name == self.name

    def __hash__(self):
        return hash(self.name)

    def is_floating(self):
        return self.name.startswith(("fp", "bf"))

    def is_int(self):
        return self.name[0] in "iu"

    def is_int_signed(self):
        return self.name[0] == "i"

    def is_int_unsigned(self):
        return self.name[0] == "u"

    def is_fp16(self):
        return self.name == "fp16"

    def is_bf16(self):
        return self.name == "bf16"

    def is_fp32(self):
        return self.name == "fp32"

    def is_fp64(self):
        return self.name == "fp64"


class pointer_type:
    def __init__(self, element_ty):
        self.element_ty = element_ty

    def __repr__(self):
        return f"pointer<{self.element_ty!r}>"


class tensor:
    """Annotation only (`x: tl.tensor`): kernels are not executed by Python."""


class const:
    """Annotation only (`p: tl.const`)."""


class PropagateNan:
    NONE = 0
    ALL = 0xFFFF


int1 = dtype("i1", "int1", 1)
int8 = dtype("i8", "int8", 8)
int16 = dtype("i16", "int16", 16)
int32 = dtype("i32", "int32", 32)
int64 = dtype("i64", "int64", 64)
uint8 = dtype("u8", "uint8", 8)
uint16 = dtype("u16", "uint16", 16)
uint32 = dtype("u32", "uint32", 32)
uint64 = dtype("u64", "uint64", 64)
float16 = dtype("fp16", "float16", 16)
bfloat16 = dtype("bf16", "bfloat16", 16)
float32 = dtype("fp32", "float32", 32)
float64 = dtype("fp64", "float64", 64)
float8e4nv = dtype("fp8e4nv", "float8e4nv", 8)
float8e5 = dtype("fp8e5", "float8e5", 8)

DTYPES = {d.name: d for d in (int1, int8, int16, int32, int64, uint8, uint16, uint32, uint64,
                              float16, bfloat16, float32, float64, float8e4nv, float8e5)}


def extern(fn):
    """Triton's `@core.extern`: marks a function that wraps
    `tl.extern_elementwise`. tilec's front end inlines it like a jit helper;
    Python only needs the name to exist."""
    return fn


# `tl.core.extern`, `from tilec.language import core`: this module (Triton's
# triton.language.core holds the same names).
import sys as _sys

core = _sys.modules[__name__]
