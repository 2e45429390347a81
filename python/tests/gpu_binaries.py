"""Ahead-of-time code objects of test_tutorial's kernels for test_gpu.py, so
the GPU tests can run where only libtilec_rt.so (no compiler) is built:

    TILEC_LIBRARY=build/lib/libtilec.so python3 python/tests/gpu_binaries.py OUT [sm_90]
    # on the GPU machine:
    TILEC_LIBRARY=.../libtilec_rt.so TILEC_PY_BINARIES=OUT python3 -m pytest python/tests/test_gpu.py

OUT/manifest.json lists each file with its kernel, signature, constexprs and
num_warps; test_gpu.py registers them with kernel.load_binary."""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

MATMUL_SIG = "*fp16:16,*fp16:16,*fp16:16," + ",".join(["i32"] * 9)
MATMUL_META = {"BLOCK_SIZE_M": 64, "BLOCK_SIZE_N": 64, "BLOCK_SIZE_K": 32, "GROUP_SIZE_M": 8}

# (module, kernel, signature, constexprs, num_warps). Pointers from PyTorch are
# 256-byte aligned (:16); integers carry no hint, so any value fits.
SPECS = [
    ("test_tutorial", "add_kernel", "*fp32:16,*fp32:16,*fp32:16,i32", {"BLOCK_SIZE": 1024}, 4),
    ("test_tutorial", "add_kernel", "*bf16:16,*bf16:16,*bf16:16,i32", {"BLOCK_SIZE": 1024}, 4),
    ("test_tutorial", "softmax_kernel", "*fp32:16,*fp32:16,i32,i32,i32,i32",
     {"BLOCK_SIZE": 1024}, 4),
    ("test_tutorial", "softmax_kernel", "*fp16:16,*fp16:16,i32,i32,i32,i32",
     {"BLOCK_SIZE": 256}, 4),
    ("test_tutorial", "matmul_kernel", MATMUL_SIG, dict(MATMUL_META, ACTIVATION=""), 4),
    ("test_tutorial", "matmul_kernel", MATMUL_SIG, dict(MATMUL_META, ACTIVATION="leaky_relu"),
     4),
    ("test_api", "tuned_add", "*fp32:16,*fp32:16,*fp32:16,i32", {"BLOCK": 64}, 2),
    ("test_api", "tuned_add", "*fp32:16,*fp32:16,*fp32:16,i32", {"BLOCK": 128}, 4),
]


def jit_function(module, name):
    kernel = getattr(__import__(module), name)
    while not hasattr(kernel, "arg_names"):  # autotune/heuristics wrappers
        kernel = kernel.fn
    return kernel


def build(out_dir, target="sm_90"):
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    manifest = []
    for i, (module, name, signature, constexprs, num_warps) in enumerate(SPECS):
        ck = jit_function(module, name).compile(signature, constexprs, target=target,
                                                num_warps=num_warps)
        path = out_dir / f"{i}-{name}.{ck.format}"
        ck.save(path)
        manifest.append({"module": module, "kernel": name, "file": path.name,
                         "signature": signature, "constexprs": constexprs,
                         "num_warps": num_warps, "format": ck.format})
        print(f"{path}: {ck.format}, {len(ck.binary)} bytes, {ck.stats['registers']} registers")
    (out_dir / "manifest.json").write_text(json.dumps(manifest, indent=1))


def register(binaries_dir):
    """Registers every code object of a manifest with its kernel."""
    binaries_dir = Path(binaries_dir)
    for entry in json.loads((binaries_dir / "manifest.json").read_text()):
        jit_function(entry["module"], entry["kernel"]).load_binary(
            binaries_dir / entry["file"], entry["signature"], entry["constexprs"],
            num_warps=entry["num_warps"], format=entry["format"])


if __name__ == "__main__":
    build(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "sm_90")
