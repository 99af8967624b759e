#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets (preset "fuzz": clang 19, ASan + UBSan) and runs each one on its
# seed corpus, fuzz/corpus/<target without "fuzz_">, for a while. New inputs go to a scratch
# folder, so the committed corpus changes only by hand: a crash leaves crash-* in the current
# folder, to be added to the corpus once fixed (README, "Fuzzing").
#
#   scripts/run-fuzzers.sh [SECONDS_EACH]     (default 60; CI uses the default)
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
scripts/install-deps.sh
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
jobs=$(nproc)
failed=0
run_one() {
    local target=$1
    local name=${target#fuzz_}
    mkdir -p "$scratch/$name"
    # -rss_limit_mb: a loader that takes more than this on one input is a finding too.
    if build/fuzz/fuzz/"$target" -max_total_time="$seconds" -rss_limit_mb=1024 -timeout=10 -print_final_stats=1 \
        "$scratch/$name" "fuzz/corpus/$name" >"$scratch/$name.log" 2>&1; then
        echo "$target: $(grep -E '^stat::number_of_executed_units' "$scratch/$name.log" | awk '{print $2}') runs, nothing found"
    else
        echo "$target: FAILED"
        tail -40 "$scratch/$name.log"
        return 1
    fi
}
targets=()
for binary in build/fuzz/fuzz/fuzz_*; do
    targets+=("$(basename "$binary")")
done
# Two at a time on a two-core machine: each target is single-threaded.
running=0
for target in "${targets[@]}"; do
    run_one "$target" &
    running=$((running + 1))
    if ((running >= jobs)); then
        wait -n || failed=1
        running=$((running - 1))
    fi
done
while ((running > 0)); do
    wait -n || failed=1
    running=$((running - 1))
done
echo "${#targets[@]} fuzz targets, $seconds s each"
exit $failed
