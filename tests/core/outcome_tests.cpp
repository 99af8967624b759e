// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/outcome.hpp"
#include "core/results_history.hpp"

#include <catch2/catch.hpp>

#include <tuple>
#include <vector>

using namespace tablee::core;

TEST_CASE("ranks are competition ranks, by a score or by a score and its tie-breaks", "[outcome]")
{
    CHECK(competition_ranks(std::vector<int> {10, 30, 10, 20}) == std::vector<int> {3, 1, 3, 2});
    // Fiefs' way: the winners first, then points, then ducats.
    const std::vector<std::tuple<bool, int, int>> keys {{false, 30, 2}, {true, 28, 0}, {false, 30, 5}, {false, 30, 2}};
    CHECK(competition_ranks(std::span<const std::tuple<bool, int, int>>(keys)) == std::vector<int> {3, 1, 2, 3});
    const auto by_scores = outcome_by_scores({5, 9, 9});
    CHECK(by_scores.ranks == std::vector<int> {3, 1, 1});
    CHECK(winners(by_scores) == std::vector<std::size_t> {1, 2});
}

TEST_CASE("a seat's return is the share of the others it finished ahead of, a tie counting half", "[outcome]")
{
    CHECK(returns(Outcome {{40, 20}, {1, 2}}) == std::vector<double> {1.0, 0.0});
    CHECK(returns(Outcome {{20, 20}, {1, 1}}) == std::vector<double> {0.5, 0.5});
    CHECK(returns(Outcome {{9, 5, 5}, {1, 2, 2}}) == std::vector<double> {1.0, 0.25, 0.25});
    CHECK(returns(Outcome {{120}, {1}}) == std::vector<double> {1.0}); // solo
    const auto four = returns(Outcome {{4, 3, 2, 1}, {1, 2, 3, 4}});
    CHECK(four[0] + four[1] + four[2] + four[3] == Approx(2.0)); // half the seats
}

TEST_CASE("an outcome is checked against the seats it ranks", "[outcome]")
{
    CHECK(outcome_problem(Outcome {{3, 2, 2}, {1, 2, 2}}, 3).empty());
    CHECK_FALSE(outcome_problem(Outcome {{3, 2}, {1, 2}}, 3).empty()); // a seat missing
    CHECK_FALSE(outcome_problem(Outcome {{3, 2, 1}, {1, 1, 2}}, 3).empty()); // ranked 2 but two seats before
    CHECK_FALSE(outcome_problem(Outcome {{3, 2, 1}, {2, 3, 4}}, 3).empty()); // nobody first
    CHECK_FALSE(outcome_problem(Outcome {{3, 2, 1}, {1, 3, 3}}, 3).empty()); // a rank skipped
}

TEST_CASE("a finished game's players in the history: seats nobody played are left out", "[outcome][results]")
{
    // A Dead Man game: the dead man's power (no name) came second.
    const Outcome outcome {{18, 9, 7}, {1, 2, 3}};
    const auto players = player_results(outcome, {"Ana", "", "Ben"});
    CHECK(players == std::vector<PlayerResult> {{"Ana", 18, 1}, {"Ben", 7, 2}});
}
