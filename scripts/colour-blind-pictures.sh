#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Pictures of the screens where colour carries meaning (the Dominyam board and its legend, the
# campaign's standings chart), each beside the same picture as a person with deuteranopia (the
# most common colour blindness, red-green) sees it, into docs/accessibility/. Rerun after
# changing those screens and look at them: every mark must stay distinguishable on the right.
#
# The simulation is Machado, Oliveira and Fernandes (2009), severity 1, applied in linear RGB
# with ImageMagick. Uses the dev build's widget tests to draw the screens (offscreen).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --build --preset dev --target dominyam_ui_tests dominion_campaign_ui_tests >/dev/null
shots=$(mktemp -d)
trap 'rm -rf "$shots"' EXIT
export TABLEE_TEST_OUTPUT_DIR=$shots QT_QPA_PLATFORM=offscreen
build/dev/tests/dominyam/ui/dominyam_ui_tests theBoardIsPlayedFromTheKeyboard >/dev/null
build/dev/tests/dominion_campaign/ui/dominion_campaign_ui_tests theStandingsChartTellsPlayersApartWithoutColour >/dev/null
deuteranopia="0.367322 0.860646 -0.227968 0.280085 0.672501 0.047413 -0.011820 0.042940 0.968881"
for name in board-marks standings-tied; do
    convert "$shots/$name.png" -colorspace RGB -color-matrix "$deuteranopia" -colorspace sRGB "$shots/$name-deuteranopia.png"
    convert "$shots/$name.png" "$shots/$name-deuteranopia.png" +append -resize '1600x>' \
        "docs/accessibility/$name-and-deuteranopia.png"
    echo "docs/accessibility/$name-and-deuteranopia.png"
done
