// SPDX-License-Identifier: GPL-3.0-or-later
// Real save files written by Tablée (tests/data/saves/dominyam), loaded as a user's would be:
// a change made the same way to writing and reading cannot hide from these.

#include "saved_file.hpp"

#include "dominyam/engine/scoring.hpp"
#include "dominyam/engine/serialization.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <variant>
#include <vector>

using namespace tablee::dominyam;

namespace { } // namespace

// Schema 1 drew the dice inside the roll and re-roll moves; opened now, each is followed by a
// chance move with the dice it drew, and the game is where it was, dice included (the facts
// below were read with the engine of schema 1).
TEST_CASE("a schema-1 two-player save opens at its place with its undone move", "[save][saved_files]")
{
    auto game = Game::load(saved_file("dominyam/schema-1/two_players_turn_9.tablee"));
    REQUIRE(game);
    CHECK(game->options().seed == 2026);
    REQUIRE(game->options().seats.size() == 2);
    CHECK(game->options().seats[0].name == "Ana");
    CHECK(game->options().seats[1].computer);
    // 30 rolls and re-rolls, all in force, each with its dice now.
    CHECK(game->history().moves().size() == 70);
    CHECK(game->history().cursor() == 69);
    CHECK(std::holds_alternative<DiceMove>(game->history().moves()[1]));
    // The undone move was the computer's: it is its turn 10 again (the window plays it at once),
    // with the dice of its third roll.
    CHECK(game->state().turn() == 10);
    CHECK(game->state().current_player() == 1);
    CHECK(game->state().rolls_made() == 3);
    CHECK(game->state().dice() == Dice {5, 3, 4, 6, 1});
    CHECK(game->state().log().size() == 9);
    CHECK(game->state().log().back().dice == Dice {1, 6, 6, 4, 6});
    CHECK(Rules::scores(game->state()) == std::vector<int> {35, 35});
    REQUIRE(game->can_redo());
    game->redo();
    CHECK(game->history().cursor() == 70);
    CHECK(game->state().turn() == 9);
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
    CHECK(game->history().moves().size() == 86); // 50 moves, 36 of them throws
    CHECK(Rules::scores(game->state()) == std::vector<int> {265});
    REQUIRE(game->state().log().size() == 14);
    CHECK(game->state().log().back().dice == Dice {1, 6, 1, 4, 1});
    CHECK(game->state().log().back().rolls == 2);
}

TEST_CASE("a schema-2 save opens with its dice thrown, and the table draws the faces it had", "[save][saved_files]")
{
    auto game = Game::load(saved_file("dominyam/schema-2/two_players_rerolled.tablee"));
    REQUIRE(game);
    CHECK(game->options().seats[0].name == "Léa");
    CHECK(game->history().moves().size() == 46);
    CHECK(game->history().cursor() == 45);
    // Saved after the dice of a re-roll were undone: Léa's second throw of turn 11, the last die
    // held, is in the air.
    const State& state = game->state();
    CHECK(state.turn() == 11);
    CHECK(state.current_player() == 0);
    CHECK(state.rolls_made() == 2);
    REQUIRE(state.dice_thrown());
    CHECK(*state.dice_thrown() == HoldMask {true, true, false, true, false});
    CHECK(state.dice() == Dice {2, 2, 3, 5, 6});
    CHECK(Rules::scores(state) == std::vector<int> {41, 15});
    // The table draws from the seed and the moves in force: the same faces as the undone move.
    const Move drawn = game->chance_move();
    CHECK(drawn == game->history().moves().back());
    REQUIRE(game->play(drawn));
    CHECK(game->state().dice() == Dice {2, 2, 4, 5, 4});
}
