#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The pictures of the AppStream data (resources/desktop/io.github.tablee.tablee.metainfo.xml),
# made by the app itself at 1280x800 in English (scripts/screenshot.sh), from the games kept
# beside them; shipped in the package under /usr/share/tablee/screenshots. Run again when a
# window changes:
#   scripts/make-screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
shots=resources/desktop/screenshots
scripts/screenshot.sh "$shots/home.png" --language en
scripts/screenshot.sh "$shots/diplomacy.png" --language en "$shots/diplomacy.tablee"
scripts/screenshot.sh "$shots/civilization.png" --language en "$shots/civilization.tablee"
# Smaller files, the same pixels.
for png in "$shots"/*.png; do
    convert "$png" -strip -define png:compression-level=9 "$png"
done
ls -la "$shots"
