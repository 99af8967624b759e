// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/score_sheet.hpp"

#include <catch2/catch.hpp>

using namespace tablee::core;

TEST_CASE("a score sheet totals its columns and ranks the players", "[score_sheet]")
{
    ScoreSheet sheet({"Ana", "Bruno", "Chloé"});
    const auto meal = sheet.add_row("meal 1");
    const auto bonus = sheet.add_row("bonus");
    sheet.set(meal, 0, 5);
    sheet.set(meal, 1, 3);
    sheet.set(bonus, 1, 2);
    sheet.set(bonus, 2, 1);
    CHECK(sheet.total(0) == 5);
    CHECK(sheet.total(1) == 5);
    CHECK(sheet.total(2) == 1);
    CHECK_FALSE(sheet.cell(bonus, 0).has_value());
    CHECK(sheet.ranks() == std::vector<int> {1, 1, 3});
    CHECK(sheet.winners() == std::vector<std::size_t> {0, 1});
    sheet.clear(meal, 0);
    CHECK(sheet.winners() == std::vector<std::size_t> {1});
}

TEST_CASE("competition ranking skips shared places", "[score_sheet]")
{
    CHECK(competition_ranks({10, 30, 20, 30}) == std::vector<int> {4, 1, 3, 1});
    CHECK(competition_ranks({}).empty());
}

TEST_CASE("a game with its own tie rule gives the ranks itself", "[score_sheet]")
{
    ScoreSheet sheet({"Ana", "Bruno"});
    const auto round = sheet.add_row("round 1");
    sheet.set(round, 0, 20);
    sheet.set(round, 1, 20);
    CHECK(sheet.ranks() == std::vector<int> {1, 1});
    sheet.set_ranks({2, 1}); // e.g. the later player ranks higher among equals
    CHECK(sheet.ranks() == std::vector<int> {2, 1});
    CHECK(sheet.winners() == std::vector<std::size_t> {1});
}
