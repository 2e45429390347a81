# Semantic errors in otherwise well-formed kernels: each gives one located
# `file:line:col: error:` and a failing exit, never a crash.
#
# RUN: not tilec compile %s --kernel unknown_name --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=UNKNOWN
# RUN: not tilec compile %s --kernel arange_npot --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=NPOT
# RUN: not tilec compile %s --kernel shape_mismatch --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=SHAPE
# RUN: not tilec compile %s --kernel ptr_plus_float --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=PTRF
# RUN: not tilec compile %s --kernel uses_break --signature "*fp32,i32" 2>&1 | FileCheck %s --check-prefix=BREAK
# RUN: not tilec compile %s --kernel uses_continue --signature "*fp32,i32" 2>&1 | FileCheck %s --check-prefix=CONT
# RUN: not tilec compile %s --kernel carried_type_change --signature "*fp32,i32" 2>&1 | FileCheck %s --check-prefix=CARRIED
# RUN: not tilec compile %s --kernel early_return --signature "*fp32,i32" 2>&1 | FileCheck %s --check-prefix=RETURN
# RUN: not tilec compile %s --kernel arange_arg_count --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=ARGC
# RUN: not tilec compile %s --kernel bad_keyword --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=KWARG
# RUN: not tilec compile %s --kernel sig_kernel --signature "*fp32,i32" 2>&1 | FileCheck %s --check-prefix=SIGCOUNT
# RUN: not tilec compile %s --kernel sig_kernel --signature "*fp33" 2>&1 | FileCheck %s --check-prefix=SIGTYPE
# RUN: not tilec compile %s --kernel needs_block --signature "*fp32" --constexpr BLOCK=1.2.3 2>&1 | FileCheck %s --check-prefix=BADCE
# RUN: not tilec compile %s --kernel needs_block --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=MISSINGCE
# RUN: not tilec compile %s --kernel needs_block --signature "*fp32" --constexpr BLOCK=64 --constexpr OTHER=1 2>&1 | FileCheck %s --check-prefix=UNKNOWNCE
# RUN: not tilec compile %s --kernel needs_block --signature "*fp32,i32" --constexpr BLOCK=64 2>&1 | FileCheck %s --check-prefix=CESIG
# RUN: not tilec compile %s --kernel static_assert_fails --signature "*fp32" --constexpr BLOCK=32 2>&1 | FileCheck %s --check-prefix=SASSERT
# RUN: not tilec compile %s --kernel dot_too_small --signature "*fp16" 2>&1 | FileCheck %s --check-prefix=DOT
# RUN: not tilec compile %s --kernel tensor_condition --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=TCOND
# RUN: not tilec compile %s --kernel branch_type_mismatch --signature "*fp32,i32" 2>&1 | FileCheck %s --check-prefix=BRANCH
# RUN: not tilec compile %s --kernel integer_index --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=INDEX
# RUN: not tilec compile %s --kernel recursive --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=RECURSE
# RUN: not tilec compile %s --kernel subscript_store --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=SUBASSIGN
# RUN: not tilec compile %s --kernel block_pointer_load --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=BOUNDARY
# RUN: not tilec compile %s --kernel unknown_tl_attr --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=TLATTR
# RUN: not tilec compile %s --kernel unsigned_negative --signature "*u32" 2>&1 | FileCheck %s --check-prefix=UNSIGNED
# RUN: not tilec compile %s --kernel float_floordiv --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=FLOORDIV
# RUN: not tilec compile %s --kernel uses_opaque_global --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=GLOBAL
# RUN: not tilec compile %s --kernel no_such_kernel --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=NOKERNEL
# RUN: not tilec compile %s --kernel zeros_npot --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=ZEROS
# RUN: not tilec compile %s --kernel missing_call_arg --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=MISSARG
# RUN: not tilec compile %s --kernel uses_lambda --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=LAMBDA
# RUN: not tilec compile %s --kernel store_value_to_scalar --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=STORE
# RUN: not tilec compile %s --kernel bad_hint --signature "*fp32:8" 2>&1 | FileCheck %s --check-prefix=HINT
# RUN: not tilec compile %s --kernel bad_hint --signature "i32:2g" 2>&1 | FileCheck %s --check-prefix=HINT2G
# RUN: not tilec compile %s --kernel bad_hint --signature "*fp32:2g:16:2g" 2>&1 | FileCheck %s --check-prefix=HINTTWICE
# RUN: not tilec compile %s --kernel load_non_pointer --signature "fp32" 2>&1 | FileCheck %s --check-prefix=LOADPTR
# RUN: not tilec compile %s --kernel unpack_count --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=UNPACK

import triton
import triton.language as tl

SOME_TABLE = {1, 2}


@triton.jit
def unknown_name(X):
    # UNKNOWN: diagnostics.py:[[@LINE+1]]:23: error: name 'undefined_var' is not defined
    tl.store(X, 1.0 + undefined_var)


@triton.jit
def arange_npot(X):
    # NPOT: diagnostics.py:[[@LINE+1]]:15: error: arange() range must be a power of two, got 100
    offs = tl.arange(0, 100)
    tl.store(X + offs, 1.0)


@triton.jit
def shape_mismatch(X):
    # SHAPE: diagnostics.py:[[@LINE+1]]:12: error: incompatible shapes for broadcasting: tensor<16xint32> and tensor<32xint32> differ in dimension 0 (16 vs 32)
    a = tl.arange(0, 16) + tl.arange(0, 32)
    tl.store(X + a, 1.0)


@triton.jit
def ptr_plus_float(X):
    # PTRF: diagnostics.py:[[@LINE+1]]:14: error: unsupported operand types for +: pointer<fp32> and constexpr float
    tl.store(X + 1.5, 1.0)


@triton.jit
def uses_break(X, n):
    for i in range(0, n):
        # BREAK: diagnostics.py:[[@LINE+1]]:9: error: 'break' is not supported
        break


@triton.jit
def uses_continue(X, n):
    for i in range(0, n):
        # CONT: diagnostics.py:[[@LINE+1]]:9: error: 'continue' is not supported
        continue


@triton.jit
def carried_type_change(X, n):
    acc = 0
    # CARRIED: diagnostics.py:[[@LINE+1]]:5: error: loop-carried variable 'acc' has type int32 before the loop but is re-assigned to fp32 inside it; the type must stay the same
    for i in range(0, n):
        acc += tl.load(X + i)
    tl.store(X, acc)


@triton.jit
def early_return(X, n):
    for i in range(n):
        if i > 2:
            # RETURN: diagnostics.py:[[@LINE+1]]:13: error: 'return' inside a loop is not supported (nor is it in Triton)
            return
    tl.store(X, 1.0)


@triton.jit
def arange_arg_count(X):
    # ARGC: diagnostics.py:[[@LINE+1]]:15: error: arange() missing required argument 'end'
    offs = tl.arange(0)
    tl.store(X + offs, 1.0)


@triton.jit
def bad_keyword(X):
    # KWARG: diagnostics.py:[[@LINE+1]]:8: error: store() got an unexpected keyword argument 'masks'
    tl.store(X, 1.0, masks=True)


# SIGCOUNT: diagnostics.py:[[@LINE+3]]:1: error: signature has 2 entries but kernel 'sig_kernel' has 1 non-constexpr parameters
# SIGTYPE: diagnostics.py:[[@LINE+2]]:16: error: unknown type 'fp33' in signature entry '*fp33' for parameter 'X'
@triton.jit
def sig_kernel(X):
    pass


# UNKNOWNCE: diagnostics.py:[[@LINE+3]]:1: error: --constexpr OTHER: kernel 'needs_block' has no parameter named 'OTHER'
# CESIG: diagnostics.py:[[@LINE+2]]:1: error: signature has 2 entries but kernel 'needs_block' has 1 non-constexpr parameters
@triton.jit
def needs_block(X, BLOCK: tl.constexpr):
    # BADCE: diagnostics.py:[[@LINE-1]]:20: error: invalid value '1.2.3' for constexpr 'BLOCK'
    # MISSINGCE: diagnostics.py:[[@LINE-2]]:20: error: constexpr parameter 'BLOCK' has no value: pass --constexpr BLOCK=VALUE
    tl.store(X + tl.arange(0, BLOCK), 1.0)


@triton.jit
def static_assert_fails(X, BLOCK: tl.constexpr):
    # SASSERT: diagnostics.py:[[@LINE+1]]:8: error: static_assert failed: BLOCK must be at least 64
    tl.static_assert(BLOCK >= 64, "BLOCK must be at least 64")


@triton.jit
def dot_too_small(X):
    a = tl.zeros((8, 16), dtype=tl.float16)
    b = tl.zeros((16, 16), dtype=tl.float16)
    # DOT: diagnostics.py:[[@LINE+1]]:12: error: dot dimensions must be at least 16, got tensor<8x16xfp16> @ tensor<16x16xfp16>
    c = tl.dot(a, b)


@triton.jit
def tensor_condition(X):
    x = tl.load(X + tl.arange(0, 16))
    # TCOND: diagnostics.py:[[@LINE+1]]:8: error: condition of 'if' must be a scalar, got tensor<16xint1>
    if x > 0:
        tl.store(X, 1.0)


@triton.jit
def branch_type_mismatch(X, n):
    v = 0
    # BRANCH: diagnostics.py:[[@LINE+1]]:5: error: mismatched type for 'v' between the then block (int32) and the else block (fp32)
    if n > 0:
        v = 1
    else:
        v = tl.load(X)
    tl.store(X, v)


@triton.jit
def integer_index(X):
    x = tl.arange(0, 16)
    # INDEX: diagnostics.py:[[@LINE+1]]:10: error: unsupported tensor index: only None and ':' are allowed
    y = x[3]


@triton.jit
def recurse_forever(x):
    return recurse_forever(x + 1)


@triton.jit
def recursive(X):
    # RECURSE: error: call depth exceeds 64 while inlining 'recurse_forever' (recursion is not supported)
    tl.store(X, recurse_forever(1.0))


@triton.jit
def subscript_store(X):
    x = tl.arange(0, 16)
    # SUBASSIGN: diagnostics.py:[[@LINE+1]]:6: error: assignment to a subscript is not supported (tensors are immutable)
    x[0] = 1


@triton.jit
def block_pointer_load(X):
    # BOUNDARY: diagnostics.py:[[@LINE+1]]:12: error: load(): boundary_check and padding_option are for block pointers (tl.make_block_ptr); this is pointer<fp32>
    x = tl.load(X, boundary_check=(0,))


@triton.jit
def unknown_tl_attr(X):
    # TLATTR: diagnostics.py:[[@LINE+1]]:12: error: module 'triton.language' has no attribute 'frobnicate'
    x = tl.frobnicate(X)


@triton.jit
def unsigned_negative(X):
    x = tl.load(X)
    # UNSIGNED: diagnostics.py:[[@LINE+1]]:9: error: cannot combine an unsigned tensor (uint32) with a negative scalar (-1); cast one of them explicitly
    y = x + -1


@triton.jit
def float_floordiv(X):
    x = tl.load(X)
    # FLOORDIV: diagnostics.py:[[@LINE+1]]:9: error: '//' is not supported on floating-point type fp32
    y = x // 2.0


@triton.jit
def uses_opaque_global(X):
    # GLOBAL: diagnostics.py:[[@LINE+1]]:17: error: global 'SOME_TABLE' (defined at line {{[0-9]+}}) cannot be used in a kernel: set display, dict comprehension or '**' in a dict is not supported by tilec
    tl.store(X, SOME_TABLE)

# NOKERNEL: diagnostics.py:1:1: error: no function named 'no_such_kernel' in


@triton.jit
def zeros_npot(X):
    # ZEROS: diagnostics.py:[[@LINE+1]]:12: error: tile shape dimensions must be powers of two, got 48
    z = tl.zeros((16, 48), dtype=tl.float32)


@triton.jit
def helper(a, b):
    return a + b


@triton.jit
def missing_call_arg(X):
    # MISSARG: diagnostics.py:[[@LINE+1]]:17: error: helper() missing required argument 'b'
    tl.store(X, helper(1.0))


@triton.jit
def uses_lambda(X):
    # LAMBDA: diagnostics.py:[[@LINE+1]]:9: error: lambda is not supported in kernels
    f = lambda x: x + 1


@triton.jit
def store_value_to_scalar(X):
    # STORE: diagnostics.py:[[@LINE+1]]:8: error: store(): value is a tensor tensor<16xfp32> but the pointer is a scalar
    tl.store(X, tl.zeros((16,), dtype=tl.float32))


@triton.jit
def bad_hint(X):
    # HINT: diagnostics.py:[[@LINE-1]]:14: error: unsupported hint ':8' in signature entry '*fp32:8' (use :16, :1 on integers, :2g on pointers)
    # HINT2G: diagnostics.py:[[@LINE-2]]:14: error: unsupported hint ':2g' in signature entry 'i32:2g' (use :16, :1 on integers, :2g on pointers)
    # HINTTWICE: diagnostics.py:[[@LINE-3]]:14: error: conflicting or repeated hint ':2g' in signature entry '*fp32:2g:16:2g'
    pass


@triton.jit
def load_non_pointer(X):
    # LOADPTR: diagnostics.py:[[@LINE+1]]:12: error: load() expects a pointer or a tensor of pointers, got fp32
    x = tl.load(X)


@triton.jit
def pair():
    return 1, 2, 3


@triton.jit
def unpack_count(X):
    # UNPACK: diagnostics.py:[[@LINE+1]]:5: error: cannot unpack 3 values into 2 names
    a, b = pair()
