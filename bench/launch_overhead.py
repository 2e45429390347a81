"""Host time per kernel launch from Python: tilec's `kernel[grid](...)` next
to Triton's on the same kernel source (kernels/vector_add.py), with PyTorch
CUDA tensors. Every launch after the first reuses a compiled specialization;
what is measured is what each launch costs the host.

On a GPU machine (torch with CUDA, triton) it times, per framework:
  launch      kernel[(1,)](x, y, out, n, BLOCK_SIZE=1024): one tiny block, so
              the host, not the GPU, is the bottleneck (the median over
              batches of 200 asynchronous launches, the GPU drained between
              batches outside the timing);
  lambda grid the same with grid=lambda meta: (cdiv(n, meta["BLOCK_SIZE"]),);
  empty grid  kernel[(0,)](...): all of the Python-side work of a launch (bind,
              specialize, look up), no driver call (both frameworks return
              before it);
and for tilec also the launch through its slow path (JITFunction._plan, what
every launch cost before the cached launcher), for comparison.

Without a GPU (or without torch/triton) it times tilec alone on numpy arrays
(the CPU interpreter's argument path): the empty grid, the full preparation
with the final C call replaced by a no-op (the launcher's seam), and the slow
path's preparation.

usage: launch_overhead.py [--reps N] [--json OUT.json]
       (PYTHONPATH must reach the tilec package: python/ of the repository,
       or of an unpacked release)
"""

import argparse
import importlib.util
import json
import sys
import tempfile
import time
from pathlib import Path

import tilec

REPO = Path(__file__).resolve().parents[1]


def per_launch_us(fn, reps, sync=None):
    """Host microseconds per call. With `sync` (a GPU): the median over
    batches of 200 calls, the GPU drained between batches outside the timing,
    so that the launch queue never fills (a long run of tiny launches ends up
    waiting for the GPU and times its throughput, not the host). Without: the
    best of three runs of `reps` calls (other load only slows a run down)."""
    for _ in range(min(200, reps)):
        fn()
    if sync:
        sync()
        per_batch = 200
        times = []
        for _ in range(max(25, reps // per_batch)):
            sync()
            start = time.perf_counter()
            for _ in range(per_batch):
                fn()
            times.append((time.perf_counter() - start) / per_batch * 1e6)
        sync()
        times.sort()
        return times[len(times) // 2]
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(reps):
            fn()
        best = min(best, (time.perf_counter() - start) / reps * 1e6)
    return best


def load_module(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def gpu_mode(reps):
    import torch
    import triton

    mod = load_module(REPO / "kernels" / "vector_add.py", "vector_add_bench")
    tri = mod.add_kernel
    til = tilec.jit(tri.fn)  # the same function's source, compiled by tilec
    n = 1024
    x, y = (torch.rand(n, device="cuda") for _ in range(2))
    outs = {"tilec": torch.empty_like(x), "triton": torch.empty_like(x)}
    sync = torch.cuda.synchronize
    rows = {}
    for name, k in (("tilec", til), ("triton", tri)):
        out = outs[name]
        k[(1,)](x, y, out, n, BLOCK_SIZE=1024)  # compile
        sync()
        assert torch.equal(out[:n], (x + y)[:n]), f"{name}: wrong result"
        rows.setdefault("launch", {})[name] = per_launch_us(
            lambda: k[(1,)](x, y, out, n, BLOCK_SIZE=1024), reps, sync)
        grid = lambda meta: (triton.cdiv(n, meta["BLOCK_SIZE"]),)
        rows.setdefault("lambda grid", {})[name] = per_launch_us(
            lambda: k[grid](x, y, out, n, BLOCK_SIZE=1024), reps, sync)
        rows.setdefault("empty grid (Python side)", {})[name] = per_launch_us(
            lambda: k[(0,)](x, y, out, n, BLOCK_SIZE=1024), reps)
    out = outs["tilec"]

    def slow():
        plan = til._plan((x, y, out, n), {"BLOCK_SIZE": 1024}, (1,))
        plan.run()
    rows["tilec slow path (_plan + run)"] = {"tilec": per_launch_us(slow, reps // 4, sync)}
    return {"device": torch.cuda.get_device_name(), "torch": torch.__version__,
            "triton": triton.__version__, "rows": rows}


KERNEL = '''
import tilec
import tilec.language as tl


@tilec.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    tl.store(out_ptr + offsets, tl.load(x_ptr + offsets, mask=mask)
             + tl.load(y_ptr + offsets, mask=mask), mask=mask)
'''


def cpu_mode(reps):
    import numpy as np

    tmp = Path(tempfile.mkdtemp(prefix="tilec-launch-bench-"))
    (tmp / "launch_bench_kernel.py").write_text(KERNEL)
    k = load_module(tmp / "launch_bench_kernel.py", "launch_bench_kernel").add_kernel
    n = 1024
    x, y = np.random.rand(n).astype(np.float32), np.random.rand(n).astype(np.float32)
    out = np.empty_like(x)
    k[(1,)](x, y, out, n, BLOCK_SIZE=1024)  # compile, run once on the interpreter
    assert np.array_equal(out, x + y)
    rows = {"empty grid (Python side)": {
        "tilec": per_launch_us(lambda: k[(0,)](x, y, out, n, BLOCK_SIZE=1024), reps)}}
    # The seam: the cached launcher's C call replaced by a no-op, so everything
    # but the interpreter run (grid, argument structs) is timed.
    launchers = list(k._fast.values())
    calls = [lr.call for lr in launchers]
    for lr in launchers:
        lr.call = lambda *a: 0
    try:
        rows["launch, C call a no-op"] = {
            "tilec": per_launch_us(lambda: k[(1,)](x, y, out, n, BLOCK_SIZE=1024), reps)}
        grid = lambda meta: (tilec.cdiv(n, meta["BLOCK_SIZE"]),)
        rows["lambda grid, C call a no-op"] = {
            "tilec": per_launch_us(lambda: k[grid](x, y, out, n, BLOCK_SIZE=1024), reps)}
    finally:
        for lr, c in zip(launchers, calls):
            lr.call = c
    rows["slow path preparation (_plan)"] = {
        "tilec": per_launch_us(lambda: k._plan((x, y, out, n), {"BLOCK_SIZE": 1024}, (0,)),
                               reps // 4)}
    return {"device": "CPU interpreter (numpy arrays)", "rows": rows}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=20000)
    ap.add_argument("--json")
    ap.add_argument("--cpu", action="store_true", help="the interpreter path even with a GPU")
    a = ap.parse_args()
    gpu = False
    if not a.cpu:
        try:
            import torch
            import triton  # noqa: F401
            gpu = torch.cuda.is_available()
        except ImportError:
            pass
    result = gpu_mode(a.reps) if gpu else cpu_mode(a.reps)
    result["library"] = str(tilec.library().path)
    print(f"host time per launch (us), {result['device']}; tilec from {result['library']}")
    print(f"{'':34s}{'tilec':>10s}{'triton':>10s}")
    for row, values in result["rows"].items():
        cells = "".join(f"{values[f]:10.2f}" if f in values else f"{'':>10s}"
                        for f in ("tilec", "triton"))
        print(f"{row:34s}{cells}")
    if a.json:
        Path(a.json).write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
