//===- TensorMaps.cpp - Decode tensor map recipes, compute their encoding -===//

#include "TensorMaps.h"

#include <cstdio>
#include <cstring>

namespace tilec::rt::detail {

namespace {
/// A CUtensorMapDataType value tilec's recipes may name.
struct DataTypeInfo {
  const char *name;
  std::uint32_t bytes;
  bool isFloat;
};
} // namespace

// Indexed by CUtensorMapDataType (cuda.h); the packed sub-byte types that
// follow TFLOAT32_FTZ are not part of the recipe's format.
static constexpr DataTypeInfo kDataTypes[] = {
    {"uint8", 1, false},       {"uint16", 2, false},     {"uint32", 4, false},
    {"int32", 4, false},       {"uint64", 8, false},     {"int64", 8, false},
    {"float16", 2, true},      {"float32", 4, true},     {"float64", 8, true},
    {"bfloat16", 2, true},     {"float32_ftz", 4, true}, {"tfloat32", 4, true},
    {"tfloat32_ftz", 4, true},
};
static constexpr std::uint32_t kNumDataTypes =
    sizeof(kDataTypes) / sizeof(kDataTypes[0]);

// CUtensorMapSwizzle NONE, 32B, 64B, 128B: the span each swizzles within.
static constexpr std::uint32_t kSwizzleBytes[] = {0, 32, 64, 128};
static constexpr const char *kSwizzleNames[] = {"none", "32B", "64B", "128B"};
static constexpr const char *kOobFillNames[] = {"zero", "nan"};
static constexpr const char *kL2PromotionNames[] = {"none", "64B", "128B",
                                                    "256B"};

std::string tensorMapDataTypeName(std::uint32_t dataType) {
  if (dataType < kNumDataTypes)
    return kDataTypes[dataType].name;
  return "data type " + std::to_string(dataType);
}

static std::string hex(std::uint64_t value) {
  char text[24];
  std::snprintf(text, sizeof(text), "0x%llx",
                static_cast<unsigned long long>(value));
  return text;
}

/// "[a, b, c]".
template <class T>
static std::string list(const T *values, std::uint32_t count) {
  std::string text = "[";
  for (std::uint32_t i = 0; i < count; ++i) {
    if (i)
      text += ", ";
    text += std::to_string(values[i]);
  }
  return text + "]";
}

/// Checks one record; the error says what is wrong (the caller names the
/// record).
static Status checkRecord(const TensorMapSpec &s) {
  if (s.rank < 1 || s.rank > kMaxTensorMapRank)
    return Status::error("rank " + std::to_string(s.rank) + ", expected 1.." +
                         std::to_string(kMaxTensorMapRank));
  if (s.dataType >= kNumDataTypes)
    return Status::error("data type " + std::to_string(s.dataType) +
                         " unknown (expected a CUtensorMapDataType 0.." +
                         std::to_string(kNumDataTypes - 1) + ")");
  const DataTypeInfo &type = kDataTypes[s.dataType];
  if (s.elemBytes != type.bytes)
    return Status::error("element size " + std::to_string(s.elemBytes) +
                         " bytes does not match data type " +
                         std::to_string(s.dataType) + " (" + type.name + ", " +
                         std::to_string(type.bytes) + " bytes)");
  if (s.swizzle > 3)
    return Status::error("swizzle " + std::to_string(s.swizzle) +
                         " unknown (expected 0..3: none, 32B, 64B, 128B)");
  if (s.oobFill > 1)
    return Status::error("oobFill " + std::to_string(s.oobFill) +
                         " unknown (expected 0 zeros, 1 NAN_REQUEST_ZERO_FMA)");
  if (s.l2Promotion > 3)
    return Status::error("l2Promotion " + std::to_string(s.l2Promotion) +
                         " unknown (expected 0..3: none, 64B, 128B, 256B)");
  for (std::uint32_t i = 0; i < kMaxTensorMapRank; ++i) {
    std::uint32_t box = s.box[i];
    if (i >= s.rank) {
      if (box != 0)
        return Status::error("box" + std::to_string(i) + " is " +
                             std::to_string(box) + " past rank " +
                             std::to_string(s.rank) + " (expected 0)");
      continue;
    }
    if (box < 1 || box > kMaxTensorMapBox)
      return Status::error("box" + std::to_string(i) + " is " +
                           std::to_string(box) + ", expected 1.." +
                           std::to_string(kMaxTensorMapBox));
  }
  // cuTensorMapEncodeTiled's rules for the inner box row (interleave NONE).
  std::uint32_t innerBytes = s.box[0] * s.elemBytes;
  if (innerBytes % 16 != 0)
    return Status::error("inner box row of " + std::to_string(s.box[0]) +
                         " x " + std::to_string(s.elemBytes) + " = " +
                         std::to_string(innerBytes) +
                         " bytes is not a multiple of 16 bytes");
  if (s.swizzle != 0 && innerBytes > kSwizzleBytes[s.swizzle])
    return Status::error("inner box row of " + std::to_string(innerBytes) +
                         " bytes is wider than its " +
                         kSwizzleNames[s.swizzle] + " swizzle span");
  if (s.oobFill != 0 && !type.isFloat)
    return Status::error(std::string("NaN out-of-bounds fill needs a "
                                     "floating-point data type, got ") +
                         type.name);
  return Status::success();
}

Result<TensorMapRecipe> decodeTensorMaps(const std::uint32_t *words,
                                         std::size_t count) {
  if (count < kTensorMapsHeaderWords)
    return Status::error("has " + std::to_string(count) +
                         " words, fewer than the 2-word header {version, "
                         "count}");
  if (words[0] != kTensorMapsVersion)
    return Status::error("format version " + std::to_string(words[0]) +
                         ", this runtime reads version " +
                         std::to_string(kTensorMapsVersion));
  std::uint64_t records = words[1];
  std::uint64_t expected =
      kTensorMapsHeaderWords + records * kTensorMapRecordWords;
  if (count != expected)
    return Status::error("has " + std::to_string(count) + " words, but " +
                         std::to_string(records) + " records of " +
                         std::to_string(kTensorMapRecordWords) +
                         " words need " + std::to_string(expected));
  TensorMapRecipe recipe;
  recipe.maps.reserve(records);
  for (std::uint64_t r = 0; r < records; ++r) {
    const std::uint32_t *w =
        words + kTensorMapsHeaderWords + r * kTensorMapRecordWords;
    TensorMapSpec spec;
    spec.baseArg = w[0];
    spec.rank = w[1];
    spec.dataType = w[2];
    spec.elemBytes = w[3];
    spec.swizzle = w[4];
    spec.oobFill = w[5];
    spec.l2Promotion = w[6];
    std::memcpy(spec.box, w + 7, sizeof(spec.box));
    if (Status s = checkRecord(spec); !s.ok())
      return Status::error("record " + std::to_string(r) + ": " + s.message());
    recipe.maps.push_back(spec);
  }
  return recipe;
}

static const char *kindName(KernelArg::Kind kind) {
  using K = KernelArg::Kind;
  switch (kind) {
  case K::Pointer:
    return "a pointer";
  case K::I1:
    return "an i1";
  case K::I8:
    return "an i8";
  case K::I16:
    return "an i16";
  case K::I32:
    return "an i32";
  case K::I64:
    return "an i64";
  case K::F16:
    return "an f16";
  case K::BF16:
    return "a bf16";
  case K::F32:
    return "an f32";
  case K::F64:
    return "an f64";
  }
  return "an unknown kind";
}

/// "1 stride", "2 strides".
static std::string count(std::uint32_t n, const char *noun) {
  return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

template <class T> static T valueOf(const KernelArg &arg) {
  T value;
  std::memcpy(&value, arg.data(), sizeof(T));
  return value;
}

Status computeTensorMapEncoding(const TensorMapSpec &spec,
                                const KernelArg *args, std::size_t argCount,
                                TensorMapEncoding &encoding) {
  const std::uint32_t rank = spec.rank;
  const std::uint64_t first = spec.baseArg;
  const std::uint64_t last = first + spec.argCount() - 1;
  if (last >= argCount)
    return Status::error(
        "its descriptor is arguments " + std::to_string(first) + ".." +
        std::to_string(last) + " (base, " + count(rank, "shape") + ", " +
        count(rank - 1, "stride") + "), but the launch passes " +
        std::to_string(argCount) + " arguments");
  auto argument = [&](std::uint64_t index, const std::string &role) {
    return "argument " + std::to_string(index) + " (" + role + ")";
  };
  auto checkKind = [&](std::uint64_t index, KernelArg::Kind kind,
                       const std::string &role) {
    KernelArg::Kind got = args[index].kind();
    if (got == kind)
      return Status::success();
    return Status::error(argument(index, role) + " must be " + kindName(kind) +
                         ", got " + kindName(got));
  };

  if (Status s = checkKind(first, KernelArg::Kind::Pointer, "base"); !s.ok())
    return s;
  DeviceAddress base = valueOf<DeviceAddress>(args[first]);
  if (base % 16 != 0)
    return Status::error(argument(first, "base") + " is " + hex(base) +
                         ", not 16-byte aligned as TMA needs");

  encoding = TensorMapEncoding();
  encoding.dataType = spec.dataType;
  encoding.rank = rank;
  encoding.globalAddress = base;
  encoding.swizzle = spec.swizzle;
  encoding.l2Promotion = spec.l2Promotion;
  encoding.oobFill = spec.oobFill;
  // Arguments run outermost first; the encoding innermost first.
  for (std::uint32_t d = 0; d < rank; ++d) {
    std::uint64_t index = first + 1 + d;
    std::string role = "shape[" + std::to_string(d) + "]";
    if (Status s = checkKind(index, KernelArg::Kind::I32, role); !s.ok())
      return s;
    std::int32_t shape = valueOf<std::int32_t>(args[index]);
    if (shape < 1)
      return Status::error(argument(index, role) + " is " +
                           std::to_string(shape) +
                           "; a TMA tensor map needs every dimension >= 1");
    encoding.globalDim[rank - 1 - d] = std::uint64_t(shape);
  }
  for (std::uint32_t d = 0; d + 1 < rank; ++d) {
    std::uint64_t index = first + 1 + rank + d;
    std::string role = "strides[" + std::to_string(d) + "]";
    if (Status s = checkKind(index, KernelArg::Kind::I64, role); !s.ok())
      return s;
    std::int64_t stride = valueOf<std::int64_t>(args[index]);
    // Below 2^40 bytes, so that the product cannot overflow.
    constexpr std::int64_t kLimit = std::int64_t(1) << 40;
    if (stride < 0 || stride >= kLimit / spec.elemBytes)
      return Status::error(argument(index, role) + " is " +
                           std::to_string(stride) + " elements of " +
                           std::to_string(spec.elemBytes) +
                           " bytes; TMA needs 0 <= stride < 2^40 bytes");
    std::uint64_t bytes = std::uint64_t(stride) * spec.elemBytes;
    if (bytes % 16 != 0)
      return Status::error(argument(index, role) + " is " +
                           std::to_string(stride) +
                           " elements = " + std::to_string(bytes) +
                           " bytes, not a multiple of 16 bytes as TMA needs");
    encoding.globalStrides[rank - 2 - d] = bytes;
  }
  for (std::uint32_t i = 0; i < rank; ++i) {
    encoding.boxDim[i] = spec.box[i];
    encoding.elementStrides[i] = 1;
  }
  return Status::success();
}

std::string describeTensorMapEncoding(const TensorMapEncoding &e) {
  auto name = [](const char *const *names, std::size_t size,
                 std::uint32_t value) {
    return value < size ? std::string(names[value]) : std::to_string(value);
  };
  std::uint32_t rank = e.rank <= kMaxTensorMapRank ? e.rank : 0;
  return tensorMapDataTypeName(e.dataType) + ", dims " +
         list(e.globalDim, rank) + ", strides " +
         list(e.globalStrides, rank ? rank - 1 : 0) + " bytes, box " +
         list(e.boxDim, rank) + ", swizzle " +
         name(kSwizzleNames, 4, e.swizzle) + ", oob fill " +
         name(kOobFillNames, 2, e.oobFill) + ", l2 promotion " +
         name(kL2PromotionNames, 4, e.l2Promotion) + ", base " +
         hex(e.globalAddress);
}

} // namespace tilec::rt::detail
