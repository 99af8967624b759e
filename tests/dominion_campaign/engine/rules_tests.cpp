// SPDX-License-Identifier: GPL-3.0-or-later
// The campaign's arithmetic: rounds, chooser tables, decks, piles, the tie rule.

#include "dominion_campaign/engine/rules.hpp"

#include "test_support.hpp"

#include <catch2/catch.hpp>

namespace dc = tablee::dominion_campaign;
using dc::ChooserTurn;

TEST_CASE("rounds: 25 cards with k 3 give 6 rounds", "[dominion_campaign][rules]")
{
    CHECK(dc::round_count(25, 3) == 6);
    CHECK(dc::unused_card_count(25, 3) == 0);
}

TEST_CASE("rounds: 50 cards with k 5 give 9 rounds and k 4 gives 11", "[dominion_campaign][rules]")
{
    CHECK(dc::round_count(50, 5) == 9);
    CHECK(dc::unused_card_count(50, 5) == 0);
    CHECK(dc::round_count(50, 4) == 11);
    CHECK(dc::unused_card_count(50, 4) == 0);
}

TEST_CASE("rounds: leftover cards are never used", "[dominion_campaign][rules]")
{
    // Second edition: 26 cards, k 3: 16 / 3 = 5 replacements, 1 card left over.
    CHECK(dc::round_count(26, 3) == 6);
    CHECK(dc::unused_card_count(26, 3) == 1);
    // Both editions: 32 cards, k 4: 22 / 4 = 5, 2 left over.
    CHECK(dc::round_count(32, 4) == 6);
    CHECK(dc::unused_card_count(32, 4) == 2);
}

TEST_CASE("campaign length: the rounds, the unused cards, or why the pool and k make no campaign",
    "[dominion_campaign][rules]")
{
    const auto length = dc::campaign_length(26, 3);
    REQUIRE(length);
    CHECK(length->rounds == 6);
    CHECK(length->unused == 1);
    CHECK(length->max_replaced == 10);
    CHECK(dc::campaign_length(13, 3)->max_replaced == 3); // at least two rounds

    const auto small = dc::campaign_length(10, 3);
    REQUIRE_FALSE(small);
    CHECK(small.error().code == "dominion_campaign.pool_too_small");
    CHECK(small.error().args == std::vector<std::string> {"10", "11"});
    const auto too_many = dc::campaign_length(13, 4);
    REQUIRE_FALSE(too_many);
    CHECK(too_many.error().code == "dominion_campaign.bad_replaced");
    CHECK(too_many.error().args == std::vector<std::string> {"4", "3"});
    CHECK(dc::campaign_length(25, 0).error().code == "dominion_campaign.bad_replaced");
}

TEST_CASE("chooser table: the source's tables for 2 3 and 4 players", "[dominion_campaign][rules]")
{
    CHECK(dc::chooser_table(2, 3) == std::vector<ChooserTurn> {{0, 1}, {1, 2}});
    CHECK(dc::chooser_table(3, 3) == std::vector<ChooserTurn> {{1, 1}, {2, 2}});
    CHECK(dc::chooser_table(4, 3) == std::vector<ChooserTurn> {{1, 1}, {2, 1}, {3, 1}});
}

TEST_CASE("chooser table: the generalisation for other k", "[dominion_campaign][rules]")
{
    // Picks shared evenly, the extra ones to the worst-ranked choosers, best-ranked first.
    CHECK(dc::chooser_table(2, 1) == std::vector<ChooserTurn> {{1, 1}});
    CHECK(dc::chooser_table(2, 4) == std::vector<ChooserTurn> {{0, 2}, {1, 2}});
    CHECK(dc::chooser_table(2, 5) == std::vector<ChooserTurn> {{0, 2}, {1, 3}});
    CHECK(dc::chooser_table(3, 1) == std::vector<ChooserTurn> {{2, 1}});
    CHECK(dc::chooser_table(3, 4) == std::vector<ChooserTurn> {{1, 2}, {2, 2}});
    CHECK(dc::chooser_table(3, 5) == std::vector<ChooserTurn> {{1, 2}, {2, 3}});
    CHECK(dc::chooser_table(4, 1) == std::vector<ChooserTurn> {{3, 1}});
    CHECK(dc::chooser_table(4, 2) == std::vector<ChooserTurn> {{2, 1}, {3, 1}});
    CHECK(dc::chooser_table(4, 4) == std::vector<ChooserTurn> {{1, 1}, {2, 1}, {3, 2}});
    CHECK(dc::chooser_table(4, 5) == std::vector<ChooserTurn> {{1, 1}, {2, 2}, {3, 2}});
    CHECK(dc::chooser_table(4, 10) == std::vector<ChooserTurn> {{1, 3}, {2, 3}, {3, 4}});
    for (std::size_t players = 2; players <= 4; ++players)
        for (int k = 1; k <= 10; ++k) {
            int sum = 0;
            for (const auto& turn : dc::chooser_table(players, k))
                sum += turn.picks;
            CHECK(sum == k);
        }
}

TEST_CASE("tie rule: the later player of the round ranks higher among equals", "[dominion_campaign][rules]")
{
    // Seating 2, 0, 1 (player 2 played first). Players 0 and 2 tie at 10: 0 played later.
    CHECK(dc::rank_players({10, 5, 10}, {2, 0, 1}) == std::vector<std::size_t> {0, 2, 1});
    // Seating 0, 2, 1: now 2 played later than 0.
    CHECK(dc::rank_players({10, 5, 10}, {0, 2, 1}) == std::vector<std::size_t> {2, 0, 1});
    // Everyone tied: the reverse playing order, i.e. the order of the next round is unchanged.
    CHECK(dc::rank_players({0, 0, 0, 0}, {3, 1, 0, 2}) == std::vector<std::size_t> {2, 0, 1, 3});
    // No tie: by total.
    CHECK(dc::rank_players({1, 7, 3}, {0, 1, 2}) == std::vector<std::size_t> {1, 2, 0});
}

TEST_CASE("decks: coppers grow every round and curses come at rounds 3 and 5", "[dominion_campaign][rules]")
{
    CHECK(dc::starting_coppers(1) == 7);
    CHECK(dc::starting_coppers(2) == 8);
    CHECK(dc::starting_coppers(6) == 12);
    CHECK(dc::starting_curses(1) == 0);
    CHECK(dc::starting_curses(2) == 0);
    CHECK(dc::starting_curses(3) == 1);
    CHECK(dc::starting_curses(4) == 1);
    CHECK(dc::starting_curses(5) == 2);
    CHECK(dc::starting_curses(6) == 2);
    CHECK(dc::starting_curses(7) == 3);
    using Deck = std::vector<dc::DeckEntry>;
    CHECK(dc::starting_deck(1, {}) == Deck {{"copper", 7}, {"estate", 3}});
    CHECK(dc::starting_deck(3, {"village", "militia"})
        == Deck {{"copper", 9}, {"estate", 3}, {"curse", 1}, {"village", 1}, {"militia", 1}});
    // A kept Copper or Estate adds to its line.
    CHECK(dc::starting_deck(3, {"copper", "estate", "silver"})
        == Deck {{"copper", 10}, {"estate", 4}, {"curse", 1}, {"silver", 1}});
}

TEST_CASE("piles: standard sizes by player count", "[dominion_campaign][rules]")
{
    const auto catalog = dc::standard_catalog();
    const auto size = [&](const char* id, std::size_t players) { return dc::pile_size(*catalog->find(id), players); };
    CHECK(size("village", 2) == 10);
    CHECK(size("gardens", 2) == 8);
    CHECK(size("gardens", 3) == 12);
    CHECK(size("gardens", 4) == 12);
    CHECK(size("copper", 4) == 60);
    CHECK(size("silver", 2) == 40);
    CHECK(size("gold", 3) == 30);
    CHECK(size("estate", 2) == 8);
    CHECK(size("duchy", 3) == 12);
    CHECK(size("province", 4) == 12);
    CHECK(size("curse", 2) == 10);
    CHECK(size("curse", 3) == 20);
    CHECK(size("curse", 4) == 30);
}
