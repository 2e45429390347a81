# Elementwise results that AxisInfo proves constant over aligned runs are
# computed once per run and lane (LoweringState::constantRuns): with N a
# multiple of 16 (`i32:16`) and 4 consecutive elements per lane, a lane's 4
# offsets `start + arange` lie in one run of 16 of `offs < N`, so the compare
# and the select of the mask run once per 4 registers (2 of each for 8
# registers), while the loaded values are selected one by one. Without the
# hint every register compares.
#
# RUN: tilec compile %s --kernel masked_copy --signature "*fp32:16,*fp32:16,i32:16" --constexpr BLOCK=1024 --num-warps 4 --target sm_90a --emit llvm -o - | FileCheck %s --check-prefix=RUNS
# RUN: tilec compile %s --kernel masked_copy --signature "*fp32:16,*fp32:16,i32" --constexpr BLOCK=1024 --num-warps 4 --target sm_90a --emit llvm -o - | FileCheck %s --check-prefix=EACH
# RUN: tilec compile %s --kernel masked_copy --signature "*fp32:16,*fp32:16,i32:16" --constexpr BLOCK=1024 --num-warps 4 --target gfx942 --emit llvm -o - | FileCheck %s --check-prefix=WAVE64

# RUNS-LABEL: define {{.*}}@masked_copy(
# RUNS-COUNT-2: icmp slt i32
# RUNS-NOT: icmp slt i32
# RUNS: ret void

# WAVE64 (4 registers per lane, one run): one compare.
# WAVE64-LABEL: define {{.*}}@masked_copy(
# WAVE64-COUNT-1: icmp slt i32
# WAVE64-NOT: icmp slt i32
# WAVE64: ret void

# EACH-LABEL: define {{.*}}@masked_copy(
# EACH-COUNT-8: icmp slt i32
# EACH: ret void

import triton
import triton.language as tl


@triton.jit
def masked_copy(X, Y, N, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(X + offs)
    scale = tl.where(offs < N, 1.0, 0.0)
    tl.store(Y + offs, x * scale)
