#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing (Debian packages), builds Tablée (release preset) and starts it.
# Arguments are passed to the application, e.g. a save file or --language fr.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target tablee
exec build/release/src/app/tablee "$@"
