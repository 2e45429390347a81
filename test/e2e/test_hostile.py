"""`tilec compile` on the hostile-input corpus in test/hostile/, and hostile
`tilec run` command lines and data (huge grids, huge or corrupt .npy files,
unwritable outputs, a full disk).

Every case must fail cleanly: non-zero exit, no signal (no crash, no stack
overflow), an `error:` line, with `FILE:line:col` when the input has a location
(and the right line when the case names one), and one of the expected message
substrings (case-insensitive). See test/e2e/tools/gen_hostile.py for the header
format; regenerate the corpus with it.
"""

import os
import re
import resource
import signal
import struct
import subprocess
from pathlib import Path

import numpy as np
import pytest

from tilec_run import KERNELS_DIR, REPO_ROOT, TilecCrash, find_tilec, run_tilec

HOSTILE = REPO_ROOT / "test" / "hostile"
CASES = sorted(p for p in HOSTILE.glob("*.py"))


def parse_header(path):
    meta = {"CONSTEXPR": [], "KERNEL": "k", "EXTRA": "", "LOCATION": "yes", "LINE": "none",
            "SIGNATURE": ""}
    for raw in path.read_bytes().split(b"\n"):
        if not raw.startswith(b"# "):
            break
        key, _, value = raw[2:].decode("latin-1").partition(":")
        key, value = key.strip(), value.strip()
        if key == "CONSTEXPR":
            meta[key].append(value)
        elif key in ("HOSTILE", "EXPECT", "SIGNATURE", "KERNEL", "EXTRA", "LOCATION", "LINE"):
            meta[key] = value
    assert "HOSTILE" in meta and "EXPECT" in meta, f"{path.name}: bad header"
    return meta


def test_corpus_present():
    assert len(CASES) >= 40, f"hostile corpus missing? found {len(CASES)} files in {HOSTILE}"


# Front-end bugs found by this corpus and reported (lib/FrontEnd, Lexer/Parser/Emitter).
# strict: once fixed, the XPASS fails and the entry must be removed.
KNOWN_BUGS = {}


def _param(p):
    if p.stem in KNOWN_BUGS:
        return pytest.param(p, id=p.stem, marks=pytest.mark.xfail(strict=True,
                                                                  reason=KNOWN_BUGS[p.stem]))
    return pytest.param(p, id=p.stem)


@pytest.mark.parametrize("path", [_param(p) for p in CASES])
def test_hostile(path):
    meta = parse_header(path)
    argv = ["compile", path, "--kernel", meta["KERNEL"], "--signature", meta["SIGNATURE"]]
    for c in meta["CONSTEXPR"]:
        argv += ["--constexpr", c]
    argv += ["--emit", "tile"]
    argv += meta["EXTRA"].split()
    try:
        rc, out = run_tilec(argv, timeout=60)
    except TilecCrash as e:
        pytest.fail(f"{path.name} ({meta['HOSTILE']}): tilec crashed with signal "
                    f"{-e.returncode}\n{e.output[-3000:]}")
    except subprocess.TimeoutExpired:
        pytest.fail(f"{path.name} ({meta['HOSTILE']}): tilec did not finish in 60 s")
    shown = out[-4000:]
    assert rc != 0, f"{path.name} ({meta['HOSTILE']}): expected an error, got exit 0\n{shown}"
    error_lines = [l for l in out.splitlines() if "error:" in l]
    assert error_lines, f"{path.name}: no 'error:' line in output:\n{shown}"

    loc = re.compile(re.escape(path.name) + r":(\d+):(\d+)")
    assert meta["LOCATION"] == "yes" or re.fullmatch(r"no: \S.*", meta["LOCATION"]), \
        f"{path.name}: LOCATION must be 'yes' or 'no: <why no source position exists>'"
    if meta["LOCATION"] == "yes":
        located = [m for l in error_lines for m in loc.finditer(l)]
        assert located, f"{path.name}: expected an error line with {path.name}:line:col:\n{shown}"
        if meta["LINE"] != "none":
            lines = sorted({int(m.group(1)) for m in located})
            assert int(meta["LINE"]) in lines, \
                f"{path.name}: error should point at line {meta['LINE']}, points at {lines}:\n{shown}"

    alternatives = [a.strip().lower() for a in meta["EXPECT"].split("|") if a.strip()]
    # Match the message, not the file name (nul_byte.py would match "nul").
    low = out.replace(str(path), "<file>").replace(path.name, "<file>").lower()
    assert any(a in low for a in alternatives), \
        f"{path.name} ({meta['HOSTILE']}): message contains none of {alternatives}:\n{shown}"


# --- tilec run: hostile command lines and data ----------------------------------

ADD = KERNELS_DIR / "vector_add.py"
N = 100


def npy_bytes(header, data=b"", version=1):
    """A .npy file with the given header dict text (padded as NumPy does)."""
    prefix = 10 if version == 1 else 12
    header += " " * (-(prefix + len(header) + 1) % 64) + "\n"
    size = struct.pack("<H" if version == 1 else "<I", len(header))
    return b"\x93NUMPY" + bytes([version, 0]) + size + header.encode("latin-1") + data


def good_npy():
    return npy_bytes("{'descr': '<f4', 'fortran_order': False, 'shape': (%d,), }" % N,
                     np.ones(N, np.float32).tobytes())


# name -> (bytes of the first input's .npy file, acceptable message substrings)
BAD_NPY = {
    # The header promises 2^40 floats (4 TiB); the file has 400 bytes. No allocation follows.
    "huge_shape": (npy_bytes("{'descr': '<f4', 'fortran_order': False, "
                             "'shape': (1099511627776,), }", np.ones(N, np.float32).tobytes()),
                   "promises|bytes|size|large"),
    # numel overflows 64 bits.
    "overflowing_shape": (npy_bytes("{'descr': '<f4', 'fortran_order': False, "
                                    "'shape': (4611686018427387904, 4611686018427387904), }"),
                          "too large|overflow|shape"),
    "negative_shape": (npy_bytes("{'descr': '<f4', 'fortran_order': False, 'shape': (-100,), }",
                                 np.ones(N, np.float32).tobytes()), "shape"),
    "truncated_data": (good_npy()[:-10], "promises|bytes|truncated"),
    "truncated_header": (good_npy()[:40], "truncated|header"),
    "only_magic": (b"\x93NUMPY", "magic|truncated|npy"),
    "empty_file": (b"", "magic|npy|empty"),
    "header_length_past_end": (b"\x93NUMPY\x01\x00\xff\xff{'descr'", "truncated|header"),
    "unterminated_header_dict": (npy_bytes("{'descr': '<f4', 'fortran_order': False, 'shape': (1"),
                                 "header|malformed"),
    "unknown_dtype": (npy_bytes("{'descr': '<c16', 'fortran_order': False, 'shape': (100,), }",
                                bytes(1600)), "dtype|c16|descr|unsupported"),
    "version_9": (good_npy()[:6] + b"\x09" + good_npy()[7:], "version"),
    "huge_header_length_v2": (b"\x93NUMPY\x02\x00\xff\xff\xff\xff{", "truncated|header"),
}


def run_argv(tmp_path, first_npy=None, grid="1", out_spec=None):
    x = tmp_path / "x.npy"
    if first_npy is None:
        np.save(x, np.ones(N, np.float32))
    else:
        x.write_bytes(first_npy)
    np.save(tmp_path / "y.npy", np.ones(N, np.float32))
    np.save(tmp_path / "out.npy", np.zeros(N, np.float32))
    argv = ["run", ADD, "--kernel", "add_kernel", "--signature", "*fp32,*fp32,*fp32,i32",
            "--constexpr", "BLOCK_SIZE=128", "--grid", grid, "--device", "interp",
            "--arg", x, "--arg", tmp_path / "y.npy", "--arg", tmp_path / "out.npy",
            "--arg", str(N)]
    if out_spec:
        argv += ["--out", out_spec]
    return argv


def expect_clean_error(argv, expect, what):
    try:
        rc, out = run_tilec(argv, timeout=120)
    except TilecCrash as e:
        pytest.fail(f"{what}: tilec crashed with signal {-e.returncode}\n{e.output[-3000:]}")
    except subprocess.TimeoutExpired:
        pytest.fail(f"{what}: tilec did not finish in 120 s")
    assert rc != 0, f"{what}: expected an error, got exit 0\n{out[-3000:]}"
    assert "error" in out.lower(), f"{what}: no error message:\n{out[-3000:]}"
    alternatives = expect.lower().split("|")
    assert any(a in out.lower() for a in alternatives), \
        f"{what}: message contains none of {alternatives}:\n{out[-3000:]}"
    return out


@pytest.mark.parametrize("name", sorted(BAD_NPY))
def test_run_bad_npy(tmp_path, name):
    data, expect = BAD_NPY[name]
    expect_clean_error(run_argv(tmp_path, first_npy=data), expect, f"{name}.npy")


# Grids beyond what i32 program ids (and GPUs) allow, or beyond 32 bits: a clear error before
# anything runs (not hours of interpretation, not wrapped-around program ids).
@pytest.mark.parametrize("grid", ["4294967295", "2147483648", "1,4294967295", "1,1,2147483648",
                                  "4294967296", "99999999999999999999999"])
def test_run_huge_grid(tmp_path, grid):
    expect_clean_error(run_argv(tmp_path, grid=grid), "grid", f"--grid {grid}")


def test_run_unwritable_out(tmp_path):
    argv = run_argv(tmp_path, out_spec="2=/dev/null/out.npy")
    expect_clean_error(argv, "/dev/null/out.npy|cannot|write", "--out below a regular file")


def _limit_file_size():
    # Files may grow to 1 KiB only; writes beyond fail with EFBIG (SIGXFSZ ignored), as on a
    # full disk.
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (1024, 1024))


# What tilec must never print for bad input or a failed write: LLVM's crash report or fatal error.
CRASH_MARKERS = ("Stack dump", "PLEASE submit a bug report", "LLVM ERROR", "internal compiler error")


# (emit, target, the file whose write fails): the output itself, or, where the compile writes an
# object for lld first (AMDGPU code objects, and LLVM IR of kernels whose masked loads may take
# the zero-page retry), that temporary object.
@pytest.mark.parametrize("emit,target,fails_on", [("tile", "gfx942", "out.txt"),
                                                  ("llvm", "sm_90", "out.txt"),
                                                  ("llvm", "gfx942", "kernel.o"),
                                                  ("hsaco", "gfx942", "kernel.o")])
def test_compile_output_on_full_disk(tmp_path, emit, target, fails_on):
    # Files may grow to 1 KiB: writing fails part way. tilec must say which file it could not
    # write, exit non-zero without a crash report, and leave neither a partial output nor a
    # temporary file or directory behind.
    out = tmp_path / "out.txt"
    temp = tmp_path / "tmp"
    temp.mkdir()
    cmd = [find_tilec(), "compile", str(KERNELS_DIR / "softmax.py"), "--kernel", "softmax_kernel",
           "--signature", "*fp32,*fp32,i32,i32,i32,i32", "--constexpr", "BLOCK_SIZE=1024",
           "--target", target, "--emit", emit, "-o", str(out)]
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          stdin=subprocess.DEVNULL, timeout=300, preexec_fn=_limit_file_size,
                          env=dict(os.environ, TMPDIR=str(temp)))
    text = proc.stdout.decode("utf-8", errors="replace")
    assert proc.returncode > 0, f"expected a clean error (rc {proc.returncode}):\n{text[-3000:]}"
    for marker in CRASH_MARKERS:
        assert marker not in text, f"a crash report, not a clean error:\n{text[-3000:]}"
    assert "cannot write" in text and fails_on in text and "File too large" in text, text[-3000:]
    left = sorted(p.name for p in tmp_path.iterdir() if p != temp)
    assert left == [], f"files left behind after a failed write: {left}"
    assert list(temp.iterdir()) == [], f"temporary files left behind: {list(temp.iterdir())}"


@pytest.mark.parametrize("stage,target,what", [
    ("layouts", "gfx942", "layout assignment"),
    ("codegen", "sm_90a", "LLVM optimization and code generation"),
    ("codegen", "gfx1100", "LLVM optimization and code generation"),
])
def test_backend_fatal_error_is_a_located_diagnostic(tmp_path, stage, target, what, monkeypatch):
    """An LLVM fatal error inside a target compilation (raised on purpose at
    `stage`: no known kernel reaches one any more) ends as a located
    'internal compiler error' naming the stage and target with exit 1: no
    abort, no signal, no 'LLVM ERROR' line, no output file."""
    monkeypatch.setenv("TILEC_INJECT_FATAL_ERROR", stage)
    # The jump out of LLVM skips the abandoned stage's destructors: what it
    # allocated leaks (lib/Pipeline/FatalErrorGuard.h), so no leak check here.
    import os
    monkeypatch.setenv("ASAN_OPTIONS", os.environ.get("ASAN_OPTIONS", "") + ":detect_leaks=0")
    out = tmp_path / "k.bin"
    rc, output = run_tilec(["compile", KERNELS_DIR / "vector_add.py", "--kernel", "add_kernel",
                            "--signature", "*fp32:16,*fp32:16,*fp32:16,i32",
                            "--constexpr", "BLOCK_SIZE=1024", "--target", target, "-o", out])
    assert rc == 1, output
    assert re.search(r"vector_add\.py:\d+:\d+: error: internal compiler error in "
                     + re.escape(what) + " for " + target, output), output
    assert "LLVM ERROR" not in output
    assert not out.exists()
