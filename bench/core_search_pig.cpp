// SPDX-License-Identifier: GPL-3.0-or-later
// The core's search player (core/search.hpp) at Pig, the dice game with chance steps
// (tests/support/pig_rules.hpp), against the yardstick of Pig players: "hold at 20" (bank the
// turn as soon as it reaches 20, or wins), close to the best a simple rule plays. 400 games per
// budget, seats alternated, the dice seeded; the win rate, and the time a decision takes.
//   core_search_pig [games]
// Figures: docs/performance.md ("Core: the search player").
#include "core/search.hpp"
#include "games_in_parallel.hpp"
#include "pig_rules.hpp"

#include <fmt/format.h>

#include <chrono>
#include <cstdlib>
#include <string>
#include <vector>

using namespace tablee;
using test::PigRules;

namespace {

PigRules::Move holdAtTwenty(const PigRules::State& state)
{
    const int banked = state.banked[state.player];
    if (state.turn_total >= 20 || banked + state.turn_total >= PigRules::goal)
        return PigRules::Hold {};
    return PigRules::Roll {};
}

struct Tally {
    int wins = 0;
    int games = 0;
    std::vector<double> decision_ms;
};

// One game: the search in `search_seat`, its seed and the dice's from `seed`.
void play(std::size_t iterations, std::size_t search_seat, std::uint64_t seed, Tally& tally)
{
    auto state = PigRules::start({}).value();
    core::Random dice(seed * 7919 + 1);
    core::SearchPlayer<PigRules> search({.iterations = iterations}, seed);
    while (!PigRules::is_over(state)) {
        if (const auto outcomes = core::chance_outcomes<PigRules>(state); !outcomes.empty()) {
            (void)PigRules::apply(state, core::draw_outcome(outcomes, dice));
            continue;
        }
        if (state.player == search_seat) {
            const auto start = std::chrono::steady_clock::now();
            const auto move = search.choose(state).value();
            tally.decision_ms.push_back(
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
            (void)PigRules::apply(state, move);
        } else {
            (void)PigRules::apply(state, holdAtTwenty(state));
        }
    }
    ++tally.games;
    if (PigRules::outcome(state)->ranks[search_seat] == 1)
        ++tally.wins;
}

} // namespace

int main(int argc, char* argv[])
{
    const int games = argc > 1 ? std::atoi(argv[1]) : 400;
    fmt::print(
        "Pig to {}: the search against hold-at-20, {} games per budget, seats alternated\n", PigRules::goal, games);
    for (const std::size_t iterations : {std::size_t {100}, std::size_t {1000}, std::size_t {5000}}) {
        Tally tally;
        for (int game = 0; game < games; ++game)
            play(iterations, static_cast<std::size_t>(game % 2), static_cast<std::uint64_t>(game + 1), tally);
        const auto [median, worst] = tablee::bench::spread(tally.decision_ms);
        fmt::print("{:>5} iterations: {:5.1f}% wins ({} of {}); a decision {:.2f} ms median, {:.2f} ms worst\n",
            iterations, 100.0 * tally.wins / tally.games, tally.wins, tally.games, median, worst);
    }
}
