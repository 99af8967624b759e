// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of the core pieces every variant leans on.

#include "core/dice.hpp"
#include "core/random.hpp"
#include "core/save.hpp"

#include <benchmark/benchmark.h>

#include <array>
#include <numeric>
#include <vector>

namespace {

void bm_random_next(benchmark::State& state)
{
    tablee::core::Random random(1);
    for (auto _ : state)
        benchmark::DoNotOptimize(random.next());
}
BENCHMARK(bm_random_next);

void bm_roll_five_dice(benchmark::State& state)
{
    // Five dice thrown again, none held (core::reroll, as old saves' migrations draw them).
    tablee::core::Random random(1);
    const std::vector<int> dice(5, 1);
    const std::vector<bool> none_held(5, false);
    for (auto _ : state)
        benchmark::DoNotOptimize(tablee::core::reroll(random, dice, none_held));
}
BENCHMARK(bm_roll_five_dice);

void bm_shuffle_28(benchmark::State& state)
{
    tablee::core::Random random(1);
    std::array<int, 28> tiles {};
    std::iota(tiles.begin(), tiles.end(), 0);
    for (auto _ : state) {
        random.shuffle(std::span(tiles));
        benchmark::DoNotOptimize(tiles);
    }
}
BENCHMARK(bm_shuffle_28);

} // namespace
