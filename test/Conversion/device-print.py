# tl.device_print on NVIDIA: one vprintf per register of each operand, by
# the lane that owns the element (replicated layouts print each element
# once), with Triton's format; floats promoted to f64. AMD targets refuse it
# with a located error (no hostcall buffer from tilec's launcher).
#
# RUN: tilec compile %s --kernel k --signature "*fp16:16" --num-warps 1 --target sm_90a --emit llvm | FileCheck %s --check-prefix=NV
# RUN: not tilec compile %s --kernel k --signature "*fp16:16" --target gfx942 -o %t.hsaco 2>&1 | FileCheck %s --check-prefix=AMD

import triton
import triton.language as tl


# 16 fp16 elements over 32 lanes: one register, owned by lanes 0-15.
# NV: @printfFormat_0 = internal constant [{{[0-9]+}} x i8] c"pid (%u, %u, %u) idx (%2u) v: %f\0A\00"
# NV-LABEL: define {{.*}}@k
# NV: fpext half %{{.*}} to double
# NV: call i32 @vprintf
# NV-NOT: call i32 @vprintf
# NV: ret void
# AMD: device-print.py:[[@LINE+4]]:8: error: tl.device_print is not supported on AMD targets yet (gfx942)
@triton.jit
def k(x_ptr):
    v = tl.load(x_ptr + tl.arange(0, 16))
    tl.device_print("v", v)
