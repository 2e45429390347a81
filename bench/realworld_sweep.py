"""The real-world corpus (../shared/realworld) across pipeline settings on a GPU.

Software-pipelining bugs are invisible to the interpreter and to a GPU run at
the one setting a case is written with (tutorial 09's persistent matmul was
right at num_stages 1 and wrong at 2 and 3). This compiles every case that
compiles for the target at num_stages 1-4 and two warp counts (the case's
own and half or double of it) and, on the GPU machine, launches each variant
through tilec's runtime with the case's inputs and checks it against the
case's float64 reference (the corpus's own checks).

    # here (compiler present): code objects + manifest
    python3 bench/realworld_sweep.py prepare --realworld ../shared/realworld \
        --tilec build/bin/tilec --art build/sweep-art [--only 'tut09_*,liger_*']
    # on the GPU machine, with build/realworld (a copy of the corpus), build/sweep-art
    # and a libtilec_rt.so carried along:
    python3 bench/realworld_sweep.py run --realworld build/realworld --art build/sweep-art \
        --rt build-rt/lib/libtilec_rt.so

The last line is 'N passed, N failed'; every failure names case, stages, warps.
"""

import argparse
import fnmatch
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent


def load_corpus(root):
    """The corpus's runner module (its cases, binding and checks)."""
    sys.path.insert(0, str(root))
    spec = importlib.util.spec_from_file_location("realworld_run", Path(root) / "run.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def warp_variants(nw):
    other = nw * 2 if nw <= 4 else nw // 2
    return [nw, other]


def selected(cases, only):
    pats = [p for p in only.split(",") if p]
    return [c for c in cases if not pats or any(fnmatch.fnmatch(c["name"], p) for p in pats)]


def prepare(args):
    rw = load_corpus(args.realworld)
    art = Path(args.art)
    art.mkdir(parents=True, exist_ok=True)
    jobs = []
    for case in selected(rw.C.cases(), args.only):
        nw, _ = rw.opts(case, "cuda")
        for warps in warp_variants(nw):
            for stages in (1, 2, 3, 4):
                jobs.append((case, stages, warps))

    def compile_one(job):
        case, stages, warps = job
        out = art / f"{case['name']}.s{stages}.w{warps}.bin"
        cmd = rw.base_cmd(args.tilec, case) + [
            "--target", args.target, "--fp-fusion", "--num-warps", str(warps),
            "--num-stages", str(stages), "-o", str(out)]
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        status, first = rw.classify(p)
        print(f"{status:8s} {case['name']} s{stages} w{warps} {first}", flush=True)
        return {"case": case["name"], "stages": stages, "warps": warps,
                "file": out.name if status == "ok" else None, "status": status, "detail": first}

    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        manifest = list(pool.map(compile_one, jobs))
    (art / "manifest.json").write_text(json.dumps(manifest, indent=1))
    crashes = sum(e["status"] == "CRASH" for e in manifest)
    print(f"prepared {sum(e['file'] is not None for e in manifest)} variants, "
          f"{sum(e['file'] is None for e in manifest)} did not compile ({crashes} crashes)")
    return 0 if crashes == 0 else 1


def run(args):
    import torch
    rw = load_corpus(args.realworld)
    sys.path.insert(0, str(HERE))
    from tilec_gpu import Runtime, ptr_arg, scalar_arg
    rt = Runtime(args.rt)
    C = rw.C
    cases = {c["name"]: c for c in C.cases()}
    manifest = json.loads((Path(args.art) / "manifest.json").read_text())
    passed = failed = skipped = 0
    for e in manifest:
        if e["file"] is None:
            skipped += 1
            continue
        case = cases[e["case"]]
        label = f"{e['case']} num_stages={e['stages']} num_warps={e['warps']}"
        try:
            k = rt.load((Path(args.art) / e["file"]).read_bytes(), case["kernel"])
            sig = C.signature(case).split(",")
            extra = [torch.from_numpy(np.ascontiguousarray(a).copy()).cuda()
                     for a in case.get("extra", [])]
            targs = []
            for a in case["args"]:
                if isinstance(a, np.ndarray):
                    targs.append(torch.from_numpy(np.ascontiguousarray(a).copy()).cuda())
                elif isinstance(a, C.PtrTable):
                    targs.append(torch.tensor([extra[j].data_ptr() for j in a.idx],
                                              dtype=torch.int64, device="cuda"))
                else:
                    targs.append(a.value if isinstance(a, C.Scalar) else a)
            for dst, src in case.get("aliases", {}).items():
                targs[dst] = targs[src]
            cargs = [ptr_arg(a) if isinstance(a, torch.Tensor) else scalar_arg(sig[i], a)
                     for i, a in enumerate(targs)]
            k.launch(tuple(case["grid"]), e["warps"], cargs)
            torch.cuda.synchronize()
            res = {i: (extra[int(i[1:])] if isinstance(i, str) else targs[i]).cpu().numpy()
                   for i in case["outs"]}
            ok, worst, msg = C.check(case, res)
            line = f"{'PASS' if ok else 'FAIL'} {label}: {'WRONG RESULT ' + msg + ' ' if not ok else ''}" \
                   f"err={worst:.2g}xtol"
        except Exception as ex:
            ok = False
            line = f"FAIL {label}: {type(ex).__name__}: {str(ex).splitlines()[0][:300] if str(ex) else ''}"
        passed += ok
        failed += not ok
        if not ok or args.verbose:
            print(line, flush=True)
    print(f"realworld sweep: {skipped} variants did not compile")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=["prepare", "run"])
    ap.add_argument("--realworld", required=True)
    ap.add_argument("--art", required=True)
    ap.add_argument("--tilec", default="build/bin/tilec")
    ap.add_argument("--target", default="sm_90a")
    ap.add_argument("--rt", default="build-rt/lib/libtilec_rt.so")
    ap.add_argument("--only", default="")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    return prepare(args) if args.mode == "prepare" else run(args)


if __name__ == "__main__":
    sys.exit(main())
