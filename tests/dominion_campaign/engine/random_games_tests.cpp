// SPDX-License-Identifier: GPL-3.0-or-later
// The shared tester of core/random_games.hpp on the Dominion campaign: seeded random campaigns of
// 2 to 4 players, both base editions, several k, played from setup to the final ranking
// (random_game_count.hpp: how many).

#include "random_game_count.hpp"

#include "dominion_campaign/engine/campaign.hpp"

#include "core/random_games.hpp"

#include <catch2/catch.hpp>

using namespace tablee;

TEST_CASE("random legal campaigns keep the invariants of every game", "[dominion_campaign][random_games]")
{
    const unsigned games = random_game_count(150);
    const std::vector<std::vector<std::string>> set_choices {{"base1"}, {"base2"}, {"base1", "base2"}};
    std::size_t refused = 0;
    for (std::uint64_t seed = 1; seed <= games; ++seed) {
        dominion_campaign::Options options;
        const std::size_t players = 2 + seed % 3;
        for (std::size_t p = 0; p < players; ++p)
            options.players.push_back("Player " + std::to_string(p + 1));
        options.sets = set_choices[seed % set_choices.size()];
        options.replaced = options.sets.size() == 2 ? 3 + static_cast<int>(seed % 3) : 3;
        options.seed = seed * 104729;
        const auto report = core::play_random_game<dominion_campaign::Rules>(options, seed, 5000);
        INFO((report ? std::string() : report.error().message));
        REQUIRE(report);
        CHECK(report->finished);
        refused += report->refused;
    }
    // Moves of an earlier phase were tried and refused (a keep after the keeps, a start twice...).
    CHECK(refused > games);
}
