//===- ExternCalls.cpp - tl.extern_elementwise and tl.dtype(name) ---------===//
//
// `tl.extern_elementwise(lib_name, lib_path, args, arg_type_symbol_dict,
// is_pure)` (also `core.extern_elementwise`, in functions decorated with
// `@core.extern` as Triton's libdevice wrappers are) calls a device function
// elementwise. As in Triton, the arguments are broadcast to one shape and the
// tuple of their dtypes picks the (symbol, result dtype) entry of the dict;
// when no entry matches, the arguments are first brought to their common
// arithmetic type and looked up again.
//
// A symbol of the device math libraries tilec knows (`__nv_expf`,
// `__ocml_erfinv_f64`, ...) is that libdevice function: the same op as
// `libdevice.<name>(...)`, so it runs in the interpreter and compiles for
// every target (a `__nv_` symbol on AMD is ocml's function there). Any other
// symbol is `tile.extern_call` into the library at `lib_path` (relative paths
// are looked up from the working directory, then beside the file that makes
// the call), which lib/Target links into the kernel.
//
//===----------------------------------------------------------------------===//
#include "Builtins.h"

#include "mlir/IR/Verifier.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace tilec::frontend;
namespace bi = tilec::frontend::builtins;

std::string Emitter::currentDir() const {
  if (cur && !cur->dir.empty())
    return cur->dir;
  return llvm::sys::path::parent_path(fileName).str();
}

Val bi::dtypeOf(BuiltinCall &c) {
  if (!c.bd.has(0) || c.bd[0].kind != Val::Str)
    return c.em.fail(c.l, "tl.dtype() expects a dtype name such as 'fp32'");
  if (std::optional<DType> d = c.em.dtypeByName(c.bd[0].s))
    return Val::ofDType(*d);
  return c.em.fail(c.l, "tl.dtype(): unknown dtype name '" + c.bd[0].s + "'");
}

/// The libdevice function (tilec's name, for libdeviceBuiltin) that a device
/// library symbol is, for arguments of dtype `d`; empty when tilec does not
/// know the symbol.
static std::string knownLibraryFunction(StringRef symbol, DType d) {
  auto known = [](StringRef name) {
    return libdeviceBuiltin(name) ? name.str() : std::string();
  };
  if (symbol.consume_front("__nv_")) {
    // libdevice: f32 functions end in 'f' (`__nv_expf`, `__nv_fast_expf`),
    // f64 ones have no suffix or 'd' for predicates (`__nv_isnand`), 64-bit
    // integer ones 'll' (`__nv_popcll`).
    std::string exact = known(symbol);
    if (d.isFloat() && d.bits() == 32 && symbol.ends_with("f"))
      if (std::string base = known(symbol.drop_back()); !base.empty())
        return base;
    if (!exact.empty())
      return exact;
    if (symbol.ends_with("d"))
      return known(symbol.drop_back());
    if (symbol.ends_with("ll"))
      return known(symbol.drop_back(2));
    return std::string();
  }
  if (symbol.consume_front("__ocml_")) {
    for (StringRef suffix : {"_f16", "_f32", "_f64"})
      if (symbol.consume_back(suffix))
        return known(symbol);
    return std::string();
  }
  return std::string();
}

/// `path` as the library file to link: absolute as given, relative from the
/// working directory, then from `dir`.
static std::optional<std::string> resolveLibrary(StringRef path,
                                                 StringRef dir) {
  llvm::SmallString<256> abs(path);
  if (llvm::sys::path::is_absolute(abs))
    return llvm::sys::fs::is_regular_file(abs)
               ? std::optional<std::string>(std::string(abs))
               : std::nullopt;
  if (!llvm::sys::fs::make_absolute(abs) &&
      llvm::sys::fs::is_regular_file(abs)) {
    llvm::sys::path::remove_dots(abs, /*remove_dot_dot=*/true);
    return std::string(abs);
  }
  if (!dir.empty()) {
    llvm::SmallString<256> beside(dir);
    llvm::sys::path::append(beside, path);
    if (!llvm::sys::fs::make_absolute(beside) &&
        llvm::sys::fs::is_regular_file(beside)) {
      llvm::sys::path::remove_dots(beside, /*remove_dot_dot=*/true);
      return std::string(beside);
    }
  }
  return std::nullopt;
}

/// The (symbol, result dtype) of the dict entry whose key is the tuple of
/// `types`; false when there is none. Malformed entries are errors.
static bool lookupEntry(Emitter &em, const Val &dict, ArrayRef<DType> types,
                        Location l, std::string &symbol, DType &result,
                        bool &bad) {
  for (size_t k = 0; k + 1 < dict.elts.size(); k += 2) {
    const Val &key = dict.elts[k], &value = dict.elts[k + 1];
    std::vector<Val> keyTypes =
        key.kind == Val::Tuple ? key.elts : std::vector<Val>{key};
    bool ok = value.kind == Val::Tuple && value.elts.size() == 2 &&
              value.elts[0].kind == Val::Str &&
              value.elts[1].kind == Val::DTypeV;
    for (const Val &t : keyTypes)
      ok &= t.kind == Val::DTypeV;
    if (!ok) {
      em.fail(l, "extern_elementwise: arg_type_symbol_dict maps tuples of "
                 "dtypes to (symbol, dtype) pairs; entry " +
                     std::to_string(k / 2) + " is not one");
      bad = true;
      return false;
    }
    if (keyTypes.size() != types.size())
      continue;
    bool match = true;
    for (size_t i = 0; i < types.size(); ++i)
      match &= keyTypes[i].dt == types[i];
    if (match) {
      symbol = value.elts[0].s;
      result = value.elts[1].dt;
      return true;
    }
  }
  return false;
}

static std::string typesStr(ArrayRef<DType> types) {
  std::string s = "(";
  for (size_t i = 0; i < types.size(); ++i)
    s += (i ? ", " : "") + types[i].str();
  return s + (types.size() == 1 ? ",)" : ")");
}

static std::string keysStr(const Val &dict) {
  std::string s;
  for (size_t k = 0; k + 1 < dict.elts.size(); k += 2) {
    const Val &key = dict.elts[k];
    std::vector<DType> types;
    for (const Val &t :
         key.kind == Val::Tuple ? key.elts : std::vector<Val>{key})
      types.push_back(t.dt);
    s += (s.empty() ? "" : ", ") + typesStr(types);
  }
  return s.empty() ? "none" : s;
}

Val bi::externElementwise(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  const char *fn = "extern_elementwise";
  if (c.bd[0].kind != Val::Str || c.bd[1].kind != Val::Str)
    return em.fail(l, std::string(fn) + ": lib_name and lib_path must be "
                                        "strings known at compile time");
  if (c.bd[2].kind != Val::Tuple || c.bd[2].elts.empty())
    return em.fail(l, std::string(fn) +
                          ": args must be a non-empty list of arguments");
  const Val &dict = c.bd[3];
  if (dict.kind != Val::Object || dict.s != "dict")
    return em.fail(l, std::string(fn) +
                          ": arg_type_symbol_dict must be a "
                          "dict, got " +
                          em.typeStr(dict));
  std::optional<bool> pure = em.truthiness(c.bd[4], l);
  if (!pure)
    return Val::err();

  // The arguments as tensors of one shape.
  std::vector<Val> args;
  for (const Val &a : c.bd[2].elts) {
    Val t = em.toTensor(a, l);
    if (!t)
      return t;
    if (t.dt.isPtr())
      return em.fail(l, std::string(fn) +
                            ": pointer arguments are not "
                            "supported, got " +
                            em.typeStr(t));
    args.push_back(t);
  }
  Val shaped = args[0];
  for (Val &a : args)
    if (!em.broadcastPair(a, shaped, l))
      return Val::err();
  for (Val &a : args) {
    a = em.broadcastTo(a, shaped.shape, l);
    if (!a)
      return a;
  }

  std::vector<DType> types;
  for (const Val &a : args)
    types.push_back(a.dt);
  std::string symbol;
  DType result;
  bool bad = false;
  bool found = lookupEntry(em, dict, types, l, symbol, result, bad);
  if (bad)
    return Val::err();
  if (!found && args.size() > 1) {
    // As Triton: the arguments in their common arithmetic type.
    std::vector<Val> promoted = args;
    for (size_t i = 1; i < promoted.size(); ++i) {
      DType common;
      if (!em.prepareArith(promoted[0], promoted[i], /*divOrMod=*/false, l,
                           common))
        return Val::err();
    }
    for (Val &a : promoted) {
      a = em.cast(a, promoted[0].dt, l);
      if (!a)
        return a;
    }
    std::vector<DType> common(promoted.size(), promoted[0].dt);
    found = lookupEntry(em, dict, common, l, symbol, result, bad);
    if (bad)
      return Val::err();
    if (found) {
      args = std::move(promoted);
      types = std::move(common);
    }
  }
  if (!found)
    return em.fail(l, std::string(fn) +
                          ": no entry of arg_type_symbol_dict "
                          "for argument types " +
                          typesStr(types) + " (it has " + keysStr(dict) + ")");

  // A device math library function tilec knows.
  if (std::string name = knownLibraryFunction(symbol, types[0]);
      !name.empty()) {
    CallArgs call;
    call.pos = args;
    Val r = em.callBuiltin(*libdeviceBuiltin(name), call, l);
    if (!r)
      return r;
    if (!r.isTensor() || r.dt != result)
      return em.fail(l, std::string(fn) + ": '" + symbol +
                            "' is tilec's libdevice." + name +
                            ", which gives " + em.typeStr(r) + " for " +
                            typesStr(types) + ", not " + result.str() +
                            " as arg_type_symbol_dict says");
    return r;
  }

  // A function of the user's library.
  const std::string &libName = c.bd[0].s, &libPath = c.bd[1].s;
  if (libPath.empty())
    return em.fail(l, std::string(fn) + ": '" + symbol +
                          "' is not a device-library function tilec knows, "
                          "and lib_path is empty (name the bitcode, LLVM IR "
                          "or HIP source file that defines it)");
  std::string dir = em.currentDir();
  std::optional<std::string> path = resolveLibrary(libPath, dir);
  if (!path)
    return em.fail(l, std::string(fn) + ": library '" + libName +
                          "' not found at '" + libPath +
                          "' (looked in the working directory and " +
                          (dir.empty() ? std::string(".") : dir) + ")");
  SmallVector<Value> operands;
  for (const Val &a : args)
    operands.push_back(a.v);
  Value r =
      tile::ExternCallOp::create(em.b, l, em.mlirType(result, shaped.shape),
                                 symbol, *path, libName, *pure, operands);
  return Val::ofTensor(r, result, shaped.shape);
}

/// tl.inline_asm_elementwise(asm, constraints, args, dtype, is_pure, pack):
/// the arguments broadcast to one shape, one result per dtype (a tuple of
/// them when dtype is a sequence), as Triton.
Val bi::inlineAsmElementwise(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  const char *fn = "inline_asm_elementwise";
  if (c.bd[0].kind != Val::Str || c.bd[1].kind != Val::Str)
    return em.fail(l, std::string(fn) + ": asm and constraints must be "
                                        "strings known at compile time");
  const Val &argList = c.bd[2];
  if (argList.kind != Val::Tuple)
    return em.fail(l, std::string(fn) +
                          ": args must be a list of "
                          "arguments, got " +
                          em.typeStr(argList));
  std::optional<bool> pure = em.truthiness(c.bd[4], l);
  if (!pure)
    return Val::err();
  std::optional<int64_t> pack = em.constInt(c.bd[5]);
  if (!pack || c.bd[5].kind == Val::Bool)
    return em.fail(l, std::string(fn) +
                          ": pack must be a constexpr int, "
                          "got " +
                          em.typeStr(c.bd[5]));
  const Val &dtypes = c.bd[3];
  bool many = dtypes.kind == Val::Tuple;
  std::vector<DType> results;
  for (const Val &d : many ? dtypes.elts : std::vector<Val>{dtypes}) {
    if (d.kind != Val::DTypeV || d.dt.isPtr() || d.dt.isBool())
      return em.fail(l, std::string(fn) +
                            ": dtype must be an integer or "
                            "floating-point dtype (or a "
                            "sequence of them), got " +
                            em.typeStr(d));
    results.push_back(d.dt);
  }
  if (results.empty())
    return em.fail(l, std::string(fn) + ": dtype lists no result type");

  // The arguments as tensors of one shape.
  std::vector<Val> args;
  for (const Val &a : argList.elts) {
    Val t = em.toTensor(a, l);
    if (!t)
      return t;
    if (t.dt.isPtr() || t.dt.isBool())
      return em.fail(l, std::string(fn) +
                            ": arguments must be integers or "
                            "floats, got " +
                            em.typeStr(t));
    args.push_back(t);
  }
  SmallVector<int64_t> shape;
  if (!args.empty()) {
    Val shaped = args[0];
    for (Val &a : args)
      if (!em.broadcastPair(a, shaped, l))
        return Val::err();
    shape.assign(shaped.shape.begin(), shaped.shape.end());
    for (Val &a : args) {
      a = em.broadcastTo(a, shape, l);
      if (!a)
        return a;
    }
  }
  SmallVector<Value> operands;
  for (const Val &a : args)
    operands.push_back(a.v);
  SmallVector<Type> types;
  for (const DType &d : results)
    types.push_back(em.mlirType(d, shape));
  if (*pack < 1 || *pack > 16 || (*pack & (*pack - 1)))
    return em.fail(l, std::string(fn) +
                          ": pack must be 1, 2, 4, 8 or 16, "
                          "got " +
                          std::to_string(*pack));
  auto op = tile::InlineAsmOp::create(em.b, l, types, c.bd[0].s, c.bd[1].s,
                                      *pure, uint32_t(*pack), operands);
  if (failed(mlir::verify(op)))
    return Val::err();
  std::vector<Val> out;
  for (size_t k = 0; k < results.size(); ++k)
    out.push_back(Val::ofTensor(op.getResult(k), results[k], shape));
  return many ? Val::ofTuple(std::move(out)) : out[0];
}
