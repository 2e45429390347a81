"""Times tilec's code objects (loaded through tilec's runtime, libtilec_rt.so)
side by side with Triton compiling the SAME kernel source (kernels/*.py), and
PyTorch as context, with one timing method for all: triton.testing.do_bench
(CUDA events, median). Checks every tilec result against PyTorch first.

usage: gpu_bench.py ARTIFACTS_DIR LIBTILEC_RT --json OUT.json
"""

import importlib.util
import json
import math
import sys
import time
from pathlib import Path

import torch
import triton
from triton.testing import do_bench

import configs
from tilec_gpu import Runtime, ptr_arg, scalar_arg

REPO = Path(__file__).resolve().parents[1]
DTYPES = {"fp16": torch.float16, "fp32": torch.float32}


def load_kernels(name):
    spec = importlib.util.spec_from_file_location(name, REPO / "kernels" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def bench(fn):
    return do_bench(fn, warmup=25, rep=100, return_mode="median")


def rel_err(a, b):
    a, b = a.double(), b.double()
    if torch.isnan(a).any():
        return float("nan")
    return float((a - b).norm() / b.norm())


def copy_ceiling():
    x = torch.empty(1 << 30, dtype=torch.uint8, device="cuda")
    y = torch.empty_like(x)
    ms = bench(lambda: y.copy_(x))
    return 2 * x.numel() / ms / 1e6


def run_softmax(rt, art, entries):
    sm = load_kernels("softmax")
    rows_out = []
    for e in entries:
        if not e["ok"]:
            rows_out.append({"name": e["name"], "error": e["log"][-300:]})
            continue
        dt = DTYPES[e["dtype"]]
        x = torch.randn(e["rows"], e["cols"], device="cuda", dtype=dt)
        y = torch.full_like(x, float("nan"))
        k = rt.load((art / e["binary"]).read_bytes(), e["kernel"])
        sig = e["signature"].split(",")
        vals = [None, None, x.stride(0), y.stride(0), e["rows"], e["cols"]]
        args = [ptr_arg(y), ptr_arg(x)] + [scalar_arg(t, v) for t, v in zip(sig[2:], vals[2:])]
        launch = lambda: k.launch((e["rows"],), e["num_warps"], args)
        launch()
        torch.cuda.synchronize()
        err = rel_err(y, torch.softmax(x.float(), dim=1))
        ms_tilec = bench(launch)
        y2 = torch.empty_like(x)
        tri = lambda: sm.softmax_kernel[(e["rows"],)](y2, x, x.stride(0), y2.stride(0), e["rows"],
                                                       e["cols"], BLOCK_SIZE=e["block"],
                                                       num_warps=e["num_warps"])
        tri()
        ms_triton = bench(tri)
        ms_torch = bench(lambda: torch.softmax(x, dim=1))
        gbs = lambda ms: 2 * x.numel() * x.element_size() / ms / 1e6
        r = {"name": e["name"], "dtype": e["dtype"], "cols": e["cols"], "rel_err": err,
             "tilec_gbs": gbs(ms_tilec), "triton_gbs": gbs(ms_triton), "torch_gbs": gbs(ms_torch)}
        print(f"{e['name']:24s} err {err:.1e}  tilec {r['tilec_gbs']:7.0f} GB/s  triton "
              f"{r['triton_gbs']:7.0f}  torch {r['torch_gbs']:7.0f}", flush=True)
        rows_out.append(r)
        del x, y, y2
    return rows_out


def attention_ref(q, k, v, causal, sm_scale):
    return torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal,
                                                            scale=sm_scale)


def run_attention(rt, art, entries):
    fa = load_kernels("flash_attention")
    out = []
    shapes = {}
    for e in entries:
        shapes.setdefault((e["D"], e["N"], e["causal"]), []).append(e)
    for (D, N, causal), cands in shapes.items():
        Z, H = 32768 // N, 16
        q, k, v = (torch.randn(Z, H, N, D, device="cuda", dtype=torch.float16) for _ in range(3))
        sm_scale = 1.0 / math.sqrt(D)
        flops = 4 * Z * H * N * N * D * (0.5 if causal else 1.0)
        tflops = lambda ms: flops / ms / 1e9
        ref = attention_ref(q, k, v, causal, sm_scale)
        ints = configs.attention_args(D, N)
        best_tilec, best_triton, errs = None, None, []
        for e in cands:
            if not e["ok"]:
                errs.append(f"{e['name']}: compile failed")
                continue
            o = torch.full_like(q, float("nan"))
            m = torch.empty(Z, H, N, device="cuda", dtype=torch.float32)
            kern = rt.load((art / e["binary"]).read_bytes(), e["kernel"])
            sig = e["signature"].split(",")
            args = [ptr_arg(q), ptr_arg(k), ptr_arg(v), scalar_arg("fp32", sm_scale), ptr_arg(m),
                    ptr_arg(o)] + [scalar_arg(t, x) for t, x in zip(sig[6:], ints)]
            grid = (triton.cdiv(N, e["block_m"]), Z * H)
            launch = lambda: kern.launch(grid, e["num_warps"], args)
            launch()
            torch.cuda.synchronize()
            err = rel_err(o, ref)
            if not err <= 1e-2:
                errs.append(f"{e['name']}: rel err {err:.2e}")
                continue
            ms = bench(launch)
            if best_tilec is None or ms < best_tilec[0]:
                best_tilec = (ms, e["name"], err)
            # Triton on the same source and configuration (once per config).
            if e.get("stages", 1) != configs.TILEC_STAGES[0]:
                continue
            o2 = torch.empty_like(q)
            m2 = torch.empty_like(m)
            tri = lambda: fa._attn_fwd[grid](q, k, v, sm_scale, m2, o2, *ints,
                                             HEAD_DIM=D, BLOCK_M=e["block_m"],
                                             BLOCK_N=e["block_n"], IS_CAUSAL=causal,
                                             num_warps=e["num_warps"], num_stages=3)
            tri()
            ms_t = bench(tri)
            if best_triton is None or ms_t < best_triton[0]:
                best_triton = (ms_t, e["name"])
        from torch.nn.attention import SDPBackend, sdpa_kernel
        with sdpa_kernel(SDPBackend.FLASH_ATTENTION):
            ms_fa2 = bench(lambda: attention_ref(q, k, v, causal, sm_scale))
        r = {"D": D, "N": N, "causal": causal, "errors": errs,
             "tilec_tflops": tflops(best_tilec[0]) if best_tilec else None,
             "tilec_config": best_tilec[1] if best_tilec else None,
             "tilec_rel_err": best_tilec[2] if best_tilec else None,
             "triton_tflops": tflops(best_triton[0]) if best_triton else None,
             "triton_config": best_triton[1] if best_triton else None,
             "sdpa_flash_tflops": tflops(ms_fa2)}
        try:
            with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
                r["sdpa_cudnn_tflops"] = tflops(bench(lambda: attention_ref(q, k, v, causal,
                                                                            sm_scale)))
        except Exception as ex:  # cuDNN attention may be unavailable
            r["sdpa_cudnn_tflops"] = None
        print(f"attn D={D} N={N} causal={causal}: tilec {r['tilec_tflops']} triton "
              f"{r['triton_tflops']} sdpa-fa2 {r['sdpa_flash_tflops']:.0f} {errs}", flush=True)
        out.append(r)
        del q, k, v
    return out


def main():
    art, lib = Path(sys.argv[1]), sys.argv[2]
    out_json = sys.argv[sys.argv.index("--json") + 1]
    manifest = json.loads((art / "manifest.json").read_text())
    rt = Runtime(lib)
    torch.manual_seed(0)
    result = {"device": rt.name, "target": rt.target, "torch": torch.__version__,
              "triton": triton.__version__, "date": time.strftime("%Y-%m-%d %H:%M UTC",
                                                                   time.gmtime())}
    result["copy_gbs"] = copy_ceiling()
    print(f"{rt.name}: device-to-device copy {result['copy_gbs']:.0f} GB/s", flush=True)
    # --only D:N:causal,...: just those attention rows (no softmax), for A/B
    # timings that need no whole table.
    only = None
    if "--only" in sys.argv:
        only = {tuple(x.split(":")) for x in sys.argv[sys.argv.index("--only") + 1].split(",")}
    attention = manifest["attention"]
    if only is None:
        result["softmax"] = run_softmax(rt, art, manifest["softmax"])
    else:
        attention = [e for e in attention if (str(e["D"]), str(e["N"]), str(e["causal"])) in only]
    result["attention"] = run_attention(rt, art, attention)
    Path(out_json).write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
