"""An independent NumPy Philox (the reference for tl.randint / tl.rand bit for
bit): test_language_features.py's random-number tests and the attention
dropout tests use it."""

import numpy as np


def philox(seed, counters, rounds=10):
    """Philox4x32-10 or 4x64 (by the counters' width), written from the paper's definition."""
    wide = counters.dtype == np.uint64
    mask = (1 << 64) - 1 if wide else (1 << 32) - 1
    bits = 64 if wide else 32
    # Round and key-schedule constants of Philox4x32 (Salmon et al., SC'11); the 4x64 case
    # uses the same 32-bit constants, as Triton does.
    m0, m1 = 0xD2511F53, 0xCD9E8D57
    w0, w1 = 0x9E3779B9, 0xBB67AE85
    seed = int(seed) & ((1 << 64) - 1)
    out = np.zeros((4,) + counters.shape, dtype=counters.dtype)
    for i, c in enumerate(counters.flat):
        x = [int(c), 0, 0, 0]
        k = [seed & mask, 0] if wide else [seed & mask, (seed >> 32) & mask]
        for _ in range(rounds):
            p0, p1 = m0 * x[0], m1 * x[2]
            x = [((p1 >> bits) ^ x[1] ^ k[0]) & mask, p1 & mask,
                 ((p0 >> bits) ^ x[3] ^ k[1]) & mask, p0 & mask]
            k = [(k[0] + w0) & mask, (k[1] + w1) & mask]
        for j in range(4):
            out[j].flat[i] = x[j]
    return out


def uniform(ints):
    signed = ints.view(np.int64 if ints.dtype == np.uint64 else np.int32).astype(np.int64)
    mag = np.where(signed < 0, -signed - 1, signed)
    scale = 1.0842020432385337e-19 if ints.dtype == np.uint64 else 4.6566127342e-10
    return mag.astype(np.float32) * np.float32(scale)
