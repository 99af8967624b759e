// SPDX-License-Identifier: GPL-3.0-or-later
// The computer player's average solo score over many seeded games (docs/performance.md).
//
//   build/release/bench/dominyam_solo_average [games=10000] [first_seed=1]
//
// Game k uses seed first_seed + k, its dice drawn as the window draws them; the result is
// deterministic for given arguments.

#include "dominyam/engine/advisor.hpp"
#include "dominyam/engine/game.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

int main(int argc, char** argv)
{
    namespace dy = tablee::dominyam;
    const std::uint64_t games = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 10000;
    const std::uint64_t first_seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    if (games == 0) {
        fmt::print(stderr, "usage: dominyam_solo_average [games>0] [first_seed]\n");
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    std::vector<int> scores;
    std::uint64_t meals = 0;
    std::uint64_t dead = 0;
    for (std::uint64_t k = 0; k < games; ++k) {
        // The dice drawn as the window draws them (core::Game::chance_move): game k is the solo
        // game of seed first_seed + k that the window would deal.
        auto game = dy::Game::create({{{"Solo", true}}, false, first_seed + k});
        if (!game)
            return 1;
        while (!game->state().over())
            if (!game->play(dy::next_computer_move(*game)))
                return 1; // the computer player only makes legal moves
        const auto* state = &game->state();
        for (const auto& record : state->log())
            meals += record.meal ? 1u : 0u;
        dead += state->end_reason() == dy::EndReason::dead_board ? 1u : 0u;
        scores.push_back(dy::results(*state).players[0].total);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    double sum = 0;
    for (int s : scores)
        sum += s;
    const double mean = sum / static_cast<double>(games);
    double squares = 0;
    for (int s : scores)
        squares += (s - mean) * (s - mean);
    const double sd = std::sqrt(squares / static_cast<double>(games));
    std::ranges::sort(scores);
    fmt::print("games {} (seeds {}..{})\n", games, first_seed, first_seed + games - 1);
    fmt::print("average score {:.2f} (standard deviation {:.2f}, standard error {:.2f})\n", mean, sd,
        sd / std::sqrt(static_cast<double>(games)));
    fmt::print("min {} / median {} / max {}\n", scores.front(), scores[scores.size() / 2], scores.back());
    fmt::print("meals per game {:.2f} of 14; games ended on a dead board: {}\n",
        static_cast<double>(meals) / static_cast<double>(games), dead);
    fmt::print("time {:.1f} s ({:.2f} ms per game)\n", seconds, 1000.0 * seconds / static_cast<double>(games));
    return 0;
}
