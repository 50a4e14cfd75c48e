# cmake -DSOURCE_DIR=<source tree> -DOUT=<folder> "-DTARGETS=<target;...>" -P seeds.cmake
# Makes the fuzz targets' seed corpora from tests/data and the built-in packages:
#   <OUT>/packagereader/  each package folder as a zip (cmake -E tar --format=zip)
#   <OUT>/packageparser/  each package folder in the sections format of fuzzsupport.h
#   <OUT>/tileart/        the same as packageparser
#   <OUT>/record/         every record (tests/data/records, tests/data/rules; not the
#                         .expected/.replay goldens)
#   <OUT>/artchecker/     every .svg of tests/data and the built-in packages, and
#                         fuzz/seeds/artchecker/ (hand-made: data: images, references, CSS)
#   <OUT>/netmessage/    fuzz/seeds/netmessage/*.json (hand-made: one message of each kind)
#   <OUT>/<target>/found-*  tests/data/fuzz/<target>/*, what fuzzing found (fixed: regression
#                         seeds)
cmake_minimum_required(VERSION 3.25)

file(REMOVE_RECURSE ${OUT})
foreach(target IN LISTS TARGETS)
    file(MAKE_DIRECTORY ${OUT}/${target})
endforeach()

# Package folders: every folder holding a manifest.json or a tiles.json.
file(GLOB_RECURSE package_files
    ${SOURCE_DIR}/tests/data/packages/*/manifest.json ${SOURCE_DIR}/tests/data/packages/*/tiles.json
    ${SOURCE_DIR}/resources/packages/*/manifest.json ${SOURCE_DIR}/resources/packages/*/tiles.json)
set(folders "")
foreach(f IN LISTS package_files)
    get_filename_component(d ${f} DIRECTORY)
    list(APPEND folders ${d})
endforeach()
list(REMOVE_DUPLICATES folders)
list(SORT folders)

foreach(folder IN LISTS folders)
    file(RELATIVE_PATH rel ${SOURCE_DIR} ${folder})
    string(REGEX REPLACE "[^A-Za-z0-9_-]" "_" name "${rel}")
    file(GLOB_RECURSE files RELATIVE ${folder} ${folder}/*)
    list(SORT files)

    # A zip, as players install packages.
    execute_process(COMMAND ${CMAKE_COMMAND} -E tar cf ${OUT}/packagereader/${name}.zip
                            --format=zip -- ${files}
                    WORKING_DIRECTORY ${folder} RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "could not zip ${folder}")
    endif()

    # Sections: manifest.json first (the implicit first section), then the other files.
    set(text "")
    if(EXISTS ${folder}/manifest.json)
        file(READ ${folder}/manifest.json text)
    endif()
    foreach(f IN LISTS files)
        if(NOT f STREQUAL "manifest.json")
            file(READ ${folder}/${f} content)
            string(APPEND text "\n----- ${f}\n${content}")
        endif()
    endforeach()
    file(WRITE ${OUT}/packageparser/${name}.pkg "${text}")
    file(WRITE ${OUT}/tileart/${name}.pkg "${text}")
endforeach()

file(GLOB_RECURSE records ${SOURCE_DIR}/tests/data/records/*.json ${SOURCE_DIR}/tests/data/rules/*.json)
foreach(r IN LISTS records)
    get_filename_component(base ${r} NAME)
    if(base MATCHES "\\.(expected|replay)\\.json$" OR base MATCHES "^(manifest|tiles|rules)\\.json$")
        continue()
    endif()
    file(RELATIVE_PATH rel ${SOURCE_DIR}/tests/data ${r})
    string(REGEX REPLACE "[^A-Za-z0-9_.-]" "_" name "${rel}")
    configure_file(${r} ${OUT}/record/${name} COPYONLY)
endforeach()


if("artchecker" IN_LIST TARGETS)
    file(GLOB_RECURSE svgs ${SOURCE_DIR}/tests/data/*.svg ${SOURCE_DIR}/resources/packages/*.svg
         ${SOURCE_DIR}/fuzz/seeds/artchecker/*.svg)
    foreach(svg IN LISTS svgs)
        file(RELATIVE_PATH rel ${SOURCE_DIR} ${svg})
        string(REGEX REPLACE "[^A-Za-z0-9_.-]" "_" name "${rel}")
        configure_file(${svg} ${OUT}/artchecker/${name} COPYONLY)
    endforeach()
endif()

if("netmessage" IN_LIST TARGETS)
    file(GLOB messages ${SOURCE_DIR}/fuzz/seeds/netmessage/*.json)
    foreach(m IN LISTS messages)
        get_filename_component(base ${m} NAME)
        configure_file(${m} ${OUT}/netmessage/${base} COPYONLY)
    endforeach()
endif()

# What fuzzing found (fixed since), byte for byte.
foreach(target IN LISTS TARGETS)
    file(GLOB found ${SOURCE_DIR}/tests/data/fuzz/${target}/*)
    foreach(f IN LISTS found)
        get_filename_component(base ${f} NAME)
        configure_file(${f} ${OUT}/${target}/found-${base} COPYONLY)
    endforeach()
endforeach()
