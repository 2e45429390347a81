"""tilec.ops without PyTorch: the kernel files load through the triton shim (no
triton or torch needed), their backward kernels run from Python on numpy
arrays (the interpreter) against float64, and precompile writes a loadable
manifest. test_ops_torch.py runs the ops themselves."""

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import tilec
import tilec.ops as ops

LIB = tilec.library()
FILES = ["flash_attention.py", "flash_attention_varlen.py", "flash_attention_bwd.py",
         "layer_norm.py", "rms_norm.py", "norms_bwd.py", "cross_entropy.py"]


def test_kernel_files_load_without_triton_or_torch():
    code = ("import sys; sys.modules['triton'] = None; sys.modules['torch'] = None\n"
            "import tilec, tilec.ops as ops\n"
            f"for f in {FILES!r}:\n"
            "    m = ops.kernels(f)\n"
            "    assert vars(m) and all(isinstance(v, tilec.JITFunction) for v in vars(m).values()), f\n"
            "print('ok')\n")
    env = dict(os.environ, PYTHONPATH=str(Path(tilec.__file__).resolve().parents[1]))
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert r.returncode == 0 and r.stdout.strip() == "ok", r.stdout + r.stderr


def test_family_of_target_comes_from_the_target_table():
    assert ops.family_of_target("gfx90a") == "cdna"
    assert ops.family_of_target("gfx950") == "cdna"
    assert ops.family_of_target("gfx1100") == "rdna"
    assert ops.family_of_target("gfx1201") == "rdna"
    assert ops.family_of_target("sm_90a") == "nv"
    assert tilec.library().target_family("sm_80") == "nvidia"
    with pytest.raises(ValueError, match="no configurations for target 'gfx9000'"):
        ops.family_of_target("gfx9000")


def test_attention_backward_kernels_from_python(rng=np.random.default_rng(7)):
    # The dense backward through tilec.jit on numpy arrays, float64 reference.
    Z, H, H_KV, N, D = 1, 2, 1, 40, 64
    scale = 1.0 / math.sqrt(D)
    q, k, v, do = (rng.standard_normal(s).astype(np.float32)
                   for s in ((Z, H, N, D), (Z, H_KV, N, D), (Z, H_KV, N, D), (Z, H, N, D)))
    q64, k64, v64, do64 = (a.astype(np.float64) for a in (q, k, v, do))
    kr, vr = np.repeat(k64, H // H_KV, 1), np.repeat(v64, H // H_KV, 1)
    s = q64 @ kr.transpose(0, 1, 3, 2) * scale
    s = np.where(np.tril(np.ones((N, N), bool)), s, -np.inf)
    p = np.exp(s - s.max(-1, keepdims=True))
    lse2 = (np.log(p.sum(-1)) + s.max(-1)) / math.log(2)
    p /= p.sum(-1, keepdims=True)
    o = p @ vr
    ds = p * (do64 @ vr.transpose(0, 1, 3, 2) - (do64 * o).sum(-1, keepdims=True))
    dq_ref = ds @ kr * scale
    dk_ref = (ds.transpose(0, 1, 3, 2) @ q64 * scale).reshape(Z, H_KV, H // H_KV, N, D).sum(2)
    dv_ref = (p.transpose(0, 1, 3, 2) @ do64).reshape(Z, H_KV, H // H_KV, N, D).sum(2)

    bwd = ops.kernels("flash_attention_bwd.py")
    m = lse2.astype(np.float32)
    o32 = o.astype(np.float32)
    delta = np.full((Z, H, N), np.nan, np.float32)
    st = lambda a: [x // a.itemsize for x in a.strides]  # noqa: E731
    bwd._attn_bwd_preprocess[(ops.cdiv(N, 64), Z * H)](o32, do, delta, *st(o32), *st(do), H, N,
                                                      HEAD_DIM=D, BLOCK_M=64)
    dq, dk, dv = (np.full_like(a, np.nan) for a in (q, k, v))
    strides = (*st(q), *st(k), *st(v), *st(do), Z, H, H_KV, N)
    cx = dict(HEAD_DIM=D, BLOCK_M=32, BLOCK_N=16, IS_CAUSAL=True)
    bwd._attn_bwd_dkdv[(ops.cdiv(N, 16), Z * H_KV)](q, k, v, scale, do, m, delta, dk, dv,
                                                    *strides, **cx)
    bwd._attn_bwd_dq[(ops.cdiv(N, 32), Z * H)](q, k, v, scale, do, m, delta, dq, *strides, **cx)
    for name, got, ref in (("dq", dq, dq_ref), ("dk", dk, dk_ref), ("dv", dv, dv_ref)):
        err = np.linalg.norm(got - ref) / np.linalg.norm(ref)
        assert err < 3e-3, (name, err)   # tf32 dots


def test_precompile_writes_a_loadable_manifest(tmp_path):
    # Norms and cross entropy only (small kernels): the attention specs are the
    # same machinery.
    entries = ops.precompile(tmp_path, "gfx942", head_dims=(), dtypes=("bf16",),
                             norm_blocks=(1024,), vocab_blocks=(1024,))
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    assert manifest["target"] == "gfx942" and manifest["kernels"] == entries
    kernels = {(e["kernel"], e["signature"].split(",")[0]) for e in entries}
    assert ("_layer_norm_bwd_dx", "*bf16:16") in kernels
    assert ("cross_entropy_fwd_bwd_in_place", "*fp32:16") in kernels
    for e in entries:
        assert (tmp_path / e["binary"]).stat().st_size > 0
        fn = getattr(ops.kernels(e["file"]), e["kernel"])
        fn.load_binary(tmp_path / e["binary"], e["signature"], e["constexprs"],
                       num_warps=e["num_warps"])
