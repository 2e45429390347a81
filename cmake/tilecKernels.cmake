# tilec_add_kernels(): compile Triton-language kernels ahead of time with `tilec aot` at build
# time and link the generated launchers into a target. Shared by tilec's own build (lib/Kernels)
# and the installed package (find_package(tilec)). docs/aot.md is the user guide.
#
#   tilec_add_kernels(<target>
#     SOURCES <file.py>...              kernel sources (relative to the current source dir)
#     KERNELS <entry>...                one specialization each, see below
#     TARGETS <t>[,<t>...]              gfx90a, gfx942, gfx950, gfx1100, gfx1201, sm_80, sm_90, sm_90a
#     [NUM_WARPS <n>]                   default warps per program instance (4)
#     [NAMESPACE <ns>]                  C++ namespace of the launchers (default: global)
#     [OUTPUT_DIR <dir>])               default ${CMAKE_CURRENT_BINARY_DIR}/tilec_aot
#
# An entry is "[<launcher>=]<kernel>:<signature>[:<NAME=V,...>]": the @triton.jit function, the
# signature with hints (":16", ":1") and, as a last ":"-separated part containing "=", the
# constexprs (the key num_warps=N overrides NUM_WARPS). Entries with the same launcher name (by
# default the kernel's) are bundled into one launcher: different hints are dispatched on the
# arguments at run time, different constexprs become configs selected by the launcher's last
# argument. Each launcher <l> is generated as <OUTPUT_DIR>/<l>.h and <l>.cpp; <target> gets the
# .cpp, the include directory and tilec::runtime.
#
# Which tilec runs: TILEC_AOT_TOOL (a target name; tilec's own build sets it to `tilec`), else
# the imported tilec::tilec of the package.

function(tilec_add_kernels target)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "" "NUM_WARPS;NAMESPACE;OUTPUT_DIR" "SOURCES;KERNELS;TARGETS")
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "tilec_add_kernels: unexpected arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  foreach(required SOURCES KERNELS TARGETS)
    if(NOT ARG_${required})
      message(FATAL_ERROR "tilec_add_kernels(${target}): ${required} is required")
    endif()
  endforeach()
  if(NOT TARGET ${target})
    message(FATAL_ERROR "tilec_add_kernels: '${target}' is not a target")
  endif()
  if(NOT ARG_NUM_WARPS)
    set(ARG_NUM_WARPS 4)
  endif()
  if(NOT ARG_OUTPUT_DIR)
    set(ARG_OUTPUT_DIR ${CMAKE_CURRENT_BINARY_DIR}/tilec_aot)
  endif()
  string(REPLACE ";" "," targets "${ARG_TARGETS}")

  if(TILEC_AOT_TOOL)
    set(tool ${TILEC_AOT_TOOL})
  elseif(TARGET tilec::tilec)
    set(tool tilec::tilec)
  else()
    message(FATAL_ERROR "tilec_add_kernels: no tilec executable (this tilec package was built "
                        "without the compiler; set TILEC_AOT_TOOL to a target naming one)")
  endif()
  # An in-tree target may not exist yet (it is defined later in the tree); imported ones do.
  set(tool_depends ${tool})
  if(TARGET ${tool})
    get_target_property(imported ${tool} IMPORTED)
    if(imported)
      set(tool_depends $<TARGET_FILE:${tool}>)
    endif()
  endif()

  set(sources)
  foreach(src IN LISTS ARG_SOURCES)
    get_filename_component(src "${src}" ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
    if(NOT EXISTS "${src}")
      message(FATAL_ERROR "tilec_add_kernels(${target}): no source '${src}'")
    endif()
    list(APPEND sources "${src}")
  endforeach()

  # Group the entries by launcher.
  set(launchers)
  foreach(entry IN LISTS ARG_KERNELS)
    if(NOT entry MATCHES "^([A-Za-z_][A-Za-z0-9_]*=)?([A-Za-z_][A-Za-z0-9_]*):(.*)$")
      message(FATAL_ERROR "tilec_add_kernels(${target}): entry '${entry}' is not "
                          "[<launcher>=]<kernel>:<signature>[:<NAME=V,...>]")
    endif()
    set(kernel ${CMAKE_MATCH_2})
    set(rest "${CMAKE_MATCH_3}")
    string(REPLACE "=" "" launcher "${CMAKE_MATCH_1}")
    if(NOT launcher)
      set(launcher ${kernel})
    endif()
    # Signatures never contain "="; a last part that does holds the constexprs.
    set(signature "${rest}")
    set(constexprs "")
    if(rest MATCHES "^(.*):([^:]*=[^:]*)$")
      set(signature "${CMAKE_MATCH_1}")
      set(constexprs "${CMAKE_MATCH_2}")
    endif()
    if(NOT launcher IN_LIST launchers)
      list(APPEND launchers ${launcher})
      set(kernel_of_${launcher} ${kernel})
      set(variants_of_${launcher})
    elseif(NOT kernel_of_${launcher} STREQUAL kernel)
      message(FATAL_ERROR "tilec_add_kernels(${target}): launcher '${launcher}' bundles two "
                          "kernels (${kernel_of_${launcher}}, ${kernel}); name them apart")
    endif()
    # `;` separates the variant's parts on tilec's command line; keep it out of CMake's lists.
    list(APPEND variants_of_${launcher} --variant "${signature}$<SEMICOLON>${constexprs}")
  endforeach()

  set(generated)
  foreach(launcher IN LISTS launchers)
    set(kernel ${kernel_of_${launcher}})
    # The source that defines the kernel.
    set(source "")
    foreach(src IN LISTS sources)
      file(STRINGS "${src}" defs REGEX "^def[ \t]+${kernel}[ \t]*\\(")
      if(defs)
        if(source)
          message(FATAL_ERROR "tilec_add_kernels(${target}): kernel '${kernel}' is defined in "
                              "both ${source} and ${src}")
        endif()
        set(source "${src}")
      endif()
    endforeach()
    if(NOT source)
      message(FATAL_ERROR "tilec_add_kernels(${target}): no 'def ${kernel}(' in ${sources}")
    endif()
    set(namespace_args)
    if(ARG_NAMESPACE)
      set(namespace_args --namespace ${ARG_NAMESPACE})
    endif()
    set(outputs ${ARG_OUTPUT_DIR}/${launcher}.h ${ARG_OUTPUT_DIR}/${launcher}.cpp)
    add_custom_command(
      OUTPUT ${outputs}
      COMMAND $<TARGET_FILE:${tool}> aot ${source} --kernel ${kernel} --name ${launcher}
              ${namespace_args} --targets ${targets} --num-warps ${ARG_NUM_WARPS}
              ${variants_of_${launcher}} -o ${ARG_OUTPUT_DIR}
      DEPENDS ${source} ${tool_depends}
      COMMENT "tilec aot: ${launcher} (${kernel}) for ${targets}"
      VERBATIM)
    list(APPEND generated ${outputs})
  endforeach()

  target_sources(${target} PRIVATE ${generated})
  target_include_directories(${target} PUBLIC $<BUILD_INTERFACE:${ARG_OUTPUT_DIR}>)
  if(TARGET tilec::runtime)
    target_link_libraries(${target} PUBLIC tilec::runtime)
  else()
    target_link_libraries(${target} PUBLIC tilec_runtime)
  endif()
endfunction()
