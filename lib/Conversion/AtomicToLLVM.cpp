//===- AtomicToLLVM.cpp - atomic read-modify-writes and CAS ---------------===//
//
// tile.atomic_rmw and tile.atomic_cas: tiles per register, predicated on
// the mask and on owning the element; scalar atomics once per program
// (thread 0, the old value passed on through shared memory). The
// read-modify-write instruction comes from the target (TargetCodegen:
// inline atom PTX on NVIDIA, atomicrmw on AMDGPU); cmpxchg is LLVM's on
// both, with the target table's syncscope.
//
//===----------------------------------------------------------------------===//
#include "Conversion/TileToLLVMPatterns.h"

#include "Conversion/SharedMemory.h"
#include "Conversion/TargetCodegen.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::conversion;
using tilegpu::DistributedLayout;

/// A scalar atomic (pointer and value not tiles) happens once per program,
/// as in Triton and the interpreter: thread 0 performs it where `pred` (an
/// i1, if given) holds, and, when the old value is used, passes it to every
/// thread through shared memory (barriers on both sides keep the scratch
/// bytes apart from other exchanges). Masked off, the result is zero.
static Value scalarAtomic(OpBuilder &b, Location loc, LoweringState &state,
                          Operation *op, Type type, Value pred,
                          llvm::function_ref<Value(OpBuilder &)> emit) {
  bool used = !op->use_empty();
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  tid = arith::IndexCastOp::create(b, loc, b.getI32Type(), tid);
  Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid,
                                      i32Const(b, loc, 0));
  if (pred)
    first = arith::AndIOp::create(b, loc, first, pred);
  Type memType = memoryType(type);
  if (used)
    barrier(b, loc);
  auto ifOp = scf::IfOp::create(
      b, loc, first,
      [&](OpBuilder &tb, Location) {
        Value old = emit(tb);
        if (used) {
          Value ptr =
              smemElementPtr(tb, loc, state, memType, 0, i32Const(tb, loc, 0));
          Value bits =
              memType == type
                  ? old
                  : Value(LLVM::BitcastOp::create(tb, loc, memType, old));
          LLVM::StoreOp::create(tb, loc, bits, ptr);
        }
        scf::YieldOp::create(tb, loc, old);
      },
      [&](OpBuilder &eb, Location) {
        scf::YieldOp::create(eb, loc,
                             Value(LLVM::ZeroOp::create(eb, loc, type)));
      });
  if (!used)
    return ifOp.getResult(0);
  barrier(b, loc);
  Value ptr = smemElementPtr(b, loc, state, memType, 0, i32Const(b, loc, 0));
  Value bits = LLVM::LoadOp::create(b, loc, memType, ptr);
  // Masked off everywhere (pred false in thread 0): zero, like the branch.
  Value loaded = memType == type
                     ? bits
                     : Value(LLVM::BitcastOp::create(b, loc, type, bits));
  if (!pred)
    return loaded;
  return arith::SelectOp::create(b, loc, pred, loaded,
                                 LLVM::ZeroOp::create(b, loc, type));
}

namespace {

struct AtomicRMWLowering : TilePattern<tile::AtomicRMWOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::AtomicRMWOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto tensor = dyn_cast<RankedTensorType>(op.getType());
    SmallVector<Value> ptrs = unpack(rewriter, loc, adaptor.getPtr());
    SmallVector<Value> values = unpack(rewriter, loc, adaptor.getValue());
    SmallVector<Value> masks;
    if (adaptor.getMask())
      masks = unpack(rewriter, loc, adaptor.getMask());
    Type elemType =
        getTypeConverter()->convertType(getElementTypeOrSelf(op.getType()));
    LLVM::AtomicBinOp kind;
    switch (op.getKind()) {
    case tile::RMWKind::add:
      kind = LLVM::AtomicBinOp::add;
      break;
    case tile::RMWKind::fadd:
      kind = LLVM::AtomicBinOp::fadd;
      break;
    case tile::RMWKind::max:
      kind = LLVM::AtomicBinOp::max;
      break;
    case tile::RMWKind::min:
      kind = LLVM::AtomicBinOp::min;
      break;
    case tile::RMWKind::umax:
      kind = LLVM::AtomicBinOp::umax;
      break;
    case tile::RMWKind::umin:
      kind = LLVM::AtomicBinOp::umin;
      break;
    case tile::RMWKind::band:
      kind = LLVM::AtomicBinOp::_and;
      break;
    case tile::RMWKind::bor:
      kind = LLVM::AtomicBinOp::_or;
      break;
    case tile::RMWKind::bxor:
      kind = LLVM::AtomicBinOp::_xor;
      break;
    case tile::RMWKind::xchg:
      kind = LLVM::AtomicBinOp::xchg;
      break;
    case tile::RMWKind::fmax:
      kind = LLVM::AtomicBinOp::fmax;
      break;
    case tile::RMWKind::fmin:
      kind = LLVM::AtomicBinOp::fmin;
      break;
    }
    Value owner;
    std::optional<DistributedLayout> layout;
    if (tensor) {
      layout = layoutOf(tensor);
      owner = ownerPredicate(rewriter, loc, *layout, state);
    }
    // Through a `:2g` argument (AMDGPU): each lane's address is a buffer
    // fat pointer, the argument's resource plus a 32-bit offset, which the
    // backend turns into a buffer atomic with the op's ordering and scope
    // (the branch on the mask stays).
    std::optional<BufferOperands> buffer;
    if (tensor && state.bufferAccesses.contains(op))
      buffer = bufferOperands(rewriter, loc, op, state, /*addressSpace=*/7);
    int64_t bytes = elementBytes(elemType);
    SmallVector<Value> results;
    for (unsigned i = 0; i < ptrs.size(); ++i) {
      Value ptr = ptrs[i];
      if (buffer)
        ptr = LLVM::GEPOp::create(
            rewriter, loc, buffer->resource.getType(), rewriter.getI8Type(),
            buffer->resource,
            ValueRange{bufferByteOffset(rewriter, loc, *buffer, i, bytes,
                                        /*mask=*/Value())});
      Value pred = owner;
      if (!masks.empty())
        pred = pred ? arith::AndIOp::create(rewriter, loc, pred, masks[i])
                    : masks[i];
      if (tensor && isDuplicateRegister(*layout, i, tensor.getShape()))
        pred = arith::ConstantIntOp::create(rewriter, loc, rewriter.getI1Type(),
                                            0);
      auto emit = [&](OpBuilder &b) -> Value {
        return state.codegen->atomicRMW(b, loc, op, kind, ptr, values[i]);
      };
      if (!tensor) {
        results.push_back(
            scalarAtomic(rewriter, loc, state, op, elemType, pred, emit));
        continue;
      }
      if (!pred) {
        results.push_back(emit(rewriter));
        continue;
      }
      auto ifOp = scf::IfOp::create(
          rewriter, loc, pred,
          [&](OpBuilder &b, Location) {
            scf::YieldOp::create(b, loc, emit(b));
          },
          [&](OpBuilder &b, Location) {
            scf::YieldOp::create(b, loc,
                                 Value(LLVM::ZeroOp::create(b, loc, elemType)));
          });
      results.push_back(ifOp.getResult(0));
    }
    rewriter.replaceOp(
        op, tensor ? pack(rewriter, loc,
                          getTypeConverter()->convertType(tensor), results)
                   : results[0]);
    return success();
  }
};

struct AtomicCASLowering : TilePattern<tile::AtomicCASOp> {
  using TilePattern::TilePattern;
  LogicalResult
  matchAndRewrite(tile::AtomicCASOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    if (isa<RankedTensorType>(op.getType()))
      return op.emitError(
          "atomic_cas on tiles is not supported by the GPU backends; use "
          "scalars");
    // A failed compare writes nothing: it keeps only the acquire part.
    LLVM::AtomicOrdering onSuccess = atomicOrdering(op.getSem());
    LLVM::AtomicOrdering onFailure =
        onSuccess == LLVM::AtomicOrdering::acq_rel ||
                onSuccess == LLVM::AtomicOrdering::acquire
            ? LLVM::AtomicOrdering::acquire
            : LLVM::AtomicOrdering::monotonic;
    auto emit = [&](OpBuilder &b) -> Value {
      auto cas = LLVM::AtomicCmpXchgOp::create(
          b, loc, adaptor.getPtr(), adaptor.getCmp(), adaptor.getValue(),
          onSuccess, onFailure,
          state.target->syncScope(syncScopeOf(op.getScope())));
      return LLVM::ExtractValueOp::create(b, loc, cas, 0);
    };
    rewriter.replaceOp(op,
                       scalarAtomic(rewriter, loc, state, op,
                                    adaptor.getCmp().getType(), Value(), emit));
    return success();
  }
};

} // namespace

void tilec::conversion::populateAtomicToLLVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    LoweringState &state) {
  patterns.add<AtomicRMWLowering, AtomicCASLowering>(
      converter, patterns.getContext(), state);
}
