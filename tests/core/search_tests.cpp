// SPDX-License-Identifier: GPL-3.0-or-later
// The search player (core/search.hpp) on Pig, the dice game with chance steps
// (tests/support/pig_rules.hpp): what it must do whatever its strength, which bench/ measures.
#include "core/search.hpp"
#include "pig_rules.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <stop_token>
#include <variant>

using namespace tablee;
using test::PigRules;
using Search = core::SearchPlayer<PigRules>;

namespace {

PigRules::State at(int mine, int theirs, int turn_total)
{
    PigRules::State state;
    state.banked = {mine, theirs};
    state.turn_total = turn_total;
    return state;
}

} // namespace

TEST_CASE("the search chooses a legal move, the same one for the same seed", "[search]")
{
    const auto state = at(10, 12, 7);
    Search first({.iterations = 400}, 42);
    Search again({.iterations = 400}, 42);
    const auto chosen = first.choose(state);
    REQUIRE(chosen);
    const auto legal = PigRules::legal_moves(state);
    CHECK(std::ranges::find(legal, *chosen) != legal.end());
    CHECK(again.choose(state) == chosen);
    CHECK(again.root_visits() == first.root_visits());
    CHECK(first.iterations() == 400);
}

TEST_CASE("the search sees a won game and a lost turn", "[search]")
{
    Search search({.iterations = 2000}, 7);
    // Holding banks 30: the game is won at once.
    CHECK(std::holds_alternative<PigRules::Hold>(search.choose(at(26, 29, 4)).value()));
    // The other needs one point: holding nothing hands them the game, rolling is the only hope.
    CHECK(std::holds_alternative<PigRules::Roll>(search.choose(at(0, 29, 0)).value()));
}

TEST_CASE("the search waits for a seat: not where chance acts, not once over", "[search]")
{
    Search search({.iterations = 50}, 1);
    auto rolling = at(0, 0, 0);
    REQUIRE(PigRules::apply(rolling, PigRules::Roll {}));
    CHECK_FALSE(search.choose(rolling));
    CHECK_FALSE(search.choose(at(30, 3, 0)));
}

TEST_CASE("a search stopped before it starts chooses nothing", "[search]")
{
    std::stop_source stop;
    stop.request_stop();
    Search search({.iterations = 1000}, 3);
    CHECK_FALSE(search.choose(at(5, 5, 0), stop.get_token()));
    CHECK(search.iterations() == 0);
}

TEST_CASE("the variant's hooks: the candidates a node weighs, the play-outs' policy", "[search]")
{
    // Only the candidates given are weighed: holding alone, when rolling would win more often.
    Search holds({.iterations = 200}, 3,
        {.candidates = [](const PigRules::State&) { return std::vector<PigRules::Move> {PigRules::Hold {}}; }});
    CHECK(std::holds_alternative<PigRules::Hold>(holds.choose(at(0, 29, 0)).value()));
    CHECK(holds.iterations() == 0); // one candidate: nothing to weigh

    // Play-outs follow the policy (here "hold at 20"), which the search calls for every seat's move.
    std::size_t asked = 0;
    const auto hold_at_20 = [&asked](const PigRules::State& state, core::Random&) -> PigRules::Move {
        ++asked;
        return state.turn_total >= 20 ? PigRules::Move {PigRules::Hold {}} : PigRules::Move {PigRules::Roll {}};
    };
    Search guided({.iterations = 300}, 5, {.playout = hold_at_20});
    const auto chosen = guided.choose(at(10, 12, 7));
    REQUIRE(chosen);
    CHECK(asked > 300);
    Search again({.iterations = 300}, 5, {.playout = hold_at_20});
    CHECK(again.choose(at(10, 12, 7)) == chosen);
    CHECK(again.root_visits() == guided.root_visits());
    // Banking 26 + 4 wins at once, and the guided search sees it.
    CHECK(std::holds_alternative<PigRules::Hold>(guided.choose(at(26, 29, 4)).value()));
}
