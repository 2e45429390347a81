"""Compiles, on the development machine, every code object the GPU benchmark
needs (bench/configs.py) for one NVIDIA target, and writes a manifest.

usage: prepare_bench.py TILEC_BIN OUT_DIR [--target sm_90] [--jobs N]
(N compiles at once; the manifest records each one's wall time)
"""

import json
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import configs

REPO = Path(__file__).resolve().parents[1]


def compile_one(tilec, out_dir, name, kernel_file, kernel, signature, constexprs, warps, target,
                stages=2):
    out = out_dir / f"{name}.bin"
    cmd = [tilec, "compile", str(REPO / kernel_file), "--kernel", kernel, "--signature",
           signature, "--target", target, "--num-warps", str(warps), "--num-stages",
           str(stages), "-o", str(out), "--stats"]
    if configs.TILEC_FP_FUSION:
        cmd.append("--fp-fusion")
    for k, v in constexprs.items():
        cmd += ["--constexpr", f"{k}={v}"]
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    entry = {"name": name, "kernel": kernel, "file": kernel_file, "signature": signature,
             "constexprs": constexprs, "num_warps": warps, "binary": out.name,
             "ok": proc.returncode == 0, "log": (proc.stdout + proc.stderr)[-3000:],
             "compile_s": time.perf_counter() - start}
    print(("ok   " if entry["ok"] else "FAIL ") + name, flush=True)
    return entry


def main():
    tilec, out_dir = sys.argv[1], Path(sys.argv[2])
    target = sys.argv[sys.argv.index("--target") + 1] if "--target" in sys.argv else "sm_90"
    jobs = int(sys.argv[sys.argv.index("--jobs") + 1]) if "--jobs" in sys.argv else 1
    out_dir.mkdir(parents=True, exist_ok=True)
    manifest = {"target": target, "softmax": [], "attention": []}
    start = time.perf_counter()
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        softmax = [(c, pool.submit(compile_one, tilec, out_dir, c["name"], "kernels/softmax.py",
                                   "softmax_kernel", configs.softmax_signature(c),
                                   {"BLOCK_SIZE": c["block"]}, c["num_warps"], target))
                   for c in configs.SOFTMAX]
        attention = []
        for D, N, causal in configs.ATTENTION_SHAPES:
            for cfg in configs.ATTENTION_CONFIGS:
                for stages in configs.TILEC_STAGES:
                    bm, bn, w = cfg
                    name = configs.attention_name(D, N, causal, cfg, stages)
                    attention.append(({"D": D, "N": N, "causal": causal, "block_m": bm,
                                       "block_n": bn, "stages": stages},
                                      pool.submit(compile_one, tilec, out_dir, name,
                                                  "kernels/flash_attention.py", "_attn_fwd",
                                                  configs.attention_signature(D, N),
                                                  {"HEAD_DIM": D, "BLOCK_M": bm, "BLOCK_N": bn,
                                                   "IS_CAUSAL": "True" if causal else "False"},
                                                  w, target, stages)))
        manifest["softmax"] = [{**c, **f.result()} for c, f in softmax]
        manifest["attention"] = [{**a, **f.result()} for a, f in attention]
    entries = manifest["softmax"] + manifest["attention"]
    manifest["compile_wall_s"] = time.perf_counter() - start
    print(f"{len(entries)} compiles for {target} in {manifest['compile_wall_s']:.1f} s "
          f"({jobs} at a time; {sum(e['compile_s'] for e in entries):.1f} s of compile time)")
    (out_dir / "manifest.json").write_text(json.dumps(manifest, indent=1))
    return 0 if all(e["ok"] for e in manifest["softmax"] + manifest["attention"]) else 1


if __name__ == "__main__":
    sys.exit(main())
