"""The generated-kernel campaign on the GPU machine, compiled there.

For seeds S .. S+N-1 (test/fuzz/gen/kernelgen.py): generates the kernel and
its inputs, runs it on tilec's CPU interpreter, compiles it with the given
tilec (the release package's, for the device's own target) at K sampled
(num_warps, num_stages) settings (kernelgen.variants: always its default warp
count at num_stages 1, the others drawn from num_stages 1-4 and the warp counts
its tiles allow), launches every code object through tilec's runtime
(libtilec_rt.so) and compares each output with the generator's float64 numpy
reference (dtype-aware bounds: kernelgen.check_against_reference). The
interpreter's outputs are compared with the same reference. Compiles and
interpreter runs go in parallel (--jobs, default: every core); launches run
one after another. Every mismatch, compile failure or crash prints a
reproducer; the exit status is 1 if there was any.

Unlike fuzz_replay.py, nothing is recorded on the development machine: the
development machine's job is CI's sample (test/fuzz/gen/test_generated.py).

usage: fuzz_campaign.py --tilec PKG/bin/tilec --lib PKG/lib/libtilec_rt.so
                        [--count 2000] [--seed 1000000] [--settings 3]
                        [--jobs N] [--time-limit SECONDS] [--json OUT.json]
"""

import argparse
import json
import os
import random
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FuturesTimeout
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "test" / "fuzz" / "gen"))
# A tilec command past 120 CPU-seconds is a hang, reported with its reproducer
# (the driver's default, 300, is for loaded development machines).
os.environ.setdefault("TILEC_FUZZ_TIMEOUT", "120")

import driver  # noqa: E402
import kernelgen  # noqa: E402

def prepare(seed, target, settings, workroot):
    """CPU part of one seed: generate, interpreter run, compiles. Returns a dict."""
    start = time.time()
    try:
        out = _prepare(seed, target, settings, workroot)
    except Exception:  # a generator or driver exception fails this seed, not the run
        import traceback
        out = {"seed": seed, "family": "?", "case": None, "src": None, "variants": [],
               "interp_ok": False,
               "fails": [f"seed {seed}: exception in the generator or driver (regenerate: "
                         f"test/fuzz/gen/run.py show --seed {seed})\n{traceback.format_exc()}"]}
    out["seconds"] = time.time() - start
    if out["seconds"] > 30:
        print(f"  slow: seed {seed} ({out['family']}) took {out['seconds']:.0f} s "
              "(interpreter + compiles)", flush=True)
    return out


def _prepare(seed, target, settings, workroot):
    case = kernelgen.generate(seed)
    work = Path(workroot) / f"k{seed:08d}"
    src = driver.write_source(case, work)
    out = {"seed": seed, "family": case.family, "case": case, "src": str(src), "variants": [],
           "fails": []}
    res, bufs = driver.run_interp(case, src, work)
    if not res.ok:
        out["fails"].append(driver.reproducer(case, src, res, f"interpreter: {res.what}"))
    else:
        msgs = kernelgen.check_against_reference(case, bufs)
        if msgs:
            out["fails"].append(driver.reproducer(case, src, res, "interpreter vs numpy "
                                                  "reference:\n" + "\n".join(msgs)))
    out["interp_ok"] = not out["fails"]
    r = random.Random(seed * 7919 + 1)
    for w, s in kernelgen.variants(case, r, settings):
        binary = work / f"w{w}s{s}.bin"
        res = driver._run(driver.compile_argv(case, src, [target], w, s, binary))
        v = {"num_warps": w, "num_stages": s, "file": str(binary) if res.ok else None}
        if not res.ok:
            v["error"] = driver.reproducer(case, src, res, f"compile w{w} s{s}: {res.what}")
        out["variants"].append(v)
    return out


def launch(rt, case, prep, v):
    """Runs one code object; returns mismatch messages (empty: right)."""
    import torch
    from fuzz_replay import to_device  # the replay's host-to-device copy (unsigned as signed)
    from tilec_gpu import ptr_arg, scalar_arg
    kernel = rt.load(Path(v["file"]).read_bytes(), case.kernel)
    args, tensors = [], {}
    for i, a in enumerate(case.args):
        if a.is_ptr:
            tensors[i] = to_device(a.value)
            args.append(ptr_arg(tensors[i][0]))
        else:
            args.append(scalar_arg(a.sig, a.value))
    kernel.launch(case.grid, v["num_warps"], args)
    torch.cuda.synchronize()
    got = {i: tensors[i][0].cpu().numpy().view(tensors[i][1]) for i in case.outputs}
    return kernelgen.check_against_reference(case, got)


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--tilec", required=True)
    p.add_argument("--lib", help="libtilec_rt.so; without it only the CPU part runs "
                   "(interpreter and compiles for --target), to try the script without a GPU")
    p.add_argument("--target", help="target to compile for (default: the device's)")
    p.add_argument("--count", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1_000_000)
    p.add_argument("--settings", type=int, default=3)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 4)
    p.add_argument("--time-limit", type=float, default=0,
                   help="seconds for the CPU part: seeds not started by then are left out "
                        "(and the report says how many ran)")
    p.add_argument("--json")
    a = p.parse_args()
    os.environ["TILEC_BIN"] = str(Path(a.tilec).resolve())
    rt = None
    if a.lib:
        from tilec_gpu import Runtime
        rt = Runtime(a.lib)
    # The JIT's choice for the device (h200.sh passes it: sm_90a on an H200,
    # where the runtime reports the plain architecture sm_90).
    target = a.target or (rt.target if rt else "sm_90a")
    print(f"device: {rt.name if rt else 'none'} ({target}); tilec {a.tilec}; seeds {a.seed}.."
          f"{a.seed + a.count - 1}, {a.settings} settings each, {a.jobs} jobs", flush=True)
    seeds = list(range(a.seed, a.seed + a.count))
    t0 = time.time()
    fails, results = [], []
    with tempfile.TemporaryDirectory(prefix="tilec-campaign-",
                                     ignore_cleanup_errors=True) as root:
        ex = ThreadPoolExecutor(max_workers=a.jobs)
        futures = [ex.submit(prepare, s, target, a.settings, root) for s in seeds]
        # With a time limit, the kernels not done when the CPU part's time is up
        # are left out (the report counts only those that ran; one still running
        # is named, since a kernel that slow is a finding of its own).
        deadline = t0 + a.time_limit if a.time_limit else None
        done = 0
        for f in futures:
            try:
                f.result(timeout=None if deadline is None else max(deadline - time.time(), 0.001))
            except FuturesTimeout:
                break
            done += 1
            if done % 200 == 0:
                print(f"  {done}/{len(seeds)} kernels prepared, {time.time() - t0:.0f} s",
                      flush=True)
        preps = [f.result() for f in futures if f.done() and not f.cancelled()]
        late = [s for s, f in zip(seeds, futures) if f.running()]
        if late:
            print(f"time limit: {len(preps)} of {len(seeds)} kernels prepared; still running: "
                  f"seeds {late[:16]}", flush=True)
        ex.shutdown(wait=False, cancel_futures=True)
        t_prep = time.time() - t0
        print(f"prepared {len(preps)} kernels (interpreter + compiles) in {t_prep:.0f} s",
              flush=True)
        t1 = time.time()
        for prep in preps:
            fails += prep["fails"]
            case = prep["case"]
            for v in prep["variants"]:
                row = {"seed": prep["seed"], "family": prep["family"],
                       "num_warps": v["num_warps"], "num_stages": v["num_stages"]}
                if v["file"] is None:
                    row["status"] = "compile error"
                    fails.append(v["error"])
                elif rt is None:
                    row["status"] = "compiled"
                else:
                    try:
                        msgs = launch(rt, case, prep, v)
                    except Exception as e:  # a load or launch failure is a failed variant
                        msgs = [f"{type(e).__name__}: {e}"]
                    row["status"] = "FAIL" if msgs else "pass"
                    if msgs:
                        fails.append(driver.reproducer(
                            case, prep["src"], None,
                            f"GPU ({target}) w{v['num_warps']} s{v['num_stages']}, grid "
                            f"{case.grid}:\n" + "\n".join(msgs[:6])))
                results.append(row)
        t_gpu = time.time() - t1
    for f in fails:
        print(f"FAIL {f}\n")
    good = "compiled" if rt is None else "pass"
    by_stages = {}
    for row in results:
        by_stages.setdefault(row["num_stages"], []).append(row["status"] == good)
    for s in sorted(by_stages):
        ok = by_stages[s]
        print(f"  num_stages {s}: {sum(ok)} of {len(ok)} variants "
              f"{'compiled' if rt is None else 'right'}")
    interp_ok = sum(p["interp_ok"] for p in preps)
    passed = sum(r["status"] == good for r in results)
    print(f"fuzz campaign: {len(preps)} kernels; interpreter {interp_ok}/{len(preps)} right; "
          f"{'compiled' if rt is None else 'GPU'} {passed}/{len(results)} variants "
          f"{'' if rt is None else 'right '} ({len(results) - passed} failed or did not "
          f"compile); {t_prep:.0f} s preparing, {t_gpu:.0f} s on the GPU")
    if a.json:
        Path(a.json).write_text(json.dumps({
            "device": rt.name if rt else None, "target": target, "seed": a.seed,
            "count": len(preps), "requested": a.count,
            "settings": a.settings, "late": late, "interp_right": interp_ok, "variants": len(results),
            "variants_right": passed, "failures": fails, "results": results}, indent=1))
    sys.stdout.flush()
    if late:
        # Threads still waiting on the late kernels' tilec processes would keep
        # the interpreter from exiting until they end; those are abandoned.
        os._exit(1 if fails or late else 0)
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
