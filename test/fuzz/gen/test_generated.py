"""Generated kernels (test/fuzz/gen/kernelgen.py) through tilec.

- compile: $TILEC_FUZZ_COMPILE kernels (default 200, 40 on a sanitizer build;
  in chunks of 20) for every target at two sampled (num_warps, num_stages)
  settings each, no crash, no internal error, no error at all (the generator
  only writes valid kernels), and one tilec-opt IR round trip /
  re-verification per kernel;
- interp: $TILEC_FUZZ_INTERP kernels (default 40) on the CPU interpreter, as
  written and after the pipelining transform (tilec run --num-stages 2-4),
  against the generator's float64 numpy references, and the check itself must
  catch a wrong value and an unwritten element;
- the generator is deterministic (same seed -> same source and data, also in a
  fresh interpreter with another hash seed);
- every construct the generator keeps for later (kernelgen.PENDING) still gets
  a located error, not a crash (move it to ENABLED_PENDING once supported).

Seeds start at $TILEC_FUZZ_SEED (default 0: CI compiles the same kernels every
run; set another value to explore). A failure prints the seed and how to
reproduce it (test/fuzz/README.md). Failures that all match a compiler bug
already written up in test/fuzz/FINDINGS.md (KNOWN below) are reported as
xfail naming it, anything else fails; TILEC_FUZZ_STRICT=1 fails on those too.
Remove an entry from KNOWN once its bug is fixed."""

import os
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import driver  # noqa: E402
import kernelgen  # noqa: E402
import pending  # noqa: E402
import run  # noqa: E402
from gencore import FLOATS, decode, quantize  # noqa: E402
from tilec_run import find_tilec  # noqa: E402



def _sanitized(tilec):
    """An ASan build (scripts/test.sh runs the suites again on one) compiles
    several times slower: it gets fewer kernels by default."""
    try:
        with open(tilec, "rb") as f:
            return b"__asan_init" in f.read()  # the ASan runtime entry, static or shared
    except (OSError, TypeError):
        return False


BASE = int(os.environ.get("TILEC_FUZZ_SEED", "0"))
COMPILE = int(os.environ.get("TILEC_FUZZ_COMPILE", "40" if _sanitized(find_tilec()) else "200"))
INTERP = int(os.environ.get("TILEC_FUZZ_INTERP", "40"))
CHUNK = 20
JOBS = 2
STRICT = os.environ.get("TILEC_FUZZ_STRICT") == "1"

# FINDINGS.md entry -> a pattern every report of that bug matches (none open).
KNOWN = {}

pytestmark = pytest.mark.skipif(
    find_tilec() is None,
    reason=f"tilec binary not found at {os.environ.get('TILEC_BIN') or 'build/bin/tilec'} "
           "(build it, or point TILEC_BIN at one)")


def _chunks(count, offset):
    return [list(range(BASE + offset + i, BASE + offset + min(i + CHUNK, count)))
            for i in range(0, count, CHUNK)]


def _all(fn, seeds):
    with ThreadPoolExecutor(max_workers=JOBS) as ex:
        return [rep for reports in ex.map(run._guarded(fn), seeds) for rep in reports]


def _triage(fails):
    """Fails on unknown failures; xfails when every failure is a known bug."""
    unknown = [f for f in fails if not any(re.search(p, f) for p in KNOWN.values())]
    assert not unknown, f"{len(unknown)} failures:\n\n" + "\n\n".join(unknown)
    known = sorted({k for f in fails for k, p in KNOWN.items() if re.search(p, f)})
    if known and not STRICT:
        seeds = sorted({f.split()[1] for f in fails})
        pytest.xfail(f"known compiler bugs {', '.join(known)} (test/fuzz/FINDINGS.md), "
                     f"seeds {', '.join(seeds)}")
    assert not fails, f"{len(fails)} failures:\n\n" + "\n\n".join(fails)


@pytest.mark.parametrize("seeds", _chunks(COMPILE, 0),
                         ids=lambda s: f"seeds{s[0]}-{s[-1]}" if s else "none")
def test_compile_all_targets(seeds):
    _triage(_all(lambda s: run.compile_one(s, kernelgen.TARGETS, settings=2), seeds))


@pytest.mark.parametrize("seeds", _chunks(INTERP, 100000),
                         ids=lambda s: f"seeds{s[0]}-{s[-1]}" if s else "none")
def test_interpreter_matches_numpy(seeds):
    _triage(_all(run.interp_one, seeds))


def test_check_catches_wrong_and_unwritten_values():
    """The comparison is not vacuous: on real interpreter outputs, one value
    moved past its bound, or one element that must keep its poison written,
    is reported."""
    checked = 0
    for seed in range(BASE + 200000, BASE + 200040):
        case = kernelgen.generate(seed)
        with tempfile.TemporaryDirectory() as tmp:
            src = driver.write_source(case, tmp)
            res, bufs = driver.run_interp(case, src, tmp)
        assert res.ok, driver.reproducer(case, src, res)
        assert not kernelgen.check_against_reference(case, bufs), f"seed {seed}"
        for i in case.outputs:
            a = case.args[i]
            if a.expect is None:
                continue
            ref = np.asarray(a.expect.ref)
            flat_ref = ref.reshape(-1)
            written = np.flatnonzero(~np.isnan(flat_ref.astype(np.float64)))
            if written.size:
                bad = np.array(bufs[i]).reshape(-1)
                j = written[len(written) // 2]
                if a.elem in FLOATS:
                    bound = 0.0 if a.expect.bound is None else float(
                        np.broadcast_to(a.expect.bound, ref.shape).reshape(-1)[j])
                    v = decode(bad[j:j + 1], a.elem)[0]
                    bad[j] = quantize([v + 8 * bound + 0.1 * abs(v) + 1e-3], a.elem)[0][0]
                else:
                    bad[j] = bad[j] ^ 1
                assert kernelgen.compare(a, bad.reshape(ref.shape), a.expect.ref,
                                         a.expect.bound), f"seed {seed}: wrong value not caught"
                checked += 1
            poisoned = np.flatnonzero(np.isnan(flat_ref.astype(np.float64))) \
                if a.elem in FLOATS else np.array([], dtype=np.int64)
            if poisoned.size:
                bad = np.array(bufs[i]).reshape(-1)
                bad[poisoned[0]] = 0
                assert kernelgen.compare(a, bad.reshape(ref.shape), a.expect.ref,
                                         a.expect.bound), f"seed {seed}: write to poison not caught"
                checked += 1
    assert checked >= 40


FINGERPRINT = ("import sys; sys.path.insert(0, {here!r}); import kernelgen; "
               "print('\\n'.join(kernelgen.generate(s).fingerprint() for s in {seeds!r}))")


def test_deterministic():
    seeds = list(range(BASE, BASE + 60))
    first = [kernelgen.generate(s) for s in seeds]
    again = [kernelgen.generate(s) for s in seeds]
    for a, b in zip(first, again):
        assert a.source == b.source, f"seed {a.seed}: source differs between two generations"
        assert a.fingerprint() == b.fingerprint(), f"seed {a.seed}: buffers or launch differ"
    assert len({c.source for c in first}) == len(first), "two seeds gave the same kernel"
    # A fresh interpreter with another hash seed (set/dict order) agrees too.
    script = FINGERPRINT.format(here=str(HERE), seeds=seeds)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         env={**os.environ, "PYTHONHASHSEED": "123"}, check=True).stdout.split()
    assert out == [c.fingerprint() for c in first]


@pytest.mark.parametrize("name", sorted(kernelgen.PENDING))
def test_pending_constructs_still_rejected_cleanly(name):
    if name in kernelgen.ENABLED_PENDING:
        pytest.skip(f"{name} is enabled: the compile and interpreter tests cover it")
    seed = random.Random(name).randrange(1 << 20)
    case = kernelgen.generate(seed, family=f"pending:{name}")
    with tempfile.TemporaryDirectory() as tmp:
        src = driver.write_source(case, tmp)
        res = driver._run([find_tilec(), "compile", src, *case.tilec_options(), "--emit", "tile"])
    assert res.what in ("ok", "error"), driver.reproducer(case, src, res)
    assert not res.ok, (f"tilec now accepts {kernelgen.PENDING[name]}: add {name!r} to "
                        "kernelgen.ENABLED_PENDING so the generator mixes it in")
    errors = [ln for ln in res.output.splitlines() if f"{case.file_name}:" in ln and "error:" in ln]
    assert errors, f"no located error for {name}:\n{res.output}"
    assert pending.REJECTED_WITH[name] in errors[0], \
        f"{name} rejected for another reason than the construct:\n{res.output}"
