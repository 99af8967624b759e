// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/seats.hpp"

#include <catch2/catch.hpp>

using namespace tablee::core;

TEST_CASE("turns rotate round the table", "[seats]")
{
    auto seats = Seats::create({{"Ana", false}, {"Bruno", false}, {"Robot", true}}, 2, 8);
    REQUIRE(seats);
    CHECK(seats->current().name == "Ana");
    CHECK_FALSE(seats->advance());
    CHECK(seats->current().name == "Bruno");
    CHECK_FALSE(seats->advance());
    CHECK(seats->current().computer);
    CHECK(seats->advance());
    CHECK(seats->current_index() == 0);
}

TEST_CASE("seats are checked when created", "[seats]")
{
    CHECK(Seats::create({{"A", false}}, 2, 4).error().code == "seats.count");
    CHECK(Seats::create({{"A", false}, {"", false}}, 2, 4).error().code == "seats.empty_name");
    CHECK(Seats::create({{"A", false}, {"A", false}}, 2, 4).error().code == "seats.duplicate_name");
}
