# `cmake --install`: the programs, the static library with its public headers, the man page,
# the CMake package (find_package(nimlab CONFIG) -> nimlab::nimlab) and a pkg-config file.
include(CMakePackageConfigHelpers)

set(NIMLAB_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/nimlab)
set(NIMLAB_PC_DIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

install(TARGETS nimlab RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(TARGET nimlab-check)
  install(TARGETS nimlab-check RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()
install(TARGETS nimlab_core EXPORT nimlabTargets ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/lib/include/nimlab
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} FILES_MATCHING PATTERN "*.hpp")

install(EXPORT nimlabTargets NAMESPACE nimlab:: DESTINATION ${NIMLAB_CMAKE_DIR})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/nimlabConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/nimlabConfig.cmake
                              INSTALL_DESTINATION ${NIMLAB_CMAKE_DIR})
# Before 1.0 a minor version may change the API.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/nimlabConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/nimlabConfig.cmake ${PROJECT_BINARY_DIR}/nimlabConfigVersion.cmake
        DESTINATION ${NIMLAB_CMAKE_DIR})

# The .pc file names its prefix relative to itself, so `cmake --install --prefix DIR` works.
file(RELATIVE_PATH NIMLAB_PC_PREFIX_FROM_PCDIR /prefix/${NIMLAB_PC_DIR} /prefix)
string(REGEX REPLACE "/$" "" NIMLAB_PC_PREFIX_FROM_PCDIR "${NIMLAB_PC_PREFIX_FROM_PCDIR}")
set(NIMLAB_PC_EXTRA_LIBS -pthread)
if(OpenMP_CXX_FOUND)
  string(APPEND NIMLAB_PC_EXTRA_LIBS " ${OpenMP_CXX_FLAGS}")
endif()
configure_file(${CMAKE_CURRENT_LIST_DIR}/nimlab.pc.in ${PROJECT_BINARY_DIR}/nimlab.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/nimlab.pc DESTINATION ${NIMLAB_PC_DIR})

# The man page is generated from the programs' --help by scripts/manpage.sh (help2man).
find_program(HELP2MAN help2man)
if(HELP2MAN)
  set(NIMLAB_MAN_PAGE ${PROJECT_BINARY_DIR}/man/nimlab.1)
  add_custom_command(OUTPUT ${NIMLAB_MAN_PAGE}
                     COMMAND bash ${PROJECT_SOURCE_DIR}/scripts/manpage.sh $<TARGET_FILE:nimlab>
                             ${NIMLAB_MAN_PAGE}
                     DEPENDS nimlab ${PROJECT_SOURCE_DIR}/scripts/manpage.sh
                     COMMENT "Generating the man page nimlab.1")
  add_custom_target(nimlab-man ALL DEPENDS ${NIMLAB_MAN_PAGE})
  install(FILES ${NIMLAB_MAN_PAGE} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
else()
  message(STATUS "help2man not found: the man page is not built (scripts/setup.sh installs it)")
endif()

# The JSON Schemas that every --json output names in its "schema" field.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/data/schema/ DESTINATION ${CMAKE_INSTALL_DATADIR}/nimlab/schema
        FILES_MATCHING PATTERN "*.schema.json")

# The transcriptions of the published sources, which `nimlab reproduce` and `count
# --emulate-double` read from <prefix>/share/nimlab/published (lib/app/data_dirs.hpp).
install(DIRECTORY ${PROJECT_SOURCE_DIR}/data/published/ DESTINATION ${CMAKE_INSTALL_DATADIR}/nimlab/published
        FILES_MATCHING PATTERN "*.json")
