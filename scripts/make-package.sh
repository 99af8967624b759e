#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes the Debian package, build/package/tablee_<version>_amd64.deb, from the release preset
# (cmake/TableePackaging.cmake says what goes in it), and checks it as CI does:
#   scripts/make-package.sh          # then: sudo apt install ./build/package/tablee_*_amd64.deb
# The checks: lintian (no error), appstreamcli validate --pedantic, desktop-file-validate, a
# .tablee file's MIME type, and the package unpacked into a temporary root, its programs run
# from there.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release
rm -rf build/package
cpack --config build/release/CPackConfig.cmake -B build/package >/dev/null
rm -rf build/package/_CPack_Packages
deb=$(ls build/package/tablee_*_amd64.deb)
echo "Made $deb"

# lintian: errors fail; warnings are shown. As root it needs --allow-root.
lintian_options=(--fail-on error)
[[ $(id -u) -eq 0 ]] && lintian_options+=(--allow-root)
lintian "${lintian_options[@]}" "$deb"

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
appstreamcli validate --pedantic --no-net "$root/usr/share/metainfo/io.github.tablee.tablee.metainfo.xml"
desktop-file-validate "$root/usr/share/applications/io.github.tablee.tablee.desktop"
# A saved game is of the package's own type, as a desktop reads it (mimetype, which xdg-mime asks,
# over the package's MIME data; the package's trigger does the same on an installed system).
update-mime-database "$root/usr/share/mime"
cp resources/desktop/screenshots/diplomacy.tablee "$root/a-game.tablee"
type=$(XDG_DATA_DIRS="$root/usr/share" XDG_DATA_HOME="$root/nowhere" mimetype --brief "$root/a-game.tablee")
[[ $type == application/x-tablee-game ]] || { echo "a .tablee file is $type" >&2; exit 1; }
"$root/usr/bin/tablee-cli" version
QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$root/profile" XDG_DATA_HOME="$root/profile" \
    "$root/usr/bin/tablee" --screenshot "$root/shot.png"
test -s "$root/shot.png"
echo "Checked: lintian, AppStream, .desktop, the MIME type; tablee-cli and tablee run from the unpacked package"
