# Returns under runtime conditions become structured control flow, as in
# Triton: what follows the `if` moves into the branches that do not return,
# and a helper's return values are yielded by the scf.if.
#
# RUN: tilec compile %s --kernel guard --signature "*fp32,i32" --emit tile | FileCheck %s --check-prefix=GUARD
# RUN: tilec compile %s --kernel helper_values --signature "*fp32,i32" --emit tile | FileCheck %s --check-prefix=VALUES
# RUN: not tilec compile %s --kernel mismatched --signature "*fp32,i32" 2>&1 | FileCheck %s --check-prefix=MISMATCH
# RUN: not tilec compile %s --kernel in_loop --signature "*fp32,i32" 2>&1 | FileCheck %s --check-prefix=LOOP

import triton
import triton.language as tl


# Why: the kernel's rest (the store) must run only when pid < n.
# GUARD-LABEL: func.func @guard
# GUARD: %[[PID:.+]] = tile.program_id 0
# GUARD: %[[C:.+]] = arith.cmpi sge, %[[PID]], %{{.*}} : i32
# GUARD: scf.if %[[C]] {
# GUARD-NEXT: } else {
# GUARD: tile.store
# GUARD: }
# GUARD-NEXT: return
@triton.jit
def guard(X, n):
    pid = tl.program_id(0)
    if pid >= n:
        return
    tl.store(X + pid, 1.0)


@triton.jit
def pick(x, n):
    if n > 4:
        return x * 2.0, 1
    if n > 2:
        return x, 2
    return x + 1.0, 3


# Why: three return paths under two runtime conditions: nested scf.ifs each
# yield the (tensor, int) pair; the ints become i32 values (canonicalization
# turns the inner if's int into a select).
# VALUES-LABEL: func.func @helper_values
# VALUES: %[[R:.+]]:2 = scf.if %{{.*}} -> (f32, i32) {
# VALUES: scf.yield %{{.*}}, %{{.*}} : f32, i32
# VALUES: } else {
# VALUES: scf.if %{{.*}} -> (f32) {
# VALUES: scf.yield %{{.*}}, %{{.*}} : f32, i32
# VALUES: tile.store %{{.*}}, %[[R]]#0
# VALUES: arith.sitofp %[[R]]#1
@triton.jit
def helper_values(X, n):
    x = tl.load(X)
    y, k = pick(x, n)
    tl.store(X, y)
    tl.store(X + 1, k.to(tl.float32))


@triton.jit
def two_types(x, n):
    if n > 0:
        return x
    # MISMATCH: early-return.py:[[@LINE-2]]:5: error: the function returns fp32 on one path of this 'if' and int32 on the other; the types must be the same
    return n


@triton.jit
def mismatched(X, n):
    tl.store(X, two_types(tl.load(X), n))


@triton.jit
def in_loop(X, n):
    for i in range(n):
        if i == 3:
            # LOOP: early-return.py:[[@LINE+1]]:13: error: 'return' inside a loop is not supported (nor is it in Triton)
            return
        tl.store(X + i, 1.0)
