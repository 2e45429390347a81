//===- Signature.cpp - the entries of a kernel signature string ----------===//
#include "Signature.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"

#include <algorithm>

using namespace llvm;
using namespace tilec::frontend;

SmallVector<StringRef> tilec::frontend::splitSignature(StringRef signature) {
  SmallVector<StringRef> entries;
  if (signature.trim().empty())
    return entries;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i <= signature.size(); ++i) {
    char c = i < signature.size() ? signature[i] : ',';
    if (c == '<' || c == '[')
      ++depth;
    else if ((c == '>' || c == ']') && depth > 0)
      --depth;
    else if (c == ',' && (depth == 0 || i == signature.size())) {
      entries.push_back(signature.slice(start, i).trim());
      start = i + 1;
    }
  }
  return entries;
}

ScalarEntry tilec::frontend::splitScalarEntry(StringRef entry) {
  ScalarEntry out;
  StringRef rest;
  std::tie(out.type, rest) = entry.split(':');
  out.type = out.type.trim();
  while (!rest.empty()) {
    StringRef hint;
    std::tie(hint, rest) = rest.split(':');
    hint = hint.trim();
    if (hint == "2g")
      out.within2GiB = true;
    else
      out.hint = hint;
  }
  return out;
}

bool tilec::frontend::isDescriptorEntry(StringRef entry) {
  return entry.trim().starts_with("tensordesc");
}

bool tilec::frontend::parseDescriptorEntry(StringRef entry,
                                           DescriptorEntry &out,
                                           std::string &error) {
  StringRef text = entry.trim();
  auto malformed = [&](StringRef why) {
    error = (Twine("malformed tensor descriptor '") + text + "' (" + why +
             "; expected e.g. tensordesc<fp16[64, 64]>)")
                .str();
    return false;
  };
  StringRef rest = text;
  if (!rest.consume_front("tensordesc") || !rest.consume_front("<"))
    return malformed("no <...>");
  size_t close = rest.rfind('>');
  if (close == StringRef::npos)
    return malformed("no <...>");
  StringRef hint = rest.drop_front(close + 1).trim();
  rest = rest.take_front(close);
  size_t open = rest.find('[');
  if (open == StringRef::npos || rest.find(']', open) == StringRef::npos)
    return malformed("no [block shape]");
  out.element = rest.take_front(open).trim().str();
  if (out.element.empty())
    return malformed("no element type");
  size_t closeBlock = rest.find(']', open);
  StringRef padding = rest.drop_front(closeBlock + 1).trim();
  out.nanPadding = false;
  if (padding.consume_front(",")) {
    padding = padding.trim();
    if (padding != "nan" && padding != "zero")
      return malformed("the padding after the block shape is 'nan' or "
                       "'zero'");
    out.nanPadding = padding == "nan";
  } else if (!padding.empty()) {
    return malformed("text after the block shape");
  }
  StringRef dims = rest.slice(open + 1, closeBlock);
  SmallVector<StringRef> parts;
  dims.split(parts, ',');
  out.block.clear();
  for (StringRef d : parts) {
    int64_t v;
    if (d.trim().getAsInteger(10, v) || v <= 0)
      return malformed("block dimensions must be positive integers");
    out.block.push_back(v);
  }
  if (out.block.empty() || out.block.size() > 5)
    return malformed("a descriptor has 1 to 5 dimensions");
  out.shapeDivisibility.assign(out.block.size(), 1);
  if (hint.empty())
    return true;
  if (!hint.consume_front(":"))
    return malformed("text after '>'");
  hint = hint.trim();
  auto divisor = [](StringRef t, unsigned &v) {
    return !t.trim().getAsInteger(10, v) && (v == 1 || v == 16);
  };
  unsigned all;
  if (divisor(hint, all)) {
    out.shapeDivisibility.assign(out.block.size(), all);
    return true;
  }
  SmallVector<StringRef> dimHints;
  if (!hint.consume_front("[") || !hint.consume_back("]") ||
      (hint.split(dimHints, ','), dimHints.size() != out.block.size()))
    return malformed("the shape hint is ':16' or one of 1 or 16 per "
                     "dimension, ':[16, 1]'");
  for (size_t d = 0; d < dimHints.size(); ++d)
    if (!divisor(dimHints[d], out.shapeDivisibility[d]))
      return malformed("the shape hint is ':16' or one of 1 or 16 per "
                       "dimension, ':[16, 1]'");
  return true;
}

std::vector<DescriptorPart>
tilec::frontend::descriptorParts(const DescriptorEntry &entry,
                                 unsigned elementBytes) {
  size_t rank = entry.block.size();
  std::vector<DescriptorPart> parts;
  parts.push_back({".base", "*" + entry.element, 16});
  for (size_t d = 0; d < rank; ++d)
    parts.push_back(
        {".shape[" + std::to_string(d) + "]", "i32",
         d < entry.shapeDivisibility.size() && entry.shapeDivisibility[d] > 1
             ? entry.shapeDivisibility[d]
             : 0});
  unsigned strideMultiple = 16 / std::clamp(elementBytes, 1u, 16u);
  for (size_t d = 0; d + 1 < rank; ++d)
    parts.push_back(
        {".strides[" + std::to_string(d) + "]", "i64", strideMultiple});
  return parts;
}

std::string tilec::frontend::descriptorShapeHint(ArrayRef<bool> multipleOf16) {
  if (llvm::none_of(multipleOf16, [](bool b) { return b; }))
    return "";
  if (llvm::all_of(multipleOf16, [](bool b) { return b; }))
    return ":16";
  std::string hint = ":[";
  for (size_t d = 0; d < multipleOf16.size(); ++d)
    hint += (d ? ", " : "") + std::string(multipleOf16[d] ? "16" : "1");
  return hint + "]";
}
