"""Runs one flash-attention configuration with tilec's code object (through
libtilec_rt.so) and with Triton on the same kernel source, a few launches
each, for a profiler (Nsight Compute) to look at side by side.

usage: profile_attention.py ARTIFACTS_DIR LIBTILEC_RT CONFIG_NAME TRITON_WARPS
  CONFIG_NAME: a bench manifest entry, e.g. attn-d64-n4096-full-m128n64w4s2
"""
import json
import math
import sys
from pathlib import Path

import torch

import configs
from gpu_bench import load_kernels
from tilec_gpu import Runtime, ptr_arg, scalar_arg


def main():
    art, lib, name, triton_warps = Path(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4])
    manifest = json.loads((art / "manifest.json").read_text())
    e = next(x for x in manifest["attention"] if x["name"] == name)
    D, N, causal = e["D"], e["N"], e["causal"]
    Z, H = 32768 // N, 16
    q, k, v = (torch.randn(Z, H, N, D, device="cuda", dtype=torch.float16) for _ in range(3))
    o = torch.empty_like(q)
    m = torch.empty(Z, H, N, device="cuda", dtype=torch.float32)
    sm_scale = 1.0 / math.sqrt(D)
    ints = configs.attention_args(D, N)
    rt = Runtime(lib)
    kern = rt.load((art / e["binary"]).read_bytes(), e["kernel"])
    sig = e["signature"].split(",")
    args = [ptr_arg(q), ptr_arg(k), ptr_arg(v), scalar_arg("fp32", sm_scale), ptr_arg(m),
            ptr_arg(o)] + [scalar_arg(t, x) for t, x in zip(sig[6:], ints)]
    grid = ((N + e["block_m"] - 1) // e["block_m"], Z * H)
    for _ in range(3):
        kern.launch(grid, e["num_warps"], args)
    torch.cuda.synchronize()
    fa = load_kernels("flash_attention")
    for _ in range(3):
        fa._attn_fwd[grid](q, k, v, sm_scale, m, o, *ints, HEAD_DIM=D, BLOCK_M=e["block_m"],
                           BLOCK_N=e["block_n"], IS_CAUSAL=causal, num_warps=triton_warps,
                           num_stages=3)
    torch.cuda.synchronize()
    print("done", name)


if __name__ == "__main__":
    main()
