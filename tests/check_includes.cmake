# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a file matching GLOBS (patterns relative to SOURCE_DIR, separated by '|') has an
# #include whose target matches INCLUDE (a regex on what follows `#include`, quote or bracket
# included). WHAT names the rule in the message. The architecture tests (tests/CMakeLists.txt):
#   cmake -DSOURCE_DIR=<repo>/src "-DGLOBS=core/*.hpp|core/*.cpp" "-DINCLUDE=[<\"]Q" \
#         "-DWHAT=Qt headers in Qt-free code" -P check_includes.cmake
string(REPLACE "|" ";" patterns "${GLOBS}")
set(globs "")
foreach(pattern IN LISTS patterns)
    list(APPEND globs ${SOURCE_DIR}/${pattern})
endforeach()
file(GLOB_RECURSE sources ${globs})
set(offenders "")
foreach(source IN LISTS sources)
    file(STRINGS ${source} includes REGEX "^[ \t]*#[ \t]*include[ \t]*${INCLUDE}")
    if(includes)
        list(APPEND offenders "${source}: ${includes}")
    endif()
endforeach()
list(LENGTH sources checked)
if(offenders)
    list(JOIN offenders "\n  " text)
    message(FATAL_ERROR "${WHAT}:\n  ${text}")
endif()
if(checked EQUAL 0)
    message(FATAL_ERROR "no source found under ${SOURCE_DIR}: wrong path?")
endif()
message(STATUS "${checked} files checked, none breaks the rule")
