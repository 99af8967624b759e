# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when the French translation misses a text of the interface: extracts the texts of the
# current sources into a copy of tablee_fr.ts and looks for unfinished entries. Catches both
# an untranslated text and a .ts file not updated after a source change.
file(MAKE_DIRECTORY ${WORK_DIR})
set(copy ${WORK_DIR}/tablee_fr.ts)
configure_file(${TS_DIR}/tablee_fr.ts ${copy} COPYONLY)
execute_process(COMMAND ${LUPDATE} -silent -locations none -no-obsolete ${SOURCE_DIR} -ts ${copy}
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "lupdate failed: ${output}")
endif()
file(READ ${copy} text)
string(REGEX MATCHALL "<source>[^<]*</source>[^<]*(<comment>[^<]*</comment>[^<]*)?<translation type=\"unfinished\"" missing "${text}")
list(LENGTH missing count)
if(count GREATER 0)
    list(JOIN missing "\n  " lines)
    message(FATAL_ERROR "${count} interface texts have no French translation (run the update_translations target, then translate resources/translations/tablee_fr.ts):\n  ${lines}")
endif()
string(REGEX MATCHALL "<message" messages "${text}")
list(LENGTH messages total)
message(STATUS "${total} interface texts, all translated into French")
# French typography: a non-breaking space before « : ; ? ! », inside « guillemets », and between
# a count and what it counts (« 3 ducats » never split over two lines).
string(REGEX MATCHALL "<(translation|numerusform)[^>]*>[^<]* [:;?!][^<]*<" spaced "${text}")
string(REGEX MATCHALL "<(translation|numerusform)[^>]*>[^<]*(« | »)[^<]*<" quoted "${text}")
string(REGEX MATCHALL "<numerusform>[^<]*%n [^<]*<" counted "${text}")
list(APPEND spaced ${quoted} ${counted})
list(LENGTH spaced count)
if(count GREATER 0)
    list(JOIN spaced "\n  " lines)
    message(FATAL_ERROR "${count} French texts break a line where French typography does not (use &#xa0;, a non-breaking space):\n  ${lines}")
endif()
