#!/usr/bin/env bash
# Takes a picture of the application in a real (virtual) X display:
#   scripts/screenshot.sh out.png [tablee arguments...]
# Uses the dev build; the app saves its own window after start-up (--screenshot).
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "$1")
shift
cmake --build --preset dev --target tablee >/dev/null
xvfb-run -a -s "-screen 0 1280x800x24" build/dev/src/app/tablee --screenshot "$out" "$@"
echo "$out"
