# Install rules and the CMake package (find_package(tilec)): bin/tilec, the runtime headers,
# the libraries that were built, lib/cmake/tilec/. Included last by the top-level CMakeLists.txt,
# once every target exists; each rule applies only to targets this configuration built.
include(CMakePackageConfigHelpers)

set(TILEC_INSTALL_CMAKEDIR lib/cmake/tilec)
set(exported)
foreach(pair tilec_runtime:runtime tilec_kernels:kernels tilec_rt:rt tilec_capi:capi tilec_jit:jit
             tilec:tilec)
  string(REPLACE ":" ";" pair ${pair})
  list(GET pair 0 target)
  list(GET pair 1 export_name)
  if(TARGET ${target})
    set_target_properties(${target} PROPERTIES EXPORT_NAME ${export_name})
    list(APPEND exported ${target})
  endif()
endforeach()
# The installed compiler, libtilec.so and libtilec_jit.so find libLLVM/libMLIR where the build
# found them. (The release build's need no LLVM; its bin/tilec finds libtilec.so at $ORIGIN/../lib.)
if(NOT TILEC_STATIC_LLVM)
  foreach(target tilec tilec_capi tilec_jit)
    if(TARGET ${target})
      get_target_property(type ${target} TYPE)
      if(NOT type STREQUAL "INTERFACE_LIBRARY")
        set_target_properties(${target} PROPERTIES INSTALL_RPATH_USE_LINK_PATH TRUE)
      endif()
    endif()
  endforeach()
endif()
install(TARGETS ${exported} EXPORT tilecTargets
        RUNTIME DESTINATION bin
        LIBRARY DESTINATION lib
        ARCHIVE DESTINATION lib)

# The public API: the runtime, .npy I/O, the kernel library, the C API (none needs LLVM).
set(headers ${CMAKE_SOURCE_DIR}/include/tilec/Runtime.h ${CMAKE_SOURCE_DIR}/include/tilec/Npy.h)
if(TARGET tilec_kernels)
  list(APPEND headers ${CMAKE_SOURCE_DIR}/include/tilec/kernels.h)
endif()
# The C++ JIT API (tilec's own Status/Result types: no LLVM header).
if(TARGET tilec_jit)
  list(APPEND headers ${CMAKE_SOURCE_DIR}/include/tilec/Compiler.h
       ${CMAKE_SOURCE_DIR}/include/tilec/Autotuner.h ${CMAKE_SOURCE_DIR}/include/tilec/KernelStats.h
       ${CMAKE_SOURCE_DIR}/include/tilec/CodeObject.h)
endif()
install(FILES ${headers} DESTINATION include/tilec)

# The Python package, which finds libtilec.so at ../../lib from python/tilec (docs/python.md).
if(TARGET tilec_capi)
  install(DIRECTORY ${CMAKE_SOURCE_DIR}/python/tilec DESTINATION python
          PATTERN __pycache__ EXCLUDE PATTERN "*.pyc" EXCLUDE)
  # The kernels tilec.ops launches, where it looks for them (python/tilec/../../kernels).
  install(DIRECTORY ${CMAKE_SOURCE_DIR}/kernels/ DESTINATION kernels
          FILES_MATCHING PATTERN "*.py" PATTERN __pycache__ EXCLUDE)
endif()
# The release package carries the AMD device libraries (ocml, ockl; Debian's rocm-device-libs)
# in lib/amdgcn/bitcode, where lib/Target/DeviceLibs.cpp looks beside libtilec.so.
if(TILEC_STATIC_LLVM)
  set(TILEC_DEVICE_LIB_DIR "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode" CACHE PATH
      "ROCm device-library bitcode to bundle")
  foreach(bc ocml.bc ockl.bc)
    if(NOT EXISTS ${TILEC_DEVICE_LIB_DIR}/${bc})
      message(FATAL_ERROR "TILEC_STATIC_LLVM: ${TILEC_DEVICE_LIB_DIR}/${bc} is missing "
                          "(install rocm-device-libs)")
    endif()
  endforeach()
  install(DIRECTORY ${TILEC_DEVICE_LIB_DIR}/ DESTINATION lib/amdgcn/bitcode
          FILES_MATCHING PATTERN "*.bc")
  if(EXISTS /usr/share/doc/rocm-device-libs/copyright)
    install(FILES /usr/share/doc/rocm-device-libs/copyright DESTINATION lib/amdgcn
            RENAME COPYRIGHT.rocm-device-libs)
  endif()
endif()
if(EXISTS ${CMAKE_SOURCE_DIR}/include/tilec-c/tilec.h)
  install(FILES ${CMAKE_SOURCE_DIR}/include/tilec-c/tilec.h DESTINATION include/tilec-c)
endif()

install(EXPORT tilecTargets NAMESPACE tilec:: DESTINATION ${TILEC_INSTALL_CMAKEDIR})
configure_package_config_file(${CMAKE_SOURCE_DIR}/cmake/tilecConfig.cmake.in
                              ${CMAKE_BINARY_DIR}/cmake/tilecConfig.cmake
                              INSTALL_DESTINATION ${TILEC_INSTALL_CMAKEDIR})
write_basic_package_version_file(${CMAKE_BINARY_DIR}/cmake/tilecConfigVersion.cmake
                                 VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/cmake/tilecConfig.cmake
              ${CMAKE_BINARY_DIR}/cmake/tilecConfigVersion.cmake
              ${CMAKE_SOURCE_DIR}/cmake/tilecKernels.cmake
        DESTINATION ${TILEC_INSTALL_CMAKEDIR})

# Tests of the AOT pieces, registered here because lib/ is configured before the top level enables
# testing. libtilec_kernels on the best GPU (test/AOT/kernels_test.cpp); 77 (skipped) without one.
if(TARGET tilec-kernels-test)
  add_test(NAME tilec-kernels-test COMMAND tilec-kernels-test)
  set_tests_properties(tilec-kernels-test PROPERTIES SKIP_RETURN_CODE 77)
endif()
# The package end to end: install into a scratch prefix, then configure, build and run
# examples/aot_project against it (test/AOT/aot_project.cmake). The run exits 77 (skipped) without
# a GPU. Needs the whole build (scripts/build.sh builds everything first).
if(TARGET tilec AND TARGET tilec_kernels AND EXISTS ${CMAKE_SOURCE_DIR}/examples/aot_project)
  set(work ${CMAKE_BINARY_DIR}/aot-project)
  # A sanitizer (or fuzzer) build installs instrumented static libraries: the
  # example must link the sanitizer runtimes too.
  set(aot_link_flags "")
  if(TILEC_ENABLE_SANITIZERS)
    string(APPEND aot_link_flags " -fsanitize=address,undefined")
  endif()
  if(TILEC_ENABLE_FUZZERS)
    string(APPEND aot_link_flags " -fsanitize=fuzzer-no-link")
  endif()
  # examples/jit_project too, when the C++ JIT library is built (not in the TSan configuration).
  set(jit OFF)
  if(TARGET tilec_jit AND EXISTS ${CMAKE_SOURCE_DIR}/examples/jit_project)
    set(jit ON)
  endif()
  add_test(NAME tilec-aot-project-build
           COMMAND ${CMAKE_COMMAND} -DBUILD_DIR=${CMAKE_BINARY_DIR} -DSOURCE_DIR=${CMAKE_SOURCE_DIR}
                   -DWORK_DIR=${work} -DGENERATOR=${CMAKE_GENERATOR} -DCXX=${CMAKE_CXX_COMPILER}
                   "-DLINK_FLAGS=${aot_link_flags}" -DJIT=${jit}
                   -P ${CMAKE_SOURCE_DIR}/test/AOT/aot_project.cmake)
  set_tests_properties(tilec-aot-project-build PROPERTIES FIXTURES_SETUP tilec_aot_project TIMEOUT 900)
  add_test(NAME tilec-aot-project-run COMMAND ${work}/build/aot_example)
  set_tests_properties(tilec-aot-project-run PROPERTIES FIXTURES_REQUIRED tilec_aot_project
                       SKIP_RETURN_CODE 77)
  # The installed JIT on the interpreter (no GPU needed), its cache in the scratch directory.
  if(jit)
    add_test(NAME tilec-jit-project-run COMMAND ${work}/jit-build/jit_example)
    set_tests_properties(tilec-jit-project-run PROPERTIES FIXTURES_REQUIRED tilec_aot_project
                         ENVIRONMENT TILEC_CACHE_DIR=${work}/jit-cache)
  endif()
endif()
