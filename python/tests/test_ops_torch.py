"""tilec.ops with PyTorch: every op's forward and backward against PyTorch's
own in float64, on CPU tensors (the interpreter; needs libtilec.so) and, where
a GPU is visible, on it (kernels compiled at launch with libtilec.so, or the
code objects of TILEC_OPS_BINARIES with libtilec_rt.so). Skips without torch."""

import math
import os

import numpy as np
import pytest

torch = pytest.importorskip("torch")

import tilec  # noqa: E402
import tilec.ops as ops  # noqa: E402

F = torch.nn.functional
LIB = tilec.library()
DEVICES = []
if LIB.has_compiler:
    DEVICES.append("cpu")
if torch.cuda.is_available() and (LIB.has_compiler or os.environ.get("TILEC_OPS_BINARIES")):
    DEVICES.append("cuda")
if not DEVICES:
    pytest.skip("neither the interpreter (libtilec.so) nor a GPU with kernels",
                allow_module_level=True)
TOL = {torch.float16: 3e-3, torch.bfloat16: 2e-2, torch.float32: 3e-3}


def rel_err(got, ref):
    got, ref = got.detach().double().cpu(), ref.detach().double().cpu()
    assert not torch.isnan(got).any(), "NaN in the result"
    return (torch.linalg.norm(got - ref) / torch.linalg.norm(ref).clamp(min=1e-30)).item()


def make(gen, shape, dtype, device, scale=1.0):
    return (torch.randn(shape, generator=gen, dtype=torch.float64) * scale).to(dtype).to(device)


def ref_attention(q, k, v, causal, scale, keep=None, dropout_p=0.0):
    g = q.shape[-3] // k.shape[-3]
    k, v = k.repeat_interleave(g, dim=-3), v.repeat_interleave(g, dim=-3)
    s = q @ k.transpose(-1, -2) * scale
    if causal:
        n = s.shape[-1]
        s = s.masked_fill(~torch.ones(n, n, dtype=torch.bool, device=s.device).tril(), -math.inf)
    p = torch.softmax(s, -1)
    if keep is not None:
        p = p * keep / (1.0 - dropout_p)
    return p @ v


@pytest.fixture
def gen():
    return torch.Generator().manual_seed(19)


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("B,H,H_KV,N,D,causal,dtype", [
    (1, 4, 2, 77, 64, True, torch.bfloat16),
    (2, 2, 2, 50, 128, False, torch.float16),
])
def test_attention(gen, device, B, H, H_KV, N, D, causal, dtype):
    # q in (B, N, H, D) memory seen as (B, H, N, D), as models produce it.
    q = make(gen, (B, N, H, D), dtype, device).transpose(1, 2).requires_grad_()
    k = make(gen, (B, H_KV, N, D), dtype, device).requires_grad_()
    v = make(gen, (B, H_KV, N, D), dtype, device).requires_grad_()
    do = make(gen, (B, H, N, D), dtype, device)
    o = ops.attention(q, k, v, causal=causal)
    o.backward(do)
    q64, k64, v64 = (t.detach().double().requires_grad_() for t in (q, k, v))
    o64 = ref_attention(q64, k64, v64, causal, 1.0 / math.sqrt(D))
    o64.backward(do.double())
    assert rel_err(o, o64) < TOL[dtype]
    for t, r in ((q, q64), (k, k64), (v, v64)):
        assert rel_err(t.grad, r.grad) < TOL[dtype]


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("causal", [False, True])
def test_attention_dropout(gen, device, causal):
    # The keep mask, read off the op itself: with q = 0 every score is equal,
    # so each row's probabilities are 1/N and V = I makes O = keep / (N (1 - p)).
    # Then random q, k, v with the same seed (the mask depends only on the
    # seed and positions) must give the float64 reference with that mask, in
    # the forward and in all three gradients: the backward drops the same
    # elements as the forward.
    B, H, N, D, p, seed, dtype = 1, 2, 64, 64, 0.3, 2024, torch.float16
    zeros = torch.zeros((B, H, N, D), dtype=dtype, device=device)
    eye = torch.eye(N, dtype=dtype, device=device).expand(B, H, N, D).contiguous()
    probe = ops.attention(zeros, zeros, eye, dropout_p=p, seed=seed).double().cpu()
    keep = probe * N * (1 - p) > 0.5
    assert abs(keep.double().mean().item() - (1 - p)) < 0.05
    if not causal:  # the same values everywhere that is kept
        assert torch.allclose(probe[keep], torch.full_like(probe[keep], 1 / (N * (1 - p))),
                              rtol=2e-3)
    q, k, v = (make(gen, (B, H, N, D), dtype, device).requires_grad_() for _ in range(3))
    do = make(gen, (B, H, N, D), dtype, device)
    o = ops.attention(q, k, v, causal=causal, dropout_p=p, seed=seed)
    o.backward(do)
    q64, k64, v64 = (t.detach().double().cpu().requires_grad_() for t in (q, k, v))
    o64 = ref_attention(q64, k64, v64, causal, 1.0 / math.sqrt(D), keep.double(), p)
    o64.backward(do.double().cpu())
    assert rel_err(o, o64) < TOL[dtype]
    for t, r in ((q, q64), (k, k64), (v, v64)):
        assert rel_err(t.grad, r.grad) < TOL[dtype]
    # Another seed, another mask; no dropout, no mask.
    other = ops.attention(zeros, zeros, eye, dropout_p=p, seed=seed + 1).double().cpu()
    assert not torch.equal(other * N * (1 - p) > 0.5, keep)
    plain = ops.attention(q.detach(), k.detach(), v.detach(), causal=causal)
    assert rel_err(plain, ref_attention(q64, k64, v64, causal, 1.0 / math.sqrt(D))) < TOL[dtype]


def test_attention_dropout_errors():
    x = torch.zeros((1, 1, 16, 64), dtype=torch.float16)
    with pytest.raises(ValueError, match="dropout_p"):
        ops.attention(x, x, x, dropout_p=1.0)
    with pytest.raises(ValueError, match="dropout_p"):
        ops.attention(x, x, x, dropout_p=-0.1)
    with pytest.raises(ValueError, match="64 bits"):
        ops.attention(x, x, x, dropout_p=0.1, seed=2 ** 64)


@pytest.mark.parametrize("device", DEVICES)
def test_attention_varlen(gen, device):
    lens, H, H_KV, D, dtype = [37, 0, 1, 64], 4, 2, 64, torch.bfloat16
    cu = torch.tensor([0] + list(np.cumsum(lens)), dtype=torch.int32, device=device)
    T = int(cu[-1])
    q, do = make(gen, (T, H, D), dtype, device), make(gen, (T, H, D), dtype, device)
    k, v = make(gen, (T, H_KV, D), dtype, device), make(gen, (T, H_KV, D), dtype, device)
    for t in (q, k, v):
        t.requires_grad_()
    o = ops.attention_varlen(q, k, v, cu, max(lens), causal=True)
    o.backward(do)
    q64, k64, v64 = (t.detach().double().requires_grad_() for t in (q, k, v))
    pieces = []
    for b in range(len(lens)):
        s, e = int(cu[b]), int(cu[b + 1])
        if s < e:
            pieces.append(ref_attention(*(t[s:e].transpose(0, 1) for t in (q64, k64, v64)),
                                        True, 1.0 / math.sqrt(D)).transpose(0, 1))
    o64 = torch.cat(pieces)
    o64.backward(do.double())
    assert rel_err(o, o64) < TOL[dtype]
    for t, r in ((q, q64), (k, k64), (v, v64)):
        assert rel_err(t.grad, r.grad) < TOL[dtype]


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("norm", ["layer", "rms"])
def test_norms(gen, device, dtype, norm):
    x = make(gen, (3, 5, 1000), dtype, device, 2.0).requires_grad_()
    w = make(gen, (1000,), dtype, device).requires_grad_()
    b = make(gen, (1000,), dtype, device).requires_grad_()
    dy = make(gen, (3, 5, 1000), dtype, device)
    x64, w64, b64 = (t.detach().double().requires_grad_() for t in (x, w, b))
    if norm == "layer":
        y, y64 = ops.layer_norm(x, w, b, 1e-5), F.layer_norm(x64, (1000,), w64, b64, 1e-5)
        args = ((x, x64), (w, w64), (b, b64))
    else:
        y = ops.rms_norm(x, w, 1e-6)
        y64 = x64 * torch.rsqrt((x64 * x64).mean(-1, keepdim=True) + 1e-6) * w64
        args = ((x, x64), (w, w64))
    y.backward(dy)
    y64.backward(dy.double())
    tol = 1e-4 if dtype == torch.float32 else TOL[dtype]
    assert rel_err(y, y64) < tol
    for t, r in args:
        assert rel_err(t.grad, r.grad) < tol


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("dtype,reduction,in_place", [
    (torch.float32, "mean", False), (torch.bfloat16, "sum", False), (torch.float32, "mean", True),
])
def test_cross_entropy(gen, device, dtype, reduction, in_place):
    T, V = 6, 5000
    logits = make(gen, (T, V), dtype, device, 3.0)
    labels = torch.randint(0, V, (T,), generator=gen).to(device)
    labels[1] = -100
    ref = logits.detach().double().requires_grad_()
    loss64 = F.cross_entropy(ref, labels, ignore_index=-100, reduction=reduction)
    (loss64 * 2.0).backward()
    x = logits.clone().requires_grad_()
    loss = ops.cross_entropy(x if not in_place else x * 1.0, labels, reduction=reduction,
                             in_place=in_place)
    (loss * 2.0).backward()
    assert abs(loss.item() - loss64.item()) <= 1e-5 * abs(loss64.item())
    assert rel_err(x.grad, ref.grad) < (1e-5 if dtype == torch.float32 else TOL[dtype])
