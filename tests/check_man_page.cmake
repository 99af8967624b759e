# SPDX-License-Identifier: GPL-3.0-or-later
# The man page says what the program's --help says: every option, every command, and the
# version. cmake -DPROGRAM=... -DMAN=packaging/man/<page>.6 -DVERSION=x.y.z -P check_man_page.cmake
execute_process(COMMAND ${PROGRAM} --help OUTPUT_VARIABLE help RESULT_VARIABLE code)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} --help ended with ${code}")
endif()
file(READ ${MAN} man)
string(REPLACE "\\-" "-" man "${man}") # roff's minus signs, as typed
set(missing "")
# Options (--language, -v), and the names --help lists at the start of a line (commands,
# arguments): "  dominyam    Dominyam: ...".
string(REGEX MATCHALL "--[a-z][-a-z]*" long_options "${help}")
string(REGEX MATCHALL "[ ,]-[a-zA-Z][ ,\n]" short_options "${help}")
string(REGEX MATCHALL "\n  [a-z][-a-z]+ " listed "${help}")
foreach(word IN LISTS long_options short_options listed)
    string(STRIP "${word}" word)
    string(REGEX REPLACE "^,|,$" "" word "${word}")
    if(word STREQUAL "" OR word STREQUAL "-")
        continue()
    endif()
    string(FIND "${man}" "${word}" at)
    if(at EQUAL -1)
        list(APPEND missing "${word}")
    endif()
endforeach()
string(FIND "${man}" "\"Tablée ${VERSION}\"" at)
if(at EQUAL -1)
    list(APPEND missing "the version ${VERSION} in .TH")
endif()
if(missing)
    list(REMOVE_DUPLICATES missing)
    message(FATAL_ERROR "${MAN} does not say: ${missing}\n(--help says:\n${help})")
endif()
