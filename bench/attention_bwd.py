"""FlashAttention-2 backward throughput on the GPU: tilec (tilec.ops' three
kernels from kernels/flash_attention_bwd.py) against Triton compiling the same
source with the same tiles and num_stages, and PyTorch's SDPA backward, at head dims 64 and
128, N = 1k .. 16k, causal and not, bf16. TFLOP/s counts the backward as 2.5x
the forward's 4 * B * H * N^2 * D (half that when causal). Each tilec result
is checked against SDPA's gradients first. Prints a table.

With the real-world corpus present (--realworld DIR, default
../build/realworld as bench/h200.sh carries it), also Triton's tutorial-06
backward (kernels/tut06_fused_attention.py, unchanged: the preprocess, K
scaled by sm_scale / ln 2 and `_attn_bwd` with the tutorial's tiles, 4 warps,
5 stages, as its `_attention.backward` launches them) on fp16 copies of the
same inputs (the tutorial casts to fp16 inside), from tilec's base-2 LSE
(the tutorial's M). It needs N % 128 == 0 and contiguous tensors.

GPU machine, from the release package (bench/h200.sh step bwd: the package's
JIT compiles the kernels there):
    PYTHONPATH=<package>/python python3 bench/attention_bwd.py
or with code objects precompiled elsewhere and the runtime only:
    TILEC_LIBRARY=build/lib/libtilec.so PYTHONPATH=python \\
        python3 -m tilec.ops precompile bench/artifacts/ops --target sm_90a
    TILEC_LIBRARY=<...>/libtilec_rt.so TILEC_OPS_BINARIES=bench/artifacts/ops \\
        PYTHONPATH=python python3 bench/attention_bwd.py
"""

import importlib.util
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


def triton_backward(q, k, v, o, lse, do, causal, scale):
    """The three kernels as tilec.ops launches them (ops._attn_backward), by Triton."""
    B, H, N, D = q.shape
    H_KV = k.shape[1]
    fam = ops._family(q)
    delta = torch.empty((B, H, N), dtype=torch.float32, device=q.device)
    triton_bwd._attn_bwd_preprocess[(triton.cdiv(N, ops.PRE_BLOCK_M), B * H)](
        o, do, delta, *o.stride(), *do.stride(), H, N, HEAD_DIM=D, BLOCK_M=ops.PRE_BLOCK_M,
        num_warps=4, num_stages=ops.STAGES)
    dq, dk, dv = torch.empty_like(q), torch.empty_like(k), torch.empty_like(v)
    strides = (*q.stride(), *k.stride(), *v.stride(), *do.stride(), B, H, H_KV, N)
    bm, bn, w, st = ops.DKDV_TILES[fam][D]
    triton_bwd._attn_bwd_dkdv[(triton.cdiv(N, bn), B * H_KV)](
        q, k, v, scale, do, lse, delta, dk, dv, *strides, HEAD_DIM=D, BLOCK_M=bm, BLOCK_N=bn,
        IS_CAUSAL=causal, num_warps=w, num_stages=st)
    bm, bn, w, st = ops.DQ_TILES[fam][D]
    triton_bwd._attn_bwd_dq[(triton.cdiv(N, bm), B * H)](
        q, k, v, scale, do, lse, delta, dq, *strides, HEAD_DIM=D, BLOCK_M=bm, BLOCK_N=bn,
        IS_CAUSAL=causal, num_warps=w, num_stages=st)
    return dq, dk, dv


def load_tutorial(realworld):
    """Triton's tutorial 06 module from the real-world corpus, or None."""
    path = Path(realworld) / "kernels" / "tut06_fused_attention.py"
    if not path.is_file():
        return None
    spec = importlib.util.spec_from_file_location("tut06", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def tutorial_backward(tut, q, k, v, o, m, do, causal, scale):
    """Tutorial 06's backward as its _attention.backward runs it (fp16 q, k, v, o, do;
    `m` the forward's base-2 log-sum-exp)."""
    B, H, N, D = q.shape
    dq, dk, dv = torch.empty_like(q), torch.empty_like(k), torch.empty_like(v)
    pre_block, m1, n1, m2, n2, slice_factor = 128, 32, 128, 128, 32, 2
    arg_k = k * (scale * 1.4426950408889634)
    delta = torch.empty_like(m)
    tut._attn_bwd_preprocess[(N // pre_block, B * H)](o, do, delta, B, H, N, BLOCK_M=pre_block,
                                                       HEAD_DIM=D)
    tut._attn_bwd[(N // n1, 1, B * H)](
        q, arg_k, v, scale, do, dq, dk, dv, m, delta, q.stride(0), q.stride(1), q.stride(2),
        q.stride(3), H, N, BLOCK_M1=m1, BLOCK_N1=n1, BLOCK_M2=m2, BLOCK_N2=n2,
        BLK_SLICE_FACTOR=slice_factor, HEAD_DIM=D, num_warps=4, num_stages=5, CAUSAL=causal)
    return dq, dk, dv


def rel_err(a, b):
    a, b = a.double(), b.double()
    return float("nan") if torch.isnan(a).any() else float((a - b).norm() / b.norm())


def main(head_dims=(64, 128), seq_lens=(1024, 2048, 4096, 8192, 16384), tokens=16384,
         width=2048, device="cuda", realworld=REPO / "build" / "realworld"):
    """B = tokens // N sequences of H = width // D heads."""
    torch.manual_seed(0)
    tut = load_tutorial(realworld)
    if tut is None:
        print(f"tutorial 06: not found under {realworld}; its column is left empty")
    rows = []
    for D in head_dims:
        for N in seq_lens:
            B, H = max(1, tokens // N), width // D
            for causal in (False, True):
                q, k, v, do = (torch.randn(B, H, N, D, device=device, dtype=torch.bfloat16)
                               for _ in range(4))
                scale = 1.0 / math.sqrt(D)
                o, lse = ops._attn_forward(q, k, v, causal, scale)
                tilec_fn = lambda: ops._attn_backward(q, k, v, o, lse, do, causal, scale)  # noqa
                triton_fn = lambda: triton_backward(q, k, v, o, lse, do, causal, scale)  # noqa
                qs, ks, vs = (t.clone().requires_grad_() for t in (q, k, v))
                os_ = F.scaled_dot_product_attention(qs, ks, vs, is_causal=causal)
                sdpa_fn = lambda: torch.autograd.grad(os_, (qs, ks, vs), do, retain_graph=True)  # noqa
                ref = sdpa_fn()
                errs = [rel_err(g, r) for g, r in zip(tilec_fn(), ref)]
                errs += [rel_err(g, r) for g, r in zip(triton_fn(), ref)]
                fns = [tilec_fn, triton_fn, sdpa_fn]
                if tut is not None and N % 128 == 0:
                    h16 = [t.half().contiguous() for t in (q, k, v, o, do)]
                    tut_fn = lambda: tutorial_backward(tut, *h16[:4], lse, h16[4], causal, scale)  # noqa
                    errs += [rel_err(g, r) for g, r in zip(tut_fn(), ref)]
                    fns.append(tut_fn)
                flops = 2.5 * 4 * B * H * N * N * D / (2 if causal else 1)
                tf = [flops / do_bench(f, warmup=25, rep=100, return_mode="median") / 1e9
                      for f in fns]
                tf += [float("nan")] * (4 - len(tf))
                rows.append((D, N, B, H, causal, *tf, max(errs)))
                print(rows[-1], flush=True)
    print(f"\n{'D':>4} {'N':>6} {'B':>3} {'H':>3} {'causal':>6} {'tilec':>8} {'triton':>8} "
          f"{'sdpa':>8} {'tut06':>8} {'tilec/triton':>12} {'tilec/tut06':>11} "
          f"{'max err vs sdpa':>15}   (TFLOP/s)")
    for D, N, B, H, causal, t1, t2, t3, t4, err in rows:
        print(f"{D:>4} {N:>6} {B:>3} {H:>3} {str(causal):>6} {t1:>8.1f} {t2:>8.1f} {t3:>8.1f} "
              f"{t4:>8.1f} {t1 / t2:>12.2f} {t1 / t4:>11.2f} {err:>15.2e}")
    bad = [r for r in rows if not r[-1] < 2e-2]
    if bad:
        print(f"{len(bad)} configurations disagree with SDPA beyond 2e-2")
        sys.exit(1)


if __name__ == "__main__":
    main()
