#!/usr/bin/python3
"""Writes the seed corpora of tilec's fuzz targets (test/fuzz/README.md).

    make_corpus.py OUT_DIR [TILEC_BIN]

OUT_DIR/frontend   Triton sources with `# KERNEL/SIGNATURE/CONSTEXPR:` headers:
                   every `tilec compile` RUN line of test/FrontEnd, test/Target
                   and test/Driver (kernels/ and the lit inputs), test/hostile
OUT_DIR/tile-ir    MLIR from test/Dialect, Layout, Conversion, Interpreter (split
                   at `// -----`) and, given TILEC_BIN, the tile IR of every
                   frontend seed that compiles
OUT_DIR/npy        small .npy files of every dtype, versions 1-3, 0-d and empty
                   arrays, Fortran order, and some corrupt ones
OUT_DIR/cache-entry  JIT cache entries and payloads (lib/JIT/Cache.h format)
"""

import hashlib
import io
import re
import shlex
import struct
import subprocess
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[2]


def write(directory, name, data):
    directory.mkdir(parents=True, exist_ok=True)
    (directory / name).write_bytes(data if isinstance(data, bytes) else data.encode())


def compile_specs():
    """(source path, kernel, signature, [constexpr]) of every tilec compile RUN line."""
    specs = []
    for test in sorted(REPO.glob("test/*/*")):
        if test.suffix not in (".py", ".test") or not test.is_file():
            continue
        for line in test.read_text(errors="replace").splitlines():
            m = re.match(r"\s*#\s*RUN:\s*(?:not\s+)?tilec compile (.*?)(\||2>|$)", line)
            if not m:
                continue
            try:
                argv = shlex.split(m.group(1))
            except ValueError:
                continue
            src = argv[0].replace("%s", str(test)).replace("%kernels", str(REPO / "kernels"))
            kernel, sig, consts = None, "", []
            for i, a in enumerate(argv[:-1]):
                if a == "--kernel":
                    kernel = argv[i + 1]
                elif a == "--signature":
                    sig = argv[i + 1]
                elif a == "--constexpr":
                    consts.append(argv[i + 1])
            if kernel and Path(src).suffix == ".py" and Path(src).exists():
                specs.append((Path(src), kernel, sig, consts))
    return specs


def frontend(out, tilec):
    d = out / "frontend"
    seeds = []
    for n, (src, kernel, sig, consts) in enumerate(compile_specs()):
        header = f"# KERNEL: {kernel}\n# SIGNATURE: {sig}\n"
        header += "".join(f"# CONSTEXPR: {c}\n" for c in consts)
        name = f"{src.stem}-{kernel}-{n}.py"
        write(d, name, header.encode() + src.read_bytes())
        seeds.append((d / name, src, kernel, sig, consts))
    for case in sorted((REPO / "test/hostile").glob("*.py")):
        write(d, "hostile-" + case.name, case.read_bytes())
    return seeds


def tile_ir(out, tilec, seeds):
    d = out / "tile-ir"
    for f in sorted(REPO.glob("test/*/*.mlir")):
        for i, part in enumerate(f.read_text().split("// -----")):
            write(d, f"{f.parent.name}-{f.stem}-{i}.mlir", part)
    if not tilec:
        return
    for seed, src, kernel, sig, consts in seeds:
        argv = [tilec, "compile", str(src), "--kernel", kernel, "--signature", sig, "--emit", "tile"]
        for c in consts:
            argv += ["--constexpr", c]
        r = subprocess.run(argv, capture_output=True, timeout=120)
        if r.returncode == 0:
            write(d, seed.stem + ".mlir", r.stdout)


def npy(out):
    d = out / "npy"
    rng = np.random.default_rng(0)
    dtypes = ["bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64",
              "float16", "float32", "float64"]
    for dt in dtypes:
        a = (rng.standard_normal((3, 5)) * 10).astype(dt)
        buf = io.BytesIO()
        np.save(buf, a)
        write(d, f"{dt}.npy", buf.getvalue())
    for name, a in [("scalar", np.array(3.5, np.float32)), ("empty", np.zeros((0, 4), np.float32)),
                    ("fortran", np.asfortranarray(np.arange(6, dtype=np.int32).reshape(2, 3))),
                    ("big-endian", np.arange(4, dtype=">f4")), ("v2", np.zeros(2, "V2")),
                    ("rank4", np.ones((1, 2, 1, 3), np.float16))]:
        buf = io.BytesIO()
        np.save(buf, a)
        write(d, f"{name}.npy", buf.getvalue())
    # Versions 2 and 3 (4-byte header length; 3: UTF-8 header).
    a = np.arange(4, dtype=np.float32)
    for version in (2, 3):
        header = "{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }"
        header += " " * (-(12 + len(header) + 1) % 64) + "\n"
        write(d, f"version{version}.npy",
              b"\x93NUMPY" + bytes([version, 0]) + struct.pack("<I", len(header)) +
              header.encode() + a.tobytes())
    good = (d / "float32.npy").read_bytes()
    write(d, "truncated.npy", good[:-7])
    write(d, "header-only.npy", good[:128])
    write(d, "huge-shape.npy", good.replace(b"(3, 5)", b"(4611686018427387904, 4)"))
    write(d, "negative-shape.npy", good.replace(b"(3, 5)", b"(-3, 5)"))


def payload(fields):
    out = b""
    for kind, value in fields:
        if kind == "s":
            v = value.encode() if isinstance(value, str) else value
            out += struct.pack("<Q", len(v)) + v
        else:
            out += struct.pack("<I", value)
    return out


def kernel_payload(target, binary, params, constexprs):
    f = [("s", "add_kernel"), ("s", target), ("s", "hsaco" if binary else ""), ("s", binary),
         ("s", "add_kernel")]
    f += [("u", 64 if binary else 0)] + [("u", i) for i in range(15)]
    f += [("u", len(params))]
    for i, (name, ptype, kind) in enumerate(params):
        f += [("s", name), ("u", 0), ("s", ""), ("s", ptype), ("s", "16"),
              ("s", ptype[1:] if ptype.startswith("*") else ""), ("u", kind), ("u", i)]
    f += [("s", "module {}\n"), ("s", "add.py"), ("s", ",".join(p[1] for p in params))]
    f += [("u", len(constexprs))] + [x for n, v in constexprs for x in (("s", n), ("s", v))]
    f += [("u", 4), ("u", 2), ("u", 3), ("u", 64 if binary else 0), ("s", "ab" * 32)]
    return payload(f)


def cache_entries(out):
    d = out / "cache-entry"
    payloads = [
        kernel_payload("interp", b"", [("x", "*fp32", 0), ("n", "i32", 4)], [("BLOCK", "1024")]),
        kernel_payload("gfx942", b"\x7fELF" + bytes(60), [("x", "*fp16", 0)], []),
        kernel_payload("sm_90", b"", [], [("A", "1"), ("B", "tl.float16")]),
    ]
    for i, p in enumerate(payloads):
        key = hashlib.sha256(p).digest()
        entry = (b"TILECJIT" + struct.pack("<I", 1) + key + struct.pack("<Q", len(p)) + p +
                 hashlib.sha256(p).digest())
        write(d, f"entry-{i}", b"\x00" + entry)     # even first byte: a whole entry
        write(d, f"payload-{i}", b"\x01" + p)       # odd: a payload to wrap
        write(d, f"entry-{i}-truncated", b"\x00" + entry[:-40])


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    out = Path(sys.argv[1])
    tilec = sys.argv[2] if len(sys.argv) == 3 else None
    seeds = frontend(out, tilec)
    tile_ir(out, tilec, seeds)
    npy(out)
    cache_entries(out)
    for sub in sorted(out.iterdir()):
        print(f"{sub.name}: {len(list(sub.iterdir()))} seeds")


if __name__ == "__main__":
    main()
