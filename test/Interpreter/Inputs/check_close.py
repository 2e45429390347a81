"""Compares a kernel's output with a float64 numpy reference: check_close.py WHAT DIR.

WHAT names the reference (vector_add, attention, matmul); DIR holds the inputs
and out.npy. Exits non-zero with the worst mismatch.
"""
import sys

import numpy as np

what, d = sys.argv[1], sys.argv[2]
load = lambda name: np.load(f"{d}/{name}.npy").astype(np.float64)
out = np.load(f"{d}/out.npy")
if what == "vector_add":
    ref = load("x") + load("y")
    ref = ref.astype(np.float32)
    tol = 0.0
elif what == "attention":
    q, k, v = load("q"), load("k"), load("v")
    scale = float(sys.argv[3])
    s = q @ np.swapaxes(k, -1, -2) * scale
    p = np.exp(s - s.max(-1, keepdims=True))
    ref = (p / p.sum(-1, keepdims=True)) @ v
    tol = 2e-2
elif what == "matmul":
    ref = load("a") @ load("b")
    tol = 1e-4 * np.sqrt(load("a").shape[1])
else:
    sys.exit("unknown reference " + what)
out64 = out.astype(np.float64)
if out.shape != ref.shape:
    sys.exit(f"shape {out.shape} != {ref.shape}")
if not np.all(np.isfinite(out64)):
    sys.exit(f"{np.sum(~np.isfinite(out64))} non-finite (unwritten?) elements")
err = np.max(np.abs(out64 - ref)) if out.size else 0.0
if err > tol:
    sys.exit(f"max abs error {err} > {tol}")
print(f"OK {what} max abs error {err:.3g}")
