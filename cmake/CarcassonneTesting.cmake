# carcassonne_add_test(NAME <name>
#                      SOURCES <files...>
#                      [LIBRARIES <targets...>]
#                      [LABEL <label>]        default: unit
#                      [TIMEOUT <seconds>]    default: 300
#                      [SHARDS <n>]           default: 1
#                      [COST <seconds>])      default: none
#
# Builds a Qt Test executable <name>, links Qt6::Test and <targets>, registers it with CTest
# and runs it on the offscreen platform, so GUI and Quick tests need no display, with its own
# XDG folders in the build tree, so no test reads or writes the user's settings or saves.
# Every test gets two compile definitions, so it never depends on the working directory:
#   CARCASSONNE_TEST_DATA_DIR  the tests/data folder of the source tree
#   CARCASSONNE_SOURCE_DIR     the top of the source tree
# With SHARDS n > 1 the program is n CTest tests, <name>/1 ... <name>/n, each run with
# CARCASSONNE_TEST_SHARD=k/n: the program takes every n-th of its data rows from the k-th
# (tests/engine/testshard.h), so CTest's jobs share a long program.
# COST, a rough length in seconds, lets CTest start the long tests first where it has
# no timings of its own (a fresh checkout, as on CI): a long one started last runs alone.
include_guard(GLOBAL)
include(${CMAKE_CURRENT_LIST_DIR}/CarcassonnePrecompiledHeaders.cmake)

function(carcassonne_add_test)
    cmake_parse_arguments(PARSE_ARGV 0 arg "" "NAME;LABEL;TIMEOUT;SHARDS;COST" "SOURCES;LIBRARIES")
    if(arg_UNPARSED_ARGUMENTS)
        message(FATAL_ERROR "carcassonne_add_test: unknown arguments: ${arg_UNPARSED_ARGUMENTS}")
    endif()
    if(NOT arg_NAME)
        message(FATAL_ERROR "carcassonne_add_test: NAME is required")
    endif()
    if(NOT arg_SOURCES)
        message(FATAL_ERROR "carcassonne_add_test(${arg_NAME}): SOURCES is required")
    endif()
    if(NOT arg_LABEL)
        set(arg_LABEL unit)
    endif()
    if(NOT arg_TIMEOUT)
        set(arg_TIMEOUT 300)
    endif()

    qt_add_executable(${arg_NAME} ${arg_SOURCES})
    target_link_libraries(${arg_NAME} PRIVATE Qt6::Test ${arg_LIBRARIES})
    target_compile_definitions(${arg_NAME} PRIVATE
        CARCASSONNE_TEST_DATA_DIR="${CMAKE_SOURCE_DIR}/tests/data"
        CARCASSONNE_SOURCE_DIR="${CMAKE_SOURCE_DIR}")

    # One precompiled header for the tests of a folder that link the same libraries (the same
    # compile definitions), with the Qt layer the richest of them needs.
    set(layer core)
    if(arg_LIBRARIES MATCHES "carcassonne_editor|Qt6::Widgets")
        set(layer widgets)
    elseif(arg_LIBRARIES MATCHES "carcassonne_(app_ui|game|ui)|Qt6::Quick")
        set(layer quick)
    elseif(arg_LIBRARIES MATCHES "carcassonne_render|Qt6::Gui|Qt6::Svg")
        set(layer gui)
    endif()
    carcassonne_precompile_test(${arg_NAME} ${layer} "${CMAKE_CURRENT_SOURCE_DIR};${arg_LIBRARIES}")

    if(NOT arg_SHARDS)
        set(arg_SHARDS 1)
    elseif(NOT arg_SHARDS MATCHES "^[1-9][0-9]*$")
        message(FATAL_ERROR "carcassonne_add_test(${arg_NAME}): SHARDS must be a count")
    endif()
    foreach(k RANGE 1 ${arg_SHARDS})
        # Settings, saves and caches go to the build tree: a test never touches the user's own
        # (nor does a shard another's).
        set(test ${arg_NAME})
        set(home "${CMAKE_BINARY_DIR}/test-home/${arg_NAME}")
        set(shard "")
        if(arg_SHARDS GREATER 1)
            set(test ${arg_NAME}/${k})
            set(home "${home}-${k}")
            set(shard ";CARCASSONNE_TEST_SHARD=${k}/${arg_SHARDS}")
        endif()
        add_test(NAME ${test} COMMAND ${arg_NAME})
        set_tests_properties(${test} PROPERTIES
            ENVIRONMENT "QT_QPA_PLATFORM=offscreen;XDG_CONFIG_HOME=${home}/config;XDG_DATA_HOME=${home}/data;XDG_CACHE_HOME=${home}/cache;XDG_STATE_HOME=${home}/state${shard}"
            LABELS "${arg_LABEL}"
            TIMEOUT ${arg_TIMEOUT})
        if(arg_COST)
            set_tests_properties(${test} PROPERTIES COST ${arg_COST})
        endif()
    endforeach()
endfunction()
