// SPDX-License-Identifier: GPL-3.0-or-later
// Many seeded games, played by the computer player and by random legal choices: tiles are
// always accounted for, every meal is legal when made, games end, a replay of the history gives
// the same state, saves round-trip.

#include "test_support.hpp"

#include "dominyam/engine/advisor.hpp"
#include "dominyam/engine/game.hpp"
#include "dominyam/engine/serialization.hpp"

#include "core/random.hpp"

#include <catch2/catch.hpp>

using namespace tablee::dominyam;

namespace {

// A random legal move, drawn from a generator of its own (not the game's).
Move random_move(const State& state, tablee::core::Random& chooser)
{
    if (!state.rolled())
        return RollMove {};
    if (state.rerolls_left() > 0 && chooser.below(3) == 0) {
        RerollMove reroll;
        for (auto& held : reroll.hold)
            held = chooser.below(2) == 0;
        reroll.hold[chooser.below(5)] = false;
        return reroll;
    }
    const auto meals = legal_meals(state);
    if (meals.empty() || chooser.below(6) == 0)
        return PassMove {};
    const auto& meal = meals[chooser.below(meals.size())];
    const auto dice = point_die_choices(
        state.board().tile(meal.first).tile(), state.board().tile(meal.second).tile(), state.dice());
    return EatMove {meal.first, meal.second, dice[chooser.below(dice.size())]};
}

void check_game(std::uint64_t seed, std::size_t players, bool computer, bool mental)
{
    INFO("seed " << seed << ", " << players << " players, " << (computer ? "computer" : "random"));
    auto game = Game::create(dominyam_test::players(players, seed, mental));
    REQUIRE(game);
    tablee::core::Random chooser(seed ^ 0x5eedu);
    std::size_t moves = 0;
    while (!game->state().over()) {
        const State& state = game->state();
        const Move move = !Rules::chance(state).empty() ? game->chance_move()
            : computer                                  ? choose_action(state)
                                                        : random_move(state, chooser);
        if (const auto* eat = std::get_if<EatMove>(&move)) {
            // Legal when made, by the independent check.
            REQUIRE(check_meal(
                state.board(), state.objective().value, state.dice(), eat->first, eat->second, eat->point_die));
        }
        REQUIRE(game->play(move));
        REQUIRE(++moves < 4000); // games end
        // 28 tiles accounted for: on the board or eaten by exactly one player.
        const State& now = game->state();
        std::vector<int> seen(28, 0);
        for (std::size_t i = 0; i < 28; ++i)
            seen[i] += now.board().is_present(i) ? 1 : 0;
        for (std::size_t p = 0; p < players; ++p)
            for (std::size_t i : now.eaten(p))
                ++seen[i];
        REQUIRE(std::ranges::all_of(seen, [](int n) { return n == 1; }));
    }
    const State& end = game->state();
    if (players == 1 && end.end_reason() != EndReason::dead_board)
        REQUIRE(end.log().size() == 14);
    if (players > 1 && end.end_reason() != EndReason::dead_board)
        REQUIRE(end.board().remaining() == 0);
    if (end.end_reason() == EndReason::dead_board)
        REQUIRE(end.board().eatable_pairs().empty());

    const auto again = Game::replay(game->options(), game->history().applied());
    REQUIRE(again);
    REQUIRE(*again == end);
    if (seed % 10 == 0) { // the slowest check (JSON both ways and two replays): a sample
        const auto loaded = Game::load(game->save("test", "now"));
        REQUIRE(loaded);
        REQUIRE(loaded->state() == end);
    }

    const auto res = results(end);
    REQUIRE(res.final);
    REQUIRE_FALSE(res.winners.empty());
    const auto sheet = score_sheet(end);
    for (std::size_t p = 0; p < players; ++p)
        REQUIRE(sheet.total(p) == res.players[p].total);
}

} // namespace

TEST_CASE("2000 seeded games with random legal choices", "[property]")
{
    for (std::uint64_t seed = 1; seed <= 2000; ++seed)
        check_game(seed, 1 + seed % 4, false, seed % 2 == 0);
}

TEST_CASE("seeded games played by the computer player", "[property]")
{
    // Fewer than the random games: the Debug build of the advisor takes a few ms per turn.
    for (std::uint64_t seed = 1; seed <= 200; ++seed)
        check_game(seed, 1 + seed % 3, true, seed % 5 == 0);
}
