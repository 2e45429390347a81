"""The real-world corpus through tilec: third-party Triton kernels (Triton's
tutorials, Liger-Kernel, vLLM, sglang, mamba, torchao) with float64
references, read from ../shared/realworld (third-party test data: read there,
never copied into the project).

- compile: every case's tile IR and code objects for gfx90a, gfx942, gfx950,
  gfx1100, gfx1201 and sm_90a, with the num_warps/num_stages its library
  launches it with (the corpus's `run.py compile`);
- interp: every case on tilec's CPU interpreter against its float64
  reference (`run.py interp`).

A case listed in EXPECTED_FAILURES, with why, must fail (when it passes, this
test fails too: take it off the list); any other case must pass. The corpus
absent (a checkout without ../shared) skips, saying so."""

import importlib.util
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
CORPUS = Path(os.environ.get("TILEC_REALWORLD", REPO.parent / "shared" / "realworld"))
TARGETS = "gfx90a,gfx942,gfx950,gfx1100,gfx1201,sm_90a"

# Case -> why it fails today (docs/language.md and the issue tracker say more).
EXPECTED_FAILURES = {
    "compile": {},
    "interp": {},
}


def tilec():
    env = os.environ.get("TILEC_BIN")
    path = Path(env) if env else REPO / "build" / "bin" / "tilec"
    if not path.is_file():
        pytest.skip(f"no tilec binary at {path} (build first, or set TILEC_BIN)")
    return str(path)


def case_names():
    # The corpus's own case list (numpy only), under a name of its own.
    sys.path.insert(0, str(CORPUS))
    try:
        spec = importlib.util.spec_from_file_location("realworld_cases", CORPUS / "cases.py")
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return [c["name"] for c in mod.cases()]
    finally:
        sys.path.pop(0)


def run_mode(mode, names):
    """Runs the corpus's runner on `names`, split over the cores; returns
    {case: (status, line)} for the cases it reported."""
    jobs = max(1, min(os.cpu_count() or 1, 4))
    chunks = [names[i::jobs] for i in range(jobs)]

    def one(chunk):
        cmd = [sys.executable, str(CORPUS / "run.py"), mode, "--tilec", tilec(),
               "--only", ",".join(chunk)]
        if mode == "compile":
            cmd += ["--targets", TARGETS]
        return subprocess.run(cmd, capture_output=True, text=True, timeout=3600).stdout

    results = {}
    with ThreadPoolExecutor(max_workers=jobs) as ex:
        for out in ex.map(one, [c for c in chunks if c]):
            for line in out.splitlines():
                parts = line.split(maxsplit=2)
                if len(parts) >= 2 and parts[0] in ("PASS", "FAIL", "SKIP"):
                    results[parts[1].rstrip(":")] = (parts[0], line)
    return results


@pytest.mark.parametrize("mode", ["compile", "interp"])
def test_realworld(mode):
    if not (CORPUS / "run.py").is_file():
        pytest.skip(f"the real-world corpus is not at {CORPUS} (set TILEC_REALWORLD)")
    names = case_names()
    results = run_mode(mode, names)
    missing = [n for n in names if n not in results]
    assert not missing, f"run.py {mode} reported nothing for {missing}"
    expected = EXPECTED_FAILURES[mode]
    unknown = [n for n in expected if n not in names]
    assert not unknown, f"EXPECTED_FAILURES names cases the corpus does not have: {unknown}"
    new = [results[n][1] for n in names if results[n][0] == "FAIL" and n not in expected]
    fixed = [n for n in expected if results[n][0] == "PASS"]
    passed = sum(s == "PASS" for s, _ in results.values())
    print(f"realworld {mode}: {passed} of {len(names)} cases pass")
    assert not new, f"{len(new)} real-world case(s) fail ({mode}):\n" + "\n".join(new)
    assert not fixed, (f"expected to fail but pass now ({mode}): {fixed}: take them off "
                       "EXPECTED_FAILURES in test/realworld/test_realworld.py")


def amd_corpus():
    """bench/amd_compare.py as a module, with the corpus's runner and cases
    (skips when the corpus is absent)."""
    if not (CORPUS / "run.py").is_file():
        pytest.skip(f"the real-world corpus is not at {CORPUS} (set TILEC_REALWORLD)")
    spec = importlib.util.spec_from_file_location("amd_compare", REPO / "bench" / "amd_compare.py")
    amd_compare = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(amd_compare)
    run, cases = amd_compare.load_corpus(str(CORPUS))
    return amd_compare, run, cases


def test_realworld_amd_buffer_operations(tmp_path):
    """Every case compiles for the five AMD targets with `:2g` on its array
    arguments, as tilec's Python launcher specializes fresh tensors on ROCm:
    its loads, stores and atomics become buffer operations (no AMD GPU runs
    them anywhere; this keeps the path compiling over the corpus). The
    signatures are bench/amd_compare.py's."""
    amd_compare, run, cases = amd_corpus()
    jobs = []
    for case in cases:
        nw, ns = run.opts(case, "hip")
        base = amd_compare.with_2g(run, case, run.base_cmd(tilec(), case))
        assert any(":2g" in a for a in base), case["name"]
        for t in TARGETS.split(","):
            if t.startswith("gfx"):
                out = tmp_path / f"{case['name']}-{t}.hsaco"
                jobs.append((f"{case['name']}|{t}", base + [
                    "--target", t, "--num-warps", str(nw), "--num-stages", str(ns),
                    "-o", str(out)]))

    def one(job):
        name, cmd = job
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        return name, p.returncode, (p.stderr.strip().splitlines() or [""])[0]

    with ThreadPoolExecutor(max_workers=max(1, min(os.cpu_count() or 1, 4))) as ex:
        failed = [f"{n}: exit {rc}: {err}" for n, rc, err in ex.map(one, jobs) if rc]
    assert not failed, f"{len(failed)} compile(s) with :2g fail:\n" + "\n".join(failed)


def test_realworld_amd_buffer_loads_kept_at_equal_waves():
    """vLLM's fused MoE on gfx942 with `:2g`: the global-access retry's
    variant has fewer VGPRs (66 against 74) but the same 6 waves per SIMD,
    so the buffer variant's shorter loop is kept (lib/Pipeline/Pipeline.cpp,
    spillsLessOrRunsMoreWaves): its K loop loads A and B with
    buffer_load_dwordx4, no branch per load."""
    amd_compare, run, cases = amd_corpus()
    case = next(c for c in cases if c["name"] == "vllm_fused_moe")
    nw, ns = run.opts(case, "hip")
    cmd = amd_compare.with_2g(run, case, run.base_cmd(tilec(), case)) + [
        "--target", "gfx942", "--num-warps", str(nw), "--num-stages", str(ns),
        "--emit", "asm", "-o", "-"]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stderr
    loads = [line.split()[0] for line in p.stdout.splitlines()
             if line.strip().startswith(("buffer_load", "global_load"))]
    assert loads.count("buffer_load_dwordx4") >= 3, loads
    assert "global_load_dwordx4" not in loads, loads
