// SPDX-License-Identifier: GPL-3.0-or-later
// Real save files written by Tablée (tests/data/saves/dominyam), loaded as a user's would be:
// a change made the same way to writing and reading cannot hide from these.

#include "saved_file.hpp"

#include "dominyam/engine/scoring.hpp"
#include "dominyam/engine/serialization.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace tablee::dominyam;

namespace { } // namespace

TEST_CASE("a schema-1 two-player save opens at its place with its undone move", "[save][saved_files]")
{
    auto game = Game::load(saved_file("dominyam/schema-1/two_players_turn_9.tablee"));
    REQUIRE(game);
    CHECK(game->options().seed == 2026);
    REQUIRE(game->options().seats.size() == 2);
    CHECK(game->options().seats[0].name == "Ana");
    CHECK(game->options().seats[1].computer);
    CHECK(game->history().moves().size() == 40);
    CHECK(game->history().cursor() == 39);
    // The undone move was the computer's: it is its turn 10 again (the window plays it at once).
    CHECK(game->state().turn() == 10);
    CHECK(game->state().current_player() == 1);
    REQUIRE(game->can_redo());
    game->redo();
    CHECK(game->history().cursor() == 40);
    // Written back, it is the same file but for the envelope's date and version.
    CHECK(Game::load(game->save("x", "y"))->to_json() == game->to_json());
}

TEST_CASE("a schema-1 finished solo save opens finished with its score", "[save][saved_files]")
{
    const auto game = Game::load(saved_file("dominyam/schema-1/solo_finished.tablee"));
    REQUIRE(game);
    CHECK(game->options().solo());
    CHECK(game->options().mental_arithmetic);
    CHECK(game->options().seed == 7);
    CHECK(game->state().over());
    CHECK(results(game->state()).final);
}
