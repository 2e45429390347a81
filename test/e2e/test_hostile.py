"""`tilec compile` on the hostile-input corpus in test/hostile/.

Every case must fail cleanly: non-zero exit, no signal (no crash, no stack
overflow), an `error:` line, with `FILE:line:col` when the input has a location
(and the right line when the case names one), and one of the expected message
substrings (case-insensitive). See test/e2e/tools/gen_hostile.py for the header
format; regenerate the corpus with it.
"""

import re
import subprocess
from pathlib import Path

import pytest

from tilec_run import REPO_ROOT, TilecCrash, run_tilec

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
