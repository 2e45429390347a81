//===- Signature.h - the entries of a kernel signature string ------------===//
//
// A signature names the type of each runtime (non-constexpr) parameter of a
// kernel, in order: "*fp16:16,i32,fp32". An entry is a scalar type or a
// pointer ("*" + element type) with an optional hint (":16" divisible by 16,
// ":1" equal to 1), or a host-side tensor descriptor as Triton spells it,
// "tensordesc<fp16[64, 64]>" (element type and block shape). The front end,
// the JIT's parameter lists and its launches all split signatures here, so
// the commas inside a descriptor's block shape are never taken for entry
// separators.
//
// A descriptor parameter is passed as 2 * rank kernel arguments
// (docs/kernel-abi.md), which descriptorParts lists: the base pointer
// (16-byte aligned), the shape (rank x i32, multiples of 16 where the entry
// says so), the strides of every dimension
// but the last (i64, each a multiple of 16 bytes; the last stride is 1).
// These are the requirements of Triton's host-side TensorDescriptor. The
// padding is part of the entry, so that zero-padded loads stay candidates
// for asynchronous copies.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_FRONTEND_SIGNATURE_H
#define TILEC_LIB_FRONTEND_SIGNATURE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilec::frontend {

/// The entries of `signature`, split at the commas outside `<...>` and
/// `[...]`, each trimmed. An empty (or blank) signature has none.
llvm::SmallVector<llvm::StringRef> splitSignature(llvm::StringRef signature);

/// A host-side tensor descriptor entry: "tensordesc<ELEMENT[B0, B1, ...]>"
/// (out-of-bounds elements read as zero) or "tensordesc<ELEMENT[...],nan>"
/// (as NaN: padding="nan"), optionally followed by what the shape is
/// divisible by (tilec's specialization, which the JIT adds as it adds ":16"
/// to integers): ":16" every dimension, ":[16, 1]" per dimension (16 or 1).
struct DescriptorEntry {
  std::string element;              // as written: "fp16"
  llvm::SmallVector<int64_t> block; // the block shape
  bool nanPadding = false;
  llvm::SmallVector<unsigned> shapeDivisibility; // per dimension: 1 or 16
};

/// A scalar or pointer entry ("*fp16:16:2g") split into its type, its
/// numeric hint ("16", "1" or empty: what the value is a multiple of or
/// equal to, which a launch can check) and whether it has the `:2g` hint
/// (a pointer to the start of an allocation under 2 GiB: a promise no
/// launch can check). The front end rejects malformed hints
/// (Emitter::parseSignature); the JIT and the AOT tool take the entries the
/// compile accepted apart here.
struct ScalarEntry {
  llvm::StringRef type;
  llvm::StringRef hint;
  bool within2GiB = false;
};
ScalarEntry splitScalarEntry(llvm::StringRef entry);

/// Whether `entry` is meant as a descriptor (starts with "tensordesc").
bool isDescriptorEntry(llvm::StringRef entry);

/// Parses a descriptor entry; false with `error` set when it is malformed
/// (the element type is not checked here).
bool parseDescriptorEntry(llvm::StringRef entry, DescriptorEntry &out,
                          std::string &error);

/// The shape hint of a descriptor entry whose dimensions are (`true`) or
/// are not multiples of 16: "", ":16" or ":[16, 1, ...]".
std::string descriptorShapeHint(llvm::ArrayRef<bool> multipleOf16);

/// One kernel argument of a descriptor parameter.
struct DescriptorPart {
  std::string suffix;        // ".base", ".shape[0]", ".strides[0]"
  std::string type;          // "*fp16", "i32", "i64"
  unsigned divisibility = 0; // what the value is a multiple of (0: nothing)
};

/// The kernel arguments a descriptor of `entry`'s element (`elementBytes`
/// bytes each) and rank is passed as, in order.
std::vector<DescriptorPart> descriptorParts(const DescriptorEntry &entry,
                                            unsigned elementBytes);

} // namespace tilec::frontend

#endif // TILEC_LIB_FRONTEND_SIGNATURE_H
