"""test_tutorial's kernels on a GPU with PyTorch tensors, checked against
float64 references. Skips without torch or a GPU. With libtilec.so the
kernels compile for the GPU at launch; with the runtime-only libtilec_rt.so
they run the code objects that gpu_binaries.py compiled ahead of time
($TILEC_PY_BINARIES), through kernel.load_binary."""

import os
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
if not torch.cuda.is_available():
    pytest.skip("no CUDA GPU visible to torch", allow_module_level=True)

import tilec  # noqa: E402
import tilec.language as tl  # noqa: E402

import test_api  # noqa: E402
import test_tutorial as tt  # noqa: E402

LIB = tilec.library()
if not LIB.has_compiler:
    BINARIES = os.environ.get("TILEC_PY_BINARIES")
    if not BINARIES:
        pytest.skip(f"{LIB.path} has no compiler and TILEC_PY_BINARIES is not set",
                    allow_module_level=True)
    import gpu_binaries  # noqa: E402

    gpu_binaries.register(BINARIES)

DEV = "cuda"


@pytest.fixture
def gen():
    return torch.Generator(device="cpu").manual_seed(1234)


def randn(gen, *shape, dtype=torch.float32):
    return torch.randn(*shape, generator=gen).to(dtype).to(DEV)


def nan_like(shape, dtype):
    return torch.full(shape, float("nan"), dtype=dtype, device=DEV)


def assert_close(actual, expected, rtol, atol):
    torch.testing.assert_close(actual.double().cpu(), expected.double().cpu(), rtol=rtol,
                               atol=atol)


@pytest.mark.parametrize("dtype,tol", [(torch.float32, 1e-6), (torch.bfloat16, 1e-2)])
def test_vector_add_gpu(gen, dtype, tol):
    n = 98_437
    x, y = randn(gen, n, dtype=dtype), randn(gen, n, dtype=dtype)
    out = nan_like((n,), dtype)
    tt.add(x, y, out, block=1024)
    torch.cuda.synchronize()
    assert_close(out, x.double() + y.double(), rtol=tol, atol=tol)


@pytest.mark.parametrize("rows,cols,dtype,tol", [(123, 781, torch.float32, 1e-5),
                                                 (77, 200, torch.float16, 2e-3)])
def test_fused_softmax_gpu(gen, rows, cols, dtype, tol):
    x = randn(gen, rows, cols, dtype=dtype) * 3
    out = nan_like((rows, cols), dtype)
    tt.softmax(x, out)
    torch.cuda.synchronize()
    assert_close(out, torch.softmax(x.double(), dim=1), rtol=tol, atol=tol)


@pytest.mark.parametrize("activation", ["", "leaky_relu"])
def test_matmul_gpu(gen, activation):
    M, N, K = 300, 200, 120
    a = randn(gen, M, K, dtype=torch.float16)
    b = randn(gen, K, N, dtype=torch.float16)
    c = nan_like((M, N), torch.float16)
    tt.matmul(a, b, c, activation, bm=64, bn=64, bk=32, group=8)
    torch.cuda.synchronize()
    ref = a.double() @ b.double()
    if activation == "leaky_relu":
        ref = torch.where(ref >= 0, ref, 0.01 * ref)
    assert_close(c, ref, rtol=1e-2, atol=5e-2)


def test_autotune_gpu_times_every_config(gen):
    n = 1 << 20
    x, y = randn(gen, n), randn(gen, n)
    out = nan_like((n,), torch.float32)
    test_api.tuned_add[lambda meta: (tilec.cdiv(n, meta["BLOCK"]),)](x, y, out, n)
    torch.cuda.synchronize()
    assert_close(out, x.double() + y.double(), rtol=1e-6, atol=1e-6)
    timings = test_api.tuned_add.configs_timings
    assert len(timings) == 2 and all(0 < t < float("inf") for t in timings.values())
    assert test_api.tuned_add.best_config == min(timings, key=timings.get)


class DLPackOnly:
    """A CUDA buffer seen only through the DLPack protocol (no data_ptr, no
    __cuda_array_interface__), as a JAX or CuPy array would be."""

    def __init__(self, tensor):
        self._t = tensor

    def __dlpack__(self, stream=None):
        return self._t.__dlpack__()

    def __dlpack_device__(self):
        return self._t.__dlpack_device__()


def test_vector_add_gpu_dlpack(gen):
    n = 50_001
    x, y = randn(gen, n), randn(gen, n)
    out = nan_like((n,), torch.float32)
    tt.add_kernel[(tilec.cdiv(n, 1024),)](DLPackOnly(x), DLPackOnly(y), DLPackOnly(out), n,
                                          BLOCK_SIZE=1024)
    torch.cuda.synchronize()
    assert_close(out, x.double() + y.double(), rtol=1e-6, atol=1e-6)


@tilec.jit
def extern_sq1_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    # A user's library beside this file (LLVM IR for NVPTX), and a device
    # math function tilec knows, both through tl.extern_elementwise.
    y = tl.extern_elementwise("sq1", "extern_sq1_nvptx.ll", [x],
                              {(tl.dtype("fp32"),): ("my_sq1", tl.dtype("fp32"))}, True)
    z = tl.extern_elementwise("", "", [x], {(tl.dtype("fp32"),): ("__nv_expf", tl.dtype("fp32"))},
                              True)
    tl.store(out_ptr + offs, y + z, mask=mask)


def test_extern_elementwise_gpu(gen):
    if not LIB.has_compiler:
        pytest.skip("the extern library is linked by the compiler (libtilec.so)")
    if torch.version.hip:
        pytest.skip("the library in this test is NVPTX code (a ROCm GPU needs amdgcn)")
    n = 10_000
    x = randn(gen, n)
    out = nan_like((n,), torch.float32)
    grid = (tilec.cdiv(n, 1024),)
    extern_sq1_kernel[grid](x, out, n, BLOCK=1024)
    torch.cuda.synchronize()
    xd = x.double()
    assert_close(out, xd * xd + 1 + torch.exp(xd), rtol=2e-6, atol=1e-6)


# Inline assembly (tl.inline_asm_elementwise), PTX: one value per asm (pack
# 1, two results), and Triton's packed form (pack 4: four bytes in one
# 32-bit register, four halves out in two), at several warp counts so that
# lanes hold 1 to 32 elements (a partial last pack included).
@tilec.jit
def asm_minmax_kernel(x_ptr, y_ptr, lo_ptr, hi_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    lo, hi = tl.inline_asm_elementwise("min.s32 $0, $2, $3;\n\tmax.s32 $1, $2, $3;",
                                       "=r,=r,r,r", [x, y], dtype=(tl.int32, tl.int32),
                                       is_pure=True, pack=1)
    tl.store(lo_ptr + offs, lo, mask=mask)
    tl.store(hi_ptr + offs, hi, mask=mask)


@tilec.jit
def asm_u8_to_f16_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    y = tl.inline_asm_elementwise(
        "{\n\t.reg .b32 a<4>;\n\tmov.b32 a2, 0x64646464;\n\tmov.b32 a3, 0x64006400;\n\t"
        "prmt.b32 a0, $2, a2, 0x4140;\n\tprmt.b32 a1, $2, a2, 0x4342;\n\t"
        "sub.f16x2 $0, a0, a3;\n\tsub.f16x2 $1, a1, a3;\n\t}",
        "=r,=r,r", [x], dtype=tl.float16, is_pure=True, pack=4)
    tl.store(y_ptr + offs, y, mask=offs < n)


@pytest.mark.parametrize("num_warps", [1, 4, 8])
@pytest.mark.parametrize("block", [64, 1024])
def test_inline_asm_gpu(gen, num_warps, block):
    if not LIB.has_compiler:
        pytest.skip("compiled at launch (libtilec.so)")
    if torch.version.hip:
        pytest.skip("the assembly in this test is PTX")
    n = 5_003
    grid = (tilec.cdiv(n, block),)
    x = torch.randint(-1000, 1000, (n,), generator=gen, dtype=torch.int32).to(DEV)
    y = torch.randint(-1000, 1000, (n,), generator=gen, dtype=torch.int32).to(DEV)
    lo = torch.full((n,), 7, dtype=torch.int32, device=DEV)
    hi = torch.full((n,), 7, dtype=torch.int32, device=DEV)
    asm_minmax_kernel[grid](x, y, lo, hi, n, BLOCK=block, num_warps=num_warps)
    b = torch.randint(0, 256, (n,), generator=gen, dtype=torch.int32).to(torch.uint8).to(DEV)
    h = nan_like((n,), torch.float16)
    asm_u8_to_f16_kernel[grid](b, h, n, BLOCK=block, num_warps=num_warps)
    torch.cuda.synchronize()
    assert torch.equal(lo, torch.minimum(x, y)) and torch.equal(hi, torch.maximum(x, y))
    assert torch.equal(h, b.to(torch.float16)), "packed bytes -> halves"


@tilec.jit
def print_gpu_kernel(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.device_print("x", tl.load(x_ptr + offs))


@pytest.mark.parametrize("num_warps", [1, 4])
def test_device_print_gpu(capfd, num_warps):
    # Each element once (lanes that replicate it stay quiet), in Triton's
    # format; the order of lines across lanes is the GPU's.
    if not LIB.has_compiler:
        pytest.skip("compiled at launch (libtilec.so)")
    if torch.version.hip:
        pytest.skip("device_print is NVIDIA-only (docs/language.md)")
    x = torch.arange(64, dtype=torch.float32, device=DEV) * 0.5
    capfd.readouterr()
    print_gpu_kernel[(2,)](x, BLOCK=64, num_warps=num_warps)
    torch.cuda.synchronize()
    lines = sorted(line for line in capfd.readouterr().out.splitlines() if line.startswith("pid"))
    want = sorted(f"pid ({p}, 0, 0) idx ({i:2d}) x: {i * 0.5:f}" for p in range(2)
                  for i in range(64))
    assert lines == want


def test_dropin_routes_real_triton_gpu(tmp_path):
    # With the real Triton installed (the H200 machine), `import tilec.triton`
    # routes @triton.jit to tilec: the kernel below is a tilec JITFunction and
    # runs on the GPU through tilec.
    import importlib.util
    import subprocess
    import sys
    if importlib.util.find_spec("triton") is None:
        pytest.skip("needs Triton installed")
    if not LIB.has_compiler:
        pytest.skip("compiled at launch (libtilec.so)")
    (tmp_path / "kern.py").write_text(
        "import triton\nimport triton.language as tl\n\n\n@triton.jit\n"
        "def twice(x_ptr, n, BLOCK: tl.constexpr):\n"
        "    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)\n"
        "    tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) * 2, mask=offs < n)\n")
    (tmp_path / "main.py").write_text(
        "import tilec.triton\nimport tilec, torch, triton\nimport kern\n"
        "assert tilec.triton.triton_present and isinstance(kern.twice, tilec.JITFunction)\n"
        "x = torch.arange(1000, dtype=torch.float32, device='cuda')\n"
        "kern.twice[(triton.cdiv(1000, 256),)](x, 1000, BLOCK=256)\n"
        "torch.cuda.synchronize()\n"
        "assert torch.equal(x, torch.arange(1000, dtype=torch.float32, device='cuda') * 2)\n"
        "ms = triton.testing.do_bench(lambda: kern.twice[(4,)](x, 1000, BLOCK=256))\n"
        "print('ok', ms)\n")
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(Path(tilec.__file__).parents[1]), str(tmp_path),
                                         env.get("PYTHONPATH", "")])
    proc = subprocess.run([sys.executable, str(tmp_path / "main.py")], capture_output=True,
                          text=True, env=env, cwd=tmp_path, timeout=600)
    assert proc.returncode == 0 and "ok" in proc.stdout, proc.stdout + proc.stderr


# Host-side tensor descriptors on the GPU: a matmul over ragged and aligned
# shapes through tilec.TensorDescriptor (the fast path from the second
# launch on), at num_stages 1-3 and 4/8 warps (asynchronous copies into
# slots and, on sm_90a, wgmma).
@tilec.jit
def desc_matmul_gpu_kernel(a_desc, b_desc, c_desc, K, BLOCK_M: tl.constexpr,
                           BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = a_desc.load([pid_m * BLOCK_M, k * BLOCK_K])
        b = b_desc.load([k * BLOCK_K, pid_n * BLOCK_N])
        acc = tl.dot(a, b, acc)
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.float16))


# Blocks 64 x 32 (pointer loads or cp.async) and 128 x 64 / 64 x 64 (whole
# 128-byte rows: the TMA on sm_90/sm_90a at num_stages >= 2).
@pytest.mark.parametrize("m,n,k", [(256, 256, 256), (200, 136, 72)])
@pytest.mark.parametrize("num_warps,num_stages", [(4, 1), (4, 3), (8, 2)])
@pytest.mark.parametrize("bm,bn,bk", [(64, 64, 32), (128, 64, 64)])
def test_tensor_descriptor_gpu(gen, m, n, k, num_warps, num_stages, bm, bn, bk):
    if not LIB.has_compiler:
        pytest.skip("compiled at launch (libtilec.so); no precompiled binaries for it")
    a = randn(gen, m, k, dtype=torch.float16)
    b = randn(gen, k, n, dtype=torch.float16)
    c = nan_like((m, n), torch.float16)
    descs = (tilec.TensorDescriptor.from_tensor(a, [bm, bk]),
             tilec.TensorDescriptor.from_tensor(b, [bk, bn]),
             tilec.TensorDescriptor.from_tensor(c, [bm, bn]))
    grid = (tilec.cdiv(m, bm), tilec.cdiv(n, bn))
    for _ in range(2):
        c.fill_(float("nan"))
        desc_matmul_gpu_kernel[grid](*descs, k, BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk,
                                     num_warps=num_warps, num_stages=num_stages)
        torch.cuda.synchronize()
        assert_close(c, a.double() @ b.double(), rtol=1e-2, atol=1e-2)
    assert desc_matmul_gpu_kernel._fast, "the second launch took the fast path"
