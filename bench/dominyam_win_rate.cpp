// SPDX-License-Identifier: GPL-3.0-or-later
// How often one computer level beats another in two-player Dominyam games, and how long the first
// level's advice takes (docs/performance.md).
//
//   build/release/bench/dominyam_win_rate [games=400] [first_seed=1] [level=strong]
//       [against=normal] [threads=1] [turns=ComputerPlayer::strong_turns]
//
// Game k uses seed first_seed + k, `level` first in even games and second in odd ones, its dice
// drawn as the window draws them. A shared win counts as none. The wins are deterministic for
// given arguments, whatever the threads (each game is played whole by one thread, with players of
// its own); the times are not.

#include "dominyam/engine/advisor.hpp"
#include "dominyam/engine/game.hpp"

#include "games_in_parallel.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <numeric>
#include <vector>

namespace {

namespace dy = tablee::dominyam;
using Clock = std::chrono::steady_clock;

struct GameResult {
    std::size_t level_seat = 0;
    std::vector<std::size_t> winners;
    int margin = 0; // the level's total minus the other's
    std::vector<double> advice_ms; // the measured level's
};

GameResult play(std::uint64_t seed, dy::Level level, dy::Level against, int turns, bool level_first)
{
    GameResult result;
    result.level_seat = level_first ? 0 : 1;
    dy::ComputerPlayer measured(level, turns);
    dy::ComputerPlayer other(against, turns);
    auto game = dy::Game::create({{{"First", true}, {"Second", true}}, false, seed});
    if (!game)
        std::abort();
    while (!game->state().over()) {
        const auto& state = game->state();
        const bool ours = dy::Rules::to_play(state) == result.level_seat;
        const auto before = Clock::now();
        const auto move = dy::next_computer_move(*game, ours ? measured : other);
        if (ours && state.rolled())
            result.advice_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - before).count());
        if (!game->play(move))
            std::abort(); // the computer players only make legal moves
    }
    const auto ended = dy::results(game->state());
    result.winners = ended.winners;
    result.margin = ended.players[result.level_seat].total - ended.players[1 - result.level_seat].total;
    return result;
}

} // namespace

int main(int argc, char** argv)
{
    const std::uint64_t games = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 400;
    const std::uint64_t first_seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    const auto level = dy::level_from_id(argc > 3 ? argv[3] : "strong");
    const auto against = dy::level_from_id(argc > 4 ? argv[4] : "normal");
    const unsigned threads = argc > 5 ? static_cast<unsigned>(std::strtoul(argv[5], nullptr, 10)) : 1;
    const int turns = argc > 6 ? std::atoi(argv[6]) : dy::ComputerPlayer::strong_turns;
    if (games == 0 || !level || !against || threads == 0 || threads > 16 || turns < 0 || turns > 8) {
        fmt::print(stderr,
            "usage: dominyam_win_rate [games>0] [first_seed] [level] [against] [threads 1..16] [turns 0..8]\n"
            "levels: normal, strong\n");
        return 2;
    }
    const auto start = Clock::now();
    const auto results = tablee::bench::play_games(
        games, threads, [&](std::uint64_t k) { return play(first_seed + k, *level, *against, turns, k % 2 == 0); });
    tablee::bench::Tally tally;
    std::vector<int> margins;
    std::vector<double> times;
    for (const GameResult& result : results) {
        tally.add(result.winners, result.level_seat);
        margins.push_back(result.margin);
        times.insert(times.end(), result.advice_ms.begin(), result.advice_ms.end());
    }
    // How far the level is from winning three games in five: the spread of its margins, and the
    // points every game's margin would need on top for 60% of them to end above zero.
    const double mean = std::reduce(margins.begin(), margins.end(), 0.0) / static_cast<double>(games);
    double squares = 0;
    for (const int margin : margins)
        squares += (margin - mean) * (margin - mean);
    const double spread_of_margins = std::sqrt(squares / static_cast<double>(games));
    // The game at the 40th percentile must end above zero: it needs 1 - its margin.
    std::ranges::sort(margins);
    const int needed_for_60 = 1 - margins[static_cast<std::size_t>(0.4 * static_cast<double>(games))];
    const auto [median, worst] = tablee::bench::spread(std::move(times));
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    const auto name = dy::level_id(*level);
    const auto [low, high] = tablee::bench::confidence_95(tally.wins, games);
    fmt::print("{} games: {} won {} ({:.1f}%; 95% confidence {:.1f} to {:.1f}%), {} {}, shared {}; "
               "average margin {:+.2f} (standard deviation {:.1f}; 60% won would need {:+d} on every margin); "
               "{}'s advice after a roll: median {:.3f} ms, at most {:.1f} ms; {:.1f} s on {} thread(s)\n",
        games, name, tally.wins, tally.percent_won(), low, high, dy::level_id(*against), tally.losses, tally.shared,
        mean, spread_of_margins, needed_for_60, name, median, worst, seconds, threads);
}
