# SPDX-License-Identifier: GPL-3.0-or-later
# Embedding a text file (JSON data) in a library at build time, so that the program needs no
# path at run time.
#
#   include(${PROJECT_SOURCE_DIR}/cmake/TableeEmbed.cmake)
#   tablee_embed_text(<output.cpp> INPUT <file> HEADER <include path> NAMESPACE <ns> FUNCTION <name>)
#
# generates <output.cpp> (add it to the library's sources) defining
# `std::string_view <ns>::<name>()`, declared by the caller in HEADER, that returns the file's
# text as a raw string literal. The file is regenerated when the input changes, and rewritten
# only when its text changes (no needless rebuilds).
#
# The same file, run with `cmake -P`, is the generator (script mode, below).

if(CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)
    # Script mode: -DINPUT=... -DOUTPUT=... -DHEADER=... -DNAMESPACE=... -DFUNCTION=...
    foreach(required INPUT OUTPUT HEADER NAMESPACE FUNCTION)
        if(NOT DEFINED ${required})
            message(FATAL_ERROR "TableeEmbed.cmake: -D${required}=... is missing")
        endif()
    endforeach()
    file(READ ${INPUT} text)
    string(FIND "${text}" ")tablee_embed\"" clash)
    if(NOT clash EQUAL -1)
        message(FATAL_ERROR "${INPUT} contains the raw-string delimiter )tablee_embed\"")
    endif()
    file(WRITE ${OUTPUT}.tmp "// Generated from ${INPUT} by cmake/TableeEmbed.cmake: do not edit.\n"
        "#include \"${HEADER}\"\n\n"
        "namespace ${NAMESPACE} {\n\n"
        "std::string_view ${FUNCTION}()\n{\n"
        "    static constexpr std::string_view text = R\"tablee_embed(${text})tablee_embed\";\n"
        "    return text;\n}\n\n} // namespace ${NAMESPACE}\n")
    file(COPY_FILE ${OUTPUT}.tmp ${OUTPUT} ONLY_IF_DIFFERENT)
    file(REMOVE ${OUTPUT}.tmp)
    return()
endif()

set(TABLEE_EMBED_SCRIPT ${CMAKE_CURRENT_LIST_FILE})

function(tablee_embed_text output)
    cmake_parse_arguments(ARG "" "INPUT;HEADER;NAMESPACE;FUNCTION" "" ${ARGN})
    foreach(required INPUT HEADER NAMESPACE FUNCTION)
        if(NOT ARG_${required})
            message(FATAL_ERROR "tablee_embed_text(${output}): ${required} is missing")
        endif()
    endforeach()
    add_custom_command(OUTPUT ${output}
        COMMAND ${CMAKE_COMMAND} -DINPUT=${ARG_INPUT} -DOUTPUT=${output} -DHEADER=${ARG_HEADER}
            -DNAMESPACE=${ARG_NAMESPACE} -DFUNCTION=${ARG_FUNCTION} -P ${TABLEE_EMBED_SCRIPT}
        DEPENDS ${ARG_INPUT} ${TABLEE_EMBED_SCRIPT}
        COMMENT "Embedding ${ARG_INPUT}"
        VERBATIM)
endfunction()
