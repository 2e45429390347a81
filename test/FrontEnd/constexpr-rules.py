# Triton's constexpr rules, as real kernels lean on them: a helper's
# tl.constexpr parameter given a tensor keeps the tensor (the annotation does
# not force a constexpr), annotated locals computed from constexprs, .value
# of a constexpr dtype, a tensor's block type (x.type.element_ty, .shape),
# and indexing a scalar with None and ':'.
#
# RUN: tilec compile %s --kernel rules --signature "*fp16,i32" --constexpr DT=tl.float32 --constexpr N=64 --emit tile | FileCheck %s
# RUN: not tilec compile %s --kernel local_constexpr_from_tensor --signature "*fp16,i32" 2>&1 | FileCheck %s --check-prefix=LOCAL

import triton
import triton.language as tl


@triton.jit
def add_offsets(x, offs: tl.constexpr, K: tl.constexpr):
    return x + offs * K


# CHECK-LABEL: func.func @rules
# CHECK: tile.make_range {end = 32 : i32, start = 0 : i32}
# CHECK: arith.extf %{{.*}} : tensor<32xf16> to tensor<32xf32>
# CHECK: arith.muli %{{.*}}, %{{.*}} : tensor<32xi32>
# CHECK: tile.splat %{{.*}} : i32 -> tensor<1xi32>
@triton.jit
def rules(X, n, DT: tl.constexpr, N: tl.constexpr):
    HALF: tl.constexpr = N // 2
    offs = tl.arange(0, HALF)
    x = tl.load(X + offs)
    y = add_offsets(x.to(DT.value), offs, 2)          # offs is a tensor: stays one
    tl.static_assert(x.type.element_ty == tl.float16)
    tl.static_assert(x.type.shape[0] == HALF)
    tl.static_assert(y.dtype == tl.float32)
    tl.static_assert(X.type.element_ty == tl.float16)  # a scalar pointer's type
    row = n[None, :]                                   # a scalar: shape [1]
    col = n[:, None]
    tl.static_assert(row.shape[0] == 1 and col.shape[0] == 1)
    tl.store(X + offs, (y + row + col).to(tl.float16))


@triton.jit
def local_constexpr_from_tensor(X, n):
    # LOCAL: constexpr-rules.py:[[@LINE+1]]:27: error: value assigned to a constexpr must be a constexpr, got int32
    BLOCK: tl.constexpr = n // 2
    tl.store(X, BLOCK)
