// SPDX-License-Identifier: GPL-3.0-or-later
// One computer power against six others, over seeded games played to a solo or to the end of a
// year (docs/performance.md): how often it wins alone, the centres it ends with against the
// others' average, and how long its decisions take; with every power the same level, how long a
// whole game takes.
//
//   build/release/bench/diplomacy_deadman_versus [games=70] [first_seed=1] [level=normal]
//       [against=yardstick] [threads=1] [last_year=1910]
//
// levels: normal and strong (the game's), yardstick (the DumbBot-like opponent of
// support/diplomacy_yardstick.hpp), random (a legal hand-in drawn at random).
// Game k uses seed first_seed + k, and the measured level plays power k mod 7, so that 70 games
// give it each power ten times. Each power writes from what its seat sees, seeded from the game's
// seed, the phase and the power (computer_seed): the results are the same whatever the threads.
// A second line gives the measured level's solos and centres by the power it played, as a level
// may do well with one power and badly with another. A third gives its centres at the end of each
// year on average (a game won alone carries its last count on), a fourth how many of the games
// without its solo ended at each count: whether it grows too slowly or stalls short of 18. A
// fifth gives the centres it took and lost each year, on average over the games still going:
// whether it lacks attack or defence.

#include "diplomacy_deadman/engine/computer.hpp"
#include "diplomacy_deadman/engine/rules.hpp"

#include "diplomacy_yardstick.hpp"
#include "games_in_parallel.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <numeric>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace {

namespace dip = tablee::diplomacy_deadman;
namespace yard = tablee::bench::diplomacy;
using Clock = std::chrono::steady_clock;

enum class Player { normal, strong, yardstick, random };

std::optional<Player> player_from(std::string_view id)
{
    if (id == "normal")
        return Player::normal;
    if (id == "strong")
        return Player::strong;
    if (id == "yardstick")
        return Player::yardstick;
    if (id == "random")
        return Player::random;
    return std::nullopt;
}

dip::HandIn hand_in(Player player, const dip::State& seen, std::span<const dip::PhasePlayed> revealed, dip::Power power,
    std::uint64_t seed)
{
    switch (player) {
    case Player::normal:
        return dip::computer_hand_in(seen, power, dip::ComputerLevel::normal, seed, revealed);
    case Player::strong:
        return dip::computer_hand_in(seen, power, dip::ComputerLevel::strong, seed, revealed);
    case Player::yardstick:
        return yard::yardstick_hand_in(seen, power, seed);
    case Player::random:
        return yard::random_hand_in(seen, power, seed);
    }
    std::abort();
}

struct GameResult {
    dip::Power measured = dip::Power::austria;
    std::optional<dip::Power> winner;
    std::array<int, dip::power_count> centres {};
    std::vector<int> centres_by_year; // the measured power's, at the end of each year played
    std::vector<int> taken_by_year, lost_by_year; // the centres it took and lost in each year played
    std::size_t phases = 0;
    std::vector<double> decision_ms; // the measured power's
    double seconds = 0;
};

GameResult play(Player level, Player against, std::uint64_t seed, dip::Power measured, int last_year)
{
    const auto start = Clock::now();
    GameResult result;
    result.measured = measured;
    dip::Options options;
    options.seed = seed;
    auto state = dip::Rules::start(options).value();
    std::vector<dip::PhasePlayed> revealed; // every phase played: the whole table sees them
    const auto owned = [&] { // the measured power's centres, by province
        std::vector<bool> its(dip::standard_map().province_count());
        for (const dip::ProvinceId centre : dip::standard_map().supply_centres())
            its[centre] = state.position.owners[centre] == measured;
        return its;
    };
    std::vector<bool> owned_before = owned();
    const auto apply = [&](const dip::Move& move) {
        if (!dip::apply_move(state, move, revealed))
            std::abort(); // every player hands in along its tree: always accepted
    };
    while (!state.over() && state.position.phase.year <= last_year) {
        const dip::Phase phase = state.position.phase;
        if (dip::writers(state).empty())
            apply(dip::PhaseOrders {});
        for (const dip::Power power : dip::writers_left(state)) {
            const auto before = Clock::now();
            const auto written
                = hand_in(power == measured ? level : against, dip::Rules::seen_by(state, dip::index_of(power)),
                    revealed, power, dip::computer_seed(seed, phase, power));
            if (power == measured)
                result.decision_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - before).count());
            apply(written);
        }
        ++result.phases;
        if (state.position.phase.year > phase.year || state.over()) {
            result.centres_by_year.push_back(dip::centre_count(state.position, measured));
            const std::vector<bool> owned_now = owned();
            int taken = 0, lost = 0;
            for (std::size_t p = 0; p < owned_now.size(); ++p) {
                taken += owned_now[p] && !owned_before[p];
                lost += owned_before[p] && !owned_now[p];
            }
            result.taken_by_year.push_back(taken);
            result.lost_by_year.push_back(lost);
            owned_before = owned_now;
        }
    }
    result.winner = state.position.winner;
    for (const dip::Power power : dip::all_powers)
        result.centres[dip::index_of(power)] = dip::centre_count(state.position, power);
    result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return result;
}

} // namespace

int main(int argc, char** argv)
{
    const std::uint64_t games = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 70;
    const std::uint64_t first_seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    const auto level = player_from(argc > 3 ? argv[3] : "normal");
    const auto against = player_from(argc > 4 ? argv[4] : "yardstick");
    const unsigned threads = argc > 5 ? static_cast<unsigned>(std::strtoul(argv[5], nullptr, 10)) : 1;
    const int last_year = argc > 6 ? std::atoi(argv[6]) : 1910;
    if (games == 0 || !level || !against || threads == 0 || threads > 16 || last_year < 1901) {
        fmt::print(stderr,
            "usage: diplomacy_deadman_versus [games>0] [first_seed] [level] [against] [threads 1..16] "
            "[last_year>=1901]\nlevels: normal, strong, yardstick, random\n");
        return 2;
    }
    const auto start = Clock::now();
    const auto results = tablee::bench::play_games(games, threads, [&](std::uint64_t k) {
        return play(*level, *against, first_seed + k, dip::all_powers[k % dip::power_count], last_year);
    });
    std::uint64_t others_solos = 0, phases = 0;
    double measured_centres = 0, others_centres = 0, game_seconds = 0, slowest_game = 0;
    std::vector<double> times;
    // By the power the measured level played: its solos and games, and its centres at the end summed.
    std::array<std::uint64_t, dip::power_count> power_solos {}, power_games {}, power_centres {};
    for (const GameResult& result : results) {
        const std::size_t played = dip::index_of(result.measured);
        power_solos[played] += result.winner == result.measured;
        ++power_games[played];
        power_centres[played] += static_cast<std::uint64_t>(result.centres[played]);
        others_solos += result.winner && result.winner != result.measured;
        for (const dip::Power power : dip::all_powers)
            (power == result.measured ? measured_centres : others_centres) += result.centres[dip::index_of(power)];
        phases += result.phases;
        game_seconds += result.seconds;
        slowest_game = std::max(slowest_game, result.seconds);
        times.insert(times.end(), result.decision_ms.begin(), result.decision_ms.end());
    }
    const std::uint64_t solos = std::reduce(power_solos.begin(), power_solos.end());
    const double n = static_cast<double>(games);
    const double own = measured_centres / n;
    const double theirs = others_centres / (n * (dip::power_count - 1));
    const auto [median, worst] = tablee::bench::spread(std::move(times));
    const std::string_view names[] = {"normal", "strong", "yardstick", "random"};
    const auto name = names[static_cast<int>(*level)];
    const auto [low, high] = tablee::bench::confidence_95(solos, games);
    fmt::print("{} games to {}: {} against six {}: {} solo wins ({:.1f}%; 95% confidence {:.1f} to {:.1f}%), "
               "{} by the others; centres at the end: {:.2f} against {:.2f} on average ({:.2f}x); {:.1f} phases a "
               "game; {}'s decisions: median {:.2f} ms, at most {:.2f} ms; a game {:.2f} s on average, at most "
               "{:.2f} s; {:.1f} s in all on {} thread(s)\n",
        games, last_year, name, names[static_cast<int>(*against)], solos, 100.0 * static_cast<double>(solos) / n, low,
        high, others_solos, own, theirs, theirs > 0 ? own / theirs : 0.0, static_cast<double>(phases) / n, name, median,
        worst, game_seconds / n, slowest_game, std::chrono::duration<double>(Clock::now() - start).count(), threads);
    fmt::print("by power played (solos of games, its centres at the end on average):");
    for (const dip::Power power : dip::all_powers)
        if (const std::size_t p = dip::index_of(power); power_games[p] > 0)
            fmt::print(" {} {}/{} {:.1f};", dip::power_name_en(power), power_solos[p], power_games[p],
                static_cast<double>(power_centres[p]) / static_cast<double>(power_games[p]));
    fmt::print("\n");
    // Its centres at the end of each year, a game ended carrying its last count on.
    const auto years = static_cast<std::size_t>(last_year - 1900);
    std::vector<double> by_year(years, 0.0);
    // Games without its solo, by its centres at the end (0 to every centre of the map).
    std::vector<std::uint64_t> unsolved_ends(dip::standard_map().supply_centres().size() + 1, 0);
    for (const GameResult& result : results) {
        for (std::size_t y = 0; y < years && !result.centres_by_year.empty(); ++y)
            by_year[y] += result.centres_by_year[std::min(y, result.centres_by_year.size() - 1)];
        if (result.winner != result.measured)
            ++unsolved_ends[static_cast<std::size_t>(result.centres[dip::index_of(result.measured)])];
    }
    fmt::print("its centres at the end of each year:");
    for (std::size_t y = 0; y < years; ++y)
        fmt::print(" {} {:.1f};", 1901 + y, by_year[y] / n);
    fmt::print("\ngames without its solo, by its centres at the end:");
    for (std::size_t c = 0; c < unsolved_ends.size(); ++c)
        if (unsolved_ends[c] > 0)
            fmt::print(" {}: {};", c, unsolved_ends[c]);
    // The centres taken and lost each year, over the games that played that year.
    fmt::print("\ncentres it took and lost each year (games still going):");
    for (std::size_t y = 0; y < years; ++y) {
        double taken = 0, lost = 0, going = 0;
        for (const GameResult& result : results)
            if (y < result.taken_by_year.size()) {
                taken += result.taken_by_year[y];
                lost += result.lost_by_year[y];
                ++going;
            }
        if (going > 0)
            fmt::print(" {} +{:.2f} -{:.2f} ({});", 1901 + y, taken / going, lost / going, going);
    }
    fmt::print("\n");
}
