//===- UniformPin.h - uniform values LLVM's optimizations leave alone -----===//
//
// Shared by the LLVM lowering (which pins values) and code generation (which
// releases them). Header-only.
//
// The lowering splits per-register integer arithmetic into a lane part and
// a uniform part where the target keeps uniform values in scalar registers
// (ElementwiseToLLVM's strided multiplications): x_r * s becomes x_0 * s +
// d_r * s, so that a strided address over a tile keeps one lane value
// across a loop instead of one per register group. Two things undo that
// when they can see through d_r * s: InstCombine factors the sum back into
// (x_0 + d_r) * s, and the backend's loop strength reduction rebuilds
// lane * s + d_r * s as one loop-invariant register per r (SCEV sees an
// add recurrence). So each uniform part goes through a call of a declared
// function `tilec.uniform.i32` (i64 likewise) that returns its argument:
// no memory access, but convergent, so it stays where the lowering put it
// (inside the loop) while its argument is hoisted, and opaque to both. The
// declaration carries every `amdgpu-no-*` attribute and amdgpu-agpr-alloc=0:
// otherwise the AMDGPU attributor, seeing a call of an unknown function,
// keeps every implicit kernel input and AGPRs (on gfx942 MFMA results then
// moved to AGPRs: the attention backward's dK/dV from 106 to 168 + 64).
// After LLVM's optimization releaseUniformPins replaces each call by a
// freeze of its argument (no instruction). Code generation still folds
// through a freeze of a constant: a pinned constant that must stay opaque
// there goes through readfirstlane as well (AMDGPUCodegen::freshLaneId).
// An inline-asm move was tried as the barrier instead: same registers in
// attention's forward, but the AMDGPU scheduler then placed the code around
// it far worse (the backward's dQ at head dim 128 went from 197 VGPRs to 256
// and spilled).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_TARGET_UNIFORMPIN_H
#define TILEC_LIB_TARGET_UNIFORMPIN_H

#include "llvm/ADT/StringRef.h"

namespace llvm {
class Module;
} // namespace llvm

namespace tilec {
struct TargetInfo;
} // namespace tilec

namespace tilec {

/// Prefix of the pin functions' names; the suffix is the type (i32, i64).
inline constexpr llvm::StringLiteral kUniformPinPrefix = "tilec.uniform.";

/// Replaces every call of a pin function in `m` (see above) and erases the
/// declarations (CodeGen.cpp). Idempotent.
void releaseUniformPins(llvm::Module &m, const TargetInfo &t);

} // namespace tilec

#endif // TILEC_LIB_TARGET_UNIFORMPIN_H
