//===- Modules.cpp - module-level Python: imports, globals, user modules --===//
//
// The front end runs no Python, but a kernel file's module level is ordinary
// Python that Triton's users write freely: imports under try/except,
// constants computed from other constants, jit functions defined under an
// `if`, helpers imported from files beside the kernel. Each statement is
// evaluated here, in order, as far as the front end can (constexpr
// arithmetic, the triton modules, torch.finfo, ...); a name whose value it
// cannot compute is remembered with the reason, and only a kernel that uses
// it gets an error, at the use. A module-level `if` whose condition cannot be
// evaluated binds the names both branches bind alike; a `try` whose body may
// fail binds the names the body and the handlers bind alike.
//
// Imports of modules tilec does not know (`import torch.nn`, `from .utils
// import helper`, `import pkg.ops.ext as ext`) are looked up as files: beside
// the importing file, and under the directory its package lives in (the
// parent of the ancestor directory named like the import's first component,
// or of the topmost directory with an __init__.py).
//
//===----------------------------------------------------------------------===//
#include "Emitter.h"
#include "Parser.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace tilec;
using namespace tilec::frontend;

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

Emitter::ModuleScope::ModuleScope(Emitter &em, SourceModule *mod)
    : em(em), saved(em.cur), savedFile(em.fileName) {
  em.cur = mod;
  em.fileName = mod->path.empty() ? StringRef(mod->dir) : StringRef(mod->path);
}

Emitter::ModuleScope::~ModuleScope() {
  em.cur = saved;
  em.fileName = savedFile;
}

/// The module value the kernel sees for an import of a module tilec knows.
static std::optional<std::string> knownModule(StringRef path) {
  return llvm::StringSwitch<std::optional<std::string>>(path)
      .Case("triton", std::string("triton"))
      .Case("triton.language", std::string("tl"))
      .Case("triton.language.core", std::string("tl"))
      .Case("triton.language.math", std::string("tl.math"))
      .Case("triton.language.extra", std::string("tl.extra"))
      .Case("triton.language.extra.cuda", std::string("tl.extra.cuda"))
      .Case("triton.language.extra.hip", std::string("tl.extra.hip"))
      .Cases({"triton.language.extra.libdevice",
              "triton.language.extra.cuda.libdevice",
              "triton.language.extra.hip.libdevice"},
             std::string("libdevice"))
      .Case("math", std::string("math"))
      .Case("torch", std::string("torch"))
      .Case("packaging", std::string("packaging"))
      .Case("packaging.version", std::string("packaging.version"))
      .Case("tilec", std::string("tilec"))
      // tilec's Python package mirrors triton.language (python/tilec).
      .Case("tilec.language", std::string("tl"))
      .Case("tilec.language.core", std::string("tl"))
      .Case("tilec.language.math", std::string("tl.math"))
      .Default(std::nullopt);
}

/// Modules whose contents tilec knows completely: a name it does not know
/// there is an error at the use, not a lookup on disk.
static bool isTritonModule(StringRef path) {
  return path == "triton" || path.starts_with("triton.") || path == "tilec" ||
         path.starts_with("tilec.");
}

//===----------------------------------------------------------------------===//
// Files
//===----------------------------------------------------------------------===//

/// Source text must be UTF-8 without NUL bytes (the lexer uses NUL as its end
/// marker; Python rejects both too).
LogicalResult frontend::checkSourceText(MLIRContext *ctx, StringRef fileName,
                                        StringRef text) {
  unsigned line = 1, col = 1;
  for (size_t i = 0; i < text.size();) {
    unsigned char c = text[i];
    auto bad = [&](StringRef what) {
      emitError(FileLineColLoc::get(ctx, fileName, line, col))
          << what << " at byte offset " << i << " (source must be UTF-8 text)";
      return failure();
    };
    if (c == 0)
      return bad("NUL byte");
    size_t len = c < 0x80           ? 1
                 : (c >> 5) == 0x6  ? 2
                 : (c >> 4) == 0xE  ? 3
                 : (c >> 3) == 0x1E ? 4
                                    : 0;
    if (len == 0 || i + len > text.size())
      return bad("invalid UTF-8 byte 0x" + llvm::utohexstr(c));
    for (size_t k = 1; k < len; ++k)
      if ((static_cast<unsigned char>(text[i + k]) >> 6) != 0x2)
        return bad("invalid UTF-8 sequence");
    if (c == '\n') {
      ++line;
      col = 1;
    } else {
      ++col;
    }
    i += len;
  }
  return success();
}

namespace {
/// Swallows the diagnostics of a tentative evaluation, keeping the first
/// error's message (with its file:line:col if asked) as the reason.
struct ErrorCapture {
  std::string first;
  ScopedDiagnosticHandler handler;
  explicit ErrorCapture(MLIRContext *ctx, bool withLocation = false)
      : handler(ctx, [this, withLocation](Diagnostic &d) {
          if (!first.empty() || d.getSeverity() != DiagnosticSeverity::Error)
            return success();
          llvm::raw_string_ostream os(first);
          if (auto fl = dyn_cast<FileLineColLoc>(d.getLocation());
              fl && withLocation)
            os << fl.getFilename().getValue() << ":" << fl.getLine() << ":"
               << fl.getColumn() << ": ";
          os << d.str();
          return success();
        }) {}
};
} // namespace

SourceModule *Emitter::loadModule(StringRef file, StringRef dotted,
                                  bool isPackageDir, std::string &why) {
  SmallString<256> real;
  if (fs::real_path(file, real))
    real = file;
  auto it = modulesByPath.find(real);
  if (it != modulesByPath.end())
    return it->second;
  modules.push_back(std::make_unique<SourceModule>());
  SourceModule *mod = modules.back().get();
  modulesByPath[real] = mod;
  mod->name = dotted.str();
  if (isPackageDir) {
    // A package directory without __init__.py: only submodules.
    mod->dir = file.str();
    mod->isPackage = true;
    mod->state = SourceModule::State::Done;
    return mod;
  }
  mod->path = file.str();
  mod->dir = path::parent_path(file).str();
  mod->isPackage = path::filename(file) == "__init__.py";
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(file, /*IsText=*/true);
  if (!buffer) {
    mod->state = SourceModule::State::Failed;
    mod->failure =
        "cannot read " + file.str() + ": " + buffer.getError().message();
    why = mod->failure;
    return mod;
  }
  StringRef text = (*buffer)->getBuffer();
  // The source manager owns the text, so diagnostics in the file show its
  // lines.
  sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
  {
    ErrorCapture capture(ctx, /*withLocation=*/true);
    if (failed(checkSourceText(ctx, mod->path, text)) ||
        failed(parseModule(text, mod->path, ctx, mod->ast))) {
      mod->state = SourceModule::State::Failed;
      mod->failure = capture.first.empty() ? "syntax error in " + mod->path
                                           : capture.first;
    }
  }
  if (mod->state == SourceModule::State::Failed)
    why = mod->failure;
  return mod;
}

/// The module file or package directory for `comps` under `root`, if any:
/// (path, is a package directory without __init__.py).
static std::optional<std::pair<std::string, bool>>
resolveUnder(StringRef root, ArrayRef<StringRef> comps) {
  SmallString<256> p(root);
  for (size_t k = 0; k + 1 < comps.size(); ++k) {
    path::append(p, comps[k]);
    if (!fs::is_directory(p))
      return std::nullopt;
  }
  if (comps.empty() || comps.back().empty()) {
    SmallString<256> init(p);
    path::append(init, "__init__.py");
    if (fs::is_regular_file(init))
      return std::make_pair(init.str().str(), false);
    if (fs::is_directory(p))
      return std::make_pair(p.str().str(), true);
    return std::nullopt;
  }
  SmallString<256> file(p);
  path::append(file, comps.back() + ".py");
  if (fs::is_regular_file(file))
    return std::make_pair(file.str().str(), false);
  path::append(p, comps.back());
  SmallString<256> init(p);
  path::append(init, "__init__.py");
  if (fs::is_regular_file(init))
    return std::make_pair(init.str().str(), false);
  if (fs::is_directory(p))
    return std::make_pair(p.str().str(), true);
  return std::nullopt;
}

SourceModule *Emitter::findModule(StringRef dotted, SourceModule *from,
                                  std::string &why) {
  SmallVector<StringRef> comps;
  SmallVector<std::string> roots;
  std::string absName;
  if (dotted.starts_with(".")) {
    // Relative: one dot is the importing file's package (its directory).
    size_t dots = 0;
    while (dots < dotted.size() && dotted[dots] == '.')
      ++dots;
    SmallString<256> base(from->dir);
    for (size_t k = 1; k < dots; ++k)
      path::remove_filename(base);
    StringRef rest = dotted.drop_front(dots);
    if (!rest.empty())
      rest.split(comps, '.');
    roots.push_back(base.str().str());
    absName = rest.str();
  } else {
    dotted.split(comps, '.');
    absName = dotted.str();
    roots.push_back(from->dir);
    // The directory a package named like the first component lives in.
    SmallString<256> dir(from->dir);
    std::string topPackageRoot;
    while (!dir.empty()) {
      StringRef name = path::filename(dir);
      SmallString<256> parent = path::parent_path(dir);
      if (name == comps[0] && !parent.empty())
        roots.push_back(parent.str().str());
      SmallString<256> init(dir);
      path::append(init, "__init__.py");
      if (fs::is_regular_file(init))
        topPackageRoot = parent.str().str();
      if (parent == dir)
        break;
      dir = parent;
    }
    if (!topPackageRoot.empty())
      roots.push_back(topPackageRoot);
  }
  if (comps.empty())
    comps.push_back("");
  for (const std::string &root : roots) {
    auto found = resolveUnder(root.empty() ? "." : root, comps);
    if (!found)
      continue;
    SourceModule *mod = loadModule(found->first, absName, found->second, why);
    if (mod->state == SourceModule::State::Failed) {
      why = "module '" + dotted.str() + "' could not be read: " + mod->failure;
      return nullptr;
    }
    return mod;
  }
  why = "module '" + dotted.str() +
        "' is not one tilec knows and was not found beside " +
        (from->path.empty() ? from->dir : from->path) +
        " or under its package root";
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Evaluating module-level statements
//===----------------------------------------------------------------------===//

Val Emitter::evalTentative(const Expr *e, std::string &why) {
  ErrorCapture capture(ctx);
  std::string &first = capture.first;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(scratch->getBody());
  Frame *saved = frame;
  frame = nullptr;
  Val v = emitExpr(e);
  frame = saved;
  if (!v)
    why = first.empty() ? "it cannot be evaluated" : first;
  else if (v.isTensor())
    why = "it is a tensor computed at module level (globals a kernel uses "
          "must be constexprs)";
  return v.isTensor() ? Val::err() : v;
}

void Emitter::bindOpaque(SourceModule *mod, const std::string &name,
                         const Stmt *s, std::string why) {
  Global g;
  g.line = s->line;
  g.col = s->col;
  g.why = std::move(why);
  mod->globals[name] = std::move(g);
}

static void bindValue(SourceModule *mod, const std::string &name, const Stmt *s,
                      Val v) {
  Global g;
  g.val = std::move(v);
  g.line = s->line;
  g.col = s->col;
  mod->globals[name] = std::move(g);
}

static bool sameGlobal(const Global &a, const Global &c) {
  if (!a.val || !c.val)
    return !a.val && !c.val;
  if (a.val.kind != c.val.kind)
    return false;
  switch (a.val.kind) {
  case Val::Func:
    return a.val.fn == c.val.fn && a.val.mod == c.val.mod;
  case Val::Module:
    return a.val.s == c.val.s && a.val.mod == c.val.mod;
  case Val::Builtin:
  case Val::Str:
    return a.val.s == c.val.s;
  case Val::Int:
  case Val::Bool:
    return a.val.i == c.val.i;
  case Val::Float:
    return a.val.f == c.val.f || (std::isnan(a.val.f) && std::isnan(c.val.f));
  case Val::None:
    return true;
  case Val::DTypeV:
    return a.val.dt == c.val.dt && a.val.shape == c.val.shape;
  case Val::Tuple: {
    if (a.val.elts.size() != c.val.elts.size())
      return false;
    for (size_t k = 0; k < a.val.elts.size(); ++k) {
      Global x, y;
      x.val = a.val.elts[k];
      y.val = c.val.elts[k];
      if (!sameGlobal(x, y))
        return false;
    }
    return true;
  }
  default:
    return false;
  }
}

/// Names bound alike in both `a` and `c` keep their binding; the others
/// become unusable, with `why`.
static void mergeGlobals(llvm::StringMap<Global> &out,
                         const llvm::StringMap<Global> &a,
                         const llvm::StringMap<Global> &c,
                         const std::string &why, int line, int col) {
  llvm::StringMap<Global> merged;
  auto consider = [&](StringRef name) {
    if (merged.count(name))
      return;
    auto x = a.find(name), y = c.find(name);
    if (x != a.end() && y != c.end() && sameGlobal(x->second, y->second)) {
      merged[name] = x->second;
      return;
    }
    Global g;
    g.line = line;
    g.col = col;
    g.why = why;
    merged[name] = std::move(g);
  };
  for (auto &e : a)
    consider(e.getKey());
  for (auto &e : c)
    consider(e.getKey());
  out = std::move(merged);
}

static const Expr *decoratorBase(const Expr *d) {
  return d->kind == ExprKind::Call ? d->elts[0] : d;
}

bool Emitter::isJitFunction(const Stmt *fn) const {
  if (fn->decorators.empty())
    return true;
  for (const Expr *d : fn->decorators) {
    const Expr *base = decoratorBase(d);
    // @triton.jit, and @core.extern: a function around tl.extern_elementwise
    // (Triton's libdevice wrappers are written so), called like a jit helper.
    if ((base->kind == ExprKind::Name || base->kind == ExprKind::Attribute) &&
        (base->name == "jit" || base->name == "extern"))
      return true;
  }
  return false;
}

Emitter::Outcome Emitter::collectImport(SourceModule *mod, const Stmt *s) {
  Location l = loc(s->line, s->col);
  Outcome outcome = Outcome::Ok;
  if (s->kind == StmtKind::Import) {
    for (auto &[dotted, alias] : s->imports) {
      StringRef first = StringRef(dotted).split('.').first;
      std::string bind = alias.empty() ? first.str() : alias;
      StringRef target = alias.empty() ? first : StringRef(dotted);
      if (auto m = knownModule(target)) {
        bindValue(mod, bind, s, Val::named(Val::Module, *m));
        continue;
      }
      if (isTritonModule(target)) {
        bindOpaque(mod, bind, s,
                   "module '" + target.str() + "' is not supported by tilec");
        continue;
      }
      std::string why;
      SourceModule *found = findModule(dotted, mod, why);
      if (found && alias.empty() && first != dotted)
        found = findModule(first, mod, why);
      if (!found) {
        bindOpaque(mod, bind, s, why);
        outcome = Outcome::Unknown;
        continue;
      }
      Val v = Val::named(Val::Module, target.str());
      v.mod = found;
      bindValue(mod, bind, s, v);
    }
    return outcome;
  }

  // from MODULE import NAME [as ALIAS], ...
  StringRef from = s->fromModule;
  std::optional<std::string> known =
      from.starts_with(".") ? std::nullopt : knownModule(from);
  if (known || isTritonModule(from)) {
    for (auto &[name, alias] : s->imports) {
      std::string bind = alias.empty() ? name : alias;
      if (name == "*")
        continue;
      if (auto m = knownModule(from.str() + "." + name)) {
        bindValue(mod, bind, s, Val::named(Val::Module, *m));
        continue;
      }
      if (!known) {
        bindOpaque(mod, bind, s,
                   "'" + from.str() + "." + name +
                       "' is not supported by tilec");
        continue;
      }
      ErrorCapture capture(ctx);
      Val attr = getAttr(Val::named(Val::Module, *known), name, l);
      if (attr)
        bindValue(mod, bind, s, attr);
      else
        bindOpaque(mod, bind, s, capture.first);
    }
    return outcome;
  }

  std::string why;
  SourceModule *found = findModule(from, mod, why);
  for (auto &[name, alias] : s->imports) {
    std::string bind = alias.empty() ? name : alias;
    if (!found) {
      if (name != "*")
        bindOpaque(mod, bind, s, why);
      outcome = Outcome::Unknown;
      continue;
    }
    if (name == "*") {
      if (failed(collectGlobals(found)))
        return Outcome::Unknown;
      for (auto &e : found->globals)
        if (!e.getKey().starts_with("_"))
          mod->globals[e.getKey()] = e.second;
      continue;
    }
    Val attr;
    std::string first;
    {
      ErrorCapture capture(ctx);
      attr = moduleAttr(found, name, l);
      first = capture.first;
    }
    if (attr) {
      bindValue(mod, bind, s, attr);
    } else {
      bindOpaque(mod, bind, s, first);
      outcome = Outcome::Unknown;
    }
  }
  return outcome;
}

Emitter::Outcome Emitter::collectBlock(SourceModule *mod,
                                       const std::vector<Stmt *> &stmts) {
  Outcome outcome = Outcome::Ok;
  for (const Stmt *s : stmts) {
    Outcome o = collectStmt(mod, s);
    if (o == Outcome::Raised)
      return o;
    if (o == Outcome::Unknown)
      outcome = o;
  }
  return outcome;
}

Emitter::Outcome Emitter::collectStmt(SourceModule *mod, const Stmt *s) {
  switch (s->kind) {
  case StmtKind::FunctionDef: {
    Val v = Val::make(Val::Func);
    v.fn = s;
    v.s = s->name;
    v.mod = mod;
    bindValue(mod, s->name, s, v);
    return Outcome::Ok;
  }
  case StmtKind::Import:
  case StmtKind::ImportFrom:
    return collectImport(mod, s);
  case StmtKind::Assign:
  case StmtKind::AnnAssign:
  case StmtKind::AugAssign: {
    if (!s->value)
      return Outcome::Ok;
    std::string why;
    Val v;
    if (s->kind == StmtKind::AugAssign) {
      const Expr *t = s->targets[0];
      auto it = t->kind == ExprKind::Name ? mod->globals.find(t->name)
                                          : mod->globals.end();
      if (it == mod->globals.end() || !it->second.val) {
        why = it == mod->globals.end() ? "it is not defined before the "
                                         "augmented assignment"
                                       : it->second.why;
      } else {
        Val rhs = evalTentative(s->value, why);
        if (rhs) {
          ErrorCapture capture(ctx);
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPointToEnd(scratch->getBody());
          v = binary(s->augOp, it->second.val, rhs, loc(s->value));
          if (!v || v.isTensor()) {
            v = Val::err();
            why = capture.first.empty() ? "it cannot be evaluated"
                                        : capture.first;
          }
        }
      }
    } else {
      v = evalTentative(s->value, why);
    }
    for (const Expr *t : s->targets) {
      if (t->kind == ExprKind::Name) {
        if (v)
          bindValue(mod, t->name, s, v);
        else
          bindOpaque(mod, t->name, s, why);
        continue;
      }
      if (t->kind != ExprKind::Tuple && t->kind != ExprKind::List)
        continue; // obj.attr = ..., d[k] = ...: not tracked
      bool unpack =
          v && v.kind == Val::Tuple && v.elts.size() == t->elts.size();
      for (size_t k = 0; k < t->elts.size(); ++k) {
        const Expr *e = t->elts[k];
        if (e->kind != ExprKind::Name)
          continue;
        if (unpack)
          bindValue(mod, e->name, s, v.elts[k]);
        else
          bindOpaque(mod, e->name, s,
                     v ? "the value does not unpack into these names" : why);
      }
    }
    return v ? Outcome::Ok : Outcome::Unknown;
  }
  case StmtKind::If: {
    std::string why;
    Val cond = evalTentative(s->value, why);
    std::optional<bool> truth;
    if (cond) {
      ErrorCapture capture(ctx);
      truth = truthiness(cond, loc(s->value));
      if (!truth)
        why = capture.first;
    }
    if (truth)
      return collectBlock(mod, *truth ? s->body : s->orelse);
    // Either branch may run: keep what both bind alike.
    llvm::StringMap<Global> before = mod->globals;
    Outcome a = collectBlock(mod, s->body);
    llvm::StringMap<Global> thenGlobals = std::move(mod->globals);
    mod->globals = before;
    Outcome c = collectBlock(mod, s->orelse);
    llvm::StringMap<Global> elseGlobals = std::move(mod->globals);
    mergeGlobals(mod->globals, thenGlobals, elseGlobals,
                 "it depends on the condition of the module-level 'if' at "
                 "line " +
                     std::to_string(s->line) +
                     ", which tilec cannot evaluate (" + why + ")",
                 s->line, s->col);
    return a == Outcome::Ok && c == Outcome::Ok ? Outcome::Ok
                                                : Outcome::Unknown;
  }
  case StmtKind::Try: {
    llvm::StringMap<Global> before = mod->globals;
    Outcome body = collectBlock(mod, s->body);
    if (body == Outcome::Ok)
      body = collectBlock(mod, s->orelse);
    if (body != Outcome::Ok && !s->handlers.empty()) {
      // The body may fail (or does): its bindings hold only if every
      // handler binds alike.
      llvm::StringMap<Global> tried = std::move(mod->globals);
      bool mayHaveRun = body == Outcome::Unknown;
      llvm::StringMap<Global> result;
      bool firstHandler = true;
      for (const Stmt *h : s->handlers) {
        mod->globals = before;
        collectBlock(mod, h->body);
        if (firstHandler && !mayHaveRun) {
          result = std::move(mod->globals);
        } else {
          llvm::StringMap<Global> &other = firstHandler ? tried : result;
          llvm::StringMap<Global> merged;
          mergeGlobals(merged, other, mod->globals,
                       "it depends on whether the module-level 'try' at "
                       "line " +
                           std::to_string(s->line) + " succeeds",
                       s->line, s->col);
          result = std::move(merged);
        }
        firstHandler = false;
      }
      mod->globals = std::move(result);
    }
    Outcome fin = collectBlock(mod, s->finalbody);
    if (fin == Outcome::Raised)
      return fin;
    return body == Outcome::Ok && fin == Outcome::Ok ? Outcome::Ok
                                                     : Outcome::Unknown;
  }
  case StmtKind::Unsupported:
    if (StringRef(s->name).contains("'raise'"))
      return Outcome::Raised;
    [[fallthrough]];
  case StmtKind::For:
  case StmtKind::While: {
    // Names bound in loops, `with` blocks, class bodies are not tracked.
    SmallVector<std::string> names;
    collectAssignedNames(s->body, names);
    collectAssignedNames(s->orelse, names);
    for (const std::string &n : names)
      bindOpaque(mod, n, s,
                 "it is assigned in a module-level statement tilec does not "
                 "evaluate");
    return Outcome::Ok;
  }
  default:
    // Expression statements (calls for their effect), pass, assert, ...
    return Outcome::Ok;
  }
}

LogicalResult Emitter::collectGlobals(SourceModule *mod) {
  if (mod->state == SourceModule::State::Failed)
    return failure();
  if (mod->state != SourceModule::State::New)
    return success();
  mod->state = SourceModule::State::Collecting;
  ModuleScope scope(*this, mod);
  Stmt dunder;
  dunder.line = 1;
  dunder.col = 1;
  bindValue(mod, "__name__", &dunder, Val::ofStr(mod->name));
  collectBlock(mod, mod->ast.body);
  mod->state = SourceModule::State::Done;
  return success();
}

Val Emitter::lookupGlobal(SourceModule *mod, const std::string &name,
                          Location l, bool *found) {
  *found = false;
  auto it = mod->globals.find(name);
  if (it == mod->globals.end())
    return Val::err();
  *found = true;
  const Global &g = it->second;
  if (g.val)
    return g.val;
  return fail(l, "global '" + name + "' (defined at line " +
                     std::to_string(g.line) +
                     ") cannot be used in a kernel: " + g.why);
}

Val Emitter::moduleAttr(SourceModule *mod, StringRef name, Location l) {
  if (failed(collectGlobals(mod)))
    return fail(l, "module '" + mod->name +
                       "' could not be read: " + mod->failure);
  bool found;
  Val v = lookupGlobal(mod, name.str(), l, &found);
  if (found)
    return v;
  if (mod->isPackage) {
    std::string why;
    SmallVector<StringRef, 1> comps{name};
    if (auto sub = resolveUnder(mod->dir, comps)) {
      SourceModule *m = loadModule(sub->first, mod->name + "." + name.str(),
                                   sub->second, why);
      if (m->state == SourceModule::State::Failed)
        return fail(l, "module '" + m->name +
                           "' could not be read: " + m->failure);
      Val r = Val::named(Val::Module, m->name);
      r.mod = m;
      return r;
    }
  }
  return fail(l, "module '" + mod->name + "' has no attribute '" + name.str() +
                     "'");
}
