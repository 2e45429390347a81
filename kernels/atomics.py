# Atomics with each of Triton's orderings (sem=) and scopes (scope=): a
# histogram of bins (relaxed adds), running maxima, a published flag
# (release exchange), float sums, and a spin lock (acquire/release CAS and
# exchange) around a read-modify-write of a counter.
import triton
import triton.language as tl


@triton.jit
def atomics_kernel(Bins, Keys, Maxima, Flags, Sums, Halves, Lock, Counter, n,
                   NBINS: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    key = tl.load(Keys + offs, mask=m, other=0)
    tl.atomic_add(Bins + key % NBINS, 1, mask=m, sem="relaxed")
    tl.atomic_max(Maxima + key % NBINS, key, mask=m, scope="cta")
    tl.atomic_min(Maxima + NBINS + key % NBINS, key, mask=m, sem="acquire", scope="gpu")
    tl.atomic_xchg(Flags + offs, pid + 1, mask=m, sem="release", scope="sys")
    tl.atomic_add(Sums + key % NBINS, key.to(tl.float32), mask=m, sem="acq_rel")
    tl.atomic_add(Halves + key % NBINS, 1.0, mask=m)
    while tl.atomic_cas(Lock, 0, 1, sem="acquire") == 1:
        pass
    c = tl.load(Counter, volatile=True)
    tl.store(Counter, c + 1)
    tl.atomic_xchg(Lock, 0, sem="release")
