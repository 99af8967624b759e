# SPDX-License-Identifier: GPL-3.0-or-later
# Runs tablee-cli once: cmake -DCLI=... -DARGS="a;b" [-DINPUT=file] [-DEXPECT_STDOUT=file]
#   -DEXPECT_EXIT=n [-DEXPECT_ERROR=code] -P run_cli.cmake
# Standard output is compared as JSON with the expected file; on a refusal the error code
# printed on standard error must be EXPECT_ERROR and standard output must be empty.
if(INPUT)
    set(input_option INPUT_FILE ${INPUT})
else()
    set(input_option INPUT_FILE /dev/null)
endif()
execute_process(COMMAND ${CLI} ${ARGS} ${input_option}
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE code)
if(NOT code EQUAL EXPECT_EXIT)
    message(FATAL_ERROR "exit code ${code}, expected ${EXPECT_EXIT}\nstdout: ${out}\nstderr: ${err}")
endif()
if(EXPECT_STDOUT)
    file(READ ${EXPECT_STDOUT} expected)
    string(JSON equal ERROR_VARIABLE json_error EQUAL "${out}" "${expected}")
    if(json_error OR NOT equal)
        message(FATAL_ERROR "stdout differs from ${EXPECT_STDOUT}\ngot: ${out}\n${json_error}")
    endif()
endif()
if(EXPECT_ERROR)
    string(JSON got_code ERROR_VARIABLE json_error GET "${err}" error code)
    if(json_error OR NOT got_code STREQUAL EXPECT_ERROR)
        message(FATAL_ERROR "error code \"${got_code}\", expected ${EXPECT_ERROR}\nstderr: ${err}")
    endif()
    if(NOT out STREQUAL "")
        message(FATAL_ERROR "a refusal must print nothing on stdout; got: ${out}")
    endif()
endif()
