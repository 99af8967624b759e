// SPDX-License-Identifier: GPL-3.0-or-later
// The shared tester of core/random_games.hpp on Dominyam: seeded random games, solo and hotseat
// for 2 to 4, with and without the calcul mental variant, every listed move tried at every
// position (random_game_count.hpp: how many).

#include "random_game_count.hpp"

#include "dominyam/engine/game.hpp"

#include "core/random_games.hpp"

#include <catch2/catch.hpp>

using namespace tablee;

TEST_CASE("random legal games keep the invariants of every game", "[dominyam][random_games]")
{
    const unsigned games = random_game_count(150);
    std::size_t finished = 0;
    std::size_t refused = 0;
    std::size_t throws = 0;
    for (std::uint64_t seed = 1; seed <= games; ++seed) {
        dominyam::Options options;
        const std::size_t players = 1 + seed % 4;
        for (std::size_t p = 0; p < players; ++p)
            options.seats.push_back({"Player " + std::to_string(p + 1), false});
        options.mental_arithmetic = seed % 3 == 0;
        options.seed = seed * 7919;
        const auto report = core::play_random_game<dominyam::Rules>(options, seed, 3000);
        INFO((report ? std::string() : report.error().message));
        REQUIRE(report);
        CHECK(report->moves > 0);
        finished += report->finished ? 1U : 0U;
        refused += report->refused;
        throws += report->chance_steps;
    }
    // Random play ends most games within 3,000 moves, chance's throws included (it passes often in
    // hotseat: a pass is as likely as any meal) and every solo game (14 turns).
    CHECK(finished * 10 >= games * 9);
    // Moves of an earlier position were tried and refused (a roll when rolled, an eaten tile...).
    CHECK(refused > games);
    // Every throw was chance's step, each of its outcomes tried: at least one a game.
    CHECK(throws >= games);
}
