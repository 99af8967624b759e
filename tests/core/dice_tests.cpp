// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

using namespace tablee::core;

TEST_CASE("dice for a fixed seed (golden)", "[dice]")
{
    // The draws old saves' migrations replay (core::reroll rolls die by die).
    Random random(1);
    std::vector<int> dice;
    for (int die = 0; die < 5; ++die)
        dice.push_back(roll_die(random));
    CHECK(dice == std::vector<int> {2, 5, 3, 6, 6});
}

TEST_CASE("dice show 1 to sides", "[dice]")
{
    Random random(5);
    for (int i = 0; i < 1000; ++i) {
        const int value = roll_die(random);
        REQUIRE(value >= 1);
        REQUIRE(value <= 6);
    }
}

TEST_CASE("a re-roll keeps the held dice and draws the others in order", "[dice]")
{
    Random random(3);
    const std::vector<int> first {6, 6, 1, 2, 6};
    Random replay = random;
    const auto second = reroll(random, first, {true, true, false, false, true});
    CHECK(second[0] == 6);
    CHECK(second[1] == 6);
    CHECK(second[4] == 6);
    CHECK(second[2] == roll_die(replay));
    CHECK(second[3] == roll_die(replay));
}

TEST_CASE("a throw's outcomes: each multiset of faces once, with its share of the ordered throws", "[dice]")
{
    const auto five = dice_outcomes(5);
    CHECK(five.size() == 252); // multisets of 5 among 6 faces: C(10, 5)
    double total = 0;
    for (const auto& outcome : five) {
        REQUIRE(outcome.faces.size() == 5);
        CHECK(std::ranges::is_sorted(outcome.faces));
        total += outcome.probability;
    }
    CHECK(total == Approx(1.0).epsilon(1e-12));
    // Five sixes: one throw of 7,776; a 1-2-3-4-5 straight: 5! = 120 of them.
    CHECK(five.back().faces == std::vector<int> {6, 6, 6, 6, 6});
    CHECK(five.back().probability == Approx(1.0 / 7776));
    const auto straight
        = std::ranges::find(five, std::vector<int> {1, 2, 3, 4, 5}, [](const DiceOutcome& o) { return o.faces; });
    REQUIRE(straight != five.end());
    CHECK(straight->probability == Approx(120.0 / 7776));
    // Two dice: 21 outcomes, a double 1/36, a pair of different faces 2/36.
    const auto two = dice_outcomes(2);
    CHECK(two.size() == 21);
    CHECK(two.front().probability == Approx(1.0 / 36));
    CHECK(two[1].faces == std::vector<int> {1, 2});
    CHECK(two[1].probability == Approx(2.0 / 36));
    // No die thrown: one outcome, certain.
    const auto none = dice_outcomes(0);
    REQUIRE(none.size() == 1);
    CHECK(none.front().faces.empty());
    CHECK(none.front().probability == 1.0);
}
