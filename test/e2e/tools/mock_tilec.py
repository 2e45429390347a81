#!/usr/bin/python3
"""A stand-in for `tilec run` built on np_triton.py (numpy), to check the e2e tests themselves.

    TILEC_BIN=test/e2e/tools/mock_tilec.py /usr/bin/python3 -m pytest test/e2e \
        --deselect test/e2e/test_hostile.py --deselect test/e2e/test_errors.py

Implements the `tilec run` command-line contract (signature, --constexpr,
--grid, --arg, --out, bf16 as uint16 bits). Not the product's reference: the
real reference is tilec's own interpreter.
"""

import argparse
import ast
import os
import runpy
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import np_triton as nt  # noqa: E402

NPY = {"fp16": np.float16, "bf16": np.uint16, "fp32": np.float32, "fp64": np.float64,
       "i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
       "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64}


def die(msg):
    print(f"error: {msg}", file=sys.stderr)
    sys.exit(1)


def main():
    p = argparse.ArgumentParser(prog="tilec")
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("file")
    r.add_argument("--kernel", required=True)
    r.add_argument("--signature", required=True)
    r.add_argument("--constexpr", action="append", default=[])
    r.add_argument("--grid", required=True)
    r.add_argument("--num-warps", type=int)
    r.add_argument("--arg", action="append", default=[])
    r.add_argument("--out", action="append", default=[])
    r.add_argument("--device", default="auto")
    a = p.parse_args()

    triton = nt.install()
    try:
        mod = runpy.run_path(a.file)
    except SyntaxError as e:
        die(f"{a.file}:{e.lineno}:{e.offset}: {e.msg}")
    fn = mod.get(a.kernel)
    if not isinstance(fn, nt.JITFunction):
        die(f"no @triton.jit kernel named '{a.kernel}' in {a.file}")
    import inspect
    params = list(inspect.signature(fn.fn).parameters.values())
    runtime = [q.name for q in params if q.annotation is not nt.constexpr]
    cexpr_names = {q.name for q in params if q.annotation is nt.constexpr}
    sig = [s.strip() for s in a.signature.split(",") if s.strip()]
    if len(sig) != len(runtime):
        die(f"signature has {len(sig)} entries, kernel has {len(runtime)} runtime parameters")
    if len(a.arg) != len(sig):
        die(f"{len(a.arg)} --arg given, signature needs {len(sig)}")
    cexprs = {}
    for c in a.constexpr:
        name, _, val = c.partition("=")
        if name not in cexpr_names:
            die(f"unknown constexpr '{name}'")
        cexprs[name] = getattr(nt, val[3:]) if val.startswith("tl.") else ast.literal_eval(val)
    missing = cexpr_names - set(cexprs)
    if missing:
        die(f"missing constexpr value(s): {sorted(missing)}")

    args, buffers = [], {}
    for i, (ty, text) in enumerate(zip(sig, a.arg)):
        base = ty.split(":")[0]
        if base.startswith("*"):
            elem = base[1:]
            if elem not in NPY:
                die(f"bad signature type '{ty}'")
            arr = np.load(text)
            if arr.dtype != NPY[elem]:
                die(f"arg {i}: {text} has dtype {arr.dtype}, signature says {ty}")
            buf = nt.Buffer(arr, nt.DTYPES[elem], f"arg{i}")
            buffers[i] = (buf, arr)
            args.append(nt.Tensor(np.int64(0), nt.PtrType(nt.DTYPES[elem]), buf))
        elif base in ("i32", "i64", "u32", "u64", "i8", "i16", "i1"):
            args.append(nt.Tensor(np.array(int(text)).astype(NPY[base]), nt.DTYPES[base]))
        elif base in ("fp32", "fp64", "fp16"):
            args.append(nt.Tensor(np.array(float(text)).astype(NPY[base]), nt.DTYPES[base]))
        else:
            die(f"bad signature type '{ty}'")
    grid = [int(g) for g in a.grid.split(",")] + [1, 1]
    grid = tuple(grid[:3])
    nt.Ctx.grid = grid
    try:
        for z in range(grid[2]):
            for y in range(grid[1]):
                for x in range(grid[0]):
                    nt.Ctx.pid = (x, y, z)
                    fn.fn(*args, **cexprs)
    except nt.TritonError as e:
        die(str(e))
    for o in a.out:
        idx, _, path = o.partition("=")
        buf, arr = buffers[int(idx)]
        np.save(path, buf.raw.reshape(arr.shape))


if __name__ == "__main__":
    main()
