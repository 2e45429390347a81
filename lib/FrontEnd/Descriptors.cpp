//===- Descriptors.cpp - tensor descriptors made in the kernel -----------===//
//
// tl.make_tensor_descriptor(base, shape, strides, block_shape) describes a
// strided tensor in global memory; desc.load(offsets) and desc.store(offsets,
// value) move one block of block_shape at offsets. Triton uses the Hopper
// TMA unit for them where it can; the semantics are those of a masked access:
// elements outside [0, shape) read as zero (or NaN with padding_option="nan")
// and are not written. Here they become exactly that: pointers
// base + sum_d (offset_d + arange(block_d)) * stride_d and a bounds mask, so
// every target (and the interpreter) runs them as ordinary loads and stores.
//
//===----------------------------------------------------------------------===//
#include "Builtins.h"

using namespace mlir;
using namespace tilec::frontend;
namespace bi = tilec::frontend::builtins;

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
  auto asTuple = [](const Val &v) {
    return v.kind == Val::Tuple ? v : Val::ofTuple({v});
  };
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
  for (const Val *list : {&shape, &strides})
    for (const Val &v : list->elts)
      if (!(v.kind == Val::Int ||
            (v.isScalarTensor() && v.dt.isInt() && !v.dt.isBool())))
        return em.fail(l, "make_tensor_descriptor() shape and strides must be "
                          "integers, got " +
                              em.typeStr(v));
  Val padding = given[Padding] ? vals[Padding] : Val::ofStr("zero");
  if (padding.kind != Val::Str || (padding.s != "zero" && padding.s != "nan"))
    return em.fail(l, "make_tensor_descriptor() padding_option must be "
                      "\"zero\" or \"nan\"");
  Val desc = Val::named(Val::Object, "tensor_descriptor");
  desc.keys = {"base", "shape", "strides", "block_shape", "padding_option"};
  desc.elts = {base, shape, strides, block, padding};
  return desc;
}

/// The pointers and the in-bounds mask of the block at `offsets`.
static bool blockAccess(Emitter &em, const Val &desc, const Val &offsetsV,
                        Location l, Val &ptrs, Val &mask) {
  const Val &base = desc.elts[Base];
  const Val &shape = desc.elts[Shape], &strides = desc.elts[Strides];
  SmallVector<int64_t> block;
  em.intList(desc.elts[BlockShape], block);
  size_t rank = block.size();
  Val offsets =
      offsetsV.kind == Val::Tuple ? offsetsV : Val::ofTuple({offsetsV});
  if (offsets.elts.size() != rank)
    return em.fail(l, "tensor descriptor of rank " + std::to_string(rank) +
                          " needs " + std::to_string(rank) + " offsets"),
           false;
  Val offset = Val::ofInt(0);
  mask = Val::none();
  for (size_t d = 0; d < rank; ++d) {
    const Val &o = offsets.elts[d];
    if (!(o.kind == Val::Int ||
          (o.isScalarTensor() && o.dt.isInt() && !o.dt.isBool())))
      return em.fail(l, "tensor descriptor offsets must be integers, got " +
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
    // Runtime strides in int64, as Triton's descriptors take them.
    Val stride = strides.elts[d];
    if (stride.isTensor())
      stride = em.cast(stride, DType{Sc::I64}, l);
    Val term = stride.kind == Val::Int && stride.i == 1
                   ? idx
                   : em.binary(BinOpKind::Mul, idx, stride, l);
    offset = term ? em.binary(BinOpKind::Add, offset, term, l) : term;
    Val inside = em.binary(BinOpKind::BitAnd,
                           em.compare(CmpOpKind::Ge, idx, Val::ofInt(0), l),
                           em.compare(CmpOpKind::Lt, idx, shape.elts[d], l), l);
    if (!offset || !inside)
      return false;
    mask = mask.kind == Val::None
               ? inside
               : em.binary(BinOpKind::BitAnd, mask, inside, l);
    if (!mask)
      return false;
  }
  offset = em.broadcastTo(offset, block, l);
  mask = em.broadcastTo(mask, block, l);
  if (!offset || !mask)
    return false;
  ptrs = em.binary(BinOpKind::Add, base, offset, l);
  return static_cast<bool>(ptrs);
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
    CallArgs la;
    la.pos = {ptrs, mask,
              nan && elem.isFloat() ? Val::ofFloat(NAN) : Val::ofInt(0)};
    return callBuiltin("tl.load", la, l);
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
