"""A generator of random valid Triton kernels for tilec (issue 14, item 4).

    case = generate(seed)

returns one `Case`, a pure function of the seed (random.Random(seed) for the
structure, numpy.random.default_rng(seed) for the data): the kernel source
(`@triton.jit`, `import triton`, `import triton.language as tl`), its
signature for `tilec --signature`, constexprs, grid, the warp counts it
allows, the numpy buffers of every pointer argument (outputs poisoned with
NaN or an integer sentinel, atomics' targets initialised) and, for every
output, a float64 numpy reference with an error bound (gencore.Expect).

Families (weights in FAMILIES), each mixing its constructs at random:
elementwise1d/2d (math chains, broadcast vectors, masks, persistent/while/
loop-carried-pointer loops), reduce (sum/max/min/argmax/cumsum/tl.reduce/
associative_scan/softmax on either axis, one tile or a loop with carried
accumulators), dot (fp16/bf16/fp32 tl.dot, ragged M/N/K, K loops with
loop-carried pointers, persistent tiles, epilogues), atomic (integer and
one-contribution float atomics), intops (integer semantics, u8 codes >= 128
indexing a table).

Only what docs/language.md says tilec supports is generated. PENDING lists
constructs tilec rejects today, each with a generator: test_generated.py
checks that each still gets a clean error; once tilec supports one, add it to
ENABLED_PENDING and generate() mixes it in like any family.
"""

import random

import numpy as np

import fam_atomic
import fam_dot
import fam_elementwise
import fam_int
import fam_reduce
import pending
from gencore import (Arg, Case, Expect, check_against_reference, check_against_run, compare,
                     decode, sha256)

__all__ = ["generate", "variants", "record_warps", "FAMILIES", "PENDING", "ENABLED_PENDING",
           "TARGETS", "NUM_STAGES", "Arg", "Case", "Expect", "check_against_reference",
           "check_against_run", "compare", "decode", "sha256"]

FAMILIES = {
    "elementwise1d": (fam_elementwise.gen_1d, 2.0),
    "elementwise2d": (fam_elementwise.gen_2d, 2.0),
    "reduce": (fam_reduce.gen, 3.0),
    "dot": (fam_dot.gen, 3.0),
    "atomic": (fam_atomic.gen, 1.5),
    "intops": (fam_int.gen, 1.5),
}

# Constructs tilec does not support yet (docs/language.md), name -> what it is.
PENDING = pending.PENDING
# Add a PENDING name here once tilec supports it: generate() then produces it too.
ENABLED_PENDING = frozenset({"early_exit", "block_ptr"})

TARGETS = ("gfx90a", "gfx942", "gfx950", "gfx1100", "gfx1201", "sm_80", "sm_90", "sm_90a")
NUM_STAGES = (1, 2, 3, 4)


def generate(seed, family=None):
    """The case of `seed` (optionally forcing a family, or "pending:<name>")."""
    r = random.Random(seed)
    g = np.random.default_rng(seed)
    names = list(FAMILIES) + [f"pending:{p}" for p in sorted(ENABLED_PENDING)]
    weights = [FAMILIES[n][1] if n in FAMILIES else 1.0 for n in names]
    picked = r.choices(names, weights=weights)[0]  # drawn either way: a forced family
    family = family or picked                      # gives the same kernel as the draw
    if family.startswith("pending:"):
        return pending.gen(family.split(":", 1)[1], seed, r, g)
    return FAMILIES[family][0](seed, r, g)


def variants(case, r=None, count=None):
    """(num_warps, num_stages) settings of a case: every combination of the
    num_stages values and its allowed warp counts, or `count` of them drawn with
    `r` (always including its default warps with num_stages 1)."""
    allv = [(w, s) for w in case.num_warps for s in NUM_STAGES]
    if count is None or count >= len(allv):
        return allv
    first = (case.num_warps[0], 1)
    rest = [v for v in allv if v != first]
    return [first] + r.sample(rest, count - 1)


def record_warps(case):
    """The two warp counts a record compiles (the default, and a second one)."""
    return case.num_warps[:2]
