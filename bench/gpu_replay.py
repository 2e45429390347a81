"""Replays on a GPU every end-to-end test case recorded on the CPU
(test/e2e with TILEC_RECORD_DIR): loads the case's code object through tilec's
own runtime (libtilec_rt.so), launches it on the recorded inputs and compares
each buffer with what the reference interpreter produced for the same inputs
(which the e2e test itself checked against a float64 reference).

Each case has code objects for several pipeline settings ("binaries" in
case.json: {"file", "num_warps", "num_stages"} entries, num_stages 1-4 at two
warp counts; records made before that list plain file names, launched with
the case's num_warps); every variant is launched with its own num_warps and
reported on its own line.

With --jit, the code is not the recorded code objects but what tilec's JIT
compiles on this machine: LIB is then a libtilec.so with the compiler (a
release package's lib/libtilec.so), and each variant's kernel source,
signature, constexprs, num_warps and num_stages go through the Python
package's C API (tilec.library().compile, 8 at a time) for the device's own
target (sm_90a on an H200); the compile times are reported too.

usage: gpu_replay.py CASES_DIR LIB [--jit] [--json OUT.json]
"""

import json
import os
import statistics
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import torch

from tilec_gpu import Runtime, ptr_arg, scalar_arg

REPO = Path(__file__).resolve().parents[1]

# ||gpu - interp|| / ||interp|| bounds, by buffer element type. The GPU may
# contract into FMAs, reduce in another order and use the hardware exp2; the
# interpreter rounds fp32 dot operands to tf32 where the kernel asks for it.
TOL = {"fp64": 1e-9, "fp32": 2e-3, "fp16": 5e-3, "bf16": 3e-2}


def compare(elem, got, want, scale=1.0):
    """`scale` (the record's "replay_scale"): the test checked this output on the
    scale of the terms it cancels, this many times the result's norm."""
    if elem in ("bf16",):
        got = (got.astype(np.uint32) << 16).view(np.float32)
        want = (want.astype(np.uint32) << 16).view(np.float32)
        elem = "bf16"
    if got.dtype.kind in "iub" and elem not in TOL:
        bad = int((got != want).sum())
        return bad == 0, f"{bad} of {got.size} elements differ" if bad else "exact"
    g = got.astype(np.float64)
    w = want.astype(np.float64)
    nan = np.isnan(g) != np.isnan(w)
    if nan.any():
        return False, f"{int(nan.sum())} NaN mismatches (unwritten or bad math)"
    # Infinities (e.g. the -inf log-sum-exp of an empty split) must match exactly.
    inf = np.isinf(w) | np.isinf(g)
    if (g[inf] != w[inf]).any():
        return False, f"{int((g[inf] != w[inf]).sum())} infinity mismatches"
    mask = ~np.isnan(w) & ~inf
    denom = (np.linalg.norm(w[mask]) or 1.0) * max(scale, 1.0)
    err = float(np.linalg.norm(g[mask] - w[mask]) / denom)
    return err <= TOL.get(elem, 2e-3), f"rel err {err:.2e}"


def variants(entry):
    """The case's code objects as {"file", "num_warps", "num_stages", "label"}
    dicts; "file" is None (with "unsupported": tilec's message) for a setting
    the compiler refused. Old records list file names: the case's num_warps,
    num_stages 2 for kernel.s2.bin."""
    out = []
    for b in entry.get("binaries", ["kernel.bin"]):
        if isinstance(b, str):
            out.append({"file": b, "num_warps": entry["num_warps"],
                        "num_stages": 2 if b == "kernel.s2.bin" else 1,
                        "label": "" if b == "kernel.bin" else f" [{b}]"})
        else:
            out.append({**b, "label": f" [w{b['num_warps']} s{b['num_stages']}]"})
    return out


def first_line(text):
    lines = [ln for ln in (text or "").strip().splitlines() if "error" in ln] or \
        (text or "").strip().splitlines() or [""]
    return lines[0]


class JitCompiler:
    """Compiles the recorded variants on this machine through the tilec
    package (the same library file as the Runtime, so one process state),
    several at once (the C calls release the GIL; the compiler is
    thread-safe)."""

    def __init__(self, lib, jobs=8):
        os.environ["TILEC_LIBRARY"] = str(Path(lib).resolve())
        import tilec
        self.lib = tilec.library()
        if not self.lib.has_compiler:
            raise SystemExit(f"--jit: {lib} has no compiler (use libtilec.so)")
        # The device's best target (TILEC_BACKEND_BEST), unless TILEC_REPLAY_TARGET names
        # another one whose cubins the GPU loads (sm_90 on an H200: same major version).
        self.target = os.environ.get("TILEC_REPLAY_TARGET") or self.lib.device(0).target
        self.times_ms = []
        self.pool = ThreadPoolExecutor(max_workers=jobs)
        self.futures = {}

    def _compile(self, entry, num_warps, num_stages):
        path = REPO / entry["file"]
        start = time.perf_counter()
        ck = self.lib.compile(path.read_bytes(), path, entry["kernel"],
                              ",".join(entry["signature"]), entry["constexprs"], self.target,
                              num_warps, num_stages)
        self.times_ms.append((time.perf_counter() - start) * 1e3)
        return ck.binary

    def submit(self, case, entry):
        """Starts the compiles of a case's variants (those recorded as compiled)."""
        for i, v in enumerate(variants(entry)):
            if v["file"] is not None:
                self.futures[(case, i)] = self.pool.submit(self._compile, entry, v["num_warps"],
                                                           v["num_stages"])

    def code_object(self, case, i):
        """The bytes of variant i; raises the compile error."""
        return self.futures[(case, i)].result()


def main():
    cases_dir, lib = Path(sys.argv[1]), sys.argv[2]
    out_json = sys.argv[sys.argv.index("--json") + 1] if "--json" in sys.argv else None
    jit = JitCompiler(lib) if "--jit" in sys.argv else None
    rt = Runtime(lib)
    print(f"device: {rt.name} ({rt.target})" +
          (f"; code compiled here by the JIT for {jit.target}" if jit else ""))
    results = []
    start = time.perf_counter()
    if jit:
        for case in sorted(cases_dir.glob("case*")):
            jit.submit(case, json.loads((case / "case.json").read_text()))
    for case in sorted(cases_dir.glob("case*")):
        entry = json.loads((case / "case.json").read_text())
        name = f"{entry['test']} [{entry['kernel']}]"
        old_format = any(isinstance(b, str) for b in entry.get("binaries", ["kernel.bin"]))
        if not entry["compile_ok"] and old_format:
            first = entry["compile_error"].strip().splitlines()[0] if entry["compile_error"] else ""
            results.append({"case": case.name, "test": name, "status": "unsupported",
                            "detail": first})
            continue
        for vi, v in enumerate(variants(entry)):
            label = name + v["label"]
            if v["file"] is None:
                results.append({"case": case.name, "test": label, "status": "unsupported",
                                "num_warps": v["num_warps"], "num_stages": v["num_stages"],
                                "detail": first_line(v.get("unsupported"))})
                continue
            try:
                if jit:
                    try:
                        image = jit.code_object(case, vi)
                    except Exception as e:  # a compile failure fails the variant
                        raise RuntimeError(f"JIT compile: {type(e).__name__}: {e}"[:500])
                else:
                    image = (case / v["file"]).read_bytes()
                kernel = rt.load(image, entry["kernel"])
                args, buffers = [], {}
                for i, a in enumerate(entry["args"]):
                    if a["type"].startswith("*"):
                        t = torch.from_numpy(np.load(case / a["input"])).cuda()
                        buffers[i] = t
                        args.append(ptr_arg(t))
                    else:
                        args.append(scalar_arg(a["type"], a["value"]))
                kernel.launch(entry["grid"], v["num_warps"], args)
                torch.cuda.synchronize()
                ok, details = True, []
                for i, t in buffers.items():
                    a = entry["args"][i]
                    elem = a["type"][1:].split(":")[0]
                    good, detail = compare(elem, t.cpu().numpy(), np.load(case / a["expected"]),
                                           a.get("replay_scale", 1.0))
                    ok &= good
                    if not good:
                        details.append(f"arg {i}: {detail}")
                results.append({"case": case.name, "test": label,
                                "num_warps": v["num_warps"], "num_stages": v["num_stages"],
                                "status": "pass" if ok else "FAIL",
                                "detail": "; ".join(details)})
            except Exception as e:  # a launch or load failure is a failed case, not a crash
                results.append({"case": case.name, "test": label, "status": "FAIL",
                                "num_warps": v["num_warps"], "num_stages": v["num_stages"],
                                "detail": f"{type(e).__name__}: {e}"})
    for r in results:
        print(f"{r['status']:12s} {r['test']} {r['detail']}")
    counts = {s: sum(r["status"] == s for r in results) for s in ("pass", "FAIL", "unsupported")}
    # Per pipeline setting, so that a failure confined to one shows as such.
    for stages in sorted({r["num_stages"] for r in results if "num_stages" in r}):
        sel = [r for r in results if r.get("num_stages") == stages]
        print(f"  num_stages {stages}: " + ", ".join(
            f"{sum(r['status'] == s for r in sel)} {s}" for s in ("pass", "FAIL", "unsupported")))
    print(f"replay: {counts['pass']} passed, {counts['FAIL']} failed, "
          f"{counts['unsupported']} unsupported on the GPU backend")
    summary = {"device": rt.name, "results": results, "counts": counts}
    if jit and jit.times_ms:
        t = sorted(jit.times_ms)
        wall = time.perf_counter() - start
        summary["jit"] = {"target": jit.target, "compiles": len(t), "total_s": sum(t) / 1e3,
                          "median_ms": statistics.median(t), "max_ms": t[-1],
                          "replay_wall_s": wall}
        print(f"JIT on this machine: {len(t)} compiles for {jit.target}, "
              f"{sum(t) / 1e3:.1f} s of compile time (8 at a time; replay {wall:.0f} s), "
              f"median {statistics.median(t):.0f} ms, max {t[-1]:.0f} ms")
    if out_json:
        Path(out_json).write_text(json.dumps(summary, indent=1))
    return 1 if counts["FAIL"] else 0


if __name__ == "__main__":
    sys.exit(main())
