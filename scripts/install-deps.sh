#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages Tablée needs to build, run and test.
# Safe to run again: apt-get skips what is already there. Needs root or sudo.
set -euo pipefail

packages=(
  # toolchain
  g++ cmake ninja-build pkg-config ccache
  # Qt 6.4 (widgets, SVG, charts, print support, linguist tools)
  qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-svg-dev qt6-charts-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools linguist-qt6 libgl1-mesa-dev
  qt6-translations-l10n  # Qt's own texts (standard buttons, file dialogs) in French
  # libraries of the Qt-free layers
  nlohmann-json3-dev libfmt-dev
  # tests, benchmarks, sanitizers; clang 19 for libFuzzer (clang 14 lacks std::expected)
  catch2 libbenchmark-dev clang-19 libclang-rt-19-dev clang-format
  # headless runs and screenshots
  xvfb xauth imagemagick poppler-utils fonts-dejavu-core
  # driving the real window as a player would (scripts/real-window.sh)
  openbox xdotool
  # the package and the desktop's files (icons rendered, validators; scripts/make-package.sh)
  librsvg2-bin lintian desktop-file-utils appstream shared-mime-info man-db libfile-mimeinfo-perl
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]} == 0)); then
  exit 0
fi

sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then
  sudo_cmd=(sudo)
fi
echo "Installing: ${missing[*]}"
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
