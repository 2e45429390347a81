"""FP8 attention forward on the GPU: kernels/flash_attention.py's `_attn_fwd_fp8`
(Q, K, V in e4m3 with per-tensor scales, fp32 accumulation, O in fp16)
compiled by tilec's JIT (tilec.jit on the same Python function) and by Triton
3.6, side by side, next to the fp16 forward of the same source (`_attn_fwd`,
tilec) and PyTorch's SDPA in fp16.

Inputs: fp16 Q, K, V ~ N(0, 1), quantized per tensor (scale = amax / 448,
e4m3's largest finite value); V is stored with its sequence dimension
contiguous (V^T contiguous, stride_vn == 1), which Triton's tutorial 06 does
for fp8 and which NVIDIA's 8-bit wgmma needs (K-major operands). Each
compiler's output is first checked against SDPA on the dequantized inputs
(fp16, relative Frobenius error; P is rounded to e4m3, so ~2-4e-2 is
expected; the bound is 8e-2). TFLOP/s = 4 * B * H * N^2 * D (halved when
causal), B * N = 16384 tokens, H = 2048 / D heads.

usage: fp8_attention.py [--head-dims 64,128] [--seq 1024,4096,16384] [-o out.json]
"""

import argparse
import importlib.util
import json
import math
import sys
from pathlib import Path

import torch
import torch.nn.functional as F
import triton
from triton.testing import do_bench

import tilec

REPO = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("fa_fp8", REPO / "kernels" / "flash_attention.py")
fa = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fa)  # real triton.jit functions

KERNELS = {"triton": fa._attn_fwd_fp8, "tilec": tilec.jit(fa._attn_fwd_fp8.fn)}
FP16 = tilec.jit(fa._attn_fwd.fn)
# (BLOCK_M, BLOCK_N, warps); tilec at num_stages 1-3, Triton at 3 (its tutorial's).
TILES = [(128, 64, 4), (128, 64, 8), (128, 128, 8), (64, 64, 4)]
E4M3_MAX = 448.0


def quantize(x):
    scale = x.abs().amax().float() / E4M3_MAX
    return (x.float() / scale).to(torch.float8_e4m3fn), scale


def strides(t):
    return list(t.stride())


def launch(kern, q8, k8, v8, sm_scale, v_scale, m, o, causal, bm, bn, warps, stages):
    Z, H, N, D = q8.shape
    grid = (triton.cdiv(N, bm), Z * H)
    kern[grid](q8, k8, v8, sm_scale, v_scale, m, o, *strides(q8), *strides(k8), *strides(v8),
               *strides(o), Z, H, H, N, HEAD_DIM=D, BLOCK_M=bm, BLOCK_N=bn, IS_CAUSAL=causal,
               num_warps=warps, num_stages=stages)


def rel_err(a, b):
    a, b = a.float(), b.float()
    return ((a - b).norm() / b.norm()).item()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--head-dims", default="64,128")
    p.add_argument("--seq", default="1024,4096,16384")
    p.add_argument("--tokens", type=int, default=16384)
    p.add_argument("-o", "--output")
    args = p.parse_args()
    torch.manual_seed(0)
    rows, failures = [], 0
    for D in map(int, args.head_dims.split(",")):
        for N in map(int, args.seq.split(",")):
            Z, H = max(1, args.tokens // N), 2048 // D
            for causal in (False, True):
                q, k, v = (torch.randn(Z, H, N, D, device="cuda", dtype=torch.float16)
                           for _ in range(3))
                (q8, qs), (k8, ks) = quantize(q), quantize(k)
                v8, vs = quantize(v)
                v8 = v8.transpose(2, 3).contiguous().transpose(2, 3)  # stride_vn == 1
                sm = 1.0 / math.sqrt(D)
                # fp16 SDPA (flash) on the dequantized inputs: exact enough next to
                # P's e4m3 rounding, and no N x N matrix in memory.
                ref = F.scaled_dot_product_attention(
                    (q8.float() * qs).half(), (k8.float() * ks).half(),
                    (v8.float() * vs).half(), is_causal=causal).float()
                flops = 4 * Z * H * N * N * D / (2 if causal else 1)
                row = {"D": D, "N": N, "causal": causal, "configs": {}}
                for name, kern in KERNELS.items():
                    for bm, bn, warps in TILES:
                        if causal and bm % bn:
                            continue
                        for stages in ((1, 2, 3) if name == "tilec" else (3,)):
                            cfg = f"m{bm}n{bn}w{warps}s{stages}"
                            o = torch.full_like(q, float("nan"))
                            m = torch.empty(Z, H, N, device="cuda", dtype=torch.float32)
                            fn = lambda: launch(kern, q8, k8, v8, sm * qs.item() * ks.item(),  # noqa
                                                vs.item(), m, o, causal, bm, bn, warps, stages)
                            try:
                                fn()
                                torch.cuda.synchronize()
                            except Exception as ex:  # a compiler refusing a config
                                row["configs"][f"{name}/{cfg}"] = f"error: {str(ex)[:200]}"
                                continue
                            err = rel_err(o, ref)
                            entry = {"err": err}
                            if not err < 8e-2:
                                failures += 1
                                entry["wrong"] = True
                            else:
                                entry["tflops"] = flops / do_bench(fn, warmup=25, rep=100) / 1e9
                            row["configs"][f"{name}/{cfg}"] = entry
                # fp16 references: tilec's fp16 forward (same source) and SDPA.
                o16 = torch.empty_like(q)
                m16 = torch.empty(Z, H, N, device="cuda", dtype=torch.float32)
                best16 = 0.0
                for bm, bn, warps in [(128, 64, 8), (128, 64, 4)]:
                    f16 = lambda: FP16[(triton.cdiv(N, bm), Z * H)](  # noqa
                        q, k, v, sm, m16, o16, *strides(q), *strides(k), *strides(v),
                        *strides(o16), Z, H, H, N, HEAD_DIM=D, BLOCK_M=bm, BLOCK_N=bn,
                        IS_CAUSAL=causal, num_warps=warps, num_stages=2)
                    best16 = max(best16, flops / do_bench(f16, warmup=25, rep=100) / 1e9)
                row["tilec_fp16_tflops"] = best16
                row["sdpa_fp16_tflops"] = flops / do_bench(
                    lambda: F.scaled_dot_product_attention(q, k, v, is_causal=causal),
                    warmup=25, rep=100) / 1e9

                def best(prefix):
                    c = [(e["tflops"], k) for k, e in row["configs"].items()
                         if k.startswith(prefix) and isinstance(e, dict) and "tflops" in e]
                    return max(c) if c else (float("nan"), "-")
                row["tilec_best"], row["triton_best"] = best("tilec/"), best("triton/")
                rows.append(row)
                del q, k, v, q8, k8, v8, ref, o, m, o16, m16
                torch.cuda.empty_cache()
                t1, t2 = row["tilec_best"], row["triton_best"]
                print(f"D{D} N{N} causal={causal}: tilec {t1[0]:.0f} ({t1[1]}) triton {t2[0]:.0f} "
                      f"({t2[1]}) ratio {t1[0] / t2[0]:.2f}; fp16 tilec {best16:.0f} sdpa "
                      f"{row['sdpa_fp16_tflops']:.0f}", flush=True)
                for key, e in row["configs"].items():
                    if isinstance(e, str) or e.get("wrong"):
                        print(f"   {key}: {e}", flush=True)
    print(f"\n{'D':>4} {'N':>6} {'causal':>6} {'tilec fp8':>9} {'triton fp8':>10} {'ratio':>6} "
          f"{'tilec fp16':>10} {'sdpa fp16':>9}  best configs (TFLOP/s)")
    for r in rows:
        t1, t2 = r["tilec_best"], r["triton_best"]
        print(f"{r['D']:>4} {r['N']:>6} {str(r['causal']):>6} {t1[0]:>9.0f} {t2[0]:>10.0f} "
              f"{t1[0] / t2[0]:>6.2f} {r['tilec_fp16_tflops']:>10.0f} {r['sdpa_fp16_tflops']:>9.0f}"
              f"  {t1[1]} / {t2[1]}")
    if args.output:
        Path(args.output).write_text(json.dumps(rows, indent=1))
    if failures:
        print(f"{failures} configurations disagree with SDPA beyond 8e-2")
        sys.exit(1)


if __name__ == "__main__":
    main()
