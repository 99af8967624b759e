// SPDX-License-Identifier: GPL-3.0-or-later
// The long run of Fiefs' random games (core/random_games.hpp) in a release build: `games` seeded
// three-player games, every one to its end, every listed move tried at each position, the
// checks of the tester at every move. The test suite plays three at each build (a debug build
// is too slow for more); this is the run of hundreds (docs/reliability.md).
//   fiefs_variant_random_games [games]
#include "core/random_games.hpp"
#include "fiefs_variant/engine/rules.hpp"

#include <fmt/format.h>

#include <chrono>
#include <cstdlib>

using namespace tablee::fiefs_variant;

int main(int argc, char* argv[])
{
    const unsigned games = argc > 1 ? static_cast<unsigned>(std::atoi(argv[1])) : 300;
    Options options;
    options.players = {{"Anne", Control::human}, {"Bruno", Control::human}, {"Chloé", Control::human}};
    std::size_t moves = 0;
    std::size_t listed = 0;
    std::size_t refused = 0;
    const auto start = std::chrono::steady_clock::now();
    for (unsigned seed = 1; seed <= games; ++seed) {
        options.seed = seed;
        options.settings.alliance_with_several = seed % 2 == 0;
        options.settings.income_per_mine_kind = seed % 3 == 0;
        const auto report = tablee::core::play_random_game<Rules>(options, seed, 5000);
        if (!report) {
            fmt::print("seed {}: {}\n", seed, report.error().message);
            return 1;
        }
        if (!report->finished) {
            fmt::print("seed {}: no end after {} moves\n", seed, report->moves);
            return 1;
        }
        moves += report->moves;
        listed += report->listed;
        refused += report->refused;
    }
    fmt::print("{} games to their end: {} moves, {} listed moves tried, {} refusals checked; {:.0f} s\n", games, moves,
        listed, refused, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
}
