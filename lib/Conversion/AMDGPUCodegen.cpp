//===- AMDGPUCodegen.cpp - AMDGPU side of the LLVM lowering ---------------===//
//
// TargetCodegen for AMDGPU (ROCDL): kernel attributes, DPP / ds_swizzle /
// v_permlanex16 lane exchanges, readlane and readfirstlane for uniform
// values, LLVM atomicrmw with AMDGPU syncscopes, ocml and LLVM intrinsics
// for math, and v_exp_f32 for exp2.
//
//===----------------------------------------------------------------------===//
#include "Conversion/LoweringCommon.h"
#include "Conversion/TargetCodegen.h"
#include "Target/UniformPin.h"

#include "mlir/Conversion/GPUToROCDL/GPUToROCDLPass.h"
#include "mlir/Conversion/GPUToROCDL/Runtimes.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MathToROCDL/MathToROCDL.h"
#include "mlir/Dialect/AMDGPU/Utils/Chipset.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;

/// One 32-bit butterfly step (`lane ^ mask`) with the cheapest exchange the
/// chip has (TargetInfo::crossLane): immediates only, no address register,
/// except for mask 32, which goes through gpu.shuffle (ds_bpermute).
static Value exchangeXor32(OpBuilder &b, Location loc, Value x, unsigned mask,
                           const TargetInfo &target) {
  CrossLane kind = target.crossLane;
  if (mask >= 32) {
    return gpu::ShuffleOp::create(b, loc, x, i32Const(b, loc, mask),
                                  i32Const(b, loc, target.warpSize),
                                  gpu::ShuffleMode::XOR)
        .getShuffleResult();
  }
  Type i32 = b.getI32Type();
  Value asInt =
      x.getType() == i32 ? x : arith::BitcastOp::create(b, loc, i32, x);
  // Every lane has a valid source lane in these permutations, so the `old`
  // operand is never read: poison lets the backend fold the DPP move into the
  // combining instruction (v_max_f32_dpp).
  auto dpp = [&](unsigned ctrl) -> Value {
    Value old = LLVM::PoisonOp::create(b, loc, i32);
    return ROCDL::DPPUpdateOp::create(b, loc, i32, old, asInt, ctrl,
                                      /*rowMask=*/0xF, /*bankMask=*/0xF,
                                      /*boundCtrl=*/true);
  };
  Value result;
  if (mask == 1) {
    result = dpp(0xB1); // quad_perm:[1,0,3,2]
  } else if (mask == 2) {
    result = dpp(0x4E); // quad_perm:[2,3,0,1]
  } else if (kind == CrossLane::Gfx10 && mask < 16) {
    result = dpp(0x160 + mask); // row_xmask:mask
  } else if (kind == CrossLane::Gfx10 && mask == 16) {
    // Lane i of one row of 16 reads lane i of the other row.
    Value selLo = i32Const(b, loc, 0x76543210);
    Value selHi = i32Const(b, loc, int32_t(0xfedcba98));
    result = ROCDL::PermlaneX16Op::create(b, loc, i32, asInt, asInt, selLo,
                                          selHi, b.getBoolAttr(false),
                                          b.getBoolAttr(false));
  } else {
    // Bitmask mode within 32 lanes: read ((lane & 0x1f) | 0) ^ mask.
    result = ROCDL::DsSwizzleOp::create(b, loc, i32, asInt,
                                        i32Const(b, loc, 0x1F | (mask << 10)));
  }
  return x.getType() == i32
             ? result
             : arith::BitcastOp::create(b, loc, x.getType(), result);
}

namespace {

/// f32 exp2 on AMDGPU, subnormal results included. v_exp_f32 flushes results
/// below 2^-126 to zero, so for x < -126 it computes e = v_exp_f32(x / 2)
/// (a normal number) and returns e * e, which rounds to the subnormal result;
/// -inf, +inf and NaN pass through either branch unchanged. LLVM's own
/// expansion of llvm.exp2.f32 (and upstream MathToROCDL's, which the backend
/// then expanded a second time) shifts by 64 instead, which needs the
/// constants 64.0 and -64 in VGPRs on GFX9 (VOP3 takes no literals); 0.5 and
/// 1.0 are inline constants. Fused softmax (16 exps per lane) needs 2 fewer
/// VGPRs this way.
struct AMDGPUExp2Lowering : OpConversionPattern<math::Exp2Op> {
  AMDGPUExp2Lowering(const TypeConverter &converter, MLIRContext *ctx)
      : OpConversionPattern<math::Exp2Op>(converter, ctx, /*benefit=*/10) {}
  LogicalResult
  matchAndRewrite(math::Exp2Op op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op.getType().isF32())
      return rewriter.notifyMatchFailure(op, "scalar f32 only");
    Location loc = op.getLoc();
    Type f32 = rewriter.getF32Type();
    auto cst = [&](float v) {
      return LLVM::ConstantOp::create(rewriter, loc, f32,
                                      rewriter.getF32FloatAttr(v));
    };
    Value x = adaptor.getOperand();
    Value tiny = LLVM::FCmpOp::create(rewriter, loc, LLVM::FCmpPredicate::olt,
                                      x, cst(-126.0f));
    Value halfC = cst(0.5f);
    Value oneC = cst(1.0f);
    Value half = LLVM::SelectOp::create(rewriter, loc, tiny, halfC, oneC);
    Value scaled = LLVM::FMulOp::create(rewriter, loc, x, half);
    Value e = ROCDL::ROCDLExp2::create(rewriter, loc, f32, scaled);
    Value squared = LLVM::FMulOp::create(rewriter, loc, e, e);
    rewriter.replaceOpWithNewOp<LLVM::SelectOp>(op, tiny, squared, e);
    return success();
  }
};

class AMDGPUCodegen : public TargetCodegen {
public:
  using TargetCodegen::TargetCodegen;

  void setKernelAttributes(OpBuilder &rewriter, LLVM::LLVMFuncOp llvmFunc,
                           unsigned threads) const override {
    llvmFunc->setAttr(ROCDL::ROCDLDialect::getKernelFuncAttrName(),
                      rewriter.getUnitAttr());
    llvmFunc->setAttr(ROCDL::ROCDLDialect::getFlatWorkGroupSizeAttrName(),
                      rewriter.getStringAttr(std::to_string(threads) + "," +
                                             std::to_string(threads)));
    llvmFunc->setAttr(ROCDL::ROCDLDialect::getReqdWorkGroupSizeAttrName(),
                      rewriter.getDenseI32ArrayAttr({int32_t(threads), 1, 1}));
  }

  Value shuffleXor(OpBuilder &b, Location loc, Value v,
                   unsigned mask) const override {
    return perWord(b, loc, v, [&](Value x) {
      return exchangeXor32(b, loc, x, mask, target);
    });
  }

  bool hasReadLane() const override { return true; }

  Value readLane(OpBuilder &b, Location loc, Value v,
                 unsigned lane) const override {
    return perWord(b, loc, v, [&](Value x) -> Value {
      Type i32 = b.getI32Type();
      Value asInt =
          x.getType() == i32 ? x : arith::BitcastOp::create(b, loc, i32, x);
      Value r =
          ROCDL::ReadlaneOp::create(b, loc, i32, asInt, i32Const(b, loc, lane));
      return x.getType() == i32
                 ? r
                 : arith::BitcastOp::create(b, loc, x.getType(), r);
    });
  }

  bool separatesUniformValues() const override { return true; }

  Value freshLaneId(OpBuilder &b, Location loc) const override {
    // The mask through a pin and readfirstlane: LLVM otherwise folds
    // mbcnt(-1, 0) back into workitem.id.x & (wave size - 1) (the
    // work-group size is known), in its optimization and again in code
    // generation (after the pins are released).
    Type i32 = b.getI32Type();
    Value ones = makeUniform(b, loc, pinUniform(b, loc, i32Const(b, loc, -1)));
    Value lane = ROCDL::MbcntLoOp::create(
        b, loc, i32, ones, i32Const(b, loc, 0), nullptr, nullptr);
    if (target.warpSize == 64)
      lane =
          ROCDL::MbcntHiOp::create(b, loc, i32, ones, lane, nullptr, nullptr);
    return lane;
  }

  Value pinUniform(OpBuilder &b, Location loc, Value v) const override {
    auto type = cast<IntegerType>(v.getType());
    std::string name = (kUniformPinPrefix + "i" + Twine(type.getWidth())).str();
    auto module =
        b.getInsertionBlock()->getParentOp()->getParentOfType<ModuleOp>();
    auto fn = declareFunction(b, loc, module, name,
                              LLVM::LLVMFunctionType::get(type, {type}),
                              /*pure=*/true);
    if (!fn.getConvergent()) { // declared just now
      fn.setConvergent(true);
      // The AMDGPU attributor assumes a call of an unknown function needs
      // every implicit kernel input and AGPRs, which would cost user SGPRs,
      // workitem-id VGPRs, and MFMA results moved to AGPRs (gfx942: the
      // attention forward 62 -> 88 + 16 AGPRs). The pin needs none of them.
      SmallVector<Attribute> attrs;
      for (StringRef input :
           {"cluster-id-x",       "cluster-id-y",      "cluster-id-z",
            "completion-action",  "default-queue",     "dispatch-id",
            "dispatch-ptr",       "flat-scratch-init", "heap-ptr",
            "hostcall-ptr",       "implicitarg-ptr",   "lds-kernel-id",
            "multigrid-sync-arg", "queue-ptr",         "workgroup-id-x",
            "workgroup-id-y",     "workgroup-id-z",    "workitem-id-x",
            "workitem-id-y",      "workitem-id-z"})
        attrs.push_back(b.getStringAttr(("amdgpu-no-" + input).str()));
      attrs.push_back(b.getArrayAttr(
          {b.getStringAttr("amdgpu-agpr-alloc"), b.getStringAttr("0")}));
      fn.setPassthroughAttr(b.getArrayAttr(attrs));
    }
    return LLVM::CallOp::create(b, loc, fn, ValueRange{v}).getResult();
  }

  Value makeUniform(OpBuilder &rewriter, Location loc, Value v) const override {
    return perWord(rewriter, loc, v, [&](Value x) -> Value {
      return ROCDL::ReadfirstlaneOp::create(rewriter, loc, x.getType(), x);
    });
  }

  Value loadMatrix(OpBuilder &, Location, Type, Value, unsigned,
                   bool) const override {
    llvm_unreachable("no ldmatrix on AMDGPU (TargetInfo::hasLdMatrix)");
  }
  void asyncCopy(OpBuilder &, Location, Value, Value, int32_t,
                 Value) const override {
    llvm_unreachable("no cp.async on AMDGPU (TargetInfo::hasAsyncCopy)");
  }
  void asyncCommitGroup(OpBuilder &, Location) const override {
    llvm_unreachable("no cp.async on AMDGPU (TargetInfo::hasAsyncCopy)");
  }
  void asyncWaitGroup(OpBuilder &, Location, uint32_t) const override {
    llvm_unreachable("no cp.async on AMDGPU (TargetInfo::hasAsyncCopy)");
  }

  Value atomicRMW(OpBuilder &b, Location loc, tile::AtomicRMWOp op,
                  LLVM::AtomicBinOp kind, Value ptr,
                  Value value) const override {
    return llvmAtomicRMW(b, loc, op, kind, ptr, value);
  }

  LogicalResult
  populateTargetPatterns(ModuleOp module, LLVMTypeConverter &converter,
                         RewritePatternSet &patterns,
                         ConversionTarget &conversionTarget) const override {
    MLIRContext *ctx = patterns.getContext();
    conversionTarget.addLegalDialect<ROCDL::ROCDLDialect>();
    FailureOr<amdgpu::Chipset> chipset = amdgpu::Chipset::parse(target.cpu);
    if (failed(chipset))
      return module.emitError()
             << "cannot parse AMDGPU chipset '" << target.cpu << "'";
    // ocml for transcendental functions (accuracy as HIP), LLVM intrinsics
    // for what maps to single instructions.
    patterns.add<AMDGPUExp2Lowering>(converter, ctx);
    populateMathToROCDLConversionPatterns(converter, patterns, *chipset);
    populateMathToLLVMConversionPatterns(converter, patterns,
                                         /*approximateLog1p=*/true,
                                         /*benefit=*/0);
    populateGpuToROCDLConversionPatterns(converter, patterns,
                                         gpu::amd::Runtime::HIP, *chipset);
    return success();
  }
};

} // namespace

std::unique_ptr<TargetCodegen>
tilec::conversion::createAMDGPUCodegen(const TargetInfo &target) {
  return std::make_unique<AMDGPUCodegen>(target);
}
