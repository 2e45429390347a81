"""Runs generated cases through tilec: compile for every target at chosen
(num_warps, num_stages) settings, round-trip and re-verify the IR with
tilec-opt, run on the interpreter, and write reproducers."""

import json
import os
import resource
import shlex
import signal
import subprocess
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from gencore import sha256
from tilec_run import REPO_ROOT, find_tilec

# Output that means the compiler itself failed, whatever the exit status.
ICE_MARKERS = ("internal compiler error", "LLVM ERROR", "PLEASE submit a bug report",
               "Stack dump", "Assertion", "UNREACHABLE", "internal front-end error",
               "AddressSanitizer", "runtime error:")
TIMEOUT = float(os.environ.get("TILEC_FUZZ_TIMEOUT", "300"))  # CPU-seconds per command


def tilec_path():
    """$TILEC_BIN or build/bin/tilec, whether or not it exists right now (a
    rebuild replaces it; _run waits for it)."""
    return find_tilec() or os.environ.get("TILEC_BIN") or str(REPO_ROOT / "build" / "bin" / "tilec")


def find_tilec_opt():
    opt = Path(tilec_path()).with_name("tilec-opt")
    return str(opt) if opt.is_file() else None


@dataclass
class Outcome:
    ok: bool
    what: str        # "ok", "crash", "ice", "error", "timeout", "mismatch"
    argv: list
    output: str

    def command(self):
        return " ".join(shlex.quote(str(a)) for a in self.argv)


def _wait_for(binary, seconds=180):
    """A binary being rebuilt is briefly missing: wait for it to come back."""
    import time
    for _ in range(seconds):
        if binary and os.path.isfile(binary):
            return True
        time.sleep(1)
    return False


def _run(argv, cwd=None):
    """Runs a command; a hang is judged by CPU time (TIMEOUT CPU-seconds, set
    with prlimit on the child), so a machine busy with other work does not turn
    slow compiles into timeouts; the wall-clock limit is ten times that."""
    if not _wait_for(str(argv[0])):
        return Outcome(False, "error", argv, f"binary {argv[0]} not found")
    p = subprocess.Popen([str(a) for a in argv], stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, cwd=cwd)
    try:
        resource.prlimit(p.pid, resource.RLIMIT_CPU, (int(TIMEOUT), int(TIMEOUT) + 10))
    except (OSError, ValueError):
        pass  # it already exited
    try:
        out, _ = p.communicate(timeout=10 * TIMEOUT)
    except subprocess.TimeoutExpired:
        p.kill()
        out, _ = p.communicate()
        return Outcome(False, "timeout", argv, out.decode("utf-8", "replace")
                       + f"\n(no result after {10 * TIMEOUT:.0f} s of wall-clock time)")
    out = out.decode("utf-8", "replace")
    if p.returncode in (-signal.SIGXCPU, -signal.SIGKILL):
        return Outcome(False, "timeout", argv, out + f"\n(more than {TIMEOUT:.0f} CPU-seconds)")
    if p.returncode < 0:
        return Outcome(False, "crash", argv, out + f"\n(killed by signal {-p.returncode})")
    if any(m in out for m in ICE_MARKERS):
        return Outcome(False, "ice", argv, out)
    if p.returncode != 0:
        return Outcome(False, "error", argv, out)
    return Outcome(True, "ok", argv, out)


def write_source(case, directory):
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / case.file_name
    path.write_text(case.source)
    return path


def compile_argv(case, src, targets, num_warps, num_stages, out, emit=None):
    argv = [tilec_path(), "compile", src, *case.tilec_options(), "--target", ",".join(targets),
            "--num-warps", str(num_warps), "--num-stages", str(num_stages)]
    if emit:
        argv += ["--emit", emit]
    return argv + ["-o", out]


def compile_case(case, src, targets, num_warps, num_stages, workdir):
    """Compiles for `targets` at one setting; code objects land in workdir."""
    out = Path(workdir) / f"w{num_warps}s{num_stages}.bin"
    return _run(compile_argv(case, src, targets, num_warps, num_stages, out))


def verify_ir(case, src, target, num_warps, num_stages, workdir):
    """Tile IR and layout-annotated IR printed by tilec, parsed back by tilec-opt
    with --verify-roundtrip, and the GPU IR lowered again to LLVM with the
    verifier after each pass (tilec's own pass managers verify after every pass
    too). Returns the first failing Outcome, or an ok one."""
    opt = find_tilec_opt()
    workdir = Path(workdir)
    tile = workdir / "tile.mlir"
    gpu = workdir / f"gpu.{target}.mlir"
    steps = [
        [tilec_path(), "compile", src, *case.tilec_options(), "--emit", "tile", "-o", tile],
        [opt, "--verify-roundtrip", tile, "-o", os.devnull],
        compile_argv(case, src, [target], num_warps, num_stages, gpu, emit="gpu"),
        [opt, "--verify-each", "--verify-roundtrip", f"--convert-tile-to-llvm=chip={target}", gpu,
         "-o", os.devnull],
    ]
    res = None
    for argv in steps:
        if argv[0] is None:
            continue
        res = _run(argv)
        if not res.ok:
            return res
    return res


def interp_argv(case, src, workdir, num_stages=1):
    """Writes the case's buffers as .npy files; returns (argv, {index: out path}).
    num_stages >= 2 runs the kernel after tile-pipeline-loads (what AMD targets
    do with it), to check that transform on the CPU."""
    workdir = Path(workdir)
    argv = [tilec_path(), "run", src, *case.tilec_options(),
            "--grid", ",".join(str(x) for x in case.grid), "--device", "interp"]
    if num_stages != 1:
        argv += ["--num-stages", str(num_stages)]
    outs = {}
    for i, a in enumerate(case.args):
        if a.is_ptr:
            p = workdir / f"arg{i}.npy"
            np.save(p, np.ascontiguousarray(a.value))
            argv += ["--arg", p]
            if a.role in ("out", "inout"):
                outs[i] = workdir / f"out{i}.npy"
        else:
            v = a.value
            argv += ["--arg", repr(float(v)) if isinstance(v, float) else str(int(v))]
    for i, p in outs.items():
        argv += ["--out", f"{i}={p}"]
    return argv, outs


def run_interp(case, src, workdir, num_stages=1):
    """Runs the case on the interpreter. Returns (Outcome, {index: buffer})."""
    argv, outs = interp_argv(case, src, workdir, num_stages)
    res = _run(argv)
    if not res.ok:
        return res, {}
    bufs = {}
    for i, p in outs.items():
        if not p.exists():
            return Outcome(False, "error", argv, res.output + f"\n(--out {i} not written)"), {}
        bufs[i] = np.load(p)
    return res, bufs


def reproducer(case, src, outcome=None, extra=""):
    """A paragraph that reproduces a failure: seed, source, command, launch."""
    gen = Path(__file__).resolve().parent
    lines = [f"seed {case.seed} ({case.family}: {'; '.join(case.features)})",
             f"  source:  {src}",
             f"  regenerate: cd {os.path.relpath(gen, REPO_ROOT)} && /usr/bin/python3 run.py show "
             f"--seed {case.seed} --family {case.family} --out DIR",
             f"  launch:  grid {case.grid}, num_warps {case.num_warps}, args "
             + ", ".join(f"{a.name}={a.sig}" + (f"={a.value}" if not a.is_ptr else
                                                 f"{list(np.shape(a.value))}")
                         for a in case.args)]
    if outcome is not None:
        lines.append(f"  command: {outcome.command()}")
        tail = "\n".join(outcome.output.strip().splitlines()[-25:])
        lines.append("  output:\n" + "\n".join("    " + ln for ln in tail.splitlines()))
    if extra:
        lines.append("  " + extra.replace("\n", "\n  "))
    return "\n".join(lines)


def case_json(case):
    """The JSON-able description of a case (what a record stores)."""
    args = []
    for i, a in enumerate(case.args):
        e = {"name": a.name, "type": a.sig, "role": a.role}
        if a.is_ptr:
            e["dtype"] = str(np.asarray(a.value).dtype)
            e["shape"] = list(np.shape(a.value))
            e["sha256"] = sha256(a.value)
        else:
            e["value"] = a.value
        args.append(e)
    return {"seed": case.seed, "family": case.family, "features": case.features,
            "kernel": case.kernel, "file": case.file_name, "signature": case.signature.split(","),
            "constexprs": case.constexprs, "grid": list(case.grid), "num_warps": case.num_warps[0],
            "allowed_num_warps": case.num_warps, "args": args,
            "fingerprint": case.fingerprint()}


def dump(obj, path):
    Path(path).write_text(json.dumps(obj, indent=1))
