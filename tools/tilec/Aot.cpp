//===- Aot.cpp - `tilec aot`: C++ launchers embedding code objects -------===//
//
// Compiles specializations of one kernel for several targets through the
// spine (compileToTileIR once per specialization, compileForTarget per
// target) and writes <name>.h / <name>.cpp: the code objects as byte arrays
// and a typed launcher that picks the code object of the device's target and
// the specialization matching the arguments. The files are the {fmt}
// templates of AotTemplates.h, filled in here. They need only
// include/tilec/Runtime.h and tilec_runtime. docs/aot.md is the user guide.
//
//===----------------------------------------------------------------------===//
#include "AotTemplates.h"
#include "Driver.h"
#include "SourceInput.h"

#include "FrontEnd/Parser.h"
#include "FrontEnd/Signature.h"
#include "Pipeline/Pipeline.h"
#include "Tile/IR/ScalarKind.h"
#include "Tile/IR/TileDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

using namespace llvm;
using namespace tilec;
namespace aot = tilec::driver::aot;

namespace {
/// One specialization as given on the command line.
struct SpecRequest {
  std::string signature;
  SmallVector<std::pair<std::string, std::string>> constexprs;
  unsigned numWarps = 4;
  unsigned wavesPerEU = 0; // AMD: `amdgpu-waves-per-eu`; 0 = backend's choice
  std::string origin;      // "--signature ..." / "--variant ...", for errors
};

/// How one runtime parameter is declared in C++ and passed to the kernel.
struct CParam {
  std::string name;     // Python name (sanitized for C++)
  std::string typeText; // signature entry without its hint: "*fp16", "i32"
  std::string hint;     // "", "16" or "1"
  // `:2g`: the caller's promise that the pointer starts an allocation under
  // 2 GiB (no launch can check it; the dispatcher passes it on unchecked).
  bool within2GiB = false;
  std::string cType;    // C++ type of the launcher parameter
  std::string argMaker; // expression building the KernelArg from `name`
  bool isPointer = false;
};

/// A compiled specialization: its parameters and one code object per
/// target.
struct CompiledSpec {
  SpecRequest request;
  std::vector<CParam> params;
  unsigned config = 0;
  struct Object {
    const TargetInfo *target;
    std::string format;
    std::vector<char> bytes;
    unsigned block;
  };
  std::vector<Object> objects;
};
} // namespace

/// `tmpl` (a template of AotTemplates.h) with its placeholders filled in
/// from named arguments (fmt::arg).
template <typename... Args>
static std::string formatTemplate(const char *tmpl, Args &&...args) {
  return fmt::format(fmt::runtime(tmpl), std::forward<Args>(args)...);
}

static bool isCIdentifier(StringRef name) {
  if (name.empty() || isDigit(name.front()))
    return false;
  return all_of(name, [](char c) { return isAlnum(c) || c == '_'; });
}

/// Python parameter names that would collide with a C++ keyword or with the
/// launcher's own parameters get a trailing underscore.
static std::string cppName(StringRef name) {
  static const StringSet<> reserved = {
      "alignas",   "alignof",  "and",      "asm",       "auto",     "bool",
      "break",     "case",     "catch",    "char",      "class",    "const",
      "constexpr", "continue", "default",  "delete",    "do",       "double",
      "else",      "enum",     "explicit", "export",    "extern",   "false",
      "float",     "for",      "friend",   "goto",      "if",       "inline",
      "int",       "long",     "mutable",  "namespace", "new",      "not",
      "operator",  "or",       "private",  "protected", "public",   "register",
      "return",    "short",    "signed",   "sizeof",    "static",   "struct",
      "switch",    "template", "this",     "throw",     "true",     "try",
      "typedef",   "typeid",   "typename", "union",     "unsigned", "using",
      "virtual",   "void",     "volatile", "while",     "xor",      "device",
      "stream",    "grid",     "config",   "args",      "spec",     "loaded"};
  std::string result = name.str();
  if (reserved.contains(name) || name.starts_with("__"))
    result += "_";
  return result;
}

/// Splits "NAME=VALUE,NAME=VALUE" into `out`; `num_warps` sets `numWarps`,
/// `waves_per_eu` sets `wavesPerEU`.
static bool parseAssignments(StringRef text, SpecRequest &spec) {
  SmallVector<StringRef> items;
  text.split(items, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef item : items) {
    StringRef name, value; // not a structured binding: a lambda captures name
    std::tie(name, value) = item.split('=');
    name = name.trim();
    value = value.trim();
    if (name.empty() || value.empty() || !item.contains('=')) {
      errs() << "tilec aot: error: expected NAME=VALUE in " << spec.origin
             << ", got '" << item.trim() << "'\n";
      return false;
    }
    if (name == "num_warps" || name == "waves_per_eu") {
      unsigned &field = name == "num_warps" ? spec.numWarps : spec.wavesPerEU;
      if (value.getAsInteger(10, field)) {
        errs() << "tilec aot: error: " << name << " must be a number in "
               << spec.origin << "\n";
        return false;
      }
      continue;
    }
    auto it = find_if(spec.constexprs,
                      [&](const auto &c) { return c.first == name; });
    if (it != spec.constexprs.end())
      it->second = value.str();
    else
      spec.constexprs.emplace_back(name.str(), value.str());
  }
  return true;
}

/// The C++ type and KernelArg constructor for a runtime parameter of MLIR
/// type `type` whose signature entry reads `typeText`.
static std::optional<std::pair<std::string, std::string>>
cTypeFor(mlir::Type type, StringRef typeText, StringRef name) {
  using mlir::tile::ScalarKind;
  std::optional<ScalarKind> kind = mlir::tile::scalarKindOf(type);
  if (!kind)
    return std::nullopt;
  auto make = [&](const char *cType, const char *argTemplate) {
    return std::make_pair(
        std::string(cType),
        formatTemplate(argTemplate, fmt::arg("name", name.str())));
  };
  switch (*kind) {
  case ScalarKind::Ptr:
    return make("tilec::rt::DeviceAddress", aot::kPointerArg);
  case ScalarKind::I1:
    return make("bool", aot::kBoolArg);
  case ScalarKind::I8:
  case ScalarKind::I16:
  case ScalarKind::I32:
  case ScalarKind::I64: {
    bool isUnsigned = typeText.starts_with("u");
    unsigned bits = mlir::tile::kindBits(*kind);
    return std::make_pair(
        formatTemplate(isUnsigned ? aot::kUnsignedType : aot::kSignedType,
                       fmt::arg("bits", bits)),
        formatTemplate(isUnsigned ? aot::kUnsignedArg : aot::kSignedArg,
                       fmt::arg("bits", bits), fmt::arg("name", name.str())));
  }
  case ScalarKind::F16:
    return make("float", aot::kHalfArg);
  case ScalarKind::BF16:
    return make("float", aot::kBFloat16Arg);
  case ScalarKind::F32:
    return make("float", aot::kFloatArg);
  case ScalarKind::F64:
    return make("double", aot::kDoubleArg);
  case ScalarKind::F8E4M3FN:
  case ScalarKind::F8E5M2:
    return std::nullopt;
  }
  return std::nullopt;
}

/// The runtime parameter names of `kernelName`, in order, from the front
/// end's parser (the tile IR keeps types, not names).
static std::optional<std::vector<std::string>>
runtimeParamNames(mlir::MLIRContext &context, const MemoryBuffer &buffer,
                  StringRef kernelName) {
  frontend::ModuleAST ast;
  if (failed(frontend::parseModule(
          buffer.getBuffer(), buffer.getBufferIdentifier(), &context, ast)))
    return std::nullopt;
  for (const frontend::Stmt *stmt : ast.body) {
    if (stmt->kind != frontend::StmtKind::FunctionDef ||
        stmt->name != kernelName)
      continue;
    std::vector<std::string> names;
    for (const frontend::Param &p : stmt->params) {
      const frontend::Expr *ann = p.annotation;
      bool isConstexpr = ann && (((ann->kind == frontend::ExprKind::Attribute ||
                                   ann->kind == frontend::ExprKind::Name) &&
                                  ann->name == "constexpr") ||
                                 (ann->kind == frontend::ExprKind::Str &&
                                  StringRef(ann->name).ends_with("constexpr")));
      if (!isConstexpr)
        names.push_back(p.name);
    }
    return names;
  }
  errs() << "tilec aot: error: no function named '" << kernelName << "' in "
         << buffer.getBufferIdentifier() << "\n";
  return std::nullopt;
}

/// "BLOCK=1024, num_warps=4": what distinguishes one configuration.
static std::string describeConfig(const SpecRequest &spec) {
  SmallVector<std::string> items;
  for (const auto &[name, value] : spec.constexprs)
    items.push_back(fmt::format("{}={}", name, value));
  items.push_back(fmt::format("num_warps={}", spec.numWarps));
  // Pointers promised `:2g` (no launch can check that: the caller picks
  // such a configuration only for allocations under 2 GiB).
  SmallVector<StringRef> entries = frontend::splitSignature(spec.signature);
  for (auto [i, e] : llvm::enumerate(entries))
    if (!frontend::isDescriptorEntry(e) &&
        frontend::splitScalarEntry(e).within2GiB)
      items.push_back(fmt::format("argument {} under 2 GiB", i));
  if (spec.wavesPerEU)
    items.push_back(fmt::format("waves_per_eu={}", spec.wavesPerEU));
  return fmt::format("{}", fmt::join(items, ", "));
}

/// Specializations with equal constexprs, warps, argument types and `:2g`
/// promises (the numeric hints aside) form one configuration; the
/// launcher's dispatch picks among them by the numeric hints, which it can
/// check.
static std::string configKey(const CompiledSpec &spec) {
  auto constexprs = spec.request.constexprs;
  llvm::sort(constexprs);
  std::string key;
  for (const auto &[name, value] : constexprs)
    key += name + "=" + value + ";";
  key += "w" + std::to_string(spec.request.numWarps) + ";";
  key += "e" + std::to_string(spec.request.wavesPerEU) + ";";
  for (const CParam &p : spec.params)
    key += p.typeText + (p.within2GiB ? ":2g," : ",");
  return key;
}

/// The C++ condition under which the arguments satisfy `spec`'s hints; empty
/// when it has none.
static std::string dispatchCondition(const CompiledSpec &spec) {
  SmallVector<std::string> terms;
  for (const CParam &p : spec.params) {
    if (p.hint == "16")
      terms.push_back(
          formatTemplate(aot::kMultipleOf16Hint, fmt::arg("name", p.name)));
    else if (p.hint == "1")
      terms.push_back(
          formatTemplate(aot::kEqualsOneHint, fmt::arg("name", p.name)));
  }
  return fmt::format("{}", fmt::join(terms, " && "));
}

static std::string hintedSignature(const CompiledSpec &spec) {
  SmallVector<std::string> entries;
  for (const CParam &p : spec.params)
    entries.push_back(p.typeText + (p.hint.empty() ? "" : ":" + p.hint) +
                      (p.within2GiB ? ":2g" : ""));
  return fmt::format("{}", fmt::join(entries, ","));
}

/// `bytes` as the lines of a C++ string literal, 64 bytes a line. Octal
/// escapes are always three digits so a following digit cannot extend them.
static std::string cStringLines(ArrayRef<char> bytes) {
  std::string text = "    \"";
  text.reserve(bytes.size() * 2);
  for (size_t i = 0; i < bytes.size(); ++i) {
    if (i && i % 64 == 0)
      text += "\"\n    \"";
    unsigned char c = static_cast<unsigned char>(bytes[i]);
    if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\' && c != '?') {
      text += static_cast<char>(c);
      continue;
    }
    char escape[] = {'\\', static_cast<char>('0' + (c >> 6)),
                     static_cast<char>('0' + ((c >> 3) & 7)),
                     static_cast<char>('0' + (c & 7))};
    text.append(escape, sizeof(escape));
  }
  text += "\"";
  return text;
}

namespace {
/// Everything the generated files are made of.
struct Bundle {
  std::string name;
  std::string nameSpace;
  std::string kernelName;
  std::string sourceName;
  SmallVector<const TargetInfo *> targets;
  std::vector<CompiledSpec> specs; // dispatch order within each config
  std::vector<SpecRequest> configs;
};
} // namespace

/// The launcher's parameter list, one C++ parameter per line.
static std::string launcherParams(const Bundle &b) {
  SmallVector<std::string> params = {aot::kLeadingParams, aot::kGridParam};
  for (const CParam &p : b.specs.front().params)
    params.push_back(formatTemplate(aot::kParam, fmt::arg("type", p.cType),
                                    fmt::arg("name", p.name)));
  if (b.configs.size() > 1)
    params.push_back(aot::kConfigParam);
  return fmt::format("{}", fmt::join(params, aot::kParamSeparator));
}

static std::string targetList(const Bundle &b) {
  SmallVector<StringRef> names;
  for (const TargetInfo *t : b.targets)
    names.push_back(t->name);
  return join(names, ", ");
}

/// `tmpl` with `{namespace}` of `b`, or empty in the global namespace.
static std::string namespaceLine(const Bundle &b, const char *tmpl) {
  if (b.nameSpace.empty())
    return "";
  return formatTemplate(tmpl, fmt::arg("namespace", b.nameSpace));
}

static std::string generateHeader(const Bundle &b) {
  // TILEC_AOT_MY_KERNELS_NAME_H for my::kernels::name, with no "__" (those
  // identifiers are reserved).
  std::string guard;
  for (char c : "TILEC_AOT_" + b.nameSpace + "_" + b.name + "_H") {
    char u = c == ':' ? '_' : toUpper(c);
    if (u != '_' || guard.back() != '_')
      guard += u;
  }
  std::string configs;
  for (size_t c = 0; c < b.configs.size(); ++c) {
    std::string signatures;
    for (const CompiledSpec &s : b.specs)
      if (s.config == c)
        signatures += formatTemplate(aot::kSpecComment,
                                     fmt::arg("signature", hintedSignature(s)));
    configs +=
        formatTemplate(aot::kConfigComment, fmt::arg("index", c),
                       fmt::arg("constexprs", describeConfig(b.configs[c])),
                       fmt::arg("signatures", signatures));
  }
  bool hasConfigs = b.configs.size() > 1;
  return formatTemplate(
      aot::kHeaderFile, fmt::arg("name", b.name),
      fmt::arg("kernel", b.kernelName), fmt::arg("source", b.sourceName),
      fmt::arg("targets", targetList(b)), fmt::arg("configs", configs),
      fmt::arg("guard", guard),
      fmt::arg("namespace_open", namespaceLine(b, aot::kHeaderNamespaceOpen)),
      fmt::arg("config_doc", hasConfigs ? aot::kConfigDoc : ""),
      fmt::arg("params", launcherParams(b)),
      fmt::arg("num_configs",
               hasConfigs
                   ? formatTemplate(aot::kNumConfigs, fmt::arg("name", b.name),
                                    fmt::arg("count", b.configs.size()))
                   : ""),
      fmt::arg("namespace_close",
               namespaceLine(b, aot::kHeaderNamespaceClose)));
}

/// The launcher's choice of a specialization from `config` and the hints.
static std::string dispatch(const Bundle &b) {
  bool hasConfigs = b.configs.size() > 1;
  const char *indent = hasConfigs ? "    " : "  ";
  std::string text;
  for (size_t c = 0; c < b.configs.size(); ++c) {
    std::string choices;
    bool first = true;
    for (size_t s = 0; s < b.specs.size(); ++s) {
      if (b.specs[s].config != c)
        continue;
      std::string condition = dispatchCondition(b.specs[s]);
      if (condition.empty())
        choices +=
            formatTemplate(first ? aot::kChoiceFirst : aot::kChoiceElse,
                           fmt::arg("indent", indent), fmt::arg("spec", s));
      else
        choices += formatTemplate(aot::kChoiceIf, fmt::arg("indent", indent),
                                  fmt::arg("keyword", first ? "if" : "else if"),
                                  fmt::arg("condition", condition),
                                  fmt::arg("spec", s));
      first = false;
    }
    if (!hasConfigs)
      return choices;
    text += formatTemplate(aot::kConfigBranch,
                           fmt::arg("keyword", c ? "} else if" : "if"),
                           fmt::arg("index", c), fmt::arg("choices", choices));
  }
  return text + formatTemplate(aot::kConfigElse,
                               fmt::arg("last", b.configs.size() - 1));
}

static std::string generateSource(const Bundle &b) {
  bool needsHalf = false;
  for (const CompiledSpec &s : b.specs)
    for (const CParam &p : s.params)
      needsHalf |= StringRef(p.argMaker).contains("Bits(");
  std::string images, objectRows;
  for (auto [s, spec] : enumerate(b.specs)) {
    SmallVector<std::string> objects;
    for (auto [t, obj] : enumerate(spec.objects)) {
      images += formatTemplate(
          aot::kImage, fmt::arg("spec", s),
          fmt::arg("signature", hintedSignature(spec)),
          fmt::arg("target", std::string(obj.target->name)),
          fmt::arg("target_index", t), fmt::arg("format", obj.format),
          fmt::arg("size", obj.bytes.size()),
          fmt::arg("bytes", cStringLines(obj.bytes)));
      objects.push_back(formatTemplate(
          aot::kObject, fmt::arg("target", std::string(obj.target->name)),
          fmt::arg("format", obj.format), fmt::arg("spec", s),
          fmt::arg("target_index", t), fmt::arg("block", obj.block)));
    }
    objectRows += formatTemplate(
        aot::kObjectRow,
        fmt::arg("objects", fmt::join(objects, aot::kObjectSeparator)));
  }
  SmallVector<std::string> bundled, args;
  // Signatures are empty only for a kernel without parameters, whose choice is
  // unconditional (the message cannot happen); they are left out.
  for (const CompiledSpec &s : b.specs)
    if (std::string signature = hintedSignature(s); !signature.empty())
      bundled.push_back(signature);
  for (const CParam &p : b.specs.front().params)
    args.push_back(formatTemplate(aot::kArg, fmt::arg("make", p.argMaker)));
  return formatTemplate(
      aot::kSourceFile, fmt::arg("name", b.name),
      fmt::arg("kernel", b.kernelName), fmt::arg("source", b.sourceName),
      fmt::arg("namespace_open", namespaceLine(b, aot::kSourceNamespaceOpen)),
      fmt::arg("half_helpers", needsHalf ? aot::kHalfHelpers : ""),
      fmt::arg("images", images), fmt::arg("num_specs", b.specs.size()),
      fmt::arg("num_targets", b.targets.size()),
      fmt::arg("object_rows", objectRows), fmt::arg("targets", targetList(b)),
      fmt::arg("loader", aot::kLoader), fmt::arg("params", launcherParams(b)),
      fmt::arg("dispatch", dispatch(b)),
      fmt::arg("bundled", fmt::join(bundled, " | ")),
      fmt::arg("args", fmt::join(args, ",")),
      fmt::arg("namespace_close",
               namespaceLine(b, aot::kSourceNamespaceClose)));
}

int tilec::driver::aotMain(int argc, char **argv) {
  cl::OptionCategory category("tilec aot options");
  cl::opt<std::string> inputFile(cl::Positional, cl::desc("<kernel .py>"),
                                 cl::Required, cl::cat(category));
  cl::opt<std::string> kernel("kernel",
                              cl::desc("name of the @triton.jit function"),
                              cl::value_desc("name"), cl::cat(category));
  cl::list<std::string> signatures(
      "signature",
      cl::desc("types of the non-constexpr parameters with hints, e.g. "
               "\"*fp16:16,*fp16:16,i32:16,fp32\" (repeatable: the launcher "
               "dispatches on "
               "the hints at run time)"),
      cl::value_desc("sig"), cl::cat(category));
  cl::list<std::string> constexprs(
      "constexpr",
      cl::desc("value of a constexpr parameter for every specialization "
               "(repeatable)"),
      cl::value_desc("NAME=VALUE"), cl::cat(category));
  cl::list<std::string> variants(
      "variant",
      cl::desc(
          "a specialization with its own constexprs: "
          "\"SIG;NAME=V,...[,num_warps=N][,waves_per_eu=E]\" "
          "(repeatable; each distinct constexpr set is a launcher config)"),
      cl::value_desc("spec"), cl::cat(category));
  cl::list<std::string> targets(
      "targets",
      cl::desc("targets, comma-separated: gfx90a, gfx942, gfx950, gfx1100, "
               "gfx1201, sm_80, "
               "sm_90, sm_90a"),
      cl::CommaSeparated, cl::cat(category));
  // `tilec compile` spells it --target; accept both (a cl::alias would not
  // split at commas).
  cl::list<std::string> targetOption("target", cl::desc("same as --targets"),
                                     cl::CommaSeparated, cl::cat(category));
  cl::opt<unsigned> numWarps("num-warps",
                             cl::desc("warps (waves) per program instance"),
                             cl::init(4), cl::cat(category));
  cl::opt<unsigned> optLevel("O", cl::desc("LLVM optimization level 0-3"),
                             cl::init(3), cl::Prefix, cl::cat(category));
  cl::opt<std::string> name(
      "name", cl::desc("C++ name of the launcher (default: the kernel's)"),
      cl::value_desc("identifier"), cl::cat(category));
  cl::opt<std::string> nameSpace(
      "namespace", cl::desc("C++ namespace of the launcher, e.g. my::kernels"),
      cl::value_desc("ns"), cl::cat(category));
  cl::opt<std::string> output(
      "o", cl::desc("output directory for <name>.h and <name>.cpp"),
      cl::value_desc("dir"), cl::cat(category));
  cl::HideUnrelatedOptions(category);
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "generate C++ launchers embedding code objects for several "
          "targets\n",
          &errs()))
    return 1;

  // lld resets every registered option when it runs in-process: copy the
  // values now.
  Bundle bundle;
  bundle.kernelName = kernel;
  bundle.name = name.empty() ? bundle.kernelName : name.getValue();
  bundle.nameSpace = nameSpace;
  const std::string input = inputFile, outDir = output;
  const unsigned optLevelValue = optLevel;
  std::vector<SpecRequest> requests;
  SpecRequest shared;
  shared.numWarps = numWarps;
  shared.origin = "--constexpr";
  for (const std::string &c : constexprs)
    if (!parseAssignments(c, shared))
      return 1;
  for (const std::string &sig : signatures) {
    SpecRequest r = shared;
    r.signature = sig;
    r.origin = "--signature '" + sig + "'";
    requests.push_back(std::move(r));
  }
  for (const std::string &v : variants) {
    SpecRequest r = shared;
    r.origin = "--variant '" + v + "'";
    SmallVector<StringRef> parts;
    StringRef(v).split(parts, ';');
    r.signature = parts.front().trim().str();
    for (StringRef part : drop_begin(parts))
      if (!parseAssignments(part, r))
        return 1;
    requests.push_back(std::move(r));
  }

  if (bundle.kernelName.empty()) {
    errs() << "tilec aot: error: --kernel is required\n";
    return 1;
  }
  if (outDir.empty()) {
    errs() << "tilec aot: error: -o <dir> is required (the directory for "
           << bundle.name << ".h and " << bundle.name << ".cpp)\n";
    return 1;
  }
  if (!isCIdentifier(bundle.name)) {
    errs() << "tilec aot: error: launcher name '" << bundle.name
           << "' is not a C++ identifier (use --name)\n";
    return 1;
  }
  if (!bundle.nameSpace.empty()) {
    SmallVector<StringRef> parts;
    StringRef(bundle.nameSpace).split(parts, "::");
    if (!all_of(parts, isCIdentifier)) {
      errs() << "tilec aot: error: --namespace '" << bundle.nameSpace
             << "' is not a C++ namespace name\n";
      return 1;
    }
  }
  if (requests.empty()) {
    errs() << "tilec aot: error: give at least one --signature or --variant\n";
    return 1;
  }
  SmallVector<std::string> targetNames(targets.begin(), targets.end());
  targetNames.append(targetOption.begin(), targetOption.end());
  if (targetNames.empty()) {
    errs() << "tilec aot: error: --targets is required (any of "
           << supportedTargetNames() << ")\n";
    return 1;
  }
  for (const std::string &t : targetNames) {
    const TargetInfo *info = lookupTarget(t);
    if (!info) {
      errs() << "tilec aot: error: unknown target '" << t
             << "' (supported: " << supportedTargetNames() << ")\n";
      return 1;
    }
    if (is_contained(bundle.targets, info)) {
      errs() << "tilec aot: error: target '" << t << "' given twice\n";
      return 1;
    }
    bundle.targets.push_back(info);
  }
  for (const SpecRequest &r : requests) {
    if (r.numWarps == 0 || r.numWarps > 32 || (r.numWarps & (r.numWarps - 1))) {
      errs() << "tilec aot: error: num_warps must be a power of two from 1 to "
                "32, got "
             << r.numWarps << " (" << r.origin << ")\n";
      return 1;
    }
  }

  ErrorOr<std::unique_ptr<MemoryBuffer>> file =
      MemoryBuffer::getFile(input, /*IsText=*/true);
  if (std::error_code ec = file.getError()) {
    errs() << "tilec aot: error: cannot read '" << input
           << "': " << ec.message() << "\n";
    return 1;
  }
  if (StringRef(input).ends_with(".mlir")) {
    errs() << "tilec aot: error: takes a Triton-language .py file (the "
              "launcher's parameter names come from the source)\n";
    return 1;
  }
  bundle.sourceName = sys::path::filename(input).str();
  mlir::MLIRContext context;
  context.disableMultithreading();
  llvm::SourceMgr sourceMgr;
  const MemoryBuffer &buffer = **file;
  sourceMgr.AddNewSourceBuffer(std::move(*file), SMLoc());
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  std::optional<std::vector<std::string>> paramNames =
      runtimeParamNames(context, buffer, bundle.kernelName);
  if (!paramNames)
    return 1;

  for (const SpecRequest &r : requests) {
    KernelSpec spec;
    spec.kernelName = bundle.kernelName;
    spec.signature = r.signature;
    spec.constexprs = r.constexprs;
    mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>> module =
        compileToTileIR(context, sourceMgr, spec);
    if (failed(module)) {
      errs() << "tilec aot: error: " << r.origin << " does not compile\n";
      return 1;
    }
    auto func = (*module)->lookupSymbol<mlir::func::FuncOp>(bundle.kernelName);
    if (!func) {
      errs() << "tilec aot: error: no kernel '" << bundle.kernelName
             << "' after compiling " << r.origin << "\n";
      return 1;
    }
    mlir::FunctionType fnType = func.getFunctionType();
    SmallVector<StringRef> entries = frontend::splitSignature(r.signature);
    for (size_t i = 0; i < entries.size(); ++i) {
      if (frontend::isDescriptorEntry(entries[i])) {
        errs() << "tilec aot: error: " << r.origin << ": parameter '"
               << (i < paramNames->size() ? (*paramNames)[i] : "?")
               << "' is a tensor descriptor (" << entries[i]
               << "); the AOT launchers take pointers and scalars only (make "
                  "the descriptor in the kernel with tl.make_tensor_descriptor)"
               << "\n";
        return 1;
      }
    }
    if (entries.size() != paramNames->size() ||
        fnType.getNumInputs() != entries.size()) {
      errs() << "tilec aot: error: " << r.origin
             << ": signature does not match the kernel's " << paramNames->size()
             << " runtime parameters\n";
      return 1;
    }
    CompiledSpec compiled;
    compiled.request = r;
    for (size_t i = 0; i < entries.size(); ++i) {
      frontend::ScalarEntry parts = frontend::splitScalarEntry(entries[i]);
      CParam p;
      p.name = cppName((*paramNames)[i]);
      p.typeText = parts.type.str();
      p.hint = parts.hint.str();
      p.within2GiB = parts.within2GiB;
      p.isPointer = isa<mlir::tile::PointerType>(fnType.getInput(i));
      auto cType = cTypeFor(fnType.getInput(i), p.typeText, p.name);
      if (!cType) {
        errs() << "tilec aot: error: " << r.origin << ": parameter '"
               << (*paramNames)[i] << "' has a type (" << p.typeText
               << ") that cannot be passed from the host\n";
        return 1;
      }
      std::tie(p.cType, p.argMaker) = *cType;
      compiled.params.push_back(std::move(p));
    }

    GPUCompileOptions options;
    options.numWarps = r.numWarps;
    options.wavesPerEU = r.wavesPerEU;
    options.optLevel = optLevelValue;
    for (const TargetInfo *target : bundle.targets) {
      Expected<TargetArtifact> artifact =
          compileForTarget(module->get(), *target, options, EmitKind::Binary);
      if (!artifact) {
        errs() << "tilec aot: error: " << r.origin << " for " << target->name
               << ": " << toString(artifact.takeError()) << "\n";
        return 1;
      }
      compiled.objects.push_back({target, artifact->binary.format,
                                  std::move(artifact->binary.bytes),
                                  r.numWarps * target->warpSize});
    }
    bundle.specs.push_back(std::move(compiled));
  }

  // Group into configurations; all must agree on the launcher's C++ types.
  std::map<std::string, unsigned> configIndex;
  const std::vector<CParam> &first = bundle.specs.front().params;
  for (CompiledSpec &s : bundle.specs) {
    for (size_t i = 0; i < first.size(); ++i) {
      if (s.params[i].cType != first[i].cType) {
        errs() << "tilec aot: error: " << s.request.origin << ": parameter '"
               << first[i].name << "' is " << s.params[i].cType << " here but "
               << first[i].cType
               << " in the first specialization; one launcher needs one C++ "
                  "type per "
                  "parameter\n";
        return 1;
      }
    }
    auto [it, inserted] =
        configIndex.try_emplace(configKey(s), bundle.configs.size());
    if (inserted)
      bundle.configs.push_back(s.request);
    s.config = it->second;
  }
  // Within a configuration, the most constrained specialization is tried
  // first; equal ones keep the command line's order.
  auto numHints = [](const CompiledSpec &s) {
    return count_if(s.params, [](const CParam &p) { return !p.hint.empty(); });
  };
  // (The position as the last key, not std::stable_sort: libstdc++ 12's
  // temporary buffer is a deprecated API clang warns about.)
  SmallVector<std::tuple<size_t, int64_t, size_t>> keys;
  for (auto [i, s] : llvm::enumerate(bundle.specs))
    keys.push_back({s.config, -int64_t(numHints(s)), i});
  llvm::sort(keys);
  std::vector<CompiledSpec> sortedSpecs;
  for (auto [config, hints, i] : keys)
    sortedSpecs.push_back(std::move(bundle.specs[i]));
  bundle.specs = std::move(sortedSpecs);
  for (size_t i = 1; i < bundle.specs.size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      if (bundle.specs[i].config == bundle.specs[j].config &&
          hintedSignature(bundle.specs[i]) ==
              hintedSignature(bundle.specs[j])) {
        errs() << "tilec aot: error: " << bundle.specs[i].request.origin
               << " duplicates " << bundle.specs[j].request.origin << "\n";
        return 1;
      }
    }
  }

  if (std::error_code ec = sys::fs::create_directories(outDir)) {
    errs() << "tilec aot: error: cannot create '" << outDir
           << "': " << ec.message() << "\n";
    return 1;
  }
  std::string header = generateHeader(bundle), source = generateSource(bundle);
  SmallString<256> headerPath(outDir), sourcePath(outDir);
  sys::path::append(headerPath, bundle.name + ".h");
  sys::path::append(sourcePath, bundle.name + ".cpp");
  for (const auto &file :
       {std::pair<StringRef, StringRef>(headerPath, header),
        std::pair<StringRef, StringRef>(sourcePath, source)}) {
    StringRef path = file.first, text = file.second; // captured below
    // Unchanged files keep their time stamp, so that build systems (ninja's
    // restat) do not recompile what includes them.
    if (ErrorOr<std::unique_ptr<MemoryBuffer>> old =
            MemoryBuffer::getFile(path);
        old && (*old)->getBuffer() == text)
      continue;
    if (Error err = writeFileAtomically(path, text)) {
      errs() << "tilec aot: error: cannot write '" << path
             << "': " << toString(std::move(err)) << "\n";
      return 1;
    }
  }
  return 0;
}
