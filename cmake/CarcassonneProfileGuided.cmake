# Profile-guided optimisation, in two configurations of one build tree (scripts/profile-build.sh
# runs both, with a training run between them; docs/performance.md, "The profile build"):
#   CARCASSONNE_PGO=GENERATE  instrumented code writes its profile into CARCASSONNE_PGO_DIR
#   CARCASSONNE_PGO=USE       the code is optimised by the profile found there
# GCC keeps one .gcda per object file, named after the object's path, so both steps must use
# the same build tree; clang's raw profiles are merged by the script into one
# carcassonne.profdata (llvm-profdata), which is matched by function, not by path.
# Code the training never ran (the windows, the editor) is optimised as without a profile.

set(CARCASSONNE_PGO "OFF" CACHE STRING
    "Profile-guided optimisation: OFF, GENERATE (instrument) or USE (optimise by the profile)")
set_property(CACHE CARCASSONNE_PGO PROPERTY STRINGS OFF GENERATE USE)
set(CARCASSONNE_PGO_DIR "${CMAKE_BINARY_DIR}/pgo" CACHE PATH
    "Where GENERATE writes the profile and USE reads it")

if(CARCASSONNE_PGO STREQUAL "OFF")
    return()
endif()
if(NOT CARCASSONNE_PGO MATCHES "^(GENERATE|USE)$")
    message(FATAL_ERROR "CARCASSONNE_PGO is OFF, GENERATE or USE, not '${CARCASSONNE_PGO}'")
endif()
if(CARCASSONNE_ASAN OR CARCASSONNE_FUZZ)
    message(FATAL_ERROR "CARCASSONNE_PGO is for optimised builds, not with sanitizers or fuzzing")
endif()

# The instrumenting flag goes to the compiler and the linker alike.
set(carcassonne_pgo_generate "")
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    if(CARCASSONNE_PGO STREQUAL "GENERATE")
        set(carcassonne_pgo_generate "-fprofile-generate=${CARCASSONNE_PGO_DIR}")
        # single: the training runs one thread, and atomic counters would slow it for nothing.
        set(carcassonne_pgo_flags ${carcassonne_pgo_generate} -fprofile-update=single)
    else()
        # correction: the counters are not atomic (above), so a training run that used threads
        # could leave them slightly inconsistent; GCC then repairs them instead of stopping.
        set(carcassonne_pgo_flags "-fprofile-use=${CARCASSONNE_PGO_DIR}" -fprofile-correction
            -Wno-missing-profile)
    endif()
elseif(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    if(CARCASSONNE_PGO STREQUAL "GENERATE")
        # %p: one raw profile per process, merged afterwards.
        set(carcassonne_pgo_generate
            "-fprofile-instr-generate=${CARCASSONNE_PGO_DIR}/carcassonne-%p.profraw")
        set(carcassonne_pgo_flags ${carcassonne_pgo_generate})
    else()
        set(carcassonne_pgo_profile "${CARCASSONNE_PGO_DIR}/carcassonne.profdata")
        if(NOT EXISTS "${carcassonne_pgo_profile}")
            message(FATAL_ERROR "CARCASSONNE_PGO=USE: no ${carcassonne_pgo_profile} (merge the "
                                "training run's raw profiles first: scripts/profile-build.sh)")
        endif()
        # Functions the training never entered (the windows) are not worth a warning each.
        set(carcassonne_pgo_flags "-fprofile-instr-use=${carcassonne_pgo_profile}"
            -Wno-profile-instr-unprofiled -Wno-profile-instr-out-of-date)
    endif()
else()
    message(FATAL_ERROR "CARCASSONNE_PGO needs GCC or clang")
endif()
if(carcassonne_pgo_generate)
    add_link_options(${carcassonne_pgo_generate})
endif()
add_compile_options(${carcassonne_pgo_flags})
message(STATUS "Profile-guided optimisation: ${CARCASSONNE_PGO} (${CARCASSONNE_PGO_DIR})")
