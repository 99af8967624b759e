#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Starts a virtual screen with a window manager, for driving the real window as a player would
# (xdotool for clicks, keys and typing; `import -window root` for screenshots):
#   scripts/real-window.sh start [WIDTHxHEIGHT] [DISPLAY_NUMBER]   # e.g. 1280x800 99
#   DISPLAY=:99 build/dev/src/app/tablee &        # (QT_SCALE_FACTOR=2 on 1920x1080 for HiDPI)
#   DISPLAY=:99 xdotool search --name Tablée windowactivate --sync key ctrl+n
#   DISPLAY=:99 import -window root /tmp/shot.png
#   scripts/real-window.sh stop [DISPLAY_NUMBER]
# The packages (xvfb, openbox, xdotool, imagemagick) come with scripts/install-deps.sh.
set -euo pipefail
command=${1:-start}
size=${2:-1280x800}
number=${3:-99}
case "$command" in
start)
    Xvfb ":$number" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
    for _ in $(seq 50); do
        DISPLAY=":$number" xdpyinfo >/dev/null 2>&1 && break
        sleep 0.1
    done
    DISPLAY=":$number" openbox >/dev/null 2>&1 &
    sleep 0.5
    echo "DISPLAY=:$number ($size) with openbox"
    ;;
stop)
    pkill -f "Xvfb :${2:-99} " 2>/dev/null || true
    ;;
*)
    echo "usage: $0 start [WIDTHxHEIGHT] [DISPLAY_NUMBER] | stop [DISPLAY_NUMBER]" >&2
    exit 2
    ;;
esac
