# SPDX-License-Identifier: GPL-3.0-or-later
# Warnings every target of the project builds with: tablee_set_warnings(<target>).
function(tablee_set_warnings target)
    target_compile_options(${target} PRIVATE
        -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
        -Wunused -Woverloaded-virtual -Wconversion -Wsign-conversion -Wnull-dereference
        -Wdouble-promotion -Wformat=2 -Wimplicit-fallthrough)
endfunction()
