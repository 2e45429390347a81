"""fp16 matmul over host-side tensor descriptors on the GPU: tilec (its JIT,
compiling here; the K loop's blocks copied by the TMA on sm_90a) next to
Triton 3.6 compiling the same source (kernels/matmul_descriptor.py; Triton
also uses the TMA for host descriptors on Hopper), in one process, per tile
configuration. For reference, tilec's pointer-based matmul
(kernels/matmul.py, cp.async) at the same configuration and torch.matmul
(cuBLAS).

Every configuration is checked against torch.matmul in fp32 on fresh
random inputs with a NaN-poisoned output before it is timed (rel. error
under 1e-2 or the row says FAIL and is not timed). Times: median of
triton.testing.do_bench; TFLOP/s = 2 M N K / time.

usage: descriptor_matmul.py [--json OUT.json] [--sizes 4096,8192]
       (PYTHONPATH must reach the tilec package: an unpacked release's python/)
"""

import argparse
import importlib.util
import json
from pathlib import Path

import torch
import triton
from triton.testing import do_bench
from triton.tools.tensor_descriptor import TensorDescriptor

import tilec

REPO = Path(__file__).resolve().parents[1]

# (BLOCK_M, BLOCK_N, BLOCK_K, num_warps, num_stages)
CONFIGS = [(128, 128, 64, 8, 3), (128, 128, 64, 8, 4), (128, 128, 64, 4, 3),
           (128, 256, 64, 8, 3), (64, 128, 64, 4, 4)]
GROUP_M = 8


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def rel_err(out, ref):
    out = out.float()
    if torch.isnan(out).any():
        return float("inf")
    return float((out - ref).norm() / ref.norm())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json")
    ap.add_argument("--sizes", default="4096,8192")
    args = ap.parse_args()
    desc_mod = load(REPO / "kernels" / "matmul_descriptor.py", "matmul_descriptor_bench")
    ptr_mod = load(REPO / "kernels" / "matmul.py", "matmul_pointer_bench")
    tri = desc_mod.matmul_desc_kernel
    til = tilec.jit(tri.fn)
    til_ptr = tilec.jit(ptr_mod.matmul_kernel.fn)
    gen = torch.Generator(device="cuda").manual_seed(0)
    rows = []
    print(f"{'M=N=K':>6s} {'tile':>16s} {'tilec':>8s} {'triton':>8s} {'ratio':>6s} "
          f"{'tilec ptr':>10s} {'cuBLAS':>8s}  (TFLOP/s)")
    for size in (int(s) for s in args.sizes.split(",")):
        m = n = k = size
        a = torch.randn(m, k, device="cuda", dtype=torch.float16, generator=gen)
        b = torch.randn(k, n, device="cuda", dtype=torch.float16, generator=gen)
        ref = a.float() @ b.float()
        flops = 2.0 * m * n * k
        tf = lambda ms: flops / ms * 1e-9
        cublas = tf(do_bench(lambda: torch.matmul(a, b), return_mode="median"))
        for bm, bn, bk, warps, stages in CONFIGS:
            row = {"size": size, "tile": [bm, bn, bk], "warps": warps, "stages": stages,
                   "cublas_tflops": cublas}
            c = torch.empty(m, n, device="cuda", dtype=torch.float16)
            grid = (triton.cdiv(m, bm) * triton.cdiv(n, bn),)
            descs = (TensorDescriptor.from_tensor(a, [bm, bk]),
                     TensorDescriptor.from_tensor(b, [bk, bn]),
                     TensorDescriptor.from_tensor(c, [bm, bn]))
            meta = dict(BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk, GROUP_M=GROUP_M,
                        num_warps=warps, num_stages=stages)
            runs = {"tilec": lambda: til[grid](*descs, m, n, k, **meta),
                    "triton": lambda: tri[grid](*descs, m, n, k, **meta),
                    "tilec_ptr": lambda: til_ptr[grid](
                        a, b, c, m, n, k, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                        c.stride(0), c.stride(1), BLOCK_SIZE_M=bm, BLOCK_SIZE_N=bn,
                        BLOCK_SIZE_K=bk, GROUP_SIZE_M=GROUP_M, ACTIVATION="",
                        num_warps=warps, num_stages=stages)}
            for name, run in runs.items():
                try:
                    c.fill_(float("nan"))
                    run()
                    torch.cuda.synchronize()
                    err = rel_err(c, ref)
                    row[name + "_err"] = err
                    if err > 1e-2:
                        row[name + "_tflops"] = None
                        row[name + "_error"] = f"wrong result: rel. error {err:.3g}"
                        continue
                    row[name + "_tflops"] = tf(do_bench(run, return_mode="median"))
                except Exception as e:  # a failure is a row, not the end of the run
                    row[name + "_tflops"] = None
                    row[name + "_error"] = f"{type(e).__name__}: {str(e).splitlines()[0][:200]}"
            rows.append(row)
            f = lambda v: f"{v:8.0f}" if v else f"{'FAIL':>8s}"
            ratio = (f"{row['tilec_tflops'] / row['triton_tflops']:6.2f}"
                     if row.get("tilec_tflops") and row.get("triton_tflops") else f"{'-':>6s}")
            print(f"{size:6d} {f'{bm}x{bn}x{bk} w{warps} s{stages}':>16s} {f(row.get('tilec_tflops'))} "
                  f"{f(row.get('triton_tflops'))} {ratio} {f(row.get('tilec_ptr_tflops')):>10s} "
                  f"{cublas:8.0f}", flush=True)
            for name in runs:
                if name + "_error" in row:
                    print(f"    {name}: {row[name + '_error']}")
    if args.json:
        Path(args.json).write_text(json.dumps({"rows": rows}, indent=1))
    return 1 if any(r.get("tilec_error") for r in rows) else 0


if __name__ == "__main__":
    raise SystemExit(main())
