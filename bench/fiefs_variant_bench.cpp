// SPDX-License-Identifier: GPL-3.0-or-later
// Fiefs engine benchmarks (docs/performance.md): the legal moves and the price list in a
// mid-game position, one decision of each computer player there, a whole game of two computer
// players.

#include "fiefs_variant/engine/computer.hpp"
#include "fiefs_variant/engine/rules.hpp"

#include "core/game.hpp"
#include "core/random.hpp"

#include <benchmark/benchmark.h>

#include <cstdlib>

namespace {

namespace fv = tablee::fiefs_variant;

fv::Options two_computers(std::uint64_t seed)
{
    return {{{"Normal", fv::Control::normal}, {"Easy", fv::Control::easy}}, {}, seed};
}

// Plays `moves` moves (or to the end) of a game of two computer players.
fv::State play(const fv::Options& options, int moves)
{
    auto state = fv::Rules::start(options);
    if (!state)
        std::abort();
    tablee::core::Random dice(options.seed);
    for (int move = 0; move < moves && state->step != fv::Step::over; ++move) {
        if (const auto chance = fv::Rules::chance(*state); !chance.empty()) {
            if (!fv::apply(*state, tablee::core::draw_outcome(chance, dice)))
                std::abort();
            continue;
        }
        const auto control = options.players[static_cast<std::size_t>(state->current)].control;
        if (!fv::apply(*state, fv::computer_move(*state, control)))
            std::abort(); // computer players make legal moves only
    }
    return *state;
}

// Round 15 of a seeded game: castles placed, fiefs closing, a score on the board.
const fv::State& mid_game()
{
    static const fv::State state = play(two_computers(4), 36);
    return state;
}

void legal_moves_mid_game(benchmark::State& bench)
{
    for (auto _ : bench)
        benchmark::DoNotOptimize(fv::legal_moves(mid_game()));
}
BENCHMARK(legal_moves_mid_game)->Unit(benchmark::kMicrosecond);

void price_list_mid_game(benchmark::State& bench)
{
    for (auto _ : bench)
        for (const fv::Action action : fv::all_actions)
            benchmark::DoNotOptimize(fv::why_not(mid_game(), action));
}
BENCHMARK(price_list_mid_game)->Unit(benchmark::kMicrosecond);

void normal_decision_mid_game(benchmark::State& bench)
{
    for (auto _ : bench)
        benchmark::DoNotOptimize(fv::computer_move(mid_game(), fv::Control::normal));
}
BENCHMARK(normal_decision_mid_game)->Unit(benchmark::kMillisecond);

void easy_decision_mid_game(benchmark::State& bench)
{
    for (auto _ : bench)
        benchmark::DoNotOptimize(fv::computer_move(mid_game(), fv::Control::easy));
}
BENCHMARK(easy_decision_mid_game)->Unit(benchmark::kMillisecond);

void whole_game_of_two_computers(benchmark::State& bench)
{
    std::uint64_t seed = 0;
    for (auto _ : bench)
        benchmark::DoNotOptimize(play(two_computers(++seed), 100'000));
}
BENCHMARK(whole_game_of_two_computers)->Unit(benchmark::kMillisecond);

} // namespace
