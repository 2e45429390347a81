"""Cold compile time on this machine: tilec's JIT (the Python package over
libtilec.so, e.g. an unpacked release) next to Triton, on the same kernel
sources (kernels/*.py) and specializations, for the GPU's target. Each
framework first compiles one throwaway kernel (so that loading libraries and
initializing LLVM/MLIR is not counted), then each kernel once with empty
caches (tilec: a fresh $TILEC_CACHE_DIR; Triton: a fresh $TRITON_CACHE_DIR,
timing JITFunction.warmup, which compiles without launching).

usage: compile_time.py [--json OUT.json]   (needs torch with CUDA and triton)
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
os.environ["TILEC_CACHE_DIR"] = tempfile.mkdtemp(prefix="tilec-compile-time-")
os.environ["TRITON_CACHE_DIR"] = tempfile.mkdtemp(prefix="triton-compile-time-")

import torch  # noqa: E402
import triton  # noqa: E402

import tilec  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "bench"))
import configs  # noqa: E402
from gpu_bench import load_kernels  # noqa: E402


def cases():
    """(name, module, kernel, args, constexprs, num_warps, num_stages)"""
    dev = "cuda"
    x = torch.empty(1 << 20, device=dev)
    h = torch.empty(4096 * 4096, device=dev, dtype=torch.float16)
    out = [("vector add", "vector_add", "add_kernel", (x, x, x, 1 << 20),
            {"BLOCK_SIZE": 1024}, 4, 3),
           ("softmax 4096 fp16", "softmax", "softmax_kernel",
            (h, h, 4096, 4096, 4096, 4096), {"BLOCK_SIZE": 4096}, 8, 3),
           ("matmul fp16 128x128x64", "matmul", "matmul_kernel",
            (h, h, h, 4096, 4096, 4096, 4096, 1, 4096, 1, 4096, 1),
            {"BLOCK_SIZE_M": 128, "BLOCK_SIZE_N": 128, "BLOCK_SIZE_K": 64, "GROUP_SIZE_M": 8,
             "ACTIVATION": ""}, 8, 3)]
    for d in (64, 128):
        n = 4096
        q = torch.empty(32768 // n, 16, n, d, device=dev, dtype=torch.float16)
        m = torch.empty(32768 // n, 16, n, device=dev)
        out.append((f"flash attention d{d}", "flash_attention", "_attn_fwd",
                    (q, q, q, 1.0 / math.sqrt(d), m, q, *configs.attention_args(d, n)),
                    {"HEAD_DIM": d, "BLOCK_M": 128, "BLOCK_N": 64, "IS_CAUSAL": False}, 4, 3))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json")
    a = ap.parse_args()
    modules = {}
    rows = []
    grid = (1,)
    # Throwaway compiles: library loading and one-time initialization.
    warm = load_kernels("vector_add").add_kernel
    x = torch.empty(64, device="cuda")
    tilec.jit(warm.fn).warmup(x, x, x, 64, BLOCK_SIZE=64, grid=grid)
    warm.warmup(x, x, x, 64, BLOCK_SIZE=64, grid=grid)
    target = tilec.library().device(0).target
    for name, module, kernel, args, constexprs, warps, stages in cases():
        mod = modules.setdefault(module, load_kernels(module))
        tri = getattr(mod, kernel)
        til = tilec.jit(tri.fn)
        row = {"kernel": name}
        start = time.perf_counter()
        try:
            til.warmup(*args, grid=grid, num_warps=warps, num_stages=stages, **constexprs)
            row["tilec_ms"] = (time.perf_counter() - start) * 1e3
        except Exception as e:  # report, keep going
            row["tilec_error"] = f"{type(e).__name__}: {e}"[:300]
        start = time.perf_counter()
        try:
            tri.warmup(*args, grid=grid, num_warps=warps, num_stages=stages, **constexprs)
            row["triton_ms"] = (time.perf_counter() - start) * 1e3
        except Exception as e:
            row["triton_error"] = f"{type(e).__name__}: {e}"[:300]
        rows.append(row)
        fmt = lambda k: f"{row[k]:8.0f}" if k in row else "   error"
        print(f"{name:26s} tilec {fmt('tilec_ms')} ms   triton {fmt('triton_ms')} ms", flush=True)
    result = {"device": torch.cuda.get_device_name(), "tilec_target": target,
              "triton": triton.__version__, "library": str(tilec.library().path), "rows": rows}
    if a.json:
        Path(a.json).write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
