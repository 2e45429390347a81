"""Where a Python launch's host time goes (GPU machine with torch and triton;
PYTHONPATH reaching the tilec package): the median over batches of 200 calls,
the GPU drained between batches, of tilec's pieces (the fast key: binding
the arguments and reading the tensors; the cached launcher: argument structs
and the ctypes call; the ctypes call alone: C API and driver), the whole
`kernel[grid](...)`, Triton's, and one PyTorch kernel launch (`out.add_(x)`)
as the machine's own reference. Each row twice (the figures move between
machines and runs: docs/performance.md, runs 56-59).

usage: python3 bench/launch_breakdown.py
"""

import importlib.util
import statistics
import struct
import time
from pathlib import Path

import torch

import tilec

REPO = Path(__file__).resolve().parents[1]


def median_us(fn, batches=41, per_batch=200):
    times = []
    for _ in range(batches):
        torch.cuda.synchronize()
        start = time.perf_counter()
        for _ in range(per_batch):
            fn()
        times.append((time.perf_counter() - start) / per_batch * 1e6)
    torch.cuda.synchronize()
    return statistics.median(times)


def main():
    spec = importlib.util.spec_from_file_location("vector_add", REPO / "kernels" / "vector_add.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    triton_kernel = mod.add_kernel
    kernel = tilec.jit(triton_kernel.fn)
    n = 1024
    x, y = torch.rand(n, device="cuda"), torch.rand(n, device="cuda")
    out = torch.empty_like(x)
    args, kwargs = (x, y, out, n), {"BLOCK_SIZE": 1024}
    for _ in range(3):  # compile, then the cached launcher
        kernel[(1,)](*args, **kwargs)
    torch.cuda.synchronize()
    launcher = next(iter(kernel._fast.values()))
    key, payloads, values = kernel._fast_key(args, kwargs)
    flat = launcher.template.copy()
    for slot, (_, value, nbytes) in zip(launcher.slots, payloads):
        flat[slot], flat[slot + 1] = value, nbytes
    packed, grid = launcher.packer.pack(*flat), struct.pack("<III", 1, 1, 1)
    rows = [
        ("ctypes call (C API + driver)",
         lambda: launcher.call(launcher.handle, grid, launcher.block, 0, packed, len(payloads))),
        ("cached launcher (structs + call)",
         lambda: launcher.launch(kernel, (1,), payloads, values)),
        ("fast key (bind, read tensors)", lambda: kernel._fast_key(args, kwargs)),
        ("fast key, then the cached launcher", lambda: (
            kernel._fast_key(args, kwargs), launcher.launch(kernel, (1,), payloads, values))),
        ("fast key, dict lookup, launcher", lambda: kernel._fast.get(
            kernel._fast_key(args, kwargs)[0]).launch(kernel, (1,), payloads, values)),
        ("the dict lookup alone", lambda: kernel._fast.get(key)),
        ("cached launcher after some Python", lambda: (
            sum(range(500)), launcher.launch(kernel, (1,), payloads, values))),
        ("tilec kernel.run(..., grid=(1,))", lambda: kernel.run(*args, grid=(1,), **kwargs)),
        ("tilec kernel[grid](...)", lambda: kernel[(1,)](*args, **kwargs)),
        ("triton kernel[grid](...)", lambda: triton_kernel[(1,)](*args, **kwargs)),
        ("torch out.add_(x)", lambda: out.add_(x)),
    ]
    print(f"host time per call (us), {torch.cuda.get_device_name()}; key {key}")
    print(f"{'sum(range(500)) alone':<36}{median_us(lambda: sum(range(500))):8.2f}")
    for name, fn in rows:
        print(f"{name:<36}{median_us(fn):8.2f}{median_us(fn):8.2f}")


if __name__ == "__main__":
    main()
