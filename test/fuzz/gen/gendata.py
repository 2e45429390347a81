"""Random problem sizes, tile sizes and input data for the generator."""

import math

import numpy as np

from gencore import poisoned, quantize


def log_uniform(r, lo, hi):
    """An integer in [lo, hi], log-uniformly: small and large sizes alike."""
    return min(hi, max(lo, int(math.exp(r.uniform(math.log(lo), math.log(hi + 1))))))


def ragged(r, lo, hi):
    """A size in [lo, hi] that is usually not a power of two or a multiple of 16."""
    n = log_uniform(r, lo, hi)
    if r.random() < 0.15:
        n = min(hi, max(lo, 1 << max(0, n.bit_length() - 1)))  # now and then a power of two
    return n


def pow2(r, lo, hi):
    return 1 << r.randint(lo.bit_length() - 1, hi.bit_length() - 1)


def float_data(r, g, shape, dt, kind=None):
    """(buffer of type dt, float64 values). kind: "signed" [-2, 2), "positive"
    [0.25, 4), "normal" N(0.25, 1), "small_int" integers in [-8, 8] (exact in
    every type, so sums of them are exact in any order), "int8" [-128, 127]."""
    kind = kind or r.choice(["signed", "signed", "positive", "normal"])
    if kind == "signed":
        x = g.random(shape) * 4.0 - 2.0
    elif kind == "positive":
        x = 0.25 + g.random(shape) * 3.75
    elif kind == "normal":
        x = g.standard_normal(shape) + 0.25
    elif kind == "small_int":
        x = g.integers(-8, 9, size=shape).astype(np.float64)
    elif kind == "int8":
        x = g.integers(-128, 128, size=shape).astype(np.float64)
    else:
        raise ValueError(kind)
    return quantize(x, dt)


def matrix(r, g, rows, cols, dt, kind=None, order=None):
    """A (rows, cols) matrix stored row-major or column-major with a padded
    leading dimension. Returns (buffer, float64 values (rows, cols), stride_row,
    stride_col)."""
    order = order or r.choice(["row", "row", "col"])
    inner, outer = (cols, rows) if order == "row" else (rows, cols)
    ld = inner + (r.choice([0, 0, 1, 3, 8, 16]) if inner > 1 else 0)
    buf, vals = float_data(r, g, (outer, ld), dt, kind)
    if order == "row":
        return buf, vals[:, :cols], ld, 1
    return buf, vals[:, :rows].T, 1, ld


def out_matrix(r, rows, cols, dt):
    """A poisoned row-major output with a padded row stride; returns (buffer, stride)."""
    ld = cols + r.choice([0, 0, 1, 5, 16])
    return poisoned((rows, ld), dt), ld


def embed(shape, rows, cols, values, stride_row, stride_col, fill=np.nan):
    """The expected content of a buffer of `shape` (2-D, or 1-D flat with the
    strides) whose (rows, cols) logical elements are `values` and whose other
    elements keep `fill` (the poison)."""
    out = np.full(int(np.prod(shape)), fill, dtype=np.float64 if isinstance(fill, float)
                  else np.asarray(values).dtype)
    ii, jj = np.meshgrid(np.arange(rows), np.arange(cols), indexing="ij")
    out[(ii * stride_row + jj * stride_col).ravel()] = np.asarray(values).ravel()
    return out.reshape(shape)
