// SPDX-License-Identifier: GPL-3.0-or-later
// The search player (core/search.hpp) on Pig, the dice game with chance steps
// (tests/support/pig_rules.hpp), and on a game both seats play at once (bid_rules.hpp): what it
// must do whatever its strength, which bench/ measures.
#include "bid_rules.hpp"
#include "core/search.hpp"
#include "pig_rules.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <stop_token>
#include <variant>
#include <vector>

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

namespace {

using Highest = test::BidRules<test::BidScoring::highest>;
using Cycle = test::BidRules<test::BidScoring::cycle>;

} // namespace

TEST_CASE("in a simultaneous phase each seat finds its own move, blind to the other's", "[search][simultaneous]")
{
    const Highest::State start {};
    REQUIRE(tablee::core::acting_seats<Highest>(start) == std::vector<std::size_t> {0, 1});
    // Picking 2 is never worse whatever the other picks: both seats find it.
    for (const std::size_t seat : {std::size_t {0}, std::size_t {1}}) {
        core::SearchPlayer<Highest> search({.iterations = 3000}, 11);
        const auto chosen = search.choose_for(start, seat);
        REQUIRE(chosen);
        CHECK(chosen->seat == seat);
        CHECK(chosen->pick == Highest::most);
        const auto visits = search.root_visits_of(seat);
        REQUIRE(visits.size() == 3);
        CHECK(visits[2] > visits[0] + visits[1]); // the best move tried most, by far
        CHECK(search.root_visits_of(1 - seat).size() == 3); // the other seat's own tries
        CHECK(search.root_visits_of(2).empty()); // no such seat
    }
    // After seat 0 picked (hidden from seat 1: what seat 1 sees is what it searches), seat 1
    // alone acts; seat 0 has nothing to choose.
    Highest::State picked = start;
    REQUIRE(Highest::apply(picked, {0, 1}));
    const auto seen = tablee::core::seen_by<Highest>(picked, 1);
    CHECK(seen.picked[0] == 0); // picked, but not what
    core::SearchPlayer<Highest> search({.iterations = 500}, 5);
    CHECK_FALSE(search.choose_for(seen, 0));
    const auto chosen = search.choose_for(seen, 1);
    REQUIRE(chosen);
    CHECK(chosen->pick == Highest::most);
    // The same seed, the same move and the same statistics.
    core::SearchPlayer<Highest> again({.iterations = 500}, 5);
    CHECK_FALSE(again.choose_for(seen, 0));
    CHECK(again.choose_for(seen, 1) == chosen);
    CHECK(again.root_visits_of(1) == search.root_visits_of(1));
}

TEST_CASE("where no move is best, decoupled selection spreads its tries", "[search][simultaneous]")
{
    // Rock, paper, scissors: any move the search leaned on would be beaten; each is tried often.
    core::SearchPlayer<Cycle> search({.iterations = 3000}, 21);
    REQUIRE(search.choose_for(Cycle::State {}, 0));
    const auto visits = search.root_visits_of(0);
    REQUIRE(visits.size() == 3);
    for (const std::size_t tried : visits)
        CHECK(tried > 3000 / 6);
}

TEST_CASE("a simultaneous search stops when asked and plays its phases through", "[search][simultaneous]")
{
    std::stop_source stop;
    stop.request_stop();
    core::SearchPlayer<Highest> stopped({.iterations = 100}, 1);
    CHECK_FALSE(stopped.choose_for(Highest::State {}, 0, stop.get_token()));
    CHECK(stopped.iterations() == 0);
    // A whole game chosen move by move, each seat by its own search of what it may see: every
    // move legal. Seat 0 picks first each round, blind to seat 1: the most, both rounds.
    Highest::State state {};
    std::size_t seat_searching = 0;
    while (!Highest::is_over(state)) {
        const auto acting = tablee::core::acting_seats<Highest>(state);
        REQUIRE_FALSE(acting.empty());
        const std::size_t seat = acting[seat_searching++ % acting.size()];
        core::SearchPlayer<Highest> search({.iterations = 800}, seat_searching);
        const auto move = search.choose_for(tablee::core::seen_by<Highest>(state, seat), seat);
        REQUIRE(move);
        REQUIRE(Highest::apply(state, *move));
    }
    CHECK(state.points[0] == 2 * Highest::most);
}
