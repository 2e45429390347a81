"""Thin Python wrapper around ``tilec run`` so end-to-end tests read like Triton tests.

    out = torch-less Triton launch:
        res = launch("vector_add.py", "add_kernel",
                     signature="*fp32,*fp32,*fp32,i32",
                     args=[x, y, out, n], grid=(cdiv(n, 128),),
                     constexprs={"BLOCK_SIZE": 128})
        res[2]   # the out buffer after the run, as a numpy array

Pointer arguments are numpy arrays (written to ``.npy`` files in a temporary
directory and read back after the run); every pointer argument's buffer is
returned. bf16 buffers are ``uint16`` arrays of raw bf16 bits: use
``to_bf16`` / ``from_bf16``. Scalars are Python ints/floats.

The binary comes from ``$TILEC_BIN`` or ``build/bin/tilec`` under the
repository root; the device from ``$TILEC_DEVICE`` (default ``interp``, the
reference interpreter).
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

REPO_ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO_ROOT / "python"))
from tilec.jit import _signature_entries  # noqa: E402  (loads no library)
KERNELS_DIR = REPO_ROOT / "kernels"
DEFAULT_TIMEOUT = float(os.environ.get("TILEC_E2E_TIMEOUT", "300"))


def find_tilec():
    """Path of the tilec binary, or None."""
    env = os.environ.get("TILEC_BIN")
    if env:
        return env if os.path.isfile(env) and os.access(env, os.X_OK) else None
    cand = REPO_ROOT / "build" / "bin" / "tilec"
    if cand.is_file() and os.access(cand, os.X_OK):
        return str(cand)
    return None


def device():
    return os.environ.get("TILEC_DEVICE", "interp")


# ----------------------------------------------------------------------------
# bf16 <-> fp32 (numpy has no bf16)


def to_bf16(a):
    """fp32 values -> uint16 raw bf16 bits, round to nearest even; NaN stays NaN."""
    a = np.ascontiguousarray(np.asarray(a, dtype=np.float32))
    u = a.view(np.uint32).astype(np.uint64)
    rounded = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
    rounded[np.isnan(a)] = 0x7FC0
    return rounded


def from_bf16(bits):
    """uint16 raw bf16 bits -> fp32 values (exact)."""
    bits = np.ascontiguousarray(np.asarray(bits, dtype=np.uint16))
    return (bits.astype(np.uint32) << 16).view(np.float32)


BF16_NAN = np.uint16(0x7FC0)

# Element type of a `*T` signature entry -> numpy dtype of the .npy file.
PTR_DTYPES = {
    "fp16": np.float16, "bf16": np.uint16, "fp32": np.float32, "fp64": np.float64,
    "i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
    "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64,
}


def quantize(x, dt):
    """Round float data to dtype `dt` ("fp32", "fp16", "bf16").

    Returns (buffer to pass to the kernel, the same values as float64)."""
    x = np.asarray(x, dtype=np.float32)
    if dt == "fp32":
        buf = x.copy()
        return buf, buf.astype(np.float64)
    if dt == "fp16":
        buf = x.astype(np.float16)
        return buf, buf.astype(np.float64)
    if dt == "bf16":
        buf = to_bf16(x)
        return buf, from_bf16(buf).astype(np.float64)
    raise ValueError(dt)


def empty_poisoned(shape, dt):
    """A buffer of dtype `dt` ("fp32", "fp16", "bf16", "i32", ...) filled with NaN
    (floats) or a sentinel (ints), so elements the kernel fails to write show up."""
    if dt == "bf16":
        return np.full(shape, BF16_NAN, dtype=np.uint16)
    npdt = PTR_DTYPES[dt]
    if np.issubdtype(npdt, np.floating):
        return np.full(shape, np.nan, dtype=npdt)
    return np.full(shape, np.iinfo(npdt).min if np.issubdtype(npdt, np.signedinteger)
                   else np.iinfo(npdt).max, dtype=npdt)


def as_float64(buf, dt):
    """Kernel output buffer of dtype `dt` -> float64 values."""
    if dt == "bf16":
        return from_bf16(buf).astype(np.float64)
    return np.asarray(buf).astype(np.float64)


# ----------------------------------------------------------------------------
# Running tilec


class TilecError(Exception):
    """tilec exited with a non-zero status (but not from a signal)."""

    def __init__(self, cmd, returncode, output):
        self.cmd = cmd
        self.returncode = returncode
        self.output = output
        super().__init__(f"tilec failed (exit {returncode}):\n  {' '.join(cmd)}\n{output}")


class TilecCrash(Exception):
    """tilec was killed by a signal: always a bug, whatever the input."""

    def __init__(self, cmd, returncode, output):
        self.cmd = cmd
        self.returncode = returncode
        self.output = output
        super().__init__(f"tilec crashed with signal {-returncode}:\n  {' '.join(cmd)}\n{output}")


def run_tilec(argv, timeout=None, cwd=None):
    """Runs `tilec argv...`; returns (returncode, stdout+stderr). Raises TilecCrash on a signal."""
    tilec = find_tilec()
    if tilec is None:
        raise RuntimeError("tilec binary not found (set TILEC_BIN or build build/bin/tilec)")
    cmd = [tilec] + [str(a) for a in argv]
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          stdin=subprocess.DEVNULL, timeout=timeout or DEFAULT_TIMEOUT, cwd=cwd)
    output = proc.stdout.decode("utf-8", errors="replace")
    if proc.returncode < 0:
        raise TilecCrash(cmd, proc.returncode, output)
    return proc.returncode, output


def _format_scalar(v):
    if isinstance(v, (bool, np.bool_)):
        return "1" if v else "0"
    if isinstance(v, (int, np.integer)):
        return str(int(v))
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    raise TypeError(f"unsupported scalar argument {v!r}")


def format_constexpr(v):
    """A constexpr value as the Python literal tilec expects."""
    if isinstance(v, (bool, np.bool_)):
        return "True" if v else "False"
    if isinstance(v, (int, np.integer)):
        return str(int(v))
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    if isinstance(v, str):
        if v.startswith("tl."):
            return v  # a dtype name such as tl.float16
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    raise TypeError(f"unsupported constexpr value {v!r}")


def parse_signature(signature):
    """The entries of a signature (string or list), split at the commas
    outside a descriptor's <...[...]> as the Python package splits them."""
    if not isinstance(signature, str):
        return list(signature)
    return _signature_entries(signature)


def argument_types(entries):
    """The type of each kernel argument: a tensor descriptor entry
    ("tensordesc<fp16[64, 64]>") stands for its base pointer, rank i32
    shapes and rank - 1 i64 strides, as tilec passes it (docs/kernel-abi.md);
    see desc_args."""
    types = []
    for e in entries:
        if e.startswith("tensordesc"):
            elem, _, dims = e[len("tensordesc<"):].partition("[")
            rank = len(dims.partition("]")[0].split(","))
            types += ["*" + elem.strip()] + ["i32"] * rank + ["i64"] * (rank - 1)
        else:
            types.append(e)
    return types


def desc_args(array):
    """The kernel arguments of a descriptor of all of `array` (C order): the
    array, its shape, its leading strides in elements."""
    a = np.asarray(array)
    strides = [st // a.itemsize for st in a.strides]
    return [a, *[int(n) for n in a.shape], *strides[:-1]]


def kernel_path(src):
    p = Path(src)
    if not p.is_absolute() and not p.exists():
        p = KERNELS_DIR / src
    return p


def launch(src, kernel, signature, args, grid, constexprs=None, num_warps=None,
           timeout=None, dev=None, extra=()):
    """Runs `kernel` from `src` (a path, or a file name under kernels/) on `grid`.

    `signature` is the Triton-AOT signature of the non-constexpr parameters
    (string or list); `args` binds them in order (numpy arrays for pointers,
    Python scalars otherwise). Returns a list parallel to `args`: the buffer
    after the run for each pointer argument (same dtype and shape), None for
    scalars. Raises TilecError / TilecCrash."""
    sig = parse_signature(signature)
    types = argument_types(sig)
    if len(types) != len(args):
        raise ValueError(f"signature has {len(types)} arguments but {len(args)} args given")
    grid = tuple(int(g) for g in (grid if isinstance(grid, (tuple, list)) else (grid,)))
    tmp = tempfile.mkdtemp(prefix="tilec-e2e-")
    try:
        argv = ["run", str(kernel_path(src)), "--kernel", kernel,
                "--signature", ",".join(sig)]
        for name, value in (constexprs or {}).items():
            argv += ["--constexpr", f"{name}={format_constexpr(value)}"]
        argv += ["--grid", ",".join(str(g) for g in grid)]
        if num_warps is not None:
            argv += ["--num-warps", str(num_warps)]
        outs = {}
        for i, (ty, a) in enumerate(zip(types, args)):
            if ty.startswith("*"):
                elem = ty[1:].split(":")[0]
                a = np.asarray(a)
                want = PTR_DTYPES.get(elem)
                if want is not None and a.dtype != want:
                    raise TypeError(f"arg {i}: signature {ty} needs a {np.dtype(want)} array, got {a.dtype}")
                inp = os.path.join(tmp, f"arg{i}.npy")
                np.save(inp, np.ascontiguousarray(a))
                argv += ["--arg", inp]
                outs[i] = os.path.join(tmp, f"out{i}.npy")
            else:
                argv += ["--arg", _format_scalar(a)]
        for i, path in outs.items():
            argv += ["--out", f"{i}={path}"]
        argv += ["--device", dev or device()]
        # TILEC_E2E_NUM_STAGES=N: every launch software-pipelined (on the
        # interpreter: after tile-pipeline-loads, the transform AMD targets run).
        if os.environ.get("TILEC_E2E_NUM_STAGES") and "--num-stages" not in extra:
            argv += ["--num-stages", os.environ["TILEC_E2E_NUM_STAGES"]]
        argv += list(extra)
        rc, output = run_tilec(argv, timeout=timeout)
        if rc != 0:
            raise TilecError([find_tilec()] + argv, rc, output)
        results = [None] * len(args)
        for i, path in outs.items():
            if not os.path.exists(path):
                raise TilecError([find_tilec()] + argv, rc,
                                 output + f"\n(exit 0 but --out {i} file {path} was not written)")
            r = np.load(path)
            a = np.asarray(args[i])
            if r.dtype != a.dtype or r.shape != a.shape:
                raise AssertionError(f"--out {i}: got {r.dtype}{r.shape}, expected {a.dtype}{a.shape}")
            results[i] = r
        if os.environ.get("TILEC_RECORD_DIR"):
            _record_case(src, kernel, sig, types, args, grid, constexprs, num_warps, results)
        return results
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


# ----------------------------------------------------------------------------
# Recording cases for GPU replay (bench/gpu_replay.py)

RECORD_TARGET = os.environ.get("TILEC_RECORD_TARGET", "sm_90")
# Each recorded case is compiled at every num_stages (1: loops as written; 2+:
# NVIDIA streams dot operands through shared memory with cp.async) and at two
# warp counts, each replayed as its own variant.
RECORD_STAGES = (1, 2, 3, 4)


def second_num_warps(num_warps, constexprs):
    """The other warp count a case is recorded at: double its own (up to 8)
    unless that gives more threads than its tile has elements (the product of
    its BLOCK* constexprs), else half; None when neither exists."""
    blocks = [v for k, v in (constexprs or {}).items()
              if k.upper().startswith("BLOCK") and isinstance(v, int) and not isinstance(v, bool)
              and v > 0]
    elems = 1
    for v in blocks:
        elems *= v
    double, half = num_warps * 2, num_warps // 2
    if double <= 8 and (not blocks or elems >= 32 * double):
        return double
    if half >= 1:
        return half
    return double if double <= 8 else None


def _record_case(src, kernel, sig, types, args, grid, constexprs, num_warps, results):
    """With $TILEC_RECORD_DIR set, every successful interpreter launch is also
    compiled for $TILEC_RECORD_TARGET and stored with its inputs and the
    interpreter's outputs, so a GPU machine without the compiler can replay it
    and compare (bench/gpu_replay.py). case.json lists the code objects as
    "binaries": [{"file", "num_warps", "num_stages"}], one per num_stages 1-4
    at the case's warp count and at second_num_warps(); a variant that tilec
    refuses with a clean error has "file": null and its message under
    "unsupported" (a crash still fails the test)."""
    import json
    root = Path(os.environ["TILEC_RECORD_DIR"])
    root.mkdir(parents=True, exist_ok=True)
    test = os.environ.get("PYTEST_CURRENT_TEST", "").split(" ")[0]
    case = root / f"case{len(list(root.glob('case*'))):04d}"
    case.mkdir()
    own = num_warps or 4
    entry = {"test": test, "file": str(kernel_path(src).relative_to(REPO_ROOT)),
             "kernel": kernel, "signature": sig, "grid": list(grid),
             "num_warps": own,
             "constexprs": {k: format_constexpr(v) for k, v in (constexprs or {}).items()},
             "args": []}
    for i, (ty, a) in enumerate(zip(types, args)):
        if ty.startswith("*"):
            np.save(case / f"in{i}.npy", np.ascontiguousarray(np.asarray(a)))
            np.save(case / f"out{i}.npy", results[i])
            entry["args"].append({"type": ty, "input": f"in{i}.npy", "expected": f"out{i}.npy"})
        else:
            entry["args"].append({"type": ty, "value": a.item() if hasattr(a, "item") else a})
    base = ["compile", str(kernel_path(src)), "--kernel", kernel, "--signature", ",".join(sig),
            "--target", RECORD_TARGET]
    for name, value in entry["constexprs"].items():
        base += ["--constexpr", f"{name}={value}"]
    warps = [own] + [w for w in [second_num_warps(own, constexprs)] if w is not None]
    entry["binaries"] = []
    seen = {}  # identical code objects (e.g. num_stages of a loop-free kernel) are stored once
    for w in warps:
        for stages in RECORD_STAGES:
            name = "kernel.bin" if (w, stages) == (own, 1) else f"kernel.w{w}s{stages}.bin"
            rc, output = run_tilec(base + ["--num-warps", str(w), "--num-stages", str(stages),
                                           "-o", str(case / name)])
            variant = {"file": name if rc == 0 else None, "num_warps": w, "num_stages": stages}
            if rc != 0:
                variant["unsupported"] = output[-2000:]
            else:
                image = (case / name).read_bytes()
                if image in seen:
                    (case / name).unlink()
                    variant["file"] = seen[image]
                else:
                    seen[image] = name
            entry["binaries"].append(variant)
    first = entry["binaries"][0]
    entry["compile_ok"] = first["file"] is not None
    if not entry["compile_ok"]:
        entry["compile_error"] = first["unsupported"]
    (case / "case.json").write_text(json.dumps(entry, indent=1))
    for i, (ty, a) in enumerate(zip(types, args)):
        if ty.startswith("*"):
            _RECENT_OUTPUTS.append((case, i, ty, results[i]))
    del _RECENT_OUTPUTS[:-32]


# The outputs of the last recorded launches: assert_close(scale=...) marks the
# one it checks, so that the replay judges it on the same scale.
_RECENT_OUTPUTS = []


def _decode(ty, raw):
    raw = np.asarray(raw)
    if ty.lstrip("*").split(":")[0] == "bf16" and raw.dtype == np.uint16:
        return (raw.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return raw.astype(np.float64)


def _record_scale(out, ref, scale):
    """An output checked against a cancelling computation's terms (`scale`):
    records ||scale|| / ||ref|| in its case as "replay_scale", so that
    bench/gpu_replay.py measures the GPU's difference from the interpreter
    relative to the terms too, not to the small result."""
    import json
    if not os.environ.get("TILEC_RECORD_DIR"):
        return
    ratio = float(np.linalg.norm(scale) / (np.linalg.norm(ref) or 1.0))
    for case, i, ty, raw in reversed(_RECENT_OUTPUTS):
        if raw.shape != out.shape or raw.dtype.kind not in "fu":
            continue
        if np.array_equal(_decode(ty, raw), out, equal_nan=True):
            entry = json.loads((case / "case.json").read_text())
            entry["args"][i]["replay_scale"] = max(ratio, 1.0)
            (case / "case.json").write_text(json.dumps(entry, indent=1))
            return


# ----------------------------------------------------------------------------
# Checking results

# Relative-error tolerances ||out - ref|| / ||ref||, by the precision that bounds the result.
TOL = {"fp32": 1e-5, "tf32": 2e-3, "fp16": 2e-3, "bf16": 2e-2}


def cdiv(a, b):
    return (a + b - 1) // b


def next_pow2(n):
    return 1 << max(0, (int(n) - 1).bit_length())


def assert_close(out, ref, tol, name="out", scale=None):
    """NaN check, then ||out - ref|| / ||scale|| <= tol (out, ref: float arrays).

    `scale` defaults to `ref`. Pass the magnitude of the kernel's intermediate terms when
    the computation cancels (e.g. x * (1 + erf(x)) for x << 0): the float64 reference is
    then far more accurate than any fp32 evaluation, and the error a correct kernel makes
    is bounded by the terms' size, not by the tiny result's.
    """
    out = np.asarray(out, dtype=np.float64)
    ref = np.asarray(ref, dtype=np.float64)
    assert out.shape == ref.shape, f"{name}: shape {out.shape} != reference {ref.shape}"
    nan = np.isnan(out) & ~np.isnan(ref)
    if nan.any():
        idx = np.argwhere(nan)
        raise AssertionError(f"{name}: {int(nan.sum())} of {out.size} elements are NaN "
                             f"(unwritten or bad math), first at {tuple(idx[0])}")
    if scale is not None:
        _record_scale(out, ref, np.asarray(scale, dtype=np.float64))
    denom = np.linalg.norm(ref if scale is None else np.asarray(scale, dtype=np.float64))
    err = np.linalg.norm(out - ref) / (denom if denom > 0 else 1.0)
    if not err <= tol:
        worst = np.unravel_index(np.argmax(np.abs(out - ref)), out.shape)
        raise AssertionError(f"{name}: relative error {err:.3e} > {tol:.1e}; worst at {worst}: "
                             f"got {out[worst]!r}, expected {ref[worst]!r}")
    return err


def location_re(path):
    """Regex for `path:line:col` as it may appear in diagnostics."""
    return re.compile(re.escape(str(path)) + r":(\d+):(\d+)")


def seeded_rng(request):
    """A NumPy generator for one test, from $TILEC_E2E_SEED or a fresh seed that
    it prints (and records in the report) so a failure can be rerun with it."""
    import random
    env = os.environ.get("TILEC_E2E_SEED")
    seed = int(env) if env else random.SystemRandom().randrange(2**31)
    print(f"[{request.node.nodeid}] seed={seed}  (reproduce: TILEC_E2E_SEED={seed})")
    request.node.user_properties.append(("seed", seed))
    return np.random.default_rng(seed)
