# Compiles each public header of include/ on its own, with only include/ on the include path (no
# LLVM, no build tree): the installed C++ and C APIs must be self-contained. Registered with CTest
# as tilec-public-headers (test/CMakeLists.txt).
#   cmake -DCXX=<c++> -DCC=<cc> -DSOURCE_DIR=<repo> -DWORK_DIR=<dir> -P headers_alone.cmake
file(GLOB headers RELATIVE ${SOURCE_DIR}/include ${SOURCE_DIR}/include/tilec/*.h
     ${SOURCE_DIR}/include/tilec-c/*.h)
file(MAKE_DIRECTORY ${WORK_DIR})
set(failed "")
foreach(h IN LISTS headers)
  string(MAKE_C_IDENTIFIER ${h} id)
  set(tu ${WORK_DIR}/${id}.cpp)
  file(WRITE ${tu} "#include \"${h}\"\n#include \"${h}\"\n")
  execute_process(COMMAND ${CXX} -std=c++17 -fsyntax-only -Wall -Werror -I${SOURCE_DIR}/include ${tu}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    list(APPEND failed ${h})
    message("${h} does not compile alone:\n${out}")
  endif()
endforeach()
# The C API is C too.
file(WRITE ${WORK_DIR}/c_api.c "#include \"tilec-c/tilec.h\"\nint main(void) { return TILEC_OK; }\n")
execute_process(COMMAND ${CC} -std=c99 -fsyntax-only -Wall -Werror -I${SOURCE_DIR}/include
                        ${WORK_DIR}/c_api.c RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  list(APPEND failed "tilec-c/tilec.h (as C)")
  message("tilec-c/tilec.h does not compile as C99:\n${out}")
endif()
list(LENGTH headers count)
if(failed)
  message(FATAL_ERROR "public headers that need more than include/: ${failed}")
endif()
message("${count} public headers compile alone with only include/")
