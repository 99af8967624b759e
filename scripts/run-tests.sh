#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing (Debian packages), builds everything (dev preset) and runs every
# test: engines, command line, widgets (offscreen), architecture and translation checks.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
cmake --preset dev >/dev/null
cmake --build --preset dev
if ! ctest --preset dev -j "$(nproc)"; then
    scripts/show-failed-tests.sh build/dev
    exit 1
fi
