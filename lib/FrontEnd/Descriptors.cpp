//===- Descriptors.cpp - tensor descriptors and block pointers -----------===//
//
// Both describe one block of a strided tensor in global memory.
//
// tl.make_tensor_descriptor(base, shape, strides, block_shape) describes a
// strided tensor in global memory (a descriptor passed from the host,
// signature entry "tensordesc<fp16[64, 64]>", is the same object made of
// its kernel arguments: Emitter::descriptorParam); desc.load(offsets) and
// desc.store(offsets, value) move one block of block_shape at offsets. Triton
// uses the Hopper TMA unit for them where it can; the semantics are those of a
// masked access: elements outside [0, shape) read as zero (or NaN with
// padding_option="nan") and are not written. Here they become exactly that:
// pointers base + sum_d (offset_d + arange(block_d)) * stride_d and a bounds
// mask, so every target (and the interpreter) runs them as ordinary loads and
// stores.
//
// tl.make_block_ptr(base, shape, strides, offsets, block_shape, order) is the
// older form: a pointer to the block at `offsets`, moved by tl.advance and
// read or written by tl.load/tl.store, which check bounds only in the
// dimensions `boundary_check` names (0 <= index < shape, as Triton's
// rewrite of block pointers into pointers does), padding with zero or NaN.
// Offsets are int32 scalars (tensors, so that a block pointer advanced in a
// loop is carried by its offsets); the addresses are computed in int64 as
// Triton does.
//
//===----------------------------------------------------------------------===//
#include "Builtins.h"

using namespace mlir;
using namespace tilec::frontend;
namespace bi = tilec::frontend::builtins;

/// Whether `v` is an integer: a Python int or a scalar integer tensor.
static bool isIntScalar(const Val &v) {
  return v.kind == Val::Int ||
         (v.isScalarTensor() && v.dt.isInt() && !v.dt.isBool());
}

/// `v` (an int or a tuple/list of them) as a tuple.
static Val asTuple(const Val &v) {
  return v.kind == Val::Tuple ? v : Val::ofTuple({v});
}

/// Checks that every element of the shape and strides tuples is an integer
/// (else a located error from `fn`).
static bool integerShapeAndStrides(Emitter &em, const Val &shape,
                                   const Val &strides, StringRef fn,
                                   Location l) {
  for (const Val *list : {&shape, &strides})
    for (const Val &v : list->elts)
      if (!isIntScalar(v))
        return em.fail(l, fn.str() +
                              "() shape and strides must be "
                              "integers, got " +
                              em.typeStr(v)),
               false;
  return true;
}

// Fields of the descriptor object, in order.
enum DescField { Base, Shape, Strides, BlockShape, Padding };

static Val makeDescriptor(Emitter &em, CallArgs &args, Location l) {
  static const char *const names[] = {"base", "shape", "strides", "block_shape",
                                      "padding_option"};
  Val vals[5];
  bool given[5] = {};
  if (args.pos.size() > 5)
    return em.fail(l, "make_tensor_descriptor() takes at most 5 arguments");
  for (size_t k = 0; k < args.pos.size(); ++k) {
    vals[k] = args.pos[k];
    given[k] = true;
  }
  for (auto &[name, v] : args.kw) {
    auto it = llvm::find(names, name);
    if (it == std::end(names))
      return em.fail(l, "make_tensor_descriptor() got an unexpected keyword "
                        "argument '" +
                            name + "'");
    vals[it - std::begin(names)] = v;
    given[it - std::begin(names)] = true;
  }
  for (int k = 0; k < 4; ++k)
    if (!given[k])
      return em.fail(l, std::string("make_tensor_descriptor() missing '") +
                            names[k] + "'");
  const Val &base = vals[Base];
  if (!base.isScalarTensor() || !base.dt.isPtr())
    return em.fail(l, "make_tensor_descriptor() base must be a pointer, got " +
                          em.typeStr(base));
  Val shape = asTuple(vals[Shape]), strides = asTuple(vals[Strides]),
      block = asTuple(vals[BlockShape]);
  size_t rank = block.elts.size();
  if (shape.elts.size() != rank || strides.elts.size() != rank || rank == 0)
    return em.fail(l, "make_tensor_descriptor(): shape, strides and "
                      "block_shape must have the same length");
  SmallVector<int64_t> blockDims;
  if (!em.intList(block, blockDims))
    return em.fail(l, "make_tensor_descriptor() block_shape must be "
                      "constexpr ints");
  if (!em.checkShape(blockDims, l))
    return Val::err();
  if (!integerShapeAndStrides(em, shape, strides, "make_tensor_descriptor", l))
    return Val::err();
  Val padding = given[Padding] ? vals[Padding] : Val::ofStr("zero");
  if (padding.kind != Val::Str || (padding.s != "zero" && padding.s != "nan"))
    return em.fail(l, "make_tensor_descriptor() padding_option must be "
                      "\"zero\" or \"nan\"");
  Val desc = Val::named(Val::Object, "tensor_descriptor");
  desc.keys = {"base", "shape", "strides", "block_shape", "padding_option"};
  desc.elts = {base, shape, strides, block, padding};
  return desc;
}

/// The pointers of the block of `block` elements at `offsets` of the strided
/// tensor (base, shape, strides), and the mask of its elements inside
/// [0, shape) in the dimensions `checked` names (Val::none() if none).
/// `wide`: the offsets in int64, as Triton computes a block pointer's.
static bool stridedBlock(Emitter &em, const Val &base, const Val &shape,
                         const Val &strides, const Val &offsets,
                         ArrayRef<int64_t> block, ArrayRef<bool> checked,
                         bool wide, StringRef what, Location l, Val &ptrs,
                         Val &mask) {
  size_t rank = block.size();
  if (offsets.elts.size() != rank)
    return em.fail(l, what.str() + " of rank " + std::to_string(rank) +
                          " needs " + std::to_string(rank) + " offsets"),
           false;
  Val offset = Val::ofInt(0);
  mask = Val::none();
  for (size_t d = 0; d < rank; ++d) {
    const Val &o = offsets.elts[d];
    if (!isIntScalar(o))
      return em.fail(l, what.str() + " offsets must be integers, got " +
                            em.typeStr(o)),
             false;
    CallArgs ra;
    ra.pos = {Val::ofInt(0), Val::ofInt(block[d])};
    Val idx = em.callBuiltin("tl.arange", ra, l);
    idx = em.binary(BinOpKind::Add, idx, o, l);
    for (size_t e = 0; e < rank && idx; ++e)
      if (e != d)
        idx = em.expandDims(idx, static_cast<int>(e), l);
    if (!idx)
      return false;
    Val scaled = wide ? em.cast(idx, DType{Sc::I64}, l) : idx;
    // Runtime strides in int64, as Triton's descriptors take them.
    Val stride = strides.elts[d];
    if (stride.isTensor())
      stride = em.cast(stride, DType{Sc::I64}, l);
    Val term = stride.kind == Val::Int && stride.i == 1
                   ? scaled
                   : em.binary(BinOpKind::Mul, scaled, stride, l);
    offset = term ? em.binary(BinOpKind::Add, offset, term, l) : term;
    if (!offset)
      return false;
    if (!checked[d])
      continue;
    Val inside = em.binary(BinOpKind::BitAnd,
                           em.compare(CmpOpKind::Ge, idx, Val::ofInt(0), l),
                           em.compare(CmpOpKind::Lt, idx, shape.elts[d], l), l);
    if (!inside)
      return false;
    mask = mask.kind == Val::None
               ? inside
               : em.binary(BinOpKind::BitAnd, mask, inside, l);
    if (!mask)
      return false;
  }
  offset = em.broadcastTo(offset, block, l);
  if (!offset)
    return false;
  if (mask.kind != Val::None) {
    mask = em.broadcastTo(mask, block, l);
    if (!mask)
      return false;
  }
  ptrs = em.binary(BinOpKind::Add, base, offset, l);
  return static_cast<bool>(ptrs);
}

/// The pointers and the in-bounds mask of the descriptor's block at
/// `offsets`.
static bool blockAccess(Emitter &em, const Val &desc, const Val &offsetsV,
                        Location l, Val &ptrs, Val &mask) {
  SmallVector<int64_t> block;
  em.intList(desc.elts[BlockShape], block);
  Val offsets =
      offsetsV.kind == Val::Tuple ? offsetsV : Val::ofTuple({offsetsV});
  SmallVector<bool> all(block.size(), true);
  return stridedBlock(em, desc.elts[Base], desc.elts[Shape], desc.elts[Strides],
                      offsets, block, all, /*wide=*/false, "tensor descriptor",
                      l, ptrs, mask);
}

Value Emitter::hostDescriptorBase(const Val &desc) const {
  const Val &base = desc.elts[Base];
  auto arg =
      base.isTensor() ? dyn_cast<BlockArgument>(base.v) : BlockArgument();
  if (!arg || !arg.getOwner()->isEntryBlock() ||
      !isa_and_nonnull<func::FuncOp>(arg.getOwner()->getParentOp()) ||
      !llvm::is_contained(hostDescriptorBases, arg.getArgNumber()))
    return {};
  Block *entry = arg.getOwner();
  unsigned first = arg.getArgNumber();
  const Val &shape = desc.elts[Shape], &strides = desc.elts[Strides];
  size_t rank = shape.elts.size();
  // The parts in argument order (Signature.h): base, shape, leading strides.
  auto isArg = [&](const Val &v, size_t index) {
    return v.isTensor() && index < entry->getNumArguments() &&
           v.v == entry->getArgument(index);
  };
  for (size_t d = 0; d < rank; ++d)
    if (!isArg(shape.elts[d], first + 1 + d))
      return {};
  for (size_t d = 0; d + 1 < rank; ++d)
    if (!isArg(strides.elts[d], first + 1 + rank + d))
      return {};
  return base.v;
}

Val Emitter::descriptorMethod(const Val &desc, StringRef name, CallArgs &args,
                              Location l) {
  auto arg = [&](StringRef kw, size_t pos) -> Val {
    for (auto &[k, v] : args.kw)
      if (k == kw)
        return v;
    return pos < args.pos.size() ? args.pos[pos] : Val::make(Val::Err);
  };
  if (name == "load") {
    Val offsets = arg("offsets", 0);
    if (!offsets)
      return fail(l, "load() on a tensor descriptor needs offsets");
    Val ptrs, mask;
    if (!blockAccess(*this, desc, offsets, l, ptrs, mask))
      return Val::err();
    bool nan = desc.elts[Padding].s == "nan";
    DType elem{desc.elts[Base].dt.pointee};
    // A host-side descriptor's load names the descriptor and the block's
    // coordinates (i32), for targets that read through tensor maps.
    Value hostBase = hostDescriptorBase(desc);
    SmallVector<Value> coords;
    if (hostBase) {
      Val offsetTuple =
          offsets.kind == Val::Tuple ? offsets : Val::ofTuple({offsets});
      // Only offsets that are exactly i32 (TMA's coordinates): a wider
      // offset past 2^31 is out of bounds for the masked load, and would
      // wrap into the tensor as a coordinate.
      for (const Val &o : offsetTuple.elts) {
        bool exact =
            o.kind == Val::Int
                ? o.i >= INT32_MIN && o.i <= INT32_MAX
                : o.isScalarTensor() &&
                      llvm::is_contained(
                          {Sc::I8, Sc::I16, Sc::I32, Sc::U8, Sc::U16}, o.dt.sc);
        if (!exact) {
          hostBase = Value();
          coords.clear();
          break;
        }
        Val c = o.kind == Val::Int ? constant(o, DType{Sc::I32}, l)
                                   : cast(o, DType{Sc::I32}, l);
        if (!c)
          return c;
        coords.push_back(c.v);
      }
    }
    CallArgs la;
    la.pos = {ptrs, mask,
              nan && elem.isFloat() ? Val::ofFloat(NAN) : Val::ofInt(0)};
    Val loaded = callBuiltin("tl.load", la, l);
    if (loaded && hostBase) {
      auto load = loaded.v.getDefiningOp<tile::LoadOp>();
      assert(load && "a descriptor load is a tile.load");
      load.getDescBaseMutable().assign(hostBase);
      load.getDescCoordsMutable().assign(coords);
    }
    return loaded;
  }
  if (name == "store") {
    Val offsets = arg("offsets", 0), value = arg("value", 1);
    if (!offsets || !value)
      return fail(l, "store() on a tensor descriptor needs offsets and a "
                     "value");
    Val ptrs, mask;
    if (!blockAccess(*this, desc, offsets, l, ptrs, mask))
      return Val::err();
    if (value.isTensor() && value.shape != ptrs.shape)
      return fail(l, "store() of " + typeStr(value) +
                         " through a descriptor of block " + typeStr(ptrs));
    CallArgs sa;
    sa.pos = {ptrs, value, mask};
    return callBuiltin("tl.store", sa, l);
  }
  return fail(l, "tensor descriptors have no method '" + name.str() +
                     "' supported by tilec");
}

Val bi::makeTensorDescriptor(BuiltinCall &c) {
  return makeDescriptor(c.em, c.args, c.l);
}

/// load_tensor_descriptor(desc, offsets), store_tensor_descriptor(desc,
/// offsets, value): the descriptor's methods as functions.
Val bi::tensorDescriptorAccess(BuiltinCall &c) {
  StringRef fn = c.fn;
  CallArgs rest = c.args;
  if (rest.pos.empty() || rest.pos[0].kind != Val::Object ||
      rest.pos[0].s != "tensor_descriptor")
    return c.em.fail(c.l, fn.str() + "() expects a tensor descriptor first");
  Val desc = rest.pos[0];
  rest.pos.erase(rest.pos.begin());
  for (auto &[k, v] : rest.kw)
    if (k == "desc")
      return c.em.fail(c.l, fn.str() + "(): pass the descriptor positionally");
  return c.em.descriptorMethod(
      desc, fn == "load_tensor_descriptor" ? "load" : "store", rest, c.l);
}

//===----------------------------------------------------------------------===//
// Block pointers
//===----------------------------------------------------------------------===//

// Fields of the block pointer object, in order.
enum BlockPtrField { BPBase, BPShape, BPStrides, BPOffsets, BPBlock, BPOrder };

static bool isBlockPointer(const Val &v) {
  return v.kind == Val::Object && v.s == "block_ptr";
}

/// The offsets as int32 scalar tensors (Triton's block pointers take int32
/// offsets).
static bool int32Offsets(Emitter &em, const Val &offsets, StringRef fn,
                         Location l, std::vector<Val> &out) {
  for (const Val &o : offsets.elts) {
    if (!isIntScalar(o))
      return em.fail(l, fn.str() + "() offsets must be integers, got " +
                            em.typeStr(o)),
             false;
    Val t = o.kind == Val::Int ? em.constant(o, DType{Sc::I32}, l)
                               : em.cast(o, DType{Sc::I32}, l);
    if (!t)
      return false;
    out.push_back(t);
  }
  return true;
}

Val bi::makeBlockPtr(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  Location l = c.l;
  const Val &base = bd[0];
  if (!base.isScalarTensor() || !base.dt.isPtr())
    return em.fail(l, "make_block_ptr() base must be a pointer (a scalar), "
                      "got " +
                          em.typeStr(base));
  Val shape = asTuple(bd[1]), strides = asTuple(bd[2]),
      offsets = asTuple(bd[3]), block = asTuple(bd[4]), order = asTuple(bd[5]);
  size_t rank = block.elts.size();
  if (rank == 0 || shape.elts.size() != rank || strides.elts.size() != rank ||
      offsets.elts.size() != rank || order.elts.size() != rank)
    return em.fail(l, "make_block_ptr(): shape, strides, offsets, "
                      "block_shape and order must have the same length");
  SmallVector<int64_t> blockDims, orderDims;
  if (!em.intList(block, blockDims))
    return em.fail(l, "make_block_ptr() block_shape must be constexpr ints");
  if (!em.checkShape(blockDims, l))
    return Val::err();
  if (!em.intList(order, orderDims))
    return em.fail(l, "make_block_ptr() order must be constexpr ints");
  SmallVector<int64_t> sorted(orderDims);
  llvm::sort(sorted);
  for (size_t d = 0; d < rank; ++d)
    if (sorted[d] != int64_t(d))
      return em.fail(l, "make_block_ptr() order must be a permutation of "
                        "0.." +
                            std::to_string(rank - 1));
  if (!integerShapeAndStrides(em, shape, strides, "make_block_ptr", l))
    return Val::err();
  std::vector<Val> offs;
  if (!int32Offsets(em, offsets, "make_block_ptr", l, offs))
    return Val::err();
  Val bp = Val::named(Val::Object, "block_ptr");
  bp.keys = {"base", "shape", "strides", "offsets", "block_shape", "order"};
  bp.elts = {base, shape, strides, Val::ofTuple(std::move(offs)), block, order};
  return bp;
}

Val bi::advance(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  Val bp = c.bd[0];
  if (!isBlockPointer(bp))
    return em.fail(l, "advance() expects a block pointer (tl.make_block_ptr), "
                      "got " +
                          em.typeStr(bp));
  Val delta = asTuple(c.bd[1]);
  const Val &offsets = bp.elts[BPOffsets];
  if (delta.elts.size() != offsets.elts.size())
    return em.fail(l, "advance() of a block pointer of rank " +
                          std::to_string(offsets.elts.size()) + " needs " +
                          std::to_string(offsets.elts.size()) + " offsets");
  std::vector<Val> add;
  if (!int32Offsets(em, delta, "advance", l, add))
    return Val::err();
  std::vector<Val> moved;
  for (size_t d = 0; d < add.size(); ++d) {
    Val sum = em.binary(BinOpKind::Add, offsets.elts[d], add[d], l);
    if (!sum)
      return sum;
    moved.push_back(sum);
  }
  bp.elts[BPOffsets] = Val::ofTuple(std::move(moved));
  return bp;
}

/// The dimensions `boundary_check` names, as flags per dimension.
static bool boundaryDims(Emitter &em, const Binder &bd, size_t k, size_t rank,
                         StringRef fn, Location l,
                         SmallVectorImpl<bool> &checked) {
  checked.assign(rank, false);
  if (!bd.has(k))
    return true;
  Val dims = asTuple(bd[k]);
  for (const Val &d : dims.elts) {
    std::optional<int64_t> dim = em.constInt(d);
    if (!dim || d.kind == Val::Bool || *dim < 0 || *dim >= int64_t(rank))
      return em.fail(l, fn.str() +
                            "(): boundary_check must name dimensions "
                            "of the block (0.." +
                            std::to_string(rank - 1) + "), got " +
                            em.typeStr(d)),
             false;
    checked[*dim] = true;
  }
  return true;
}

/// The pointers of a block pointer's block and its bounds mask.
static bool blockPointerAccess(Emitter &em, const Val &bp,
                               ArrayRef<bool> checked, Location l, Val &ptrs,
                               Val &mask) {
  SmallVector<int64_t> block;
  em.intList(bp.elts[BPBlock], block);
  return stridedBlock(em, bp.elts[BPBase], bp.elts[BPShape], bp.elts[BPStrides],
                      bp.elts[BPOffsets], block, checked,
                      /*wide=*/true, "block pointer", l, ptrs, mask);
}

Val bi::blockPointerLoad(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  Location l = c.l;
  const Val &bp = bd[0];
  if (bd.has(1) || bd.has(2))
    return em.fail(l, "load(): 'mask' and 'other' cannot be given with a "
                      "block pointer (use boundary_check and "
                      "padding_option)");
  size_t rank = bp.elts[BPOffsets].elts.size();
  SmallVector<bool> checked;
  if (!boundaryDims(em, bd, 3, rank, "load", l, checked))
    return Val::err();
  std::string padding = bd.has(4) ? bd[4].s : "";
  if (bd.has(4) && (bd[4].kind != Val::Str ||
                    (padding != "" && padding != "zero" && padding != "nan")))
    return em.fail(l, "load(): padding_option must be \"zero\" or \"nan\"");
  DType elem{bp.elts[BPBase].dt.pointee};
  if (padding == "nan" && !elem.isFloat())
    return em.fail(l, "load(): padding_option=\"nan\" needs a floating-point "
                      "block pointer, this one points to " +
                          em.typeStr(Val::ofDType(elem)));
  Val ptrs, mask;
  if (!blockPointerAccess(em, bp, checked, l, ptrs, mask))
    return Val::err();
  CallArgs la;
  la.pos = {ptrs};
  if (mask.kind != Val::None) {
    la.pos.push_back(mask);
    la.pos.push_back(padding == "nan" ? Val::ofFloat(NAN) : Val::ofInt(0));
  }
  static const char *const passed[] = {"cache_modifier", "eviction_policy",
                                       "volatile"};
  for (size_t k = 5; k < 8; ++k)
    if (bd.has(k))
      la.kw.push_back({passed[k - 5], bd[k]});
  return em.callBuiltin("tl.load", la, l);
}

Val bi::blockPointerStore(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  Location l = c.l;
  const Val &bp = bd[0];
  if (bd.has(2))
    return em.fail(l, "store(): 'mask' cannot be given with a block pointer "
                      "(use boundary_check)");
  size_t rank = bp.elts[BPOffsets].elts.size();
  SmallVector<bool> checked;
  if (!boundaryDims(em, bd, 3, rank, "store", l, checked))
    return Val::err();
  Val ptrs, mask;
  if (!blockPointerAccess(em, bp, checked, l, ptrs, mask))
    return Val::err();
  const Val &value = bd[1];
  if (value.isTensor() && !value.shape.empty() && value.shape != ptrs.shape)
    return em.fail(l, "store() of " + em.typeStr(value) +
                          " through a block pointer to blocks of " +
                          em.typeStr(ptrs) +
                          ": the value must have the block's shape");
  CallArgs sa;
  sa.pos = {ptrs, value};
  if (mask.kind != Val::None)
    sa.pos.push_back(mask);
  for (size_t k = 4; k < 6; ++k)
    if (bd.has(k))
      sa.kw.push_back({k == 4 ? "cache_modifier" : "eviction_policy", bd[k]});
  return em.callBuiltin("tl.store", sa, l);
}
