//===- TileGPUDialect.cpp - tilegpu dialect registration and verifiers ---===//
#include "TileGPU/IR/TileGPUDialect.h"
#include "TileGPU/IR/Layout.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tilegpu;

#include "TileGPU/IR/TileGPUDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "TileGPU/IR/TileGPUAttrs.cpp.inc"

#define GET_OP_CLASSES
#include "TileGPU/IR/TileGPUOps.cpp.inc"

namespace {
/// Prints layouts as #blocked, #slice aliases at the top of the module.
struct TileGPUOpAsmInterface : OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;
  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    if (isa<BlockedLayoutAttr>(attr)) {
      os << "blocked";
      return AliasResult::FinalAlias;
    }
    if (isa<SliceLayoutAttr>(attr)) {
      os << "slice";
      return AliasResult::FinalAlias;
    }
    if (isa<MmaLayoutAttr>(attr)) {
      os << "mma";
      return AliasResult::FinalAlias;
    }
    if (isa<DotOperandLayoutAttr>(attr)) {
      os << "dot_op";
      return AliasResult::FinalAlias;
    }
    return AliasResult::NoAlias;
  }
};
} // namespace

void TileGPUDialect::initialize() {
  addInterfaces<TileGPUOpAsmInterface>();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "TileGPU/IR/TileGPUAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileGPU/IR/TileGPUOps.cpp.inc"
      >();
}

LogicalResult BlockedLayoutAttr::verify(
    function_ref<InFlightDiagnostic()> emitError,
    ArrayRef<unsigned> sizePerThread, ArrayRef<unsigned> threadsPerWarp,
    ArrayRef<unsigned> warpsPerCTA, ArrayRef<unsigned> order) {
  size_t rank = sizePerThread.size();
  if (rank == 0 || threadsPerWarp.size() != rank ||
      warpsPerCTA.size() != rank || order.size() != rank)
    return emitError()
           << "blocked layout arrays must have one equal, non-zero rank";
  for (ArrayRef<unsigned> array :
       {sizePerThread, threadsPerWarp, warpsPerCTA}) {
    for (unsigned v : array) {
      if (v == 0 || !llvm::isPowerOf2_32(v))
        return emitError() << "blocked layout sizes must be powers of two, got "
                           << v;
    }
  }
  SmallVector<bool> seen(rank, false);
  for (unsigned d : order) {
    if (d >= rank || seen[d])
      return emitError() << "blocked layout order must be a permutation";
    seen[d] = true;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Target facts in the IR: the module's target, matrix-instruction kinds
//===----------------------------------------------------------------------===//

StringRef mlir::tilegpu::stringifyMmaKind(tilec::MmaKind kind) {
  return tilec::mmaKindName(kind);
}

FailureOr<tilec::MmaKind> mlir::tilegpu::parseMmaKind(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (failed(parser.parseKeyword(&keyword)))
    return failure();
  if (std::optional<tilec::MmaKind> kind = tilec::mmaKindNamed(keyword))
    return *kind;
  std::string known;
  for (const tilec::MmaKindInfo &info : tilec::allMmaKinds())
    known += (known.empty() ? "" : ", ") + std::string(info.name);
  return parser.emitError(loc) << "unknown matrix-core instruction kind '"
                               << keyword << "' (kinds: " << known << ")";
}

LogicalResult TargetAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef chip) {
  if (!tilec::lookupTarget(chip))
    return emitError() << "unknown target '" << chip
                       << "' (supported: " << tilec::supportedTargetNames()
                       << ")";
  return success();
}

const tilec::TargetInfo *TargetAttr::getInfo() const {
  return tilec::lookupTarget(getChip());
}

LogicalResult
MmaLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                      tilec::MmaKind kind, ArrayRef<unsigned> warpsPerCTA) {
  if (!tilec::getMmaKindInfo(kind).hasLayout)
    return emitError() << "matrix-core instruction kind "
                       << stringifyMmaKind(kind)
                       << " has no register layout of its own (a dot names it "
                          "with tilegpu.instruction)";
  return success();
}

FailureOr<const tilec::TargetInfo *> mlir::tilegpu::getTarget(Operation *module,
                                                              StringRef chip) {
  auto target = module->getAttrOfType<TargetAttr>(kTargetAttrName);
  if (!chip.empty()) {
    const tilec::TargetInfo *info = tilec::lookupTarget(chip);
    if (!info)
      return module->emitError()
             << "unknown target '" << chip
             << "' (supported: " << tilec::supportedTargetNames() << ")";
    if (target && target.getChip() != chip)
      return module->emitError()
             << "module is compiled for " << target.getChip() << " ("
             << kTargetAttrName << "), not for " << chip;
    if (!target)
      module->setAttr(kTargetAttrName,
                      TargetAttr::get(module->getContext(), chip));
    return info;
  }
  if (!target)
    return module->emitError()
           << "module has no " << kTargetAttrName
           << " attribute: give the first GPU pass (tile-assign-layouts) a "
              "chip= option (supported: "
           << tilec::supportedTargetNames() << ")";
  return target.getInfo();
}

std::optional<tilec::MmaKind> mlir::tilegpu::getDotInstruction(Operation *dot) {
  if (auto instruction = dot->getAttrOfType<MmaKindAttr>(kInstructionAttrName))
    return instruction.getKind();
  if (dot->getNumResults() != 1)
    return std::nullopt;
  auto type = dyn_cast<RankedTensorType>(dot->getResult(0).getType());
  if (auto mma = dyn_cast_if_present<MmaLayoutAttr>(type ? type.getEncoding()
                                                         : Attribute()))
    return mma.getKind();
  return std::nullopt;
}

LogicalResult
TileGPUDialect::verifyOperationAttribute(Operation *op,
                                         NamedAttribute attribute) {
  if (attribute.getName() == kTargetAttrName) {
    if (!isa<TargetAttr>(attribute.getValue()))
      return op->emitError() << "'" << kTargetAttrName
                             << "' must be a #tilegpu.target attribute, got "
                             << attribute.getValue();
    return success();
  }
  if (attribute.getName() == kInstructionAttrName) {
    auto instruction = dyn_cast<MmaKindAttr>(attribute.getValue());
    if (!instruction)
      return op->emitError() << "'" << kInstructionAttrName
                             << "' must be a #tilegpu.mma_kind attribute, got "
                             << attribute.getValue();
    auto type = isa<tile::DotOp>(op)
                    ? dyn_cast<RankedTensorType>(op->getResult(0).getType())
                    : RankedTensorType();
    auto mma = dyn_cast_if_present<MmaLayoutAttr>(type ? type.getEncoding()
                                                       : Attribute());
    // Only wgmma runs a dot whose layout names another instruction:
    // mma.sync's (m16n8k16 for 16-bit operands, m16n8k32 for 8-bit ones),
    // which holds wgmma's accumulator and A.
    if (!mma || instruction.getKind() != tilec::MmaKind::NvWgmma ||
        (mma.getKind() != tilec::MmaKind::NvMma16x8x16 &&
         mma.getKind() != tilec::MmaKind::NvMma16x8x32))
      return op->emitError()
             << "'" << kInstructionAttrName
             << "' = " << stringifyMmaKind(instruction.getKind())
             << ": only nv_wgmma, on a tile.dot with a nv_mma_16x8x16 or "
                "nv_mma_16x8x32 result layout, runs a dot on another "
                "instruction than its layout's kind";
    return success();
  }
  if (attribute.getName() == kWgmmaAsyncAttrName) {
    if (!isa<UnitAttr>(attribute.getValue()) || !isa<tile::DotOp>(op) ||
        getDotInstruction(op) != tilec::MmaKind::NvWgmma)
      return op->emitError() << "'" << kWgmmaAsyncAttrName
                             << "' is a unit attribute of a tile.dot on "
                                "nv_wgmma";
    return success();
  }
  return success();
}

LogicalResult ConvertLayoutOp::verify() {
  auto src = getSrc().getType();
  auto dst = getType();
  if (src.getShape() != dst.getShape() ||
      src.getElementType() != dst.getElementType())
    return emitOpError() << "must keep shape and element type: " << src
                         << " -> " << dst;
  return success();
}

LogicalResult ViewOp::verify() {
  auto src = getSrc().getType();
  auto dst = getType();
  if (src.getElementType() != dst.getElementType() ||
      src.getNumElements() != dst.getNumElements())
    return emitOpError() << "must keep the elements: " << src << " -> " << dst;
  std::optional<ArrayRef<int32_t>> order = getOrder();
  if (order) {
    if (order->size() != src.getRank() || dst.getRank() != src.getRank())
      return emitOpError() << "order needs one entry per dimension";
    for (unsigned i = 0; i < order->size(); ++i)
      if ((*order)[i] < 0 || (*order)[i] >= src.getRank() ||
          dst.getDimSize(i) != src.getDimSize((*order)[i]))
        return emitOpError() << "result " << dst
                             << " is not the source permuted by the order";
  }
  FailureOr<DistributedLayout> from =
      analyzeLayout(src.getEncoding(), src.getShape());
  FailureOr<DistributedLayout> to =
      analyzeLayout(dst.getEncoding(), dst.getShape());
  if (failed(from) || failed(to))
    return emitOpError() << "needs distributed layouts on both sides";
  auto map = [&](const Basis &b) {
    return order ? transposeBasis(b, *order)
                 : reshapeBasis(b, src.getShape(), dst.getShape());
  };
  if (!relabelRegisters(*from, *to, map))
    return emitOpError() << "layouts move elements between lanes or warps: "
                         << src << " -> " << dst;
  return success();
}

/// A shared-memory buffer holding exactly the elements of `tensor`.
static LogicalResult verifyBuffer(Operation *op, RankedTensorType tensor,
                                  MemRefType buffer) {
  auto space = dyn_cast_or_null<IntegerAttr>(buffer.getMemorySpace());
  if (tensor.getShape() != buffer.getShape() ||
      tensor.getElementType() != buffer.getElementType() || !space ||
      space.getInt() != 3 || !buffer.getLayout().isIdentity())
    return op->emitOpError()
           << "needs a buffer of the tile's shape and element type in "
              "memory space 3 (shared memory), got "
           << buffer << " for " << tensor;
  return success();
}

LogicalResult LocalAllocOp::verify() {
  return verifyBuffer(*this, getSrc().getType(), getBuffer().getType());
}

/// A buffer of `slots` leading slots of `tensor`'s shape (a slot index
/// given) or exactly `tensor`'s shape.
static LogicalResult verifySlotBuffer(Operation *op, RankedTensorType tensor,
                                      MemRefType buffer, bool slotted) {
  if (!slotted)
    return verifyBuffer(op, tensor, buffer);
  if (buffer.getRank() != tensor.getRank() + 1)
    return op->emitOpError()
           << "with a slot index needs a buffer with one leading slot "
              "dimension more than the tile, got "
           << buffer << " for " << tensor;
  auto slot =
      MemRefType::get(buffer.getShape().drop_front(), buffer.getElementType(),
                      MemRefLayoutAttrInterface(), buffer.getMemorySpace());
  return verifyBuffer(op, tensor, slot);
}

LogicalResult LocalLoadOp::verify() {
  RankedTensorType stored = getType();
  if (getTransposed()) {
    if (stored.getRank() != 2 || !getSlot())
      return emitOpError() << "transposed reads a slot (a slot index) of a "
                              "2-D tile, got "
                           << stored;
    stored = RankedTensorType::get({stored.getDimSize(1), stored.getDimSize(0)},
                                   stored.getElementType());
  }
  return verifySlotBuffer(*this, stored, getBuffer().getType(),
                          bool(getSlot()));
}

LogicalResult LocalBufferOp::verify() {
  MemRefType type = getBuffer().getType();
  auto space = dyn_cast_or_null<IntegerAttr>(type.getMemorySpace());
  if (type.getRank() < 2 || !space || space.getInt() != 3 ||
      !type.getLayout().isIdentity())
    return emitOpError() << "needs a memref in memory space 3 (shared "
                            "memory) with a leading slot dimension, got "
                         << type;
  return success();
}

/// A 1-D i64 memref in shared memory: mbarrier objects.
static LogicalResult verifyBarriers(Operation *op, MemRefType type) {
  auto space = dyn_cast_or_null<IntegerAttr>(type.getMemorySpace());
  if (type.getRank() != 1 || !type.getElementType().isInteger(64) || !space ||
      space.getInt() != 3 || !type.getLayout().isIdentity())
    return op->emitOpError() << "needs mbarriers: a 1-D memref of i64 in "
                                "memory space 3, got "
                             << type;
  return success();
}

LogicalResult MbarriersOp::verify() {
  return verifyBarriers(*this, getBarriers().getType());
}

LogicalResult TmaCopyOp::verify() {
  MemRefType buffer = getBuffer().getType();
  auto space = dyn_cast_or_null<IntegerAttr>(buffer.getMemorySpace());
  if (buffer.getRank() != 3 || !space || space.getInt() != 3)
    return emitOpError() << "copies into slots of 2-D tiles in shared memory "
                            "(a 3-D memref in memory space 3), got "
                         << buffer;
  if (getCoords().size() != 2)
    return emitOpError() << "needs one coordinate per dimension of the tile "
                            "(2), got "
                         << getCoords().size();
  auto map = dyn_cast<LLVM::LLVMPointerType>(getTensorMap().getType());
  if (!map || map.getAddressSpace() != 0)
    return emitOpError() << "needs the tensor map parameter's address as a "
                            "generic !llvm.ptr, got "
                         << getTensorMap().getType();
  return verifyBarriers(*this, getBarriers().getType());
}

LogicalResult WgmmaWaitOp::verify() {
  if (getResults().getTypes() != getValues().getTypes())
    return emitOpError("results must have the types of the waited values");
  if (getPending() < 0)
    return emitOpError("pending must not be negative");
  return success();
}

LogicalResult AsyncCopyOp::verify() {
  RankedTensorType ptrType = getPtr().getType();
  auto ptrElem = dyn_cast<tile::PointerType>(ptrType.getElementType());
  if (!ptrElem)
    return emitOpError() << "needs a tile of pointers, got " << ptrType;
  if (getMask() && (getMask().getType().getShape() != ptrType.getShape() ||
                    !getMask().getType().getElementType().isInteger(1)))
    return emitOpError() << "needs an i1 mask of the pointers' shape, got "
                         << getMask().getType();
  auto values = RankedTensorType::get(
      ptrType.getShape(), ptrElem.getPointeeType(), ptrType.getEncoding());
  return verifySlotBuffer(*this, values, getBuffer().getType(), true);
}

OpFoldResult ConvertLayoutOp::fold(FoldAdaptor) {
  if (getSrc().getType() == getType())
    return getSrc();
  if (auto producer = getSrc().getDefiningOp<ConvertLayoutOp>()) {
    if (producer.getSrc().getType() == getType())
      return producer.getSrc();
  }
  return {};
}

FailureOr<unsigned>
mlir::tilegpu::getLayoutWarps(Operation *module,
                              const tilec::TargetInfo &target) {
  auto numWarps = module->getAttrOfType<IntegerAttr>(kNumWarpsAttrName);
  auto warpSize = module->getAttrOfType<IntegerAttr>(kWarpSizeAttrName);
  if (numWarps && warpSize && warpSize.getInt() == target.warpSize)
    return unsigned(numWarps.getInt());
  module->emitError() << "module has no layouts for " << StringRef(target.name)
                      << " (run tile-assign-layouts with chip="
                      << StringRef(target.name) << " first)";
  return failure();
}
