"""FlashAttention-2 backward, kernel by kernel, over tile configurations: the
dK/dV kernel and the dQ kernel of kernels/flash_attention_bwd.py, each timed
alone at every (BLOCK_M, BLOCK_N, num_warps, num_stages) of a fixed set, for
tilec (tilec.jit, compiling on this machine) and for Triton compiling the
same source with the same launch. Every result is checked against PyTorch's
SDPA gradients before it is timed. bf16, B*N = 16384 tokens, H*D = 2048, one
N. Prints one line per configuration and, per kernel and shape, each
compiler's best and the ratio of the two bests (what autotuning either
compiler over this set would give).

    PYTHONPATH=<package>/python python3 bench/attention_bwd_tune.py [--n 4096] [--json out.json]

Both compilers run num_stages 1, 2 and 3 (S stages: operand copies S - 1
iterations ahead).
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

REPO = Path(__file__).resolve().parents[1]
sys.path.append(str(REPO / "python"))  # after PYTHONPATH (a package)
import tilec.ops as ops  # noqa: E402

spec = importlib.util.spec_from_file_location("fa_bwd", REPO / "kernels" / "flash_attention_bwd.py")
triton_bwd = importlib.util.module_from_spec(spec)
spec.loader.exec_module(triton_bwd)   # real triton.jit functions, same source
tilec_bwd = ops.kernels("flash_attention_bwd.py")

# (BLOCK_M, BLOCK_N, num_warps). dK/dV: BLOCK_N keys per program (the dots'
# M), BLOCK_M queries per step; dQ: BLOCK_M queries per program, BLOCK_N
# keys per step.
# (32, 64, 8) for dK/dV and (64, 64, 8) for dQ were also measured (run 38,
# docs/performance.md): slowest for both compilers, dropped.
DKDV_TILES = [(16, 64, 4), (32, 64, 4), (64, 64, 4), (32, 128, 8), (64, 128, 8)]
DQ_TILES = [(64, 32, 4), (64, 64, 4), (128, 32, 8), (128, 64, 8)]
STAGES = {"tilec": (1, 2, 3), "triton": (1, 2, 3)}


def rel_err(a, b):
    a, b = a.double(), b.double()
    return float("nan") if torch.isnan(a).any() else float((a - b).norm() / b.norm())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=4096)
    ap.add_argument("--head-dims", default="64,128")
    ap.add_argument("--json")
    ap.add_argument("--tiles", help="dK/dV and dQ tiles only, e.g. 64x64x4,64x64x4 "
                    "(BLOCK_MxBLOCK_NxWARPS each), at num_stages 2 and 3")
    args = ap.parse_args()
    global DKDV_TILES, DQ_TILES, STAGES
    if args.tiles:
        dkdv, dq = (tuple(int(x) for x in t.split("x")) for t in args.tiles.split(","))
        DKDV_TILES, DQ_TILES, STAGES = [dkdv], [dq], {"tilec": (2, 3), "triton": (2, 3)}
    torch.manual_seed(0)
    N = args.n
    rows, bests = [], []
    for D in (int(d) for d in args.head_dims.split(",")):
        B, H = max(1, 16384 // N), 2048 // D
        for causal in (False, True):
            q, k, v, do = (torch.randn(B, H, N, D, device="cuda", dtype=torch.bfloat16)
                           for _ in range(4))
            scale = 1.0 / math.sqrt(D)
            o, lse = ops._attn_forward(q, k, v, causal, scale)
            delta = (o.float() * do.float()).sum(-1).contiguous()
            qs, ks, vs = (t.clone().requires_grad_() for t in (q, k, v))
            ref_q, ref_k, ref_v = torch.autograd.grad(
                F.scaled_dot_product_attention(qs, ks, vs, is_causal=causal), (qs, ks, vs), do)
            strides = (*q.stride(), *k.stride(), *v.stride(), *do.stride(), B, H, H, N)
            # 2.5x the forward's FLOPs split as the kernels do the work: dK/dV
            # 4 of the 5 matmuls' worth per (query, key) pair, dQ 3 (S and dP
            # are recomputed there): counted as 2.5 * 4/7 and 2.5 * 3/7.
            full = 2.5 * 4 * B * H * N * N * D / (2 if causal else 1)
            for kern, tiles in (("dkdv", DKDV_TILES), ("dq", DQ_TILES)):
                flops = full * (4 / 7 if kern == "dkdv" else 3 / 7)
                best = {}
                for bm, bn, w in tiles:
                    for compiler, mod in (("tilec", tilec_bwd), ("triton", triton_bwd)):
                        for s in STAGES[compiler]:
                            if kern == "dkdv":
                                dk, dv = torch.empty_like(k), torch.empty_like(v)
                                fn = lambda: mod._attn_bwd_dkdv[(triton.cdiv(N, bn), B * H)](  # noqa
                                    q, k, v, scale, do, lse, delta, dk, dv, *strides,
                                    HEAD_DIM=D, BLOCK_M=bm, BLOCK_N=bn, IS_CAUSAL=causal,
                                    num_warps=w, num_stages=s)
                                outs, refs = (dk, dv), (ref_k, ref_v)
                            else:
                                dq = torch.empty_like(q)
                                fn = lambda: mod._attn_bwd_dq[(triton.cdiv(N, bm), B * H)](  # noqa
                                    q, k, v, scale, do, lse, delta, dq, *strides,
                                    HEAD_DIM=D, BLOCK_M=bm, BLOCK_N=bn, IS_CAUSAL=causal,
                                    num_warps=w, num_stages=s)
                                outs, refs = (dq,), (ref_q,)
                            row = dict(kernel=kern, D=D, N=N, causal=causal, compiler=compiler,
                                       block_m=bm, block_n=bn, warps=w, stages=s)
                            try:
                                for t in outs:
                                    t.fill_(float("nan"))
                                fn()
                                torch.cuda.synchronize()
                                err = max(rel_err(t, r) for t, r in zip(outs, refs))
                                row["err"] = err
                                if not err < 2e-2:
                                    row["error"] = f"wrong result (rel. error {err:.2e})"
                                else:
                                    ms = do_bench(fn, warmup=10, rep=40, return_mode="median")
                                    row["tflops"] = flops / ms / 1e9
                            except Exception as e:  # noqa: BLE001 - reported per row
                                row["error"] = f"{type(e).__name__}: {str(e).splitlines()[0][:160]}"
                            rows.append(row)
                            tag = f"m{bm}n{bn}w{w}s{s}"
                            print(f"{kern:5s} d{D} n{N} {'causal' if causal else 'full  '} "
                                  f"{compiler:6s} {tag:12s} " +
                                  (f"{row['tflops']:7.1f} TF/s  err {row['err']:.1e}"
                                   if "tflops" in row else row["error"]), flush=True)
                            if "tflops" in row and row["tflops"] > best.get(compiler, (0,))[0]:
                                best[compiler] = (row["tflops"], tag)
                bests.append(dict(kernel=kern, D=D, N=N, causal=causal,
                                  **{f"{c}_best": best.get(c) for c in ("tilec", "triton")}))
    print(f"\n{'kernel':6s} {'D':>4s} {'N':>6s} {'causal':>6s} {'tilec best':>22s} "
          f"{'triton best':>22s} {'ratio':>6s}   (TF/s, config)")
    for b in bests:
        t, r = b["tilec_best"], b["triton_best"]
        f = lambda x: f"{x[0]:7.1f} {x[1]:>14s}" if x else f"{'-':>22s}"  # noqa
        ratio = f"{t[0] / r[0]:6.2f}" if t and r else f"{'-':>6s}"
        print(f"{b['kernel']:6s} {b['D']:>4d} {b['N']:>6d} {str(b['causal']):>6s} {f(t)} {f(r)} {ratio}")
    if args.json:
        Path(args.json).write_text(json.dumps({"rows": rows, "best": bests}, indent=1))
    wrong = [r for r in rows if r["compiler"] == "tilec" and "wrong result" in r.get("error", "")]
    if wrong:
        print(f"{len(wrong)} tilec configurations gave wrong results")
        sys.exit(1)


if __name__ == "__main__":
    main()
