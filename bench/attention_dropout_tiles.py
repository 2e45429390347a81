"""Attention with dropout through tilec.ops on the GPU: the NVIDIA tiles of
ops.DROPOUT_TILES (those without dropout except forward d128; most spill with
dropout on sm_90a, docs/performance.md) against other tiles: ones that
compile without spills (dK/dV at num_stages 1, dQ d128 64x32) and, for the
forward d128, the 128x64 tile it used before 2026-12-05. Forward and
backward timed separately, bf16, B*N = 16384 tokens, width 2048, causal and
not. Before timing, each candidate's outputs and gradients must equal the
current tiles' (the same Philox mask: dropout does not depend on the tiles)
within 2e-2 relative to their norm. Prints a table; chooses nothing.

GPU machine, from the release package (bench/h200.sh step droptiles, only when
named):
    PYTHONPATH=<package>/python python3 bench/attention_dropout_tiles.py
"""

import math
import sys
from pathlib import Path

import torch
from triton.testing import do_bench

REPO = Path(__file__).resolve().parents[1]
sys.path.append(str(REPO / "python"))  # after PYTHONPATH (a package)
import tilec.ops as ops  # noqa: E402

# Per kernel and head dim: (BLOCK_M, BLOCK_N, num_warps, num_stages)
# candidates, all but the forward's spill-free on sm_90a with dropout.
CANDIDATES = {
    ("fwd", 128): [(128, 64, 8, 2)],
    ("dkdv", 64): [(32, 64, 8, 1)],
    ("dkdv", 128): [(16, 32, 8, 1)],
    ("dq", 128): [(64, 32, 8, 2)],
}


def rel_err(a, b):
    a, b = a.double(), b.double()
    return float("nan") if torch.isnan(a).any() else float((a - b).norm() / b.norm())


def main(head_dims=(64, 128), seq_lens=(4096, 16384), tokens=16384, width=2048, p=0.1):
    torch.manual_seed(0)
    fam = "nv"
    current = {k: dict(ops.DROPOUT_TILES[k][fam]) for k in ("fwd", "dkdv", "dq")}
    rows, bad = [], 0
    for D in head_dims:
        for N in seq_lens:
            B, H = max(1, tokens // N), width // D
            for causal in (False, True):
                q, k, v, do = (torch.randn(B, H, N, D, device="cuda", dtype=torch.bfloat16)
                               for _ in range(4))
                scale, seed = 1.0 / math.sqrt(D), 1234567
                fwd = lambda: ops._attn_forward(q, k, v, causal, scale, p, seed)  # noqa
                o, lse = fwd()
                bwd = lambda: ops._attn_backward(q, k, v, o, lse, do, causal, scale, p, seed)  # noqa
                ref = (o, *bwd())
                for kern in ("fwd", "dkdv", "dq"):
                    for tiles in [current[kern][D]] + CANDIDATES.get((kern, D), []):
                        ops.DROPOUT_TILES[kern][fam][D] = tiles
                        try:
                            got = (fwd()[0],) if kern == "fwd" else bwd()
                            want = ref[:1] if kern == "fwd" else ref[1:]
                            err = max(rel_err(g, w) for g, w in zip(got, want))
                            ms = do_bench(fwd if kern == "fwd" else bwd, warmup=25, rep=100,
                                          return_mode="median")
                        finally:
                            ops.DROPOUT_TILES[kern][fam][D] = current[kern][D]
                        bad += not err < 2e-2
                        rows.append((D, N, causal, kern, tiles, ms, err))
                        print(rows[-1], flush=True)
    print(f"\n{'D':>4} {'N':>6} {'causal':>6} {'kernel':>6} {'tiles (M,N,w,s)':>18} "
          f"{'ms':>8} {'err':>9}   (first row of each group: ops.DROPOUT_TILES)")
    for D, N, causal, kern, tiles, ms, err in rows:
        print(f"{D:>4} {N:>6} {str(causal):>6} {kern:>6} {str(tiles):>18} {ms:>8.3f} {err:>9.1e}")
    if bad:
        print(f"{bad} candidates disagree with the current tiles beyond 2e-2")
        sys.exit(1)


if __name__ == "__main__":
    main()
