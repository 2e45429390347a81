//===- CodeObject.cpp - tilec/CodeObject.h over lib/Target's readers ------===//
#include "tilec/CodeObject.h"

#include "Target/Comgr.h"

using namespace tilec;

rt::Result<CodeObjectInfo> tilec::readCodeObject(const void *image,
                                                 std::size_t bytes,
                                                 MetadataReader reader) {
  if (!image)
    return rt::Status::error("tilec: readCodeObject: null image");
  llvm::Expected<CodeObjectInfo> info = inspectCodeObject(
      llvm::ArrayRef<char>(static_cast<const char *>(image), bytes), reader);
  if (!info)
    return rt::Status::error("tilec: " + llvm::toString(info.takeError()));
  return std::move(*info);
}

rt::Result<std::string> tilec::disassembleCodeObject(const void *image,
                                                     std::size_t bytes) {
  if (!image)
    return rt::Status::error("tilec: disassembleCodeObject: null image");
  llvm::Expected<std::string> text = comgrDisassemble(
      llvm::ArrayRef<char>(static_cast<const char *>(image), bytes));
  if (!text)
    return rt::Status::error("tilec: " + llvm::toString(text.takeError()));
  return std::move(*text);
}
