"""One transformer block's training step (forward + backward, bf16) three ways:
tilec.ops (attention, RMS norm, layer norm, cross entropy: forward and
backward kernels from kernels/), PyTorch with SDPA, and PyTorch with eager
attention; sequence 2048, 4096, 8192 at 8192 tokens a step. Same weights and
data for all three; checks each one's loss and every parameter's gradient
against SDPA's, then times the step and reads the peak memory. Prints a table.

Block: x + proj(attention(rms_norm(x))) with grouped-query heads (16 query, 4
K/V, head dim 128, causal), then + fc2(gelu(fc1(layer_norm(.)))), then an
LM head (vocab 32000) and cross entropy over the tokens.

GPU machine: as bench/attention_bwd.py says (the package's JIT, bench/h200.sh
step train, or precompiled ops with the runtime only):
    PYTHONPATH=<package>/python python3 bench/train_step.py
"""

import math
import sys
from pathlib import Path

import torch
import torch.nn.functional as F

sys.path.append(str(Path(__file__).resolve().parents[1] / "python"))  # after PYTHONPATH (a package)
import tilec.ops as ops  # noqa: E402

DM, HEADS, KV_HEADS, HD, VOCAB, TOKENS = 2048, 16, 4, 128, 32000, 8192
LOSS_TOL, GRAD_TOL = 1e-2, 5e-2


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        lin = lambda i, o, bias: torch.nn.Linear(i, o, bias=bias)  # noqa: E731
        self.norm1 = torch.nn.Parameter(torch.ones(DM))
        self.qkv = lin(DM, (HEADS + 2 * KV_HEADS) * HD, False)
        self.proj = lin(HEADS * HD, DM, False)
        self.norm2_w = torch.nn.Parameter(torch.ones(DM))
        self.norm2_b = torch.nn.Parameter(torch.zeros(DM))
        self.fc1, self.fc2 = lin(DM, 4 * DM, True), lin(4 * DM, DM, True)
        self.head = lin(DM, VOCAB, False)

    def forward(self, x, labels, impl):
        B, S, _ = x.shape
        h = ops.rms_norm(x, self.norm1, 1e-6) if impl == "tilec" else \
            F.rms_norm(x, (DM,), self.norm1, 1e-6)
        qkv = self.qkv(h).view(B, S, HEADS + 2 * KV_HEADS, HD).transpose(1, 2)
        q, k, v = qkv.split([HEADS, KV_HEADS, KV_HEADS], dim=1)
        if impl == "tilec":
            a = ops.attention(q, k, v, causal=True)
        elif impl == "sdpa":
            a = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)
        else:
            k, v = (t.repeat_interleave(HEADS // KV_HEADS, dim=1) for t in (k, v))
            s = (q @ k.transpose(-1, -2)) * (1.0 / math.sqrt(HD))
            mask = torch.ones(S, S, dtype=torch.bool, device=x.device).tril()
            a = torch.softmax(s.masked_fill(~mask, float("-inf")), dim=-1) @ v
        x = x + self.proj(a.transpose(1, 2).reshape(B, S, HEADS * HD))
        h = ops.layer_norm(x, self.norm2_w, self.norm2_b, 1e-5) if impl == "tilec" else \
            F.layer_norm(x, (DM,), self.norm2_w, self.norm2_b, 1e-5)
        x = x + self.fc2(F.gelu(self.fc1(h)))
        logits = self.head(x).view(B * S, VOCAB)
        if impl == "tilec":
            return ops.cross_entropy(logits, labels.view(-1), in_place=True)
        return F.cross_entropy(logits.float(), labels.view(-1))


def step(model, x, labels, impl):
    for p in model.parameters():
        p.grad = None
    loss = model(x, labels, impl)
    loss.backward()
    return loss


def timed(fn, reps=10):
    for _ in range(3):
        fn()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(reps):
        fn()
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end) / reps


def peak_gib(fn):
    torch.cuda.reset_peak_memory_stats()
    fn()
    return torch.cuda.max_memory_allocated() / 2**30


def rel(a, b):
    a, b = a.double(), b.double()
    return float("nan") if torch.isnan(a).any() else float((a - b).norm() / b.norm())


def main(seqs=(2048, 4096, 8192), device="cuda"):
    torch.manual_seed(0)
    model = Block().to(device=device, dtype=torch.bfloat16)
    rows, failed = [], False
    for S in seqs:
        B = TOKENS // S
        x = torch.randn(B, S, DM, device=device, dtype=torch.bfloat16)
        labels = torch.randint(0, VOCAB, (B, S), device=device)
        ref_loss = step(model, x, labels, "sdpa").item()
        ref_grads = [p.grad.clone() for p in model.parameters()]
        for impl in ("tilec", "sdpa", "eager"):
            loss = step(model, x, labels, impl).item()
            err = max(rel(p.grad, g) for p, g in zip(model.parameters(), ref_grads))
            ok = abs(loss - ref_loss) <= LOSS_TOL * abs(ref_loss) and err <= GRAD_TOL
            failed |= not ok
            ms = timed(lambda: step(model, x, labels, impl))
            peak = peak_gib(lambda: step(model, x, labels, impl))
            rows.append((S, B, impl, ms, B * S / ms / 1e3, peak, loss, err, ok))
            print(rows[-1], flush=True)
    print(f"\n{'seq':>5} {'B':>2} {'impl':>6} {'step ms':>8} {'Mtok/s':>7} {'peak GiB':>8} "
          f"{'loss':>8} {'grad err':>9} ok")
    for S, B, impl, ms, tps, peak, loss, err, ok in rows:
        print(f"{S:>5} {B:>2} {impl:>6} {ms:>8.2f} {tps:>7.3f} {peak:>8.2f} {loss:>8.4f} "
              f"{err:>9.2e} {'yes' if ok else 'NO'}")
    print("grad err: the largest relative error of a parameter's gradient against SDPA's")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
