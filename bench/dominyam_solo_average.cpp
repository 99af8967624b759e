// SPDX-License-Identifier: GPL-3.0-or-later
// A computer level's average solo score over many seeded games, and how long its advice takes
// (docs/performance.md).
//
//   build/release/bench/dominyam_solo_average [games=10000] [first_seed=1] [level=normal]
//       [threads=1] [turns=ComputerPlayer::strong_solo_turns]
//
// Game k uses seed first_seed + k, its dice drawn as the window draws them: it is the solo game
// of that seed the window would deal (and `tablee-cli dominyam solo --seed S --level L` prints it
// move by move). The scores are deterministic for given arguments, whatever the threads (each
// game is played whole by one thread, with a player of its own); the times are not. An advice's
// time is that of one decision after a roll, the strong level's look-ahead included when the
// turn's first advice makes it.

#include "dominyam/engine/advisor.hpp"
#include "dominyam/engine/game.hpp"

#include "games_in_parallel.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

namespace dy = tablee::dominyam;
using Clock = std::chrono::steady_clock;

struct GameResult {
    int score = 0;
    int meals = 0;
    bool dead_board = false;
    std::vector<double> advice_ms;
};

GameResult play(std::uint64_t seed, dy::Level level, int turns)
{
    GameResult result;
    dy::ComputerPlayer player(level, turns);
    auto game = dy::Game::create({{{"Solo", true}}, false, seed});
    if (!game)
        std::abort();
    while (!game->state().over()) {
        const auto& state = game->state();
        const bool advice = dy::Rules::chance(state).empty() && state.rolled();
        const auto before = Clock::now();
        const auto move = dy::next_computer_move(*game, player);
        if (advice)
            result.advice_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - before).count());
        if (!game->play(move))
            std::abort(); // the computer player only makes legal moves
    }
    const auto& state = game->state();
    for (const auto& record : state.log())
        result.meals += record.meal ? 1 : 0;
    result.dead_board = state.end_reason() == dy::EndReason::dead_board;
    result.score = dy::results(state).players[0].total;
    return result;
}

} // namespace

int main(int argc, char** argv)
{
    const std::uint64_t games = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 10000;
    const std::uint64_t first_seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    const auto level = dy::level_from_id(argc > 3 ? argv[3] : "normal");
    const unsigned threads = argc > 4 ? static_cast<unsigned>(std::strtoul(argv[4], nullptr, 10)) : 1;
    const int turns = argc > 5 ? std::atoi(argv[5]) : dy::ComputerPlayer::strong_solo_turns;
    if (games == 0 || !level || threads == 0 || threads > 16 || turns < 0 || turns > 8) {
        fmt::print(stderr,
            "usage: dominyam_solo_average [games>0] [first_seed] [level: normal, strong] [threads 1..16] "
            "[turns 0..8]\n");
        return 2;
    }
    const auto start = Clock::now();
    const auto results = tablee::bench::play_games(
        games, threads, [&](std::uint64_t k) { return play(first_seed + k, *level, turns); });
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    std::vector<int> scores;
    std::vector<double> times;
    std::uint64_t meals = 0;
    std::uint64_t dead = 0;
    double sum = 0;
    for (const GameResult& result : results) {
        scores.push_back(result.score);
        sum += result.score;
        meals += static_cast<std::uint64_t>(result.meals);
        dead += result.dead_board ? 1u : 0u;
        times.insert(times.end(), result.advice_ms.begin(), result.advice_ms.end());
    }
    const double mean = sum / static_cast<double>(games);
    double squares = 0;
    for (int s : scores)
        squares += (s - mean) * (s - mean);
    const double sd = std::sqrt(squares / static_cast<double>(games));
    std::ranges::sort(scores);
    const auto [median, worst] = tablee::bench::spread(std::move(times));
    fmt::print("games {} (seeds {}..{}), level {}{}\n", games, first_seed, first_seed + games - 1, dy::level_id(*level),
        *level == dy::Level::strong ? fmt::format(" (looking {} turns ahead)", turns) : "");
    fmt::print("average score {:.2f} (standard deviation {:.2f}, standard error {:.2f})\n", mean, sd,
        sd / std::sqrt(static_cast<double>(games)));
    fmt::print("min {} / median {} / max {}\n", scores.front(), scores[scores.size() / 2], scores.back());
    fmt::print("meals per game {:.2f} of 14; games ended on a dead board: {}\n",
        static_cast<double>(meals) / static_cast<double>(games), dead);
    fmt::print("advice after a roll: median {:.3f} ms, at most {:.1f} ms\n", median, worst);
    fmt::print("time {:.1f} s on {} thread(s) ({:.2f} ms per game)\n", seconds, threads,
        1000.0 * seconds / static_cast<double>(games));
    return 0;
}
