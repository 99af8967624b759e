#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes a picture of the application in a real (virtual) X display:
#   scripts/screenshot.sh out.png [tablee arguments...]
# Uses the dev build; the app saves its own window after start-up (--screenshot), in a fresh
# profile unless XDG_CONFIG_HOME and XDG_DATA_HOME are set.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "$1")
shift
cmake --build --preset dev --target tablee >/dev/null
# A profile of its own (settings, autosave, high scores) unless the caller sets XDG_CONFIG_HOME and
# XDG_DATA_HOME: the picture does not depend on what this machine played before, and the app
# leaves without closing its game (as if killed), which would leave an autosave behind.
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
export XDG_CONFIG_HOME=${XDG_CONFIG_HOME:-$profile/config} XDG_DATA_HOME=${XDG_DATA_HOME:-$profile/data}
xvfb-run -a -s "-screen 0 1280x800x24" build/dev/src/app/tablee --screenshot "$out" "$@"
echo "$out"
