// SPDX-License-Identifier: GPL-3.0-or-later
// Real save files written by Tablée (tests/data/saves/dominion_campaign), loaded as a user's
// would be: a change made the same way to writing and reading cannot hide from these.

#include "saved_file.hpp"

#include "dominion_campaign/engine/serialization.hpp"

#include <catch2/catch.hpp>

#include <string>

namespace dc = tablee::dominion_campaign;

TEST_CASE("a schema-1 campaign save opens in round 3 with its players", "[save][saved_files]")
{
    const auto campaign = dc::Campaign::load(saved_file("dominion_campaign/schema-1/three_players_round_3.tablee"));
    REQUIRE(campaign);
    CHECK(campaign->options().players == std::vector<std::string> {"Alex", "Bob", "Chris"});
    CHECK(campaign->options().seed == 5);
    CHECK(campaign->history().cursor() == 18);
    CHECK(campaign->state().round() == 3);
    CHECK(campaign->state().rounds().size() == 3);
    CHECK(campaign->state().round_record(3).scored());
}
