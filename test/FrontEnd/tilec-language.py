# Kernels written for tilec's Python package spell triton.language as
# tilec.language (python/tilec/language.py), so that their module imports
# without triton installed. The front end reads them exactly as triton.language.
#
# RUN: tilec compile %s --kernel aliased --signature "*fp32,i32" --constexpr BLOCK=64 --emit tile | FileCheck %s --check-prefix=ALIAS
# RUN: tilec compile %s --kernel dotted --signature "*fp16,*fp32" --constexpr DT=tilec.language.float32 --emit tile | FileCheck %s --check-prefix=DOTTED
# RUN: tilec compile %s --kernel from_import --signature "*fp32" --emit tile | FileCheck %s --check-prefix=FROM
# RUN: not tilec compile %s --kernel bad_attr --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=BADATTR

import tilec
import tilec.language as tl
from tilec import language as tlc
import tilec.language

SCALE: tl.constexpr = 2
OFFSET = tl.constexpr(3)


# Why: `import tilec.language as tl` binds triton.language; module-level
# constexprs written through it, @tilec.autotune/@tilec.jit decorators and
# tilec.cdiv are accepted.
# ALIAS-LABEL: func.func @aliased
# ALIAS: %[[FIVE:.+]] = arith.constant dense<5.000000e+00> : tensor<64xf32>
# ALIAS: tile.make_range {end = 64 : i32, start = 0 : i32}
# ALIAS: arith.mulf %{{.*}}, %[[FIVE]] : tensor<64xf32>
@tilec.autotune(configs=[tilec.Config({"BLOCK": 64}, num_warps=4)], key=["n"])
@tilec.jit
def aliased(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    blocks: tl.constexpr = tilec.cdiv(BLOCK, 32)
    tl.store(x_ptr + offs, x * (SCALE + OFFSET) + blocks - 2, mask=mask)


# Why: the un-aliased dotted form `tilec.language.<name>` reaches
# triton.language through the `tilec` module, and a constexpr dtype given as
# `tilec.language.float32` is a dtype.
# DOTTED-LABEL: func.func @dotted
# DOTTED: %[[X:.+]] = tile.load %{{.*}} : !tile.ptr<f16> -> f16
# DOTTED: arith.extf %[[X]] : f16 to f32
@tilec.jit
def dotted(p, q, DT: tilec.language.constexpr):
    x = tilec.language.load(p)
    tilec.language.store(q, x.to(DT))


# Why: `from tilec import language as tlc` binds triton.language too.
# FROM-LABEL: func.func @from_import
# FROM: math.exp
@tilec.jit
def from_import(p):
    tlc.store(p, tlc.exp(tlc.load(p)))


# Why: `tilec` exposes only host-side names; anything else is a located error.
# BADATTR: tilec-language.py:[[@LINE+3]]:11: error: module 'tilec' has no attribute 'program_id'
@tilec.jit
def bad_attr(p):
    tilec.program_id(0)
