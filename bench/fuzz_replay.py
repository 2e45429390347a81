"""Replays on a GPU the generated kernels recorded on the CPU
(test/fuzz/gen/run.py record, made by bench/prepare.sh): for each record,
regenerates the case from its seed (test/fuzz/gen/kernelgen.py: source,
inputs, poisoned outputs; checked against the record's fingerprint, so a
different numpy stream cannot go unnoticed), launches every code object
variant (num_stages 1-4 at two warp counts) through tilec's runtime
(libtilec_rt.so) with its own num_warps, and compares each output with what
the reference interpreter produced: exactly where the generator's reference is
exact (integers, max/min, one-contribution atomics, table lookups), else within
twice the generator's float64 error bound. Every mismatch prints a reproducer.

usage: fuzz_replay.py RECORDS LIBTILEC_RT [--json OUT.json]

RECORDS is the directory run.py record wrote, or a tar archive of it
(bench/prepare.sh packs 2,000 records into artifacts/fuzz.tar.xz: about
87 MB as files, 13 MB packed).
"""

import json
import shlex
import sys
import tarfile
import tempfile
from pathlib import Path

import numpy as np
import torch

from tilec_gpu import Runtime, ptr_arg, scalar_arg

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "test" / "fuzz" / "gen"))

import kernelgen  # noqa: E402


def reproducer(rec, entry, case, v, detail):
    cmd = ["build/bin/tilec", "compile", str(rec / entry["file"]), *case.tilec_options(),
           "--target", entry["target"], "--num-warps", str(v["num_warps"]), "--num-stages",
           str(v["num_stages"]), "-o", "k.bin"]
    return (f"seed {entry['seed']} ({entry['family']}: {'; '.join(entry['features'])})\n"
            f"  source:  {rec / entry['file']}  (regenerate: test/fuzz/gen/run.py show --seed "
            f"{entry['seed']})\n"
            f"  compile: {' '.join(shlex.quote(str(c)) for c in cmd)}\n"
            f"  launch:  grid {tuple(entry['grid'])}, num_warps {v['num_warps']}, block "
            f"{v['num_warps'] * 32} threads\n"
            f"  {detail}")


# Unsigned types older PyTorch cannot hold travel as the signed type of their width.
SIGNED_VIEW = {np.dtype(np.uint16): np.int16, np.dtype(np.uint32): np.int32,
               np.dtype(np.uint64): np.int64}


def to_device(a):
    a = np.ascontiguousarray(np.array(a, copy=True))
    view = SIGNED_VIEW.get(a.dtype)
    return torch.from_numpy(a.view(view) if view else a).cuda(), a.dtype


def replay_variant(rt, rec, entry, case, v, modules):
    key = (v["file"], entry["kernel"])
    if key not in modules:
        modules[key] = rt.load((rec / v["file"]).read_bytes(), entry["kernel"])
    kernel = modules[key]
    args, tensors = [], {}
    for i, a in enumerate(case.args):
        if a.is_ptr:
            tensors[i] = to_device(a.value)
            args.append(ptr_arg(tensors[i][0]))
        else:
            args.append(scalar_arg(a.sig, a.value))
    kernel.launch(entry["grid"], v["num_warps"], args)
    torch.cuda.synchronize()
    got = {i: tensors[i][0].cpu().numpy().view(tensors[i][1]) for i in case.outputs}
    interp = {i: np.load(rec / entry["args"][i]["expected"]) for i in case.outputs}
    return kernelgen.check_against_run(case, got, interp)


def unpack(path):
    """A records directory, or the one directory inside a tar archive of it."""
    if path.is_dir():
        return path
    tmp = Path(tempfile.mkdtemp(prefix="tilec-fuzz-records-"))
    with tarfile.open(path) as tar:
        if hasattr(tarfile, "data_filter"):  # Python 3.12: no links out of tmp
            tar.extractall(tmp, filter="data")
        else:
            tar.extractall(tmp)
    tops = [p for p in tmp.iterdir() if p.is_dir()]
    return tops[0] if len(tops) == 1 else tmp


def main():
    records, lib = unpack(Path(sys.argv[1])), sys.argv[2]
    out_json = sys.argv[sys.argv.index("--json") + 1] if "--json" in sys.argv else None
    rt = Runtime(lib)
    print(f"device: {rt.name} ({rt.target})")
    results = []
    for rec in sorted(p for p in records.glob("k*") if (p / "case.json").exists()):
        entry = json.loads((rec / "case.json").read_text())
        case = kernelgen.generate(entry["seed"])
        name = f"seed {entry['seed']} {entry['family']}"
        if case.fingerprint() != entry["fingerprint"] or case.source != (
                rec / entry["file"]).read_text():
            results.append({"case": rec.name, "test": name, "status": "FAIL",
                            "detail": "the regenerated case differs from the record (another "
                                      "numpy/Python stream or generator version): re-record"})
            continue
        modules = {}
        for v in entry["binaries"]:
            label = f"{name} [w{v['num_warps']} s{v['num_stages']}]"
            base = {"case": rec.name, "test": label, "seed": entry["seed"],
                    "num_warps": v["num_warps"], "num_stages": v["num_stages"]}
            if v["file"] is None:  # a compiler failure, reported when the record was made
                first = [ln for ln in (v.get("error") or "").splitlines() if "error" in ln]
                results.append({**base, "status": "not compiled",
                                "detail": first[0] if first else ""})
                continue
            try:
                msgs = replay_variant(rt, rec, entry, case, v, modules)
            except Exception as e:  # a load or launch failure is a failed variant
                msgs = [f"{type(e).__name__}: {e}"]
            results.append({**base, "status": "FAIL" if msgs else "pass",
                            "detail": "" if not msgs else reproducer(rec, entry, case, v,
                                                                       "\n  ".join(msgs[:6]))})
    for r in results:
        if r["status"] == "FAIL":
            print(f"FAIL {r['test']}\n  {r['detail']}\n")
        elif r["status"] != "pass":
            print(f"{r['status']}: {r['test']}: {r['detail']}")
    for stages in sorted({r["num_stages"] for r in results if "num_stages" in r}):
        sel = [r for r in results if r.get("num_stages") == stages]
        print(f"  num_stages {stages}: {sum(r['status'] == 'pass' for r in sel)} passed, "
              f"{sum(r['status'] == 'FAIL' for r in sel)} failed")
    passed = sum(r["status"] == "pass" for r in results)
    failed = sum(r["status"] == "FAIL" for r in results)
    uncompiled = sum(r["status"] == "not compiled" for r in results)
    kernels = len({r["case"] for r in results})
    print(f"fuzz replay ({kernels} kernels, {uncompiled} variants tilec failed to compile when "
          f"recorded): {passed} passed, {failed} failed")
    if out_json:
        Path(out_json).write_text(json.dumps({"device": rt.name, "results": results}, indent=1))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
