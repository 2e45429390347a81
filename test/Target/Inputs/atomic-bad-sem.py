import triton
import triton.language as tl


@triton.jit
def bad_sem(P):
    tl.atomic_add(P, 1, sem="seq_cst")


@triton.jit
def bad_scope(P):
    tl.atomic_xchg(P, 1, scope="device")
