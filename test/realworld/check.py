"""The real-world kernel corpus (../shared/realworld beside the checkout) as a
regression test: runs its `compile` mode (tile IR and all six targets) and its
`interp` mode (the interpreter against float64 references) with this build's
tilec, and fails if a case listed in expected.txt for a mode does not pass.
Cases that pass but are not listed are reported, not failed (add them with
--update). Without the corpus it prints why and succeeds.

    /usr/bin/python3 test/realworld/check.py --tilec build/bin/tilec [--update]
"""
import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
TARGETS = "gfx90a,gfx942,gfx950,gfx1100,gfx1201,sm_90a"
MODES = ("compile", "interp")


def run_mode(run_py, mode, tilec):
    cmd = [sys.executable, str(run_py), mode, "--tilec", tilec]
    if mode == "compile":
        cmd += ["--targets", TARGETS]
    start = time.time()
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    results = {}
    for line in proc.stdout.splitlines():
        m = re.match(r"(PASS|FAIL|SKIP) ([A-Za-z0-9_]+)", line)
        if m:
            results[m.group(2)] = (m.group(1), line)
    return results, proc.stdout, time.time() - start


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tilec", default=os.environ.get("TILEC_BIN", str(REPO / "build" / "bin" / "tilec")))
    ap.add_argument("--corpus", default=os.environ.get("TILEC_REALWORLD", str(REPO.parent / "shared" / "realworld")))
    ap.add_argument("--expected", default=str(HERE / "expected.txt"))
    ap.add_argument("--update", action="store_true", help="rewrite expected.txt with the cases that pass now")
    args = ap.parse_args()

    run_py = Path(args.corpus) / "run.py"
    if not run_py.is_file():
        print(f"realworld: skipped: no corpus at {args.corpus} (set TILEC_REALWORLD to its folder)")
        return 0
    if not os.access(args.tilec, os.X_OK):
        print(f"realworld: tilec not found at {args.tilec}")
        return 1

    expected = {m: set() for m in MODES}
    if Path(args.expected).is_file():
        for line in Path(args.expected).read_text().splitlines():
            line = line.split("#", 1)[0].strip()
            if line:
                mode, name = line.split()
                expected[mode].add(name)

    status = 0
    passing = {}
    for mode in MODES:
        results, output, secs = run_mode(run_py, mode, args.tilec)
        passing[mode] = sorted(n for n, (s, _) in results.items() if s == "PASS")
        counted = [n for n, (s, _) in results.items() if s != "SKIP"]
        print(f"realworld {mode}: {len(passing[mode])}/{len(counted)} pass ({secs:.0f} s)")
        if not results:
            print(output[-3000:])
            status = 1
            continue
        for name in sorted(expected[mode]):
            state, line = results.get(name, ("MISSING", f"{name}: not run"))
            if state != "PASS":
                print(f"  REGRESSION ({mode}): {line}")
                status = 1
        new = [n for n in passing[mode] if n not in expected[mode]]
        if new:
            print(f"  newly passing ({mode}, not in expected.txt): {' '.join(new)}")
        for name, (state, line) in sorted(results.items()):
            if state == "FAIL" and name not in expected[mode]:
                print(f"  known failure ({mode}): {line[:300]}")

    if args.update:
        lines = ["# Cases of the real-world corpus (../shared/realworld) that must pass, per mode:",
                 "# test/realworld/check.py fails if one of them does not. Regenerate with --update."]
        for mode in MODES:
            lines += [f"{mode} {n}" for n in passing[mode]]
        Path(args.expected).write_text("\n".join(lines) + "\n")
        print(f"realworld: wrote {args.expected}")
        return 0
    return status


if __name__ == "__main__":
    sys.exit(main())
