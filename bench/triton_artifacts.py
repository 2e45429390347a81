"""What Triton 3.6 makes of our attention kernels on this GPU: for each
configuration, Triton compiles kernels/flash_attention.py's `_attn_fwd` (fp16)
and `_attn_fwd_fp8` (e4m3, V sequence-contiguous) as bench/gpu_bench.py and
bench/fp8_attention.py launch them, and kernels/flash_attention_bwd.py's
`_attn_bwd_dkdv` and `_attn_bwd_dq` with the NVIDIA tiles tilec.ops launches
(python/tilec/ops.py, DKDV_TILES / DQ_TILES), and this writes its TTGIR and PTX to
OUT/<name>.{ttgir,ptx} and prints registers, spills and shared memory per
kernel (the CompiledKernel's metadata). The same facts for tilec come from
`tilec compile --stats` or ptxas -v on its PTX; side by side they say which
schedule (where wgmma waits, which operands sit in shared memory, how many
registers and so how many CTAs per SM) Triton chose where tilec differs.

usage: triton_artifacts.py OUT_DIR   (needs torch with CUDA and triton)
"""

import json
import math
import sys
from pathlib import Path

import torch
import triton

sys.path.insert(0, str(Path(__file__).resolve().parent))
import configs  # noqa: E402
from gpu_bench import load_kernels  # noqa: E402

# (D, BLOCK_M, BLOCK_N, warps, stages): the benchmark's tiles, Triton's stages.
FP16 = [(64, 128, 64, 4, 3), (64, 128, 64, 8, 3), (128, 128, 64, 8, 3), (128, 128, 64, 4, 3)]
FP8 = [(128, 128, 64, 8, 3), (128, 128, 128, 8, 3), (64, 128, 64, 4, 3)]
# (kernel, D, BLOCK_M, BLOCK_N, warps, stages): tilec.ops' NVIDIA backward tiles.
BWD = [("dkdv", 64, 64, 64, 4, 2), ("dkdv", 128, 64, 128, 8, 2),
       ("dq", 64, 64, 64, 4, 2), ("dq", 128, 128, 64, 8, 2)]
N = 4096


def record(out, name, compiled):
    for kind in ("ttgir", "ptx"):
        (out / f"{name}.{kind}").write_text(compiled.asm[kind])
    meta = compiled.metadata
    row = {"name": name, "registers": compiled.n_regs, "spills": compiled.n_spills,
           "shared": meta.shared, "num_warps": meta.num_warps, "num_stages": meta.num_stages}
    print(json.dumps(row), flush=True)
    return row


def main():
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    fa = load_kernels("flash_attention")
    rows = []
    for D, bm, bn, w, s in FP16:
        Z, H = 32768 // N, 16
        q = torch.randn(Z, H, N, D, device="cuda", dtype=torch.float16)
        m = torch.empty(Z, H, N, device="cuda")
        o = torch.empty_like(q)
        grid = (triton.cdiv(N, bm), Z * H)
        k = fa._attn_fwd[grid](q, q, q, 1.0 / math.sqrt(D), m, o, *configs.attention_args(D, N),
                               HEAD_DIM=D, BLOCK_M=bm, BLOCK_N=bn, IS_CAUSAL=False,
                               num_warps=w, num_stages=s)
        rows.append(record(out, f"fp16-d{D}-m{bm}n{bn}w{w}s{s}", k))
    for D, bm, bn, w, s in FP8:
        Z, H = 16384 // N, 2048 // D
        q8 = torch.randn(Z, H, N, D, device="cuda").to(torch.float8_e4m3fn)
        v8 = torch.randn(Z, H, D, N, device="cuda").to(torch.float8_e4m3fn).transpose(2, 3)
        m = torch.empty(Z, H, N, device="cuda")
        o = torch.empty(Z, H, N, D, device="cuda", dtype=torch.float16)
        grid = (triton.cdiv(N, bm), Z * H)
        st = [list(t.stride()) for t in (q8, q8, v8, o)]
        k = fa._attn_fwd_fp8[grid](q8, q8, v8, 0.1, 1.0, m, o, *st[0], *st[1], *st[2], *st[3],
                                   Z, H, H, N, HEAD_DIM=D, BLOCK_M=bm, BLOCK_N=bn,
                                   IS_CAUSAL=False, num_warps=w, num_stages=s)
        rows.append(record(out, f"fp8-d{D}-m{bm}n{bn}w{w}s{s}", k))
    bwd = load_kernels("flash_attention_bwd")
    for kind, D, bm, bn, w, s in BWD:
        Z, H = 32768 // N, 16
        q, k, v, do = (torch.randn(Z, H, N, D, device="cuda", dtype=torch.float16)
                       for _ in range(4))
        lse, delta = (torch.zeros(Z, H, N, device="cuda") for _ in range(2))
        strides = (*q.stride(), *k.stride(), *v.stride(), *do.stride(), Z, H, H, N)
        consts = dict(HEAD_DIM=D, BLOCK_M=bm, BLOCK_N=bn, IS_CAUSAL=False,
                      num_warps=w, num_stages=s)
        if kind == "dkdv":
            dk, dv = torch.empty_like(k), torch.empty_like(v)
            kern = bwd._attn_bwd_dkdv[(triton.cdiv(N, bn), Z * H)](
                q, k, v, 1.0 / math.sqrt(D), do, lse, delta, dk, dv, *strides, **consts)
        else:
            dq = torch.empty_like(q)
            kern = bwd._attn_bwd_dq[(triton.cdiv(N, bm), Z * H)](
                q, k, v, 1.0 / math.sqrt(D), do, lse, delta, dq, *strides, **consts)
        rows.append(record(out, f"bwd-{kind}-d{D}-m{bm}n{bn}w{w}s{s}", kern))
    torch.cuda.synchronize()
    (out / "triton_artifacts.json").write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
