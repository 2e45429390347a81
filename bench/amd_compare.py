"""tilec against Triton 3.6 on AMD code quality (issue 18, item 4): VGPRs,
AGPRs, SGPRs, scratch and LDS of every case of the real-world corpus
(../shared/realworld: the same source, constexprs, num_warps and num_stages
as its library launches it on ROCm) compiled by both compilers for every AMD
target. Neither needs an AMD GPU: tilec compiles here; Triton compiles on the
GPU machine (it has Triton 3.6) with its HIP backend, as if the active device
were the AMD target (the kernel is compiled, never launched).

  here:         python3 bench/amd_compare.py tilec --tilec build/bin/tilec \\
                    --realworld ../shared/realworld -o tilec.json
  GPU machine:  python3 bench/amd_compare.py triton --realworld build/realworld \\
                    -o triton.json            (bench/h200.sh, step amdcompare)
  anywhere:     python3 bench/amd_compare.py report tilec.json triton.json

Options: --targets gfx90a,gfx942,gfx950,gfx1100,gfx1201 (the default),
--only NAME,NAME (cases). The JSON files map "case|target" to the figures
(or to {"error": ...}). `report` prints one markdown row per pair and, last,
the pairs where tilec uses more VGPRs or more scratch than Triton: each needs
a recorded reason in docs/performance.md or a fix.

tilec's side compiles each array argument with the `:2g` hint (the start of
an allocation under 2 GiB, which the corpus's fresh arrays are, and which
tilec's Python launcher adds on ROCm for such tensors): on AMD its accesses
become buffer operations, as Triton's AMD backend makes them
(docs/performance.md, "Buffer operations"). `--no-2g` leaves the hint out
(global loads and stores only).
"""

import argparse
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile

TARGETS = "gfx90a,gfx942,gfx950,gfx1100,gfx1201"
FIELDS = ("vgpr", "agpr", "sgpr", "scratch", "lds")

# Waves per SIMD that a kernel's registers and LDS allow: the model of
# tilec's target table (lib/TargetTable/TargetTable.cpp, vgprFilePerLane,
# vgprAllocGranule, maxWavesPerSIMD, ldsPerCU, wavesPerSIMDByLds). CDNA: a
# 512-entry VGPR+AGPR file per lane in granules of 8, at most 8 waves, 64 KiB
# of LDS per CU (gfx950 160 KiB); RDNA (wave32, WGP mode): 1536 VGPRs per lane
# in granules of 24, at most 16 waves, 128 KiB of LDS per WGP; 4 SIMDs each.
OCCUPANCY = {
    "gfx90a": dict(regs=512, granule=8, max_waves=8, lds=65536, warp=64),
    "gfx942": dict(regs=512, granule=8, max_waves=8, lds=65536, warp=64),
    "gfx950": dict(regs=512, granule=8, max_waves=8, lds=163840, warp=64),
    "gfx1100": dict(regs=1536, granule=24, max_waves=16, lds=131072, warp=32),
    "gfx1201": dict(regs=1536, granule=24, max_waves=16, lds=131072, warp=32),
}

INSTRUCTION = re.compile(r"^\s+((?:s|v|ds|buffer|global|flat|scratch|exp)_\w+)")
LABEL = re.compile(r"^(\.?L?BB\d+_\d+|\.L\w+):")
BRANCH = re.compile(r"^\s+s_(?:cbranch_\w+|branch)\s+(\S+)")


def instruction_counts(asm):
    """Static instruction counts of an AMDGPU assembly listing (LLVM's `.s`
    text, what both compilers print): every instruction, and those inside a
    loop (between a label and a later branch back to it)."""
    lines = asm.splitlines()
    label_at, insts, back = {}, [], []
    for i, line in enumerate(lines):
        line = line.split(";")[0].split("//")[0]
        m = LABEL.match(line)
        if m:
            label_at[m.group(1)] = i
            continue
        if INSTRUCTION.match(line):
            insts.append(i)
            b = BRANCH.match(line)
            if b and b.group(1) in label_at:
                back.append((label_at[b.group(1)], i))
    in_loop = sum(1 for i in insts if any(lo <= i <= hi for lo, hi in back))
    return dict(insts=len(insts), loop_insts=in_loop)


def waves_per_simd(fig, target, num_warps):
    """Waves per SIMD by registers and by LDS (the smaller is the occupancy)."""
    t = OCCUPANCY[target]
    regs = fig["vgpr"] + fig["agpr"]
    regs = -(-max(regs, 1) // t["granule"]) * t["granule"]
    by_regs = min(t["max_waves"], t["regs"] // regs)
    by_lds = t["max_waves"]
    if fig.get("lds"):
        groups = t["lds"] // fig["lds"]
        by_lds = min(by_lds, -(-groups * num_warps // 4))
    return by_regs, by_lds


def load_corpus(realworld):
    """The corpus's runner module (base_cmd, opts) and its cases."""
    sys.path.insert(0, os.path.abspath(realworld))
    spec = importlib.util.spec_from_file_location("rw_run", os.path.join(realworld, "run.py"))
    run = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(run)
    cases = run.C.CASES if hasattr(run.C, "CASES") else run.C.cases()
    return run, cases


def selected(cases, only):
    if not only:
        return cases
    names = set(only.split(","))
    return [c for c in cases if c["name"] in names]


def with_2g(run, case, cmd):
    """`cmd` (run.base_cmd's) with `:2g` on the signature entries of the
    case's array arguments (numpy arrays and pointer tables: fresh
    allocations, each under 2 GiB)."""
    C = run.C
    i = cmd.index("--signature") + 1
    entries = C.signature(case).split(",")
    if len(entries) != len(case["args"]):
        return cmd  # a hand-written signature that does not map 1:1
    arrays = [isinstance(a, (C.np.ndarray, C.PtrTable)) for a in case["args"]]
    entries = [e + ":2g" if arr and e.startswith("*") else e
               for e, arr in zip(entries, arrays)]
    return cmd[:i] + [",".join(entries)] + cmd[i + 1:]


def mode_tilec(args):
    run, cases = load_corpus(args.realworld)
    out = {}
    with tempfile.TemporaryDirectory() as d:
        for case in selected(cases, args.only):
            nw, ns = run.opts(case, "hip")
            base = run.base_cmd(args.tilec, case)
            if not args.no_2g:
                base = with_2g(run, case, base)
            for t in args.targets.split(","):
                cmd = base + [
                    "--target", t, "--num-warps", str(nw), "--num-stages", str(ns), "--stats",
                    "-o", os.path.join(d, "k.hsaco")]
                p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
                m = re.search(r"vgpr=(\d+) agpr=(\d+) sgpr=(\d+) lds=(\d+) scratch=(\d+)", p.stdout)
                key = f"{case['name']}|{t}"
                if p.returncode or not m:
                    out[key] = {"error": (p.stderr.strip().splitlines() or ["no statistics"])[0][:300]}
                else:
                    vgpr, agpr, sgpr, lds, scratch = map(int, m.groups())
                    out[key] = dict(vgpr=vgpr, agpr=agpr, sgpr=sgpr, scratch=scratch, lds=lds,
                                    num_warps=nw)
                    asm_cmd = base + [
                        "--target", t, "--num-warps", str(nw), "--num-stages", str(ns),
                        "--emit", "asm", "-o", os.path.join(d, "k.s")]
                    q = subprocess.run(asm_cmd, capture_output=True, text=True, timeout=600)
                    if q.returncode == 0:
                        asm = open(os.path.join(d, "k.s")).read()
                        out[key].update(instruction_counts(asm))
                        save_asm(args.asm_dir, key, asm)
                print(key, out[key], flush=True)
    json.dump(out, open(args.output, "w"), indent=1, sort_keys=True)


def amdgcn_figures(asm):
    """The kernel's figures from the amdhsa metadata of Triton's amdgcn text."""
    def field(name):
        m = re.search(rf"\.{name}:\s+(\d+)", asm)
        return int(m.group(1)) if m else None
    return dict(vgpr=field("vgpr_count"), agpr=field("agpr_count") or 0, sgpr=field("sgpr_count"),
                scratch=field("private_segment_fixed_size"), lds=field("group_segment_fixed_size"))


def save_asm(asm_dir, key, asm):
    if asm_dir:
        os.makedirs(asm_dir, exist_ok=True)
        with open(os.path.join(asm_dir, key.replace("|", "__") + ".s"), "w") as f:
            f.write(asm)


def mode_triton(args):
    """GPU machine (torch + Triton 3.6). Each kernel is bound to its case's arguments exactly as
    the corpus's `run.py triton` launches it (CUDA tensors, so pointer alignments specialize as on
    a real device), then compiled with `warmup` while the active driver reports the AMD target."""
    import numpy as np
    import torch
    import triton
    import triton.language as tl
    from triton.backends.compiler import GPUTarget
    from triton.runtime import driver

    run, cases = load_corpus(args.realworld)
    C = run.C
    active = driver.active
    real = getattr(active, "_obj", None) or active  # the driver behind a lazy proxy, if any
    out = {}
    for case in selected(cases, args.only):
        nw, ns = run.opts(case, "hip")
        try:
            spec = importlib.util.spec_from_file_location("rw_" + case["file"][:-3],
                                                          os.path.join(run.KDIR, case["file"]))
            mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(mod)
            fn = getattr(mod, case["kernel"])
            while not isinstance(fn, triton.runtime.jit.JITFunction):  # autotune/heuristics wrappers
                fn = fn.fn
            extra = [torch.from_numpy(np.ascontiguousarray(a).copy()).cuda() for a in case.get("extra", [])]
            targs = []
            for a in case["args"]:
                if isinstance(a, np.ndarray):
                    targs.append(torch.from_numpy(np.ascontiguousarray(a).copy()).cuda())
                elif isinstance(a, C.PtrTable):
                    targs.append(torch.tensor([extra[i].data_ptr() for i in a.idx], dtype=torch.int64,
                                              device="cuda"))
                elif isinstance(a, C.Scalar):
                    targs.append(a.value)
                else:
                    targs.append(a)
            for dst, src in case.get("aliases", {}).items():
                targs[dst] = targs[src]
            case_t = dict(case, const={k: (getattr(tl, v.name) if isinstance(v, C.Dtype) else v)
                                       for k, v in case["const"].items()})
            params = [(p.name, p.is_constexpr, p.has_default) for p in fn.params]
            kw = dict(C.bind_params(case_t, params, targs))
            for name, v in (("num_warps", nw), ("num_stages", ns)):
                kw.setdefault(name, v)
        except Exception as e:  # the case does not bind: every target reports it
            for t in args.targets.split(","):
                out[f"{case['name']}|{t}"] = {"error": f"{type(e).__name__}: {str(e)[:300]}"}
            continue
        for t in args.targets.split(","):
            key = f"{case['name']}|{t}"
            warp = 64 if t.startswith("gfx9") else 32
            real.get_current_target = lambda t=t, warp=warp: GPUTarget("hip", t, warp)
            fn.device_caches.clear()  # binders are made per target
            try:
                kernel = fn.warmup(grid=tuple(case["grid"]), **kw)
                if hasattr(kernel, "result"):
                    kernel = kernel.result()
                out[key] = amdgcn_figures(kernel.asm["amdgcn"])
                out[key].update(instruction_counts(kernel.asm["amdgcn"]), num_warps=nw)
                save_asm(args.asm_dir, key, kernel.asm["amdgcn"])
                if args.asm_dir and "ttgir" in kernel.asm:
                    save_asm(args.asm_dir, key + ".ttgir", kernel.asm["ttgir"])
                # Triton's LDS is dynamic (extern), so the metadata's fixed
                # group segment says 0: the launch's size is metadata.shared.
                shared = getattr(kernel.metadata, "shared", None)
                if shared is not None:
                    out[key]["lds"] = max(out[key]["lds"] or 0, int(shared))
            except Exception as e:
                out[key] = {"error": f"{type(e).__name__}: {str(e).splitlines()[0][:300] if str(e) else ''}"}
            print(key, out[key], flush=True)
        del real.get_current_target
        fn.device_caches.clear()
    json.dump(out, open(args.output, "w"), indent=1, sort_keys=True)


def occupancy(fig, target):
    """Waves per SIMD (the smaller of the register and LDS limits), or None
    where the figures lack what the model needs."""
    if target not in OCCUPANCY or fig.get("vgpr") is None:
        return None
    by_regs, by_lds = waves_per_simd(fig, target, fig.get("num_warps", 4))
    return min(by_regs, by_lds)


def classify(a, b, target):
    """Why tilec's extra VGPRs (a: tilec, b: Triton) do or do not cost: the
    verdict for a pair where tilec uses more."""
    wa, wb = occupancy(a, target), occupancy(b, target)
    if wa is None or wb is None:
        return "unknown"
    if wa < wb:
        return f"occupancy lost ({wa} vs {wb} waves/SIMD)"
    if "loop_insts" not in a or "loop_insts" not in b:
        return f"same occupancy ({wa} waves/SIMD), instructions not counted"
    fewer = a["loop_insts"] <= b["loop_insts"] and a["insts"] <= b["insts"]
    what = "no more" if fewer else "more"
    return (f"same occupancy ({wa} waves/SIMD), {what} instructions "
            f"(loops {a['loop_insts']} vs {b['loop_insts']}, all {a['insts']} vs {b['insts']})")


def mode_report(args):
    ours = json.load(open(args.tilec_json))
    theirs = json.load(open(args.triton_json))
    print("| case | target | VGPR tilec / Triton | AGPR | scratch bytes | LDS bytes | waves/SIMD | "
          "loop instructions |")
    print("|---|---|---|---|---|---|---|---|")
    more_vgpr, more_scratch, fewer_vgpr, pairs, errors = [], [], [], 0, []
    verdicts = {}
    for key in sorted(set(ours) | set(theirs)):
        a, b = ours.get(key, {"error": "not compiled"}), theirs.get(key, {"error": "not compiled"})
        name, target = key.split("|")
        if "error" in a or "error" in b:
            errors.append(f"{key}: tilec: {a.get('error', 'ok')}; Triton: {b.get('error', 'ok')}")
            continue
        pairs += 1
        wa, wb = occupancy(a, target), occupancy(b, target)
        print(f"| {name} | {target} | {a['vgpr']} / {b['vgpr']} | {a['agpr']} / {b['agpr']} | "
              f"{a['scratch']} / {b['scratch']} | {a['lds']} / {b['lds']} | {wa} / {wb} | "
              f"{a.get('loop_insts', '-')} / {b.get('loop_insts', '-')} |")
        if a["vgpr"] > b["vgpr"]:
            verdict = classify(a, b, target)
            verdicts.setdefault(verdict.split(" (")[0], []).append(key)
            more_vgpr.append(f"{key} ({a['vgpr']} vs {b['vgpr']}): {verdict}")
        elif a["vgpr"] < b["vgpr"]:
            fewer_vgpr.append(key)
        if a["scratch"] > b["scratch"]:
            more_scratch.append(f"{key} ({a['scratch']} vs {b['scratch']} bytes)")
    print(f"\n{pairs} pairs compiled by both: tilec uses more VGPRs on {len(more_vgpr)}, fewer on "
          f"{len(fewer_vgpr)}; more scratch on {len(more_scratch)}.")
    for verdict, keys in sorted(verdicts.items()):
        print(f"- more VGPRs, {verdict}: {len(keys)}")
    for title, items in (("More VGPRs than Triton", more_vgpr), ("More scratch than Triton", more_scratch),
                         ("Not compiled by one of them", errors)):
        if items:
            print(f"\n{title}:")
            for item in items:
                print(f"- {item}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="mode", required=True)
    for mode in ("tilec", "triton"):
        p = sub.add_parser(mode)
        p.add_argument("--realworld", required=True, help="the corpus folder (run.py, cases.py, kernels/)")
        p.add_argument("--targets", default=TARGETS)
        p.add_argument("--only", default="")
        p.add_argument("-o", "--output", required=True)
        p.add_argument("--asm-dir", default="", help="also write each case's assembly there")
        if mode == "tilec":
            p.add_argument("--tilec", required=True)
            p.add_argument("--no-2g", action="store_true",
                           help="compile array arguments without the :2g hint")
    p = sub.add_parser("report")
    p.add_argument("tilec_json")
    p.add_argument("triton_json")
    args = ap.parse_args()
    {"tilec": mode_tilec, "triton": mode_triton, "report": mode_report}[args.mode](args)


if __name__ == "__main__":
    main()
