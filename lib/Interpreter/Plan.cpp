//===- Plan.cpp - the interpreter's plan of a kernel ---------------------===//
//
// Every SSA value gets a register slot with its static kind and shape, every
// op an opcode with its operand and result slots; constants are materialized
// once, and reductions whose combine region is one known op are marked for
// the fast loops.
//
//===----------------------------------------------------------------------===//
#include "InterpreterImpl.h"

using namespace mlir;
using namespace tilec::interp;
using namespace tilec::interp::impl;

//===----------------------------------------------------------------------===//
// Planning
//===----------------------------------------------------------------------===//

const llvm::StringMap<Opc> &tilec::interp::impl::opcodeTable() {
  static const llvm::StringMap<Opc> table = {
      {"arith.constant", Opc::Constant},
      {"func.return", Opc::Return},
      {"scf.for", Opc::For},
      {"scf.while", Opc::While},
      {"scf.if", Opc::If},
      {"scf.yield", Opc::ScfYield},
      {"scf.condition", Opc::Condition},
      {"tile.yield", Opc::TileYield},
      {"tile.program_id", Opc::ProgramId},
      {"tile.num_programs", Opc::NumPrograms},
      {"tile.make_range", Opc::MakeRange},
      {"tile.splat", Opc::Splat},
      {"tile.broadcast", Opc::Broadcast},
      {"tile.expand_dims", Opc::Copy},
      {"tile.reshape", Opc::Copy},
      {"tile.hint", Opc::Copy},
      {"tile.ptr_cast", Opc::Copy},
      {"tile.int_to_ptr", Opc::Copy},
      {"tile.ptr_to_int", Opc::PtrToInt},
      {"tile.trans", Opc::Trans},
      {"tile.addptr", Opc::AddPtr},
      {"tile.load", Opc::Load},
      {"tile.store", Opc::Store},
      {"tile.atomic_rmw", Opc::AtomicRMW},
      {"tile.atomic_cas", Opc::AtomicCAS},
      {"tile.dot", Opc::Dot},
      {"tile.reduce", Opc::Reduce},
      {"tile.scan", Opc::Scan},
      {"tile.assert", Opc::Assert},
      {"tile.print", Opc::Print},
      {"tile.extern_elementwise", Opc::Extern},
      {"tile.barrier", Opc::Barrier},
      {"arith.addi", Opc::AddI},
      {"arith.subi", Opc::SubI},
      {"arith.muli", Opc::MulI},
      {"arith.divsi", Opc::DivSI},
      {"arith.divui", Opc::DivUI},
      {"arith.remsi", Opc::RemSI},
      {"arith.remui", Opc::RemUI},
      {"arith.ceildivsi", Opc::CeilDivSI},
      {"arith.ceildivui", Opc::CeilDivUI},
      {"arith.floordivsi", Opc::FloorDivSI},
      {"arith.andi", Opc::AndI},
      {"arith.ori", Opc::OrI},
      {"arith.xori", Opc::XOrI},
      {"arith.shli", Opc::ShLI},
      {"arith.shrsi", Opc::ShRSI},
      {"arith.shrui", Opc::ShRUI},
      {"arith.maxsi", Opc::MaxSI},
      {"arith.maxui", Opc::MaxUI},
      {"arith.minsi", Opc::MinSI},
      {"arith.minui", Opc::MinUI},
      {"arith.mului_extended", Opc::MulUIExt},
      {"arith.mulsi_extended", Opc::MulSIExt},
      {"arith.cmpi", Opc::CmpI},
      {"arith.addf", Opc::AddF},
      {"arith.subf", Opc::SubF},
      {"arith.mulf", Opc::MulF},
      {"arith.divf", Opc::DivF},
      {"arith.remf", Opc::RemF},
      {"arith.maximumf", Opc::MaximumF},
      {"arith.minimumf", Opc::MinimumF},
      {"arith.maxnumf", Opc::MaxNumF},
      {"arith.minnumf", Opc::MinNumF},
      {"arith.cmpf", Opc::CmpF},
      {"arith.negf", Opc::NegF},
      {"arith.extsi", Opc::ExtSI},
      {"arith.extui", Opc::ExtUI},
      {"arith.trunci", Opc::TruncI},
      {"arith.index_cast", Opc::TruncI},
      {"arith.index_castui", Opc::IndexCastUI},
      {"arith.sitofp", Opc::SIToFP},
      {"arith.uitofp", Opc::UIToFP},
      {"arith.fptosi", Opc::FPToSI},
      {"arith.fptoui", Opc::FPToUI},
      {"arith.extf", Opc::FloatConvert},
      {"arith.truncf", Opc::FloatConvert},
      {"arith.bitcast", Opc::Bitcast},
      {"arith.select", Opc::Select},
      {"math.powf", Opc::PowF},
      {"math.atan2", Opc::Atan2},
      {"math.copysign", Opc::CopySign},
      {"math.exp", Opc::Exp},
      {"math.exp2", Opc::Exp2},
      {"math.expm1", Opc::ExpM1},
      {"math.log", Opc::Log},
      {"math.log2", Opc::Log2},
      {"math.log10", Opc::Log10},
      {"math.log1p", Opc::Log1p},
      {"math.sqrt", Opc::Sqrt},
      {"math.rsqrt", Opc::Rsqrt},
      {"math.sin", Opc::Sin},
      {"math.cos", Opc::Cos},
      {"math.tan", Opc::Tan},
      {"math.tanh", Opc::Tanh},
      {"math.sinh", Opc::Sinh},
      {"math.cosh", Opc::Cosh},
      {"math.asin", Opc::Asin},
      {"math.acos", Opc::Acos},
      {"math.atan", Opc::Atan},
      {"math.asinh", Opc::Asinh},
      {"math.acosh", Opc::Acosh},
      {"math.atanh", Opc::Atanh},
      {"math.erf", Opc::Erf},
      {"math.erfc", Opc::Erfc},
      {"math.absf", Opc::AbsF},
      {"math.floor", Opc::Floor},
      {"math.ceil", Opc::Ceil},
      {"math.round", Opc::Round},
      {"math.roundeven", Opc::RoundEven},
      {"math.trunc", Opc::Trunc},
      {"math.cbrt", Opc::Cbrt},
      {"math.fma", Opc::Fma},
      {"math.absi", Opc::AbsI},
      {"math.ctlz", Opc::Ctlz},
      {"math.cttz", Opc::Cttz},
      {"math.ctpop", Opc::Ctpop},
      {"math.isnan", Opc::IsNaN},
      {"math.isinf", Opc::IsInf},
      {"math.isfinite", Opc::IsFinite},
  };
  return table;
}

LogicalResult Interp::planError(Operation *op, const Twine &msg) {
  errorLoc = op->getLoc();
  errorMsg = msg.str();
  return failure();
}

static FailureOr<Kind> scalarKind(Type t) {
  if (isa<IndexType>(t))
    return Kind::I64;
  if (std::optional<Kind> k = tile::scalarKindOf(t))
    return *k;
  return failure();
}

FailureOr<unsigned> Interp::slotFor(Value v, Operation *where) {
  auto it = slots.find(v);
  if (it != slots.end())
    return it->second;
  SlotInfo si;
  Type t = v.getType();
  if (auto rt = dyn_cast<RankedTensorType>(t)) {
    if (!rt.hasStaticShape()) {
      (void)planError(where,
                      llvm::formatv("dynamic shape {0} is not supported by the "
                                    "interpreter",
                                    t));
      return failure();
    }
    si.isTensor = true;
    si.shape.assign(rt.getShape().begin(), rt.getShape().end());
    si.numel = rt.getNumElements();
    t = rt.getElementType();
  }
  FailureOr<Kind> k = scalarKind(t);
  if (failed(k)) {
    (void)planError(
        where, llvm::formatv("type {0} is not supported by the interpreter",
                             v.getType()));
    return failure();
  }
  si.kind = *k;
  si.width = intWidth(*k);
  if (auto pt = dyn_cast<tile::PointerType>(t)) {
    FailureOr<Kind> pk = scalarKind(pt.getPointeeType());
    if (failed(pk)) {
      (void)planError(where,
                      llvm::formatv("pointee type {0} is not supported by the "
                                    "interpreter",
                                    pt.getPointeeType()));
      return failure();
    }
    si.pointee = *pk;
    si.pointeeBytes = kindBytes(*pk);
  }
  unsigned slot = info.size();
  info.push_back(std::move(si));
  slots[v] = slot;
  return slot;
}

LogicalResult Interp::compileBlock(Block &block, Body &body) {
  for (BlockArgument arg : block.getArguments()) {
    FailureOr<unsigned> s = slotFor(arg, block.getParentOp());
    if (failed(s))
      return failure();
    body.args.push_back(*s);
  }
  for (Operation &op : block) {
    Inst inst;
    if (failed(compileOp(op, inst)))
      return failure();
    body.insts.push_back(std::move(inst));
  }
  if (body.insts.empty())
    return planError(block.getParentOp(), "empty block in kernel");
  return success();
}

LogicalResult Interp::compileConstant(Operation &op, unsigned slot) {
  const SlotInfo &si = info[slot];
  Attribute attr = op.getAttr("value");
  Val v;
  bool isFloat = isFloatKind(si.kind);
  auto toDouble = [](APFloat f) {
    bool lost = false;
    f.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven, &lost);
    return f.convertToDouble();
  };
  if (isFloat)
    v.f.resize(si.numel);
  else
    v.i.resize(si.numel);
  if (auto ia = dyn_cast<IntegerAttr>(attr)) {
    v.i[0] = wrapInt(ia.getValue().getZExtValue(), si.width);
    constants.push_back({slot, std::move(v)});
    return success();
  }
  if (auto fa = dyn_cast<FloatAttr>(attr)) {
    v.f[0] = toDouble(fa.getValue());
    constants.push_back({slot, std::move(v)});
    return success();
  }
  auto dense = dyn_cast<DenseIntOrFPElementsAttr>(attr);
  if (!dense)
    return planError(
        &op, llvm::formatv("constant {0} is not supported by the interpreter",
                           attr));
  if (isFloat) {
    int64_t k = 0;
    if (dense.isSplat()) {
      std::fill(v.f.begin(), v.f.end(),
                toDouble(dense.getSplatValue<APFloat>()));
    } else {
      for (APFloat f : dense.getValues<APFloat>())
        v.f[k++] = toDouble(f);
    }
  } else {
    int64_t k = 0;
    if (dense.isSplat()) {
      std::fill(v.i.begin(), v.i.end(),
                wrapInt(dense.getSplatValue<APInt>().getZExtValue(), si.width));
    } else {
      for (APInt a : dense.getValues<APInt>())
        v.i[k++] = wrapInt(a.getZExtValue(), si.width);
    }
  }
  constants.push_back({slot, std::move(v)});
  return success();
}

/// The op of a one-op combine region `(a, b) -> op(a, b)` or `op(b, a)`.
static std::optional<Opc> singleCombineOp(Region &region) {
  Block &b = region.front();
  if (b.getNumArguments() != 2 || b.getOperations().size() != 2)
    return std::nullopt;
  Operation &op = b.front();
  Operation &yield = b.back();
  if (op.getNumOperands() != 2 || op.getNumResults() != 1 ||
      yield.getNumOperands() != 1 || yield.getOperand(0) != op.getResult(0))
    return std::nullopt;
  Value x = op.getOperand(0), y = op.getOperand(1);
  Value a = b.getArgument(0), c = b.getArgument(1);
  if (!((x == a && y == c) || (x == c && y == a)))
    return std::nullopt;
  auto it = opcodeTable().find(op.getName().getStringRef());
  if (it == opcodeTable().end())
    return std::nullopt;
  switch (it->second) {
  case Opc::AddF:
  case Opc::MulF:
  case Opc::MaxNumF:
  case Opc::MinNumF:
  case Opc::MaximumF:
  case Opc::MinimumF: {
    Type t = a.getType();
    if (!t.isF32() && !t.isF64())
      return std::nullopt;
    return it->second;
  }
  case Opc::AddI:
  case Opc::MulI:
  case Opc::MaxSI:
  case Opc::MinSI:
  case Opc::MaxUI:
  case Opc::MinUI:
  case Opc::AndI:
  case Opc::OrI:
  case Opc::XOrI:
    return it->second;
  default:
    return std::nullopt;
  }
}

LogicalResult Interp::compileOp(Operation &op, Inst &inst) {
  inst.op = &op;
  if (isa<tile::InlineAsmOp>(op))
    return planError(&op, "the interpreter cannot run inline assembly "
                          "(tl.inline_asm_elementwise): compile for a GPU "
                          "target");
  if (auto call = dyn_cast<tile::ExternCallOp>(op))
    return planError(
        &op,
        llvm::formatv("the interpreter cannot call '{0}' from the "
                      "library {1} ({2}): a user's device library has no "
                      "host implementation (device-library functions "
                      "tilec knows, __nv_* and __ocml_*, do run here)",
                      call.getSymbol(), call.getLibName(), call.getLibPath()));
  auto it = opcodeTable().find(op.getName().getStringRef());
  if (it == opcodeTable().end())
    return planError(&op,
                     llvm::formatv("operation '{0}' is not supported by the "
                                   "interpreter (in kernel '{1}')",
                                   op.getName().getStringRef(), kernelName));
  inst.opc = it->second;
  for (Value v : op.getOperands()) {
    FailureOr<unsigned> s = slotFor(v, &op);
    if (failed(s))
      return failure();
    inst.in.push_back(*s);
  }
  for (Value v : op.getResults()) {
    FailureOr<unsigned> s = slotFor(v, &op);
    if (failed(s))
      return failure();
    inst.out.push_back(*s);
  }
  for (Region &region : op.getRegions()) {
    inst.regions.emplace_back();
    if (region.empty())
      continue;
    if (!region.hasOneBlock())
      return planError(&op,
                       "regions with several blocks are not supported by the "
                       "interpreter");
    if (failed(compileBlock(region.front(), inst.regions.back())))
      return failure();
  }

  switch (inst.opc) {
  case Opc::Constant:
    return compileConstant(op, inst.out[0]);
  case Opc::ProgramId:
    inst.aux = cast<tile::ProgramIdOp>(op).getAxis();
    break;
  case Opc::NumPrograms:
    inst.aux = cast<tile::NumProgramsOp>(op).getAxis();
    break;
  case Opc::MakeRange:
    inst.aux = cast<tile::MakeRangeOp>(op).getStart();
    break;
  case Opc::Load: {
    auto load = cast<tile::LoadOp>(op);
    if (load.getMask())
      inst.maskSlot = slots.lookup(load.getMask());
    if (load.getOther())
      inst.otherSlot = slots.lookup(load.getOther());
    break;
  }
  case Opc::Store: {
    auto store = cast<tile::StoreOp>(op);
    if (store.getMask())
      inst.maskSlot = slots.lookup(store.getMask());
    break;
  }
  case Opc::AtomicRMW: {
    auto rmw = cast<tile::AtomicRMWOp>(op);
    inst.aux = static_cast<int64_t>(rmw.getKind());
    if (rmw.getMask())
      inst.maskSlot = slots.lookup(rmw.getMask());
    break;
  }
  case Opc::Dot:
    inst.aux = static_cast<int64_t>(cast<tile::DotOp>(op).getInputPrecision());
    if (info[inst.in[0]].shape.size() != 2 ||
        info[inst.in[1]].shape.size() != 2)
      return planError(&op, "tile.dot on operands that are not 2-D is not "
                            "supported by the interpreter");
    break;
  case Opc::Reduce:
  case Opc::Scan: {
    int64_t axis = inst.opc == Opc::Reduce ? cast<tile::ReduceOp>(op).getAxis()
                                           : cast<tile::ScanOp>(op).getAxis();
    inst.aux = axis;
    if (inst.opc == Opc::Scan)
      inst.flag = cast<tile::ScanOp>(op).getReverse();
    if (op.getRegion(0).empty())
      return planError(&op, "combine region is empty");
    if (axis < 0 || axis >= static_cast<int64_t>(info[inst.in[0]].shape.size()))
      return planError(&op, llvm::formatv("axis {0} is out of range", axis));
    if (inst.in.size() == 1) {
      if (std::optional<Opc> c = singleCombineOp(op.getRegion(0))) {
        inst.fastCombine = true;
        inst.combineOpc = *c;
      }
    }
    break;
  }
  case Opc::CmpI:
    inst.aux = static_cast<int64_t>(cast<arith::CmpIOp>(op).getPredicate());
    break;
  case Opc::CmpF:
    inst.aux = static_cast<int64_t>(cast<arith::CmpFOp>(op).getPredicate());
    break;
  case Opc::For:
    inst.flag = cast<scf::ForOp>(op).getUnsignedCmp();
    break;
  case Opc::Extern: {
    StringRef name = cast<tile::ExternElementwiseOp>(op).getFn();
    inst.extern_ = tile::lookupExternFunction(name);
    inst.externFn = lookupExternMath(name);
    if (!inst.extern_ || !inst.externFn)
      return planError(&op, llvm::formatv("library function '{0}' is not "
                                          "supported by the interpreter",
                                          name));
    break;
  }
  case Opc::Trans: {
    ArrayRef<int32_t> order = cast<tile::TransOp>(op).getOrder();
    if (order.size() != info[inst.in[0]].shape.size())
      return planError(&op, "trans order does not match the rank");
    break;
  }
  default:
    break;
  }
  return success();
}

llvm::Error Interp::plan() {
  if (fn.isExternal())
    return llvm::make_error<KernelError>(fn.getLoc(), "kernel '" + kernelName +
                                                          "' has no body");
  if (!fn.getBody().hasOneBlock())
    return llvm::make_error<KernelError>(
        fn.getLoc(),
        "kernel '" + kernelName + "' has several blocks: not supported");
  if (failed(compileBlock(fn.getBody().front(), entry)))
    return llvm::make_error<KernelError>(*errorLoc, errorMsg);
  regs.resize(info.size());
  for (auto &[slot, v] : constants)
    regs[slot] = v;
  return llvm::Error::success();
}
