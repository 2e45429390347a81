"""The benchmark configurations shared by prepare_bench.py (compiles tilec's
code objects on the development machine) and gpu_bench.py (times them on the
GPU next to Triton compiling the same kernel source). Sizes follow
../shared/ANCHORS.md."""

GIB = 1 << 30

# Fused softmax, one row per program, 1 GiB input.
SOFTMAX = []
for dtype, nbytes in (("fp16", 2), ("fp32", 4)):
    for cols in (1024, 4096, 16384):
        rows = GIB // (cols * nbytes)
        warps = {1024: 4, 4096: 8, 16384: 16}[cols]
        SOFTMAX.append({"name": f"softmax-{dtype}-{cols}", "dtype": dtype, "rows": rows,
                        "cols": cols, "block": cols, "num_warps": warps})

# Flash-attention forward, fp16, B*N = 32768, H = 16.
ATTENTION_SHAPES = [(64, 1024, False), (64, 4096, False), (64, 16384, False), (64, 16384, True),
                    (128, 1024, False), (128, 4096, False), (128, 16384, False),
                    (128, 16384, True)]
# (BLOCK_M, BLOCK_N, num_warps) tried for both compilers; tilec also tries
# num_stages 1, 2 and 3, Triton runs num_stages=3.
ATTENTION_CONFIGS = [(128, 64, 4), (128, 64, 8), (64, 64, 4)]
TILEC_STAGES = [1, 2, 3]
# Triton fuses a * b + c into FMAs by default (enable_fp_fusion=True); tilec
# does only when asked (--fp-fusion). The benchmark compares like with like.
TILEC_FP_FUSION = True


def int_hint(v):
    """Triton's specialization of an integer argument, as a signature suffix."""
    if v == 1:
        return ":1"
    if v % 16 == 0:
        return ":16"
    return ""


def softmax_signature(c):
    rows, cols = c["rows"], c["cols"]
    d = c["dtype"]
    return (f"*{d}:16,*{d}:16,i32{int_hint(cols)},i32{int_hint(cols)},"
            f"i32{int_hint(rows)},i32{int_hint(cols)}")


def attention_args(D, N):
    """Integer arguments of _attn_fwd after the pointers, for contiguous
    (Z, H, N, D) tensors: 16 strides, then Z, H, H_KV, N_CTX."""
    Z, H = 32768 // N, 16
    strides = [H * N * D, N * D, D, 1]
    return strides * 4 + [Z, H, H, N]


def attention_signature(D, N):
    ints = ",".join("i32" + int_hint(v) for v in attention_args(D, N))
    return f"*fp16:16,*fp16:16,*fp16:16,fp32,*fp32:16,*fp16:16,{ints}"


def attention_name(D, N, causal, cfg, stages=2):
    bm, bn, w = cfg
    return f"attn-d{D}-n{N}-{'causal' if causal else 'full'}-m{bm}n{bn}w{w}s{stages}"
