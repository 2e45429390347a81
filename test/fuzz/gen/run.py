#!/usr/bin/env python3
"""Command line of the kernel generator (test/fuzz/README.md).

    run.py compile --count N --seed S [--targets T,...] [--jobs 2] [--settings K]
        generate N kernels (seeds S .. S+N-1) and compile each for every
        target at K sampled (num_warps, num_stages) settings (0: all of them),
        plus one tilec-opt IR round trip / re-verification per kernel; fails on
        a crash, an internal error, or any error for a kernel the generator
        promises is valid.
    run.py interp --count N --seed S [--jobs 2]
        run each on the CPU interpreter, as written and after the pipelining
        transform (tilec run --num-stages 2-4), and check it against the
        float64 numpy reference.
    run.py record --count N --seed S --out DIR [--target sm_90a] [--jobs 2]
        for bench/fuzz_replay.py: per kernel its source, case.json, the
        interpreter's outputs and code objects for num_stages 1-4 at two warp
        counts (inputs are regenerated from the seed on the GPU machine).
    run.py show --seed S [--family F] [--out DIR]
        print (or write) one case: source, signature, launch, tilec commands.

--family F focuses compile, interp and show on one family (a seed whose
draw is F gives the same kernel with or without it).

Every failure prints a reproducer (seed, source path, tilec command, launch)."""

import argparse
import hashlib
import random
import shutil
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import driver  # noqa: E402
import kernelgen  # noqa: E402
from tilec_run import find_tilec  # noqa: E402

FAIL_DIR = Path(tempfile.gettempdir()) / "tilec-fuzz-failures"


def _keep(case, tmp):
    """Keeps a failing case's directory (source, .npy files) for reproduction."""
    dest = FAIL_DIR / f"seed{case.seed}"
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(tmp, dest)
    return dest / case.file_name


def _report(case, tmp, outcome, what):
    return _reports(case, tmp, [(outcome, what)])[0]


def _reports(case, tmp, fails):
    """Keeps the case; returns a reproducer per (outcome, what), also written
    next to it (report.txt)."""
    src = _keep(case, tmp)
    texts = [driver.reproducer(case, src, outcome, what) for outcome, what in fails]
    (src.parent / "report.txt").write_text("\n\n".join(texts) + "\n")
    return texts


def compile_one(seed, targets, settings, verify=True, family=None):
    """Returns a list of failure reports (empty: all good)."""
    case = kernelgen.generate(seed, family)
    r = random.Random(seed * 7919 + 1)
    chosen = kernelgen.variants(case, r, settings or None)
    fails = []
    with tempfile.TemporaryDirectory(prefix="tilec-fuzz-") as tmp:
        src = driver.write_source(case, tmp)
        for w, s in chosen:
            res = driver.compile_case(case, src, targets, w, s, tmp)
            if not res.ok:
                what = f"compile num_warps={w} num_stages={s}: {res.what}"
                if len(targets) > 1:  # which targets fail (tilec stops at the first)
                    bad = [t for t in targets if not driver.compile_case(case, src, [t], w, s, tmp).ok]
                    what += f"; fails for {','.join(bad) or 'no target alone'}"
                fails.append((res, what))
        if verify and not fails:
            w, s = chosen[r.randrange(len(chosen))]
            res = driver.verify_ir(case, src, r.choice(targets), w, s, tmp)
            if res is not None and not res.ok:
                fails.append((res, f"IR verification: {res.what}"))
        if fails:
            return _reports(case, tmp, fails)
    return []


def interp_one(seed, family=None):
    """The interpreter as written (num_stages 1) and after the pipelining
    transform (a random num_stages >= 2), each against the numpy reference."""
    case = kernelgen.generate(seed, family)
    stages = [1, random.Random(seed * 31 + 7).choice([2, 3, 4])]
    with tempfile.TemporaryDirectory(prefix="tilec-fuzz-") as tmp:
        src = driver.write_source(case, tmp)
        for s in stages:
            res, bufs = driver.run_interp(case, src, tmp, s)
            if not res.ok:
                return [_report(case, tmp, res, f"interpreter (num_stages {s}): {res.what}")]
            msgs = kernelgen.check_against_reference(case, bufs)
            if msgs:
                return [_report(case, tmp, res, f"interpreter (num_stages {s}) vs numpy "
                                "reference:\n" + "\n".join(msgs))]
    return []


def record_one(seed, out_dir, target):
    """Writes one record; returns failure reports."""
    case = kernelgen.generate(seed)
    d = Path(out_dir) / f"k{seed:08d}"
    if d.exists():
        shutil.rmtree(d)
    d.mkdir(parents=True)
    src = driver.write_source(case, d)
    with tempfile.TemporaryDirectory(prefix="tilec-fuzz-") as tmp:
        res, bufs = driver.run_interp(case, src, tmp)
        if not res.ok:
            shutil.rmtree(d)
            return [_report(case, tmp, res, f"interpreter: {res.what}")]
        msgs = kernelgen.check_against_reference(case, bufs)
        if msgs:
            shutil.rmtree(d)
            return [_report(case, tmp, res, "interpreter vs numpy reference:\n" + "\n".join(msgs))]
    entry = driver.case_json(case)
    entry["target"] = target
    for i, b in bufs.items():
        np.save(d / f"expected{i}.npy", b)
        entry["args"][i]["expected"] = f"expected{i}.npy"
    fails, binaries, seen = [], [], {}
    for w in kernelgen.record_warps(case):
        for s in kernelgen.NUM_STAGES:
            out = Path(d) / f"w{w}s{s}.bin"
            res = driver._run(driver.compile_argv(case, src, [target], w, s, out))
            v = {"num_warps": w, "num_stages": s}
            if not res.ok:
                fails.append(driver.reproducer(case, src, res, f"compile w{w} s{s}: {res.what}"))
                v.update(file=None, error=res.output[-2000:])
            else:
                digest = hashlib.sha256(out.read_bytes()).hexdigest()
                if digest in seen:  # same code as another variant: stored once
                    out.unlink()
                    v["file"] = seen[digest]
                else:
                    seen[digest] = out.name
                    v["file"] = out.name
            binaries.append(v)
    entry["binaries"] = binaries
    driver.dump(entry, d / "case.json")
    return fails


def _guarded(fn):
    """A generator or driver exception is a failure of that seed, not of the run."""
    def call(seed):
        try:
            return fn(seed)
        except Exception:
            import traceback
            return [f"seed {seed}: exception in the generator or driver (regenerate: run.py show "
                    f"--seed {seed})\n{traceback.format_exc()}"]
    return call


def _parallel(fn, seeds, jobs, label):
    guarded = _guarded(fn)
    took = {}

    def timed(seed):
        start = time.time()
        reports = guarded(seed)
        took[seed] = time.time() - start
        return reports

    t0 = time.time()
    fails = []
    done = 0
    with ThreadPoolExecutor(max_workers=jobs) as ex:
        for seed, reports in zip(seeds, ex.map(timed, seeds)):
            done += 1
            for rep in reports:
                print(f"FAIL {rep}\n", flush=True)
            fails += reports
            if done % 50 == 0:
                print(f"  {label}: {done}/{len(seeds)} kernels, {len(fails)} failures, "
                      f"{time.time() - t0:.0f} s", flush=True)
    slow = sorted(took.items(), key=lambda kv: -kv[1])[:5]
    print("  slowest: " + ", ".join(f"seed {s} {t:.1f} s" for s, t in slow))
    return fails, time.time() - t0


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("mode", choices=["compile", "interp", "record", "show"])
    p.add_argument("--count", type=int, default=20)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--targets", default=",".join(kernelgen.TARGETS))
    p.add_argument("--target", default="sm_90a")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--settings", type=int, default=3,
                   help="(num_warps, num_stages) settings compiled per kernel (0: all)")
    p.add_argument("--out")
    p.add_argument("--family", help="force one family (compile, interp, show): "
                   + ", ".join(kernelgen.FAMILIES) + ", pending:<name>")
    a = p.parse_args(argv)
    if a.mode != "show" and find_tilec() is None:
        print("tilec binary not found (set TILEC_BIN or build build/bin/tilec)")
        return 2
    seeds = list(range(a.seed, a.seed + a.count))
    if a.mode == "show":
        case = kernelgen.generate(a.seed, a.family)
        print(case.source)
        print(f"# family {case.family}: {'; '.join(case.features)}")
        print(f"# signature {case.signature}")
        print(f"# constexprs {case.constexprs}")
        print(f"# grid {case.grid}, num_warps {case.num_warps}")
        for i, arg in enumerate(case.args):
            shape = list(np.shape(arg.value)) if arg.is_ptr else arg.value
            print(f"#   arg {i} {arg.name}: {arg.sig} {arg.role} {shape}")
        if a.out:
            d = Path(a.out)
            src = driver.write_source(case, d)
            argv_run, _ = driver.interp_argv(case, src, d)
            print("# " + " ".join(str(x) for x in argv_run))
            print("# " + " ".join(str(x) for x in driver.compile_argv(
                case, src, a.targets.split(","), case.num_warps[0], 1, d / "k.bin")))
        return 0
    if a.mode == "compile":
        targets = a.targets.split(",")
        fails, dt = _parallel(lambda s: compile_one(s, targets, a.settings, family=a.family),
                              seeds, a.jobs, "compile")
    elif a.mode == "interp":
        fails, dt = _parallel(lambda s: interp_one(s, a.family), seeds, a.jobs, "interp")
    else:
        if not a.out:
            p.error("record needs --out DIR")
        out = Path(a.out)
        out.mkdir(parents=True, exist_ok=True)
        fails, dt = _parallel(lambda s: record_one(s, out, a.target), seeds, a.jobs, "record")
        index = {"generator": "test/fuzz/gen/kernelgen.py", "target": a.target, "seed": a.seed,
                 "count": a.count,
                 "cases": sorted(x.name for x in out.glob("k*") if (x / "case.json").exists())}
        driver.dump(index, out / "index.json")
    print(f"{a.mode}: {len(seeds)} kernels in {dt:.0f} s; {len(fails)} failures"
          + (f" (kept under {FAIL_DIR})" if fails else ""))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
