//===- NpyTest.cpp - .npy reading and writing ----------------------------===//
#include "tilec/Npy.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <unistd.h>

using namespace tilec::npy;

namespace {

/// A .npy file with the given header dict and `dataBytes` bytes of 0xab.
std::string makeFile(const std::string &dict, size_t dataBytes,
                     int version = 1) {
  std::string header = dict;
  size_t prefix = version == 1 ? 10 : 12;
  header.append((64 - (prefix + header.size() + 1) % 64) % 64, ' ');
  header += '\n';
  std::string out("\x93NUMPY", 6);
  out += static_cast<char>(version);
  out += '\0';
  uint32_t len = header.size();
  for (int k = 0; k < (version == 1 ? 2 : 4); ++k)
    out += static_cast<char>((len >> (8 * k)) & 0xff);
  out += header;
  out.append(dataBytes, '\xab');
  return out;
}

std::string errorOf(const std::string &bytes) {
  ReadResult r = parseNpy(bytes, "in.npy");
  return r.error;
}

TEST(Npy, RoundTripEveryDtypeAndShape) {
  const DType dtypes[] = {DType::Bool, DType::I8,  DType::U8,   DType::I16,
                          DType::U16,  DType::I32, DType::U32,  DType::I64,
                          DType::U64,  DType::F16, DType::BF16, DType::F32,
                          DType::F64};
  const std::vector<std::vector<int64_t>> shapes = {
      {}, {5}, {2, 3}, {2, 1, 4}, {0, 3}};
  for (DType dt : dtypes) {
    for (const auto &shape : shapes) {
      Array a;
      a.dtype = dt;
      a.shape = shape;
      a.data.resize(a.numel() * dtypeSize(dt));
      for (size_t k = 0; k < a.data.size(); ++k)
        a.data[k] = static_cast<uint8_t>(k * 7 + 1);
      std::string bytes = serializeNpy(a);
      // NumPy aligns the data to 64 bytes.
      size_t headerLen = static_cast<uint8_t>(bytes[8]) |
                         (static_cast<uint8_t>(bytes[9]) << 8);
      EXPECT_EQ((10 + headerLen) % 64, 0u);
      ReadResult r = parseNpy(bytes, "x.npy");
      ASSERT_TRUE(r.ok()) << r.error;
      if (dt == DType::BF16) // written as raw <u2 bits
        EXPECT_EQ(r.array.dtype, DType::U16);
      else
        EXPECT_EQ(r.array.dtype, dt);
      EXPECT_EQ(r.array.shape, shape);
      EXPECT_EQ(r.array.data, a.data);
    }
  }
}

TEST(Npy, HeaderAsNumpyWritesIt) {
  std::string bytes = makeFile(
      "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", 24);
  ReadResult r = parseNpy(bytes, "a.npy");
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.array.dtype, DType::F32);
  EXPECT_EQ(r.array.shape, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(r.array.data.size(), 24u);
  // Versions 2 and 3 differ only in the header length field.
  for (int v : {2, 3}) {
    r = parseNpy(
        makeFile("{'descr': '|u1', 'fortran_order': False, 'shape': (7,), }", 7,
                 v),
        "b.npy");
    ASSERT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.array.dtype, DType::U8);
    EXPECT_EQ(r.array.shape, (std::vector<int64_t>{7}));
  }
  r = parseNpy(
      makeFile("{'descr': '<f8', 'fortran_order': False, 'shape': (), }", 8),
      "c");
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_TRUE(r.array.shape.empty());
  EXPECT_EQ(r.array.numel(), 1);
}

TEST(Npy, BF16) {
  Array a;
  a.dtype = DType::BF16;
  a.shape = {2};
  a.data = {0x80, 0x3f, 0x00, 0x40}; // 1.0, 2.0
  ReadResult r = parseNpy(serializeNpy(a), "bf.npy");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(std::string(dtypeDescr(DType::BF16)), "<u2");
  EXPECT_TRUE(asBF16(r.array));
  EXPECT_EQ(r.array.dtype, DType::BF16);
  EXPECT_EQ(r.array.data, a.data);
  r = parseNpy(
      makeFile("{'descr': '|V2', 'fortran_order': False, 'shape': (2,), }", 4),
      "v");
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.array.dtype, DType::BF16);
  Array f;
  f.dtype = DType::F32;
  f.shape = {1};
  f.data.resize(4);
  EXPECT_FALSE(asBF16(f));
}

TEST(Npy, Errors) {
  EXPECT_EQ(errorOf(""), "in.npy: not a .npy file (bad magic)");
  EXPECT_EQ(errorOf("PK\x03\x04 this is a zip"),
            "in.npy: not a .npy file (bad magic)");
  std::string good =
      makeFile("{'descr': '<i4', 'fortran_order': False, 'shape': (4,), }", 16);
  EXPECT_EQ(errorOf(good.substr(0, 30)), "in.npy: truncated .npy header");
  EXPECT_EQ(errorOf(good.substr(0, good.size() - 1)),
            "in.npy: the header promises 16 bytes of data, the file has 15");
  EXPECT_EQ(errorOf(good + "x"),
            "in.npy: the header promises 16 bytes of data, the file has 17");
  EXPECT_NE(
      errorOf(
          makeFile("{'descr': '<i4', 'fortran_order': True, 'shape': (2, 2), }",
                   16))
          .find("Fortran-order arrays are not supported"),
      std::string::npos);
  EXPECT_NE(
      errorOf(
          makeFile("{'descr': '>f4', 'fortran_order': False, 'shape': (4,), }",
                   16))
          .find("big-endian dtype '>f4' is not supported"),
      std::string::npos);
  EXPECT_NE(
      errorOf(
          makeFile("{'descr': '<c8', 'fortran_order': False, 'shape': (4,), }",
                   32))
          .find("unsupported dtype '<c8'"),
      std::string::npos);
  EXPECT_NE(errorOf(makeFile("{'descr': [('a', '<f4')], 'fortran_order': "
                             "False, 'shape': (1,), }",
                             4))
                .find("structured dtypes are not supported"),
            std::string::npos);
  EXPECT_NE(errorOf(makeFile("{'descr': '<f4', 'shape': (4,), }", 16))
                .find("header lacks"),
            std::string::npos);
  EXPECT_NE(
      errorOf(
          makeFile("{'descr': '<f4', 'fortran_order': False, 'shape': (-1,), }",
                   16))
          .find("'shape' is not a tuple"),
      std::string::npos);
  std::string v9 = good;
  v9[6] = 9;
  EXPECT_EQ(errorOf(v9), "in.npy: unsupported .npy format version 9");
  // A header length past the end of the file.
  std::string lying = good;
  lying[8] = '\xff';
  lying[9] = '\x7f';
  EXPECT_EQ(errorOf(lying), "in.npy: truncated .npy header");
}

TEST(Npy, FilesAreWrittenAtomically) {
  char dir[] = "/tmp/tilec-npy-XXXXXX";
  ASSERT_NE(mkdtemp(dir), nullptr);
  std::string path = std::string(dir) + "/out.npy";
  Array a;
  a.dtype = DType::I32;
  a.shape = {3};
  a.data.assign(12, 1);
  EXPECT_EQ(writeNpy(path, a), "");
  ReadResult r = readNpy(path);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.array.data, a.data);
  a.data.resize(5); // inconsistent: refused, the old file stays
  EXPECT_NE(writeNpy(path, a), "");
  EXPECT_TRUE(readNpy(path).ok());
  EXPECT_NE(writeNpy(std::string(dir) + "/no/such/dir/x.npy", a), "");
  EXPECT_NE(
      readNpy(std::string(dir) + "/missing.npy").error.find("cannot open"),
      std::string::npos);
  std::remove(path.c_str());
  rmdir(dir);
}

} // namespace
