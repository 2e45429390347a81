//===- HostPython.cpp - host-side Python values kernels' files compute with //
//
// Kernel files compute constants with a little host-side Python: the limits
// of a dtype (`torch.finfo(torch.float8_e4m3fn).max` as a constexpr
// default), version checks (`version.parse(triton.__version__) >=
// version.parse("3.0.0")`), names built with `str.format`. These evaluate
// here to the values Python would give (tilec implements Triton 3.6).
//
//===----------------------------------------------------------------------===//
#include "Emitter.h"

#include "llvm/ADT/StringSwitch.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace tilec::frontend;

/// The version of Triton whose semantics tilec implements.
static constexpr const char *kTritonVersion = "3.6.0";

/// torch dtypes that are tilec dtypes.
static std::optional<Sc> torchDType(StringRef name) {
  return llvm::StringSwitch<std::optional<Sc>>(name)
      .Case("bool", Sc::I1)
      .Case("int8", Sc::I8)
      .Cases({"int16", "short"}, Sc::I16)
      .Cases({"int32", "int"}, Sc::I32)
      .Cases({"int64", "long"}, Sc::I64)
      .Case("uint8", Sc::U8)
      .Case("uint16", Sc::U16)
      .Case("uint32", Sc::U32)
      .Case("uint64", Sc::U64)
      .Cases({"float16", "half"}, Sc::F16)
      .Case("bfloat16", Sc::BF16)
      .Cases({"float32", "float"}, Sc::F32)
      .Cases({"float64", "double"}, Sc::F64)
      .Case("float8_e4m3fn", Sc::F8E4)
      .Case("float8_e5m2", Sc::F8E5)
      .Default(std::nullopt);
}

static Val object(StringRef type,
                  std::initializer_list<std::pair<const char *, Val>> fields) {
  Val v = Val::named(Val::Object, type.str());
  for (auto &[k, f] : fields) {
    v.keys.push_back(k);
    v.elts.push_back(f);
  }
  return v;
}

/// torch.finfo(dtype): the float format's limits, as torch reports them.
static Val finfo(DType d) {
  // (bits, max, eps = 2^-mantissa, smallest normal)
  double max, eps, tiny;
  switch (d.sc) {
  case Sc::F16:
    max = 65504.0, eps = std::ldexp(1.0, -10), tiny = std::ldexp(1.0, -14);
    break;
  case Sc::BF16:
    max = std::ldexp(255.0, 120), eps = std::ldexp(1.0, -7),
    tiny = std::ldexp(1.0, -126);
    break;
  case Sc::F32:
    max = std::numeric_limits<float>::max(), eps = std::ldexp(1.0, -23),
    tiny = std::ldexp(1.0, -126);
    break;
  case Sc::F64:
    max = std::numeric_limits<double>::max(), eps = std::ldexp(1.0, -52),
    tiny = std::ldexp(1.0, -1022);
    break;
  case Sc::F8E4:
    max = 448.0, eps = 0.125, tiny = std::ldexp(1.0, -6);
    break;
  case Sc::F8E5:
    max = 57344.0, eps = 0.25, tiny = std::ldexp(1.0, -14);
    break;
  default:
    return Val::err();
  }
  double resolution =
      std::pow(10.0, -std::floor(d.mantissa() * std::log10(2.0)));
  return object("finfo", {{"bits", Val::ofInt(d.bits())},
                          {"max", Val::ofFloat(max)},
                          {"min", Val::ofFloat(-max)},
                          {"eps", Val::ofFloat(eps)},
                          {"tiny", Val::ofFloat(tiny)},
                          {"smallest_normal", Val::ofFloat(tiny)},
                          {"resolution", Val::ofFloat(resolution)},
                          {"dtype", Val::ofDType(d)}});
}

/// torch.iinfo(dtype).
static Val iinfo(DType d) {
  if (!d.isInt() || d.isBool())
    return Val::err();
  unsigned bits = d.bits();
  int64_t min = 0, max;
  if (d.isUnsigned()) {
    // uint64's max does not fit a Python int here (int64 constexprs).
    if (bits == 64)
      return Val::err();
    max = (int64_t(1) << bits) - 1;
  } else {
    min = bits == 64 ? INT64_MIN : -(int64_t(1) << (bits - 1));
    max = bits == 64 ? INT64_MAX : (int64_t(1) << (bits - 1)) - 1;
  }
  return object("iinfo", {{"bits", Val::ofInt(bits)},
                          {"min", Val::ofInt(min)},
                          {"max", Val::ofInt(max)},
                          {"dtype", Val::ofDType(d)}});
}

/// packaging.version.parse("3.0.0") as the tuple (3, 0, 0): release
/// versions compare like tuples of their numbers.
static Val parseVersion(Emitter &em, const Val &text, Location l) {
  if (text.kind != Val::Str)
    return em.fail(l, "version.parse() expects a string");
  std::vector<Val> parts;
  StringRef rest = StringRef(text.s).trim();
  rest.consume_front("v");
  while (!rest.empty()) {
    size_t n = 0;
    while (n < rest.size() && isdigit(static_cast<unsigned char>(rest[n])))
      ++n;
    if (n == 0)
      break; // pre/post/dev suffixes ("3.6.0rc1", "3.6.0+git") are dropped
    int64_t v = 0;
    rest.take_front(n).getAsInteger(10, v);
    parts.push_back(Val::ofInt(v));
    rest = rest.drop_front(n);
    if (!rest.consume_front("."))
      break;
  }
  if (parts.empty())
    return em.fail(l, "invalid version '" + text.s + "'");
  while (parts.size() > 1 && parts.back().i == 0)
    parts.pop_back(); // "3.0.0" == "3.0" == "3"
  return Val::ofTuple(std::move(parts));
}

Val Emitter::hostModuleAttr(StringRef mod, StringRef name, Location l) {
  if (mod == "torch") {
    if (auto sc = torchDType(name))
      return Val::ofDType(DType{*sc});
    if (name == "finfo" || name == "iinfo")
      return Val::named(Val::Builtin, "host.torch." + name.str());
    return fail(l, "torch." + name.str() +
                       " is host-side PyTorch, which kernels cannot use");
  }
  if (mod == "packaging") {
    if (name == "version")
      return Val::named(Val::Module, "packaging.version");
    return fail(l, "module 'packaging' has no attribute '" + name.str() +
                       "' tilec knows");
  }
  if (mod == "packaging.version") {
    if (name == "parse" || name == "Version")
      return Val::named(Val::Builtin, "host.version.parse");
    return fail(l, "module 'packaging.version' has no attribute '" +
                       name.str() + "' tilec knows");
  }
  return fail(l, "module '" + mod.str() + "' cannot be used in a kernel");
}

/// "{}-{name}".format(...): positional and named fields, with the
/// conversions Python applies for str() of ints, floats, bools and strings.
static Val formatString(Emitter &em, const std::string &fmt, CallArgs &args,
                        Location l) {
  auto str = [&](const Val &v) -> std::optional<std::string> {
    switch (v.kind) {
    case Val::Str:
      return v.s;
    case Val::Int:
      return std::to_string(v.i);
    case Val::Bool:
      return std::string(v.i ? "True" : "False");
    case Val::None:
      return std::string("None");
    case Val::Float: {
      if (std::isnan(v.f))
        return std::string("nan");
      if (std::isinf(v.f))
        return std::string(v.f < 0 ? "-inf" : "inf");
      // repr(float): the shortest string that reads back, with a '.0' for
      // integral values.
      for (int prec = 1; prec <= 17; ++prec) {
        char buf[64];
        snprintf(buf, sizeof(buf), "%.*g", prec, v.f);
        if (std::strtod(buf, nullptr) == v.f) {
          std::string s = buf;
          if (s.find_first_of(".einn") == std::string::npos)
            s += ".0";
          return s;
        }
      }
      return std::nullopt;
    }
    default:
      return std::nullopt;
    }
  };
  std::string out;
  size_t next = 0;
  for (size_t i = 0; i < fmt.size(); ++i) {
    char c = fmt[i];
    if (c == '}' && i + 1 < fmt.size() && fmt[i + 1] == '}') {
      out += '}';
      ++i;
      continue;
    }
    if (c != '{') {
      out += c;
      continue;
    }
    if (i + 1 < fmt.size() && fmt[i + 1] == '{') {
      out += '{';
      ++i;
      continue;
    }
    size_t close = fmt.find('}', i);
    if (close == std::string::npos)
      return em.fail(l, "format(): unmatched '{' in '" + fmt + "'");
    StringRef field = StringRef(fmt).slice(i + 1, close);
    if (field.contains(':') || field.contains('!'))
      return em.fail(l, "format(): format specs ('" + field.str() +
                            "') are not supported by tilec");
    const Val *v = nullptr;
    unsigned idx;
    if (field.empty()) {
      if (next >= args.pos.size())
        return em.fail(l, "format(): not enough arguments for '" + fmt + "'");
      v = &args.pos[next++];
    } else if (!field.getAsInteger(10, idx)) {
      if (idx >= args.pos.size())
        return em.fail(l, "format(): no argument " + field.str());
      v = &args.pos[idx];
    } else {
      for (auto &[k, kv] : args.kw)
        if (k == field)
          v = &kv;
      if (!v)
        return em.fail(l, "format(): no argument named '" + field.str() + "'");
    }
    auto s = str(*v);
    if (!s)
      return em.fail(l, "format(): cannot format " + em.typeStr(*v));
    out += *s;
    i = close;
  }
  return Val::ofStr(out);
}

Val Emitter::callHost(StringRef fn, CallArgs &args, Location l) {
  if (fn == "torch.finfo" || fn == "torch.iinfo") {
    if (args.pos.size() != 1 || !args.kw.empty() ||
        args.pos[0].kind != Val::DTypeV)
      return fail(l, fn.str() + "() expects one torch dtype");
    Val r = fn == "torch.finfo" ? finfo(args.pos[0].dt) : iinfo(args.pos[0].dt);
    if (!r)
      return fail(l, fn.str() + "() does not support " + args.pos[0].dt.str());
    return r;
  }
  if (fn == "version.parse") {
    if (args.pos.size() != 1 || !args.kw.empty())
      return fail(l, "version.parse() takes one string");
    return parseVersion(*this, args.pos[0], l);
  }
  if (fn == "str.format") {
    // args.pos[0] is the format string itself.
    CallArgs rest;
    rest.pos.assign(args.pos.begin() + 1, args.pos.end());
    rest.kw = args.kw;
    return formatString(*this, args.pos[0].s, rest, l);
  }
  return fail(l, fn.str() + "() cannot be called in a kernel");
}

std::string tilec::frontend::tritonVersion() { return kTritonVersion; }
