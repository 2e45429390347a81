"""Compiles, on the development machine, every code object the GPU benchmark
needs (bench/configs.py) for one NVIDIA target, and writes a manifest.

usage: prepare_bench.py TILEC_BIN OUT_DIR [--target sm_90]
"""

import json
import subprocess
import sys
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
    proc = subprocess.run(cmd, capture_output=True, text=True)
    entry = {"name": name, "kernel": kernel, "file": kernel_file, "signature": signature,
             "constexprs": constexprs, "num_warps": warps, "binary": out.name,
             "ok": proc.returncode == 0, "log": (proc.stdout + proc.stderr)[-3000:]}
    print(("ok   " if entry["ok"] else "FAIL ") + name, flush=True)
    return entry


def main():
    tilec, out_dir = sys.argv[1], Path(sys.argv[2])
    target = sys.argv[sys.argv.index("--target") + 1] if "--target" in sys.argv else "sm_90"
    out_dir.mkdir(parents=True, exist_ok=True)
    manifest = {"target": target, "softmax": [], "attention": []}
    for c in configs.SOFTMAX:
        e = compile_one(tilec, out_dir, c["name"], "kernels/softmax.py", "softmax_kernel",
                        configs.softmax_signature(c), {"BLOCK_SIZE": c["block"]},
                        c["num_warps"], target)
        manifest["softmax"].append({**c, **e})
    for D, N, causal in configs.ATTENTION_SHAPES:
        for cfg in configs.ATTENTION_CONFIGS:
            for stages in configs.TILEC_STAGES:
                bm, bn, w = cfg
                name = configs.attention_name(D, N, causal, cfg, stages)
                e = compile_one(tilec, out_dir, name, "kernels/flash_attention.py", "_attn_fwd",
                                configs.attention_signature(D, N),
                                {"HEAD_DIM": D, "BLOCK_M": bm, "BLOCK_N": bn,
                                 "IS_CAUSAL": "True" if causal else "False"}, w, target, stages)
                manifest["attention"].append({"D": D, "N": N, "causal": causal, "block_m": bm,
                                              "block_n": bn, "stages": stages, **e})
    (out_dir / "manifest.json").write_text(json.dumps(manifest, indent=1))
    return 0 if all(e["ok"] for e in manifest["softmax"] + manifest["attention"]) else 1


if __name__ == "__main__":
    sys.exit(main())
