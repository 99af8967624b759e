#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# After a failed ctest run: the end of each failed test's own output, printed last, where a
# CI log cut in the middle still shows it (ctest's inline output is lost among 500 lines).
# Usage: scripts/show-failed-tests.sh <build directory>
set -uo pipefail
build="${1:?usage: $0 <build directory>}"
log="$build/Testing/Temporary/LastTest.log"
failed="$build/Testing/Temporary/LastTestsFailed.log"
[[ -f "$log" && -f "$failed" ]] || exit 0
while IFS= read -r line; do
    name="${line#*:}"
    echo "=== The end of what '$name' printed ==="
    awk -v name="$name" '
        $0 ~ /^[0-9]+\/[0-9]+ Testing: / { inside = (substr($0, index($0, "Testing: ") + 9) == name) }
        inside && /^<end of output>/ { inside = 0 }
        inside { print }
    ' "$log" | grep -v "This plugin does not support" | tail -n 80
done < "$failed"
