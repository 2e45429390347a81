"""tilec.ops: the training path as PyTorch autograd functions over tilec kernels.

    import tilec.ops as ops
    o = ops.attention(q, k, v, causal=True)            # (B, H, N, D); k/v (B, H_KV, N, D)
    o = ops.attention_varlen(q, k, v, cu_seqlens, max_seqlen, causal=True)  # (T, H, D)
    y = ops.layer_norm(x, weight, bias, eps=1e-5)
    y = ops.rms_norm(x, weight, eps=1e-6)
    loss = ops.cross_entropy(logits, labels, ignore_index=-100, reduction="mean")

Each is a ``torch.autograd.Function`` whose forward and backward launch the
Triton-language kernels of the repository's ``kernels/`` directory
(flash_attention.py, flash_attention_varlen.py, flash_attention_bwd.py,
layer_norm.py, rms_norm.py, norms_bwd.py, cross_entropy.py) through
``tilec.jit``: CUDA or ROCm tensors run on their GPU, CPU tensors on the
interpreter. PyTorch is imported on first use, not by ``import tilec.ops``.

Kernels compile on first use where libtilec.so (the compiler) is loaded. On
a machine with only the runtime (libtilec_rt.so), precompile them elsewhere:

    python3 -m tilec.ops precompile DIR --target sm_90a     # where the compiler is
    TILEC_OPS_BINARIES=DIR python3 train.py                 # on the GPU machine

``precompile`` writes the code objects the ops launch for the listed head
dims, norm widths and vocabulary blocks, plus ``manifest.json``; the ops load
them on first use. Launches go to the device's default stream, as PyTorch's
own work does unless another stream is current. docs/python.md has more.
"""

import builtins
import json
import math
import os
import threading
import types
from pathlib import Path

from . import _capi
from . import language as _language
from .autotuner import Config, autotune, heuristics
from .errors import TilecError
from .jit import JITFunction, cdiv, jit, next_power_of_2

KERNELS_DIR = Path(os.environ.get("TILEC_KERNELS_DIR")
                   or Path(__file__).resolve().parents[2] / "kernels")

# ----------------------------------------------------------------------------
# The kernel files, imported with `triton` bound to tilec's shims (so they need
# no triton installed, and tilec.jit wraps their functions).

_SHIM = types.ModuleType("triton")
_SHIM.jit, _SHIM.language, _SHIM.cdiv = jit, _language, cdiv
_SHIM.next_power_of_2, _SHIM.autotune, _SHIM.heuristics = next_power_of_2, autotune, heuristics
_SHIM.Config = Config


def _import(name, globals=None, locals=None, fromlist=(), level=0):
    if level == 0 and (name == "triton" or name.startswith("triton.")):
        return _SHIM
    return builtins.__import__(name, globals, locals, fromlist, level)


_modules = {}
_lock = threading.Lock()


def kernels(filename):
    """The jit functions of kernels/<filename> as attributes."""
    with _lock:
        mod = _modules.get(filename)
        if mod is None:
            path = KERNELS_DIR / filename
            env = {"__name__": f"tilec.ops.kernels.{path.stem}", "__file__": str(path),
                   "__builtins__": dict(vars(builtins), __import__=_import)}
            exec(compile(path.read_text(), str(path), "exec"), env)
            mod = types.SimpleNamespace(**{k: v for k, v in env.items()
                                           if isinstance(v, JITFunction)})
            _modules[filename] = mod
        return mod


# ----------------------------------------------------------------------------
# Configurations per target family (BLOCK_M, BLOCK_N, num_warps,
# num_stages). The backward's AMD ones are libtilec_kernels'
# (lib/Kernels/CMakeLists.txt), checked for spills by
# test/Target/attention-bwd-*.test; the forward's too, except on NVIDIA, where
# the forward runs the benchmark's fastest 128x64 tile with 8 warps at
# num_stages 2 (docs/performance.md's attention table). AMD runs num_stages
# 1. NVIDIA's backward tiles are the ones that put every dot on wgmma with the K/Q and
# dO blocks copied one iteration ahead (num_stages 2), the fastest of
# bench/attention_bwd_tune.py's set on the H200 (run 39, docs/performance.md;
# d128's dK/dV tile spills a little, 224 bytes, and is still the fastest).

FWD_TILES = {"cdna": {64: (128, 64, 4, 1), 128: (128, 64, 4, 1)},
             "rdna": {64: (64, 32, 4, 1), 128: (64, 32, 4, 1)},
             "nv": {64: (128, 64, 8, 2), 128: (128, 64, 8, 2)}}
DKDV_TILES = {"cdna": {64: (64, 64, 4, 1), 128: (64, 64, 4, 1)},
              "rdna": {64: (32, 32, 8, 1), 128: (32, 32, 8, 1)},
              "nv": {64: (64, 64, 4, 2), 128: (64, 128, 8, 2)}}
DQ_TILES = {"cdna": {64: (64, 64, 4, 1), 128: (64, 64, 4, 1)},
            "rdna": {64: (64, 32, 8, 1), 128: (32, 32, 4, 1)},
            "nv": {64: (64, 64, 4, 2), 128: (128, 64, 8, 2)}}

# With dropout the Philox rounds hold more registers. AMD: libtilec_kernels'
# dropout tiles (attn_drop_tiles_* / bwd_drop_tiles_*), which compile without
# scratch (test/Target/attention-dropout-all-targets.test). NVIDIA: the tiles
# above except forward d128, 64x64 (no spills with dropout; 1.01-1.12x faster
# than 128x64 on the H200, bench/attention_dropout_tiles.py, 2026-12-05). The
# other NVIDIA tiles spill with dropout (e.g. dK/dV d128 2096 bytes) yet beat
# the spill-free candidates by 1.1-1.9x there (docs/performance.md).
DROPOUT_TILES = {
    "fwd": {"cdna": {64: (128, 64, 4, 1), 128: (64, 64, 4, 1)},
            "rdna": {64: (64, 64, 4, 1), 128: (64, 32, 8, 1)},
            "nv": {64: FWD_TILES["nv"][64], 128: (64, 64, 8, 2)}},
    "dkdv": {"cdna": dict(DKDV_TILES["cdna"]),
             "rdna": {64: (32, 32, 8, 1), 128: (16, 32, 8, 1)},
             "nv": dict(DKDV_TILES["nv"])},
    "dq": {"cdna": dict(DQ_TILES["cdna"]),
           "rdna": {64: (64, 32, 8, 1), 128: (16, 32, 16, 1)},
           "nv": dict(DQ_TILES["nv"])},
}
PRE_BLOCK_M = 64
NORM_MAX_COLS = 8192      # a row is one tile in the backward (16384 spills)
NORM_PROGRAMS = 512       # dX programs; each takes every 512th row
CE_BLOCK_V = 4096
STAGES = 1                # kernels without a tile table entry (preprocess, norms, cross entropy)


def family_of_target(target):
    """The configuration family of a target, from tilec's target table."""
    try:
        family = _capi.library().target_family(target)
    except TilecError:
        raise ValueError(f"tilec.ops: no configurations for target '{target}'") from None
    return "nv" if family == "nvidia" else family


def _family(t):
    if t.device.type == "cpu":
        return "cdna"     # the interpreter: any tiles run; these are as good as any
    dev = _capi.library().device(_capi.BACKEND_BEST, t.device.index or 0)
    return family_of_target(dev.target)


def norm_warps(block):
    return 4 if block <= 2048 else 8


# ----------------------------------------------------------------------------
# Precompiled code objects (TILEC_OPS_BINARIES).

_binaries_loaded = False


def _load_binaries():
    global _binaries_loaded
    with _lock:
        if _binaries_loaded:
            return
        _binaries_loaded = True
    where = os.environ.get("TILEC_OPS_BINARIES")
    if not where:
        return
    manifest = json.loads((Path(where) / "manifest.json").read_text())
    for e in manifest["kernels"]:
        fn = getattr(kernels(e["file"]), e["kernel"])
        fn.load_binary(Path(where) / e["binary"], e["signature"], e["constexprs"],
                       num_warps=e["num_warps"])


def _launch(fn, grid, *args, num_warps, num_stages=STAGES, **constexprs):
    _load_binaries()
    fn[grid](*args, num_warps=num_warps, num_stages=num_stages, **constexprs)


def _torch():
    import torch
    return torch


def _ready(t, last_stride_one=True):
    """`t` itself when the precompiled hints hold for it (16-byte aligned, last
    stride 1, other strides multiples of 16), else a contiguous copy."""
    ok = t.data_ptr() % 16 == 0
    if last_stride_one:
        ok = ok and t.stride(-1) == 1 and all(s % 16 == 0 for s in t.stride()[:-1])
    if ok:
        return t
    t = t.contiguous()
    return t if t.data_ptr() % 16 == 0 else t.clone()


def _like(t):
    """An uninitialized tensor with t's shape and strides (t is dense)."""
    return _torch().empty_strided(t.shape, t.stride(), dtype=t.dtype, device=t.device)


def _dense(t):
    """Whether t's elements fill its span exactly (so _like(t) is t-sized)."""
    order = sorted(range(t.dim()), key=lambda i: t.stride(i))
    expect = 1
    for i in order:
        if t.shape[i] != 1 and t.stride(i) != expect:
            return False
        expect *= t.shape[i]
    return True


def _prepare(t):
    t = _ready(t)
    return t if _dense(t) else _ready(t.contiguous())


# ----------------------------------------------------------------------------
# Attention


def _attn_forward(q, k, v, causal, scale, dropout_p=0.0, seed=0):
    torch = _torch()
    B, H, N, D = q.shape
    H_KV = k.shape[1]
    fam = _family(q)
    bm, bn, w, st = (DROPOUT_TILES["fwd"] if dropout_p > 0 else FWD_TILES)[fam][D]
    o = _like(q)
    lse = torch.empty((B, H, N), dtype=torch.float32, device=q.device)
    fwd = kernels("flash_attention.py")
    drop = (dropout_p, seed) if dropout_p > 0 else ()
    _launch(fwd._attn_fwd_dropout if drop else fwd._attn_fwd, (cdiv(N, bm), B * H),
            q, k, v, scale, lse, o, *q.stride(), *k.stride(), *v.stride(), *o.stride(),
            B, H, H_KV, N, *drop, num_warps=w, num_stages=st,
            HEAD_DIM=D, BLOCK_M=bm, BLOCK_N=bn, IS_CAUSAL=causal)
    return o, lse


def _attn_backward(q, k, v, o, lse, do, causal, scale, dropout_p=0.0, seed=0):
    torch = _torch()
    B, H, N, D = q.shape
    H_KV = k.shape[1]
    fam = _family(q)
    bwd = kernels("flash_attention_bwd.py")
    delta = torch.empty((B, H, N), dtype=torch.float32, device=q.device)
    _launch(bwd._attn_bwd_preprocess, (cdiv(N, PRE_BLOCK_M), B * H),
            o, do, delta, *o.stride(), *do.stride(), H, N, num_warps=4,
            HEAD_DIM=D, BLOCK_M=PRE_BLOCK_M)
    dq, dk, dv = _like(q), _like(k), _like(v)
    strides = (*q.stride(), *k.stride(), *v.stride(), *do.stride(), B, H, H_KV, N)
    if dropout_p > 0:
        strides += (dropout_p, seed)
    bm, bn, w, st = (DROPOUT_TILES["dkdv"] if dropout_p > 0 else DKDV_TILES)[fam][D]
    _launch(bwd._attn_bwd_dkdv_dropout if dropout_p > 0 else bwd._attn_bwd_dkdv,
            (cdiv(N, bn), B * H_KV),
            q, k, v, scale, do, lse, delta, dk, dv, *strides, num_warps=w, num_stages=st,
            HEAD_DIM=D, BLOCK_M=bm, BLOCK_N=bn, IS_CAUSAL=causal)
    bm, bn, w, st = (DROPOUT_TILES["dq"] if dropout_p > 0 else DQ_TILES)[fam][D]
    _launch(bwd._attn_bwd_dq_dropout if dropout_p > 0 else bwd._attn_bwd_dq,
            (cdiv(N, bm), B * H),
            q, k, v, scale, do, lse, delta, dq, *strides, num_warps=w, num_stages=st,
            HEAD_DIM=D, BLOCK_M=bm, BLOCK_N=bn, IS_CAUSAL=causal)
    return dq, dk, dv


def _check_attention(q, k, v):
    if q.dim() != k.dim() or k.shape != v.shape or q.shape[-1] != k.shape[-1]:
        raise ValueError(f"tilec.ops.attention: q {tuple(q.shape)}, k {tuple(k.shape)}, "
                         f"v {tuple(v.shape)} do not fit together")
    heads, kv_heads = q.shape[-2 if q.dim() == 3 else 1], k.shape[-2 if k.dim() == 3 else 1]
    if heads % kv_heads:
        raise ValueError(f"tilec.ops.attention: {heads} query heads is not a multiple of "
                         f"{kv_heads} K/V heads")
    if q.shape[-1] not in (64, 128):
        raise ValueError(f"tilec.ops.attention: head dim {q.shape[-1]} (64 or 128)")
    if q.dtype != k.dtype or q.dtype != v.dtype:
        raise TypeError("tilec.ops.attention: q, k and v must have one dtype")


def _attention_function():
    torch = _torch()

    class Attention(torch.autograd.Function):
        @staticmethod
        def forward(ctx, q, k, v, causal, scale, dropout_p, seed):
            q, k, v = _prepare(q), _prepare(k), _prepare(v)
            o, lse = _attn_forward(q, k, v, causal, scale, dropout_p, seed)
            ctx.save_for_backward(q, k, v, o, lse)
            ctx.causal, ctx.scale, ctx.dropout_p, ctx.seed = causal, scale, dropout_p, seed
            return o

        @staticmethod
        def backward(ctx, do):
            q, k, v, o, lse = ctx.saved_tensors
            dq, dk, dv = _attn_backward(q, k, v, o, lse, _prepare(do), ctx.causal, ctx.scale,
                                        ctx.dropout_p, ctx.seed)
            return dq, dk, dv, None, None, None, None

    return Attention


def attention(q, k, v, causal=False, scale=None, dropout_p=0.0, seed=None):
    """softmax(scale * q k^T [causal]) v with FlashAttention-2 forward and
    backward. q: (B, H, N, D), k and v: (B, H_KV, N, D) with H a multiple of
    H_KV (grouped-query: dK/dV summed over each group); D 64 or 128; fp16,
    bf16 (or fp32 with tf32 dots). `scale` defaults to 1/sqrt(D).

    `dropout_p` > 0: attention dropout as in training (each probability kept
    with 1 - dropout_p, kept ones scaled by 1 / (1 - dropout_p); the backward
    drops the same ones). The mask comes from Philox with `seed` (an int; by
    default drawn from torch's default generator, so torch.manual_seed makes
    it repeatable): the same seed and shapes give the same mask on every
    device and in the interpreter (kernels/flash_attention.py)."""
    _check_attention(q, k, v)
    scale = 1.0 / math.sqrt(q.shape[-1]) if scale is None else float(scale)
    dropout_p = float(dropout_p)
    if not 0.0 <= dropout_p < 1.0:
        raise ValueError(f"tilec.ops.attention: dropout_p {dropout_p} is not in [0, 1)")
    if q.dim() != 4 and dropout_p > 0:
        raise ValueError("tilec.ops.attention: dropout needs (B, H, N, D) tensors")
    if dropout_p > 0 and q.shape[2] > 65536:
        raise ValueError(f"tilec.ops.attention: dropout with N = {q.shape[2]} (its 32-bit "
                         "Philox counters m * N + n allow N <= 65536)")
    if dropout_p > 0 and seed is None:
        seed = int(_torch().randint(0, 2 ** 62, (1,)).item())
    seed = int(seed or 0)
    if not -2 ** 63 <= seed < 2 ** 63:
        raise ValueError(f"tilec.ops.attention: seed {seed} does not fit in 64 bits")
    return _function("attention", _attention_function).apply(q, k, v, bool(causal), scale,
                                                             dropout_p, seed)


def _varlen_function():
    torch = _torch()

    class AttentionVarlen(torch.autograd.Function):
        @staticmethod
        def forward(ctx, q, k, v, cu_seqlens, max_seqlen, causal, scale):
            q, k, v = _prepare(q), _prepare(k), _prepare(v)
            T, H, D = q.shape
            H_KV = k.shape[1]
            B = cu_seqlens.numel() - 1
            fam = _family(q)
            bm, bn, w, st = FWD_TILES[fam][D]
            o = _like(q)
            lse = torch.empty((H, T), dtype=torch.float32, device=q.device)
            _launch(kernels("flash_attention_varlen.py")._attn_fwd_varlen,
                    (cdiv(max_seqlen, bm), B * H), q, k, v, scale, lse, o, cu_seqlens,
                    *q.stride(), *k.stride(), *v.stride(), *o.stride(), T, H, H_KV,
                    num_warps=w, num_stages=st, HEAD_DIM=D, BLOCK_M=bm, BLOCK_N=bn, IS_CAUSAL=causal)
            ctx.save_for_backward(q, k, v, o, lse, cu_seqlens)
            ctx.max_seqlen, ctx.causal, ctx.scale = max_seqlen, causal, scale
            return o

        @staticmethod
        def backward(ctx, do):
            q, k, v, o, lse, cu = ctx.saved_tensors
            do = _prepare(do)
            T, H, D = q.shape
            H_KV = k.shape[1]
            B, N = cu.numel() - 1, ctx.max_seqlen
            fam = _family(q)
            bwd = kernels("flash_attention_bwd.py")
            delta = torch.empty((H, T), dtype=torch.float32, device=q.device)
            _launch(bwd._attn_bwd_preprocess_varlen, (cdiv(N, PRE_BLOCK_M), B * H),
                    o, do, delta, cu, *o.stride(), *do.stride(), T, H, num_warps=4,
                    HEAD_DIM=D, BLOCK_M=PRE_BLOCK_M)
            dq, dk, dv = _like(q), _like(k), _like(v)
            rest = (*q.stride(), *k.stride(), *v.stride(), *do.stride(), T, H, H_KV)
            bm, bn, w, st = DKDV_TILES[fam][D]
            _launch(bwd._attn_bwd_dkdv_varlen, (cdiv(N, bn), B * H_KV),
                    q, k, v, ctx.scale, do, lse, delta, dk, dv, cu, *rest, num_warps=w, num_stages=st,
                    HEAD_DIM=D, BLOCK_M=bm, BLOCK_N=bn, IS_CAUSAL=ctx.causal)
            bm, bn, w, st = DQ_TILES[fam][D]
            _launch(bwd._attn_bwd_dq_varlen, (cdiv(N, bm), B * H),
                    q, k, v, ctx.scale, do, lse, delta, dq, cu, *rest, num_warps=w, num_stages=st,
                    HEAD_DIM=D, BLOCK_M=bm, BLOCK_N=bn, IS_CAUSAL=ctx.causal)
            return dq, dk, dv, None, None, None, None

    return AttentionVarlen


def attention_varlen(q, k, v, cu_seqlens, max_seqlen, causal=False, scale=None):
    """attention() over packed sequences: q (T, H, D), k and v (T, H_KV, D),
    sequence b the rows cu_seqlens[b] .. cu_seqlens[b+1] (int32, B + 1
    entries, on q's device), max_seqlen the longest (an int: it sizes the
    grid). Self-attention: queries and keys share cu_seqlens."""
    _check_attention(q, k, v)
    if cu_seqlens.dtype != _torch().int32:
        raise TypeError("tilec.ops.attention_varlen: cu_seqlens must be int32")
    scale = 1.0 / math.sqrt(q.shape[-1]) if scale is None else float(scale)
    return _function("varlen", _varlen_function).apply(q, k, v, cu_seqlens, int(max_seqlen),
                                                       bool(causal), scale)


# ----------------------------------------------------------------------------
# Norms


def _vector(t):
    return _ready(t.contiguous(), last_stride_one=False)


def layer_norm_forward_block(N):
    # The forward loops over the row in chunks: at least 1024, at most 4096.
    return min(max(1024, next_power_of_2(N)), 4096)


def _rows(x):
    N = x.shape[-1]
    x2 = x.reshape(-1, N)
    if x2.stride(-1) != 1 or x2.data_ptr() % 16:
        x2 = _ready(x2.contiguous(), last_stride_one=False)
    return x2, N


def _norm_backward_dw(partials, dtype, G, N, device):
    out = _torch().empty(N, dtype=dtype, device=device)
    _launch(kernels("norms_bwd.py")._norm_bwd_reduce, (cdiv(N, 128),), partials, out, G, N,
            num_warps=4, BLOCK_G=32, BLOCK_N=128)
    return out


def _check_norm(x, weight, name):
    N = x.shape[-1]
    if weight.shape != (N,):
        raise ValueError(f"tilec.ops.{name}: weight {tuple(weight.shape)} for rows of {N}")
    if N > NORM_MAX_COLS:
        raise ValueError(f"tilec.ops.{name}: rows of {N} > {NORM_MAX_COLS} columns "
                         f"(the backward holds a row in one tile)")


def _layer_norm_function():
    torch = _torch()

    class LayerNorm(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x, weight, bias, eps):
            shape = x.shape
            x2, N = _rows(x)
            rows = x2.shape[0]
            w, b = _vector(weight), _vector(bias)
            y = torch.empty((rows, N), dtype=x.dtype, device=x.device)
            if x2.stride(0) != N:
                x2 = x2.contiguous()   # the forward kernel takes one row stride
            mean = torch.empty(rows, dtype=torch.float32, device=x.device)
            rstd = torch.empty(rows, dtype=torch.float32, device=x.device)
            block = layer_norm_forward_block(N)
            _launch(kernels("layer_norm.py")._layer_norm_fwd_fused, (rows,),
                    x2, y, w, b, mean, rstd, N, N, float(eps), num_warps=norm_warps(block),
                    BLOCK_SIZE=block)
            ctx.save_for_backward(x2, w, mean, rstd)
            return y.view(shape)

        @staticmethod
        def backward(ctx, dy):
            x2, w, mean, rstd = ctx.saved_tensors
            rows, N = x2.shape
            dy2, _ = _rows(dy)
            dx = torch.empty_like(x2)
            G = max(1, min(rows, NORM_PROGRAMS))
            part = torch.empty((2, G, N), dtype=torch.float32, device=x2.device)
            block = max(1024, next_power_of_2(N))
            _launch(kernels("norms_bwd.py")._layer_norm_bwd_dx, (G,),
                    dx, dy2, part[0], part[1], x2, w, mean, rstd,
                    x2.stride(0), dy2.stride(0), dx.stride(0), rows, N,
                    num_warps=norm_warps(block), BLOCK_SIZE=block)
            dw = _norm_backward_dw(part[0], w.dtype, G, N, x2.device)
            db = _norm_backward_dw(part[1], w.dtype, G, N, x2.device)
            return dx.view(dy.shape), dw, db, None

    return LayerNorm


def layer_norm(x, weight, bias, eps=1e-5):
    """Layer norm over the last dimension (at most 8192), with weight and
    bias: forward kernels/layer_norm.py, backward kernels/norms_bwd.py."""
    _check_norm(x, weight, "layer_norm")
    return _function("layer_norm", _layer_norm_function).apply(x, weight, bias, eps)


def _rms_norm_function():
    torch = _torch()

    class RMSNorm(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x, weight, eps):
            shape = x.shape
            x2, N = _rows(x)
            rows = x2.shape[0]
            w = _vector(weight)
            y = torch.empty((rows, N), dtype=x.dtype, device=x.device)
            rstd = torch.empty(rows, dtype=torch.float32, device=x.device)
            block = max(1024, next_power_of_2(N))
            _launch(kernels("rms_norm.py").rms_norm_kernel, (rows,),
                    x2, y, w, rstd, x2.stride(0), N, N, float(eps),
                    num_warps=norm_warps(block), BLOCK_SIZE=block)
            ctx.save_for_backward(x2, w, rstd)
            return y.view(shape)

        @staticmethod
        def backward(ctx, dy):
            x2, w, rstd = ctx.saved_tensors
            rows, N = x2.shape
            dy2, _ = _rows(dy)
            dx = torch.empty((rows, N), dtype=x2.dtype, device=x2.device)
            G = max(1, min(rows, NORM_PROGRAMS))
            part = torch.empty((G, N), dtype=torch.float32, device=x2.device)
            block = max(1024, next_power_of_2(N))
            _launch(kernels("norms_bwd.py")._rms_norm_bwd_dx, (G,),
                    dx, dy2, part, x2, w, rstd, x2.stride(0), dy2.stride(0), N, rows, N,
                    num_warps=norm_warps(block), BLOCK_SIZE=block)
            return dx.view(dy.shape), _norm_backward_dw(part, w.dtype, G, N, x2.device), None

    return RMSNorm


def rms_norm(x, weight, eps=1e-6):
    """RMS norm over the last dimension (at most 8192): y = x * rsqrt(mean(x^2)
    + eps) * weight; forward kernels/rms_norm.py, backward kernels/norms_bwd.py."""
    _check_norm(x, weight, "rms_norm")
    return _function("rms_norm", _rms_norm_function).apply(x, weight, eps)


# ----------------------------------------------------------------------------
# Cross entropy


def _cross_entropy_function():
    torch = _torch()

    class CrossEntropy(torch.autograd.Function):
        @staticmethod
        def forward(ctx, logits, labels, ignore_index, reduction, in_place):
            T, V = logits.shape
            x = logits if logits.stride(1) == 1 else logits.contiguous()
            x = _ready(x, last_stride_one=False)
            if in_place and x.data_ptr() != logits.data_ptr():
                in_place = False   # it had to be copied: the copy takes the gradient
            if reduction == "mean":
                scale = 1.0 / (labels != ignore_index).sum().clamp(min=1).to(torch.float32)
            else:
                scale = torch.ones((), dtype=torch.float32, device=logits.device)
            scale = scale.reshape(1).contiguous()
            loss = torch.empty(T, dtype=torch.float32, device=logits.device)
            ce = kernels("cross_entropy.py")
            block = min(CE_BLOCK_V, next_power_of_2(V))
            warps = 8 if block >= 2048 else 4
            if in_place:
                x = x.detach()
                _launch(ce.cross_entropy_fwd_bwd_in_place, (T,), x, labels, loss, scale,
                        x.stride(0), V, ignore_index, num_warps=warps, BLOCK_V=block)
                grad = x
            else:
                grad = torch.empty((T, V), dtype=logits.dtype, device=logits.device)
                _launch(ce.cross_entropy_fwd_bwd, (T,), x, labels, loss, grad, scale,
                        x.stride(0), grad.stride(0), V, ignore_index, num_warps=warps,
                        BLOCK_V=block)
            ctx.save_for_backward(grad)
            return loss.sum() * scale[0]

        @staticmethod
        def backward(ctx, grad_loss):
            (grad,) = ctx.saved_tensors
            return grad * grad_loss.to(grad.dtype), None, None, None, None

    return CrossEntropy


def cross_entropy(logits, labels, ignore_index=-100, reduction="mean", in_place=False):
    """Cross entropy of (T, V) logits (rows contiguous) against int labels (T,):
    one fused kernel (kernels/cross_entropy.py) computes the loss and
    d loss / d logits, chunked over the vocabulary; the backward scales the
    saved gradient by the incoming one. reduction "mean" (over rows whose
    label is not ignore_index) or "sum". in_place=True writes the gradient
    over `logits` (saves a (T, V) buffer; the logits' values are gone
    afterwards, so nothing else may use them)."""
    if reduction not in ("mean", "sum"):
        raise ValueError(f"tilec.ops.cross_entropy: reduction {reduction!r} (mean or sum)")
    if logits.dim() != 2 or labels.shape != logits.shape[:1]:
        raise ValueError(f"tilec.ops.cross_entropy: logits {tuple(logits.shape)} and labels "
                         f"{tuple(labels.shape)}: expected (T, V) and (T,)")
    return _function("cross_entropy", _cross_entropy_function).apply(
        logits, labels, int(ignore_index), reduction, bool(in_place))


# ----------------------------------------------------------------------------

_functions = {}


def _function(name, make):
    with _lock:
        fn = _functions.get(name)
        if fn is None:
            fn = _functions[name] = make()
        return fn


# ----------------------------------------------------------------------------
# Precompiling for a machine without the compiler.


def _sig(*entries):
    return ",".join(entries)


def precompile_specs(target, head_dims=(64, 128), dtypes=("fp16", "bf16"),
                     norm_blocks=(1024, 2048, 4096, 8192), vocab_blocks=(CE_BLOCK_V,)):
    """(file, kernel, signature, constexprs, num_warps, num_stages) of every launch the ops
    make on `target` for these shapes. Signatures carry only hints every
    launch satisfies (_ready makes pointers 16-byte aligned and strides
    multiples of 16 with a contiguous last dimension)."""
    fam = family_of_target(target)
    st4 = "i32:16,i32:16,i32:16,i32:1"
    st3 = "i32:16,i32:16,i32:1"
    specs = []
    for dt in dtypes:
        p = f"*{dt}:16"
        f32 = "*fp32:16"
        for d in head_dims:
            for causal in (False, True):
                bm, bn, w, stages = FWD_TILES[fam][d]
                c = {"HEAD_DIM": d, "BLOCK_M": bm, "BLOCK_N": bn, "IS_CAUSAL": causal}
                specs.append(("flash_attention.py", "_attn_fwd",
                              _sig(p, p, p, "fp32", f32, p, st4, st4, st4, st4, "i32,i32,i32,i32"),
                              c, w, stages))
                bm, bn, dw, dstages = DROPOUT_TILES["fwd"][fam][d]
                specs.append(("flash_attention.py", "_attn_fwd_dropout",
                              _sig(p, p, p, "fp32", f32, p, st4, st4, st4, st4,
                                   "i32,i32,i32,i32,fp32,i64"),
                              {**c, "BLOCK_M": bm, "BLOCK_N": bn}, dw, dstages))
                specs.append(("flash_attention_varlen.py", "_attn_fwd_varlen",
                              _sig(p, p, p, "fp32", f32, p, "*i32", st3, st3, st3, st3,
                                   "i32,i32,i32"), c, w, stages))
                for kern, tiles, n_out in (("dkdv", DKDV_TILES, 2), ("dq", DQ_TILES, 1)):
                    bm, bn, w, stages = tiles[fam][d]
                    c = {"HEAD_DIM": d, "BLOCK_M": bm, "BLOCK_N": bn, "IS_CAUSAL": causal}
                    outs = [p] * n_out
                    specs.append(("flash_attention_bwd.py", f"_attn_bwd_{kern}",
                                  _sig(p, p, p, "fp32", p, f32, f32, *outs, st4, st4, st4, st4,
                                       "i32,i32,i32,i32"), c, w, stages))
                    bm, bn, dw, dstages = DROPOUT_TILES[kern][fam][d]
                    specs.append(("flash_attention_bwd.py", f"_attn_bwd_{kern}_dropout",
                                  _sig(p, p, p, "fp32", p, f32, f32, *outs, st4, st4, st4, st4,
                                       "i32,i32,i32,i32,fp32,i64"),
                                  {**c, "BLOCK_M": bm, "BLOCK_N": bn}, dw, dstages))
                    specs.append(("flash_attention_bwd.py", f"_attn_bwd_{kern}_varlen",
                                  _sig(p, p, p, "fp32", p, f32, f32, *outs, "*i32", st3, st3,
                                       st3, st3, "i32,i32,i32"), c, w, stages))
            c = {"HEAD_DIM": d, "BLOCK_M": PRE_BLOCK_M}
            specs.append(("flash_attention_bwd.py", "_attn_bwd_preprocess",
                          _sig(p, p, f32, st4, st4, "i32,i32"), c, 4))
            specs.append(("flash_attention_bwd.py", "_attn_bwd_preprocess_varlen",
                          _sig(p, p, f32, "*i32", st3, st3, "i32,i32"), c, 4))
    for dt in dtypes + ("fp32",):
        p = f"*{dt}:16"
        for block in norm_blocks:
            w = norm_warps(block)
            fwd_block = layer_norm_forward_block(block)
            specs.append(("layer_norm.py", "_layer_norm_fwd_fused",
                          _sig(p, p, p, p, "*fp32:16,*fp32:16,i32,i32,fp32"),
                          {"BLOCK_SIZE": fwd_block}, norm_warps(fwd_block)))
            specs.append(("rms_norm.py", "rms_norm_kernel",
                          _sig(p, p, p, "*fp32:16,i32,i32,i32,fp32"), {"BLOCK_SIZE": block}, w))
            specs.append(("norms_bwd.py", "_layer_norm_bwd_dx",
                          _sig(p, p, "*fp32", "*fp32", p, p, "*fp32:16,*fp32:16,i32,i32,i32,i32,i32"),
                          {"BLOCK_SIZE": block}, w))
            specs.append(("norms_bwd.py", "_rms_norm_bwd_dx",
                          _sig(p, p, "*fp32:16", p, p, "*fp32:16,i32,i32,i32,i32,i32"),
                          {"BLOCK_SIZE": block}, w))
        specs.append(("norms_bwd.py", "_norm_bwd_reduce", _sig("*fp32", p, "i32,i32"),
                      {"BLOCK_G": 32, "BLOCK_N": 128}, 4))
        for block in vocab_blocks:
            w = 8 if block >= 2048 else 4
            for labels in ("i64", "i32"):
                specs.append(("cross_entropy.py", "cross_entropy_fwd_bwd",
                              _sig(p, f"*{labels}", "*fp32:16", p, "*fp32:16", "i32,i32,i32,i32"),
                              {"BLOCK_V": block}, w))
                specs.append(("cross_entropy.py", "cross_entropy_fwd_bwd_in_place",
                              _sig(p, f"*{labels}", "*fp32:16", "*fp32:16", "i32,i32,i32"),
                              {"BLOCK_V": block}, w))
    # Layer-norm forward blocks repeat across norm_blocks >= 4096: keep one.
    seen, out = set(), []
    for s in (s if len(s) == 6 else (*s, STAGES) for s in specs):
        key = (s[0], s[1], s[2], tuple(sorted(s[3].items())), s[4])
        if key not in seen:
            seen.add(key)
            out.append(s)
    return out


def precompile(out_dir, target, **shapes):
    """Compiles precompile_specs(target, **shapes) into out_dir with a
    manifest.json that TILEC_OPS_BINARIES=out_dir loads."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    ext = "hsaco" if target.startswith("gfx") else "cubin"
    entries = []
    for i, (file, kernel, sig, constexprs, warps, stages) in enumerate(
            precompile_specs(target, **shapes)):
        fn = getattr(kernels(file), kernel)
        compiled = fn.compile(sig, constexprs, target=target, num_warps=warps, num_stages=stages)
        binary = f"{i:03d}_{kernel}.{ext}"
        compiled.save(out_dir / binary)
        entries.append({"file": file, "kernel": kernel, "signature": sig,
                        "constexprs": constexprs, "num_warps": warps, "binary": binary})
    (out_dir / "manifest.json").write_text(json.dumps({"target": target, "kernels": entries},
                                                      indent=1))
    return entries


def _main(argv=None):
    import argparse
    ap = argparse.ArgumentParser(prog="python3 -m tilec.ops")
    sub = ap.add_subparsers(dest="cmd", required=True)
    pc = sub.add_parser("precompile", help="compile the ops' kernels for another machine")
    pc.add_argument("out_dir")
    pc.add_argument("--target", required=True, help="e.g. sm_90a, gfx942")
    pc.add_argument("--head-dims", default="64,128")
    pc.add_argument("--norm-blocks", default="1024,2048,4096,8192",
                    help="BLOCK_SIZEs: powers of two covering the norm widths used")
    pc.add_argument("--vocab-blocks", default=str(CE_BLOCK_V),
                    help="cross-entropy BLOCK_Vs: 4096, or next_power_of_2(V) below it")
    args = ap.parse_args(argv)
    ints = lambda s: tuple(int(x) for x in s.split(",") if x)  # noqa: E731
    entries = precompile(args.out_dir, args.target, head_dims=ints(args.head_dims),
                         norm_blocks=ints(args.norm_blocks), vocab_blocks=ints(args.vocab_blocks))
    print(f"{len(entries)} code objects for {args.target} in {args.out_dir}")


if __name__ == "__main__":
    _main()
