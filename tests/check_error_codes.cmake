# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when an engine or its command uses an error code of its variant that the engine's
# error_codes.hpp does not list, or lists one that nothing uses: the list is the one place the
# Qt layer's texts are checked against.
#   cmake -DSOURCE_DIR=<repo>/src -DVARIANT=dominyam -DPREFIX=dominyam -P check_error_codes.cmake
file(GLOB_RECURSE sources ${SOURCE_DIR}/${VARIANT}/engine/*.cpp ${SOURCE_DIR}/${VARIANT}/engine/*.hpp)
list(FILTER sources EXCLUDE REGEX "/error_codes\\.hpp$")
list(APPEND sources ${SOURCE_DIR}/cli/${VARIANT}_command.cpp)
set(used "")
foreach(source IN LISTS sources)
    file(READ ${source} text)
    string(REGEX MATCHALL "\"${PREFIX}\\.[a-z_]+\"" found "${text}")
    list(APPEND used ${found})
endforeach()
list(REMOVE_DUPLICATES used)
file(READ ${SOURCE_DIR}/${VARIANT}/engine/error_codes.hpp listed_text)
string(REGEX MATCHALL "\"${PREFIX}\\.[a-z_]+\"" listed "${listed_text}")
set(unlisted ${used})
list(REMOVE_ITEM unlisted ${listed})
set(unused ${listed})
list(REMOVE_ITEM unused ${used})
if(unlisted OR unused)
    message(FATAL_ERROR "${VARIANT}/engine/error_codes.hpp is out of date.\n"
        "  used but not listed: ${unlisted}\n  listed but not used: ${unused}")
endif()
list(LENGTH listed count)
message(STATUS "${VARIANT}: ${count} error codes, all listed")
