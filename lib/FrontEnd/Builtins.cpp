//===- Builtins.cpp - triton.language functions, methods and attributes --===//
#include "Emitter.h"

#include "llvm/ADT/StringSwitch.h"

#include <cmath>

using namespace mlir;
using namespace tilec::frontend;

static const char *const kTLFunctions[] = {"program_id",
                                           "num_programs",
                                           "arange",
                                           "zeros",
                                           "zeros_like",
                                           "full",
                                           "load",
                                           "store",
                                           "dot",
                                           "sum",
                                           "max",
                                           "min",
                                           "argmax",
                                           "argmin",
                                           "reduce",
                                           "cumsum",
                                           "cumprod",
                                           "associative_scan",
                                           "where",
                                           "maximum",
                                           "minimum",
                                           "clamp",
                                           "exp",
                                           "exp2",
                                           "log",
                                           "log2",
                                           "sqrt",
                                           "sqrt_rn",
                                           "rsqrt",
                                           "sin",
                                           "cos",
                                           "abs",
                                           "erf",
                                           "floor",
                                           "ceil",
                                           "sigmoid",
                                           "fma",
                                           "fdiv",
                                           "div_rn",
                                           "cdiv",
                                           "umulhi",
                                           "multiple_of",
                                           "max_contiguous",
                                           "atomic_add",
                                           "atomic_max",
                                           "atomic_min",
                                           "atomic_and",
                                           "atomic_or",
                                           "atomic_xor",
                                           "atomic_xchg",
                                           "atomic_cas",
                                           "broadcast_to",
                                           "broadcast",
                                           "expand_dims",
                                           "reshape",
                                           "view",
                                           "trans",
                                           "permute",
                                           "ravel",
                                           "static_range",
                                           "range",
                                           "constexpr",
                                           "cast",
                                           "pointer_type",
                                           "static_assert",
                                           "static_print",
                                           "device_assert",
                                           "tensor",
                                           "debug_barrier",
                                           "device_print",
                                           "join",
                                           "split",
                                           "interleave",
                                           "flip",
                                           "sort",
                                           "histogram",
                                           "make_block_ptr",
                                           "advance",
                                           "xor_sum",
                                           "softmax",
                                           "max_constancy",
                                           "inline_asm_elementwise",
                                           "full_like",
                                           "randint",
                                           "rand",
                                           "randn",
                                           "gather",
                                           "dtype",
                                           "tensor_descriptor",
                                           "assume",
                                           "randint4x",
                                           "rand4x",
                                           "randn4x",
                                           "philox",
                                           "philox_impl",
                                           "uint_to_uniform_float",
                                           "pair_uniform_to_normal",
                                           "make_tensor_descriptor",
                                           "load_tensor_descriptor",
                                           "store_tensor_descriptor"};

/// Functions Triton has that tilec does not implement.
static const char *const kUnsupportedTL[] = {"device_print", "make_block_ptr",
                                             "advance", "softmax",
                                             "inline_asm_elementwise"};

static const char *const kMathFunctions[] = {
    "exp",    "exp2",    "log",     "log2", "sqrt",   "sqrt_rn",
    "rsqrt",  "sin",     "cos",     "abs",  "erf",    "floor",
    "ceil",   "sigmoid", "fma",     "fdiv", "div_rn", "cdiv",
    "umulhi", "maximum", "minimum", "clamp"};

bool Emitter::isKnownTLName(StringRef name) const {
  return llvm::is_contained(kTLFunctions, name) ||
         dtypeByName(name).has_value();
}

//===----------------------------------------------------------------------===//
// Argument binding
//===----------------------------------------------------------------------===//

namespace {
/// Binds a call's arguments to a builtin's parameter names, Python style.
struct Binder {
  Emitter &em;
  StringRef fn;
  Location l;
  SmallVector<Val> vals;
  SmallVector<bool> given;

  bool bind(CallArgs &args, ArrayRef<StringRef> names, size_t required) {
    vals.assign(names.size(), Val::none());
    given.assign(names.size(), false);
    if (args.pos.size() > names.size()) {
      emitError(l) << fn << "() takes at most " << names.size()
                   << " arguments but " << args.pos.size() << " were given";
      return false;
    }
    for (size_t k = 0; k < args.pos.size(); ++k) {
      vals[k] = args.pos[k];
      given[k] = true;
    }
    for (auto &[name, v] : args.kw) {
      auto it = llvm::find(names, StringRef(name));
      if (it == names.end()) {
        emitError(l) << fn << "() got an unexpected keyword argument '" << name
                     << "'";
        return false;
      }
      size_t k = it - names.begin();
      if (given[k]) {
        emitError(l) << fn << "() got multiple values for argument '" << name
                     << "'";
        return false;
      }
      vals[k] = v;
      given[k] = true;
    }
    for (size_t k = 0; k < required; ++k) {
      if (!given[k]) {
        emitError(l) << fn << "() missing required argument '" << names[k]
                     << "'";
        return false;
      }
    }
    return true;
  }
  const Val &operator[](size_t k) const { return vals[k]; }
  bool has(size_t k) const { return given[k] && vals[k].kind != Val::None; }
};
} // namespace

/// Collects `*shape`-style arguments: f(x, 2, 3) or f(x, (2, 3)).
static bool varShape(Emitter &em, CallArgs &args, size_t from, StringRef fn,
                     Location l, SmallVectorImpl<int64_t> &out) {
  std::vector<Val> items(args.pos.begin() + std::min(from, args.pos.size()),
                         args.pos.end());
  Val v = items.size() == 1 ? items[0] : Val::ofTuple(items);
  if (!em.intList(v, out)) {
    emitError(l) << fn << "() expects constexpr integers, got "
                 << em.typeStr(v);
    return false;
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

static Val method(const Val &self, StringRef name) {
  Val m = Val::named(Val::Method, name.str());
  m.elts.push_back(self);
  return m;
}

Val Emitter::getAttr(const Val &obj, StringRef name, Location l) {
  switch (obj.kind) {
  case Val::Module: {
    if (obj.mod)
      return moduleAttr(obj.mod, name, l);
    StringRef mod = obj.s;
    if (mod == "torch" || mod.starts_with("packaging"))
      return hostModuleAttr(mod, name, l);
    if (mod == "triton") {
      if (name == "__version__")
        return Val::ofStr(tritonVersion());
      if (name == "language")
        return Val::named(Val::Module, "tl");
      if (name == "cdiv")
        return Val::named(Val::Builtin, "tl.cdiv");
      if (name == "next_power_of_2")
        return Val::named(Val::Builtin, "triton.next_power_of_2");
      if (name == "jit" || name == "autotune" || name == "heuristics" ||
          name == "Config")
        return Val::named(Val::Builtin, "triton." + name.str());
      return fail(l, "module 'triton' has no attribute '" + name.str() +
                         "' usable in a kernel");
    }
    if (mod == "tilec") {
      if (name == "language")
        return Val::named(Val::Module, "tl");
      if (name == "jit")
        return Val::named(Val::Builtin, "triton.jit");
      if (name == "cdiv")
        return Val::named(Val::Builtin, "tl.cdiv");
      if (name == "next_power_of_2")
        return Val::named(Val::Builtin, "triton.next_power_of_2");
      if (name == "autotune" || name == "heuristics" || name == "Config")
        return Val::named(Val::Builtin, "triton." + name.str());
      return fail(l, "module 'tilec' has no attribute '" + name.str() + "'");
    }
    if (mod == "tl") {
      if (auto d = dtypeByName(name))
        return Val::ofDType(*d);
      if (name == "math")
        return Val::named(Val::Module, "tl.math");
      if (name == "extra")
        return Val::named(Val::Module, "tl.extra");
      if (name == "PropagateNan")
        return Val::named(Val::Module, "tl.PropagateNan");
      if (llvm::is_contained(kTLFunctions, name))
        return Val::named(Val::Builtin, "tl." + name.str());
      return fail(l, "module 'triton.language' has no attribute '" +
                         name.str() + "'");
    }
    if (mod == "tl.math") {
      // Triton's tl.math, and (as older Triton) the libdevice functions.
      if (llvm::is_contained(kMathFunctions, name))
        return Val::named(Val::Builtin, "tl." + name.str());
      if (auto b = libdeviceBuiltin(name))
        return Val::named(Val::Builtin, *b);
      return fail(l, "module 'triton.language.math' has no attribute '" +
                         name.str() + "' supported by tilec");
    }
    if (mod == "tl.extra" || mod == "tl.extra.cuda" || mod == "tl.extra.hip") {
      if (name == "libdevice")
        return Val::named(Val::Module, "libdevice");
      if (mod == "tl.extra" && (name == "cuda" || name == "hip"))
        return Val::named(Val::Module, "tl.extra." + name.str());
      return fail(l, "module 'triton.language." + mod.drop_front(3).str() +
                         "' has no attribute '" + name.str() +
                         "' supported by tilec");
    }
    if (mod == "libdevice") {
      if (auto b = libdeviceBuiltin(name))
        return Val::named(Val::Builtin, *b);
      return fail(l, "libdevice." + name.str() + " is not supported by tilec");
    }
    if (mod == "tl.PropagateNan") {
      if (name == "NONE")
        return Val::ofInt(0);
      if (name == "ALL")
        return Val::ofInt(0xFFFF);
      return fail(l, "PropagateNan has no member '" + name.str() + "'");
    }
    if (mod == "math") {
      if (name == "pi")
        return Val::ofFloat(M_PI);
      if (name == "e")
        return Val::ofFloat(M_E);
      if (name == "inf")
        return Val::ofFloat(INFINITY);
      if (name == "nan")
        return Val::ofFloat(NAN);
      static const char *const fns[] = {"log2", "log",   "exp",   "sqrt",
                                        "ceil", "floor", "log10", "exp2"};
      if (llvm::is_contained(fns, name))
        return Val::named(Val::Builtin, "math." + name.str());
      return fail(l, "module 'math' has no attribute '" + name.str() +
                         "' usable in a kernel");
    }
    return fail(l, "module '" + mod.str() + "' cannot be used in a kernel");
  }
  case Val::Tensor: {
    if (name == "dtype")
      return Val::ofDType(obj.dt);
    if (name == "type") {
      // A block tensor's type is a block_type (element type and shape); a
      // scalar's is its dtype.
      Val t = Val::ofDType(obj.dt);
      t.shape = obj.shape;
      return t;
    }
    if (name == "shape") {
      std::vector<Val> dims;
      for (int64_t d : obj.shape)
        dims.push_back(Val::ofInt(d));
      return Val::ofTuple(std::move(dims));
    }
    if (name == "numel") {
      int64_t n = 1;
      for (int64_t d : obj.shape)
        n *= d;
      return Val::ofInt(n);
    }
    if (name == "T") {
      if (obj.shape.size() != 2)
        return fail(l, ".T needs a 2-D tensor, got " + typeStr(obj));
      return trans(obj, {1, 0}, l);
    }
    if (name == "to" || (llvm::is_contained(kTLFunctions, name) &&
                         !llvm::is_contained(kUnsupportedTL, name)))
      return method(obj, name);
    return fail(l, "tensor has no attribute '" + name.str() + "'");
  }
  case Val::DTypeV: {
    if (!obj.shape.empty()) {
      // block_type: the element type, the shape; dtype queries go to the
      // element type.
      Val elem = Val::ofDType(obj.dt);
      if (name == "element_ty" || name == "scalar")
        return elem;
      if (name == "shape") {
        std::vector<Val> dims;
        for (int64_t d : obj.shape)
          dims.push_back(Val::ofInt(d));
        return Val::ofTuple(std::move(dims));
      }
      if (name == "numel") {
        int64_t n = 1;
        for (int64_t d : obj.shape)
          n *= d;
        return Val::ofInt(n);
      }
      if (name == "value")
        return obj;
      if (name == "is_block")
        return method(obj, name);
      return getAttr(elem, name, l);
    }
    if (name == "value")
      return obj;
    if (name == "element_ty") {
      if (!obj.dt.isPtr())
        return fail(l, "dtype " + obj.dt.str() + " has no element_ty");
      return Val::ofDType(DType{obj.dt.pointee});
    }
    if (name == "primitive_bitwidth" || name == "int_bitwidth" ||
        name == "fp_mantissa_width") {
      if (obj.dt.isPtr())
        return Val::ofInt(64);
      return Val::ofInt(name == "fp_mantissa_width" ? obj.dt.mantissa()
                                                    : obj.dt.bits());
    }
    if (name == "scalar")
      return obj;
    if (StringRef(name).starts_with("is_"))
      return method(obj, name);
    return fail(l, "dtype has no attribute '" + name.str() + "'");
  }
  case Val::Object: {
    if (obj.s == "tensor_descriptor") {
      if (name == "load" || name == "store" || name.starts_with("atomic_") ||
          name == "gather" || name == "scatter")
        return method(obj, name);
      DType elem{obj.elts[0].dt.pointee};
      if (name == "dtype")
        return Val::ofDType(elem);
      if (name == "block_type") {
        Val t = Val::ofDType(elem);
        intList(obj.elts[3], t.shape);
        return t;
      }
    }
    for (size_t k = 0; k < obj.keys.size(); ++k)
      if (obj.keys[k] == name)
        return obj.elts[k];
    return fail(l,
                "'" + obj.s + "' object has no attribute '" + name.str() + "'");
  }
  case Val::Str:
    if (name == "format")
      return method(obj, name);
    [[fallthrough]];
  case Val::Int:
  case Val::Float:
  case Val::Bool:
  case Val::None:
  case Val::Tuple:
  case Val::Func:
    // A constexpr's value (constexpr parameters are constexpr objects in
    // Triton, Python values here).
    if (name == "value")
      return obj;
    return fail(l, "constexpr " + kindStr(obj) + " has no attribute '" +
                       name.str() + "'");
  default:
    return fail(l, "'" + kindStr(obj) + "' object has no attribute '" +
                       name.str() + "'");
  }
}

//===----------------------------------------------------------------------===//
// Methods
//===----------------------------------------------------------------------===//

Val Emitter::callMethod(const Val &self, StringRef name, CallArgs &args,
                        Location l) {
  if (self.kind == Val::Str && name == "format") {
    CallArgs full = args;
    full.pos.insert(full.pos.begin(), self);
    return callHost("str.format", full, l);
  }
  if (self.kind == Val::Object && self.s == "tensor_descriptor")
    return descriptorMethod(self, name, args, l);
  if (self.kind == Val::DTypeV && name == "is_block") {
    if (!args.pos.empty() || !args.kw.empty())
      return fail(l, "dtype.is_block() takes no arguments");
    return Val::ofBool(!self.shape.empty());
  }
  if (self.kind == Val::DTypeV) {
    if (!args.pos.empty() || !args.kw.empty())
      return fail(l, "dtype." + name.str() + "() takes no arguments");
    const DType &d = self.dt;
    std::optional<bool> r =
        llvm::StringSwitch<std::optional<bool>>(name)
            .Case("is_floating", d.isFloat())
            .Case("is_int", d.isInt())
            .Case("is_bool", d.isBool())
            .Case("is_int_signed", d.isSigned() && !d.isBool())
            .Case("is_int_unsigned", d.isUnsigned())
            .Case("is_ptr", d.isPtr())
            .Case("is_fp8", d.sc == Sc::F8E4 || d.sc == Sc::F8E5)
            .Case("is_fp16", d.sc == Sc::F16)
            .Case("is_bf16", d.sc == Sc::BF16)
            .Case("is_fp32", d.sc == Sc::F32)
            .Case("is_fp64", d.sc == Sc::F64)
            .Case("is_int1", d.sc == Sc::I1)
            .Case("is_int8", d.sc == Sc::I8)
            .Case("is_int16", d.sc == Sc::I16)
            .Case("is_int32", d.sc == Sc::I32)
            .Case("is_int64", d.sc == Sc::I64)
            .Case("is_uint8", d.sc == Sc::U8)
            .Case("is_uint16", d.sc == Sc::U16)
            .Case("is_uint32", d.sc == Sc::U32)
            .Case("is_uint64", d.sc == Sc::U64)
            .Default(std::nullopt);
    if (!r)
      return fail(l, "dtype has no method '" + name.str() + "'");
    return Val::ofBool(*r);
  }
  if (name == "to") {
    Binder bd{*this, "to", l};
    if (!bd.bind(args, {"dtype", "fp_downcast_rounding", "bitcast"}, 1))
      return Val::err();
    if (bd[0].kind != Val::DTypeV)
      return fail(l, "to() expects a dtype, got " + typeStr(bd[0]));
    bool bitcast = bd.has(2) && constInt(bd[2]).value_or(0);
    return cast(self, bd[0].dt, l, bitcast);
  }
  CallArgs full = args;
  full.pos.insert(full.pos.begin(), self);
  return callBuiltin("tl." + name.str(), full, l);
}

//===----------------------------------------------------------------------===//
// Reductions and scans
//===----------------------------------------------------------------------===//

namespace {
using CombineFn =
    llvm::function_ref<std::vector<Val>(ArrayRef<Val> operands, Location l)>;
}

/// Builds a tile.reduce (or tile.scan) over `inputs` with the combine
/// function `combine` applied to scalar block arguments.
static Val reduceOrScan(Emitter &em, std::vector<Val> inputs, const Val &axisV,
                        bool keepDims, bool isScan, bool reverse,
                        CombineFn combine, Location l) {
  OpBuilder &b = em.b;
  for (Val &in : inputs) {
    if (!in.isTensor() || in.shape.empty())
      return em.fail(l, std::string(isScan ? "scan" : "reduction") +
                            " expects a tensor with at least one dimension, "
                            "got " +
                            em.typeStr(in));
    if (in.dt.isPtr())
      return em.fail(l, "cannot reduce a tensor of pointers");
  }
  size_t rank = inputs[0].shape.size();
  SmallVector<int64_t> origShape(inputs[0].shape.begin(),
                                 inputs[0].shape.end());
  int64_t axis;
  bool all = axisV.kind == Val::None;
  if (all) {
    if (isScan)
      return em.fail(l, "scan needs an axis");
    int64_t n = 1;
    for (int64_t d : origShape)
      n *= d;
    for (Val &in : inputs) {
      in = em.reshape(in, {n}, l);
      if (!in)
        return in;
    }
    axis = 0;
  } else {
    auto a = em.constInt(axisV);
    if (!a)
      return em.fail(l,
                     "axis must be a constexpr int, got " + em.typeStr(axisV));
    axis = *a < 0 ? *a + static_cast<int64_t>(rank) : *a;
    if (axis < 0 || axis >= static_cast<int64_t>(rank))
      return em.fail(l, "axis " + std::to_string(*a) + " is out of range for " +
                            em.typeStr(inputs[0]));
  }
  SmallVector<Value> srcs;
  SmallVector<Type> elemTypes, resultTypes;
  SmallVector<Location> locs;
  SmallVector<int64_t> outShape(inputs[0].shape.begin(), inputs[0].shape.end());
  if (!isScan)
    outShape.erase(outShape.begin() + axis);
  for (const Val &in : inputs) {
    srcs.push_back(in.v);
    elemTypes.push_back(em.mlirType(in.dt));
    resultTypes.push_back(em.mlirType(in.dt, outShape));
  }
  for (size_t k = 0; k < 2 * inputs.size(); ++k)
    locs.push_back(l);
  SmallVector<Type> blockTypes(elemTypes);
  blockTypes.append(elemTypes.begin(), elemTypes.end());

  Operation *op;
  Region *region;
  if (isScan) {
    auto scan =
        tile::ScanOp::create(b, l, resultTypes, srcs, b.getI32IntegerAttr(axis),
                             b.getBoolAttr(reverse));
    op = scan;
    region = &scan.getCombineOp();
  } else {
    auto red = tile::ReduceOp::create(b, l, resultTypes, srcs,
                                      b.getI32IntegerAttr(axis));
    op = red;
    region = &red.getCombineOp();
  }
  {
    OpBuilder::InsertionGuard g(b);
    Block *block = b.createBlock(region, {}, blockTypes, locs);
    std::vector<Val> operands;
    for (size_t k = 0; k < blockTypes.size(); ++k)
      operands.push_back(
          Val::ofTensor(block->getArgument(k), inputs[k % inputs.size()].dt));
    std::vector<Val> results = combine(operands, l);
    if (results.size() != inputs.size()) {
      op->erase();
      return em.fail(l, "combine function must return " +
                            std::to_string(inputs.size()) + " values, got " +
                            std::to_string(results.size()));
    }
    SmallVector<Value> yields;
    for (size_t k = 0; k < results.size(); ++k) {
      Val r = results[k];
      if (!r) {
        op->erase();
        return r;
      }
      if (r.isConstNum())
        r = em.constant(r, inputs[k].dt, l);
      if (!r.isTensor() || !r.shape.empty() || r.dt != inputs[k].dt) {
        op->erase();
        return em.fail(l, "combine function returns " + em.typeStr(r) +
                              " for operand " + std::to_string(k) +
                              ", expected " + inputs[k].dt.str());
      }
      yields.push_back(r.v);
    }
    tile::YieldOp::create(b, l, yields);
  }
  std::vector<Val> outs;
  for (size_t k = 0; k < inputs.size(); ++k) {
    Val r = Val::ofTensor(op->getResult(k), inputs[k].dt, outShape);
    if (keepDims && !isScan) {
      if (all) {
        SmallVector<int64_t> ones(rank, 1);
        r = em.splatTo(r, ones, l);
      } else {
        r = em.expandDims(r, static_cast<int>(axis), l);
      }
    }
    outs.push_back(r);
  }
  return outs.size() == 1 ? outs[0] : Val::ofTuple(std::move(outs));
}

Val Emitter::reduceTiles(std::vector<Val> inputs, const Val &axis,
                         bool keepDims, bool isScan, bool reverse,
                         CombineFn combine, Location l) {
  return reduceOrScan(*this, std::move(inputs), axis, keepDims, isScan, reverse,
                      combine, l);
}

/// Triton's integer/half promotion before max/min reductions.
static Val promoteForMinMax(Emitter &em, const Val &x, bool withIndices,
                            Location l) {
  if (x.dt.sc == Sc::BF16)
    return em.cast(x, DType{Sc::F32}, l);
  if (withIndices || x.dt.bits() >= 32)
    return x;
  return em.cast(x, DType{x.dt.isFloat() ? Sc::F32 : Sc::I32}, l);
}

//===----------------------------------------------------------------------===//
// Dot
//===----------------------------------------------------------------------===//

Val Emitter::dot(Val a, Val c, Val acc, Val precision, Val allowTf32,
                 Val outDtype, Location l) {
  if (!a.isTensor() || !c.isTensor())
    return fail(l, "dot expects tensors, got " + typeStr(a) + " and " +
                       typeStr(c));
  if (a.shape.size() == 3 || c.shape.size() == 3)
    return batchedDot(a, c, acc, precision, allowTf32, outDtype, l);
  if (a.shape.size() != 2 || c.shape.size() != 2)
    return fail(l, "dot expects 2-D tensors, got " + typeStr(a) + " and " +
                       typeStr(c));
  if (a.shape[1] != c.shape[0])
    return fail(l, "dot: inner dimensions differ: " + typeStr(a) + " @ " +
                       typeStr(c));
  for (int64_t d : {a.shape[0], a.shape[1], c.shape[1]})
    if (d < 16)
      return fail(l, "dot dimensions must be at least 16, got " + typeStr(a) +
                         " @ " + typeStr(c));
  if (a.dt.isPtr() || c.dt.isPtr())
    return fail(l, "dot does not take pointers");
  bool aFp8 = a.dt.sc == Sc::F8E4 || a.dt.sc == Sc::F8E5;
  bool cFp8 = c.dt.sc == Sc::F8E4 || c.dt.sc == Sc::F8E5;
  if (a.dt != c.dt) {
    if (aFp8 && cFp8) {
      a = cast(a, DType{Sc::F16}, l);
      c = cast(c, DType{Sc::F16}, l);
    } else {
      return fail(l, "dot operands must have the same dtype, got " +
                         a.dt.str() + " and " + c.dt.str());
    }
  }
  DType out;
  if (a.dt.isInt()) {
    if (a.dt.sc != Sc::I8 && a.dt.sc != Sc::U8)
      return fail(l, "integer dot needs int8 operands, got " + a.dt.str());
    out = DType{Sc::I32};
  } else {
    out = DType{Sc::F32};
    if (outDtype.kind == Val::DTypeV) {
      if (outDtype.dt.sc == Sc::F16 && a.dt.sc == Sc::F16)
        out = outDtype.dt;
      else if (outDtype.dt.sc != Sc::F32)
        return fail(l, "dot out_dtype must be float32 (or float16 for fp16 "
                       "inputs), got " +
                           outDtype.dt.str());
    } else if (outDtype.kind != Val::None) {
      return fail(l, "dot out_dtype must be a dtype");
    }
  }
  tile::InputPrecision prec = tile::InputPrecision::ieee;
  if (a.dt.sc == Sc::F32) {
    prec = tile::InputPrecision::tf32;
    if (precision.kind == Val::Str) {
      if (precision.s == "tf32")
        prec = tile::InputPrecision::tf32;
      else if (precision.s == "tf32x3")
        prec = tile::InputPrecision::tf32x3;
      else if (precision.s == "ieee")
        prec = tile::InputPrecision::ieee;
      else
        return fail(l, "unknown input_precision '" + precision.s +
                           "' (expected tf32, tf32x3 or ieee)");
    } else if (precision.kind != Val::None) {
      return fail(l, "input_precision must be a string");
    } else if (allowTf32.kind != Val::None) {
      auto t = truthiness(allowTf32, l);
      if (!t)
        return Val::err();
      prec = *t ? tile::InputPrecision::tf32 : tile::InputPrecision::ieee;
    }
  }
  SmallVector<int64_t> shape{a.shape[0], c.shape[1]};
  Val accV;
  if (acc.kind == Val::None) {
    accV = fullTensor(shape, out.isFloat() ? Val::ofFloat(0) : Val::ofInt(0),
                      out, l);
  } else {
    if (!acc.isTensor() || acc.shape != shape)
      return fail(l, "dot accumulator must be a " + std::to_string(shape[0]) +
                         "x" + std::to_string(shape[1]) + " tensor, got " +
                         typeStr(acc));
    if (acc.dt != out) {
      if (!(a.dt.sc == Sc::F16 && acc.dt.sc == Sc::F16 &&
            outDtype.kind == Val::None))
        return fail(l, "dot accumulator has type " + acc.dt.str() +
                           " but the product is " + out.str());
      out = acc.dt;
    }
    accV = acc;
  }
  if (!accV)
    return accV;
  auto op = tile::DotOp::create(b, l, accV.v.getType(), a.v, c.v, accV.v,
                                tile::InputPrecisionAttr::get(ctx, prec));
  return Val::ofTensor(op.getResult(), out, shape);
}

//===----------------------------------------------------------------------===//
// Builtin calls
//===----------------------------------------------------------------------===//

/// Math that Triton computes in fp32 for half-precision inputs.
template <typename OpT>
static Val floatUnary(Emitter &em, const Val &x0, StringRef fn, Location l) {
  Val x = x0;
  if (x.isConstNum())
    x = em.toTensor(x.kind == Val::Float ? x : Val::ofFloat(double(x.i)), l);
  if (!x)
    return x;
  if (!x.isTensor() || !x.dt.isFloat())
    return em.fail(l, fn.str() + "() expects a floating-point argument, got " +
                          em.typeStr(x));
  DType orig = x.dt;
  if (orig.bits() < 32)
    x = em.cast(x, DType{Sc::F32}, l);
  Value r = OpT::create(em.b, l, x.v);
  Val out = Val::ofTensor(r, x.dt, x.shape);
  return orig.bits() < 32 ? em.cast(out, orig, l) : out;
}

static Val pyMath(Emitter &em, StringRef fn, CallArgs &args, Location l) {
  if (args.pos.size() != 1 || !args.kw.empty() || !args.pos[0].isConstNum())
    return em.fail(l, "math." + fn.str() +
                          "() is only supported on one constexpr number");
  double x =
      args.pos[0].kind == Val::Float ? args.pos[0].f : double(args.pos[0].i);
  if (fn == "ceil")
    return Val::ofInt(static_cast<int64_t>(std::ceil(x)));
  if (fn == "floor")
    return Val::ofInt(static_cast<int64_t>(std::floor(x)));
  double r = llvm::StringSwitch<double>(fn)
                 .Case("log2", std::log2(x))
                 .Case("log", std::log(x))
                 .Case("log10", std::log10(x))
                 .Case("exp", std::exp(x))
                 .Case("exp2", std::exp2(x))
                 .Default(std::sqrt(x));
  return Val::ofFloat(r);
}

static Val pyBuiltin(Emitter &em, StringRef fn, CallArgs &args, Location l) {
  if (fn == "range")
    return em.fail(l, "range() can only be used as a for-loop iterator");
  if (!args.kw.empty() && fn != "print")
    return em.fail(l, fn.str() + "() takes no keyword arguments");
  if (fn == "min" || fn == "max") {
    std::vector<Val> items = args.pos;
    if (items.size() == 1 && items[0].kind == Val::Tuple)
      items = items[0].elts;
    if (items.empty())
      return em.fail(l, fn.str() + "() expects at least one argument");
    Val acc = items[0];
    for (size_t k = 1; k < items.size(); ++k) {
      acc = em.minMax(fn == "max", acc, items[k], /*propagateNan=*/false, l);
      if (!acc)
        return acc;
    }
    return acc;
  }
  if (fn == "isinstance") {
    if (args.pos.size() != 2)
      return em.fail(l, "isinstance() takes two arguments");
    const Val &x = args.pos[0];
    std::vector<Val> types = args.pos[1].kind == Val::Tuple
                                 ? args.pos[1].elts
                                 : std::vector<Val>{args.pos[1]};
    // Constexprs are unwrapped for builtins, as in Triton: isinstance(c,
    // int) holds for a constexpr int, isinstance(c, tl.constexpr) does not.
    for (const Val &t : types) {
      if (t.kind != Val::Builtin)
        return em.fail(l, "isinstance() expects a type, got " + em.typeStr(t));
      StringRef n = t.s;
      bool match =
          llvm::StringSwitch<bool>(n)
              .Case("tl.tensor", x.isTensor())
              .Case("tl.tensor_descriptor",
                    x.kind == Val::Object && x.s == "tensor_descriptor")
              .Case("tl.dtype", x.kind == Val::DTypeV)
              .Case("int", x.kind == Val::Int || x.kind == Val::Bool)
              .Case("bool", x.kind == Val::Bool)
              .Case("float", x.kind == Val::Float)
              .Case("str", x.kind == Val::Str)
              .Case("tuple", x.kind == Val::Tuple)
              .Default(false);
      static const char *const known[] = {"tl.tensor", "tl.tensor_descriptor",
                                          "tl.dtype",  "tl.constexpr",
                                          "int",       "bool",
                                          "float",     "str",
                                          "tuple"};
      if (!llvm::is_contained(known, n))
        return em.fail(l, "isinstance() with '" + n.str() +
                              "' is not supported by tilec");
      if (match)
        return Val::ofBool(true);
    }
    return Val::ofBool(false);
  }
  if (args.pos.size() != 1)
    return em.fail(l, fn.str() + "() takes exactly one argument");
  const Val &x = args.pos[0];
  if (fn == "len") {
    if (x.kind == Val::Tuple)
      return Val::ofInt(x.elts.size());
    if (x.kind == Val::Str)
      return Val::ofInt(x.s.size());
    if (x.isTensor() && !x.shape.empty())
      return Val::ofInt(x.shape[0]);
    return em.fail(l, "object of type " + em.typeStr(x) + " has no len()");
  }
  if (fn == "tuple") {
    if (x.kind == Val::Tuple)
      return x;
    return em.fail(l, "tuple() expects a tuple");
  }
  if (fn == "abs") {
    if (x.kind == Val::Float)
      return Val::ofFloat(std::fabs(x.f));
    if (x.isConstNum())
      return Val::ofInt(x.i < 0 ? -x.i : x.i);
    CallArgs a = args;
    return em.callBuiltin("tl.abs", a, l);
  }
  if (fn == "float") {
    if (x.kind == Val::Str) {
      StringRef s = StringRef(x.s).trim().lower() == "" ? "" : x.s;
      std::string t = StringRef(x.s).trim().lower();
      if (t == "inf" || t == "+inf" || t == "infinity")
        return Val::ofFloat(INFINITY);
      if (t == "-inf" || t == "-infinity")
        return Val::ofFloat(-INFINITY);
      if (t == "nan")
        return Val::ofFloat(NAN);
      char *end = nullptr;
      double d = std::strtod(t.c_str(), &end);
      if (!t.empty() && end == t.c_str() + t.size())
        return Val::ofFloat(d);
      (void)s;
      return em.fail(l, "could not convert string to float: '" + x.s + "'");
    }
    if (x.isConstNum())
      return Val::ofFloat(x.kind == Val::Float ? x.f : double(x.i));
    return em.fail(l, "float() is only supported on constexprs; use "
                      ".to(tl.float32) for tensors");
  }
  if (fn == "int") {
    if (x.kind == Val::Float) {
      if (!std::isfinite(x.f))
        return em.fail(l, "cannot convert a non-finite float to int");
      return Val::ofInt(static_cast<int64_t>(x.f));
    }
    if (x.isConstNum())
      return Val::ofInt(x.i);
    return em.fail(l, "int() is only supported on constexprs; use "
                      ".to(tl.int32) for tensors");
  }
  if (fn == "bool") {
    auto t = em.truthiness(x, l);
    if (!t)
      return Val::err();
    return Val::ofBool(*t);
  }
  return em.fail(l, fn.str() + "() is not supported in kernels");
}

/// Triton's `sem=` and `scope=` of an atomic (bound at `semIdx` and
/// `semIdx + 1`; absent: acq_rel and gpu, Triton's defaults).
static bool atomicOrdering(Emitter &em, StringRef op, Binder &bd,
                           unsigned semIdx, Location l, tile::MemSemantic &sem,
                           tile::MemSyncScope &scope) {
  sem = tile::MemSemantic::acq_rel;
  scope = tile::MemSyncScope::gpu;
  for (unsigned k : {semIdx, semIdx + 1}) {
    if (!bd.has(k) || bd[k].kind == Val::None)
      continue;
    bool isSem = k == semIdx;
    if (bd[k].kind != Val::Str) {
      em.fail(l, op.str() + "(): " + (isSem ? "sem" : "scope") +
                     " must be a string, got " + em.typeStr(bd[k]));
      return false;
    }
    const std::string &v = bd[k].s;
    if (isSem) {
      std::optional<tile::MemSemantic> s = tile::symbolizeMemSemantic(v);
      if (!s) {
        em.fail(l, op.str() + "(): unknown sem '" + v +
                       "' (expected 'relaxed', 'acquire', 'release' or "
                       "'acq_rel')");
        return false;
      }
      sem = *s;
    } else {
      std::optional<tile::MemSyncScope> s = tile::symbolizeMemSyncScope(v);
      if (!s) {
        em.fail(l, op.str() + "(): unknown scope '" + v +
                       "' (expected 'gpu', 'cta' or 'sys')");
        return false;
      }
      scope = *s;
    }
  }
  return true;
}

static Val atomicRMW(Emitter &em, StringRef op, CallArgs &args, Location l) {
  Binder bd{em, op, l};
  if (!bd.bind(args, {"pointer", "val", "mask", "sem", "scope"}, 2))
    return Val::err();
  Val ptr = bd[0], val = bd[1], mask = bd[2];
  if (!ptr.isTensor() || !ptr.dt.isPtr())
    return em.fail(l,
                   op.str() + "() expects a pointer, got " + em.typeStr(ptr));
  tile::MemSemantic sem;
  tile::MemSyncScope scope;
  if (!atomicOrdering(em, op, bd, 3, l, sem, scope))
    return Val::err();
  DType elem{ptr.dt.pointee};
  if (elem.sc == Sc::I1 || elem.sc == Sc::I8 || elem.sc == Sc::I16 ||
      elem.sc == Sc::U8 || elem.sc == Sc::U16 || elem.sc == Sc::BF16 ||
      (elem.sc == Sc::F16 && op != "atomic_add" && op != "atomic_xchg"))
    return em.fail(l, op.str() + "() does not support " + elem.str());
  if (!ptr.shape.empty()) {
    val = em.broadcastTo(val, ptr.shape, l);
    if (bd.has(2))
      mask = em.broadcastTo(mask, ptr.shape, l);
  } else if (val.isTensor() && !val.shape.empty()) {
    return em.fail(l, op.str() + "(): value is a tensor but the pointer is "
                                 "a scalar");
  }
  if (!val || (bd.has(2) && !mask))
    return Val::err();
  val = em.cast(val, elem, l);
  if (!val)
    return val;
  using K = tile::RMWKind;
  K kind;
  bool isF = elem.isFloat(), isU = elem.isUnsigned();
  if (op == "atomic_add")
    kind = isF ? K::fadd : K::add;
  else if (op == "atomic_max")
    kind = isF ? K::fmax : isU ? K::umax : K::max;
  else if (op == "atomic_min")
    kind = isF ? K::fmin : isU ? K::umin : K::min;
  else if (op == "atomic_xchg")
    kind = K::xchg;
  else {
    if (isF)
      return em.fail(l,
                     op.str() + "() needs integer elements, got " + elem.str());
    kind = op == "atomic_and" ? K::band : op == "atomic_or" ? K::bor : K::bxor;
  }
  Value maskV;
  if (bd.has(2)) {
    mask = em.toCondI1(mask, l);
    if (!mask)
      return mask;
    if (mask.shape != ptr.shape)
      return em.fail(l, "mask shape does not match the pointer's");
    maskV = mask.v;
  }
  Value r = tile::AtomicRMWOp::create(em.b, l, val.v.getType(), kind, ptr.v,
                                      val.v, maskV, sem, scope);
  return Val::ofTensor(r, elem, ptr.shape);
}

Val Emitter::callBuiltin(StringRef full, CallArgs &args, Location l) {
  if (full.starts_with("math."))
    return pyMath(*this, full.drop_front(5), args, l);
  if (full.starts_with("triton.")) {
    StringRef fn = full.drop_front(7);
    if (fn == "next_power_of_2") {
      if (args.pos.size() != 1 || !constInt(args.pos[0]))
        return fail(l, "next_power_of_2() expects one constexpr int");
      int64_t n = *constInt(args.pos[0]);
      return Val::ofInt(n <= 1 ? 1 : int64_t(llvm::PowerOf2Ceil(n)));
    }
    return fail(l, "triton." + fn.str() + " cannot be called in a kernel");
  }
  if (full.starts_with("host."))
    return callHost(full.drop_front(5), args, l);
  if (full.starts_with("libdevice."))
    return callLibdevice(full.drop_front(10), args, l);
  if (!full.starts_with("tl."))
    return pyBuiltin(*this, full, args, l);
  StringRef fn = full.drop_front(3);
  bool handled = false;
  Val composite = callComposite(fn, args, l, handled);
  if (handled)
    return composite;
  composite = callRandom(fn, args, l, handled);
  if (handled)
    return composite;
  composite = callDescriptor(fn, args, l, handled);
  if (handled)
    return composite;
  if (llvm::is_contained(kUnsupportedTL, fn))
    return fail(l, "tl." + fn.str() + " is not supported by tilec");
  Binder bd{*this, fn, l};

  if (fn == "program_id" || fn == "num_programs") {
    if (!bd.bind(args, {"axis"}, 0))
      return Val::err();
    int64_t axis = 0;
    if (bd.has(0)) {
      auto a = constInt(bd[0]);
      if (!a)
        return fail(l, fn.str() + "() axis must be a constexpr int");
      axis = *a;
    }
    if (axis < 0 || axis > 2)
      return fail(l, fn.str() + "() axis must be 0, 1 or 2, got " +
                         std::to_string(axis));
    Type i32 = b.getI32Type();
    Value r = fn == "program_id"
                  ? Value(tile::ProgramIdOp::create(b, l, i32, axis))
                  : Value(tile::NumProgramsOp::create(b, l, i32, axis));
    return Val::ofTensor(r, DType{Sc::I32});
  }
  if (fn == "arange") {
    if (!bd.bind(args, {"start", "end"}, 2))
      return Val::err();
    auto s = constInt(bd[0]), e = constInt(bd[1]);
    if (!s || !e)
      return fail(l, "arange() bounds must be constexpr ints, got " +
                         typeStr(bd[0]) + " and " + typeStr(bd[1]));
    if (*s < INT32_MIN || *e > INT32_MAX)
      return fail(l, "arange() bounds must fit in int32");
    if (*e <= *s)
      return fail(l, "arange() end (" + std::to_string(*e) +
                         ") must be greater than start (" + std::to_string(*s) +
                         ")");
    if (!llvm::isPowerOf2_64(*e - *s))
      return fail(l, "arange() range must be a power of two, got " +
                         std::to_string(*e - *s));
    if (!checkShape({*e - *s}, l))
      return Val::err();
    auto ty = RankedTensorType::get({*e - *s}, b.getI32Type());
    Value r = tile::MakeRangeOp::create(b, l, ty, b.getI32IntegerAttr(*s),
                                        b.getI32IntegerAttr(*e));
    return Val::ofTensor(r, DType{Sc::I32}, {*e - *s});
  }
  if (fn == "zeros" || fn == "full") {
    bool isFull = fn == "full";
    if (!bd.bind(args,
                 isFull ? ArrayRef<StringRef>{"shape", "value", "dtype"}
                        : ArrayRef<StringRef>{"shape", "dtype"},
                 isFull ? 3 : 2))
      return Val::err();
    SmallVector<int64_t> shape;
    if (!intList(bd[0], shape))
      return fail(l, fn.str() + "() shape must be a list of constexpr ints");
    const Val &dt = bd[isFull ? 2 : 1];
    if (dt.kind != Val::DTypeV)
      return fail(l, fn.str() + "() dtype must be a dtype, got " + typeStr(dt));
    Val value = isFull ? bd[1] : Val::ofInt(0);
    if (shape.empty()) {
      if (value.isConstNum())
        return constant(value, dt.dt, l);
      return cast(value, dt.dt, l);
    }
    return fullTensor(shape, value, dt.dt, l);
  }
  if (fn == "zeros_like") {
    if (!bd.bind(args, {"input", "dtype"}, 1))
      return Val::err();
    if (!bd[0].isTensor())
      return fail(l, "zeros_like() expects a tensor");
    DType d = bd.has(1) && bd[1].kind == Val::DTypeV ? bd[1].dt : bd[0].dt;
    if (bd[0].shape.empty())
      return constant(Val::ofInt(0), d, l);
    return fullTensor(bd[0].shape, Val::ofInt(0), d, l);
  }
  if (fn == "load") {
    if (!bd.bind(args,
                 {"pointer", "mask", "other", "boundary_check",
                  "padding_option", "cache_modifier", "eviction_policy",
                  "volatile"},
                 1))
      return Val::err();
    Val ptr = bd[0], mask = bd[1], other = bd[2];
    if (!ptr.isTensor() || !ptr.dt.isPtr())
      return fail(l, "load() expects a pointer or a tensor of pointers, got " +
                         typeStr(ptr));
    bool hasBoundary =
        bd.has(3) && !(bd[3].kind == Val::Tuple && bd[3].elts.empty());
    if (hasBoundary || (bd.has(4) && bd[4].s != ""))
      return fail(l, "load(): boundary_check/padding_option need block "
                     "pointers, which are not supported");
    for (int k : {5, 6})
      if (bd.has(k) && bd[k].kind != Val::Str)
        return fail(l, "load(): cache_modifier and eviction_policy must be "
                       "strings");
    if (!bd.has(1) && bd.has(2))
      return fail(l, "load(): 'other' cannot be given without 'mask'");
    if (bd.has(1)) {
      if (ptr.shape.empty() && mask.isTensor() && !mask.shape.empty())
        return fail(l, "load(): mask is a tensor but the pointer is a scalar");
      mask = toCondI1(mask, l);
      if (!mask)
        return mask;
      if (!mask.dt.isBool())
        return fail(l, "load(): mask must be boolean, got " + typeStr(mask));
      if (!broadcastPair(ptr, mask, l))
        return Val::err();
    }
    DType elem{ptr.dt.pointee};
    bool isBool = elem.isBool();
    if (isBool) {
      elem = DType{Sc::I8};
      ptr = cast(ptr, DType{Sc::Ptr, Sc::I8}, l);
    }
    if (bd.has(2)) {
      if (ptr.shape.empty() && other.isTensor() && !other.shape.empty())
        return fail(l, "load(): other is a tensor but the pointer is a "
                       "scalar");
      other =
          other.isConstNum() ? constant(other, elem, l) : cast(other, elem, l);
      if (!other)
        return other;
      other = broadcastTo(other, ptr.shape, l);
      if (!other)
        return other;
      if (mask.shape != ptr.shape)
        mask = broadcastTo(mask, ptr.shape, l);
    }
    bool isVolatile = bd.has(7) && constInt(bd[7]).value_or(0);
    auto op = tile::LoadOp::create(b, l, mlirType(elem, ptr.shape), ptr.v,
                                   bd.has(1) ? mask.v : Value(),
                                   bd.has(2) ? other.v : Value(),
                                   isVolatile ? b.getUnitAttr() : UnitAttr());
    Val r = Val::ofTensor(op.getResult(), elem, ptr.shape);
    return isBool ? cast(r, DType{Sc::I1}, l) : r;
  }
  if (fn == "store") {
    if (!bd.bind(args,
                 {"pointer", "value", "mask", "boundary_check",
                  "cache_modifier", "eviction_policy"},
                 2))
      return Val::err();
    Val ptr = bd[0], val = bd[1], mask = bd[2];
    if (!ptr.isTensor() || !ptr.dt.isPtr())
      return fail(l, "store() expects a pointer or a tensor of pointers, got " +
                         typeStr(ptr));
    if (bd.has(3) && !(bd[3].kind == Val::Tuple && bd[3].elts.empty()))
      return fail(l, "store(): boundary_check needs block pointers, which "
                     "are not supported");
    DType elem{ptr.dt.pointee};
    if (elem.isBool()) {
      elem = DType{Sc::I8};
      ptr = cast(ptr, DType{Sc::Ptr, Sc::I8}, l);
    }
    if (ptr.shape.empty() && val.isTensor() && !val.shape.empty())
      return fail(l, "store(): value is a tensor " + typeStr(val) +
                         " but the pointer is a scalar");
    val = val.isConstNum() ? constant(val, elem, l) : cast(val, elem, l);
    if (!val)
      return val;
    val = broadcastTo(val, ptr.shape, l);
    if (!val)
      return val;
    Value maskV;
    if (bd.has(2)) {
      if (ptr.shape.empty() && mask.isTensor() && !mask.shape.empty())
        return fail(l, "store(): mask is a tensor but the pointer is a "
                       "scalar");
      mask = toCondI1(mask, l);
      if (!mask)
        return mask;
      if (!mask.dt.isBool())
        return fail(l, "store(): mask must be boolean, got " + typeStr(mask));
      mask = broadcastTo(mask, ptr.shape, l);
      if (!mask)
        return mask;
      maskV = mask.v;
    }
    tile::StoreOp::create(b, l, ptr.v, val.v, maskV);
    return Val::none();
  }
  if (fn == "dot") {
    if (!bd.bind(args,
                 {"input", "other", "acc", "input_precision", "allow_tf32",
                  "max_num_imprecise_acc", "out_dtype"},
                 2))
      return Val::err();
    return dot(bd[0], bd[1], bd[2], bd[3], bd[4], bd[6], l);
  }
  if (fn == "sum" || fn == "max" || fn == "min") {
    SmallVector<StringRef> names{"input", "axis"};
    if (fn == "sum")
      names.append({"keep_dims", "dtype"});
    else
      names.append(
          {"return_indices", "return_indices_tie_break_left", "keep_dims"});
    if (!bd.bind(args, names, 1))
      return Val::err();
    Val x = bd[0];
    if (!x.isTensor())
      return fail(l, fn.str() + "() expects a tensor, got " + typeStr(x));
    bool keep = constInt(bd[fn == "sum" ? 2 : 4]).value_or(0);
    if (fn == "sum") {
      if (bd.has(3)) {
        if (bd[3].kind != Val::DTypeV)
          return fail(l, "sum() dtype must be a dtype");
        x = cast(x, bd[3].dt, l);
      } else if (x.dt.isInt() && !x.dt.isBool() && x.dt.bits() < 32) {
        x = cast(x, DType{x.dt.isUnsigned() ? Sc::U32 : Sc::I32}, l);
      }
      if (!x)
        return x;
      return reduceOrScan(
          *this, {x}, bd[1], keep, false, false,
          [&](ArrayRef<Val> o, Location cl) {
            return std::vector<Val>{binary(BinOpKind::Add, o[0], o[1], cl)};
          },
          l);
    }
    bool isMax = fn == "max";
    bool withIndices = constInt(bd[2]).value_or(0);
    bool tieLeft = bd.has(3) ? constInt(bd[3]).value_or(1) : true;
    x = promoteForMinMax(*this, x, withIndices, l);
    if (!x)
      return x;
    if (!withIndices)
      return reduceOrScan(
          *this, {x}, bd[1], keep, false, false,
          [&](ArrayRef<Val> o, Location cl) {
            return std::vector<Val>{minMax(isMax, o[0], o[1], false, cl)};
          },
          l);
    CallArgs a;
    a.pos = {x, bd[1]};
    a.kw = {{"tie_break_left", Val::ofBool(tieLeft)},
            {"keep_dims", Val::ofBool(keep)}};
    a.kw.push_back({"__with_values", Val::ofBool(true)});
    return callBuiltin(isMax ? "tl.argmax" : "tl.argmin", a, l);
  }
  if (fn == "argmax" || fn == "argmin") {
    bool withValues = false;
    for (auto it = args.kw.begin(); it != args.kw.end(); ++it) {
      if (it->first == "__with_values") {
        withValues = true;
        args.kw.erase(it);
        break;
      }
    }
    if (!bd.bind(args, {"input", "axis", "tie_break_left", "keep_dims"}, 2))
      return Val::err();
    Val x = bd[0];
    if (!x.isTensor() || x.shape.empty())
      return fail(l, fn.str() + "() expects a tensor, got " + typeStr(x));
    x = promoteForMinMax(*this, x, true, l);
    bool keep = constInt(bd[3]).value_or(0);
    bool tieLeft = bd.has(2) ? constInt(bd[2]).value_or(1) : true;
    bool isMax = fn == "argmax";
    // Index tensor along the axis, broadcast to the input's shape.
    auto axisOpt = constInt(bd[1]);
    Val input = x;
    int64_t axis;
    if (bd[1].kind == Val::None) {
      int64_t n = 1;
      for (int64_t d : x.shape)
        n *= d;
      input = reshape(x, {n}, l);
      axis = 0;
    } else if (!axisOpt) {
      return fail(l, fn.str() + "() axis must be a constexpr int");
    } else {
      axis = *axisOpt < 0 ? *axisOpt + x.shape.size() : *axisOpt;
      if (axis < 0 || axis >= static_cast<int64_t>(x.shape.size()))
        return fail(l, fn.str() + "() axis out of range for " + typeStr(x));
    }
    if (!input)
      return input;
    CallArgs ra;
    ra.pos = {Val::ofInt(0), Val::ofInt(input.shape[axis])};
    Val idx = callBuiltin("tl.arange", ra, l);
    if (!idx)
      return idx;
    for (size_t d = 0; d < input.shape.size(); ++d) {
      if (static_cast<int64_t>(d) == axis)
        continue;
      idx = expandDims(idx, static_cast<int>(d), l);
    }
    idx = broadcastTo(idx, input.shape, l);
    if (!idx)
      return idx;
    Val r = reduceOrScan(
        *this, {input, idx}, Val::ofInt(axis), keep && bd[1].kind != Val::None,
        false, false,
        [&](ArrayRef<Val> o, Location cl) -> std::vector<Val> {
          const Val &v1 = o[0], &i1 = o[1], &v2 = o[2], &i2 = o[3];
          Val better =
              compare(isMax ? CmpOpKind::Gt : CmpOpKind::Lt, v1, v2, cl);
          if (tieLeft) {
            Val eq = compare(CmpOpKind::Eq, v1, v2, cl);
            Val lt = compare(CmpOpKind::Lt, i1, i2, cl);
            Val tie = binary(BinOpKind::BitAnd, eq, lt, cl);
            better = binary(BinOpKind::BitOr, better, tie, cl);
          }
          return {where(better, v1, v2, cl), where(better, i1, i2, cl)};
        },
        l);
    if (!r)
      return r;
    if (keep && bd[1].kind == Val::None) {
      SmallVector<int64_t> ones(x.shape.size(), 1);
      for (Val &e : r.elts)
        e = splatTo(e, ones, l);
    }
    if (withValues)
      return r;
    return r.elts[1];
  }
  if (fn == "reduce") {
    if (!bd.bind(args, {"input", "axis", "combine_fn", "keep_dims"}, 3))
      return Val::err();
    std::vector<Val> inputs =
        bd[0].kind == Val::Tuple ? bd[0].elts : std::vector<Val>{bd[0]};
    Val fnv = bd[2];
    bool keep = constInt(bd[3]).value_or(0);
    return reduceOrScan(
        *this, inputs, bd[1], keep, false, false,
        [&](ArrayRef<Val> o, Location cl) -> std::vector<Val> {
          Val r = inlineWithScalars(fnv, o, cl);
          if (!r)
            return {r};
          return r.kind == Val::Tuple ? r.elts : std::vector<Val>{r};
        },
        l);
  }
  if (fn == "cumsum" || fn == "cumprod" || fn == "associative_scan") {
    bool generic = fn == "associative_scan";
    if (!bd.bind(
            args,
            generic
                ? ArrayRef<StringRef>{"input", "axis", "combine_fn", "reverse"}
                : ArrayRef<StringRef>{"input", "axis", "reverse", "dtype"},
            generic ? 3 : 1))
      return Val::err();
    std::vector<Val> inputs =
        bd[0].kind == Val::Tuple ? bd[0].elts : std::vector<Val>{bd[0]};
    Val axis = bd.has(1) ? bd[1] : Val::ofInt(0);
    bool reverse = constInt(bd[generic ? 3 : 2]).value_or(0);
    if (generic) {
      Val fnv = bd[2];
      return reduceOrScan(
          *this, inputs, axis, false, true, reverse,
          [&](ArrayRef<Val> o, Location cl) -> std::vector<Val> {
            Val r = inlineWithScalars(fnv, o, cl);
            if (!r)
              return {r};
            return r.kind == Val::Tuple ? r.elts : std::vector<Val>{r};
          },
          l);
    }
    Val x = inputs[0];
    if (!x.isTensor())
      return fail(l, fn.str() + "() expects a tensor");
    if (bd.has(3) && bd[3].kind == Val::DTypeV)
      x = cast(x, bd[3].dt, l);
    else if (x.dt.sc == Sc::BF16)
      x = cast(x, DType{Sc::F32}, l);
    else if (x.dt.isInt() && !x.dt.isBool() && x.dt.bits() < 32)
      x = cast(x, DType{x.dt.isUnsigned() ? Sc::U32 : Sc::I32}, l);
    if (!x)
      return x;
    BinOpKind op = fn == "cumsum" ? BinOpKind::Add : BinOpKind::Mul;
    return reduceOrScan(
        *this, {x}, axis, false, true, reverse,
        [&](ArrayRef<Val> o, Location cl) {
          return std::vector<Val>{binary(op, o[0], o[1], cl)};
        },
        l);
  }
  if (fn == "where") {
    if (!bd.bind(args, {"condition", "x", "y"}, 3))
      return Val::err();
    return where(bd[0], bd[1], bd[2], l);
  }
  if (fn == "maximum" || fn == "minimum") {
    if (!bd.bind(args, {"x", "y", "propagate_nan"}, 2))
      return Val::err();
    bool prop = constInt(bd[2]).value_or(0) != 0;
    return minMax(fn == "maximum", bd[0], bd[1], prop, l);
  }
  if (fn == "clamp") {
    if (!bd.bind(args, {"x", "min", "max", "propagate_nan"}, 3))
      return Val::err();
    Val x = bd[0];
    if (!x.isTensor() || !x.dt.isFloat())
      return fail(l, "clamp() only supports floating-point tensors, got " +
                         typeStr(x));
    bool prop = constInt(bd[3]).value_or(0) != 0;
    Val lo = minMax(true, x, bd[1], prop, l);
    if (!lo)
      return lo;
    return minMax(false, lo, bd[2], prop, l);
  }
  if (fn == "exp" || fn == "exp2" || fn == "log" || fn == "log2" ||
      fn == "sqrt" || fn == "sqrt_rn" || fn == "rsqrt" || fn == "sin" ||
      fn == "cos" || fn == "erf" || fn == "floor" || fn == "ceil" ||
      fn == "sigmoid" || fn == "abs") {
    if (!bd.bind(args, {"x"}, 1))
      return Val::err();
    Val x = bd[0];
    if (fn == "abs") {
      if (x.isConstNum()) {
        CallArgs a = args;
        return pyBuiltin(*this, "abs", a, l);
      }
      if (!x.isTensor() || x.dt.isPtr())
        return fail(l, "abs() expects a number or a tensor, got " + typeStr(x));
      if (x.dt.isFloat())
        return Val::ofTensor(math::AbsFOp::create(b, l, x.v), x.dt, x.shape);
      if (x.dt.isUnsigned() || x.dt.isBool())
        return x;
      return Val::ofTensor(math::AbsIOp::create(b, l, x.v), x.dt, x.shape);
    }
    if (fn == "exp")
      return floatUnary<math::ExpOp>(*this, x, fn, l);
    if (fn == "exp2")
      return floatUnary<math::Exp2Op>(*this, x, fn, l);
    if (fn == "log")
      return floatUnary<math::LogOp>(*this, x, fn, l);
    if (fn == "log2")
      return floatUnary<math::Log2Op>(*this, x, fn, l);
    if (fn == "sqrt" || fn == "sqrt_rn")
      return floatUnary<math::SqrtOp>(*this, x, fn, l);
    if (fn == "rsqrt")
      return floatUnary<math::RsqrtOp>(*this, x, fn, l);
    if (fn == "sin")
      return floatUnary<math::SinOp>(*this, x, fn, l);
    if (fn == "cos")
      return floatUnary<math::CosOp>(*this, x, fn, l);
    if (fn == "erf")
      return floatUnary<math::ErfOp>(*this, x, fn, l);
    if (fn == "floor")
      return floatUnary<math::FloorOp>(*this, x, fn, l);
    if (fn == "ceil")
      return floatUnary<math::CeilOp>(*this, x, fn, l);
    // sigmoid(x) = 1 / (1 + exp(-x)), in fp32 for half inputs.
    if (!x.isTensor() || !x.dt.isFloat())
      return fail(l, "sigmoid() expects a floating-point tensor, got " +
                         typeStr(x));
    DType orig = x.dt;
    Val xf = orig.bits() < 32 ? cast(x, DType{Sc::F32}, l) : x;
    Val e =
        floatUnary<math::ExpOp>(*this, unary(UnaryOpKind::Neg, xf, l), fn, l);
    Val r = binary(BinOpKind::Div, Val::ofFloat(1.0),
                   binary(BinOpKind::Add, Val::ofFloat(1.0), e, l), l);
    return r && orig.bits() < 32 ? cast(r, orig, l) : r;
  }
  if (fn == "fma") {
    if (!bd.bind(args, {"x", "y", "z"}, 3))
      return Val::err();
    Val x = bd[0], y = bd[1], z = bd[2];
    DType t;
    if (!prepareArith(x, y, false, l, t) || !prepareArith(z, x, false, l, t) ||
        !prepareArith(z, y, false, l, t))
      return Val::err();
    if (!t.isFloat())
      return fail(l, "fma() expects floating-point operands");
    Value r = math::FmaOp::create(b, l, x.v, y.v, z.v);
    return Val::ofTensor(r, t, x.shape);
  }
  if (fn == "fdiv" || fn == "div_rn") {
    if (!bd.bind(args,
                 fn == "fdiv" ? ArrayRef<StringRef>{"x", "y", "ieee_rounding"}
                              : ArrayRef<StringRef>{"x", "y"},
                 2))
      return Val::err();
    for (int k : {0, 1}) {
      const Val &v = bd[k];
      if (!(v.kind == Val::Float || (v.isTensor() && v.dt.isFloat())))
        return fail(l, fn.str() + "() expects floating-point operands, got " +
                           typeStr(v));
    }
    // div_rn, and fdiv with ieee_rounding=True, divide with IEEE rounding on
    // every target; plain `/` (and fdiv's default) may use the target's
    // faster approximate division (NVIDIA's div.full.f32, as Triton).
    bool ieee = fn == "div_rn";
    if (fn == "fdiv" && bd.has(2)) {
      std::optional<bool> flag = truthiness(bd[2], l);
      if (!flag)
        return Val::err();
      ieee = *flag;
    }
    Val r = binary(BinOpKind::Div, bd[0], bd[1], l);
    if (r && ieee && r.v)
      if (auto div = r.v.getDefiningOp<arith::DivFOp>())
        div->setAttr(tile::kIeeeRoundingAttrName, b.getUnitAttr());
    return r;
  }
  if (fn == "cdiv") {
    if (!bd.bind(args, {"x", "div"}, 2))
      return Val::err();
    Val s = binary(BinOpKind::Sub, binary(BinOpKind::Add, bd[0], bd[1], l),
                   Val::ofInt(1), l);
    return binary(BinOpKind::FloorDiv, s, bd[1], l);
  }
  if (fn == "umulhi") {
    if (!bd.bind(args, {"x", "y"}, 2))
      return Val::err();
    Val x = bd[0], y = bd[1];
    DType t;
    if (!prepareArith(x, y, false, l, t))
      return Val::err();
    if (!t.isInt())
      return fail(l, "umulhi() expects integer operands");
    auto op = arith::MulUIExtendedOp::create(b, l, x.v, y.v);
    return Val::ofTensor(op.getHigh(), t, x.shape);
  }
  if (fn == "multiple_of" || fn == "max_contiguous") {
    if (!bd.bind(args, {"input", "values"}, 2))
      return Val::err();
    Val x = bd[0];
    if (!x.isTensor())
      return fail(l, fn.str() + "() expects a tensor, got " + typeStr(x));
    SmallVector<int64_t> values;
    if (!intList(bd[1], values))
      return fail(l, fn.str() + "() values must be constexpr ints");
    if (values.size() != std::max<size_t>(1, x.shape.size()))
      return fail(l, fn.str() + "(): " + std::to_string(values.size()) +
                         " values for " + typeStr(x));
    SmallVector<int32_t> v32(values.begin(), values.end());
    auto hint = tile::HintOp::create(b, l, x.v.getType(), x.v,
                                     DenseI32ArrayAttr(), DenseI32ArrayAttr());
    hint->setAttr(fn == "multiple_of" ? "multiple_of" : "max_contiguous",
                  b.getDenseI32ArrayAttr(v32));
    return Val::ofTensor(hint.getResult(), x.dt, x.shape);
  }
  if (fn.starts_with("atomic_") && fn != "atomic_cas")
    return atomicRMW(*this, fn, args, l);
  if (fn == "atomic_cas") {
    if (!bd.bind(args, {"pointer", "cmp", "val", "sem", "scope"}, 3))
      return Val::err();
    Val ptr = bd[0];
    if (!ptr.isTensor() || !ptr.dt.isPtr())
      return fail(l, "atomic_cas() expects a pointer, got " + typeStr(ptr));
    DType elem{ptr.dt.pointee};
    if (!elem.isInt() || elem.bits() < 32)
      return fail(l, "atomic_cas() supports 32- and 64-bit integers, got " +
                         elem.str());
    tile::MemSemantic sem;
    tile::MemSyncScope scope;
    if (!atomicOrdering(*this, fn, bd, 3, l, sem, scope))
      return Val::err();
    Val cmp = broadcastTo(cast(bd[1], elem, l), ptr.shape, l);
    Val val = broadcastTo(cast(bd[2], elem, l), ptr.shape, l);
    if (!cmp || !val)
      return Val::err();
    Value r = tile::AtomicCASOp::create(b, l, val.v.getType(), ptr.v, cmp.v,
                                        val.v, sem, scope);
    return Val::ofTensor(r, elem, ptr.shape);
  }
  if (fn == "broadcast_to") {
    if (args.pos.empty())
      return fail(l, "broadcast_to() missing the input");
    SmallVector<int64_t> shape;
    if (!varShape(*this, args, 1, fn, l, shape))
      return Val::err();
    if (!checkShape(shape, l))
      return Val::err();
    return broadcastTo(args.pos[0], shape, l);
  }
  if (fn == "broadcast") {
    if (!bd.bind(args, {"input", "other"}, 2))
      return Val::err();
    Val a = toTensor(bd[0], l), c = toTensor(bd[1], l);
    if (!a || !c || !broadcastPair(a, c, l))
      return Val::err();
    return Val::ofTuple({a, c});
  }
  if (fn == "expand_dims") {
    if (!bd.bind(args, {"input", "axis"}, 2))
      return Val::err();
    SmallVector<int64_t> axes;
    if (!intList(bd[1], axes))
      return fail(l, "expand_dims() axis must be constexpr ints");
    Val x = toTensor(bd[0], l);
    if (!x)
      return x;
    int64_t newRank = x.shape.size() + axes.size();
    for (int64_t &a : axes)
      a = a < 0 ? a + newRank : a;
    llvm::sort(axes);
    for (int64_t a : axes) {
      x = expandDims(x, static_cast<int>(a), l);
      if (!x)
        return x;
    }
    return x;
  }
  if (fn == "reshape" || fn == "view") {
    if (args.pos.empty())
      return fail(l, fn.str() + "() missing the input");
    for (auto &[name, v] : args.kw)
      if (name != "can_reorder")
        return fail(l, fn.str() + "() got an unexpected keyword argument '" +
                           name + "'");
    SmallVector<int64_t> shape;
    if (!varShape(*this, args, 1, fn, l, shape))
      return Val::err();
    return reshape(args.pos[0], shape, l);
  }
  if (fn == "ravel") {
    if (!bd.bind(args, {"x", "can_reorder"}, 1))
      return Val::err();
    int64_t n = 1;
    for (int64_t d : bd[0].shape)
      n *= d;
    return reshape(bd[0], {n}, l);
  }
  if (fn == "trans" || fn == "permute") {
    if (args.pos.empty() || !args.kw.empty())
      return fail(l, fn.str() + "() expects a tensor and dimensions");
    Val x = args.pos[0];
    if (!x.isTensor())
      return fail(l, fn.str() + "() expects a tensor, got " + typeStr(x));
    SmallVector<int64_t> dims;
    if (args.pos.size() > 1 && !varShape(*this, args, 1, fn, l, dims))
      return Val::err();
    if (dims.empty()) {
      if (fn == "permute" || x.shape.size() != 2)
        return fail(l, fn.str() + "() needs explicit dimensions for " +
                           typeStr(x));
      dims = {1, 0};
    }
    SmallVector<int32_t> order(dims.begin(), dims.end());
    return trans(x, order, l);
  }
  if (fn == "static_range" || fn == "range")
    return fail(l, "tl." + fn.str() +
                       "() can only be used as a for-loop "
                       "iterator");
  if (fn == "constexpr") {
    if (args.pos.size() != 1 || !args.kw.empty())
      return fail(l, "constexpr() takes one argument");
    if (args.pos[0].isTensor())
      return fail(l, "constexpr() of a tensor");
    return args.pos[0];
  }
  if (fn == "cast") {
    if (!bd.bind(args, {"input", "dtype", "fp_downcast_rounding", "bitcast"},
                 2))
      return Val::err();
    if (bd[1].kind != Val::DTypeV)
      return fail(l, "cast() dtype must be a dtype, got " + typeStr(bd[1]));
    return cast(bd[0], bd[1].dt, l, constInt(bd[3]).value_or(0));
  }
  if (fn == "pointer_type") {
    if (!bd.bind(args, {"element_ty", "address_space", "const"}, 1))
      return Val::err();
    if (bd[0].kind != Val::DTypeV || bd[0].dt.isPtr())
      return fail(l, "pointer_type() expects a scalar dtype");
    return Val::ofDType(DType{Sc::Ptr, bd[0].dt.sc});
  }
  if (fn == "static_assert") {
    if (!bd.bind(args, {"cond", "msg"}, 1))
      return Val::err();
    if (bd[0].isTensor())
      return fail(l, "static_assert() needs a constexpr condition; use "
                     "tl.device_assert for tensors");
    auto t = truthiness(bd[0], l);
    if (!t)
      return Val::err();
    if (!*t)
      return fail(l, "static_assert failed" +
                         (bd[1].kind == Val::Str ? ": " + bd[1].s : ""));
    return Val::none();
  }
  if (fn == "static_print") {
    auto diag = emitRemark(l);
    diag << "static_print:";
    for (const Val &v : args.pos) {
      diag << " ";
      if (v.kind == Val::Int || v.kind == Val::Bool)
        diag << v.i;
      else if (v.kind == Val::Float)
        diag << v.f;
      else if (v.kind == Val::Str)
        diag << v.s;
      else if (v.kind == Val::DTypeV)
        diag << v.dt.str();
      else
        diag << typeStr(v);
    }
    return Val::none();
  }
  if (fn == "device_assert") {
    if (!bd.bind(args, {"cond", "msg", "mask"}, 1))
      return Val::err();
    Val c = toCondI1(bd[0], l);
    if (!c)
      return c;
    if (bd.has(2)) {
      // Masked-off lanes pass: cond | !mask.
      Val m = toCondI1(bd[2], l);
      Val notM = m ? unary(UnaryOpKind::Not, m, l) : m;
      c = binary(BinOpKind::BitOr, c, notM, l);
      if (!c)
        return c;
    }
    std::string msg = bd[1].kind == Val::Str ? bd[1].s : "";
    tile::AssertOp::create(b, l, c.v, b.getStringAttr(msg));
    return Val::none();
  }
  if (fn == "tensor" || fn == "dtype" || fn == "tensor_descriptor")
    return fail(l, "tl." + fn.str() + " cannot be called");
  return fail(l, "tl." + fn.str() + " is not supported by tilec");
}
