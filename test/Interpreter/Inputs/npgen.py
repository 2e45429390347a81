"""Writes .npy inputs for the interpreter tests: npgen.py PATH DTYPE SHAPE KIND [SEED].

SHAPE is comma-separated ("128" or "4,64"); KIND is randn, arange, zeros or nan
(poison for outputs: unwritten elements then fail the comparison).
"""
import sys

import numpy as np

path, dtype, shape, kind = sys.argv[1:5]
seed = int(sys.argv[5]) if len(sys.argv) > 5 else 0
shape = tuple(int(s) for s in shape.split(",") if s)
rng = np.random.default_rng(seed)
if kind == "randn":
    a = rng.standard_normal(shape)
elif kind == "arange":
    a = np.arange(int(np.prod(shape))).reshape(shape)
elif kind == "zeros":
    a = np.zeros(shape)
elif kind == "nan":
    a = np.full(shape, np.nan)
else:
    sys.exit("unknown kind " + kind)
np.save(path, a.astype(dtype))
