"""Cold autotuning time on the GPU machine: the first launch of the flash
attention forward (kernels/flash_attention.py, fp16, N 4096, B*N = 32768,
H 16) under `tilec.autotune` next to `triton.autotune`, both over the same
8 configurations (BLOCK_M 64/128 x BLOCK_N 32/64 x 4/8 warps, 3 stages) with
the same benchmarking budget (warmup=5, rep=20 ms per config), fresh caches.
That first launch compiles every config and times each: tilec compiles them
on several threads at once (tilec.autotune's `_compile_all`, the C++
Autotuner likewise), Triton one by one. Also reported: tilec's compile phase
alone (`_compile_all`) and the configuration each framework chose. Both run
the kernel afterwards and are compared with SDPA (max abs error).

usage: autotune_time.py [--json OUT.json]   (needs torch with CUDA and triton)
"""

import argparse
import json
import math
import os
import sys
import tempfile
import time
from pathlib import Path

# Fresh caches, set before either framework reads them.
os.environ["TILEC_CACHE_DIR"] = tempfile.mkdtemp(prefix="tilec-autotune-time-")
os.environ["TRITON_CACHE_DIR"] = tempfile.mkdtemp(prefix="triton-autotune-time-")

import torch  # noqa: E402
import triton  # noqa: E402

import tilec  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "bench"))
import configs  # noqa: E402
from gpu_bench import load_kernels  # noqa: E402

CONFIGS = [(bm, bn, w) for bm in (64, 128) for bn in (32, 64) for w in (4, 8)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json")
    ap.add_argument("--head-dims", default="64,128")
    a = ap.parse_args()
    raw = load_kernels("flash_attention")._attn_fwd.fn
    # Throwaway compiles: library loading and one-time initialization.
    warm = load_kernels("vector_add").add_kernel
    x = torch.empty(64, device="cuda")
    tilec.jit(warm.fn).warmup(x, x, x, 64, BLOCK_SIZE=64, grid=(1,))
    warm.warmup(x, x, x, 64, BLOCK_SIZE=64, grid=(1,))
    rows = []
    for d in map(int, a.head_dims.split(",")):
        n = 4096
        z, h = 32768 // n, 16
        q, k, v = (torch.randn(z, h, n, d, device="cuda", dtype=torch.float16) for _ in range(3))
        scale = 1.0 / math.sqrt(d)
        ref = torch.nn.functional.scaled_dot_product_attention(q, k, v, scale=scale)
        grid = lambda meta: (triton.cdiv(n, meta["BLOCK_M"]), z * h)  # noqa: E731
        row = {"head_dim": d, "configs": len(CONFIGS)}
        # Each framework gets its own copy of the raw function (fresh caches).
        til = tilec.autotune(
            configs=[tilec.Config({"BLOCK_M": bm, "BLOCK_N": bn}, num_warps=w, num_stages=3)
                     for bm, bn, w in CONFIGS], key=["N_CTX"], warmup=5, rep=20)(tilec.jit(raw))
        tri = triton.autotune(
            configs=[triton.Config({"BLOCK_M": bm, "BLOCK_N": bn}, num_warps=w, num_stages=3)
                     for bm, bn, w in CONFIGS], key=["N_CTX"], warmup=5, rep=20)(triton.jit(raw))
        for name, kern in (("tilec", til), ("triton", tri)):
            m = torch.empty(z, h, n, device="cuda")
            o = torch.empty_like(q)
            args = (q, k, v, scale, m, o, *configs.attention_args(d, n))
            try:
                torch.cuda.synchronize()
                start = time.perf_counter()
                kern[grid](*args, HEAD_DIM=d, IS_CAUSAL=False)
                torch.cuda.synchronize()
                row[f"{name}_first_launch_s"] = time.perf_counter() - start
                best = kern.best_config
                row[f"{name}_choice"] = (f"{best.kwargs['BLOCK_M']}x{best.kwargs['BLOCK_N']} "
                                         f"w{best.num_warps}")
                row[f"{name}_max_abs_err"] = (o.float() - ref.float()).abs().max().item()
            except Exception as e:  # report, keep going
                row[f"{name}_error"] = f"{type(e).__name__}: {e}"[:300]
        # tilec's compile phase alone, on a fresh function (its own cache keys:
        # another head dim's specialization is never shared).
        phase = tilec.autotune(
            configs=[tilec.Config({"BLOCK_M": bm, "BLOCK_N": bn}, num_warps=w, num_stages=2)
                     for bm, bn, w in CONFIGS], key=["N_CTX"])(tilec.jit(raw))
        m = torch.empty(z, h, n, device="cuda")
        o = torch.empty_like(q)
        start = time.perf_counter()
        failed = phase._compile_all(phase.configs,
                                    (q, k, v, scale, m, o, *configs.attention_args(d, n)),
                                    {"HEAD_DIM": d, "IS_CAUSAL": False}, grid)
        row["tilec_compile_phase_s"] = time.perf_counter() - start
        row["tilec_compile_failures"] = len(failed)
        rows.append(row)
        print(json.dumps(row), flush=True)
    result = {"device": torch.cuda.get_device_name(), "triton": triton.__version__,
              "library": str(tilec.library().path), "cpus": os.cpu_count(), "rows": rows}
    if a.json:
        Path(a.json).write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
