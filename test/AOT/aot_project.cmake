# CTest driver (cmake -P) for tilec-aot-project-build: installs this build into a fresh prefix
# and configures and builds examples/aot_project against it with find_package(tilec), and with
# -DJIT=ON examples/jit_project too (the installed C++ JIT, tilec::jit).
# -DBUILD_DIR=<tilec build> -DSOURCE_DIR=<tilec source> -DWORK_DIR=<scratch> -DGENERATOR=<gen>
# -DCXX=<c++ compiler> [-DLINK_FLAGS=<extra link flags, e.g. the sanitizers of the build>]
# [-DJIT=ON]
foreach(var BUILD_DIR SOURCE_DIR WORK_DIR GENERATOR CXX)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "aot_project.cmake: -D${var}=... is required")
  endif()
endforeach()
file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/prefix)
message(STATUS "installing ${BUILD_DIR} into ${prefix}")
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix}
                OUTPUT_QUIET COMMAND_ERROR_IS_FATAL ANY)
foreach(file bin/tilec include/tilec/Runtime.h include/tilec/kernels.h lib/libtilec_runtime.a
             lib/libtilec_kernels.a lib/cmake/tilec/tilecConfig.cmake
             lib/cmake/tilec/tilecConfigVersion.cmake lib/cmake/tilec/tilecKernels.cmake)
  if(NOT EXISTS ${prefix}/${file})
    message(FATAL_ERROR "cmake --install did not install ${file}")
  endif()
endforeach()
message(STATUS "configuring examples/aot_project")
execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR}/examples/aot_project -B ${WORK_DIR}/build
                        -G ${GENERATOR} -DCMAKE_CXX_COMPILER=${CXX} -DCMAKE_PREFIX_PATH=${prefix}
                        -DCMAKE_BUILD_TYPE=Release "-DCMAKE_EXE_LINKER_FLAGS=${LINK_FLAGS}"
                COMMAND_ERROR_IS_FATAL ANY)
message(STATUS "building examples/aot_project")
execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK_DIR}/build COMMAND_ERROR_IS_FATAL ANY)

if(JIT)
  foreach(file include/tilec/Compiler.h include/tilec/Autotuner.h include/tilec/KernelStats.h
               lib/libtilec_jit.so)
    if(NOT EXISTS ${prefix}/${file})
      message(FATAL_ERROR "cmake --install did not install ${file}")
    endif()
  endforeach()
  # The tilec headers an installed header includes are installed too (the others are LLVM's).
  file(GLOB installed_headers ${prefix}/include/tilec/*.h)
  foreach(header ${installed_headers})
    file(STRINGS ${header} includes REGEX "^#include \"")
    foreach(line ${includes})
      string(REGEX REPLACE "^#include \"([^\"]+)\".*" "\\1" included "${line}")
      if(included MATCHES "^(llvm|mlir)/")
        continue()
      endif()
      if(NOT EXISTS ${prefix}/include/${included})
        message(FATAL_ERROR "${header} includes \"${included}\", which is not installed")
      endif()
    endforeach()
  endforeach()
  message(STATUS "configuring examples/jit_project")
  execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR}/examples/jit_project
                          -B ${WORK_DIR}/jit-build -G ${GENERATOR} -DCMAKE_CXX_COMPILER=${CXX}
                          -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_BUILD_TYPE=Release
                          "-DCMAKE_EXE_LINKER_FLAGS=${LINK_FLAGS}"
                  COMMAND_ERROR_IS_FATAL ANY)
  message(STATUS "building examples/jit_project")
  execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK_DIR}/jit-build COMMAND_ERROR_IS_FATAL ANY)
endif()
