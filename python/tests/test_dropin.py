"""`import tilec.triton`, the drop-in: with Triton absent, a kernel module
written for Triton (import triton, triton.language, libdevice aliases,
@triton.jit / autotune / heuristics / Config, triton.cdiv,
triton.testing.do_bench) runs through tilec unchanged; with a Triton
present, its jit/autotune/heuristics/Config are routed to tilec. Each case
runs in a fresh interpreter (sys.modules is what is being changed)."""

import importlib.util
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

PYTHON_DIR = Path(__file__).resolve().parents[1]

KERNELS = '''\
import triton
import triton.language as tl
from triton.language.extra import libdevice
from triton.language.extra.cuda import libdevice as cuda_libdevice

rsqrt = libdevice.rsqrt          # a module-level alias of a device function
SCALE: tl.constexpr = 2.0


@triton.jit
def scale_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, rsqrt(x) * SCALE, mask=mask)


@triton.autotune(configs=[triton.Config({"BLOCK": 32}),
                          triton.Config({"BLOCK": 128}, num_warps=2)], key=["n"])
@triton.heuristics({"EVEN": lambda a: a["n"] % a["BLOCK"] == 0})
@triton.jit
def add_one(x_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    if EVEN:
        tl.store(x_ptr + offs, tl.load(x_ptr + offs) + 1)
    else:
        tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) + 1, mask=offs < n)
'''


def run(tmp_path, script, extra_path=()):
    (tmp_path / "kern.py").write_text(KERNELS)
    (tmp_path / "main.py").write_text(textwrap.dedent(script))
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(PYTHON_DIR), str(tmp_path), *map(str, extra_path)])
    proc = subprocess.run([sys.executable, str(tmp_path / "main.py")], capture_output=True,
                          text=True, env=env, cwd=tmp_path, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout


def test_dropin_without_triton(tmp_path):
    if importlib.util.find_spec("triton") is not None:
        pytest.skip("Triton is installed here (test_gpu.py covers the drop-in with it)")
    out = run(tmp_path, """\
        import importlib.util
        assert importlib.util.find_spec("triton") is None, "this test needs Triton absent"
        import tilec.triton
        import numpy as np
        import triton
        import triton.language as tl
        import kern
        import tilec
        assert not tilec.triton.triton_present and triton.jit is tilec.jit
        n = 1000
        x = np.linspace(1, 4, n).astype(np.float32)
        out = np.zeros_like(x)
        kern.scale_kernel[(triton.cdiv(n, 128),)](x, out, n, BLOCK=128)
        np.testing.assert_allclose(out, 2 / np.sqrt(x), rtol=1e-6)
        y = np.zeros(n, np.float32)
        kern.add_one[lambda m: (triton.cdiv(n, m["BLOCK"]),)](y, n)
        assert (y == 1).all()
        ms = triton.testing.do_bench(lambda: kern.scale_kernel[(8,)](x, out, n, BLOCK=128),
                                     warmup=1, rep=5)
        assert ms > 0
        assert triton.next_power_of_2(100) == 128 and tl.float16.name == "fp16"
        try:
            kern.rsqrt(1.0)
        except RuntimeError as e:
            print("refused:", e)
        try:
            tl.load(0)
        except RuntimeError as e:
            print("refused:", e)
        print("ok")
        """)
    assert "refused: triton.language.extra.libdevice.rsqrt runs only inside a kernel" in out
    assert "refused: triton.language.load runs only inside a kernel" in out
    assert out.rstrip().endswith("ok")


def test_dropin_routes_an_installed_triton(tmp_path):
    # A stand-in for an installed Triton: its decorators must not be the ones
    # the kernels get.
    fake = tmp_path / "site"
    (fake / "triton").mkdir(parents=True)
    (fake / "triton" / "__init__.py").write_text(
        "def jit(fn=None, **kw):\n    raise AssertionError('Triton\\'s jit was used')\n"
        "autotune = heuristics = Config = jit\n__version__ = '3.6.0'\n"
        "def cdiv(a, b):\n    return -(-a // b)\n")
    (fake / "triton" / "language").mkdir()
    (fake / "triton" / "language" / "__init__.py").write_text(
        "from tilec.language import *  # noqa\nfrom tilec.language import constexpr\n")
    (fake / "triton" / "language" / "extra").mkdir()
    (fake / "triton" / "language" / "extra" / "__init__.py").write_text("libdevice = None\n")
    (fake / "triton" / "language" / "extra" / "cuda").mkdir()
    (fake / "triton" / "language" / "extra" / "cuda" / "__init__.py").write_text(
        "libdevice = None\n")
    out = run(tmp_path, """\
        import tilec.triton
        import numpy as np
        import triton
        import tilec
        assert tilec.triton.triton_present
        assert triton.jit is tilec.jit and triton.autotune is tilec.autotune
        try:
            import kern
        except AttributeError:
            pass  # the stand-in has no libdevice functions; the routing is what counts
        src = open("kern.py").read().replace("rsqrt = libdevice.rsqrt", "rsqrt = None")
        src = src.replace("rsqrt(x) * SCALE", "x * SCALE")
        open("kern2.py", "w").write(src)
        import kern2
        assert isinstance(kern2.scale_kernel, tilec.JITFunction)
        n = 100
        x = np.ones(n, np.float32)
        out = np.zeros_like(x)
        kern2.scale_kernel[(1,)](x, out, n, BLOCK=128)
        assert (out == 2).all()
        print("ok")
        """, extra_path=[fake])
    assert out.rstrip().endswith("ok")
