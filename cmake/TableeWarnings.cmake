# SPDX-License-Identifier: GPL-3.0-or-later
# Warnings every target of the project builds with: tablee_set_warnings(<target>).
function(tablee_set_warnings target)
    target_compile_options(${target} PRIVATE
        -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
        -Wunused -Woverloaded-virtual -Wconversion -Wsign-conversion -Wnull-dereference
        -Wdouble-promotion -Wformat=2 -Wimplicit-fallthrough)
    # GCC 12, optimising (the release preset), reports code of libstdc++, nlohmann/json and Qt
    # inlined into ours, the place it prints always in their headers: -Wrestrict on string copies
    # of impossible sizes (GCC bug 105329), -Warray-bounds and -Wnull-dereference on paths its
    # optimiser made up (an empty vector indexed, a widget's null private data). None was in
    # Tablée's code, and the 29 of them buried CI's log. Clang keeps these checks (the fuzz
    # preset, optimised), and the sanitizers (the asan preset) find at run time what they guess.
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
        target_compile_options(${target} PRIVATE
            $<$<NOT:$<CONFIG:Debug>>:-Wno-restrict -Wno-array-bounds -Wno-null-dereference>)
    endif()
endfunction()
