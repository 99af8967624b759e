#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The whole test suite again under AddressSanitizer and UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
cmake --preset asan >/dev/null
cmake --build --preset asan
if ! ctest --preset asan -j "$(nproc)"; then
    # LeakSanitizer's own stop-the-world tracer sometimes crashes as a process exits under load
    # ("Tracer caught signal 11", google/sanitizers#1353): no leak is reported, the test's body
    # has passed. Only then are the failed tests run once more, alone; a leak, a sanitizer report
    # or a failed check fails again and fails the run.
    if grep -q "Tracer caught signal" build/asan/Testing/Temporary/LastTest.log; then
        echo "LeakSanitizer's tracer crashed at a test's exit: the failed tests once more"
        scripts/show-failed-tests.sh build/asan
        if ctest --preset asan --rerun-failed; then
            exit 0
        fi
    fi
    scripts/show-failed-tests.sh build/asan
    exit 1
fi
