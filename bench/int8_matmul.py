"""torchao's scaled int8 matmul (../shared/realworld, unchanged), compiled by
tilec's JIT (tilec.jit on the raw Triton function) and by Triton 3.6, side by
side on the GPU: C = (A @ B) * row_scale[:, None] * col_scale[None, :], A int8
(M x K), B int8 (K x N) either N-contiguous (row-major) or K-contiguous (a
transposed weight), C fp32.

Each configuration of the kernel's own autotune list that both compilers
accept is checked against torch._int_mm (exact int32 products) before it is
timed (triton.testing.do_bench); the table gives each compiler's best and
the per-configuration times.

usage: int8_matmul.py --realworld DIR [--sizes 4096,8192] [-o out.json]
"""

import argparse
import importlib.util
import json
import os
import sys

import torch
import triton
import triton.testing

import tilec


def load_kernel(realworld):
    path = os.path.join(realworld, "kernels", "torchao_int8_mm.py")
    spec = importlib.util.spec_from_file_location("rw_torchao_int8_mm", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    fn = mod._scaled_int8_mm_kernel
    while not isinstance(fn, triton.runtime.jit.JITFunction):  # Autotuner, Heuristics
        fn = fn.fn
    configs = [(c.kwargs["BLOCK_M"], c.kwargs["BLOCK_N"], c.kwargs["BLOCK_K"], c.num_stages,
                c.num_warps) for c in mod.configs]
    return fn, sorted(set(configs))


def launch(kern, a, b, c, rs, cs, cfg):
    bm, bn, bk, stages, warps = cfg
    M, K = a.shape
    N = b.shape[1]
    grid = (triton.cdiv(M, bm) * triton.cdiv(N, bn),)
    kern[grid](a, b, c, rs, cs, M, N, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
               c.stride(0), c.stride(1), BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk, GROUP_M=8,
               EVEN_K=K % bk == 0, COL_SCALE_SCALAR=False, num_warps=warps, num_stages=stages)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--realworld", required=True)
    p.add_argument("--sizes", default="4096,8192")
    p.add_argument("-o", "--output")
    args = p.parse_args()
    fn, configs = load_kernel(args.realworld)
    kernels = {"tilec": tilec.jit(fn.fn), "triton": fn}
    torch.manual_seed(0)
    rows = []
    for size in map(int, args.sizes.split(",")):
        M = N = K = size
        a = torch.randint(-128, 128, (M, K), dtype=torch.int8, device="cuda")
        for b_layout in ("N-contiguous", "K-contiguous"):
            b = torch.randint(-128, 128, (K, N), dtype=torch.int8, device="cuda")
            if b_layout == "K-contiguous":
                b = b.t().contiguous().t()
            rs = torch.rand(M, device="cuda") + 0.5
            cs = torch.rand(N, device="cuda") + 0.5
            ref = torch._int_mm(a, b).double() * rs.double()[:, None] * cs.double()[None, :]
            tops = 2.0 * M * N * K
            best = {}
            for cfg in configs:
                times = {}
                for name, kern in kernels.items():
                    c = torch.full((M, N), float("nan"), device="cuda")
                    try:
                        launch(kern, a, b, c, rs, cs, cfg)
                        torch.cuda.synchronize()
                    except Exception as e:  # a configuration one compiler refuses
                        times[name] = f"error: {type(e).__name__}: {str(e).splitlines()[0][:120]}"
                        continue
                    err = ((c.double() - ref).abs() / ref.abs().clamp_min(1.0)).max().item()
                    if not err < 1e-5:
                        times[name] = f"wrong: max relative error {err:.3g}"
                        continue
                    ms = triton.testing.do_bench(lambda: launch(kern, a, b, c, rs, cs, cfg),
                                                 warmup=25, rep=100)
                    times[name] = ms
                    if name not in best or ms < best[name][0]:
                        best[name] = (ms, cfg)
                rows.append(dict(size=size, b=b_layout, config=cfg, **times))
                print(size, b_layout, cfg, {k: (f"{v:.3f} ms" if isinstance(v, float) else v)
                                            for k, v in times.items()}, flush=True)
            line = f"== M=N=K={size}, B {b_layout}: best TOP/s "
            line += ", ".join(f"{n} {tops / v[0] / 1e9:.0f} ({v[1]})" for n, v in best.items())
            if len(best) == 2:
                line += f"; tilec/Triton {best['triton'][0] / best['tilec'][0]:.2f}x"
            print(line, flush=True)
            rows.append(dict(size=size, b=b_layout, best={n: [v[0], v[1]] for n, v in best.items()}))
    if args.output:
        json.dump(rows, open(args.output, "w"), indent=1)


if __name__ == "__main__":
    sys.exit(main())
