//===- Builtins.cpp - the table of built-ins, calls, attributes, methods --===//
#include "Builtins.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"

#include <cmath>

using namespace mlir;
using namespace tilec::frontend;
namespace bi = tilec::frontend::builtins;

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

/// Every builtin tilec knows, by qualified name. Module attributes
/// (`tl.load`, `tl.math.exp`, `math.log2`), tensor methods (`x.sum()`), the
/// libdevice aliases and the Python builtins a name can denote all come from
/// here.
static const std::vector<BuiltinInfo> &builtinTable() {
  static const std::vector<StringRef> atomicParams = {"pointer", "val", "mask",
                                                      "sem", "scope"};
  static const std::vector<StringRef> minMaxParams = {
      "input", "axis", "return_indices", "return_indices_tie_break_left",
      "keep_dims"};
  static const std::vector<BuiltinInfo> table = {
      // Programs, tensor creation, shapes, casts, hints.
      {"tl.program_id", bi::programId, {"axis"}, 0},
      {"tl.num_programs", bi::programId, {"axis"}, 0},
      {"tl.arange", bi::arange, {"start", "end"}, 2},
      {"tl.zeros", bi::zerosOrFull, {"shape", "dtype"}, 2},
      {"tl.full", bi::zerosOrFull, {"shape", "value", "dtype"}, 3},
      {"tl.zeros_like", bi::zerosLike, {"input", "dtype"}, 1},
      {"tl.full_like", bi::fullLike},
      {"tl.broadcast_to", bi::broadcastTo},
      {"tl.broadcast", bi::broadcast, {"input", "other"}, 2},
      {"tl.expand_dims", bi::expandDims, {"input", "axis"}, 2},
      {"tl.reshape", bi::reshape},
      {"tl.view", bi::reshape},
      {"tl.ravel", bi::ravel, {"x", "can_reorder"}, 1},
      {"tl.trans", bi::trans},
      {"tl.permute", bi::trans},
      {"tl.join", bi::join},
      {"tl.split", bi::split},
      {"tl.interleave", bi::interleave},
      {"tl.flip", bi::flip},
      {"tl.cast",
       bi::cast,
       {"input", "dtype", "fp_downcast_rounding", "bitcast"},
       2},
      {"tl.pointer_type",
       bi::pointerType,
       {"element_ty", "address_space", "const"},
       1},
      {"tl.multiple_of", bi::hint, {"input", "values"}, 2},
      {"tl.max_contiguous", bi::hint, {"input", "values"}, 2},
      {"tl.max_constancy", bi::maxConstancy},
      {"tl.assume", bi::assume},
      // Compile-time values, loops, assertions, synchronization.
      {"tl.constexpr", bi::constexprValue},
      {"tl.static_range", bi::loopIterator},
      {"tl.range", bi::loopIterator},
      {"tl.static_assert", bi::staticAssert, {"cond", "msg"}, 1},
      {"tl.static_print", bi::staticPrint},
      {"tl.device_assert", bi::deviceAssert, {"cond", "msg", "mask"}, 1},
      {"tl.debug_barrier", bi::debugBarrier},
      {"tl.device_print", bi::devicePrint},
      {"tl.tensor", bi::notCallable},
      {"tl.dtype", bi::dtypeOf, {"name"}, 1},
      {"tl.extern_elementwise",
       bi::externElementwise,
       {"lib_name", "lib_path", "args", "arg_type_symbol_dict", "is_pure",
        "_semantic", "_builder"},
       5},
      {"tl.inline_asm_elementwise",
       bi::inlineAsmElementwise,
       {"asm", "constraints", "args", "dtype", "is_pure", "pack", "_semantic",
        "_builder"},
       6},
      {"tl.tensor_descriptor", bi::notCallable},
      // Memory.
      {"tl.load",
       bi::load,
       {"pointer", "mask", "other", "boundary_check", "padding_option",
        "cache_modifier", "eviction_policy", "volatile"},
       1},
      {"tl.store",
       bi::store,
       {"pointer", "value", "mask", "boundary_check", "cache_modifier",
        "eviction_policy"},
       2},
      {"tl.atomic_add", bi::atomicRMW, atomicParams, 2},
      {"tl.atomic_max", bi::atomicRMW, atomicParams, 2},
      {"tl.atomic_min", bi::atomicRMW, atomicParams, 2},
      {"tl.atomic_and", bi::atomicRMW, atomicParams, 2},
      {"tl.atomic_or", bi::atomicRMW, atomicParams, 2},
      {"tl.atomic_xor", bi::atomicRMW, atomicParams, 2},
      {"tl.atomic_xchg", bi::atomicRMW, atomicParams, 2},
      {"tl.atomic_cas",
       bi::atomicCAS,
       {"pointer", "cmp", "val", "sem", "scope"},
       3},
      {"tl.make_tensor_descriptor", bi::makeTensorDescriptor},
      {"tl.make_block_ptr",
       bi::makeBlockPtr,
       {"base", "shape", "strides", "offsets", "block_shape", "order"},
       6},
      {"tl.advance", bi::advance, {"base", "offsets"}, 2},
      {"tl.load_tensor_descriptor", bi::tensorDescriptorAccess},
      {"tl.store_tensor_descriptor", bi::tensorDescriptorAccess},
      // Dot.
      {"tl.dot",
       bi::dot,
       {"input", "other", "acc", "input_precision", "allow_tf32",
        "max_num_imprecise_acc", "out_dtype"},
       2},
      // Reductions and scans.
      {"tl.sum", bi::sumMinMax, {"input", "axis", "keep_dims", "dtype"}, 1},
      {"tl.max", bi::sumMinMax, minMaxParams, 1},
      {"tl.min", bi::sumMinMax, minMaxParams, 1},
      {"tl.argmax",
       bi::argMinMax,
       {"input", "axis", "tie_break_left", "keep_dims"},
       2},
      {"tl.argmin",
       bi::argMinMax,
       {"input", "axis", "tie_break_left", "keep_dims"},
       2},
      {"tl.xor_sum", bi::xorSum},
      {"tl.reduce",
       bi::reduce,
       {"input", "axis", "combine_fn", "keep_dims"},
       3},
      {"tl.cumsum", bi::cumulative, {"input", "axis", "reverse", "dtype"}, 1},
      {"tl.cumprod", bi::cumulative, {"input", "axis", "reverse", "dtype"}, 1},
      {"tl.associative_scan",
       bi::associativeScan,
       {"input", "axis", "combine_fn", "reverse"},
       3},
      {"tl.histogram", bi::histogram},
      {"tl.sort", bi::sort, {"x", "dim", "descending"}, 1},
      {"tl.gather", bi::gather, {"src", "index", "axis"}, 3},
      // Elementwise math (also tl.math.<name>; some are libdevice's too).
      {"tl.where", bi::where, {"condition", "x", "y"}, 3},
      {"tl.maximum",
       bi::minimumMaximum,
       {"x", "y", "propagate_nan"},
       2,
       kInMath,
       "max"},
      {"tl.minimum",
       bi::minimumMaximum,
       {"x", "y", "propagate_nan"},
       2,
       kInMath,
       "min"},
      {"tl.clamp", bi::clamp, {"x", "min", "max", "propagate_nan"}, 3, kInMath},
      {"tl.exp", bi::exp, {"x"}, 1, kInMath, "exp"},
      {"tl.exp2", bi::exp2, {"x"}, 1, kInMath, "exp2"},
      {"tl.log", bi::log, {"x"}, 1, kInMath, "log"},
      {"tl.log2", bi::log2, {"x"}, 1, kInMath, "log2"},
      {"tl.sqrt", bi::sqrt, {"x"}, 1, kInMath, "sqrt"},
      {"tl.sqrt_rn", bi::sqrt, {"x"}, 1, kInMath, "sqrt_rn"},
      {"tl.rsqrt", bi::rsqrt, {"x"}, 1, kInMath, "rsqrt"},
      {"tl.sin", bi::sin, {"x"}, 1, kInMath, "sin"},
      {"tl.cos", bi::cos, {"x"}, 1, kInMath, "cos"},
      {"tl.abs", bi::abs, {"x"}, 1, kInMath, "abs"},
      {"tl.erf", bi::erf, {"x"}, 1, kInMath, "erf"},
      {"tl.floor", bi::floor, {"x"}, 1, kInMath, "floor"},
      {"tl.ceil", bi::ceil, {"x"}, 1, kInMath, "ceil"},
      {"tl.sigmoid", bi::sigmoid, {"x"}, 1, kInMath},
      {"tl.fma", bi::fma, {"x", "y", "z"}, 3, kInMath, "fma"},
      {"tl.fdiv", bi::fdiv, {"x", "y", "ieee_rounding"}, 2, kInMath},
      {"tl.div_rn", bi::fdiv, {"x", "y"}, 2, kInMath, "div_rn"},
      {"tl.cdiv", bi::cdiv, {"x", "div"}, 2, kInMath},
      {"tl.umulhi", bi::umulhi, {"x", "y"}, 2, kInMath, "umulhi"},
      // Random numbers.
      {"tl.randint", bi::random},
      {"tl.randint4x", bi::random},
      {"tl.rand", bi::random},
      {"tl.rand4x", bi::random},
      {"tl.randn", bi::random},
      {"tl.randn4x", bi::random},
      {"tl.philox", bi::philox},
      {"tl.philox_impl", bi::philox},
      {"tl.uint_to_uniform_float", bi::uintToUniformFloat},
      {"tl.pair_uniform_to_normal", bi::pairUniformToNormal},
      // Triton has these; tilec does not.
      {"tl.softmax", nullptr, {}, 0, kUnsupported},
      // triton's own functions (also tilec.<name>).
      {"triton.next_power_of_2", bi::nextPowerOf2},
      {"triton.jit", bi::tritonNotCallable},
      {"triton.autotune", bi::tritonNotCallable},
      {"triton.heuristics", bi::tritonNotCallable},
      {"triton.Config", bi::tritonNotCallable},
      // Python's math module, on constexpr numbers.
      {"math.log2", bi::pyMath},
      {"math.log", bi::pyMath},
      {"math.exp", bi::pyMath},
      {"math.sqrt", bi::pyMath},
      {"math.ceil", bi::pyMath},
      {"math.floor", bi::pyMath},
      {"math.log10", bi::pyMath},
      {"math.exp2", bi::pyMath},
      // Python's builtins.
      {"range", bi::pyRange},
      {"min", bi::pyMinMax},
      {"max", bi::pyMinMax},
      {"float", bi::pyFloat},
      {"int", bi::pyInt},
      {"bool", bi::pyBool},
      {"len", bi::pyLen},
      {"abs", bi::pyAbs},
      {"print", bi::devicePrint},
      {"isinstance", bi::pyIsinstance},
      {"tuple", bi::pyTuple},
      {"str", bi::pyUnsupported},
  };
  return table;
}

const BuiltinInfo *tilec::frontend::findBuiltin(StringRef qualifiedName) {
  static const llvm::StringMap<const BuiltinInfo *> byName = [] {
    llvm::StringMap<const BuiltinInfo *> m;
    for (const BuiltinInfo &b : builtinTable())
      m[b.name] = &b;
    return m;
  }();
  auto it = byName.find(qualifiedName);
  return it == byName.end() ? nullptr : it->second;
}

const BuiltinInfo *tilec::frontend::findLibdeviceAlias(StringRef fn) {
  static const llvm::StringMap<const BuiltinInfo *> byAlias = [] {
    llvm::StringMap<const BuiltinInfo *> m;
    for (const BuiltinInfo &b : builtinTable())
      if (!b.libdevice.empty())
        m[b.libdevice] = &b;
    return m;
  }();
  auto it = byAlias.find(fn);
  return it == byAlias.end() ? nullptr : it->second;
}

/// The row of `tl.<name>`, or null.
static const BuiltinInfo *findTL(StringRef name) {
  return findBuiltin(("tl." + name).str());
}

bool Emitter::isKnownTLName(StringRef name) const {
  return findTL(name) || dtypeByName(name).has_value();
}

//===----------------------------------------------------------------------===//
// Argument binding
//===----------------------------------------------------------------------===//

bool Binder::bind(CallArgs &args, ArrayRef<StringRef> names, size_t required) {
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
      emitError(l) << fn << "() missing required argument '" << names[k] << "'";
      return false;
    }
  }
  return true;
}

bool tilec::frontend::varShape(Emitter &em, CallArgs &args, size_t from,
                               StringRef fn, Location l,
                               SmallVectorImpl<int64_t> &out) {
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
// Calls
//===----------------------------------------------------------------------===//

Val Emitter::callBuiltin(StringRef full, CallArgs &args, Location l) {
  if (full.starts_with("host."))
    return callHost(full.drop_front(5), args, l);
  if (full.starts_with("libdevice."))
    return callLibdevice(full.drop_front(10), args, l);
  StringRef fn = full.contains('.') ? full.split('.').second : full;
  const BuiltinInfo *info = findBuiltin(full);
  if (!info) {
    if (full.starts_with("triton."))
      return fail(l, full.str() + " cannot be called in a kernel");
    if (full.starts_with("tl."))
      return fail(l, full.str() + " is not supported by tilec");
    return fail(l, fn.str() + "() is not supported in kernels");
  }
  if (info->flags & kUnsupported)
    return fail(l, full.str() + " is not supported by tilec");
  BuiltinCall c{*this, full, fn, args, Binder{*this, fn, l}, l};
  if (!info->params.empty() && !c.bd.bind(args, info->params, info->required))
    return Val::err();
  return info->handler(c);
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
      if (findBuiltin(("triton." + name).str()))
        return Val::named(Val::Builtin, "triton." + name.str());
      return fail(l, "module 'triton' has no attribute '" + name.str() +
                         "' usable in a kernel");
    }
    if (mod == "tilec") {
      if (name == "language")
        return Val::named(Val::Module, "tl");
      if (name == "cdiv")
        return Val::named(Val::Builtin, "tl.cdiv");
      if (findBuiltin(("triton." + name).str()))
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
      if (findTL(name))
        return Val::named(Val::Builtin, "tl." + name.str());
      return fail(l, "module 'triton.language' has no attribute '" +
                         name.str() + "'");
    }
    if (mod == "tl.math") {
      // Triton's tl.math, and (as older Triton) the libdevice functions.
      if (const BuiltinInfo *b = findTL(name); b && (b->flags & kInMath))
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
      if (findBuiltin(("math." + name).str()))
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
    if (name == "to")
      return method(obj, name);
    if (const BuiltinInfo *b = findTL(name); b && !(b->flags & kUnsupported))
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
