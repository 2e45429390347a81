# Precompiled LLVM/MLIR headers for the compiler's libraries (TILEC_PCH, on by default).
#
# Parsing LLVM's and MLIR's headers is most of a tilec compile: DotWMMA.cpp, 44 lines, takes 16 s
# with gcc -O3, 14 of them in -fsyntax-only (346,000 preprocessed lines, 77,000 of them ROCDL's op
# declarations). One precompiled header of the headers the compiler's sources share is built once
# per build tree (position-independent, as these libraries are) and reused by each library named
# below (REUSE_FROM). Measured with gcc 12 on 2 cores (2026-12-04): the 25 files of TileConversion
# compile in 100 s instead of 394, the front end's 22 in 105 instead of 152; building the header
# takes 90 s (1.4 GB). Libraries that include little of MLIR (the JIT, the runtime, the C API, the
# target code) and the programs are left out: loading the header costs about 2 s a file, more than
# they spend parsing. Project headers are not in it: they change with every feature, LLVM's do not.
option(TILEC_PCH "Precompile the common LLVM/MLIR headers of the compiler's libraries" ON)

set(TILEC_PCH_HEADERS
  <llvm/ADT/ArrayRef.h> <llvm/ADT/DenseMap.h> <llvm/ADT/STLExtras.h> <llvm/ADT/SmallVector.h>
  <llvm/ADT/StringExtras.h> <llvm/ADT/StringMap.h> <llvm/ADT/StringRef.h> <llvm/ADT/StringSwitch.h>
  <llvm/ADT/TypeSwitch.h> <llvm/Support/Error.h> <llvm/Support/FormatVariadic.h>
  <llvm/Support/MathExtras.h> <llvm/Support/SourceMgr.h> <llvm/Support/raw_ostream.h>
  <mlir/IR/Builders.h> <mlir/IR/BuiltinOps.h> <mlir/IR/BuiltinTypes.h> <mlir/IR/Diagnostics.h>
  <mlir/IR/IRMapping.h> <mlir/IR/MLIRContext.h> <mlir/IR/Matchers.h> <mlir/IR/OpDefinition.h>
  <mlir/IR/OpImplementation.h> <mlir/IR/PatternMatch.h> <mlir/IR/Verifier.h>
  <mlir/Interfaces/SideEffectInterfaces.h> <mlir/Pass/Pass.h>
  <mlir/Dialect/Arith/IR/Arith.h> <mlir/Dialect/ControlFlow/IR/ControlFlow.h>
  <mlir/Dialect/Func/IR/FuncOps.h> <mlir/Dialect/GPU/IR/GPUDialect.h>
  <mlir/Dialect/LLVMIR/LLVMDialect.h> <mlir/Dialect/LLVMIR/NVVMDialect.h>
  <mlir/Dialect/LLVMIR/ROCDLDialect.h> <mlir/Dialect/Math/IR/Math.h> <mlir/Dialect/SCF/IR/SCF.h>
  <mlir/Conversion/LLVMCommon/Pattern.h> <mlir/Conversion/LLVMCommon/TypeConverter.h>
  <mlir/Transforms/DialectConversion.h>)

# The libraries that use it: those whose files parse most of MLIR.
set(TILEC_PCH_TARGETS TileIR TileGPUIR TileFrontEnd TileTransforms TileInterpreter TileAnalysis
    TileLayout TileConversion TilePipeline)

# Called once, after the libraries exist.
function(tilec_precompile_headers)
  if(NOT TILEC_PCH OR NOT TILEC_ENABLE_COMPILER)
    return()
  endif()
  set(source ${CMAKE_BINARY_DIR}/pch/empty.cpp)
  file(CONFIGURE OUTPUT ${source} CONTENT "// The owner of tilec's precompiled header.\n")
  add_library(tilec_pch OBJECT ${source})
  target_precompile_headers(tilec_pch PRIVATE ${TILEC_PCH_HEADERS})
  set_target_properties(tilec_pch PROPERTIES POSITION_INDEPENDENT_CODE ON)
  foreach(target IN LISTS TILEC_PCH_TARGETS)
    get_target_property(pic ${target} POSITION_INDEPENDENT_CODE)
    if(NOT pic)
      message(FATAL_ERROR "tilec_precompile_headers: ${target} is not position-independent, "
                          "the precompiled header is")
    endif()
    target_precompile_headers(${target} REUSE_FROM tilec_pch)
  endforeach()
endfunction()
