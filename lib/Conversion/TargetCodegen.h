//===- TargetCodegen.h - vendor-specific code of the LLVM lowering --------===//
//
// Internal to lib/Conversion. The op-family lowerings are written once for
// every target; what they emit differently on AMDGPU and NVPTX goes through
// this interface: kernel attributes, lane exchanges, uniform values, matrix
// loads from shared memory, asynchronous copies, read-modify-write atomics,
// and the target's lowering of math and gpu ops. AMDGPUCodegen.cpp and
// NVPTXCodegen.cpp implement it; the pass picks one from the TargetInfo.
// Barriers are gpu.barrier on both and stay in the shared code.
//
// Facts that are only facts (is there ldmatrix, cp.async, wgmma; the
// syncscope names) stay in the target table (TargetInfo); code that is one
// vendor's instruction family as a whole (MFMA, WMMA, mma.sync, wgmma dots)
// has its own file instead.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_CONVERSION_TARGETCODEGEN_H
#define TILEC_LIB_CONVERSION_TARGETCODEGEN_H

#include "TargetTable/TargetTable.h"
#include "Tile/IR/TileDialect.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"

#include <memory>

namespace tilec::conversion {

class TargetCodegen {
public:
  explicit TargetCodegen(const TargetInfo &target) : target(target) {}
  virtual ~TargetCodegen();

  const TargetInfo &getTarget() const { return target; }

  //===--------------------------------------------------------------------===//
  // Kernels
  //===--------------------------------------------------------------------===//

  /// Marks `func` as a kernel entry launched with `threads` threads per
  /// workgroup (exactly that many: the lowering assumes it).
  virtual void setKernelAttributes(mlir::OpBuilder &b,
                                   mlir::LLVM::LLVMFuncOp func,
                                   unsigned threads) const = 0;

  //===--------------------------------------------------------------------===//
  // Lanes
  //===--------------------------------------------------------------------===//

  /// Butterfly exchange with the lane `mask` away (`lane ^ mask`) of any
  /// 8-64-bit scalar, with the cheapest exchange the target has
  /// (TargetInfo::crossLane).
  virtual mlir::Value shuffleXor(mlir::OpBuilder &b, mlir::Location loc,
                                 mlir::Value v, unsigned mask) const = 0;

  /// Whether shuffleIdx and permuteBytes exist (NVPTX: shfl.sync.idx and
  /// prmt), which the word shuffles of 8-bit layout conversions need
  /// (SharedMemoryPlan.h, WordShuffle).
  virtual bool hasWordShuffles() const { return false; }

  /// The i32 `v` of lane `srcLane` (an i32 per lane). Only when
  /// hasWordShuffles().
  virtual mlir::Value shuffleIdx(mlir::OpBuilder &, mlir::Location, mlir::Value,
                                 mlir::Value) const {
    return {};
  }

  /// The bytes of `lo` (0-3) and `hi` (4-7) picked by the nibbles of
  /// `selector` (byte i of the result from nibble i). Only when
  /// hasWordShuffles().
  virtual mlir::Value permuteBytes(mlir::OpBuilder &, mlir::Location,
                                   mlir::Value, mlir::Value,
                                   mlir::Value) const {
    return {};
  }

  /// The fp8 bits (an i8 each) of `fp8Type` nearest to the f32 values `xs`
  /// (one or two) by instructions of the target (round to nearest even,
  /// saturating to the largest finite value; NaNs need not keep their
  /// sign), or none where the target has none (the lowering then rounds
  /// with integer arithmetic).
  virtual llvm::SmallVector<mlir::Value> roundToFp8(mlir::OpBuilder &,
                                                    mlir::Location,
                                                    mlir::ValueRange,
                                                    mlir::Type) const {
    return {};
  }

  /// Whether readLane exists: reading one lane's value as a uniform value
  /// (AMDGPU's v_readlane into an SGPR).
  virtual bool hasReadLane() const = 0;

  /// The value lane `lane` holds, uniform across the wave (any 8-64-bit
  /// scalar). Only when hasReadLane().
  virtual mlir::Value readLane(mlir::OpBuilder &b, mlir::Location loc,
                               mlir::Value v, unsigned lane) const = 0;

  /// `v`, which every lane holds the same value of, marked as uniform where
  /// the target keeps such values apart (AMDGPU: readfirstlane, an SGPR
  /// instead of a VGPR per lane); `v` itself elsewhere.
  virtual mlir::Value makeUniform(mlir::OpBuilder &b, mlir::Location loc,
                                  mlir::Value v) const = 0;
  /// For code after a function's last loop, the executing thread's id or
  /// lane id computed afresh in a form LLVM cannot merge with the ids the
  /// code before the loop computed, so that neither the id nor coordinates
  /// derived from it stay live across the loop (LoweringCommon.cpp,
  /// laneAndWarp; TileToLLVM.cpp computes the epilogue's index tiles again
  /// after the loop). NVPTX: the thread id read by inline assembly (the
  /// special register again). AMDGPU, where the thread id is an input
  /// register nothing can recompute: the lane id from v_mbcnt, the warp id
  /// then the uniform one (an SGPR). Null where the target has no such
  /// form.
  virtual mlir::Value freshThreadId(mlir::OpBuilder &, mlir::Location) const {
    return {};
  }
  virtual bool hasFreshThreadId() const { return false; }
  virtual mlir::Value freshLaneId(mlir::OpBuilder &, mlir::Location) const {
    return {};
  }
  /// Whether the target keeps uniform values apart (AMDGPU: SGPRs), so that
  /// splitting a uniform part off per-register arithmetic saves registers
  /// per lane (ElementwiseToLLVM's strided multiplications).
  virtual bool separatesUniformValues() const = 0;

  /// `v` (an i32 or i64 every lane holds the same value of) as a value
  /// LLVM's optimizations cannot look through, so that a sum split into a
  /// lane part and this stays split instead of being factored back: a
  /// call of a pin function, replaced by `v` itself after optimization
  /// (Target/UniformPin.h). Only when separatesUniformValues().
  virtual mlir::Value pinUniform(mlir::OpBuilder &b, mlir::Location loc,
                                 mlir::Value v) const = 0;

  //===--------------------------------------------------------------------===//
  // Shared memory
  //===--------------------------------------------------------------------===//

  /// `count` (1, 2 or 4) 8x8 matrices of 16-bit elements read from shared
  /// memory, each lane giving the address `ptr` of one row and receiving
  /// one 32-bit word per matrix (`resultType`: i32, or a struct of `count`
  /// i32), transposed if `trans` (ldmatrix). Only on targets whose table
  /// entry has hasLdMatrix().
  virtual mlir::Value loadMatrix(mlir::OpBuilder &b, mlir::Location loc,
                                 mlir::Type resultType, mlir::Value ptr,
                                 unsigned count, bool trans) const = 0;

  /// Copies `bytes` (4, 8 or 16) from global `src` to shared `dst` without
  /// going through registers, completing asynchronously; with `srcBytes`
  /// (an i32, 0 or `bytes`), reads only that many and zero-fills the rest.
  /// Only on targets whose table entry has hasAsyncCopy() (the pass rejects
  /// asynchronous copies elsewhere before any pattern runs).
  virtual void asyncCopy(mlir::OpBuilder &b, mlir::Location loc,
                         mlir::Value dst, mlir::Value src, int32_t bytes,
                         mlir::Value srcBytes) const = 0;
  /// Closes the group of the asynchronous copies issued since the last one.
  virtual void asyncCommitGroup(mlir::OpBuilder &b,
                                mlir::Location loc) const = 0;
  /// Waits until at most `pending` groups of this thread are in flight.
  virtual void asyncWaitGroup(mlir::OpBuilder &b, mlir::Location loc,
                              uint32_t pending) const = 0;

  //===--------------------------------------------------------------------===//
  // Atomics
  //===--------------------------------------------------------------------===//

  /// One read-modify-write of `value` at global `ptr` (a scalar of `op`'s
  /// element type) with `op`'s kind, ordering and scope (`kind` is LLVM's
  /// name for it); returns the old value.
  virtual mlir::Value atomicRMW(mlir::OpBuilder &b, mlir::Location loc,
                                mlir::tile::AtomicRMWOp op,
                                mlir::LLVM::AtomicBinOp kind, mlir::Value ptr,
                                mlir::Value value) const = 0;

  //===--------------------------------------------------------------------===//
  // Math and GPU ops
  //===--------------------------------------------------------------------===//

  /// Adds the target's lowering of the scalar math and gpu ops (ids,
  /// barriers, shuffles) the tile patterns create, its special math (exp2,
  /// division), and makes its intrinsic dialect legal. Fails (after an
  /// error on `module`) when the target cannot be set up.
  virtual mlir::LogicalResult
  populateTargetPatterns(mlir::ModuleOp module,
                         mlir::LLVMTypeConverter &converter,
                         mlir::RewritePatternSet &patterns,
                         mlir::ConversionTarget &conversionTarget) const = 0;

protected:
  /// LLVM's atomicrmw with `op`'s ordering and the target's syncscope.
  mlir::Value llvmAtomicRMW(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::tile::AtomicRMWOp op,
                            mlir::LLVM::AtomicBinOp kind, mlir::Value ptr,
                            mlir::Value value) const;

  const TargetInfo &target;
};

std::unique_ptr<TargetCodegen> createAMDGPUCodegen(const TargetInfo &target);
std::unique_ptr<TargetCodegen> createNVPTXCodegen(const TargetInfo &target);

/// The code generation of `target`'s architecture.
std::unique_ptr<TargetCodegen> createTargetCodegen(const TargetInfo &target);

} // namespace tilec::conversion

#endif // TILEC_LIB_CONVERSION_TARGETCODEGEN_H
