# carcassonne_add_translations(<target>
#                              NAME <file base name>     e.g. carcassonne -> carcassonne_nl.ts
#                              SOURCES <files...>)       the C++ and QML files lupdate reads
#
# One .ts set per program in translations/: <name>_nl.ts and <name>_de.ts hold every string,
# <name>_en.ts only the plural forms of English (lupdate -pluralonly). The .qm files are compiled
# by the build (qt_add_lrelease) and embedded in <target> under :/i18n/<name>_<lang>.qm.
#
# `cmake --build <dir> --target update_translations` refreshes every .ts from the sources
# (qt_add_lupdate; -no-obsolete drops strings that left the code, -locations none keeps the files
# free of line numbers, so merges of parallel branches stay small). See docs/translations.md.
include_guard(GLOBAL)

set(CARCASSONNE_LANGUAGES nl de)

function(carcassonne_add_translations target)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "NAME" "SOURCES")
    if(NOT arg_NAME OR NOT arg_SOURCES)
        message(FATAL_ERROR "carcassonne_add_translations(${target}): NAME and SOURCES are required")
    endif()
    set(dir ${CMAKE_SOURCE_DIR}/translations)
    set(ts_files "")
    foreach(language IN LISTS CARCASSONNE_LANGUAGES)
        list(APPEND ts_files ${dir}/${arg_NAME}_${language}.ts)
    endforeach()
    set(en_ts ${dir}/${arg_NAME}_en.ts)

    qt_add_lupdate(${target}
        TS_FILES ${ts_files}
        SOURCES ${arg_SOURCES}
        OPTIONS -no-obsolete -locations none)

    # English needs only its plural forms ("%n tile(s)" -> "1 tile", "2 tiles").
    set(sources "")
    foreach(source IN LISTS arg_SOURCES)
        get_filename_component(source "${source}" ABSOLUTE)
        list(APPEND sources "${source}")
    endforeach()
    add_custom_target(${target}_lupdate_en
        COMMAND Qt6::lupdate -silent -pluralonly -no-obsolete -locations none
                ${sources} -ts ${en_ts}
        WORKING_DIRECTORY ${CMAKE_SOURCE_DIR}
        VERBATIM)
    add_dependencies(update_translations ${target}_lupdate_en)

    qt_add_lrelease(${target}
        TS_FILES ${ts_files} ${en_ts}
        QM_FILES_OUTPUT_VARIABLE qm_files)
    qt_add_resources(${target} ${target}_translations
        PREFIX /i18n
        BASE ${CMAKE_CURRENT_BINARY_DIR}
        FILES ${qm_files})
endfunction()
