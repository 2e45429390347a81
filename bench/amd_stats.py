"""Code quality of tilec's AMD code objects for the configurations in
../shared/ANCHORS.md (Triton 3.6's figures are there): VGPR, AGPR, LDS,
scratch, matrix-core instruction count and cold compile time per target.
Runs on the development machine (no GPU needed).

usage: amd_stats.py TILEC_BIN [--markdown]
"""

import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TARGETS = ["gfx90a", "gfx942", "gfx950", "gfx1100", "gfx1201"]
ATTN_SIG = "*fp16:16,*fp16:16,*fp16:16,fp32,*fp32:16,*fp16:16," + ",".join(
    ["i32:16", "i32:16", "i32:16", "i32:1"] * 4 + ["i32:16"] * 4)
CONFIGS = [
    ("softmax, BLOCK 4096 fp16", "kernels/softmax.py", "softmax_kernel",
     "*fp16:16,*fp16:16,i32:16,i32:16,i32,i32:16", {"BLOCK_SIZE": "4096"}),
    ("attention fwd, D128, 128x64", "kernels/flash_attention.py", "_attn_fwd", ATTN_SIG,
     {"HEAD_DIM": "128", "BLOCK_M": "128", "BLOCK_N": "64", "IS_CAUSAL": "False"}),
    ("attention fwd causal, D64, 128x64", "kernels/flash_attention.py", "_attn_fwd", ATTN_SIG,
     {"HEAD_DIM": "64", "BLOCK_M": "128", "BLOCK_N": "64", "IS_CAUSAL": "True"}),
]


def run(tilec, args):
    return subprocess.run([tilec] + args, capture_output=True, text=True)


def main():
    tilec = sys.argv[1]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, path, kernel, sig, cx in CONFIGS:
            for target in TARGETS:
                base = ["compile", str(REPO / path), "--kernel", kernel, "--signature", sig,
                        "--target", target, "--num-warps", "4"]
                for k, v in cx.items():
                    base += ["--constexpr", f"{k}={v}"]
                start = time.perf_counter()
                p = run(tilec, base + ["-o", f"{tmp}/k.hsaco", "--stats"])
                seconds = time.perf_counter() - start
                if p.returncode != 0:
                    rows.append((name, target, "error: " + p.stderr.strip().splitlines()[0]))
                    continue
                m = re.search(r"vgpr=(\d+) agpr=(\d+) sgpr=\d+ lds=(\d+) scratch=(\d+)", p.stdout)
                asm = run(tilec, base + ["--emit", "asm", "-o", f"{tmp}/k.s"])
                text = Path(f"{tmp}/k.s").read_text() if asm.returncode == 0 else ""
                matrix = len(re.findall(r"^\s+v_(mfma|wmma)", text, re.M))
                rows.append((name, target, m.group(1), m.group(2), m.group(3), m.group(4),
                             matrix, f"{seconds:.2f}"))
    print("| kernel | target | VGPR | AGPR | LDS bytes | scratch bytes | matrix instrs | compile s |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        if len(r) == 3:
            print(f"| {r[0]} | {r[1]} | {r[2]} | | | | | |")
        else:
            print("| " + " | ".join(str(x) for x in r) + " |")


if __name__ == "__main__":
    main()
