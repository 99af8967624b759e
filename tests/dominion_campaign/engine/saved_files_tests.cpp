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
    // Schema 2 gave each draw moves of its own: the redraw's ten cards and each round's three
    // replacements follow the moves that started them (18 + 10 + 3 + 3).
    CHECK(campaign->history().cursor() == 34);
    CHECK(campaign->state().round() == 3);
    CHECK(campaign->state().rounds().size() == 3);
    CHECK(campaign->state().round_record(3).scored());
    // The same cards as schema 1 drew from the state's generator (read by that version).
    using Cards = std::vector<dc::CardId>;
    CHECK(campaign->state().round_record(1).kingdom
        == Cards {"moneylender", "remodel", "chapel", "gardens", "laboratory", "militia", "village", "festival", "moat",
            "adventurer"});
    CHECK(campaign->state().round_record(1).drawn == Cards {"bureaucrat", "mine", "witch"});
    CHECK(campaign->state().round_record(2).drawn == Cards {"market", "smithy", "library"});
    CHECK(campaign->state().round_record(3).kingdom
        == Cards {"moneylender", "remodel", "chapel", "gardens", "laboratory", "militia", "village", "market", "smithy",
            "library"});
}

TEST_CASE("a schema-2 campaign save opens in round 2 with its draws", "[save][saved_files]")
{
    const auto campaign = dc::Campaign::load(saved_file("dominion_campaign/schema-2/redrawn_reseated_round_2.tablee"));
    REQUIRE(campaign);
    CHECK(campaign->history().cursor() == 26);
    CHECK(campaign->state().round() == 2);
    CHECK(campaign->state().round_record(1).seating == std::vector<std::size_t> {0, 2, 1});
    using Cards = std::vector<dc::CardId>;
    CHECK(campaign->state().round_record(1).drawn == Cards {"festival", "woodcutter", "adventurer"});
    CHECK(campaign->state().seating() == std::vector<std::size_t> {1, 2, 0}); // Bob, Chris, Alex
    CHECK(campaign->state().drawing() == dc::Draw::none);
}

TEST_CASE("a schema-3 campaign save opens with a round's scores corrected after the draw", "[save][saved_files]")
{
    const auto campaign
        = dc::Campaign::load(saved_file("dominion_campaign/schema-3/round_1_corrected_in_round_2.tablee"));
    REQUIRE(campaign);
    const auto& state = campaign->state();
    CHECK(state.round() == 2);
    CHECK(state.round_record(1).scores == std::vector<int> {31, 34, 19}); // Marc's 24 corrected
    CHECK(state.round_record(1).corrected_in == 2);
    CHECK(state.totals() == std::vector<int> {31, 34, 19});
    CHECK(state.ranking() == std::vector<std::size_t> {1, 0, 2});
    CHECK(state.seating() == std::vector<std::size_t> {2, 1, 0}); // as drawn on the old standings
    CHECK(std::holds_alternative<dc::CorrectScores>(campaign->history().moves().back()));
}
