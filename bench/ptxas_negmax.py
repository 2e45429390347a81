"""Probe of a ptxas miscompile on the GPU machine: integer max/min of negated
values (fuzz seed 1002126, bench/results/run32-reduce-*).

What is known (2026-12-01): tilec's PTX for seed 1002126 (a max over a 64x1
int32 tile of `x * -1` per row, num_warps 2) is right with ptxas -O0 and wrong
with -O3. The -O3 SASS fuses two `max.s32` into one `VIMNMX3` and drops the
negation of one operand (rows whose answer comes from that operand are wrong).
The same ptxas defect is public: pytorch/pytorch#190973 (ptxas 12.8 to 13.3,
sm_90 and sm_100), worked around for one idiom in triton-lang/triton#11032
(integer abs) and in meta-pytorch/attention-gym#412 (source rewrite).

This script compiles the case with the package's tilec, rewrites the PTX into
candidate shapes of the same computation, assembles each with the machine's
ptxas at -O3 and runs it on the GPU three times, and reports which shapes are
right and how many VIMNMX3 each has. A workaround in tilec's NVPTX code
generation should take the shape that is right here, with a regression test.

    python3 bench/ptxas_negmax.py --tilec PKG/bin/tilec --lib PKG/lib/libtilec_rt.so --out DIR
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "test" / "fuzz" / "gen"))

import driver  # noqa: E402
import kernelgen  # noqa: E402

SEED, WARPS = 1002126, 2
NEG = re.compile(r"neg\.s32 \t(%r\d+), (%r\d+);")
MAX = re.compile(r"max\.s32 \t(%r\d+), (%r\d+), (%r\d+);")


def variants(ptx):
    """Each candidate shape of the PTX (same semantics), by name."""
    def neg(rep):
        return NEG.sub(rep, ptx)

    def selp(text):
        text = re.sub(r"(\.reg \.pred \t%p<\d+>;)", r"\1\n\t.reg .pred \t%q<256>;", text, count=1)
        n = iter(range(256))

        def one(m):
            k = next(n)
            return (f"setp.gt.s32 \t%q{k}, {m[2]}, {m[3]};\n\t"
                    f"selp.b32 \t{m[1]}, {m[2]}, {m[3]}, %q{k};")
        return MAX.sub(one, text)

    return {
        "as-emitted": ptx,
        "sub-from-0": neg(r"sub.s32 \t\1, 0, \2;"),
        "not-add-1": neg(r"not.b32 \t\1, \2;\n\tadd.s32 \t\1, \1, 1;"),
        "mul-by-m1": neg(r"mul.lo.s32 \t\1, \2, -1;"),
        "neg-prmt": neg(r"neg.s32 \t\1, \2;\n\tprmt.b32 \t\1, \1, 0, 0x3210;"),
        "max-as-selp": selp(ptx),
        "max-swapped": MAX.sub(r"max.s32 \t\1, \3, \2;", ptx),
        # Widened: the 32-bit three-input max cannot form.
        "max-s64": MAX.sub(lambda m: (
            "{\n\t.reg .s64 \t%wa, %wb;\n\t"
            f"cvt.s64.s32 \t%wa, {m[2]};\n\tcvt.s64.s32 \t%wb, {m[3]};\n\t"
            "max.s64 \t%wa, %wa, %wb;\n\t"
            f"cvt.u32.u64 \t{m[1]}, %wa;\n\t}}"), ptx),
    }


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--tilec", required=True)
    p.add_argument("--lib", required=True, help="libtilec_rt.so (loads cubins)")
    p.add_argument("--ptxas", default=shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas")
    p.add_argument("--out", required=True)
    a = p.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    os.environ["TILEC_BIN"] = a.tilec
    case = kernelgen.generate(SEED)
    src = driver.write_source(case, out / "src")
    ptx_path = out / "as-emitted.ptx"
    res = driver._run(driver.compile_argv(case, src, ["sm_90a"], WARPS, 1, ptx_path, emit="asm"))
    if not res.ok:
        print("tilec failed:", res.output[-2000:])
        return 1
    version = subprocess.run([a.ptxas, "--version"], capture_output=True, text=True).stdout
    print("ptxas:", version.strip().splitlines()[-1])
    import fuzz_campaign  # the campaign's launch and check of one code object
    from tilec_gpu import Runtime
    rt = Runtime(a.lib)
    cuobjdump = Path(a.ptxas).with_name("cuobjdump")
    for name, text in variants(ptx_path.read_text()).items():
        # The emitted PTX also at other ptxas levels and without ptxas's
        # expensive optimizations (a flag instead of a PTX rewrite, if it helps).
        settings = [("O3", ["-O3"])]
        if name == "as-emitted":
            settings += [("O0", ["-O0"]), ("O1", ["-O1"]), ("O2", ["-O2"]),
                         ("O3-noexp", ["-O3", "--allow-expensive-optimizations", "false"])]
        for opt, flags in settings:
            p_ptx = out / f"{name}.ptx"
            p_ptx.write_text(text)
            cubin = out / f"{name}.{opt}.cubin"
            r = subprocess.run([a.ptxas, "-arch=sm_90a", *flags, str(p_ptx), "-o", str(cubin)],
                               capture_output=True, text=True)
            if r.returncode:
                print(f"{name:12s} {opt}: ptxas failed: {r.stderr.strip()[:300]}")
                continue
            ok = all(not fuzz_campaign.launch(rt, case, None,
                                              {"file": str(cubin), "num_warps": WARPS})
                     for _ in range(3))
            sass = ""
            if cuobjdump.exists():
                sass = subprocess.run([str(cuobjdump), "-sass", str(cubin)],
                                      capture_output=True, text=True).stdout
                (out / f"{name}.{opt}.sass").write_text(sass)
            print(f"{name:12s} {opt:8s}: {'right' if ok else 'WRONG'}  "
                  f"VIMNMX3 x{sass.count('VIMNMX3')}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
