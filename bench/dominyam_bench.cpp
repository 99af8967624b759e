// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of the Dominyam engine: dealing, the meal rules, end-game scoring, the advisor, a whole
// game played by the computer, and a replay (what undo and loading cost).

#include "dominyam/engine/advisor.hpp"
#include "dominyam/engine/board.hpp"
#include "dominyam/engine/game.hpp"
#include "dominyam/engine/meals.hpp"
#include "dominyam/engine/scoring.hpp"

#include "core/game.hpp"
#include "core/random.hpp"

#include <benchmark/benchmark.h>

#include <vector>

namespace {

namespace dy = tablee::dominyam;

dy::Options solo(std::uint64_t seed)
{
    return {{{"Solo", true}}, false, seed};
}

// A solo game played by the computer up to its 7th turn, rolled: a typical mid-game position.
dy::State mid_game(int rerolls_made)
{
    auto state = *dy::State::start(solo(42));
    tablee::core::Random dice(42);
    while (state.turn() > 8) {
        state = *dy::apply(state, dy::choose_action(state));
        tablee::core::play_chance<dy::Rules>(state, dice);
    }
    state = *dy::apply(state, dy::RollMove {});
    tablee::core::play_chance<dy::Rules>(state, dice);
    for (int i = 0; i < rerolls_made; ++i) {
        state = *dy::apply(state, dy::RerollMove {});
        tablee::core::play_chance<dy::Rules>(state, dice);
    }
    return state;
}

void bm_generate_board(benchmark::State& bench)
{
    tablee::core::Random random(1);
    for (auto _ : bench)
        benchmark::DoNotOptimize(dy::Board::generate(random));
}
BENCHMARK(bm_generate_board);

void bm_legal_meals_full_board(benchmark::State& bench)
{
    tablee::core::Random random(1);
    const auto board = dy::Board::generate(random);
    for (auto _ : bench)
        benchmark::DoNotOptimize(dy::legal_meals(board, 14, {6, 5, 5, 2, 4}));
}
BENCHMARK(bm_legal_meals_full_board);

void bm_objective_mid_game(benchmark::State& bench)
{
    const auto state = mid_game(0);
    for (auto _ : bench)
        benchmark::DoNotOptimize(dy::objective(state.board(), state.turn()));
}
BENCHMARK(bm_objective_mid_game);

void bm_score_14_tiles(benchmark::State& bench)
{
    const std::vector<dy::Tile> tiles {dy::Tile::of(3, 3), dy::Tile::of(4, 4), dy::Tile::of(4, 0), dy::Tile::of(1, 2),
        dy::Tile::of(3, 5), dy::Tile::of(4, 6), dy::Tile::of(6, 6), dy::Tile::of(6, 0), dy::Tile::of(0, 1),
        dy::Tile::of(0, 5), dy::Tile::of(1, 6), dy::Tile::of(2, 3), dy::Tile::of(2, 5), dy::Tile::of(2, 6)};
    for (auto _ : bench)
        benchmark::DoNotOptimize(dy::score_tiles(tiles));
}
BENCHMARK(bm_score_14_tiles);

void bm_best_total_28_tiles(benchmark::State& bench)
{
    const dy::TileSet all = (dy::TileSet {1} << 28) - 1;
    for (auto _ : bench)
        benchmark::DoNotOptimize(dy::best_total(all));
}
BENCHMARK(bm_best_total_28_tiles);

void bm_advise_two_rerolls_left(benchmark::State& bench)
{
    const auto state = mid_game(0);
    for (auto _ : bench)
        benchmark::DoNotOptimize(dy::advise(state));
}
BENCHMARK(bm_advise_two_rerolls_left);

void bm_advise_no_reroll_left(benchmark::State& bench)
{
    const auto state = mid_game(2);
    for (auto _ : bench)
        benchmark::DoNotOptimize(dy::advise(state));
}
BENCHMARK(bm_advise_no_reroll_left);

void bm_computer_solo_game(benchmark::State& bench)
{
    std::uint64_t seed = 0;
    for (auto _ : bench) {
        auto state = *dy::State::start(solo(++seed));
        tablee::core::Random dice(seed);
        while (!state.over()) {
            (void)dy::apply_in_place(state, dy::choose_action(state));
            tablee::core::play_chance<dy::Rules>(state, dice);
        }
        benchmark::DoNotOptimize(state);
    }
}
BENCHMARK(bm_computer_solo_game)->Unit(benchmark::kMillisecond);

void bm_replay_four_player_game(benchmark::State& bench)
{
    auto game = *dy::Game::create({{{"A", true}, {"B", true}, {"C", true}, {"D", true}}, false, 7});
    while (!game.state().over())
        (void)game.play(dy::next_computer_move(game));
    const auto moves = game.history().applied();
    bench.counters["moves"] = static_cast<double>(moves.size());
    for (auto _ : bench)
        benchmark::DoNotOptimize(dy::Game::replay(game.options(), moves));
}
BENCHMARK(bm_replay_four_player_game)->Unit(benchmark::kMicrosecond);

} // namespace
