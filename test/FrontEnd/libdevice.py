# libdevice and tl.math functions in tile IR: math dialect ops where one
# exists (fp16 computed in fp32 and rounded back), tile.extern_elementwise for
# the library-only functions, exact arith for the predicates; and the errors
# for what tilec does not know.
#
# RUN: tilec compile %s --kernel math_ops --signature "*fp32,*fp16" --emit tile | FileCheck %s
# RUN: not tilec compile %s --kernel unknown_fn --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=UNKNOWN
# RUN: not tilec compile %s --kernel int_arg --signature "*i32" 2>&1 | FileCheck %s --check-prefix=INTARG
# RUN: not tilec compile %s --kernel uses_bad_import --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=BADIMPORT

import triton
import triton.language as tl
from triton.language.extra import libdevice
from triton.language.extra.cuda.libdevice import brev  # not supported: only an error if used

# CHECK-LABEL: func.func @math_ops
# CHECK: math.asin %{{.*}} : f32
# CHECK: math.atan2 %{{.*}}, %{{.*}} : f32
# CHECK: math.powf %{{.*}}, %{{.*}} : f32
# CHECK: tile.extern_elementwise "erfinv"(%{{.*}}) : (f32) -> f32
# CHECK: tile.extern_elementwise "hypot"(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
# CHECK: math.roundeven %{{.*}} : f32
# CHECK: math.round %{{.*}} : f32
# CHECK: arith.cmpf uno, %{{.*}}, %{{.*}} : f32
# CHECK: arith.extui %{{.*}} : i1 to i32
# CHECK: math.rsqrt
# CHECK: %[[H:.+]] = tile.load %{{.*}} : !tile.ptr<f16> -> f16
# CHECK: %[[W:.+]] = arith.extf %[[H]] : f16 to f32
# CHECK: %[[T:.+]] = math.tanh %[[W]] : f32
# CHECK: arith.truncf %[[T]] : f32 to f16
@triton.jit
def math_ops(X, H):
    x = tl.load(X)
    y = libdevice.asin(x) + libdevice.atan2(x, 2.0) + libdevice.pow(x, 1.5)
    y += libdevice.erfinv(x) + libdevice.hypot(x, x)
    y += libdevice.rint(x) + libdevice.round(x)
    y += libdevice.isnan(x)
    y += tl.extra.cuda.libdevice.rsqrt(x)
    tl.store(X, y)
    h = tl.load(H)
    tl.store(H, libdevice.tanh(h))


@triton.jit
def unknown_fn(X):
    # UNKNOWN: libdevice.py:[[@LINE+1]]:19: error: libdevice.brev is not supported by tilec
    x = libdevice.brev(tl.load(X))
    tl.store(X, x)


@triton.jit
def int_arg(X):
    # INTARG: libdevice.py:[[@LINE+1]]:19: error: libdevice.asin() expects floating-point arguments, got int32
    x = libdevice.asin(tl.load(X))
    tl.store(X, x)


@triton.jit
def uses_bad_import(X):
    # BADIMPORT: libdevice.py:[[@LINE+1]]:17: error: global 'brev' (defined at line 14) cannot be used in a kernel: libdevice.brev is not supported by tilec
    tl.store(X, brev(tl.load(X)))
