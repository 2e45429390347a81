//===- Npy.cpp - NumPy .npy reader and writer ----------------------------===//
#include "tilec/Npy.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <limits>
#include <sstream>
#include <unistd.h>

namespace tilec::npy {

namespace {

struct DTypeInfo {
  DType dtype;
  const char *descr;
  const char *name;
  std::size_t size;
};

const DTypeInfo kDTypes[] = {
    {DType::Bool, "|b1", "i1", 1},   {DType::I8, "|i1", "i8", 1},
    {DType::U8, "|u1", "u8", 1},     {DType::I16, "<i2", "i16", 2},
    {DType::U16, "<u2", "u16", 2},   {DType::I32, "<i4", "i32", 4},
    {DType::U32, "<u4", "u32", 4},   {DType::I64, "<i8", "i64", 8},
    {DType::U64, "<u8", "u64", 8},   {DType::F16, "<f2", "fp16", 2},
    {DType::BF16, "<u2", "bf16", 2}, {DType::F32, "<f4", "fp32", 4},
    {DType::F64, "<f8", "fp64", 8},
};

const DTypeInfo &info(DType dtype) {
  for (const DTypeInfo &d : kDTypes)
    if (d.dtype == dtype)
      return d;
  return kDTypes[0];
}

/// A tiny reader of the Python dict literal in the header.
class HeaderParser {
public:
  explicit HeaderParser(std::string_view text) : text(text) {}

  bool parse(std::string &descr, bool &fortran, std::vector<int64_t> &shape,
             std::string &error) {
    bool haveDescr = false, haveFortran = false, haveShape = false;
    skipSpace();
    if (!eat('{'))
      return fail(error, "header is not a dict");
    while (true) {
      skipSpace();
      if (eat('}'))
        break;
      std::string key;
      if (!parseString(key))
        return fail(error, "expected a quoted key in the header");
      skipSpace();
      if (!eat(':'))
        return fail(error, "expected ':' after '" + key + "' in the header");
      skipSpace();
      if (key == "descr") {
        if (!parseString(descr))
          return fail(
              error,
              "'descr' is not a string (structured dtypes are not supported)");
        haveDescr = true;
      } else if (key == "fortran_order") {
        if (startsWith("True")) {
          fortran = true;
          pos += 4;
        } else if (startsWith("False")) {
          fortran = false;
          pos += 5;
        } else {
          return fail(error, "'fortran_order' is not True or False");
        }
        haveFortran = true;
      } else if (key == "shape") {
        if (!parseShape(shape))
          return fail(error, "'shape' is not a tuple of non-negative integers");
        haveShape = true;
      } else {
        return fail(error, "unexpected key '" + key + "' in the header");
      }
      skipSpace();
      if (eat(','))
        continue;
      skipSpace();
      if (eat('}'))
        break;
      return fail(error, "expected ',' or '}' in the header");
    }
    if (!haveDescr || !haveFortran || !haveShape)
      return fail(error, "header lacks 'descr', 'fortran_order' or 'shape'");
    return true;
  }

private:
  static bool fail(std::string &error, std::string message) {
    error = std::move(message);
    return false;
  }
  void skipSpace() {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t' ||
                                 text[pos] == '\n' || text[pos] == '\r'))
      ++pos;
  }
  bool eat(char c) {
    if (pos < text.size() && text[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }
  bool startsWith(std::string_view s) const {
    return text.substr(pos, s.size()) == s;
  }
  bool parseString(std::string &out) {
    if (pos >= text.size() || (text[pos] != '\'' && text[pos] != '"'))
      return false;
    char quote = text[pos++];
    size_t end = text.find(quote, pos);
    if (end == std::string_view::npos)
      return false;
    out = std::string(text.substr(pos, end - pos));
    pos = end + 1;
    return true;
  }
  bool parseInt(int64_t &v) {
    size_t start = pos;
    v = 0;
    while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') {
      int digit = text[pos] - '0';
      if (v > (std::numeric_limits<int64_t>::max() - digit) / 10)
        return false;
      v = v * 10 + digit;
      ++pos;
    }
    if (pos < text.size() && text[pos] == 'L') // Python 2 longs
      ++pos;
    return pos > start;
  }
  bool parseShape(std::vector<int64_t> &shape) {
    shape.clear();
    if (!eat('('))
      return false;
    while (true) {
      skipSpace();
      if (eat(')'))
        return true;
      int64_t v;
      if (!parseInt(v))
        return false;
      shape.push_back(v);
      skipSpace();
      if (eat(','))
        continue;
      skipSpace();
      return eat(')');
    }
  }

  std::string_view text;
  size_t pos = 0;
};

bool parseDescr(const std::string &descr, DType &dtype, std::string &error) {
  if (descr.size() < 3) {
    error = "unsupported dtype '" + descr + "'";
    return false;
  }
  char order = descr[0];
  std::string kind = descr.substr(1);
  if (order == '>' && kind != "b1" && kind != "i1" && kind != "u1") {
    error =
        "big-endian dtype '" + descr + "' is not supported (use little-endian)";
    return false;
  }
  if (order != '<' && order != '|' && order != '=' && order != '>') {
    error = "unsupported dtype '" + descr + "'";
    return false;
  }
  if (kind == "V2") { // ml_dtypes' bfloat16
    dtype = DType::BF16;
    return true;
  }
  for (const DTypeInfo &d : kDTypes) {
    if (d.dtype == DType::BF16)
      continue;
    if (kind == std::string(d.descr + 1)) {
      dtype = d.dtype;
      return true;
    }
  }
  error = "unsupported dtype '" + descr +
          "' (supported: f2 f4 f8 i1 u1 i2 u2 i4 u4 i8 u8 b1, little-endian)";
  return false;
}

uint32_t readLE(std::string_view bytes, size_t at, size_t n) {
  uint32_t v = 0;
  for (size_t k = 0; k < n; ++k)
    v |= static_cast<uint32_t>(static_cast<uint8_t>(bytes[at + k])) << (8 * k);
  return v;
}

} // namespace

std::size_t dtypeSize(DType dtype) { return info(dtype).size; }
const char *dtypeDescr(DType dtype) { return info(dtype).descr; }
const char *dtypeName(DType dtype) { return info(dtype).name; }

int64_t Array::numel() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

ReadResult parseNpy(std::string_view bytes, std::string_view name) {
  ReadResult r;
  auto fail = [&](const std::string &msg) {
    r.error = std::string(name) + ": " + msg;
    return r;
  };
  static const char kMagic[] = "\x93NUMPY";
  if (bytes.size() < 10 || bytes.substr(0, 6) != std::string_view(kMagic, 6))
    return fail("not a .npy file (bad magic)");
  unsigned major = static_cast<uint8_t>(bytes[6]);
  size_t headerLen, headerStart;
  if (major == 1) {
    headerLen = readLE(bytes, 8, 2);
    headerStart = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12)
      return fail("truncated .npy header");
    headerLen = readLE(bytes, 8, 4);
    headerStart = 12;
  } else {
    return fail("unsupported .npy format version " + std::to_string(major));
  }
  if (bytes.size() - headerStart < headerLen)
    return fail("truncated .npy header");
  std::string_view header = bytes.substr(headerStart, headerLen);
  std::string descr, error;
  bool fortran = false;
  Array &a = r.array;
  if (!HeaderParser(header).parse(descr, fortran, a.shape, error))
    return fail("malformed .npy header: " + error);
  if (fortran)
    return fail("Fortran-order arrays are not supported (save a C-contiguous "
                "array, e.g. "
                "np.ascontiguousarray)");
  if (!parseDescr(descr, a.dtype, error))
    return fail(error);
  uint64_t numel = 1;
  for (int64_t d : a.shape) {
    if (d != 0 && numel > std::numeric_limits<uint64_t>::max() / 16 / d)
      return fail("shape is too large");
    numel *= d;
  }
  uint64_t dataBytes = numel * dtypeSize(a.dtype);
  size_t dataStart = headerStart + headerLen;
  uint64_t have = bytes.size() - dataStart;
  if (have != dataBytes)
    return fail("the header promises " + std::to_string(dataBytes) +
                " bytes of data, the file has " + std::to_string(have));
  a.data.assign(bytes.begin() + dataStart, bytes.end());
  return r;
}

ReadResult readNpy(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    ReadResult r;
    r.error = path + ": cannot open: " + std::strerror(errno);
    return r;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) {
    ReadResult r;
    r.error = path + ": read error";
    return r;
  }
  return parseNpy(ss.str(), path);
}

std::string serializeNpy(const Array &array) {
  std::string dict = "{'descr': '" + std::string(dtypeDescr(array.dtype)) +
                     "', 'fortran_order': False, 'shape': (";
  for (size_t k = 0; k < array.shape.size(); ++k) {
    dict += std::to_string(array.shape[k]);
    if (k + 1 < array.shape.size() || array.shape.size() == 1)
      dict += array.shape.size() == 1 ? "," : ", ";
  }
  dict += "), }";
  // Pad with spaces so the data starts at a multiple of 64 bytes.
  size_t prefix = 10;
  unsigned version = 1;
  if (dict.size() + 1 + prefix > 65535) {
    version = 2;
    prefix = 12;
  }
  size_t total = prefix + dict.size() + 1;
  dict.append((64 - total % 64) % 64, ' ');
  dict += '\n';
  std::string out("\x93NUMPY", 6);
  out += static_cast<char>(version);
  out += '\0';
  uint32_t len = dict.size();
  for (size_t k = 0; k < (version == 1 ? 2u : 4u); ++k)
    out += static_cast<char>((len >> (8 * k)) & 0xff);
  out += dict;
  out.append(reinterpret_cast<const char *>(array.data.data()),
             array.data.size());
  return out;
}

std::string writeNpy(const std::string &path, const Array &array) {
  if (array.data.size() !=
      static_cast<size_t>(array.numel()) * dtypeSize(array.dtype))
    return path + ": array data does not match its shape and dtype";
  std::string bytes = serializeNpy(array);
  std::string tmp = path + ".tmp." + std::to_string(::getpid());
  FILE *f = std::fopen(tmp.c_str(), "wb");
  if (!f)
    return path + ": cannot write: " + std::strerror(errno);
  bool ok = std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size();
  ok = (std::fclose(f) == 0) && ok;
  if (!ok) {
    std::remove(tmp.c_str());
    return path + ": write error: " + std::strerror(errno);
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::string msg =
        path + ": cannot rename the temporary file: " + std::strerror(errno);
    std::remove(tmp.c_str());
    return msg;
  }
  return "";
}

bool asBF16(Array &array) {
  if (array.dtype != DType::U16 && array.dtype != DType::I16 &&
      array.dtype != DType::BF16)
    return false;
  array.dtype = DType::BF16;
  return true;
}

} // namespace tilec::npy
