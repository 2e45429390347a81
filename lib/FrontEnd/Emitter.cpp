//===- Emitter.cpp - the kernel entry: signature, module, tile IR --------===//
//
// A kernel's source file parsed, its module level evaluated, its signature
// bound to the requested argument types and constexprs, and its body emitted
// (Expressions.cpp, Statements.cpp) into a verified tile-IR module.
//
//===----------------------------------------------------------------------===//
#include "Emitter.h"
#include "Parser.h"
#include "Signature.h"

#include "mlir/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <functional>

using namespace mlir;
using namespace tilec;
using namespace tilec::frontend;

//===----------------------------------------------------------------------===//
// Module level: imports, global constexprs, jit functions
//===----------------------------------------------------------------------===//

Val Emitter::evalGlobalExpr(const Expr *e, SourceModule *mod) {
  ModuleScope scope(*this, mod);
  Frame *saved = frame;
  frame = nullptr;
  Val v = emitExpr(e);
  frame = saved;
  return v;
}

Val Emitter::parseConstexprText(StringRef text, Location l, StringRef name) {
  StringRef t = text.trim();
  if (t == "True" || t == "true")
    return Val::ofBool(true);
  if (t == "False" || t == "false")
    return Val::ofBool(false);
  if (t == "None")
    return Val::none();
  if (t.size() >= 2 && (t.front() == '"' || t.front() == '\'') &&
      t.back() == t.front())
    return Val::ofStr(t.drop_front().drop_back().str());
  {
    StringRef digits = t;
    bool neg = digits.consume_front("-");
    std::string clean;
    for (char c : digits)
      if (c != '_')
        clean.push_back(c);
    uint64_t u;
    if (!clean.empty() && !StringRef(clean).getAsInteger(0, u) &&
        u <= static_cast<uint64_t>(INT64_MAX))
      return Val::ofInt(neg ? -static_cast<int64_t>(u)
                            : static_cast<int64_t>(u));
  }
  {
    std::string s = t.str();
    char *end = nullptr;
    double d = std::strtod(s.c_str(), &end);
    if (!s.empty() && end == s.c_str() + s.size())
      return Val::ofFloat(d);
  }
  StringRef dt = t;
  if (!dt.consume_front("triton.language.") &&
      !dt.consume_front("tilec.language."))
    dt.consume_front("tl.");
  if (auto d = dtypeByName(dt))
    return Val::ofDType(*d);
  return fail(l, "invalid value '" + text.str() + "' for constexpr '" +
                     name.str() +
                     "' (expected a Python literal or a dtype such as "
                     "tl.float16)");
}

LogicalResult Emitter::parseSignature(const Stmt *fn, const KernelSpec &spec,
                                      SmallVectorImpl<Val> &paramVals,
                                      SmallVectorImpl<Type> &types,
                                      SmallVectorImpl<int> &argIndex,
                                      SmallVectorImpl<int> &divisibility) {
  Location fl = loc(fn->line, fn->col);
  SmallVector<StringRef> entries = splitSignature(spec.signature);
  size_t next = 0;
  llvm::StringMap<StringRef> given;
  for (auto &[name, value] : spec.constexprs) {
    bool found = false;
    for (const Param &p : fn->params)
      found |= p.name == name;
    if (!found)
      return emitError(fl) << "--constexpr " << name << ": kernel '" << fn->name
                           << "' has no parameter named '" << name << "'";
    given[name] = value;
  }
  for (const Param &p : fn->params) {
    Location pl = loc(p.line, p.col);
    if (p.isVariadic)
      return emitError(pl) << "variadic kernel parameters are not supported";
    if (isConstexprAnnotation(p.annotation)) {
      auto it = given.find(p.name);
      Val v;
      if (it != given.end()) {
        v = parseConstexprText(it->second, pl, p.name);
      } else if (p.defaultValue) {
        v = evalGlobalExpr(p.defaultValue, cur);
      } else {
        return emitError(pl)
               << "constexpr parameter '" << p.name
               << "' has no value: pass --constexpr " << p.name << "=VALUE";
      }
      if (!v)
        return failure();
      if (v.isTensor())
        return emitError(pl)
               << "default of constexpr '" << p.name << "' is not a constexpr";
      paramVals.push_back(v);
      argIndex.push_back(-1);
      continue;
    }
    if (given.count(p.name))
      return emitError(pl) << "parameter '" << p.name
                           << "' is not a constexpr (annotate it with "
                              "tl.constexpr) but a value was given for it";
    if (next >= entries.size())
      return emitError(pl) << "signature has " << entries.size()
                           << " entries but parameter '" << p.name
                           << "' needs one (one entry per non-constexpr "
                              "parameter)";
    StringRef entry = entries[next++].trim();
    if (isDescriptorEntry(entry)) {
      argIndex.push_back(types.size());
      Val desc = descriptorParam(entry, p, types, divisibility);
      if (!desc)
        return failure();
      paramVals.push_back(desc);
      continue;
    }
    StringRef tyText = entry, hints;
    std::tie(tyText, hints) = entry.split(':');
    tyText = tyText.trim();
    bool isPtr = tyText.consume_front("*");
    auto d = dtypeByName(tyText.trim());
    if (!d)
      return emitError(pl) << "unknown type '" << tyText
                           << "' in signature entry '" << entry
                           << "' for parameter '" << p.name
                           << "' (expected e.g. *fp16, i32, fp32, u64)";
    // Hints, each after a ':': "16" (a multiple of 16), "1" (an integer
    // equal to 1), "2g" (a pointer to the start of an allocation under
    // 2 GiB), at most one of each.
    int div = 0;
    bool equalOne = false, within2GiB = false;
    while (!hints.empty()) {
      StringRef hint;
      std::tie(hint, hints) = hints.split(':');
      hint = hint.trim();
      bool repeated = false;
      if (hint == "16" && (isPtr || d->isInt())) {
        repeated = div != 0 || equalOne;
        div = 16;
      } else if (hint == "1" && !isPtr && d->isInt()) {
        repeated = div != 0 || equalOne;
        equalOne = true;
      } else if (hint == "2g" && isPtr) {
        repeated = within2GiB;
        within2GiB = true;
      } else if (hint == "16") {
        return emitError(pl) << "divisibility hint on non-integer parameter '"
                             << p.name << "'";
      } else {
        return emitError(pl)
               << "unsupported hint ':" << hint << "' in signature entry '"
               << entry << "' (use :16, :1 on integers, :2g on pointers)";
      }
      if (repeated)
        return emitError(pl) << "conflicting or repeated hint ':" << hint
                             << "' in signature entry '" << entry << "'";
    }
    DType ty = isPtr ? DType{Sc::Ptr, d->sc} : *d;
    argIndex.push_back(types.size());
    types.push_back(mlirType(ty));
    divisibility.push_back(div);
    if (within2GiB)
      within2GiBArgs.push_back(types.size() - 1);
    if (equalOne) {
      paramVals.push_back(Val::ofInt(1));
    } else {
      Val v = Val::ofTensor(Value(), ty);
      paramVals.push_back(v);
    }
  }
  if (next != entries.size())
    return emitError(fl) << "signature has " << entries.size()
                         << " entries but kernel '" << fn->name << "' has "
                         << next << " non-constexpr parameters";
  return success();
}

Val Emitter::descriptorParam(StringRef entry, const Param &p,
                             SmallVectorImpl<Type> &types,
                             SmallVectorImpl<int> &divisibility) {
  Location pl = loc(p.line, p.col);
  DescriptorEntry d;
  std::string error;
  if (!parseDescriptorEntry(entry, d, error))
    return fail(pl, error + " for parameter '" + p.name + "'");
  std::optional<DType> elem = dtypeByName(d.element);
  if (!elem || elem->isBool())
    return fail(pl, "tensor descriptor '" + entry.str() + "' for parameter '" +
                        p.name + "': " +
                        (elem ? "bool elements are not supported"
                              : "unknown element type '" + d.element + "'"));
  if (!checkShape(d.block, pl))
    return Val::err();
  // The kernel arguments, in order (Signature.h), and the descriptor made of
  // them; emitKernel binds its tensor leaves to the entry block's arguments.
  std::vector<DescriptorPart> parts = descriptorParts(d, elem->bits() / 8);
  if (d.nanPadding && !elem->isFloat())
    return fail(pl, "tensor descriptor '" + entry.str() + "' for parameter '" +
                        p.name +
                        "': NaN padding needs floating-point elements");
  Val base;
  std::vector<Val> shape, strides;
  hostDescriptorBases.push_back(types.size()); // parts[0] is the base
  for (const DescriptorPart &part : parts) {
    DType ty = part.type == "i32"   ? DType{Sc::I32}
               : part.type == "i64" ? DType{Sc::I64}
                                    : DType{Sc::Ptr, elem->sc};
    types.push_back(mlirType(ty));
    divisibility.push_back(part.divisibility > 1 ? part.divisibility : 0);
    Val leaf = Val::ofTensor(Value(), ty);
    if (ty.isPtr())
      base = leaf;
    else if (ty.sc == Sc::I32)
      shape.push_back(leaf);
    else
      strides.push_back(leaf);
  }
  strides.push_back(Val::ofInt(1)); // the last dimension is contiguous
  std::vector<Val> block;
  for (int64_t b : d.block)
    block.push_back(Val::ofInt(b));
  Val desc = Val::named(Val::Object, "tensor_descriptor");
  desc.keys = {"base", "shape", "strides", "block_shape", "padding_option"};
  desc.elts = {base, Val::ofTuple(shape), Val::ofTuple(strides),
               Val::ofTuple(block), Val::ofStr(d.nanPadding ? "nan" : "zero")};
  return desc;
}

Emitter::Emitter(MLIRContext *ctx, llvm::SourceMgr &sourceMgr)
    : ctx(ctx), sourceMgr(sourceMgr), b(ctx) {
  scratch = ModuleOp::create(UnknownLoc::get(ctx));
}

Emitter::~Emitter() = default;

FailureOr<OwningOpRef<ModuleOp>> Emitter::emitKernel(const KernelSpec &spec) {
  // The kernel's own file: read errors are the user's errors, reported as
  // they are; files it imports are read only as far as the kernel needs.
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  modules.push_back(std::make_unique<SourceModule>());
  SourceModule *main = modules.back().get();
  main->path = buffer->getBufferIdentifier().str();
  main->dir = llvm::sys::path::parent_path(main->path).str();
  main->name = llvm::sys::path::stem(main->path).str();
  {
    SmallString<256> real;
    if (!llvm::sys::fs::real_path(main->path, real))
      modulesByPath[real] = main;
  }
  fileName = main->path;
  StringRef text = buffer->getBuffer();
  if (failed(checkSourceText(ctx, fileName, text)) ||
      failed(parseModule(text, fileName, ctx, main->ast)))
    return failure();
  if (failed(collectGlobals(main)))
    return failure();
  ModuleScope scope(*this, main);
  auto it = main->globals.find(spec.kernelName);
  if (it == main->globals.end() || it->second.val.kind != Val::Func ||
      it->second.val.mod != main)
    return emitError(loc(1, 1))
           << "no function named '" << spec.kernelName << "' in " << fileName;
  const Stmt *fn = it->second.val.fn;
  Location fl = loc(fn->line, fn->col);
  if (!isJitFunction(fn))
    return emitError(loc(fn->decorators.front()))
           << "kernel '" << fn->name
           << "' is not a @triton.jit function (unsupported decorator)";
  SmallVector<Val> paramVals;
  SmallVector<Type> types;
  SmallVector<int> argIndex, divisibility;
  if (failed(
          parseSignature(fn, spec, paramVals, types, argIndex, divisibility)))
    return failure();

  OwningOpRef<ModuleOp> module = ModuleOp::create(fl);
  b.setInsertionPointToEnd(module->getBody());
  auto func = func::FuncOp::create(b, fl, spec.kernelName,
                                   b.getFunctionType(types, {}));
  func->setAttr(tile::kKernelAttrName, b.getUnitAttr());
  Block *entry = func.addEntryBlock();
  for (size_t k = 0; k < divisibility.size(); ++k)
    if (divisibility[k])
      func.setArgAttr(k, tile::kDivisibilityAttrName,
                      b.getI32IntegerAttr(divisibility[k]));
  for (unsigned k : within2GiBArgs)
    func.setArgAttr(k, tile::kWithin2GiBAttrName, b.getUnitAttr());
  // Parameters specialized to 1 (`:1`): their values fold into the body.
  for (size_t k = 0; k < argIndex.size(); ++k)
    if (argIndex[k] >= 0 && paramVals[k].kind == Val::Int)
      func.setArgAttr(argIndex[k], tile::kEqualToOneAttrName, b.getUnitAttr());

  Frame top;
  top.fn = fn;
  for (size_t k = 0; k < fn->params.size(); ++k) {
    Val v = paramVals[k];
    if (argIndex[k] >= 0) {
      // A tensor, or the tensor leaves of a descriptor in argument order.
      unsigned next = argIndex[k];
      Location pl = loc(fn->params[k].line, fn->params[k].col);
      std::function<void(Val &)> bind = [&](Val &leaf) {
        if (leaf.isTensor()) {
          BlockArgument arg = entry->getArgument(next++);
          arg.setLoc(pl);
          leaf.v = arg;
        }
        for (Val &e : leaf.elts)
          bind(e);
      };
      bind(v);
    }
    top.vars[fn->params[k].name] = v;
  }
  frame = &top;
  b.setInsertionPointToEnd(entry);
  if (failed(emitBlock(fn->body)))
    return failure();
  frame = nullptr;
  if (top.retVal.kind != Val::None)
    return emitError(fl) << "kernel '" << fn->name
                         << "' must not return a value";
  func::ReturnOp::create(b, fl);
  if (failed(mlir::verify(*module))) {
    emitError(fl) << "internal error: the tile IR generated for '" << fn->name
                  << "' does not verify (front-end bug)";
    return failure();
  }
  return module;
}

FailureOr<OwningOpRef<ModuleOp>>
tilec::buildTileModule(MLIRContext &context, llvm::SourceMgr &sourceMgr,
                       const KernelSpec &spec) {
  context.loadDialect<tile::TileDialect, arith::ArithDialect, math::MathDialect,
                      scf::SCFDialect, func::FuncDialect>();
  Emitter emitter(&context, sourceMgr);
  return emitter.emitKernel(spec);
}
