// SPDX-License-Identifier: GPL-3.0-or-later
// How often one computer level beats others in Fiefs games, and how long its decisions take
// (docs/performance.md).
//
//   build/release/bench/fiefs_variant_win_rate [games=1000] [first_seed=1] [level=normal]
//       [against=easy] [threads=1] [players=2]
//
// Game k uses seed first_seed + k, `level` in seat k mod players, `against` in the others; its dice
// come from a generator of its own seed (as the window's come from the game's). A shared win
// counts as none. The wins are deterministic for given arguments, whatever the threads (each game
// is played whole by one thread); the times are not. With threads=2 two games are played at once,
// one per core: the times are each decision's own, the wall time about halves.

#include "fiefs_variant/engine/computer.hpp"
#include "fiefs_variant/engine/rules.hpp"

#include "core/game.hpp"

#include "core/random.hpp"
#include "games_in_parallel.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace {

namespace fv = tablee::fiefs_variant;
using Clock = std::chrono::steady_clock;

struct GameResult {
    int level_seat = 0;
    std::vector<int> winners;
    std::size_t moves = 0;
    std::vector<double> decision_ms; // the measured level's
};

GameResult play(fv::Control level, fv::Control against, std::uint64_t seed, int players, int level_seat)
{
    GameResult result;
    result.level_seat = level_seat;
    fv::Options options {{}, {}, seed};
    for (int seat = 0; seat < players; ++seat)
        options.players.push_back({fmt::format("Seat {}", seat + 1), seat == level_seat ? level : against});
    auto state = fv::Rules::start(options).value();
    tablee::core::Random dice(seed);
    while (state.step != fv::Step::over) {
        if (const auto chance = fv::Rules::chance(state); !chance.empty()) {
            if (!fv::apply(state, tablee::core::draw_outcome(chance, dice)))
                std::abort();
            continue;
        }
        const auto control = options.players[static_cast<std::size_t>(state.current)].control;
        const auto before = Clock::now();
        const auto move = fv::computer_move(state, control);
        if (state.current == result.level_seat)
            result.decision_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - before).count());
        if (!fv::apply(state, move))
            std::abort(); // the computer players only make legal moves
        ++result.moves;
    }
    result.winners = state.winners;
    return result;
}

} // namespace

int main(int argc, char** argv)
{
    const std::uint64_t games = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1000;
    const std::uint64_t first_seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    const auto level = fv::computer_level(argc > 3 ? argv[3] : "normal");
    const auto against = fv::computer_level(argc > 4 ? argv[4] : "easy");
    const unsigned threads = argc > 5 ? static_cast<unsigned>(std::strtoul(argv[5], nullptr, 10)) : 1;
    const int players = argc > 6 ? std::atoi(argv[6]) : 2;
    if (games == 0 || !level || !against || threads == 0 || threads > 16 || players < 2 || players > 4) {
        fmt::print(stderr,
            "usage: fiefs_variant_win_rate [games>0] [first_seed] [level] [against] [threads 1..16] [players 2..4]\n"
            "levels: easy, normal, strong\n");
        return 2;
    }
    const auto start = Clock::now();
    const auto results = tablee::bench::play_games(games, threads, [&](std::uint64_t k) {
        return play(
            *level, *against, first_seed + k, players, static_cast<int>(k % static_cast<std::uint64_t>(players)));
    });
    tablee::bench::Tally tally;
    std::uint64_t moves = 0;
    std::vector<double> times;
    for (const GameResult& result : results) {
        tally.add(result.winners, result.level_seat);
        moves += result.moves;
        times.insert(times.end(), result.decision_ms.begin(), result.decision_ms.end());
    }
    const auto [median, worst] = tablee::bench::spread(std::move(times));
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    const std::string_view name = fv::control_id(*level);
    const auto [low, high] = tablee::bench::confidence_95(tally.wins, games);
    fmt::print("{} games of {} players: {} won {} ({:.1f}%; 95% confidence {:.1f} to {:.1f}%), {} {}, shared {}; "
               "{:.1f} moves a "
               "game; {}'s decisions: median {:.2f} ms, at most {:.1f} ms; {:.1f} s on {} thread(s)\n",
        games, players, name, tally.wins, tally.percent_won(), low, high, fv::control_id(*against), tally.losses,
        tally.shared, static_cast<double>(moves) / static_cast<double>(games), name, median, worst, seconds, threads);
}
