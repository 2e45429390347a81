# Imported as `import modpkg.ops.ext as tle`; itself imports a sibling
# module relatively and a name from the package root absolutely.
import triton
import triton.language as tl

from ..scale import scale
from modpkg.scale import SCALE_DEFAULT

OFFSET = 1.5 if SCALE_DEFAULT > 2 else -1.5


@triton.jit
def scaled_plus(x):
    return scale(x, 2) + OFFSET
