# Front-end lowering of Triton-language features to tile IR, one kernel each.
#
# RUN: tilec compile %s --kernel promotion --signature "*fp16,*i8,*u32,fp32" --emit tile | FileCheck %s --check-prefix=PROMO
# RUN: tilec compile %s --kernel control_flow --signature "*fp32,i32" --constexpr FLAG=True --emit tile | FileCheck %s --check-prefix=CF
# RUN: tilec compile %s --kernel reductions --signature "*fp32,*i32" --emit tile | FileCheck %s --check-prefix=RED
# RUN: tilec compile %s --kernel matmul_core --signature "*fp32,*fp32:16,*fp32,i32:16,i32:1" --emit tile | FileCheck %s --check-prefix=DOT
# RUN: tilec compile %s --kernel atomics --signature "*fp32,*i32,*u32" --emit tile | FileCheck %s --check-prefix=ATOM

import triton
import triton.language as tl

SCALE: tl.constexpr = 2
OFFSET = tl.constexpr(3)


# Why: Triton's promotion rules: a Python int keeps the tensor's type, a
# Python float keeps fp16, int/int true division is fp32, fp16 % goes via
# fp32, >> on unsigned is logical, // on signed ints truncates.
# PROMO-LABEL: func.func @promotion
# PROMO-SAME: (%[[H:.+]]: !tile.ptr<f16>, %[[B:.+]]: !tile.ptr<i8>, %[[U:.+]]: !tile.ptr<i32>, %[[F:.+]]: f32)
# PROMO: %[[X:.+]] = tile.load %{{.*}} : !tile.ptr<f16> -> f16
# PROMO: arith.mulf %[[X]], %{{.*}} : f16
# PROMO: %[[XF:.+]] = arith.extf %[[X]] : f16 to f32
# PROMO: arith.remf %[[XF]], %{{.*}} : f32
# PROMO: %[[I:.+]] = tile.load %{{.*}} : !tile.ptr<i8> -> i8
# PROMO: arith.addi %[[I]], %{{.*}} : i8
# PROMO: arith.divsi %{{.*}} : i8
# PROMO: arith.sitofp %{{.*}} : i8 to f32
# PROMO: arith.divf
# PROMO: %[[UV:.+]] = tile.load %{{.*}} : !tile.ptr<i32> -> i32
# PROMO: arith.shrui %[[UV]], %{{.*}} : i32
@triton.jit
def promotion(H, B, U, f):
    x = tl.load(H)
    y = x * 1.5
    z = x % 3
    i = tl.load(B)
    j = i + SCALE
    k = j // OFFSET
    q = i / 2
    u = tl.load(U)
    v = u >> 4
    tl.store(H, y + z + q)
    tl.store(B, k)
    tl.store(U, v)


@triton.jit
def add_one(x, amount: tl.constexpr = 1):
    return x + amount, amount


# Why: constexpr `if` folds, a dynamic `if` becomes scf.if yielding the
# variables both branches see, a for loop carries reassigned variables,
# static_range unrolls, a while loop becomes scf.while; jit helpers inline.
# CF-LABEL: func.func @control_flow
# CF-NOT: scf.if {{.*}}FLAG
# CF: %[[IF:.+]] = scf.if %{{.*}} -> (f32)
# CF: scf.yield %{{.*}} : f32
# CF: } else {
# CF: scf.yield %{{.*}} : f32
# CF: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.+]] = %[[IF]]) -> (f32) : i32
# CF: scf.while
# CF: scf.condition
# CF-COUNT-4: arith.addf %{{.*}} : f32
# CF: tile.store
@triton.jit
def control_flow(X, n, FLAG: tl.constexpr):
    acc = 0.0
    if FLAG:
        acc = 1.0
    else:
        acc = undefined_but_never_visited
    if n > 4:
        acc = acc * tl.load(X)
    else:
        acc = acc - 1.0
    for i in tl.range(0, n, 2, num_stages=3):
        acc += tl.load(X + i)
    j = 0
    while j < n:
        j += 1
    for s in tl.static_range(4):
        acc, amt = add_one(acc, amount=s)
    tl.store(X + j, acc)


@triton.jit
def combine_max(a, b):
    return tl.maximum(a, b)


# Why: sums, maxima (maxnumf by default), argmax with the (value, index)
# combine that breaks ties to the smaller index, a user combine_fn, cumsum.
# RED-LABEL: func.func @reductions
# RED: tile.reduce(%{{.*}}) {axis = 1 : i32} : (tensor<16x32xf32>) -> tensor<16xf32>
# RED: arith.addf
# RED: tile.reduce(%{{.*}}) {axis = 0 : i32} : (tensor<512xf32>) -> f32
# RED: arith.maxnumf
# RED: tile.reduce(%{{.*}}, %{{.*}}) {axis = 1 : i32} : (tensor<16x32xf32>, tensor<16x32xi32>) -> (tensor<16xf32>, tensor<16xi32>)
# RED: arith.cmpf ogt
# RED: arith.cmpf oeq
# RED: arith.cmpi slt
# RED: arith.select
# RED: tile.reduce(%{{.*}}) {axis = 0 : i32}
# RED: tile.scan(%{{.*}}) {axis = 1 : i32, reverse = false}
@triton.jit
def reductions(X, Y):
    offs = tl.arange(0, 16)[:, None] * 32 + tl.arange(0, 32)[None, :]
    x = tl.load(X + offs)
    rows = tl.sum(x, axis=1)
    total = tl.max(x)
    idx = tl.argmax(x, axis=1)
    m = tl.reduce(rows, 0, combine_max)
    c = tl.cumsum(x, axis=1)
    tl.store(X + tl.arange(0, 16), rows + total + m)
    tl.store(Y + tl.arange(0, 16), idx)
    tl.store(X + offs, c)


# Why: tl.dot on fp32 defaults to tf32, allow_tf32=False means ieee; the
# :16 hints become tile.divisibility, a :1 integer stays an argument
# (marked tile.equal_to_1, which launches check) but the body uses 1;
# multiple_of/max_contiguous become tile.hint.
# DOT-LABEL: func.func @matmul_core
# DOT-SAME: %{{.*}}: !tile.ptr<f32> {tile.divisibility = 16 : i32}
# DOT-SAME: %{{.*}}: i32 {tile.divisibility = 16 : i32}, %{{.*}}: i32 {tile.equal_to_1})
# DOT: tile.hint %{{.*}} {multiple_of = array<i32: 32>}
# DOT: tile.hint %{{.*}} {max_contiguous = array<i32: 32>}
# DOT: tile.dot %{{.*}}, %{{.*}}, %{{.*}} {inputPrecision = 1 : i32} : tensor<32x32xf32>, tensor<32x32xf32> -> tensor<32x32xf32>
# DOT: tile.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<32x32xf32>, tensor<32x32xf32> -> tensor<32x32xf32>
@triton.jit
def matmul_core(A, B, C, stride, one):
    r = tl.arange(0, 32)
    r = tl.max_contiguous(tl.multiple_of(r, 32), 32)
    offs = r[:, None] * stride + r[None, :] * one
    a = tl.load(A + offs)
    b = tl.load(B + offs)
    acc = tl.zeros((32, 32), dtype=tl.float32)
    acc = tl.dot(a, b, acc)
    acc = tl.dot(a, b.T, acc, allow_tf32=False)
    tl.store(C + offs, acc)


# Why: atomics pick float/int and signed/unsigned kinds.
# ATOM-LABEL: func.func @atomics
# ATOM: tile.atomic_rmw fadd
# ATOM: tile.atomic_rmw max
# ATOM: tile.atomic_rmw umin
# ATOM: tile.atomic_cas
@triton.jit
def atomics(F, I, U):
    offs = tl.arange(0, 64)
    tl.atomic_add(F + offs, 1.0, mask=offs < 10)
    tl.atomic_max(I + offs, offs)
    tl.atomic_min(U + offs, 3)
    tl.atomic_cas(I, 0, 1)
