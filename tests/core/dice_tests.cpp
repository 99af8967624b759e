// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice.hpp"

#include <catch2/catch.hpp>

using namespace tablee::core;

TEST_CASE("dice for a fixed seed (golden)", "[dice]")
{
    Random random(1);
    CHECK(roll_dice(random, 5) == std::vector<int> {2, 5, 3, 6, 6});
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
