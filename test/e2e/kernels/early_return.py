# Early returns under runtime conditions: a kernel that returns for the
# programs past the end, a jit helper that returns a value on some paths
# only, and a return in a nested if.
import triton
import triton.language as tl


@triton.jit
def clamp_or_scale(x, limit, SCALE: tl.constexpr):
    # Returns on one path, falls through to the other.
    if tl.max(x, axis=0) > limit:
        return tl.minimum(x, limit)
    y = x * SCALE
    return y


@triton.jit
def sign_class(v):
    # A scalar helper with three returns, two under nested runtime ifs.
    if v < 0:
        return -1
    if v == 0:
        return 0
    return 1


@triton.jit
def early_exit_kernel(x_ptr, y_ptr, cls_ptr, n, n_programs_used, limit,
                      BLOCK: tl.constexpr, SCALE: tl.constexpr):
    pid = tl.program_id(0)
    if pid >= n_programs_used:
        return
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = clamp_or_scale(x, limit, SCALE)
    tl.store(y_ptr + offs, y, mask=mask)
    first = tl.load(x_ptr + pid * BLOCK)
    if pid % 2 == 1:
        if first > 100.0:
            return
    tl.store(cls_ptr + pid, sign_class(first))
