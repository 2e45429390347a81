# A package of jit helpers, imported by modules_kernel.py.
from .scale import SCALE_DEFAULT  # noqa: F401
