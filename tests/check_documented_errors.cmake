# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when docs/cli.md documents an error code that no CLI test holds against the command's
# answer. Programs rely on those codes and exit codes (docs/cli.md: "`code` is stable and meant
# for programs"), so each documented (command, code, exit) needs a tablee_add_cli_test case that
# runs the real program on that command and expects that code with that exit code; otherwise the
# document and the program drift apart unnoticed.
#   cmake -DDOC=<repo>/docs/cli.md -DCASES=<build>/tests/cli_error_cases.txt -P check_documented_errors.cmake
# CASES (written by tests/CMakeLists.txt) has one line per CLI test that expects an error:
# "<command word> <error code> <exit code>".
#
# What is read of the document, per command section ("### <command>", up to the next heading of
# level 2 or 3), outside fenced code blocks:
# - table rows "| `code`, `code` ... | <exit> | when |": every backquoted code of the first cell,
#   with the exit of the second; a short code without a dot (`border_in_fief`) takes the prefix
#   of the last full one before it (`fiefs_variant.border_taken` -> `fiefs_variant.`);
# - paragraphs with "Errors (exit N):": every backquoted full code (with a dot) of each sentence
#   that gives an exit ("(exit N)" or "exit N"), with that exit ("... Unknown subcommand or
#   option: `cli.usage`, exit 2."); a bare word there (`count`) is prose, not a code.
# A wildcard `json.*` is covered by any tested code of that family (`json.syntax`) for the command.
cmake_minimum_required(VERSION 3.25)
if(NOT DOC OR NOT CASES)
    message(FATAL_ERROR "usage: cmake -DDOC=docs/cli.md -DCASES=cli_error_cases.txt -P check_documented_errors.cmake")
endif()

set(code_regex "`([a-z_]+(\\.[a-z_*]+)?)`")

# tablee_codes_of(<text> <expand_short> <out>): the backquoted codes of text; a word without a dot
# after a full code is a short code of its family when expand_short is true, ignored otherwise.
function(tablee_codes_of text expand_short out)
    string(REGEX MATCHALL "${code_regex}" quoted "${text}")
    set(codes "")
    set(prefix "")
    foreach(item IN LISTS quoted)
        string(REGEX REPLACE "^`(.*)`$" "\\1" code "${item}")
        if(code MATCHES "^(.*\\.)[^.]+$")
            set(prefix "${CMAKE_MATCH_1}")
        elseif(prefix AND expand_short)
            set(code "${prefix}${code}")
        else()
            continue() # a bare word in backquotes: not a code
        endif()
        list(APPEND codes "${code}")
    endforeach()
    set(${out} "${codes}" PARENT_SCOPE)
endfunction()

# Documented entries, "command code exit".
set(documented "")
set(command "")
set(in_fence FALSE)
set(paragraph "")
# Line by line, empty lines kept (they end paragraphs). Semicolons, square brackets and
# backslashes would confuse CMake's lists and no code contains them: they become commas,
# parentheses and slashes.
file(READ "${DOC}" doc_text)
string(REPLACE "\\" "/" doc_text "${doc_text}")
string(REPLACE ";" "," doc_text "${doc_text}")
string(REPLACE "[" "(" doc_text "${doc_text}")
string(REPLACE "]" ")" doc_text "${doc_text}")
string(REPLACE "\n" ";" lines "${doc_text}")
list(APPEND lines "") # ends the last paragraph

# tablee_flush_paragraph(): records the codes of an "Errors (exit N):" paragraph, sentence by sentence.
macro(tablee_flush_paragraph)
    if(command AND paragraph MATCHES "Errors \\(exit [0-9]+\\):")
        # Sentences end at a period followed by a space or the end; "..." and "json.*" do not split.
        string(REGEX REPLACE "([^.])\\.( |$)" "\\1.\n" sentences "${paragraph}")
        string(REPLACE "\n" ";" sentences "${sentences}")
        foreach(sentence IN LISTS sentences)
            if(sentence MATCHES "exit ([0-9]+)")
                set(exit_code "${CMAKE_MATCH_1}")
                tablee_codes_of("${sentence}" FALSE codes)
                foreach(code IN LISTS codes)
                    list(APPEND documented "${command} ${code} ${exit_code}")
                endforeach()
            endif()
        endforeach()
    endif()
    set(paragraph "")
endmacro()

foreach(line IN LISTS lines)
    if(line MATCHES "^[ \t]*```")
        if(in_fence)
            set(in_fence FALSE)
        else()
            tablee_flush_paragraph()
            set(in_fence TRUE)
        endif()
        continue()
    endif()
    if(in_fence)
        continue()
    endif()
    if(line MATCHES "^(##+) +(.*)$")
        set(level "${CMAKE_MATCH_1}")
        string(STRIP "${CMAKE_MATCH_2}" title)
        tablee_flush_paragraph()
        if(level STREQUAL "###")
            set(command "${title}")
        elseif(level STREQUAL "##")
            set(command "")
        endif() # "####" subsections stay in their command
        continue()
    endif()
    if(line MATCHES "^[ \t]*$")
        tablee_flush_paragraph()
        continue()
    endif()
    if(command AND line MATCHES "^\\|([^|]*)\\|[ \t]*([0-9]+)[ \t]*\\|")
        set(exit_code "${CMAKE_MATCH_2}")
        tablee_codes_of("${CMAKE_MATCH_1}" TRUE codes)
        foreach(code IN LISTS codes)
            list(APPEND documented "${command} ${code} ${exit_code}")
        endforeach()
        continue()
    endif()
    string(APPEND paragraph " ${line}")
endforeach()
list(REMOVE_DUPLICATES documented)
list(LENGTH documented documented_count)
if(documented_count LESS 20)
    message(FATAL_ERROR "only ${documented_count} error codes read from ${DOC}: has its layout changed?")
endif()

file(STRINGS "${CASES}" tested)
set(missing "")
foreach(entry IN LISTS documented)
    string(REPLACE " " ";" parts "${entry}")
    list(GET parts 0 command)
    list(GET parts 1 code)
    list(GET parts 2 exit_code)
    set(covered FALSE)
    if(code MATCHES "^(.*\\.)\\*$")
        string(REPLACE "." "\\." family "${CMAKE_MATCH_1}")
        foreach(case IN LISTS tested)
            if(case MATCHES "^${command} ${family}[^ ]+ ${exit_code}$")
                set(covered TRUE)
                break()
            endif()
        endforeach()
    elseif("${entry}" IN_LIST tested)
        set(covered TRUE)
    endif()
    if(NOT covered)
        list(APPEND missing "${command}: ${code} (exit ${exit_code})")
    endif()
endforeach()

if(missing)
    list(LENGTH missing missing_count)
    list(JOIN missing "\n  " text)
    message(FATAL_ERROR "${missing_count} of the ${documented_count} error codes docs/cli.md documents have no CLI "
        "test expecting them (tablee_add_cli_test ... EXPECT_ERROR <code> EXPECT_EXIT <exit>):\n  ${text}")
endif()
list(JOIN documented "\n  " documented_text)
message(STATUS "${documented_count} documented error codes, each checked by a CLI test:\n  ${documented_text}")
